"""make characterize (harness/trials/characterize.py): a patch tried under the
standard battery (expected/battery/), its expected file drafted, and a
report for its author; the report on recorded runs, one real scenario
booted on both sides."""

import pytest

from harness import REPO
from harness.errors import DebuggerError, HarnessError
from harness.expected import spec
from harness.machine import reach
from harness.run.titles import differing, failing
from harness.trials import characterize
from harness.trials.characterize_report import report
from harness.text.mi import Record
from harness.trials.draft import Shown
from scenarios.test_run_titles import _recorded


def test_the_battery_holds_what_a_new_bug_is_tried_under():
    [battery] = spec.load_battery()
    assert [s.name for s in battery.scenarios] == [
        "proftest alone", "proftest four times", "proftest under three hogs", "usertests -q",
        "prof grep on a large input", "a kernel profile of an idle second",
        "a kernel profile of usertests", "gdb at profsample under three hogs",
        "gdb at any panic during proftest"]
    assert all(s.reference for s in battery.scenarios)


def test_a_patch_must_be_one_of_bugs(tmp_path):
    with pytest.raises(HarnessError, match="no such patch"):
        characterize.patch_name(tmp_path / "none.patch")
    (tmp_path / "mine.patch").write_text("--- a/x\n+++ b/x\n")
    with pytest.raises(HarnessError, match="put it in bugs/ as bugs/mine.patch"):
        characterize.patch_name(tmp_path / "mine.patch")
    assert characterize.patch_name(REPO / "bugs" / "no_range_check.patch") == "no_range_check"


@pytest.mark.parametrize("bug", ["no_range_check"])
def test_the_report_counts_each_title_on_both_sides_and_ends_with_what_to_do(bug):
    bug_runs, reference_runs = _recorded(bug, "8_byte_buckets_above_pop_off")
    scenario = next(s for s in spec.load_clinic(bug).scenarios if s.name.startswith("8-byte"))
    shown = Shown({}, differing(bug_runs, reference_runs), failing(reference_runs))
    quiet = Shown({}, [], [])
    said = report(bug, [(scenario, {bug: bug_runs, "reference": reference_runs}, shown),
                        (scenario, {bug: bug_runs, "reference": reference_runs}, quiet)],
                  "title = 'x'\n", 3.2)
    assert "- `panic: kerneltrap (scause 0xd)`: patched 1 of 1, reference 0 of 1" in said
    assert "- `ALL TESTS PASSED`: reference 1 of 1, patched 0 of 1" in said
    assert "the reference passed its own checks in 1 of 1." in said
    assert "The patch showed nothing under this scenario; that does not say it is harmless." \
        in said
    assert "2 boots in 3 minutes" not in said and "4 boots in 3 minutes" in said
    assert said.rstrip().endswith(f"3. Run the clinic: `pytest -k {bug}`.")
    nothing = report(bug, [(scenario, {bug: bug_runs, "reference": reference_runs}, quiet)],
                     None, 1.0)
    assert "None: the patched side showed nothing the reference did not" in nothing
    assert nothing.rstrip().endswith("and run it again.")
    failed = report(bug, [(scenario, {bug: [], "reference": reference_runs}, quiet)], None, 1.0,
                    ["kernel/prof.c:60"])
    assert "No patched boot reached a verdict" in failed and "0 of 0" not in failed


@pytest.mark.parametrize("bug", ["free_on_exec"])
def test_a_clinic_s_patch_under_one_battery_scenario_drafts_its_symptom(bug, tmp_path,
                                                                        monkeypatch, builds):
    """One boot a side of "proftest alone", the clinic's own file not read:
    the draft names the check the bug fails, and loads."""
    monkeypatch.setattr(characterize, "OUT", tmp_path)
    builds(bug)
    assert characterize.characterize(f"bugs/{bug}.patch", boots=1, more=0,
                                     wanted="proftest alone") == 0
    text = (tmp_path / bug / f"{bug}.toml").read_text()
    [scenario] = spec.parse_clinic(text, REPO / "expected" / f"{bug}.toml").scenarios
    assert "proftest: exec keeps the profile: FAIL" in [c.says for c in scenario.symptom]
    page = (tmp_path / bug / "characterize.md").read_text()
    assert "## proftest alone" in page and "## Next" in page
    assert "The patched lines (kernel/exec.c:222, kernel/proc.c:147) ran in 1 of 1 patched " \
           "boot, which showed what only the patched side did in 1 of 1." in page


