"""profclinic's command-line options (group "profclinic"): --runs, --jobs,
--logdir, --transcripts, --tree, --with, --kernel; and OPT_IN, the markers
--with names.

--kernel is set, for this process and the workers it starts, as
PROFCLINIC_KERNEL (harness/expected/kernels.py, current_kernel()), and
checked before any test is collected: an unknown kernel, or a checkout
not named, is a usage error that says what to do.
"""

import os

import pytest

from harness.errors import ExpectationError, HarnessError
from harness.expected.kernels import KERNEL_VARIABLE, current_kernel, kernel_names

# Markers whose tests run only when asked for by --with (or when their file
# is named on the command line): the measures of §5 (minutes, on the
# reference), the tests of real trees (tens of minutes), and make grade
# over ssh (an sshd of its own on 127.0.0.1; it installs openssh-server),
# and xv6-riscv booted (a clone of it, named by XV6=DIR).
OPT_IN = ("measure", "trees", "ssh", "xv6")


def pytest_addoption(parser):
    group = parser.getgroup("profclinic", "profclinic scenarios")
    group.addoption("--runs", type=int, default=None, metavar="N",
                    help="boots a bug gets in a scenario whose symptom shows by chance, "
                         "and runs a measure gets that has a check holding by chance "
                         "(default: the budget its measured rate gives, measured/)")
    group.addoption("--jobs", type=int, default=None, metavar="J",
                    help="boots at a time: a clinic's scenarios, the bug's side and the "
                         "reference's, side by side (default: the host's cores, or one in "
                         "each worker of -n; 1: one after another); write --jobs=J")
    group.addoption("--logdir", default=None, metavar="DIR",
                    help="where consoles, build output and transcripts go, one folder "
                         "per test (default: logs/ at the repo root); write --logdir=DIR")
    group.addoption("--transcripts", default=None, metavar="DIR",
                    help="at the end, write one Markdown transcript per variant into DIR, "
                         "and README.md, their index, from this session's clinic runs; "
                         "write --transcripts=DIR")
    group.addoption("--tree", default=None, metavar="DIR",
                    help="judge a tree of yours (a learner's fix) by every clinic's "
                         "scenarios, as the reference is judged (scenarios/test_tree.py; "
                         "-k BUG for one clinic); write --tree=DIR")
    group.addoption("--with", action="append", default=[], choices=OPT_IN, dest="opt_in",
                    help="also run these opt-in tests: measure (the handout's §5 on the "
                         "reference), trees (real trees checked and diagnosed), ssh "
                         "(make grade over ssh gateways on this host), xv6 (xv6-riscv with "
                         "the profiler's port, from a clone named by XV6=DIR)")
    group.addoption("--kernel", default=None, metavar="NAME",
                    help="run the clinics on this kernel: one of kernels/ ("
                         + ", ".join(kernel_names()) + "; default base), or a description "
                         "file of your own (kernels/README.md); write --kernel=NAME")


def pytest_configure(config):
    named = config.getoption("kernel")
    if named:
        os.environ[KERNEL_VARIABLE] = named
    try:
        kernel = current_kernel()
        kernel.source()
    except (ExpectationError, HarnessError) as error:
        raise pytest.UsageError(f"--kernel={named or os.environ.get(KERNEL_VARIABLE)}: "
                                f"{error}") from None
