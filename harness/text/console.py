"""Pure helpers over the text of a serial console.

Nothing here touches a process: each function takes text that a machine
printed (live, or recorded in a log) and returns a piece of it, so these
rules can be tested on recorded consoles.

- normalize(text): line ends as "\\n", whatever the terminal sent.
- last_lines(text, count): the tail a failure message shows.
- new_marker(), marked_command(command, marker), end_of_output(marker):
  how the machine finds where a command's output ends.  It types
  `COMMAND; /echo; /echo MARKER` (absolute paths, so it works after a
  cd); on base/ the bare echo ends a last line the command left open (a
  prompt of `sh < script`), so MARKER comes on a line of its own once
  the command is done.  xv6-riscv's bare echo prints nothing, so there
  MARKER can follow such a line's last word: it counts wherever it
  comes except after "echo ", as in the echoed command line.
- command_output(received, marker): what the command printed, without
  the echoed command line, any prompt before it, or the marker line.
- readable_console(text): console text as a reader wants it, without
  the end markers.
- find_panic(text): the first kernel panic, with the trap registers
  (scause, sepc, stval) printed just before it.
- unsplit(text): the console with each kernel line that cut into a
  user program's line taken out of it, and that line whole again (a
  kernel printf at every sample must not hide "ALL TESTS PASSED").
- Watched: what a student watching a boot is shown of its console, chunk
  by chunk: from the shell's first prompt on (the kernel's boot messages
  left out), without the checks of proftest and the tests of usertests
  that passed, or the traps usertests makes on purpose (PASSED_CHECK);
  their figures, FAIL lines and last lines stay.
"""

import itertools
import re
import secrets
from dataclasses import dataclass, field

# The shell's prompt.
PROMPT = re.compile(r"\$ ")

# A kernel panic: "panic: " and the message, up to the end of its line.
PANIC = re.compile(r"panic: ([^\r\n]*)\r?\n")

# "scause=0x..", "scause 0x..", "scause: 0x.." and the like.
TRAP_REGISTER = re.compile(r"\b(scause|sepc|stval)\b\s*[=:]?\s*(0x[0-9a-fA-F]+)")

# How far above a panic line its trap registers may be (other harts'
# output can come in between).
REGISTER_LINES_ABOVE = 6

_serial = itertools.count(1)


def normalize(text):
    """Text with "\\r\\n" and lone "\\r" turned into plain line ends."""
    return text.replace("\r\n", "\n").replace("\r", "")


def last_lines(text, count=20):
    """The last `count` lines of text (after normalize)."""
    return normalize(text).rstrip("\n").splitlines()[-count:]


def new_marker():
    """A word that appears nowhere else on the console: a serial and some random hex."""
    return f"end-{next(_serial)}-{secrets.token_hex(3)}"


def marked_command(command, marker):
    """The line to type so that MARKER follows the command's output."""
    return f"{command}; /echo; /echo {marker}"


def end_of_output(marker):
    """The marker printed, not typed (the newline before it included, when
    it is on a line of its own)."""
    return re.compile(r"(?:\r?\n)?(?<!echo )" + re.escape(marker) + r"\r?\n")


def command_output(received, marker):
    """What a command printed, from the console text around it.

    `received` runs from somewhere before the echoed command line to
    (optionally) the marker line; whatever precedes the end of the echoed
    line (a prompt, earlier output) is dropped, and so is the marker line.
    """
    text = normalize(received)
    echoed = text.find(f"echo {marker}")
    if echoed >= 0:
        line_end = text.find("\n", echoed)
        text = "" if line_end < 0 else text[line_end + 1:]
    end = re.search(r"(?<!echo )" + re.escape(marker) + r"(?:\n|$)", text)
    if end is not None:
        text = text[:end.start()]
    # The newline before the marker: the bare /echo's on base/, or the
    # output's own last one.
    return text[:-1] if text.endswith("\n") else text


