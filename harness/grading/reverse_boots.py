"""The boots of make reverse-error's cured checks, kept one row a tree and
scenario (measured/grading/reverse-boots/<bug>.csv), and a test of
whether boots failed more often while another tree was graded beside them.

- rows(out, date, key): a Row for each scenario of each tree graded in
  out (make grade's output: OUT/trees/<tree>/result.json, and each
  scenario's logs):
  - boots: the boots its check counted (a boot the machine or gdb failed
    is tried again and not counted, as the model leaves it out:
    harness/learner/chances.py);
  - failed: the boots that failed: a check stops at the first boot that
    does not behave as the reference, so 1 when the scenario did not
    (shows the symptom, fails otherwise, panics, hangs, ...), 0 when it
    did or did not run;
  - started, ended: the first and last file its boots wrote (their
    modification times); where it has no log, the tree's own start and end
    (result.json's started and ended: harness/grading/one_tree.py; a
    result.json older than them: its own time, less the tree's seconds);
  - neighbour: another tree of the same run was graded (from its start to
    its end) at some time between started and ended.
- append(bug, rows, folder), load(bug, folder, key): the CSV, a run's rows added
  to it; those under another key (reverse.clinic_key) left out on reading.
  save(bug, rows, folder): the CSV written afresh (`rates carry` moves
  rows to a new key rule; the move is noted in their count, in
  reverse-error.toml, as a row has no room for a note).
- clustering(rows): Fisher's exact test, one-sided (stats.fisher_more), of
  the boots with a neighbour failing more often than those without: a
  Clustering, its p-value and the two rates in words (said()).
"""

import csv
import datetime
import json
from dataclasses import dataclass
from pathlib import Path

from harness import REPO, stats
from harness.learner import trees

BOOTS = REPO / "measured" / "grading" / "reverse-boots"
COLUMNS = ("date", "key", "tree", "scenario", "boots", "failed_boots", "started", "ended",
           "neighbour")
NOT_FAILED = (trees.AS_REFERENCE, trees.DID_NOT_RUN, trees.NOT_APPLICABLE)


@dataclass
class Row:
    date: str
    key: str
    tree: str
    scenario: str
    boots: int
    failed: int
    started: str          # UTC, ISO 8601
    ended: str
    neighbour: bool

    def as_csv(self):
        return [self.date, self.key, self.tree, self.scenario, self.boots, self.failed,
                self.started, self.ended, "yes" if self.neighbour else "no"]


def rows(out, date, key):
    """The Rows of every tree graded in out (see the module's text)."""
    graded = [(path, json.loads(path.read_text()))
              for path in sorted((Path(out) / "trees").glob("*/result.json"))]
    spans = {data["tree"]: _tree_span(path, data) for path, data in graded}
    made = []
    for path, data in graded:
        for scenario in data.get("scenarios", []):
            start, end = _logs_span(scenario.get("logdir", "")) or spans[data["tree"]]
            beside = any(other != data["tree"] and s < end and start < e
                         for other, (s, e) in spans.items())
            failed = 0 if scenario["status"] in NOT_FAILED else min(1, scenario["boots"])
            made.append(Row(str(date), key, data["tree"], scenario["name"], scenario["boots"],
                            failed, _iso(start), _iso(end), beside))
    return made


def _tree_span(path, data):
    """(start, end) of a tree's grading, in seconds since the epoch."""
    if data.get("started") and data.get("ended"):
        return (datetime.datetime.fromisoformat(data["started"]).timestamp(),
                datetime.datetime.fromisoformat(data["ended"]).timestamp())
    end = path.stat().st_mtime
    return end - float(data.get("seconds", 0.0)), end


def _logs_span(logdir):
    """(first, last) modification time of the files under logdir, or None."""
    times = [path.stat().st_mtime for path in Path(logdir).rglob("*") if path.is_file()] \
        if logdir and Path(logdir).is_dir() else []
    return (min(times), max(times)) if times else None


def _iso(seconds):
    return datetime.datetime.fromtimestamp(seconds, datetime.timezone.utc) \
        .isoformat(timespec="seconds")


def path_of(bug, folder=BOOTS):
    return Path(folder) / f"{bug}.csv"


def append(bug, made, folder=BOOTS):
    """The rows added to bug's CSV (its header first when it is new)."""
    return _written(bug, made, folder, "a")


def save(bug, made, folder=BOOTS):
    """bug's CSV written afresh: its header, then these rows."""
    return _written(bug, made, folder, "w")


def _written(bug, made, folder, mode):
    path = path_of(bug, folder)
    path.parent.mkdir(parents=True, exist_ok=True)
    new = mode == "w" or not path.is_file()
    with path.open(mode, newline="") as stream:
        writer = csv.writer(stream, lineterminator="\n")
        if new:
            writer.writerow(COLUMNS)
        writer.writerows(row.as_csv() for row in made)
    return path


def load(bug, folder=BOOTS, key=None):
    """bug's rows (those under key, when given); [] when none were kept."""
    path = path_of(bug, folder)
    if not path.is_file():
        return []
    with path.open(newline="") as stream:
        return [Row(line["date"], line["key"], line["tree"], line["scenario"],
                    int(line["boots"]), int(line["failed_boots"]), line["started"],
                    line["ended"], line["neighbour"] == "yes")
                for line in csv.DictReader(stream) if key is None or line["key"] == key]


@dataclass
class Clustering:
    """Boots with a neighbour and without: how many failed of how many, and
    Fisher's one-sided p that failures come more with a neighbour (None
    when there is nothing to compare)."""
    beside_failed: int
    beside_boots: int
    alone_failed: int
    alone_boots: int
    p: float = None

    def said(self):
        counts = (f"with a neighbour {_rate(self.beside_failed, self.beside_boots)}; "
                  f"alone {_rate(self.alone_failed, self.alone_boots)}")
        if not self.beside_boots or not self.alone_boots:
            which = "with a neighbour" if not self.beside_boots else "alone"
            return f"no boot ran {which}: nothing to compare ({counts})"
        if not self.beside_failed + self.alone_failed:
            return (f"no failure in either condition: nothing to compare "
                    f"({self.beside_boots} boots with a neighbour, {self.alone_boots} alone)")
        return (f"{counts}; Fisher's exact test, one-sided (more failures with a "
                f"neighbour): p = {self.p:.3g}")


def clustering(made):
    """The Clustering of these rows' boots."""
    beside = [row for row in made if row.neighbour]
    alone = [row for row in made if not row.neighbour]
    found = Clustering(sum(r.failed for r in beside), sum(r.boots for r in beside),
                       sum(r.failed for r in alone), sum(r.boots for r in alone))
    if found.beside_boots and found.alone_boots and found.beside_failed + found.alone_failed:
        found.p = stats.fisher_more(found.beside_failed, found.beside_boots - found.beside_failed,
                                    found.alone_failed, found.alone_boots - found.alone_failed)
    return found


def _rate(failed, boots):
    return f"{failed} of {boots} boots failed" + (f" ({failed / boots:.2%})" if boots else "")
