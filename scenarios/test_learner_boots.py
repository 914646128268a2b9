"""Trees that misbehave, judged for what they did (harness/machine/consolelog.py,
harness/learner/boots.py, harness/learner/trees.py, harness/run/scenario.py), on
made-up consoles, runs and machines: nothing boots.

- a console past its cap keeps its head and tail, says what it left out,
  and raises ConsoleFlood once, to a wait that watches;
- a boot that floods or powers the machine off is the kernel's doing: a
  "different symptom", counted, not the machine failing;
- a wait that ran out while QEMU was busy is a hang (the tree's), one
  while it was stopped or idle is not known to be one;
- a check stops booting a tree once it has panicked at boot, hung,
  flooded or stopped the machine: the scenarios left are not booted.
"""

from types import SimpleNamespace

import pytest

from harness import endings
from harness.errors import ConsoleFlood, MachineExited
from harness.expected import spec
from harness.learner import boots, chances, trees
from harness.machine.consolelog import ConsoleLog
from harness.run import judge
from harness.run import scenario as one_scenario
from harness.run.record import RunRecord

from support import run_record


def test_a_console_past_its_cap_keeps_its_head_and_tail_and_floods_once(tmp_path):
    log = ConsoleLog(tmp_path / "c.log", cap=100, tail=20)
    log.write("a" * 70)
    log.write("b" * 60)               # past 80 of head: the rest is tail, 130 in all
    assert log.flooded_after is not None and log.size() == 130
    log.watching = True
    with pytest.raises(ConsoleFlood, match="printed 135 characters .* past its cap of 100"):
        log.write("c" * 5)
    log.write("d" * 5)                # said once
    text = log.text()
    assert text.startswith("a" * 70 + "b" * 10)
    assert text.endswith("b" * 10 + "c" * 5 + "d" * 5)
    assert "[profclinic: 40 characters of console left out here" in text
    log.close()
    assert (tmp_path / "c.log").read_text() == text     # the file keeps the same


def test_a_console_under_its_cap_is_kept_whole(tmp_path):
    log = ConsoleLog(tmp_path / "c.log", cap=100, tail=20)
    log.watching = True
    log.write("x" * 100)              # at the cap, not past it
    log.close()
    assert log.text() == "x" * 100 == (tmp_path / "c.log").read_text()
    assert log.flooded_after is None


class _Boot:
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
    monkeypatch.setattr(one_scenario, "Boot", type("Failing", (_Boot,), {"fails_at_start": error}))
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


def test_a_killed_qemu_is_still_the_machine_failing():
    assert not MachineExited("x", "killed by signal 9", [], "/x.log").by_guest
    assert not MachineExited("x", "exit status 1", [], "/x.log").by_guest
    assert MachineExited("x", "exit status 0", [], "/x.log").by_guest


def _timed(seconds, user, system=0.0, run_delay=0.0, step="boot"):
    return {"step": step, "seconds": seconds, "deadline": seconds, "ended": "ConsoleTimeout",
            "user": user, "system": system, "run_delay": run_delay}


def test_a_wait_that_ran_out_while_qemu_was_busy_is_a_hang_and_not_otherwise():
    assert boots.hung(_timed(10.0, 9.0, 1.5))             # spinning harts
    assert not boots.hung(_timed(70.0, 0.1))              # SIGSTOP, or an idle kernel
    assert not boots.hung(_timed(10.0, 0.2, 0.0, 9.5))    # starved: waiting for a CPU
    assert not boots.hung({**_timed(10.0, 1.0), "user": None})   # not read: not guessed


def test_a_step_that_gdb_s_death_ended_is_no_hang_however_busy_qemu_was():
    """gdb killed mid-step: the harness stops waiting at once, QEMU having
    run all along.  The grader's trouble (tried again), not the tree's."""
    assert boots.hung(_timed(2.0, 2.0, step="3 stops: 1"))
    assert not boots.hung({**_timed(2.0, 2.0, step="3 stops: 1"), "ended": "DebuggerError"})
    assert not boots.hung({**_timed(2.0, 2.0), "ended": "MachineExited"})
    assert not boots.hung({**_timed(2.0, 2.0), "ended": "done"})


