"""Judging a tree (harness/learner/trees.py, harness/learner/diagnosis.py, harness/learner/exercise.py)
on recorded runs and small folders: nothing boots.

The clinics judged by are the recorded copies of scenarios/data/clinics/
(conftest.py's recorded_clinics, for every test here), so that a malformed
file of expected/ fails only its own items.  The same judgement on real
trees, booted: scenarios/test_trees.py.
"""

import pytest

from harness.build import build_tree, copy_variant
from harness.errors import BuildError
from harness.expected import spec
from harness.learner import chances, diagnosis, trees
from harness.learner.exercise import instructions
from harness import stats
from harness.endings import DIFFERENT, INFRASTRUCTURE, NO_SYMPTOM, SYMPTOM, SYMPTOM_AND_MORE
from harness.run.judge import Outcome

from support import run_record

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
    assert finding.evidence == "the hot loop gets no samples (seen: [0, 30])"   # no context


def test_a_run_read_back_from_run_json_gives_the_same_finding():
    """RunRecord.load keeps outcomes as dicts; the finding reads them alike."""
    scenario = _scenario("clockintr_sampling", "proftest four times")
    plain = [vars(outcome) for outcome in (CONTEXT, SIGN)]
    finding = trees.finding_of("clockintr_sampling", scenario,
                               [_run(1, SYMPTOM, symptom=plain, reference=[HOLDS])], 5)
    assert (finding.status, finding.evidence) == (
        trees.SHOWS, "the hot loop gets no samples (seen: [0, 30])")


def test_a_diagnosis_boots_on_past_a_miss_that_fails_otherwise_and_a_check_does_not(
        tmp_path, monkeypatch):
    """A bug's boot may miss its symptom and fail another check (sepc_after_yield's
    context check, 2 of 30 measured boots): a diagnosis tries its next boot, a
    check stops there (not cured either way).  The boots are run records, fed
    in order to try_scenario's stop rule in place of booting."""
    scenario = _scenario("sepc_after_yield", "proftest alone, then under three hogs")
    miss = _run(1, DIFFERENT, symptom=[NOT_SIGN], reference=[FAILS],
                console="proftest: most samples in the hot loop: FAIL\n")
    shows = _run(2, SYMPTOM, symptom=[CONTEXT, SIGN], reference=[FAILS])

    def booted(build, clinic, scenario, logdir, runs, *, until_symptom, stop_when,
               gives_up=None):
        made = []
        for run in [miss, shows][:runs]:
            made.append(run)
            if stop_when(run):
                break
        return made

    monkeypatch.setattr(trees, "run_scenario", booted)
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
    assert "proftest passes: no" in finding.evidence
    assert finding.cause == "proftest passes"      # the check's words: alike in each tree
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


def _finding(bug, status, trouble=(), evidence="e"):
    return trees.Finding(bug, "s", status, evidence, boots=1, trouble=list(trouble))


def test_the_conclusion_names_the_clinics_shown():
    clinics, _ = spec.load_clinics()
    findings = [_finding("baseline", trees.FAILS, ["proftest: exec keeps the profile: FAIL",
                                                      "proftest: 2 FAILED"]),
                _finding("free_on_exec", trees.SHOWS),
                _finding("sepc_after_yield", trees.SHOWS),
                _finding("dump_in_freeproc", trees.AS_REFERENCE)]
    # free_on_exec's file names both lines: they are its, not an unknown fault.
    assert diagnosis.conclusion(findings, clinics) == (
        "documented symptom: free_on_exec, sepc_after_yield")


def test_a_failure_no_clinic_describes_is_an_unknown_fault():
    clinics, _ = spec.load_clinics()
    findings = [_finding("baseline", trees.FAILS, ["test clock: FAILED",
                                                      "SOME TESTS FAILED"]),
                _finding("dump_in_freeproc", trees.AS_REFERENCE)]
    assert diagnosis.conclusion(findings, clinics) == "unknown fault: test clock: FAILED"
    findings.append(_finding("free_on_exec", trees.SHOWS))
    assert diagnosis.conclusion(findings, clinics) == (
        "documented symptom: free_on_exec; and an unknown fault: test clock: FAILED")


def test_a_failure_without_a_fail_line_is_still_a_fault():
    findings = [_finding("baseline", trees.AS_REFERENCE),
                _finding("no_range_check", trees.FAILS, evidence="prof reports: no")]
    assert diagnosis.conclusion(findings, []) == "unknown fault: no_range_check / s: prof reports: no"
    assert diagnosis.conclusion([_finding("x", trees.AS_REFERENCE)], []) == (
        "no documented symptom")


