"""The kernel seen from gdb: the stop at a profiler sample, and proc[] after boot.

gdb is attached (harness/machine/debugger.py) to a machine that keeps running;
QEMU shows each hart as a gdb thread, hart = thread id - 1.
"""

from pathlib import Path

import pytest

from harness import endings
from harness.errors import DebuggerTimeout
from harness.expected import spec
from harness.machine.boot import ticks_of
from harness.run.scenario import run_once
from harness.run.steps import list_procs, saved_user_pcs
from harness.text.mi import leading_string
from harness.tools import STARTED_GROUPS, processes_in_group

pytestmark = [pytest.mark.parametrize("variant", ["reference"]), pytest.mark.gdb]

SSTATUS_SIE = 1 << 1
SSTATUS_SPP = 1 << 8
MAX_OTHER_STOPS = 50      # samples of other processes skipped before proftest's
STOP_TIMEOUT = 60         # seconds to the next stop
PROFTEST_TIMEOUT = 300    # seconds for proftest to finish once released


def function_bounds(symbols_path, name):
    """[start, end) of a function from an "address name" file: its start, the next address."""
    table = []
    for line in Path(symbols_path).read_text().splitlines():
        if line.strip():
            address, symbol = line.split()[:2]
            table.append((int(address, 16), symbol))
    starts = {symbol: address for address, symbol in table}
    start = starts[name]
    later = sorted(address for address, _ in table if address > start)
    assert later, f"no symbol after {name} in {symbols_path}"
    return start, later[0]


def current_proc_name(gdb):
    return leading_string(gdb.eval("cpus[$tp].proc->name"))


def test_stop_at_a_sample_of_proftest(debugger, kernel_build, record_property):
    gdb, machine = debugger, debugger.machine
    breakpoint = gdb.break_at("profsample")
    gdb.cont_nowait()   # the machine keeps running while gdb waits
    machine.send("proftest\n")

    for _ in range(MAX_OTHER_STOPS):
        stop = gdb.wait_stopped(STOP_TIMEOUT)
        assert stop["reason"] == "breakpoint-hit" and stop["bkptno"] == breakpoint, \
            f"unexpected stop {stop['raw']}; gdb log: {gdb.log_path}"
        if current_proc_name(gdb) == "proftest":
            break
        gdb.cont_nowait()
    else:
        pytest.fail(f"{MAX_OTHER_STOPS} samples, none of proftest's; gdb log: {gdb.log_path}")

    where = f"gdb log: {gdb.log_path}"
    frames = [frame["func"] for frame in gdb.backtrace()]
    assert "usertrap" in frames, f"backtrace {frames}; {where}"
    assert frames[:frames.index("usertrap") + 1] == ["profsample", "usertrap"], where

    regs = gdb.registers(["sepc", "sstatus", "scause", "stval"])
    epc = gdb.eval_int("cpus[$tp].proc->trapframe->epc")
    assert regs["sepc"] == epc, f"sepc {regs['sepc']:#x} but trapframe->epc {epc:#x}; {where}"
    start, end = function_bounds(kernel_build.source / "user" / "_proftest.sym", "hot")
    assert start <= regs["sepc"] < end, \
        f"sepc {regs['sepc']:#x} is not inside hot() [{start:#x}, {end:#x}); {where}"
    assert regs["sstatus"] & SSTATUS_SIE == 0, f"sstatus {regs['sstatus']:#x}: SIE on; {where}"
    assert regs["sstatus"] & SSTATUS_SPP == 0, f"sstatus {regs['sstatus']:#x}: SPP not user; {where}"
    assert gdb.eval_int("cpus[$tp].noff") == 0, where

    threads = gdb.threads()
    hart = stop["thread"] - 1
    assert threads["current"] == stop["thread"]
    assert hart == gdb.eval_int("$tp"), where
    record_property("hart", hart)
    print(f"proftest sampled on hart {hart} at sepc {regs['sepc']:#x} "
          f"(scause {regs['scause']:#x}, sstatus {regs['sstatus']:#x})")

    gdb.delete(breakpoint)
    gdb.cont_nowait()
    machine.expect(r"proftest: ALL OK", timeout=PROFTEST_TIMEOUT)


