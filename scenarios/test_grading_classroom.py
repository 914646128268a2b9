"""A class's trees, without booting: what a trusted build takes from a
learner's tree (harness/build.py, course/learner-files.toml), a tree's
grade and the gradebook (harness/grading/one_tree.py, gradebook.py, grade.py),
Gradescope's autograder (gradescope.py), and make exercise's text
(exercise.py; from the variants' builds).

The same trees checked and graded, booted: scenarios/test_trees.py.
"""

import csv
import dataclasses
import json
import os
import re
import subprocess
import xml.etree.ElementTree as ElementTree
import zipfile
from pathlib import Path

import pytest

from harness import endings
from harness import BASE, REPO
from harness.build import build_tree, copy_variant, learner_patterns, not_used, trusted_files
from harness.errors import BuildError, ExpectationError, HarnessError, PatchError
from harness.expected import spec
from harness.grading import classroom, gradebook, gradescope
from harness.grading.one_tree import RESULT, Graded, grade_key, graded_from
from harness.kernel.symbols import kernel_names
from harness.learner import trees
from harness.learner.exercise import first_scenario, instructions
from harness.measured import rates
from harness.run import judge
from harness.run.record import RunRecord

# expected/'s clinics as recorded (CLINICS): what a gradebook is tested on, so
# that a malformed file of expected/ fails only its own items (conftest.py's
# recorded_clinics gives them to the harness for a test).
from support import CLINICS, REJUDGE, graded_tree


@pytest.fixture
def tampered(tmp_path):
    """An unfixed dump_in_freeproc tree whose proftest only prints ALL OK, and
    whose Makefile has a line of its own."""
    tree = copy_variant("dump_in_freeproc", tmp_path / "tampered")
    classroom.tamper_proftest(tree)
    classroom.tamper_makefile(tree)
    return tree


def test_the_learner_s_files_are_the_kernel():
    assert learner_patterns() == ("kernel/*",)


def test_a_tampered_proftest_is_replaced_by_the_reference_s(tampered, tmp_path):
    files = trusted_files(tampered)
    assert files[Path("user/proftest.c")] == BASE
    assert files[Path("Makefile")] == BASE
    assert files[Path("kernel/proc.c")] == tampered           # the learner's: the bug
    assert (tampered / "kernel" / "proc.c").read_bytes() != \
        (BASE / "kernel" / "proc.c").read_bytes()
    assert not_used(tampered) == [Path("Makefile"), Path("user/proftest.c")]
    untouched = copy_variant("dump_in_freeproc", tmp_path / "untouched")
    assert not_used(untouched) == []
    assert trusted_files(untouched).keys() == files.keys()


def test_a_file_the_reference_lacks_is_left_out_and_named(tmp_path):
    tree = copy_variant("reference", tmp_path / "t")
    (tree / "user" / "cheat.c").write_text("int main(void) { return 0; }\n")
    (tree / "kernel" / "notes.txt").write_text("mine\n")
    files = trusted_files(tree)
    assert Path("user/cheat.c") not in files
    assert files[Path("kernel/notes.txt")] == tree
    assert not_used(tree) == [Path("user/cheat.c")]


def test_a_trusted_tree_needs_only_a_kernel_folder(tmp_path):
    (tmp_path / "notes.txt").write_text("hello\n")
    with pytest.raises(BuildError, match="not a kernel tree: it has no kernel"):
        build_tree(tmp_path, trusted=True, cache=tmp_path / "cache")


def test_a_learner_file_list_that_is_not_a_list_of_patterns_is_refused(tmp_path):
    wrong = tmp_path / "learner-files.toml"
    wrong.write_text('learner = "kernel/*"\n')
    with pytest.raises(BuildError, match="must be a list of path patterns"):
        learner_patterns(wrong)


# --- a made class (harness/grading/classroom.py) -----------------------------------------------

def _kernel_differs(tree, other):
    """The kernel files whose text differs between two trees."""
    return sorted(path.relative_to(tree) for path in (tree / "kernel").iterdir()
                  if path.read_bytes() != (other / path.relative_to(tree)).read_bytes())


def _unless_it_lacks(bug, kind):
    """Skip, saying why, when bug's clinic cannot have that kind of tree."""
    why = classroom.lacking(bug, [kind]).get(kind)
    if why:
        pytest.skip(f"{bug}: {why}")


