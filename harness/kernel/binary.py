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
from typing import NamedTuple

from harness.errors import ExpectationError
from harness.tools import require

OBJDUMP = "riscv64-unknown-elf-objdump"

FUNCTION = re.compile(r"^([0-9a-f]+) <([^>]+)>:$")
INSTRUCTION = re.compile(r"^\s*([0-9a-f]+):\s+(\S+)\s*([^#]*?)\s*(?:#.*)?$")
SOURCE_LINE = re.compile(r"^(\S+):(\d+)(?: \(discriminator \d+\))?$")   # objdump -l
TARGET = re.compile(r"\b([0-9a-f]+)<")     # a jump's or branch's target, in operands


class Instruction(NamedTuple):
    """One instruction of a disassembly.  operands have no spaces
    ("a0,bc<matchstar+0x3e>"); comment is what objdump wrote after '#';
    source is (file, line) when objdump was asked for lines (-l), else None."""
    address: int
    function: str
    mnemonic: str
    operands: str
    comment: str
    source: tuple = None

    @property
    def target(self):
        """The address a jump or branch names in its operands, or None."""
        found = TARGET.search(self.operands)
        return int(found[1], 16) if found else None


class Binaries:
    """The instructions of one variant's kernel and user programs (from its build folder)."""

    def __init__(self, source):
        self.source = Path(source)

    def after_calls(self, program, caller, callee):
        """Where `caller`'s calls to `callee` return: the address after each call
        instruction.  program: "kernel" or a user program's name ("grep")."""
        found = []
        code = self._code(program)
        for call, following in zip(code, code[1:]):
            if (call.function == caller and call.mnemonic in ("jal", "jalr", "call")
                    and re.search(rf"<{re.escape(callee)}>", call.operands + call.comment)):
                found.append(following.address)
        if not found:
            raise ExpectationError(f"{program}: no call from {caller} to {callee}")
        return found

    def callers(self, program, callee):
        """The functions with a call to `callee`, sorted (none: [])."""
        return sorted({instruction.function for instruction in self._code(program)
                       if instruction.mnemonic in ("jal", "jalr", "call")
                       and re.search(rf"<{re.escape(callee)}>",
                                     instruction.operands + instruction.comment)})

    def after_sie_on(self):
        """Where the kernel's code turns supervisor interrupts on: the address of
        the instruction after each write that sets sstatus.SIE (csrsi/csrs of
        bit 1, or csrw of a register just or-ed with 2), with its function.
        A pending interrupt is taken there, whatever ran while they were off."""
        return [(following.address, write.function)
                for write, following in self._sie_writes("on")]

    def sie_off_at(self):
        """(address, function) of each write that turns the kernel's interrupts
        off (csrci of bit 1, or csrw of a register just and-ed with ~2)."""
        return [(write.address, write.function) for write, _ in self._sie_writes("off")]

    def _sie_writes(self, turning):
        """(write, next instruction) for each write to sstatus that turns SIE `turning`."""
        found = []
        code = self._code("kernel")
        for before, write, following in zip(code, code[1:], code[2:]):
            mnemonic, operands = write.mnemonic, write.operands
            if not operands.startswith("sstatus,"):
                continue
            value = operands.split(",")[1]
            if turning == "on":
                hit = ((mnemonic == "csrsi" and value == "2") or mnemonic == "csrs"
                       or (mnemonic == "csrw" and before.mnemonic in ("or", "ori")
                           and before.operands == f"{value},{value},2"))
            else:
                hit = ((mnemonic == "csrci" and value == "2")
                       or (mnemonic == "csrw" and before.mnemonic in ("and", "andi")
                           and before.operands == f"{value},{value},-3"))
            if hit:
                found.append((write, following))
        return found

    def _code(self, program):
        path = (self.source / "kernel" / "kernel" if program == "kernel"
                else self.source / "user" / f"_{program}")
        if not path.exists():
            raise ExpectationError(f"no binary {path.name} in {self.source.name}")
        return disassemble(path)


def disassemble(path, function=None, *, lines=False):
    """[Instruction] of a binary's text (only `function`'s, if named), in
    address order; lines: with the source line of each (objdump -l)."""
    path = Path(path)
    return _disassemble(str(path), path.stat().st_mtime_ns, function, lines)


@lru_cache(maxsize=16)
def _disassemble(path, _mtime, function=None, lines=False):
    """disassemble(), cached while the file is unchanged."""
    argv = [require(OBJDUMP), "-d", "--no-show-raw-insn"]
    argv += ["-l"] if lines else []
    argv += [f"--disassemble={function}"] if function else []
    done = subprocess.run(argv + [path], capture_output=True, text=True)
    if done.returncode != 0:
        raise ExpectationError(f"{OBJDUMP} {path}: {done.stderr.strip()}")
    return parse_objdump(done.stdout)


def parse_objdump(text):
    """The instructions of `objdump -d --no-show-raw-insn [-l]` output, each
    with its function, and with its source line when the output has them."""
    code, function, source = [], None, None
    for line in text.splitlines():
        header = FUNCTION.match(line)
        if header:
            function, source = header.group(2), None
            continue
        match = INSTRUCTION.match(line)
        if match and function is not None:
            address, mnemonic, operands = match.groups()
            comment = line.split("#", 1)[1].strip() if "#" in line else ""
            code.append(Instruction(int(address, 16), function, mnemonic,
                                    operands.replace(" ", ""), comment, source))
            continue
        place = SOURCE_LINE.match(line)
        if place:
            source = (place.group(1), int(place.group(2)))
    return code
