"""Markdown, as the transcripts write it: table rows and cells, code spans,
prose that shows as written, and pages whose links may point to a
heading further down (with the anchors GitHub gives headings).

Pure functions over text; nothing here knows what a run is.
"""

import re


def row(cells):
    """One row of a table."""
    return "| " + " | ".join(cells) + " |"


def cell(value):
    """value as plain text in a table cell: no '|' that ends the cell, no line break."""
    return str(value).replace("|", "\\|").replace("\n", " ")


def code(value):
    """value as a code span that fits in a table cell ("" for no text)."""
    text = str(value).replace("\n", " ").replace("|", "\\|")
    if not text:
        return ""
    fence = "`" * (max((len(run) for run in re.findall(r"`+", text)), default=0) + 1)
    pad = " " if fence != "`" or text.startswith("`") or text.endswith("`") else ""
    return f"{fence}{pad}{text}{pad}{fence}"


def prose(text):
    """Text that Markdown shows as written: no emphasis, links, HTML, math or cells."""
    return re.sub(r"([\\`*\[\]<|$])", r"\\\1", str(text).replace("\n", " "))


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
    link(label, key) gives a link to it, filled in by text()."""

    _HOLE = "\ue000"   # around a link's number until its anchor is known

    def __init__(self):
        self.lines = []
        self.anchors = {}   # key -> anchor
        self._taken = {}
        self._wanted = []   # the keys links point to, by number

    def heading(self, level, text, key=None):
        anchor = github_anchor(text, self._taken)
        if key is not None:
            self.anchors[key] = anchor
        self.lines += ["#" * level + " " + text, ""]

    def add(self, *lines):
        self.lines += lines

    def link(self, label, key):
        self._wanted.append(key)
        return f"[{label}](#{self._HOLE}{len(self._wanted) - 1}{self._HOLE})"

    def text(self):
        text = "\n".join(self.lines).rstrip("\n") + "\n"
        return re.sub(f"{self._HOLE}(\\d+){self._HOLE}",
                      lambda match: self.anchors[self._wanted[int(match.group(1))]], text)