def test_a_learner_s_hung_boot_is_not_tried_again_and_says_where():
    scenario = next(s for s in spec.load_clinic("dump_in_freeproc").scenarios)
    stuck = run_record(variant="tree", bug="dump_in_freeproc", scenario=scenario.name, logdir="/x",
                       verdict=endings.INFRASTRUCTURE, ended=endings.NEVER_CAME, error="waited",
                       timing=[_timed(1.4, 1.0), _timed(27.0, 30.0, step="1 run: proftest")])
    finding = trees.finding_of("dump_in_freeproc", scenario, [stuck], 1)
    assert finding.status == boots.HANGS
    assert finding.evidence.startswith("at step '1 run: proftest': nothing in 27 s")
    idle = run_record(variant="tree", bug="dump_in_freeproc", scenario=scenario.name, logdir="/x",
                      verdict=endings.INFRASTRUCTURE, ended=endings.NEVER_CAME, error="waited",
                      timing=[_timed(27.0, 0.1, step="1 run: proftest")])
    assert trees.finding_of("dump_in_freeproc", scenario, [idle], 1).status == trees.DID_NOT_RUN


@pytest.mark.parametrize("status", boots.TREE_FAULTS + (boots.GRADER,))
def test_a_check_boots_no_scenario_after_the_tree_failed_its_boot_check(status, monkeypatch):
    made = []
    monkeypatch.setattr(boots, "boot_check", lambda build, clinic, scenarios, logdir:
                        boots.BootCheck(status, "what it did", 1, boots.BOOTS))
    monkeypatch.setattr(trees, "try_scenario", lambda *args, **kwargs: made.append(args))
    findings = trees.check("dump_in_freeproc", None, "/nowhere")
    assert made == []
    assert [f.scenario for f in findings][0] == boots.SCENARIO
    assert all(f.status == trees.DID_NOT_RUN and f.evidence.startswith("not booted: ")
               for f in findings[1:])
    wanted = trees.GRADER_TROUBLE if status == boots.GRADER else trees.NOT_CURED
    assert trees.verdict(findings) == wanted


def test_a_check_stops_at_the_scenario_where_the_tree_hung(monkeypatch):
    clinic_ = spec.load_clinic("dump_in_freeproc")
    first, *rest = trees.learner_scenarios(clinic_)
    monkeypatch.setattr(boots, "boot_check", lambda build, clinic, scenarios, logdir:
                        boots.BootCheck(boots.AS_REFERENCE, "10 of 10", 10, 10))
    tried = []

    def booted(build, clinic, scenario, logdir, allowed, learner):
        tried.append(scenario.name)
        return trees.Finding(clinic.bug, scenario.name, boots.HANGS, "at step x", boots=1)
    monkeypatch.setattr(trees, "try_scenario", booted)
    findings = trees.check("dump_in_freeproc", None, "/nowhere")
    assert tried == [first.name] and rest
    assert [f.evidence for f in findings[2:]] == [
        f"not booted: the tree hangs in '{first.name}'"] * len(rest)
    assert trees.verdict(findings) == trees.NOT_CURED


def test_a_long_console_is_kept_once_in_the_machine_s_log_and_read_back(tmp_path):
    from harness.run import record
    console = "hart 1: still here\n" * 10_000          # 190 kB, past INLINE_CONSOLE
    (tmp_path / record.CONSOLE_LOG).write_text(console.replace("\n", "\r\n"))
    run = run_record(logdir=str(tmp_path), console=console)
    path = run.save()
    assert path.stat().st_size < 4096                    # not a second copy
    assert RunRecord.load(path).console == console
    short = run_record(number=2, logdir=str(tmp_path), console="$ ")
    assert RunRecord.load(short.save()).console == "$ "  # a short one stays in run.json


def test_the_event_log_keeps_the_head_of_a_long_console(tmp_path, monkeypatch):
    import json
    from harness.eventlog import EventLog
    from harness.machine import qemu
    monkeypatch.setattr(qemu, "EVENT_CONSOLE", 100)
    machine = qemu.Machine("/k", "/fs", tmp_path,
                           transcript=EventLog(tmp_path / "t.jsonl", live=False))
    machine._log = ConsoleLog(tmp_path / "c.log")
    machine._log.write("x" * 60 + "\n")
    machine.record_console()
    machine._log.write("y" * 60 + "\n")
    machine.record_console()
    machine._log.write("z" * 60 + "\n")
    machine.record_console()                               # past the cap: nothing more
    machine._log.close()
    said = "".join(event.get("text", "") for event in map(
        json.loads, (tmp_path / "t.jsonl").read_text().splitlines()) if event["side"] == "console")
    assert said.startswith("x" * 60 + "\n" + "y" * 39)
    assert "z" not in said and "the rest is in machine.console.log" in said


