"""A class's grades written out (make grade): the files a teacher reads or
uploads, from the Graded of each tree (harness/grading/one_tree.py).

- write(graded, out): into the folder out:
  - gradebook.csv: a row a tree (COLUMNS; `warning` for a cured tree that
    did what the reference does not), each cell one line of at most
    CELL_WIDTH characters, so that a spreadsheet imports it;
  - gradebook.json: the same, with each tree's scenarios, and the class's
    trees grouped by what they did (classreport.groups);
  - class.md and class.svg: what the class did (harness/grading/classreport.py);
  - junit.xml: a testcase a tree and scenario (a failure when the scenario
    did not behave as the reference, an error when it did not run);
  - trees/<tree>/report.md: the tree's verdict; for one not cured, what
    it did, beside each finding how often the reference did the same
    (classreport.on_reference), what to tell the student and where the
    answer is (classreport.told); its scenarios' table with their
    evidence, its log folder, and last the command that checks it again.
- exit_status(graded): 0 when every tree is cured, 2 when some tree cannot
  be told, else 1 (some tree is not cured).
- summary(graded): the lines make grade ends with.
"""

import csv
import json
import shlex
import xml.etree.ElementTree as ElementTree
from pathlib import Path

from harness import shortened
from harness.grading import classreport
from harness.learner import trees
from harness.learner.trust import whose_files
from harness.reports import markdown

COLUMNS = ("tree", "verdict", "score", "max_score", "boots", "budget", "seconds",
           "first_failing", "warning", "harness_verdict", "teacher_note")
CELL_WIDTH = 200         # characters a CSV cell and a line of the summary keep
TREES = "trees"          # out/trees/<tree>/: a tree's report.md, result.json and logs


def tree_folder(out, tree):
    return Path(out) / TREES / tree


def write(graded, out):
    """Every file of the gradebook (see the module's text); returns their paths."""
    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    graded = sorted(graded, key=lambda g: g.tree)
    written = [_csv(graded, out / "gradebook.csv"), _json(graded, out / "gradebook.json"),
               _junit(graded, out / "junit.xml")]
    written += classreport.write(graded, out, lambda name: tree_folder(out, name))
    for g in graded:
        path = tree_folder(out, g.tree) / "report.md"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(report(g))
        written.append(path)
    return written


def _csv(graded, path):
    with open(path, "w", newline="") as file:
        writer = csv.writer(file)
        writer.writerow(COLUMNS)
        for g in graded:
            writer.writerow([one_line(getattr(g, column)) for column in COLUMNS])
    return path


def one_line(value, width=CELL_WIDTH):
    """value as one line of at most width characters: its whitespace, line
    ends included, made single spaces, and cut with "..." when longer
    (the whole of it is in report.md and gradebook.json)."""
    return shortened(" ".join(str(value).split()), width)


def _json(graded, path):
    every = [g.as_dict() for g in graded]
    for item in every:
        item.pop("table")
    path.write_text(json.dumps({"bug": graded[0].bug if graded else None, "trees": every,
                                "groups": classreport.as_json(graded)}, indent=1) + "\n")
    return path


def _junit(graded, path):
    """JUnit XML as CI servers read it: a testsuite, a testcase a tree and scenario."""
    cases = [(g, s) for g in graded for s in g.scenarios]
    failures = sum(s.status != trees.AS_REFERENCE and not _unsure(s) for _, s in cases)
    errors = sum(_unsure(s) for _, s in cases)
    suite = ElementTree.Element("testsuite", name=f"grade {graded[0].bug}" if graded else "grade",
                                tests=str(len(cases)), failures=str(failures),
                                errors=str(errors),
                                time=f"{sum(g.seconds for g in graded):.1f}")
    for g, s in cases:
        case = ElementTree.SubElement(suite, "testcase", classname=g.tree, name=s.name,
                                      time=f"{g.seconds / max(1, len(g.scenarios)):.1f}")
        if _unsure(s):
            ElementTree.SubElement(case, "error", message=s.status).text = (
                g.error or s.evidence)
        elif s.status != trees.AS_REFERENCE:
            ElementTree.SubElement(case, "failure", message=s.status).text = s.evidence
    root = ElementTree.Element("testsuites")
    root.append(suite)
    ElementTree.indent(root)
    ElementTree.ElementTree(root).write(path, encoding="utf-8", xml_declaration=True)
    return path


