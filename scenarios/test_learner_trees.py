"""A tree judged by a clinic's scenarios (harness/learner/trees.py), on
recorded runs and small folders: nothing boots.  Each scenario's
finding, from its boots' run records: the symptom, as the reference,
failing otherwise, or not run; and a finding only on the whole budget.

The clinics judged by are the recorded copies of scenarios/data/clinics/
(harness/plugin/fixtures.py's recorded_clinics, for every test here), so that a malformed
file of expected/ fails only its own items.  The same judgement on real
trees, booted: scenarios/test_trees.py.
"""

import pytest

from harness.endings import DIFFERENT, INFRASTRUCTURE, NO_SYMPTOM, SYMPTOM, SYMPTOM_AND_MORE
from harness.expected import spec
from harness.learner import diagnosis, evidence, trees
from harness.run import scenario as run_scenario_module
from harness.run.judge import Outcome

from support import HANG, run_record

pytestmark = pytest.mark.usefixtures("recorded_clinics")


def _clinic(bug):
    return spec.load_clinic(bug)


def _scenario(bug, name):
    return next(s for s in _clinic(bug).scenarios if s.name == name)


def _run(number, verdict, *, symptom=(), reference=(), panic=None, console="", error=None):
    """A run record as a boot of a tree leaves it (run.json, format 2)."""
    return run_record(variant="tree-x", number=number, logdir=f"run-{number}", verdict=verdict,
                      detail="", symptom=list(symptom), reference=list(reference), panic=panic,
                      error=error, console=console)


HOLDS = Outcome("proftest passes", True, True)
FAILS = Outcome("proftest passes", False, ["proftest: 1 FAILED"])
SIGN = Outcome("the hot loop gets no samples", True, [0, 30])
CONTEXT = Outcome("usertests starts", True, True, context=True)
NOT_SIGN = Outcome("the hot loop gets no samples", False, [30, 30])


def test_needed_symbols_come_from_breaks_procs_and_sym_calls():
    assert trees.needed_symbols(_scenario("clockintr_sampling", "gdb at the samples")) == [
        "profsample"]
    assert trees.needed_symbols(_scenario("free_on_exec", "gdb lists proc after proftest")) \
        == ["proc"]
    below = trees.needed_symbols(
        _scenario("no_range_check", "gdb at the first sample below the range"))
    assert below[0] == "profsample" and "push_off" in below
    assert trees.needed_symbols(_scenario("dump_in_freeproc", "proftest")) == []


def test_a_gdb_scenario_is_not_applicable_without_its_symbol(tmp_path):
    kernel = tmp_path / "kernel"
    kernel.mkdir()
    (kernel / "kernel.sym").write_text("0000000080000000 _entry\n0000000080000100 panic\n")
    build = type("FakeBuild", (), {"source": tmp_path})()
    scenario = _scenario("clockintr_sampling", "gdb at the samples")
    assert trees.missing_symbols(scenario, build) == ["profsample"]
    finding = trees.try_scenario(build, _clinic("clockintr_sampling"), scenario,
                                 tmp_path / "logs", 1)
    assert finding.status == trees.NOT_APPLICABLE
    assert "profsample" in finding.evidence
    assert not (tmp_path / "logs").exists()       # nothing booted
    assert trees.missing_symbols(_scenario("dump_in_freeproc", "gdb at the panic"),
                                 build) == []


def test_a_scenarios_boots_on_a_tree_keep_their_logs_under_its_slug(tmp_path):
    clinic = _clinic("clockintr_sampling")
    scenario = _scenario("clockintr_sampling", "proftest four times")
    assert trees._folder(tmp_path, clinic, scenario) == (
        tmp_path / "clockintr_sampling" / "proftest-four-times")


def test_a_finding_is_the_symptom_as_soon_as_one_boot_shows_it():
    scenario = _scenario("clockintr_sampling", "proftest four times")
    runs = [_run(1, NO_SYMPTOM, symptom=[NOT_SIGN], reference=[HOLDS]),
            _run(2, SYMPTOM, symptom=[CONTEXT, SIGN], reference=[HOLDS])]
    finding = trees.finding_of("clockintr_sampling", scenario, runs, 5)
    assert finding.status == trees.SHOWS
    assert (finding.symptom_boots, finding.boots, finding.boots_text) == (1, 2, "1 of 2")
    assert finding.evidence == "the hot loop gets no samples: 0, 30"   # no context, no brackets


