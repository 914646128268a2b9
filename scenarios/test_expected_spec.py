"""Expected files checked when they are loaded (harness/expected/spec.py): no QEMU, no gdb.

Each malformed file below breaks one rule, and the message must name
the file, the scenario and the key, so that the mistake is found in
the file, not minutes later in a boot.
"""

import re

import pytest

from harness.errors import ExpectationError
from harness.expected import spec
from harness.kernel.symbols import kernel_names
from harness.run.facts import facts

from support import CLINICS, EXPECTED, X_TOML, run_record

HEAD = 'title = "x"\n\n[[scenario]]\nname = "s"\n'
STEPS = 'steps = [{ run = "proftest" }]\n'
SYMPTOM = "\n[[scenario.symptom]]\nsays = 'it fails'\ncheck = \"seen(r'FAIL')\"\n"


def scenario(body):
    """A file of one scenario named "s": body, and the steps and symptom it
    does not give.  The steps go before body (whose tables end the
    scenario's own keys), the symptom check after it."""
    def given(key):
        return re.search(rf"^({key} =|\[\[scenario\.{key}\]\])", body, re.MULTILINE)
    return HEAD + ("" if given("steps") else STEPS) + body + ("" if given("symptom") else SYMPTOM)


def refusal(text):
    with pytest.raises(ExpectationError) as caught:
        spec.parse_clinic(text, X_TOML)
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
        "symptom[0]: unknown key 'chek' (a check takes: says, check, show, handout, context, shown_as, mechanism, base)"),
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
                      "title, handout, about, why, scenario, also_prints, exercise, teacher, on)"),
    ('title = "x"\n', "expected/x.toml: missing key 'scenario'"),
    ('title = 1\n[[scenario]]\nname = "s"\nsteps = []\n', "expected/x.toml: title: wanted text"),
    ('title = "x\n', "expected/x.toml: "),
])
def test_a_malformed_file_is_refused_naming_file_and_key(text, wanted):
    assert refusal(text).startswith(wanted)


TEACHER = ('\n[teacher]\nmistake = "m"\nshows = "s"\npanics = "p"\nfails = "f"\n')


def test_a_teacher_table_is_read_whole_and_refused_when_misspelt_or_short():
    clinic = spec.parse_clinic(scenario("") + TEACHER, X_TOML)
    assert clinic.teacher == spec.Teacher("m", "s", "p", "f")
    assert spec.parse_clinic(scenario(""), X_TOML).teacher is None
    assert refusal(scenario("") + TEACHER.replace("shows", "shown")).startswith(
        "expected/x.toml: teacher: unknown key 'shown' (teacher takes: mistake, shows, "
        "panics, fails)")
    assert refusal(scenario("") + TEACHER.replace('fails = "f"\n', "")).startswith(
        "expected/x.toml: teacher: missing key 'fails'")
    assert "teacher, panics: wanted text" in refusal(
        scenario("") + TEACHER.replace('"p"', "3"))


def test_load_clinic_names_the_file_it_read(tmp_path):
    (tmp_path / "broken.toml").write_text(scenario("gdb = 1\n"))
    with pytest.raises(ExpectationError, match=r"broken.toml: scenario \"s\", gdb: wanted"):
        spec.load_clinic("broken", root=tmp_path)


def test_a_scenario_without_symptom_checks_is_refused():
    # With no symptom check, every boot of the bug would "show the symptom".
    assert 'scenario "s": a scenario needs at least one symptom check' in \
        refusal(scenario("symptom = []\n"))


def test_the_run_facts_are_the_names_facts_gives(tmp_path):
    plain = spec.parse_clinic(scenario(""), X_TOML).scenarios[0]
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
        "steps = [{ stops = 1, name = 'at' }, { procs = true, name = 'slots' }]\n"), X_TOML)
    only = named.scenarios[0]
    kernel = kernel_names(tmp_path, only, "here")
    assert kernel["lo"] == 0x80000018
    run.steps = [{"index": 0, "name": "at", "kind": "stops", "stops": []},
                 {"index": 1, "name": "slots", "kind": "procs", "rows": []}]
    assert sorted(facts(run, only, kernel)) == sorted(
        spec.RUN_FACTS + spec.SYMBOL_FUNCTIONS + ("n", "lo", "first", "pcs", "at", "slots"))


def test_a_malformed_expected_file_names_itself(tmp_path):
    (tmp_path / "broken.toml").write_text('title = "x"\n[[scenario]]\nname = "y"\n')
    with pytest.raises(ExpectationError, match=r"broken.toml.*steps"):
        spec.load_clinic("broken", root=tmp_path)
    (tmp_path / "bad.toml").write_text(
        'title = "x"\n[[scenario]]\nname = "y"\nsteps = []\n'
        '[[scenario.symptom]]\nsays = "s"\ncheck = "(lambda: console)()"\n')
    with pytest.raises(ExpectationError, match=r"bad.toml.*Lambda"):
        spec.load_clinic("bad", root=tmp_path)


def test_one_malformed_file_leaves_the_other_clinics_loaded(tmp_path):
    good = (CLINICS / "free_on_exec.toml").read_text()
    assert "timeout = 60" in good
    (tmp_path / "free_on_exec.toml").write_text(good)
    (tmp_path / "broken.toml").write_text(good.replace("timeout = 60", "timout = 60", 1))
    clinics, broken = spec.load_clinics(tmp_path)
    assert [clinic.bug for clinic in clinics] == ["free_on_exec"]
    assert list(broken) == ["broken"]
    assert "broken.toml" in str(broken["broken"]) and "'timout'" in str(broken["broken"])


def _listed(readme, where):
    """The keys expected/README.md lists `where` ("at the top", "in `why`", ...):
    the backquoted names in the parentheses after those words."""
    found = re.search(re.escape(where) + r" \(([^)]*)\)", readme)
    assert found, f"expected/README.md lists no keys {where}"
    return set(re.findall(r"`(\w+)`", found[1]))


@pytest.mark.parametrize("where, keys", [
    ("at the top", spec.CLINIC_KEYS), ("in `why`", spec.WHY_KEYS),
    ("in `teacher`", spec.TEACHER_KEYS),
    ("in a scenario", spec.SCENARIO_KEYS), ("in a check", spec.CHECK_KEYS)])
def test_expected_readme_lists_every_key_the_reader_accepts(where, keys):
    readme = (EXPECTED / "README.md").read_text()
    assert _listed(" ".join(readme.split()), where) == set(keys)
