"""Checks judged on the facts of a run, and the verdict of the run.

A check whose expression raises (an index past the end, no stop to look
at) has the outcome *error*, with the exception: an error is never a
"no".  Each run ends in one verdict, and each boot is counted by how it
ended: the words of both, and what each means, are harness/endings.py's;
this module decides which a run gets.

judge_run judges a RunRecord (run/record.py) from what it recorded, so
that a run is judged the same when it happens and when it is judged
again later (run/rejudge.py).  Also here, the rules every caller shares:
which runs count (counted), which show the symptom (shows), why a run of the reference fails
its test (reference_failures), and a run as a learner's tree is judged
(for_learner: without the checks of how the reference's code does it).
And a measure's run told beside the handout's figures (beside_the_handout).
"""

import copy
import re
from dataclasses import dataclass

from harness.endings import (DIFFERENT, ENDED_NO_SYMPTOM, ENDED_RAISED, ENDED_SYMPTOM,
                              ERROR, INFRASTRUCTURE, KERNEL_FAULTS, MACHINE_FAILED, NEVER_CAME,
                              NO_SYMPTOM, SYMPTOM, SYMPTOM_AND_MORE)
from harness.errors import ExpectationError
from harness.measured import measure_checks
from harness.measured.keys import measure_key
from harness.run.facts import Unknown, facts

# FAIL and panic lines that count as "a different symptom" when the
# symptom itself is not there.
TROUBLE = re.compile(r"^.*(: FAIL|\d+ FAILED|SOME TESTS FAILED|panic: ).*$", re.MULTILINE)


@dataclass
class Outcome:
    """One check judged on one run: it holds (ok), or not, or it raised (error)."""
    says: str
    ok: bool
    seen: object
    handout: str = None
    context: bool = False
    error: str = None

    @property
    def result(self):
        return "error" if self.error is not None else "yes" if self.ok else "no"


def judge(checks, names, where):
    """Each check's Outcome.  `show` is evaluated apart: when it raises, the
    value seen is "cannot show: ..." and the outcome is the check's."""
    outcomes = []
    for item in checks:
        try:
            ok, error = bool(item.check.evaluate(names, where)), None
        except ExpectationError as raised:
            ok, error = False, str(raised)
        seen = ok
        if item.show is not None:
            try:
                seen = item.show.evaluate(names, where)
                _refuse_unknown(seen)   # a late define that raised, shown whole
            except ExpectationError as raised:
                seen = f"cannot show: {raised}"
        outcomes.append(Outcome(item.says, ok, seen, item.handout, item.context, error))
    return outcomes


def _refuse_unknown(value):
    """Raise the error of a late define that raised (facts.Unknown), if the
    value shown is one or holds one."""
    if isinstance(value, Unknown):
        value._fail()
    if isinstance(value, (list, tuple, set)):
        for item in value:
            _refuse_unknown(item)


def trouble_lines(console, panic_message=None):
    """Every FAIL and panic line of a console, in order, and the panic (by
    its message) when the console lacks its line."""
    trouble = [match.group(0).strip() for match in TROUBLE.finditer(console)]
    if panic_message is not None and f"panic: {panic_message}" not in trouble:
        trouble.append(f"panic: {panic_message}")
    return trouble


def unexpected_trouble(console, panic_message, scenario, on_bug=False):
    """The panic and FAIL lines of a run that the scenario does not mention:
    not one of its known_trouble (either kernel), its bug_also_prints (the
    bug only), or what its symptom checks look for (scenario.mentioned())."""
    mentioned = list(scenario.known_trouble) + scenario.mentioned()
    if on_bug:
        mentioned += scenario.bug_also_prints
    return [line for line in trouble_lines(console, panic_message)
            if not any(re.search(pattern, line) for pattern in mentioned)]