def test_a_tree_that_hung_at_boot_says_how_often_a_cured_tree_would(tmp_path):
    """The boot check's boots are bounded by every measured reference try
    (each boots to the prompt first): 0 failed of 30 bounds one at 9.5%."""
    from harness import stats
    from harness.measured import rates
    name = "proftest alone, then under three hogs"
    measured = rates.Measurement("sepc_after_yield", name, "k", "2026-11-30", 30, 28, {},
                                 30, 0, {})
    rates.save("sepc_after_yield", {name: rates.Rates(measured)}, tmp_path)
    assert chances.boot_failure_bound(tmp_path) == stats.upper_bound(0, 30)
    hung = trees.Finding("sepc_after_yield", boots.SCENARIO, boots.HANGS, "x", boots=2)
    said = chances.wrongly_not_cured("sepc_after_yield", [hung], tmp_path)
    assert f"{1 - (1 - stats.upper_bound(0, 30)) ** 2:.1%}" in said
    assert "not measured" not in said


def test_an_ambiguous_failure_is_made_again_and_stands_once_it_repeats():
    """A wait that ran out while QEMU neither ran nor waited (stopped, or
    idle) may be the host's: made again; twice is the tree's hang, and a
    cured tree does that with chance at most C(n,2)-ish p squared."""
    scenario = next(s for s in spec.load_clinic("dump_in_freeproc").scenarios)

    def failed(number, user, run_delay=0.0):
        return run_record(variant="tree", bug="dump_in_freeproc", scenario=scenario.name,
                          number=number, logdir="/x", verdict=endings.INFRASTRUCTURE,
                          ended=endings.NEVER_CAME, error="waited",
                          timing=[_timed(27.0, user, 0.0, run_delay, step="1 run: proftest")])
    assert boots.failure_of(failed(1, 0.1)) == boots.AMBIGUOUS
    assert boots.failure_of(failed(1, 0.1, run_delay=20.0)) == boots.GRADER     # starved
    assert boots.failure_of(failed(1, 20.0)) == boots.HANGS
    killed = run_record(variant="tree", bug="b", logdir="/x", verdict=endings.INFRASTRUCTURE,
                        ended=endings.MACHINE_FAILED, error="QEMU exited (killed by signal 9)")
    assert boots.failure_of(killed) == boots.GRADER
    retries = boots.Retries()
    assert not retries.gives_up(boots.AMBIGUOUS) and retries.gives_up(boots.AMBIGUOUS)
    retries = boots.Retries()
    assert [retries.gives_up(boots.GRADER) for _ in range(3)] == [False, False, True]
    once = trees.finding_of("dump_in_freeproc", scenario, [failed(1, 0.1)], 1)
    assert once.status == trees.DID_NOT_RUN                    # once: not known
    twice = trees.finding_of("dump_in_freeproc", scenario, [failed(1, 0.1), failed(2, 0.2)], 1)
    assert (twice.status, twice.ambiguous, twice.boots) == (boots.HANGS, True, 2)
    assert twice.evidence.endswith("QEMU idle or stopped meanwhile, in 2 of 2 boots: it repeats")


def test_a_grading_run_on_a_host_where_the_reference_does_not_boot_grades_nothing(
        tmp_path, monkeypatch, capsys):
    from harness.cli import main
    from harness.grading import class_run
    monkeypatch.setattr(class_run.boots, "canary",
                        lambda logdir, deadline=0: (False, "hangs: no first prompt in 10 s"))
    (tmp_path / "class" / "alice").mkdir(parents=True)
    assert main(["grade", "dump_in_freeproc", str(tmp_path / "class"), "--out",
                 str(tmp_path / "out")]) == 2
    said = capsys.readouterr().err
    assert "the reference does not boot to its prompt on this host (hangs: no first" in said
    assert not (tmp_path / "out" / "gradebook.csv").exists()


@pytest.mark.parametrize("sound", [True, False])
def test_a_verdict_on_ambiguous_failures_alone_stands_only_if_a_reference_boot_after_it_does(
        sound, monkeypatch):
    monkeypatch.setattr(boots, "canary", lambda logdir, deadline: (sound, "" if sound else
                                                                   "did not run: killed"))
    findings = [trees.Finding("b", boots.SCENARIO, boots.AS_REFERENCE, "10 of 10", boots=10),
                trees.Finding("b", "s", boots.HANGS, "in 2 of 2 boots: it repeats", boots=2,
                              ambiguous=True)]
    confirmed = trees._confirmed(findings, "/nowhere", 10)
    assert trees.verdict(confirmed) == (trees.NOT_CURED if sound else trees.GRADER_TROUBLE)
    assert ("right after it reached its prompt" if sound else "the host's trouble") in \
        confirmed[1].evidence
    shown = [trees.Finding("b", "s", trees.SHOWS, "the symptom", boots=1), confirmed[1]]
    assert trees._confirmed(shown, "/nowhere", 10) is shown     # not on ambiguity alone


