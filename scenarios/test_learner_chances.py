"""What a check's numbers say (harness/learner/chances.py): how often the
reference did what a not-cured finding says (the sentence beside each),
how often a cured tree would be judged not cured (the reverse error's
model, whose counts are test_grading_reverse.py's), and stale rates;
from the measured rates, and rates and findings made here."""

import pytest

from harness import stats
from harness.expected import spec
from harness.learner import boots, chances, trees
from harness.measured import rates


BUG = "sepc_after_yield"
NAME = "proftest alone, then under three hogs"
RUN = "1 run: proftest"


def _reference(load=0, verdicts=None, failed=0, outcomes=None, ended=None, failures=None,
               steps=None):
    """A Measurement of NAME whose reference side is given (its bug side:
    30 of 30); its tries: ended's, else its verdicts'."""
    verdicts = verdicts or {"no symptom": 30}
    return rates.Measurement(BUG, NAME, "k", "2026-12-04", 30, 30, {"symptom": 30},
                             sum(verdicts.values()), failed, verdicts,
                             reference_outcomes=outcomes or {}, host_load=load,
                             reference_ended=ended or {}, reference_steps=steps or {},
                             reference_failures=failures or {})


def _said(tmp_path, idle, loaded=None, scenario=NAME, **finding):
    """The sentence beside a finding of scenario, the rates (idle, loaded)
    written in tmp_path."""
    rates.save(BUG, {NAME: rates.Rates(idle, loaded)}, tmp_path)
    found = trees.Finding(BUG, scenario, finding.pop("status"), "e", boots=1, **finding)
    return chances.finding_chance(BUG, found, tmp_path)


def _at_most(k, n):
    return f"at most {stats.upper_bound(k, n):.1%} a try, 95% confidence"


@pytest.mark.usefixtures("recorded_clinics")
def test_a_symptom_shown_says_how_often_the_reference_showed_it(tmp_path):
    """Idle and loaded together: 1 of 60 tries showed it."""
    said = _said(tmp_path, _reference(verdicts={"no symptom": 29, "symptom": 1}),
                 _reference(load=2), status=trees.SHOWS)
    assert said == ("the reference showed this symptom in 1 of 60 measured tries of this "
                    f"scenario ({_at_most(1, 60)})")
    assert _said(tmp_path, _reference(), status=trees.SHOWS_AND_MORE).startswith(
        "the reference showed this symptom in 0 of 30 measured tries")


@pytest.mark.usefixtures("recorded_clinics")
def test_a_panic_says_how_often_the_reference_printed_that_panic_line(tmp_path):
    outcomes = {"no panic": 28, "panic: kerneltrap": 1, "panic: acquire": 1}
    said = _said(tmp_path, _reference(outcomes=outcomes), _reference(load=2, outcomes={
        "no panic": 30}), status=trees.FAILS, cause="panic: kerneltrap")
    assert said == ("the reference printed 'panic: kerneltrap' in 1 of 60 measured tries of "
                    f"this scenario (another panic in 1; {_at_most(1, 60)})")
    # outcomes not kept: nothing to count them by
    assert _said(tmp_path, _reference(), status=trees.FAILS, cause="panic: x") == (
        "not measured: the reference's tries of this scenario kept no panic lines")


@pytest.mark.usefixtures("recorded_clinics")
def test_a_failed_check_counts_the_reference_s_failures_of_that_check(tmp_path):
    """Where every failed try kept why, the failures of that check alone;
    where one did not, every failure, and the sentence says so."""
    kept = _reference(failed=2, failures={"proftest passes: no": 1,
                                          "verdict different symptom: proftest: no leaks: FAIL "
                                          "(and not: x)": 1})
    said = _said(tmp_path, kept, _reference(load=2), status=trees.FAILS, cause="proftest passes")
    assert said == ("the reference failed this check in 1 of 60 measured tries of this "
                    f"scenario ({_at_most(1, 60)})")
    said = _said(tmp_path, kept, status=trees.FAILS, cause="proftest: no leaks: FAIL")
    assert said.startswith("the reference failed this check in 1 of 30 measured tries")
    said = _said(tmp_path, kept, status=trees.FAILS, cause="proftest: hot loop: FAIL")
    assert said.startswith("the reference failed this check in 0 of 30 measured tries")
    untold = _reference(load=2, failed=1)         # measured before reasons were kept
    said = _said(tmp_path, kept, untold, status=trees.FAILS, cause="proftest passes")
    assert said == ("the reference failed 3 of 60 measured tries of this scenario for any "
                    f"reason (which check each failed was not kept; {_at_most(3, 60)})")


