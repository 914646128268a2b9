"""profclinic from the command line (the top Makefile calls these).

  python3 -m harness build [VARIANT...]     build variants (default: all)
  python3 -m harness qemu VARIANT [--gdb]   an interactive console (Ctrl-A x quits);
                                            --gdb: halted, waiting for `gdb VARIANT`
  python3 -m harness gdb VARIANT            gdb-multiarch on the machine `qemu --gdb` started
  python3 -m harness transcripts LOGDIR OUT  Markdown transcripts from recorded runs,
                                            and OUT/README.md, their index
  python3 -m harness variants               the known variants, one a line
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

from harness import expect, rates, tools, transcript
from harness.build import CACHE, REFERENCE, build_variant, known_variants, patch_of
from harness.clinic import measurement_key
from harness.errors import HarnessError
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


def cmd_qemu(args):
    build = build_variant(args.variant, log_path=CACHE / f"build-{args.variant}.log")
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
            print(f"halted: in another terminal, `make gdb{_make_args(args.variant)}` "
                  "(then `continue`)", file=sys.stderr)
        return subprocess.call(argv)
    finally:
        shutil.rmtree(rundir, ignore_errors=True)
        if socket is not None:
            socket.unlink(missing_ok=True)


def cmd_gdb(args):
    build = build_variant(args.variant, log_path=CACHE / f"build-{args.variant}.log")
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
    qemu.add_argument("variant")
    qemu.add_argument("--gdb", action="store_true", help="start halted, serving gdb")
    qemu.set_defaults(run=cmd_qemu)
    gdb = commands.add_parser("gdb", help="gdb-multiarch on the machine of `qemu --gdb`")
    gdb.add_argument("variant")
    gdb.set_defaults(run=cmd_gdb)
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
