"""make characterize PATCH=bugs/<name>.patch: what a new bug does, found by
trying it under the standard battery, and its expected file drafted.

characterize(patch, boots, more, wanted):
1. builds the patched kernel (base/ with bugs/<name>.patch) and the reference;
2. boots each scenario of expected/battery/ (or the one named) `boots`
   times on each side, the two sides alternating; where the patched side
   showed something in every boot, CONFIRM times again each (a symptom
   of one boot in two shows in both of two boots one time in four); where
   in some of its boots only, then or at first, `more` times again each;
3. titles what every boot showed (run/titles.py) and keeps what only one
   side showed, k of N on both;
4. drafts the expected file from that (trials/draft.py), loads it as the
   clinics are loaded, and writes it with a report for its author,
   characterize.md, to logs/characterize/<name>/ (each boot's logs below);
5. says where they are, and the commands that come next: read and finish
   the draft, measure its rates, run its clinic.

Boots run side by side (run/pool.py), `at_once` at a time.  In each
patched boot, gdb tells whether the patched lines ran (patched_lines,
machine/reach.py: one stop a line at most), so the report says of each
scenario "reached in k of N": a scenario whose boots never reached the
patch did not test it.

drafted(name, tried, header) is step 4 alone, and recorded(name, folder)
reads what the boots of an earlier characterize left, so that a draft
is made again from recorded runs (scenarios/test_trials_characterize.py).
"""

import re
import shutil
import time
import tomllib
from dataclasses import replace
from datetime import date
from pathlib import Path

from harness import EXPECTED, REPO, shown, slug
from harness.build import BUGS, REFERENCE
from harness.endings import MACHINE_FAILED
from harness.errors import HarnessError
from harness.expected import spec
from harness.expected.spec_steps import FinishStep, ReachStep
from harness.expected.kernels import current_kernel
from harness.kernel.tree import build_on
from harness.run.pool import Pool
from harness.run.record import load_runs
from harness.run.scenario import run_scenario
from harness.run.titles import differing, failing
from harness.trials.draft import Shown, draft, symptoms
from harness.trials.characterize_report import report, took_minutes

BOOTS = 2     # a side, each scenario, at first
MOST_LINES = 6   # patched lines watched in each boot (each costs a stop when reached)
HUNK = re.compile(r"^@@ -\d+(?:,\d+)? \+(\d+)")
CONFIRM = 2   # a side again, where the patched side showed something in every boot
MORE = 8      # a side again, where the patched side showed something in some boots only
              # (10 a side: 5 of 10 against 0 of 10 tells from chance, draft.SIGNIFICANT)
BATTERY = EXPECTED / "battery" / "battery.toml"
OUT = REPO / "logs" / "characterize"


def patch_name(patch):
    """The clinic's name of a patch: <name> of bugs/<name>.patch; a
    HarnessError saying what to do for any other file."""
    path = Path(patch)
    if path.suffix != ".patch" or not path.is_file():
        raise HarnessError(f"{patch}: no such patch (PATCH=bugs/<name>.patch, a diff against "
                           f"base/ as the clinics' are)")
    if path.resolve().parent != BUGS.resolve():
        raise HarnessError(f"{patch}: put it in bugs/ as bugs/{path.name}: a clinic's patch "
                           f"lives there, and the draft is named after it")
    return path.stem


def characterize(patch, boots=BOOTS, more=MORE, wanted=None, at_once=None):
    """Try the patch under the battery, draft its expected file (see the
    module's text), at_once boots at a time (default: the host's cores);
    0 when done."""
    name = patch_name(patch)
    if (EXPECTED / f"{name}.toml").exists():
        print(f"characterize: expected/{name}.toml exists; it is not read, and the draft "
              f"is written beside the logs, not over it")
    if not current_kernel().is_base:
        raise HarnessError("make characterize runs on base/ alone: run it without KERNEL=")
    [battery] = spec.load_battery()
    scenarios = [s for s in battery.scenarios if wanted in (None, s.name)]
    if not scenarios:
        raise HarnessError(f"the battery has no scenario {wanted!r}; it has: "
                           f"{', '.join(repr(s.name) for s in battery.scenarios)}")
    tables = _tables()
    out = OUT / name
    builds = {side: build_on(side, log_path=out / f"build-{side}.log")
              for side in (name, REFERENCE)}
    started, tried, pool = time.monotonic(), [], Pool(at_once)
    locations = patched_lines(Path(patch).read_text(errors="replace"))
    for scenario in scenarios:
        runs = {name: [], REFERENCE: []}
        booted = {name: with_reach(scenario, locations), REFERENCE: scenario}
        shutil.rmtree(out / slug(scenario.name), ignore_errors=True)    # an earlier try's boots
        _boot(builds, battery, booted, out, runs, boots, pool)
        found = differing(runs[name], runs[REFERENCE])
        if more and any(d.patched_only for d in found) and not _some_only(found):
            _boot(builds, battery, booted, out, runs, CONFIRM, pool)
            found = differing(runs[name], runs[REFERENCE])
        if more and _some_only(found):
            _boot(builds, battery, booted, out, runs, more, pool)
            found = differing(runs[name], runs[REFERENCE])
        tried.append((scenario, runs, Shown(tables[scenario.name], found,
                                            failing(runs[REFERENCE]))))
    minutes = (time.monotonic() - started) / 60
    header = [f"Drafted by make characterize PATCH=bugs/{name}.patch on {date.today()}",
              f"from the battery ({shown(BATTERY)}): each scenario booted {boots} "
              f"{'time' if boots == 1 else 'times'} a side,",
              f"{CONFIRM} more where the patched side showed something in every boot, and "
              f"{more} more",
              "where in some boots only;",
              "each check's counts are below it."]
    boots_made = sum(len(r) for _, runs, _ in tried for r in runs.values())
    page = out / "characterize.md"
    text = drafted(name, tried, header)
    if text is None:
        page.write_text(report(name, tried, None, minutes, locations))
        print(f"characterize: {boots_made} boots in {took_minutes(minutes)}, and the patched "
              f"side showed nothing the reference did not: no expected file can be drafted "
              f"({shown(page)})")
        print(f"next: more boots (N=), the battery's other scenarios, or one of your own in "
              f"{shown(BATTERY)} that reaches the patched code")
        return 0
    (out / f"{name}.toml").write_text(text)
    page.write_text(report(name, tried, text, minutes, locations))
    print(f"characterize: {boots_made} boots in {took_minutes(minutes)}; the draft: "
          f"{shown(out / f'{name}.toml')}; what each scenario showed: {shown(page)}")
    draft_path = shown(out / f"{name}.toml")
    place = (f"compare it with expected/{name}.toml (diff -u expected/{name}.toml {draft_path})"
             if (EXPECTED / f"{name}.toml").exists() else f"cp {draft_path} expected/{name}.toml")
    print(f"next: write the draft's lines marked DRAFT (title, about, [why]), read its checks, "
          f"{place}; then make rates BUG={name} measures its rates, and pytest -k {name} "
          f"runs its clinic")
    return 0


