"""One QEMU machine (harness/machine/qemu.py), never started: its command
line, what it refuses to type, and what it keeps of its console."""

import shlex

import pytest

from harness.machine.consolelog import ConsoleLog
from harness.machine.qemu import Machine


def test_command_line_is_the_machine_of_the_handout(tmp_path):
    machine = Machine(tmp_path / "kernel", tmp_path / "fs.img", tmp_path)
    assert shlex.split(machine.command_line()) == [
        "qemu-system-riscv64", "-machine", "virt", "-bios", "none",
        "-kernel", str(tmp_path / "kernel"), "-m", "128M", "-smp", "3", "-nographic",
        "-global", "virtio-mmio.force-legacy=false",
        "-drive", f"file={tmp_path / 'fs.img'},if=none,format=raw,id=x0",
        "-device", "virtio-blk-device,drive=x0,bus=virtio-mmio-bus.0"]


def test_command_line_quotes_for_the_shell_and_escapes_commas_for_qemu(tmp_path):
    folder = tmp_path / "a b,c"
    machine = Machine(folder / "kernel", folder / "fs.img", tmp_path)
    words = shlex.split(machine.command_line())
    assert words[words.index("-kernel") + 1] == str(folder / "kernel")
    assert words[words.index("-drive") + 1].startswith(f"file={tmp_path}/a b,,c/fs.img,")


def test_run_refuses_what_the_console_cannot_take(tmp_path):
    machine = Machine(tmp_path / "kernel", tmp_path / "fs.img", tmp_path)
    with pytest.raises(ValueError, match="too long"):
        machine.run("echo " + "x" * 120)
    with pytest.raises(ValueError, match="one line"):
        machine.run("echo a\necho b")


def test_the_event_log_keeps_the_head_of_a_long_console(tmp_path, monkeypatch):
    import json
    from harness.eventlog import EventLog
    from harness.machine import qemu
    monkeypatch.setattr(qemu, "EVENT_CONSOLE", 100)
    machine = qemu.Machine("/k", "/fs", tmp_path,
                           transcript=EventLog(tmp_path / "t.jsonl", live=False))
    machine._log = ConsoleLog(tmp_path / "c.log")
    machine._log.write("x" * 60 + "\n")
    machine.record_console()
    machine._log.write("y" * 60 + "\n")
    machine.record_console()
    machine._log.write("z" * 60 + "\n")
    machine.record_console()                               # past the cap: nothing more
    machine._log.close()
    said = "".join(event.get("text", "") for event in map(
        json.loads, (tmp_path / "t.jsonl").read_text().splitlines()) if event["side"] == "console")
    assert said.startswith("x" * 60 + "\n" + "y" * 39)
    assert "z" not in said and "the rest is in machine.console.log" in said
