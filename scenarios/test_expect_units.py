"""Expectations and transcripts, on recorded text: no QEMU, no gdb."""

import pytest

from harness import expect, transcript
from harness.build import known_variants
from harness.clinic import Run, reference_failures
from harness.console import Panic
from harness.errors import ExpectationError

PROFTEST_FAIL = """\
proftest: arguments, and profile(0, 0, 0) stops: OK
proftest: hot loop: 30 samples, 22 in range, 12 in hot()
proftest: most samples in the hot loop: FAIL
proftest: free pages 32440 before, 32470 after
proftest: no leaks: FAIL
proftest: 2 FAILED
"""


def names(text=PROFTEST_FAIL, **more):
    return expect.facts(text, values={"hot": r"hot loop: (\d+) samples, (\d+) in range, (\d+) in hot"},
                        **more)


def test_every_expected_file_loads_and_has_its_patch():
    clinics = expect.clinic_names()
    assert clinics == sorted(known_variants()[1:]), "expected/ and bugs/ must pair up"
    for name in clinics:
        clinic = expect.load_clinic(name)
        assert clinic.scenarios and all(s.symptom and s.reference for s in clinic.scenarios)


def test_values_and_console_functions():
    facts = names()
    assert expect.evaluate("hot", facts) == [(30, 22, 12)]
    assert expect.evaluate("hot[0][2] < 0.9 * hot[0][0]", facts) is True
    assert expect.evaluate("count(r': FAIL$')", facts) == 2
    assert expect.evaluate("seen(r'^proftest: no leaks: FAIL')", facts) is True
    assert expect.evaluate("lines('FAILED')", facts) == ["proftest: 2 FAILED"]
    assert expect.evaluate("numbers(r'free pages (\\d+) before')", facts) == [32440]


def test_panic_registers_become_numbers():
    panic = Panic("kerneltrap", {"scause": "0xd", "sepc": "0x8000647e",
                                 "stval": "0x8000000087eff008"})
    facts = names("", panic=panic)
    assert expect.evaluate("panic == 'kerneltrap' and scause == 13", facts)
    assert expect.evaluate("stval >> 63", facts) == 1


def test_comprehensions_see_the_facts_and_functions():
    facts = names(stops=[{"hart": 0, "$sepc": "0x356"}, {"hart": 2, "$sepc": 854}])
    assert expect.evaluate("[hex(addr(s['$sepc'])) for s in stops]", facts) == ["0x356", "0x356"]
    assert expect.evaluate("all(s['hart'] == 0 for s in stops)", facts) is False


@pytest.mark.parametrize("text", ["console.splitlines()", "__import__('os')", "open('x')",
                                  "(lambda: 1)()", "x := 1"])
def test_expressions_outside_the_allowed_forms_are_refused(text):
    with pytest.raises(ExpectationError):
        expect.evaluate(text, names())


def test_a_malformed_expected_file_names_itself(tmp_path):
    (tmp_path / "broken.toml").write_text('title = "x"\n[[scenario]]\nname = "y"\n')
    with pytest.raises(ExpectationError, match=r"broken.toml.*steps"):
        expect.load_clinic("broken", root=tmp_path)
    (tmp_path / "bad.toml").write_text(
        'title = "x"\n[[scenario]]\nname = "y"\nsteps = []\n'
        'symptom = [{ says = "s", check = "console.upper()" }]\n')
    with pytest.raises(ExpectationError, match=r"bad.toml.*Attribute"):
        expect.load_clinic("bad", root=tmp_path)


def _check(says, ok):
    return expect.Outcome(says, ok, ok)


def _scenario(symptom=(), known_trouble=(), values=None):
    return expect.Scenario("s", [], [expect.Check(says, check) for says, check in symptom], [],
                           values=values or {}, known_trouble=list(known_trouble))


