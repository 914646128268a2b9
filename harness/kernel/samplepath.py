"""How many instructions a sample costs: the in-range path through profsample.

`python3 -m harness samplepath [KERNEL]` (and the first part of `make bench`).

profsample's disassembly, with a source line for each instruction (read
by harness/kernel/binary.py), is followed from its entry to every `ret`.  The
path wanted is the one that runs the bucket increment (the line of
prof.c with `pr->buckets[`) and not the `pr->outside++` line: the path
of a sample whose pc lies in [lo, hi).  Its length is checked against
BUDGET.

Counted from the binary, not the source: the figure changes when the
compiler or its flags do, which is the point.
"""

from pathlib import Path

from harness.errors import HarnessError
from harness.kernel.binary import disassemble

BUDGET = 20                 # instructions an in-range sample may take
FUNCTION = "profsample"
SOURCE = "prof.c"           # the file that defines FUNCTION, beside the kernel in its build
BUCKET_LINE = "pr->buckets["
OUTSIDE_LINE = "pr->outside++"
BRANCHES = {"beq", "bne", "blt", "bge", "bltu", "bgeu", "beqz", "bnez", "blez", "bgez",
            "bltz", "bgtz", "bgt", "ble", "bgtu", "bleu"}


def successors(listing, index):
    """Indexes of the instructions that may run after listing[index]
    (None for a jump out of the function)."""
    here = listing[index]
    if here.mnemonic == "ret" or (here.mnemonic == "jr" and here.operands == "ra"):
        return []
    at = {instruction.address: i for i, instruction in enumerate(listing)}
    jump = at.get(here.target) if here.target is not None else None
    if here.mnemonic == "j":
        return [jump]
    following = [index + 1] if index + 1 < len(listing) else []
    if here.mnemonic in BRANCHES:
        return following + [jump]
    return following


def paths(listing, index=0, seen=()):
    """Every path from listing[index] to a ret, as lists of indexes (loops are not followed)."""
    seen = seen + (index,)
    nexts = successors(listing, index)
    if not nexts:
        yield list(seen)
    for following in nexts:
        if following is None:
            raise HarnessError(f"{FUNCTION} jumps out of itself at {listing[index].address:#x}")
        if following not in seen:
            yield from paths(listing, following, seen)


def source_lines(source, wanted):
    """Line numbers of the source, inside FUNCTION's body, whose text contains wanted."""
    lines = Path(source).read_text().splitlines()
    start = next((i for i, text in enumerate(lines) if text.startswith(f"{FUNCTION}(")), None)
    if start is None:
        raise HarnessError(f"{source}: no definition of {FUNCTION}")
    end = next(i for i in range(start, len(lines)) if lines[i] == "}")
    return {i + 1 for i in range(start, end) if wanted in lines[i]}


def in_range_path(listing, bucket_lines, outside_lines):
    """The one path through the listing that runs a bucket line and no outside
    line: [Instruction].  HarnessError unless there is exactly one."""
    def runs(path, lines):
        return any(_line_of(listing[i]) in lines for i in path)

    found = [path for path in paths(listing)
             if runs(path, bucket_lines) and not runs(path, outside_lines)]
    if len(found) != 1:
        raise HarnessError(f"found {len(found)} in-range paths through {FUNCTION}, not 1")
    return [listing[i] for i in found[0]]


def _line_of(instruction):
    """The line of SOURCE an instruction comes from (None: another file, or unknown)."""
    if instruction.source is None or Path(instruction.source[0]).name != SOURCE:
        return None
    return instruction.source[1]


def report(kernel):
    """Print the in-range path of the kernel's FUNCTION, an instruction a line,
    and its length; 0 when it is within BUDGET, else 1."""
    kernel = Path(kernel)
    if not kernel.is_file():
        raise HarnessError(f"{kernel} does not exist: build it first "
                           f"(python3 -m harness build reference)")
    source = kernel.parent / SOURCE
    listing = disassemble(kernel, FUNCTION, lines=True)
    if not listing:
        raise HarnessError(f"no {FUNCTION} in {kernel}")
    path = in_range_path(listing, source_lines(source, BUCKET_LINE),
                         source_lines(source, OUTSIDE_LINE))
    for instruction in path:
        place = f"{SOURCE}:{_line_of(instruction)}" if _line_of(instruction) else "elsewhere"
        print(f"  {instruction.address:#x}  {place}  {instruction.mnemonic} "
              f"{instruction.operands}")
    print(f"samplepath: an in-range sample runs {len(path)} instructions of {FUNCTION} "
          f"(budget {BUDGET}; {len(listing)} in the function)")
    return 0 if len(path) <= BUDGET else 1
