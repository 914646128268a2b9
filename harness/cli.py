"""profclinic from the command line: `python3 -m harness COMMAND`.

One argparse parser, a subcommand a job; each make target calls one of
them (README.md, "Commands", lists them; `--help` on each says more).
Errors are printed as one explained message, without a traceback.  The longer
commands' bodies are modules of their own: harness/trials/ (one a measuring
command), kernel/samplepath, bench, run/rejudge, learner/ (a learner's
tree: verdict, diagnosis, exercise), reports/transcripts."""

import argparse
import os
import shlex
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

from harness import REPO, bench, probes, slug, tools
from harness.build import CACHE, REFERENCE, build_tree, build_variant, known_variants, patch_of
from harness.errors import HarnessError
from harness.expected import spec
from harness.grading import gradescope
from harness.grading.class_run import grade
from harness.kernel import samplepath
from harness.kernel.cached import interrupt_marks, program_symbols
from harness.learner import chances, trees
from harness.learner.diagnosis import report, table
from harness.learner.exercise import exercise
from harness.learner.trust import learner_patterns
from harness.learner.verdict import built, check_tree
from harness.machine.cmdline import qemu_argv
from harness.measured import host, rates, rules
from harness.reports.transcripts import write_transcripts
from harness.run import rejudge
from harness.trials import consoles, grade_bench, measure_rates, reverse_error
from harness.trials import rates as rate_trials


# --- building and booting -------------------------------------------------------------

def gdb_socket_of(variant):
    """Where `qemu VARIANT --gdb` serves gdb, for `gdb VARIANT` to find."""
    return CACHE / f"{variant}.gdb.sock"


def _make_args(variant):
    """What `make` needs to name a variant: nothing for the reference."""
    return "" if variant == REFERENCE else f" BUG={variant}"


def cmd_build(args):
    for name in args.variants or known_variants():
        build_variant(name, log_path=CACHE / f"build-{name}.log")


def cmd_variants(args):
    print("\n".join(known_variants()))


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


# --- a learner's tree -------------------------------------------------------------------

def cmd_exercise(args):
    spec.known_clinic(args.bug)
    print(exercise(args.bug, Path(args.folder or REPO / "exercises" / args.bug)))


def _tree_logs(args, what):
    """logs/<what>/<the tree's path as a name>: subs/alice/xv6 and subs/bob/xv6
    apart (the path from here, or from / when the tree is not below here)."""
    if args.logdir:
        return Path(args.logdir)
    tree = Path(args.tree).resolve()
    try:
        shown = tree.relative_to(Path.cwd())
    except ValueError:
        shown = tree
    return REPO / "logs" / what / (slug(str(shown)) or "tree")


def _say_left_out(built):
    """The tree's files judged with base/'s, said before anything is judged."""
    if built.left_out:
        print(f"judged with base/'s files, not the tree's: {', '.join(map(str, built.left_out))}"
              f" (only {', '.join(learner_patterns())} is the learner's: course/learner-files.toml)")


def _unbuilt(built):
    """The exit status of a tree that did not build, after saying why: 1 (not
    cured) when the fault is the tree's (it reads a file outside itself as
    it is built, harness/sandbox.py, or does not compile), 2 otherwise."""
    if built.why:
        print(f"not cured: {built.why}\n{built.error}")
    else:
        print(f"grader trouble: the tree's build failed, not for a fault of its own:\n"
              f"{built.error}", file=sys.stderr)
    return trees.EXIT_STATUS[built.verdict]


def cmd_check(args):
    spec.known_clinic(args.bug)
    logs = _tree_logs(args, f"check-{args.bug}")
    checked = check_tree(args.bug, args.tree, logs)
    _say_left_out(checked.built)
    if checked.built.error is not None:
        return _unbuilt(checked.built)
    for line in checked.stale:
        print(line)
    findings, verdict = checked.findings, checked.verdict
    print(f"(logs: {logs})")
    print(table(findings))
    boots = f"{checked.boots} of {checked.budget} boots"
    if verdict == trees.CURED:
        print(f"cured: every scenario of {args.bug} behaves as the reference ({boots})")
        for line in checked.warnings:
            print(f"cured, with a warning: {line}")
    for f in trees.not_as_reference(findings):
        print(f"not cured: {f.scenario}: {f.status}: {f.evidence}")
    unsure = "grader trouble" if verdict == trees.GRADER_TROUBLE else "not judged"
    for f in trees.unsure(findings):
        print(f"{unsure}: {f.scenario}: {f.status}: {f.evidence}")
    if verdict == trees.NOT_CURED:
        print(f"({boots} ran; {checked.wrongly_not_cured})")
    return trees.EXIT_STATUS[verdict]