def test_a_run_read_back_from_run_json_gives_the_same_finding():
    """RunRecord.load keeps outcomes as dicts; the finding reads them alike."""
    scenario = _scenario("clockintr_sampling", "proftest four times")
    plain = [vars(outcome) for outcome in (CONTEXT, SIGN)]
    finding = trees.finding_of("clockintr_sampling", scenario,
                               [_run(1, SYMPTOM, symptom=plain, reference=[HOLDS])], 5)
    assert (finding.status, finding.evidence) == (
        trees.SHOWS, "the hot loop gets no samples: 0, 30")


def test_a_diagnosis_boots_on_past_a_miss_that_fails_otherwise_and_a_check_does_not(
        tmp_path, monkeypatch):
    """A bug's boot may miss its symptom and fail another check (sepc_after_yield's
    context check, 2 of 30 measured boots): a diagnosis tries its next boot, a
    check stops there (not cured either way).  The boots are run records, each
    boot's, in order, in place of booting (run/scenario.run_once)."""
    scenario = _scenario("sepc_after_yield", "proftest alone, then under three hogs")
    miss = _run(1, DIFFERENT, symptom=[NOT_SIGN], reference=[FAILS],
                console="proftest: most samples in the hot loop: FAIL\n")
    shows = _run(2, SYMPTOM, symptom=[CONTEXT, SIGN], reference=[FAILS])

    def booted(build, clinic, scenario, logdir, number, **rules):
        return [miss, shows][number - 1]

    monkeypatch.setattr(run_scenario_module, "run_once", booted)
    clinic = _clinic("sepc_after_yield")
    diagnosed = trees.try_scenario(None, clinic, scenario, tmp_path, 3, until_failure=False)
    assert (diagnosed.status, diagnosed.boots_text) == (trees.SHOWS, "1 of 2")
    checked = trees.try_scenario(None, clinic, scenario, tmp_path, 3)
    assert (checked.status, checked.boots) == (trees.FAILS, 1)


def test_a_finding_is_as_the_reference_only_when_every_boot_is():
    scenario = _scenario("dump_in_freeproc", "proftest")
    good = [_run(1, NO_SYMPTOM, symptom=[NOT_SIGN], reference=[HOLDS])]
    assert trees.finding_of("b", scenario, good, 1).status == trees.AS_REFERENCE
    bad = [_run(2, NO_SYMPTOM, symptom=[NOT_SIGN], reference=[FAILS],
                console="$ proftest\nproftest: exit writes prof.out: FAIL\nproftest: 1 FAILED\n")]
    finding = trees.finding_of("b", scenario, bad, 1)
    assert finding.status == trees.FAILS
    assert finding.evidence == ("proftest: exit writes prof.out: FAIL; proftest: 1 FAILED; "
                                "not as the reference: proftest passes")
    # proftest's failed check: alike in each tree that makes the same mistake
    assert finding.cause == "proftest: exit writes prof.out: FAIL"
    assert finding.trouble == ["proftest: exit writes prof.out: FAIL", "proftest: 1 FAILED"]


def test_a_panic_is_the_evidence_of_a_failure():
    runs = [_run(1, DIFFERENT, symptom=[NOT_SIGN], panic="kerneltrap",
                 console="panic: kerneltrap\n")]
    finding = trees.finding_of("b", _scenario("dump_in_freeproc", "proftest"), runs, 1)
    assert (finding.status, finding.evidence) == (trees.FAILS, "panic: kerneltrap")
    assert finding.cause == "panic: kerneltrap"
    assert finding.trouble == ["panic: kerneltrap"]


def test_a_tree_that_never_booted_is_neither_symptom_nor_cured():
    runs = [_run(n, INFRASTRUCTURE, error="no shell prompt in 60 s\n  | x")
            for n in (1, 2, 3)]
    finding = trees.finding_of("b", _scenario("dump_in_freeproc", "proftest"), runs, 1)
    assert finding.status == trees.DID_NOT_RUN
    assert "no shell prompt" in finding.evidence
    assert not trees.cured([finding])
    assert diagnosis.conclusion([finding], clinics=[]).startswith("unknown fault: b / proftest")


