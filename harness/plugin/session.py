"""The session around the tests: SIGTERM stops it as Ctrl-C does, the
harness's live account goes through pytest's terminal, a failed test
names its log folder, and no QEMU or gdb of the session outlives it.
"""

import pytest

from harness import collect, eventlog
from harness.tools import leftover_processes, stop_on_terminate

_reporter = None   # pytest's terminal reporter, when -s shows the harness's lines as they come


@pytest.hookimpl(trylast=True)   # after the terminal reporter is registered
def pytest_configure(config):
    """SIGTERM stops a run as Ctrl-C does (its machines are stopped).  With
    capture on and without -q, the harness's short account of each boot
    goes through pytest's terminal reporter (with -s, standard error
    already shows all of it); -v shows the details live too (gdb's
    exchanges, QEMU's command line)."""
    global _reporter
    stop_on_terminate()
    reporter = config.pluginmanager.get_plugin("terminalreporter")
    capture = config.pluginmanager.get_plugin("capturemanager")
    _reporter = reporter if config.getoption("capture") == "no" else None
    eventlog.verbose = config.getoption("verbose") > 0
    if reporter is None or capture is None or config.getoption("capture") == "no" \
            or config.getoption("verbose") < 0:
        return

    def show(line):
        with capture.global_and_fixture_disabled():   # past the test's captured output
            reporter.write_line(line)
    eventlog.progress = show


def pytest_runtest_logstart(nodeid, location):
    """With -s, the harness's own lines go to standard error as they happen:
    end pytest's line of dots first, so that none starts glued to a dot."""
    _end_pytest_line()


def _end_pytest_line():
    """End the line pytest's terminal left open (its file's name and dots,
    or under -q the dots alone), if it left one."""
    if _reporter is not None:
        _reporter.ensure_newline()
        if _reporter._tw.width_of_current_line:
            _reporter._tw.line()


def pytest_unconfigure(config):
    global _reporter
    eventlog.progress, _reporter, eventlog.verbose = None, None, False


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    """A failed test that had a log folder says where it is."""
    outcome = yield
    report = outcome.get_result()
    logdir = item.stash.get(collect.LOGDIR_KEY, None)
    if report.failed and logdir is not None:
        report.sections.append(("profclinic logs", f"this test's logs are in {logdir}"))


def pytest_sessionfinish(session):
    """No QEMU or gdb of this session may outlive it (before --transcripts
    writes its files: harness/plugin/__init__.py registers this module last)."""
    _end_pytest_line()              # the transcripts' lines on lines of their own
    collect.stop_side_by_side()     # boots begun for tests that did not run (-x, Ctrl-C)
    left = leftover_processes()
    if left:
        eventlog.report(f"processes of this session still run (pgid: pids): {left}")
        session.exitstatus = pytest.ExitCode.TESTS_FAILED
