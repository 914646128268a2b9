"""The command line (harness/cli/), the Makefile that calls it, scripts/,
and what its commands say before they build or boot: nothing boots."""

import argparse
import re

import pytest

from harness import REPO, cli
from harness.expected import spec
from harness.learner import trees
from harness.plugin.options import OPT_IN

from support import HANG, tree_finding

HARNESS_CALL = re.compile(r"\$\(PYTHON\) -m harness ([\w-]+)(?: ([\w-]+))?")
PYTEST_CALL = re.compile(r"\$\(PYTHON\) -m pytest\b")


def _targets():
    """{target: [recipe lines, continuations joined]} of the top Makefile."""
    targets, current = {}, None
    lines = iter((REPO / "Makefile").read_text().splitlines())
    for line in lines:
        while line.endswith("\\"):
            line = line[:-1] + next(lines)
        rule = re.match(r"^([a-z][\w-]*):", line)
        if rule:
            current = targets.setdefault(rule.group(1), [])
        elif line.startswith("\t") and current is not None:
            current.append(line.strip())
        elif not line.startswith("\t"):
            current = None
    return targets


def _commands():
    """README.md's section "Commands": the one list of the make targets."""
    text = (REPO / "README.md").read_text()
    return text.split("\n## Commands\n", 1)[1].split("\n## ", 1)[0]


def test_no_script_touches_sys_path():
    """scripts/ are run from the repository's root (`python3 -m scripts.migrations`);
    none finds the harness by changing Python's path."""
    scripts = [path for path in (REPO / "scripts").rglob("*") if path.is_file()]
    assert scripts
    for path in scripts:
        assert "sys.path" not in path.read_text(errors="replace"), path


def test_every_make_target_calls_one_command_the_cli_has():
    known = cli.commands()
    targets = _targets()
    assert {"test", "rates", "measure-rates", "bench", "check", "diagnose"} <= set(targets)
    for target, recipe in targets.items():
        called = []
        for line in recipe:
            for command, action in HARNESS_CALL.findall(line):
                assert command in known, f"make {target}: no command {command!r} in the CLI"
                if known[command]:
                    assert action in known[command], \
                        f"make {target}: {command} has no action {action!r}"
                called.append(command)
            called += ["pytest"] * len(PYTEST_CALL.findall(line))
            assert not re.search(r"\$\(PYTHON\) scripts/|python3? scripts/", line), \
                f"make {target} runs a script: {line}"
        if target not in ("deps", "setup", "clean"):
            assert len(called) == 1, f"make {target} calls {called or 'nothing'}, not one command"


def test_the_tests_the_makefile_names_exist():
    """Each file or glob a pytest target names is there (CLINIC at its default),
    and each --with names an opt-in of harness/plugin/options.py."""
    for target, recipe in _targets().items():
        for line in (line for line in recipe if PYTEST_CALL.search(line)):
            line = line.replace("$(CLINIC)", "clockintr_sampling")
            for pattern in re.findall(r"\$\(wildcard ([^)]+)\)", line):
                assert list(REPO.glob(pattern)), f"make {target}: nothing matches {pattern}"
            for path in re.findall(r"(?<![\w(])((?:scenarios|expected)/[\w./-]+)", line):
                assert (REPO / path).exists(), f"make {target}: no {path}"
            for opt_in in re.findall(r"--with=(\w+)", line):
                assert opt_in in OPT_IN, f"make {target}: --with={opt_in}"


def test_the_readme_commands_name_every_target():
    header = _commands()
    named = set(re.findall(r"make ([\w-]+)", header))
    named |= {word for listed in re.findall(r"make ((?:[\w-]+ \| )+[\w-]+)", header)
              for word in listed.split(" | ")}
    assert set(_targets()) <= named, set(_targets()) - named
    assert named <= set(_targets()), named - set(_targets())


def test_the_make_targets_that_measure_call_their_commands():
    targets = _targets()
    assert any("-m harness rates measure $(BUG)" in line for line in targets["rates"])
    assert any("-m harness measures run" in line for line in targets["measure-rates"])
    assert any("-m harness bench" in line for line in targets["bench"])


