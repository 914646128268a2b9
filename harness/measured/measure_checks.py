"""How often each check of the §5 measures held, and how make measure judges it.

- MeasureRate, load_measure_rates(), save_measure_rates(): the repeated
  runs' counts, measured/measures/rates.toml (written by `python3 -m
  harness measures tally --write`, make measure-rates; harness/trials/measure_rates.py).
- measure_plan(name, key): how one test run judges a measure scenario:
  runs enough for a check that holds by chance (its 95% lower bound, as a
  chance scenario's boots, harness/measured/rates.py), one run otherwise.
"""

import tomllib
from dataclasses import dataclass
from pathlib import Path

from harness import MEASURED, stats
from harness.errors import ExpectationError
from harness.measured.rates import SUITE_MISS
from harness.measured.toml_text import toml_counts, toml_string
from harness.stats import budget, lower_bound

MEASURES = MEASURED / "measures"
MEASURE_RATES = MEASURES / "rates.toml"
MEASURE_TABLE = MEASURES / "rates.md"   # the same runs as a table, every value seen
MEASURE_HEADER = """\
# How often each check of the §5 measures (expected/measure/) held, in
# repeated runs on the reference.  Written by `python3 -m harness measures
# tally --write` (make measure-rates); do not edit by hand.  For each
# scenario: the runs counted, the date, a key of the reference's sources
# and the scenario's meaning (measured_on), and for each check how many
# runs judged it (judged; fewer than runs when it was added or reworded
# meanwhile) and how many of those it held in (held).
"""


@dataclass
class MeasureRate:
    """One measure scenario's repeated runs: for each check (by what it says),
    the runs that judged it and those it held in."""
    scenario: str
    measured_on: str
    date: str
    runs: int
    held: dict
    judged: dict

    def bound(self, says, confidence=stats.CONFIDENCE):
        """The lower bound on the chance that check `says` holds in a run."""
        return lower_bound(self.held.get(says, 0), self.judged[says], confidence)

    def by_chance(self, says):
        """It held in some measured runs, not in all."""
        return 0 < self.held.get(says, 0) < self.judged[says]


@dataclass(frozen=True)
class MeasurePlan:
    """How a measure scenario is judged in one test run: up to `runs` runs of
    it, stopping once judged; a check in `chance` (with the lower bound on
    its chance to hold in a run, at the joint confidence) must hold in one of them, every other
    check in every run."""
    runs: int
    chance: dict
    measured: "MeasureRate | None"
    stale: bool

    def miss(self, says):
        """The chance, at its bound, that a chance check fails every run."""
        return stats.miss_chance(self.chance[says], self.runs)


def measure_plan(name, key, path=MEASURE_RATES):
    """The MeasurePlan of measure scenario `name`, whose measure_key is `key`.

    A check is judged by chance when the scenario's current measurement
    (of today's key) saw it hold in some runs but not all.  The miss
    allowed a whole `make measure` (SUITE_MISS, less the spread check's
    alpha: chance_share) is shared equally among the chance checks of
    every measured scenario, current or not (so the share is never too
    large), and each check's rate is taken at the lower bound that makes
    all of them hold together at 95% (Bonferroni).  Without a current
    measurement: one run, and every check must hold in it.
    """
    found = load_measure_rates(path)
    measured = found.get(name)
    if measured is None or measured.measured_on != key:
        return MeasurePlan(1, {}, measured, stale=measured is not None)
    shared = sum(m.by_chance(says) for m in found.values() for says in m.judged)
    each = stats.each_confidence(shared)
    chance = {says: measured.bound(says, each) for says in measured.judged
              if measured.by_chance(says)}
    runs = max([budget(bound, chance_share(shared)) for bound in chance.values()], default=1)
    return MeasurePlan(runs, chance, measured, stale=False)


def chance_share(shared):
    """The miss each of `shared` chance checks may have in a make measure:
    make measure's 0.1% (rates.SUITE_MISS), less the spread check's alpha
    (stats.SPREAD_ALPHA, judged in every run), shared equally."""
    return (SUITE_MISS - stats.SPREAD_ALPHA) / max(1, shared)


def load_measure_rates(path=MEASURE_RATES):
    """{scenario name: MeasureRate} from measured/measures/rates.toml ({} if none)."""
    path = Path(path)
    if not path.exists():
        return {}
    try:
        data = tomllib.loads(path.read_text())
        return {name: MeasureRate(name, table["measured_on"], str(table["date"]),
                                  table["runs"], dict(table["held"]), dict(table["judged"]))
                for name, table in data.get("scenario", {}).items()}
    except (tomllib.TOMLDecodeError, KeyError, TypeError) as error:
        raise ExpectationError(f"{path}: cannot read the measures' rates: {error}") from None


def save_measure_rates(found, path=MEASURE_RATES):
    """Write {scenario name: MeasureRate} to measured/measures/rates.toml."""
    lines = [MEASURE_HEADER]
    for name in sorted(found):
        m = found[name]
        lines += [f"[scenario.{toml_string(name)}]", f"measured_on = {toml_string(m.measured_on)}",
                  f"date = {toml_string(m.date)}", f"runs = {m.runs}",
                  f"judged = {toml_counts(m.judged)}", f"held = {toml_counts(m.held)}", ""]
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("\n".join(lines))
    return path