def _some_only(found):
    """Whether the patched side alone showed something in some of its boots only."""
    return any(d.patched_only and d.bug < d.bug_boots for d in found)


def drafted(name, tried, header):
    """The expected file drafted from what each scenario showed (tried:
    [(scenario, {side: runs}, Shown)]), loaded as the clinics are (it
    loads, or this raises); None when the patched side showed nothing of
    its own."""
    if not any(symptoms(shown.differs)[0] for _, _, shown in tried):
        return None
    text = draft(name, [shown for _, _, shown in tried], header)
    spec.parse_clinic(text, EXPECTED / f"{name}.toml")
    return text


def recorded(name, folder):
    """tried, as drafted() takes it, from the runs a characterize of the
    patch `name` left in folder (<scenario>/<side>-<n>/): each boot's
    last run the machine did not fail, as characterize keeps it."""
    [battery] = spec.load_battery()
    tables = _tables()
    tried = []
    for scenario in battery.scenarios:
        runs = {side: _kept(Path(folder) / slug(scenario.name), side) for side in (name, REFERENCE)}
        if all(runs.values()):
            tried.append((scenario, runs, Shown(tables[scenario.name],
                                                differing(runs[name], runs[REFERENCE]),
                                                failing(runs[REFERENCE]))))
    return tried


def _kept(folder, side):
    """One side's kept runs in a scenario's folder, boot by boot."""
    boots = sorted(folder.glob(f"{side}-*"), key=lambda path: int(path.name.rsplit("-", 1)[1]))
    return [run for boot in boots for run in _last_kept(load_runs(boot))]


def _last_kept(made):
    """A boot's run that counts: its last the machine did not fail ([] when none)."""
    return [run for run in made if run.ended != MACHINE_FAILED][-1:]


def _tables():
    """{name: the battery's scenario table as its file has it}."""
    return {table["name"]: table for table in tomllib.loads(BATTERY.read_text())["scenario"]}


def patched_lines(patch_text, most=MOST_LINES):
    """Where a patch's kernel code is, as gdb names a line ("kernel/proc.c:143"):
    each hunk of a kernel .c file, at its first line added, or where its
    lines were taken out (the line after them); at most `most`, in order."""
    found, where, line = [], None, 0
    for text in patch_text.splitlines():
        if text.startswith("+++ "):
            name = text[4:].split("\t")[0].strip()
            name = name[2:] if name.startswith("b/") else name
            where = name if name.startswith("kernel/") and name.endswith(".c") else None
        elif text.startswith("@@"):
            line, marked = int(HUNK.match(text)[1]), False
        elif where is None or text.startswith("--- "):
            continue
        elif text.startswith(("+", "-")) and not marked:
            found.append(f"{where}:{line}")
            marked = True
            line += text.startswith("+")
        elif text.startswith((" ", "+")):
            line += 1
    return list(dict.fromkeys(found))[:most]


def with_reach(scenario, locations):
    """The scenario as the patched side boots it: a reach step first
    (machine/reach.py) counting the patched lines; as it is when there is
    no line to count, or a step runs a function to its return (a watching
    breakpoint in it would cut that short).  (The reference has other lines.)"""
    if not locations or any(isinstance(step, FinishStep) for step in scenario.steps):
        return scenario
    return replace(scenario, gdb=True, steps=[ReachStep(list(locations))] + list(scenario.steps))


def _boot(builds, battery, booted, out, runs, count, pool):
    """count more boots of each side (booted: its Scenario), the sides
    alternating, `pool.at_once` at a time; each side's runs added to runs,
    in the order they ended (a boot the machine failed is tried again, as
    in a clinic)."""
    def boot(side, number):
        scenario = booted[side]

        def job():
            made = run_scenario(builds[side], battery, scenario,
                                out / slug(scenario.name) / f"{side}-{number}", 1,
                                until_symptom=False, live=False,
                                gives_up=lambda run: pool.stopping.is_set())
            return side, number, made
        return job

    def ended(job, result):
        side, number, made = result
        kept = _last_kept(made)
        runs[side] += kept
        print(f"characterize: {booted[side].name}: {side} boot {number} "
              f"{'done' if kept else 'failed: the machine, not the kernel'}", flush=True)

    first = {side: len(done) for side, done in runs.items()}
    pool.run([boot(side, first[side] + number) for number in range(1, count + 1)
              for side in builds], ended)
