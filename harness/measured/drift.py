"""Drift: has a measured rate fallen since it was measured?

A rate is measured k of n: a §5 check's runs that held it
(measured/measures/rates.toml), a clinic bug's boots that showed its
symptom (measured/rates/).  A later series of `runs` runs or boots of it
is held against that count, by rules whose own two figures are printed
with them:

- false alarm: the chance the rule fires although the rate has not
  fallen (taken at the rate's 95% lower bound, so this holds at 95%
  confidence).  It is the rule's own, apart from the suite's 0.1%.
- power: the chance the rule fires when the rate has fallen to half of
  k/n, the fall it is there to notice.

Three rules:
- Alarm (rule()): the series holds in `cutoff` runs or fewer.  The cut-off
  is the largest that keeps the false alarm at most FALSE_ALARM; the
  runs needed for POWER at that false alarm are runs_for().  `make
  measure-rates` (and `make rates` on a clinic's bug side) runs it when a
  new series is held against the committed one.
- One of R (cheap()): make measure's rule for a check that holds by
  chance, "it holds in at least one of its R runs"; its power is small.
- Too many boots (fallen()): a clinic's bug that showed its symptom only
  after boot t, when boots that miss it were unlikely at the measured
  rate: "the rate seems to have fallen: measure again".
"""

from dataclasses import dataclass

from harness import stats

FALSE_ALARM = 0.0002     # the alarm's own false alarm, at most, at the rate's 95% lower bound
POWER = 0.90             # the power runs_for() aims at, against a fall to half the rate
FALLEN = 0.01            # a bug's first symptom this unlikely this late says "measure again"
MOST_RUNS = 400          # runs_for() looks no further


@dataclass(frozen=True)
class Rule:
    """An alarm for a rate measured `held` of `judged`, over a series of `runs`:
    it fires when the series holds in `cutoff` or fewer (cutoff -1: never)."""
    held: int
    judged: int
    runs: int
    cutoff: int
    false_alarm: float
    power: float

    def fires(self, held):
        return held <= self.cutoff

    def says(self, what, held):
        """The verdict on a series that held `held` of self.runs, in a line."""
        state = "DRIFT ALARM" if self.fires(held) else "no drift"
        return (f"{state}: {what}: {held} of {self.runs} now, {self.held} of {self.judged} "
                f"when measured; {self.describe()}")

    def describe(self):
        if self.cutoff < 0:
            return (f"with {self.runs} runs no count is unlikely enough to alarm "
                    f"(false alarm {FALSE_ALARM:.2%} at most); power 0")
        return (f"the alarm fires at {self.cutoff} of {self.runs} or fewer: false alarm "
                f"{self.false_alarm:.3%} at most (at the measured rate's 95% lower bound), "
                f"power {self.power:.1%} against a fall to half the measured rate")


def rule(held, judged, runs, false_alarm=FALSE_ALARM):
    """The alarm for a rate measured held of judged, over `runs` new runs."""
    if judged < 1 or runs < 1 or not 0 <= held <= judged:
        raise ValueError(f"no alarm from {held} of {judged} over {runs} runs")
    bound = stats.lower_bound(held, judged)
    half = held / judged / 2
    cutoff = -1
    while cutoff + 1 <= runs and stats.at_most(cutoff + 1, runs, bound) <= false_alarm:
        cutoff += 1
    if cutoff < 0:
        return Rule(held, judged, runs, -1, 0.0, 0.0)
    return Rule(held, judged, runs, cutoff, stats.at_most(cutoff, runs, bound),
                stats.at_most(cutoff, runs, half))


def fewest_alarming(held, judged, false_alarm=FALSE_ALARM):
    """The fewest runs whose alarm can fire at all (None when MOST_RUNS are
    not enough): a series shorter than that can never say a rate drifted."""
    for runs in range(1, MOST_RUNS + 1):
        if rule(held, judged, runs, false_alarm).cutoff >= 0:
            return runs
    return None


def runs_for(held, judged, power=POWER, false_alarm=FALSE_ALARM):
    """The fewest runs whose alarm has this power at this false alarm (None
    when MOST_RUNS are not enough)."""
    for runs in range(1, MOST_RUNS + 1):
        if rule(held, judged, runs, false_alarm).power >= power:
            return runs
    return None


@dataclass(frozen=True)
class Cheap:
    """make measure's rule for a check that holds by chance: it must hold in
    one of `runs` runs.  Its false alarm (a failed check although the rate
    stands, at the bound used for the budget) and its power."""
    runs: int
    false_alarm: float
    power: float

    def describe(self):
        return (f"must hold in 1 of {self.runs} runs: false alarm {self.false_alarm:.2g} at "
                f"most (part of make measure's 0.1%), power {self.power:.1%} against a fall "
                f"to half the measured rate")


def cheap(held, judged, runs, bound):
    """The one-of-R rule's figures.  bound: the lower bound its budget came from."""
    half = held / judged / 2
    return Cheap(runs, stats.miss_chance(bound, runs), stats.miss_chance(half, runs))


def fallen(bound, boot):
    """The chance, at the rate's lower bound, that the first boots to show
    the symptom is boot `boot` or later (all the boots before it missed)."""
    return stats.miss_chance(bound, boot - 1)


def fallen_note(bound, boot, command):
    """A line when a symptom first shown at boot `boot` was improbably late."""
    chance = fallen(bound, boot)
    if boot <= 1 or chance > FALLEN:
        return None
    return (f"the rate seems to have fallen: the symptom first showed at boot {boot}, and "
            f"{boot - 1} boots in a row miss it with chance {chance:.2g} at the measured "
            f"rate's lower bound ({bound:.3f}); measure again: {command}")
