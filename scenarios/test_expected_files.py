"""Expected files checked when they are loaded (harness/expected/spec.py): no QEMU, no gdb.

Each malformed file below breaks one rule, and the message must name
the file, the scenario and the key, so that the mistake is found in
the file, not minutes later in a boot.
"""

import re
import time
import tomllib

import pytest

from harness.errors import ExpectationError
from harness.expected import spec
from harness.expected.expression import Expression
from harness.expected.spec_steps import (STEP_KINDS, STEP_TIMEOUT, BackgroundStep, BreakStep,
                                         FinishStep, ProcsStep, RunStep, SendStep, StopsStep,
                                         WaitStep)
from harness.kernel.symbols import kernel_names
from harness.measured import keys
from harness.run.facts import facts

from support import CLINICS, EXPECTED, run_record

PATH = EXPECTED / "x.toml"      # shown in messages as expected/x.toml
HEAD = 'title = "x"\n\n[[scenario]]\nname = "s"\n'
STEPS = 'steps = [{ run = "proftest" }]\n'
SYMPTOM = "\n[[scenario.symptom]]\nsays = 'it fails'\ncheck = \"seen(r'FAIL')\"\n"
LONGEST_LINE = 160     # characters a line of an expected file may have


def scenario(body):
    """A file of one scenario named "s": body, and the steps and symptom it
    does not give.  The steps go before body (whose tables end the
    scenario's own keys), the symptom check after it."""
    def given(key):
        return re.search(rf"^({key} =|\[\[scenario\.{key}\]\])", body, re.MULTILINE)
    return HEAD + ("" if given("steps") else STEPS) + body + ("" if given("symptom") else SYMPTOM)


def refusal(text):
    with pytest.raises(ExpectationError) as caught:
        spec.parse_clinic(text, PATH)
    return str(caught.value)