@pytest.mark.parametrize("bug", spec.clinic_names())
def test_every_kind_of_tree_is_made_for_every_clinic(bug, tmp_path):
    """Each kind the clinic does not lack; only the two kinds that need a
    second patch may be lacking (their own tests below say why)."""
    lacks = classroom.lacking(bug)
    assert set(lacks) <= {"fixed-otherwise", "two-bugs"}
    wanted = classroom.make_class(bug, tmp_path, classroom.KIND_NAMES)
    assert list(wanted) == [name for name in classroom.KIND_NAMES if name not in lacks]
    assert sorted(path.name for path in tmp_path.iterdir()) == sorted(wanted)
    assert wanted["fixed"] == trees.CURED
    assert wanted["broken"] == trees.NOT_CURED        # does not build: the tree's fault
    unfixed = tmp_path / "unfixed"
    assert _kernel_differs(tmp_path / "fixed", BASE) == []
    assert _kernel_differs(tmp_path / "fixed-own-programs", BASE) == []
    assert not_used(tmp_path / "fixed-own-programs") == [Path("Makefile"),
                                                          Path("user/proftest.c")]
    assert len(_kernel_differs(tmp_path / "comment-only", unfixed)) == 1
    assert "this is not C" in (tmp_path / "broken" / "kernel" / "proc.c").read_text()
    assert "ALL OK" in (tmp_path / "tampered" / "user" / "proftest.c").read_text()


@pytest.mark.parametrize("bug", spec.clinic_names())
def test_a_fix_written_otherwise_is_the_clinic_s_patch_of_it(bug, tmp_path):
    """bugs/fixed-otherwise/<bug>.patch, on the handed-out tree: kernel files
    only, differing from the reference's and from the bug's."""
    _unless_it_lacks(bug, "fixed-otherwise")
    wanted = classroom.make_class(bug, tmp_path, ("unfixed", "fixed-otherwise"))
    assert wanted == {"unfixed": trees.NOT_CURED, "fixed-otherwise": trees.CURED}
    otherwise = tmp_path / "fixed-otherwise"
    assert _kernel_differs(otherwise, BASE) and _kernel_differs(otherwise, tmp_path / "unfixed"), \
        "a fix written otherwise differs from the reference and from the bug"
    assert not_used(otherwise) == [], "a learner's fix changes the learner's files only"
    header = classroom.fixed_otherwise_patch(bug).read_text().split("\n--- a/")[0]
    assert "Correct though written otherwise:" in header


@pytest.mark.parametrize("bug", spec.clinic_names())
def test_a_two_bug_tree_adds_another_clinic_s_patch(bug, tmp_path):
    _unless_it_lacks(bug, "two-bugs")
    second = classroom.second_bug(bug)
    assert second != bug
    wanted = classroom.make_class(bug, tmp_path, ("unfixed", "two-bugs"))
    assert wanted["two-bugs"] == trees.NOT_CURED
    assert _kernel_differs(tmp_path / "two-bugs", tmp_path / "unfixed") == \
        _kernel_differs(copy_variant(second, tmp_path / "second"), BASE)


def test_a_clinic_without_a_fixed_otherwise_patch_gets_every_other_kind(
        tmp_path, monkeypatch, capsys):
    monkeypatch.setattr(classroom, "FIXED_OTHERWISE", tmp_path / "none")
    wanted = classroom.make_class("no_range_check", tmp_path / "class")
    assert list(wanted) == [name for name in classroom.KIND_NAMES if name != "fixed-otherwise"]
    assert not (tmp_path / "class" / "fixed-otherwise").exists()
    assert (f"no_range_check: no fixed-otherwise tree: {tmp_path}/none/no_range_check.patch "
            f"does not exist") in capsys.readouterr().err


def test_a_fixed_otherwise_patch_that_no_longer_applies_names_the_hunk(tmp_path, monkeypatch):
    mine = tmp_path / "fixed-otherwise"
    mine.mkdir()
    text = classroom.fixed_otherwise_patch("no_range_check").read_text()
    assert text.count(" profsample(struct prof *pr, uint64 pc)\n") == 1
    (mine / "no_range_check.patch").write_text(
        text.replace(" profsample(struct prof *pr, uint64 pc)\n",
                     " profsample(struct prof *pr, uint64 where)\n"))
    monkeypatch.setattr(classroom, "FIXED_OTHERWISE", mine)
    with pytest.raises(PatchError) as error:
        classroom.make_class("no_range_check", tmp_path / "class", ("fixed-otherwise",))
    said = str(error.value)
    assert "no_range_check: the fixed-otherwise tree cannot be made" in said
    assert "kernel/prof.c: Hunk #1 FAILED" in said


