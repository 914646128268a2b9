"""profclinic from the command line: `python3 -m harness COMMAND`.

One argparse parser, a subcommand a job; each make target calls one of
them (README.md, "Commands", lists them; `--help` on each says what it
does and its exit statuses).  Errors are printed as one explained
message, without a traceback.

- parser: the parser, every command's arguments, --help and exit statuses;
  commands(), the commands and their actions;
- run:    the commands' bodies, cmd_<command>(args); the longer ones are
          modules of their own: harness/trials/ (one a measuring command),
          kernel/samplepath, bench, run/rejudge, learner/ (a learner's tree:
          verdict, diagnosis, exercise), reports/transcripts.
"""

import sys

from harness import tools
from harness.cli.parser import commands, parser
from harness.cli.run import _tree_logs
from harness.errors import HarnessError

__all__ = ["commands", "main", "parser", "_tree_logs"]


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