def test_verdicts():
    plain = _scenario()
    assert expect.verdict([_check("a", True)], "", None, plain)[0] == expect.SYMPTOM
    kind, detail = expect.verdict([_check("a", False)], PROFTEST_FAIL, None, plain)
    assert kind == expect.DIFFERENT and "most samples in the hot loop: FAIL" in detail
    known = _scenario(known_trouble=["hot loop: FAIL", "no leaks: FAIL", r"\d+ FAILED"])
    assert expect.verdict([_check("a", False)], PROFTEST_FAIL, None, known)[0] == \
        expect.NO_SYMPTOM
    kind, detail = expect.verdict([_check("a", False)], "", Panic("acquire"), plain)
    assert kind == expect.DIFFERENT and "panic: acquire" in detail


def test_the_symptom_and_a_panic_the_file_does_not_mention_say_both():
    # An extra clinic: kfork shares the parent's histogram; its FAIL line is
    # the symptom, and then the kernel panics, which the file never mentions.
    console = "proftest: fork does not inherit the profile: FAIL\npanic: kerneltrap\n"
    scenario = _scenario(symptom=[("fork", "seen(r'fork does not inherit the profile: FAIL')")])
    outcomes = expect.judge(scenario.symptom, names(console), "here")
    kind, detail = expect.verdict(outcomes, console, Panic("kerneltrap"), scenario)
    assert kind == expect.SYMPTOM_AND_MORE and "panic: kerneltrap" in detail
    assert "fork does not inherit" not in detail   # that line is the symptom's own


def test_a_panic_a_symptom_check_names_is_mentioned():
    scenario = _scenario(symptom=[("panics", "panic == 'kerneltrap'")])
    outcomes = expect.judge(scenario.symptom, names("", panic=Panic("kerneltrap")), "here")
    assert expect.verdict(outcomes, "panic: kerneltrap\n", Panic("kerneltrap"), scenario) == \
        (expect.SYMPTOM, "every symptom check holds")


def test_a_check_that_raises_is_an_error_not_a_no():
    outcome, = expect.judge([expect.Check("a stop", "stops[0]['hart'] == 0")], names(), "here")
    assert not outcome.ok and outcome.result == "error"
    assert "IndexError" in outcome.error
    kind, detail = expect.verdict([outcome], "", None, _scenario())
    assert kind == expect.ERROR and "IndexError" in detail


def test_a_panic_the_file_does_not_mention_explains_a_check_that_raised():
    # no_range_check's stray increments: the kernel panics before prof
    # prints its totals, so a check of those totals has nothing to read.
    scenario = _scenario(symptom=[("no crash", "panic is None"), ("lost", "total[0] > 0")])
    facts = expect.facts("", values={"total": r"(\d+) samples"}, panic=Panic("kfree: not a page"))
    outcomes = expect.judge(scenario.symptom, facts, "here")
    assert outcomes[1].result == "error"
    kind, detail = expect.verdict(outcomes, "", Panic("kfree: not a page"), scenario)
    assert kind == expect.DIFFERENT and detail.startswith("panic: kfree: not a page")
    assert "a check raised: lost:" in detail and "IndexError" in detail


def test_a_show_that_raises_changes_nothing():
    check = expect.Check("holds", "1 == 1", show="stops[0]")
    outcome, = expect.judge([check], names(), "here")
    assert outcome.ok and outcome.error is None and outcome.result == "yes"
    assert outcome.seen.startswith("cannot show: ")


def test_readable_console_drops_the_end_markers():
    raw = "$ proftest; /echo; /echo end-3-a1b2c3\r\nproftest: ALL OK\r\n\r\nend-3-a1b2c3\r\n$ "
    assert transcript.readable_console(raw) == "$ proftest\nproftest: ALL OK\n$ "


def test_a_transcript_is_recorded_in_order_and_rendered(tmp_path):
    record = transcript.Transcript(tmp_path / "transcript.jsonl", live=False)
    record.note("booting")
    record.typed("proftest")
    record.console("$ proftest\nproftest: ALL OK\n")
    record.gdb("backtrace", "#0 profsample (pr=0x87f05000, pc=854)\n#1 usertrap ()")
    record.check("hot loop", expect.Outcome("hot loop", True, (30, 30, 30), "30, 30, 30"))
    events = transcript.load(tmp_path / "transcript.jsonl")
    assert [event["side"] for event in events] == ["harness", "typed", "console", "gdb", "check"]
    text = transcript.render_events(events)
    assert text.index("*booting*") < text.index("proftest: ALL OK") < text.index("(gdb) backtrace")
    assert "| hot loop | yes | (30, 30, 30) | 30, 30, 30 |" in text


