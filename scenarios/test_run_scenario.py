"""One scenario run on a variant (harness/run/scenario.py), its Boot made
up: a boot that floods or powers the machine off is the kernel's doing
(a "different symptom", counted), not the machine failing; a boot that
fails is a step that never came or the machine failing.  And one boot of
a learner's gdb scenario on the reference."""

import re
from types import SimpleNamespace

import pytest

from harness import endings, eventlog
from harness.errors import ConsoleFlood, ConsoleTimeout, DebuggerTimeout, MachineExited
from harness.expected import spec
from harness.learner import boots, trees
from harness.run import judge
from harness.run import scenario as one_scenario
from harness.run.record import load_runs

from support import DATA, run_record


class _BusyBoot:
    """A Boot whose start fails as told, its console still printing."""

    def __init__(self, build, logdir, *, gdb, transcript, boot_timeout, watch_hangs=False,
                 guest_clock=False):
        self.machine = SimpleNamespace(pid=None, boot_timeout=boot_timeout, cpu_at_stop=None,
                                       console_text=lambda: "hart 1: still here\n" * 3)

    def start(self):
        raise self.fails_at_start

    def stop(self):
        pass


@pytest.mark.parametrize("error, ended, said", [
    (ConsoleFlood(2_000_000, 1 << 20, 9.5, "/x.log"), endings.FLOODED,
     "the console flooded: it printed 2000000 characters in 9.5 s"),
    (MachineExited("the end of `proftest`", "exit status 0", [], "/x.log"), endings.STOPPED,
     "the machine stopped itself (exit status 0) while the harness waited for the end of"),
], ids=["flood", "power-off"])
def test_a_flood_or_a_power_off_is_the_kernel_s_doing_not_the_machine_failing(
        error, ended, said, monkeypatch):
    monkeypatch.setattr(one_scenario, "Boot",
                        type("Failing", (_BusyBoot,), {"fails_at_start": error}))
    run = run_record()
    one_scenario._perform(SimpleNamespace(), SimpleNamespace(gdb=False, steps=[]), run, None, {},
                    "here", {})
    assert run.error is None and run.ended == ended and run.fault.startswith(said)
    scenario = next(s for s in spec.load_clinic("dump_in_freeproc").scenarios)
    run.verdict, run.detail = endings.DIFFERENT, run.fault     # as judge_run sets them
    assert judge.ending(run) == ended
    assert judge.reference_failures(run)          # the reference never does this
    finding = trees.finding_of("dump_in_freeproc", scenario, [run], 1)
    assert finding.status == (boots.FLOODS if ended == endings.FLOODED else boots.STOPS)
    assert finding.evidence == run.fault and not trees.cured([finding])


@pytest.mark.qemu
def test_a_learner_s_gdb_scenario_on_the_reference_behaves_as_the_reference(tmp_path):
    """The boots of a learner's check serve gdb and read the harts when a
    wait runs out (watch_hangs): on the reference, the gdb scenario must
    still run to its end and show no symptom."""
    from harness.build import REFERENCE, build_variant
    clinic_ = spec.load_clinic("free_on_exec")     # its shortest such scenario: some 10 s
    scenario = next(s for s in clinic_.scenarios
                    if s.gdb and s.for_learners and s.name == "gdb lists proc after proftest")
    [run] = one_scenario.run_scenario(build_variant(REFERENCE), clinic_, scenario, tmp_path, 1,
                                until_symptom=False, retries=0, watch_hangs=True)
    assert run.verdict == endings.NO_SYMPTOM, (run.detail, run.error)


class _Boot:
    """A Boot whose start or steps fail as told."""
    fails_at_start = None

    def __init__(self, build, logdir, *, gdb, transcript, boot_timeout, watch_hangs=False,
                 guest_clock=False):
        self.machine = SimpleNamespace(pid=None, boot_timeout=boot_timeout,
                                       console_text=lambda: "$ ")
        self.gdb, self.stopped = None, False

    def start(self):
        if self.fails_at_start is not None:
            raise self.fails_at_start

    def stop(self):
        self.stopped = True