def test_proc_table_after_boot(debugger):
    gdb = debugger
    debugger.machine.run("echo booted")
    gdb.interrupt()
    table = list_procs(gdb)
    used = {row["pid"]: row for row in table if row["state"] != "UNUSED"}
    assert used[1]["name"] == "init" and used[1]["prof"] == 0, f"{used}; gdb log: {gdb.log_path}"
    assert used[2]["name"] == "sh" and used[2]["prof"] == 0, f"{used}; gdb log: {gdb.log_path}"
    # What a transcript attributes a wrong sample with: each process's saved
    # user pc; and the guest's clock the timing probes read.
    trapped = {row["pid"]: row for row in saved_user_pcs(gdb)}
    assert (trapped[1]["name"], trapped[2]["name"]) == ("init", "sh"), trapped
    assert all(0 <= row["epc"] < 0x80000000 for row in trapped.values()), trapped
    assert ticks_of(gdb) > 0, f"no tick since boot; gdb log: {gdb.log_path}"
    gdb.cont_nowait()
    assert debugger.machine.run("echo still running") == "still running"


def test_a_wait_that_runs_out_says_where_the_log_is(debugger):
    gdb = debugger
    assert gdb.running
    with pytest.raises(DebuggerTimeout) as caught:
        gdb.wait_stopped(timeout=1)   # nothing stops a running machine by itself
    assert caught.value.log_path == gdb.log_path
    assert str(gdb.log_path) in str(caught.value)
    assert caught.value.tail, "gdb's last lines are missing"
    assert gdb.interrupt()["reason"] == "signal-received"
    assert gdb.interrupt() is None   # stopped already
    assert gdb.threads()["current"] in gdb.threads()["ids"]


A_WAIT_THAT_RUNS_OUT = """
title = "a wait that runs out"

[[scenario]]
name = "never"
gdb = true
steps = [
  { break = "profsample" },
  { wait = "text the kernel never prints", timeout = 2 },
]
symptom = [{ says = "never", check = "False" }]
"""


def test_a_timeout_in_a_scenario_leaves_neither_qemu_nor_gdb(kernel_build, test_logdir):
    clinic = spec.parse_clinic(A_WAIT_THAT_RUNS_OUT, test_logdir / "timeout.toml")
    scenario, = clinic.scenarios
    before = len(STARTED_GROUPS)
    run = run_once(kernel_build, clinic, scenario, test_logdir, 1)
    assert run.verdict == endings.INFRASTRUCTURE, run
    assert "waited 2 s" in run.error and "text the kernel never prints" in run.error
    groups = STARTED_GROUPS[before:]
    assert len(groups) == 2, f"expected a QEMU and a gdb, started {groups}"
    assert all(processes_in_group(group) == [] for group in groups)


A_SAMPLE_OF_PROFTEST = """
title = "a sample of proftest, recorded"

[[scenario]]
name = "one stop"
gdb = true
steps = [
  { break = "profsample" },
  { send = "proftest" },
  { stops = 1, only_proc = "proftest", eval = { sepc = "$sepc" }, timeout = 60 },
]
symptom = [{ says = "never", check = "False" }]
"""


def test_a_stop_records_its_process_and_the_saved_pcs_and_the_boot_its_ticks(
        kernel_build, test_logdir):
    """run.json keeps, at a stop, the hart's process and (the stop reads
    $sepc) every process's saved user pc; and the guest's tick count when
    the steps ended: the transcripts' tables and the timing probes read them."""
    clinic = spec.parse_clinic(A_SAMPLE_OF_PROFTEST, test_logdir / "sample.toml")
    scenario, = clinic.scenarios
    run = run_once(kernel_build, clinic, scenario, test_logdir, 1)
    assert run.verdict == endings.NO_SYMPTOM, run
    (stop,) = run.stops()
    assert stop["process"]["name"] == "proftest" and stop["process"]["pid"] > 2, stop
    saved = {found["pid"]: found for found in stop["trapped"]}
    assert saved[stop["process"]["pid"]]["epc"] == stop["values"]["sepc"], stop
    assert {1, 2} <= set(saved), stop
    assert run.guest_ticks and run.guest_ticks * 0.1 < sum(s["seconds"] for s in run.timing) + 5