@pytest.mark.usefixtures("recorded_clinics")
def test_a_hang_counts_the_reference_s_step_past_the_check_s_deadline(tmp_path):
    """Two of 30 timed tries past the 20 s the check waited, and one try
    whose step never came: 3 of 31."""
    hung = _reference(ended={"no symptom": 30, "step never came": 1},
                      steps={RUN: [7.0] * 28 + [21.0, 22.5], "boot": [0.5] * 30})
    said = _said(tmp_path, hung, status=boots.HANGS, step=RUN, deadline=20.0)
    assert said == ("the reference hung at step '1 run: proftest' in 3 of 31 measured tries of "
                    "this scenario (2 past this check's 20 s deadline, 1 where a step never "
                    f"came; {_at_most(3, 31)})")
    # a result kept before its step was: the steps that never came alone
    assert _said(tmp_path, hung, status=boots.HANGS).startswith(
        "the reference had a step that never came in 1 of 31 measured tries")
    # the boot check: every measured try of every clinic boots first
    said = _said(tmp_path, hung, scenario=boots.SCENARIO, status=boots.HANGS, step="boot",
                 deadline=10.0)
    assert said.startswith("the reference hung on its way to the first prompt in 1 of 31 "
                           "measured tries of every clinic's scenarios")


@pytest.mark.usefixtures("recorded_clinics")
def test_a_panic_at_boot_a_flood_and_a_stop_count_the_reference_s_own(tmp_path):
    counted = _reference(outcomes={"no panic": 30}, ended={"no symptom": 29,
                                                           "console flooded": 1})
    said = _said(tmp_path, counted, scenario=boots.SCENARIO, status=boots.PANICS_AT_BOOT,
                 cause="panic: init exiting")
    assert said.startswith("the reference printed 'panic: init exiting' in 0 of 30 measured "
                           "tries of every clinic's scenarios")
    assert _said(tmp_path, counted, status=boots.FLOODS) == (
        "the reference flooded its console in 1 of 30 measured tries of this scenario "
        f"({_at_most(1, 30)})")
    assert _said(tmp_path, counted, status=boots.STOPS).startswith(
        "the reference stopped the machine itself in 0 of 30 measured tries")
    assert _said(tmp_path, _reference(), status=boots.STOPS).startswith("not measured: ")


@pytest.mark.usefixtures("recorded_clinics")
def test_a_finding_of_a_scenario_not_measured_says_not_measured(tmp_path):
    said = _said(tmp_path, _reference(), scenario="a scenario nobody measured",
                 status=trees.SHOWS)
    assert said == "not measured: the reference's tries of this scenario were never measured"
    # nothing beside a finding that is no tree's fault
    assert _said(tmp_path, _reference(), status=trees.AS_REFERENCE) == ""
    assert _said(tmp_path, _reference(), status=trees.DID_NOT_RUN) == ""


@pytest.mark.usefixtures("recorded_clinics")
def test_check_and_diagnose_say_when_a_rate_is_stale(tmp_path):
    """A stale rate still sets the boots, and check and diagnose say so,
    naming the command that measures it again."""
    from harness.measured import rates as rates_module
    measured = rates_module.Measurement("sepc_after_yield", "proftest alone, then under three "
                                        "hogs", "not-today", "2026-11-30", 30, 28, {}, 30, 0, {})
    rates_module.save("sepc_after_yield",
                      {measured.scenario: rates_module.Rates(measured)}, tmp_path)
    lines = chances.stale_rates(["sepc_after_yield"], tmp_path)
    assert lines == ["stale rate: sepc_after_yield / proftest alone, then under three hogs was "
                     "measured on other kernels, another meaning of the scenario, or another "
                     "QEMU; its boots still come from it; measure again: make rates "
                     "BUG=sepc_after_yield SCENARIO='proftest alone, then under three hogs'"]


def test_the_boot_failure_bound_takes_every_measured_reference_try(tmp_path):
    """Every measured reference try boots to the prompt first: 0 failed of
    30 bounds one at 9.5%."""
    measured = rates.Measurement(BUG, NAME, "k", "2026-11-30", 30, 28, {}, 30, 0, {})
    rates.save(BUG, {NAME: rates.Rates(measured)}, tmp_path)
    assert chances.boot_failure_bound(tmp_path) == stats.upper_bound(0, 30)


def test_the_model_counts_every_boot_of_a_cured_tree_s_check():
    clinic = spec.load_clinic("dump_in_freeproc")
    model = chances.reverse_error("dump_in_freeproc")
    assert model.boots == boots.BOOTS + sum(trees.check_boots(clinic, s)
                                            for s in trees.learner_scenarios(clinic))
    assert model.per_boot == pytest.approx(stats.upper_bound(model.failed, model.judged))
    assert model.pooled == pytest.approx(1 - (1 - model.per_boot) ** model.boots)
    assert model.judged >= 300 and model.failed <= model.judged
    # Pooling assumes more (one rate a boot) and so bounds closer.
    assert model.pooled < model.separate < 1
    assert f"{model.boots} boots a check" in model.said()
