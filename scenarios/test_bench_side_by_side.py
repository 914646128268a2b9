"""The arithmetic of make bench-pool (harness/trials/side_by_side.py) and
make bench-test (harness/trials/suite_shares.py), on made-up logs and
times: a boot's own seconds are its transcript's first to last event, a
row names the longest boot when side by side misses the aim, and make
test's time is summed by test file and held to its budget."""

import json

from harness.trials import side_by_side, suite_shares


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
    assert over.endswith("| 0.91 | passed (exit 0, 0) | over 0.6: its longest boot is 45 s |")
    slow = side_by_side.row("b", "check", 50.0, 60.0, [20.0, 20.0, 20.0], (1, 0))
    assert slow.endswith("| 0.83 | FAILED (exit 1, 0) | over 0.6 |")


def test_make_test_s_time_is_summed_by_test_file_and_held_to_its_budget(tmp_path):
    report = tmp_path / "report.xml"
    report.write_text(
        '<testsuites><testsuite>'
        '<testcase classname="scenarios.test_cli" name="a" time="2.5"/>'
        '<testcase classname="scenarios.test_cli" name="b" time="1.5"/>'
        '<testcase classname="expected.sepc_after_yield.toml" name="bug[x]" time="30"/>'
        '</testsuite></testsuites>')
    found = suite_shares.shares(report)
    assert found == {"expected/sepc_after_yield.toml": 30.0, "scenarios/test_cli.py": 4.0}
    assert "within its budget of 540 s (40 s to spare)" in suite_shares.table(found, 500.0)
    over = suite_shares.table(found, 560.0)
    assert "OVER its budget of 540 s by 20 s" in over
    assert "| expected/sepc_after_yield.toml | 30 s | 88.2% |" in over
