"""make grade: a class's trees checked against one clinic, in parallel by an
existing engine (pytest-xdist), into a gradebook.

- grade(bug, folder, out, jobs, extra): every subfolder of folder is a
  learner's tree.  A tree whose result.json in out/trees/<tree>/ has
  today's grade_key and says cured or not cured is not graded again
  ("grader trouble" is); the others are graded by one
  pytest run of course/test_grade.py with harness/plugin/grading.py, in
  `jobs` pytest-xdist workers (or, given sshlogins, by GNU parallel on
  other machines: harness/grading/over_ssh.py), after one boot of the reference
  to its prompt (a canary: a host where it fails grades nothing).  Then
  the gradebook of every tree
  (harness/grading/gradebook.py), with the teacher's word on a tree
  (out/teacher.toml: harness/grading/teacher.py) over the harness's, and
  the exit status of the verdicts that stand: 0 every tree cured, 1 some
  not cured, 2 some cannot be told.
- pytest_argv(...): that pytest command.
"""

import json
from pathlib import Path

from harness import REPO, tools
from harness.errors import HarnessError
from harness.expected import spec
from harness.grading import gradebook, over_ssh, teacher
from harness.grading.one_tree import RESULT, Graded, grade_key, learner_trees
from harness.learner import boots, trees
from harness.run.pool import Pool

ITEMS = REPO / "course" / "test_grade.py"


def pytest_argv(bug, folder, out, names, jobs=1, extra=()):
    """The pytest run that grades these trees of folder."""
    workers = [] if jobs <= 1 or any(arg.startswith("--tx") for arg in extra) else \
        ["-n", str(jobs), "--dist", "load"]
    # A tree's console is in its logs, and gradebook.summary says what failed:
    # pytest shows neither (--show-capture=no, -rN).
    return tools.pytest_command(
        "--show-capture=no", "-rN", "-p", "harness.plugin.grading", str(ITEMS), f"--grade={bug}",
        f"--grade-dir={Path(folder).resolve()}", f"--grade-out={Path(out).resolve()}",
        *[f"--grade-tree={name}" for name in names], *workers, *extra)


def earlier(out, name, key, *, settled=False):
    """The tree's Graded from an earlier make grade, if its key is today's
    (settled: and it was cured or not cured; "grader trouble" is tried again)."""
    path = gradebook.tree_folder(out, name) / RESULT
    if not path.is_file():
        return None
    try:
        graded = Graded.from_dict(json.loads(path.read_text()))
    except (ValueError, TypeError):
        return None
    if graded.key != key or (settled and graded.verdict == trees.GRADER_TROUBLE):
        return None
    return graded


def grade(bug, folder, out, jobs=None, extra=(), logins=()):
    spec.load_clinic(bug)
    jobs = Pool(jobs).at_once          # trees at once, each one boot at a time
    names = learner_trees(folder)
    if not names:
        raise HarnessError(f"{folder} has no subfolder: each learner's tree is one")
    words, bad = teacher.load(out)      # a teacher.toml that is not TOML stops it here
    keys = {name: grade_key(bug, Path(folder) / name) for name in names}
    todo = [name for name in names if earlier(out, name, keys[name], settled=True) is None]
    print(f"grade: {len(names)} trees in {folder}, checked against {bug}; "
          f"{len(names) - len(todo)} already graded on the same sources; "
          f"{len(todo)} to grade" + (f", {jobs} at a time" if todo and jobs > 1 else ""),
          flush=True)
    if todo:
        for line in over_ssh.probe(logins) if logins else []:
            print(f"grade: {line}", flush=True)      # each machine can grade, or no tree is
        _canary(out)
        if logins:
            _over_ssh(bug, folder, out, todo, logins)
        else:
            _run(pytest_argv(bug, folder, out, todo, jobs, extra))
    graded = []
    for name in names:
        found = earlier(out, name, keys[name])
        graded.append(found or _not_graded(bug, name, keys[name], out))
    for why in bad + teacher.apply(graded, words):
        print(f"{teacher.path_in(out)}: left out: {why}")
    teacher.write_template(out)
    for path in gradebook.write(graded, out)[:4]:
        print(f"gradebook: {path}")
    print("\n".join(gradebook.summary(graded)))
    return gradebook.exit_status(graded)


def _canary(out):
    """The reference booted to its prompt once before any tree: a host on
    which it does not boot would make every tree's trouble look like the
    tree's.  HarnessError (no gradebook) when it fails."""
    sound, said = boots.canary(Path(out) / "canary")
    if not sound:
        raise HarnessError(f"grader trouble: the reference does not boot to its prompt on this "
                           f"host ({said}); no tree was graded (logs: {Path(out) / 'canary'})")


def _run(argv):
    """The pytest run, to its end; Ctrl-C reaches it too (same process group),
    so wait for it to stop its machines, then stop."""
    status = tools.run_pytest(argv, cwd=REPO)
    if status not in (0, 1):          # 0: all cured; 1: some item failed
        raise HarnessError(f"the grading run ended with exit status {status} "
                           f"(pytest's: 2 interrupted, 3 internal error, 4 usage error, "
                           f"5 no tests); no gradebook was written")


def _over_ssh(bug, folder, out, names, logins):
    """The trees graded on other machines by GNU parallel (over_ssh.run).
    Each job writes its tree's result; a job that could not (parallel
    counts them in its exit status) leaves its tree without one: grader
    trouble, graded again next time."""
    status = over_ssh.run(bug, folder, out, names, logins)
    if status > 100:          # parallel's own failure, or more than 100 jobs lost
        raise HarnessError(f"grading over ssh ended with parallel's exit status {status}; "
                           f"no gradebook was written")
    if status:
        print(f"grade: {status} job(s) ended without a result: their trees are grader trouble")


def _not_graded(bug, name, key, out):
    """A tree the run gave no result for: grader trouble."""
    points = sum(s.points for s in trees.learner_scenarios(spec.load_clinic(bug)))
    return Graded(tree=name, bug=bug, verdict=trees.GRADER_TROUBLE, score=0, max_score=points,
                  boots=0, budget=0, seconds=0.0,
                  first_failing="not graded: the grading run gave no result for it", key=key,
                  logdir=str(gradebook.tree_folder(out, name) / "logs"))