# What marked_command adds to a typed line, and the marker line it prints.
_MARKER_SUFFIX = re.compile(r"; /echo; /echo end-\d+-[0-9a-f]+")
_MARKER_LINE = re.compile(r"(?:^\n)?end-\d+-[0-9a-f]+\n", re.MULTILINE)


def readable_console(text):
    """Console text as a reader wants it: no end markers, plain line ends."""
    return _MARKER_LINE.sub("", _MARKER_SUFFIX.sub("", normalize(text)))


@dataclass
class Panic:
    message: str
    registers: dict = field(default_factory=dict)   # name -> "0x..." as printed
    line: int = 0                                   # index of the panic line


def find_panic(text):
    """The first panic in text, or None."""
    lines = normalize(text).split("\n")
    for index, line in enumerate(lines):
        found = PANIC.search(line + "\n")
        if found is None:
            continue
        registers = {}
        for above in lines[max(0, index - REGISTER_LINES_ABOVE):index + 1]:
            for name, value in TRAP_REGISTER.findall(above):
                registers[name] = value   # the nearest printing wins
        return Panic(found.group(1).strip(), registers, index)
    return None


# A kernel line printed at least this often (its numbers aside) is the
# kernel's chatter, which unsplit takes out of the lines it cut into.
CHATTER_AT_LEAST = 10
# How far apart a chatter line's characters may lie, in lengths of it.
SPREAD_AT_MOST = 2
_NUMBER = re.compile(r"-?(?:0x([0-9a-fA-F]+)|\d+)")
_DIGITS = {"0x": frozenset("0123456789abcdef"), "0X": frozenset("0123456789ABCDEF"),
           "": frozenset("0123456789")}


def unsplit(text):
    """Console text (line ends normalized) whose lines another hart's
    kernel lines cut into are whole again, each kernel line after the
    line it cut.  A console without such chatter comes back as it was.

    The kernel prints a line whole, holding a lock, but nothing stops a
    user program's characters from coming out between its characters:
    "A" + "sample 0x80001a2c" + newline + "LL TESTS PASSED", or, letter
    by letter, "AsLL amTpElSeTS  P0AxS0...".  A kernel line is known by
    being printed whole, at the start of a line, CHATTER_AT_LEAST times
    or more in the same shape (its numbers as hex digits of the same
    width); a line of the same shape at another width is the kernel's
    too.  The other lines are read as one stream, a line and the two
    after it at a time.  The run of their characters that spells such a
    line and a newline, in order, in the fewest characters (within
    SPREAD_AT_MOST times its length), is taken out of them when it
    begins in the first line, and put after that line; the two lines
    its newline parted are one again."""
    entries = normalize(text).split("\n")
    templates = _chatter(entries)
    if not templates:
        return text
    shapes = {_shape(line) for line in entries if any(_spells(t, line) for t in templates)}
    entries = [(_KERNEL if _shape(line) in shapes else _USER, line) for line in entries]
    at, moved = 0, 0          # moved: kernel lines taken out of line `at` so far
    while at < len(entries):
        if entries[at][0] is _KERNEL:
            at, moved = at + 1, 0
            continue
        slots = [at] + [index for index in range(at + 1, len(entries))
                        if entries[index][0] is _USER][:2]
        window = "\n".join(entries[index][1] for index in slots)
        taken = _densest(templates, window)
        if taken is None or taken[0] > len(entries[at][1]):    # none, or it begins later
            at, moved = at + 1 + moved, 0
            continue
        spelled = set(taken)
        kept = "".join(char for index, char in enumerate(window) if index not in spelled)
        parted = window[:taken[-1]].count("\n")     # the lines its newline parted: one now
        pieces = kept.split("\n")
        for number, index in enumerate(slots):
            if number != parted + 1:
                entries[index] = (_USER, pieces[number - (number > parted)])
        del entries[slots[parted + 1]]
        kernel = "".join(window[index] for index in taken[:-1])
        moved += 1
        entries.insert(at + moved, (_KERNEL, kernel))
    return "\n".join(line for _, line in entries)


