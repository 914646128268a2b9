"""What a class did (harness/grading/classreport.py), on made Graded
records and on the recorded runs of each clinic's bug and reference: the
groups a teacher reads in class.md and gradebook.json, what to tell each
group's students, and each tree's report.md.  The clinics are the
recorded copies (recorded_clinics)."""

import json
import re

import pytest

from harness.errors import DoesNotCompile
from harness.expected import spec
from harness.grading import classreport, gradebook
from harness.grading.one_tree import Graded, _unbuilt, graded_from
from harness.learner import boots, trees
from harness.reports import markdown, plots
from harness.run.judge import for_learner
from harness.run.record import load_runs

from support import CLINICS, REJUDGE, graded_tree

pytestmark = pytest.mark.usefixtures("recorded_clinics")


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
    mistake = spec.load_clinic("dump_in_freeproc", CLINICS).teacher.mistake
    assert mistake.startswith("still writes prof.out from freeproc")
    assert [classreport.group_of(g) for g in graded] == [
        None, mistake, mistake, "panics: kerneltrap", "panics: kerneltrap",
        "not as the reference: proftest passes", "panics at boot: init exiting", boots.HANGS,
        "does not build", trees.GRADER_TROUBLE]
    groups = classreport.groups(graded)
    assert [(g.label, g.trees) for g in groups][:2] == [
        ("panics: kerneltrap", ["dave", "erin"]),          # the largest first, then by label
        (mistake, ["bob", "carol"])]
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


# --- a class made of recorded runs: what the teacher reads -----------------------------

def _recorded(bug, name, side):
    """A tree of bug's clinic whose scenarios did what the recorded runs of
    the bug ("bug_shows") or of the reference ("reference_under") did."""
    clinic = spec.load_clinic(bug, CLINICS)
    runs = load_runs(REJUDGE)
    findings = [trees.Finding(bug, boots.SCENARIO, trees.AS_REFERENCE, "", boots=1, allowed=1)]
    for scenario in trees.learner_scenarios(clinic):
        made = [for_learner(run, scenario) for run in runs
                if run.bug == bug and run.scenario == scenario.name and side in str(run.folder)]
        if made:
            findings.append(trees.finding_of(bug, scenario, made, len(made)))
    return graded_from(clinic, name, findings, key="k", logdir=f"logs/{name}", seconds=20.0)


RAW = ("[(", "('", ": True", ": False", "\\000", "(seen:", "judged not cured with chance")


def _no_raw(text):
    """No Python repr, no generic chance, no address in decimal (a number of
    ten digits or more), in a page a teacher reads."""
    assert not [raw for raw in RAW if raw in text], text
    assert not re.search(r"(?<![\w.])\d{10,}(?![\w.])", text), text


def test_a_class_of_recorded_trees_reads_as_the_handout_says_it(tmp_path):
    """Each clinic's bug's recorded runs as a tree: grouped under the
    clinic's mistake, with its hint and where the answer is; its evidence
    in words; no Python, no chance figure; class.md ends with what to do
    next.  (One test for every recorded clinic: an item named after a
    clinic would be one a new clinic lacks, test_clinics_as_data.py.)"""
    for bug in spec.clinic_names(CLINICS):
        _read_as_the_handout_says_it(bug, tmp_path / bug)


def _read_as_the_handout_says_it(bug, tmp_path):
    clinic = spec.load_clinic(bug, CLINICS)
    graded = [_recorded(bug, "unfixed", "bug_shows"), _recorded(bug, "fixed", "reference_under")]
    assert [g.verdict for g in graded] == [trees.NOT_CURED, trees.CURED]
    gradebook.write(graded, tmp_path)
    text = (tmp_path / classreport.CLASS_MD).read_text()
    assert f"### {markdown.prose(clinic.teacher.mistake)} (1)" in text
    assert f"**Tell the student:** {markdown.prose(clinic.teacher.shows)}" in text
    assert f"transcripts/{bug}.md" in text and clinic.handout in text
    assert text.rstrip().splitlines()[-1].startswith("Send each group's students")
    report = (tmp_path / "trees" / "unfixed" / "report.md").read_text()
    assert f"**What it did:** {markdown.prose(clinic.teacher.mistake)}; in '" in report
    assert f"**Tell the student:** {markdown.prose(clinic.teacher.shows)}" in report
    assert f"transcripts/{bug}.md" in report
    assert sum(line.startswith("|---") for line in report.splitlines()) == 1   # one table
    for page in (text, report, (tmp_path / "trees" / "fixed" / "report.md").read_text()):
        _no_raw(page)


