"""One boot (harness/machine/boot.py), never started: a learner's boot
serves gdb to say where each hart is when a wait runs out."""

from types import SimpleNamespace


def test_a_hang_says_where_each_hart_is_as_function_and_offset(tmp_path, monkeypatch):
    from harness.machine import boot as booting
    from harness.machine.boot import Boot
    build = SimpleNamespace(kernel=tmp_path / "kernel", fs_image=tmp_path / "fs.img")
    boot = Boot(build, tmp_path, watch_hangs=True)
    assert boot.machine.gdb and boot.machine.on_timeout == boot.where_harts   # served anyway
    boot.gdb = SimpleNamespace()
    monkeypatch.setattr(booting, "harts_of", lambda gdb: [(0, "main", 0xe6), (1, "scheduler", 0),
                                                          (2, "??", None)])
    assert boot.where_harts() == "hart 0 in main+0xe6; hart 1 in scheduler; hart 2 in ??"
    assert not Boot(build, tmp_path).machine.gdb     # a suite's boot serves no gdb it needs not
