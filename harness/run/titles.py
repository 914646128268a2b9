"""What a run showed, as titles: short lines that two boots showing the same
thing share, whatever their addresses and counts (syzkaller's crash
titles, for every kind of observation).  The first step of drafting a
new clinic's expected file from its patch: the titles its boots show
and the reference's never do.

titles(run) of a RunRecord (harness/run/record.py), a set of strings:

- a panic: "panic: <message>", its trap cause beside it when the console
  printed one ("panic: kerneltrap (scause 0xd)");
- each console line a program printed (the shell's echo of a typed line,
  the end markers and the harts' boot lines aside), the console read
  unsplit, normalized (normalized()): an address (a hex number of five
  digits or more) is "0x…", a decimal number 0 or N; so each proftest
  check is its name and OK or FAIL, and "prof: no prof.out" is itself;
- a line with two counts or more, also as their relation (relation()):
  "proftest: hot loop: samples = in range > in hot(); 0: in hot()";
- each gdb stop, by its innermost frames: "gdb stop: panic < acquire < freeproc";
  and each two numbers it read, equal or not: "gdb at profsample: sepc != epc";
- a step that never came: "hang: <what was waited for>", normalized;
  a fault: "fault: <what the kernel did>".

differing(bug_runs, reference_runs) counts each title on both sides and
keeps those one side shows and the other never does: Differs records,
the patched side's first.
"""

import re
from dataclasses import dataclass

from harness.endings import NEVER_CAME
from harness.text.console import readable_console, unsplit

ADDRESS = re.compile(r"\b0x[0-9a-fA-F]{5,}\b")
NUMBER = re.compile(r"(?<![\w.])\d+(?![\w.])")
COUNT = re.compile(r"(?<![\w.])(\d+) ([^,;\[]*[^,;\[\s])")   # a count and what it counts
NOT_PROGRAMS = re.compile(r"^(\$ |hart \d+ starting|init: starting sh|QEMU: )")
GDB_FRAMES = 4


def normalized(line):
    """A console line without what differs from boot to boot."""
    line = ADDRESS.sub("0x…", line.strip())
    return NUMBER.sub(lambda number: "0" if int(number[0]) == 0 else "N", line)


def relation(line):
    """"<prefix> a = b > c; 0: c" of a line with two counts or more (each a
    number and the words after it, up to a comma); None otherwise."""
    counts = [(int(number), label.strip()) for number, label in COUNT.findall(line)]
    if len(counts) < 2:
        return None
    head = ADDRESS.sub("0x…", line[:COUNT.search(line).start()]).strip()
    said = counts[0][1]
    for (before, _), (value, label) in zip(counts, counts[1:]):
        said += f" {'=' if value == before else '<' if before < value else '>'} {label}"
    zeros = [label for value, label in counts if value == 0]
    return f"{head} {said}" + (f"; 0: {', '.join(zeros)}" if zeros else "")


def titles(run):
    """The titles of a RunRecord (see the module's text)."""
    found = set()
    if run.panic is not None:
        cause = run.registers.get("scause")
        found.add(f"panic: {normalized(run.panic)}" + (f" (scause {cause})" if cause else ""))
    for line in readable_console(unsplit(run.console)).splitlines():
        line = line.strip()
        if not line or NOT_PROGRAMS.match(line) or line.startswith("panic: "):
            continue
        found.add(normalized(line))
        related = relation(line)
        if related:
            found.add(related)
    for step in run.steps:
        for stop in step.get("stops", ()):
            frames = [frame.get("func", "??") for frame in stop.get("frames", ())]
            if frames:
                found.add("gdb stop: " + " < ".join(frames[:GDB_FRAMES]))
            found.update(_compared(frames[0] if frames else "a stop", stop.get("values", {})))
    if run.ended == NEVER_CAME and run.error:
        found.add("hang: " + normalized(run.error.splitlines()[0]))
    if run.fault:
        found.add(f"fault: {normalized(run.fault)}")
    return found


def _compared(where, values):
    """"gdb at <where>: a = b" (or !=) for each two numbers a stop read."""
    numbers = [(name, value) for name, value in values.items() if isinstance(value, int)]
    return {f"gdb at {where}: {a} {'=' if x == y else '!='} {b}"
            for i, (a, x) in enumerate(numbers) for b, y in numbers[i + 1:]}


@dataclass(frozen=True)
class Differs:
    """A title one side showed and the other never did: in k of n boots of each."""
    title: str
    bug: int
    bug_boots: int
    reference: int
    reference_boots: int

    @property
    def patched_only(self):
        return self.reference == 0

    def said(self):
        return (f"{self.title}: patched {self.bug} of {self.bug_boots}, "
                f"reference {self.reference} of {self.reference_boots}")


def differing(bug_runs, reference_runs):
    """[Differs] of the titles only one side showed: the patched side's
    first, each side's most frequent first, then by title."""
    on_bug = [titles(run) for run in bug_runs]
    on_reference = [titles(run) for run in reference_runs]
    found = []
    for title in set().union(*on_bug, *on_reference):
        bug = sum(title in seen for seen in on_bug)
        reference = sum(title in seen for seen in on_reference)
        if (bug == 0) != (reference == 0):
            found.append(Differs(title, bug, len(on_bug), reference, len(on_reference)))
    return sorted(found, key=lambda d: (not d.patched_only, -(d.bug + d.reference), d.title))
