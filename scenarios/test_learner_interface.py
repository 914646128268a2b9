"""A learner's tree that does not implement the handout's interface is named
so (harness/learner/interface.py), on gdb's layouts of struct prof as
recorded from built kernels (scenarios/data/layouts/), and on one read
off a real build (harness/kernel/layout.py)."""

from pathlib import Path

import pytest

from harness.build import REFERENCE, build_variant
from harness.errors import NotTheInterface
from harness.expected import spec
from harness.expected.kernels import KERNEL_VARIABLE
from harness.grading import classreport, one_tree
from harness.kernel.layout import parse_layout, struct_layout
from harness.learner import interface
from harness.learner.trust import whose_files
from harness.learner.verdict import unbuilt_why

LAYOUTS = Path(__file__).parent / "data" / "layouts"
PORT = parse_layout((LAYOUTS / "xv6-riscv-prof.txt").read_text())   # the port's struct prof


def test_a_struct_s_layout_is_read_from_gdb_s_ptype_with_offsets():
    assert PORT.size == 4096
    assert [(f.name, f.offset, f.size) for f in PORT.fields] == [
        ("lo", 0, 8), ("hi", 8, 8), ("shift", 16, 4), ("nbuckets", 20, 4), ("total", 24, 4),
        ("outside", 28, 4), ("buckets", 32, 4064)]
    proc = parse_layout((LAYOUTS / "xv6-riscv-proc.txt").read_text())
    # A nested struct is one field, named where it closes; the size is the outer one's.
    assert proc.size == 368
    assert [f.name for f in proc.fields][:3] == ["lock", "state", "chan"]
    assert (proc.fields[0].offset, proc.fields[0].size) == (0, 24)
    assert "context" in [f.name for f in proc.fields] and proc.fields[-1].name == "prof"
    assert parse_layout("No struct type named prof.\n") is None


def test_the_same_layout_under_other_names_is_the_handout_s():
    renamed = parse_layout((LAYOUTS / "xv6-riscv-prof.txt").read_text()
                           .replace(" lo;", " start;").replace(" buckets[", " counts["))
    assert [f.name for f in renamed.fields][0] == "start"
    assert interface.layout_differences(renamed, PORT) == []


def test_another_layout_is_named_by_its_first_field_that_differs():
    wider = parse_layout((LAYOUTS / "learner-shift-uint64.txt").read_text())
    [said] = interface.layout_differences(wider, PORT)
    assert said.startswith("struct prof's field 3, shift, is 8 bytes at offset 16, where "
                           "proftest and prof, built on the handout's interface, read 4 bytes "
                           "at 16 (§1: the range, the shift,")
    assert interface.layout_differences(None, PORT) == [
        "its kernel has no struct prof (the handout's is in kernel/prof.h)"]


def test_a_struct_of_another_size_says_so():
    text = (LAYOUTS / "xv6-riscv-prof.txt").read_text()
    bigger = parse_layout(text.replace("4064 */    uint32 buckets[1016]",
                                       "4068 */    uint32 buckets[1017]")
                          .replace("(bytes): 4096", "(bytes): 4100"))
    said = interface.layout_differences(bigger, PORT)
    assert said[0] == "struct prof is 4100 bytes, not one page of 4096"
    assert said[1].startswith("struct prof's field 7, buckets, is 4068 bytes at offset 32")


HANDOUT = "#define SYS_close  21\n#define SYS_profile 23\n#define SYS_profget 24\n"


@pytest.mark.parametrize("text, said", [
    (HANDOUT, []),
    ("#define SYS_prof 23\n# define SYS_getprof 24 // ours\n", []),     # names are the tree's
    ("#define SYS_profile 25\n#define SYS_profget 24\n",
     ["kernel/syscall.h numbers no system call 23, the handout's profile (it gives "
      "SYS_profile the number 25)"]),
    ("", ["kernel/syscall.h numbers no system call 23, the handout's profile",
          "kernel/syscall.h numbers no system call 24, the handout's profget"]),
])
def test_the_system_calls_are_judged_by_their_numbers(text, said):
    handout = interface.syscall_numbers(HANDOUT)
    assert handout == {"close": 21, "profile": 23, "profget": 24}
    assert interface.number_differences(interface.syscall_numbers(text), handout) == said


def test_a_tree_that_differs_is_not_cured_and_says_how():
    error = NotTheInterface("tree does not implement it", ["one way", "another"])
    assert unbuilt_why(error) == "does not implement the handout's interface: one way; another"


def test_struct_prof_is_read_off_a_built_kernel():
    layout = struct_layout(build_variant(REFERENCE).kernel, "prof")
    assert layout.shape() == PORT.shape(), "base/'s struct prof is the port's"
    assert struct_layout(build_variant(REFERENCE).kernel, "no_such_struct") is None


@pytest.mark.parametrize("bug", ["free_on_exec"])
def test_a_graded_tree_without_the_interface_is_grouped_with_what_to_tell_the_student(bug):
    error = NotTheInterface("the tree does not implement it",
                            ["kernel/syscall.h numbers no system call 23, the handout's profile"])
    graded = one_tree._unbuilt(spec.load_clinic(bug), "carol", "key", "logs", [], error, 1.0)
    assert graded.verdict == "not cured"
    assert graded.first_failing == ("does not implement the handout's interface: kernel/"
                                    "syscall.h numbers no system call 23, the handout's profile")
    said = classreport.told(graded)
    assert said.label == classreport.NOT_THE_INTERFACE
    assert "profile and profget are system calls 23 and 24" in said.hint


def test_a_tree_s_other_files_are_said_to_be_the_kernel_s(monkeypatch):
    monkeypatch.setenv(KERNEL_VARIABLE, "xv6-riscv")
    assert whose_files() == "profclinic's port's (xv6-riscv)"
    monkeypatch.setenv(KERNEL_VARIABLE, "base")
    assert whose_files() == "base/'s"
