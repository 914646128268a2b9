"""A class's trees for one clinic, made from base/ and bugs/: what learners
might hand in, and the verdict make grade must give each.

- KINDS: the kinds of tree, each with its verdict, how it is made
  from the tree the clinic hands out (`make exercise`), and what it needs
  that a clinic may lack.
- make_class(bug, folder, kinds): a subfolder of folder per kind it can
  make; a kind the clinic lacks is left out, with a line saying why.
- lacking(bug, kinds): {kind: why} for the kinds a clinic cannot have.
- the changes a kind makes (revert, tamper_proftest, break_build,
  read_outside, fix_otherwise, other_numbers; and the misbehaving kernels: a flood from
  hart 1, a panic or a hang before the first process, a hang in some
  boots, a printf in the sample path, a power-off in proftest, each a
  line or two put beside an anchor line of base/'s, _edit; the profiler's
  parts named otherwise, name_parts_otherwise):
  scenarios/test_trees.py uses them too.
- second_bug(bug): the clinic whose bug the two-bugs kind adds.

Every kind is made from data: the bug's patch, and for two kinds a
second patch.  fixed-otherwise applies the clinic's correct fix written
otherwise than the reference's, bugs/fixed-otherwise/<bug>.patch (to the
handed-out tree; it is no variant: known_variants() reads bugs/*.patch
only).  two-bugs adds another clinic's patch, the smallest that applies
beside this one (second_bug).

Used by the opt-in tree tests and by `python3 -m harness grade-bench`
(make grade-bench, harness/trials/grade_bench.py), which times grading such classes.
"""

import re
import subprocess
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

from harness import shown
from harness.build import BUGS, REFERENCE, apply_patch, known_variants
from harness.errors import HarnessError, PatchError
from harness.eventlog import report
from harness.expected.kernels import current_kernel
from harness.kernel.tree import copy_on, variant_patch
from harness.learner.trees import CURED, NOT_CURED

FIXED_OTHERWISE = BUGS / "fixed-otherwise"   # <bug>.patch, applied to <bug>'s handed-out tree


class Lacking(HarnessError):
    """A kind of tree that cannot be made for a clinic (what it needs is not there)."""


# --- changes a learner might make ------------------------------------------------

def revert(tree, bug):
    """The fix the reference makes: the bug's patch taken out again."""
    subprocess.run(["patch", "-R", "-p1", "--fuzz=0", "--batch", "-d", str(tree),
                    "-i", str(variant_patch(bug))], check=True, capture_output=True)


def fixed_otherwise_patch(bug):
    """bugs/fixed-otherwise/<bug>.patch (it may not exist; written for base/)."""
    return FIXED_OTHERWISE / f"{bug}.patch"


def fix_otherwise(tree, bug):
    """The clinic's correct fix written otherwise than the reference's, applied
    as the bugs' patches are (a hunk that no longer applies is named)."""
    patch = fixed_otherwise_patch(bug)
    if not patch.is_file():
        raise Lacking(_no_fixed_otherwise(bug))
    try:
        apply_patch(patch, tree)
    except PatchError as error:
        raise PatchError(f"{bug}: the fixed-otherwise tree cannot be made; its patch is "
                         f"applied to the tree the clinic hands out (base/ with "
                         f"bugs/{bug}.patch):\n{error}") from None


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


OUTSIDE = "/etc/hostname"    # a file of the grader's machine, not of the tree


def read_outside(tree):
    """A kernel file that .incbin's a file of the grader's machine, as one
    that would print it on the console (the sandbox refuses it)."""
    with open(Path(tree) / "kernel" / "main.c", "a") as file:
        file.write(f'\n// mine\nasm(".section .rodata\\n.incbin \\"{OUTSIDE}\\"\\n.text");\n')