def test_the_table_has_a_row_a_scenario():
    rows = diagnosis.table([_finding("a", trees.SHOWS, evidence="x | y"),
                            _finding("b", trees.NOT_APPLICABLE, evidence="no symbol f")])
    lines = rows.splitlines()
    assert len(lines) == 4 and lines[0].startswith("| clinic | scenario | result")
    assert "x / y" in lines[2] and "not applicable" in lines[3]


def test_the_diagnosis_has_a_row_a_clinic_after_the_labs_tests():
    def finding(bug, scenario, status, evidence, **counts):
        return trees.Finding(bug, scenario, status, evidence, **counts)
    findings = [
        finding("baseline", "usertests -q", trees.FAILS, "test clock: FAILED", boots=1),
        finding("a", "console", trees.AS_REFERENCE, "held", boots=3, allowed=3),
        finding("a", "gdb", trees.NOT_APPLICABLE, "no symbol profsample"),
        finding("b", "console", trees.FAILS, "panic: kerneltrap", boots=1),
        finding("b", "gdb", trees.SHOWS, "the live sepc differs", boots=2, symptom_boots=1,
                allowed=3),
        finding("c", "console", trees.FAILS, "panic: kerneltrap", boots=1)]
    lines = diagnosis.clinic_table(findings, clinics=[]).splitlines()
    assert lines[0] == ("| clinic | documented symptom | boots run | boots with the symptom "
                        "| evidence |")
    assert lines[2] == "| (the lab's test) usertests -q | fails | 1 of 1 |  | test clock: FAILED |"
    assert lines[3] == "| a | no (1 of 2 scenarios not run) | 3 of 3 | 0 of 3 | held |"
    assert lines[4] == "| b | shows | 3 of 4 | 1 of 2 | the live sepc differs |"
    assert lines[5] == "| c | no, but a scenario fails otherwise | 1 of 1 |  | panic: kerneltrap |"
    assert len(lines) == 6
    said = diagnosis.report(findings, clinics=[])
    assert said.index("| b | shows") < said.index("documented symptom: b") < said.index(
        "Scenario by scenario:") < said.index("| b | gdb | shows the symptom")
    assert "Scenario by scenario" not in diagnosis.report(findings, clinics=[], scenarios=False)


def test_the_exercise_says_the_symptom_and_the_commands():
    text = instructions(_clinic("sepc_after_yield"), "exercises/sepc_after_yield", {}, {})
    assert "Read sepc after yield (§4, clinic 2)" in text
    assert "\n    grep .*.*.*z b1 > o1 &\n" in text     # a command a line, whole
    flowing = " ".join(text.split())
    assert "most samples in the hot loop: FAIL" in flowing
    assert "On this kernel, alone, proftest passes (the bug is invisible); alone, the hot" in flowing
    assert "Alone on the machine this kernel passes proftest" in flowing   # its `exercise`
    assert "How often it shows is not measured yet." in flowing
    for command in ("make qemu TREE=exercises/sepc_after_yield",
                    "make gdb TREE=exercises/sepc_after_yield",
                    "make check BUG=sepc_after_yield TREE=exercises/sepc_after_yield",
                    "make diagnose TREE=exercises/sepc_after_yield"):
        assert command in text


def test_an_exercise_is_the_variant_and_never_overwrites(tmp_path):
    folder = copy_variant("sepc_after_yield", tmp_path / "ex")
    assert (folder / "kernel" / "trap.c").is_file() and (folder / "Makefile").is_file()
    assert not list(folder.rglob("*.o")) and not (folder / "fs.img").exists()
    (folder / "kernel" / "trap.c").write_text("my work\n")
    with pytest.raises(BuildError, match="already exists"):
        copy_variant("sepc_after_yield", folder)
    assert (folder / "kernel" / "trap.c").read_text() == "my work\n"
    assert [p.name for p in tmp_path.iterdir()] == ["ex"]      # no half-made copy left


def test_a_folder_that_is_not_a_tree_is_refused(tmp_path):
    (tmp_path / "notes.txt").write_text("hello\n")
    with pytest.raises(BuildError, match="not a kernel tree: it has no Makefile"):
        build_tree(tmp_path, cache=tmp_path / "cache")


@pytest.mark.qemu
def test_a_tree_that_does_not_build_says_so_with_makes_lines(tmp_path):
    tree = copy_variant("reference", tmp_path / "broken")
    trap = tree / "kernel" / "trap.c"
    trap.write_text(trap.read_text() + "\nthis is not C;\n")
    with pytest.raises(BuildError) as raised:
        build_tree(tree, cache=tmp_path / "cache", log_path=tmp_path / "build.log")
    assert "failed with exit status" in str(raised.value)
    assert "trap.c" in str(raised.value)
    assert not list((tmp_path / "cache").glob("*/.profclinic-key"))   # never cached