MALFORMED = {
    # steps
    "a misspelt step key": (
        'steps = [{ run = "proftest", timout = 5 }]',
        "steps[0]: unknown key 'timout' (a run step takes: run, timeout)"),
    "two kinds in a step": (
        'steps = [{ run = "proftest", send = "x" }]', "steps[0]: a step has one of the keys"),
    "no kind in a step": ("steps = [{ timeout = 5 }]", "steps[0]: a step has one of the keys"),
    "a step that is not a table": ('steps = ["proftest"]', "steps[0]: wanted a table"),
    "a timeout that is text": (
        'steps = [{ run = "proftest", timeout = "long" }]', "steps[0], timeout: wanted seconds"),
    "a timeout that is true": (
        'steps = [{ run = "proftest", timeout = true }]', "steps[0], timeout: wanted seconds"),
    "a timeout of 0": ('steps = [{ run = "proftest", timeout = 0 }]', "steps[0], timeout"),
    "no stops": ("gdb = true\nsteps = [{ stops = 0 }]", "steps[0], stops: wanted a whole number"),
    "then neither continue nor stay": (
        'gdb = true\nsteps = [{ stops = 1, then = "go" }]', "steps[0], then"),
    "eval as one text": (
        'gdb = true\nsteps = [{ stops = 1, eval = "pc" }]', "steps[0], eval: wanted a table"),
    "eval as a list of unnamed values": (
        'gdb = true\nsteps = [{ stops = 1, eval = ["pc"] }]', "steps[0], eval: wanted a table"),
    "an eval named like what every stop has": (
        'gdb = true\nsteps = [{ stops = 1, eval = { hart = "$tp" } }]',
        "steps[0], eval, hart: 'hart' is what every stop has; name it otherwise"),
    "an eval of a finish named frames": (
        'gdb = true\nsteps = [{ finish = true, eval = { frames = "$sp" } }]',
        "steps[0], eval, frames: 'frames' is what every stop has"),
    "an eval name that is no name": (
        'gdb = true\nsteps = [{ stops = 1, eval = { "the pc" = "pc" } }]',
        "steps[0], eval, the pc: wanted a name"),
    "an eval that is no text": (
        "gdb = true\nsteps = [{ stops = 1, eval = { pc = 3 } }]",
        "steps[0], eval, pc: wanted text"),
    "finish = false": ("gdb = true\nsteps = [{ finish = false }]", "steps[0], finish"),
    "steps as a table": ('steps = { run = "proftest" }', "steps: wanted a list"),
    # step names
    "a step name that is no name": (
        'gdb = true\nsteps = [{ stops = 1, name = "at panic" }]', "steps[0], name: wanted a name"),
    "a name on a step that reads nothing": (
        'steps = [{ run = "proftest", name = "out" }]',
        "steps[0]: unknown key 'name' (a run step takes: run, timeout)"),
    "two steps of one name": (
        'gdb = true\nsteps = [{ stops = 1, name = "at" }, { procs = true, name = "at" }]',
        "steps[1]: a second step named 'at'"),
    "a step named like a fact": (
        'gdb = true\nsteps = [{ procs = true, name = "procs" }]',
        "steps: 'procs' is a fact of every run"),
    "a step named like a function": (
        'gdb = true\nsteps = [{ stops = 1, name = "sym" }]', "steps: 'sym' is a function"),
    "a step and a value of one name": (
        "values = { at = '(\\d+)' }\ngdb = true\nsteps = [{ stops = 1, name = 'at' }]",
        "steps: 'at' is also a name in values"),
    # regexes
    "a wait that is no regex": ('steps = [{ wait = "(unclosed" }]', "steps[0], wait: '(unclosed'"),
    "an until that is no regex": (
        'gdb = true\nsteps = [{ stops = 1, until = "[" }]', "steps[0], until"),
    "a value that is no regex": ("values = { n = '(\\d+' }", "values.n: '(\\\\d+' is not a regex"),
    "a known_trouble that is no regex": (
        "known_trouble = ['ok', '*FAIL']", "known_trouble[1]"),
    "a regex in seen() that is no regex": (
        "[[scenario.symptom]]\nsays = 'a'\ncheck = \"seen('(x')\"", "symptom[0], check: '(x'"),
    "a regex in show's lines() that is no regex": (
        "[[scenario.symptom]]\nsays = 'a'\ncheck = 'True'\nshow = \"lines('+')\"",
        "symptom[0], show"),
    "a regex in a define that is no regex": (
        "define = { fails = \"lines(r'(FAIL')\" }", "define.fails: '(FAIL' is not a regex"),
    # unknown keys
    "an unknown scenario key": (
        "expected_rate = 0.8", "unknown key 'expected_rate' (a scenario takes: name, gdb,"),
    "an unknown check key": (
        "[[scenario.symptom]]\nsays = 'a'\nchek = 'True'",
        "symptom[0]: unknown key 'chek' (a check takes: says, check, show, handout, context, shown_as, mechanism)"),
    "a check without says": (
        "[[scenario.symptom]]\ncheck = 'True'", "symptom[0]: missing key 'says'"),
    "a context that is text": (
        "[[scenario.symptom]]\nsays = 'a'\ncheck = 'True'\ncontext = 'yes'",
        "symptom[0], context"),
    "gdb as text": ('gdb = "yes"', "gdb: wanted true or false"),
    "a figure that is not drawn": (
        'figures = ["histogram", "pie"]', "figures[1]: no figure 'pie' (the figures are: "),
    # names
    "an unknown name in a check": (
        "[[scenario.symptom]]\nsays = 'a'\ncheck = 'hto[0] > 1'",
        "symptom[0], check: unknown name 'hto'"),
    "an unknown name in a show": (
        "[[scenario.symptom]]\nsays = 'a'\ncheck = 'True'\nshow = 'stop'",
        "symptom[0], show: unknown name 'stop'"),
    "an unknown name in a reference check": (
        "[[scenario.reference]]\nsays = 'a'\ncheck = 'outside == 0'",
        "reference[0], check: unknown name 'outside'"),
    "a comprehension's name used outside it": (
        "[[scenario.symptom]]\nsays = 'a'\ncheck = 'all(s.hart == 0 for s in stops) and s'",
        "symptom[0], check: unknown name 's'"),
    "an unknown name in a define": (
        "define = { lo = \"end('pop_off') + size\" }", "define.lo: unknown name 'size'"),
    "a define that uses a later define": (
        "define = { lo = 'hi - 8', hi = \"end('pop_off')\" }", "define.lo: unknown name 'hi'"),
    "a define that reads the run, in ${}": (
        "define = { n = 'len(console)' }\nsteps = [{ run = 'echo ${n}' }]",
        "steps[0], run: unknown name 'n' in '${n}' (a define that reads the run: "
        "only checks see it)"),
    "a define that uses a value, in ${}": (
        "values = { n = '(\\d+)' }\ndefine = { lo = 'n[0]' }\n"
        "steps = [{ run = 'prof -k ${lo} ${lo + 8} echo' }]",
        "steps[0], run: unknown name 'lo' in '${lo}' (a define that reads the run"),
    "a define that reads a step, in a break's ${}": (
        "gdb = true\ndefine = { pc = 'at[0].pc' }\n"
        "steps = [{ stops = 1, name = 'at' }, { break = '*${hex(pc)}' }]",
        "steps[1], break: unknown name 'pc' in '${hex(pc)}' (a define that reads the run"),
    "an unknown name in ${}": (
        'steps = [{ run = "prof -k ${lo} ${hi} echo" }]', "steps[0], run: unknown name 'lo'"),
    "a fact of the run in ${}": (
        'steps = [{ run = "echo ${panic}" }]',
        "steps[0], run: unknown name 'panic' in '${panic}' (a fact of the run"),
    "a step's result in ${}": (
        "gdb = true\nsteps = [{ stops = 1, name = 'at' }, { if = '${at}', break = 'f' }]",
        "steps[1], if: unknown name 'at'"),
    "an unknown name in a break's ${}": (
        'gdb = true\nsteps = [{ break = "*${where}" }]', "steps[0], break: unknown name 'where'"),
    "an expression outside the allowed forms": (
        "[[scenario.symptom]]\nsays = 'a'\ncheck = '(lambda: panic)()'",
        "symptom[0], check: Lambda is not allowed"),
    "an attribute that starts with _": (
        "[[scenario.symptom]]\nsays = 'a'\ncheck = 'console.__class__'",
        "symptom[0], check: name '__class__' is not allowed"),
    # collisions
    "a value named max": ("values = { max = '(\\d+)' }", "values.max: 'max' is a function"),
    "a value named sym": ("values = { sym = '(\\d+)' }", "values.sym: 'sym' is a function"),
    "a define named panic": ("define = { panic = '1' }", "define.panic: 'panic' is a fact"),
    "a value named stops": ("values = { stops = '(\\d+)' }", "values.stops: 'stops' is a fact"),
    "a value and a define of one name": (
        "values = { n = '(\\d+)' }\ndefine = { n = '1' }",
        "define.n: 'n' is also a name in values"),
    # gdb steps
    "a break without gdb": ('steps = [{ break = "profsample" }]',
                            "steps[0]: a break step needs gdb = true"),
    "stops without gdb": ("steps = [{ stops = 1 }]", "steps[0]: a stops step needs gdb = true"),
    "finish without gdb": ("steps = [{ finish = true }]", "steps[0]: a finish step needs gdb"),
    "procs without gdb": ("gdb = false\nsteps = [{ procs = true }]",
                          "steps[0]: a procs step needs gdb"),
}


