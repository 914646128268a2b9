"""make reverse-error: cured trees graded again and again, and their "not
cured" verdicts counted, to keep the model of the reverse error honest
(harness/learner/chances.py: reverse_error; the counts:
harness/grading/reverse.py).

- validate(bug, checks, jobs): `checks` cured trees of bug's clinic (its
  fixed and fixed-otherwise kinds, by turns: harness/grading/classroom.py)
  made under .build/reverse-error/<bug>/ and graded there by make grade,
  `jobs` at a time; the count joins bug's in reverse.COUNTS, and each
  cured tree judged not cured is named there with why.  Each tree's
  scenarios' boots, how many failed, when they ran and whether another
  tree was graded meanwhile are added to
  measured/grading/reverse-boots/<bug>.csv (harness/grading/reverse_boots.py),
  their totals to the count (boots, failed_boots).
- run(...) prints, a clinic, the run, the model beside the count
  (reverse.said), and the clustering test of its boots so far
  (reverse_boots.clustering: failures with a neighbour and without).

    python3 -m harness reverse-error [BUG ...] [--checks N] [--jobs J]
"""

import datetime
import json
import shutil
import subprocess
import time

from harness import REPO
from harness.build import CACHE
from harness.expected import spec
from harness.grading import classroom, reverse, reverse_boots
from harness.grading.class_run import grade
from harness.learner import trees

WORK = CACHE / "reverse-error"
CURED_KINDS = ("fixed", "fixed-otherwise")
CHECKS = 20               # a run's cured trees, when not told


def validate(bug, checks=CHECKS, jobs=1):
    """Grade `checks` cured trees of bug's clinic; add the count to COUNTS.
    Returns the Count."""
    folder, out = WORK / bug / "class", WORK / bug / "out"
    shutil.rmtree(WORK / bug, ignore_errors=True)
    made = classroom.make_class(bug, WORK / bug / "kinds", CURED_KINDS)
    kinds = [kind for kind in CURED_KINDS if kind in made]
    for number in range(checks):
        kind = kinds[number % len(kinds)]
        shutil.copytree(WORK / bug / "kinds" / kind, folder / f"{kind}-{number + 1:02d}",
                        symlinks=True)
    started = time.monotonic()
    grade(bug, folder, out, jobs)
    seconds = time.monotonic() - started
    graded = [json.loads(path.read_text())
              for path in sorted((out / "trees").glob("*/result.json"))]
    wrong = [g for g in graded if g["verdict"] == trees.NOT_CURED]
    trouble = sum(g["verdict"] == trees.GRADER_TROUBLE for g in graded)
    counts = reverse.load()
    key = reverse.clinic_key(bug)
    count = counts.get(bug)
    if count is None or count.key != key:
        count = counts[bug] = reverse.Count(key)
    count.checks += len(graded)
    count.not_cured += len(wrong)
    count.grader_trouble += trouble
    booted = reverse_boots.rows(out, datetime.date.today(), key)
    reverse_boots.append(bug, booted)
    count.boots += sum(row.boots for row in booted)
    count.failed_boots += sum(row.failed for row in booted)
    count.runs.append(f"{datetime.date.today()}: {len(graded)} checks at JOBS={jobs} "
                      f"({', '.join(kinds)}), {len(wrong)} not cured, {trouble} grader "
                      f"trouble, {seconds:.0f} s (commit {_commit()})")
    count.wrong += [f"{datetime.date.today()} {g['tree']}: {g['first_failing'][:300]}"
                    for g in wrong]
    reverse.save(counts)
    return count


def _commit():
    done = subprocess.run(["git", "describe", "--always", "--dirty"], cwd=REPO,
                          capture_output=True, text=True)
    return done.stdout.strip() or "unknown"


def add_command(commands):
    """`python3 -m harness reverse-error [BUG ...] [--checks N] [--jobs J]`."""
    command = commands.add_parser("reverse-error", help="cured trees graded, 'not cured' counted")
    command.add_argument("bugs", nargs="*", help="clinics (default: every one)")
    command.add_argument("--checks", type=int, default=CHECKS, help=f"a clinic (default {CHECKS})")
    command.add_argument("--jobs", type=int, default=2, help="trees at once (default 2)")
    command.set_defaults(run=lambda args: run(args.bugs, args.checks, args.jobs))


def run(bugs, checks, jobs):
    for bug in bugs:
        spec.known_clinic(bug)         # an unknown name lists the known ones
    for bug in bugs or spec.clinic_names():
        count = validate(bug, checks, jobs)
        print(f"{bug}: {count.runs[-1]}")
        print(f"{bug}: {reverse.said(bug)}")
        found = reverse_boots.clustering(reverse_boots.load(bug, key=count.key))
        print(f"{bug}: boots with another tree graded beside them, and alone: {found.said()}")
        for why in count.wrong:
            print(f"{bug}: a cured tree judged not cured: {why}")
    print(f"counts: {reverse.COUNTS}")
    return 0