def test_check_and_diagnose_name_a_tree_that_does_not_build(tmp_path, capsys):
    from harness.cli import main
    tree = tmp_path / "t"
    tree.mkdir()
    assert main(["check", "dump_in_freeproc", str(tree), "--logdir", str(tmp_path / "l")]) == 1
    assert "not cured: does not build: it is not a kernel tree" in capsys.readouterr().out
    assert main(["check", "nosuch", str(tree)]) == 2     # never 1, which says "not cured"
    assert "the clinics are: clockintr_sampling" in capsys.readouterr().err


def test_a_symptom_with_lines_its_file_does_not_name_waits_for_another_clinic():
    scenario = _scenario("dump_in_freeproc", "proftest")
    runs = [_run(1, SYMPTOM_AND_MORE, symptom=[SIGN],
                 console="$ proftest\ntest forkwait: FAILED\npanic: acquire\n", panic="acquire")]
    finding = trees.finding_of("dump_in_freeproc", scenario, runs, 1)
    assert finding.status == trees.SHOWS_AND_MORE
    assert finding.more == ["test forkwait: FAILED"]
    assert "and it printed test forkwait: FAILED" in finding.evidence


def _more(bug, lines):
    finding = _finding(bug, trees.SHOWS_AND_MORE)
    finding.more = list(lines)
    return finding


def test_another_clinic_shown_vouches_for_the_lines_its_scenarios_name():
    clinics, _ = spec.load_clinics()
    findings = [_finding("free_on_exec", trees.SHOWS),
                _more("sepc_after_yield", ["proftest: exec keeps the profile: FAIL"]),
                _more("no_range_check", ["test forkwait: FAILED"])]
    assert diagnosis.shown_clinics(findings, clinics) == ["free_on_exec", "sepc_after_yield"]
    # free_on_exec's also_prints name forkwait, but may not vouch for another
    # clinic's symptom: its own damage may have made it.
    assert findings[2].status == trees.FAILS
    assert diagnosis.conclusion(findings, clinics) == (
        "documented symptom: free_on_exec, sepc_after_yield")
    alone = [_more("sepc_after_yield", ["proftest: exec keeps the profile: FAIL"])]
    assert diagnosis.shown_clinics(alone, clinics) == []


def test_a_clinics_also_prints_explain_its_damage_elsewhere():
    clinics, _ = spec.load_clinics()
    findings = [_finding("free_on_exec", trees.SHOWS),
                _finding("no_range_check", trees.FAILS,
                         ["test forkwait: FAILED", "panic: freewalk: leaf still mapped"])]
    assert diagnosis.conclusion(findings, clinics) == "documented symptom: free_on_exec"
    findings[0].status = trees.AS_REFERENCE
    assert diagnosis.conclusion(findings, clinics) == "unknown fault: test forkwait: FAILED"


def _instead(monkeypatch, cli, name, fake):
    """fake in place of trees.<name>, wherever the command line finds it
    (through harness.learner.trees, or imported by name)."""
    monkeypatch.setattr(trees, name, fake)
    if hasattr(cli, name):
        monkeypatch.setattr(cli, name, fake)


@pytest.mark.parametrize("statuses, status, said", [
    ((trees.AS_REFERENCE, trees.AS_REFERENCE), 0, "cured: every scenario"),
    ((trees.AS_REFERENCE, trees.SHOWS_AND_MORE), 1, "not cured: s: symptom checks hold"),
    ((trees.FAILS, trees.DID_NOT_RUN), 1, "not cured: s: fails otherwise"),
    ((trees.AS_REFERENCE, trees.DID_NOT_RUN), 2, "grader trouble: s: did not run"),
    ((trees.AS_REFERENCE, trees.NOT_APPLICABLE), 2, "grader trouble: s: not applicable"),
])
def test_check_exits_0_only_when_cured(statuses, status, said, monkeypatch, tmp_path, capsys):
    from harness import cli
    monkeypatch.setattr(cli, "_build_for_judging", lambda tree, logs: object())
    _instead(monkeypatch, cli, "check",
             lambda bug, build, logs: [_finding(bug, s) for s in statuses])
    assert cli.main(["check", "dump_in_freeproc", str(tmp_path), "--logdir",
                     str(tmp_path / "l")]) == status
    assert said in capsys.readouterr().out


