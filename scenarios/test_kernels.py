"""The kernels profclinic can run, as data (kernels/*.toml, harness/expected/kernels.py),
and xv6-riscv built from its description and booted (harness/kernel/tree.py).

The descriptions, their checks and their names are pure tests.  The boots
of xv6-riscv are opt-in (--with=xv6): they need a clone of
mit-pdos/xv6-riscv named by XV6=DIR, and skip with a line saying how to
get one when it is not named.
"""

import os
import re
import tomllib

import pytest

from harness import REPO
from harness.errors import ExpectationError, HarnessError
from harness.expected import kernels, spec
from harness.expected.kernels import load_kernel, parse_kernel
from harness.build import apply_patch
from harness.kernel.symbols import Symbols
from harness.kernel.tree import build_described, described_key, made_tree
from harness.machine.boot import Boot
from harness.machine.debugger import Debugger
from harness.text.mi import Record

XV6 = load_kernel("xv6-riscv")


def test_the_kernels_described_load():
    assert kernels.kernel_names() == ["base", "xv6-riscv"]
    base = load_kernel("base")
    assert base.source() == REPO / "base" and base.names == {}
    assert base.own_name("kexit") == "kexit"


def test_xv6_riscv_names_the_handout_s_functions_its_own_way_and_back():
    assert [XV6.own_name(name) for name in ("kexit", "kwait", "kfork", "kexec", "freeproc")] \
        == ["exit", "wait", "fork", "exec", "freeproc"]
    assert [XV6.handout_name(name) for name in ("exit", "wait", "usertrap")] \
        == ["kexit", "kwait", "usertrap"]


# The handout's five clinics, each with its patch on xv6-riscv.  A clinic
# added later needs no patch there (it runs on base/ until it has one).
HANDOUT_CLINICS = {"clockintr_sampling", "sepc_after_yield", "no_range_check",
                   "free_on_exec", "dump_in_freeproc"}


def test_every_kernel_has_a_patch_for_the_handout_s_clinics():
    for name in kernels.kernel_names():
        kernel = load_kernel(name)
        for bug in HANDOUT_CLINICS:
            assert kernel.bug_patch(bug) is not None and kernel.bug_patch(bug).is_file(), \
                (name, bug)
        assert kernel.bug_patch("no_such_clinic") is None
    assert set(XV6.bugs) == HANDOUT_CLINICS
    assert HANDOUT_CLINICS <= set(spec.clinic_names())


def test_without_a_checkout_xv6_riscv_says_how_to_get_one(tmp_path):
    with pytest.raises(HarnessError) as raised:
        XV6.source(environ={})
    said = str(raised.value)
    assert "git clone https://github.com/mit-pdos/xv6-riscv DIR" in said
    assert "XV6=DIR" in said and XV6.commit[:12] in said
    with pytest.raises(HarnessError, match="is not a clone of"):
        XV6.source(environ={"XV6": str(tmp_path)})


# A second xv6-riscv, as a course would describe its own fork: no Python.
FORK = """
title = "a course's fork of xv6-riscv"
[source]
checkout = "COURSE_XV6"
clone = "https://example.org/course/xv6-riscv"
commit = "0123456789abcdef0123456789abcdef01234567"
patch = "kernels/xv6-riscv/profiler.patch"
[source.copy]
"kernel/prof.c" = "base/kernel/prof.c"
[build]
targets = ["kernel/kernel", "fs.img"]
[boot]
banner = "course kernel"
prompt = "$ "
[names]
kexit = "exit"
"""


def test_a_second_description_is_data_alone(tmp_path):
    (tmp_path / "course.toml").write_text(FORK)
    fork = load_kernel("course", tmp_path)
    assert fork.own_name("kexit") == "exit" and fork.own_name("kwait") == "kwait"
    assert kernels.kernel_names(tmp_path) == ["course"]
    with pytest.raises(HarnessError, match="COURSE_XV6=DIR"):
        fork.source(environ={})


@pytest.mark.parametrize("change, refused", [
    (("[boot]", "[boot]\ncolour = 1"), r"boot: unknown key 'colour'"),
    (('checkout = "COURSE_XV6"', 'checkout = "COURSE_XV6"\nfolder = "base"'), r"source: .*one of"),
    (('commit = "0123456789abcdef0123456789abcdef01234567"', ""), r"needs commit"),
    (('commit = "0123456789abcdef0123456789abcdef01234567"', 'commit = "main"'),
     r"commit: wanted a commit's 40 hex digits"),
    (('"kernel/prof.c" =', '"../prof.c" ='), r"\.\./prof\.c: a path inside the kernel's tree"),
    (('= "base/kernel/prof.c"', '= "base/kernel/gone.c"'), r"no file of this repository"),
    (('kexit = "exit"', 'kexit = "exit"\nkwait = "exit"'), r"names: two of the handout's"),
    (('[build]\ntargets = ["kernel/kernel", "fs.img"]', ""), r"missing key 'build'"),
])
def test_a_malformed_description_is_refused_naming_its_key(change, refused):
    old, new = change
    assert old in FORK
    with pytest.raises(ExpectationError, match=refused) as raised:
        parse_kernel(tomllib.loads(FORK.replace(old, new)), REPO / "x.toml")
    assert str(raised.value).startswith("x.toml")


