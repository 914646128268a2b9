"""pytest wiring for profclinic: options, markers, fixtures, and expected/*.toml as tests.

Options (group "profclinic"): --runs, --logdir, --transcripts, --tree,
--with.  expected/*.toml are collected by harness/collect.py.  Every
test that asks for a log folder gets LOGDIR/<module>.<test id>/, emptied
first; when such a test fails, its report names the folder.  Each
variant is built once per session (and not at all when its cached build
is current).  Markers are set here (from the fixtures a test uses) and
in harness/collect.py (from each scenario), nowhere else.  A pure test
of what works alike for every clinic reads the recorded clinics of
scenarios/data/clinics/ (recorded_clinics), or a clinic of expected/
whose file loads (loading_clinics): a malformed expected file fails only
its own items.
"""

from pathlib import Path

import pytest

from harness import EXPECTED, REPO, collect
from harness import eventlog
from harness.build import patch_of
from harness.learner.trust import build_trusted
from harness.kernel.cached import interrupt_marks, program_symbols
from harness.errors import BuildError
from harness.expected import spec
from harness.machine.boot import Boot
from harness.measured import host, rates, run_figures
from harness.reports.transcripts import write_transcripts
from harness.tools import leftover_processes, stop_on_terminate

# A test that uses one of these builds or boots a kernel: it is marked
# `qemu` (and `gdb` for the debugger), so -m 'not qemu' runs the pure tests.
QEMU_FIXTURES = {"machine", "debugger", "kernel_build", "reference_build", "builds",
                 "build_cache", "tree_build"}
_config = None   # this session's pytest config, for the hooks that are not given it
# make test's two pytest-xdist workers (--dist loadgroup): the clinics in
# one group (harness/collect.py), the other slow boots (usertests, a
# minute or more each) in another, so that each worker gets one.
LONG_BOOTS = "long boots"
# expected/'s clinics as recorded: sample data for the pure tests (recorded_clinics).
RECORDED_CLINICS = REPO / "scenarios" / "data" / "clinics"

# Markers whose tests run only when asked for by --with (or when their file
# is named on the command line): the measures of §5 (minutes, on the
# reference), the tests of real trees (tens of minutes), and make grade
# over ssh (an sshd of its own on 127.0.0.1; it installs openssh-server).
OPT_IN = ("measure", "trees", "ssh")


def pytest_addoption(parser):
    group = parser.getgroup("profclinic", "profclinic scenarios")
    group.addoption("--runs", type=int, default=None, metavar="N",
                    help="boots a bug gets in a scenario whose symptom shows by chance, "
                         "and runs a measure gets that has a check holding by chance "
                         "(default: the budget its measured rate gives, measured/)")
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
                         "(make grade over ssh gateways on this host)")


def pytest_collect_file(file_path, parent):
    """expected/**/*.toml are test files of their own (harness/collect.py)."""
    if file_path.suffix == ".toml" and file_path.is_relative_to(EXPECTED):
        return collect.ExpectedFile.from_parent(parent, path=file_path)
    return None


@pytest.hookimpl(trylast=True)   # after the terminal reporter is registered
def pytest_configure(config):
    """SIGTERM stops a run as Ctrl-C does (its machines are stopped).  With
    capture on and without -q, the harness's short account of each boot
    goes through pytest's terminal reporter (with -s, standard error
    already shows all of it)."""
    global _config
    _config = config
    stop_on_terminate()
    reporter = config.pluginmanager.get_plugin("terminalreporter")
    capture = config.pluginmanager.get_plugin("capturemanager")
    if reporter is None or capture is None or config.getoption("capture") == "no" \
            or config.getoption("verbose") < 0:
        return

    def show(line):
        with capture.global_and_fixture_disabled():   # past the test's captured output
            reporter.write_line(line)
    eventlog.progress = show


def pytest_unconfigure(config):
    eventlog.progress = None


@pytest.fixture(scope="session")
def log_root(pytestconfig):
    """The session's log folder, made once so every test and build can write into it."""
    return collect.log_root(pytestconfig)


@pytest.fixture(scope="session")
def builds(pytestconfig):
    """Builds made this session, by variant: each variant is built (or found
    current in the cache) once, however many tests boot it."""
    return lambda name: collect.session_build(pytestconfig, name)


@pytest.fixture
def variant():
    """The kernel a test boots, by name; tests may parametrize it."""
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
def test_logdir(request):
    """A fresh folder for this test's logs, named after the test id."""
    return collect.item_logdir(request.node)


@pytest.fixture
def machine(kernel_build, test_logdir):
    """A freshly booted machine for this test alone, stopped after it whatever happened."""
    with Boot(kernel_build, test_logdir) as boot:
        yield boot.machine


@pytest.fixture
def debugger(kernel_build, test_logdir):
    """gdb attached to a freshly booted machine (left running); the machine is
    debugger.machine.  Torn down after the test: gdb first, then the machine."""
    with Boot(kernel_build, test_logdir, gdb=True) as boot:
        yield boot.gdb


@pytest.fixture(scope="session")
def tree_build(pytestconfig, log_root):
    """The trusted Build of --tree=DIR (its learner's files, the rest base/'s),
    in a cache entry of its own; a tree that does not build fails every test
    that judges it, saying so."""
    tree = pytestconfig.getoption("tree")
    try:
        return build_trusted(tree, log_path=log_root / "build-tree.log")
    except BuildError as error:
        pytest.fail(f"the tree {tree} does not build, so it is neither cured nor not: {error}",
                    pytrace=False)


@pytest.fixture(scope="module")
def build_cache(tmp_path_factory):
    """A build cache of the test module's own, never .build/ (for throwaway variants)."""
    return tmp_path_factory.mktemp("variants")


