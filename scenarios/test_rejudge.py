"""Recorded runs judged again by today's expected files and harness (harness/rejudge.py).

scenarios/data/rejudge/ holds the run.json of every clinic run of one
whole `make test` (28 boots) and of the §5 measures (7 boots), recorded
on 2026-12-01 by the harness before its expected files and checks were
restructured (issue 21), then written in run.json's format 2 with the
verdicts and check values that harness gave.  Judged again now, each must give the same verdict and the
same value for every check: a change to the harness or to an expected
file's form that moves a verdict fails here, naming the run and the check.
One verdict moved, on purpose, and is named in MOVED: the bug's "gdb at
a sample above the range" ended in "symptom, and more" when the stray
increment hit a page-table entry and kfree later panicked; its expected
file now names that panic as what the bug also prints (as the first
scenario of the clinic accepts it), so the run is a plain "symptom".
"""

from pathlib import Path

from harness import judge
from harness.rejudge import differences, rejudge, report
from harness.record import RunRecord

RECORDED = Path(__file__).parent / "data" / "rejudge"
# Verdicts moved on purpose by a change of an expected file: {folder name: the move}.
MOVED = {
    "test_clinics.test_bug_shows_its_symptom[no_range_check-gdb_at_a_sample_above_the_range]":
        "verdict: symptom, and more -> symptom (every symptom check holds)",
}


def test_every_recorded_run_gets_the_same_verdict_and_values(builds):
    results = rejudge([RECORDED], build=builds)
    assert len(results) == 35
    assert {result.verdict for result in results} >= {judge.SYMPTOM, judge.NO_SYMPTOM}
    moved = {Path(result.folder).parent.name: result.differences
             for result in results if result.differences}
    assert moved == {name: [move] for name, move in MOVED.items()}, \
        report([result for result in results if result.differences])


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
