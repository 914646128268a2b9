"""What a check's numbers say (harness/learner/chances.py): how often a
cured tree would be judged not cured (the reverse error's model, whose
counts are test_grading_reverse.py's), stale rates, and a cured tree's
warnings; from the measured rates, and rates and findings made here."""

import pytest

from harness import stats
from harness.expected import spec
from harness.learner import boots, chances, trees


@pytest.mark.usefixtures("recorded_clinics")
def test_not_cured_says_how_often_a_cured_tree_would_be(tmp_path):
    """From the reference's measured failures: 0 of 30 boots bounds a boot's
    failure at 9.5%; four boots of that scenario, at 1 - 0.905^4."""
    from harness.measured import rates as rates_module
    name = "proftest alone, then under three hogs"
    measured = rates_module.Measurement("sepc_after_yield", name, "k", "2026-11-30", 30, 28, {},
                                        30, 0, {})
    rates_module.save("sepc_after_yield", {name: rates_module.Rates(measured)}, tmp_path)
    findings = [trees.Finding("sepc_after_yield", "proftest alone, then under three hogs",
                              trees.FAILS, "panic: x", boots=4, allowed=6),
                trees.Finding("sepc_after_yield", "a scenario nobody measured",
                              trees.AS_REFERENCE, "held", boots=1)]
    said = chances.wrongly_not_cured("sepc_after_yield", findings, tmp_path)
    per_boot = stats.upper_bound(0, 30)
    assert f"{1 - (1 - per_boot) ** 4:.1%}" in said
    assert said.endswith("not measured on the reference: a scenario nobody measured")
    # Two measured scenarios' bounds hold together at 95%: 97.5% each.
    both = [findings[0], trees.Finding("sepc_after_yield", name, trees.AS_REFERENCE, "held",
                                       boots=1)]
    said = chances.wrongly_not_cured("sepc_after_yield", both, tmp_path)
    per_boot = stats.upper_bound(0, 30, 0.975)
    assert f"{1 - (1 - per_boot) ** 5:.1%}" in said and "95% for all together" in said


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
