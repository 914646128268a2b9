"""The command line's parser: a subcommand a job, each with what it does
and its exit statuses in its --help, and its body in harness/cli/run.py."""

import argparse
import textwrap
from pathlib import Path

from harness import REPO
from harness.build import REFERENCE
from harness.cli.run import (cmd_bench, cmd_build, cmd_check, cmd_consoles, cmd_diagnose,
                             cmd_exercise, cmd_gdb, cmd_grade, cmd_gradescope, cmd_probes,
                             cmd_measure_rates, cmd_qemu, cmd_rejudge, cmd_render,
                             cmd_samplepath, cmd_variants)
from harness.expected import spec
from harness.grading import gradescope
from harness.measured import rates, rules
from harness.trials import (calibrate, carry, characterize, grade_bench, hostile,
                            measure_rates, reverse_error)
from harness.trials import rates as rate_trials


STOPPED = "130  stopped by Ctrl-C or SIGTERM, with every QEMU and gdb it started"
USAGE = "2    the command line was wrong (argparse's own status)"
# A command whose actions come after it (rates measure, measures run, ...).
ACTIONS_DONE = ("0    done", "1    it failed, and said why",
                "2    no action given, or a wrong command line")
DONE = ("0    done", "1    it failed, and said why in one message", USAGE)


def _exits(*statuses):
    """The epilog of a command's --help: its exit statuses, one a line."""
    return "exit status:\n" + "\n".join(f"  {status}" for status in statuses + (STOPPED,))


def _command(commands, name, summary, does, exits=DONE, **defaults):
    """A subcommand: `summary` in the list of commands, `does` (prose) at the
    top of its --help, and its exit statuses below."""
    made = commands.add_parser(name, help=summary, description=textwrap.fill(does, 78),
                               epilog=_exits(*exits),
                               formatter_class=argparse.RawDescriptionHelpFormatter)
    made.set_defaults(**defaults)
    return made


def _jobs(command):
    """--jobs: boots side by side (run/pool.py)."""
    command.add_argument("--jobs", type=int, default=None, metavar="J",
                         help="boots at a time (default: the host's cores; 1: one after "
                              "another)")


def _bug(parser, nargs=None, say="a clinic's name"):
    """The positional BUG: a clinic's name, the clinics listed."""
    options = {} if nargs is None else {"nargs": nargs, "default": "" if nargs == "?" else []}
    parser.add_argument("bug" if nargs != "*" else "bugs", metavar="BUG", **options,
                        help=f"{say}: one of {', '.join(spec.clinic_names())}")


def _tree(parser, say="a folder holding a learner's kernel (a copy of what `make exercise` "
                      "handed out, with the learner's fix)"):
    parser.add_argument("tree", metavar="TREE", help=say)


VERDICTS = ("0    cured: every scenario behaved as the reference's",
            "1    not cured: the tree's own fault: it shows the symptom, fails otherwise,\n"
            "       does not build, reads outside itself, panics at boot, hangs, floods\n"
            "       the console or stops the machine",
            "2    grader trouble: the grader, not the tree, failed to judge it: QEMU or\n"
            "       gdb killed, the host refused, a sandbox that would not start; also an\n"
            "       unknown clinic or a wrong command line")


