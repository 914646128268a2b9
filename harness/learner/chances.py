"""What a check's numbers say of it: which rates are stale, and how often a
cured tree would fail the boots a check ran (the reverse error).

- stale_rates(bugs): a line for each chance scenario whose measured rate
  is stale (its budget still comes from it).
- wrongly_not_cured(bug, findings): the chance, at the upper bounds of
  the reference's measured failures a boot (95% for all together), that a
  tree which behaves as the reference fails the boots these findings ran.
- boot_failure_bound(): that bound for a boot to the first prompt, from
  every measured reference try of every clinic.
- reverse_error(bug): the model of a whole check's reverse error
  (ReverseError): the chance that a cured tree is judged not cured.
"""

from dataclasses import dataclass

from harness import stats
from harness.endings import MACHINE_FAILED
from harness.expected import spec
from harness.learner import boots, trees
from harness.learner.boots import AMBIGUOUS_REPEATS
from harness.measured import rates
from harness.measured.keys import measurement_key


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
    findings ran, at the upper bounds of the reference's measured failures
    per boot (the worse of idle and loaded), each at the confidence that
    makes them hold together at 95% (Bonferroni), for the scenarios whose
    reference side is measured; the others are named as not measured."""
    measured = rates.load(bug, root)
    counted, unmeasured = [], []        # [(finding, (failed, tries))] of the measured
    for finding in findings:
        if not finding.boots:
            continue                     # no boot ran: no chance to fail one
        if finding.scenario == boots.SCENARIO:
            counted.append((finding, pooled_tries(root)))
        elif finding.scenario in measured:
            counted.append((finding, measured[finding.scenario].reference_counts()))
        else:
            unmeasured.append(finding.scenario)
    each = stats.each_confidence(len(counted))
    chances = []
    for finding, (failed_tries, tries) in counted:
        per_boot = stats.upper_bound(failed_tries, tries, each)
        # A hang that stands because it repeated: a cured tree must fail twice.
        failed = AMBIGUOUS_REPEATS if finding.ambiguous else 1
        chances.append(stats.at_least(failed, max(finding.boots, failed), per_boot))
    said = (f"a cured tree fails these boots with chance at most "
            f"{stats.any_of(chances):.1%} (the reference's measured failures, at their "
            f"upper bounds per boot, {stats.JOINT_CONFIDENCE:.0%} for all together; boots "
            f"taken as independent)") \
        if chances else "no scenario's reference side is measured"
    if unmeasured:
        said += f"; not measured on the reference: {', '.join(unmeasured)}"
    return said


def boot_failure_bound(root=rates.RATES):
    """The 95% upper bound on a reference boot failing to reach its first
    prompt: every reference try of every clinic's measured scenarios boots
    there first, and any failed try counts, whatever failed (so it bounds
    the boot's failures from above)."""
    failed, tried = pooled_tries(root)
    return stats.upper_bound(failed, tried) if tried else 1.0


def pooled_tries(root=rates.RATES):
    """(failed, judged): every measured reference try of every clinic's
    scenarios, and those that failed (the machine's own failures left out)."""
    failed = tried = 0
    for bug in spec.clinic_names():
        for found in rates.load(bug, root).values():
            for m in found.sides():
                failed += m.reference_failed
                tried += m.reference_tries - m.reference_ended.get(MACHINE_FAILED, 0)
    return failed, tried


@dataclass
class ReverseError:
    """The chance that a cured tree's check judges it not cured (a clinic's).

    A cured tree's check runs every boot of its budget: the boot check's
    boots.BOOTS, then each learner scenario's check_boots.  It is judged
    not cured when one of them fails as the reference's tries fail in the
    measurements (a check that does not hold, a panic, a hang): a failure
    of the machine or gdb is tried again, and a canary after an ambiguous
    verdict can only turn it into grader trouble, so neither adds to the
    chance.  Two figures, at 95% confidence:

    - pooled: every measured try of the reference, of every scenario of
      every clinic, taken as one rate a boot (failed of judged): it
      assumes that each boot of a cured tree fails independently and
      with the same chance, whatever its scenario;
    - separate: each scenario's own tries (the worse of idle and loaded)
      bound its boots, all together at 95% (stats.run_failure_joint; the
      boot check's boots by every try pooled), assuming only independence
      of boots; fewer tries, so a wider bound."""
    bug: str
    boots: int
    failed: int
    judged: int
    per_boot: float           # the pooled 95% upper bound a boot
    pooled: float             # 1 - (1 - per_boot) ** boots
    separate: float

    def said(self):
        return (f"{self.pooled:.1%} at most (95%; {self.boots} boots a check, each failing "
                f"with chance at most {self.per_boot:.2%}: the reference failed {self.failed} "
                f"of {self.judged} measured tries, pooled over every clinic's scenarios); "
                f"{self.separate:.1%} from each scenario's own tries (95% for all together)")


def reverse_error(bug, root=rates.RATES):
    """The ReverseError model of bug's clinic, from the measured rates."""
    clinic = spec.load_clinic(bug)
    failed, judged = pooled_tries(root)
    per_boot = stats.upper_bound(failed, judged) if judged else 1.0
    measured = rates.load(bug, root)
    sides = [(failed, judged, boots.BOOTS)]
    sides += [measured[s.name].reference_counts() + (trees.check_boots(clinic, s),)
              if s.name in measured else (0, 0, trees.check_boots(clinic, s))
              for s in trees.learner_scenarios(clinic)]
    total = sum(n for _, _, n in sides)
    return ReverseError(bug, total, failed, judged, per_boot,
                        stats.any_of([per_boot] * total), stats.run_failure_joint(sides))