def test_a_clinic_whose_neighbours_patches_all_conflict_has_no_two_bug_tree(monkeypatch):
    """sepc_after_yield and clockintr_sampling both change usertrap's timer branch."""
    monkeypatch.setattr(classroom, "known_variants",
                        lambda: ["reference", "clockintr_sampling", "sepc_after_yield"])
    assert classroom.lacking("sepc_after_yield") == {
        "two-bugs": "no two-bugs tree: no other clinic's patch applies beside "
                    "bugs/sepc_after_yield.patch (tried: clockintr_sampling)"}
    with pytest.raises(classroom.Lacking, match="no two-bugs tree"):
        classroom.second_bug("sepc_after_yield")


def test_an_unknown_kind_of_tree_lists_the_known_ones():
    with pytest.raises(HarnessError, match="the kinds are: unfixed, fixed, "):
        classroom.kind("half-fixed")


# --- grades --------------------------------------------------------------------------

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


def test_the_gradebook_has_a_row_a_tree_and_a_junit_testcase_a_scenario(tmp_path):
    graded = [graded_tree("bob", [trees.AS_REFERENCE, trees.FAILS]),
              graded_tree("alice", [trees.AS_REFERENCE, trees.AS_REFERENCE]),
              graded_tree("carol", [trees.DID_NOT_RUN, trees.AS_REFERENCE])]
    gradebook.write(graded, tmp_path)
    with open(tmp_path / "gradebook.csv", newline="") as file:
        rows = list(csv.DictReader(file))
    assert list(rows[0]) == list(gradebook.COLUMNS)
    assert [(r["tree"], r["verdict"], r["score"]) for r in rows] == [
        ("alice", "cured", "2"), ("bob", "not cured", "1"), ("carol", "grader trouble", "1")]
    suite = ElementTree.parse(tmp_path / "junit.xml").getroot().find("testsuite")
    assert (suite.get("tests"), suite.get("failures"), suite.get("errors")) == ("6", "1", "1")
    failed = suite.find("testcase[@classname='bob'][@name='gdb at the panic']/failure")
    assert failed.get("message") == trees.FAILS
    saved = json.loads((tmp_path / "gradebook.json").read_text())
    assert [t["tree"] for t in saved["trees"]] == ["alice", "bob", "carol"]
    report = (tmp_path / "trees" / "bob" / "report.md").read_text()
    assert "# bob: not cured" in report and "Logs: logs/bob" in report
    assert gradebook.exit_status(graded) == 2
    assert gradebook.exit_status(graded[:2]) == 1
    assert gradebook.exit_status(graded[1:2]) == 0


def test_every_gradebook_cell_is_one_short_line_and_a_report_ends_with_its_command(tmp_path):
    """A flooding tree's first failing check quotes many console lines:
    the CSV keeps one line of at most CELL_WIDTH characters (a spreadsheet
    import breaks on more), report.md keeps them all and ends with the
    command that checks the tree again."""
    flood = "\n".join(f"hart 1 says hello {n}" for n in range(20))
    graded = graded_tree("eve", [trees.AS_REFERENCE, trees.FAILS])
    graded.first_failing = f"gdb at the panic: fails otherwise: {flood}"
    graded.source = str(tmp_path / "class" / "eve's tree")
    gradebook.write([graded], tmp_path)
    text = (tmp_path / "gradebook.csv").read_text()
    assert len(text.splitlines()) == 2, text        # the header and one row
    with open(tmp_path / "gradebook.csv", newline="") as file:
        [row] = list(csv.DictReader(file))
    cells = list(row.values())
    assert all("\n" not in cell and len(cell) <= gradebook.CELL_WIDTH for cell in cells), cells
    assert row["first_failing"].startswith("gdb at the panic: fails otherwise: hart 1 says hello 0 "
                                           "hart 1 says hello 1 ")
    assert row["first_failing"].endswith("...")
    assert gradebook.one_line("short\n  one") == "short one"
    report = (tmp_path / "trees" / "eve" / "report.md").read_text()
    assert "hart 1 says hello 19" in report
    assert report.rstrip().splitlines()[-1] == \
        f"    ./profclinic check dump_in_freeproc '{tmp_path}/class/eve'\"'\"'s tree'"
    assert all(len(line) <= gradebook.CELL_WIDTH + 60 for line in gradebook.summary([graded]))


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


