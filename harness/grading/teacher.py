"""The teacher's word on a tree: a verdict, a score or a note given by
hand, that stands over the harness's in the gradebook and survives every
regrade.

It lives in OUT/teacher.toml, one table a tree:

    [trees."alice"]
    verdict = "cured"      # or "not cured"
    score = 2              # optional: 0 to the clinic's points
    note = "fixed otherwise; read by hand"

No make grade writes over it: the first writes a commented template when
there is none.  Each tree's result.json keeps the harness's verdict; the
gradebook shows the teacher's, with the harness's beside it
(harness_verdict, teacher_note).

- load(out): {tree: Word} and the entries left out, each with why (a
  verdict that is no verdict, a score out of range, an unknown key); a
  file that is not TOML is a HarnessError, before any tree is graded.
- apply(graded, words): each Graded a teacher spoke of gets the word;
  returns the words that name no tree of the class.
"""

import tomllib
from dataclasses import dataclass
from pathlib import Path

from harness.errors import HarnessError
from harness.learner import trees

FILE = "teacher.toml"
VERDICTS = (trees.CURED, trees.NOT_CURED)      # grader trouble is no teacher's verdict
KEYS = ("verdict", "score", "note")

TEMPLATE = f"""\
# The teacher's word on a tree, which stands over the harness's verdict in
# the gradebook (the harness's stays beside it).  make grade never writes
# over this file.  One table a tree, named as its folder is:
#
# [trees."alice"]
# verdict = "cured"          # {' or '.join(f'"{v}"' for v in VERDICTS)}
# score = 2                  # optional: 0 to the clinic's points (else all of
#                            # them when cured, none when not)
# note = "fixed otherwise: read by hand"
"""


@dataclass
class Word:
    verdict: str = ""         # "" when the teacher gave only a note
    score: int = None         # None: from the verdict
    note: str = ""


def path_in(out):
    return Path(out) / FILE


def write_template(out):
    """The commented template, only when there is no teacher.toml yet."""
    path = path_in(out)
    if not path.exists():
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(TEMPLATE)
    return path


def load(out):
    """({tree: Word}, ["tree: why it was left out"]) from out/teacher.toml
    (none there: nothing)."""
    path = path_in(out)
    if not path.is_file():
        return {}, []
    try:
        data = tomllib.loads(path.read_text())
    except (tomllib.TOMLDecodeError, UnicodeDecodeError) as error:
        raise HarnessError(f"{path} is not TOML ({error}): mend it, or move it away "
                           f"to grade without the teacher's words") from None
    given = data.get("trees", {})
    if not isinstance(given, dict) or set(data) - {"trees"}:
        return {}, [f"{path}: only [trees.\"NAME\"] tables belong here; nothing read"]
    words, bad = {}, []
    for name, entry in given.items():
        why = _bad(entry)
        if why:
            bad.append(f"{name}: {why}")
        else:
            words[name] = Word(**entry)
    return words, bad


def _bad(entry):
    """Why an entry cannot be used, or ""."""
    if not isinstance(entry, dict):
        return "not a table"
    unknown = sorted(set(entry) - set(KEYS))
    if unknown:
        return f"unknown key {', '.join(unknown)} (the keys are {', '.join(KEYS)})"
    if "verdict" in entry and entry["verdict"] not in VERDICTS:
        return f"verdict {entry['verdict']!r} is none of {', '.join(VERDICTS)}"
    if "score" in entry and ("verdict" not in entry or type(entry["score"]) is not int
                             or entry["score"] < 0):
        return "a score needs a verdict, and is a whole number from 0"
    if not isinstance(entry.get("note", ""), str):
        return "a note is text"
    if not entry:
        return "empty"
    return ""


def apply(graded, words):
    """The teacher's words on the Graded they name (in place); returns
    [why] for the words left out: no such tree, a score above its points."""
    left = []
    by_name = {g.tree: g for g in graded}
    for g in graded:
        g.harness_verdict = g.verdict
    for name, word in sorted(words.items()):
        g = by_name.get(name)
        if g is None:
            left.append(f"{name}: no tree of that name in this class")
            continue
        if word.score is not None and word.score > g.max_score:
            left.append(f"{name}: score {word.score} is more than its {g.max_score} points")
            continue
        g.teacher_note = word.note
        if word.verdict:
            g.verdict = word.verdict
            g.score = word.score if word.score is not None else (
                g.max_score if word.verdict == trees.CURED else 0)
    return left
