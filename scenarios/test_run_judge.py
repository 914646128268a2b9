"""Expectations and transcripts, on recorded text: no QEMU, no gdb.

The modules under test: harness/expected/expression.py (a check compiled once),
spec.py (expected files read into Scenario and Check), facts.py (what a
check reads of a RunRecord), judge.py (outcomes and verdicts), eventlog.py
and render.py (the event log).  A scenario's key (keys.py) is tested with
the files it is read from, in test_expected_files.py.
"""

import re

import pytest

from harness import eventlog
from harness.build import known_variants
from harness.errors import ExpectationError
from harness.expected import expression, spec
from harness.expected.expression import Expression
from harness.text.console import readable_console
from harness.run.facts import facts
from harness.endings import DIFFERENT, ERROR, NO_SYMPTOM, SYMPTOM, SYMPTOM_AND_MORE
from harness.run.judge import (Outcome, judge, measure_failures, measure_settled,
                               reference_failures, unexpected_trouble, verdict)

from support import CLINICS, run_record

PROFTEST_FAIL = """\
proftest: arguments, and profile(0, 0, 0) stops: OK
proftest: hot loop: 30 samples, 22 in range, 12 in hot()
proftest: most samples in the hot loop: FAIL
proftest: free pages 32440 before, 32470 after
proftest: no leaks: FAIL
proftest: 2 FAILED
"""
HOT = {"hot": r"hot loop: (\d+) samples, (\d+) in range, (\d+) in hot"}
# The trap registers kerneltrap prints before its panic, as the console shows them.
KERNELTRAP = {"scause": "0xd", "sepc": "0x8000647e", "stval": "0x8000000087eff008"}


def _scenario(symptom=(), known_trouble=(), values=None, define=None, late=()):
    """A Scenario of no steps; symptom: (says, check) pairs; define: {name: text}."""
    return spec.Scenario(
        "s", [], [_check(says, check) for says, check in symptom], [],
        values=values or {}, known_trouble=list(known_trouble),
        define={name: Expression(text, f"define.{name}") for name, text in (define or {}).items()},
        late=tuple(late))


def _check(says, check, show=None):
    return spec.Check(says, Expression(check, "check"),
                      Expression(show, "show") if show is not None else None)


def _record(console="", panic=None, registers=None, steps=()):
    return run_record(variant="bug", logdir="/tmp", console=console, panic=panic,
                      registers=dict(registers or {}), steps=list(steps))


def names(console=PROFTEST_FAIL, scenario=None, **run):
    """The facts of a run of `console` under a scenario (by default one whose
    value `hot` reads proftest's hot-loop line)."""
    return facts(_record(console, **run), scenario or _scenario(values=HOT), kernel={})


def evaluate(text, names):
    return Expression(text, "here").evaluate(names)


def test_expected_files_and_patches_pair_up():
    """By their names alone: a file that does not load fails its own items."""
    assert spec.clinic_names() == sorted(known_variants()[1:]), "expected/ and bugs/ must pair up"


@pytest.mark.parametrize("bug", spec.clinic_names())
def test_every_expected_file_loads_and_has_its_patch(bug):
    assert bug in known_variants(), f"expected/{bug}.toml has no bugs/{bug}.patch"
    clinic = spec.load_clinic(bug)
    assert clinic.scenarios and all(s.symptom and s.reference for s in clinic.scenarios)


def test_values_and_console_functions():
    facts_ = names()
    assert evaluate("hot", facts_) == [(30, 22, 12)]
    assert evaluate("hot[0][2] < 0.9 * hot[0][0]", facts_) is True
    assert evaluate("count(r': FAIL$')", facts_) == 2
    assert evaluate("seen(r'^proftest: no leaks: FAIL')", facts_) is True
    assert evaluate("lines('FAILED')", facts_) == ["proftest: 2 FAILED"]
    assert evaluate("numbers(r'free pages (\\d+) before')", facts_) == [32440]


def test_panic_registers_become_numbers():
    facts_ = names("", panic="kerneltrap", registers=KERNELTRAP)
    assert evaluate("panic == 'kerneltrap' and scause == 13", facts_)
    assert evaluate("stval >> 63", facts_) == 1


def test_comprehensions_see_the_facts_and_functions():
    stops = [{"hart": 0, "frames": [], "values": {"sepc": "0x356"}},
             {"hart": 2, "frames": [], "values": {"sepc": 854}}]
    facts_ = names(steps=[{"index": 0, "name": None, "kind": "stops", "stops": stops}])
    assert evaluate("[hex(addr(s.sepc)) for s in stops]", facts_) == ["0x356", "0x356"]
    assert evaluate("all(s.hart == 0 for s in stops)", facts_) is False


