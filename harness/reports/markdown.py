"""Markdown, as the transcripts write it: table rows and cells, code spans,
prose that shows as written, a patch's header as Markdown and its diff
without the comments it removes, and pages whose links may point to a
heading further down (with the anchors GitHub gives headings, each also
written before its heading, for renderers that give headings none) and
whose footnotes go at their end.

Pure functions over text; nothing here knows what a run is.
"""

import html
import re


def row(cells):
    """One row of a table."""
    return "| " + " | ".join(cells) + " |"


def cell(value):
    """value as plain text in a table cell: no '|' that ends the cell, no line break
    (the rest as written: the event table of a run's checks)."""
    return str(value).replace("|", "\\|").replace("\n", " ")


def code(value):
    """value as a code span that fits in a table cell ("" for no text)."""
    text = str(value).replace("\n", " ").replace("|", "\\|")
    if not text:
        return ""
    fence = "`" * (max((len(run) for run in re.findall(r"`+", text)), default=0) + 1)
    pad = " " if fence != "`" or text.startswith("`") or text.endswith("`") else ""
    return f"{fence}{pad}{text}{pad}{fence}"


def prose(text, in_table=False):
    """Text that Markdown shows as written: no emphasis, link, HTML, entity,
    math or (in_table) cell break.  Only what needs it is escaped, and in a
    way both GitHub and python3-markdown read: a backslash before `\\`, a
    backtick, `*`, `[` and `]` (and `|` in a table); `<` and an entity's `&`
    as HTML entities; `$` as `&#36;` only where GitHub could read `$...$` as
    math (a `$` right after a non-space: it may close a span)."""
    text = str(text).replace("\n", " ")
    text = re.sub(r"&(?=#?\w+;)", "&amp;", text)
    text = re.sub(r"([\\`*\[\]" + ("|" if in_table else "") + "])", r"\\\1", text)
    text = text.replace("<", "&lt;")
    return text.replace("$", "&#36;") if re.search(r"\S\$", text) else text


def html_text(text):
    """Text inside raw HTML (a <details> block, where Markdown is not read):
    escaped, its `code` spans as <code>."""
    escaped = html.escape(str(text).replace("\n", " "), quote=False)
    return re.sub(r"`([^`]+)`", r"<code>\1</code>", escaped)


def patch_parts(text):
    """(Markdown lines of a patch's header, the diff).  The header says what
    the learner believed and changed; its "Clinic N: title" line (or
    "Clinic N on <kernel>: title") is left out, as the page's title says
    it.  The diff begins at its first "--- " or "diff " line."""
    if text.startswith(("--- ", "diff ")):
        return [], text
    found = re.search(r"^(?:--- |diff )", text, re.MULTILINE)
    header, diff = (text[:found.start()], text[found.start():]) if found else (text, "")
    fields = []   # [label or None, text]
    for line in header.strip().splitlines():
        found = re.match(r"([A-Z][\w -]{0,30}):\s+(.*)", line)
        if found:
            fields.append([found.group(1), found.group(2)])
        elif fields and not _title(fields[-1][0]) and line.strip():
            fields[-1][1] += " " + line.strip()
        elif line.strip():     # the title is one line: what follows it is prose of its own
            fields.append([None, line.strip()])
    return [line for label, said in fields if not _title(label)
            for line in (f"**{label}:** {prose(said)}" if label else prose(said), "")], diff


def _title(label):
    """Whether a header's label is its "Clinic N" (or "Clinic N on <kernel>") title."""
    return label is not None and re.fullmatch(r"Clinic \d+( on [\w-]+)?", label) is not None


def without_removed_comments(diff):
    """A unified diff without the comment lines it removes (a removed line
    whose text starts a C comment: `//`, `/*` or `*`), each hunk's counts
    mended; the same text when it removes none."""
    out, hunk = [], None   # hunk: [index of its header in out, old count, new count]
    lines = diff.splitlines(keepends=True)
    for line in lines:
        if line.startswith("-") and not line.startswith("---") and \
                re.match(r"\s*(//|/\*|\*)", line[1:]):
            continue
        if (found := re.match(r"@@ -(\d+)(?:,\d+)? \+(\d+)(?:,\d+)? @@(.*)", line, re.S)):
            _close(out, hunk)
            hunk = [len(out), 0, 0, found.groups()]
        elif hunk is not None and line[:1] in (" ", "-", "+", "\n"):
            hunk[1] += line[:1] != "+"
            hunk[2] += line[:1] != "-"
        out.append(line)
    _close(out, hunk)
    return "".join(out) if len(out) < len(lines) else diff


def _close(out, hunk):
    if hunk is not None:
        at, old, new, (first_old, first_new, rest) = hunk
        out[at] = f"@@ -{first_old},{old} +{first_new},{new} @@{rest}"


def github_anchor(heading, taken=None):
    """The anchor GitHub gives a heading: lower case, punctuation dropped,
    each space a '-'.  taken ({anchor: count}, updated) holds the anchors
    already in the file: a repeated one gets -1, -2, ..."""
    anchor = "".join(char for char in heading.strip().lower()
                     if char.isalnum() or char in " -_").replace(" ", "-")
    if taken is None:
        return anchor
    unique = anchor
    while unique in taken:
        taken[anchor] += 1
        unique = f"{anchor}-{taken[anchor]}"
    taken[unique] = 0
    return unique


class Page:
    """A Markdown file being written: its lines, and each heading's anchor,
    so that a link may point to a heading further down.

    heading(level, text, key) remembers the heading's anchor under key;
    link(label, key) gives a link to it, filled in by text();
    footnote(text) gives a footnote's mark ([^1]), its text written at the
    end of the page."""

    _HOLE = "\ue000"   # around a link's number until its anchor is known

    def __init__(self):
        self.lines = []
        self.anchors = {}   # key -> anchor
        self._taken = {}
        self._wanted = []   # the keys links point to, by number
        self._footnotes = []

    def heading(self, level, text, key=None):
        """A heading; one a link may point to (key) stands under an anchor of
        its own, so that the link works wherever the page is rendered (a
        renderer that gives headings no ids, python3-markdown's, too)."""
        anchor = github_anchor(text, self._taken)
        if key is not None:
            self.anchors[key] = anchor
            self.lines += [f'<a id="{anchor}"></a>', ""]
        self.lines += ["#" * level + " " + text, ""]

    def add(self, *lines):
        self.lines += lines

    def link(self, label, key):
        self._wanted.append(key)
        return f"[{label}](#{self._HOLE}{len(self._wanted) - 1}{self._HOLE})"

    def footnote(self, text):
        self._footnotes.append(text)
        return f"[^{len(self._footnotes)}]"

    def text(self):
        notes = [f"[^{number}]: {note}" for number, note in enumerate(self._footnotes, 1)]
        text = "\n\n".join(part for part in ("\n".join(self.lines).rstrip("\n"),
                                              "\n".join(notes)) if part) + "\n"
        return re.sub(f"{self._HOLE}(\\d+){self._HOLE}",
                      lambda match: self.anchors[self._wanted[int(match.group(1))]], text)
