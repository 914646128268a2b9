"""The files a teacher reads or uploads (harness/grading/gradebook.py),
from made-up Graded trees: gradebook.csv, junit.xml, gradebook.json and
each tree's report.md."""

import csv
import json
import xml.etree.ElementTree as ElementTree

from harness.grading import gradebook
from harness.learner import trees

from support import graded_tree


def test_the_gradebook_has_a_row_a_tree_and_a_junit_testcase_a_scenario(tmp_path):
    graded = [graded_tree("bob", [trees.AS_REFERENCE, trees.FAILS]),
              graded_tree("alice", [trees.AS_REFERENCE, trees.AS_REFERENCE]),
              graded_tree("carol", [trees.DID_NOT_RUN, trees.AS_REFERENCE])]
    gradebook.write(graded, tmp_path)
    with open(tmp_path / "gradebook.csv", newline="") as file:
        rows = list(csv.DictReader(file))
    assert list(rows[0]) == list(gradebook.COLUMNS)
    assert [(r["tree"], r["verdict"], r["score"]) for r in rows] == [
        ("alice", "cured", "2"), ("bob", "not cured", "1"), ("carol", "grader trouble", "1")]
    suite = ElementTree.parse(tmp_path / "junit.xml").getroot().find("testsuite")
    assert (suite.get("tests"), suite.get("failures"), suite.get("errors")) == ("6", "1", "1")
    failed = suite.find("testcase[@classname='bob'][@name='gdb at the panic']/failure")
    assert failed.get("message") == trees.FAILS
    saved = json.loads((tmp_path / "gradebook.json").read_text())
    assert [t["tree"] for t in saved["trees"]] == ["alice", "bob", "carol"]
    report = (tmp_path / "trees" / "bob" / "report.md").read_text()
    assert "# bob: not cured" in report and "Logs: logs/bob" in report
    assert gradebook.exit_status(graded) == 2
    assert gradebook.exit_status(graded[:2]) == 1
    assert gradebook.exit_status(graded[1:2]) == 0


def test_every_gradebook_cell_is_one_short_line_and_a_report_ends_with_its_command(tmp_path):
    """A flooding tree's first failing check quotes many console lines:
    the CSV keeps one line of at most CELL_WIDTH characters (a spreadsheet
    import breaks on more), report.md keeps them all and ends with the
    command that checks the tree again."""
    flood = "\n".join(f"hart 1 says hello {n}" for n in range(20))
    graded = graded_tree("eve", [trees.AS_REFERENCE, trees.FAILS])
    graded.first_failing = f"gdb at the panic: fails otherwise: {flood}"
    graded.scenarios[1].evidence = flood
    graded.source = str(tmp_path / "class" / "eve's tree")
    gradebook.write([graded], tmp_path)
    text = (tmp_path / "gradebook.csv").read_text()
    assert len(text.splitlines()) == 2, text        # the header and one row
    with open(tmp_path / "gradebook.csv", newline="") as file:
        [row] = list(csv.DictReader(file))
    cells = list(row.values())
    assert all("\n" not in cell and len(cell) <= gradebook.CELL_WIDTH for cell in cells), cells
    assert row["first_failing"].startswith("gdb at the panic: fails otherwise: hart 1 says hello 0 "
                                           "hart 1 says hello 1 ")
    assert row["first_failing"].endswith("...")
    assert gradebook.one_line("short\n  one") == "short one"
    report = (tmp_path / "trees" / "eve" / "report.md").read_text()
    assert "hart 1 says hello 19" in report
    assert report.rstrip().splitlines()[-1] == \
        f"    ./profclinic check dump_in_freeproc '{tmp_path}/class/eve'\"'\"'s tree'"
    assert all(len(line) <= gradebook.CELL_WIDTH + 60 for line in gradebook.summary([graded]))
