"""The event log of a run (harness/eventlog.py): recorded in order, read
back, and its short account, a line a boot, command, step, check and
verdict."""

from harness import eventlog
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
