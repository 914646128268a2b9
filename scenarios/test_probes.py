"""Timing probes (harness/probes.py) on event logs, run.json files and build
logs written here: nothing boots."""

import json

import pytest

from harness import probes
from harness.build import MAKE_TOOK

TIMING = [{"step": "boot", "seconds": 1.1}, {"step": "1 run: sh < mkinputs", "seconds": 2.0},
          {"step": "2 break: profsample", "seconds": 0.07},
          {"step": "3 stops: 4", "seconds": 11.25},
          {"step": "4 run: prof grep .*.*.*z b1", "seconds": 30.0}]

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


def write_run(folder, timing, **more):
    folder.mkdir(parents=True, exist_ok=True)
    run = {"bug": "b", "scenario": "s", "variant": "reference", "timing": timing, **more}
    (folder / "run.json").write_text(json.dumps(run))


def write_log(folder, events):
    folder.mkdir(parents=True)
    (folder / "transcript.jsonl").write_text("".join(json.dumps(e) + "\n" for e in events))


def test_each_kind_of_step_is_timed_from_its_events():
    assert probes.probe_times(EVENTS) == [
        ("typed proftest", 3.0), ("gdb continue", 0.5),
        ("gdb print", pytest.approx(0.2)), ("judging", pytest.approx(0.3)),
        ("typed echo", 0.25)]


def test_the_table_aggregates_every_log_under_the_folder(tmp_path):
    write_log(tmp_path / "a" / "run-1", EVENTS)
    write_log(tmp_path / "b" / "run-1", EVENTS[:2] + [dict(EVENTS[8], t=1.0),
                                                      dict(EVENTS[9], t=1.75)])
    write_run(tmp_path / "a" / "run-1", TIMING)
    (tmp_path / "build-reference.log").write_text(f"make: ...\n{MAKE_TOOK} 4.250 s, exit 0\n")
    (tmp_path / "build-cached.log").write_text("nothing was made\n")
    found = {probe.name: probe for probe in probes.probes(tmp_path)}
    assert found["typed echo"].seconds == (0.25, 0.75)
    assert found["build"].seconds == (4.25,)
    assert found["boot to the first prompt"].seconds == (1.1,)
    assert found["step stops"].seconds == (11.25,)
    assert found["step run"].seconds == (2.0, 30.0)
    rows = probes.table(found.values())
    assert rows[0].startswith("| probe | n | total s | mean ± sd s | min s | max s |")
    assert rows[2] == "| step run | 2 | 32.0 | 16.000 ± 19.799 | 2.000 | 30.000 |"   # largest first
    assert "| typed proftest | 1 | 3.0 | 3.000 ± 0.000 | 3.000 | 3.000 |" in rows
    assert "| typed echo | 2 | 1.0 | 0.500 ± 0.354 | 0.250 | 0.750 |" in rows


def test_wall_time_stands_beside_the_guest_time_where_a_clock_is_read(tmp_path):
    # gdb's boot: the kernel's ticks cover the whole boot (44.42 s of wall).
    write_run(tmp_path / "g" / "run-1", TIMING, scenario="gdb", guest_ticks=370)
    # prof's ticks cover its own steps: 30 s of wall for 25 s of guest time.
    write_run(tmp_path / "p" / "run-1", TIMING, scenario="prof",
              console="$ prof grep\nprof: 250 ticks\n")
    write_run(tmp_path / "n" / "run-1", TIMING, scenario="none", console="proftest: ALL OK\n")
    found = {times.name: times for times in probes.scenario_times(tmp_path)}
    gdb, prof, none = (found[f"b / {name} (reference)"] for name in ("gdb", "prof", "none"))
    assert (gdb.covered_wall, gdb.guest) == (pytest.approx(44.42), pytest.approx(37.0))
    assert gdb.row().endswith("| 44.4 | 37.0 | 1.201 (yes) |")
    assert (prof.covered_wall, prof.guest) == (30.0, pytest.approx(25.0))
    assert prof.row().endswith("| 30.0 | 25.0 | 1.200 (yes) |")
    assert none.row().endswith("| none read | | | |")
    text = probes.report(tmp_path)
    assert "| b / gdb (reference) | 1 | 44.4 | the kernel's ticks (gdb), whole boot |" in text
    assert "Over the 2 scenario(s) with a guest clock: 74.4 s of wall time for 62.0 s" in text
    path = probes.write(text, "what ran", tmp_path / "bench", today="2026-12-06")
    assert path.name == "probes-2026-12-06.md"
    assert path.read_text().startswith("# Where time went, 2026-12-06\n\nwhat ran\n\n## Timing")


def test_a_slow_scenario_is_outside_the_aim(tmp_path):
    write_run(tmp_path / "g" / "run-1", TIMING, guest_ticks=100)   # 44.42 s for 10 s
    (times,) = probes.scenario_times(tmp_path)
    assert times.row().endswith("| 4.442 (no) |")