def test_no_such_kernel_names_those_there_are():
    with pytest.raises(ExpectationError, match="the kernels are: base, xv6-riscv"):
        load_kernel("linux")


def test_the_port_quotes_at_most_three_of_xv6_s_lines_around_each_change():
    """The one exception to writing everything here: a hunk may quote the
    context lines it needs to apply, three at most on each side."""
    hunks, hunk = [], None
    for line in (REPO / XV6.patch).read_text().splitlines():
        if line.startswith("@@"):
            hunk = []
            hunks.append(hunk)
        elif line.startswith("diff "):
            hunk = None
        elif hunk is not None and line[:1] in (" ", "+", "-"):
            hunk.append("c" if line.startswith(" ") else "x")
    assert len(hunks) >= 10
    for kinds in map("".join, hunks):
        assert re.fullmatch(r"c{0,3}(x+c{0,6})*x+c{0,3}", kinds), kinds


def test_the_build_key_moves_with_the_patch_and_the_copied_files(tmp_path):
    fork = parse_kernel(tomllib.loads(FORK), tmp_path / "course.toml")
    other = parse_kernel(tomllib.loads(
        FORK.replace('"kernel/prof.c" = "base/kernel/prof.c"',
                     '"kernel/prof.c" = "base/kernel/proc.c"')), tmp_path / "course.toml")
    moved = parse_kernel(tomllib.loads(
        FORK.replace("0123456789abcdef0123456789abcdef01234567", "f" * 40)),
        tmp_path / "course.toml")
    keys = {described_key(kernel, None) for kernel in (fork, other, moved)}
    assert len(keys) == 3


def test_gdb_breaks_at_the_kernel_s_name_and_tells_frames_by_the_handout_s(tmp_path):
    """On xv6-riscv a breakpoint at kexit is set at exit, and a backtrace
    through exit and wait reads as the handout's kexit and kwait."""
    gdb = Debugger("kernel", "socket", tmp_path, names=XV6.names.items())
    typed = []
    gdb._while_stopped = lambda command: typed.append(command) or Record(
        "result", results={"bkpt": {"number": "1"}})
    gdb._say = lambda *said: None
    for location in ("kexit", "kwait+0x10", "freeproc", "*0x80001a2c"):
        gdb.break_at(location)
    assert [command.split()[-1] for command in typed] == [
        "exit", "wait+0x10", "freeproc", "*0x80001a2c"]
    stack = [{"level": str(level), "func": func, "addr": "0x0"}
             for level, func in enumerate(("acquire", "exit", "wait", "sys_wait"))]
    gdb.command = lambda command: Record("result", results={"stack": stack, "stack-args": []})
    assert [frame["func"] for frame in gdb.backtrace()] == [
        "acquire", "kexit", "kwait", "sys_wait"]


def test_a_check_reads_the_kernel_s_symbols_by_the_handout_s_names(tmp_path):
    (tmp_path / "kernel.sym").write_text("0000000080001000 fork\n0000000080001100 exit\n"
                                         "0000000080001200 wait\n")
    symbols = Symbols(tmp_path / "kernel.sym", XV6.names.items())
    assert symbols.sym("kexit") == 0x80001100 and symbols.end("kexit") == 0x80001200
    assert symbols.func_at(0x80001210) == "kwait" and symbols.sym("wait") == 0x80001200


# --- xv6-riscv booted (opt-in: --with=xv6, XV6=DIR) ---------------------------------------

@pytest.fixture(scope="module")
def xv6_build(log_root):
    if not os.environ.get(XV6.checkout):
        pytest.skip(f"xv6-riscv needs a checkout: {XV6.how_to_get()}")
    return build_described(XV6, log_path=log_root / "build-xv6-riscv.log")


@pytest.fixture
def xv6(xv6_build, test_logdir):
    with Boot(xv6_build, test_logdir) as boot:
        yield boot.machine


@pytest.mark.xv6
def test_each_clinic_s_patch_applies_to_the_port(xv6_build, tmp_path):
    for bug in sorted(XV6.bugs):
        tree = tmp_path / bug
        made_tree(XV6, XV6.source(), tree)
        apply_patch(XV6.bug_patch(bug), tree, onto=f"the port of {XV6.name}")


@pytest.mark.xv6
def test_xv6_riscv_runs_proftest_and_prof_grep(xv6):
    said = xv6.run("proftest", timeout=180)
    assert "proftest: ALL OK" in said, f"{said}\nconsole: {xv6.log_path}"
    report = xv6.run("prof grep .*.*.*z README > o", timeout=120)
    assert "matchhere" in report and "matchstar" in report, report


@pytest.mark.xv6
@pytest.mark.slow
def test_xv6_riscv_passes_usertests_on_three_harts(xv6):
    said = xv6.run("usertests -q", timeout=900)
    assert "ALL TESTS PASSED" in said, f"{said[-2000:]}\nconsole: {xv6.log_path}"
