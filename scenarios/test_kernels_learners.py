"""A learner's tree of xv6-riscv: built from its kernel/ and the port's
other files (harness/learner/trust.py), its objects from its own kernel
files, and judged on the handout's interface (harness/learner/interface.py).

The tests that build or boot xv6-riscv are opt-in (--with=xv6, XV6=DIR):
they skip, saying how to get a clone, without one."""

import os
import shutil
from dataclasses import replace
from pathlib import Path

import pytest

from harness.build import REFERENCE, apply_patch
from harness.errors import NotTheInterface
from harness.expected import kernels, spec
from harness.expected.kernels import load_kernel
from harness.grading import classroom
from harness.kernel.tree import copy_on, learners_base, made_tree
from harness.measured import rates
from harness.learner import trees, trust
from harness.learner.trees import CURED, NOT_CURED
from harness.learner.verdict import check_tree
from harness.trials import grade_bench

XV6 = load_kernel("xv6-riscv")

MAKEFILE = """K=kernel
OBJS = \\
  $K/entry.o \\
  $K/start.o \\
  $K/proc.o \\
  $K/prof.o

ULIB = $U/ulib.o
"""


def test_the_objects_are_the_port_s_less_what_the_tree_lacks_with_what_it_adds(
        tmp_path, monkeypatch):
    made = tmp_path / "made"
    (made / "kernel").mkdir(parents=True)
    (made / "Makefile").write_text(MAKEFILE)
    for name in ("entry.S", "start.c", "proc.c", "prof.c", "ramdisk.c"):
        (made / "kernel" / name).write_text("")
    tree = tmp_path / "tree"
    (tree / "kernel").mkdir(parents=True)
    # The learner's profiler lives in sample.c, not prof.c; ramdisk.c is
    # xv6's own, never in OBJS: it stays out.
    for name in ("entry.S", "start.c", "proc.c", "sample.c", "ramdisk.c", "prof.h"):
        (tree / "kernel" / name).write_text("")
    monkeypatch.setattr(trust, "learners_base", lambda kernel=None: made)
    assert trust._listed_objects(MAKEFILE, "OBJS") == ["entry", "start", "proc", "prof"]
    assert trust.kernel_objects(tree, XV6) == ["kernel/entry.o", "kernel/start.o",
                                               "kernel/proc.o", "kernel/sample.o"]
    arguments = trust.make_arguments(tree, XV6)
    assert arguments[0] == "TOOLPREFIX=riscv64-unknown-elf-"
    assert arguments[1] == "OBJS=kernel/entry.o kernel/start.o kernel/proc.o kernel/sample.o"
    assert arguments[2:] == ("kernel/kernel", "fs.img")
    assert trust.make_arguments(tree, load_kernel("base")) == ()


def test_the_description_gives_the_trusted_programs_the_port_s_headers():
    assert XV6.interface == {"user/kernel/prof.h": "kernel/prof.h",
                             "user/kernel/syscall.h": "kernel/syscall.h"}
    assert XV6.objects == "OBJS"
    assert set(grade_bench.ELSEWHERE) <= set(classroom.KIND_NAMES)


# --- built and booted (opt-in: --with=xv6, XV6=DIR) ------------------------------------

@pytest.fixture
def on_xv6(monkeypatch):
    if not os.environ.get(XV6.checkout):
        pytest.skip(f"xv6-riscv needs a checkout: {XV6.how_to_get()}")
    monkeypatch.setenv(kernels.KERNEL_VARIABLE, "xv6-riscv")
    return XV6


@pytest.mark.xv6
def test_the_handed_out_tree_is_the_port_with_the_bug_and_the_kinds_edit_it(on_xv6, tmp_path):
    made = classroom.make_class("dump_in_freeproc", tmp_path / "class", grade_bench.ELSEWHERE)
    assert set(made) == set(grade_bench.ELSEWHERE)
    assert "profdump(p)" in (tmp_path / "class" / "unfixed" / "kernel" / "proc.c").read_text()
    fixed = tmp_path / "class" / "fixed"
    port = learners_base(on_xv6)
    assert (fixed / "kernel" / "proc.c").read_bytes() == (port / "kernel" / "proc.c").read_bytes()
    assert "while (cpuid() == 1)" in (tmp_path / "class" / "flood" / "kernel" / "main.c").read_text()
    assert "count_sample(struct prof *hist, uint64 where)" in \
        (tmp_path / "class" / "own-names" / "kernel" / "prof.c").read_text()
    assert copy_on(REFERENCE, tmp_path / "reference").is_dir()


@pytest.mark.xv6
def test_a_tree_with_other_numbers_or_another_struct_prof_is_named_not_booted(on_xv6,
                                                                             tmp_path):
    tree = copy_on(REFERENCE, tmp_path / "numbers")
    syscalls = tree / "kernel" / "syscall.h"
    syscalls.write_text(syscalls.read_text().replace("SYS_profile 23", "SYS_profile 25"))
    with pytest.raises(NotTheInterface) as refused:
        trust.build_trusted(tree, cache=tmp_path / "cache")
    assert refused.value.differences == [
        "kernel/syscall.h numbers no system call 23, the handout's profile (it gives "
        "SYS_profile the number 25)"]
    checked = check_tree("dump_in_freeproc", tree, tmp_path / "logs")
    assert checked.verdict == NOT_CURED and checked.findings == [] and checked.boots == 0
    assert checked.built.why.startswith("does not implement the handout's interface: ")
    wider = copy_on(REFERENCE, tmp_path / "layout")
    header = wider / "kernel" / "prof.h"
    header.write_text(header.read_text().replace("uint32 shift;", "uint64 shift;")
                      .replace("PROF_NBUCKETS 1016", "PROF_NBUCKETS 1014")
                      .replace("_Static_assert", "// _Static_assert"))
    with pytest.raises(NotTheInterface, match="struct prof's field 3, shift, is 8 bytes"):
        trust.build_trusted(wider, cache=tmp_path / "cache")


