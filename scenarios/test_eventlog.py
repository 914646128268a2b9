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
                     "  gdb: break profsample", "    NOT  symptom: it fails: seen 3",
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
        "booting the bug", "  $ proftest", "    ERR  hot loop: seen ?"]
