"""What a check's numbers say of it: which rates are stale, and how often a
cured tree would fail the boots a check ran (the reverse error).

- stale_rates(bugs): a line for each chance scenario whose measured rate
  is stale (its budget still comes from it).
- wrongly_not_cured(bug, findings): the chance, at the 95% upper bound of
  the reference's measured failures a boot, that a tree which behaves as
  the reference fails the boots these findings ran.
- boot_failure_bound(): that bound for a boot to the first prompt, from
  every measured reference try of every clinic.
- warnings(bug, findings): what a cured tree did that the reference does
  not: a console far larger than the reference's (measured/consoles.toml).
"""

from harness.expected import spec
from harness.learner import boots
from harness.learner.boots import AMBIGUOUS_REPEATS
from harness.measured import consoles, rates, stats
from harness.measured.keys import measurement_key
from harness.run.judge import MACHINE_FAILED


def stale_rates(bugs, root=rates.RATES):
    """A line for each chance scenario of these clinics whose measured rate is
    stale (harness/measured/keys.py): its budget still comes from that rate."""
    lines = []
    for bug in bugs:
        clinic = spec.load_clinic(bug)
        measured = rates.load(bug, root)
        for scenario in clinic.scenarios:
            found = measured.get(scenario.name)
            if scenario.by_chance and found is not None and \
                    found.stale(measurement_key(clinic, scenario)):
                lines.append(f"stale rate: {bug} / {scenario.name} {rates.STALE_WHY}; its "
                             f"boots still come from it; measure again: "
                             f"{rates.measure_command(bug, scenario.name)}")
    return lines


def wrongly_not_cured(bug, findings, root=rates.RATES):
    """The reverse error of a check, in words: the chance that a cured tree
    (one that behaves as the reference) fails one of the boots these
    findings ran, at the 95% upper bound of the reference's measured
    failures per boot, for the scenarios whose reference side is measured;
    the others are named as not measured."""
    measured = rates.load(bug, root)
    chances, unmeasured = [], []
    for finding in findings:
        if not finding.boots:
            continue                     # no boot ran: no chance to fail one
        if finding.scenario == boots.SCENARIO:
            per_boot = boot_failure_bound(root)
        elif finding.scenario in measured:
            per_boot = measured[finding.scenario].reference_failure_bound
        else:
            unmeasured.append(finding.scenario)
            continue
        # A hang that stands because it repeated: a cured tree must fail twice.
        failed = AMBIGUOUS_REPEATS if finding.ambiguous else 1
        chances.append(stats.at_least(failed, max(finding.boots, failed), per_boot))
    said = (f"a cured tree fails these boots with chance at most "
            f"{stats.any_of(chances):.1%} (the reference's measured failures, at their 95% "
            f"upper bound per boot)") if chances else "no scenario's reference side is measured"
    if unmeasured:
        said += f"; not measured on the reference: {', '.join(unmeasured)}"
    return said


def boot_failure_bound(root=rates.RATES):
    """The 95% upper bound on a reference boot failing to reach its first
    prompt: every reference try of every clinic's measured scenarios boots
    there first, and any failed try counts, whatever failed (so it bounds
    the boot's failures from above)."""
    failed = tried = 0
    for bug in spec.clinic_names():
        for found in rates.load(bug, root).values():
            for m in found.sides():
                failed += m.reference_failed
                tried += m.reference_tries - m.reference_ended.get(MACHINE_FAILED, 0)
    return stats.upper_bound(failed, tried) if tried else 1.0


def warnings(bug, findings, path=consoles.CONSOLES):
    """["SCENARIO: its console printed N characters, k times the
    reference's M", ...] for the scenarios that behaved as the reference
    yet printed far more (consoles.louder); a scenario whose reference
    console is not measured under today's key gives none."""
    clinic = spec.load_clinic(bug)
    scenarios = {scenario.name: scenario for scenario in clinic.scenarios}
    said = []
    for finding in findings:
        scenario = scenarios.get(finding.scenario)
        if scenario is None or not finding.printed:
            continue
        reference = consoles.reference_chars(bug, scenario.name,
                                             measurement_key(clinic, scenario), path)
        loud = consoles.louder(finding.printed, reference)
        if loud:
            said.append(f"{finding.scenario}: {loud}")
    return said
