"""About how long a boot of a scenario takes: what `make rates BUG=...` and
`make calibrate` say before they start.

boot_seconds(scenario, measured, load, clinics) takes, in this order:

1. the scenario's own timed reference boots under that condition (idle,
   or loaded), when it has any;
2. else those of a scenario of another clinic with the same steps (a new
   clinic copied from one, as a sixth clinic is at first);
3. else the sum of its steps, each the median of that step (its kind and
   command, as "run: proftest") in every clinic's timed boots under that
   condition, the boot's own seconds included; on a kernel other than
   base/, a step timed nowhere on it is base/'s median times how much
   slower that kernel ran the boot and the commands timed on both (the
   median of their ratios; gdb's steps differ too much from one scenario
   to another): usertests on xv6-riscv, before it was ever timed there; a
   step timed nowhere at all, the median of all that were;
4. else GUESS.

Boots side by side share the host's cores and each takes longer: a time
taken with more than one boot at a time counts as SIDE_BY_SIDE times a
boot alone (alone()), and wall_minutes() multiplies by SIDE_BY_SIDE when
more than one runs at once.
"""

import re
import statistics

from harness.expected.kernels import BASE_KERNEL, current_kernel, kernel_named
from harness.measured import rates
from harness.run.timing import BOOT, step_label

COMMAND = "run: "   # a command's step label, as "run: proftest"
GUESS = 30.0   # seconds a boot, where nothing of any clinic was timed yet

# How much longer each of two boots side by side takes on this 2-core host
# than one alone (2026-12-06): make calibrate took 31 minutes where its
# times of one boot at a time said 20 (1.55); a cured sepc_after_yield
# tree 232 s at two against 166 s alone in make grade-bench (1.40); a
# sixth clinic copied from sepc_after_yield, measured two at a time, took
# 1.45 to 1.47 times its 30-to-36-s boots alone, and 2.3 to 2.6 times its
# 6-to-8-s gdb boots (measured/notes/new-clinic-2026-12-06.md).  The long
# boots weigh most in a plan, so a plan of short ones comes out low.
SIDE_BY_SIDE = 1.5


def wall_minutes(boots_and_seconds, at_once):
    """Minutes to boot [(boots, seconds a boot alone)], at_once at a time."""
    slower = SIDE_BY_SIDE if at_once > 1 else 1.0
    return sum(boots * seconds for boots, seconds in boots_and_seconds) * slower / at_once / 60


def boot_seconds(scenario, measured, load, clinics):
    """Seconds a reference boot of `scenario` takes alone (see the module's
    text).  measured: its Measurement under that condition, or None;
    load: the condition's spinning processes; clinics: every Clinic."""
    if measured is not None and measured.seconds_per_boot:
        return alone(measured)
    timed = _timed(clinics, load)
    same = [seconds for other, seconds in timed if other.steps == scenario.steps]
    if same:
        return statistics.median(same)
    per_step = _per_step(clinics, load)
    if not per_step:
        return GUESS
    anything = statistics.median(statistics.median(times) for times in per_step.values())
    labels = [BOOT] + [_kind(step_label(index, step)) for index, step in enumerate(scenario.steps)]
    on_base, slower = _on_base(clinics, load, per_step)
    return sum(statistics.median(per_step[label]) if label in per_step else
               statistics.median(on_base[label]) * slower if label in on_base else anything
               for label in labels)


def _on_base(clinics, load, per_step):
    """base/'s {step: [seconds]} and how much slower the current kernel ran
    the steps timed on both; ({}, None) on base/ or with none in common."""
    if current_kernel().is_base:
        return {}, None
    on_base = _per_step(clinics, load, kernel_named(BASE_KERNEL))
    both = [statistics.median(per_step[label]) / statistics.median(on_base[label])
            for label in per_step.keys() & on_base.keys()
            if label == BOOT or label.startswith(COMMAND)]
    return (on_base, statistics.median(both)) if both else ({}, None)


def alone(measured):
    """A Measurement's seconds a reference boot, as if booted alone."""
    return measured.seconds_per_boot / (SIDE_BY_SIDE if measured.at_once > 1 else 1.0)


def _condition(found, load):
    return found.loaded if load else found.idle


def _timed(clinics, load):
    """[(scenario, its seconds a boot)] of every scenario timed under the condition."""
    found = []
    for clinic in clinics:
        measured = rates.load(clinic.bug)
        for scenario in clinic.scenarios:
            m = _condition(measured.get(scenario.name, rates.Rates()), load)
            if m is not None and m.seconds_per_boot:
                found.append((scenario, alone(m)))
    return found


def _kind(label):
    """A step's label without its number: "run: proftest" of "2 run: proftest"."""
    return re.sub(r"^\d+ ", "", label)


def _per_step(clinics, load, kernel=None):
    """{step label without its number: [seconds]} of every timed reference
    boot, on the current kernel or the Kernel given."""
    steps = {}
    for clinic in clinics:
        for found in rates.load(clinic.bug, kernel=kernel).values():
            m = _condition(found, load)
            slower = SIDE_BY_SIDE if m is not None and m.at_once > 1 else 1.0
            for label, times in (m.reference_steps if m is not None else {}).items():
                steps.setdefault(_kind(label), []).extend(t / slower for t in times)
    return {label: times for label, times in steps.items() if times}