# Attributes are allowed (stop.hart, row.state), but none that starts with "_".
@pytest.mark.parametrize("text", ["console.__class__", "__import__('os')", "open('x')",
                                  "(lambda: 1)()", "x := 1"])
def test_expressions_outside_the_allowed_forms_are_refused(text):
    with pytest.raises(ExpectationError):
        evaluate(text, names())


def test_a_malformed_expected_file_names_itself(tmp_path):
    (tmp_path / "broken.toml").write_text('title = "x"\n[[scenario]]\nname = "y"\n')
    with pytest.raises(ExpectationError, match=r"broken.toml.*steps"):
        spec.load_clinic("broken", root=tmp_path)
    (tmp_path / "bad.toml").write_text(
        'title = "x"\n[[scenario]]\nname = "y"\nsteps = []\n'
        '[[scenario.symptom]]\nsays = "s"\ncheck = "(lambda: console)()"\n')
    with pytest.raises(ExpectationError, match=r"bad.toml.*Lambda"):
        spec.load_clinic("bad", root=tmp_path)


def _outcome(says, ok):
    return Outcome(says, ok, ok)


def test_verdicts():
    plain = _scenario()
    assert verdict([_outcome("a", True)], "", None, plain)[0] == SYMPTOM
    kind, detail = verdict([_outcome("a", False)], PROFTEST_FAIL, None, plain)
    assert kind == DIFFERENT and "most samples in the hot loop: FAIL" in detail
    known = _scenario(known_trouble=["hot loop: FAIL", "no leaks: FAIL", r"\d+ FAILED"])
    assert verdict([_outcome("a", False)], PROFTEST_FAIL, None, known)[0] == NO_SYMPTOM
    kind, detail = verdict([_outcome("a", False)], "", "acquire", plain)
    assert kind == DIFFERENT and "panic: acquire" in detail


def test_the_symptom_and_a_panic_the_file_does_not_mention_say_both():
    # An extra clinic: kfork shares the parent's histogram; its FAIL line is
    # the symptom, and then the kernel panics, which the file never mentions.
    console = "proftest: fork does not inherit the profile: FAIL\npanic: kerneltrap\n"
    scenario = _scenario(symptom=[("fork", "seen(r'fork does not inherit the profile: FAIL')")])
    outcomes = judge(scenario.symptom, names(console, scenario), "here")
    kind, detail = verdict(outcomes, console, "kerneltrap", scenario)
    assert kind == SYMPTOM_AND_MORE and "panic: kerneltrap" in detail
    assert "fork does not inherit" not in detail   # that line is the symptom's own


def test_a_panic_a_symptom_check_names_is_mentioned():
    scenario = _scenario(symptom=[("panics", "panic == 'kerneltrap'")])
    outcomes = judge(scenario.symptom, names("", scenario, panic="kerneltrap"), "here")
    assert verdict(outcomes, "panic: kerneltrap\n", "kerneltrap", scenario) == \
        (SYMPTOM, "every symptom check holds")


def test_a_check_that_raises_is_an_error_not_a_no():
    outcome, = judge([_check("a stop", "stops[0].hart == 0")], names(), "here")
    assert not outcome.ok and outcome.result == "error"
    assert "IndexError" in outcome.error
    kind, detail = verdict([outcome], "", None, _scenario())
    assert kind == ERROR and "IndexError" in detail


def test_a_panic_the_file_does_not_mention_explains_a_check_that_raised():
    # no_range_check's stray increments: the kernel panics before prof
    # prints its totals, so a check of those totals has nothing to read.
    scenario = _scenario(symptom=[("no crash", "panic is None"), ("lost", "total[0] > 0")],
                         values={"total": r"(\d+) samples"})
    outcomes = judge(scenario.symptom, names("", scenario, panic="kfree: not a page"), "here")
    assert outcomes[1].result == "error"
    kind, detail = verdict(outcomes, "", "kfree: not a page", scenario)
    assert kind == DIFFERENT and detail.startswith("panic: kfree: not a page")
    assert "a check raised: lost:" in detail and "IndexError" in detail


