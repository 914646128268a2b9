"""One learner's tree graded against one clinic, for make grade.

- learner_trees(folder): the trees of a class: every subfolder of folder,
  by its name (a tree's name is its path relative to the class's folder).
- grade_key(bug, tree): what a tree's grade is kept under: its trusted
  sources (learner/trust.py's trusted_files), and for each scenario a check runs
  (trees.learner_scenarios) its points, the key of its measured rate
  (both kernels' sources, the scenario's meaning, QEMU) and the checks it
  leaves out as mechanism; a second make grade reuses a grade whose key
  is today's.
- grade_tree(bug, tree, name, folder): the tree's check (learner/verdict.py's
  check_tree, the one check of a tree and its caveats) stored as a Graded,
  its logs in folder/logs;
  graded_or_trouble(...) the same, with an error while grading made
  "grader trouble" (never a "no"), and the wall-clock time it started and
  ended (what make reverse-error reads to tell trees graded at the same
  time: harness/grading/reverse_boots.py); write_result(folder, graded): its
  result.json, whole or not at all.
- Graded: the tree's verdict (cured, not cured, grader trouble), its score
  (the points of the scenarios that behaved as the reference), boots run
  of the budget, seconds, the first failing check, and a ScenarioGrade a
  scenario; as plain data (as_dict, from_dict) it travels from a
  pytest-xdist worker to the controller and into result.json.
"""

import dataclasses
import datetime
import hashlib
import json
import time
import traceback
from dataclasses import dataclass, field
from pathlib import Path

from harness.errors import BuildError, NotTheInterface, ReadsOutside
from harness.expected import spec
from harness.learner import trees
from harness.learner.diagnosis import table
from harness.learner.trust import trusted_key
from harness.learner.verdict import Built, check_tree, unbuilt_why
from harness.measured.keys import measurement_key

RESULT = "result.json"       # a tree's grade, in its folder of the output


@dataclass
class ScenarioGrade:
    name: str
    status: str               # a trees.Finding's status
    evidence: str
    points: int               # earned: max_points when it behaved as the reference, else 0
    max_points: int
    boots: int = 0
    budget: int = 0
    logdir: str = ""
    cause: str = ""           # what it failed on, alike in trees that fail alike (Finding.cause)
    step: str = ""            # a hang's step, and the seconds it was allowed (Finding's)
    deadline: float = 0.0


@dataclass
class Graded:
    tree: str                 # its path relative to the class's folder
    bug: str
    verdict: str              # trees.CURED, NOT_CURED or GRADER_TROUBLE
    score: int
    max_score: int
    boots: int
    budget: int
    seconds: float
    first_failing: str        # "" when cured
    key: str                  # grade_key
    logdir: str
    left_out: list = field(default_factory=list)    # the tree's files judged with base/'s
    scenarios: list = field(default_factory=list)   # ScenarioGrade
    table: str = ""           # the check's table (Markdown)
    error: str = ""           # why it could not be judged (a build that fails, ...)
    source: str = ""          # the tree's folder, for the command that checks it again
    warning: str = ""         # a cured tree that did what the reference does not (chances)
    harness_verdict: str = ""  # the harness's, when the teacher's word stands (teacher.py)
    teacher_note: str = ""
    started: str = ""         # when its grading started and ended (UTC, ISO 8601; "" unknown)
    ended: str = ""

    def as_dict(self):
        return dataclasses.asdict(self)

    @classmethod
    def from_dict(cls, data):
        data = dict(data)
        data["scenarios"] = [ScenarioGrade(**item) for item in data.get("scenarios", [])]
        return cls(**data)


def learner_trees(folder):
    """The names of folder's subfolders, each one learner's tree, sorted
    (hidden ones left out)."""
    folder = Path(folder)
    if not folder.is_dir():
        raise BuildError(f"{folder} is not a folder of learners' trees")
    return sorted(path.name for path in folder.iterdir()
                  if path.is_dir() and not path.name.startswith("."))


def grade_key(bug, tree):
    """A short hash of what decides a tree's grade (see the module's text)."""
    clinic = spec.load_clinic(bug)
    parts = [bug, trusted_key(tree)]
    parts += [f"{s.points}:{measurement_key(clinic, s)}:"
              + ",".join(sorted(c.says for c in s.checks if c.mechanism))
              for s in trees.learner_scenarios(clinic)]
    return hashlib.sha256("\0".join(parts).encode()).hexdigest()[:16]


