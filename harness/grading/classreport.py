"""What a class did, for its teacher: its trees grouped by what they did
(make grade writes it beside the gradebook).

- group_of(g): what a not-cured tree did, in words the same for each tree
  that did alike: it shows the symptom (in which scenario), panics (by the
  message), fails a check (by its words), panics at boot, hangs, floods
  the console, stops the machine, does not build, reads outside itself.
  None for a cured tree; GRADER_TROUBLE for a tree the grader could not
  judge (kept apart: regrading tries it again).
- groups(graded): [Group], the largest first;
- as_json(graded): the same, for gradebook.json;
- chance(bug): how often a cured tree is judged not cured (reverse.said);
- write(graded, out): out/class.md (verdicts by count, that chance, the groups, each
  with its trees and one example's evidence, grader trouble apart, time
  per tree with the slowest named) and its figure out/class.svg.
"""

import statistics
import urllib.parse
from dataclasses import dataclass, field
from pathlib import Path

from harness import shortened
from harness.errors import HarnessError
from harness.grading import reverse
from harness.learner import boots, trees
from harness.reports import markdown, plots

CLASS_MD, CLASS_SVG = "class.md", "class.svg"
SLOWEST = 5               # trees named in the time table
EVIDENCE_WIDTH = 300      # characters of an example's evidence in class.md
_UNSURE = (trees.AS_REFERENCE, trees.DID_NOT_RUN, trees.NOT_APPLICABLE)


@dataclass
class Group:
    label: str                # what its trees did (group_of)
    verdict: str              # trees.NOT_CURED or GRADER_TROUBLE
    trees: list = field(default_factory=list)     # names, sorted
    example: str = ""         # what the first tree did: where, and the evidence (_example)


def failing_scenario(g):
    """The scenario a tree's verdict stands on (as first_failing names it):
    the first that ran and did not behave as the reference, else the first
    that did not run; None for a cured tree."""
    ran = [s for s in g.scenarios if s.status not in _UNSURE]
    unsure = [s for s in g.scenarios if s.status in _UNSURE[1:]]
    return (ran or unsure or [None])[0]


def group_of(g):
    """What a tree did, as its group's label (see the module's text)."""
    if g.verdict == trees.CURED:
        return None
    if g.verdict == trees.GRADER_TROUBLE:
        return trees.GRADER_TROUBLE
    if g.harness_verdict and g.harness_verdict != g.verdict:
        return "not cured, in the teacher's word"
    s = failing_scenario(g)
    if s is None:
        return g.first_failing.split(":")[0] or trees.NOT_CURED
    cause = s.cause or _old_cause(s)
    if s.status in (trees.SHOWS, trees.SHOWS_AND_MORE):
        return f"shows the symptom in '{s.name}'"
    if s.status == boots.PANICS_AT_BOOT:
        return f"panics at boot: {cause.removeprefix('panic: ')}"
    if s.status == trees.FAILS and cause.startswith("panic: "):
        return f"panics: {cause.removeprefix('panic: ')}"
    if s.status == trees.FAILS:
        return f"fails '{s.name}': {cause}"
    if s.status == trees.DID_NOT_RUN:
        return cause
    return s.status                        # hangs, floods the console, stops the machine


def _old_cause(s):
    """The cause of a result written before ScenarioGrade had one: from its
    evidence, up to the first ';' (or ', in boot' for a panic at boot)."""
    return s.evidence.split(", in boot")[0].split(";")[0].split(": no")[0]


def groups(graded):
    """The class's not-cured trees in groups, the largest first, then grader trouble."""
    found = {}
    for g in sorted(graded, key=lambda g: g.tree):
        label = group_of(g)
        if label is None:
            continue
        group = found.setdefault(label, Group(label, g.verdict))
        group.trees.append(g.tree)
        if not group.example:
            group.example = _example(g)
    return sorted(found.values(), key=lambda group: (group.verdict == trees.GRADER_TROUBLE,
                                                     -len(group.trees), group.label))


def _example(g):
    """What a tree did, as its group's example: where, and the evidence (a
    build's first error for a tree that does not build)."""
    s = failing_scenario(g)
    if s is None or (s.status == trees.DID_NOT_RUN and g.error):
        return g.first_failing or g.teacher_note
    return f"in '{s.name}': {s.evidence}"


def as_json(graded):
    return [{"label": group.label, "verdict": group.verdict, "trees": group.trees,
             "example": group.example} for group in groups(graded)]