def test_a_show_that_raises_changes_nothing():
    outcome, = judge([_check("holds", "1 == 1", show="stops[0]")], names(), "here")
    assert outcome.ok and outcome.error is None and outcome.result == "yes"
    assert outcome.seen.startswith("cannot show: ")


def test_readable_console_drops_the_end_markers():
    raw = "$ proftest; /echo; /echo end-3-a1b2c3\r\nproftest: ALL OK\r\n\r\nend-3-a1b2c3\r\n$ "
    assert readable_console(raw) == "$ proftest\nproftest: ALL OK\n$ "


def test_what_the_bug_also_prints_is_trouble_on_the_reference():
    scenario = _scenario(symptom=[("hot", "seen(r'hot loop: FAIL')")])
    scenario.bug_also_prints = [r"^proftest: no leaks: FAIL"]
    console = "proftest: no leaks: FAIL\n"
    assert unexpected_trouble(console, None, scenario, on_bug=True) == []
    assert unexpected_trouble(console, None, scenario) == ["proftest: no leaks: FAIL"]


def test_a_panic_a_check_names_in_a_tuple_is_mentioned():
    scenario = _scenario(symptom=[("fails later",
                                   "panic in ('kfree: not a page', 'freewalk: leaf')")])
    assert unexpected_trouble("", "kfree: not a page", scenario) == []
    assert unexpected_trouble("", "kfree: not a pagex", scenario) == \
        ["panic: kfree: not a pagex"]
    assert unexpected_trouble("", "sched locks", scenario) == ["panic: sched locks"]


def test_one_malformed_file_leaves_the_other_clinics_loaded(tmp_path):
    good = (CLINICS / "free_on_exec.toml").read_text()
    assert "timeout = 60" in good
    (tmp_path / "free_on_exec.toml").write_text(good)
    (tmp_path / "broken.toml").write_text(good.replace("timeout = 60", "timout = 60", 1))
    clinics, broken = spec.load_clinics(tmp_path)
    assert [clinic.bug for clinic in clinics] == ["free_on_exec"]
    assert list(broken) == ["broken"]
    assert "broken.toml" in str(broken["broken"]) and "'timout'" in str(broken["broken"])


def _run(verdict_, symptom=(), reference=()):
    return run_record(variant="reference", logdir="/tmp", verdict=verdict_, detail="d",
                      symptom=list(symptom), reference=list(reference))


def test_a_reference_run_fails_on_an_error_a_symptom_or_a_check_that_does_not_hold():
    holds = Outcome("own check", True, True)
    assert reference_failures(_run(NO_SYMPTOM, reference=[holds])) == []
    raised = Outcome("a symptom check", False, None, error="IndexError: list index")
    why = reference_failures(_run(ERROR, symptom=[raised], reference=[holds]))
    assert why and "error" in why[0]
    own_raised = Outcome("own check", False, None, error="KeyError: 'hart'")
    assert "KeyError" in reference_failures(_run(NO_SYMPTOM, reference=[own_raised]))[0]
    part = Outcome("a part of the symptom", True, True)
    assert "shows part of the symptom" in \
        reference_failures(_run(NO_SYMPTOM, symptom=[part], reference=[holds]))[0]
    context = Outcome("nothing crashes", True, True, context=True)
    assert reference_failures(_run(NO_SYMPTOM, symptom=[context], reference=[holds])) == []


def _measured(number, **held):
    """A measure's run: each check named, held or not."""
    run = _run(NO_SYMPTOM, reference=[Outcome(says, ok, ok) for says, ok in held.items()])
    run.number = number
    return run


def test_a_measure_check_that_holds_by_chance_needs_to_hold_in_one_run():
    chance = {"hot": 0.68}
    missed, held = _measured(1, hot=False, always=True), _measured(2, hot=True, always=True)
    assert measure_failures([missed], chance) == ["hot: held in none of 1 run(s)"]
    assert not measure_settled([missed], chance)
    assert measure_failures([missed, held], chance) == []
    assert measure_settled([missed, held], chance)
    # Without a measured chance, the same check must hold in every run.
    assert measure_failures([missed, held]) == ["run 1: hot: no"]


def test_a_measure_fails_at_once_on_a_check_that_must_always_hold_or_raised():
    chance = {"hot": 0.68}
    strict = _measured(1, hot=False, always=False)
    assert measure_failures([strict], chance) == ["run 1: always: no",
                                                  "hot: held in none of 1 run(s)"]
    assert measure_settled([strict], chance)       # no later run makes it good
    raised = _run(NO_SYMPTOM, reference=[Outcome("hot", False, None, error="IndexError")])
    assert measure_failures([raised], chance)[0] == "run 1: hot: error (IndexError)"
    crashed = _run(DIFFERENT, reference=[Outcome("hot", True, True)])
    assert measure_failures([crashed], chance) == ["run 1: verdict different symptom: d"]