# --- Gradescope ----------------------------------------------------------------------

def test_the_gradescope_zip_holds_its_scripts_and_the_project(tmp_path, recorded_clinics):
    path = gradescope.make_zip("dump_in_freeproc", tmp_path / "g.zip")
    with zipfile.ZipFile(path) as made:
        names = made.namelist()
        run = made.getinfo("run_autograder")
        assert run.external_attr >> 16 & 0o111          # executable
        assert "gradescope-run dump_in_freeproc" in made.read(run).decode()
        assert "apt-get update" in made.read("setup.sh").decode()
    assert names[:2] == ["setup.sh", "run_autograder"]
    assert {"profclinic/harness/grading/gradescope.py", "profclinic/base/kernel/proc.c",
            "profclinic/bugs/dump_in_freeproc.patch"} <= set(names)
    assert not [name for name in names if "/.build/" in name or "/logs/" in name]


def test_a_submission_s_kernel_files_are_found_in_a_folder_or_alone(tmp_path):
    (tmp_path / "a" / "kernel").mkdir(parents=True)
    (tmp_path / "a" / "kernel" / "proc.c").write_text("x")
    (tmp_path / "a" / "user").mkdir()
    (tmp_path / "a" / "user" / "proftest.c").write_text("x")
    assert list(gradescope.submission_files(tmp_path / "a")) == [Path("kernel/proc.c")]
    (tmp_path / "b").mkdir()
    (tmp_path / "b" / "proc.c").write_text("x")
    assert list(gradescope.submission_files(tmp_path / "b")) == [Path("kernel/proc.c")]
    assert gradescope.submission_files(tmp_path / "none") == {}


def test_run_autograder_writes_results_json_in_gradescope_s_layout(tmp_path, loading_clinics):
    """run_autograder from the zip, in a folder laid out as Gradescope's
    /autograder (AUTOGRADER_ROOT), on a submission whose kernel does not
    compile: every test (a scenario that judges a learner) failed, 0 points,
    exit 1 (not cured: does not build, with the compiler's line).  run_autograder reads expected/: the clinic is one
    whose file loads."""
    clinic = loading_clinics[0]
    root = tmp_path / "autograder"
    with zipfile.ZipFile(gradescope.make_zip(clinic.bug, tmp_path / "g.zip")) as made:
        (root / "source").mkdir(parents=True)
        (root / "source" / "run_autograder").write_bytes(made.read("run_autograder"))
    (root / "source" / "profclinic").symlink_to(REPO)     # as setup.sh left it, built
    (root / "submission" / "kernel").mkdir(parents=True)
    (root / "submission" / "kernel" / "proc.c").write_text("this is not C;\n")
    ran = subprocess.run(["bash", str(root / "source" / "run_autograder")],
                         env={**os.environ, "AUTOGRADER_ROOT": str(root)},
                         capture_output=True, text=True)
    assert ran.returncode == 1, ran.stderr      # not cured: its kernel does not build
    results = json.loads((root / "results" / "results.json").read_text())
    assert results["score"] == 0
    assert results["tests"]
    assert [(t["name"], t["score"], t["max_score"], t["status"]) for t in results["tests"]] == [
        (s.name, 0, s.points, "failed") for s in trees.learner_scenarios(clinic)]
    assert "not cured" in results["output"] and "does not build" in results["output"]
    assert "kernel/proc.c:1:" in results["output"]      # the compiler's own line


# --- exercises -----------------------------------------------------------------------