@pytest.fixture
def recorded_clinics(monkeypatch):
    """The harness reads the clinics from scenarios/data/clinics/ (copies of
    expected/'s files, as recorded) for this test, not from expected/: a test
    of what works alike for every clinic (a diagnosis, a transcript, a
    gradebook) neither fails when a file of expected/ is malformed (that
    file's own items do) nor moves when one is reworded."""
    monkeypatch.setattr(spec, "CLINIC_FOLDER", RECORDED_CLINICS)
    return RECORDED_CLINICS


@pytest.fixture
def loading_clinics():
    """The clinics of expected/ whose files load, in name order, for a test
    that hands a clinic to another process (make grade's pytest, Gradescope's
    run_autograder), which reads expected/ itself: it takes the first, so
    that a malformed file fails only its own items, not this test."""
    clinics, broken = spec.load_clinics(EXPECTED)
    if not clinics:
        pytest.fail(f"no expected file of a clinic loads: {broken}", pytrace=False)
    return clinics


@pytest.hookimpl(tryfirst=True)   # before pytest-xdist reads the xdist_group marks
def pytest_collection_modifyitems(config, items):
    """Mark what each test needs, from the fixtures it uses; leave out the
    opt-in tests unless --with names them or their file was named."""
    for item in items:
        used = set(getattr(item, "fixturenames", ()))
        if used & QEMU_FIXTURES:
            item.add_marker(pytest.mark.qemu)
        if "debugger" in used:
            item.add_marker(pytest.mark.gdb)
        if item.get_closest_marker("slow") and not item.get_closest_marker("xdist_group"):
            item.add_marker(pytest.mark.xdist_group(LONG_BOOTS))
    named = {Path(arg.split("::")[0]).resolve() for arg in config.args}
    for marker in OPT_IN:
        if marker not in config.getoption("opt_in"):
            _leave_out(config, items, lambda item: item.get_closest_marker(marker)
                       and Path(item.path).resolve() not in named)
    if config.getoption("tree") is None:      # test_tree.py judges --tree=DIR only
        _leave_out(config, items, lambda item: "tree_build" in getattr(item, "fixturenames", ()))
    items.sort(key=_group_first)


# The long groups first, so that each of make test's two workers starts on
# one at once: pytest-xdist queues its work by each group's first item, and
# a group of minutes queued last (expected/ is collected after scenarios/)
# ran alone on one worker after the other had run out (2026-12-05: 669 s).
FIRST_GROUPS = (collect.CLINICS_GROUP, LONG_BOOTS, "clinics-as-data")


def _group_first(item):
    """Sort key: an item of a long group before the rest; otherwise the
    order of collection (the sort is stable)."""
    marker = item.get_closest_marker("xdist_group")
    name = (marker.args or [marker.kwargs.get("name")])[0] if marker else None
    return FIRST_GROUPS.index(name) if name in FIRST_GROUPS else len(FIRST_GROUPS)


def _leave_out(config, items, unwanted):
    left_out = [item for item in items if unwanted(item)]
    if left_out:
        config.hook.pytest_deselected(items=left_out)
        items[:] = [item for item in items if not unwanted(item)]


RAN = pytest.StashKey()   # [(bug, scenario, side, logdir)] of the scenario items run
DRIFTED = pytest.StashKey()   # [line] of the bug items whose symptom came improbably late


def pytest_runtest_logreport(report):
    """Hear which scenarios ran from their reports: in this process, or, with
    pytest-xdist, in the controller from every worker."""
    if report.when != "call":
        return
    for name, value in report.user_properties:
        if name == collect.RAN_PROPERTY:
            _config.stash.setdefault(RAN, []).append(tuple(value))
        if name == collect.DRIFT_PROPERTY:
            _config.stash.setdefault(DRIFTED, []).append(value)


def pytest_terminal_summary(terminalreporter, config):
    """What this run may have got wrong, both ways, from the measured rates:
    the bug side's false-failure chance, the reference side's bound, each
    from the side's items that ran; and whether this host is the one they
    were measured on."""
    plans, reference = collect.ran_plans(config.stash.get(RAN, []), config)
    lines = run_figures.figure_lines(plans.values(), reference)
    if lines and host.differs():
        lines.append(f"HOST: {host.differs()}")
    lines += [f"DRIFT: {line}" for line in config.stash.get(DRIFTED, [])]
    for line in lines:
        terminalreporter.write_line(line)
    for plan in plans.values():
        if plan.stale:
            terminalreporter.write_line(
                f"STALE: {plan.bug} / {plan.scenario} {rates.STALE_WHY}; measure again: "
                f"{rates.measure_command(plan.bug, plan.scenario)}")


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    """A failed test that had a log folder says where it is."""
    outcome = yield
    report = outcome.get_result()
    logdir = item.stash.get(collect.LOGDIR_KEY, None)
    if report.failed and logdir is not None:
        report.sections.append(("profclinic logs", f"this test's logs are in {logdir}"))


def pytest_sessionfinish(session):
    """No QEMU or gdb of this session may outlive it; then --transcripts DIR:
    one Markdown file per variant, and their index, from this session's clinic runs."""
    left = leftover_processes()
    if left:
        eventlog.report(f"processes of this session still run (pgid: pids): {left}")
        session.exitstatus = pytest.ExitCode.TESTS_FAILED
    out = session.config.getoption("transcripts")
    if out is None or hasattr(session.config, "workerinput"):   # a pytest-xdist worker
        return
    folders = [Path(logdir) for *_, logdir in session.config.stash.get(RAN, [])]
    for path in write_transcripts(folders, Path(out), patch_of, marks_of=interrupt_marks,
                                  symbols_of=program_symbols):
        eventlog.report(f"transcript: {path}")