@pytest.mark.parametrize("body, wanted", MALFORMED.values(), ids=MALFORMED.keys())
def test_a_malformed_scenario_is_refused_naming_file_scenario_and_key(body, wanted):
    message = refusal(scenario(body + "\n"))
    assert message.startswith('expected/x.toml: scenario "s"'), message
    assert wanted in message, message


def test_the_message_of_a_misspelt_key_reads_as_promised():
    message = refusal(scenario('steps = [{ run = "proftest", timout = 5 }]\n'))
    assert message == ("expected/x.toml: scenario \"s\", steps[0]: unknown key 'timout' "
                       "(a run step takes: run, timeout)")


def test_a_bad_check_is_named_by_file_scenario_table_and_key():
    # The second symptom check of scenario "s": symptom[1], its key check or show.
    body = "\n[[scenario.symptom]]\nsays = 'fine'\ncheck = 'True'\n" \
           "\n[[scenario.symptom]]\nsays = 'wrong'\ncheck = 'hto[0] > 1'\n"
    assert refusal(scenario(body)) == ("expected/x.toml: scenario \"s\", symptom[1], check: "
                                       "unknown name 'hto' in 'hto[0] > 1'")
    body = body.replace("check = 'hto[0] > 1'", "check = 'True'\nshow = 'seen(\"(\")'")
    assert refusal(scenario(body)).startswith(
        "expected/x.toml: scenario \"s\", symptom[1], show: '(' is not a regex")