@pytest.mark.parametrize("bug, lines", [
    ("free_on_exec", ["kernel/exec.c:222", "kernel/proc.c:147"]),
    ("sepc_after_yield", ["kernel/trap.c:84"]),
    ("clockintr_sampling", ["kernel/trap.c:84", "kernel/trap.c:176"]),
])
def test_a_patch_s_lines_are_where_each_hunk_first_changes_the_patched_kernel(bug, lines):
    assert characterize.patched_lines((REPO / "bugs" / f"{bug}.patch").read_text()) == lines


def test_a_removal_is_counted_at_the_line_after_it_and_user_code_not_at_all():
    patch = ("--- a/kernel/x.c\n+++ b/kernel/x.c\n@@ -10,4 +10,3 @@\n a\n b\n-c\n d\n"
             "--- a/user/y.c\n+++ b/user/y.c\n@@ -1,1 +1,2 @@\n a\n+b\n")
    assert characterize.patched_lines(patch) == ["kernel/x.c:12"]


class _Gdb:
    """What reach.py asks of a Debugger, answered as gdb does."""
    def __init__(self):
        self.said, self.numbers, self.runs_on = [], iter(range(1, 10)), set()

    def interrupt(self):
        self.said.append("interrupt")

    def break_at(self, location):
        if location.endswith(":0"):
            raise DebuggerError("No line 0 in the current file.")
        return next(self.numbers)

    def command(self, text):
        self.said.append(text)
        return Record("result", cls="done", results={"BreakpointTable": {"body": [
            {"number": "1", "times": "4"}, {"number": "2", "times": "0"}]}})

    def cont_nowait(self):
        self.said.append("continue")


def test_a_line_is_found_reached_at_one_stop_and_a_line_without_code_is_left_out():
    gdb = _Gdb()
    counting = reach.count_at(gdb, ["kernel/a.c:5", "kernel/a.c:0", "kernel/b.c:7"])
    assert counting == {1: "kernel/a.c:5", 2: "kernel/b.c:7"}
    assert gdb.said == ["interrupt", '-break-commands 1 "silent" "disable 1" "continue"',
                        '-break-commands 2 "silent" "disable 2" "continue"', "continue"]
    assert reach.hits(gdb, counting) == {"kernel/a.c:5": 1, "kernel/b.c:7": 0}
    assert gdb.runs_on == {1, 2}    # no scenario's stop, and kept when a scenario's go


def test_a_breakpoint_that_runs_on_is_neither_a_stop_nor_deleted_with_a_scenario_s(tmp_path):
    """A gdb scenario's stops and deletes leave the watching breakpoints be."""
    from harness.machine.debugger import Debugger, _a_stop
    from harness.text.mi import parse_record
    hit = '*stopped,reason="breakpoint-hit",disp="keep",bkptno="{}",thread-id="1"'
    assert _a_stop(parse_record(hit.format(3)), {1, 2})
    assert not _a_stop(parse_record(hit.format(2)), {1, 2})
    assert _a_stop(parse_record('*stopped,reason="signal-received",thread-id="2"'), {1, 2})
    assert not _a_stop(parse_record('*stopped'), {1, 2})    # a silent one's (gdb.log of a boot)
    gdb = Debugger(tmp_path / "kernel", tmp_path / "socket", tmp_path)
    sent = []
    gdb._while_stopped = sent.append
    gdb.breakpoints, gdb.runs_on = {1, 2, 3, 4}, {1, 2}
    gdb.delete_all()
    assert sent == ["-break-delete 3 4"] and gdb.breakpoints == {1, 2}
    gdb.delete_all()
    assert sent == ["-break-delete 3 4"]      # nothing of a scenario's left to delete
