"""A tree's boots judged for what the tree did (harness/learner/boots.py),
on made-up runs: nothing boots but the canary.

- a wait that ran out while QEMU was busy is a hang (the tree's), one
  while it was stopped or idle is not known to be one until it repeats;
- a check stops booting a tree once it has panicked at boot, hung,
  flooded or stopped the machine: the scenarios left are not booted;
- a verdict on ambiguous failures alone stands only if the reference
  boots right after it.
"""

from types import SimpleNamespace

import pytest

from harness import endings
from harness.expected import spec
from harness.learner import boots, trees
from harness.run import scenario as run_scenario_module

from support import run_record


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


# A build of no tree: its kernel has no symbols (no scenario needs one booted here).
_NO_BUILD = SimpleNamespace(source="/nowhere", name="tree")


def _booting(monkeypatch, gate, scenario_run):
    """A check's boots made up: each boot to the shell says gate (a status),
    each scenario boot is scenario_run(scenario's name, number); the names
    of the scenarios booted, in order."""
    booted = []
    monkeypatch.setattr(boots, "_boot_once", lambda build, logdir, deadline:
                        (gate, "what it did"))

    def run_once(build, clinic, scenario, logdir, number, **rules):
        booted.append(scenario.name)
        return scenario_run(scenario.name, number)
    monkeypatch.setattr(run_scenario_module, "run_once", run_once)
    return booted


@pytest.mark.parametrize("at_once", [1, 2])
@pytest.mark.parametrize("status", boots.TREE_FAULTS + (boots.GRADER,))
def test_a_check_boots_no_scenario_after_the_tree_failed_its_boot_check(status, at_once,
                                                                      monkeypatch):
    """One boot at a time, no scenario boots; side by side, those begun
    beside the boot check are ended, and none is judged."""
    clinic = spec.load_clinic("dump_in_freeproc")
    booted = _booting(monkeypatch, status, lambda name, number: run_record(
        variant="tree", bug=clinic.bug, scenario=name, logdir="/x",
        verdict=endings.NO_SYMPTOM))
    findings = trees.check("dump_in_freeproc", _NO_BUILD, "/nowhere", at_once)
    if at_once == 1:
        assert booted == []
    assert [f.scenario for f in findings][0] == boots.SCENARIO
    assert findings[0].status == status
    assert all(f.status == trees.DID_NOT_RUN and f.evidence.startswith("not run to its end: ")
               for f in findings[1:])
    wanted = trees.GRADER_TROUBLE if status == boots.GRADER else trees.NOT_CURED
    assert trees.verdict(findings) == wanted


def test_a_check_stops_at_the_scenario_where_the_tree_hung(monkeypatch):
    clinic = spec.load_clinic("dump_in_freeproc")
    first, *rest = trees.learner_scenarios(clinic)
    booted = _booting(monkeypatch, boots.AS_REFERENCE, lambda name, number: run_record(
        variant="tree", bug=clinic.bug, scenario=name, logdir="/x",
        verdict=endings.INFRASTRUCTURE, ended=endings.NEVER_CAME, error="waited",
        timing=[_timed(27.0, 30.0, step="1 run: proftest")]))
    findings = trees.check("dump_in_freeproc", _NO_BUILD, "/nowhere", 1)
    assert booted == [first.name] and rest
    assert findings[1].status == boots.HANGS
    assert [f.evidence for f in findings[2:]] == [
        f"not run to its end: the tree hangs in '{first.name}'"] * len(rest)
    assert trees.verdict(findings) == trees.NOT_CURED


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
