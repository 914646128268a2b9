"""The real files of expected/: each loads into the records its folder
says (a clinic, a measure, the lab's tests), none has a line too long,
and they load quickly; the README's example loads too."""

import re
import time

import pytest

from harness.build import known_variants
from harness.errors import ExpectationError
from harness.expected import spec
from harness.expected.expression import Expression
from harness.expected.spec_steps import STEP_KINDS
from harness.learner import trees

from support import EXPECTED, X_TOML

LONGEST_LINE = 160     # characters a line of an expected file may have


def test_the_example_of_the_readme_loads():
    readme = (EXPECTED / "README.md").read_text()
    example = re.search(r"```toml\n(.*?)```", readme, re.DOTALL).group(1)
    first = spec.parse_clinic(example, X_TOML).scenarios[0]
    assert first.name == re.search(r'^name = "([^"]*)"', example, re.MULTILINE).group(1)
    assert first.steps and first.symptom and first.reference


def _real_files():
    return sorted(EXPECTED.glob("**/*.toml"))


@pytest.mark.parametrize("name", spec.clinic_names())
def test_every_real_file_loads_into_records(name):
    for item in spec.load_clinic(name).scenarios:
        assert item.steps and all(isinstance(step, tuple(STEP_KINDS.values()))
                                  for step in item.steps), (name, item.name)


@pytest.mark.parametrize("path", _real_files(), ids=lambda path: str(path.relative_to(EXPECTED)))
def test_every_real_expected_file_loads_as_its_folder_says(path):
    clinic = spec.any_file(path)
    kind = {"measure": spec.MEASURE, "diagnose": spec.LAB_TESTS,
            "battery": spec.BATTERY}.get(path.parent.name, spec.CLINIC)
    assert clinic.kind == kind and clinic.scenarios
    for item in clinic.scenarios:
        assert item.reference and all(isinstance(check.check, Expression)
                                      for check in item.checks), item.name


@pytest.mark.parametrize("path", _real_files(), ids=lambda path: str(path.relative_to(EXPECTED)))
def test_no_line_of_a_real_expected_file_is_too_long(path):
    long = [f"{path.relative_to(EXPECTED)}:{number}: {len(line)} characters"
            for number, line in enumerate(path.read_text().splitlines(), 1)
            if len(line) > LONGEST_LINE]
    assert not long, f"lines over {LONGEST_LINE} characters: {long}"


def test_the_real_files_are_found():
    # What the two tests above go over: the clinics, the measures, the lab's tests.
    found = {str(path.relative_to(EXPECTED)) for path in _real_files()}
    assert {f"{name}.toml" for name in spec.clinic_names()} | \
        {"measure/section5.toml", "diagnose/baseline.toml"} <= found


def test_loading_every_real_file_is_quick():
    # Each expression is parsed and compiled once, at load: every file in well
    # under a second, so a collection of the suite never waits on it.  The
    # files that load are timed; one that does not fails its own items
    # (test_every_real_expected_file_loads_as_its_folder_says, and its `loads`).
    loaded, elapsed = [], 0.0
    for path in _real_files():
        started = time.perf_counter()
        try:
            loaded.append(spec.any_file(path))
        except ExpectationError:
            continue
        elapsed += time.perf_counter() - started
    assert len(_real_files()) > len(spec.clinic_names())
    assert elapsed < 1.0, f"loaded {len(loaded)} expected files in {elapsed * 1000:.0f} ms"


def test_expected_files_and_patches_pair_up():
    """By their names alone: a file that does not load fails its own items."""
    assert spec.clinic_names() == sorted(known_variants()[1:]), "expected/ and bugs/ must pair up"


@pytest.mark.parametrize("bug", spec.clinic_names())
def test_every_expected_file_loads_and_has_its_patch(bug):
    assert bug in known_variants(), f"expected/{bug}.toml has no bugs/{bug}.patch"
    clinic = spec.load_clinic(bug)
    assert clinic.scenarios and all(s.symptom and s.reference for s in clinic.scenarios)


@pytest.mark.parametrize("bug", spec.clinic_names())
def test_every_clinic_judges_a_learner_by_some_scenario_of_behaviour(bug):
    """Each clinic keeps a console scenario for learners, and no check of
    its console scenarios is marked mechanism."""
    clinic = spec.load_clinic(bug)
    assert trees.learner_scenarios(clinic), bug
    for scenario in clinic.scenarios:
        if not scenario.gdb:
            assert scenario.for_learners and not any(c.mechanism for c in scenario.checks)


@pytest.mark.parametrize("bug", spec.clinic_names())
def test_every_clinic_says_what_to_tell_a_student(bug):
    """make grade names a tree that shows the symptom by the clinic's mistake,
    and hints from the clinic's own [teacher] table, each different."""
    teacher = spec.load_clinic(bug).teacher
    assert teacher is not None, f"expected/{bug}.toml has no [teacher] table"
    hints = (teacher.shows, teacher.panics, teacher.fails)
    assert len(set(hints)) == 3 and all("question" in hint or "§" in hint for hint in hints)
