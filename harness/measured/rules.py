"""What each rule that judges a measured rate can notice: its false alarm and
its power, as a section of measured/measures/rates.md.

A rule that must notice a change is measured for its power.  For every
§5 check that held by chance when measured, and every clinic scenario
whose symptom shows by chance, a row:

- the everyday rule (make measure: hold in one of R runs; make test: show
  the symptom within the budget, and the note when it came improbably
  late), with its false alarm and its power against a fall to half the
  measured rate;
- the drift alarm over a series of `make measure-rates` / `make rates`
  (harness/measured/drift.py), and the runs it needs for 90% power.

- section(): the Markdown section (write() puts it into rates.md, tally
  does when it writes the table); it ends with what make measure's 0.1%
  covers and what it leaves out (harness/measured/measure_alarm.py).
"""

from harness import stats
from harness.expected import spec
from harness.expected.records import suite_scenarios
from harness.measured import drift, measure_alarm, measure_checks, rates
from harness.measured.keys import measurement_key

TITLE = "## How a fall of a rate is noticed"
SERIES = 40        # make measure-rates' runs and make rates' boots a series, by default


def section():
    """The section, from the committed counts (see the module's text)."""
    lines = [TITLE, "",
             "A §5 row's everyday false alarm is that check's share of make measure's "
             f"{rates.SUITE_MISS:.1%} (below); a clinic row's is its note's (a note, not a "
             "verdict), and a drift alarm's is its own.  A rule's power is "
             "the chance it notices a fall to half the measured rate (a drift alarm's false "
             "alarm at the rate's 95% lower bound; harness/measured/rules.py).  A drift alarm "
             f"runs when a new series is tallied: make measure-rates runs {SERIES} by default, "
             f"and `make rates BUG=... SCENARIO=... N={SERIES}` boots a clinic's as many.", "",
             "| rate | measured | everyday rule | its false alarm | its power | drift alarm "
             f"over {SERIES} | its false alarm | its power | runs for {drift.POWER:.0%} power |",
             "|---|---|---|---|---|---|---|---|---|"]
    lines += _measure_rows() + _clinic_rows()
    lines += [""] + measure_alarm.lines()
    return "\n".join(lines)


def _measure_rows():
    found = measure_checks.load_measure_rates()
    rows = []
    for name, measured in sorted(found.items()):
        plan = measure_checks.measure_plan(name, measured.measured_on)
        for says, bound in plan.chance.items():
            held, judged = measured.held[says], measured.judged[says]
            cheap = drift.cheap(held, judged, plan.runs, bound)
            rows.append(_row(f"§5 {name} / {says}", held, judged,
                             f"holds in 1 of {plan.runs} runs", cheap.false_alarm, cheap.power))
    return rows


def _clinic_rows():
    clinics, _ = spec.load_clinics()     # a file that does not load fails its own items
    chance = suite_scenarios(clinics)   # the suite's miss is shared among all
    rows = []
    for clinic in clinics:
        for scenario in clinic.scenarios:
            if not scenario.by_chance:
                continue
            try:
                plan = rates.plan(clinic.bug, scenario, chance, measurement_key(clinic, scenario))
            except rates.NotMeasured:
                continue
            worse = min(plan.measurement.sides(), key=lambda m: m.bug_symptom / m.bug_boots)
            held, judged = worse.bug_symptom, worse.bug_boots
            late = _first_late_boot(plan.bound, plan.boots)
            noticed = min(late - 1, plan.boots) if late else plan.boots
            power = stats.miss_chance(held / judged / 2, noticed)
            rule = (f"shows it within {plan.boots} boots" +
                    (f"; a note from boot {late} on" if late else ""))
            false_alarm = stats.miss_chance(plan.bound, noticed)
            rows.append(_row(f"{clinic.bug} / {scenario.name} ({worse.condition})", held,
                             judged, rule, false_alarm, power))
    return rows


def _first_late_boot(bound, budget):
    """The first boot within the budget at which a first symptom gets the note."""
    return next((boot for boot in range(2, budget + 1)
                 if drift.fallen(bound, boot) <= drift.FALLEN), None)


def _row(what, held, judged, everyday, false_alarm, power):
    alarm = drift.rule(held, judged, SERIES)
    needed = drift.runs_for(held, judged)
    return (f"| {what} | {held} of {judged} | {everyday} | {false_alarm:.2g} | {power:.1%} | "
            f"at {alarm.cutoff} of {SERIES} or fewer | {alarm.false_alarm:.2g} | "
            f"{alarm.power:.1%} | {needed if needed else f'over {drift.MOST_RUNS}'} |")


def write(path=measure_checks.MEASURE_TABLE, said=False):
    """rates.md with this section in place of the one it had (at its end);
    said: print where (for the command line, which takes the 0 returned)."""
    old = path.read_text() if path.exists() else ""
    kept = old.split(f"\n{TITLE}", 1)[0].rstrip("\n")
    path.write_text(f"{kept}\n\n{section()}")
    if said:
        print(f"written: {path}")
    return 0