def cmd_grade(args):
    spec.known_clinic(args.bug)
    if args.jobs < 1:
        raise HarnessError(f"--jobs must be 1 or more, not {args.jobs}")
    return grade(args.bug, args.folder, args.out, args.jobs, args.pytest_args, args.ssh)


def cmd_gradescope(args):
    spec.known_clinic(args.bug)
    path = gradescope.make_zip(args.bug, Path(args.out) / f"gradescope-{args.bug}.zip")
    print(f"gradescope: {path} (setup.sh, run_autograder, and the project in "
          f"{gradescope.FOLDER}/): upload it as the assignment's autograder")


def cmd_diagnose(args):
    logs = _tree_logs(args, "diagnose")
    made = built(args.tree, logs)
    _say_left_out(made)
    if made.error is not None:
        _unbuilt(made)
        return 2      # no diagnosis: it did not build
    for line in chances.stale_rates(spec.clinic_names()):
        print(line)
    findings = trees.diagnose(made.build, logs, gdb=not args.console)
    (logs / "diagnosis.md").write_text(report(findings))
    print(f"(logs, and this diagnosis with a row a scenario: {logs / 'diagnosis.md'})\n"
          f"{report(findings, scenarios=False)}", end="")
    return 0


# --- recorded runs and measurements ---------------------------------------------------

def cmd_rejudge(args):
    """Recorded runs judged again by today's files: exit 1 if any moved."""
    from_runs = rejudge.rejudge([Path(folder) for folder in args.logdirs])
    print(rejudge.report(from_runs))
    return 1 if any(result.differences for result in from_runs) else 0


def cmd_render(args):
    for path in write_transcripts([Path(args.logdir)], Path(args.out), patch_of,
                                  marks_of=interrupt_marks, symbols_of=program_symbols):
        print(path)


def cmd_samplepath(args):
    kernel = args.kernel or build_variant(REFERENCE).kernel
    return samplepath.report(kernel)


def cmd_bench(args):
    return bench.bench(args.pytest_args, boots=args.boots, full=args.full)


def cmd_probes(args):
    text = probes.report(args.logdir)
    print(text)
    if args.write:
        what = (f"From the logs of {args.what or 'a run'} (`python3 -m harness probes LOGDIR "
                f"--write`), on {host.described(host.this_host())}.")
        print(f"written: {probes.write(text, what)}")


# --- the parser ---------------------------------------------------------------------------

