"""What a check's numbers say of it: which rates are stale, how often the
reference did what a not-cured finding says the tree did, and how often a
cured tree would be judged not cured (the reverse error).

- stale_rates(bugs): a line for each chance scenario whose measured rate
  is stale (its budget still comes from it).
- reference_chance(bug, scenario, status, ...), finding_chance(bug,
  finding): the one sentence said beside a "not cured" finding (check's
  output, a tree's report.md, class.md's groups): how often the
  reference, in its measured tries of that scenario (idle and loaded
  together), did what the finding says the tree did (showed the symptom,
  failed that check, panicked so, hung at that step, flooded, stopped),
  with the 95% upper bound a try; "not measured" where it was not.
- boot_failure_bound(): that bound for a boot to the first prompt, from
  every measured reference try of every clinic.
- reverse_error(bug): the model of a whole check's reverse error
  (ReverseError): the chance that a cured tree is judged not cured.
"""

from dataclasses import dataclass

from harness import stats
from harness.endings import FLOODED, MACHINE_FAILED, NEVER_CAME, STOPPED
from harness.errors import HarnessError
from harness.expected import spec
from harness.learner import boots, trees
from harness.machine.qemu import BOOT_TIMEOUT
from harness.measured import beside, rates
from harness.measured.keys import measurement_key
from harness.run.deadlines import deadlines
from harness.run.timing import BOOT

ENDED = "it ended '"      # the cause of a run that failed on its verdict alone (trees._cause)


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


# --- how often the reference did what a finding says the tree did -------------------

def finding_chance(bug, finding, root=rates.RATES):
    """reference_chance of a trees.Finding of bug's check."""
    return reference_chance(bug, finding.scenario, finding.status, finding.cause,
                            finding.step, finding.deadline, root)


def reference_chance(bug, scenario, status, cause="", step="", deadline=0.0,
                     root=rates.RATES):
    """The sentence said beside a not-cured finding: how often the reference
    did the same in its measured tries of the finding's scenario, idle and
    loaded together (measured/rates/<bug>.toml), k of N and the one-sided
    95% upper bound a try:

    - a symptom shown (SHOWS, SHOWS_AND_MORE): the reference's tries whose
      verdict was the symptom;
    - a panic (PANICS_AT_BOOT, or FAILS on a panic: cause "panic: ..."):
      the tries that printed that panic line (outcomes), and how many
      printed another;
    - a check that failed (FAILS, cause its words or its FAIL line): the
      tries that failed that check, from the reasons kept (`failures`);
      where some failed try kept none, every failure, for any reason;
    - a hang at a step (HANGS): the tries whose step took longer than
      the deadline the check waited (deadline; else the one it would
      wait today), and those where a step never came;
    - floods the console, stops the machine: the tries that ended so.

    The boot check (boots.SCENARIO) has no tries of its own: every
    measured reference try of every clinic boots to its first prompt
    first, and they are counted together.  "not measured: ..." when the
    scenario (or what the finding needs of it) was not measured; "" for a
    status that is no finding of a tree (as the reference, did not run)."""
    if status not in trees.TREE_FAULTS + (trees.SHOWS, trees.SHOWS_AND_MORE, trees.FAILS):
        return ""
    if scenario == boots.SCENARIO:
        sides = [m for name in spec.clinic_names()
                 for found in rates.load(name, root).values() for m in found.sides()]
        where = "of every clinic's scenarios, each booted to its first prompt first"
    else:
        found = rates.load(bug, root).get(scenario)
        sides = found.sides() if found is not None else []
        where = "of this scenario"
    if not sides:
        return f"not measured: the reference's tries {where} were never measured"
    if status in (trees.SHOWS, trees.SHOWS_AND_MORE):
        return _figure("showed this symptom", *rates.Rates(*sides).reference_showed(), where)
    if status == boots.PANICS_AT_BOOT or cause.startswith("panic: "):
        return _panicked(sides, cause, where)
    if status == trees.FAILS:
        return _failed(sides, cause, where)
    if status == boots.HANGS:
        if scenario == boots.SCENARIO:
            step = step or BOOT          # its one step (a result kept before steps were)
        if step and not deadline:
            deadline = _deadline_of(bug, scenario, step, root)
        return _hung(sides, step, deadline, where)
    ending = FLOODED if status == boots.FLOODS else STOPPED
    what = "flooded its console" if status == boots.FLOODS else "stopped the machine itself"
    counted = [m for m in sides if m.reference_ended]
    if not counted:
        return f"not measured: the reference's tries {where} were not counted by how they ended"
    return _figure(what, sum(m.reference_ended.get(ending, 0) for m in counted),
                   sum(m.reference_tries for m in counted), where)


def _figure(did, k, n, where, detail=""):
    """rates.reference_figure: the sentence beside a verdict."""
    return beside.reference_figure(did, k, n, where, detail)


_bound = beside.bound_in_words


