"""What a diagnosis says (harness/learner/diagnosis.py), from made-up
findings: the documented symptoms shown, an unknown fault, and its tables.

The clinics whose files name a tree's FAIL lines are the recorded copies
of scenarios/data/clinics/ (harness/plugin/fixtures.py's recorded_clinics, for every
test here), so that a malformed file of expected/ fails only its own
items.
"""

import pytest

from harness.expected import spec
from harness.learner import diagnosis, trees

from support import tree_finding

pytestmark = pytest.mark.usefixtures("recorded_clinics")


def test_the_conclusion_names_the_clinics_shown():
    clinics, _ = spec.load_clinics()
    findings = [tree_finding("baseline", trees.FAILS, ["proftest: exec keeps the profile: FAIL",
                                                      "proftest: 2 FAILED"]),
                tree_finding("free_on_exec", trees.SHOWS),
                tree_finding("sepc_after_yield", trees.SHOWS),
                tree_finding("dump_in_freeproc", trees.AS_REFERENCE)]
    # free_on_exec's file names both lines: they are its, not an unknown fault.
    assert diagnosis.conclusion(findings, clinics) == (
        "documented symptom: free_on_exec, sepc_after_yield")


def test_a_failure_no_clinic_describes_is_an_unknown_fault():
    clinics, _ = spec.load_clinics()
    findings = [tree_finding("baseline", trees.FAILS, ["test clock: FAILED",
                                                      "SOME TESTS FAILED"]),
                tree_finding("dump_in_freeproc", trees.AS_REFERENCE)]
    assert diagnosis.conclusion(findings, clinics) == "unknown fault: test clock: FAILED"
    findings.append(tree_finding("free_on_exec", trees.SHOWS))
    assert diagnosis.conclusion(findings, clinics) == (
        "documented symptom: free_on_exec; and an unknown fault: test clock: FAILED")


def test_a_failure_without_a_fail_line_is_still_a_fault():
    findings = [tree_finding("baseline", trees.AS_REFERENCE),
                tree_finding("no_range_check", trees.FAILS, evidence="prof reports: no")]
    assert diagnosis.conclusion(findings, []) == "unknown fault: no_range_check / s: prof reports: no"
    assert diagnosis.conclusion([tree_finding("x", trees.AS_REFERENCE)], []) == (
        "no documented symptom")


def test_the_table_has_a_row_a_scenario():
    rows = diagnosis.table([tree_finding("a", trees.SHOWS, evidence="x | y"),
                            tree_finding("b", trees.NOT_APPLICABLE, evidence="no symbol f")])
    lines = rows.splitlines()
    assert len(lines) == 4 and lines[0].startswith("| clinic | scenario | result")
    assert "x / y" in lines[2] and "not applicable" in lines[3]


def test_the_diagnosis_has_a_row_a_clinic_after_the_labs_tests():
    def finding(bug, scenario, status, evidence, **counts):
        return trees.Finding(bug, scenario, status, evidence, **counts)
    findings = [
        finding("baseline", "usertests -q", trees.FAILS, "test clock: FAILED", boots=1),
        finding("a", "console", trees.AS_REFERENCE, "held", boots=3, allowed=3),
        finding("a", "gdb", trees.NOT_APPLICABLE, "no symbol profsample"),
        finding("b", "console", trees.FAILS, "panic: kerneltrap", boots=1),
        finding("b", "gdb", trees.SHOWS, "the live sepc differs", boots=2, symptom_boots=1,
                allowed=3),
        finding("c", "console", trees.FAILS, "panic: kerneltrap", boots=1)]
    lines = diagnosis.clinic_table(findings, clinics=[]).splitlines()
    assert lines[0] == ("| clinic | documented symptom | boots run | boots with the symptom "
                        "| evidence |")
    assert lines[2] == "| (the lab's test) usertests -q | fails | 1 of 1 |  | test clock: FAILED |"
    assert lines[3] == "| a | no (1 of 2 scenarios not run) | 3 of 3 | 0 of 3 | held |"
    assert lines[4] == "| b | shows | 3 of 4 | 1 of 2 | the live sepc differs |"
    assert lines[5] == "| c | no, but a scenario fails otherwise | 1 of 1 |  | panic: kerneltrap |"
    assert len(lines) == 6
    said = diagnosis.report(findings, clinics=[])
    assert said.index("| b | shows") < said.index("documented symptom: b") < said.index(
        "Scenario by scenario:") < said.index("| b | gdb | shows the symptom")
    assert "Scenario by scenario" not in diagnosis.report(findings, clinics=[], scenarios=False)


def _more(bug, lines):
    finding = tree_finding(bug, trees.SHOWS_AND_MORE)
    finding.more = list(lines)
    return finding


def test_another_clinic_shown_vouches_for_the_lines_its_scenarios_name():
    clinics, _ = spec.load_clinics()
    findings = [tree_finding("free_on_exec", trees.SHOWS),
                _more("sepc_after_yield", ["proftest: exec keeps the profile: FAIL"]),
                _more("no_range_check", ["test forkwait: FAILED"])]
    assert diagnosis.shown_clinics(findings, clinics) == ["free_on_exec", "sepc_after_yield"]
    # free_on_exec's also_prints name forkwait, but may not vouch for another
    # clinic's symptom: its own damage may have made it.
    assert findings[2].status == trees.FAILS
    assert diagnosis.conclusion(findings, clinics) == (
        "documented symptom: free_on_exec, sepc_after_yield")
    alone = [_more("sepc_after_yield", ["proftest: exec keeps the profile: FAIL"])]
    assert diagnosis.shown_clinics(alone, clinics) == []


def test_a_clinics_also_prints_explain_its_damage_elsewhere():
    clinics, _ = spec.load_clinics()
    findings = [tree_finding("free_on_exec", trees.SHOWS),
                tree_finding("no_range_check", trees.FAILS,
                         ["test forkwait: FAILED", "panic: freewalk: leaf still mapped"])]
    assert diagnosis.conclusion(findings, clinics) == "documented symptom: free_on_exec"
    findings[0].status = trees.AS_REFERENCE
    assert diagnosis.conclusion(findings, clinics) == "unknown fault: test forkwait: FAILED"