@pytest.mark.parametrize("error, ended", [
    (ConsoleTimeout("the first shell prompt '$ '", 60, True, [], "/x.log"), endings.NEVER_CAME),
    (DebuggerTimeout("stop", 120, [], "/gdb.log"), endings.NEVER_CAME),
    (MachineExited("the first prompt", "killed by signal 9", [], "/x.log"),
     endings.MACHINE_FAILED),
    (OSError(11, "Resource temporarily unavailable"), endings.MACHINE_FAILED),
], ids=["console-timeout", "gdb-timeout", "qemu-exited", "host-refused"])
def test_a_failed_boot_is_a_step_that_never_came_or_the_machine_failing(error, ended,
                                                                        monkeypatch):
    monkeypatch.setattr(one_scenario, "Boot", type("Failing", (_Boot,), {"fails_at_start": error}))
    run = run_record()
    scenario = SimpleNamespace(gdb=False, steps=[])
    one_scenario._perform(SimpleNamespace(), scenario, run, None, {}, "here", {"boot": 12.0})
    assert run.error is not None and run.ended == ended
    if ended == endings.NEVER_CAME:   # slow or stuck: what QEMU got of the CPU meanwhile
        assert "QEMU used 0.0 s of CPU and waited 0.0 s for one)" in run.error.splitlines()[0]
    assert [(step["step"], step["deadline"], step["ended"]) for step in run.timing] == [
        ("boot", 12.0, type(error).__name__)]
    run.verdict = endings.INFRASTRUCTURE
    assert judge.ending(run) == ended      # the judgement keeps what the boot said


# Python writes values so: a tuple or list of them, a NUL-padded C string, a
# boolean or None, a kernel address (0x80000000 and up) in decimal.
PYTHON_VALUE = re.compile(r"\[\(|\('|\[\[|\\000|\\x00|\b(True|False|None)\b|\b2[1-9]\d{8}\b")


def test_the_live_account_of_every_recorded_run_says_its_checks_and_verdict_in_words(
        tmp_path, capsys, monkeypatch):
    """Every recorded run (scenarios/data), told again as a clinic run tells
    it live: each check's line and the verdict hold no Python value, a
    check of what the reference must do that fails on the bug reads
    "differs", not as an error, and the bug's symptom reads "shown"."""
    monkeypatch.setattr(eventlog, "verbose", False)
    monkeypatch.setattr(eventlog, "_open_line", False)
    clinics = {clinic.bug: clinic for clinic in spec.load_clinics()[0] + spec.load_measures()[0]}
    told = 0
    for run in load_runs([DATA]):
        clinic = clinics.get(run.bug)
        scenario = next((s for s in clinic.scenarios if s.name == run.scenario), None) \
            if clinic else None
        if scenario is None:
            continue
        on_bug = run.variant != "reference"
        one_scenario._tell(eventlog.EventLog(tmp_path / f"{told}.jsonl"), run, scenario, on_bug)
        lines = capsys.readouterr().err.splitlines()
        assert lines and not [line for line in lines if PYTHON_VALUE.search(line)], lines
        if on_bug and run.verdict == endings.SYMPTOM:
            assert lines[-1].split("] ", 1)[1].startswith("the bug showed its symptom")
            if "; the reference " in lines[-1]:    # its own figure: how often the reference did
                assert "measured tries of this scenario (at most " in lines[-1]
            assert not any(" NOT " in line or "FAILS" in line for line in lines), lines
        told += 1
    assert told >= 10


def test_a_boot_ended_before_a_verdict_tells_no_check_live(tmp_path, capsys, monkeypatch):
    """A boot killed before a verdict (a learner's tree whose boot check had
    already failed, 2026-12-07) gave its checks nothing to read: the live
    account says only that it ended, and why, with no check's error."""
    import dataclasses
    monkeypatch.setattr(eventlog, "verbose", False)
    monkeypatch.setattr(eventlog, "_open_line", False)
    clinics = {clinic.bug: clinic for clinic in spec.load_clinics()[0]}
    run = next(run for run in load_runs([DATA]) if run.bug in clinics and run.symptom)
    scenario = next(s for s in clinics[run.bug].scenarios if s.name == run.scenario)
    why = "QEMU exited (killed by signal 9) while the harness waited for the end of `proftest`"
    run = dataclasses.replace(run, verdict=endings.INFRASTRUCTURE, detail=why, variant="tree-x")
    one_scenario._tell(eventlog.EventLog(tmp_path / "told.jsonl"), run, scenario, False)
    lines = capsys.readouterr().err.splitlines()
    assert [line.split("] ", 1)[1] for line in lines] == [
        f"this tree: this boot ended before a verdict: {why}"], lines