def _clinic_commands(commands):
    build = commands.add_parser("build", help="build variants (default: all)")
    build.add_argument("variants", nargs="*")
    build.set_defaults(run=cmd_build)
    commands.add_parser("variants", help="list the variants").set_defaults(run=cmd_variants)
    qemu = commands.add_parser("qemu", help="an interactive console on a variant")
    qemu.add_argument("variant", nargs="?", default=REFERENCE)
    qemu.add_argument("--tree", help="boot this tree instead (a learner's)")
    qemu.add_argument("--gdb", action="store_true", help="start halted, serving gdb")
    qemu.set_defaults(run=cmd_qemu)
    gdb = commands.add_parser("gdb", help="gdb-multiarch on the machine of `qemu --gdb`")
    gdb.add_argument("variant", nargs="?", default=REFERENCE)
    gdb.add_argument("--tree", help="the tree `qemu --tree --gdb` booted")
    gdb.set_defaults(run=cmd_gdb)
    exercising = commands.add_parser("exercise", help="copy a bug's variant for a learner")
    exercising.add_argument("bug", nargs="?", default="")
    exercising.add_argument("folder", nargs="?")
    exercising.set_defaults(run=cmd_exercise)
    check = commands.add_parser("check", help="is a tree cured of a bug?")
    check.add_argument("bug")
    check.add_argument("tree")
    check.add_argument("--logdir")
    check.set_defaults(run=cmd_check, error_status=2)
    diagnosis = commands.add_parser("diagnose", help="which clinics' symptoms a tree shows")
    diagnosis.add_argument("tree")
    diagnosis.add_argument("--logdir")
    diagnosis.add_argument("--console", action="store_true",
                           help="console scenarios only (no gdb)")
    diagnosis.set_defaults(run=cmd_diagnose, error_status=2)
    grading = commands.add_parser("grade", help="a class's trees checked into a gradebook")
    grading.add_argument("bug")
    grading.add_argument("folder", help="a folder whose every subfolder is a learner's tree")
    grading.add_argument("--out", default=str(REPO / "grades"),
                         help="where the gradebook goes (default grades/)")
    grading.add_argument("--jobs", type=int, default=1, help="trees checked at once")
    grading.add_argument("--ssh", action="append", default=[], metavar="LOGIN", help="grade "
                         "on this machine, not here (GNU parallel's sshlogin: [N/]host); once each")
    grading.add_argument("pytest_args", nargs="*", help="after --: more arguments for pytest")
    grading.set_defaults(run=cmd_grade, error_status=2)
    zipped = commands.add_parser("gradescope", help="a Gradescope autograder zip for a clinic")
    zipped.add_argument("bug")
    zipped.add_argument("--out", default=str(REPO / "grades"),
                        help="the folder of the zip (default grades/)")
    zipped.set_defaults(run=cmd_gradescope)
    autograder = commands.add_parser("gradescope-run", help="what the zip's run_autograder does")
    autograder.add_argument("bug")
    autograder.add_argument("--root", default="/autograder", help="Gradescope's /autograder")
    autograder.set_defaults(run=lambda args: gradescope.run(args.bug, args.root),
                            error_status=2)


def cmd_consoles(args):
    list(map(spec.known_clinic, args.bugs))      # an unknown name lists the known ones
    print(f"consoles: {consoles.measure(args.bugs or spec.clinic_names(), args.tries)}")


