"""The harness's pure helpers, on recorded console text, and the build step
on small stand-in Makefiles; no kernel and no QEMU needed."""

import shlex

import pytest

from harness.build import make_tree
from harness.errors import BuildError, ConsoleTimeout
from harness.text import console
from harness.machine.qemu import Machine

MARKER = "end-7-a1b2c3"

# What the console shows for `echo hello; echo MARKER` (QEMU turns "\n" into "\r\n").
ECHO_HELLO = f"$ echo hello; /echo {MARKER}\r\nhello\r\n{MARKER}\r\n$ "


def test_normalize_turns_every_line_end_into_newline():
    assert console.normalize("a\r\nb\rc\n") == "a\nbc\n"


def test_last_lines_keeps_the_tail():
    assert console.last_lines("1\r\n2\r\n3\r\n", 2) == ["2", "3"]


def test_markers_are_unique():
    assert len({console.new_marker() for _ in range(100)}) == 100


def test_marked_command():
    assert console.marked_command("ls", MARKER) == f"ls; /echo; /echo {MARKER}"


def test_command_output_that_ends_without_a_newline():
    # `sh < script` leaves its last prompt open; the bare /echo ends that line.
    received = f"$ sh < s; /echo; /echo {MARKER}\r\n$ $ $ \r\n{MARKER}\r\n"
    assert console.command_output(received, MARKER) == "$ $ $ "


def test_end_of_output_skips_the_echoed_line():
    found = console.end_of_output(MARKER).search(ECHO_HELLO)
    assert found is not None
    assert ECHO_HELLO[:found.start()].endswith("hello")


def test_end_of_output_needs_a_line_of_its_own():
    assert console.end_of_output(MARKER).search(f"$ ls; /echo {MARKER}\r\n") is None
    assert console.end_of_output(MARKER).search(f"no newline{MARKER}\r\n") is None


def test_command_output_drops_prompt_echo_and_marker():
    assert console.command_output(ECHO_HELLO, MARKER) == "hello"


def test_command_output_of_a_silent_command_is_empty():
    assert console.command_output(f"$ mkdir d; /echo {MARKER}\r\n{MARKER}\r\n", MARKER) == ""
    # As run() receives it: up to the newline before the marker line.
    assert console.command_output(f"mkdir d; /echo {MARKER}", MARKER) == ""


def test_command_output_keeps_lines_and_what_came_before_is_dropped():
    received = (f"hart 2 starting\r\n$ ls; /echo {MARKER}\r\n"
                f".              1 1 1024\r\nREADME         2 2 2305\r\n{MARKER}\r\n")
    assert console.command_output(received, MARKER) == (
        ".              1 1 1024\nREADME         2 2 2305")


def test_command_output_keeps_lines_interleaved_from_other_harts():
    received = f"$ cat f; /echo {MARKER}\r\nfirst\r\nhart 1: trap\r\nsecond\r\n{MARKER}\r\n"
    assert console.command_output(received, MARKER) == "first\nhart 1: trap\nsecond"


def test_command_output_keeps_a_dollar_sign_in_the_output():
    received = f"$ echo $ x; /echo {MARKER}\r\n$ x\r\n{MARKER}\r\n"
    assert console.command_output(received, MARKER) == "$ x"


def test_find_panic_with_registers_on_one_line():
    text = ("$ usertests -q\r\nusertests starting\r\n"
            "scause=0x000000000000000d sepc=0x0000000080002b1e stval=0x0000000000000000\r\n"
            "panic: kerneltrap\r\n")
    panic = console.find_panic(text)
    assert panic.message == "kerneltrap"
    assert panic.registers == {"scause": "0x000000000000000d",
                               "sepc": "0x0000000080002b1e",
                               "stval": "0x0000000000000000"}


