"""One learner's tree graded (harness/grading/one_tree.py), from made-up
findings of its clinic as recorded (data/clinics/: a malformed file of
expected/ fails only its own items): its points, its verdict and the
scenario it first failed, and the Graded as plain data."""

import datetime
import json

import pytest

from harness.errors import ExpectationError
from harness.expected import spec
from harness.grading import one_tree
from harness.grading.one_tree import Graded, graded_from
from harness.learner import trees

from support import CLINICS, graded_tree


def _finding(scenario, status, boots=1, allowed=1, evidence="seen"):
    return trees.Finding("dump_in_freeproc", scenario, status, evidence, boots=boots,
                         allowed=allowed)


def test_a_cured_tree_gets_every_point():
    graded = graded_tree("alice", [trees.AS_REFERENCE, trees.AS_REFERENCE])
    assert (graded.verdict, graded.score, graded.max_score) == (trees.CURED, 2, 2)
    assert graded.first_failing == ""
    assert (graded.boots, graded.budget) == (2, 2)


def test_a_tree_that_fails_one_scenario_is_not_cured_and_names_it():
    graded = graded_tree("bob", [trees.AS_REFERENCE, trees.FAILS])
    assert (graded.verdict, graded.score) == (trees.NOT_CURED, 1)
    assert graded.first_failing == "gdb at the panic: fails otherwise: seen"
    unsure = graded_tree("carol", [trees.AS_REFERENCE, trees.DID_NOT_RUN])
    assert (unsure.verdict, unsure.score) == (trees.GRADER_TROUBLE, 1)
    both = graded_tree("dave", [trees.DID_NOT_RUN, trees.SHOWS])
    assert both.verdict == trees.NOT_CURED       # a scenario that ran and showed the bug
    assert both.first_failing.startswith("gdb at the panic: shows the symptom")


def test_points_come_from_the_expected_file(tmp_path):
    source = (CLINICS / "dump_in_freeproc.toml").read_text().replace(
        'name = "proftest"', 'name = "proftest"\npoints = 3', 1)
    clinic = spec.parse_clinic(source, tmp_path / "dump_in_freeproc.toml")
    assert [s.points for s in clinic.scenarios] == [3, 1]
    findings = [_finding(s.name, trees.AS_REFERENCE) for s in clinic.scenarios]
    assert graded_from(clinic, "t", findings).max_score == 4
    with pytest.raises(ExpectationError, match="points"):
        spec.parse_clinic(source.replace("points = 3", "points = 0"),
                          tmp_path / "dump_in_freeproc.toml")


def test_a_graded_tree_travels_as_plain_data():
    graded = graded_tree("alice", [trees.AS_REFERENCE, trees.FAILS])
    again = Graded.from_dict(json.loads(json.dumps(graded.as_dict())))
    assert again == graded


def test_a_graded_tree_keeps_when_it_started_and_ended(tmp_path, monkeypatch):
    def broken(*_):
        raise RuntimeError("no")
    monkeypatch.setattr(one_tree, "grade_tree", broken)
    graded = one_tree.graded_or_trouble("dump_in_freeproc", tmp_path, "t", tmp_path / "out")
    assert graded.verdict == trees.GRADER_TROUBLE
    started, ended = map(datetime.datetime.fromisoformat, (graded.started, graded.ended))
    assert started.tzinfo is not None and started <= ended
    monkeypatch.setattr(one_tree, "grade_tree", lambda *_: graded_tree("t", ["as the reference"]))
    cured = one_tree.graded_or_trouble("dump_in_freeproc", tmp_path, "t", tmp_path / "out")
    assert cured.verdict == trees.CURED and cured.started and cured.ended
    old = cured.as_dict()
    del old["started"], old["ended"]                 # a result.json written before them
    assert Graded.from_dict(old).started == ""
