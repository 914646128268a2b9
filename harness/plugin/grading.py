"""make grade's trees as pytest items, so that an existing engine runs them:
pytest-xdist, -n JOBS on this machine, `--tx ssh=...` on others.

Loaded with `-p harness.plugin.grading` by `python3 -m harness grade` (and
by pytest-xdist's workers, which are given the same arguments):

- --grade=BUG, --grade-dir=DIR, --grade-out=OUT, --grade-tree=NAME (once
  a tree to grade): course/test_grade.py gets an item a tree,
  test_tree[NAME].
- In whichever process runs it, an item grades its tree
  (grading.grade_tree, into OUT/trees/NAME/logs there) and hands the
  Graded, as plain data, to the controller in its report's
  user_properties.  A tree that is not cured fails its item.
- The controller writes each Graded to OUT/trees/NAME/result.json as it
  arrives, and prints the trees done of the total, with an estimate of
  the time left.
"""

import time
from pathlib import Path

import pytest

from harness.grading.gradebook import tree_folder
from harness.grading.one_tree import Graded, graded_or_trouble, write_result

GRADED = "profclinic-graded"      # the user property an item's Graded travels in


def pytest_addoption(parser):
    group = parser.getgroup("profclinic grade", "make grade (harness/plugin/grading.py)")
    group.addoption("--grade", metavar="BUG", help="the clinic the trees are checked against")
    group.addoption("--grade-dir", metavar="DIR", help="the folder of the learners' trees")
    group.addoption("--grade-out", metavar="OUT", help="where the grades go")
    group.addoption("--grade-tree", metavar="NAME", action="append", default=[],
                    help="a tree of DIR to grade (once a tree)")


def pytest_generate_tests(metafunc):
    if "tree_name" in metafunc.fixturenames:
        names = metafunc.config.getoption("grade_tree")
        metafunc.parametrize("tree_name", names, ids=names)


def grade(config, name):
    """The Graded of tree `name` (one_tree.graded_or_trouble)."""
    bug, folder = config.getoption("grade"), Path(config.getoption("grade_dir"))
    return graded_or_trouble(bug, folder / name, name,
                             tree_folder(config.getoption("grade_out"), name))


class Progress:
    """The controller's side: each result written as it comes, and a line of progress."""

    def __init__(self, config):
        self.config = config
        self.total = len(config.getoption("grade_tree"))
        self.done = 0
        self.started = time.monotonic()

    @pytest.hookimpl
    def pytest_runtest_logreport(self, report):
        found = [value for name, value in report.user_properties if name == GRADED]
        if report.when != "call" or not found:
            return
        graded = Graded.from_dict(found[0])
        write_result(tree_folder(self.config.getoption("grade_out"), graded.tree), graded)
        self.done += 1
        elapsed = time.monotonic() - self.started
        left = elapsed / self.done * (self.total - self.done)
        eta = f"; about {_minutes(left)} left" if self.done < self.total else ""
        reporter = self.config.pluginmanager.get_plugin("terminalreporter")
        line = (f"grade: {self.done} of {self.total} trees done ({graded.tree}: "
                f"{graded.verdict}, {graded.seconds:.0f} s){eta}")
        if reporter is not None:
            reporter.write_line(line)


@pytest.hookimpl(tryfirst=True)
def pytest_report_teststatus(report, config):
    """No dot or F a tree: Progress writes a line for each."""
    if config.getoption("grade") and report.when == "call":
        return report.outcome, "", report.outcome.upper()
    return None


def pytest_configure(config):
    if config.getoption("grade") and not hasattr(config, "workerinput"):
        config.pluginmanager.register(Progress(config), "profclinic-grade-progress")


def _minutes(seconds):
    return f"{seconds / 60:.0f} min" if seconds >= 90 else f"{seconds:.0f} s"
