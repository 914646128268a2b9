"""How many instructions a sample costs (harness/kernel/samplepath.py), on
recorded objdump -l text and small source files: nothing is built."""

import pytest

from harness.errors import HarnessError
from harness.kernel import samplepath
from harness.kernel.binary import parse_objdump

PROFSAMPLE = """
0000000080006736 <profsample>:
profsample():
/x/kernel/prof.c:58
    80006736:	lw	a5,24(a0)
    80006738:	addw	a5,a5,1
/x/kernel/prof.c:59
    8000673c:	ld	a5,0(a0)
    8000673e:	bltu	a1,a5,8000675c <profsample+0x26>
    80006742:	ld	a4,8(a0)
    80006744:	bgeu	a1,a4,8000675c <profsample+0x26>
/x/kernel/prof.c:63 (discriminator 1)
    80006748:	sub	a1,a1,a5
    8000674a:	ret
/x/kernel/prof.c:61
    8000675c:	lw	a5,28(a0)
    8000675e:	addw	a5,a5,1
    80006760:	sw	a5,28(a0)
    80006762:	ret
"""


def test_samplepath_follows_the_branches_to_the_in_range_path():
    listing = parse_objdump(PROFSAMPLE)
    assert listing[3].target == 0x8000675c and listing[0].target is None
    path = samplepath.in_range_path(listing, bucket_lines={63}, outside_lines={61})
    assert [i.address for i in path] == [0x80006736, 0x80006738, 0x8000673c, 0x8000673e,
                                         0x80006742, 0x80006744, 0x80006748, 0x8000674a]
    with pytest.raises(HarnessError, match="found 0 in-range paths"):
        samplepath.in_range_path(listing, bucket_lines={63}, outside_lines={59})


def test_samplepath_finds_the_lines_inside_profsample(tmp_path):
    source = tmp_path / "prof.c"
    source.write_text("void\nother(void)\n{\n  pr->outside++;\n}\n\nvoid\n"
                      "profsample(struct prof *pr, uint64 pc)\n{\n  pr->outside++;\n"
                      "  pr->buckets[0]++;\n}\n")
    assert samplepath.source_lines(source, "pr->outside++") == {10}
    assert samplepath.source_lines(source, "pr->buckets[") == {11}


def test_samplepath_refuses_a_missing_kernel(tmp_path):
    with pytest.raises(HarnessError, match="does not exist: build it first"):
        samplepath.report(tmp_path / "kernel")