def verdict(symptom_outcomes, console, panic_message, scenario, on_bug=False):
    """(verdict, detail) of one run from its symptom checks and what else it printed.

    A check that raised makes the verdict "error", unless the run also
    printed a panic or FAIL line the file does not mention: that trouble
    is what happened (a panic cuts the output short, and checks of the
    missing lines raise), so the verdict is "different symptom", and the
    detail names the checks that could not be evaluated.
    """
    errors = [f"{outcome.says}: {outcome.error}" for outcome in symptom_outcomes
              if outcome.error is not None]
    trouble = unexpected_trouble(console, panic_message, scenario, on_bug)
    if not symptom_outcomes:     # the reference alone (a measure): no symptom to look for
        return (DIFFERENT, "; ".join(trouble)) if trouble else (NO_SYMPTOM, "a measure")
    if errors and not trouble:
        return ERROR, f"a symptom check raised: {'; '.join(errors)}"
    if all(outcome.ok for outcome in symptom_outcomes):
        if trouble:
            return SYMPTOM_AND_MORE, (f"every symptom check holds, and the run also printed "
                                      f"what the expected file does not mention: "
                                      f"{'; '.join(trouble)}")
        return SYMPTOM, "every symptom check holds"
    failed = [outcome.says for outcome in symptom_outcomes if not outcome.ok]
    if trouble:
        unevaluated = f"; after it, a check raised: {'; '.join(errors)}" if errors else ""
        return DIFFERENT, f"{'; '.join(trouble)} (and not: {'; '.join(failed)}){unevaluated}"
    return NO_SYMPTOM, f"not seen: {'; '.join(failed)}"


def as_outcomes(items):
    """A run's outcomes as Outcome (a run read back from run.json keeps them as dicts)."""
    return [Outcome(**item) if isinstance(item, dict) else item for item in items]


def _field(outcome, name):
    return outcome[name] if isinstance(outcome, dict) else getattr(outcome, name)


def reference_failures(run):
    """Why a run of the reference fails its test: [] when it behaved as it must.

    It must end in "no symptom", every reference check must hold, and no
    symptom check (but those marked context) may hold or raise.
    """
    why = []
    if run.verdict != NO_SYMPTOM:
        why.append(f"verdict {run.verdict}: {run.detail}")
    for outcome in run.reference:
        if not _field(outcome, "ok"):
            error = _field(outcome, "error")
            result = "error" if error is not None else "no"
            why.append(f"{_field(outcome, 'says')}: {result}" + (f" ({error})" if error else ""))
    why += [f"shows part of the symptom: {_field(outcome, 'says')}" for outcome in run.symptom
            if _field(outcome, "ok") and not _field(outcome, "context")]
    return why


def measure_failures(runs, chance=()):
    """Why runs of a measure scenario (on the reference) fail its test:
    [] when they did as they must.  Each run must end in "no symptom", and
    each of its checks must hold, except that a check named in `chance`
    (it holds by chance, as measured) need hold in one run only.  A check
    that raised is a failure whatever its chance."""
    return _strict_failures(runs, chance) + [f"{says}: held in none of {len(runs)} run(s)"
                                             for says in _chance_misses(runs, chance)]


def measure_settled(runs, chance=()):
    """No further run can change the judgement: every check held as it
    must, or some failure is one that no later run makes good."""
    return bool(_strict_failures(runs, chance)) or not _chance_misses(runs, chance)


def _strict_failures(runs, chance):
    why = []
    for run in runs:
        if run.verdict != NO_SYMPTOM:
            why.append(f"run {run.number}: verdict {run.verdict}: {run.detail}")
        for outcome in as_outcomes(run.reference):
            if outcome.error is not None:
                why.append(f"run {run.number}: {outcome.says}: error ({outcome.error})")
            elif not outcome.ok and outcome.says not in chance:
                why.append(f"run {run.number}: {outcome.says}: no")
    return why


def _chance_misses(runs, chance):
    return [says for says in chance
            if not any(outcome.says == says and outcome.ok
                       for run in runs for outcome in as_outcomes(run.reference))]


def counted(runs):
    """The runs that count: all but those the machine or gdb failed."""
    return [run for run in runs if run.verdict != INFRASTRUCTURE]


def counted_or_all(runs):
    """The runs to show of a scenario: those that counted, or all when none did."""
    return counted(runs) or runs


def shows(run):
    """Every symptom check of the run holds (whatever else it printed)."""
    return run.verdict in (SYMPTOM, SYMPTOM_AND_MORE)


