"""Recorded runs judged again by today's expected files and harness (harness/rejudge.py).

scenarios/data/rejudge/ holds the run.json of every clinic run of one
whole `make test` (28 boots) and of the §5 measures (7 boots), recorded
on 2026-12-01 by the harness before its expected files and checks were
restructured (issue 21), then written in run.json's format 2 with the
verdicts and check values that harness gave.  Judged again now, each must give the same verdict and the
same value for every check: a change to the harness or to an expected
file's form that moves a verdict fails here, naming the run and the check.
(One of those runs is the bug's "gdb at a sample above the range" ending
in "symptom, and more": the stray increment hit a page kfree later
refused.  It is kept: it must still be judged so.)
"""

from pathlib import Path

from harness import judge
from harness.rejudge import differences, rejudge, report
from harness.record import RunRecord

RECORDED = Path(__file__).parent / "data" / "rejudge"


def test_every_recorded_run_gets_the_same_verdict_and_values(builds):
    results = rejudge([RECORDED], build=builds)
    assert len(results) == 35
    assert {result.verdict for result in results} >= {judge.SYMPTOM, judge.NO_SYMPTOM}
    moved = [result for result in results if result.differences]
    assert not moved, report(moved)


def test_a_moved_verdict_or_value_is_named():
    """differences() can fail: a changed verdict and a changed value are both said."""
    before = RunRecord("v", "b", "s", 1, "", verdict=judge.SYMPTOM,
                       symptom=[judge.Outcome("a check", True, [1, 2])])
    after = RunRecord("v", "b", "s", 1, "", verdict=judge.NO_SYMPTOM,
                      symptom=[judge.Outcome("a check", True, (1, 3))])
    found = differences(before, after)
    assert found[0].startswith("verdict: symptom -> no symptom")
    assert "a check: seen [1, 2] -> [1, 3]" in found[1]
    same = RunRecord("v", "b", "s", 1, "", verdict=judge.SYMPTOM,
                     symptom=[judge.Outcome("a check", True, (1, 2))])
    assert differences(before, same) == []
