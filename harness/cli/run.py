"""The commands' bodies: cmd_<command>(args), each an exit status (None: 0).
The parser (harness/cli/parser.py) names which runs for which command."""

import os
import shlex
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

from harness import REPO, bench, probes, slug, tools
from harness.build import CACHE, REFERENCE, build_tree, build_variant, known_variants
from harness.errors import HarnessError, NotTheInterface
from harness.expected import spec
from harness.grading import gradescope
from harness.grading.class_run import grade
from harness.kernel import samplepath
from harness.expected.kernels import (BASE_KERNEL, KERNEL_VARIABLE, current_kernel,
                                      kernel_named, kernel_of_tree)
from harness.kernel.tree import build_on, variant_patch
from harness.kernel.cached import interrupt_marks, program_symbols
from harness.learner import chances, trees
from harness.learner.diagnosis import report, table
from harness.learner.exercise import exercise
from harness.learner.trust import learner_patterns, whose_files
from harness.learner.verdict import built, check_tree
from harness.machine.cmdline import qemu_argv
from harness.measured import host
from harness.reports.transcripts import write_transcripts
from harness.run import rejudge
from harness.trials import consoles, measure_all, side_by_side, suite_shares
from harness.trials import rates as rate_trials



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
    return build_on(args.variant, log_path=CACHE / f"build-{args.variant}.log")


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

def _base_trees_only(what):
    """make exercise and make gradescope hand out and grade base/'s clinics
    alone: on another kernel, say so."""
    kernel = current_kernel()
    if not kernel.is_base:
        raise HarnessError(f"{what} works on base/'s clinics only, not on {kernel.name} yet: "
                           f"run it without KERNEL= (or --kernel)")


def _judged_on_tree_kernel(trees_):
    """The kernel the trees are judged on: the one named (KERNEL=), else
    the one the trees are of, told from their banner (kernels.kernel_of_tree),
    set for this process and the ones it starts, and said."""
    if os.environ.get(KERNEL_VARIABLE):
        return current_kernel()
    found = {kernel_of_tree(tree) for tree in trees_} - {None}
    if len(found) > 1:
        raise HarnessError(f"the trees are of different kernels ({', '.join(sorted(found))}): "
                           f"grade each kernel's trees apart, or name one with KERNEL=")
    if found and found != {BASE_KERNEL}:
        name = found.pop()
        os.environ[KERNEL_VARIABLE] = name
        print(f"the tree{'s are' if len(trees_) > 1 else ' is'} of {kernel_named(name).title}: "
              f"judged on it (KERNEL={name})")
    return current_kernel()


def cmd_exercise(args):
    _base_trees_only("make exercise")
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
    """The tree's files judged with the kernel's own, said before anything is judged."""
    if built.left_out:
        print(f"judged with {whose_files()} files, not the tree's: "
              f"{', '.join(map(str, built.left_out))}"
              f" (only {', '.join(learner_patterns())} is the learner's: course/learner-files.toml)")


def _unbuilt(built):
    """The exit status of a tree that did not build, after saying why: 1 (not
    cured) when the fault is the tree's (it reads a file outside itself as
    it is built, harness/sandbox.py, or does not compile), 2 otherwise."""
    if isinstance(built.error, NotTheInterface):
        print(f"not cured: {built.why}\nnext: give the tree the handout's interface (§1, and "
              f"§3's plumbing), then check it again")
    elif built.why:
        print(f"not cured: {built.why}\n{built.error}")
    else:
        print(f"grader trouble: the tree's build failed, not for a fault of its own:\n"
              f"{built.error}", file=sys.stderr)
    return trees.EXIT_STATUS[built.verdict]


def cmd_check(args):
    _judged_on_tree_kernel([args.tree])
    spec.known_clinic(args.bug)
    logs = _tree_logs(args, f"check-{args.bug}")
    checked = check_tree(args.bug, args.tree, logs, args.jobs)
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
        if checked.on_reference.get(f.scenario):
            print(f"  {checked.on_reference[f.scenario]}")
    unsure = "grader trouble" if verdict == trees.GRADER_TROUBLE else "not judged"
    for f in trees.unsure(findings):
        print(f"{unsure}: {f.scenario}: {f.status}: {f.evidence}")
    if verdict == trees.NOT_CURED:
        print(f"({boots} ran)")
    print(_next_after_check(args.bug, args.tree, verdict))
    return trees.EXIT_STATUS[verdict]


