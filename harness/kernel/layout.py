"""A struct's layout, read off a built kernel's debugging information.

struct_layout(kernel, name): gdb's `ptype/o struct <name>` of the kernel
file (gdb-multiarch, no machine booted), parsed into a Layout: each
field's name, offset and size in bytes, in order, and the whole size;
None when the kernel has no struct of that name.  It is how a learner's
struct prof is compared with the handout's one page, whatever its
fields are called (harness/learner/interface.py).
"""

import re
from dataclasses import dataclass

from harness import tools
from harness.errors import HarnessError

GDB_TIMEOUT = 60
FIELD = re.compile(r"^/\*\s+(\d+)(?::\d+)?\s*\|\s*(\d+)\s*\*/\s*(.*?)\s*(\w+)(\[\d+\])?;\s*$")
OPENED = re.compile(r"^/\*\s+(\d+)(?::\d+)?\s*\|\s*(\d+)\s*\*/")
CLOSED = re.compile(r"^}\s*(\w+)(\[\d+\])?;$")
TOTAL = re.compile(r"/\* total size \(bytes\):\s*(\d+)\s*\*/")


@dataclass(frozen=True)
class Field:
    name: str
    offset: int
    size: int

    def said(self):
        return f"{self.name} ({self.size} bytes at {self.offset})"


@dataclass(frozen=True)
class Layout:
    size: int
    fields: tuple

    def shape(self):
        """What the layout is without the fields' names: their offsets and sizes."""
        return self.size, tuple((f.offset, f.size) for f in self.fields)


def struct_layout(kernel, name):
    """The Layout of struct `name` in the kernel file, or None when it has none."""
    return parse_layout(gdb_batch(kernel, f"ptype/o struct {name}"))


def gdb_batch(kernel, command):
    """What gdb printed for one command on the kernel file, no machine booted."""
    gdb = tools.require("gdb-multiarch")
    status, output = tools.run_captured(
        [gdb, "-nx", "-batch", "-ex", command, str(kernel)], GDB_TIMEOUT)
    if status is None:
        raise HarnessError(f"gdb did not read {kernel} in {GDB_TIMEOUT} s")
    return output


def parse_layout(output):
    """The Layout gdb's `ptype/o` printed: the struct's own fields (a nested
    struct or union as one field, named at its closing line) and its size,
    the last total printed; None when it printed none."""
    totals = TOTAL.findall(output)
    if not totals:
        return None
    fields, depth, opened = [], 0, None
    for line in output.splitlines()[1:]:
        line = line.strip()
        found = FIELD.match(line)
        if found and depth == 0:
            fields.append(Field(found.group(4), int(found.group(1)), int(found.group(2))))
        elif line.endswith("{"):
            if depth == 0:
                opened = OPENED.match(line)
            depth += 1
        elif line.startswith("}") and depth > 0:
            depth -= 1
            name = CLOSED.match(line)
            if depth == 0 and opened and name:
                fields.append(Field(name.group(1), int(opened.group(1)), int(opened.group(2))))
    return Layout(int(totals[-1]), tuple(fields))
