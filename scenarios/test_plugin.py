"""The pytest side (harness/plugin/), in a run of its own or on this run's
items: make test's pytest-xdist workers start under -v, and the long
groups are queued first."""


def test_verbose_workers_start():
    """`make test ARGS=-v`: under -v a pytest-xdist worker runs its tests
    outside its main thread, where no signal handler can be set; the run
    must start all the same (it stopped with INTERNALERROR, 2026-12-04)."""
    import subprocess
    import sys
    done = subprocess.run([sys.executable, "-m", "pytest", "-n", "2", "-v", "-p", "no:cacheprovider",
                           "scenarios/test_stats.py", "-k", "clopper or budget"],
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-2000:]
    assert " passed in " in done.stdout and "error" not in done.stdout, done.stdout[-2000:]


def test_the_long_groups_are_queued_first(request):
    """make test's xdist queues work by each group's first item: the long
    boots, then each clinic's group, the longest first by its measured
    seconds, must come before every other test, or one worker runs them
    alone at the end."""
    from harness import collect
    from harness.plugin.collection import _group, _group_order
    items = request.session.items
    key = _group_order(items)
    assert [key(item) for item in items] == sorted(key(item) for item in items)
    clinics = [_group(item) for item in items if isinstance(item, collect.ScenarioItem)]
    if clinics:          # (a run of this file alone collects no clinic)
        first = list(dict.fromkeys(clinics))
        assert clinics == sorted(clinics, key=first.index), "a clinic's items are not together"


def test_a_clinic_run_ends_with_what_the_bug_and_the_reference_did_and_what_next(tmp_path):
    """From recorded runs: the bug showed its symptom, the reference behaved
    as it must; a clinic whose reference did not is said not to reproduce."""
    import shutil
    from harness.plugin.summary import endings
    from support import TRANSCRIPTS
    scenario = "gdb at the panic"
    bug = TRANSCRIPTS / "dump_in_freeproc.bug[gdb-at-the-panic]"
    reference = TRANSCRIPTS / "dump_in_freeproc.reference[gdb-at-the-panic]"
    ran = [("dump_in_freeproc", scenario, "bug", str(bug)),
           ("dump_in_freeproc", scenario, "reference", str(reference))]
    assert endings(ran, "transcripts") == [
        "",
        "dump_in_freeproc: the clinic reproduced: the bug showed its symptom in 1 of 1 scenario;",
        "  the reference behaved as it must in 1 of 1; transcripts: "
        "transcripts/dump_in_freeproc.md and transcripts/reference.md.",
        "  next: make exercise BUG=dump_in_freeproc copies the bug for you to fix; then "
        "make check BUG=dump_in_freeproc TREE=exercises/dump_in_freeproc"]
    # The bug's run in the reference's place: the reference "showed" the symptom.
    shutil.copytree(bug, tmp_path / "as-reference")
    ran[1] = ("dump_in_freeproc", scenario, "reference", str(tmp_path / "as-reference"))
    lines = endings(ran)
    assert "the clinic did NOT reproduce" in lines[1]
    assert lines[2] == "  the reference behaved as it must in 0 of 1 (not in: gdb at the panic)."
    assert endings(ran[:1]) == []            # only one side ran: no ending to give


def test_a_bug_scenario_not_booted_is_not_counted_as_one_without_the_symptom(tmp_path):
    """A chance scenario with no measured rate is not booted (pytest says
    why): the ending names it apart, and never says the bug did not show."""
    from harness.plugin.summary import endings
    from support import TRANSCRIPTS
    bug = str(TRANSCRIPTS / "dump_in_freeproc.bug[gdb-at-the-panic]")
    reference = str(TRANSCRIPTS / "dump_in_freeproc.reference[gdb-at-the-panic]")
    ran = [("dump_in_freeproc", "gdb at the panic", "bug", bug),
           ("dump_in_freeproc", "gdb at the panic", "reference", reference),
           ("dump_in_freeproc", "proftest", "bug", str(tmp_path / "never-made")),
           ("dump_in_freeproc", "proftest", "reference", reference)]
    assert endings(ran)[1] == (
        "dump_in_freeproc: the clinic reproduced: the bug showed its symptom in 1 of 1 "
        "scenario; not booted: proftest (the summary below says why);")
    assert endings([ran[2], ran[3]])[1] == (
        "dump_in_freeproc: the bug was not booted: proftest (the summary below says why);")


def test_on_another_kernel_the_next_step_says_to_run_it_on_base(monkeypatch):
    from harness.expected.kernels import KERNEL_VARIABLE
    from harness.plugin.summary import endings
    from support import TRANSCRIPTS
    monkeypatch.setenv(KERNEL_VARIABLE, "xv6-riscv")
    ran = [("dump_in_freeproc", "gdb at the panic", side,
            str(TRANSCRIPTS / f"dump_in_freeproc.{side}[gdb-at-the-panic]"))
           for side in ("bug", "reference")]
    assert endings(ran)[-1].endswith("make check BUG=dump_in_freeproc TREE=exercises/"
                                     "dump_in_freeproc (both on base/'s trees: run them "
                                     "without KERNEL=xv6-riscv)")


def test_a_clinic_s_summary_counts_what_each_side_did_not_passes():
    """pytest's last line reads "2 showed the symptom, 2 behaved as the
    reference", not "4 passed", which reads as if the bug passed."""
    from types import SimpleNamespace
    from harness import collect
    from harness.plugin.summary import pytest_report_teststatus

    def report(side, passed=True, when="call"):
        return SimpleNamespace(when=when, passed=passed, user_properties=[
            (collect.RAN_PROPERTY, ["bug_x", "scenario", side, "/logs/x"])])
    assert pytest_report_teststatus(report("bug"), None)[0] == "showed the symptom"
    assert pytest_report_teststatus(report("reference"), None)[0] == "behaved as the reference"
    assert pytest_report_teststatus(report("bug", passed=False), None) is None
    assert pytest_report_teststatus(report("measure"), None) is None   # a measure: passed
    read = SimpleNamespace(when="call", passed=True,
                           user_properties=[(collect.LOADS_PROPERTY, "x.toml")])
    assert pytest_report_teststatus(read, None)[0] == "loaded"


def test_a_run_without_the_xv6_boots_says_how_to_run_them():
    from harness.plugin.summary import xv6_left_out
    assert xv6_left_out({}) == (
        "xv6-riscv was not booted (its tests are opt-in): they need a clone of it: git clone "
        "https://github.com/mit-pdos/xv6-riscv DIR, then XV6=DIR /usr/bin/python3 -m pytest "
        "--with=xv6 scenarios/test_kernels.py")
    assert xv6_left_out({"XV6": "/src/xv6"}) == (
        "xv6-riscv was not booted (its tests are opt-in): XV6=/src/xv6 /usr/bin/python3 -m "
        "pytest --with=xv6 scenarios/test_kernels.py")
