"""make grade (harness/grading/class_run.py) on trees that are no kernel
trees, so that nothing boots: one pytest run into a gradebook, the trees
not graded again, and the same gradebook from two workers."""

import csv
import dataclasses
import json

from harness.build import copy_variant
from harness.grading import gradebook
from harness.grading.one_tree import RESULT, grade_key
from harness.learner import trees

from support import graded_tree


def _sound_host(monkeypatch):
    """The grading run's first reference boot (its canary), taken as good:
    these tests boot nothing (scenarios/test_learner_boots.py boots it)."""
    from harness.grading import class_run
    monkeypatch.setattr(class_run.boots, "canary", lambda logdir, deadline=0: (True, ""))


def test_grade_runs_its_trees_through_pytest_into_a_gradebook(tmp_path, capsys,
                                                             loading_clinics, monkeypatch):
    """The whole make grade, on trees that are no kernel trees (so nothing
    boots): each is "not cured: does not build", the exit status 1, and
    the second run keeps them (the tree's fault, decided: not graded
    again).  Its pytest reads expected/: the clinic is one whose file loads."""
    from harness.cli import main
    _sound_host(monkeypatch)
    bug = loading_clinics[0].bug
    for name in ("bob", "alice"):
        (tmp_path / "class" / name).mkdir(parents=True)
    out = tmp_path / "grades"
    assert main(["grade", bug, str(tmp_path / "class"), "--out", str(out)]) == 1
    said = capsys.readouterr().out
    assert "2 to grade" in said and "2 trees: 0 cured, 2 not cured, 0 grader trouble" in said
    assert "does not build: it is not a kernel tree" in said
    assert (out / "trees" / "alice" / "result.json").is_file()
    assert main(["grade", bug, str(tmp_path / "class"), "--out", str(out)]) == 1
    assert "2 already graded on the same sources; 0 to grade" in capsys.readouterr().out


def test_a_tree_graded_cured_is_not_graded_again(tmp_path, recorded_clinics):
    from harness.grading.class_run import earlier
    tree = copy_variant("reference", tmp_path / "class" / "alice")
    graded = graded_tree("alice", [trees.AS_REFERENCE, trees.AS_REFERENCE])
    graded.key = grade_key("dump_in_freeproc", tree)
    folder = gradebook.tree_folder(tmp_path / "out", "alice")
    folder.mkdir(parents=True)
    (folder / RESULT).write_text(json.dumps(graded.as_dict()))
    assert earlier(tmp_path / "out", "alice", graded.key, settled=True) == graded
    trouble = dataclasses.replace(graded, verdict=trees.GRADER_TROUBLE)
    (folder / RESULT).write_text(json.dumps(trouble.as_dict()))
    assert earlier(tmp_path / "out", "alice", graded.key, settled=True) is None   # regraded
    (tree / "kernel" / "proc.c").write_text("changed\n")
    assert grade_key("dump_in_freeproc", tree) != graded.key     # so it is graded again
    untouched = copy_variant("reference", tmp_path / "bob")
    before = grade_key("dump_in_freeproc", untouched)
    (untouched / "user" / "proftest.c").write_text("changed\n")     # not the learner's file
    assert grade_key("dump_in_freeproc", untouched) == before


def test_two_execnet_workers_give_the_gradebook_of_one(tmp_path, capsys, loading_clinics,
                                                      monkeypatch):
    """The engine past one machine, here with two local gateways (--tx
    2*popen, as `--tx ssh=...` would be on two machines): the same gradebook
    as one tree at a time (of a clinic whose file loads: its pytest reads
    expected/)."""
    from harness.cli import main
    _sound_host(monkeypatch)
    bug = loading_clinics[0].bug
    for name in ("a", "b", "c"):
        (tmp_path / "class" / name).mkdir(parents=True)
    (tmp_path / "class" / "b" / "kernel").mkdir()
    main(["grade", bug, str(tmp_path / "class"), "--out", str(tmp_path / "one")])
    main(["grade", bug, str(tmp_path / "class"), "--out", str(tmp_path / "two"),
          "--", "--dist", "load", "--tx", "2*popen//python=/usr/bin/python3"])
    capsys.readouterr()

    def book(out):
        with open(tmp_path / out / "gradebook.csv", newline="") as file:
            return [{k: v for k, v in row.items() if k != "seconds"}
                    for row in csv.DictReader(file)]
    assert book("one") == book("two")
    assert [row["tree"] for row in book("two")] == ["a", "b", "c"]


def test_a_grading_run_on_a_host_where_the_reference_does_not_boot_grades_nothing(
        tmp_path, monkeypatch, capsys):
    from harness.cli import main
    from harness.grading import class_run
    monkeypatch.setattr(class_run.boots, "canary",
                        lambda logdir, deadline=0: (False, "hangs: no first prompt in 10 s"))
    (tmp_path / "class" / "alice").mkdir(parents=True)
    assert main(["grade", "dump_in_freeproc", str(tmp_path / "class"), "--out",
                 str(tmp_path / "out")]) == 2
    said = capsys.readouterr().err
    assert "the reference does not boot to its prompt on this host (hangs: no first" in said
    assert not (tmp_path / "out" / "gradebook.csv").exists()