def _clinic_commands(commands):
    build = _command(commands, "build", "build variants (default: all)",
                     "Build the reference and the clinics' variants (base/ with one patch "
                     "of bugs/) into .build/, each only when its sources changed.",
                     ("0    built", "1    a build failed (its log is named)", USAGE),
                     run=cmd_build)
    build.add_argument("variants", nargs="*", metavar="VARIANT",
                       help="reference, or a clinic's name (default: every variant)")
    _command(commands, "variants", "list the variants",
             "Print the variants, one a line: the reference, then each clinic.",
             ("0    listed", USAGE), run=cmd_variants)
    qemu = _command(commands, "qemu", "an interactive console on a variant",
                    "Boot a variant, or a learner's tree, on a copy of its fs.img, with "
                    "the console in this terminal; quit with Ctrl-A x.  With --gdb it "
                    "starts halted and waits for the `gdb` command.",
                    ("QEMU's own exit status (0 when quit with Ctrl-A x)",
                     "1    it could not start: a build failed, or QEMU is missing", USAGE),
                    run=cmd_qemu)
    qemu.add_argument("variant", nargs="?", default=REFERENCE, metavar="VARIANT",
                      help="reference (the default) or a clinic's name")
    qemu.add_argument("--tree", metavar="TREE", help="boot this tree instead (a learner's)")
    qemu.add_argument("--gdb", action="store_true", help="start halted, serving gdb")
    gdb = _command(commands, "gdb", "gdb-multiarch on the machine of `qemu --gdb`",
                   "Attach gdb-multiarch, with the variant's symbols and sources, to the "
                   "machine that `qemu --gdb` (make qemu-gdb) started in another terminal.",
                   ("gdb's own exit status",
                    "1    no machine waits for gdb (start make qemu-gdb first), or a build "
                    "failed", USAGE), run=cmd_gdb)
    gdb.add_argument("variant", nargs="?", default=REFERENCE, metavar="VARIANT",
                     help="reference (the default) or a clinic's name, as given to qemu")
    gdb.add_argument("--tree", metavar="TREE", help="the tree `qemu --tree --gdb` booted")
    exercising = _command(commands, "exercise", "copy a clinic's kernel for a learner",
                          "Copy the clinic's kernel (base/ with its bug) into a folder of "
                          "its own, never over one that exists, and say what to do next.",
                          ("0    copied", "1    an unknown clinic, or the folder exists",
                           USAGE), run=cmd_exercise)
    _bug(exercising, "?")
    exercising.add_argument("folder", nargs="?", metavar="FOLDER",
                            help="where it goes (default exercises/BUG/)")
    check = _command(commands, "check", "is a tree cured of a clinic's bug?",
                     "Build the tree on trusted programs (only its kernel/ is the "
                     "learner's), run the clinic's scenarios on it with the suite's budget "
                     "of boots, and judge it as the reference is judged.  Its last line "
                     "says cured, not cured (and why) or grader trouble.",
                     VERDICTS, run=cmd_check, error_status=2)
    _bug(check)
    _tree(check)
    check.add_argument("--logdir", metavar="DIR", help="where the logs go "
                       "(default logs/check-BUG/<the tree's path>/)")
    _jobs(check)
    diagnosis = _command(commands, "diagnose", "which clinics' symptoms a tree shows",
                         "Run the lab's own tests (proftest, usertests -q), then every "
                         "clinic's scenarios on a tree, and print which documented "
                         "symptoms it shows; the last line names them, or an unknown "
                         "fault, or none.",
                         ("0    a diagnosis was printed, whatever it found (its last line "
                          "says)",
                          "2    no diagnosis: the tree did not build, or the grader failed;\n"
                          "       also a wrong command line"),
                         run=cmd_diagnose, error_status=2)
    _tree(diagnosis)
    diagnosis.add_argument("--logdir", metavar="DIR",
                           help="where the logs go (default logs/diagnose/<the tree's path>/)")
    diagnosis.add_argument("--console", action="store_true",
                           help="console scenarios only (no gdb)")
    _jobs(diagnosis)
    grading = _command(commands, "grade", "a class's trees checked into a gradebook",
                       "Check every subfolder of FOLDER as `check` checks a tree, JOBS at a "
                       "time (or over ssh), and write the gradebook, the class report and "
                       "each tree's report into OUT.  A teacher's word in OUT/teacher.toml "
                       "stands over the harness's verdict, in the status too.",
                       ("0    every tree cured",
                        "1    some tree not cured, and none grader trouble",
                        "2    some tree grader trouble, or nothing graded: a host that "
                        "cannot grade,\n       a teacher.toml that is not TOML, a wrong "
                        "command line"),
                       run=cmd_grade, error_status=2)
    _bug(grading)
    grading.add_argument("folder", metavar="FOLDER",
                         help="a folder whose every subfolder is a learner's tree")
    grading.add_argument("--out", default=str(REPO / "grades"), metavar="OUT",
                         help="where the gradebook goes (default grades/)")
    grading.add_argument("--jobs", type=int, default=None, help="trees checked at once, each "
                         "one boot at a time (default: the host's cores)")
    grading.add_argument("--ssh", action="append", default=[], metavar="LOGIN", help="grade "
                         "on this machine, not here (GNU parallel's sshlogin: [N/]host); once each")
    grading.add_argument("pytest_args", nargs="*", metavar="PYTEST_ARG",
                         help="after --: more arguments for pytest")
    zipped = _command(commands, "gradescope", "a Gradescope autograder zip for a clinic",
                      "Write OUT/gradescope-BUG.zip: an autograder in Gradescope's layout "
                      "(setup.sh, run_autograder, and the project), which checks each "
                      "submission as `check` checks a tree.",
                      ("0    the zip was written", "1    it could not be", USAGE),
                      run=cmd_gradescope)
    _bug(zipped)
    zipped.add_argument("--out", default=str(REPO / "grades"), metavar="OUT",
                        help="the folder of the zip (default grades/)")
    autograder = _command(commands, "gradescope-run", "what the zip's run_autograder does",
                          "Check the submission under ROOT/submission as `check` checks a "
                          "tree, and write ROOT/results/results.json, a test a scenario.",
                          VERDICTS, run=lambda args: gradescope.run(args.bug, args.root),
                          error_status=2)
    _bug(autograder)
    autograder.add_argument("--root", default="/autograder", help="Gradescope's /autograder")


