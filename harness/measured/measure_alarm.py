"""make measure's false alarm: what its 0.1% covers, and what it leaves out.

make measure fails, although the reference behaves as it was measured to,
in three ways:

- a check that holds by chance misses every run of its budget: the
  checks share what rates.SUITE_MISS leaves after the spread check's
  alpha (measure_checks.chance_share), at their rates' 95% joint lower
  bounds;
- the spread check fires: its alpha, stats.SPREAD_ALPHA, if the matcher's
  samples are binomial.  They spread more: the runs of make
  measure-rates give the dispersion ratio (stats.dispersion_ratio), and
  stats.spread_alarm what the check's false alarm is at it and at its
  upper confidence limit;
- a check that held in every measured run fails once: the 0.1% leaves
  these out; the counts bound them, jointly (stats.run_failure_joint).

- spread_check(): the spread check, found in expected/measure/ by the
  name it is judged with (spread_alpha);
- Alarm, alarm(): those figures, from the committed counts
  (measured/measures/rates.toml) and the spread scenario's runs, as the
  table (rates.md) shows them (spread_series());
- lines(): the paragraphs that say them, the end of the rules' section
  of rates.md (harness/measured/rules.py).
"""

import json
from dataclasses import dataclass

from harness import stats
from harness.errors import ExpectationError
from harness.expected import spec
from harness.measured import measure_checks, rates

SPREAD_NAME = "spread_alpha"     # what the spread check's expression is judged with


@dataclass(frozen=True)
class Alarm:
    """make measure's false alarm, part by part (see the module's text)."""
    limit: float          # what the chance checks and the spread check share: rates.SUITE_MISS
    chance_checks: int    # checks that hold by chance, judged one of R
    always: int           # checks that held in every measured run
    spread_always: bool   # the spread check among them
    fewest: "int | None"        # the fewest runs one of those was judged in
    a_run: "float | None"       # bound on one run of every measure failing any (95%, jointly)
    most_runs: int              # the runs make measure takes at most, every budget used up
    every_run: "float | None"   # bound on those runs failing any of them (95%, jointly)
    series: int                 # runs of the spread scenario behind the ratio
    groups: int                 # shares in one of its runs (the spread check's runs)
    ratio: "float | None"       # the shares' dispersion ratio over those runs
    p: "float | None"           # the chance of one at least as large, were it 1
    low: "float | None"         # its 95% confidence interval
    high: "float | None"
    at_ratio: "float | None"    # the spread check's false alarm at the ratio
    at_high: "float | None"     # and at the interval's upper end


def spread_check():
    """(scenario name, says) of the one check of expected/measure/ judged with
    spread_alpha: the spread check."""
    measures, _ = spec.load_measures()      # a file that does not load fails its own items
    found = [(scenario.name, check.says) for measure in measures
             for scenario in measure.scenarios for check in scenario.reference
             if SPREAD_NAME in check.check.names]
    if len(found) != 1:
        raise ExpectationError(f"expected/measure/ has {len(found)} checks judged with "
                               f"{SPREAD_NAME}, not one")
    return found[0]


def spread_series(scenario, table=None):
    """[(hits, totals)] of each counted run of the spread scenario: the row of
    its section of rates.md whose values, run by run, are all [hits, totals]
    (two lists of counts of one length).  [] when there is none."""
    table = table or measure_checks.MEASURE_TABLE
    text = table.read_text() if table.exists() else ""
    section = text.split(f"\n## {scenario} (", 1)[1:]
    for line in section[0].split("\n## ", 1)[0].splitlines() if section else []:
        cells = line.strip().strip("|").split(" | ")
        if len(cells) < 4 or not cells[3].strip().startswith("[["):
            continue
        try:
            runs = [json.loads(value) for value in cells[3].split("; ")]
        except json.JSONDecodeError:
            continue
        if all(_counts(run) for run in runs):
            return [(run[0], run[1]) for run in runs]
    return []


def _counts(run):
    return (isinstance(run, list) and len(run) == 2 and len(run[0]) == len(run[1]) > 1
            and all(isinstance(n, int) for n in run[0] + run[1]))


