"""The event log of a run (harness/eventlog.py): recorded in order, read
back and rendered, and its short account, a line a boot, command, step,
check and verdict."""

import types

import pytest

from harness import eventlog
from harness.reports import render
from harness.run.judge import Outcome


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
                     "  gdb: break profsample", "    NOT  symptom: it fails: 3",
                     "verdict: no symptom (not seen: it fails)"]
    assert all(line.startswith("[") and "s] " in line for line in lines)


@pytest.mark.usefixtures("recorded_clinics")
def test_a_transcript_is_recorded_in_order_and_rendered(tmp_path):
    record = eventlog.EventLog(tmp_path / "transcript.jsonl", live=False)
    record.note("booting")
    record.typed("proftest")
    record.console("$ proftest\nproftest: ALL OK\n")
    record.gdb("backtrace", "#0 profsample (pr=0x87f05000, pc=854)\n#1 usertrap ()")
    outcome = types.SimpleNamespace(ok=True, result="yes", seen=(30, 30, 30),
                                    handout="30, 30, 30", error=None)
    record.check("hot loop", outcome)
    events = eventlog.load_events(tmp_path / "transcript.jsonl")
    assert [event["side"] for event in events] == ["harness", "typed", "console", "gdb", "check"]
    text = render.render_events(events)
    assert text.index("*booting*") < text.index("proftest: ALL OK") < text.index("(gdb) backtrace")
    assert "| hot loop | yes | (30, 30, 30) | 30, 30, 30 |" in text


@pytest.mark.usefixtures("recorded_clinics")
def test_the_short_account_goes_to_progress(tmp_path, monkeypatch):
    told = []
    monkeypatch.setattr(eventlog, "progress", told.append)
    record = eventlog.EventLog(tmp_path / "transcript.jsonl")
    record.note("booting the bug", headline=True)
    record.note("a detail")
    record.typed("proftest")
    record.check("hot loop", types.SimpleNamespace(ok=False, result="error", seen="?",
                                                   handout=None, error="no such value"))
    assert [line.split("] ", 1)[1] for line in told] == [
        "booting the bug", "  $ proftest", "    ERR  hot loop: ?"]


def _live(tmp_path, monkeypatch, seen, shown_as=None):
    """The short account's line of one check that saw `seen`."""
    told = []
    monkeypatch.setattr(eventlog, "progress", told.append)
    monkeypatch.setattr(eventlog, "_show", lambda event: None)
    record = eventlog.EventLog(tmp_path / "transcript.jsonl")
    record.check("symptom: x", Outcome("x", True, seen), shown_as)
    return told[-1].split("] ", 1)[1]


@pytest.mark.parametrize("seen, shown_as, line", [
    ((19, 19, 0), "{} samples, {} in range, {} in hot()",
     "    ok   symptom: x: 19 samples, 19 in range, 0 in hot()"),
    ('"proftest\\000\\000\\000\\000"', None, '    ok   symptom: x: "proftest"'),
    ([("0x0", "0x336"), ("0xa8", "0x336")], None,
     "    ok   symptom: x: 0x0, 0x336; 0xa8, 0x336"),
    (True, None, "    ok   symptom: x"),            # the mark says it: no "seen True"
    ([], None, "    ok   symptom: x: none"),
    ([None, ["0x8000000087efc008"]], None, "    ok   symptom: x: none; 0x8000000087efc008"),
    (2147484454, None, "    ok   symptom: x: 0x80000326"),
])
def test_a_check_s_line_says_its_value_in_words_not_as_python_writes_it(
        seen, shown_as, line, tmp_path, monkeypatch):
    said = _live(tmp_path, monkeypatch, seen, shown_as)
    assert said == line
    assert not any(python in said for python in ("('", "[(", "True", "False", "\\000", "None"))


def test_a_line_of_the_harness_never_starts_glued_to_the_console_s_prompt(tmp_path, capsys,
                                                                          monkeypatch):
    monkeypatch.setattr(eventlog, "_open_line", False)
    record = eventlog.EventLog(tmp_path / "transcript.jsonl")
    record.console("proftest: ALL OK\n$ ")          # the console stops at the prompt
    record.note("booting the reference")
    record.console("$ echo\n")
    record.note("done")
    err = capsys.readouterr().err
    assert "$ \n[" in err and "$ [" not in err
    assert "$ echo\n[" in err and "\n\n[" not in err    # a line that ended gets no blank one


