"""What a run showed, as titles (harness/run/titles.py), and the titles only
a patched side shows: on recorded runs of every clinic's scenarios, the
bug's and the reference's (scenarios/data/rejudge/), each clinic's
documented symptom is among what its patch alone shows."""

from pathlib import Path

import pytest

from harness.endings import NEVER_CAME
from harness.run.record import RunRecord, load_runs
from harness.run.titles import Differs, Title, differing, normalized, relation, titles

RECORDED = Path(__file__).parent / "data" / "rejudge"


def _recorded(bug, scenario):
    """(the bug's runs, the reference's) of a clinic's scenario, as recorded."""
    def side(test):
        return load_runs(RECORDED / f"test_clinics.test_{test}[{bug}-{scenario}]")
    return side("bug_shows_its_symptom"), side("reference_under")


def _run(console="", **facts):
    return RunRecord(variant="v", bug="b", scenario="s", number=1, logdir="l",
                     console=console, **facts)


@pytest.mark.parametrize("line, said", [
    ("proftest: exec keeps the profile: FAIL", "proftest: exec keeps the profile: FAIL"),
    ("proftest: kernel: 29 samples, 0 outside [0x80000000, 0x8000FE00)",
     "proftest: kernel: N samples, 0 outside [0x…, 0x…)"),
    ("scause=0xd sepc=0x8000674a stval=0x8000000087efc008", "scause=0xd sepc=0x… stval=0x…"),
    ("usertrap: pid 376 (usertests) killed: scause 0xd", "usertrap: pid N (usertests) killed: "
                                                         "scause 0xd"),
    ("  99% 397 scheduler", "N% N scheduler"),
    ("  0x80001d4a usertrap+0x62 17", "0x… usertrap+0x… N"),    # a patch moves code
])
def test_a_line_is_titled_without_its_addresses_and_counts(line, said):
    assert normalized(line) == said


@pytest.mark.parametrize("line, said", [
    ("proftest: hot loop: 23 samples, 23 in range, 0 in hot()",
     "proftest: hot loop: samples = in range > in hot(); 0: in hot()"),
    ("proftest: free pages 32432 before, 32462 after", "proftest: free pages before < after"),
    ("proftest: kernel: 0 samples, 0 outside [0x80000000, 0x8000FE00)",
     "proftest: kernel: samples = outside; 0: samples, outside"),
    ("prof: 9 ticks", None),
    ("proftest: exec keeps the profile: OK", None),
])
def test_a_line_of_counts_is_also_titled_by_their_relation(line, said):
    assert (relation(line).text if relation(line) else None) == said


def test_a_run_s_titles_are_its_panic_its_programs_lines_its_stops_and_its_hang():
    run = _run("hart 1 starting\n$ proftest; /echo; /echo end-1-abcdef\n"
               "proftest: fork does not inherit the profile: OK\n\nend-1-abcdef\n"
               "panic: acquire\n", panic="acquire", registers={"scause": "0xd"},
               steps=[{"index": 2, "kind": "stops", "stops": [
                   {"hart": 0, "frames": [{"func": "panic"}, {"func": "acquire"}],
                    "values": {"sepc": 4, "epc": 4, "name": "sh"}}]}],
               ended=NEVER_CAME, error="waited 30 s for the end of `proftest`; nothing came")
    assert {title.text for title in titles(run)} == {
        "panic: acquire (scause 0xd)", "proftest: fork does not inherit the profile: OK",
        "gdb stop: panic < acquire", "gdb at panic: sepc = epc",
        "hang: waited N s for the end of `proftest`; nothing came"}