@pytest.mark.qemu
def test_the_reference_is_a_sound_canary(tmp_path):
    assert boots.canary(tmp_path) == (True, "")


def test_a_hang_says_where_each_hart_is_as_function_and_offset(tmp_path):
    from harness.machine.boot import Boot
    build = SimpleNamespace(kernel=tmp_path / "kernel", fs_image=tmp_path / "fs.img")
    boot = Boot(build, tmp_path, watch_hangs=True)
    assert boot.machine.gdb and boot.machine.on_timeout == boot.where_harts   # served anyway
    boot.gdb = SimpleNamespace(where_harts=lambda: [(0, "main", 0xe6), (1, "scheduler", 0),
                                                    (2, "??", None)])
    assert boot.where_harts() == "hart 0 in main+0xe6; hart 1 in scheduler; hart 2 in ??"
    assert not Boot(build, tmp_path).machine.gdb     # a suite's boot serves no gdb it needs not


def test_a_cured_tree_that_prints_far_more_than_the_reference_gets_a_warning(tmp_path):
    from harness.measured import consoles
    from harness.measured.keys import measurement_key
    clinic = spec.load_clinic("dump_in_freeproc")
    scenario = trees.learner_scenarios(clinic)[0]
    path = tmp_path / "consoles.toml"
    consoles.save({"dump_in_freeproc": {scenario.name: {
        "chars": 773, "tries": 1, "date": "2026-12-04",
        "key": measurement_key(clinic, scenario)}}}, path)
    assert consoles.reference_chars("dump_in_freeproc", scenario.name, "stale", path) is None
    loud = trees.Finding("dump_in_freeproc", scenario.name, trees.AS_REFERENCE, "", boots=1,
                         printed=2906)
    assert chances.warnings("dump_in_freeproc", [loud], path) == [
        f"{scenario.name}: its console printed 2906 characters, 3.8 times the reference's 773"]
    loud.printed = 1797                  # under twice the reference's, and 1024 more
    assert chances.warnings("dump_in_freeproc", [loud], path) == []
    assert consoles.louder(10_000, None) == ""       # not measured: no warning to give


class _Quiet:
    """A gdb that never stops and a console that never shows the text."""
    log_path, seconds = "gdb.log", 0

    def __init__(self):
        self.polls, self.asked = [], 0

    def wait_stopped(self, timeout):
        from harness.errors import DebuggerTimeout
        raise DebuggerTimeout("a stop", timeout, [], self.log_path)

    def last_lines(self):
        return []

    def expect(self, until, timeout, *, poll=False):
        from harness.errors import ConsoleTimeout
        self.polls.append(poll)
        raise ConsoleTimeout(until, timeout, True, [], "console.log")

    def where_harts(self):
        self.asked += 1
        return "hart 0 in scheduler"


def test_a_step_that_watches_gdb_and_the_console_asks_where_the_harts_are_once_at_its_end():
    """Each short console wait of a step that waits for a stop or a line is
    a poll: it must not read the harts (that stops them, and the kernel
    never gets on); the step's own deadline, once passed, does, once."""
    from harness.errors import DebuggerTimeout
    from harness.run import steps
    quiet = _Quiet()
    with pytest.raises(DebuggerTimeout) as raised:
        steps._next_stop(quiet, quiet, "ALL OK", timeout=1.2)
    assert quiet.polls and all(quiet.polls), quiet.polls
    assert quiet.asked == 1 and raised.value.harts == "hart 0 in scheduler"


@pytest.mark.qemu
def test_a_learner_s_gdb_scenario_on_the_reference_behaves_as_the_reference(tmp_path):
    """The boots of a learner's check serve gdb and read the harts when a
    wait runs out (watch_hangs): on the reference, the gdb scenario must
    still run to its end and show no symptom."""
    from harness.build import REFERENCE, build_variant
    clinic_ = spec.load_clinic("dump_in_freeproc")
    scenario = next(s for s in clinic_.scenarios if s.gdb and s.for_learners)
    [run] = one_scenario.run_scenario(build_variant(REFERENCE), clinic_, scenario, tmp_path, 1,
                                until_symptom=False, retries=0, watch_hangs=True)
    assert run.verdict == endings.NO_SYMPTOM, (run.detail, run.error)