def _unsure(scenario):
    return scenario.status in (trees.DID_NOT_RUN, trees.NOT_APPLICABLE)


def report(g):
    """A tree's report.md: its verdict; for one not cured, what it did, what
    to tell the student and where the answer is; the scenarios' table,
    its logs, and last the command that checks it again."""
    lines = [f"# {g.tree}: {g.verdict}", "",
             f"Checked against {g.bug}: score {g.score} of {g.max_score}, "
             f"{g.boots} of {g.budget} boots ran, {g.seconds:.0f} s.", ""]
    said = classreport.told(g)
    if said is not None:
        example = classreport.example(g).removeprefix(f"{said.label}: ")
        lines += [f"**What it did:** {markdown.prose(said.label)}"
                  + (f"; {markdown.prose(example)}" if example else ""), ""]
        for s in g.scenarios:          # beside each finding, how often the reference did it
            figure = classreport.on_reference(g, s)
            if figure:
                lines += [f"**On the reference, in '{markdown.prose(s.name)}':** "
                          f"{markdown.prose(figure)}", ""]
        if said.hint:
            lines += [f"**Tell the student:** {markdown.prose(said.hint)}", "",
                      classreport.where_to_look(said, g.bug), ""]
    if g.warning:
        lines += [f"Cured, with a warning: {markdown.prose(g.warning)}", ""]
    if _overruled(g) or g.teacher_note:
        lines += [f"The teacher's word: {g.verdict}" + (f" ({g.teacher_note})" if g.teacher_note
                                                       else "")
                  + f"; the harness's verdict: {g.harness_verdict}.", ""]
    if g.left_out:
        lines += [f"Judged with {whose_files()} files instead of the tree's (only the learner's "
                  "files are the tree's: course/learner-files.toml): "
                  + ", ".join(f"`{path}`" for path in g.left_out), ""]
    if g.error:
        lines += ["```", g.error, "```", ""]
    lines += ["| scenario | result | boots run | points | evidence |", "|---|---|---|---|---|"]
    lines += [markdown.row([markdown.prose(s.name, True), s.status,
                            f"{s.boots} of {s.budget}" if s.budget else "",
                            f"{s.points} of {s.max_points}", markdown.prose(s.evidence, True)])
              for s in g.scenarios]
    lines += ["", f"Logs: {g.logdir}", ""]
    if g.source:
        lines += ["To check this tree again, as it was checked here:", "",
                  f"    ./profclinic check {g.bug} {shlex.quote(g.source)}", ""]
    return "\n".join(lines)


def _overruled(g):
    return bool(g.harness_verdict) and g.harness_verdict != g.verdict


def exit_status(graded):
    verdicts = {g.verdict for g in graded}
    if trees.GRADER_TROUBLE in verdicts:
        return trees.EXIT_STATUS[trees.GRADER_TROUBLE]
    if trees.NOT_CURED in verdicts:
        return trees.EXIT_STATUS[trees.NOT_CURED]
    return trees.EXIT_STATUS[trees.CURED]


def summary(graded):
    """A line a tree, then the counts."""
    width = max((len(g.tree) for g in graded), default=4)
    lines = [f"{g.tree:<{width}}  {g.verdict:<11}  {g.score} of {g.max_score}  "
             + (f"the teacher's word (the harness's: {g.harness_verdict}) " if _overruled(g)
                else "")
             + f"{one_line(g.first_failing or (g.warning and 'warning: ' + g.warning))}".rstrip()
             for g in sorted(graded, key=lambda g: g.tree)]
    counts = {verdict: sum(g.verdict == verdict for g in graded)
              for verdict in (trees.CURED, trees.NOT_CURED, trees.GRADER_TROUBLE)}
    lines.append(f"{len(graded)} trees: " + ", ".join(f"{n} {verdict}"
                                                      for verdict, n in counts.items()))
    return lines
