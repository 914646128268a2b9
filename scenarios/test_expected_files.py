"""Expected files checked when they are loaded (harness/expect.py): no QEMU, no gdb.

Each malformed file below breaks one rule, and the message must name
the file, the scenario and the key, so that the mistake is found in
the file, not minutes later in a boot.
"""

import re
import time
import tomllib

import pytest

from harness import expect
from harness.binary import Binaries
from harness.errors import ExpectationError

PATH = expect.EXPECTED / "x.toml"      # shown in messages as expected/x.toml
HEAD = 'title = "x"\n\n[[scenario]]\nname = "s"\n'
STEPS = 'steps = [{ run = "proftest" }]\n'
SYMPTOM = "symptom = [{ says = 'it fails', check = \"seen(r'FAIL')\" }]\n"


def scenario(body):
    """A file of one scenario named "s": body, and the steps and symptom it does not give."""
    text = HEAD + body
    if "steps =" not in body:
        text += STEPS
    if "symptom =" not in body:
        text += SYMPTOM
    return text


def refusal(text):
    with pytest.raises(ExpectationError) as caught:
        expect.parse_clinic(text, PATH)
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
        'gdb = true\nsteps = [{ stops = 1, eval = "pc" }]', "steps[0], eval: wanted a list"),
    "finish = false": ("gdb = true\nsteps = [{ finish = false }]", "steps[0], finish"),
    "steps as a table": ('steps = { run = "proftest" }', "steps: wanted a list"),
    # regexes
    "a wait that is no regex": ('steps = [{ wait = "(unclosed" }]', "steps[0], wait: '(unclosed'"),
    "an until that is no regex": (
        'gdb = true\nsteps = [{ stops = 1, until = "[" }]', "steps[0], until"),
    "a value that is no regex": ("values = { n = '(\\d+' }", "values.n: '(\\\\d+' is not a regex"),
    "a known_trouble that is no regex": (
        "known_trouble = ['ok', '*FAIL']", "known_trouble[1]"),
    "a regex in seen() that is no regex": (
        "symptom = [{ says = 'a', check = \"seen('(x')\" }]", "symptom[0], check: '(x'"),
    "a regex in show's lines() that is no regex": (
        "symptom = [{ says = 'a', check = 'True', show = \"lines('+')\" }]", "symptom[0], show"),
    # unknown keys
    "an unknown scenario key": (
        "expected_rate = 0.8", "unknown key 'expected_rate' (a scenario takes: name, gdb,"),
    "an unknown check key": (
        "symptom = [{ says = 'a', chek = 'True' }]",
        "symptom[0]: unknown key 'chek' (a check takes: says, check, show, handout, context)"),
    "a check without says": ("symptom = [{ check = 'True' }]", "symptom[0]: missing key 'says'"),
    "a context that is text": (
        "symptom = [{ says = 'a', check = 'True', context = 'yes' }]", "symptom[0], context"),
    "gdb as text": ('gdb = "yes"', "gdb: wanted true or false"),
    # names
    "an unknown name in a check": (
        "symptom = [{ says = 'a', check = 'hto[0] > 1' }]",
        "symptom[0], check: unknown name 'hto'"),
    "an unknown name in a show": (
        "symptom = [{ says = 'a', check = 'True', show = 'stop' }]",
        "symptom[0], show: unknown name 'stop'"),
    "an unknown name in a reference check": (
        "reference = [{ says = 'a', check = 'outside == 0' }]",
        "reference[0], check: unknown name 'outside'"),
    "a comprehension's name used outside it": (
        "symptom = [{ says = 'a', check = \"all(s['hart'] == 0 for s in stops) and s\" }]",
        "symptom[0], check: unknown name 's'"),
    "an unknown name in a define": (
        "define = { lo = \"end('pop_off') + size\" }", "define.lo: unknown name 'size'"),
    "a define that uses a fact of the run": (
        "define = { lo = 'len(console)' }",
        "define.lo: unknown name 'console' in 'len(console)' (a fact of the run"),
    "a define that uses a later define": (
        "define = { lo = 'hi - 8', hi = \"end('pop_off')\" }", "define.lo: unknown name 'hi'"),
    "a define that uses a value": (
        "values = { n = '(\\d+)' }\ndefine = { lo = 'n[0]' }", "define.lo: unknown name 'n'"),
    "an unknown name in ${}": (
        'steps = [{ run = "prof -k ${lo} ${hi} echo" }]', "steps[0], run: unknown name 'lo'"),
    "a fact of the run in ${}": (
        'steps = [{ run = "echo ${panic}" }]', "steps[0], run: unknown name 'panic'"),
    "an unknown name in a break's ${}": (
        'gdb = true\nsteps = [{ break = "*${where}" }]', "steps[0], break: unknown name 'where'"),
    "an expression outside the allowed forms": (
        "symptom = [{ says = 'a', check = 'console.upper()' }]",
        "symptom[0], check: Attribute is not allowed"),
    # collisions
    "a value named max": ("values = { max = '(\\d+)' }", "values.max: 'max' is a function"),
    "a value named sym": ("values = { sym = '(\\d+)' }", "values.sym: 'sym' is a function"),
    "a define named panic": ("define = { panic = '1' }", "define.panic: 'panic' is a fact"),
    "a value named stops": ("values = { stops = '(\\d+)' }", "values.stops: 'stops' is a fact"),
    "a value and a define of one name": (
        "values = { n = '(\\d+)' }\ndefine = { n = '1' }", "define.n: 'n' is also a value"),
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