@pytest.mark.parametrize("verbose", [False, True])
def test_gdb_s_exchanges_and_qemu_s_command_line_are_shown_live_only_when_verbose(
        verbose, tmp_path, capsys, monkeypatch):
    monkeypatch.setattr(eventlog, "verbose", verbose)
    monkeypatch.setattr(eventlog, "_open_line", False)
    record = eventlog.EventLog(tmp_path / "transcript.jsonl")
    record.note("booting on 3 harts, a copy of fs.img")
    record.note("QEMU: qemu-system-riscv64 -smp 3", detail=True)
    record.gdb("backtrace", "#0 profsample ()")
    err = capsys.readouterr().err
    assert "booting on 3 harts" in err
    assert ("qemu-system-riscv64" in err) == verbose and ("(gdb) backtrace" in err) == verbose
    kept = [event["text"] for event in eventlog.load_events(tmp_path / "transcript.jsonl")]
    assert kept == ["booting on 3 harts, a copy of fs.img", "QEMU: qemu-system-riscv64 -smp 3",
                    "#0 profsample ()"]                  # the log keeps them either way


@pytest.mark.parametrize("verbose", [False, True])
def test_the_kernel_s_boot_messages_are_live_only_when_verbose(verbose, tmp_path, capsys,
                                                               monkeypatch):
    """A student's account starts at the shell's first prompt; the log keeps
    the boot's messages either way."""
    monkeypatch.setattr(eventlog, "verbose", verbose)
    monkeypatch.setattr(eventlog, "_open_line", False)
    record = eventlog.EventLog(tmp_path / "transcript.jsonl")
    record.console("profclinic kernel: booting on hart 0\nhart 1 starting\n")
    record.console("init: starting sh\n$ ")
    record.console("proftest\nproftest: ALL OK\n$ ")
    err = capsys.readouterr().err
    assert ("hart 1 starting" in err) == verbose and ("init: starting sh" in err) == verbose
    assert "$ proftest\nproftest: ALL OK\n$ " in err
    kept = "".join(event["text"] for event in eventlog.load_events(tmp_path / "transcript.jsonl"))
    assert kept == ("profclinic kernel: booting on hart 0\nhart 1 starting\n"
                    "init: starting sh\n$ proftest\nproftest: ALL OK\n$ ")


def test_a_check_line_says_what_its_result_means_on_its_kernel(tmp_path, capsys, monkeypatch):
    """A check the bug must fail reads "differs", not as an error; in upper
    case only what is wrong of that kernel."""
    monkeypatch.setattr(eventlog, "_open_line", False)
    record = eventlog.EventLog(tmp_path / "transcript.jsonl")
    record.check("as the reference: 90% in hot()", Outcome("90% in hot()", False, [22, 21, 0]),
                 "{} samples, {} in range, {} in hot()", mark="differs",
                 label="reference: 90% in hot()")
    line = capsys.readouterr().err.strip().split("] ", 1)[1]
    assert line == "differs  reference: 90% in hot(): 22 samples, 21 in range, 0 in hot()"
    assert eventlog.load_events(tmp_path / "transcript.jsonl")[0]["text"] == \
        "as the reference: 90% in hot()"                  # the log keeps its words


def test_beside_a_clinic_s_bug_the_reference_s_console_is_left_to_its_log(tmp_path, capsys,
                                                                           monkeypatch):
    """What is typed still shows, each on a line of its own; the console
    is kept, and shown under -v."""
    monkeypatch.setattr(eventlog, "_open_line", False)
    record = eventlog.EventLog(tmp_path / "transcript.jsonl", console_live=False)
    record.console("init: starting sh\n$ ")
    record.typed("proftest")
    record.console("proftest\nproftest: hot loop: 30 samples, 30 in range, 30 in hot()\n$ ")
    err = capsys.readouterr().err
    assert "] $ proftest\n" in err and "hot loop" not in err
    kept = "".join(event["text"] for event in eventlog.load_events(tmp_path / "transcript.jsonl")
                   if event["side"] == "console")
    assert "proftest: hot loop: 30 samples" in kept
