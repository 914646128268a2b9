"""What a diagnosis of a tree says, from its findings (harness/learner/trees.py).
Nothing here boots: these read findings and the clinics' files.

- shown_clinics(findings): the clinics whose documented symptom the tree
  shows (two bugs in one tree may print each other's lines).
- conclusion(findings): the diagnosis's last line, "documented symptom:
  ...", "unknown fault: ..." or "no documented symptom".
- clinic_table(findings): one row for each of the lab's tests, then one a
  clinic; table(findings): one row a scenario.
- report(findings): both tables and the conclusion, as diagnosis.md keeps it.
"""

import re

from harness import EXPECTED, shortened
from harness.expected import spec
from harness.learner.trees import (AS_REFERENCE, DID_NOT_RUN, FAILS, NOT_APPLICABLE, SHOWS,
                                   SHOWS_AND_MORE)


# The lab's own tests (spec.load_lab_tests): a Finding's clinic is the
# name of their file, as it is a clinic's bug ("baseline").
LAB_TESTS = set(spec.clinic_names(EXPECTED / "diagnose"))


def shown_clinics(findings, clinics=None):
    """The clinics whose symptom the tree shows, in the findings' order.

    A clinic shows when one of its scenarios SHOWS.  A scenario that
    SHOWS_AND_MORE (its symptom checks hold, but the boot printed lines
    its file does not name) shows too when every such line is named by
    the scenarios of clinics already shown: two bugs in one tree print
    each other's lines.  A clinic's also_prints do not count here: they
    are its bug's lines under other scenarios, and would let it vouch for
    a symptom that its own damage produced.  Resolves those findings'
    status: SHOWS, or FAILS when no shown clinic names the lines."""
    clinics = clinics if clinics is not None else spec.load_clinics()[0]
    shown = [f.clinic for f in findings if f.status == SHOWS]
    waiting = [f for f in findings if f.status == SHOWS_AND_MORE]
    while waiting:
        named = _explained_by(shown, clinics, also=False)
        now = [f for f in waiting if all(_named(line, named) for line in f.more)]
        if not now:
            break
        for f in now:
            f.status = SHOWS
            shown.append(f.clinic)
        waiting = [f for f in waiting if f not in now]
    for f in waiting:
        f.status = FAILS
    return list(dict.fromkeys(f.clinic for f in findings if f.status == SHOWS))


def conclusion(findings, clinics=None):
    """The diagnosis's last line: the documented symptoms shown, and any
    failure that none of those clinics explains ("unknown fault: ...")."""
    clinics = clinics if clinics is not None else spec.load_clinics()[0]
    shown = shown_clinics(findings, clinics)
    explained = _explained_by(shown, clinics)
    unexplained = [line for f in findings for line in f.trouble
                   if not _named(line, explained)]
    if not unexplained and not shown:
        unexplained = [f"{f.clinic} / {f.scenario}: {f.evidence}" for f in findings
                       if f.status in (FAILS, DID_NOT_RUN)]
    if shown:
        line = "documented symptom: " + ", ".join(shown)
        return line + (f"; and an unknown fault: {unexplained[0]}" if unexplained else "")
    if unexplained:
        return f"unknown fault: {unexplained[0]}"
    return "no documented symptom"


def _explained_by(bugs, clinics, also=True):
    """The FAIL and panic patterns that the given clinics' files name: what
    their bugs are known to print (also: with their also_prints)."""
    patterns = []
    for clinic in clinics:
        if clinic.bug in bugs:
            patterns += clinic.also_prints if also else []
            for scenario in clinic.scenarios:
                patterns += (list(scenario.mentioned()) + list(scenario.bug_also_prints)
                             + list(scenario.known_trouble))
    return patterns


def _named(line, patterns):
    return any(re.search(pattern, line) for pattern in patterns)


# --- tables --------------------------------------------------------------------------

def table(findings):
    """The findings as a Markdown table, one row a scenario."""
    rows = ["| clinic | scenario | result | boots run | boots with the symptom | evidence |",
            "|---|---|---|---|---|---|"]
    for f in findings:
        rows.append(f"| {f.clinic} | {f.scenario} | {f.status} | {f.budget_text} | "
                    f"{f.boots_text} | {_cell(f.evidence)} |")
    return "\n".join(rows)


def clinic_table(findings, clinics=None):
    """The diagnosis as a Markdown table: the lab's own tests, then one row a
    clinic: does its documented symptom show, in how many boots, and the line
    that says so (or the first failure, when it does not show)."""
    shown = shown_clinics(findings, clinics)
    rows = ["| clinic | documented symptom | boots run | boots with the symptom | evidence |",
            "|---|---|---|---|---|"]
    for f in findings:
        if f.clinic in LAB_TESTS:
            result = {AS_REFERENCE: "passes", NOT_APPLICABLE: "not applicable",
                      DID_NOT_RUN: "did not run"}.get(f.status, "fails")
            rows.append(f"| (the lab's test) {f.scenario} | {result} | {f.budget_text} |  | "
                        f"{_cell(f.evidence)} |")
    for bug in dict.fromkeys(f.clinic for f in findings if f.clinic not in LAB_TESTS):
        mine = [f for f in findings if f.clinic == bug]
        showing = [f for f in mine if f.status == SHOWS]
        failing = [f for f in mine if f.status == FAILS]
        unrun = [f for f in mine if f.status in (NOT_APPLICABLE, DID_NOT_RUN)]
        first = (showing or failing or [f for f in mine if f not in unrun] or mine)[0]
        result = ("shows" if bug in shown else
                  "no, but a scenario fails otherwise" if failing else "no")
        if unrun:
            result += f" ({len(unrun)} of {len(mine)} scenarios not run)"
        run = sum(f.boots for f in mine if f.status != NOT_APPLICABLE)
        budget = sum(f.allowed for f in mine if f.status != NOT_APPLICABLE)
        rows.append(f"| {bug} | {result} | {run} of {budget} | {first.boots_text} | "
                    f"{_cell(first.evidence)} |")
    return "\n".join(rows)


def report(findings, clinics=None, *, scenarios=True):
    """What a diagnosis says: the clinics' table and its last line, then
    (scenarios) the table of the scenarios, as diagnosis.md keeps it."""
    said = f"{clinic_table(findings, clinics)}\n\n{conclusion(findings, clinics)}\n"
    return said + (f"\nScenario by scenario:\n\n{table(findings)}\n" if scenarios else "")


def _cell(text, width=160):
    """text fit for one Markdown cell: no '|' or line break, at most width."""
    return shortened(text.replace("|", "/").replace("\n", " "), width)