def _edit(tree, path, anchor, added, *, before=False):
    """Put `added` on the line after (or before) the one line of tree/path
    that holds `anchor`; a HarnessError names the file when it has none
    or several."""
    file = Path(tree) / path
    lines = file.read_text().splitlines(keepends=True)
    found = [i for i, line in enumerate(lines) if anchor in line]
    if len(found) != 1:
        raise HarnessError(f"{path}: {len(found)} lines hold {anchor!r}, not one: "
                           f"this kind of tree cannot be made from it")
    at = found[0] if before else found[0] + 1
    lines[at:at] = [added + "\n"]
    file.write_text("".join(lines))


def other_numbers(tree):
    """profile and profget given system calls 25 and 26, not the handout's
    23 and 24: the kernel is consistent with itself, but not with the
    handout's interface that the trusted programs call."""
    path = Path(tree) / "kernel" / "syscall.h"
    text = path.read_text()
    for name, number in (("profile", 23), ("profget", 24)):
        line = f"#define SYS_{name} {number}"
        if line not in text:
            raise HarnessError(f"kernel/syscall.h has no line {line!r}: this kind of tree "
                               f"cannot be made from it")
        text = text.replace(line, f"#define SYS_{name} {number + 2}   // mine")
    path.write_text(text)


def flood_from_hart_1(tree):
    """Hart 1 prints a line forever once it starts, and never schedules: a
    debugging printf left in a loop.  The other harts run on."""
    _edit(tree, "kernel/main.c", 'printf("hart %d starting\\n"',
          '    while (cpuid() == 1)\n      printf("hart 1: still here\\n");   // mine')


def panic_at_boot(tree):
    """main() panics on hart 0 before the first process."""
    _edit(tree, "kernel/main.c", "userinit();", '    panic("mine: not yet");',
          before=True)


def hang_at_boot(tree):
    """main() spins forever on hart 0 before the first process."""
    _edit(tree, "kernel/main.c", "userinit();", "    for (;;)   // mine\n      ;",
          before=True)


def hang_in_some_boots(tree):
    """main() spins on hart 0 before the first process when a low bit of
    the time counter is set as it gets there: in about half the boots."""
    _edit(tree, "kernel/main.c", "userinit();",
          "    if ((r_time() >> 4) & 1)   // mine\n      for (;;)\n        ;", before=True)


def printf_in_sample_path(tree):
    """A debugging printf left in profsample: a line at every sample."""
    _edit(tree, "kernel/prof.c", "pr->total++;", '  printf("sample %p\\n", (void *)pc);   // mine')


OWN_NAMES = {"profsample": "count_sample", "profkernel": "kernel_sample"}
OWN_PARAMETERS = {"pr": "hist", "pc": "where"}     # the sampling function's
OWN_PROC_FIELD = "histogram"                        # for struct proc's prof


def name_parts_otherwise(tree):
    """The profiler's parts under names of the learner's own, as the handout
    allows: the two sampling functions, the first one's parameters, and
    struct proc's field (struct prof's fields keep theirs: on base/ the
    trusted programs share the learner's kernel/prof.h)."""
    for path in sorted((Path(tree) / "kernel").glob("*.[chS]")):
        text = original = path.read_text()
        for handout, own in OWN_NAMES.items():
            text = re.sub(rf"\b{handout}\b", own, text)
        text = re.sub(r"(->|\.)prof\b", rf"\1{OWN_PROC_FIELD}", text)
        text = re.sub(r"(struct prof \*)prof;", rf"\1{OWN_PROC_FIELD};", text)
        if path.name == "prof.c":
            text = re.sub(r"^(count_sample\(struct prof \*pr, uint64 pc\)\n\{.*?^\})",
                          lambda found: _renamed_words(found[1], OWN_PARAMETERS), text,
                          count=1, flags=re.MULTILINE | re.DOTALL)
        if text != original:
            path.write_text(text)
    if "count_sample(struct prof *hist, uint64 where)" not in \
            (Path(tree) / "kernel" / "prof.c").read_text():
        raise HarnessError("kernel/prof.c defines no profsample(struct prof *pr, uint64 pc): "
                           "this kind of tree cannot be made from it")


def _renamed_words(text, names):
    return re.sub(r"\b\w+\b", lambda word: names.get(word[0], word[0]), text)


