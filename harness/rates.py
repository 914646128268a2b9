"""Measured rates of the scenarios whose symptom shows by chance, and the budgets they give.

A scenario marked `by_chance = true` in its expected file shows its
symptom in some boots of the bug and not in others (which hart ran the
process, how the harts were shared).  How often is a measurement, not
a guess: scripts/rates boots it N times on the bug and N times on the
reference and writes expected/rates/<bug>.toml, one table a scenario:

    [scenario."proftest four times"]
    measured_on = "3f2a9c1d0b7e"   # key of both kernels and the scenario's text
    date = "2026-11-30"
    bug = { boots = 30, symptom = 29, verdicts = { symptom = 29, "no symptom" = 1 } }
    reference = { boots = 30, failed = 0, verdicts = { "no symptom" = 30 } }

From the bug's k of N comes a one-sided 95% lower bound on its rate
(Clopper-Pearson), and from that the scenario's boot budget in the
suite: the fewest boots that all miss the symptom with chance at most
SUITE_MISS / (number of chance scenarios), so that a correct tree
fails a whole run of the suite with chance at most SUITE_MISS.  The
reference's budget is fixed (REFERENCE_BOOTS); its evidence of never
showing the symptom is its measured boots, kept beside the bug's.
"""

import hashlib
import json
import math
import random
import tomllib
from dataclasses import dataclass, field
from pathlib import Path

from harness import REPO
from harness.errors import ExpectationError

RATES = REPO / "expected" / "rates"
CONFIDENCE = 0.95        # of the lower bound on a bug's rate
SUITE_MISS = 0.001       # the chance a correct tree may fail a full run of the suite
MIN_BOOTS = 30           # a measurement needs this many boots on each side
REFERENCE_BOOTS = 1      # the reference's boots per scenario in the suite, whatever the order
HEADER = """\
# Measured rates of {bug}'s scenarios whose symptom shows by chance.
# Written by scripts/rates (make rates BUG={bug}); do not edit by hand.
# bug: boots of the bug's variant, and how many showed the symptom.
# reference: boots of the reference under the same scenario, and how many
# failed its test (a symptom, a check that did not hold, any trouble).
# outcomes: how the boots ended, by panic message ("no panic" when none).
# measured_on: a key of both kernels' sources and the scenario's text;
# when it no longer matches, the suite says the rate is stale.
"""


# --- statistics ------------------------------------------------------------------

def at_least(k, n, p):
    """The chance of k or more successes in n trials of chance p."""
    return sum(math.comb(n, i) * p ** i * (1 - p) ** (n - i) for i in range(k, n + 1))


def lower_bound(k, n, confidence=CONFIDENCE):
    """One-sided Clopper-Pearson lower bound on p, from k successes in n trials:
    the p at which k or more successes have chance 1 - confidence."""
    if not 0 <= k <= n or n == 0:
        raise ValueError(f"no bound from {k} of {n}")
    if k == 0:
        return 0.0
    low, high = 0.0, k / n
    for _ in range(60):
        middle = (low + high) / 2
        if at_least(k, n, middle) < 1 - confidence:
            low = middle
        else:
            high = middle
    return low


def budget(rate, allowed_miss):
    """The fewest boots that all miss a symptom of this rate with chance <= allowed_miss."""
    if rate <= 0:
        raise ValueError("a symptom never seen has no budget")
    if rate >= 1:
        return 1
    return max(1, math.ceil(math.log(allowed_miss) / math.log(1 - rate)))


def miss_chance(rate, boots):
    """The chance that `boots` boots in a row all miss a symptom shown at `rate`."""
    return (1 - rate) ** boots


def false_failure(plans):
    """The chance a correct tree fails a run made of these plans: some bug
    misses its symptom in every boot of its budget (at its lower bound)."""
    holds = 1.0
    for plan in plans:
        holds *= 1 - miss_chance(plan.bound, plan.boots)
    return 1 - holds


