"""What a run of the suite may have got wrong, both ways: the lines printed at
its end (harness/plugin/summary.py) and by `rates show`.

- figure_lines(plans, reference): a line for the bug side (the chance a
  present symptom is missed, at a stated joint confidence) and one for
  the reference side (what its counted tries bound for this run's
  reference boots, two ways, each saying what it assumes).
"""

from harness import stats

from harness.measured import rates

def figure_lines(plans, reference=()):
    """The end of a run's lines, a side each (none for a side that did not run).

    plans: the rates.Plan of each scenario the bug side ran, chance or
    deterministic (None: not measured, so left out, and the line says how
    many): the chance that some bug's test misses its present symptom in
    every boot of its budget, with every rate at its plan's lower bound,
    which hold together at stats.JOINT_CONFIDENCE.
    reference: the Rates (None when not measured) of each scenario the
    reference side ran: what the reference's counted tries bound for this
    run's boots, each cell (a scenario, idle or loaded) with its own rate in
    one joint region (stats.run_failure_region) and with one rate for all
    (pooled), each saying what it assumes."""
    plans, lines = list(plans), []
    measured = [plan for plan in plans if plan is not None]
    if measured:
        each = min(plan.confidence for plan in measured)
        left_out = len(plans) - len(measured)
        lines.append(
            f"false-failure chance of this suite: at most {stats.false_failure(measured):.3%} "
            f"(bug side: the chance that some bug's test misses its present symptom in every "
            f"boot of its budget; the limit is {rates.SUITE_MISS:.1%}).  It covers "
            f"{len(measured)} of the {len(plans)} scenario(s) run on the bug, chance and "
            f"deterministic alike"
            + (f" ({left_out} not measured, so not covered)" if left_out else "")
            + f", and holds with {stats.JOINT_CONFIDENCE:.0%} confidence for them together: "
            f"each rate is taken at its {each:.4g} lower bound (Bonferroni: nothing assumed "
            f"of how the measurements depend on each other); it assumes the boots of a run "
            f"independent and each rate unchanged since it was measured")
    elif plans:
        lines.append(f"bug side: none of the {len(plans)} scenario(s) run on the bug is "
                     f"measured, so nothing bounds its chance of missing a symptom")
    reference = list(reference)
    if reference:
        lines.append(reference_line(reference))
    return lines


def reference_line(reference):
    """The reference side's line (see figure_lines)."""
    measured = [found for found in reference if found is not None and found.sides()]
    unmeasured = len(reference) - len(measured)
    if not measured:
        return (f"reference side: none of the {len(reference)} scenario(s) run on the "
                f"reference is measured, so nothing bounds its failures")
    every = [found.reference_all_counts() for found in measured]
    cells = sum(len(found.sides()) for found in measured)
    booted = len(measured) * rates.REFERENCE_BOOTS
    joint = stats.run_failure_region([(found.cells(), rates.REFERENCE_BOOTS)
                                      for found in measured])
    per_boot, pooled = stats.run_failure_pooled(every, booted)
    line = (f"reference side: {sum(f for f, _ in every)} of {sum(t for _, t in every)} counted "
            f"tries of the {len(measured)} measured scenario(s) run here failed.  This run's "
            f"{booted} reference boot(s) of them fail with chance at most {joint:.1%} (one "
            f"region for the {cells} cells' rates together, each scenario idle and loaded "
            f"with its own, at {stats.JOINT_CONFIDENCE:.0%} confidence; boots independent), "
            f"or at most {pooled:.1%} if every scenario shares one rate of failure "
            f"({per_boot:.2%} a boot at most, 95%; idle and loaded pooled)")
    if unmeasured:
        line += f"; {unmeasured} scenario(s) run on the reference are not measured"
    return line