def power_off_in_proftest(tree):
    """The machine powered off (QEMU's test device, mapped for the purpose)
    at the 20th sample a profiled process takes: in the middle of proftest."""
    _edit(tree, "kernel/vm.c", "kvmmap(kpt, UART0, UART0",
          "  kvmmap(kpt, 0x100000, 0x100000, PGSIZE, PTE_R | PTE_W);   // mine")
    _edit(tree, "kernel/prof.c", "pr->total++;",
          "  static int mine;\n  if (++mine == 20)\n"
          "    *(volatile uint32 *)0x100000 = 0x5555;   // QEMU's test device: power off")


def claim_fixed(tree, bug):
    """A comment saying the bug is fixed, and nothing else changed."""
    patched = _patched_files(bug)[0]
    with open(Path(tree) / patched, "a") as file:
        file.write(f"\n// Fixed {bug} (I think).\n")


def add_second_bug(tree, bug):
    """Another clinic's bug beside this one (second_bug)."""
    apply_patch(variant_patch(second_bug(bug)), tree)


def _patched_files(bug):
    """The files the bug's patch changes, in its order."""
    return [line[len("+++ b/"):].split("\t")[0]
            for line in variant_patch(bug).read_text().splitlines()
            if line.startswith("+++ b/")]


# --- what a kind needs ---------------------------------------------------------------



def _no_fixed_otherwise(bug):
    return f"no fixed-otherwise tree: {shown(fixed_otherwise_patch(bug))} does not exist"


def _changed_lines(bug):
    """How many lines the bug's patch adds or takes out (its file headers aside)."""
    lines = variant_patch(bug).read_text().splitlines()
    start = next((i for i, line in enumerate(lines) if line.startswith("@@")), len(lines))
    return sum(1 for line in lines[start:] if line[:1] in "+-"
               and not line.startswith(("--- a/", "+++ b/")))


def second_bug(bug):
    """The clinic whose patch the two-bugs kind adds: of the other clinics,
    the smallest patch first (fewest lines changed, then by name), the
    first that applies to this clinic's handed-out tree.  The smallest
    adds the least beside the bug the tree is graded for.  Lacking when
    none applies."""
    others = sorted((name for name in known_variants()
                     if name not in (REFERENCE, bug) and variant_patch(name) is not None),
                    key=lambda name: (_changed_lines(name), name))
    with tempfile.TemporaryDirectory(prefix="profclinic-second-") as scratch:
        tree = copy_on(bug, Path(scratch) / "tree")
        for other in others:
            try:
                apply_patch(variant_patch(other), tree)   # a failed dry run changes nothing
                return other
            except PatchError:
                continue
    tried = ", ".join(others) or "there is no other clinic"
    raise Lacking(f"no two-bugs tree: no other clinic's patch applies beside "
                  f"{shown(variant_patch(bug))} (tried: {tried})")


def _lacks_fixed_otherwise(bug):
    kernel = current_kernel()
    if not kernel.is_base:
        return (f"no fixed-otherwise tree on {kernel.name}: "
                f"{shown(FIXED_OTHERWISE)}/ holds fixes written for base/")
    return None if fixed_otherwise_patch(bug).is_file() else _no_fixed_otherwise(bug)


def _lacks_second_bug(bug):
    try:
        second_bug(bug)
    except Lacking as error:
        return str(error)
    return None


# --- the kinds ---------------------------------------------------------------------

@dataclass(frozen=True)
class Kind:
    name: str
    verdict: str                              # what make grade must say
    says: str
    change: Callable[[Path, str], None]       # change(tree, bug), on the handed-out tree
    lacks: Callable[[str], str] = lambda bug: None   # why bug's clinic cannot have it, or None


def _fixed_with_own_programs(tree, bug):
    revert(tree, bug)
    tamper_proftest(tree)
    tamper_makefile(tree)


def _broken(tree, bug):
    revert(tree, bug)
    break_build(tree)


def _reads_outside(tree, bug):
    revert(tree, bug)
    read_outside(tree)


def _fixed_and(change):
    """A kind's change: the fix, then change(tree)."""
    def made(tree, bug):
        revert(tree, bug)
        change(tree)
    return made


