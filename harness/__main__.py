"""profclinic from the command line (the top Makefile calls these).

  python3 -m harness build [VARIANT...]     build variants (default: all)
  python3 -m harness qemu VARIANT [--gdb]   an interactive console (Ctrl-A x quits);
                                            --gdb: halted, waiting for `gdb VARIANT`
  python3 -m harness gdb VARIANT            gdb-multiarch on the machine `qemu --gdb` started
  python3 -m harness transcripts LOGDIR OUT  Markdown transcripts from recorded runs,
                                            and OUT/README.md, their index
  python3 -m harness variants               the known variants, one a line
  python3 -m harness exercise BUG [FOLDER]  copy BUG's variant for a learner
                                            (default: exercises/BUG), and say what to do
  python3 -m harness check BUG TREE         BUG's scenarios on a tree: exit 0 when it is
                                            cured, 1 when not, 2 when it cannot be told
  python3 -m harness diagnose TREE          the lab's tests and every clinic on a tree:
                                            a table, then the documented symptoms shown
  python3 -m harness rates                  the measured rates of the chance scenarios,
                                            their bounds and budgets, as a Markdown table

Errors are printed as one explained message, without a traceback.
"""

import argparse
import os
import shlex
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

from harness import REPO, diagnose, expect, rates, tools, transcript
from harness.build import (CACHE, REFERENCE, build_tree, build_variant, known_variants,
                           patch_of)
from harness.clinic import measurement_key
from harness.errors import BuildError, HarnessError
from harness.machine import qemu_argv


def gdb_socket_of(variant):
    """Where `qemu VARIANT --gdb` serves gdb, for `gdb VARIANT` to find."""
    return CACHE / f"{variant}.gdb.sock"


def _make_args(variant):
    """What `make` needs to name a variant: nothing for the reference."""
    return "" if variant == REFERENCE else f" BUG={variant}"


def cmd_build(args):
    for name in args.variants or known_variants():
        build_variant(name, log_path=CACHE / f"build-{name}.log")


def _build_of(args):
    """The Build a qemu or gdb command boots: --tree DIR, or the named variant."""
    if getattr(args, "tree", None):
        return build_tree(args.tree, log_path=CACHE / "build-tree.log")
    return build_variant(args.variant, log_path=CACHE / f"build-{args.variant}.log")


def cmd_qemu(args):
    build = _build_of(args)
    args.variant = build.name
    tools.require("qemu-system-riscv64")
    rundir = Path(tempfile.mkdtemp(prefix="profclinic-qemu-"))
    socket = gdb_socket_of(args.variant) if args.gdb else None
    try:
        disk = rundir / "fs.img"
        shutil.copyfile(build.fs_image, disk)
        if socket is not None:
            socket.unlink(missing_ok=True)
        argv = qemu_argv(build.kernel, disk, gdb_socket=socket, halted=args.gdb)
        print(f"{args.variant}: {shlex.join(argv)}", file=sys.stderr)
        print("(a copy of fs.img, removed afterwards; quit with Ctrl-A x)", file=sys.stderr)
        if socket is not None:
            again = f" TREE={args.tree}" if args.tree else _make_args(args.variant)
            print(f"halted: in another terminal, `make gdb{again}` "
                  "(then `continue`)", file=sys.stderr)
        return subprocess.call(argv)
    finally:
        shutil.rmtree(rundir, ignore_errors=True)
        if socket is not None:
            socket.unlink(missing_ok=True)


def cmd_gdb(args):
    build = _build_of(args)
    args.variant = build.name
    gdb = tools.require("gdb-multiarch")
    socket = gdb_socket_of(args.variant)
    if not socket.exists():
        raise HarnessError(f"no machine is waiting for gdb at {socket}: first run "
                           f"`make qemu-gdb{_make_args(args.variant)}` in another terminal")
    argv = [gdb, "-q", "-ex", "set architecture riscv:rv64",
            "-ex", f"directory {build.source}", "-ex", f"target remote {socket}",
            str(build.kernel)]
    print(shlex.join(argv), file=sys.stderr)
    os.execv(gdb, argv)


def cmd_transcripts(args):
    for path in transcript.write_transcripts(Path(args.logdir), Path(args.out), patch_of):
        print(path)


def cmd_rates(args):
    chance = [(clinic, scenario) for clinic in map(expect.load_clinic, expect.clinic_names())
              for scenario in clinic.scenarios if scenario.by_chance]
    print("| clinic / scenario | bug: symptom | reference: failed | 95% lower bound "
          "| boots in the suite | measured |")
    print("|---|---|---|---|---|---|")
    plans = []
    for clinic, scenario in chance:
        where = f"{clinic.bug} / {scenario.name}"
        try:
            plan = rates.plan(clinic.bug, scenario, len(chance),
                              measurement_key(clinic, scenario))
        except HarnessError as error:
            print(f"| {where} | not measured enough: {str(error).split('; ')[-1]} | | | | |")
            continue
        plans.append(plan)
        m = plan.measurement
        print(f"| {where} | {m.bug_symptom} of {m.bug_boots} | {m.reference_failed} of "
              f"{m.reference_boots} | {plan.bound:.3f} | {plan.boots} | {m.date}"
              f"{', STALE' if plan.stale else ''} |")
    print(f"\nfalse-failure chance of a full run: {rates.false_failure(plans):.3%} "
          f"({len(plans)} of {len(chance)} chance scenarios measured)")