def alarm(path=None, table=None):
    """The Alarm of the committed counts (each scenario judged under the key
    it was measured on, as rules.py's rows are).  With no check that always
    held, fewest, a_run and every_run are None; with no runs of the spread
    scenario, the ratio and what follows from it."""
    path = path or measure_checks.MEASURE_RATES
    found = measure_checks.load_measure_rates(path)
    spread = spread_check()
    chance, always, a_run, every_run, most_runs = 0, [], [], [], 0
    spread_always = False
    for name, measured in sorted(found.items()):
        plan = measure_checks.measure_plan(name, measured.measured_on, path)
        chance += len(plan.chance)
        most_runs += plan.runs
        held = [measured.judged[says] for says in measured.judged
                if measured.judged[says] and measured.held.get(says, 0) == measured.judged[says]]
        spread_always |= (name == spread[0] and measured.judged.get(spread[1], 0) > 0
                          and measured.held.get(spread[1], 0) == measured.judged[spread[1]])
        if held:
            always += held
            a_run.append((0, min(held), 1))
            every_run.append((0, min(held), plan.runs))
    bounds = ((min(always), stats.run_failure_joint(a_run), stats.run_failure_joint(every_run))
              if always else (None, None, None))
    series = spread_series(spread[0], table or measure_checks.MEASURE_TABLE)
    groups = len(series[0][0]) if series else 0
    spread_figures = (None,) * 6
    if series:
        ratio, p, (low, high) = stats.dispersion_ratio(series)
        spread_figures = (ratio, p, low, high, stats.spread_alarm(ratio, groups),
                          stats.spread_alarm(high, groups))
    return Alarm(rates.SUITE_MISS, chance, len(always), spread_always, bounds[0], bounds[1],
                 most_runs, bounds[2], len(series), groups, *spread_figures)


def percent(chance):
    """A chance as a percentage of two significant figures: 9.5%, 0.049%."""
    return f"{chance * 100:.2g}%"


def lines(figures=None):
    """The two paragraphs: what make measure's 0.1% covers and what it leaves
    out, with the left-out checks' own bound; and the spread check, with
    what it assumes and what its false alarm is at the ratio measured."""
    a = figures or alarm()
    return [_covers(a), "", _spread(a), ""]


def _covers(a):
    alpha = stats.SPREAD_ALPHA
    others = a.always - a.spread_always
    covers = (f"make measure's false alarm, what its {percent(a.limit)} covers: the chance that "
              f"one of its {a.chance_checks} checks that hold by chance misses every run of its "
              f"budget ({percent(a.limit - alpha)} shared among them, at their rates' 95% joint "
              f"lower bounds), or that the spread check fires ({percent(alpha)}, its alpha, if "
              f"the matcher's samples are binomial: below).")
    if not a.always:
        return (f"{covers}  It leaves out every check that must hold in every run; no "
                f"measured check held in every run, so none has a bound here (make "
                f"measure-rates).")
    every = (f"all {a.always} that held in every measured run (those {others} and the "
             f"spread check)" if a.spread_always else "those")
    return (f"{covers}  It leaves out the {others} {'other ' if a.spread_always else ''}checks "
            f"that held in every measured run, each of which must hold in every run of make "
            f"measure.  Their counts bound {every}, assuming nothing of binomial sampling: none "
            f"failed in {a.fewest} runs or more each, so one run of every measure fails any of "
            f"them with chance at most {percent(a.a_run)} (one-sided, 95% confidence, jointly, "
            f"the runs taken as independent), and make measure, should it take all "
            f"{a.most_runs} runs its budgets allow, at most {percent(a.every_run)}.")


def _spread(a):
    alpha = stats.SPREAD_ALPHA
    assumes = (f"The spread check of the matcher's share is judged in every run of make "
               f"measure, an exact test (expected/measure/section5.toml) that assumes binomial "
               f"sampling: its false alarm is its two-sided alpha, {percent(alpha)}, only if "
               f"the shares spread as one binomial rate allows.")
    power = "It has no power against a fall of a rate, which it is not there to notice."
    if not a.series:
        return (f"{assumes}  No measured runs of it with their counts are here, so how much "
                f"more they spread is not known (make measure-rates).  {power}")
    past = f", alone past the whole {percent(a.limit)}" if a.at_high > a.limit else ""
    return (f"{assumes}  Over the {a.series} runs of make measure-rates ({a.groups} shares "
            f"each) they spread {a.ratio:.2f} times as much (the dispersion ratio; 95% "
            f"confidence interval {a.low:.2f} to {a.high:.2f}; p = {a.p:.2f} were it 1).  At "
            f"{a.ratio:.2f} the check fires with chance {percent(a.at_ratio)}, and at "
            f"{a.high:.2f} with {percent(a.at_high)}{past} (the dispersion taken as the ratio "
            f"times chi-square with {a.groups - 1} degrees of freedom).  {power}")