def for_learner(run, scenario):
    """The run as a learner's tree is judged: without the checks marked
    `mechanism` (how the reference's code does it, which a correct fix
    written otherwise need not do), its verdict made again from the rest.
    A copy; the run itself keeps every check."""
    mechanism = {check.says for check in scenario.checks if check.mechanism}
    if not mechanism:
        return run
    learner = copy.copy(run)
    learner.symptom = [o for o in run.symptom if _field(o, "says") not in mechanism]
    learner.reference = [o for o in run.reference if _field(o, "says") not in mechanism]
    if run.verdict != INFRASTRUCTURE and not getattr(run, "fault", None):
        outcomes = as_outcomes(learner.symptom)
        if any(not outcome.context for outcome in outcomes):    # context alone is no symptom
            learner.verdict, learner.detail = verdict(outcomes, run.console or "", run.panic,
                                                      scenario)
        else:
            trouble = unexpected_trouble(run.console or "", run.panic, scenario)
            learner.verdict, learner.detail = ((DIFFERENT, "; ".join(trouble)) if trouble
                                               else (NO_SYMPTOM, "no check of behaviour"))
    return learner


def judge_run(run, clinic, scenario, kernel, on_bug):
    """The run's check outcomes and verdict, from its record (set in place)."""
    where = f"{clinic.path} ({scenario.name})"
    names = facts(run, scenario, kernel, where)
    run.symptom = judge(scenario.symptom, names, where)
    run.reference = judge(scenario.reference, names, where)
    if run.error is not None:
        run.verdict, run.detail = INFRASTRUCTURE, run.error.splitlines()[0]
    elif getattr(run, "fault", None):
        run.verdict, run.detail = DIFFERENT, run.fault
    else:
        run.verdict, run.detail = verdict(run.symptom, names["console"], run.panic, scenario,
                                          on_bug=on_bug)
    run.ended = ending(run)
    return run


def ending(run):
    """How the run ended (one of ENDINGS).  A failed run keeps the ending
    its boot gave it (MACHINE_FAILED or NEVER_CAME); one recorded before
    endings were kept counts as MACHINE_FAILED."""
    if run.verdict == INFRASTRUCTURE:
        return run.ended if run.ended in (MACHINE_FAILED, NEVER_CAME) else MACHINE_FAILED
    if run.ended in KERNEL_FAULTS:
        return run.ended
    if shows(run):
        return ENDED_SYMPTOM
    return ENDED_RAISED if run.verdict == ERROR else ENDED_NO_SYMPTOM


def describe(runs):
    """Each run's verdict and checks, for a failure message."""
    lines = []
    for run in runs:
        lines.append(f"  run {run.number}: {run.verdict}: {run.detail}  [{run.logdir}]")
        for outcome in run.symptom + run.reference:
            mark = {"yes": "ok ", "no": "NOT", "error": "ERR"}[outcome.result]
            handout = f" (handout: {outcome.handout})" if outcome.handout is not None else ""
            seen = outcome.error if outcome.error is not None else f"seen {outcome.seen}"
            lines.append(f"      {mark} {outcome.says}: {seen}{handout}")
    return "\n".join(lines)


def beside_the_handout(run, scenario):
    """A measure's checks: ours, the handout's, and how often each held when measured."""
    measured = measure_checks.load_measure_rates().get(run.scenario)
    lines = []
    if measured is not None and measured.measured_on != measure_key(scenario):
        lines.append(f"  (the rates below were measured on other sources or another text of "
                     f"this scenario, {measured.date}: make measure-rates)")
    for outcome in run.reference:
        mark = {"yes": "ok ", "no": "NOT", "error": "ERR"}[outcome.result]
        seen = outcome.error if outcome.error is not None else outcome.seen
        handout = f"   handout: {outcome.handout}" if outcome.handout is not None else ""
        held = ""
        if measured is not None and measured.judged.get(outcome.says):
            held = (f"   (held in {measured.held[outcome.says]} of "
                    f"{measured.judged[outcome.says]} measured runs, {measured.date})")
        lines.append(f"  {mark} {outcome.says}: ours {seen}{handout}{held}")
    return "\n".join(lines)
