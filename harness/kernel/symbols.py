"""A variant's kernel as expressions see it: its symbols and its code's facts.

- Symbols: the kernel's function symbols, from its "address name" file
  (kernel/kernel.sym): sym(name), end(name), func_at(address).
- kernel_names(build_folder, scenario, where): every symbol function
  (sym, end, func_at) and code fact (after_calls, after_sie_on,
  sie_off_at: harness/kernel/binary.py) by name, and the scenario's early
  defines computed in order: what `${...}` in a step and every check
  may read of the kernel.  One map, for steps and checks alike.
"""

from pathlib import Path

from harness.errors import ExpectationError
from harness.kernel.binary import Binaries


class Symbols:
    """A kernel's function symbols, from its "address name" file (kernel.sym)."""

    def __init__(self, path, names=()):
        # (the handout's name, the kernel's), where a described kernel names a
        # function otherwise (kernels/<name>.toml): sym() and end() take the
        # handout's name, func_at() gives it.
        self.own_names = dict(names)
        self.handout_names = {own: handout for handout, own in self.own_names.items()}
        self.table = []
        for line in Path(path).read_text().splitlines():
            if line.strip():
                address, name = line.split()[:2]
                self.table.append((int(address, 16), name))
        self.table.sort()
        self.address = {}
        for address, name in self.table:
            self.address.setdefault(name, address)

    def sym(self, name):
        name = self.own_names.get(name, name)
        if name not in self.address:
            raise ExpectationError(f"no kernel symbol {name!r}")
        return self.address[name]

    def end(self, name):
        """Where function `name` ends: the next symbol's address."""
        start = self.sym(name)
        later = [address for address, _ in self.table if address > start]
        if not later:
            raise ExpectationError(f"no kernel symbol after {name!r}")
        return later[0]

    def func_at(self, address):
        found = None
        for start, name in self.table:
            if start > address:
                break
            found = name
        return self.handout_names.get(found, found)


def symbol_table(folder, names=()):
    """The Symbols of a built tree's kernel (names: a described kernel's)."""
    return Symbols(Path(folder) / "kernel" / "kernel.sym", names)


def kernel_names(folder, scenario, where, names=()):
    """{name: function or value}: the kernel's symbol functions and code facts
    of the built tree in folder, and the scenario's early defines, in order
    (names: a described kernel's for the handout's functions)."""
    symbols, binaries = symbol_table(folder, names), Binaries(folder)
    names = {"sym": symbols.sym, "end": symbols.end, "func_at": symbols.func_at,
             "after_calls": binaries.after_calls, "after_sie_on": binaries.after_sie_on,
             "sie_off_at": binaries.sie_off_at}
    for name, expression in scenario.early.items():
        names[name] = expression.evaluate(names, f"{where}: define {name}")
    return names
