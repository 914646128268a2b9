"""The reference's measured figure said beside a verdict: how often the
reference did what the verdict says (showed the symptom, printed that
panic, failed that check), k of N measured tries and the one-sided 95%
upper bound a try.  The words of learner/chances.py's findings and of a
clinic's verdict line (run/scenario.py) alike."""

from harness import stats
from harness.stats import upper_bound


def reference_figure(did, k, n, where, detail=""):
    """"the reference DID in k of N measured tries WHERE (DETAIL; at most x%
    a try, 95% confidence)": how often the reference did what a verdict
    says, beside the verdict (a learner's finding, a clinic's symptom)."""
    if not n:
        return f"not measured: the reference's tries {where} were never measured"
    return f"the reference {did} in {k} of {n} measured tries {where} ({bound_in_words(k, n, detail)})"


def bound_in_words(k, n, detail=""):
    """"DETAIL; at most x% a try, 95% confidence": k of n's one-sided upper bound."""
    return (f"{detail + '; ' if detail else ''}at most {upper_bound(k, n):.1%} a try, "
            f"{stats.CONFIDENCE:.0%} confidence")
