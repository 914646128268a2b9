"""How long each step of a run may wait: from the step times measured on its side.

A fixed timeout (60 s for the first prompt, a step's `timeout`) can only
call a hang after it, and cannot tell a slow machine from a stuck one.
`make rates` keeps every try's seconds a step (harness/run/timing.py,
harness/measured/rates.py), so a step measured under load (the slowest a host
makes it) waits DEADLINE_FACTOR times the slowest it took there, and
never less than DEADLINE_FLOOR; a step with no such measurement of
today's key keeps its fixed timeout.  The reference's times serve the
reference and a learner's tree (a cured tree takes about as long), the
bug's serve the bug.

A kernel slower than base/ (its description's `slower`, kernels/) gives
the steps not measured so, and the boot, that many times their fixed
timeouts.
"""

import statistics

from harness.expected.kernels import current_kernel
from harness.machine.qemu import BOOT_TIMEOUT
from harness.measured import rates
from harness.measured.keys import measurement_key
from harness.run.timing import BOOT, step_label

DEADLINE_FACTOR = 3      # a measured step waits this many times its slowest measured time,
DEADLINE_FLOOR = 10.0    # and never fewer seconds than this


def deadlines(clinic, scenario, bug_side, key=None, root=rates.RATES):
    """{step label: seconds} a step of the scenario may wait on that side
    (the bug's, or the reference's for the reference and a learner's
    tree): DEADLINE_FACTOR times the slowest it took in today's
    measurements (key: harness.measured.keys.measurement_key, computed when not
    given), never less than DEADLINE_FLOOR; only for a side
    measured under load, since that is the slowest a host makes it.
    Only the boot and the steps that wait (those with a timeout) are in
    the dict; steps not measured so keep their fixed timeouts."""
    fixed = slower(scenario, current_kernel().slower)
    found = rates.load(clinic.bug, root).get(scenario.name, rates.Rates())
    if found.loaded is None:
        return fixed    # (and a clinic of no measurement, say a test's, needs no key)
    key = key or measurement_key(clinic, scenario)
    today = [m for m in found.sides() if m.measured_on == key]
    if not any(m.host_load for m in today):
        return fixed
    slowest = {}
    for m in today:
        for label, times in (m.bug_steps if bug_side else m.reference_steps).items():
            if times:
                slowest[label] = max(slowest.get(label, 0.0), max(times))
    waits = waiting(scenario)
    return {**fixed, **{label: max(DEADLINE_FLOOR, round(DEADLINE_FACTOR * seconds, 1))
                        for label, seconds in slowest.items() if label in waits}}


def slower(scenario, factor):
    """{label: seconds}: the boot's and each waiting step's fixed timeout,
    times factor; {} when the factor is 1."""
    if factor == 1:
        return {}
    fixed = {BOOT: BOOT_TIMEOUT} | {step_label(index, step): step.timeout
                                    for index, step in enumerate(scenario.steps)
                                    if getattr(step, "timeout", None) is not None}
    return {label: round(seconds * factor, 1) for label, seconds in fixed.items()}


def waiting(scenario):
    """The labels of the boot and of the scenario's steps that wait for
    something with a timeout of their own (run, wait, stops, finish)."""
    return {BOOT} | {step_label(index, step) for index, step in enumerate(scenario.steps)
                     if hasattr(step, "timeout")}


def step_times(measured, bug_side=False):
    """{step label: (median, slowest, tries)} of one Measurement's side."""
    times = measured.bug_steps if bug_side else measured.reference_steps
    return {label: (statistics.median(seconds), max(seconds), len(seconds))
            for label, seconds in times.items() if seconds}
