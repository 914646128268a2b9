"""Hostile user programs must not panic the kernel (base/user/hostile.c).

make test boots none of the probes: `make hostile` boots them on the
reference and keeps what each command did in measured/hostile.toml
(harness/measured/hostile.py says which boots, and why).  Here: the
record must be of today's sources and QEMU, and every command in it
must have passed; what judges a command's output is tried on printed
lines; and one probe's boot runs through the command's own code.
"""

import pytest

from harness.build import REFERENCE, build_variant
from harness.measured import hostile
from harness.trials.hostile import run_boot

GOOD = """hostile: links: 300 links made, then refused
hostile: links: OK
hostile: free pages 32470 before, 32470 after
hostile: ALL OK"""


def test_the_probes_passed_on_today_s_reference():
    record = hostile.load()
    assert record is not None, "no measured/hostile.toml: run make hostile, and commit what it writes"
    assert record.measured_on == hostile.key(), (
        f"the hostile probes last ran ({record.date}) on other sources or another QEMU than "
        f"today's: run make hostile, and commit measured/hostile.toml")
    assert list(record.said) == [hostile.label(boot) for boot in hostile.BOOTS], record.said
    assert record.failed() == {}, f"make hostile ({record.date}): {record.failed()}"


def test_each_probe_that_could_panic_has_a_boot_of_its_own_and_all_run_on_one():
    alone = [boot[0] for boot in hostile.BOOTS[:-1]]
    assert alone == [f"hostile {probe}" for probe in hostile.PANIC_PROBES]
    assert set(hostile.PANIC_PROBES) <= set(hostile.ALL_PROBES)
    assert hostile.BOOTS[-1][0] == "hostile all" and hostile.BOOTS[-1][-1] == "proftest"


def test_a_probe_s_output_passes_only_with_its_ok_line_all_ok_and_no_page_lost():
    assert hostile.problems("hostile links", GOOD) == []
    assert hostile.problems("hostile links", GOOD.replace("links: OK", "links: FAIL")) == \
        ["no line `hostile: links: OK`"]
    assert hostile.problems("hostile links", GOOD.replace("32470 after", "32469 after")) == \
        ["pages lost: 32470 free before, 32469 after"]
    assert "no line `hostile: ALL OK`" in hostile.problems("hostile links", GOOD[:-len("ALL OK")])
    assert len(hostile.problems("hostile all", GOOD)) == len(hostile.ALL_PROBES) - 1
    assert hostile.problems("echo alive", "panic: ilock") != []


@pytest.mark.qemu
def test_make_hostile_boots_a_probe_and_says_ok(tmp_path):
    assert run_boot(build_variant(REFERENCE), ["hostile killinit", "echo alive"], tmp_path) == "OK"


@pytest.mark.qemu
def test_a_boot_names_its_first_command_that_failed_and_runs_no_more(tmp_path):
    said = run_boot(build_variant(REFERENCE), ["hostile nosuchprobe", "echo alive"], tmp_path)
    assert said.startswith("`hostile nosuchprobe`: no line `hostile: nosuchprobe: OK`"), said
    assert "console: " in said and "echo alive" not in said