@pytest.mark.xv6
@pytest.mark.slow
def test_the_port_as_a_learner_s_tree_is_cured_and_with_the_bug_is_not(on_xv6, tmp_path):
    fixed = copy_on(REFERENCE, tmp_path / "fixed")
    shutil.rmtree(fixed / "user" / "kernel", ignore_errors=True)
    checked = check_tree("dump_in_freeproc", fixed, tmp_path / "fixed-logs")
    assert checked.verdict == CURED, [(f.scenario, f.status, f.evidence)
                                      for f in checked.findings]
    buggy = copy_on("dump_in_freeproc", tmp_path / "buggy")
    checked = check_tree("dump_in_freeproc", buggy, tmp_path / "buggy-logs")
    assert checked.verdict == NOT_CURED
    assert [f.status for f in checked.findings] == [trees.AS_REFERENCE, trees.SHOWS, trees.SHOWS]
    assert "the kernel panics in acquire" in checked.findings[1].evidence


@pytest.mark.parametrize("bug", ["sepc_after_yield"])
def test_a_chance_scenario_not_measured_on_the_kernel_is_not_judged_there(monkeypatch, bug):
    monkeypatch.setenv(kernels.KERNEL_VARIABLE, "xv6-riscv")
    # As before its rates were measured there (they are being measured now).
    monkeypatch.setattr(rates, "load", lambda *args, **options: {})
    clinic = spec.load_clinic(bug)
    scenario = next(s for s in clinic.scenarios if s.by_chance and not s.gdb)
    found = trees.budget(clinic, scenario)
    assert found["allowed"] == 0
    assert found["unmeasured"].startswith(f"not measured on xv6-riscv, so it cannot be judged "
                                          f"here: {bug} / ")
    assert f"make rates BUG={bug} KERNEL=xv6-riscv" in found["unmeasured"]
    tried = trees.Tried(None, clinic, scenario, "logs", **found)
    assert tried.series is None
    finding = tried.finding()
    assert finding.status == trees.NOT_APPLICABLE and finding.evidence == found["unmeasured"]
    assert trees.verdict([finding]) == trees.GRADER_TROUBLE


# --- a profiler written from the handout alone, never from the port -------------------

INDEPENDENT = Path(__file__).parent / "data" / "xv6-independent"


def _independent(tree, which, kernel):
    """A tree of the pinned commit with the independent profiler's patch."""
    made_tree(replace(kernel, patch=None, copy={}), kernel.source(), tree)
    apply_patch(INDEPENDENT / f"{which}.patch", tree, onto=f"{kernel.name} {kernel.commit[:12]}")
    return tree


@pytest.mark.xv6
def test_the_independent_profiler_has_the_handout_s_interface_under_its_own_names(
        on_xv6, tmp_path):
    tree = _independent(tmp_path / "fixed", "profiler", on_xv6)
    assert "uint32 nbucket;" in (tree / "kernel" / "prof.h").read_text(), \
        "its fields are named otherwise than the port's"
    build = trust.build_trusted(tree, cache=tmp_path / "cache")      # no NotTheInterface
    assert (build.source / "user" / "kernel" / "prof.h").read_bytes() == \
        (learners_base(on_xv6) / "kernel" / "prof.h").read_bytes()
    assert "Makefile" in map(str, trust.not_used(tree))
    assert ("profsample", "prof_count") in build.names, "its sampling function, by its kind"
    assert ("profkernel", "prof_kernel_tick") in build.names
    assert build.terms == ((".nbuckets", "nbucket"), (".total", "nsample"),
                           (".outside", "noutside"), (".buckets", "bucket"))


@pytest.mark.xv6
@pytest.mark.slow
@pytest.mark.parametrize("bug", ["dump_in_freeproc", "free_on_exec"])
def test_the_independent_profiler_is_cured_and_its_mistakes_are_not(on_xv6, tmp_path, bug):
    fixed = _independent(tmp_path / "fixed", "profiler", on_xv6)
    checked = check_tree(bug, fixed, tmp_path / "fixed-logs")
    assert checked.verdict == CURED, [(f.scenario, f.status, f.evidence)
                                      for f in checked.findings]
    buggy = _independent(tmp_path / "buggy", bug, on_xv6)
    checked = check_tree(bug, buggy, tmp_path / "buggy-logs")
    assert checked.verdict == NOT_CURED
    assert [f.status for f in checked.findings[1:]] == \
        [trees.SHOWS] * (len(checked.findings) - 1), [(f.scenario, f.status, f.evidence)
                                                       for f in checked.findings]