def test_a_scenario_without_a_name_is_named_by_its_index():
    text = scenario("") + '\n[[scenario]]\nsteps = [{ run = "x" }]\n'
    assert refusal(text).startswith("expected/x.toml: scenario[1]: missing key 'name'")
    text = scenario("") + '\n[[scenario]]\nname = 3\nsteps = []\n'
    assert refusal(text).startswith("expected/x.toml: scenario[1], name: wanted text")


def test_a_second_scenario_of_the_same_name_is_refused():
    again = '\n[[scenario]]\nname = "s"\n' + STEPS + 'symptom = [{ says = "a", check = "True" }]\n'
    assert "scenario[1]: a second scenario named 's'" in refusal(scenario("") + again)


@pytest.mark.parametrize("text, wanted", [
    ('titel = "x"\n', "expected/x.toml: unknown key 'titel' (an expected file takes: "
                      "title, handout, scenario, also_prints)"),
    ('title = "x"\n', "expected/x.toml: missing key 'scenario'"),
    ('title = 1\n[[scenario]]\nname = "s"\nsteps = []\n', "expected/x.toml: title: wanted text"),
    ('title = "x\n', "expected/x.toml: "),
])
def test_a_malformed_file_is_refused_naming_file_and_key(text, wanted):
    assert refusal(text).startswith(wanted)


def test_load_clinic_names_the_file_it_read(tmp_path):
    (tmp_path / "broken.toml").write_text(scenario("gdb = 1\n"))
    with pytest.raises(ExpectationError, match=r"broken.toml: scenario \"s\", gdb: wanted"):
        expect.load_clinic("broken", root=tmp_path)


