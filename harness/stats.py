"""The statistics behind measured rates: bounds, budgets, and how well
repeated runs fit one rate.  Pure arithmetic on counts; no harness imports.

- at_least, lower_bound: a one-sided Clopper-Pearson lower bound on a
  rate, from k successes in n trials.
- budget, miss_chance, false_failure: how many boots a symptom of a
  given rate needs before missing it every time is unlikely enough, and
  the chance that a whole run of such plans misses one.
- each_confidence: the confidence each of several bounds needs for all of
  them to hold together at a joint confidence (Bonferroni).
- run_failure_region: what the reference's counted failures in every cell
  (a scenario, idle or loaded) bound, together, for one run's reference
  boots; run_failure_joint (a scenario a rate, Bonferroni with failures)
  and run_failure_pooled (one rate for all): two older ways.
- fisher_more(a, b, c, d): Fisher's exact test, one-sided, of a 2x2 table:
  is the first row's share of the first column larger than the second's?
- dispersion, spread_tails: do several runs' shares spread as one binomial
  rate allows (a check of expected/measure/ uses it on the matcher's share,
  at SPREAD_ALPHA).
- chi_square_above, chi_square_point, dispersion_ratio, spread_alarm: the
  spread check's assumption measured: how much more the shares of many
  series spread than binomial sampling allows (the ratio, with its p and
  confidence interval), and what the check's false alarm is at a ratio.
"""

import bisect
import math
from collections import defaultdict

CONFIDENCE = 0.95        # of the lower bound on a rate
JOINT_CONFIDENCE = 0.95  # of several bounds holding together (a run's printed figures)
# The spread check's two-sided alpha, if sampling is binomial: its share of make measure's 0.1%.
SPREAD_ALPHA = 0.0002
SPREAD_OUTCOMES = 4_000_000   # the most outcomes spread_tails counts on either side of its split


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


def each_confidence(bounds, joint=JOINT_CONFIDENCE):
    """The confidence each of `bounds` one-sided bounds needs so that all hold
    together with chance at least `joint`: Bonferroni's, which assumes
    nothing of how the measurements depend on each other."""
    return 1 - (1 - joint) / max(1, bounds)


def at_most(k, n, p):
    """The chance of k or fewer successes in n trials of chance p."""
    return 1 - at_least(k + 1, n, p) if k < n else 1.0


def run_failure_joint(sides, joint=JOINT_CONFIDENCE):
    """The most a run fails with, over every set of per-scenario failure
    rates the counts allow together at `joint` confidence.  sides:
    [(failed, tries, boots)] a scenario: its counted tries, and the boots
    the run gives it.  Boots of a run are taken as independent; each
    scenario keeps its own rate.

    With no failure anywhere the region is exact: the counts have chance
    prod (1 - p_i)^n_i, at least 1 - joint inside it, and the run's
    failure 1 - prod (1 - p_i)^b_i is largest with all the room given to
    the scenario of most boots a try: 1 - (1 - joint)^max(b_i / n_i).
    With failures, each scenario's bound at each_confidence (Bonferroni)."""
    sides = [side for side in sides if side[2] > 0]
    if not sides:
        return 0.0
    if any(tries <= 0 for _, tries, _ in sides):
        return 1.0
    if all(failed == 0 for failed, _, _ in sides):
        return 1 - (1 - joint) ** max(boots / tries for _, tries, boots in sides)
    each = each_confidence(len(sides), joint)
    return any_of(at_least(1, boots, upper_bound(failed, tries, each))
                  for failed, tries, boots in sides)


