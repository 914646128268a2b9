"""Facts read from a built variant's machine code, for checks: where calls
return, and where interrupts come back on.

Checks that relate a profile to the code ("the hottest bucket is the
instruction after matchstar's call to matchhere returns") must find
those instructions in the variant's own binaries, not in addresses
copied from one build.  The disassembly is binutils' objdump (Debian
package binutils-riscv64-unknown-elf, which gcc-riscv64-unknown-elf
brings).
"""

import re
import subprocess
from functools import lru_cache
from pathlib import Path

from harness.errors import ExpectationError
from harness.tools import require

OBJDUMP = "riscv64-unknown-elf-objdump"

FUNCTION = re.compile(r"^([0-9a-f]+) <([^>]+)>:$")
INSTRUCTION = re.compile(r"^\s*([0-9a-f]+):\s+(\S+)\s*([^#]*?)\s*(?:#.*)?$")


class Binaries:
    """The instructions of one variant's kernel and user programs (from its build folder)."""

    def __init__(self, source):
        self.source = Path(source)

    def after_calls(self, program, caller, callee):
        """Where `caller`'s calls to `callee` return: the address after each call
        instruction.  program: "kernel" or a user program's name ("grep")."""
        found = []
        code = self._code(program)
        for (address, function, mnemonic, operands, comment), following in zip(code, code[1:]):
            if (function == caller and mnemonic in ("jal", "jalr", "call")
                    and re.search(rf"<{re.escape(callee)}>", operands + comment)):
                found.append(following[0])
        if not found:
            raise ExpectationError(f"{program}: no call from {caller} to {callee}")
        return found

    def after_sie_on(self):
        """Where the kernel's code turns supervisor interrupts on: the address of
        the instruction after each write that sets sstatus.SIE (csrsi/csrs of
        bit 1, or csrw of a register just or-ed with 2), with its function.
        A pending interrupt is taken there, whatever ran while they were off."""
        return [(following[0], write[1]) for write, following in self._sie_writes("on")]

    def sie_off_at(self):
        """(address, function) of each write that turns the kernel's interrupts
        off (csrci of bit 1, or csrw of a register just and-ed with ~2)."""
        return [(write[0], write[1]) for write, _ in self._sie_writes("off")]

    def _sie_writes(self, turning):
        """(write, next instruction) for each write to sstatus that turns SIE `turning`."""
        found = []
        code = self._code("kernel")
        for before, write, following in zip(code, code[1:], code[2:]):
            mnemonic, operands = write[2], write[3]
            if not operands.startswith("sstatus,"):
                continue
            value = operands.split(",")[1]
            if turning == "on":
                hit = ((mnemonic == "csrsi" and value == "2") or mnemonic == "csrs"
                       or (mnemonic == "csrw" and before[2] in ("or", "ori")
                           and before[3] == f"{value},{value},2"))
            else:
                hit = ((mnemonic == "csrci" and value == "2")
                       or (mnemonic == "csrw" and before[2] in ("and", "andi")
                           and before[3] == f"{value},{value},-3"))
            if hit:
                found.append((write, following))
        return found

    def _code(self, program):
        path = (self.source / "kernel" / "kernel" if program == "kernel"
                else self.source / "user" / f"_{program}")
        if not path.exists():
            raise ExpectationError(f"no binary {path.name} in {self.source.name}")
        return _disassemble(str(path), path.stat().st_mtime_ns)


@lru_cache(maxsize=16)
def _disassemble(path, _mtime):
    """[(address, function, mnemonic, operands, comment)] of a binary's text, in order."""
    done = subprocess.run([require(OBJDUMP), "-d", "--no-show-raw-insn", path],
                          capture_output=True, text=True)
    if done.returncode != 0:
        raise ExpectationError(f"{OBJDUMP} {path}: {done.stderr.strip()}")
    return parse_objdump(done.stdout)


def parse_objdump(text):
    """The instructions of `objdump -d --no-show-raw-insn` output, each with its function."""
    code, function = [], None
    for line in text.splitlines():
        header = FUNCTION.match(line)
        if header:
            function = header.group(2)
            continue
        match = INSTRUCTION.match(line)
        if match and function is not None:
            address, mnemonic, operands = match.groups()
            comment = line.split("#", 1)[1].strip() if "#" in line else ""
            code.append((int(address, 16), function, mnemonic, operands.replace(" ", ""),
                         comment))
    return code
