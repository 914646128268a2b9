"""A learner's tree built where it can read only itself and the toolchain.

A trusted build (check, diagnose, grade) takes only the learner's files
from the tree, but a kernel file can still name any file of the grader's
machine: `#include "/any/path"`, or `.incbin` in an assembler file, and
print what it read on the console.  So make runs under bubblewrap
(Debian: bubblewrap), in namespaces of its own (no network, no other
process), and sees:

- /usr, read-only (the compilers, their headers; /bin and /lib are links
  into it, as on Debian 12), and /etc/alternatives (Debian's links from a
  command to the program that provides it: awk is mawk);
- the build folder, the only place it may write (the tree's copy: the
  learner's files and base/'s trusted ones, harness/build.py);
- an empty /tmp, and /proc and /dev of its own.

Not /etc, /home, /root, /work, the project (base/ holds the reference
solution the learner is asked to reach) or anything else.
Where bwrap is not installed or cannot start, harness/nosandbox.py checks
the tree's reads instead and builds without it.

- sandboxed(argv, folder): argv, run in the sandbox, folder writable.
- reads_outside(output, folder): the paths outside the folder that make's
  output says a file asked for and could not have (an include, an
  .incbin), each once, in order.
- refuse_links_outside(folder, relatives): ReadsOutside when one of those
  files of the tree is a symbolic link to a file outside it (copying the
  tree into its build folder would read the grader's file before the
  sandbox is up).
- compile_errors(output): the compiler's and linker's error lines about
  the tree's own files, [] when the host refused something (no space,
  no memory): then the failure is the grader's, whatever else it says.
- explain_failure(output, folder, where): for a sandboxed make that
  failed, SandboxError when the sandbox would not start (bwrap speaks
  first), ReadsOutside when the tree asked for a file outside,
  DoesNotCompile when the compiler refused its files; else it returns,
  and the failure is the build's own (the grader's).
- refuse(paths), refuse_unbuilt(errors): those two verdicts, worded once
  (harness/nosandbox.py gives them too, where the sandbox cannot start).
"""

import os
import re
from pathlib import Path

from harness import tools
from harness.errors import DoesNotCompile, ReadsOutside, SandboxError

BWRAP = "bwrap"
PATH = "/usr/bin:/bin"
ALTERNATIVES = "/etc/alternatives"
# Where a named path is the sandbox's own, not the grader's: the toolchain,
# and the empty /tmp where the compilers keep their own files (the
# assembler names its input, /tmp/cc*.s, as it reports an .incbin).
OWN = ("/usr/", "/tmp/")
# What the compilers say of a file they were asked to read and could not open.
MISSING = re.compile(r"No such file or directory|file not found|can't open|cannot open"
                     r"|cannot find", re.IGNORECASE)
NAMED = re.compile(r"""(?:^|[\s"'`:<(])((?:/|\.\./)[^\s"'`:<>()]+)""")


def sandboxed(argv, folder):
    """argv as bubblewrap runs it: folder (absolute) the one writable place."""
    folder = str(Path(folder).resolve())
    return [tools.require(BWRAP),
            "--ro-bind", "/usr", "/usr", *_alternatives(),
            "--symlink", "usr/bin", "/bin", "--symlink", "usr/sbin", "/sbin",
            "--symlink", "usr/lib", "/lib", "--symlink", "usr/lib64", "/lib64",
            "--proc", "/proc", "--dev", "/dev", "--tmpfs", "/tmp",
            "--bind", folder, folder, "--chdir", folder,
            "--unshare-all", "--die-with-parent",
            "--clearenv", "--setenv", "PATH", PATH, "--setenv", "HOME", "/tmp",
            "--setenv", "LC_ALL", "C",
            *argv]


def _alternatives():
    return (["--ro-bind", ALTERNATIVES, ALTERNATIVES]
            if os.path.isdir(ALTERNATIVES) else [])


def reads_outside(output, folder):
    """The paths outside folder named in make's lines about a file that was
    not found: absolute ones not under folder or OWN, and relative ones
    that climb out of folder (taken from its kernel/, where the files are)."""
    folder = Path(folder).resolve()
    found = {}
    for line in output.splitlines():
        if not MISSING.search(line):
            continue
        for named in NAMED.findall(line):
            path = Path(os.path.normpath(folder / "kernel" / named))
            if path != folder and folder not in path.parents and not named.startswith(OWN):
                found.setdefault(path, named)    # as the file wrote it
    return list(found.values())


def refuse_links_outside(folder, relatives):
    """ReadsOutside naming each of the relative paths (files of folder) that
    is a symbolic link resolving outside folder."""
    folder = Path(folder).resolve()
    outside = [f"{relative} -> {os.readlink(folder / relative)}" for relative in relatives
               if (folder / relative).is_symlink()
               and folder not in (folder / relative).resolve().parents]
    if outside:
        raise ReadsOutside(f"the tree reads outside itself: {', '.join(outside)} (a link to a "
                           f"file outside the tree is not the learner's file)", outside)


# "kernel/proc.c:554:1: error: ...", "proc.c:(.text+0x1c): undefined reference to `f'"
COMPILE_ERROR = re.compile(r"^[\w./-]+:(?:\d+:(?:\d+:)? (?:fatal )?error: |"
                           r"\(.*\): undefined reference to )")
HOST_REFUSED = re.compile(r"No space left on device|Cannot allocate memory|"
                          r"Resource temporarily unavailable|Too many open files|Killed")
SHOWN_ERRORS = 5


def compile_errors(output):
    """The error lines the compiler or linker gave about the tree's files
    (relative paths), up to SHOWN_ERRORS; [] when the host refused a resource."""
    if HOST_REFUSED.search(output):
        return []
    lines = [line.strip() for line in output.splitlines() if COMPILE_ERROR.match(line.strip())]
    return [line for line in lines if not line.startswith("/")][:SHOWN_ERRORS]


def explain_failure(output, folder, where=""):
    """Raise what a failed sandboxed make says of the sandbox or of the tree's
    reads; where: where make's whole output is (the error's last words)."""
    if output.startswith(f"{BWRAP}:"):
        raise SandboxError(f"the sandbox of the trusted build would not start (a container "
                           f"may forbid namespaces): {output.splitlines()[0]}{where}")
    outside = reads_outside(output, folder)
    if outside:
        refuse(outside, where)
    errors = compile_errors(output)
    if errors:
        refuse_unbuilt(errors, where)


def refuse(outside, where=""):
    """ReadsOutside naming the paths outside (as the tree's files wrote them):
    the one wording of that verdict, in the sandbox or without it."""
    raise ReadsOutside(f"the tree reads outside itself as it is built: {', '.join(outside)} "
                       f"(a trusted build sees only the tree and the toolchain){where}", outside)


def refuse_unbuilt(errors, where=""):
    """DoesNotCompile showing errors, the compiler's lines about the tree's files."""
    shown = "\n".join(f"  {line}" for line in errors)
    raise DoesNotCompile(f"the tree does not build; the compiler's errors:\n{shown}{where}",
                         errors)
