"""A clinic is data (issue 30): a malformed expected file fails only its own
items, and a new clinic needs its patch, its expected file and its rates,
and no Python.

Both are tried on one copy of the project (what git tracks or would,
copied into a folder of the module's, a git checkout of its own), with
one run of its pure tests (`pytest -m 'not qemu'`, this file left out,
some 30 s):

- four clinics' files are broken there, each in another way (FAULTS):
  the run must not stop at collection, every failed item must be one of
  a broken clinic's (its name in the item's id) and say that clinic's
  fault (the ExpectationError: the file and the key), each broken
  clinic's `loads` must fail, and the others must pass;
- two new clinics are added there, copies of LIKE's files under other
  names: SIXTH with a fix written otherwise (bugs/fixed-otherwise/),
  BARE without.  Each must get an item for each of LIKE's and pass it,
  but for BARE's fixed-otherwise tree, skipped with the reason.  A copy
  of LIKE's rates is not stale: a rate's key is made of the sources and
  the scenario's meaning (harness/measured/keys.py), not of the clinic's name,
  and each copy's kernel is LIKE's, byte for byte.  A real new clinic
  gets its rates from `make rates` (docs/new-clinic.md, "A new clinic").

A file the project holds malformed already counts as broken too (its own
error is its fault), so that this test also passes beside a malformed
file, as every test but that file's own must.
"""

import os
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ElementTree
from pathlib import Path

import pytest

from harness import REPO
from harness.expected import spec
from harness.grading.gradescope import project_files

# The copy's pure suite (about a minute of CPU) runs once, in the module's
# fixture: its three tests in one xdist group, else each worker of `make
# test` that gets one of them runs the fixture again.
pytestmark = pytest.mark.xdist_group("clinics-as-data")

LIKE = "dump_in_freeproc"     # its every rate measured, tries counted, steps timed
SIXTH, BARE = "freed_in_freeproc", "freed_bare"

# A scenario added at the end of a file, to break it in one place.
BROKEN_SCENARIO = '''
[[scenario]]
name = "broken on purpose"
steps = [{{ run = "proftest"{step} }}]

[[scenario.symptom]]
says = "it fails"
check = "{check}"
'''

# {clinic: (how its file is broken, what its items' failures must say)}
FAULTS = {
    "sepc_after_yield": (
        lambda text: re.sub(r"^title =", "titel =", text, count=1, flags=re.MULTILINE),
        "expected/sepc_after_yield.toml: unknown key 'titel'"),
    "free_on_exec": (
        lambda text: text + BROKEN_SCENARIO.format(step="", check="no_such_fact > 0"),
        "expected/free_on_exec.toml: scenario \"broken on purpose\", symptom[0], check: "
        "unknown name 'no_such_fact'"),
    "clockintr_sampling": (
        lambda text: text + BROKEN_SCENARIO.format(step=", timout = 60", check="seen(r'FAIL')"),
        "expected/clockintr_sampling.toml: scenario \"broken on purpose\", steps[0]: "
        "unknown key 'timout'"),
    "no_range_check": (
        lambda text: text + "\nthis line is not TOML\n",
        "expected/no_range_check.toml: Expected '=' after a key"),
}


def _project_copy(folder):
    """The project's files copied into folder, a git checkout of its own (make
    gradescope's tests list the files git would pack)."""
    for relative in project_files(REPO):
        target = folder / relative
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(REPO / relative, target)
    subprocess.run(["git", "init", "-q", str(folder)], check=True)
    return folder


def _break(project):
    """Each clinic's file of the copy broken as FAULTS says: {clinic: what its
    failures must say} of every clinic whose file is malformed, with those
    the project holds malformed already (their own error)."""
    folder = project / "expected"
    _, already = spec.load_clinics(folder)
    said = {bug: str(error).replace(f"{project.resolve()}/", "")
            for bug, error in already.items()}
    for bug, (breaking, fault) in FAULTS.items():
        if bug in already:
            continue
        path = folder / f"{bug}.toml"
        broken = breaking(path.read_text())
        assert broken != path.read_text(), f"{bug}: the file was not broken"
        path.write_text(broken)
        said[bug] = fault
    return said


def _add_clinic(project, name, fixed_otherwise):
    """name's patch, expected file and rates: copies of LIKE's; its fix written
    otherwise too when asked for."""
    copies = ["bugs/{}.patch", "expected/{}.toml", "measured/rates/{}.toml"]
    if fixed_otherwise:
        copies.append("bugs/fixed-otherwise/{}.patch")
    for path in copies:
        shutil.copy2(project / path.format(LIKE), project / path.format(name))


# Test files that read no clinic's file (no expected/, bugs/ or measured/
# rates) and take long: left out of the copy's run, whose question is which
# items a broken clinic file fails.  The builds of a tree without the
# sandbox, and the simulations of the early stop.
READ_NO_CLINIC = ("test_nosandbox.py", "test_measured_sequential.py")


