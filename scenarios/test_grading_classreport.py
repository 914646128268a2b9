"""What a class did (harness/grading/classreport.py), on made Graded
records: the groups a teacher reads in class.md and gradebook.json."""

import json

from harness.errors import DoesNotCompile
from harness.expected import spec
from harness.grading import classreport, gradebook
from harness.grading.one_tree import Graded, _unbuilt
from harness.learner import boots, trees
from harness.reports import plots

from support import CLINICS, graded_tree



def _tree(name, *scenarios, seconds=30.0):
    """A dump_in_freeproc tree's Graded: the boot check, then its
    scenarios, each (status, evidence, cause) or a status alone."""
    return graded_tree(name, scenarios, checked=True, seconds=seconds)


OK = trees.AS_REFERENCE
KERNELTRAP = (trees.FAILS, "panic: kerneltrap", "panic: kerneltrap")


def _class():
    clinic = spec.load_clinic("dump_in_freeproc", CLINICS)
    unbuilt = _unbuilt(clinic, "ivan", "k", "logs/ivan", [],
                       DoesNotCompile("make failed", ["proc.c:12: error: expected ';'"]), 3.0)
    return [
        _tree("alice", OK, OK, OK, seconds=35.0),
        _tree("bob", OK, (trees.SHOWS, "the dump's file is freed at exit", ""), OK),
        _tree("carol", OK, (trees.SHOWS, "the dump's file is freed at exit", ""), OK),
        _tree("dave", OK, KERNELTRAP, OK, seconds=90.0),
        _tree("erin", OK, OK, KERNELTRAP),
        _tree("frank", OK, (trees.FAILS, "proftest passes: no", "proftest passes"), OK),
        _tree("grace", (boots.PANICS_AT_BOOT, "panic: init exiting, in boot 1 of 1",
                        "panic: init exiting"), trees.DID_NOT_RUN, trees.DID_NOT_RUN),
        _tree("heidi", (boots.HANGS, "no first prompt in 9 s, QEMU busy", ""),
              trees.DID_NOT_RUN, trees.DID_NOT_RUN, seconds=400.0),
        unbuilt,
        _tree("judy", OK, (trees.DID_NOT_RUN, "0 of 1 boots ran: qemu died", ""), OK),
    ]


def test_each_not_cured_tree_is_grouped_by_what_it_did_and_grader_trouble_comes_last():
    graded = _class()
    first = trees.learner_scenarios(spec.load_clinic("dump_in_freeproc", CLINICS))[0].name
    assert [classreport.group_of(g) for g in graded] == [
        None, f"shows the symptom in '{first}'", f"shows the symptom in '{first}'",
        "panics: kerneltrap", "panics: kerneltrap", f"fails '{first}': proftest passes",
        "panics at boot: init exiting", boots.HANGS, "does not build", trees.GRADER_TROUBLE]
    groups = classreport.groups(graded)
    assert [(g.label, g.trees) for g in groups][:2] == [
        ("panics: kerneltrap", ["dave", "erin"]),          # the largest first, then by label
        (f"shows the symptom in '{first}'", ["bob", "carol"])]
    assert (groups[-1].label, groups[-1].trees) == (trees.GRADER_TROUBLE, ["judy"])
    assert groups[0].example.endswith(": panic: kerneltrap")
    assert sum(len(g.trees) for g in groups) == 9          # every tree but the cured one


def test_a_result_written_before_causes_were_kept_groups_as_a_new_one():
    """result.json of an earlier make grade has no `cause`: its evidence gives it."""
    graded = _class()[3]
    old = graded.as_dict()
    for scenario in old["scenarios"]:
        scenario.pop("cause")
    again = Graded.from_dict(json.loads(json.dumps(old)))
    assert classreport.group_of(again) == "panics: kerneltrap"


def test_class_md_names_the_groups_their_trees_an_example_and_the_slowest(tmp_path):
    graded = _class()
    gradebook.write(graded, tmp_path)
    text = (tmp_path / classreport.CLASS_MD).read_text()
    assert text.startswith("# dump_in_freeproc: what the class's 10 trees did")
    assert "| cured | 1 |" in text and "| not cured | 8 |" in text
    assert "| grader trouble | 1 |" in text
    assert "### panics: kerneltrap (2)" in text
    assert "[dave](trees/dave/report.md), [erin](trees/erin/report.md)" in text
    assert "For example, dave, in " in text
    trouble = text.index("## Grader trouble")
    assert "[judy](trees/judy/report.md)" in text[trouble:]
    assert "judy" not in text[:trouble].split("## Not cured")[1]
    slowest = text.split("## Time")[1]
    assert slowest.index("heidi") < slowest.index("dave") < slowest.index("alice")
    assert "400 s the slowest" in slowest
    saved = json.loads((tmp_path / "gradebook.json").read_text())
    assert saved["groups"][0] == {"label": "panics: kerneltrap", "verdict": trees.NOT_CURED,
                                  "trees": ["dave", "erin"],
                                  "example": saved["groups"][0]["example"]}
    if plots.have_matplotlib():
        assert "![" in text and (tmp_path / classreport.CLASS_SVG).read_text().lstrip() \
            .startswith("<?xml")


def test_a_class_with_every_tree_cured_has_no_groups(tmp_path):
    graded = [_tree("alice", OK, OK, OK), _tree("bob", OK, OK, OK)]
    assert classreport.groups(graded) == []
    text = classreport.report(graded, tmp_path, lambda name: tmp_path / "trees" / name,
                              figure=False)
    assert "## Not cured" not in text and "## Grader trouble" not in text
    assert "| cured | 2 |" in text