def test_the_short_account_has_a_line_a_boot_command_step_check_and_verdict(tmp_path,
                                                                          monkeypatch):
    lines = []
    monkeypatch.setattr(eventlog, "progress", lines.append)
    monkeypatch.setattr(eventlog, "_show", lambda event: None)   # no standard error here
    record = eventlog.EventLog(tmp_path / "transcript.jsonl")
    record.note("sepc_after_yield, scenario \"s\", run 1", headline=True)
    record.note("booting on 3 harts")               # not in the short account
    record.typed("proftest")
    record.console("$ proftest\nproftest: ALL OK\n")   # nor the console
    record.step("gdb: break profsample")
    record.check("symptom: it fails", Outcome("it fails", False, 3))
    record.note("verdict: no symptom (not seen: it fails)", headline=True)
    shown = [line.split("] ", 1)[1] for line in lines]
    assert shown == ['sepc_after_yield, scenario "s", run 1', "  $ proftest",
                     "  gdb: break profsample", "    NOT  symptom: it fails: seen 3",
                     "verdict: no symptom (not seen: it fails)"]
    assert all(line.startswith("[") and "s] " in line for line in lines)


# --- a check compiled once, and the names gdb steps give ------------------------------

def test_a_check_is_compiled_once_knowing_what_it_reads():
    check = Expression("""
        len(samples) > 0 and all(stop.hart == 0 for stop in samples)
        and count(r'^proftest: (ALL OK|\\d+ FAILED)') == 1
        and panic in ('kerneltrap', "kfree: not a page") and not seen(r'no leaks: FAIL')
        and sepc is not None and sym('profsample') <= sepc < end('profsample')
    """, "expected/x.toml: scenario \"s\", symptom[0], check")
    assert check.names == ("len", "samples", "all", "count", "panic", "seen", "sepc", "sym",
                           "end")     # `stop` is the comprehension's own
    assert check.patterns == (r"^proftest: (ALL OK|\d+ FAILED)", "no leaks: FAIL")
    assert check.panics == ("kerneltrap", "kfree: not a page")
    assert check.symbols == ("profsample",)
    assert check.code is not None and "samples" in check.meaning


def test_a_loaded_check_is_an_expression_evaluated_without_parsing_again(monkeypatch):
    scenario = spec.parse_clinic(
        'title = "x"\n[[scenario]]\nname = "s"\nsteps = []\n'
        "[[scenario.symptom]]\nsays = 'a'\ncheck = \"panic == 'acquire' and seen(r'^x$')\"\n"
        'show = "panic"\n', "x.toml").scenarios[0]
    check = scenario.symptom[0]
    assert isinstance(check.check, Expression) and isinstance(check.show, Expression)
    assert (check.check.names, check.show.names) == (("panic", "seen"), ("panic",))
    assert (check.patterns, check.panics) == (("^x$",), ("acquire",))
    monkeypatch.setattr(expression, "parse", lambda *args: pytest.fail("parsed again"))
    outcome, = judge(scenario.symptom, names("x\n", scenario, panic="acquire"), "here")
    assert outcome.ok and outcome.seen == "acquire"


GDB_SCENARIO = '''
title = "x"
[[scenario]]
name = "s"
gdb = true
steps = [
  { break = "freeproc" },
  { stops = 2, name = "frees", eval = { word = "*(uint32 *)$a0", pid = "p->pid" } },
  { procs = true, name = "before" },
  { run = "proftest" },
  { procs = true, name = "after" },
]
[[scenario.symptom]]
says = "a"
check = "frees[0].word == 7"
'''

FREEPROC_STOPS = [
    {"hart": 1, "frames": [{"func": "freeproc", "args": {"p": "0x80010240 <proc+1104>"}},
                           {"func": "kwait", "args": {"addr": 0}}],
     "values": {"word": 7, "pid": 4}},
    {"hart": 2, "frames": [{"func": "kwait", "args": {"addr": 0}}], "values": {"word": 9}},
]


