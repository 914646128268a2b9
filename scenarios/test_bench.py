"""Where a test run's time goes (harness/bench.py), on event logs and
symbol files written here: nothing boots."""

from harness import bench


def test_bench_splits_a_run_into_boot_guest_and_gdb(tmp_path):
    events = ['{"t": 0, "side": "harness", "text": "booting reference"}',
              '{"t": 2, "side": "console", "text": "$ "}',
              '{"t": 2.5, "side": "typed", "text": "ls"}',
              '{"t": 3.5, "side": "console", "text": "README"}',
              '{"t": 4, "side": "gdb", "text": "done", "command": "bt"}']
    (tmp_path / "run-1").mkdir()
    (tmp_path / "run-1" / "transcript.jsonl").write_text("\n".join(events) + "\n")
    assert bench.split(tmp_path) == {"boot": 2.0, "guest": 1.0, "gdb": 0.5}


def test_bench_reads_the_text_size_from_the_symbol_file(tmp_path):
    (tmp_path / "kernel.sym").write_text("0000000080000000 _entry\n0000000080007a10 etext\n")
    assert bench.text_size(tmp_path / "kernel") == 0x7a10