def dispersion(hits, totals):
    """Pearson's dispersion statistic of k_i hits in n_i samples against one
    shared p (the pooled k/n): sum of (k_i - n_i p)^2 / (n_i p (1 - p))."""
    pooled = sum(hits) / sum(totals)
    if pooled in (0, 1):
        return 0.0
    return sum((k - n * pooled) ** 2 / (n * pooled * (1 - pooled))
               for k, n in zip(hits, totals))


SPREAD_DRAWS = 20000
SPREAD_SEED = 20261130


def spread_p(hits, totals, draws=SPREAD_DRAWS):
    """How well runs' shares fit one binomial model: the chance, under that
    model (each run's hits ~ Binomial(n_i, pooled p)), of a dispersion at
    least as large as the one observed.  Near 0: the shares spread more
    than sqrt(p(1-p)/n) allows; near 1: less.  Computed by drawing from
    the model (a fixed seed, so a run is repeatable), because with a few
    samples per run the chi-square approximation is poor."""
    if len(hits) != len(totals) or len(hits) < 2 or min(totals) < 1:
        raise ValueError(f"need two or more runs with samples, got {hits} of {totals}")
    observed = dispersion(hits, totals)
    pooled = sum(hits) / sum(totals)
    draw = random.Random(SPREAD_SEED)
    larger = 0
    for _ in range(draws):
        fake = [sum(draw.random() < pooled for _ in range(n)) for n in totals]
        larger += dispersion(fake, totals) >= observed - 1e-12
    return larger / draws


# --- measurements ------------------------------------------------------------------

@dataclass
class Measurement:
    """One scenario's measured boots, on the bug and on the reference."""
    bug: str
    scenario: str
    measured_on: str
    date: str
    bug_boots: int
    bug_symptom: int
    bug_verdicts: dict
    reference_boots: int
    reference_failed: int
    reference_verdicts: dict
    bug_outcomes: dict = field(default_factory=dict)        # {panic line or "no panic": boots}
    reference_outcomes: dict = field(default_factory=dict)

    @property
    def bound(self):
        return lower_bound(self.bug_symptom, self.bug_boots)

    def summary(self):
        return (f"bug {self.bug_symptom} of {self.bug_boots}, reference failed "
                f"{self.reference_failed} of {self.reference_boots} ({self.date}); "
                f"95% lower bound {self.bound:.2f}")


@dataclass
class Plan:
    """A chance scenario's boots in the suite, and where they come from."""
    bug: str
    scenario: str
    boots: int
    bound: float
    measurement: Measurement
    stale: bool


class NotMeasured(ExpectationError):
    """A chance scenario whose rate has no measurement of MIN_BOOTS boots a side."""


def rates_path(bug, root=RATES):
    return Path(root) / f"{bug}.toml"


def load(bug, root=RATES):
    """{scenario name: Measurement} from expected/rates/<bug>.toml ({} if none)."""
    path = rates_path(bug, root)
    if not path.exists():
        return {}
    try:
        data = tomllib.loads(path.read_text())
        return {name: Measurement(bug, name, table["measured_on"], str(table["date"]),
                                  table["bug"]["boots"], table["bug"]["symptom"],
                                  dict(table["bug"]["verdicts"]), table["reference"]["boots"],
                                  table["reference"]["failed"],
                                  dict(table["reference"]["verdicts"]),
                                  dict(table["bug"].get("outcomes", {})),
                                  dict(table["reference"].get("outcomes", {})))
                for name, table in data.get("scenario", {}).items()}
    except (tomllib.TOMLDecodeError, KeyError, TypeError) as error:
        raise ExpectationError(f"{path}: cannot read the measured rates: {error}") from None


