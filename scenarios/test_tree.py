"""A tree of yours judged by the clinics, as the reference is judged: pytest --tree=DIR.

    pytest --tree=exercises/sepc_after_yield -k sepc_after_yield

For each scenario of each expected/<bug>.toml (-k BUG for one clinic),
test_tree_behaves_as_the_reference[<bug>-<scenario>] boots the tree and
passes when it behaves as the reference must (clinic.reference_failures):
no symptom, every reference check holding, no FAIL or panic of its own.
A scenario whose symptom shows by chance gets the bug's boot budget of
the suite (from its measured rate), so that a tree that still has the bug
passes them all with chance at most rates.SUITE_MISS / chance scenarios.
`make check BUG= TREE=` does the same from harness/diagnose.py, and
prints one table.  Without --tree these tests are not collected.
"""

import re

import pytest

from harness import diagnose, expect

CLINICS, _ = expect.load_clinics()      # a broken file fails test_clinics' load test
CASES = [pytest.param(clinic, scenario,
                      id=f"{clinic.bug}-{re.sub(r'[^0-9A-Za-z]+', '_', scenario.name).strip('_')}")
         for clinic in CLINICS for scenario in clinic.scenarios]


@pytest.mark.parametrize("clinic, scenario", CASES)
def test_tree_behaves_as_the_reference(clinic, scenario, tree_build, clinic_logdir):
    finding = diagnose.try_scenario(tree_build, clinic, scenario, clinic_logdir,
                                    diagnose.check_boots(clinic, scenario))
    where = f"{clinic.bug} / {scenario.name} on {tree_build.name}"
    if finding.status in (diagnose.NOT_APPLICABLE, diagnose.DID_NOT_RUN):
        pytest.fail(f"{where}: cannot tell: {finding.status}: {finding.evidence}",
                    pytrace=False)
    assert finding.status == diagnose.AS_REFERENCE, (
        f"{where}: not cured: {finding.status} in {finding.symptom_boots or 1} of "
        f"{finding.boots} boot(s): {finding.evidence}\n  logs: {clinic_logdir}")
