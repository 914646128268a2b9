"""Checks judged on a run's facts (harness/run/judge.py): outcomes and
verdicts, what the reference must not show, how a measure's checks are
judged, and what a learner's tree is judged by; on made-up facts and
recorded runs, no QEMU, no gdb."""

from harness import endings
from harness.endings import DIFFERENT, ERROR, NO_SYMPTOM, SYMPTOM, SYMPTOM_AND_MORE
from harness.expected import spec
from harness.learner import trees
from harness.run.judge import (Outcome, ending, for_learner, judge, measure_failures,
                               measure_settled, reference_failures, shows, unexpected_trouble,
                               verdict)
from harness.run.record import RunRecord

from support import PROFTEST_FAIL, REJUDGE, check_of, facts_of, run_record, scenario_of


def _outcome(says, ok):
    return Outcome(says, ok, ok)


def test_verdicts():
    plain = scenario_of()
    assert verdict([_outcome("a", True)], "", None, plain)[0] == SYMPTOM
    kind, detail = verdict([_outcome("a", False)], PROFTEST_FAIL, None, plain)
    assert kind == DIFFERENT and "most samples in the hot loop: FAIL" in detail
    known = scenario_of(known_trouble=["hot loop: FAIL", "no leaks: FAIL", r"\d+ FAILED"])
    assert verdict([_outcome("a", False)], PROFTEST_FAIL, None, known)[0] == NO_SYMPTOM
    kind, detail = verdict([_outcome("a", False)], "", "acquire", plain)
    assert kind == DIFFERENT and "panic: acquire" in detail


def test_the_symptom_and_a_panic_the_file_does_not_mention_say_both():
    # An extra clinic: kfork shares the parent's histogram; its FAIL line is
    # the symptom, and then the kernel panics, which the file never mentions.
    console = "proftest: fork does not inherit the profile: FAIL\npanic: kerneltrap\n"
    scenario = scenario_of(symptom=[("fork", "seen(r'fork does not inherit the profile: FAIL')")])
    outcomes = judge(scenario.symptom, facts_of(console, scenario), "here")
    kind, detail = verdict(outcomes, console, "kerneltrap", scenario)
    assert kind == SYMPTOM_AND_MORE and "panic: kerneltrap" in detail
    assert "fork does not inherit" not in detail   # that line is the symptom's own


def test_a_panic_a_symptom_check_names_is_mentioned():
    scenario = scenario_of(symptom=[("panics", "panic == 'kerneltrap'")])
    outcomes = judge(scenario.symptom, facts_of("", scenario, panic="kerneltrap"), "here")
    assert verdict(outcomes, "panic: kerneltrap\n", "kerneltrap", scenario) == \
        (SYMPTOM, "every symptom check holds")


def test_a_check_that_raises_is_an_error_not_a_no():
    outcome, = judge([check_of("a stop", "stops[0].hart == 0")], facts_of(), "here")
    assert not outcome.ok and outcome.result == "error"
    assert "IndexError" in outcome.error
    kind, detail = verdict([outcome], "", None, scenario_of())
    assert kind == ERROR and "IndexError" in detail


def test_a_panic_the_file_does_not_mention_explains_a_check_that_raised():
    # no_range_check's stray increments: the kernel panics before prof
    # prints its totals, so a check of those totals has nothing to read.
    scenario = scenario_of(symptom=[("no crash", "panic is None"), ("lost", "total[0] > 0")],
                         values={"total": r"(\d+) samples"})
    outcomes = judge(scenario.symptom, facts_of("", scenario, panic="kfree: not a page"), "here")
    assert outcomes[1].result == "error"
    kind, detail = verdict(outcomes, "", "kfree: not a page", scenario)
    assert kind == DIFFERENT and detail.startswith("panic: kfree: not a page")
    assert "a check raised: lost:" in detail and "IndexError" in detail


def test_a_show_that_raises_changes_nothing():
    outcome, = judge([check_of("holds", "1 == 1", show="stops[0]")], facts_of(), "here")
    assert outcome.ok and outcome.error is None and outcome.result == "yes"
    assert outcome.seen.startswith("cannot show: ")


def test_what_the_bug_also_prints_is_trouble_on_the_reference():
    scenario = scenario_of(symptom=[("hot", "seen(r'hot loop: FAIL')")])
    scenario.bug_also_prints = [r"^proftest: no leaks: FAIL"]
    console = "proftest: no leaks: FAIL\n"
    assert unexpected_trouble(console, None, scenario, on_bug=True) == []
    assert unexpected_trouble(console, None, scenario) == ["proftest: no leaks: FAIL"]


def test_a_panic_a_check_names_in_a_tuple_is_mentioned():
    scenario = scenario_of(symptom=[("fails later",
                                   "panic in ('kfree: not a page', 'freewalk: leaf')")])
    assert unexpected_trouble("", "kfree: not a page", scenario) == []
    assert unexpected_trouble("", "kfree: not a pagex", scenario) == \
        ["panic: kfree: not a pagex"]
    assert unexpected_trouble("", "sched locks", scenario) == ["panic: sched locks"]


def _run(verdict_, symptom=(), reference=()):
    return run_record(variant="reference", logdir="/tmp", verdict=verdict_, detail="d",
                      symptom=list(symptom), reference=list(reference))


