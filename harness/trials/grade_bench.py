"""How long grading a class takes, and whether its verdicts are the right
ones: `python3 -m harness grade-bench` (make grade-bench).

- class: a class per clinic of expected/ (harness/grading/classroom.py: every
  kind of tree, for each clinic; on a kernel other than base/, the kinds
  of ELSEWHERE, for each clinic with a patch there), made afresh under
  .build/grade-bench/class/<bug>/ and graded clinic by clinic with make
  grade at `jobs` trees at once.  A kind a clinic lacks (no
  bugs/fixed-otherwise/<bug>.patch) is not made, and the figures say so.
- compare: ten of those trees (COMPARE) graded at one tree at a time and
  again at `jobs`, each into a folder of its own, so nothing is skipped as
  already graded.  Their kernels are built already when class ran first,
  so the two runs differ by how many trees are checked at once only.

For each run: the wall time, the trees' own seconds (the gradebook's, and
as a share of the same clinic's fixed tree's), the MB its output folder
holds, its first failing check, and each tree's verdict beside the one
its kind must get.  The figures go to
the terminal and to measured/grading/<date>.md.  Exit 0 when every verdict
is the one its kind must get (and, in compare, the same at both jobs), else 1.
A time is a figure, never a pass or a fail.
"""

import csv
import shlex
import datetime
import shutil
import time

from pathlib import Path

from harness import REPO, shortened
from harness.build import CACHE
from harness.expected import spec
from harness.expected.kernels import current_kernel, kernel_setting
from harness.kernel.tree import variant_patch
from harness.grading import classroom
from harness.grading.class_run import grade
from harness.learner.trees import CURED

WORK = CACHE / "grade-bench"
MEASURED = REPO / "measured" / "grading"
WHAT_WIDTH = 90      # characters of a tree's first failing check in the table
# Ten trees: a chance clinic whose rate moves with load, and a deterministic one.
COMPARE = {"sepc_after_yield": ("unfixed", "fixed", "fixed-otherwise", "tampered", "broken"),
           "dump_in_freeproc": ("unfixed", "fixed", "fixed-otherwise", "tampered", "broken")}


# The kinds of tree a class of another kernel (xv6-riscv) has: the fix, the
# bug, a tree without the handout's interface, and the trees that break the
# grader's way (base/'s other kinds need patches and anchor lines written
# for base/).
ELSEWHERE = ("fixed", "unfixed", "broken", "other-numbers", "own-names", "hang-at-boot", "flood")


def graded_run(bugs_kinds, folder, out, jobs):
    """Make the trees, grade them clinic by clinic; a row per tree
    (bug, kind, wanted verdict, verdict, seconds), the wall time, and a
    line per kind a clinic lacks."""
    shutil.rmtree(folder, ignore_errors=True)
    shutil.rmtree(out, ignore_errors=True)
    rows, not_made, started = [], [], time.monotonic()
    for bug, kinds in bugs_kinds.items():
        not_made += [f"{bug}: {why}" for why in classroom.lacking(bug, kinds).values()]
        wanted = classroom.make_class(bug, folder / bug, kinds)
        if not wanted:
            continue
        grade(bug, folder / bug, out / bug, jobs)
        rows += graded_rows(bug, out / bug, wanted)
    return rows, time.monotonic() - started, not_made


def graded_rows(bug, out, wanted):
    """A row a tree of a clinic's gradebook in out: (bug, kind, wanted
    verdict, verdict, seconds, MB of logs, first failing check)."""
    with open(Path(out) / "gradebook.csv", newline="") as file:
        return [(bug, row["tree"], wanted[row["tree"]], row["verdict"], float(row["seconds"]),
                 _megabytes(Path(out) / "trees" / row["tree"]),
                 shortened(row.get("first_failing", ""), WHAT_WIDTH))
                for row in csv.DictReader(file)]


def _megabytes(folder):
    """What a tree's output folder holds on disk, in MB (its logs, report and result)."""
    return sum(path.stat().st_size for path in Path(folder).rglob("*") if path.is_file()) / 1e6