def _measuring_commands(commands):
    loud = _command(commands, "consoles", "how much the reference prints a scenario",
                    "Boot the reference under each scenario that checks a learner's tree, "
                    "and keep the most characters its console printed in "
                    "measured/consoles.toml: a cured tree that prints far more gets a "
                    "warning.", run=cmd_consoles)
    _bug(loud, "*", say="the clinics measured (default: every one)")
    loud.add_argument("--tries", type=int, default=1, help="boots a scenario (default 1)")
    render = _command(commands, "render", "Markdown transcripts from a log folder",
                      "Write the transcripts of the runs recorded under LOGDIR into OUT, "
                      "without booting anything.", run=cmd_render)
    render.add_argument("logdir", metavar="LOGDIR", help="a log folder of recorded runs "
                        "(logs/, or a test's folder)")
    render.add_argument("out", metavar="OUT", help="where the transcripts go")
    again = _command(commands, "rejudge", "recorded runs judged again by today's files",
                     "Judge the runs recorded under each LOGDIR again by today's expected "
                     "files, without QEMU, and say any verdict or check value that moved.",
                     ("0    nothing moved", "1    some verdict or value moved, or it failed",
                      USAGE), run=cmd_rejudge)
    again.add_argument("logdirs", nargs="+", metavar="LOGDIR",
                       help="a log folder of recorded runs")
    rated = _command(commands, "rates", "the clinics' measured rates: measure, show, carry",
                     "Measure how often each scenario shows its symptom on the bug and "
                     "fails on the reference (measure), print what was measured (show), or "
                     "move the committed records to a new rule of their keys (carry).",
                     ACTIONS_DONE)
    actions = rated.add_subparsers(dest="action", required=True, metavar="ACTION")
    measure = _command(actions, "measure", "boot a bug and the reference N times each",
                       "With the clinic alone: boot its bug and the reference under every "
                       "scenario, idle and loaded, as many times as the suite requires "
                       "(saying first how long that takes), boots side by side.  With "
                       "--scenario, -n, --load or --side: that series only, one boot at a "
                       "time.  The counts, every try by how it ended and each step's seconds "
                       "go to measured/rates/BUG.toml.", run=cmd_measure_rates)
    _bug(measure, "?")
    measure.add_argument("--scenario", help="only this scenario (its name)")
    measure.add_argument("-n", type=int, default=None, dest="boots", metavar="N",
                         help=f"boots a side (default {rates.MIN_BOOTS} for a chance scenario, "
                              f"{rates.MIN_DETERMINISTIC_BOOTS} for a deterministic one)")
    measure.add_argument("--load", type=int, default=None,
                         help=f"spinning host processes meanwhile: the loaded measurement "
                              f"(the suite's is {rates.HOST_LOAD})")
    measure.add_argument("--side", choices=list(rate_trials.SIDES), default=None,
                         help="boot the bug and the reference (both), or one of them only")
    measure.add_argument("--jobs", type=int, default=None, metavar="J",
                         help="with the clinic alone: boots at a time (default: the host's "
                              "cores)")
    _command(actions, "show", "the rates, bounds and budgets, as Markdown",
             "Print every measured rate, every try by how it ended, the reference's step "
             "times, and the budgets and bounds the suite takes from them.",
             run=lambda args: rate_trials.show())
    _command(actions, "carry", "records moved to a new key rule, their sources the same",
             "Move every committed record (measured/rates/, consoles.toml, grading/'s "
             "reverse error) whose key is the one the previous key rule gives today, so "
             "measured on these very sources, scenario and QEMU, to its key under today's "
             "rule, noting the move in it; leave the others as they are.  Run again, it "
             "moves nothing.  It boots nothing.",
             run=lambda args: carry.run())
    measures = _command(commands, "measures", "how often the §5 measures' checks hold",
                        "Run the handout's §5 measures on the reference again and again and "
                        "count how often each check held (run), count it from recorded runs "
                        "(tally), or write each rule's false alarm and power (rules).",
                        ACTIONS_DONE)
    actions = measures.add_subparsers(dest="action", required=True, metavar="ACTION")
    repeat = _command(actions, "run", "N pytest runs of the measures, then the tally",
                      "Run the measures N times, one run each time, and write how often "
                      "each check held to measured/measures/rates.toml and rates.md.",
                      run=lambda args: measure_rates.run(args.runs, args.scenario))
    repeat.add_argument("-n", type=int, default=measure_rates.RUNS, dest="runs", metavar="N",
                        help=f"runs (default {measure_rates.RUNS})")
    repeat.add_argument("--scenario", help="only this measure scenario (its name)")
    count = _command(actions, "tally", "k of N a check, from recorded runs",
                     "Count how often each check of the measures held in the runs recorded "
                     "under each LOGDIR.",
                     run=lambda args: measure_rates.tally(args.logdirs, write=args.write))
    count.add_argument("--write", action="store_true", help="into measured/measures/")
    count.add_argument("logdirs", nargs="+", metavar="LOGDIR",
                       help="a log folder of recorded runs of the measures")
    _command(actions, "rules", "each rule's false alarm and power, into rates.md",
             "Write the table of each rule that must notice a fallen rate, its false "
             "alarm and its power, as the last section of measured/measures/rates.md.",
             run=lambda args: rules.write(said=True))
    path = _command(commands, "samplepath", "profsample's in-range path",
                    "Print profsample's in-range path in the kernel, an instruction a line, "
                    "and its length against its budget.",
                    ("0    the path is within its budget",
                     "1    it is longer, or the kernel could not be read", USAGE),
                    run=cmd_samplepath)
    path.add_argument("kernel", nargs="?", metavar="KERNEL",
                      help="a built kernel (default: the reference's, built if need be)")
    timing = _command(commands, "bench", "the sample path, test time, reference timings",
                      "Time the sample path, a run of the tests (cold, then warm) and the "
                      "reference's boots, and where the warm run's time went.",
                      ("0    every run passed", "1    some run failed", USAGE),
                      run=cmd_bench)
    timing.add_argument("--boots", type=int, default=3, help="boots of usertests (default 3)")
    timing.add_argument("--full", action="store_true", help="and one full usertests")
    timing.add_argument("--side-by-side", nargs="*", metavar="BUG", default=None,
                        help="only boots side by side against one at a time, for these "
                             "clinics (default: every one): make clinic warm and a fixed "
                             "tree's check")
    timing.add_argument("--test-shares", action="store_true",
                        help="only make test's time against its budget, and each test "
                             "file's share of it")
    _jobs(timing)
    timing.add_argument("pytest_args", nargs="*", metavar="PYTEST_ARG", help="after --: the "
                        "tests timed (default: -k reference)")
    probing = _command(commands, "probes", "where a log folder's time went: probes, "
                       "and wall time beside guest time",
                       "Print a row a timing probe (n, total, mean and sd, min, max) of the "
                       "runs under LOGDIR, and each scenario's wall time beside its guest "
                       "time.", run=cmd_probes)
    probing.add_argument("logdir", type=Path, metavar="LOGDIR",
                         help="a log folder of recorded runs")
    probing.add_argument("--write", action="store_true", help="also measured/bench/probes-<date>.md")
    probing.add_argument("--what", help="what ran, for the file (say, `make test`, 2 workers)")
    grading = _command(commands, "grade-bench", "made trees graded: time, and verdicts",
                       "Make trees of every kind for each clinic (unfixed, fixed, tampered, "
                       "misbehaving, ...), grade them, and write each one's verdict, "
                       "seconds and MB of logs to measured/grading/.",
                       ("0    every tree got the verdict its kind must get",
                        "1    some did not, or it failed", USAGE),
                       run=lambda args: grade_bench.bench(args.what, args.jobs, args.bug))
    grading.add_argument("--what", choices=("class", "compare", "all"), default="all",
                         help="every kind of tree, ten trees at 1 and at --jobs, or both")
    grading.add_argument("--bug", action="append", default=None, metavar="BUG",
                         help="a class of this clinic alone (once each; default: every one)")
    grading.add_argument("--jobs", type=int, default=2, help="trees at once (default 2)")
    calibrating = _command(commands, "calibrate", "whether the committed rates hold on this host",
                           "Boot a short series of every chance scenario, both sides, on this "
                           "host, and hold each committed rate against it by the drift alarm "
                           "(its false alarm and power printed).  Says first how long it will "
                           "take; writes nothing.",
                           ("0    every rate carries over to this host",
                            "1    some rate does not, or it failed", USAGE),
                           run=lambda args: calibrate.calibrate(args.runs, args.jobs))
    calibrating.add_argument("-n", type=int, default=calibrate.RUNS, dest="runs", metavar="N",
                             help=f"boots a side a scenario (default {calibrate.RUNS})")
    calibrating.add_argument("--jobs", type=int, default=None,
                             help="boots at a time (default: the host's cores)")
    _command(commands, "hostile", "the hostile probes on the reference, kept as data",
             "Boot each probe of base/user/hostile.c that once panicked the kernel on a boot of "
             "its own, then every probe, the system-call fuzz and proftest on one boot, and "
             "write what each command did to measured/hostile.toml (make test requires it "
             "of today's sources).",
             ("0    every command passed",
              "1    some did not (the record says which), or it failed", USAGE),
             run=lambda args: hostile.main())
    drafting = _command(commands, "characterize", "a new bug tried under the battery, "
                        "and its expected file drafted",
                        "Boot base/ with bugs/<name>.patch and the reference under each "
                        "scenario of expected/battery/, title what each boot showed, and "
                        "draft an expected file from what the patched side alone showed. "
                        "Writes logs/characterize/<name>/: <name>.toml and characterize.md.",
                        run=lambda args: characterize.characterize(
                            args.patch, args.runs, args.more, args.scenario, args.jobs))
    drafting.add_argument("patch", metavar="PATCH", help="bugs/<name>.patch")
    drafting.add_argument("-n", type=int, default=characterize.BOOTS, dest="runs", metavar="N",
                          help=f"boots a side, each scenario (default {characterize.BOOTS})")
    drafting.add_argument("--more", type=int, default=characterize.MORE, metavar="M",
                          help="boots a side again where the patched side showed something "
                               f"in some boots only (default {characterize.MORE})")
    drafting.add_argument("--scenario", default=None, help="one scenario of the battery alone")
    _jobs(drafting)
    reverse_error.add_command(commands)
    _explain(commands.choices["reverse-error"],
             "Grade cured trees of each clinic (its fixed and fixed-otherwise kinds) again "
             "and again, and add how many were judged not cured, with why, to "
             "measured/grading/reverse-error.toml.",
             ("0    graded and counted (the count itself may hold 'not cured')",
              "1    it failed, and said why", USAGE))