def run_failure_region(scenarios, joint=JOINT_CONFIDENCE):
    """The most a run's reference boots fail with, over one joint confidence
    region for every cell's failure rate.  scenarios: [(cells, boots)]: a
    scenario's cells, [(failed, tries)] (idle, loaded), each with its own
    rate, and the boots the run gives the scenario, which may fall in any
    of its cells.  Boots are taken as independent.

    The region: the rates under which the total of failures over every
    cell is, with chance at least 1 - joint, no more than it was (the
    test of the total, turned round).  A boot of a scenario fails with
    chance at most 1 - (1 - p_idle)(1 - p_loaded), so the run fails with
    chance at most 1 - exp(-sum boots * h), h = -log(1 - p) a cell's
    hazard, which is at most ratio * H, ratio the most boots a try of
    any cell and H = sum tries * h over the cells.  At a given H the
    chance of no more failures than were seen is largest with all of H in
    the cell of fewest tries (exactly so with no failure; with failures a
    numeric search found nothing above it: scenarios/test_stats.py), so
    in the region H is at most that cell's: -tries * log(1 - its upper
    bound from the total failures).  With no failure anywhere that is
    1 - (1 - joint) ** ratio, whichever cells were tried least; a failure
    moves the figure by as much wherever it falls."""
    cells = [(failed, tries, boots) for counts, boots in scenarios if boots > 0
             for failed, tries in counts]
    if not cells:
        return 0.0
    if any(tries <= 0 for _, tries, _ in cells):
        return 1.0
    failed = sum(f for f, _, _ in cells)
    fewest = min(tries for _, tries, _ in cells)
    ratio = max(boots / tries for _, tries, boots in cells)
    if failed >= fewest:
        return 1.0
    per_try = upper_bound(failed, fewest, joint)
    return 1 - (1 - per_try) ** (fewest * ratio)


def run_failure_pooled(sides, boots, confidence=CONFIDENCE):
    """(per boot, run): the upper bound on one flake rate shared by every
    scenario, from all the counts pooled, and what it bounds for `boots`
    independent boots."""
    failed = sum(f for f, _ in sides)
    tries = sum(t for _, t in sides)
    per_boot = upper_bound(failed, tries, confidence) if tries else 1.0
    return per_boot, 1 - (1 - per_boot) ** boots


def any_of(chances):
    """The chance that at least one of independent events happens."""
    none = 1.0
    for chance in chances:
        none *= 1 - chance
    return 1 - none