@pytest.mark.parametrize("bug", spec.clinic_names())
def test_every_exercise_says_what_to_type_how_often_and_how_long(bug, builds):
    """make exercise's text for every clinic, from the variant's own build:
    no ${...} left, how often the symptom showed (k of N), how many boots
    make check takes (and how long, where the boots were timed)."""
    clinic = spec.load_clinic(bug)
    first = first_scenario(clinic)
    names = kernel_names(builds(bug).source, first, bug)
    text = instructions(clinic, f"exercises/{bug}", names, rates.load(bug))
    flowing = " ".join(text.split())
    assert "${" not in text
    assert re.search(r"(shows by chance|showed every time it was measured): in \d+ of \d+ boots",
                     flowing)
    assert re.search(r"make check boots your kernel \d+ times \((1 scenario|\d+ scenarios)",
                     flowing)
    # Every scenario's boots were timed (2026-12-02): the time is said.
    assert re.search(r"about (1 minute|\d+ minutes) when it is cured", flowing)
    assert max(len(line) for line in text.splitlines()) <= 90
    if bug == "no_range_check":
        assert re.search(r"prof -k 0x[0-9a-f]+ 0x[0-9a-f]+ -s 1 usertests -q", text)
        assert "hi = align_up(end('pop_off'), 0x100)" in flowing


# --- what a learner's tree is judged by -----------------------------------------------

def _recorded(side, bug, scenario):
    name = f"test_clinics.{'test_bug_shows_its_symptom' if side == 'bug' else 'test_reference_under'}"
    return RunRecord.load(REJUDGE / f"{name}[{bug}-{scenario}]" / "run-1" / "run.json")


def _scenario(bug, name):
    return next(s for s in spec.load_clinic(bug).scenarios if s.name == name)


def test_a_correct_fix_of_another_shape_is_not_judged_by_the_reference_s_registers(
        recorded_clinics):
    """sepc_after_yield's gdb scenario compares the live $sepc with the trap
    frame's epc at profsample: only the reference's code shape (sampling
    before yield) makes them equal.  A fix that samples after yield, from
    the trap frame, has them differ and is still correct: a learner's
    check does not run that scenario, and its checks never count."""
    scenario = _scenario("sepc_after_yield", "gdb at the samples under three hogs")
    assert not scenario.for_learners
    assert [s.name for s in trees.learner_scenarios(spec.load_clinic("sepc_after_yield"))] == [
        "proftest alone, then under three hogs"]
    run = _recorded("bug", "sepc_after_yield", "gdb_at_the_samples_under_three_hogs")
    assert run.verdict == endings.SYMPTOM                   # the suite: the mechanism shows
    learner = judge.for_learner(run, scenario)
    assert learner.symptom == [] and learner.reference == []
    assert learner.verdict == endings.NO_SYMPTOM and judge.reference_failures(learner) == []
    assert run.verdict == endings.SYMPTOM and len(run.symptom) == 2     # the run keeps them


def test_a_learner_s_tree_that_still_panics_still_shows_the_symptom(recorded_clinics):
    scenario = _scenario("dump_in_freeproc", "gdb at the panic")
    run = judge.for_learner(_recorded("bug", "dump_in_freeproc", "gdb_at_the_panic"), scenario)
    assert [o.says for o in run.symptom] == ["gdb stops in panic",
                                           "panic's message is acquire's"]
    assert judge.shows(run)
    assert "proftest passes and gdb never stops in panic: no" in judge.reference_failures(run)
    reference = judge.for_learner(_recorded("reference", "dump_in_freeproc", "gdb_at_the_panic"),
                                  scenario)
    assert judge.reference_failures(reference) == []


@pytest.mark.parametrize("bug", spec.clinic_names())
def test_every_clinic_judges_a_learner_by_some_scenario_of_behaviour(bug):
    """Each clinic keeps a console scenario for learners, and no check of
    its console scenarios is marked mechanism."""
    clinic = spec.load_clinic(bug)
    assert trees.learner_scenarios(clinic), bug
    for scenario in clinic.scenarios:
        if not scenario.gdb:
            assert scenario.for_learners and not any(c.mechanism for c in scenario.checks)


def test_two_trees_of_the_same_name_keep_their_logs_apart(tmp_path, monkeypatch):
    from argparse import Namespace
    from harness.cli import _tree_logs
    monkeypatch.chdir(tmp_path)
    alice = _tree_logs(Namespace(tree="subs/alice/xv6", logdir=None), "check-x")
    bob = _tree_logs(Namespace(tree="subs/bob/xv6", logdir=None), "check-x")
    assert alice != bob and alice.name == "subs-alice-xv6"


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
