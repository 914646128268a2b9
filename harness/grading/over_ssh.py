"""make grade on other machines: GNU parallel (Debian: parallel, installed here
when missing: tools.installed) runs one tree's grading a job, over ssh, on lab
machines that share this project's file system (the project at the same path
on each, as an NFS home is).

Each machine needs what `make setup` installs (QEMU, gdb-multiarch, the
cross compiler, bubblewrap, pytest), run once on it, and /usr/bin/python3.
It builds what it lacks itself: the builds go to the project's .build/,
shared, each under a lock.

- logins: GNU parallel's sshlogins, "[N/]host" (N trees at once there;
  "2/lab2"), or "[N/]ssh OPTIONS host" for an ssh of its own.
- probe(logins): each machine reached and asked whether it can grade
  (probe_here), within PROBE_SECONDS; HarnessError naming each that cannot,
  with its words, before any tree is graded.
- run(bug, folder, out, names, logins): the trees graded there (probe
  them first: make grade does, before its canary), each
  job writing its tree's result.json and job.log (its output; the job:
  main, below), one line a tree done; returns parallel's exit status.

    python3 -m harness.grading.over_ssh BUG DIR OUT NAME   (one job)
    python3 -m harness.grading.over_ssh --probe
"""

import contextlib
import importlib.util
import os
import subprocess
import sys
from pathlib import Path

from harness import REPO, tools
from harness.errors import HarnessError, ToolMissing
from harness.grading.gradebook import tree_folder
from harness.grading.one_tree import graded_or_trouble, write_result

PROBE_SECONDS = 60
PROBED = "can grade"      # what a machine that can grade answers the probe
JOB_LOG = "job.log"       # a job's own output, beside its tree's result.json
NEEDED = ("qemu-system-riscv64", "gdb-multiarch", "make", "bwrap")


def _parallel(logins, *args):
    """A GNU parallel command over these sshlogins."""
    found = tools.installed("parallel")
    return [found, "--will-cite", *[arg for login in logins for arg in ("-S", login)], *args]


def _here(*args):
    """The command a machine runs: this module, in the project's folder there."""
    return ["env", "-C", str(REPO), sys.executable, "-m", "harness.grading.over_ssh", *args]


def probe(logins):
    """Every machine asked, at once, whether it can grade; HarnessError if one cannot."""
    argv = _parallel(logins, "--nonall", "--tag", "--timeout", str(PROBE_SECONDS),
                     "-q", *_here("--probe"))
    done = subprocess.run(argv, capture_output=True, text=True, timeout=PROBE_SECONDS + 30)
    said = (done.stdout + done.stderr).strip()
    answered = [line for line in said.splitlines() if line.rstrip().endswith(PROBED)]
    if done.returncode != 0 or len(answered) < len(logins):
        raise HarnessError(f"grading over ssh: not every machine can grade (parallel's exit "
                           f"status {done.returncode}); no tree was graded.  What they said:\n"
                           + (said or "nothing"))
    return answered


def probe_here():
    """What main --probe checks on a machine: the project is here, and its tools."""
    try:
        tools.require_cross_compiler()
        for tool in NEEDED:
            tools.require(tool)
        if importlib.util.find_spec("pexpect") is None:
            raise ToolMissing("Python's pexpect is missing: install Debian's python3-pexpect")
    except ToolMissing as error:
        return f"cannot grade: {error} (run scripts/setup there once)"
    return f"{os.uname().nodename}: {REPO}: {PROBED}"


def argv(bug, folder, out, names, logins):
    """The parallel command that grades these trees of folder on the machines."""
    return _parallel(logins, "--halt", "never", "--line-buffer", "-q",
                     *_here(bug, str(Path(folder).resolve()), str(Path(out).resolve()), "{}"),
                     ":::", *names)


def run(bug, folder, out, names, logins):
    """Grade the trees on the machines (probed first); parallel's exit status
    (the number of jobs that failed: each job writes its result and exits 0)."""
    # run_pytest runs any child to its end, and waits for it on Ctrl-C.
    return tools.run_pytest(argv(bug, folder, out, names, logins), cwd=REPO)


def main(args):
    tools.stop_on_terminate()     # parallel ends a job with SIGTERM: its QEMU stops too
    if args == ["--probe"]:
        said = probe_here()
        print(said, flush=True)
        return 0 if said.endswith(PROBED) else 1
    if len(args) != 4:
        print("usage: python3 -m harness.grading.over_ssh BUG DIR OUT NAME | --probe",
              file=sys.stderr)
        return 2
    bug, folder, out, name = args
    logs = tree_folder(out, name)
    logs.mkdir(parents=True, exist_ok=True)
    with open(logs / JOB_LOG, "w") as log, contextlib.redirect_stdout(log), \
            contextlib.redirect_stderr(log):      # what a pytest item's capture would hold
        graded = graded_or_trouble(bug, Path(folder) / name, name, logs)
    write_result(logs, graded)
    print(f"grade: {name}: {graded.verdict}, {graded.seconds:.0f} s, on "
          f"{os.uname().nodename}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