def test_the_cli_has_the_commands_of_the_brief():
    known = cli.commands()
    for command in ("build", "qemu", "gdb", "variants", "exercise", "check", "diagnose",
                    "render", "samplepath", "bench"):
        assert command in known
    assert known["rates"] == {"measure", "show", "carry"}
    assert known["measures"] == {"run", "tally", "rules"}


def test_bench_takes_pytest_options_after_a_double_dash():
    args = cli.parser().parse_args(["bench", "--", "-k", "reference", "-m", "not slow"])
    assert args.pytest_args == ["-k", "reference", "-m", "not slow"]
    assert (args.boots, args.full) == (3, False)
    assert cli.parser().parse_args(["bench", "--"]).pytest_args == []


def test_rates_measure_and_exercise_without_a_clinic_list_the_clinics(capsys):
    assert cli.main(["rates", "measure"]) == 1
    assert "say which clinic; the clinics are: clockintr_sampling" in capsys.readouterr().err
    assert cli.main(["rates", "measure", "nosuch", "-n", "2"]) == 1
    assert "no clinic 'nosuch'" in capsys.readouterr().err
    assert cli.main(["exercise"]) == 1
    assert "say which clinic" in capsys.readouterr().err


def test_rates_measure_names_the_scenarios_of_a_clinic(capsys, recorded_clinics):
    """Every scenario is measured (issue 22): the chance ones first (of the
    clinic as recorded, harness/plugin/fixtures.py's recorded_clinics)."""
    assert cli.main(["rates", "measure", "no_range_check", "--scenario", "nosuch"]) == 1
    assert "no_range_check has no scenario 'nosuch'; it has: '2-byte buckets during " \
           "usertests', '8-byte buckets above pop_off'" in capsys.readouterr().err


def test_measures_run_names_the_measure_scenarios(capsys):
    assert cli.main(["measures", "run", "--scenario", "nosuch", "-n", "1"]) == 1
    assert "no measure scenario named 'nosuch'; the scenarios are: \"grep's matcher" in \
        capsys.readouterr().err