_KERNEL, _USER = "kernel", "user"


def _chatter(lines):
    """The templates of the kernel's chatter: for each shape printed whole
    often enough, at one length, its characters: where its numbers are,
    any digit of theirs (hex digits of the case printed after 0x)."""
    groups = {}
    for line in lines:
        if re.search(r"[A-Za-z]", line):
            groups.setdefault((_shape(line), len(line)), []).append(line)
    templates = []
    for found in groups.values():
        if len(found) < CHATTER_AT_LEAST:
            continue
        numeric = {}       # column -> the digits a number may have there
        for number in _NUMBER.finditer(found[0]):
            if number.group(1) is not None:
                prefix = "0X" if re.search("[A-F]", number.group(1)) else "0x"
                numeric.update(dict.fromkeys(range(*number.span(1)), _DIGITS[prefix]))
            else:
                numeric.update(dict.fromkeys(range(*number.span()), _DIGITS[""]))
        template = []
        for at, column in enumerate(zip(*found)):
            digits = numeric.get(at)
            template.append(digits if digits and set(column) <= digits else set(column))
        if all(len(column) == 1 or column in _DIGITS.values() for column in template):
            templates.append(template)
    return templates


def _shape(line):
    """A line with each number as "#"."""
    return _NUMBER.sub("#", line)


def _spells(template, line):
    return len(line) == len(template) and all(char in column
                                              for char, column in zip(line, template))


def _densest(templates, text):
    """The indices of the chatter line and its newline that text spells in
    the fewest characters, within SPREAD_AT_MOST times its length (the
    first of those that tie), or None."""
    best = None
    for template in templates:
        wanted = template + [{"\n"}]
        for start, char in enumerate(text):
            if char not in wanted[0]:
                continue
            taken, at = [], start
            end = min(len(text), start + SPREAD_AT_MOST * len(wanted))
            for column in wanted:
                while at < end and text[at] not in column:
                    at += 1
                if at == end:
                    break
                taken.append(at)
                at += 1
            if len(taken) == len(wanted) and (
                    best is None or taken[-1] - taken[0] < best[-1] - best[0]):
                best = taken
    return best


# Left out of what a student watches: a check of proftest's or a test of
# usertests' that passed, and a process of usertests' that the kernel
# killed (usertests makes such traps on purpose, and says FAILED when one
# is not as it wants).
PASSED_CHECK = re.compile(r"proftest: .*: OK|test \S+: OK"
                          r"|usertrap: pid \d+ \(usertests\) killed: .*")
_HELD = ("proftest: ", "test ", "usertrap: ")   # how a line left out begins


class Watched:
    """What of a boot's console a student watching is shown (see above).

    feed(chunk) returns the part to show now: whole lines are judged, and
    an unfinished last line is shown at once unless it may become a
    passed check (then it waits for its end).  left_out counts the
    passed checks left out."""

    def __init__(self):
        self.at_shell = False
        self.held = ""          # an unfinished line not shown yet
        self.open = False       # an unfinished line was shown: its rest is shown too
        self.left_out = 0

    def feed(self, chunk):
        text = self.held + chunk
        self.held = ""
        if not self.at_shell:
            at = 0 if text.startswith("$ ") else text.find("\n$ ") + 1 or -1
            if at < 0:
                self.held = text[text.rfind("\n"):] if "\n" in text else text[-2:]
                return ""      # the prompt may yet begin in its last line
            self.at_shell, text = True, text[at:]
        *lines, last = text.split("\n")
        shown = []
        for number, line in enumerate(lines):
            if number == 0 and self.open:
                shown.append(line + "\n")      # the rest of a line already begun
            elif PASSED_CHECK.fullmatch(line):
                self.left_out += 1
            else:
                shown.append(line + "\n")
        if lines:
            self.open = False
        if last and not self.open and any(begins.startswith(last) or last.startswith(begins)
                                          for begins in _HELD):
            self.held = last
        elif last:
            shown.append(last)
            self.open = True
        return "".join(shown)