def test_titles_one_side_never_shows_are_counted_on_both_the_patched_side_s_first():
    ok, fail = "proftest: no leaks: OK\n", "proftest: no leaks: FAIL\n"
    bug = [_run(fail), _run(ok), _run(fail + "prof: no prof.out\n")]
    reference = [_run(ok), _run(ok)]
    assert differing(bug, reference) == [
        Differs(Title("proftest: no leaks: FAIL"), 2, 3, 0, 2),
        Differs(Title("prof: no prof.out"), 1, 3, 0, 2)]
    assert differing(bug, reference)[0].said() == \
        "proftest: no leaks: FAIL: patched 2 of 3, reference 0 of 2"
    assert differing(reference, reference) == []
    gone = differing([_run("proftest: ALL OK\n")], [_run("proftest: ALL OK\nmore\n")])
    assert gone == [Differs(Title("more"), 0, 1, 1, 1)] and not gone[0].patched_only


def _stop(func, **values):
    return {"kind": "stops", "stops": [{"frames": [{"func": func}], "values": values}]}


def test_two_values_tell_the_sides_apart_only_where_some_boot_read_them_the_other_way():
    bug = [_run(steps=[_stop("profsample", sepc=1, epc=2, pid=3)])]
    reference = [_run(steps=[_stop("profsample", sepc=2, epc=2, pid=5)])]
    assert [d.title.text for d in differing(bug, reference)] == [
        "gdb at profsample: sepc != epc", "gdb at profsample: sepc = epc"]


# Each clinic's documented symptom, in substance (its expected file's
# symptom checks): which check fails, which panic, which relation.
SUBSTANCE = [
    ("clockintr_sampling", "proftest_four_times", "proftest: most samples in the hot loop: FAIL"),
    ("clockintr_sampling", "gdb_at_the_samples",
     "gdb stop: profsample < clockintr < devintr < usertrap"),
    ("sepc_after_yield", "proftest_alone_then_under_three_hogs",
     "proftest: hot loop: samples = in range > in hot(); 0: in hot()"),
    ("sepc_after_yield", "gdb_at_the_samples_under_three_hogs", "gdb at profsample: sepc != epc"),
    ("no_range_check", "8_byte_buckets_above_pop_off", "panic: kerneltrap (scause 0xd)"),
    ("no_range_check", "2_byte_buckets_during_usertests",
     "prof: prof.out is inconsistent: buckets plus outside != samples"),
    ("no_range_check", "gdb_at_a_sample_above_the_range", "panic: kfree: not a page"),
    ("free_on_exec", "proftest_then_prof_grep", "prof: no prof.out"),
    ("free_on_exec", "prof_k_twice_then_proftest", "proftest: exec keeps the profile: FAIL"),
    ("dump_in_freeproc", "proftest", "panic: acquire"),
    ("dump_in_freeproc", "gdb_at_the_panic", "gdb stop: panic < acquire < wakeup < releasesleep"),
]


# (Named by scenario, not by clinic: a clinic named in a test's id is one
# scenarios/test_clinics_as_data.py's sixth clinic must match item for item.)
IDS = [f"{number}-{scenario}" for number, (_, scenario, _) in enumerate(SUBSTANCE)]


@pytest.mark.parametrize("bug, scenario, title", SUBSTANCE, ids=IDS)
def test_a_clinic_s_symptom_is_among_the_titles_its_patch_alone_shows(bug, scenario, title):
    bug_runs, reference_runs = _recorded(bug, scenario)
    assert len(bug_runs) == len(reference_runs) == 1
    shown = {d.title.text for d in differing(bug_runs, reference_runs) if d.patched_only}
    assert title in shown, sorted(shown)


def test_a_typed_command_s_echo_on_a_line_of_its_own_is_no_title():
    """A kernel line between the prompt and the echo leaves the command alone on a line."""
    run = _run("$ hart 1 starting\nproftest\ngrep x b1 > o1 &\nproftest: ALL OK\n",
               timing=[{"step": "1 background: grep x b1 > o1"}, {"step": "2 run: proftest"}])
    assert {t.text for t in titles(run)} == {"proftest: ALL OK"}


def test_a_line_s_check_holds_on_the_same_line_of_another_build():
    import re
    from harness.run.titles import line_pattern
    pattern = line_pattern("0x80001d4a usertrap+0x62 17")
    assert re.match(pattern, "0x80001d50 usertrap+0x68 3")
    assert not re.match(pattern, "0x80001d50 usertrap 3")
