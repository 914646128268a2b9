"""A class's trees for one clinic, made from base/ and bugs/: what learners
might hand in, and the verdict make grade must give each.

- KINDS: the eight kinds of tree, each with its verdict and how it is made
  from the tree the clinic hands out (`make exercise`).
- make_class(bug, folder, kinds): a subfolder of folder per kind.
- the changes a kind makes (revert, tamper_proftest, break_build, and each
  clinic's fix written otherwise than the reference's): scenarios/test_trees.py
  uses them too.

Used by the opt-in tree tests and by `python3 -m harness grade-bench`
(make grade-bench, harness/gradebench.py), which times grading such classes.
"""

import subprocess
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

from harness.build import BUGS, apply_patch, copy_variant
from harness.errors import HarnessError
from harness.trees import CANNOT_TELL, CURED, NOT_CURED


# --- changes a learner might make ------------------------------------------------

def edit(path, old, new):
    """Replace the one occurrence of old in the file by new."""
    text = path.read_text()
    if text.count(old) != 1:
        raise HarnessError(f"{path}: expected one {old!r}, found {text.count(old)}")
    path.write_text(text.replace(old, new))


def revert(tree, bug):
    """The fix the reference makes: the bug's patch taken out again."""
    subprocess.run(["patch", "-R", "-p1", "--fuzz=0", "--batch", "-d", str(tree),
                    "-i", str(BUGS / f"{bug}.patch")], check=True, capture_output=True)


def tamper_proftest(tree):
    """A proftest of the learner's own that only prints ALL OK."""
    (Path(tree) / "user" / "proftest.c").write_text(
        '#include "kernel/types.h"\n#include "user/user.h"\n\n'
        'int\nmain(void)\n{\n  printf("proftest: ALL OK\\n");\n  exit(0);\n}\n')


def tamper_makefile(tree):
    """A build rule of the learner's own (here: one that cannot run)."""
    with open(Path(tree) / "Makefile", "a") as file:
        file.write("\n# mine\nfs.img: always-out-of-date\n\talways-fails\n")


def break_build(tree):
    """A kernel file that is not C: the tree does not build."""
    with open(Path(tree) / "kernel" / "proc.c", "a") as file:
        file.write("\nthis is not C;\n")


def claim_fixed(tree, bug):
    """A comment saying the bug is fixed, and nothing else changed."""
    patched = _patched_files(bug)[0]
    with open(Path(tree) / patched, "a") as file:
        file.write(f"\n// Fixed {bug} (I think).\n")


def _patched_files(bug):
    """The files the bug's patch changes, in its order."""
    return [line[len("+++ b/"):].split("\t")[0]
            for line in (BUGS / f"{bug}.patch").read_text().splitlines()
            if line.startswith("+++ b/")]


# --- correct fixes written otherwise than the reference's, one a clinic ------------

def sepc_from_the_trap_frame_after_yield(tree):
    """Sample after yield, as the bug does, but the pc saved in the trap frame."""
    edit(tree / "kernel" / "trap.c", "profsample(p->prof, r_sepc());",
         "profsample(p->prof, p->trapframe->epc);")


def range_by_one_unsigned_comparison(tree):
    """The range check as one unsigned comparison, and before the count."""
    edit(tree / "kernel" / "prof.c", "  pr->total++;\n  pr->buckets",
         "  pr->total++;\n  if (pc - pr->lo >= pr->hi - pr->lo) {\n    pr->outside++;\n"
         "    return;\n  }\n  pr->buckets")


def sample_in_clockintr_on_every_hart(tree):
    """Keep the sample in clockintr, but on every hart's tick, not hart 0's."""
    trap = tree / "kernel" / "trap.c"
    text = trap.read_text()
    start = text.index("    // Sample on the tick")
    call = "profsample(p->prof, r_sepc());\n"
    end = text.index(call, start) + len(call)
    block = text[start:end]
    text = text[:start] + text[end:]
    anchor = "  w_stimecmp(next_deadline("
    if text.count(anchor) != 1:
        raise HarnessError(f"{trap}: expected one {anchor!r}")
    trap.write_text(text.replace(anchor, "  {\n" + block + "  }\n" + anchor, 1))


