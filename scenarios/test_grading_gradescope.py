"""A Gradescope autograder for one clinic (harness/grading/gradescope.py):
the zip, a submission's kernel files, and run_autograder in Gradescope's
layout on a submission that does not compile."""

import json
import os
import subprocess
import zipfile
from pathlib import Path

from harness import REPO
from harness.grading import gradescope
from harness.learner import trees


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
