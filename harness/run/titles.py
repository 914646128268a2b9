"""What a run showed, as titles: short lines that two boots showing the same
thing share, whatever their addresses and counts (syzkaller's crash
titles, for every kind of observation).  The first step of drafting a
new clinic's expected file from its patch: the titles its boots show
and the reference's never do.

titles(run) of a RunRecord (harness/run/record.py), a set of Titles:

- a panic: "panic: <message>", its trap cause beside it when the console
  printed one ("panic: kerneltrap (scause 0xd)");
- each console line a program printed (the shell's echo of a typed line,
  the end markers and the harts' boot lines aside), the console read
  unsplit, normalized (normalized()): an address (a hex number of five
  digits or more) is "0x…", a decimal number 0 or N; so each proftest
  check is its name and OK or FAIL, and "prof: no prof.out" is itself;
- a line with two counts or more, as their relation instead (relation()):
  "proftest: hot loop: samples = in range > in hot(); 0: in hot()";
- each gdb stop, by its innermost frames: "gdb stop: panic < acquire < freeproc";
  and each two numbers it read, equal or not: "gdb at profsample: sepc != epc";
- a step that never came: "hang: <what was waited for>", normalized;
  a fault: "fault: <what the kernel did>".

Each title is a Title: its text, and `check`, an expression of the
expected files' language (expected/README.md) that holds on a run
showing it (None where there is none: a hang, a fault), so that what a
patch alone shows can be drafted as a clinic's symptom checks.

differing(bug_runs, reference_runs) counts each title on both sides and
keeps those one side shows and the other never does: Differs records,
the patched side's first.  failing(runs): the patterns of the FAIL lines
some run printed (on the reference: the scenario's own trouble).
"""

import re
from dataclasses import dataclass, field

from harness.endings import NEVER_CAME
from harness.text.console import readable_console, unsplit

ADDRESS = re.compile(r"\b0x[0-9a-fA-F]{5,}\b")
OFFSET = re.compile(r"(?<=\w)\+0x[0-9a-fA-F]+\b")
NUMBER = re.compile(r"(?<![\w.])\d+(?![\w.])")
COUNT = re.compile(r"(?<![\w.])(\d+) ([^,;\[]*[^,;\[\s])")   # a count and what it counts
NOT_PROGRAMS = re.compile(r"^(\$ |hart \d+ starting|init: starting sh|QEMU: )")
GDB_FRAMES = 4
PIECE = re.compile(OFFSET.pattern + "|" + ADDRESS.pattern + "|" + NUMBER.pattern)
KINDS = ("panic", "stop", "values", "line", "relation", "hang", "fault")


@dataclass(frozen=True, order=True)
class Title:
    text: str
    check: str = field(default=None, compare=False)
    kind: str = field(default="line", compare=False)     # one of KINDS
    pattern: str = field(default=None, compare=False)   # a line's: line_pattern()

    def rank(self):
        """Where a reader looks first: a panic, a gdb stop, the values it
        read, a check's FAIL line, a relation of counts, any other line."""
        if self.kind == "line":
            return 3 if re.search(r": FAIL$", self.text) else 5
        return {"panic": 0, "stop": 1, "values": 2, "relation": 4}.get(self.kind, 6)

    def __str__(self):
        return self.text


def line_pattern(line, groups=()):
    """A regex of the expected files for a console line like this one: its
    words as they are, an address any hex number, a number 0 or another
    one, or a group (\\d+) where one of `groups` (offsets in the line) starts,
    for numbers()."""
    said, at = "^", 0
    for piece in PIECE.finditer(line):
        said += _escaped(line[at:piece.start()])
        if piece[0].startswith("+0x"):
            said += r"\+0x[0-9a-fA-F]+"
        elif piece[0].startswith("0x"):
            said += "0x[0-9a-fA-F]+"
        elif piece.start() in groups:
            said += r"(\d+)"
        else:
            said += "0" if int(piece[0]) == 0 else r"[1-9]\d*"
        at = piece.end()
    return said + _escaped(line[at:]) + "$"


def _escaped(text):
    """text as a regex that matches it: its special characters escaped, its spaces not."""
    return re.sub(r"([.^$*+?{}\[\]\\|()])", r"\\\1", text)


def normalized(line):
    """A console line without what differs from boot to boot, or from build
    to build: an offset into a function ("usertrap+0x62": a patch moves code)."""
    line = OFFSET.sub("+0x…", ADDRESS.sub("0x…", line.strip()))
    return NUMBER.sub(lambda number: "0" if int(number[0]) == 0 else "N", line)