def free_the_histogram_at_exit(tree):
    """Nothing freed on exec; the histogram freed in kexit, right after it is
    written out, so a slot that reaches freeproc holds none."""
    edit(tree / "kernel" / "exec.c",
         "\n  // A profile is the old program's: it ends with that program.\n"
         "  if (p->prof) {\n    kfree(p->prof);\n    p->prof = 0;\n  }\n", "")
    edit(tree / "kernel" / "proc.c", "  if (p->prof)\n    profdump(p);\n",
         "  if (p->prof) {\n    profdump(p);\n    kfree(p->prof);   // ours alone: no one else"
         " reads it\n    p->prof = 0;\n  }\n")


def dump_after_closing_files(tree):
    """prof.out written by kexit, but after the files are closed (the cwd is
    still held, and no lock), not from freeproc."""
    edit(tree / "kernel" / "proc.c",
         "  if (p->prof) {\n    profdump(p);       // write prof.out before the page goes\n"
         "    kfree(p->prof);\n  }\n",
         "  if (p->prof)\n    kfree(p->prof);\n")
    edit(tree / "kernel" / "proc.c", "  begin_op();\n  iput(p->cwd);\n",
         "  if (p->prof)\n    profdump(p);     // prof.out, in the cwd we still hold\n"
         "  begin_op();\n  iput(p->cwd);\n")


FIXED_OTHERWISE = {
    "clockintr_sampling": sample_in_clockintr_on_every_hart,
    "sepc_after_yield": sepc_from_the_trap_frame_after_yield,
    "no_range_check": range_by_one_unsigned_comparison,
    "free_on_exec": free_the_histogram_at_exit,
    "dump_in_freeproc": dump_after_closing_files,
}

# For the two-bug kind: a second clinic's patch that applies beside the first.
SECOND_BUG = {
    "clockintr_sampling": "no_range_check",
    "sepc_after_yield": "no_range_check",
    "no_range_check": "dump_in_freeproc",
    "free_on_exec": "sepc_after_yield",
    "dump_in_freeproc": "no_range_check",
}


# --- the kinds ---------------------------------------------------------------------

@dataclass(frozen=True)
class Kind:
    name: str
    verdict: str                              # what make grade must say
    says: str
    change: Callable[[Path, str], None]       # change(tree, bug), on the handed-out tree


def _fixed_with_own_programs(tree, bug):
    revert(tree, bug)
    tamper_proftest(tree)
    tamper_makefile(tree)


def _broken(tree, bug):
    revert(tree, bug)
    break_build(tree)


KINDS = (
    Kind("unfixed", NOT_CURED, "the tree as handed out", lambda tree, bug: None),
    Kind("fixed", CURED, "the bug's patch reverted", revert),
    Kind("fixed-otherwise", CURED, "a correct fix written otherwise than the reference's",
         lambda tree, bug: FIXED_OTHERWISE[bug](tree)),
    Kind("fixed-own-programs", CURED,
         "fixed, with a proftest that only prints ALL OK and a Makefile rule of its own "
         "(judged on the reference's)", _fixed_with_own_programs),
    Kind("tampered", NOT_CURED, "unfixed, with a proftest that only prints ALL OK",
         lambda tree, bug: tamper_proftest(tree)),
    Kind("comment-only", NOT_CURED, "unfixed but for a comment saying it is fixed",
         claim_fixed),
    Kind("two-bugs", NOT_CURED, "unfixed, and a second clinic's bug too",
         lambda tree, bug: apply_patch(BUGS / f"{SECOND_BUG[bug]}.patch", tree)),
    Kind("broken", CANNOT_TELL, "fixed, but a kernel file is not C", _broken),
)
KIND_NAMES = tuple(kind.name for kind in KINDS)


def kind(name):
    for known in KINDS:
        if known.name == name:
            return known
    raise HarnessError(f"no kind of tree named {name!r}; the kinds are: {', '.join(KIND_NAMES)}")


def make_class(bug, folder, kinds=KIND_NAMES):
    """folder/<kind> for each kind named: the clinic's handed-out tree with
    the kind's change.  Returns {kind name: the verdict it must get}."""
    wanted = {}
    for name in kinds:
        made = kind(name)
        tree = copy_variant(bug, Path(folder) / name)
        made.change(tree, bug)
        wanted[name] = made.verdict
    return wanted