def test_diagnose_prints_the_clinics_and_keeps_the_scenarios_in_diagnosis_md(
        monkeypatch, tmp_path, capsys):
    from harness import cli
    monkeypatch.setattr(cli, "_build_for_judging", lambda tree, logs: object())
    _instead(monkeypatch, cli, "diagnose", lambda build, logs, gdb: [
        trees.Finding("dump_in_freeproc", "proftest", trees.AS_REFERENCE, "held", boots=1)])
    logs = tmp_path / "l"
    logs.mkdir()
    assert cli.main(["diagnose", str(tmp_path), "--logdir", str(logs)]) == 0
    out = capsys.readouterr().out
    assert "| dump_in_freeproc | no | 1 of 1 |  | held |" in out
    assert out.rstrip().endswith("no documented symptom")
    assert "Scenario by scenario" not in out
    kept = (logs / "diagnosis.md").read_text()
    assert "| dump_in_freeproc | proftest | as the reference |" in kept


# --- a finding only on the whole budget (issue 22) ---------------------------------------

HANG = "waited 60 s for the first shell prompt '$ '; nothing arrived on the console"


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


def test_check_says_cannot_tell_with_the_boots_run_against_the_budget(
        tmp_path, monkeypatch, capsys):
    from harness import cli
    monkeypatch.setattr(cli, "_build_for_judging", lambda tree, logs: object())
    short = trees.Finding("sepc_after_yield", "proftest alone, then under three hogs",
                          trees.DID_NOT_RUN, f"1 of 6 boots ran; then a boot failed 3 times: "
                          f"{HANG}", boots=1, allowed=6)
    _instead(monkeypatch, cli, "check", lambda bug, build, logs: [short])
    assert cli.main(["check", "sepc_after_yield", str(tmp_path), "--logdir",
                     str(tmp_path / "l")]) == 2
    out = capsys.readouterr().out
    assert "| did not run | 1 of 6 |" in out
    assert "grader trouble: proftest alone, then under three hogs: did not run: 1 of 6 boots ran" \
        in out


def test_not_cured_says_how_often_a_cured_tree_would_be(tmp_path):
    """From the reference's measured failures: 0 of 30 boots bounds a boot's
    failure at 9.5%; four boots of that scenario, at 1 - 0.905^4."""
    from harness.measured import rates as rates_module
    name = "proftest alone, then under three hogs"
    measured = rates_module.Measurement("sepc_after_yield", name, "k", "2026-11-30", 30, 28, {},
                                        30, 0, {})
    rates_module.save("sepc_after_yield", {name: rates_module.Rates(measured)}, tmp_path)
    findings = [trees.Finding("sepc_after_yield", "proftest alone, then under three hogs",
                              trees.FAILS, "panic: x", boots=4, allowed=6),
                trees.Finding("sepc_after_yield", "a scenario nobody measured",
                              trees.AS_REFERENCE, "held", boots=1)]
    said = chances.wrongly_not_cured("sepc_after_yield", findings, tmp_path)
    per_boot = stats.upper_bound(0, 30)
    assert f"{1 - (1 - per_boot) ** 4:.1%}" in said
    assert said.endswith("not measured on the reference: a scenario nobody measured")
    # Two measured scenarios' bounds hold together at 95%: 97.5% each.
    both = [findings[0], trees.Finding("sepc_after_yield", name, trees.AS_REFERENCE, "held",
                                       boots=1)]
    said = chances.wrongly_not_cured("sepc_after_yield", both, tmp_path)
    per_boot = stats.upper_bound(0, 30, 0.975)
    assert f"{1 - (1 - per_boot) ** 5:.1%}" in said and "95% for all together" in said


def test_check_and_diagnose_say_when_a_rate_is_stale(tmp_path):
    """A stale rate still sets the boots, and check and diagnose say so,
    naming the command that measures it again."""
    from harness.measured import rates as rates_module
    measured = rates_module.Measurement("sepc_after_yield", "proftest alone, then under three "
                                        "hogs", "not-today", "2026-11-30", 30, 28, {}, 30, 0, {})
    rates_module.save("sepc_after_yield",
                      {measured.scenario: rates_module.Rates(measured)}, tmp_path)
    lines = chances.stale_rates(["sepc_after_yield"], tmp_path)
    assert lines == ["stale rate: sepc_after_yield / proftest alone, then under three hogs was "
                     "measured on other kernels, another meaning of the scenario, or another "
                     "QEMU; its boots still come from it; measure again: make rates "
                     "BUG=sepc_after_yield SCENARIO='proftest alone, then under three hogs'"]