def test_groups_of_different_kinds_get_different_hints_and_every_group_one(tmp_path):
    graded = _class()
    groups = classreport.groups(graded)
    hints = {group.label: group.hint for group in groups if group.verdict == trees.NOT_CURED}
    teacher = spec.load_clinic("dump_in_freeproc", CLINICS).teacher
    assert hints[teacher.mistake] == teacher.shows
    assert hints["panics: kerneltrap"] == teacher.panics
    assert hints["not as the reference: proftest passes"] == teacher.fails
    assert hints[boots.HANGS] == classreport.GENERIC[boots.HANGS]
    assert hints["does not build"] == classreport.GENERIC["does not build"]
    assert len(set(hints.values())) == len(hints) and all(hints.values())
    gradebook.write(graded, tmp_path)
    text = (tmp_path / classreport.CLASS_MD).read_text()
    assert text.count("**Tell the student:**") == len(hints)
    assert text.count("**Where the answer is:**") == len(hints)
    _no_raw(text)
    assert text.rstrip().splitlines()[-1].startswith("Send each group's students")


def test_a_failed_proftest_check_names_the_group_by_the_check():
    frank = _tree("frank", OK, (trees.FAILS, "proftest: exec keeps the profile: FAIL",
                                "proftest: exec keeps the profile: FAIL"), OK)
    assert classreport.group_of(frank) == "fails proftest's check: exec keeps the profile"


def test_no_page_prints_a_generic_chance_beside_a_verdict(tmp_path):
    """Until a verdict has a figure of its own, none is printed beside it."""
    gradebook.write(_class(), tmp_path)
    pages = [tmp_path / classreport.CLASS_MD] + list((tmp_path / "trees").glob("*/report.md"))
    for page in pages:
        text = page.read_text()
        assert "chance" not in text and "By chance alone" not in text, page


def test_each_group_and_each_report_says_how_often_the_reference_did_the_same(tmp_path):
    """Beside each not-cured finding, its own figure from the reference's
    measured tries (measured/rates/dump_in_freeproc.toml, so counts are
    matched, not named): in class.md the group's example's, in report.md
    each finding's; none for a tree that did not build or could not be
    judged, and no figure of a whole check's boots anywhere."""
    gradebook.write(_class(), tmp_path)
    text = (tmp_path / classreport.CLASS_MD).read_text()
    counts = r"in \d+ of \d+ measured tries of (this scenario|every clinic's scenarios)"
    bound = r".*at most \d+\.\d% a try, 95% confidence\)"
    for did in (r"showed this symptom", r"printed 'panic: kerneltrap'",
                r"failed this check", r"printed 'panic: init exiting'",
                r"hung on its way to the first prompt"):
        assert re.search(rf"\*\*On the reference:\*\* the reference {did} {counts}{bound}",
                         text), did
    assert text.count("**On the reference:**") == 5     # not "does not build", nor trouble
    reports = {path.parent.name: path.read_text()
               for path in (tmp_path / "trees").glob("*/report.md")}
    assert re.search(rf"\*\*On the reference, in 'proftest':\*\* the reference showed this "
                     rf"symptom {counts}{bound}", reports["bob"])
    assert re.search(r"\*\*On the reference, in 'boots to the shell':\*\* the reference hung "
                     r"on its way to the first prompt .*deadline", reports["heidi"])
    for name in ("alice", "ivan", "judy"):
        assert "On the reference" not in reports[name], name
    for page in [text, *reports.values()]:
        assert "a cured tree fails these boots" not in page
        _no_raw(page)
    groups = classreport.groups(_class())
    assert [bool(group.on_reference) for group in groups] == [
        group.label not in ("does not build", trees.GRADER_TROUBLE) for group in groups]