def _explain(command, does, exits):
    """A description, exit statuses and named positionals for a subcommand
    another module adds."""
    command.description, command.epilog = textwrap.fill(does, 78), _exits(*exits)
    command.formatter_class = argparse.RawDescriptionHelpFormatter
    for action in command._actions:
        if not action.option_strings and action.dest == "bugs":
            action.metavar = "BUG"
            action.help = (f"{action.help}: one of "
                           f"{', '.join(spec.clinic_names())}")


def parser():
    """The whole command line, for main() and for tests that list its commands."""
    made = argparse.ArgumentParser(
        prog="python3 -m harness", description=textwrap.fill(
            "profclinic's commands: reproduce a clinic, check or diagnose a learner's tree, "
            "grade a class, and measure.  Each make target runs one of them; ./profclinic "
            "runs them from any folder and keeps their exit status, which make cannot.", 78),
        formatter_class=argparse.RawDescriptionHelpFormatter,
        epilog="Each command's --help says what it does and its exit statuses.\n"
               + _exits("0    done (check and grade: every tree cured)",
                        "1    it failed, and said why (check and grade: not cured)",
                        "2    a wrong command line; check, diagnose, grade and gradescope-run:\n"
                        "       grader trouble"))
    commands = made.add_subparsers(dest="command", required=True, metavar="COMMAND")
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