def _measuring_commands(commands):
    loud = commands.add_parser("consoles", help="how much the reference prints a scenario")
    loud.add_argument("bugs", nargs="*")
    loud.add_argument("--tries", type=int, default=1)
    loud.set_defaults(run=cmd_consoles)
    render = commands.add_parser("render", help="Markdown transcripts from a log folder")
    render.add_argument("logdir"), render.add_argument("out")
    render.set_defaults(run=cmd_render)
    again = commands.add_parser("rejudge", help="recorded runs judged again by today's files")
    again.add_argument("logdirs", nargs="+"), again.set_defaults(run=cmd_rejudge)
    rated = commands.add_parser("rates", help="the chance scenarios' measured rates")
    actions = rated.add_subparsers(dest="action", required=True)
    measure = actions.add_parser("measure", help="boot a bug and the reference N times each")
    measure.add_argument("bug", nargs="?", default="")
    measure.add_argument("--scenario", help="only this scenario (its name)")
    measure.add_argument("-n", type=int, default=None, dest="boots",
                         help=f"boots a side (default {rates.MIN_BOOTS} for a chance scenario, "
                              f"{rates.MIN_DETERMINISTIC_BOOTS} for a deterministic one)")
    measure.add_argument("--load", type=int, default=0,
                         help=f"spinning host processes meanwhile: the loaded measurement "
                              f"(the suite's is {rates.HOST_LOAD})")
    measure.add_argument("--side", choices=list(rate_trials.SIDES), default="both",
                         help="boot the bug and the reference (both), or one of them only")
    measure.set_defaults(run=lambda args: rate_trials.measure(args.bug, args.scenario,
                                                            args.boots, args.load, args.side))
    actions.add_parser("show", help="the rates, bounds and budgets, as Markdown").set_defaults(
        run=lambda args: rate_trials.show())
    measures = commands.add_parser("measures", help="how often the §5 measures' checks hold")
    actions = measures.add_subparsers(dest="action", required=True)
    repeat = actions.add_parser("run", help="N pytest runs of the measures, then the tally")
    repeat.add_argument("-n", type=int, default=measure_rates.RUNS, dest="runs",
                        help=f"runs (default {measure_rates.RUNS})")
    repeat.add_argument("--scenario", help="only this measure scenario (its name)")
    repeat.set_defaults(run=lambda args: measure_rates.run(args.runs, args.scenario))
    count = actions.add_parser("tally", help="k of N a check, from recorded runs")
    count.add_argument("--write", action="store_true", help="into measured/measures/")
    count.add_argument("logdirs", nargs="+")
    count.set_defaults(run=lambda args: measure_rates.tally(args.logdirs, write=args.write))
    actions.add_parser("rules", help="each rule's false alarm and power, into rates.md"
                       ).set_defaults(run=lambda args: rules.write(said=True))
    path = commands.add_parser("samplepath", help="profsample's in-range path")
    path.add_argument("kernel", nargs="?", help="default: the reference's, built if need be")
    path.set_defaults(run=cmd_samplepath)
    timing = commands.add_parser("bench", help="the sample path, test time, reference timings")
    timing.add_argument("--boots", type=int, default=3, help="boots of usertests (default 3)")
    timing.add_argument("--full", action="store_true", help="and one full usertests")
    timing.add_argument("pytest_args", nargs="*", help="after --: the tests timed "
                        "(default: -k reference)")
    timing.set_defaults(run=cmd_bench)
    probing = commands.add_parser("probes", help="where a log folder's time went: probes, "
                                  "and wall time beside guest time")
    probing.add_argument("logdir", type=Path)
    probing.add_argument("--write", action="store_true", help="also measured/bench/probes-<date>.md")
    probing.add_argument("--what", help="what ran, for the file (say, `make test`, 2 workers)")
    probing.set_defaults(run=cmd_probes)
    grading = commands.add_parser("grade-bench", help="made trees graded: time, and verdicts")
    grading.add_argument("--what", choices=("class", "compare", "all"), default="all",
                         help="every kind of tree, ten trees at 1 and at --jobs, or both")
    grading.add_argument("--jobs", type=int, default=2, help="trees at once (default 2)")
    grading.set_defaults(run=lambda args: grade_bench.bench(args.what, args.jobs))
    reverse_error.add_command(commands)


def parser():
    """The whole command line, for main() and for tests that list its commands."""
    made = argparse.ArgumentParser(prog="python3 -m harness",
                                   description=__doc__.split("\n")[0],
                                   formatter_class=argparse.RawDescriptionHelpFormatter,
                                   epilog="\n".join(__doc__.split("\n")[2:]))
    commands = made.add_subparsers(dest="command", required=True)
    _clinic_commands(commands)
    _measuring_commands(commands)
    return made


def commands():
    """{command: {action, ...}} of the command line (an empty set: no actions)."""
    found = {}
    for action in parser()._subparsers._group_actions:
        for name, sub in action.choices.items():
            nested = [a for a in sub._actions if isinstance(a, argparse._SubParsersAction)]
            found[name] = set(nested[0].choices) if nested else set()
    return found


def main(argv=None):
    tools.stop_on_terminate()
    argv = sys.argv[1:] if argv is None else list(argv)
    extra = argv[argv.index("--") + 1:] if "--" in argv else None   # pytest's, as they are
    made = parser()
    args = made.parse_args(argv[:argv.index("--")] if extra is not None else argv)
    if extra is not None:
        if not hasattr(args, "pytest_args"):
            made.error(f"{args.command} takes no arguments after --")
        args.pytest_args = extra
    try:
        return args.run(args) or 0
    except HarnessError as error:
        print(f"profclinic: {error}", file=sys.stderr)
        return getattr(args, "error_status", 1)    # check, diagnose, grade: "grader trouble"
    except OSError as error:      # the host refused (no space, no process): never the tree's
        print(f"profclinic: the host refused: {error}", file=sys.stderr)
        return getattr(args, "error_status", 1)
    except KeyboardInterrupt:
        return 130
