"""What a check may read of one run, by name (harness/run/facts.py): the
console's values and functions, a panic's registers, what gdb's steps
read, and the defines computed after the run; on made-up runs.  A check
that reads what is not there is an error, never a no."""

import pytest

from harness.endings import ERROR
from harness.errors import ExpectationError
from harness.expected import spec
from harness.run.facts import facts
from harness.run.judge import judge, unexpected_trouble, verdict

from support import check_of, evaluate, facts_of, facts_run, scenario_of

# The trap registers kerneltrap prints before its panic, as the console shows them.
KERNELTRAP = {"scause": "0xd", "sepc": "0x8000647e", "stval": "0x8000000087eff008"}


def test_values_and_console_functions():
    facts_ = facts_of()
    assert evaluate("hot", facts_) == [(30, 22, 12)]
    assert evaluate("hot[0][2] < 0.9 * hot[0][0]", facts_) is True
    assert evaluate("count(r': FAIL$')", facts_) == 2
    assert evaluate("seen(r'^proftest: no leaks: FAIL')", facts_) is True
    assert evaluate("lines('FAILED')", facts_) == ["proftest: 2 FAILED"]
    assert evaluate("numbers(r'free pages (\\d+) before')", facts_) == [32440]


def test_a_line_the_kernel_printed_into_usertests_last_line_does_not_hide_it():
    """grade-bench's printf-in-sample tree of no_range_check, 2026-12-07:
    another hart's "sample 0x..." cut ALL TESTS PASSED after its "A"."""
    chatter = "".join(f"sample 0x8000{pc:04x}\n" for pc in range(0x20, 0x34))
    cut = f"$ usertests -q\n{chatter}Asample 0x80001a2c\nLL TESTS PASSED\n$ "
    facts_ = facts_of(cut)
    assert evaluate("seen(r'^ALL TESTS PASSED')", facts_) is True
    assert evaluate("count(r'^sample 0x')", facts_) == 21


def test_panic_registers_become_numbers():
    facts_ = facts_of("", panic="kerneltrap", registers=KERNELTRAP)
    assert evaluate("panic == 'kerneltrap' and scause == 13", facts_)
    assert evaluate("stval >> 63", facts_) == 1


def test_comprehensions_see_the_facts_and_functions():
    stops = [{"hart": 0, "frames": [], "values": {"sepc": "0x356"}},
             {"hart": 2, "frames": [], "values": {"sepc": 854}}]
    facts_ = facts_of(steps=[{"index": 0, "name": None, "kind": "stops", "stops": stops}])
    assert evaluate("[hex(addr(s.sepc)) for s in stops]", facts_) == ["0x356", "0x356"]
    assert evaluate("all(s.hart == 0 for s in stops)", facts_) is False


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
    return scenario, facts(facts_run(steps=steps), scenario, kernel={})


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
    outcome, = judge([check_of("a", check)], facts_, "here")
    assert outcome.result == "error" and not outcome.ok, outcome
    assert wanted in outcome.error
    assert verdict([outcome], "", None, scenario_of())[0] == ERROR


def test_named_procs_steps_keep_their_rows_apart():
    _, facts_ = _gdb_facts()
    assert evaluate("[(row.slot, row.state) for row in before]", facts_) == [(3, "UNUSED")]
    assert evaluate("[(row.slot, row.state, row.name) for row in after]", facts_) == \
        [(3, "RUNNABLE", "sh"), (4, "UNUSED", "")]
    assert evaluate("len(procs)", facts_) == 3     # procs: every row of every listing
    assert evaluate("any(row.state == 'UNUSED' and row.prof != 0 for row in before)", facts_)


def test_a_finish_step_gives_one_stop_and_none_when_it_took_none():
    scenario = scenario_of()
    stop = {"hart": 0, "frames": [{"func": "profkernel", "args": {}}], "values": {"after": 5}}
    facts_ = facts(facts_run(steps=[{"index": 0, "name": "back", "kind": "finish",
                                   "stops": [stop]}]), scenario, kernel={})
    assert evaluate("(back.after, back.frames[0])", facts_) == (5, "profkernel")
    facts_ = facts(facts_run(steps=[{"index": 0, "name": "back", "kind": "finish", "stops": []}]),
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
    facts_ = facts(facts_run(steps=[{"index": 1, "name": "frees", "kind": "stops",
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
    facts_ = facts(facts_run("proftest: hot loop: 30 samples\nproftest: no leaks: FAIL\n",
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
    facts_ = facts(facts_run(""), scenario, kernel=kernel)     # no stops step ran: no samples
    outcomes = judge(scenario.symptom, facts_, "here")
    assert outcomes[0].result == "error" and "define user raised" in outcomes[0].error
    assert outcomes[1].result == "no"     # fails reads the console only


def test_the_patterns_of_a_late_define_a_symptom_check_reads_are_mentioned():
    scenario = spec.parse_clinic(LATE, "x.toml").scenarios[0]
    assert r"^proftest: (.*): FAIL" in scenario.mentioned()
    assert unexpected_trouble("proftest: no leaks: FAIL\n", None, scenario) == []


def test_a_show_of_a_late_define_that_raised_cannot_show():
    scenario = spec.parse_clinic(LATE.replace('says = "it fails"', 'says = "it fails"\n'
                                              'show = "user"'), "x.toml").scenarios[0]
    facts_ = facts(facts_run(""), scenario, kernel={"lo": 0x80000c48, "hi": 0x80000d48})
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
