"""make grade-bench (harness/trials/grade_bench.py): each clinic's made
class graded, make grade replaced by the verdicts each kind must get, and
the report of what it took."""

import csv

from harness.grading import classroom


def test_the_grading_bench_makes_each_clinic_s_class_and_says_what_it_lacks(
        tmp_path, monkeypatch, loading_clinics):
    """graded_run on two clinics that load and have a fix written otherwise,
    make grade replaced by a gradebook of the verdicts the kinds must get;
    the first of them without its fix written otherwise."""
    from harness.trials import grade_bench
    two = [clinic.bug for clinic in loading_clinics
           if classroom.fixed_otherwise_patch(clinic.bug).is_file()][:2]
    assert len(two) == 2, two
    mine = tmp_path / "fixed-otherwise"
    mine.mkdir()
    (mine / f"{two[1]}.patch").write_text(classroom.fixed_otherwise_patch(two[1]).read_text())
    monkeypatch.setattr(classroom, "FIXED_OTHERWISE", mine)

    def graded(bug, folder, out, jobs):
        out.mkdir(parents=True)
        with open(out / "gradebook.csv", "w", newline="") as file:
            writer = csv.DictWriter(file, ["tree", "verdict", "seconds"])
            writer.writeheader()
            for tree in sorted(path.name for path in folder.iterdir()):
                writer.writerow({"tree": tree, "verdict": classroom.kind(tree).verdict,
                                 "seconds": 1})
    monkeypatch.setattr(grade_bench, "grade", graded)
    kinds = {bug: classroom.KIND_NAMES for bug in two}
    rows, _, not_made = grade_bench.graded_run(kinds, tmp_path / "class", tmp_path / "out", 2)
    assert len(rows) == len(classroom.KINDS) * len(kinds) - 1     # one kind of one clinic lacking
    assert all(must == got for _, _, must, got, *_ in rows)
    assert not_made == [f"{two[0]}: no fixed-otherwise tree: {mine}/{two[0]}.patch does not exist"]


def test_the_grading_bench_reports_times_and_flags_a_wrong_verdict():
    from harness.trials.grade_bench import report
    rows = [("dump_in_freeproc", "fixed", "cured", "cured", 55.0, 0.12, ""),
            ("dump_in_freeproc", "broken", "grader trouble", "not cured", 5.0, 0.02,
             "does not build: kernel/proc.c:1:1: error: x")]
    said = report("Two trees", rows, wall=40.0, jobs=2)
    assert "2 trees at 2 at a time: 0.7 minutes of wall time, 20 s a tree" in said
    assert "Verdicts as their kind must get: 1 of 2." in said
    assert "The longest check of a cured tree: dump_in_freeproc 55 s." in said
    assert "| dump_in_freeproc | broken | grader trouble | not cured (wrong) | 5 | 0.09× | 0.02 " \
           "| does not build: kernel/proc.c:1:1: error: x |" in said
    assert "The most logs a tree left: 0.12 MB." in said
    said = report("Two trees", rows, wall=40.0, jobs=2,
                  not_made=["x: no fixed-otherwise tree: bugs/fixed-otherwise/x.patch "
                            "does not exist"])
    assert "- Not made: x: no fixed-otherwise tree: bugs/fixed-otherwise/x.patch " \
           "does not exist." in said