def fisher_more(a, b, c, d):
    """Fisher's exact test, one-sided, on the table [[a, b], [c, d]] (first row:
    a of a + b in the first column; second row: c of c + d): the chance, with
    every margin fixed and no difference between the rows, of a first row
    with a or more in the first column (hypergeometric).  Small when the
    first row's share is larger than chance allows."""
    if min(a, b, c, d) < 0:
        raise ValueError("a 2x2 table counts, none below 0")
    row, column, total = a + b, a + c, a + b + c + d
    ways = sum(math.comb(column, x) * math.comb(total - column, row - x)
               for x in range(a, min(row, column) + 1))
    return ways / math.comb(total, row)


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
    """The chance that the bug side of a run made of these plans fails: some
    bug misses its present symptom in every boot of its budget (at the
    plans' lower bounds; the reference side is not in it).
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


def spread_tails(hits, totals):
    """How well runs' shares fit one rate: (the chance of a dispersion at
    least as large as the one observed, the chance of one at most as
    small).  A small first figure: the shares spread more than
    sqrt(p(1-p)/n) allows; a small second one: less.

    Exact and conditional on the total: given K hits among all N samples,
    and one rate for every run, the hits fall among the runs as draws
    without replacement (chance prod C(n_i, k_i) / C(N, K)), whatever the
    rate, so every outcome shares the observed pooled share K/N, and
    tails far smaller than 1% are resolved.  Times the integer K(N-K)L (L
    the least common multiple of the n_i), a run's term of the dispersion
    is the integer (k N - n K)^2 L / n, so ties are ties.  The runs are
    split in two halves, each half's (hits, sum) counted with their
    weights, and the halves met by bisection."""
    if len(hits) != len(totals) or len(hits) < 2 or min(totals) < 1:
        raise ValueError(f"need two or more runs with samples, got {hits} of {totals}")
    hit, seen = sum(hits), sum(totals)
    if hit in (0, seen):
        return 1.0, 1.0
    scale = math.lcm(*totals)

    def term(k, n):
        return (k * seen - n * hit) ** 2 * (scale // n)

    observed = sum(term(k, n) for k, n in zip(hits, totals))
    runs = [[(k, term(k, n), float(math.comb(n, k))) for k in range(n + 1)] for n in totals]
    first, second = (_sum_weights(half) for half in _halves(runs))
    by_hits = defaultdict(list)
    for (k, total), weight in second.items():
        by_hits[k].append((total, weight))
    met = {}                          # hits: (the sums in order, below[i]: weight of the i smallest)
    for k, sums in by_hits.items():
        sums.sort()
        below = [0.0]
        for _, weight in sums:
            below.append(below[-1] + weight)
        met[k] = ([total for total, _ in sums], below)
    larger = smaller = 0.0
    for (k, total), weight in first.items():
        if hit - k not in met:
            continue
        keys, below = met[hit - k]
        larger += weight * (below[-1] - below[bisect.bisect_left(keys, observed - total)])
        smaller += weight * below[bisect.bisect_right(keys, observed - total)]
    every = math.comb(seen, hit)
    return min(1.0, larger / every), min(1.0, smaller / every)


def _halves(runs):
    """The runs in two groups of about equal numbers of outcomes."""
    halves, sizes = ([], []), [1, 1]
    for run in sorted(runs, key=len, reverse=True):
        smaller = sizes.index(min(sizes))
        halves[smaller].append(run)
        sizes[smaller] *= len(run)
    if max(sizes) > SPREAD_OUTCOMES:
        raise ValueError(f"too many outcomes to count exactly ({max(sizes)} on one side)")
    return halves


def _sum_weights(runs):
    """{(hits, sum of terms), one outcome from each run: its weight}."""
    sums = {(0, 0): 1.0}
    for run in runs:
        after = defaultdict(float)
        for (hits, total), weight in sums.items():
            for k, value, each in run:
                after[hits + k, total + value] += weight * each
        sums = after
    return sums


def chi_square_above(x, df):
    """P(X >= x) for X chi-square with df degrees of freedom: the regularized
    upper incomplete gamma Q(df/2, x/2), by its series below a + 1 and its
    continued fraction (Lentz) above."""
    if df <= 0:
        raise ValueError(f"no chi-square of {df} degrees of freedom")
    if x <= 0:
        return 1.0
    a, half = df / 2, x / 2
    front = math.exp(-half + a * math.log(half) - math.lgamma(a))
    if half < a + 1:
        term = total = 1 / a
        n = a
        while abs(term) > abs(total) * 1e-17:
            n += 1
            term *= half / n
            total += term
        return max(0.0, 1 - front * total)
    tiny = 1e-300
    b = half + 1 - a
    c, d = 1 / tiny, 1 / b
    result = d
    for i in range(1, 100_000):
        an = -i * (i - a)
        b += 2
        d = an * d + b
        d = 1 / (d if abs(d) > tiny else tiny)
        c = b + an / c
        c = c if abs(c) > tiny else tiny
        result *= d * c
        if abs(d * c - 1) < 1e-16:
            break
    return front * result


def chi_square_point(tail, df):
    """The x at which P(X >= x) = tail, X chi-square with df degrees of freedom."""
    if not 0 < tail < 1:
        raise ValueError(f"no chi-square point at tail {tail}")
    low, high = 0.0, 1.0
    while chi_square_above(high, df) > tail:
        high *= 2
    for _ in range(200):
        middle = (low + high) / 2
        if chi_square_above(middle, df) > tail:
            low = middle
        else:
            high = middle
    return (low + high) / 2


def dispersion_ratio(series, confidence=CONFIDENCE):
    """How much more a series' shares spread than one binomial rate allows,
    over many series: (the ratio, its p, (low, high)).  series: [(hits,
    totals)], each series' runs against its own pooled share.  The ratio is
    the sum of their Pearson dispersions over their degrees of freedom (runs
    less one, each): 1 under binomial sampling, above it when the shares
    spread more (quasi-binomial: the variance is ratio * n p (1 - p)).  p:
    the chance of a sum at least as large if the ratio is 1 (chi-square);
    (low, high): its two-sided confidence interval, the sum over
    chi-square's points, taking the sum as ratio * chi-square."""
    observed = sum(dispersion(hits, totals) for hits, totals in series)
    df = sum(len(hits) - 1 for hits, _ in series)
    if df <= 0:
        raise ValueError("no series of two or more runs")
    outside = (1 - confidence) / 2
    interval = (observed / chi_square_point(outside, df),
                observed / chi_square_point(1 - outside, df))
    return observed / df, chi_square_above(observed, df), interval


def spread_alarm(ratio, runs, alpha=SPREAD_ALPHA):
    """The chance that the spread check (two-sided at alpha over a series of
    `runs` runs) fires on a series whose shares spread `ratio` times as
    much as binomial sampling allows: its cut-offs taken as chi-square's
    with runs - 1 degrees of freedom (the exact test's, approximately), and
    the dispersion as ratio * chi-square."""
    df = runs - 1
    above, below = chi_square_point(alpha / 2, df), chi_square_point(1 - alpha / 2, df)
    return chi_square_above(above / ratio, df) + 1 - chi_square_above(below / ratio, df)