def _panicked(sides, cause, where):
    """How often the reference printed this panic (cause), by its tries'
    outcomes; any panic when the cause is not known."""
    kept = [m.reference_outcomes for m in sides if m.reference_outcomes]
    if not kept:
        return f"not measured: the reference's tries {where} kept no panic lines"
    tries = sum(sum(outcomes.values()) for outcomes in kept)
    panics = sum(n for outcomes in kept for line, n in outcomes.items() if line != "no panic")
    if not cause.startswith("panic: "):
        return _figure("panicked", panics, tries, where)
    this = sum(outcomes.get(cause, 0) for outcomes in kept)
    other = f"another panic in {panics - this}" if panics > this else ""
    return _figure(f"printed '{cause}'", this, tries, where, other)


def _failed(sides, cause, where):
    """How often the reference failed the check a tree failed (cause: its
    words, or proftest's FAIL line), from the reasons its failed tries
    kept; when some failed try kept none, its failures for any reason."""
    judged = sum(m.reference_tries - m.reference_ended.get(MACHINE_FAILED, 0) for m in sides)
    failed = sum(m.reference_failed for m in sides)
    if cause and all(_reasons_kept(m) for m in sides):
        alike = sum(min(m.reference_failed,
                        sum(n for why, n in m.reference_failures.items() if _same(why, cause)))
                    for m in sides)
        return _figure("failed this check", alike, judged, where)
    if not judged:
        return _figure("failed", 0, 0, where)
    return (f"the reference failed {failed} of {judged} measured tries {where} for any reason "
            f"({_bound(failed, judged, 'which check each failed was not kept')})")


def _reasons_kept(m):
    """Whether a side's failed tries kept why they failed (since 2026-12-04):
    it failed none, or its reasons count as many tries as it failed."""
    return not m.reference_failed or sum(m.reference_failures.values()) >= m.reference_failed


def _same(why, cause):
    """Whether a reason a reference try failed (judge.reference_failures,
    as the rates file keeps it: a line, cut) is the check a tree failed."""
    if why == cause or why.startswith(f"{cause}: "):      # a reference check: no / error
        return True
    if cause.startswith(ENDED):                          # "it ended 'error'"
        return why.startswith(f"verdict {cause.removeprefix(ENDED).rstrip(chr(39))}:")
    # proftest's FAIL line, in a verdict's detail; a reason cut short may hide it
    return cause in why or why.endswith("...")


def _hung(sides, step, deadline, where):
    """How often the reference hung where the tree did: its tries whose step
    ran past the deadline, and those where a step never came."""
    never = sum(m.reference_ended.get(NEVER_CAME, 0) for m in sides)
    if not step or not deadline:     # a result kept before its step was
        return _figure("had a step that never came", never,
                       sum(m.reference_tries for m in sides), where)
    times = [seconds for m in sides for seconds in m.reference_steps.get(step, [])]
    if not times:
        return f"not measured: the reference's times of step '{step}' {where} were not kept"
    over = sum(seconds > deadline for seconds in times)
    at = "on its way to the first prompt" if step == BOOT else f"at step '{step}'"
    return _figure(f"hung {at}", over + never, len(times) + never, where,
                   f"{over} past this check's {deadline:g} s deadline, {never} where a step "
                   f"never came")


def _deadline_of(bug, scenario, step, root=rates.RATES):
    """The seconds a check waits for a step of a scenario today (0 when not
    known): its measured deadline (run/deadlines.py), else its own timeout."""
    try:
        clinic = spec.load_clinic(bug)
    except HarnessError:
        return 0.0
    if scenario == boots.SCENARIO:
        return boots.boot_deadline(clinic, trees.learner_scenarios(clinic))
    found = next((s for s in clinic.scenarios if s.name == scenario), None)
    if found is None:
        return 0.0
    measured = deadlines(clinic, found, bug_side=False, root=root).get(step)
    if measured:
        return measured
    if step == BOOT:
        return BOOT_TIMEOUT
    # "2 run: proftest": the scenario's second step, with its own timeout
    number = step.split()[0]
    index = int(number) - 1 if number.isdigit() else -1
    own = getattr(found.steps[index], "timeout", None) if 0 <= index < len(found.steps) else None
    return float(own or 0.0)


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
    - separate: each scenario's own tries, idle and loaded each a cell
      with its own rate, bound its boots, in one joint region at 95%
      (stats.run_failure_region; the boot check's boots by every try
      pooled), assuming only independence of boots; fewer tries, so a
      wider bound."""
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
    scenarios = [([(failed, judged)], boots.BOOTS)]
    scenarios += [(measured[s.name].cells() if s.name in measured else [(0, 0)],
                   trees.check_boots(clinic, s)) for s in trees.learner_scenarios(clinic)]
    total = sum(n for _, n in scenarios)
    return ReverseError(bug, total, failed, judged, per_boot,
                        stats.any_of([per_boot] * total), stats.run_failure_region(scenarios))
