"""The statistics behind measured rates: bounds, budgets, and how well
repeated runs fit one rate.  Pure arithmetic on counts; no harness imports.

- at_least, lower_bound: a one-sided Clopper-Pearson lower bound on a
  rate, from k successes in n trials.
- budget, miss_chance, false_failure: how many boots a symptom of a
  given rate needs before missing it every time is unlikely enough, and
  the chance that a whole run of such plans misses one.
- dispersion, spread_p: do several runs' shares spread as one binomial
  rate allows (a check of expected/measure/ uses it on the matcher's share).
"""

import math
import random

CONFIDENCE = 0.95        # of the lower bound on a rate
SPREAD_DRAWS = 20000     # draws from the model in spread_p
SPREAD_SEED = 20261130   # fixed, so that spread_p gives the same answer every time


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


def upper_bound(k, n, confidence=CONFIDENCE):
    """One-sided Clopper-Pearson upper bound on p, from k successes in n trials
    (the lower bound on the chance of a failure, turned round)."""
    return 1 - lower_bound(n - k, n, confidence)


def any_of(chances):
    """The chance that at least one of independent events happens."""
    none = 1.0
    for chance in chances:
        none *= 1 - chance
    return 1 - none


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
    misses its symptom in every boot of its budget (at its lower bound).
    plans: anything with .bound and .boots (harness.measured.rates.Plan)."""
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
