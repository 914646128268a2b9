"""A finding's evidence in words, as a teacher reads it (class.md, report.md)
and a learner (make check): what the run showed, never a Python value.

- held(outcome, scenario, side): a check that held, its words and the
  value seen in its shown_as's words, unless the words already say it;
- failed(run, printed): a run that failed otherwise: its panic, or the
  lines it printed and the reference's checks it missed;
- FAIL_LINE: a line of a test's failed check ("proftest: ...: FAIL").
"""

import re

from harness import shortened
from harness.run.judge import as_outcomes
from harness.text.words import said

SEEN_WIDTH = 80           # characters of a value seen, in a finding's evidence
FAIL_LINE = re.compile(r"^(\w+): (.+): FAIL$")    # a test's failed check: "proftest: ...: FAIL"


def failed(run, printed):
    """A run that failed otherwise, as its evidence: the panic, else the
    FAIL and panic lines it printed that the reference does not (printed:
    two at most), then the reference's checks it did not pass."""
    if run.panic:
        return f"panic: {run.panic}"
    lines = list(printed[:2])
    lines += [f"not as the reference: {o.says}" for o in as_outcomes(run.reference)
              if not o.ok][:2]
    lines += [f"shows part of the symptom: {o.says}" for o in as_outcomes(run.symptom)
              if o.ok and not o.context][:1]
    return "; ".join(lines) or f"it ended '{run.verdict}': {run.detail}"


def held(outcome, scenario, side):
    """A check that held, as a reader takes it: its words, and after them
    the value seen in the words of its shown_as ("under three hogs, the
    hot loop's samples are not all in hot(): 23 samples, 23 in range, 0 in
    hot()"), unless the words already say it (a yes or no, "the kernel
    panics in acquire", a label that repeats the words)."""
    template = scenario.shown_as().get((side, outcome.says)) if scenario else None
    value = said(outcome.seen, template)
    if value is None or outcome.seen is None or _says_it(outcome.says, value, template):
        return outcome.says
    if not template and isinstance(outcome.seen, (list, tuple)) and not all(
            isinstance(item, str) for item in outcome.seen) and not any(
            isinstance(item, (list, tuple, dict)) for item in outcome.seen):
        value = ", ".join(map(str, outcome.seen))     # a few values, without brackets
    value = shortened(value, SEEN_WIDTH)
    return f"{outcome.says} ({value})" if ";" in value else f"{outcome.says}: {value}"


def _says_it(says, value, template):
    """The check's words already say the value: the value is in them, or
    the template's own words are (its label would repeat them)."""
    label = template and template.split("{}")[0].strip(" :")
    return value.strip('"').lower() in says.lower() or bool(label and " " in label
                                                            and label in says)
