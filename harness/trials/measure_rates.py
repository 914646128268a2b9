"""How often each check of the §5 measures holds: repeated runs, and their tally.

- run(runs, wanted): `python3 -m harness measures run` (make measure-rates).
  Every scenario of expected/measure/ (or the one named) is run `runs`
  times on the reference, one pytest run after another (pytest FILE
  --with=measure, or FILE::measure[SLUG] for one), each into its own log folder
  logs/measure-rates/<date>[-<slug>]/run-<i>, one run of each scenario
  (--runs=1: no second run for a check that holds by chance, so that what
  is counted is one run's chance); a folder that exists is
  skipped, so an interrupted series can be resumed.  A run whose checks
  do not all hold is kept and counted: that is what is measured.  Then
  the tally of all of them is written.  Nothing else should use the CPU
  meanwhile: several checks are rates of samples per tick.
- tally(folders, write): `python3 -m harness measures tally [--write]`.
  Every recorded run of a measure scenario under the folders (found by
  its run.json: its bug and scenario are a measure file's), and for
  each scenario and check: in how many runs it held (k of N), the 95%
  lower bound on that chance (Clopper-Pearson), the values seen, run by
  run, and the handout's figure.  Nothing is booted.  Not counted: runs
  that failed for infrastructure reasons, and runs judged by another
  meaning of the scenario (each run records its scenario_key).
  write: also into measured/measures/rates.toml (k of N a check, under a
  key of the reference's sources and the scenario) and rates.md (the
  table); only the scenarios measured are replaced.  All the runs of a
  scenario must come from the same sources.
"""

import datetime
import json
import re
import subprocess
import sys
from collections import defaultdict

from harness import REPO, shortened, slug, stats, tools
from harness.build import REFERENCE, build_variant
from harness.endings import INFRASTRUCTURE
from harness.errors import HarnessError
from harness.expected import spec
from harness.measured import drift, measure_checks, rules
from harness.measured.keys import measure_key, scenario_key
from harness.run.record import load_runs

LOGS = REPO / "logs" / "measure-rates"
RUNS = rules.SERIES  # runs in a series, unless told: enough for the drift alarm's power
VALUE_WIDTH = 90     # characters of a value shown in the table


def measure_scenarios():
    """{(measure file's bug, scenario name): (measure, scenario)} of expected/measure/."""
    measures, broken = spec.load_measures()
    if broken:
        raise HarnessError(f"measure files that do not load: {broken}")
    return {(measure.bug, scenario.name): (measure, scenario)
            for measure in measures for scenario in measure.scenarios}


# --- repeated runs ----------------------------------------------------------------

def pytest_argv(files, scenario_name, logdir):
    """The pytest command that runs the measures of these files once into
    logdir; with scenario_name, only that scenario's item of the (one) file
    given, by its node id (harness/collect.py names it measure[<slug>])."""
    tests = [str(path) for path in files]
    if scenario_name:
        tests = [f"{tests[0]}::measure[{slug(scenario_name)}]"]
    return tools.pytest_command(*tests, "--with=measure", "--runs=1", f"--logdir={logdir}")


def run(runs, wanted=None):
    """The repeated runs, then their tally written (see the module's text)."""
    if runs < 1:
        raise HarnessError(f"the number of runs must be 1 or more, not {runs}")
    known = measure_scenarios()
    if wanted is not None:
        chosen = [measure for (_, name), (measure, _) in known.items() if name == wanted]
        if not chosen:
            raise HarnessError(f"no measure scenario named {wanted!r}; the scenarios are: "
                               f"{', '.join(repr(name) for _, name in known)}")
        files = [chosen[0].path]
    else:
        files = sorted({measure.path for measure, _ in known.values()})
    logs = LOGS / (str(datetime.date.today()) + (f"-{slug(wanted)}" if wanted else ""))
    logs.mkdir(parents=True, exist_ok=True)
    build_variant(REFERENCE, log_path=logs / f"build-{REFERENCE}.log")
    folders = []
    try:
        for number in range(1, runs + 1):
            folder = logs / f"run-{number}"
            folders.append(folder)
            if folder.exists():
                print(f"measures: {folder} exists; skipping run {number}")
                continue
            out = logs / f"run-{number}.out"
            with open(out, "w") as output:
                status = tools.run_pytest(pytest_argv(files, wanted, folder), cwd=REPO,
                                          stdout=output, stderr=subprocess.STDOUT)
            last = (out.read_text().strip().splitlines() or [""])[-1]
            print(f"measures: run {number} of {runs}: pytest exit {status} ({last})",
                  flush=True)
    except KeyboardInterrupt:
        print(f"measures: interrupted; the runs so far are in {logs}")
        raise
    return tally(folders, write=True)


# --- the tally --------------------------------------------------------------------