def test_a_late_define_in_a_step_is_refused_by_its_name():
    body = ("values = { n = '(\\d+)' }\n"
            "define = { lo = \"sym('main')\", first = 'n[0]', after = 'first + lo' }\n"
            "steps = [{ run = 'prof -k ${lo} ${after} echo' }]\n")
    assert refusal(scenario(body)) == (
        "expected/x.toml: scenario \"s\", steps[0], run: unknown name 'after' in "
        "'${after}' (a define that reads the run: only checks see it)")


def test_a_scenario_without_a_name_is_named_by_its_index():
    text = scenario("") + '\n[[scenario]]\nsteps = [{ run = "x" }]\n'
    assert refusal(text).startswith("expected/x.toml: scenario[1]: missing key 'name'")
    text = scenario("") + '\n[[scenario]]\nname = 3\nsteps = []\n'
    assert refusal(text).startswith("expected/x.toml: scenario[1], name: wanted text")


def test_a_second_scenario_of_the_same_name_is_refused():
    again = '\n[[scenario]]\nname = "s"\n' + STEPS + SYMPTOM
    assert "scenario[1]: a second scenario named 's'" in refusal(scenario("") + again)


@pytest.mark.parametrize("text, wanted", [
    ('titel = "x"\n', "expected/x.toml: unknown key 'titel' (an expected file takes: "
                      "title, handout, about, why, scenario, also_prints, exercise)"),
    ('title = "x"\n', "expected/x.toml: missing key 'scenario'"),
    ('title = 1\n[[scenario]]\nname = "s"\nsteps = []\n', "expected/x.toml: title: wanted text"),
    ('title = "x\n', "expected/x.toml: "),
])
def test_a_malformed_file_is_refused_naming_file_and_key(text, wanted):
    assert refusal(text).startswith(wanted)


def test_load_clinic_names_the_file_it_read(tmp_path):
    (tmp_path / "broken.toml").write_text(scenario("gdb = 1\n"))
    with pytest.raises(ExpectationError, match=r"broken.toml: scenario \"s\", gdb: wanted"):
        spec.load_clinic("broken", root=tmp_path)