def test_a_symptom_with_lines_its_file_does_not_name_waits_for_another_clinic():
    scenario = _scenario("dump_in_freeproc", "proftest")
    runs = [_run(1, SYMPTOM_AND_MORE, symptom=[SIGN],
                 console="$ proftest\ntest forkwait: FAILED\npanic: acquire\n", panic="acquire")]
    finding = trees.finding_of("dump_in_freeproc", scenario, runs, 1)
    assert finding.status == trees.SHOWS_AND_MORE
    assert finding.more == ["test forkwait: FAILED"]
    assert "and it printed test forkwait: FAILED" in finding.evidence


# --- a finding only on the whole budget (issue 22) ---------------------------------------

def _hang(number):
    return _run(number, INFRASTRUCTURE, error=HANG)


def test_a_clean_boot_then_a_hang_is_not_cured_it_cannot_be_told():
    """[clean, hang]: one boot of a budget of 5 ran; the hang was tried
    again and again; short of the budget, the scenario did not run."""
    scenario = _scenario("sepc_after_yield", "proftest alone, then under three hogs")
    clean = _run(1, NO_SYMPTOM, symptom=[NOT_SIGN], reference=[HOLDS])
    made = [clean] + [_hang(n) for n in (2, 3, 4)]
    finding = trees.finding_of("sepc_after_yield", scenario, made, 5)
    assert finding.status == trees.DID_NOT_RUN
    assert finding.budget_text == "1 of 5"
    assert finding.evidence.startswith("1 of 5 boots ran; then a boot failed 3 times: waited 60 s")
    assert not trees.cured([finding])


def test_only_hangs_did_not_run():
    scenario = _scenario("dump_in_freeproc", "proftest")
    finding = trees.finding_of("dump_in_freeproc", scenario, [_hang(n) for n in (1, 2, 3)], 1)
    assert finding.status == trees.DID_NOT_RUN and finding.budget_text == "0 of 1"
    assert finding.evidence.startswith("0 of 1 boots ran: every boot failed: waited 60 s")


def test_the_whole_budget_of_clean_boots_is_cured():
    scenario = _scenario("sepc_after_yield", "proftest alone, then under three hogs")
    made = [_run(n, NO_SYMPTOM, symptom=[NOT_SIGN], reference=[HOLDS]) for n in range(1, 6)]
    finding = trees.finding_of("sepc_after_yield", scenario, made, 5)
    assert finding.status == trees.AS_REFERENCE and finding.budget_text == "5 of 5"
    assert trees.cured([finding])


def test_evidence_reads_as_words_never_as_python():
    """A value seen is said through its check's shown_as; a value the
    words already say is left out; a yes or no is never printed."""
    scenario = _scenario("sepc_after_yield", "proftest alone, then under three hogs")
    hot = Outcome("under three hogs, the hot loop's samples are not all in hot()", True,
                  [23, 23, 0])
    fail = Outcome("most samples in the hot loop: FAIL", True, True)
    runs = [_run(1, SYMPTOM, symptom=[hot, fail])]
    finding = trees.finding_of("sepc_after_yield", scenario, runs, 1)
    assert finding.evidence == ("under three hogs, the hot loop's samples are not all in "
                                "hot(): 23 samples, 23 in range, 0 in hot(); most samples in "
                                "the hot loop: FAIL")
    panics = Outcome("the kernel panics in acquire", True, "acquire")
    lines = Outcome("the first prof -k gets no prof.out", True,
                    ["prof: no prof.out", "prof: profile failed"])
    assert evidence.held(panics, None, "symptom") == "the kernel panics in acquire"
    assert evidence.held(lines, None, "symptom") == (
        "the first prof -k gets no prof.out (prof: no prof.out; prof: profile failed)")
    for text in (finding.evidence, evidence.held(lines, None, "symptom")):
        assert not any(raw in text for raw in ("[", "('", "True", "seen:"))