def test_the_rates_show_table_has_a_row_a_scenario(capsys, recorded_clinics):
    """Of the clinics as recorded (harness/plugin/fixtures.py's recorded_clinics): the
    table goes over every clinic, and a malformed file of expected/ fails
    its own items, not this test."""
    assert cli.main(["rates", "show"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("| clinic / scenario | idle: bug shows it | idle: reference failed "
                          "| loaded: bug shows it |")
    assert "| no_range_check / 2-byte buckets during usertests |" in out
    assert "| no_range_check / 8-byte buckets above pop_off (deterministic) |" in out
    assert "false-failure chance of this suite: at most " in out
    assert "holds with 95% confidence for them together" in out and "reference side: " in out
    assert "rates measured on: " in out
    endings, steps = out.split("## Every try, by how it ended")[1].split(
        "## The reference's steps, in seconds")
    assert "| clinic / scenario | condition | bug's tries | reference's tries |" in endings
    assert "| step | idle | loaded | deadline |" in steps
    for clinic in spec.load_clinics()[0]:
        for scenario in clinic.scenarios:     # every scenario: in both, a row at least
            assert f"| {clinic.bug} / {scenario.name} | idle |" in endings
            assert f"| {clinic.bug} / {scenario.name} | " in steps


def test_two_trees_of_the_same_name_keep_their_logs_apart(tmp_path, monkeypatch):
    from argparse import Namespace
    from harness.cli import _tree_logs
    monkeypatch.chdir(tmp_path)
    alice = _tree_logs(Namespace(tree="subs/alice/xv6", logdir=None), "check-x")
    bob = _tree_logs(Namespace(tree="subs/bob/xv6", logdir=None), "check-x")
    assert alice != bob and alice.name == "subs-alice-xv6"


# --- check and diagnose ------------------------------------------------------------------

@pytest.mark.usefixtures("recorded_clinics")
def test_check_and_diagnose_name_a_tree_that_does_not_build(tmp_path, capsys):
    from harness.cli import main
    tree = tmp_path / "t"
    tree.mkdir()
    assert main(["check", "dump_in_freeproc", str(tree), "--logdir", str(tmp_path / "l")]) == 1
    assert "not cured: does not build: it is not a kernel tree" in capsys.readouterr().out
    assert main(["check", "nosuch", str(tree)]) == 2     # never 1, which says "not cured"
    assert "the clinics are: clockintr_sampling" in capsys.readouterr().err


def _instead(monkeypatch, cli, name, fake):
    """fake in place of trees.<name>, wherever the command line finds it
    (through harness.learner.trees, or imported by name)."""
    monkeypatch.setattr(trees, name, fake)
    if hasattr(cli, name):
        monkeypatch.setattr(cli, name, fake)


@pytest.mark.usefixtures("recorded_clinics")
@pytest.mark.parametrize("statuses, status, said", [
    ((trees.AS_REFERENCE, trees.AS_REFERENCE), 0, "cured: every scenario"),
    ((trees.AS_REFERENCE, trees.SHOWS_AND_MORE), 1, "not cured: s: symptom checks hold"),
    ((trees.FAILS, trees.DID_NOT_RUN), 1, "not cured: s: fails otherwise"),
    ((trees.AS_REFERENCE, trees.DID_NOT_RUN), 2, "grader trouble: s: did not run"),
    ((trees.AS_REFERENCE, trees.NOT_APPLICABLE), 2, "grader trouble: s: not applicable"),
])
def test_check_exits_0_only_when_cured(statuses, status, said, monkeypatch, tmp_path, capsys):
    from harness import cli
    monkeypatch.setattr("harness.learner.verdict.build_trusted", lambda tree, **options: object())
    _instead(monkeypatch, cli, "check",
             lambda bug, build, logs, at_once: [tree_finding(bug, s) for s in statuses])
    assert cli.main(["check", "dump_in_freeproc", str(tmp_path), "--logdir",
                     str(tmp_path / "l")]) == status
    assert said in capsys.readouterr().out


@pytest.mark.usefixtures("recorded_clinics")
def test_each_not_cured_line_has_its_own_figure_on_the_reference(monkeypatch, tmp_path, capsys):
    """Beside each "not cured" line, how often the reference did that
    (measured/rates/dump_in_freeproc.toml), or "not measured"; no figure
    of a whole check's boots stands beside the verdict."""
    from harness import cli
    monkeypatch.setattr("harness.learner.verdict.build_trusted", lambda tree, **options: object())
    _instead(monkeypatch, cli, "check", lambda bug, build, logs, at_once: [
        trees.Finding(bug, "proftest", trees.SHOWS, "the dump's file is freed", boots=1),
        trees.Finding(bug, "a scenario nobody measured", trees.FAILS, "e", boots=1,
                      cause="proftest passes")])
    assert cli.main(["check", "dump_in_freeproc", str(tmp_path), "--logdir",
                     str(tmp_path / "l")]) == 1
    lines = capsys.readouterr().out.splitlines()
    shown = lines.index("not cured: proftest: shows the symptom: the dump's file is freed")
    assert re.fullmatch(r"  the reference showed this symptom in \d+ of \d+ measured tries of "
                        r"this scenario \(at most \d+\.\d% a try, 95% confidence\)",
                        lines[shown + 1]), lines[shown + 1]
    failed = lines.index("not cured: a scenario nobody measured: fails otherwise: e")
    assert lines[failed + 1] == ("  not measured: the reference's tries of this scenario were "
                                 "never measured")
    assert not [line for line in lines if "a cured tree fails these boots" in line]


@pytest.mark.usefixtures("recorded_clinics")
def test_diagnose_prints_the_clinics_and_keeps_the_scenarios_in_diagnosis_md(
        monkeypatch, tmp_path, capsys):
    from harness import cli
    monkeypatch.setattr("harness.learner.verdict.build_trusted", lambda tree, **options: object())
    _instead(monkeypatch, cli, "diagnose", lambda build, logs, gdb, at_once: [
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


@pytest.mark.usefixtures("recorded_clinics")
def test_check_says_cannot_tell_with_the_boots_run_against_the_budget(
        tmp_path, monkeypatch, capsys):
    from harness import cli
    monkeypatch.setattr("harness.learner.verdict.build_trusted", lambda tree, **options: object())
    short = trees.Finding("sepc_after_yield", "proftest alone, then under three hogs",
                          trees.DID_NOT_RUN, f"1 of 6 boots ran; then a boot failed 3 times: "
                          f"{HANG}", boots=1, allowed=6)
    _instead(monkeypatch, cli, "check", lambda bug, build, logs, at_once: [short])
    assert cli.main(["check", "sepc_after_yield", str(tmp_path), "--logdir",
                     str(tmp_path / "l")]) == 2
    out = capsys.readouterr().out
    assert "| did not run | 1 of 6 |" in out
    assert "grader trouble: proftest alone, then under three hogs: did not run: 1 of 6 boots ran" \
        in out


def _every_parser():
    """(name, parser) of the command line itself and of every command and action."""
    found = [("python3 -m harness", cli.parser())]
    for name, made in list(found):
        for action in made._actions:
            if isinstance(action, argparse._SubParsersAction):
                found += [(f"{name} {sub}", parser) for sub, parser in action.choices.items()]
                for sub, parser in action.choices.items():
                    for nested in parser._actions:
                        if isinstance(nested, argparse._SubParsersAction):
                            found += [(f"{name} {sub} {leaf}", leaf_parser)
                                      for leaf, leaf_parser in nested.choices.items()]
    return found


@pytest.mark.parametrize("name, made", _every_parser(),
                         ids=[name for name, _ in _every_parser()])
def test_every_help_says_what_it_does_and_its_exit_statuses(name, made):
    """`--help` of the command line and of each command: a description, an
    epilog naming each exit status with what it means, and every positional
    named in capitals with a help of its own."""
    shown = made.format_help()
    assert made.description, f"{name} --help says nothing of what it does"
    statuses = shown.split("exit status:\n", 1)
    assert len(statuses) == 2, f"{name} --help names no exit status"
    assert re.search(r"^  130  stopped", statuses[1], re.MULTILINE), name
    assert len(re.findall(r"^  (?:\d+ |QEMU's|gdb's)", statuses[1], re.MULTILINE)) >= 2, name
    for action in made._actions:
        if action.option_strings or isinstance(action, argparse._SubParsersAction):
            continue
        assert action.help, f"{name}: positional {action.dest} has no help"
        assert action.metavar and action.metavar.isupper(), \
            f"{name}: positional {action.dest} shown as {action.metavar!r}, not a NAME"


def test_check_and_grade_help_name_their_verdicts():
    for command in ("check", "grade", "gradescope-run"):
        shown = cli.parser()._subparsers._group_actions[0].choices[command].format_help()
        for said in ("  0 ", "  1 ", "  2 "):
            assert said in shown, f"{command} --help lacks exit status {said.strip()}"
    check = cli.parser()._subparsers._group_actions[0].choices["check"].format_help()
    assert "not cured" in check and "grader trouble" in check


def test_a_check_ends_with_what_to_do_next_for_each_verdict():
    from harness.cli.run import _next_after_check
    from harness.learner import trees
    lines = {verdict: _next_after_check("sepc_after_yield", "exercises/sepc_after_yield", verdict)
             for verdict in (trees.CURED, trees.NOT_CURED, trees.GRADER_TROUBLE)}
    assert all(line.startswith("next: ") for line in lines.values())
    assert "make check BUG=sepc_after_yield TREE=exercises/sepc_after_yield" in \
        lines[trees.NOT_CURED]
    assert "Why it happens" in lines[trees.NOT_CURED]
    assert len(set(lines.values())) == 3
