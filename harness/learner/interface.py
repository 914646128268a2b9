"""Whether a learner's tree implements the handout's interface (§1).

The trusted programs (proftest, prof) are built against the interface as
the kernel's own tree has it (kernel/tree.py's learners_base: base/, or
the port's headers), whatever the learner's kernel/ says.  A learner's
kernel that gives profile or profget other system-call numbers, or lays
out struct prof otherwise, would only make them fail in ways that look
like a clinic's symptom; so, once the tree is built, differences(tree,
build) says each way it differs, and verdict.py judges such a tree "not
cured: does not implement the handout's interface", naming them, without
booting it:

- the numbers: kernel/syscall.h's `#define SYS_<name> <number>` lines,
  by number: the tree must give the kernel's profile and profget
  numbers (23 and 24) to some name;
- struct prof: its size and each field's offset and size, read off the
  tree's built kernel and the reference's (kernel/layout.py), whatever
  the fields are called.
"""

import re
from pathlib import Path

from harness.build import REFERENCE
from harness.kernel.layout import struct_layout
from harness.kernel.tree import build_on, learners_base

CALLS = ("profile", "profget")        # the handout's system calls, by their names in §1
STRUCT = "prof"                        # struct prof, in kernel/prof.h
SYSCALLS = Path("kernel") / "syscall.h"
FIELDS = ("§1: the range, the shift, the number of buckets, a count of all samples, a count "
          "of those outside the range, then the buckets, in one page")
DEFINE = re.compile(r"^\s*#\s*define\s+SYS_(\w+)\s+(\d+)\b", re.MULTILINE)


def syscall_numbers(text):
    """{name: number} of a syscall.h's `#define SYS_<name> <number>` lines."""
    return {name: int(number) for name, number in DEFINE.findall(text)}


def number_differences(tree_numbers, handout_numbers):
    """Sentences, one for each of the handout's calls the tree numbers
    otherwise (pure: the numbers of both syscall.h files)."""
    said = []
    for call in CALLS:
        wanted = handout_numbers.get(call)
        if wanted is None or wanted in tree_numbers.values():
            continue
        own = tree_numbers.get(call)
        also = f" (it gives SYS_{call} the number {own})" if own is not None else ""
        said.append(f"{SYSCALLS} numbers no system call {wanted}, the handout's {call}{also}")
    return said


def layout_differences(tree_layout, handout_layout):
    """Sentences on how the tree's struct prof differs from the handout's
    (pure: two kernel/layout.py Layouts, the tree's None when it has none)."""
    if tree_layout is None:
        return [f"its kernel has no struct {STRUCT} (the handout's is in kernel/prof.h)"]
    if tree_layout.shape() == handout_layout.shape():
        return []
    said = []
    if tree_layout.size != handout_layout.size:
        said.append(f"struct {STRUCT} is {tree_layout.size} bytes, not one page of "
                    f"{handout_layout.size}")
    pairs = list(zip(tree_layout.fields, handout_layout.fields))
    first = next((i for i, (theirs, ours) in enumerate(pairs)
                  if (theirs.offset, theirs.size) != (ours.offset, ours.size)), len(pairs))
    if first < len(pairs):
        theirs, ours = pairs[first]
        said.append(f"struct {STRUCT}'s field {first + 1}, {theirs.name}, is {theirs.size} "
                    f"bytes at offset {theirs.offset}, where proftest and prof, built on the "
                    f"handout's interface, read {ours.size} "
                    f"bytes at {ours.offset} ({FIELDS})")
    elif len(tree_layout.fields) != len(handout_layout.fields):
        said.append(f"struct {STRUCT} has {len(tree_layout.fields)} fields, the handout's "
                    f"{len(handout_layout.fields)} ({FIELDS})")
    return said


def layouts(build):
    """(the built tree's struct prof Layout, or None; the handout's, the
    reference's on the same kernel)."""
    return struct_layout(build.kernel, STRUCT), struct_layout(build_on(REFERENCE).kernel, STRUCT)


def differences(tree, tree_layout, handout_layout):
    """How a learner's built tree differs from the handout's interface: []
    when it does not (tree: the learner's folder; the layouts: layouts())."""
    own = learners_base()
    handout = syscall_numbers((own / SYSCALLS).read_text(errors="replace"))
    path = Path(tree) / SYSCALLS
    found = syscall_numbers(path.read_text(errors="replace")) if path.is_file() else {}
    return number_differences(found, handout) + layout_differences(tree_layout, handout_layout)
