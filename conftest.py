"""pytest wiring for profclinic: options, the built kernel, a booted machine per test.

Options (group "profclinic"): --runs, --logdir, --transcripts.  Every
test that asks for a log folder gets LOGDIR/<module>.<test id>/, emptied
first; when such a test fails, its report names the folder.  Each
variant is built once per session (and not at all when its cached build
is current).
"""

import re
import shutil
from pathlib import Path

import pytest

from harness import transcript
from harness.build import build_variant
from harness.debugger import Debugger
from harness.machine import Machine, leftover_processes

LOGDIR_KEY = pytest.StashKey()
CLINIC_LOGDIRS = pytest.StashKey()   # the log folders of this session's clinic tests


def pytest_addoption(parser):
    group = parser.getgroup("profclinic", "profclinic scenarios")
    group.addoption("--runs", type=int, default=None, metavar="N",
                    help="at most how many boots a scenario whose outcome varies from "
                         "run to run gets (default: as its expected/ file says, or 3)")
    group.addoption("--logdir", default=None, metavar="DIR",
                    help="where consoles, build output and transcripts go, one folder "
                         "per test (default: logs/ at the repo root); write --logdir=DIR")
    group.addoption("--transcripts", default=None, metavar="DIR",
                    help="at the end, write one Markdown transcript per variant into DIR, "
                         "from this session's clinic runs; write --transcripts=DIR")


@pytest.fixture(scope="session")
def log_root(pytestconfig):
    """The session's log folder, made once so every test and build can write into it."""
    chosen = pytestconfig.getoption("logdir")
    root = Path(chosen).resolve() if chosen else pytestconfig.rootpath / "logs"
    root.mkdir(parents=True, exist_ok=True)
    return root


DEFAULT_RUNS = 3


@pytest.fixture(scope="session")
def runs(pytestconfig):
    """How many times a nondeterministic scenario is repeated: --runs, or DEFAULT_RUNS."""
    count = pytestconfig.getoption("runs")
    if count is not None and count < 1:
        raise pytest.UsageError(f"--runs must be at least 1, not {count}")
    return count if count is not None else DEFAULT_RUNS


@pytest.fixture(scope="session")
def builds(log_root):
    """Builds made this session, by variant: each variant is built (or found
    current in the cache) once, however many tests boot it."""
    made = {}

    def build(name):
        if name not in made:
            made[name] = build_variant(name, log_path=log_root / f"build-{name}.log")
        return made[name]
    return build


@pytest.fixture
def variant():
    """The kernel a test boots, by name; scenarios parametrize it, so -k selects by variant."""
    return "reference"


@pytest.fixture
def kernel_build(variant, builds):
    """The Build of the test's variant."""
    return builds(variant)


@pytest.fixture
def reference_build(builds):
    """The reference's Build, for tests that compare a variant with it."""
    return builds("reference")


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
    booted = Machine(kernel_build.kernel, kernel_build.fs_image, test_logdir,
                     transcript=transcript.Transcript(test_logdir / "transcript.jsonl"))
    booted.start()
    yield booted
    booted.stop()


@pytest.fixture
def debugger(kernel_build, test_logdir):
    """gdb attached to a freshly booted machine (left running); the machine is
    debugger.machine.  Torn down after the test: gdb first, then the machine."""
    record = transcript.Transcript(test_logdir / "transcript.jsonl")
    booted = Machine(kernel_build.kernel, kernel_build.fs_image, test_logdir, gdb=True,
                     transcript=record)
    booted.start()
    try:
        attached = Debugger(kernel_build.kernel, booted.gdb_socket, test_logdir,
                            machine=booted, transcript=record)
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


@pytest.fixture
def clinic_logdir(test_logdir, pytestconfig):
    """test_logdir, remembered so that --transcripts renders this session's runs only."""
    pytestconfig.stash.setdefault(CLINIC_LOGDIRS, []).append(test_logdir)
    return test_logdir


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    """A failed test that had a log folder says where it is."""
    outcome = yield
    report = outcome.get_result()
    logdir = item.stash.get(LOGDIR_KEY, None)
    if report.failed and logdir is not None:
        report.sections.append(("profclinic logs", f"this test's logs are in {logdir}"))


def pytest_sessionfinish(session):
    """No QEMU or gdb of this session may outlive it; then --transcripts DIR:
    one Markdown file per variant, from this session's clinic runs."""
    left = leftover_processes()
    if left:
        transcript.report(f"processes of this session still run (pgid: pids): {left}")
        session.exitstatus = pytest.ExitCode.TESTS_FAILED
    out = session.config.getoption("transcripts")
    if out is None:
        return
    folders = session.config.stash.get(CLINIC_LOGDIRS, [])
    for path in transcript.write_transcripts(folders, Path(out)):
        transcript.report(f"transcript: {path}")
