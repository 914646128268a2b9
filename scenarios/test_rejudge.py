"""Recorded runs judged again by today's expected files and harness (harness/run/rejudge.py).

scenarios/data/rejudge/ holds the run.json of every clinic run of one
whole `make test` (28 boots) and of the §5 measures (7 boots), recorded
on 2026-12-01 by the harness before its expected files and checks were
restructured (issue 21), then written in run.json's format 2 with the
verdicts and check values that harness gave.  Judged again now, each must give the same verdict and the
same value for every check: a change to the harness or to an expected
file's form that moves a verdict fails here, naming the run and the check.
What moved since, on purpose, is named in MOVED: the bug's "gdb at a
sample above the range" ended in "symptom, and more" when the stray
increment hit a page-table entry and kfree later panicked; its expected
file now names that panic as what the bug also prints (as the first
scenario of the clinic accepts it), so the run is a plain "symptom".
And the §5 statistics check of matchstar lines was replaced by one that
counts a run without one as 0 (issue 22); the recorded run had one in
every run, and the spread check beside it kept its value, until it
became an exact test at an alpha of 0.02% (issue 34), which it holds.  And on the
bug's "8-byte buckets above pop_off", where the kernel panics before prof
prints its counts, the reference's check "the samples below the range
count as outside" was a judging error (an index into no values) shown as
"error" on the bug's transcript; it now reads no count as "no" (issue 23).
dump_in_freeproc's gdb values shown read as a student reads them: the
frame without a symbol as user code, the process name without its
padding of \\000 (issue 23).
"""

from pathlib import Path

from harness.run import judge
from harness.run.record import RunRecord
from harness.run.rejudge import differences, rejudge, report

RECORDED = Path(__file__).parent / "data" / "rejudge"
# What moved on purpose by a change of an expected file: {folder name: [differences]}.
MOVED = {
    "test_clinics.test_bug_shows_its_symptom[dump_in_freeproc-gdb_at_the_panic]": [
        "symptom: the backtrace runs from panic down to usertrap through profdump and freeproc: "
        "seen panic, acquire, wakeup, releasesleep, iunlock, namex, nameiparent, create, "
        "profdump, freeproc, kwait, sys_wait, syscall, usertrap, ?? -> panic, acquire, wakeup, "
        "releasesleep, iunlock, namex, nameiparent, create, profdump, freeproc, kwait, sys_wait, "
        "syscall, usertrap, user code",
        'symptom: the process in kwait is proftest, the zombie\'s parent: seen '
        '"proftest\\000\\000\\000\\000\\000\\000\\000" -> "proftest"'],
    "test_clinics.test_bug_shows_its_symptom[no_range_check-gdb_at_a_sample_above_the_range]":
        ["verdict: symptom, and more -> symptom (every symptom check holds)"],
    "test_clinics.test_bug_shows_its_symptom[no_range_check-8_byte_buckets_above_pop_off]":
        ["reference: the samples below the range count as outside: error -> no"],
    "test_measure.test_measure[section5-statistics_of_the_matcher_s_share]": [
        "reference: no longer checked: every run has samples and a matchstar line",
        "reference: no longer checked: the shares spread as one binomial model predicts: the "
        "chance of a dispersion this large is between 0.5% and 99.5% (a draw-based test of "
        "Pearson's dispersion, two-sided, alpha 1%)",
        "reference: newly checked: every run has samples (a run without a matchstar line "
        "counts 0 for matchstar): yes",
        "reference: newly checked: the shares spread as one rate predicts: a dispersion at "
        "least this large, and one at most this small, each have chance 0.01% or more (an "
        "exact test of Pearson's dispersion given the total, two-sided, alpha 0.02%: its "
        "share of make measure's 0.1%): yes"],
}


def test_every_recorded_run_gets_the_same_verdict_and_values(builds):
    results = rejudge([RECORDED], build=builds)
    assert len(results) == 35
    # Judged again on another kernel, a check of addresses means something
    # else: after a change to base/ or bugs/, record these runs again (make
    # test ARGS=--logdir=DIR, then each clinic run's run.json into RECORDED).
    other = [result.folder for result in results if result.note]
    assert not other, f"recorded on other sources than today's; record them again: {other}"
    assert {result.verdict for result in results} >= {judge.SYMPTOM, judge.NO_SYMPTOM}
    moved = {Path(result.folder).parent.name: result.differences
             for result in results if result.differences}
    assert moved == MOVED, \
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
    renamed = RunRecord("v", "b", "s", 1, "", verdict=judge.SYMPTOM,
                        symptom=[judge.Outcome("another check", False, None)])
    assert differences(before, renamed) == ["symptom: no longer checked: a check",
                                            "symptom: newly checked: another check: no"]
    same = RunRecord("v", "b", "s", 1, "", verdict=judge.SYMPTOM,
                     symptom=[judge.Outcome("a check", True, (1, 2))])
    assert differences(before, same) == []
