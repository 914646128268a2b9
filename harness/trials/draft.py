"""A new clinic's expected file, drafted from what its patch alone showed.

draft(bug, shown, header) writes the TOML of an expected file
(expected/README.md) that the project's own loader reads, from:

- shown: for each scenario the patch was tried under, a Shown: the
  scenario's table as its own file has it (name, steps, gdb, ...: the
  battery's, expected/battery/) and the titles only one side showed
  (run/titles.py's differing(), k of N boots on each side);
- header: the comment lines that say what was run and when.

For each scenario where the patched side showed something:
- symptom checks: the titles the patched side showed most often, of the
  kind a reader looks at first (a panic, then a gdb stop, then a check's
  FAIL line, then a relation of counts), all of those shown in
  every boot, or the first alone when none was, at most MAX_SYMPTOMS
  (Title.rank), one shown in some boots only if so many patched boots
  and none of the reference's are unlikely by chance alone (Fisher's
  exact test, stats.fisher_more, at most SIGNIFICANT: 3 of 6 against 0
  of 6 is not, 5 of 10 against 0 of 10 is); and
  one thing the reference printed in every boot and the patched side in
  none (the checks a panic cut short), as a check that it is not seen;
- a reference check for each: that the reference never shows it;
- by_chance when the symptom showed in fewer than all the patched boots;
- known_trouble: the FAIL lines the reference printed too;
- bug_also_prints: the other lines the patched side alone printed.
A scenario where nothing differed is left out, and named in a comment.
The title, about and [why] are the author's to write: marked DRAFT.  The
[teacher] table, what make grade tells of a tree that does not behave as
the reference, is written from the first symptom and its scenario's
commands (teacher()), so that a drafted clinic grades as it stands.
"""

import re
import textwrap
from dataclasses import dataclass

from harness import stats
from harness.measured.toml_text import toml_string, toml_value

MAX_SYMPTOMS = 4
SIGNIFICANT = 0.05   # a title in some patched boots only: this unlikely by chance, at most
LONG = 80            # a check longer than this is written on a line of its own
# A scenario table's keys a draft keeps, in this order (each step is
# written as a table of its own, so that no line runs long).
KEPT = ("name", "gdb", "slow", "figures", "values", "define")   # then its steps, a table each


@dataclass
class Shown:
    table: dict          # the scenario as its file has it
    differs: list        # [titles.Differs], the patched side's first
    trouble: list = ()   # the FAIL lines the reference printed (titles.failing)


def symptoms(differs):
    """(the Differs a symptom checks, by_chance) of a scenario's (see the module's text)."""
    shown = [d for d in differs if d.patched_only and d.title.check]
    shown.sort(key=lambda d: (-d.bug, d.title.rank(), d.title.text))
    if not shown:
        chosen, by_chance = [], False
    elif shown[0].bug == shown[0].bug_boots:
        chosen = [d for d in shown if d.bug == d.bug_boots][:MAX_SYMPTOMS]
        by_chance = False
    else:
        chosen = [d for d in shown if beyond_chance(d)][:1]
        by_chance = bool(chosen)      # else what the reference alone printed, if anything
    gone = [d for d in differs if not d.patched_only and d.title.check
            and d.reference == d.reference_boots and d.title.kind == "line"
            and re.search(r"\b(OK|PASSED)$", d.title.text)]
    gone.sort(key=lambda d: ("ALL" not in d.title.text, d.title.text))
    return chosen + gone[:1], by_chance


def beyond_chance(d):
    """Whether a title shown k of N patched boots and j of M of the
    reference's is unlikely to differ so by chance alone."""
    return stats.fisher_more(d.bug, d.bug_boots - d.bug, d.reference,
                             d.reference_boots - d.reference) <= SIGNIFICANT


