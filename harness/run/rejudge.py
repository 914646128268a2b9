"""Recorded runs judged again by today's expected files and harness.

A run.json keeps every fact its checks read (harness/run/record.py), so a
run can be judged again without booting: the same facts, today's checks.
rejudge() compares that new judgement with the one the run recorded, the
verdict and, check by check, whether it held, raised, and the value it
showed.  Used after a change to the harness or to an expected file's
form, to show that no verdict moved (`python3 -m harness rejudge DIR`),
and by scenarios/test_rejudge.py on the recorded runs of scenarios/data.

What is compared of a check: says, held (yes, no or error) and the value
seen (as JSON).  The text of an error is not: it quotes the expression
and where it stands, which a reformat changes.
"""

import copy
import json
from dataclasses import dataclass, field

from harness.build import KEY_FILE, REFERENCE, build_variant, known_variants
from harness.expected import spec
from harness.kernel.symbols import kernel_names
from harness.run.judge import judge_run
from harness.run.record import load_runs


@dataclass
class Rejudged:
    """One recorded run judged again: what differs (empty: the same)."""
    folder: str
    bug: str
    scenario: str
    verdict: str
    differences: list = field(default_factory=list)
    note: str = ""


def rejudge(folders, build=build_variant):
    """[Rejudged] for every run.json under the folders.  build(variant): the
    Build whose kernel gives sym(), after_sie_on() and the early defines."""
    clinics = spec.every_clinic()
    results = []
    for run in load_runs(folders):
        clinic = clinics.get(run.bug)
        scenario = next((s for s in clinic.scenarios if s.name == run.scenario), None) \
            if clinic else None
        if scenario is None:
            results.append(Rejudged(str(run.folder), run.bug, run.scenario, run.verdict,
                                    ["no such scenario in today's expected files"]))
            continue
        if run.variant not in known_variants():
            results.append(Rejudged(str(run.folder), run.bug, run.scenario, run.verdict,
                                    [f"a run of {run.variant}, not of a variant: not judged "
                                     f"again"]))
            continue
        made = build(run.variant)
        kernel = kernel_names(made.source, scenario, f"{clinic.path} ({scenario.name})")
        again = judge_run(copy.deepcopy(run), clinic, scenario, kernel,
                          on_bug=run.variant != REFERENCE)
        key = (made.source / KEY_FILE).read_text().strip() if (made.source / KEY_FILE).is_file() \
            else None
        note = "" if run.source_key in (None, key) else "recorded on other sources"
        results.append(Rejudged(str(run.folder), run.bug, run.scenario, run.verdict,
                                differences(run, again), note))
    return results


def differences(before, after):
    """What a new judgement of a run changed: the verdict; each check, by
    what it says, held or not and its value seen; a check either side lacks."""
    found = []
    if before.verdict != after.verdict:
        found.append(f"verdict: {before.verdict} -> {after.verdict} ({after.detail})")
    for side in ("symptom", "reference"):
        old = {o.says: o for o in getattr(before, side)}
        new = {n.says: n for n in getattr(after, side)}
        found += [f"{side}: no longer checked: {says}" for says in old if says not in new]
        found += [f"{side}: newly checked: {says}: {new[says].result}" for says in new
                  if says not in old]
        for says in (says for says in old if says in new):
            o, n = old[says], new[says]
            if o.result != n.result:
                found.append(f"{side}: {says}: {o.result} -> {n.result}"
                             + (f" ({n.error})" if n.error else ""))
            elif _seen(o.seen) != _seen(n.seen):
                found.append(f"{side}: {says}: seen {_seen(o.seen)} -> {_seen(n.seen)}")
    return found


def _seen(value):
    """A value seen, as run.json keeps it; an error while showing, by kind only."""
    value = json.loads(json.dumps(value, default=str))
    if isinstance(value, str) and value.startswith("cannot show: "):
        return "cannot show"
    return value


def report(results):
    """The comparison as text, a line a run, then a summary line."""
    lines = []
    for result in results:
        state = "same" if not result.differences else "DIFFERENT"
        note = f" ({result.note})" if result.note else ""
        lines.append(f"{state}: {result.bug} / {result.scenario}: {result.verdict}{note}  "
                     f"[{result.folder}]")
        lines += [f"    {difference}" for difference in result.differences]
    same = sum(not result.differences for result in results)
    lines.append(f"{same} of {len(results)} recorded runs judged again: the same verdict and "
                 f"check values")
    return "\n".join(lines)
