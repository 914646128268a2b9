"""Expected files read into records (harness/expected/records.py,
spec_steps.py): a scenario's steps, checks and defines, and what it reads
of the kernel and mentions of the console."""

import re

from harness.expected import spec
from harness.expected.spec_steps import (STEP_TIMEOUT, BackgroundStep, BreakStep, FinishStep,
                                         ProcsStep, RunStep, SendStep, StopsStep, WaitStep)
from harness.run.judge import unexpected_trouble

from support import GOOD, X_TOML


def test_a_good_file_becomes_records():
    clinic = spec.parse_clinic(GOOD, X_TOML)
    assert (clinic.bug, clinic.title, clinic.handout) == ("x", "a clinic", "§4")
    only, = clinic.scenarios
    assert only.steps == [
        RunStep("prof -k ${lo} ${hi} echo hi", timeout=30),
        BreakStep("profsample", condition="pc >= ${hex(hi)}"),
        SendStep("proftest"),
        StopsStep(2, {"pc": "pc", "page": "(uint64)pr"}, only_proc="proftest", then="stay",
                  until="ALL OK", name="samples"),
        FinishStep(True, {"pc": "pc"}, name="back"),
        ProcsStep(True, name="slots"),
        BackgroundStep("grep x y > o"),
        WaitStep(r"proftest: (ALL OK|\d+ FAILED)", timeout=5),
    ]
    assert only.steps[4].then == "continue" and only.steps[4].timeout == STEP_TIMEOUT
    assert [check.says for check in only.symptom] == [
        "on hart 0", "nested", "an UNUSED slot holds a page, and the sample returns to profkernel"]
    assert only.symptom[1].context and not only.symptom[0].context
    assert only.gdb and not only.by_chance and not only.slow
    assert only.known_trouble == ["no leaks: FAIL"] and only.figures == ["histogram"]
    assert {name: define.text for name, define in only.define.items()} == {
        "hi": "align_up(end('pop_off'), 0x100)", "lo": "hi - 0x200",
        "at": "func_at(sym('main'))", "nested": "[stop for stop in samples if lo < stop.pc < hi]"}
    assert list(only.early) == ["hi", "lo", "at"] and only.late == ("nested",)
    assert only.reference[0].check.names == ("min", "hot", "panic", "seen")
    assert only.symbols() == ["profsample", "proc", "pop_off", "main"]


def test_mentioned_names_values_console_regexes_and_compared_panics():
    scenario = spec.parse_clinic(r"""
title = "x"
[[scenario]]
name = "s"
steps = [{ run = "proftest" }]
values = { hot = 'hot loop: (\d+) samples' }
known_trouble = ['^known: FAIL$']
[[scenario.symptom]]
says = "a"
check = "seen(r'^a: FAIL$') or count('b: FAIL') > 1 or panic == 'acquire'"
[[scenario.symptom]]
says = "b"
check = '''panic in ('kfree: not a page', 'x (y)') or lines(r'c\d') == numbers(r'n (\d+)')'''
show = "lines('shown only')"
[[scenario.reference]]
says = "r"
check = "not seen('reference only: FAIL') and panic != 'kerneltrap'"
""", "x.toml").scenarios[0]
    assert scenario.mentioned() == [
        r"hot loop: (\d+) samples", "^a: FAIL$", "b: FAIL", "panic: acquire$",
        r"c\d", r"n (\d+)", f"panic: {re.escape('kfree: not a page')}$",
        f"panic: {re.escape('x (y)')}$"]
    assert "shown only" not in scenario.mentioned()     # a show explains nothing
    assert unexpected_trouble("", "x (y)", scenario) == []
    assert unexpected_trouble("known: FAIL\nreference only: FAIL\n", "kerneltrap",
                              scenario) == ["reference only: FAIL", "panic: kerneltrap"]