GOOD = '''
title = "a clinic"
handout = "§4"

[[scenario]]
name = "gdb at the sample"
gdb = true
define = { hi = "align_up(end('pop_off'), 0x100)", lo = "hi - 0x200", at = "func_at(sym('main'))" }
steps = [
  { run = "prof -k ${lo} ${hi} echo hi", timeout = 30 },
  { break = "profsample", if = "pc >= ${hex(hi)}" },
  { send = "proftest" },
  { stops = 2, eval = ["pc"], only_proc = "proftest", then = "stay", until = "ALL OK" },
  { finish = true, eval = ["pc"] },
  { procs = true },
  { background = "grep x y > o" },
  { wait = 'proftest: (ALL OK|\\d+ FAILED)', timeout = 5 },
]
values = { hot = 'hot loop: (\\d+) samples' }
known_trouble = ['no leaks: FAIL']
symptom = [
  { says = "on hart 0", check = "all(stop['hart'] == 0 for stop in stops)", show = "[join(stop['frames'][:2]) for stop in stops]" },
  { says = "nested", check = "any(x > lo for stop in stops for x in [stop['pc']] if x < hi)", context = true, handout = "0x80001e22" },
]
reference = [
  { says = "hot", check = "min(hot) >= 27 and panic is None and seen(r'^ALL OK')" },
]
'''


def test_a_good_file_becomes_records():
    clinic = expect.parse_clinic(GOOD, PATH)
    assert (clinic.bug, clinic.title, clinic.handout) == ("x", "a clinic", "§4")
    only, = clinic.scenarios
    assert only.steps == [
        expect.RunStep("prof -k ${lo} ${hi} echo hi", timeout=30),
        expect.BreakStep("profsample", condition="pc >= ${hex(hi)}"),
        expect.SendStep("proftest"),
        expect.StopsStep(2, ["pc"], only_proc="proftest", then="stay", until="ALL OK"),
        expect.FinishStep(True, ["pc"]),
        expect.ProcsStep(True),
        expect.BackgroundStep("grep x y > o"),
        expect.WaitStep(r"proftest: (ALL OK|\d+ FAILED)", timeout=5),
    ]
    assert only.steps[4].then == "continue" and only.steps[4].timeout == expect.STEP_TIMEOUT
    assert [check.says for check in only.symptom] == ["on hart 0", "nested"]
    assert only.symptom[1].context and not only.symptom[0].context
    assert only.gdb and not only.by_chance and not only.slow
    assert only.known_trouble == ["no leaks: FAIL"]
    assert only.define == {"hi": "align_up(end('pop_off'), 0x100)", "lo": "hi - 0x200",
                           "at": "func_at(sym('main'))"}


def test_raw_is_the_table_as_read():
    # Measured rates are keyed on it (clinic.measurement_key).
    clinic = expect.parse_clinic(GOOD, PATH)
    assert clinic.scenarios[0].raw == tomllib.loads(GOOD)["scenario"][0]


def test_the_run_facts_are_the_names_facts_gives(tmp_path):
    assert sorted(expect.facts("")) == sorted(expect.RUN_FACTS)
    (tmp_path / "kernel.sym").write_text("80000000 _entry\n80000010 main\n")
    symbols = expect.Symbols(tmp_path / "kernel.sym")
    assert sorted(expect.facts("", symbols=symbols, binaries=Binaries(tmp_path))) == \
        sorted(expect.RUN_FACTS + expect.SYMBOL_FUNCTIONS)


def test_the_example_of_the_readme_loads():
    readme = (expect.EXPECTED / "README.md").read_text()
    example = re.search(r"```toml\n(.*?)```", readme, re.DOTALL).group(1)
    assert expect.parse_clinic(example, PATH).scenarios[0].name == "proftest under three hogs"


def test_every_real_file_loads_into_records():
    for name in expect.clinic_names():
        for item in expect.load_clinic(name).scenarios:
            assert item.steps and all(isinstance(step, tuple(expect.STEP_KINDS.values()))
                                      for step in item.steps), (name, item.name)


def test_loading_every_real_file_is_quick():
    started = time.perf_counter()
    names = expect.clinic_names()
    for name in names:
        expect.load_clinic(name)
    print(f"loaded {len(names)} expected files in "
          f"{(time.perf_counter() - started) * 1000:.1f} ms")


def test_a_scenario_without_symptom_checks_is_refused():
    # With no symptom check, every boot of the bug would "show the symptom".
    assert 'scenario "s": a scenario needs at least one symptom check' in \
        refusal(scenario("symptom = []\n"))
