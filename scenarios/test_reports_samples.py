"""Tables of gdb's stops in a transcript (harness/reports/samples.py), on
recorded stops alone: the samples by hart, the bug's and the reference's
side by side, and each wrong sample attributed to a process and a
function of its program, or why not."""

from harness.expected import spec
from harness.kernel.symbols import Symbols
from harness.reports import samples

from support import run_record

SCENARIO = spec.Scenario("s", [], [], [], tables=["samples_by_hart", "wrong_samples"])


def _stop(hart, pid=3, name="proftest", sepc=0x336, epc=0x336, trapped=None):
    stop = {"hart": hart, "frames": [{"func": "profsample", "args": {}}],
            "values": {"sepc": sepc, "epc": epc},
            "process": {"pid": pid, "name": name} if pid is not None else None}
    if trapped is not None:
        stop["trapped"] = trapped
    return stop


def _run(stops, variant="sepc_after_yield", number=1):
    return run_record(variant=variant, bug="sepc_after_yield", number=number, logdir="",
                      source_key="k",
                      steps=[{"index": 0, "name": "samples", "kind": "stops", "stops": stops}])


def _grep_symbols(tmp_path):
    path = tmp_path / "_grep.sym"
    path.write_text("0000000000000000 matchhere\n000000000000007e matchstar\n"
                    "00000000000000ce match\n")
    return Symbols(path)


def test_samples_by_hart_put_the_two_sides_side_by_side():
    bug = _run([_stop(0), _stop(0), _stop(0)])
    reference = _run([_stop(1, pid=4), _stop(2, pid=4), _stop(1, pid=4)], variant="reference")
    lines = samples.samples_by_hart(SCENARIO, bug, reference)
    assert "| hart | bug (run 1): pid | process | samples | reference (run 1): pid | process " \
           "| samples |" in lines
    assert "| 0 | 3 | `proftest` | 3 |  | (no samples) | 0 |" in lines
    assert "| 1 |  | (no samples) | 0 | 4 | `proftest` | 2 |" in lines
    assert "| 2 |  | (no samples) | 0 | 4 | `proftest` | 1 |" in lines
    assert not any("?" in line for line in lines)


def test_two_processes_on_one_hart_are_two_rows_and_an_old_run_has_no_pid():
    bug = _run([_stop(0), _stop(0, pid=5, name="grep"), _stop(0, pid=None)])
    lines = samples.samples_by_hart(SCENARIO, bug, None)
    hart0 = [line for line in lines if line.startswith("| 0 |") or line.startswith("|  |")]
    assert hart0 == ["| 0 | 3 | `proftest` | 1 |", "|  | 5 | `grep` | 1 |",
                     "|  | ? | `(none)` | 1 |"]
    assert any("was not recorded" in line for line in lines)


def test_a_wrong_sample_is_charged_to_the_process_whose_trap_frame_holds_its_pc(tmp_path):
    grep = _grep_symbols(tmp_path)
    trapped = [{"pid": 3, "name": "proftest", "epc": 0x336},
               {"pid": 5, "name": "grep", "epc": 0xa8}, {"pid": 6, "name": "grep", "epc": 0x90}]
    bug = _run([_stop(0, sepc=0xa8, trapped=trapped), _stop(1), _stop(2, sepc=0x10, trapped=trapped)])

    def symbols_of(variant, key, program):
        assert (variant, key) == ("sepc_after_yield", "k")
        return grep if program == "grep" else None

    lines = samples.wrong_samples(SCENARIO, bug, symbols_of)
    assert lines[0] == ("Of the 3 samples gdb stopped at in run 1, 2 charged a pc that is not "
                        "the sampled process's: 1 was a grep's pc, 1 could not be attributed.")
    assert "| 1 | 0 | proftest (pid 3) | `0xa8` | `0x336` | grep's matchstar+0x2a: pid 5 " \
           "| `profsample` |" in lines
    assert any(line.startswith("| 3 | 2 |") and "no other process's trap frame held 0x10" in line
               for line in lines)
    # The right sample (stop 2) is a row too: the table is every stop, listed once.
    assert "| 2 | 1 | proftest (pid 3) | `0x336` | `0x336` | its own | `profsample` |" in lines


def test_wrong_samples_are_counted_by_whose_pc_they_were(tmp_path):
    grep = _grep_symbols(tmp_path)
    kernel = tmp_path / "kernel.sym"
    kernel.write_text("00000000800002ee pop_off\n0000000080000262 push_off\n")
    trapped = [{"pid": 5, "name": "grep", "epc": 0xa8}, {"pid": 6, "name": "sh", "epc": 0x7e}]
    bug = _run([_stop(0, sepc=0xa8, trapped=trapped), _stop(1, sepc=0xa8, trapped=trapped),
                _stop(2, sepc=0x80000326, trapped=trapped), _stop(0),
                _stop(1, sepc=0x7e, trapped=trapped)])

    def symbols_of(variant, key, program):
        return {"grep": grep, None: Symbols(kernel)}.get(program)

    assert samples.wrong_in_words(SCENARIO, bug, symbols_of) == (
        "Of the 5 samples gdb stopped at in run 1, 4 charged a pc that is not the sampled "
        "process's: 2 were a grep's pc, 1 a kernel pc (pop_off+0x38), 1 a sh's pc.")
    assert samples.wrong_in_words(SCENARIO, _run([_stop(0), _stop(1)])) == (
        "Of the 2 samples gdb stopped at in run 1, none charged a pc that is not the sampled "
        "process's: each was its own.")
    assert samples.wrong_in_words(SCENARIO, _run([])) is None


def test_what_cannot_be_attributed_says_why(tmp_path):
    both = [{"pid": 5, "name": "grep", "epc": 0xa8}, {"pid": 6, "name": "grep", "epc": 0xa8}]
    stop = _stop(0, sepc=0xa8, trapped=both)
    assert samples.attribute(stop, 3, _run([stop])) == \
        "grep's pc 0xa8 (no symbols of grep at hand): pid 5, 6 (each one's trap frame holds it)"
    old = _stop(0, sepc=0xa8)
    assert "did not record the processes' saved pcs" in samples.attribute(old, 3, _run([old]))
    kernel = _stop(0, sepc=0x80001fd0, trapped=both)
    assert samples.attribute(kernel, 3, _run([kernel])).startswith("a kernel pc: ")
    # The sampled process's own saved pc is not another's.
    own = _stop(0, sepc=0x40, trapped=[{"pid": 3, "name": "proftest", "epc": 0x40}])
    assert "no other process's trap frame held 0x40" in samples.attribute(own, 3, _run([own]))


def test_only_the_tables_the_scenario_names_and_the_bugs_own_on_its_page_alone():
    bug = _run([_stop(0, sepc=0xa8, trapped=[])])
    assert samples.tables(spec.Scenario("s", [], [], []), bug, None) == []
    both = samples.tables(SCENARIO, bug, None)
    assert any(line.startswith("Samples by hart") for line in both)
    assert any("charged a pc" in line for line in both)
    on_reference = samples.tables(SCENARIO, bug, None, bug_page=False)
    assert not any("charged a pc" in line for line in on_reference)
