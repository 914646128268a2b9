"""The boots of make reverse-error's cured checks, a row a tree and scenario
(harness/grading/reverse_boots.py), read from made-up graded trees, kept
in a CSV, and tested for failures that cluster with a neighbour."""

import datetime
import json
import os

from support import graded_tree

from harness.grading import reverse_boots
from harness.grading.one_tree import RESULT, ScenarioGrade
from harness.learner import trees

NOON = datetime.datetime(2026, 12, 5, 12, 0, tzinfo=datetime.timezone.utc).timestamp()


def _iso(minutes):
    return datetime.datetime.fromtimestamp(NOON + 60 * minutes, datetime.timezone.utc) \
        .isoformat(timespec="milliseconds")


def _logs(folder, *minutes):
    """A scenario's log folder, a file written at each of these minutes after noon."""
    folder.mkdir(parents=True)
    for number, minute in enumerate(minutes):
        path = folder / f"boot-{number + 1}" / "machine.command.txt"
        path.parent.mkdir()
        path.write_text("qemu")
        os.utime(path, (NOON + 60 * minute, NOON + 60 * minute))
    return str(folder)


def _tree(out, name, scenarios, span=None, seconds=600.0):
    """A graded tree of out: its scenarios (name, status, boots, logdir), and
    its start and end, minutes after noon (None: a result.json older than them)."""
    graded = graded_tree(name, [], checked=True, seconds=seconds)
    graded.scenarios = [_scenario(*scenario) for scenario in scenarios]
    if span:
        graded.started, graded.ended = _iso(span[0]), _iso(span[1])
    folder = out / "trees" / name
    folder.mkdir(parents=True)
    (folder / RESULT).write_text(json.dumps(graded.as_dict()))
    return folder / RESULT


def _scenario(name, status, boots, logdir=""):
    return ScenarioGrade(name, status, "e", 0, 1, boots, boots, logdir)


def test_each_scenario_s_boots_are_a_row_with_its_time_and_neighbour(tmp_path):
    out = tmp_path / "out"
    # a: 0-10 min; its boot check alone (1-2 min, b starts at 5), its scenario beside b
    _tree(out, "a", [("boots", trees.AS_REFERENCE, 10, _logs(tmp_path / "a1", 1, 2)),
                     ("proftest", trees.AS_REFERENCE, 5, _logs(tmp_path / "a2", 6, 9))],
          span=(0, 10))
    # b: 5-20 min; its boot check has no logs (the tree's span: beside a), its
    # scenario after a ended (12-19 min), failed on its 3rd boot
    _tree(out, "b", [("boots", trees.AS_REFERENCE, 10),
                     ("proftest", trees.FAILS, 3, _logs(tmp_path / "b2", 12, 19))],
          span=(5, 20))
    made = reverse_boots.rows(out, "2026-12-05", "k")
    said = {(row.tree, row.scenario): (row.boots, row.failed, row.neighbour) for row in made}
    assert said == {("a", "boots"): (10, 0, False), ("a", "proftest"): (5, 0, True),
                    ("b", "boots"): (10, 0, True), ("b", "proftest"): (3, 1, False)}
    first = made[0]
    assert (first.date, first.key, first.started, first.ended) == \
        ("2026-12-05", "k", "2026-12-05T12:01:00+00:00", "2026-12-05T12:02:00+00:00")
    assert made[2].started == "2026-12-05T12:05:00+00:00"      # b's own start


def test_a_result_without_its_start_is_timed_by_its_file(tmp_path):
    out = tmp_path / "out"
    old = _tree(out, "old", [("boots", trees.AS_REFERENCE, 10)], seconds=300.0)
    os.utime(old, (NOON + 600, NOON + 600))               # ended at 10 min, began at 5
    _tree(out, "early", [("boots", trees.AS_REFERENCE, 10)], span=(0, 4))
    _tree(out, "late", [("boots", trees.DID_NOT_RUN, 2)], span=(9, 30))
    made = {row.tree: row for row in reverse_boots.rows(out, "d", "k")}
    assert made["old"].started == "2026-12-05T12:05:00+00:00" and made["old"].neighbour
    assert not made["early"].neighbour
    assert (made["late"].boots, made["late"].failed) == (2, 0)   # the machine's: not a failure


def test_the_rows_are_kept_in_a_csv_by_key(tmp_path):
    row = reverse_boots.Row("2026-12-05", "k", "fixed-01", "boots to the shell", 10, 0,
                            "2026-12-05T12:00:00+00:00", "2026-12-05T12:02:00+00:00", True)
    other = reverse_boots.Row("2026-12-06", "old", "fixed-02", "proftest", 5, 1, "a", "b", False)
    assert reverse_boots.load("bug", tmp_path) == []
    path = reverse_boots.append("bug", [row], tmp_path)
    reverse_boots.append("bug", [other], tmp_path)
    lines = path.read_text().splitlines()
    assert lines[0] == "date,key,tree,scenario,boots,failed_boots,started,ended,neighbour"
    assert lines[1] == ("2026-12-05,k,fixed-01,boots to the shell,10,0,"
                        "2026-12-05T12:00:00+00:00,2026-12-05T12:02:00+00:00,yes")
    assert len(lines) == 3
    assert reverse_boots.load("bug", tmp_path) == [row, other]
    assert reverse_boots.load("bug", tmp_path, key="k") == [row]


def _rows(*counts):
    """Rows of (boots, failed, neighbour)."""
    return [reverse_boots.Row("d", "k", f"t{n}", "s", boots, failed, "", "", beside)
            for n, (boots, failed, beside) in enumerate(counts)]


def test_clustering_compares_boots_with_a_neighbour_and_alone():
    quiet = reverse_boots.clustering(_rows((1500, 0, True), (120, 0, False)))
    assert quiet.p is None
    assert quiet.said() == ("no failure in either condition: nothing to compare "
                            "(1500 boots with a neighbour, 120 alone)")
    lonely = reverse_boots.clustering(_rows((30, 2, True)))
    assert lonely.p is None and lonely.said().startswith("no boot ran alone: nothing to compare")
    clustered = reverse_boots.clustering(_rows((5, 5, True), (5, 0, False), (3, 0, True)))
    assert (clustered.beside_failed, clustered.beside_boots) == (5, 8)
    assert (clustered.alone_failed, clustered.alone_boots) == (0, 5)
    assert clustered.p < 0.05
    assert clustered.said().startswith("with a neighbour 5 of 8 boots failed (62.50%); alone "
                                       "0 of 5 boots failed (0.00%); Fisher's exact test")
    even = reverse_boots.clustering(_rows((100, 1, True), (100, 1, False)))
    assert even.p > 0.5
    assert "p = " in even.said()