KINDS = (
    Kind("unfixed", NOT_CURED, "the tree as handed out", lambda tree, bug: None),
    Kind("fixed", CURED, "the bug's patch reverted", revert),
    Kind("fixed-otherwise", CURED, "a correct fix written otherwise than the reference's "
         "(bugs/fixed-otherwise/<bug>.patch)", fix_otherwise, _lacks_fixed_otherwise),
    Kind("fixed-own-programs", CURED,
         "fixed, with a proftest that only prints ALL OK and a Makefile rule of its own "
         "(judged on the reference's)", _fixed_with_own_programs),
    Kind("tampered", NOT_CURED, "unfixed, with a proftest that only prints ALL OK",
         lambda tree, bug: tamper_proftest(tree)),
    Kind("comment-only", NOT_CURED, "unfixed but for a comment saying it is fixed",
         claim_fixed),
    Kind("two-bugs", NOT_CURED, "unfixed, and a second clinic's bug too", add_second_bug,
         _lacks_second_bug),
    Kind("broken", NOT_CURED, "fixed, but a kernel file is not C: does not build", _broken),
    Kind("other-numbers", NOT_CURED, "fixed, but profile and profget are system calls 25 and "
         "26: does not implement the handout's interface", _fixed_and(other_numbers)),
    Kind("reads-outside", NOT_CURED, f"fixed, but a kernel file .incbin's {OUTSIDE} of "
         f"the grader's machine", _reads_outside),
    Kind("flood", NOT_CURED, "fixed, but hart 1 prints a line forever once it starts",
         _fixed_and(flood_from_hart_1)),
    Kind("panic-at-boot", NOT_CURED, "fixed, but main() panics before the first process",
         _fixed_and(panic_at_boot)),
    Kind("hang-at-boot", NOT_CURED, "fixed, but main() spins forever before the first process",
         _fixed_and(hang_at_boot)),
    Kind("hang-sometimes", NOT_CURED, "fixed, but main() spins before the first process in "
         "about half the boots", _fixed_and(hang_in_some_boots)),
    # A learner's debugging printf in profsample: about ten lines a second a
    # profiled process (a few a tick under a kernel profile), far under the
    # console's cap; its lines cut into usertests' and prof's, and the checks
    # read those made whole (console.unsplit).  Every check still holds, so
    # it is cured (docs/teacher.md, "What a learner's tree can and cannot do").
    Kind("printf-in-sample", CURED, "fixed, but profsample prints a line at every sample",
         _fixed_and(printf_in_sample_path)),
    Kind("own-names", CURED, "fixed, with profsample, profkernel, profsample's parameters "
         "and struct proc's prof under names of its own", _fixed_and(name_parts_otherwise)),
    Kind("power-off", NOT_CURED, "fixed, but the kernel powers the machine off at the 20th "
         "sample of a profiled process", _fixed_and(power_off_in_proftest)),
)
KIND_NAMES = tuple(kind.name for kind in KINDS)


def kind(name):
    for known in KINDS:
        if known.name == name:
            return known
    raise HarnessError(f"no kind of tree named {name!r}; the kinds are: {', '.join(KIND_NAMES)}")


def lacking(bug, kinds=KIND_NAMES):
    """{kind name: why} for the kinds named that bug's clinic cannot have."""
    found = {}
    for name in kinds:
        why = kind(name).lacks(bug)
        if why:
            found[name] = why
    return found


def make_class(bug, folder, kinds=KIND_NAMES):
    """folder/<kind> for each kind named that the clinic can have: its
    handed-out tree with the kind's change.  A kind it lacks gets no
    folder and a line `<bug>: <why>`.  Returns {kind name: the verdict it
    must get}, for the trees made."""
    wanted, missing = {}, lacking(bug, kinds)
    for name in kinds:
        if name in missing:
            report(f"{bug}: {missing[name]}")
            continue
        made = kind(name)
        made.change(copy_on(bug, Path(folder) / name), bug)
        wanted[name] = made.verdict
    return wanted
