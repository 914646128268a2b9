"""A scenario's checks and verdicts in words, on a transcript's pages.

- render_checks:    a run's checks as a table, with the handout's figure and
                    the value seen, labelled by the check's shown_as; on the
                    bug's page, the reference's own value beside the bug's;
- verdict_in_words: a run's verdict as a student reads it;
- known_trouble:    the FAIL lines the scenario itself makes, as each
                    kernel printed them, and why (only what was printed).

What it is given must already be without machine paths (harness/reports/scrub.py).
"""

import re

from harness.endings import DIFFERENT, ERROR, NO_SYMPTOM, SYMPTOM, SYMPTOM_AND_MORE
from harness.reports import markdown
from harness.reports.values import seen_value
from harness.run.judge import trouble_lines


def render_checks(run, shown_as=None, on_bug=True, reference=None):
    """A run's checks: what is checked, the handout's figure, the value seen
    (labelled), and held or not (yes, no, or error).  run.symptom and
    run.reference hold judge.Outcome objects.

    shown_as: {("symptom" or "reference", says): the check's shown_as}.
    The reference's checks read "the reference must: ..."; what fails as
    it should (the reference's checks on the bug, the symptom's on the
    reference) is "no, as expected".  On the bug's page (on_bug) a
    reference check's row gives the bug's value as the bug's, and beside
    it the reference's own: reference is (the reference's deciding run of
    the scenario, a Markdown link to it), None when it did not run."""
    shown_as = shown_as or {}
    out = [markdown.row(["checked", "handout", "seen", "held"]), markdown.row(["---"] * 4)]
    theirs = {}
    if reference is not None:
        theirs = {outcome.says: outcome for outcome in reference[0].reference}
    for side, outcome in ([("symptom", item) for item in run.symptom]
                          + [("reference", item) for item in run.reference]):
        kind = {"symptom": "context" if outcome.context else "symptom",
                "reference": "the reference must"}[side]
        seen = _seen(outcome, shown_as.get((side, outcome.says)))
        handout = markdown.code(outcome.handout) if outcome.handout is not None else ""
        held = outcome.result
        if held == "no" and (kind == "the reference must") == on_bug:
            held = "no, as expected"
        if kind == "the reference must" and on_bug:
            seen, held = f"the bug's: {seen}", f"the bug: {held}"
            if (own := theirs.get(outcome.says)) is not None:
                seen += (f"; the reference's ({reference[1]}): "
                         f"{_seen(own, shown_as.get((side, own.says)))}")
                held += f"; the reference: {own.result}"
        out.append(markdown.row([f"{kind}: {markdown.prose(outcome.says, True)}", handout,
                                 seen, held]))
    return "\n".join(out + [""])


def _seen(outcome, template):
    if outcome.result == "error":
        return markdown.code(outcome.error)
    return seen_value(outcome.seen, template)


def verdict_in_words(run, on_bug):
    """A run's verdict as a student reads it: "the bug showed its symptom",
    "the reference did not show the symptom", ... with what the run printed
    beyond it, when anything.  Plain text: the caller escapes it."""
    who, its = ("the bug", "its") if on_bug else ("the reference", "the bug's")
    detail = run.detail
    said = {SYMPTOM: f"{who} showed {its} symptom",
            SYMPTOM_AND_MORE: f"{who} showed {its} symptom, and more: {detail}",
            NO_SYMPTOM: (f"{who} did not show its symptom ({detail})" if on_bug
                         else f"{who} did not show the symptom"),
            DIFFERENT: f"{who} showed something other than the symptom: {detail}",
            ERROR: f"a check of the symptom could not be judged on {who}: {detail}"}
    return said.get(run.verdict, f"the boot of {who} failed for reasons of the machine, "
                                 f"not of the kernel: {detail}")


def known_trouble(scenario, bug_runs, reference_runs):
    """Markdown that names the scenario's known trouble (FAIL lines the
    scenario itself makes, on either kernel) as each kernel's runs printed
    it, the bug's and the reference's apart, and says why
    (known_trouble_why: only its sentences that quote no known line, or
    one that was printed); "" when neither printed any."""
    patterns = scenario.known_trouble if scenario is not None else []
    printed = {}
    for label, runs in (("the bug", bug_runs), ("the reference", reference_runs)):
        if runs:
            printed[label] = _printed(runs, patterns)
    if not any(printed.values()):
        return ""
    said = []
    for label, lines in printed.items():
        runs = bug_runs if label == "the bug" else reference_runs
        numbers = ", ".join(str(run.number) for run in runs)
        boots = f"{label} (run{'s' * (len(runs) > 1)} {numbers})"
        said.append(f"{boots} printed {', '.join(map(markdown.code, lines))}" if lines
                    else f"{boots} printed none of them")
    lines = [line for found in printed.values() for line in found]
    why = " ".join(sentence for sentence in _sentences(
        scenario.known_trouble_why or "the scenario makes them, on both kernels; they are not "
                                      "the bug's.")
        if not (quoted := [pattern for pattern in patterns if re.search(pattern, sentence)])
        or any(re.search(pattern, line) for pattern in quoted for line in lines))
    return (f"**FAIL lines the scenario makes on any kernel:** {'; '.join(said)}.  "
            f"{markdown.prose(why)}")


def _printed(runs, patterns):
    lines = []
    for run in runs:
        lines += [line for line in trouble_lines(run.console or "", run.panic)
                  if line not in lines and any(re.search(pattern, line) for pattern in patterns)]
    return lines


def _sentences(text):
    """A text's sentences, each with its full stop."""
    return [part for part in re.split(r"(?<=[.!?])\s+(?=[A-Z])", " ".join(text.split())) if part]