def test_a_reference_run_fails_on_an_error_a_symptom_or_a_check_that_does_not_hold():
    holds = Outcome("own check", True, True)
    assert reference_failures(_run(NO_SYMPTOM, reference=[holds])) == []
    raised = Outcome("a symptom check", False, None, error="IndexError: list index")
    why = reference_failures(_run(ERROR, symptom=[raised], reference=[holds]))
    assert why and "error" in why[0]
    own_raised = Outcome("own check", False, None, error="KeyError: 'hart'")
    assert "KeyError" in reference_failures(_run(NO_SYMPTOM, reference=[own_raised]))[0]
    part = Outcome("a part of the symptom", True, True)
    assert "shows part of the symptom" in \
        reference_failures(_run(NO_SYMPTOM, symptom=[part], reference=[holds]))[0]
    context = Outcome("nothing crashes", True, True, context=True)
    assert reference_failures(_run(NO_SYMPTOM, symptom=[context], reference=[holds])) == []


def _measured(number, **held):
    """A measure's run: each check named, held or not."""
    run = _run(NO_SYMPTOM, reference=[Outcome(says, ok, ok) for says, ok in held.items()])
    run.number = number
    return run


def test_a_measure_check_that_holds_by_chance_needs_to_hold_in_one_run():
    chance = {"hot": 0.68}
    missed, held = _measured(1, hot=False, always=True), _measured(2, hot=True, always=True)
    assert measure_failures([missed], chance) == ["hot: held in none of 1 run(s)"]
    assert not measure_settled([missed], chance)
    assert measure_failures([missed, held], chance) == []
    assert measure_settled([missed, held], chance)
    # Without a measured chance, the same check must hold in every run.
    assert measure_failures([missed, held]) == ["run 1: hot: no"]


def test_a_measure_fails_at_once_on_a_check_that_must_always_hold_or_raised():
    chance = {"hot": 0.68}
    strict = _measured(1, hot=False, always=False)
    assert measure_failures([strict], chance) == ["run 1: always: no",
                                                  "hot: held in none of 1 run(s)"]
    assert measure_settled([strict], chance)       # no later run makes it good
    raised = _run(NO_SYMPTOM, reference=[Outcome("hot", False, None, error="IndexError")])
    assert measure_failures([raised], chance)[0] == "run 1: hot: error (IndexError)"
    crashed = _run(DIFFERENT, reference=[Outcome("hot", True, True)])
    assert measure_failures([crashed], chance) == ["run 1: verdict different symptom: d"]


# --- what a learner's tree is judged by -----------------------------------------------

def _recorded(side, bug, scenario):
    name = f"test_clinics.{'test_bug_shows_its_symptom' if side == 'bug' else 'test_reference_under'}"
    return RunRecord.load(REJUDGE / f"{name}[{bug}-{scenario}]" / "run-1" / "run.json")


def _scenario(bug, name):
    return next(s for s in spec.load_clinic(bug).scenarios if s.name == name)


def test_a_correct_fix_of_another_shape_is_not_judged_by_the_reference_s_registers(
        recorded_clinics):
    """sepc_after_yield's gdb scenario compares the live $sepc with the trap
    frame's epc at profsample: only the reference's code shape (sampling
    before yield) makes them equal.  A fix that samples after yield, from
    the trap frame, has them differ and is still correct: a learner's
    check does not run that scenario, and its checks never count."""
    scenario = _scenario("sepc_after_yield", "gdb at the samples under three hogs")
    assert not scenario.for_learners
    assert [s.name for s in trees.learner_scenarios(spec.load_clinic("sepc_after_yield"))] == [
        "proftest alone, then under three hogs"]
    run = _recorded("bug", "sepc_after_yield", "gdb_at_the_samples_under_three_hogs")
    assert run.verdict == endings.SYMPTOM                   # the suite: the mechanism shows
    learner = for_learner(run, scenario)
    assert learner.symptom == [] and learner.reference == []
    assert learner.verdict == endings.NO_SYMPTOM and reference_failures(learner) == []
    assert run.verdict == endings.SYMPTOM and len(run.symptom) == 2     # the run keeps them


def test_a_learner_s_tree_that_still_panics_still_shows_the_symptom(recorded_clinics):
    scenario = _scenario("dump_in_freeproc", "gdb at the panic")
    run = for_learner(_recorded("bug", "dump_in_freeproc", "gdb_at_the_panic"), scenario)
    assert [o.says for o in run.symptom] == ["gdb stops in panic",
                                           "panic's message is acquire's"]
    assert shows(run)
    assert "proftest passes and gdb never stops in panic: no" in reference_failures(run)
    reference = for_learner(_recorded("reference", "dump_in_freeproc", "gdb_at_the_panic"),
                            scenario)
    assert reference_failures(reference) == []


def test_a_judged_run_ends_in_its_symptom_or_not_and_an_old_failure_is_the_machine():
    run = run_record(verdict=endings.SYMPTOM_AND_MORE)
    assert ending(run) == endings.ENDED_SYMPTOM
    run.verdict = endings.DIFFERENT
    assert ending(run) == endings.ENDED_NO_SYMPTOM
    run.verdict = endings.ERROR
    assert ending(run) == endings.ENDED_RAISED
    run.verdict, run.ended = endings.INFRASTRUCTURE, None     # recorded before endings were kept
    assert ending(run) == endings.MACHINE_FAILED