GOOD = r"""
title = "a clinic"
handout = "§4"

[[scenario]]
name = "gdb at the sample"
gdb = true
figures = ["histogram"]
steps = [
  { run = "prof -k ${lo} ${hi} echo hi", timeout = 30 },
  { break = "profsample", if = "pc >= ${hex(hi)}" },
  { send = "proftest" },
  { stops = 2, name = "samples", eval = { pc = "pc", page = "(uint64)pr" }, only_proc = "proftest", then = "stay", until = "ALL OK" },
  { finish = true, name = "back", eval = { pc = "pc" } },
  { procs = true, name = "slots" },
  { background = "grep x y > o" },
  { wait = 'proftest: (ALL OK|\d+ FAILED)', timeout = 5 },
]
values = { hot = 'hot loop: (\d+) samples' }
known_trouble = ['no leaks: FAIL']

[scenario.define]
hi = "align_up(end('pop_off'), 0x100)"
lo = "hi - 0x200"
at = "func_at(sym('main'))"
nested = "[stop for stop in samples if lo < stop.pc < hi]"

[[scenario.symptom]]
says = "on hart 0"
check = "all(stop.hart == 0 for stop in stops)"
show = "[join(stop.frames[:2]) for stop in stops]"

[[scenario.symptom]]
says = "nested"
check = "any(x > lo for stop in samples for x in [stop.pc] if x < hi) and len(nested) > 0"
context = true
handout = "0x80001e22"

[[scenario.symptom]]
says = "an UNUSED slot holds a page, and the sample returns to profkernel"
check = "any(row.state == 'UNUSED' and row.prof != 0 for row in slots) and back.frames[0] == 'profkernel'"
show = "samples[0].frame('profsample').pr"

[[scenario.reference]]
says = "hot"
check = '''
min(hot) >= 27 and panic is None
and seen(r'^ALL OK')
'''
"""


def test_a_good_file_becomes_records():
    clinic = spec.parse_clinic(GOOD, PATH)
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


def test_the_key_of_a_scenario_is_what_was_read():
    # Measured rates are kept under it (harness/measured/keys.py): the steps as their
    # records, the tables as read, each expression as its syntax tree with
    # every define it reads written out in its place.
    only = spec.parse_clinic(GOOD, PATH).scenarios[0]
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
        PATH).scenarios[0]
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
    return keys.scenario_key(spec.parse_clinic(text, PATH).scenarios[0])


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


def test_the_run_facts_are_the_names_facts_gives(tmp_path):
    plain = spec.parse_clinic(scenario(""), PATH).scenarios[0]
    run = run_record(variant="reference", bug="x", logdir=str(tmp_path))
    assert sorted(facts(run, plain)) == sorted(spec.RUN_FACTS)
    (tmp_path / "kernel").mkdir()
    (tmp_path / "kernel" / "kernel.sym").write_text("80000000 _entry\n80000010 main\n")
    assert sorted(facts(run, plain, kernel_names(tmp_path, plain, "here"))) == \
        sorted(spec.RUN_FACTS + spec.SYMBOL_FUNCTIONS)
    # ... and the scenario's own names: values, named steps, defines early and late.
    named = spec.parse_clinic(scenario(
        "values = { n = '(\\d+)' }\ngdb = true\n"
        "define = { lo = \"sym('main') + 8\", first = 'n[:1]', pcs = '[s.pc for s in at]' }\n"
        "steps = [{ stops = 1, name = 'at' }, { procs = true, name = 'slots' }]\n"), PATH)
    only = named.scenarios[0]
    kernel = kernel_names(tmp_path, only, "here")
    assert kernel["lo"] == 0x80000018
    run.steps = [{"index": 0, "name": "at", "kind": "stops", "stops": []},
                 {"index": 1, "name": "slots", "kind": "procs", "rows": []}]
    assert sorted(facts(run, only, kernel)) == sorted(
        spec.RUN_FACTS + spec.SYMBOL_FUNCTIONS + ("n", "lo", "first", "pcs", "at", "slots"))


def test_the_example_of_the_readme_loads():
    readme = (EXPECTED / "README.md").read_text()
    example = re.search(r"```toml\n(.*?)```", readme, re.DOTALL).group(1)
    first = spec.parse_clinic(example, PATH).scenarios[0]
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
    kind = {"measure": spec.MEASURE, "diagnose": spec.LAB_TESTS}.get(path.parent.name,
                                                                     spec.CLINIC)
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


def test_a_scenario_without_symptom_checks_is_refused():
    # With no symptom check, every boot of the bug would "show the symptom".
    assert 'scenario "s": a scenario needs at least one symptom check' in \
        refusal(scenario("symptom = []\n"))