def _next_after_check(bug, tree, verdict):
    """The line that ends a check: what to do next, by its verdict."""
    if verdict == trees.CURED:
        return "next: another clinic (make variants lists them), or the handout's §5 measures"
    if verdict == trees.NOT_CURED:
        return (f"next: watch the clinic again (make clinic BUG={bug}), read transcripts/{bug}.md "
                f"up to its collapsed \"Why it happens\", fix the tree and check it again "
                f"(make check BUG={bug} TREE={tree})")
    return (f"next: the trouble was the grader's, not the tree's: check it again "
            f"(make check BUG={bug} TREE={tree}); if it stays, the logs above say why")


def cmd_grade(args):
    folder = Path(args.folder)
    kernel = _judged_on_tree_kernel([path for path in sorted(folder.iterdir()) if path.is_dir()]
                                    if folder.is_dir() else [])
    if args.ssh and not kernel.is_base:
        raise HarnessError(f"grading over ssh takes trees of base/ only; grade trees of "
                           f"{kernel.name} on this machine (leave out SSH=)")
    spec.known_clinic(args.bug)
    if args.jobs is not None and args.jobs < 1:
        raise HarnessError(f"--jobs must be 1 or more, not {args.jobs}")
    return grade(args.bug, args.folder, args.out, args.jobs, args.pytest_args, args.ssh)


def cmd_gradescope(args):
    _base_trees_only("make gradescope")
    spec.known_clinic(args.bug)
    path = gradescope.make_zip(args.bug, Path(args.out) / f"gradescope-{args.bug}.zip")
    print(f"gradescope: {path} (setup.sh, run_autograder, and the project in "
          f"{gradescope.FOLDER}/): upload it as the assignment's autograder")


def cmd_diagnose(args):
    _judged_on_tree_kernel([args.tree])
    logs = _tree_logs(args, "diagnose")
    made = built(args.tree, logs)
    _say_left_out(made)
    if made.error is not None:
        _unbuilt(made)
        return 2      # no diagnosis: it did not build
    for line in chances.stale_rates(spec.clinic_names()):
        print(line)
    findings = trees.diagnose(made.build, logs, gdb=not args.console, at_once=args.jobs)
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
    for path in write_transcripts([Path(args.logdir)], Path(args.out), variant_patch,
                                  marks_of=interrupt_marks, symbols_of=program_symbols):
        print(path)


def cmd_samplepath(args):
    kernel = args.kernel or build_variant(REFERENCE).kernel
    return samplepath.report(kernel)


def cmd_bench(args):
    if args.side_by_side is not None:
        return side_by_side.bench(args.side_by_side, args.jobs)
    if args.test_shares:
        return suite_shares.bench()
    return bench.bench(args.pytest_args, boots=args.boots, full=args.full, at_once=args.jobs)


def cmd_probes(args):
    text = probes.report(args.logdir)
    print(text)
    if args.write:
        what = (f"From the logs of {args.what or 'a run'} (`python3 -m harness probes LOGDIR "
                f"--write`), on {host.described(host.this_host())}.")
        print(f"written: {probes.write(text, what)}")


def cmd_consoles(args):
    list(map(spec.known_clinic, args.bugs))      # an unknown name lists the known ones
    print(f"consoles: {consoles.measure(args.bugs or spec.clinic_names(), args.tries)}")


def cmd_measure_rates(args):
    """rates measure: the clinic alone (or with --scenario, that scenario
    alone) measures all the suite requires, side by side
    (trials/measure_all.py); any other series option, that series only."""
    if (args.boots, args.load, args.side) == (None, None, None):
        return measure_all.measure_all(args.bug, args.jobs, wanted=args.scenario)
    return rate_trials.measure(args.bug, args.scenario, args.boots, args.load or 0,
                               args.side or "both")
