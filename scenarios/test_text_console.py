"""The console's text rules (harness/text/console.py) on recorded console
text: a command's output, markers, panics.  No kernel and no QEMU needed."""

import pytest

from harness.text import console
from harness.text.console import readable_console

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


def test_end_of_output_is_never_the_typed_line():
    assert console.end_of_output(MARKER).search(f"$ ls; /echo {MARKER}\r\n") is None


def test_a_marker_after_an_open_line_ends_the_output():
    # xv6-riscv's bare echo prints nothing: after `sh < script`, whose
    # prompts leave the last line open, the marker follows them.
    received = f"$ sh < s; /echo; /echo {MARKER}\r\n$ $ $ {MARKER}\r\n$ "
    found = console.end_of_output(MARKER).search(received)
    assert found is not None and received[:found.start()].endswith("$ $ $ ")
    assert console.command_output(received[:found.start()], MARKER) == "$ $ $ "
    assert console.command_output(received, MARKER) == "$ $ $ "
    assert console.readable_console(received) == "$ sh < s\n$ $ $ $ "


def test_a_marker_after_output_ending_in_a_newline_gives_the_same_output_on_both_kernels():
    on_base = f"$ cat f; /echo; /echo {MARKER}\r\nfirst\r\n\r\n{MARKER}\r\n"
    on_xv6 = f"$ cat f; /echo; /echo {MARKER}\r\nfirst\r\n{MARKER}\r\n"
    for received in (on_base, on_xv6):
        found = console.end_of_output(MARKER).search(received)
        assert console.command_output(received[:found.start()], MARKER) == "first"
        assert console.readable_console(received) == "$ cat f\nfirst\n"


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


def test_readable_console_drops_the_end_markers():
    raw = "$ proftest; /echo; /echo end-3-a1b2c3\r\nproftest: ALL OK\r\n\r\nend-3-a1b2c3\r\n$ "
    assert readable_console(raw) == "$ proftest\nproftest: ALL OK\n$ "


WATCHED_BOOT = ("profclinic kernel: booting on hart 0\nhart 1 starting\ninit: starting sh\n"
                "$ proftest\nproftest: arguments, and profile(0, 0, 0) stops: OK\n"
                "proftest: hot loop: 22 samples, 21 in range, 0 in hot()\n"
                "proftest: most samples in the hot loop: FAIL\nproftest: no leaks: OK\n"
                "proftest: 1 FAILED\n$ ")


@pytest.mark.parametrize("size", [1, 2, 3, 7, 10, 33, 1000])
def test_a_student_watches_from_the_first_prompt_without_proftest_s_passed_checks(size):
    """However the console's text comes in chunks, what is shown is the same:
    from the shell's first prompt, proftest's figures and FAIL lines and its
    last line, and no check of its that printed OK."""
    watched = console.Watched()
    shown = "".join(watched.feed(WATCHED_BOOT[at:at + size])
                    for at in range(0, len(WATCHED_BOOT), size))
    assert shown == ("$ proftest\nproftest: hot loop: 22 samples, 21 in range, 0 in hot()\n"
                     "proftest: most samples in the hot loop: FAIL\nproftest: 1 FAILED\n$ ")
    assert watched.left_out == 2


def test_a_student_watches_usertests_by_its_failures_and_its_end():
    watched = console.Watched()
    shown = watched.feed("$ usertests -q\nusertests starting\ntest forkwait: OK\n"
                         "usertrap: pid 342 (usertests) killed: scause 0xd sepc 0x132\n"
                         "test sbrkgrow: FAILED\nusertrap: pid 9 (sh) killed: scause 0xd\n"
                         "SOME TESTS FAILED\n$ ")
    assert shown == ("$ usertests -q\nusertests starting\ntest sbrkgrow: FAILED\n"
                     "usertrap: pid 9 (sh) killed: scause 0xd\nSOME TESTS FAILED\n$ ")


# usertests' last line, cut by a line a kernel printed at every sample
# (grade-bench's printf-in-sample tree, 2026-12-07): the kernel prints a
# line whole, usertests a character at a time.
CHATTER = "".join(f"sample 0x8000{pc:04x}\n" for pc in range(0x20, 0x34))
CUT = f"$ usertests -q\n{CHATTER}test sbrkbugs: OK\nAsample 0x80001a2c\nLL TESTS PASSED\n$ "


def test_unsplit_makes_a_line_the_kernel_cut_whole_again():
    text = console.unsplit(CUT)
    assert "\nALL TESTS PASSED\nsample 0x80001a2c\n$ " in text
    assert text.count("sample 0x") == CUT.count("sample 0x")


def test_unsplit_joins_a_line_cut_twice_and_inside_a_number():
    cut = f"{CHATTER}total 1sample 0x80001a2c\n2 ssample 0x80001a30\namples\n"
    assert console.unsplit(cut).endswith(
        "total 12 samples\nsample 0x80001a2c\nsample 0x80001a30\n")


def test_unsplit_keeps_a_failure_seen():
    cut = CUT.replace("Asample 0x80001a2c\nLL TESTS PASSED", "Ssample 0x80001a2c\nOME TESTS FAILED")
    assert "\nSOME TESTS FAILED\n" in console.unsplit(cut)


def test_unsplit_leaves_a_console_without_chatter_as_it_was():
    rare = CUT.replace(CHATTER, CHATTER[:18 * (console.CHATTER_AT_LEAST - 2)])   # below the bar
    assert rare.count("sample 0x") == console.CHATTER_AT_LEAST - 1
    assert console.unsplit(rare) is rare
    assert console.unsplit(ECHO_HELLO) is ECHO_HELLO


def test_unsplit_leaves_whole_lines_of_the_chatter_and_others_alone():
    text = f"{CHATTER}prof: 20 samples\n$ "
    assert console.unsplit(text) == text


def test_unsplit_takes_a_kernel_line_out_letter_by_letter():
    """The 8-byte scenario of the same tree: the kernel's line and
    usertests' last line came out a letter or two at a time."""
    chatter = "".join(f"sample 0x00000000800{pc:05x}\n" for pc in range(0x1fd0, 0x1fe4))
    garbled = "AsLL amTpElSeTS  P0AxS0000000S08E0D\n001fd0"
    cut = f"{chatter}test freemem: OK\n{garbled}\nprof: 557 ticks\n"
    assert console.unsplit(cut).endswith(
        "test freemem: OK\nALL TESTS PASSED\nsample 0x0000000080001fd0\nprof: 557 ticks\n")


def test_unsplit_leaves_kernel_lines_of_the_chatter_s_shape_at_another_width_alone():
    """hostile's fuzz: the kernel names each unknown system call, most in
    two digits; one number as long as a word is no user line to unsplit."""
    chatter = "".join(f"pid {pid} (hostile): unknown system call 25\n" for pid in range(360, 372))
    text = f"{chatter}pid 373 (hostile): unknown system call -6454213514626195177\nhostile: OK\n"
    assert console.unsplit(text) == text
