"""The bug's side of a chance scenario measured with an early stop.

`make rates BUG=...` with nothing else (trials/measure_all.py) boots a
chance scenario's bug side in one of two lengths: it stops at EARLY
boots when every one of them showed the symptom, and goes on to the
full count (rates.MIN_BOOTS) otherwise.  Twenty-four boots that all
show it give a budget one boot larger at most than thirty would
(early_cost() says how much, at the suite's share and confidence; the
measuring command stops early only where it is one or none), and spare
six boots a host condition.  At twenty the budget would be two boots
larger, so the stop is no earlier.

Looking at the count before the end changes what the bound covers.  At
the plain level (1 - 5%/14 each for fourteen scenarios), the chance
that this procedure's bound lies above the true rate reaches 0.43% at a
rate of 0.77, where 0.36% is allowed.  So a side measured
this way takes its bound at a stricter level, level(): the weakest
whose worst chance, over every true rate, is within what the plain
level allows.  miss() computes that chance exactly;
scenarios/test_measured_sequential.py also simulates the procedure and
checks the simulated chance against it.

- stops_early(symptom, boots): the rule, on a side's counts so far.
- miss(rate, level, full): the chance the procedure's bound, taken at
  `level`, lies above the true rate.
- worst_miss(level, full): the greatest such chance over every rate, and
  the rate it comes at.
- level(confidence, full): the level a side measured this way takes its
  bound at, so that it covers with `confidence` whatever the rate.
- early_cost(confidence, share, full): the boots more a budget from
  EARLY of EARLY costs than one from `full` of `full`.
"""

import functools
from math import comb

from harness import stats

EARLY = 24          # the bug's side stops here when every boot showed the symptom
GRID = 400          # rates between the bound's jumps where the chance is also computed


def stops_early(symptom, boots):
    """The rule: all of the first EARLY boots showed the symptom."""
    return boots == EARLY and symptom == EARLY


def _pmf(boots, rate):
    return [comb(boots, k) * rate ** k * (1 - rate) ** (boots - k) for k in range(boots + 1)]


@functools.lru_cache(maxsize=64)
def _bounds(level, full):
    """(EARLY of EARLY's bound, [k of full's bound for each k]) at level."""
    return (stats.lower_bound(EARLY, EARLY, level),
            [stats.lower_bound(k, full, level) for k in range(full + 1)])


def miss(rate, level, full):
    """The chance that the procedure's bound at `level` is above `rate`:
    it stopped early and EARLY of EARLY's bound is above it, or it went
    on and the full count's bound is."""
    early, bounds = _bounds(level, full)
    all_early = rate ** EARLY
    chance = all_early if early > rate else 0.0
    rest = _pmf(full - EARLY, rate)
    for k, p in enumerate(_pmf(full, rate)):
        if bounds[k] > rate:
            chance += p - (all_early * rest[k - EARLY] if k >= EARLY else 0.0)
    return chance


def worst_miss(level, full):
    """(the greatest miss(), the rate it comes at), over the rates just
    below each bound the procedure can give (where the chance jumps) and
    a grid between them."""
    early, bounds = _bounds(level, full)
    jumps = {bound for bound in bounds[1:] + [early] if bound > 0}
    rates = [jump * (1 - 1e-9) for jump in jumps] + [i / GRID for i in range(1, GRID)]
    return max((miss(rate, level, full), rate) for rate in rates)


@functools.lru_cache(maxsize=None)
def level(confidence, full):
    """The weakest level whose worst miss is within 1 - confidence
    (bisection on the level's shortfall, 30 halvings)."""
    allowed = 1 - confidence
    covered, too_weak = allowed / 4, allowed
    if worst_miss(1 - covered, full)[0] > allowed:
        raise ValueError(f"no level covers at {confidence}")
    for _ in range(30):
        middle = (covered + too_weak) / 2
        if worst_miss(1 - middle, full)[0] <= allowed:
            covered = middle
        else:
            too_weak = middle
    return 1 - covered


def early_cost(confidence, share, full):
    """Boots more in the budget of a side stopped at EARLY of EARLY than of
    one that went on to `full` of `full`, both at level()."""
    taken = level(confidence, full)
    return (stats.budget(stats.lower_bound(EARLY, EARLY, taken), share)
            - stats.budget(stats.lower_bound(full, full, taken), share))