def grade_tree(bug, tree, name, folder, at_once=1):
    """The tree built on trusted programs and checked against bug's clinic
    (learner/verdict.py's check_tree), at_once boots side by side (one: a
    class's trees are side by side instead); its build log and boots' logs
    under folder/logs."""
    clinic = spec.load_clinic(bug)
    logs = Path(folder) / "logs"
    key = grade_key(bug, tree)
    checked = check_tree(bug, tree, logs, at_once)
    left_out = [str(path) for path in checked.built.left_out]
    if checked.built.error is not None:
        graded = _unbuilt(clinic, name, key, str(logs), left_out, checked.built.error,
                          checked.seconds)
    else:
        graded = graded_from(clinic, name, checked.findings, key=key, logdir=str(logs),
                             left_out=left_out, seconds=checked.seconds)
        graded.warning = "; ".join(checked.warnings)
    graded.source = str(Path(tree).resolve())
    return graded


def graded_or_trouble(bug, tree, name, folder):
    """grade_tree, with an error while grading the Graded of "grader
    trouble", the error in it, never a "no"."""
    started, wall = time.monotonic(), _now()
    try:
        graded = grade_tree(bug, tree, name, folder)
    except Exception as error:   # noqa: BLE001 -- said in the gradebook
        graded = Graded(tree=name, bug=bug, verdict=trees.GRADER_TROUBLE, score=0, max_score=0,
                        boots=0, budget=0, seconds=round(time.monotonic() - started, 1),
                        first_failing=f"grading failed: {error}", key="",
                        logdir=str(Path(folder) / "logs"), error=traceback.format_exc())
    graded.started, graded.ended = wall, _now()
    return graded


def _now():
    """The wall clock now, as Graded keeps it."""
    return datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="milliseconds")


def write_result(folder, graded):
    """folder/result.json (folder: the tree's, in the output), whole or not at all."""
    path = Path(folder) / RESULT
    path.parent.mkdir(parents=True, exist_ok=True)
    partial = path.with_suffix(".partial")
    partial.write_text(json.dumps(graded.as_dict(), indent=1) + "\n")
    partial.replace(path)
    return path


def graded_from(clinic, name, findings, *, key="", logdir="", left_out=(), seconds=0.0):
    """The Graded of a check's findings (pure: unit-tested on findings)."""
    points = {scenario.name: scenario.points for scenario in trees.learner_scenarios(clinic)}
    scenarios = [ScenarioGrade(f.scenario, f.status, f.evidence,
                               points.get(f.scenario, 0) if f.status == trees.AS_REFERENCE
                               else 0, points.get(f.scenario, 0), f.boots, f.allowed, f.logdir,
                               f.cause, f.step, f.deadline)
                 for f in findings]
    failing = trees.not_as_reference(findings) or trees.unsure(findings)
    first = failing[0] if failing else None
    return Graded(
        tree=name, bug=clinic.bug, verdict=trees.verdict(findings),
        score=sum(s.points for s in scenarios), max_score=sum(points.values()),
        boots=sum(f.boots for f in findings), budget=sum(f.allowed for f in findings),
        seconds=round(seconds, 1),
        first_failing=f"{first.scenario}: {first.status}: {first.evidence}" if first else "",
        key=key, logdir=logdir, left_out=list(left_out), scenarios=scenarios,
        table=table(findings))


def _unbuilt(clinic, name, key, logdir, left_out, error, seconds):
    """The Graded of a tree that does not build, no points: not cured when
    the build refused the tree itself (verdict.unbuilt_why), else grader trouble."""
    made = Built(None, list(left_out), error, unbuilt_why(error))    # its verdict's one rule
    why = made.why
    judged = trees.learner_scenarios(clinic)
    scenarios = [ScenarioGrade(s.name, trees.DID_NOT_RUN, why or "the build failed", 0, s.points,
                               cause=(why or "").split(":")[0])
                 for s in judged]
    return Graded(tree=name, bug=clinic.bug, verdict=made.verdict, score=0,
                  max_score=sum(s.points for s in judged), boots=0,
                  budget=sum(trees.budget(clinic, s)["allowed"] for s in judged),
                  seconds=round(seconds, 1),
                  first_failing=_first_failing(why, error),
                  key=key, logdir=logdir, left_out=list(left_out), scenarios=scenarios,
                  error=str(error))


def _first_failing(why, error):
    """What the tree did, and the line that says so: a compile error's
    first, else the message's first (a read outside names its paths in why,
    a tree without the handout's interface each difference)."""
    if isinstance(error, (ReadsOutside, NotTheInterface)):
        return why
    errors = getattr(error, "errors", None)
    return f"{why or 'the build failed'}: " + (errors[0] if errors else
                                              str(error).splitlines()[0])