class Tally:
    """The counted runs of each (measure, scenario), from run.json files."""

    def __init__(self):
        self.seen = defaultdict(list)        # (measure, scenario, check) -> [(held, value)]
        self.runs = defaultdict(int)         # (measure, scenario) -> runs
        self.other_meaning = defaultdict(int)   # (measure, scenario) -> runs of another meaning
        self.sources = defaultdict(set)      # (measure, scenario) -> the reference's source keys


def count(folders, scenarios):
    """The Tally of every run of a measure scenario under the folders.
    scenarios: {(bug, scenario name): scenario}."""
    counted = Tally()
    for record in load_runs(folders):
        where = (record.bug, record.scenario)
        if where not in scenarios or record.verdict == INFRASTRUCTURE:
            continue
        if record.scenario_key != scenario_key(scenarios[where]):
            counted.other_meaning[where] += 1
            continue
        counted.runs[where] += 1
        counted.sources[where].add(record.source_key)
        for outcome in record.reference:
            value = outcome.error or json.dumps(outcome.seen, default=str)
            counted.seen[where + (outcome.says,)].append((outcome.ok, value))
    return counted


def tally(folders, write=False):
    """Print the table of every measure scenario the runs measured; with
    write, keep it (see the module's text).  0 when done."""
    scenarios = {where: scenario for where, (_, scenario) in measure_scenarios().items()}
    counted = count(folders, scenarios)
    found, sections = {}, {}
    for where, scenario in scenarios.items():
        if counted.other_meaning[where]:
            print(f"measures: {counted.other_meaning[where]} run(s) of {scenario.name!r} were "
                  f"judged by another meaning of it, or carry no key of it; not counted",
                  file=sys.stderr)
        if counted.runs[where]:
            found[scenario.name], sections[scenario.name] = _rate(where, scenario, counted)
            print(f"\n{sections[scenario.name]}")
    if not found:
        print(f"measures: no counted run of a measure scenario under "
              f"{', '.join(map(str, folders))}", file=sys.stderr)
    for line in drift_lines(measure_checks.load_measure_rates(), found):
        print(line)
    if write and found:
        measure_checks.save_measure_rates({**measure_checks.load_measure_rates(), **found})
        table = measure_checks.MEASURE_TABLE
        table.parent.mkdir(parents=True, exist_ok=True)
        table.write_text(_merged(table.read_text() if table.exists() else "", sections,
                                 [name for _, name in scenarios]))
        rules.write(table)
        print(f"\n(written: {', '.join(sorted(found))}, into {measure_checks.MEASURE_RATES.name} "
              f"and {table.name})")
    return 0


def drift_lines(committed, found):
    """Each check of a new series held against the committed count of the
    same key, by the drift alarm (harness/measured/drift.py): a line a check."""
    lines = []
    for name, new in sorted(found.items()):
        old = committed.get(name)
        if old is None or old.measured_on != new.measured_on:
            continue
        for says, judged in new.judged.items():
            if old.judged.get(says) and judged:
                rule = drift.rule(old.held.get(says, 0), old.judged[says], judged)
                lines.append(rule.says(f"{name} / {says}", new.held.get(says, 0)))
    return lines


def _rate(where, scenario, counted):
    """One scenario's MeasureRate and its section of the table."""
    sources = counted.sources[where]
    if len(sources) != 1 or None in sources:
        raise HarnessError(f"the runs of {scenario.name!r} come from {len(sources)} builds "
                           f"of the reference ({sorted(map(str, sources))}); measure one")
    today = str(datetime.date.today())
    held, judged, lines = {}, {}, [
        f"## {scenario.name} ({counted.runs[where]} run(s), {today})", "",
        "| check | held | 95% lower bound | seen, run by run | handout |",
        "|---|---|---|---|---|"]
    for check in scenario.reference:
        results = counted.seen.get(where + (check.says,), [])
        held[check.says] = sum(bool(ok) for ok, _ in results)
        judged[check.says] = len(results)
        bound = f"{stats.lower_bound(held[check.says], len(results)):.3f}" if results else ""
        values = "; ".join(_short(value) for _, value in results) or "not run"
        lines.append(f"| {check.says} | {held[check.says]} of {len(results)} | {bound} | "
                     f"{values} | {check.handout or ''} |")
    rate = measure_checks.MeasureRate(scenario.name, measure_key(scenario, next(iter(sources))),
                             today, counted.runs[where], held, judged)
    return rate, "\n".join(lines)


def _merged(old, sections, order):
    """The table file with these scenarios' sections replaced, in the measure files' order."""
    kept = {}
    for part in re.split(r"(?m)^(?=## )", old):
        if part.startswith("## "):
            lines = [line for line in part.strip().splitlines() if not line.startswith("(written")]
            kept[lines[0][3:].split(" (", 1)[0]] = "\n".join(lines)
    kept.update(sections)
    return "".join(f"\n{kept[name]}\n" for name in order if name in kept)


def _short(value, width=VALUE_WIDTH):
    return shortened(value.replace("|", "/"), width)
