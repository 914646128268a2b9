"""What a rate is kept under (harness/measured/keys.py): a scenario's key
is its meaning, read from its expected file, not how the file is written."""

import tomllib

import pytest

from harness.expected import spec
from harness.expected.spec_steps import STEP_TIMEOUT
from harness.measured import keys

from support import CLINICS, EXPECTED, GOOD, X_TOML


def test_the_key_of_a_scenario_is_what_was_read():
    # Measured rates are kept under it (harness/measured/keys.py): the steps as their
    # records, the tables as read, each expression as its syntax tree with
    # every define it reads written out in its place.
    only = spec.parse_clinic(GOOD, X_TOML).scenarios[0]
    table = tomllib.loads(GOOD)["scenario"][0]
    meaning = keys.meaning(only)
    assert meaning["steps"][3] == ["stops", {
        "count": 2, "evals": {"pc": "pc", "page": "(uint64)pr"}, "only_proc": "proftest",
        "then": "stay", "until": "ALL OK", "timeout": STEP_TIMEOUT, "name": "samples"}]
    assert [kind for kind, _ in meaning["steps"]] == [next(iter(step)) for step in table["steps"]]
    assert (meaning["values"], meaning["known_trouble"]) == \
        (table["values"], table["known_trouble"])
    trees = {name: expression.tree for name, expression in only.define.items()}
    assert meaning["symptom"][1] == [keys.inlined(only.symptom[1].check.tree, trees), True]
    assert meaning["reference"] == [only.reference[0].check.meaning]   # reads no define
    assert "define" not in meaning     # a define counts where it is used, written out
    written_out = spec.parse_clinic(GOOD.replace(
        "any(x > lo for stop", "any(x > hi - 0x200 for stop"),
        X_TOML).scenarios[0]
    assert keys.scenario_key(written_out) == keys.scenario_key(only)


# GOOD written otherwise: other quotes, line breaks, comments, step tables;
# and each check reworded, shown and quoted otherwise.  The same scenario.
REFORMATTED = r"""
title = 'a clinic'   # a comment
handout = '§4'
[[scenario]]
name = 'gdb at the sample'
gdb = true
figures = ['histogram']
known_trouble = ["no leaks: FAIL"]
values.hot = "hot loop: (\\d+) samples"

[scenario.define]   # computed before the boot, but nested
hi = 'align_up(end("pop_off"), 0x100)'
lo = '''hi -
        0x200'''
at = "func_at(sym( 'main' ))"
nested = '''
[stop
 for stop in samples      # the samples in range
 if lo < stop.pc < hi]
'''

[[scenario.steps]]
run = 'prof -k ${lo} ${hi} echo hi'
timeout = 30
[[scenario.steps]]
break = 'profsample'
if = 'pc >= ${hex(hi)}'
[[scenario.steps]]
send = 'proftest'
[[scenario.steps]]
stops = 2
name = 'samples'
only_proc = 'proftest'
then = 'stay'
until = 'ALL OK'
eval.page = '(uint64)pr'
eval.pc = 'pc'
[[scenario.steps]]
finish = true
eval = { pc = 'pc' }
name = 'back'
[[scenario.steps]]
procs = true
name = 'slots'
[[scenario.steps]]
background = 'grep x y > o'
[[scenario.steps]]
wait = "proftest: (ALL OK|\\d+ FAILED)"
timeout = 5

[[scenario.symptom]]
says = 'every stop is on hart 0'
check = '''all(stop.hart == 0
               for stop in stops)'''
[[scenario.symptom]]
context = true
says = 'the sample is nested'
check = "any((x > lo) for stop in samples for x in [stop.pc] if x < hi) and (len(nested) > 0)"
[[scenario.symptom]]
says = 'a slot'
check = '''
any(row.state == "UNUSED" and row.prof != 0 for row in slots)
and back.frames[0] == "profkernel"
'''
handout = "proc[3] prof 0x8002e000"

[[scenario.reference]]
says = "many samples in the hot loop"
check = "min(hot) >= 27 and panic is None and seen(r'^ALL OK')"
show = "hot"
"""


def _key(text):
    return keys.scenario_key(spec.parse_clinic(text, X_TOML).scenarios[0])


def test_a_scenarios_key_is_its_meaning_not_its_writing():
    assert _key(REFORMATTED) == _key(GOOD)


@pytest.mark.parametrize("old, new", [
    ("min(hot) >= 27", "min(hot) >= 28"),                              # a check
    ("[[scenario.symptom]]\ncontext = true", "[[scenario.symptom]]"),   # a context mark
    ("lo < stop.pc < hi", "lo <= stop.pc < hi"),                       # a define read late
    ("eval.pc = 'pc'", "eval.pc = '$pc'"),                             # what gdb reads
    ("name = 'back'", "name = 'returned'"),                            # a step's name...
    ("timeout = 5", "timeout = 6"),                                    # ... and its timeout
    ('values.hot = "hot loop: (\\\\d+) samples"',
     'values.hot = "hot loop: (\\\\d+) samples,"'),                     # a value's regex
    ('known_trouble = ["no leaks: FAIL"]', 'known_trouble = []'),
])
def test_a_scenarios_key_changes_with_its_meaning(old, new):
    assert old in REFORMATTED
    changed = REFORMATTED.replace(old, new, 1)
    if "'back'" in old:
        changed = changed.replace("back.frames", "returned.frames")
    assert _key(changed) != _key(REFORMATTED)


def test_a_real_scenarios_key_survives_a_reformat_and_a_rewording():
    """free_on_exec's file as recorded (a malformed expected/free_on_exec.toml
    fails its own items, not this test)."""
    real = (CLINICS / "free_on_exec.toml").read_text()
    old = ('says = "exec keeps the profile: FAIL"\n'
           'check = "seen(r\'^proftest: exec keeps the profile: FAIL\')"\n')
    new = ("says = 'exec keeps the profile must fail'   # said otherwise\n"
           "check = '''\nseen(\n  r\"^proftest: exec keeps the profile: FAIL\"\n)\n'''\n"
           "show = 'lines(\"exec keeps\")'\n")
    assert old in real
    before = spec.parse_clinic(real, EXPECTED / "free_on_exec.toml").scenarios[0]
    after = spec.parse_clinic(real.replace(old, new), EXPECTED / "free_on_exec.toml").scenarios[0]
    assert after.symptom[0].says != before.symptom[0].says
    assert keys.scenario_key(after) == keys.scenario_key(before)
