"""harness/kernel/binary.py on recorded objdump text: calls and interrupt-enable writes."""

import pytest

from harness.errors import ExpectationError
from harness.kernel import binary

GREP = """
000000000000007e <matchstar>:
  7e:	add	sp,sp,-48
  a0:	auipc	ra,0x0
  a4:	jalr	-160(ra) # 0 <matchhere>
  a8:	bnez	a0,bc <matchstar+0x3e>
  aa:	jal	ra,0 <matchhere>
  ae:	beqz	a5,be <matchstar+0x40>
  b0:	jal	ra,200 <printf>
  b4:	ret
"""

KERNEL = """
0000000080000262 <push_off>:
    8000026c:	csrr	s1,sstatus
    80000270:	csrr	a5,sstatus
    80000274:	and	a5,a5,-3
    80000276:	csrw	sstatus,a5
    8000027a:	auipc	ra,0x1

00000000800002ee <pop_off>:
    8000031a:	csrr	a5,sstatus
    8000031e:	or	a5,a5,2
    80000322:	csrw	sstatus,a5
    80000326:	ld	ra,8(sp)

0000000080002a3e <kerneltrap>:
    80002a7a:	csrw	sepc,s2
    80002a7e:	csrw	sstatus,s1
    80002a82:	ld	ra,40(sp)
    80002a84:	csrsi	sstatus,2
    80002a88:	csrci	sstatus,2
    80002a8c:	ret
"""


class Recorded(binary.Binaries):
    def __init__(self, texts):
        self.texts = texts

    def _code(self, program):
        return binary.parse_objdump(self.texts[program])


def test_a_call_returns_to_the_next_instruction():
    found = Recorded({"grep": GREP}).after_calls("grep", "matchstar", "matchhere")
    assert found == [0xa8, 0xae]


def test_a_missing_call_is_an_error_not_an_empty_list():
    with pytest.raises(ExpectationError, match="no call from matchstar to kalloc"):
        Recorded({"grep": GREP}).after_calls("grep", "matchstar", "kalloc")


def test_interrupts_come_back_on_after_these_writes_only():
    code = Recorded({"kernel": KERNEL})
    assert code.after_sie_on() == [(0x80000326, "pop_off"), (0x80002a88, "kerneltrap")]
    assert code.sie_off_at() == [(0x80000276, "push_off"), (0x80002a88, "kerneltrap")]


WITH_LINES = """
0000000080006736 <profsample>:
profsample():
/x/kernel/prof.c:58
    80006736:	lw	a5,24(a0)
/x/kernel/riscv.h:12 (discriminator 2)
    80006738:	bltu	a1,a5,8000675c <profsample+0x26>

000000008000675e <other>:
    8000675e:	ret
"""


def test_objdump_l_gives_each_instruction_its_source_line_and_a_branch_its_target():
    first, branch, other = binary.parse_objdump(WITH_LINES)
    assert first.source == ("/x/kernel/prof.c", 58) and first.target is None
    assert branch.source == ("/x/kernel/riscv.h", 12)
    assert (branch.mnemonic, branch.operands, branch.target) == (
        "bltu", "a1,a5,8000675c<profsample+0x26>", 0x8000675c)
    assert (other.function, other.source) == ("other", None)   # a new function, no line yet
    assert binary.parse_objdump(GREP)[0].source is None          # without -l, no lines