def relation(line):
    """A Title "<prefix> a = b > c; 0: c" of a line with two counts or more
    (each a number and the words after it, up to a comma); None otherwise."""
    counts = [(int(number), label.strip()) for number, label in COUNT.findall(line)]
    if len(counts) < 2:
        return None
    head = ADDRESS.sub("0x…", line[:COUNT.search(line).start()]).strip()
    said, holds = counts[0][1], []
    names = [f"n{i}" for i in range(len(counts))]
    for i, ((before, _), (value, label)) in enumerate(zip(counts, counts[1:])):
        sign = "==" if value == before else "<" if before < value else ">"
        said += f" {'=' if sign == '==' else sign} {label}"
        holds.append(f"{names[i]} {sign} {names[i + 1]}")
    zeros = [label for value, label in counts if value == 0]
    holds += [f"{name} == 0" for name, (value, _) in zip(names, counts) if value == 0]
    pattern = line_pattern(line, groups={found.start() for found in COUNT.finditer(line)})
    check = (f"any({' and '.join(holds)} for {', '.join(names)} in "
             f"numbers(r{_quoted(pattern)}))")
    return Title(f"{head} {said}" + (f"; 0: {', '.join(zeros)}" if zeros else ""), check,
                 "relation")


def _quoted(text):
    """text as a Python string literal of the expected files' expressions."""
    return "'" + text.replace("'", "\\'") + "'" if "'" not in text or '"' in text \
        else '"' + text + '"'


def _typed(run):
    """The commands the run typed (its steps' timing labels: "2 run: proftest"):
    the echo of one lands on a line of its own when a kernel line came
    between the prompt and it ("$ hart 1 starting", then "proftest")."""
    said = [label.split(": ", 1)[1] for label in (step.get("step", "") for step in run.timing)
            if re.match(r"\d+ (run|background|send): ", label)]
    return set(said) | {f"{command} &" for command in said}     # a background one's


def titles(run):
    """The Titles of a RunRecord (see the module's text)."""
    found = set()
    if run.panic is not None:
        cause = run.registers.get("scause")
        check = f"panic == {_quoted(run.panic)}" + (
            f" and scause == {int(cause, 16)}" if cause else "")
        found.add(Title(f"panic: {normalized(run.panic)}" + (
            f" (scause {cause})" if cause else ""), check, "panic"))
    typed = _typed(run)
    for line in readable_console(unsplit(run.console)).splitlines():
        line = line.strip()
        if not line or NOT_PROGRAMS.match(line) or line.startswith("panic: ") or line in typed:
            continue
        related = relation(line)
        if related:
            found.add(related)
        else:
            pattern = line_pattern(line)
            found.add(Title(normalized(line), f"seen(r{_quoted(pattern)})", pattern=pattern))
    for step in run.steps:
        for stop in step.get("stops", ()):
            frames = [frame.get("func", "??") for frame in stop.get("frames", ())]
            if frames:
                top = frames[:GDB_FRAMES]
                found.add(Title("gdb stop: " + " < ".join(top),
                                f"any(stop.frames[:{len(top)}] == {top!r} for stop in stops)",
                                "stop"))
            found.update(_compared(frames[:1], stop.get("values", {})))
    if run.ended == NEVER_CAME and run.error:
        found.add(Title("hang: " + normalized(run.error.splitlines()[0]), kind="hang"))
    if run.fault:
        found.add(Title(f"fault: {normalized(run.fault)}", kind="fault"))
    return found


def _compared(top, values):
    """A Title "gdb at <function>: a = b" (or !=) for each two numbers a stop read."""
    numbers = [(name, value) for name, value in values.items() if isinstance(value, int)]
    where = f"stop.frames[:1] == {top!r} and " if top else ""
    return {Title(f"gdb at {top[0] if top else 'a stop'}: {a} {'=' if x == y else '!='} {b}",
                  f"any({where}stop.{a} {'==' if x == y else '!='} stop.{b} for stop in stops)",
                  "values")
            for i, (a, x) in enumerate(numbers) for b, y in numbers[i + 1:]}


@dataclass(frozen=True)
class Differs:
    """A Title one side showed and the other never did: in k of n boots of each."""
    title: Title
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


def failing(runs):
    """The regexes of the lines with FAIL that any of the runs printed (line_pattern)."""
    return sorted({title.pattern for run in runs for title in titles(run)
                   if title.kind == "line" and "FAIL" in title.text})


def _telling(title, on_bug, on_reference):
    """Whether two values a stop read, equal or not, tell the sides apart:
    only when some boot read them the other way at the same function
    (a noff against a pid, never equal anywhere, tells nothing)."""
    if title.kind != "values":
        return True
    twin = title.text.replace(" != ", " = ") if " != " in title.text \
        else title.text.replace(" = ", " != ")
    return any(twin in {t.text for t in seen} for seen in on_bug + on_reference)


def differing(bug_runs, reference_runs):
    """[Differs] of the titles only one side showed: the patched side's
    first, each side's most frequent first, then by title."""
    on_bug = [titles(run) for run in bug_runs]
    on_reference = [titles(run) for run in reference_runs]
    found = []
    for title in set().union(*on_bug, *on_reference):
        bug = sum(title in seen for seen in on_bug)
        reference = sum(title in seen for seen in on_reference)
        if (bug == 0) != (reference == 0) and _telling(title, on_bug, on_reference):
            found.append(Differs(title, bug, len(on_bug), reference, len(on_reference)))
    return sorted(found, key=lambda d: (not d.patched_only, -(d.bug + d.reference), d.title))
