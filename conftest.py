"""pytest wiring for profclinic: options, the built kernel, a booted machine per test.

Options (group "profclinic"): --runs, --logdir.  Every test that asks
for a log folder gets LOGDIR/<module>.<test id>/, emptied first; when
such a test fails, its report names the folder.
"""

import re
import shutil
from pathlib import Path

import pytest

from harness.build import build_base
from harness.debugger import Debugger
from harness.machine import Machine

LOGDIR_KEY = pytest.StashKey()


def pytest_addoption(parser):
    group = parser.getgroup("profclinic", "profclinic scenarios")
    group.addoption("--runs", type=int, default=3, metavar="N",
                    help="how many times to run a scenario whose outcome varies "
                         "from run to run (default: 3)")
    group.addoption("--logdir", default=None, metavar="DIR",
                    help="where consoles, build output and transcripts go, one folder "
                         "per test (default: logs/ at the repo root)")


@pytest.fixture(scope="session")
def log_root(pytestconfig):
    """The session's log folder, made once so every test and build can write into it."""
    chosen = pytestconfig.getoption("logdir")
    root = Path(chosen).resolve() if chosen else pytestconfig.rootpath / "logs"
    root.mkdir(parents=True, exist_ok=True)
    return root


@pytest.fixture(scope="session")
def runs(pytestconfig):
    """How many times a nondeterministic scenario is repeated (--runs)."""
    count = pytestconfig.getoption("runs")
    if count < 1:
        raise pytest.UsageError(f"--runs must be at least 1, not {count}")
    return count


@pytest.fixture(scope="session")
def reference_build(log_root):
    """base/ built once per session: every machine of the session boots it."""
    return build_base(log_path=log_root / "build-reference.log")


@pytest.fixture
def variant():
    """The kernel a test boots, by name; scenarios parametrize it, so -k selects by variant."""
    return "reference"


@pytest.fixture
def kernel_build(variant, reference_build):
    """The Build of the test's variant (only the reference exists so far)."""
    if variant != "reference":
        pytest.fail(f"unknown variant {variant!r}: only 'reference' can be built yet")
    return reference_build


@pytest.fixture
def test_logdir(request, log_root):
    """A fresh folder for this test's logs, named after the test id."""
    name = f"{Path(request.node.path).stem}.{request.node.name}"
    path = log_root / re.sub(r"[^\w.\[\]-]+", "_", name)
    shutil.rmtree(path, ignore_errors=True)
    path.mkdir(parents=True)
    request.node.stash[LOGDIR_KEY] = path
    return path


@pytest.fixture
def machine(kernel_build, test_logdir):
    """A freshly booted machine for this test alone, stopped after it whatever happened."""
    booted = Machine(kernel_build.kernel, kernel_build.fs_image, test_logdir)
    booted.start()
    yield booted
    booted.stop()


@pytest.fixture
def debugger(kernel_build, test_logdir):
    """gdb attached to a freshly booted machine (left running); the machine is
    debugger.machine.  Torn down after the test: gdb first, then the machine."""
    booted = Machine(kernel_build.kernel, kernel_build.fs_image, test_logdir, gdb=True)
    booted.start()
    try:
        attached = Debugger(kernel_build.kernel, booted.gdb_socket, test_logdir,
                            machine=booted)
        attached.start()
    except BaseException:
        booted.stop()
        raise
    try:
        yield attached
    finally:
        try:
            attached.close()
        finally:
            booted.stop()


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    """A failed test that had a log folder says where it is."""
    outcome = yield
    report = outcome.get_result()
    logdir = item.stash.get(LOGDIR_KEY, None)
    if report.failed and logdir is not None:
        report.sections.append(("profclinic logs", f"this test's logs are in {logdir}"))
