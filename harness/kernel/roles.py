"""A learner's names for the profiler's parts, found in its built kernel.

The expected files name the profiler's parts as the handout does: the
sampling function profsample, whose parameters are pr (the struct prof)
and pc; profkernel, which counts the kernel's own samples; struct prof's
fields (lo, hi, shift, nbuckets, total, outside, buckets); and struct
proc's prof.  The handout lets a learner name them otherwise ("break
profsample (or your name for it)", §3's debugging).  own_names(folder,
tree_layout, handout_layout) finds what a learner's built kernel calls
each, so that its breakpoints, backtraces and gdb expressions can be
written in the handout's words (machine/debugger.py and kernel/symbols.py
rename them):

- the sampling function: the one function whose parameters are a
  pointer to struct prof and a 64-bit integer; its parameters' names
  come from the debugging information (gdb's Python, no machine booted);
- profkernel: the one function that calls it and is not on the trap
  path the handout names (usertrap, kerneltrap, devintr, clockintr);
- struct prof's fields, by position: learner/interface.py has already
  found the tree's layout the handout's shape;
- struct proc's one field that points to a struct prof.

A part found under the handout's name, or not found at all, keeps the
handout's name: a scenario that needs a part the tree does not have then
cannot set its breakpoint or read its value, which is said as the
grader's trouble, not as the learner's fault.
"""

import re
from dataclasses import dataclass
from pathlib import Path

from harness.kernel.binary import Binaries
from harness.kernel.layout import gdb_batch

SAMPLER = "profsample"
PARAMETERS = ("pr", "pc")              # profsample's, in order
KERNEL_SAMPLER = "profkernel"
PROC_FIELD = "prof"                    # struct proc's pointer to its struct prof
TRAP_PATH = ("usertrap", "kerneltrap", "devintr", "clockintr")
KINDS = {SAMPLER: "one function whose parameters are a struct prof * and a 64-bit pc",
         KERNEL_SAMPLER: "one function besides the trap path that calls it"}

# Run by gdb's Python on the kernel file: a line for each function taking
# (struct prof *, a 64-bit integer), with its parameters' names, and one
# for each field of struct proc that points to a struct prof.
FINDER = r"""
import re
signature = re.compile(r"^\d+:\s+(?:static\s+)?\w[\w\s]*?\b(\w+)\(struct prof \*, "
                       r"(?:uint64|unsigned long|unsigned long long)\);$")
for line in gdb.execute("info functions", to_string=True).splitlines():
    found = signature.match(line.strip())
    if not found:
        continue
    symbol = gdb.lookup_global_symbol(found[1]) or gdb.lookup_static_symbol(found[1])
    if symbol is None:
        continue
    block = gdb.block_for_pc(int(symbol.value().address))
    while block is not None and block.function is None:
        block = block.superblock
    arguments = [s.name for s in block if s.is_argument] if block is not None else []
    print("sampler", found[1], *arguments)
try:
    fields = gdb.lookup_type("struct proc").fields()
except gdb.error:
    fields = []
for field in fields:
    if field.type.code == gdb.TYPE_CODE_PTR and str(field.type.target()) == "struct prof":
        print("proc", field.name)
"""


@dataclass(frozen=True)
class Found:
    """What FINDER printed: each sampling function's name with its
    parameters' names, and struct proc's fields that point to a struct prof."""
    samplers: tuple = ()        # ((name, (parameter, ...)), ...)
    proc_fields: tuple = ()


def parse_found(output):
    """The Found of FINDER's output (pure)."""
    samplers, fields = [], []
    for line in output.splitlines():
        words = line.split()
        if len(words) >= 2 and words[0] == "sampler":
            samplers.append((words[1], tuple(words[2:])))
        elif len(words) == 2 and words[0] == "proc":
            fields.append(words[1])
    return Found(tuple(samplers), tuple(fields))


def find(kernel):
    """The Found of a built kernel file."""
    return parse_found(gdb_batch(kernel, f"python exec({FINDER!r})"))


def renames(found, callers, tree_layout=None, handout_layout=None):
    """(functions, terms) for a kernel that names the handout's parts
    otherwise (pure): functions, (the handout's name, the kernel's) of its
    functions; terms, of the words a gdb expression uses, a field written
    with a leading "." ("." "lo" for pr->lo).  found: its Found; callers:
    a function of the kernel's sampling function -> the functions that
    call it; the layouts: its struct prof's and the handout's, or None."""
    functions, terms = [], []
    sampler = _sampler(found)
    if sampler is not None:
        name, parameters = sampler
        if name != SAMPLER:
            functions.append((SAMPLER, name))
        if len(parameters) == len(PARAMETERS):
            terms += [(ours, theirs) for ours, theirs in zip(PARAMETERS, parameters)
                      if ours != theirs]
        others = sorted(set(callers(name)) - set(TRAP_PATH))
        if len(others) == 1 and others[0] != KERNEL_SAMPLER:
            functions.append((KERNEL_SAMPLER, others[0]))
    if tree_layout is not None and handout_layout is not None \
            and tree_layout.shape() == handout_layout.shape():
        terms += [("." + ours.name, theirs.name)
                  for ours, theirs in zip(handout_layout.fields, tree_layout.fields)
                  if ours.name != theirs.name]
    if len(found.proc_fields) == 1 and found.proc_fields[0] != PROC_FIELD:
        terms.append(("." + PROC_FIELD, found.proc_fields[0]))
    return tuple(functions), tuple(terms)


def _sampler(found):
    """(name, parameters) of the kernel's sampling function: profsample when
    it has one, else the one function of its kind; None when there is none
    or more than one."""
    named = [sampler for sampler in found.samplers if sampler[0] == SAMPLER]
    if named:
        return named[0]
    return found.samplers[0] if len(found.samplers) == 1 else None


def unfound(names):
    """What a reader is told of the handout's names a kernel was found not
    to have, where some are parts found by their kind: "" or a clause."""
    kinds = [KINDS[name] for name in names if name in KINDS]
    return f" (nor, under a name of its own, {' or '.join(kinds)})" if kinds else ""


def own_names(folder, tree_layout=None, handout_layout=None):
    """renames() of the kernel built in folder (kernel/kernel)."""
    binaries = Binaries(folder)
    return renames(find(Path(folder) / "kernel" / "kernel"),
                   lambda callee: binaries.callers("kernel", callee),
                   tree_layout, handout_layout)


WORD = re.compile(r"(->|\.)?(\s*)(?<![\w$])([A-Za-z_]\w*)")


def renamed(expression, words, fields):
    """A C expression of the handout's words in the kernel's (pure): words,
    {the handout's word: the kernel's} for a word standing alone (a
    function, a parameter); fields, the same for a word after -> or "."
    (a struct's field).  Registers ($pc) and numbers are left alone."""
    def one(match):
        access, space, word = match.groups()
        table = fields if access else words
        return (access or "") + space + table.get(word, word)
    return WORD.sub(one, expression)