def _gdb_facts():
    scenario = spec.parse_clinic(GDB_SCENARIO, "x.toml").scenarios[0]
    row = {"slot": 3, "pid": 0, "state": "UNUSED", "prof": 0x8002e000, "name": ""}
    steps = [{"index": 1, "name": "frees", "kind": "stops", "stops": FREEPROC_STOPS},
             {"index": 2, "name": "before", "kind": "procs", "rows": [row]},
             {"index": 4, "name": "after", "kind": "procs",
              "rows": [dict(row, state="RUNNABLE", pid=5, name="sh"), dict(row, slot=4)]}]
    return scenario, facts(_record(steps=steps), scenario, kernel={})


def test_a_stops_step_gives_each_named_value_and_frame_argument_by_name():
    scenario, facts_ = _gdb_facts()
    assert scenario.steps[1].evals == {"word": "*(uint32 *)$a0", "pid": "p->pid"}
    assert evaluate("[stop.word for stop in frees]", facts_) == [7, 9]
    assert evaluate("(frees[0].hart, frees[0].frames, frees[0].pid)", facts_) == \
        (1, ["freeproc", "kwait"], 4)
    assert evaluate("frees[0].frame('freeproc').p", facts_) == "0x80010240 <proc+1104>"
    assert evaluate("addr(frees[0].frame('freeproc').p)", facts_) == 0x80010240
    assert evaluate("frees[0].frame('kwait').addr", facts_) == 0
    assert len(facts_["stops"]) == 2     # every stop, named or not


@pytest.mark.parametrize("check, wanted", [
    ("frees[1].pid == 4", "a stop has no value 'pid' (it has: word)"),
    ("frees[1].frame('freeproc').p == 0", "no frame of freeproc in kwait"),
    ("frees[0].frame('freeproc').pr == 0", "frame freeproc has no argument 'pr' (it has: p)"),
    ("frees[2].word == 7", "IndexError"),
])
def test_a_missing_frame_or_value_is_an_error_never_a_no(check, wanted):
    _, facts_ = _gdb_facts()
    outcome, = judge([_check("a", check)], facts_, "here")
    assert outcome.result == "error" and not outcome.ok, outcome
    assert wanted in outcome.error
    assert verdict([outcome], "", None, _scenario())[0] == ERROR


def test_named_procs_steps_keep_their_rows_apart():
    _, facts_ = _gdb_facts()
    assert evaluate("[(row.slot, row.state) for row in before]", facts_) == [(3, "UNUSED")]
    assert evaluate("[(row.slot, row.state, row.name) for row in after]", facts_) == \
        [(3, "RUNNABLE", "sh"), (4, "UNUSED", "")]
    assert evaluate("len(procs)", facts_) == 3     # procs: every row of every listing
    assert evaluate("any(row.state == 'UNUSED' and row.prof != 0 for row in before)", facts_)


def test_a_finish_step_gives_one_stop_and_none_when_it_took_none():
    scenario = _scenario()
    stop = {"hart": 0, "frames": [{"func": "profkernel", "args": {}}], "values": {"after": 5}}
    facts_ = facts(_record(steps=[{"index": 0, "name": "back", "kind": "finish",
                                   "stops": [stop]}]), scenario, kernel={})
    assert evaluate("(back.after, back.frames[0])", facts_) == (5, "profkernel")
    facts_ = facts(_record(steps=[{"index": 0, "name": "back", "kind": "finish", "stops": []}]),
                   scenario, kernel={})
    assert facts_["back"] is None


# An eval named like something a stop keeps for itself (its backtrace) is
# refused at load or read as the value, never silently hidden.
def test_an_eval_named_like_an_attribute_of_a_stop_is_refused_or_read():
    text = GDB_SCENARIO.replace('word = "*(uint32 *)$a0"', 'backtrace = "*(uint32 *)$a0"')
    try:
        scenario = spec.parse_clinic(text.replace("frees[0].word", "frees[0].backtrace"),
                                     "x.toml").scenarios[0]
    except ExpectationError:
        return   # refused at load, as hart and frames are
    stops = [dict(stop, values={"backtrace": 7}) for stop in FREEPROC_STOPS]
    facts_ = facts(_record(steps=[{"index": 1, "name": "frees", "kind": "stops",
                                   "stops": stops}]), scenario, kernel={})
    assert evaluate("frees[0].backtrace", facts_) == 7


# --- defines computed after the run ----------------------------------------------------

