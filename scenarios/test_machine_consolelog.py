"""Where a machine's console is kept as it is read, up to a cap
(harness/machine/consolelog.py): past its cap it keeps its head and tail,
says what it left out, and raises ConsoleFlood once, to a wait that
watches."""

import pytest

from harness.errors import ConsoleFlood
from harness.machine.consolelog import ConsoleLog


def test_a_console_past_its_cap_keeps_its_head_and_tail_and_floods_once(tmp_path):
    log = ConsoleLog(tmp_path / "c.log", cap=100, tail=20)
    log.write("a" * 70)
    log.write("b" * 60)               # past 80 of head: the rest is tail, 130 in all
    assert log.flooded_after is not None and log.size() == 130
    log.watching = True
    with pytest.raises(ConsoleFlood, match="printed 135 characters .* past its cap of 100"):
        log.write("c" * 5)
    log.write("d" * 5)                # said once
    text = log.text()
    assert text.startswith("a" * 70 + "b" * 10)
    assert text.endswith("b" * 10 + "c" * 5 + "d" * 5)
    assert "[profclinic: 40 characters of console left out here" in text
    log.close()
    assert (tmp_path / "c.log").read_text() == text     # the file keeps the same


def test_a_console_under_its_cap_is_kept_whole(tmp_path):
    log = ConsoleLog(tmp_path / "c.log", cap=100, tail=20)
    log.watching = True
    log.write("x" * 100)              # at the cap, not past it
    log.close()
    assert log.text() == "x" * 100 == (tmp_path / "c.log").read_text()
    assert log.flooded_after is None