def report(title, rows, wall, jobs, not_made=()):
    """Markdown: the run's figures, the kinds not made, and its table of trees."""
    wrong = [row for row in rows if row[2] != row[3]]
    own = sum(row[4] for row in rows)
    lines = [f"## {title}", "",
             f"- {len(rows)} trees at {jobs} at a time: {wall / 60:.1f} minutes of wall time, "
             f"{wall / len(rows):.0f} s a tree; the trees' own times add up to "
             f"{own / 60:.1f} minutes ({own / len(rows):.0f} s a tree on average, "
             f"longest {max(row[4] for row in rows):.0f} s).",
             f"- Verdicts as their kind must get: {len(rows) - len(wrong)} of {len(rows)}."]
    lines += [f"- Not made: {line}." for line in not_made]
    cured = {}
    for bug, _, _, got, seconds, *_ in rows:
        if got == CURED:
            cured[bug] = max(cured.get(bug, 0.0), seconds)
    if cured:
        lines.append("- The longest check of a cured tree: " + "; ".join(
            f"{bug} {seconds:.0f} s" for bug, seconds in cured.items()) + ".")
    if rows and len(rows[0]) > 5:
        lines.append(f"- The most logs a tree left: {max(row[5] for row in rows):.2f} MB.")
    fixed = {row[0]: row[4] for row in rows if row[1] == "fixed"}
    lines += ["", "| clinic | tree | must get | got | seconds | of the fixed tree's | "
              "MB of logs | first failing |", "|---|---|---|---|---|---|---|---|"]
    for bug, tree, must, got, seconds, *more in rows:
        mb, what = more if more else (None, "")
        times = f"{seconds / fixed[bug]:.2f}×" if fixed.get(bug) else ""
        lines.append(f"| {bug} | {tree} | {must} | {got}{'' if must == got else ' (wrong)'} "
                     f"| {seconds:.0f} | {times} | {'' if mb is None else f'{mb:.2f}'} "
                     f"| {what.replace('|', '/')} |")
    return "\n".join(lines) + "\n"


def bench(what="all", jobs=2, bugs=None):
    """The runs `what` asks for (class, compare or all), of the clinics
    named in bugs (default: every one); 0 when every verdict is right
    (see the module's text)."""
    status, parts = 0, []
    kernel = current_kernel()
    bugs = bugs or [bug for bug in spec.clinic_names() if variant_patch(bug) is not None]
    for bug in bugs:
        spec.known_clinic(bug)
    if what in ("class", "all"):
        kinds = {bug: classroom.KIND_NAMES if kernel.is_base else ELSEWHERE for bug in bugs}
        rows, wall, not_made = graded_run(kinds, WORK / "class", WORK / f"out-class-jobs{jobs}",
                                          jobs)
        parts.append(report(f"A class of {len(rows)} trees", rows, wall, jobs, not_made))
        status |= any(row[2] != row[3] for row in rows)
    if what in ("compare", "all"):
        runs = {}
        for at_once in (1, jobs):
            rows, wall, not_made = graded_run(COMPARE, WORK / f"compare-jobs{at_once}",
                                              WORK / f"out-compare-jobs{at_once}", at_once)
            runs[at_once] = (rows, wall)
            parts.append(report(f"{len(rows)} trees, {at_once} at a time", rows, wall, at_once,
                                not_made))
            status |= any(row[2] != row[3] for row in rows)
        same = [row[:4] for row in runs[1][0]] == [row[:4] for row in runs[jobs][0]]
        parts.append(f"## {jobs} at a time against one\n\nWall time: {runs[1][1]:.0f} s at one, "
                     f"{runs[jobs][1]:.0f} s at {jobs} ({runs[1][1] / runs[jobs][1]:.2f} times "
                     f"as fast); the same verdicts: {'yes' if same else 'NO'}.\n")
        status |= not same
    on = "" if kernel.is_base else f", on {kernel.title}"
    some = bugs if len(bugs) < len(spec.clinic_names()) else []
    said = (f"# Grading bench, {datetime.date.today()}{on}\n\n"
            f"`make grade-bench WHAT={what} JOBS={jobs}{kernel_setting()}"
            f"{' BUG=' + shlex.quote(' '.join(some)) if some else ''}`"
            f", on this host.\n\n" + "\n".join(parts))
    print("\n" + said)
    MEASURED.mkdir(parents=True, exist_ok=True)
    path = MEASURED / (f"{datetime.date.today()}-{what}-jobs{jobs}"
                       f"{'' if kernel.is_base else '-' + kernel.name}"
                       f"{''.join('-' + bug for bug in some)}.md")
    path.write_text(said)
    print(f"grade-bench: {path.relative_to(REPO)}")
    return 1 if status else 0