LATE = '''
title = "x"
[[scenario]]
name = "s"
gdb = true
steps = [{ break = "profsample" }, { stops = 3, name = "samples", eval = { sepc = "$sepc" } }]
values = { hot = 'hot loop: (\\d+) samples' }
[scenario.define]
lo = "align_up(end('pop_off'), 8)"
hi = "lo + 0x100"
user = "[stop for stop in samples if addr(stop.sepc) < 0x80000000]"
above = "[stop for stop in user if stop.hart > 0] + hot"
fails = "lines(r'^proftest: (.*): FAIL')"
[[scenario.symptom]]
says = "a user pc"
check = "len(user) == 1 and hi - lo == 0x100"
[[scenario.symptom]]
says = "it fails"
check = "len(fails) > 0"
'''


def test_a_define_that_reads_the_run_is_computed_after_it():
    scenario = spec.parse_clinic(LATE, "x.toml").scenarios[0]
    assert scenario.late == ("user", "above", "fails")
    assert list(scenario.early) == ["lo", "hi"]
    kernel = {"end": lambda name: 0x80000c43}
    for name, define in scenario.early.items():     # as symbols.kernel_names does
        kernel[name] = define.evaluate(kernel)
    assert (kernel["lo"], kernel["hi"]) == (0x80000c48, 0x80000d48)
    stops = [{"hart": 0, "frames": [], "values": {"sepc": pc}}
             for pc in ("0x80001e22", "0x356", "0x80000c48")]
    facts_ = facts(_record("proftest: hot loop: 30 samples\nproftest: no leaks: FAIL\n",
                           steps=[{"index": 1, "name": "samples", "kind": "stops",
                                   "stops": stops}]), scenario, kernel=kernel)
    assert [stop.sepc for stop in facts_["user"]] == ["0x356"]
    assert facts_["above"] == [30]
    assert facts_["fails"] == ["proftest: no leaks: FAIL"]
    assert [outcome.result for outcome in judge(scenario.symptom, facts_, "here")] == \
        ["yes", "yes"]


def test_a_late_define_that_raises_makes_the_checks_that_read_it_errors():
    scenario = spec.parse_clinic(LATE, "x.toml").scenarios[0]
    kernel = {"lo": 0x80000c48, "hi": 0x80000d48}
    facts_ = facts(_record(""), scenario, kernel=kernel)     # no stops step ran: no samples
    outcomes = judge(scenario.symptom, facts_, "here")
    assert outcomes[0].result == "error" and "define user raised" in outcomes[0].error
    assert outcomes[1].result == "no"     # fails reads the console only


def test_the_patterns_of_a_late_define_a_symptom_check_reads_are_mentioned():
    scenario = spec.parse_clinic(LATE, "x.toml").scenarios[0]
    assert r"^proftest: (.*): FAIL" in scenario.mentioned()
    assert unexpected_trouble("proftest: no leaks: FAIL\n", None, scenario) == []


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


def test_a_show_of_a_late_define_that_raised_cannot_show():
    scenario = spec.parse_clinic(LATE.replace('says = "it fails"', 'says = "it fails"\n'
                                              'show = "user"'), "x.toml").scenarios[0]
    facts_ = facts(_record(""), scenario, kernel={"lo": 0x80000c48, "hi": 0x80000d48})
    outcome = judge(scenario.symptom, facts_, "here")[1]
    assert outcome.result == "no"
    assert str(outcome.seen).startswith("cannot show: ") and "define user raised" in outcome.seen


def test_the_patterns_of_a_late_define_read_through_another_are_mentioned():
    scenario = spec.parse_clinic(LATE.replace('check = "len(fails) > 0"', 'check = "failed"')
                                 .replace("[[scenario.symptom]]\nsays = \"a user pc\"",
                                          'failed = "len(fails) > 0"\n[[scenario.symptom]]\n'
                                          'says = "a user pc"'), "x.toml").scenarios[0]
    assert "failed" in scenario.late
    assert unexpected_trouble("proftest: no leaks: FAIL\n", None, scenario) == []


def test_a_frame_argument_is_read_whatever_its_name():
    """A kernel function's argument may be called func or args: a frame
    keeps nothing of its own under a name an expression can read."""
    from harness.run.facts import Stop
    stop = Stop({"hart": 1, "frames": [{"func": "f", "args": {"func": "0x1", "args": "0x2"}}],
                 "values": {"values": 3}})
    assert evaluate("stop.frame('f').func", {"stop": stop}) == "0x1"
    assert evaluate("stop.frame('f').args", {"stop": stop}) == "0x2"
    assert evaluate("stop.values", {"stop": stop}) == 3