def write(graded, out, tree_folder):
    """class.md and class.svg in out; tree_folder(name) is where a tree's
    report.md is.  Returns their paths (class.svg only when matplotlib is here)."""
    out = Path(out)
    graded = sorted(graded, key=lambda g: g.tree)
    written = []
    if graded and plots.have_matplotlib():
        written.append(plots.class_figure(_bars(graded), _times(graded), out / CLASS_SVG,
                                          f"{graded[0].bug}: {len(graded)} trees"))
    (out / CLASS_MD).write_text(report(graded, out, tree_folder, figure=bool(written)))
    return [out / CLASS_MD] + written


def _bars(graded):
    """(label, trees, verdict) a bar of the figure: cured, then each group."""
    cured = sum(g.verdict == trees.CURED for g in graded)
    return ([(trees.CURED, cured, trees.CURED)] if cured else []) + \
        [(group.label, len(group.trees), group.verdict) for group in groups(graded)]


def _times(graded):
    return [(g.tree, g.seconds, g.verdict) for g in graded]


def report(graded, out, tree_folder, figure=True):
    """class.md's text (pure)."""
    bug = graded[0].bug if graded else "?"
    counts = {verdict: sum(g.verdict == verdict for g in graded)
              for verdict in (trees.CURED, trees.NOT_CURED, trees.GRADER_TROUBLE)}
    lines = [f"# {bug}: what the class's {len(graded)} trees did", "",
             "| verdict | trees |", "|---|---|"]
    lines += [markdown.row([verdict, str(n)]) for verdict, n in counts.items()]
    lines.append("")
    if figure:
        lines += [f"![trees by what they did, and seconds a tree]({CLASS_SVG})", ""]
    if graded:
        lines += ["By chance alone, " + markdown.prose(chance(bug)) + ".", ""]
    found = groups(graded)
    lines += _group_lines([g for g in found if g.verdict != trees.GRADER_TROUBLE],
                          "Not cured, by what the tree did", out, tree_folder)
    trouble = [g for g in found if g.verdict == trees.GRADER_TROUBLE]
    if trouble:
        lines += ["## Grader trouble", "",
                  "The grader could not judge these trees (the host's trouble, not "
                  "the learner's): the next make grade tries them again.", ""]
        lines += [f"- {_link(g.tree, out, tree_folder)}: "
                  + markdown.prose(shortened(g.first_failing, EVIDENCE_WIDTH))
                  for g in graded if g.verdict == trees.GRADER_TROUBLE]
        lines.append("")
    return "\n".join(lines + _time_lines(graded, out, tree_folder))


def chance(bug):
    """How often a cured tree of bug's clinic is judged not cured: the
    model, and the count that keeps it honest (harness/grading/reverse.py)."""
    try:
        return reverse.said(bug)
    except HarnessError as error:
        return f"the chance that a cured tree is judged not cured is not known here ({error})"


def _group_lines(found, heading, out, tree_folder):
    if not found:
        return []
    lines = [f"## {heading}", "", "| what the trees did | trees |", "|---|---|"]
    lines += [markdown.row([markdown.prose(g.label, True), str(len(g.trees))]) for g in found]
    lines.append("")
    for group in found:
        lines += [f"### {markdown.prose(group.label)} ({len(group.trees)})", "",
                  ", ".join(_link(name, out, tree_folder) for name in group.trees), "",
                  f"For example, {markdown.prose(group.trees[0])}, "
                  + markdown.prose(shortened(group.example, EVIDENCE_WIDTH)), ""]
    return lines


def _time_lines(graded, out, tree_folder):
    if not graded:
        return []
    seconds = [g.seconds for g in graded]
    slowest = sorted(graded, key=lambda g: -g.seconds)[:SLOWEST]
    lines = ["## Time", "",
             f"{sum(seconds):.0f} s of grading in all: {statistics.median(seconds):.0f} s a tree "
             f"(the median), {max(seconds):.0f} s the slowest.  The slowest:", "",
             "| tree | verdict | seconds | boots |", "|---|---|---|---|"]
    lines += [markdown.row([_link(g.tree, out, tree_folder), g.verdict, f"{g.seconds:.0f}",
                            f"{g.boots} of {g.budget}"]) for g in slowest]
    return lines + [""]


def _link(name, out, tree_folder):
    """A tree's name, linked to its report.md (relative to out)."""
    path = (Path(tree_folder(name)) / "report.md").relative_to(Path(out))
    return f"[{markdown.prose(name, True)}]({urllib.parse.quote(path.as_posix())})"