def draft(bug, shown, header):
    """The TOML text of the drafted expected file (see the module's text)."""
    lines = [f"# {line}" for line in header] + [
        "# Format: expected/README.md.  What is marked DRAFT is the author's to write.",
        f"title = {toml_string(f'DRAFT: what {bug} does wrong, in a line')}",
        f"about = {toml_string('DRAFT: the bug, as a student would meet it.')}", "",
        "[why]",
        f"mechanism = {toml_string('DRAFT: why the code does what the checks see.')}",
        f"fix = {toml_string('DRAFT: what the reference does instead.')}"]
    lines += teacher(shown)
    quiet, unclear = [], []
    for one in shown:
        chosen, by_chance = symptoms(one.differs)
        if not chosen:
            some = any(d.patched_only and d.title.check for d in one.differs)
            (unclear if some else quiet).append(one.table["name"])
            continue
        lines += ["", "[[scenario]]"] + [f"{key} = {toml_value(one.table[key])}"
                                         for key in KEPT if key in one.table]
        if by_chance:
            lines.append("by_chance = true")
        if one.trouble:
            lines.append("# What the reference printed too: the scenario's, not the bug's.")
            lines.append(f"known_trouble = {toml_value(list(one.trouble))}")
        others = [d.title.text for d in one.differs if d.patched_only and d.title.kind == "line"
                  and d not in chosen]
        if others:
            lines.append(f"# The patched side also printed: {'; '.join(others)}")
        also = [d.title.pattern for d in one.differs if d.patched_only and d.title.kind == "line"
                and d not in chosen]
        if also:
            lines.append(f"bug_also_prints = {toml_value(also)}")
        for step in one.table["steps"]:
            lines += ["", "[[scenario.steps]]"] + [f"{key} = {toml_value(value)}"
                                                   for key, value in step.items()]
        for d in chosen:
            check = d.title.check if d.patched_only else f"not ({d.title.check})"
            said = d.title.text if d.patched_only else f"never: {d.title.text}"
            lines += ["", "[[scenario.symptom]]", f"says = {toml_string(said)}",
                      f"check = {_expression(check)}",
                      f"# patched {d.bug} of {d.bug_boots}, reference {d.reference} of "
                      f"{d.reference_boots}"]
        for d in chosen:
            check = f"not ({d.title.check})" if d.patched_only else d.title.check
            said = (f"never: {d.title.text}" if d.patched_only else d.title.text)
            lines += ["", "[[scenario.reference]]", f"says = {toml_string(said)}",
                      f"check = {_expression(check)}"]
    if quiet:
        lines += ["", f"# Nothing differed between the sides under: {', '.join(quiet)}."]
    if unclear:
        lines += ["", f"# The patched side alone showed something, in too few boots to tell "
                      f"from chance, under: {', '.join(unclear)}."]
    return "\n".join(lines) + "\n"


def teacher(shown):
    """The [teacher] table's lines, from the first scenario that showed a
    symptom: its first symptom and its commands; none when none did."""
    for one in shown:
        chosen, by_chance = symptoms(one.differs)
        if chosen:
            break
    else:
        return []
    said, typed = chosen[0].title.text, [step["run"] for step in one.table["steps"] if "run" in step]
    commands = ", then ".join(typed) or "the scenario's commands"
    some = " in some boots only" if by_chance else ""
    hints = {
        "mistake": f"{said}{some}, as this clinic's bug does",
        "shows": f"Ask the student to run {commands} a few times and to compare what it "
                 f"prints with what the reference prints: {said}{some}.  Then the question: "
                 f"which of their changes could make that happen?",
        "panics": f"The kernel panicked with a profile on.  Ask the student to put a breakpoint "
                  f"on panic, run {commands} under gdb and read the backtrace, as the "
                  f"handout's §4 does: which of their changes is on it?",
        "fails": "The tree printed a FAIL that this clinic's bug does not print.  Ask the "
                 "student to read each FAIL line beside the check it names in the handout's "
                 "§1 (The test): which of their changes could make that check fail?"}
    return ["", "[teacher]"] + [f"{key} = {_prose(text)}" for key, text in hints.items()]


def _prose(text):
    """Words as TOML, wrapped as the clinics' files wrap them."""
    if len(text) <= LONG or '"""' in text or "\\" in text:
        return toml_string(text)
    return '"""\n' + textwrap.fill(text, 72, break_long_words=False) + '\n"""'


def _expression(check):
    """A check as TOML: a string, or a long one on a line of its own as the
    clinics' files write them (a literal string: its backslashes stay)."""
    if len(check) <= LONG or "'''" in check:
        return toml_string(check)
    return f"'''\n{check}\n'''"