def _known_clinic(bug):
    if bug not in expect.clinic_names():
        raise HarnessError(f"no clinic {bug!r}; the clinics are: "
                           f"{', '.join(expect.clinic_names())}")


def cmd_exercise(args):
    _known_clinic(args.bug)
    print(diagnose.exercise(args.bug, Path(args.folder or REPO / "exercises" / args.bug)))


def _tree_logs(args, what):
    return Path(args.logdir or REPO / "logs" / what / Path(args.tree).resolve().name)


def cmd_check(args):
    _known_clinic(args.bug)
    logs = _tree_logs(args, f"check-{args.bug}")
    build = _build_for_judging(args.tree, logs)
    if build is None:
        return 2
    findings = diagnose.check(args.bug, build, logs)
    print(f"(logs: {logs})")
    print(diagnose.table(findings))
    if diagnose.cured(findings):
        boots = sum(f.boots for f in findings)
        print(f"cured: every scenario of {args.bug} behaves as the reference "
              f"({boots} boots)")
        return 0
    unsure = [f for f in findings if f.status in (diagnose.DID_NOT_RUN, diagnose.NOT_APPLICABLE)]
    wrong = [f for f in findings if f not in unsure and f.status != diagnose.AS_REFERENCE]
    for f in wrong:
        print(f"not cured: {f.scenario}: {f.status}: {f.evidence}")
    for f in unsure:
        print(f"cannot tell: {f.scenario}: {f.status}: {f.evidence}")
    return 1 if wrong else 2


def cmd_diagnose(args):
    logs = _tree_logs(args, "diagnose")
    build = _build_for_judging(args.tree, logs)
    if build is None:
        return 2
    findings = diagnose.diagnose(build, logs, gdb=not args.console)
    (logs / "diagnosis.md").write_text(diagnose.report(findings))
    print(f"(logs, and this diagnosis with a row a scenario: {logs / 'diagnosis.md'})\n"
          f"{diagnose.report(findings, scenarios=False)}", end="")
    return 0


def _build_for_judging(tree, logs):
    """The tree's Build, or None after saying that it does not build."""
    try:
        return build_tree(tree, log_path=logs / "build.log")
    except BuildError as error:
        print(f"the tree does not build, so it is neither cured nor diagnosed:\n{error}",
              file=sys.stderr)
        return None


def cmd_variants(args):
    print("\n".join(known_variants()))


def main(argv=None):
    tools.stop_on_terminate()
    parser = argparse.ArgumentParser(prog="python3 -m harness", description=__doc__.split("\n")[0])
    commands = parser.add_subparsers(dest="command", required=True)
    build = commands.add_parser("build", help="build variants (default: all)")
    build.add_argument("variants", nargs="*")
    build.set_defaults(run=cmd_build)
    qemu = commands.add_parser("qemu", help="an interactive console on a variant")
    qemu.add_argument("variant", nargs="?", default=REFERENCE)
    qemu.add_argument("--tree", help="boot this tree instead (a learner's)")
    qemu.add_argument("--gdb", action="store_true", help="start halted, serving gdb")
    qemu.set_defaults(run=cmd_qemu)
    gdb = commands.add_parser("gdb", help="gdb-multiarch on the machine of `qemu --gdb`")
    gdb.add_argument("variant", nargs="?", default=REFERENCE)
    gdb.add_argument("--tree", help="the tree `qemu --tree --gdb` booted")
    gdb.set_defaults(run=cmd_gdb)
    exercise = commands.add_parser("exercise", help="copy a bug's variant for a learner")
    exercise.add_argument("bug")
    exercise.add_argument("folder", nargs="?")
    exercise.set_defaults(run=cmd_exercise)
    check = commands.add_parser("check", help="is a tree cured of a bug?")
    check.add_argument("bug")
    check.add_argument("tree")
    check.add_argument("--logdir")
    check.set_defaults(run=cmd_check)
    diagnosis = commands.add_parser("diagnose", help="which clinics' symptoms a tree shows")
    diagnosis.add_argument("tree")
    diagnosis.add_argument("--logdir")
    diagnosis.add_argument("--console", action="store_true",
                           help="console scenarios only (no gdb)")
    diagnosis.set_defaults(run=cmd_diagnose)
    render = commands.add_parser("transcripts", help="Markdown transcripts from a log folder")
    render.add_argument("logdir")
    render.add_argument("out")
    render.set_defaults(run=cmd_transcripts)
    commands.add_parser("variants", help="list the variants").set_defaults(run=cmd_variants)
    commands.add_parser("rates", help="the measured rates, bounds and budgets").set_defaults(
        run=cmd_rates)
    args = parser.parse_args(argv)
    try:
        return args.run(args) or 0
    except HarnessError as error:
        print(f"profclinic: {error}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":
    sys.exit(main())