def save(bug, measurements, root=RATES):
    """Write every Measurement of a bug to expected/rates/<bug>.toml."""
    lines = [HEADER.format(bug=bug)]
    for name in sorted(measurements):
        m = measurements[name]
        lines += [f"[scenario.{_quote(name)}]",
                  f"measured_on = {_quote(m.measured_on)}",
                  f"date = {_quote(m.date)}",
                  f"bug = {{ boots = {m.bug_boots}, symptom = {m.bug_symptom}, "
                  f"verdicts = {_table(m.bug_verdicts)}{_outcomes(m.bug_outcomes)} }}",
                  f"reference = {{ boots = {m.reference_boots}, failed = {m.reference_failed}, "
                  f"verdicts = {_table(m.reference_verdicts)}"
                  f"{_outcomes(m.reference_outcomes)} }}", ""]
    path = rates_path(bug, root)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("\n".join(lines))
    return path


def _quote(text):
    return json.dumps(str(text))   # a JSON string is a TOML basic string


def _outcomes(counts):
    return f", outcomes = {_table(counts)}" if counts else ""


def _table(counts):
    return "{ " + ", ".join(f"{_quote(key)} = {value}"
                            for key, value in sorted(counts.items())) + " }"


def measured_on(bug_key, reference_key, scenario_text):
    """The key a measurement is kept under: both kernels and the scenario's text."""
    digest = hashlib.sha256()
    for part in (bug_key, reference_key, scenario_text):
        digest.update(part.encode() + b"\0")
    return digest.hexdigest()[:12]


def plan(bug, scenario, chance_scenarios, key, root=RATES):
    """The Plan of one chance scenario of a suite with `chance_scenarios` of them.

    The miss allowed a whole run of the suite is shared equally among
    them.  key: the measured_on key of the current kernels and scenario.
    A scenario with no measurement, or one of fewer than MIN_BOOTS boots
    a side, is an ExpectationError naming the command that measures it.
    """
    measured = load(bug, root).get(scenario.name)
    if measured is None or min(measured.bug_boots, measured.reference_boots) < MIN_BOOTS:
        have = "no measurement" if measured is None else measured.summary()
        raise NotMeasured(
            f"{bug} / {scenario.name}: its symptom shows by chance, and its rate has "
            f"{have}; at least {MIN_BOOTS} boots a side are needed: "
            f"make rates BUG={bug} SCENARIO='{scenario.name}' N={MIN_BOOTS}")
    if measured.bug_symptom == 0:
        raise ExpectationError(f"{bug} / {scenario.name}: the bug never showed its "
                               f"symptom in {measured.bug_boots} measured boots")
    bound = measured.bound
    share = SUITE_MISS / max(1, chance_scenarios)
    return Plan(bug, scenario.name, budget(bound, share), bound, measured,
                stale=measured.measured_on != key)


# --- how often the §5 measures' checks held ------------------------------------------

MEASURE_RATES = REPO / "expected" / "measure" / "rates.toml"
MEASURE_HEADER = """\
# How often each check of the §5 measures (expected/measure/) held, in
# repeated runs on the reference.  Written by scripts/measure-table --write
# (make measure-rates); do not edit by hand.  For each scenario: the runs
# counted, the date, a key of the reference's sources and the scenario's
# text (measured_on), and for each check how many runs judged it (judged;
# fewer than runs when it was added or reworded meanwhile) and how many of
# those it held in (held).
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

    def bound(self, says):
        """The 95% lower bound on the chance that check `says` holds in a run."""
        return lower_bound(self.held[says], self.judged[says])


def load_measure_rates(path=MEASURE_RATES):
    """{scenario name: MeasureRate} from expected/measure/rates.toml ({} if none)."""
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
    """Write {scenario name: MeasureRate} to expected/measure/rates.toml."""
    lines = [MEASURE_HEADER]
    for name in sorted(found):
        m = found[name]
        lines += [f"[scenario.{_quote(name)}]", f"measured_on = {_quote(m.measured_on)}",
                  f"date = {_quote(m.date)}", f"runs = {m.runs}",
                  f"judged = {_table(m.judged)}", f"held = {_table(m.held)}", ""]
    Path(path).write_text("\n".join(lines))
    return Path(path)

