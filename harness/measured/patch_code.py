"""A patch's code: the part of a bug's patch that a rate's key takes.

A patch in bugs/ is a header in prose (what the learner believed, what
they changed) above a unified diff.  Editing the prose, or a comment in
the diff, builds the same kernel, so a measured rate should not go stale
for it.  code(patch) keeps of the patch only what can change the build,
written one way:

- each file's header line, `--- a/<path>` and `+++ b/<path>`, without
  the timestamp some tools add after a tab; git's lines that change a
  file's mode or name too (`new file mode ...`, `rename to ...`);
- each hunk's start, as the line `@@` alone: its line numbers and the
  function name after them are left out (patch finds a hunk by its
  context, and base/'s own bytes are in the key anyway);
- each line of a hunk, its mark (` `, `-` or `+`) then its text with C's
  comments taken out (`//` to the end of the line, `/* ... */`, on one
  line or over several), each comment becoming one space as it does for
  the compiler, each run of spaces and tabs one space, and none at
  either end.  Inside a string or a character literal nothing is
  touched: `"http://x"` is code, and so are its spaces;
- `\\ No newline at end of file` as the line `\\`.

A `-` or `+` line left empty is dropped: a blank line or a comment alone,
added or removed, changes no key.  Everything else is left out: the
prose, `diff` and `index` lines.

A hunk's two sides are read apart, as the compiler reads the two files:
a comment opened on a `-` line goes on through the old side's next lines
only, one opened on a `+` line through the new side's.  A hunk that
starts inside a comment of base/ cannot be known to: its lines are read
as code, so an edit there moves the key (never the other way round).
Spaces inside a line count only as present or absent: `a+b` and `a + b`
are different code here.
"""

import re

HUNK = re.compile(r"@@ -\d+(?:,(\d+))? \+\d+(?:,(\d+))? @@")
FILE_HEADER = re.compile(r"(---|\+\+\+) ")
GIT_FILE_LINE = re.compile(r"(old mode|new mode|deleted file mode|new file mode|rename from"
                           r"|rename to|copy from|copy to) ")
COMMENT = "/*"     # the state of a side inside a block comment
CODE = ""          # outside one (a string's quote: inside a string a line continues)
SIDES = {" ": "-+", "-": "-", "+": "+"}   # a hunk line's mark: the sides it belongs to
SPACE = None       # a run of white space outside a literal, or a comment


def code(patch):
    """The patch's code (see the module's text), as one string, a line each."""
    kept, old, new = [], 0, 0      # old, new: the hunk's lines still to come, each side
    states = {"-": CODE, "+": CODE}
    for line in patch.splitlines():
        mark = line[:1] or " "     # an empty context line, its space trimmed by an editor
        if (old > 0 or new > 0) and mark in SIDES:
            old -= "-" in SIDES[mark]
            new -= "+" in SIDES[mark]
            kept += _hunk_line(mark, line[1:], states)
            continue
        old = new = 0
        hunk = HUNK.match(line)
        if hunk:
            old, new = (int(count) if count is not None else 1 for count in hunk.groups())
            states = {"-": CODE, "+": CODE}
            kept.append("@@")
        elif FILE_HEADER.match(line):
            kept.append(line.split("\t", 1)[0].rstrip())
        elif GIT_FILE_LINE.match(line):
            kept.append(line.rstrip())
        elif line.startswith("\\") and kept:
            kept.append("\\")
    return "".join(f"{line}\n" for line in kept)


def _hunk_line(mark, text, states):
    """The lines one hunk line keeps: none, one, or (a context line the two
    sides read differently, one inside a comment) the old side's and the
    new side's apart.  states: each side's reading state, carried on."""
    read = {}
    for side in SIDES[mark]:
        read[side], states[side] = uncommented(text, states[side])
    if mark == " " and read["-"] == read["+"]:
        return [f" {read['-']}"]
    return [f"{side}{found}" for side, found in read.items() if found]


def uncommented(text, state=CODE):
    """(text with its comments and spacing rewritten as the module's text
    says, the state at its end): CODE, COMMENT when a block comment goes
    on, or a quote when a string goes on (a line ending in a backslash).
    state: the state the line starts in."""
    made, index, quote = [], 0, state if state not in (CODE, COMMENT) else None
    commented = state == COMMENT
    while index < len(text):
        char = text[index]
        if commented:
            end = text.find("*/", index)
            index, commented = (len(text), True) if end < 0 else (end + 2, False)
        elif quote:
            step = 2 if char == "\\" else 1
            made.append(text[index:index + step])
            if char == "\\" and index + 1 == len(text):
                return _spaced(made), quote            # the string goes on
            quote = None if char == quote else quote
            index += step
        elif text.startswith("//", index):
            made.append(SPACE)
            break
        elif text.startswith("/*", index):
            made.append(SPACE)
            commented, index = True, index + 2
        else:
            made.append(SPACE if char.isspace() else char)
            quote = char if char in "\"'" else None
            index += 1
    return _spaced(made), COMMENT if commented else CODE


def _spaced(pieces):
    """The pieces joined, each run of SPACE one space, none at either end
    (a literal's own spaces are pieces of text, kept as they are)."""
    joined = []
    for piece in pieces:
        if piece is SPACE and (not joined or joined[-1] is SPACE):
            continue
        joined.append(piece)
    if joined and joined[-1] is SPACE:
        joined.pop()
    return "".join(" " if piece is SPACE else piece for piece in joined)
