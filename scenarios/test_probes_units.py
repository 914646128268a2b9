"""Timing probes (harness/probes.py) on event logs written here: nothing boots."""

import json

import pytest

from harness import probes

EVENTS = [
    {"t": 0.0, "side": "harness", "text": "booting on 3 harts"},
    {"t": 0.5, "side": "console", "text": "$ "},
    {"t": 1.0, "side": "typed", "text": "proftest; proftest"},
    {"t": 2.0, "side": "console", "text": "proftest: ..."},
    {"t": 2.5, "side": "gdb", "text": "stopped", "command": "continue"},
    {"t": 4.0, "side": "console", "text": "proftest: ALL OK"},
    {"t": 4.2, "side": "gdb", "text": "0x80", "command": "print $sepc"},
    {"t": 4.5, "side": "check", "text": "as the handout says"},
    {"t": 5.0, "side": "typed", "text": "echo hi"},
    {"t": 5.25, "side": "console", "text": "hi"},
]


def write_log(folder, events):
    folder.mkdir(parents=True)
    (folder / "transcript.jsonl").write_text("".join(json.dumps(e) + "\n" for e in events))


def test_each_kind_of_step_is_timed_from_its_events():
    assert probes.probe_times(EVENTS) == [
        ("boot", 0.5), ("typed proftest", 3.0), ("gdb continue", 0.5),
        ("gdb print", pytest.approx(0.2)), ("judging", pytest.approx(0.3)),
        ("typed echo", 0.25)]


def test_the_table_aggregates_every_log_under_the_folder(tmp_path):
    write_log(tmp_path / "a" / "run-1", EVENTS)
    write_log(tmp_path / "b" / "run-1", EVENTS[:2] + [dict(EVENTS[8], t=1.0),
                                                      dict(EVENTS[9], t=1.75)])
    found = {probe.name: probe for probe in probes.probes(tmp_path)}
    assert found["boot"].seconds == (0.5, 0.5)
    assert found["typed echo"].seconds == (0.25, 0.75)
    rows = probes.table(found.values())
    assert rows[0].startswith("| probe | n | total s | mean ± sd s | min s | max s |")
    assert rows[2] == "| typed proftest | 1 | 3.0 | 3.000 ± 0.000 | 3.000 | 3.000 |"
    assert "| typed echo | 2 | 1.0 | 0.500 ± 0.354 | 0.250 | 0.750 |" in rows
