"""A Gradescope autograder for one clinic: make gradescope.

Gradescope unpacks the zip into /autograder/source, runs setup.sh there
once (building its image), then, for each submission, copies
run_autograder to /autograder/run_autograder and runs it: the learner's
files are in /autograder/submission, and /autograder/results/results.json
is what it reads back.

- make_zip(bug, path): the zip: setup.sh and run_autograder at its top,
  and this project's files (project_files) in profclinic/.
- run(bug, root): what run_autograder does (root is /autograder, or
  $AUTOGRADER_ROOT to try it elsewhere): the tree the learner was handed
  (the clinic's variant) with the learner's files of the submission put
  in (submission_files), checked
  as make grade checks one (grading.grade_tree), and results.json: a test
  a scenario (name, score, max_score, status, output), the verdict and
  the first failing check in its output.  Returns check's exit status.
"""

import json
import shutil
import subprocess
import tempfile
import zipfile
from pathlib import Path

from harness import REPO
from harness.build import copy_variant, source_files
from harness.errors import HarnessError
from harness.expected import spec
from harness.grading.one_tree import grade_tree
from harness.learner import trees
from harness.learner.trust import is_learners, learner_patterns

FOLDER = "profclinic"      # where the project lies in the zip, under /autograder/source

SETUP = """#!/usr/bin/env bash
# Run once by Gradescope as root in /autograder/source, building the image:
# the Debian or Ubuntu packages profclinic needs, then the reference and the
# clinic's variant, so that each submission only builds its own kernel.
set -euo pipefail
cd /autograder/source/{folder}
apt-get update -qq
bash scripts/setup
/usr/bin/python3 -m harness build reference {bug}
"""

RUN = """#!/usr/bin/env bash
# Run by Gradescope for each submission: checks it against {bug} and writes
# results.json.  AUTOGRADER_ROOT stands for /autograder, to try it elsewhere.
# Exit status: 0 cured, 1 not cured, 2 grader trouble (results.json says which).
root="${{AUTOGRADER_ROOT:-/autograder}}"
cd "$root/source/{folder}"
exec /usr/bin/python3 -m harness gradescope-run {bug} --root "$root"
"""


def project_files(repo=REPO):
    """The files of the project: those git tracks or would (not the ignored ones)."""
    listed = subprocess.run(["git", "-C", str(repo), "ls-files", "-z", "--cached", "--others",
                             "--exclude-standard"], capture_output=True,
                            text=True)
    if listed.returncode != 0:
        raise HarnessError(f"make gradescope packs the files git tracks, and {repo} is not a "
                           f"git checkout: {listed.stderr.strip()}")
    return [Path(name) for name in listed.stdout.split("\0") if name
            and (repo / name).is_file()]


def make_zip(bug, path):
    """The autograder zip of bug's clinic at path; returns path."""
    spec.load_clinic(bug)
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as made:
        for name, text in (("setup.sh", SETUP), ("run_autograder", RUN)):
            info = zipfile.ZipInfo(name)
            info.external_attr = 0o100755 << 16          # an executable file
            made.writestr(info, text.format(bug=bug, folder=FOLDER))
        for relative in project_files():
            made.write(REPO / relative, f"{FOLDER}/{relative}")
    return path


def submission_files(submission, patterns=None):
    """{relative path in the tree: file} of a submission: its files that are
    the learner's (kernel/proc.c, ...), or, when it has none, its top-level
    files taken as kernel/ files (a learner who uploaded proc.c alone)."""
    patterns = learner_patterns() if patterns is None else patterns
    submission = Path(submission)
    files = source_files(submission) if submission.is_dir() else []
    mine = {relative: submission / relative for relative in files
            if is_learners(relative, patterns)}
    if not mine:
        mine = {Path("kernel") / relative: submission / relative for relative in files
                if len(relative.parts) == 1 and is_learners(Path("kernel") / relative,
                                                             patterns)}
    return mine


def run(bug, root):
    """run_autograder's work (see the module's text); check's exit status."""
    root = Path(root)
    results = root / "results"
    results.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="profclinic-submission-") as scratch:
        tree = copy_variant(bug, Path(scratch) / "tree")      # what the learner was handed
        given = submission_files(root / "submission")
        for relative, file in given.items():
            (tree / relative).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(file, tree / relative)
        graded = grade_tree(bug, tree, "submission", results, None)     # its logs: results/logs
    (results / "results.json").write_text(json.dumps(results_json(graded, len(given)),
                                                     indent=1) + "\n")
    return trees.EXIT_STATUS[graded.verdict]


def results_json(graded, files_given):
    """Gradescope's results.json of a Graded."""
    tests = [{"name": s.name, "score": s.points, "max_score": s.max_points,
              "status": "passed" if s.status == trees.AS_REFERENCE else "failed",
              "output": f"{s.status}: {s.evidence}" if s.evidence else s.status}
             for s in graded.scenarios]
    said = [f"{graded.bug}: {graded.verdict} ({graded.boots} of {graded.budget} boots, "
            f"{graded.seconds:.0f} s)"]
    if graded.first_failing:
        said.append(f"first failing: {graded.first_failing}")
    if graded.warning:
        said.append(f"cured, with a warning: {graded.warning}")
    if files_given == 0:
        said.append("the submission held none of the learner's files (kernel/...): "
                    "this is the handed-out kernel's verdict")
    if graded.verdict == trees.GRADER_TROUBLE:
        said.append("grader trouble: the grader could not judge this submission, for a fault "
                    "of its own and not of your kernel; this score is not your grade: ask "
                    "for a regrade")
    if graded.error:
        said.append(graded.error)
    return {"score": graded.score, "output": "\n".join(said), "tests": tests}
