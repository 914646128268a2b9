"""A tree of yours judged by the clinics, as the reference is judged: pytest --tree=DIR.

    pytest --tree=exercises/sepc_after_yield -k sepc_after_yield

For each scenario of each expected/<bug>.toml that judges a learner's
tree (trees.learner_scenarios; -k BUG for one clinic),
test_tree_behaves_as_the_reference[<bug>-<scenario>] boots the tree and
passes when it behaves as the reference must (judge.reference_failures,
without the checks marked mechanism: judge.for_learner): no symptom,
every reference check holding, no FAIL or panic of its own.
A scenario whose symptom shows by chance gets the bug's boot budget of
the suite (from its measured rate), so that a tree that still has the bug
passes them all with chance at most rates.SUITE_MISS / chance scenarios.
With --jobs above one (by default the host's cores), the scenarios' boots
run side by side, as make check runs them (harness/plugin/fixtures.py,
tree_tried).  `make check BUG= TREE=` does the same from
harness/learner/trees.py, and prints one table.  Without --tree these
tests are not collected.
"""

import pytest

from harness import slug
from harness.expected import spec
from harness.learner import trees

CLINICS, _ = spec.load_clinics()      # a broken file fails its own `loads` item
CASES = [pytest.param(clinic, scenario,
                      id=f"{clinic.bug}-{slug(scenario.name)}")
         for clinic in CLINICS for scenario in trees.learner_scenarios(clinic)]


@pytest.mark.parametrize("clinic, scenario", CASES)
def test_tree_behaves_as_the_reference(clinic, scenario, tree_build, tree_tried):
    tried, test_logdir = tree_tried
    finding = tried.finding()
    where = f"{clinic.bug} / {scenario.name} on {tree_build.name}"
    if finding.status in (trees.NOT_APPLICABLE, trees.DID_NOT_RUN):
        pytest.fail(f"{where}: grader trouble: {finding.status}: {finding.evidence}",
                    pytrace=False)
    assert finding.status == trees.AS_REFERENCE, (
        f"{where}: not cured: {finding.status} in {finding.symptom_boots or 1} of "
        f"{finding.boots} boot(s): {finding.evidence}\n  logs: {test_logdir}")