def test_find_panic_with_registers_on_lines_of_their_own_and_other_harts():
    text = ("scause 0xf\nsepc=0x80001234 stval=0x10\nhart 2 starting\n"
            "panic: acquire: lock held\nhart 1 starting\n")
    panic = console.find_panic(text)
    assert panic.message == "acquire: lock held"
    assert panic.registers == {"scause": "0xf", "sepc": "0x80001234", "stval": "0x10"}
    assert panic.line == 3


def test_find_panic_without_registers():
    assert console.find_panic("init: starting sh\npanic: init exiting\n").registers == {}


def test_find_panic_takes_the_first():
    assert console.find_panic("panic: first\npanic: second\n").message == "first"


def test_find_panic_in_a_clean_console():
    assert console.find_panic("usertests starting\ntest copyin: OK\nALL TESTS PASSED\n") is None


def test_live_panic_pattern_waits_for_the_end_of_the_line():
    assert console.PANIC.search("panic: half a mess") is None
    assert console.PANIC.search("panic: whole\r\n").group(1) == "whole"


def test_timeout_message_tells_a_hang_from_wrong_output(tmp_path):
    log = tmp_path / "machine.console.log"
    hang = ConsoleTimeout("the end of `ls`", 30, True, ["$ ls"], log)
    wrong = ConsoleTimeout("/ALL TESTS PASSED/", 2.5, False, ["SOME TESTS FAILED"], log)
    assert "waited 30 s for the end of `ls`" in str(hang)
    assert "nothing arrived" in str(hang) and "hung" in str(hang)
    assert "waited 2.5 s" in str(wrong) and "not what was wanted" in str(wrong)
    for error in (hang, wrong):
        assert str(log) in str(error)
    assert "  | SOME TESTS FAILED" in str(wrong)


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


def _makefile(folder, recipe):
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "Makefile").write_text(f"all:\n\t{recipe}\n")
    return folder


def test_build_failure_shows_makes_last_lines(tmp_path):
    source = _makefile(tmp_path / "src", "@echo compiling; echo 'kernel/prof.c:3: error: boom' >&2; exit 3")
    with pytest.raises(BuildError) as failure:
        make_tree(source, log_path=tmp_path / "build.log")
    message = str(failure.value)
    assert "exit status 2" in message and "Error 3" in message
    assert "kernel/prof.c:3: error: boom" in message
    assert str(tmp_path / "build.log") in message
    assert "compiling" in (tmp_path / "build.log").read_text()


def test_build_that_hangs_is_stopped(tmp_path):
    source = _makefile(tmp_path / "src", "@echo waiting; sleep 60")
    with pytest.raises(BuildError, match=r"did not finish in 1 s"):
        make_tree(source, timeout=1)


def test_build_without_products_is_an_error(tmp_path):
    source = _makefile(tmp_path / "src", "@true")
    with pytest.raises(BuildError, match=r"made no .*kernel"):
        make_tree(source)


def test_run_refuses_what_the_console_cannot_take(tmp_path):
    machine = Machine(tmp_path / "kernel", tmp_path / "fs.img", tmp_path)
    with pytest.raises(ValueError, match="too long"):
        machine.run("echo " + "x" * 120)
    with pytest.raises(ValueError, match="one line"):
        machine.run("echo a\necho b")


def test_verbose_workers_start():
    """`make test ARGS=-v`: under -v a pytest-xdist worker runs its tests
    outside its main thread, where no signal handler can be set; the run
    must start all the same (it stopped with INTERNALERROR, 2026-12-04)."""
    import subprocess
    import sys
    done = subprocess.run([sys.executable, "-m", "pytest", "-n", "2", "-v", "-p", "no:cacheprovider",
                           "scenarios/test_measured_rates.py", "-k", "clopper or budget"],
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-2000:]
    assert " passed in " in done.stdout and "error" not in done.stdout, done.stdout[-2000:]


def test_the_long_groups_are_queued_first(request):
    """make test's xdist queues work by each group's first item: the
    clinics and the long boots must come before every other test, or one
    worker runs them alone at the end."""
    import conftest
    ranks = [conftest._group_first(item) for item in request.session.items]
    assert ranks == sorted(ranks)