def test_what_the_bug_also_prints_is_trouble_on_the_reference():
    scenario = _scenario(symptom=[("hot", "seen(r'hot loop: FAIL')")])
    scenario.bug_also_prints = [r"^proftest: no leaks: FAIL"]
    console = "proftest: no leaks: FAIL\n"
    assert expect.unexpected_trouble(console, None, scenario, on_bug=True) == []
    assert expect.unexpected_trouble(console, None, scenario) == ["proftest: no leaks: FAIL"]


def test_a_panic_a_check_names_in_a_tuple_is_mentioned():
    scenario = _scenario(symptom=[("fails later", "panic in ('kfree: not a page', 'freewalk: leaf')")])
    assert expect.unexpected_trouble("", Panic("kfree: not a page"), scenario) == []
    assert expect.unexpected_trouble("", Panic("kfree: not a pagex"), scenario) == \
        ["panic: kfree: not a pagex"]
    assert expect.unexpected_trouble("", Panic("sched locks"), scenario) == ["panic: sched locks"]


def test_one_malformed_file_leaves_the_other_clinics_loaded(tmp_path):
    good = (expect.EXPECTED / "free_on_exec.toml").read_text()
    (tmp_path / "free_on_exec.toml").write_text(good)
    (tmp_path / "broken.toml").write_text(good.replace("timeout = 60", "timout = 60", 1))
    clinics, broken = expect.load_clinics(tmp_path)
    assert [clinic.bug for clinic in clinics] == ["free_on_exec"]
    assert list(broken) == ["broken"]
    assert "broken.toml" in str(broken["broken"]) and "'timout'" in str(broken["broken"])


def _run(verdict, symptom=(), reference=()):
    return Run("reference", "bug", "s", 1, "/tmp", verdict=verdict, detail="d",
               symptom=list(symptom), reference=list(reference))


def test_a_reference_run_fails_on_an_error_a_symptom_or_a_check_that_does_not_hold():
    holds = expect.Outcome("own check", True, True)
    assert reference_failures(_run(expect.NO_SYMPTOM, reference=[holds])) == []
    raised = expect.Outcome("a symptom check", False, None, error="IndexError: list index")
    why = reference_failures(_run(expect.ERROR, symptom=[raised], reference=[holds]))
    assert why and "error" in why[0]
    own_raised = expect.Outcome("own check", False, None, error="KeyError: 'hart'")
    assert "KeyError" in reference_failures(_run(expect.NO_SYMPTOM, reference=[own_raised]))[0]
    part = expect.Outcome("a part of the symptom", True, True)
    assert "shows part of the symptom" in \
        reference_failures(_run(expect.NO_SYMPTOM, symptom=[part], reference=[holds]))[0]
    context = expect.Outcome("nothing crashes", True, True, context=True)
    assert reference_failures(_run(expect.NO_SYMPTOM, symptom=[context], reference=[holds])) == []


def test_the_short_account_has_a_line_a_boot_command_step_check_and_verdict(tmp_path,
                                                                          monkeypatch):
    lines = []
    monkeypatch.setattr(transcript, "progress", lines.append)
    monkeypatch.setattr(transcript, "_show", lambda event: None)   # no standard error here
    record = transcript.Transcript(tmp_path / "transcript.jsonl")
    record.note("sepc_after_yield, scenario \"s\", run 1", headline=True)
    record.note("booting on 3 harts")               # not in the short account
    record.typed("proftest")
    record.console("$ proftest\nproftest: ALL OK\n")   # nor the console
    record.step("gdb: break profsample")
    record.check("symptom: it fails", expect.Outcome("it fails", False, 3))
    record.note("verdict: no symptom (not seen: it fails)", headline=True)
    shown = [line.split("] ", 1)[1] for line in lines]
    assert shown == ['sepc_after_yield, scenario "s", run 1', "  $ proftest",
                     "  gdb: break profsample", "    NOT  symptom: it fails: seen 3",
                     "verdict: no symptom (not seen: it fails)"]
    assert all(line.startswith("[") and "s] " in line for line in lines)