def _pure_run(project, report, basetemp):
    """`pytest -m 'not qemu'` in the copy, this file and READ_NO_CLINIC left
    out (this one would copy itself again), in an environment of no pytest
    of ours."""
    env = {name: value for name, value in os.environ.items()
           if not name.startswith("PYTEST_") and name != "PYTHONPATH"}
    left_out = [f"--ignore={project / 'scenarios' / name}"
                for name in (Path(__file__).name,) + READ_NO_CLINIC]
    return subprocess.run(
        [sys.executable, "-m", "pytest", "-m", "not qemu", "-q", "-p", "no:cacheprovider",
         "-rf", *left_out,
         f"--junitxml={report}", f"--basetemp={basetemp}"],
        cwd=project, env=env, capture_output=True, text=True, timeout=600)


def _items(report):
    """{item, as classname::name: (outcome, message and text)} of a JUnit report."""
    items = {}
    for case in ElementTree.parse(report).iter("testcase"):
        ended = next((child for child in case if child.tag in ("failure", "error", "skipped")),
                     None)
        items[f"{case.get('classname')}::{case.get('name')}"] = (
            "passed" if ended is None else ended.tag,
            "" if ended is None else f"{ended.get('message', '')}\n{ended.text or ''}".strip())
    return items


def _named(items, name):
    """The items whose id names that clinic, the name written as `<bug>`."""
    return {item.replace(name, "<bug>"): ended for item, ended in items.items()
            if re.search(rf"\b{name}\b", item)}


@pytest.fixture(scope="module")
def ran(tmp_path_factory):
    """The copy's pure tests, run once with FAULTS' clinics broken and the two
    new clinics added: (the finished process, its items, {broken clinic: its
    fault})."""
    folder = tmp_path_factory.mktemp("clinics-as-data")
    project = _project_copy(folder / "profclinic")
    broken = _break(project)
    _add_clinic(project, SIXTH, fixed_otherwise=True)
    _add_clinic(project, BARE, fixed_otherwise=False)
    finished = _pure_run(project, folder / "report.xml", folder / "basetemp")
    said = finished.stdout[-4000:] + finished.stderr[-2000:]
    assert (folder / "report.xml").is_file(), said
    return finished, _items(folder / "report.xml"), broken


def test_a_malformed_file_fails_only_its_own_items(ran):
    finished, items, broken = ran
    said = finished.stdout[-4000:] + finished.stderr[-2000:]
    assert "Interrupted" not in finished.stdout and finished.returncode == 1, said
    # The short summary's lines: "FAILED <node id>", and " - <message>" when it has one.
    failed_lines = re.findall(r"^FAILED (.*?)(?: - .*)?$", finished.stdout, re.MULTILINE)
    failed = {item: message for item, (outcome, message) in items.items()
              if outcome in ("failure", "error")}
    assert len(failed_lines) == len(failed), said
    strays = [item for item in failed_lines if not any(bug in item for bug in broken)]
    assert not strays, f"failed though no broken clinic's: {strays}\n{said}"
    for bug in broken:
        assert f"expected/{bug}.toml::loads" in failed_lines, f"{bug}: its `loads` did not fail"
    for item, message in failed.items():
        for bug in (bug for bug in broken if bug in item):
            assert broken[bug] in message, f"{item} does not say {bug}'s fault:\n{message}"
    passed = sum(outcome == "passed" for outcome, _ in items.values())
    assert passed >= 0.9 * (passed + len(failed)), said


def test_a_sixth_clinic_of_data_alone_passes_its_pure_tests(ran):
    _, items, _ = ran
    sixth, like = _named(items, SIXTH), _named(items, LIKE)
    assert sixth.keys() == like.keys(), (sorted(sixth), sorted(like))
    assert len(sixth) >= 8, sorted(sixth)     # the kinds of tree, the rates, the file's own
    assert {ended for ended, _ in sixth.values()} == {"passed"}, sixth
    assert any("test_every_kind_of_tree" in item for item in sixth)
    assert any("test_the_rate_is_measured" in item for item in sixth)


def test_a_sixth_clinic_without_a_fix_written_otherwise_says_it_lacks_one(ran):
    _, items, _ = ran
    bare, like = _named(items, BARE), _named(items, LIKE)
    assert bare.keys() == like.keys(), (sorted(bare), sorted(like))
    lacking = {item: ended for item, ended in bare.items() if ended[0] != "passed"}
    [(item, (outcome, message))] = lacking.items()
    assert "fix_written_otherwise" in item and outcome == "skipped", lacking
    assert message.startswith(f"{BARE}: no fixed-otherwise tree: "
                              f"bugs/fixed-otherwise/{BARE}.patch does not exist"), message
    assert like[item][0] == "passed"
