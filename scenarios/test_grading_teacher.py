"""The teacher's word on a tree (harness/grading/teacher.py): read from
OUT/teacher.toml, over the harness's verdict in the gradebook, kept
through every regrade."""

import csv
import json

import pytest

from harness.errors import HarnessError
from harness.grading import gradebook, teacher
from harness.grading.one_tree import RESULT, Graded
from harness.learner import trees


def _write(out, text):
    out.mkdir(parents=True, exist_ok=True)
    teacher.path_in(out).write_text(text)


def _graded(name, verdict, score):
    return Graded(tree=name, bug="dump_in_freeproc", verdict=verdict, score=score, max_score=2,
                  boots=2, budget=2, seconds=1.0, first_failing="" if score == 2 else "x: y",
                  key="k", logdir="")


def test_good_words_are_read_and_bad_ones_are_left_out_each_with_why(tmp_path):
    _write(tmp_path, '''
[trees."alice"]
verdict = "cured"
note = "fixed otherwise; read by hand"
[trees."bob"]
note = "asked for help in week 3"
[trees."carol"]
verdict = "maybe"
[trees."dave"]
verdict = "cured"
points = 2
[trees."erin"]
score = 1
''')
    words, bad = teacher.load(tmp_path)
    assert sorted(words) == ["alice", "bob"]
    assert words["alice"] == teacher.Word("cured", None, "fixed otherwise; read by hand")
    assert [line.split(":")[0] for line in bad] == ["carol", "dave", "erin"]
    assert "'maybe' is none of cured, not cured" in bad[0]
    assert "unknown key points" in bad[1]
    assert "a score needs a verdict" in bad[2]


def test_a_teacher_toml_that_is_not_toml_stops_before_grading(tmp_path):
    _write(tmp_path, '[trees."alice"\nverdict = "cured"\n')
    with pytest.raises(HarnessError, match=r"teacher\.toml is not TOML"):
        teacher.load(tmp_path)
    assert teacher.load(tmp_path / "none") == ({}, [])


def test_the_word_stands_over_the_harness_s_verdict_which_is_kept_beside_it():
    graded = [_graded("alice", trees.NOT_CURED, 1), _graded("bob", trees.CURED, 2),
              _graded("carol", trees.NOT_CURED, 0)]
    words = {"alice": teacher.Word(trees.CURED, note="read by hand"),
             "bob": teacher.Word(trees.NOT_CURED, 1),
             "carol": teacher.Word(trees.CURED, 5), "zed": teacher.Word(trees.CURED)}
    left = teacher.apply(graded, words)
    assert left == ["carol: score 5 is more than its 2 points",
                    "zed: no tree of that name in this class"]
    assert [(g.verdict, g.score, g.harness_verdict, g.teacher_note) for g in graded] == [
        (trees.CURED, 2, trees.NOT_CURED, "read by hand"),
        (trees.NOT_CURED, 1, trees.CURED, ""),
        (trees.NOT_CURED, 0, trees.NOT_CURED, "")]             # its word left out
    assert gradebook.exit_status(graded) == 1
    assert "the teacher's word (the harness's: not cured)" in gradebook.summary(graded)[0]
    assert "The teacher's word: cured (read by hand); the harness's verdict: not cured." in \
        gradebook.report(graded[0])


def test_a_teacher_s_verdict_survives_a_regrade(tmp_path, capsys, loading_clinics, monkeypatch):
    """make grade twice, the tree's result gone in between (so graded again):
    the teacher's word stands both times, teacher.toml is as the teacher
    wrote it, and result.json keeps the harness's verdict.  The trees are
    no kernel trees, so nothing boots ("not cured: does not build")."""
    from harness.cli import main
    from harness.grading import class_run
    monkeypatch.setattr(class_run.boots, "canary", lambda logdir, deadline=0: (True, ""))
    bug = loading_clinics[0].bug
    for name in ("alice", "bob"):
        (tmp_path / "class" / name).mkdir(parents=True)
    out = tmp_path / "grades"
    assert main(["grade", bug, str(tmp_path / "class"), "--out", str(out)]) == 1
    assert teacher.path_in(out).read_text() == teacher.TEMPLATE
    word = teacher.TEMPLATE + '\n[trees."alice"]\nverdict = "cured"\nnote = "read by hand"\n'
    teacher.path_in(out).write_text(word)
    (gradebook.tree_folder(out, "alice") / RESULT).unlink()      # so it is graded again
    capsys.readouterr()
    assert main(["grade", bug, str(tmp_path / "class"), "--out", str(out)]) == 1   # bob
    assert "1 to grade" in capsys.readouterr().out
    assert teacher.path_in(out).read_text() == word
    with open(out / "gradebook.csv", newline="") as file:
        rows = {row["tree"]: row for row in csv.DictReader(file)}
    assert (rows["alice"]["verdict"], rows["alice"]["harness_verdict"],
            rows["alice"]["teacher_note"]) == (trees.CURED, trees.NOT_CURED, "read by hand")
    assert rows["bob"]["verdict"] == rows["bob"]["harness_verdict"] == trees.NOT_CURED
    saved = json.loads((gradebook.tree_folder(out, "alice") / RESULT).read_text())
    assert saved["verdict"] == trees.NOT_CURED
    teacher.path_in(out).write_text(word + '[trees."bob"]\nverdict = "cured"\n')
    assert main(["grade", bug, str(tmp_path / "class"), "--out", str(out)]) == 0   # the words'
