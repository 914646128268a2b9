"""make exercise's text (harness/learner/exercise.py): what to type, how
often the symptom shows, how many boots and how long a check takes."""

import re

import pytest

from harness.expected import spec
from harness.kernel.symbols import kernel_names
from harness.learner.exercise import first_scenario, instructions
from harness.measured import rates


@pytest.mark.parametrize("bug", spec.clinic_names())
def test_every_exercise_says_what_to_type_how_often_and_how_long(bug, builds):
    """make exercise's text for every clinic, from the variant's own build:
    no ${...} left, how often the symptom showed (k of N), how many boots
    make check takes (and how long, where the boots were timed)."""
    clinic = spec.load_clinic(bug)
    first = first_scenario(clinic)
    names = kernel_names(builds(bug).source, first, bug)
    text = instructions(clinic, f"exercises/{bug}", names, rates.load(bug))
    flowing = " ".join(text.split())
    assert "${" not in text
    assert re.search(r"(shows by chance|showed every time it was measured): in \d+ of \d+ boots",
                     flowing)
    assert re.search(r"make check boots your kernel \d+ times \((1 scenario|\d+ scenarios)",
                     flowing)
    # Every scenario's boots were timed (2026-12-02): the time is said.
    assert re.search(r"about (1 minute|\d+ minutes) when it is cured", flowing)
    assert max(len(line) for line in text.splitlines()) <= 90
    if bug == "no_range_check":
        assert re.search(r"prof -k 0x[0-9a-f]+ 0x[0-9a-f]+ -s 1 usertests -q", text)
        assert "hi = align_up(end('pop_off'), 0x100)" in flowing


@pytest.mark.usefixtures("recorded_clinics")
def test_the_exercise_says_the_symptom_and_the_commands():
    text = instructions(spec.load_clinic("sepc_after_yield"), "exercises/sepc_after_yield", {}, {})
    assert "Read sepc after yield (§4, clinic 2)" in text
    assert "\n    grep .*.*.*z b1 > o1 &\n" in text     # a command a line, whole
    flowing = " ".join(text.split())
    assert "most samples in the hot loop: FAIL" in flowing
    assert "On this kernel, alone, proftest passes (the bug is invisible); alone, the hot" in flowing
    assert "Alone on the machine this kernel passes proftest" in flowing   # its `exercise`
    assert "How often it shows is not measured yet." in flowing
    for command in ("make qemu TREE=exercises/sepc_after_yield",
                    "make gdb TREE=exercises/sepc_after_yield",
                    "make check BUG=sepc_after_yield TREE=exercises/sepc_after_yield",
                    "make diagnose TREE=exercises/sepc_after_yield"):
        assert command in text
