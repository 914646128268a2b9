"""make bench-pool's arithmetic (harness/trials/side_by_side.py), on made-up
logs and times: a boot's own seconds are its transcript's first to last
event, and a row names the longest boot when side by side misses the aim."""

import json

from harness.trials import side_by_side


def _transcript(path, times):
    path.mkdir(parents=True)
    (path / "transcript.jsonl").write_text(
        "".join(json.dumps({"t": t, "side": "harness", "text": "x"}) + "\n" for t in times))


def test_each_boot_s_own_seconds_are_its_first_to_last_event(tmp_path):
    _transcript(tmp_path / "a" / "run-1", [1.0, 5.0, 26.5])
    _transcript(tmp_path / "b" / "boot-1", [30.0, 31.5])
    _transcript(tmp_path / "b" / "boot-2", [40.0])        # one event: no length
    assert side_by_side.boot_seconds(tmp_path) == [25.5, 1.5]


def test_a_row_gives_both_ratios_and_names_a_boot_too_long_for_the_aim():
    row = side_by_side.row("b", "clinic", 40.0, 70.0, [30.0, 30.0, 10.0])
    assert "| 40 s | 70 s | 0.57 | 3 | 70 s | 30 s | 0.57 |" in row and "over" not in row
    over = side_by_side.row("b", "check", 50.0, 60.0, [45.0, 10.0])
    assert over.endswith("| 0.91 | over 0.6: its longest boot is 45 s |")
    slow = side_by_side.row("b", "check", 50.0, 60.0, [20.0, 20.0, 20.0])
    assert slow.endswith("| 0.83 | over 0.6 |")
