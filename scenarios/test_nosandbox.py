"""Where the sandbox cannot start, a trusted build checks the tree's reads
first and builds without it (harness/nosandbox.py): the fallback is taken
when bwrap will not start (tried once), and with it forced, a tree that
reads a file of the grader's machine is still refused as "reads outside
the tree", naming the path, while the reference's kernel builds.

The builds here use the cross-compiler (seconds each), never QEMU.
"""

import shutil

import pytest

from harness import BASE, nosandbox, sandbox
from harness.build import MAKE_TOOK, REFERENCE, build_variant
from harness.errors import DoesNotCompile, ReadsOutside
from harness.grading.classroom import OUTSIDE, make_class
from harness.learner.trust import build_trusted

# What bwrap says where a container forbids namespaces.
REFUSED = "bwrap: Creating new namespace failed: Operation not permitted"


@pytest.fixture
def probe(monkeypatch, tmp_path):
    """A fake bwrap (its path), tried afresh: it counts its runs in
    tmp_path/runs and exits with the status in tmp_path/status, after
    saying REFUSED when that is not 0."""
    fake = tmp_path / "bwrap"
    fake.write_text(f'#!/bin/sh\necho run >> "{tmp_path}/runs"\nstatus=$(cat "{tmp_path}/status")\n'
                    f'[ "$status" = 0 ] || echo "{REFUSED}" >&2\nexit "$status"\n')
    fake.chmod(0o755)
    (tmp_path / "status").write_text("1")
    monkeypatch.setattr(sandbox, "BWRAP", str(fake))
    monkeypatch.delenv(nosandbox.FORCE, raising=False)
    nosandbox._why_not.cache_clear()
    yield fake
    nosandbox._why_not.cache_clear()     # the next test tries the real bwrap again


def _runs(probe):
    runs = probe.with_name("runs")
    return len(runs.read_text().splitlines()) if runs.exists() else 0


def test_a_bwrap_that_will_not_start_is_tried_once_and_the_tree_checked_instead(
        probe, monkeypatch, tmp_path):
    checked = []
    monkeypatch.setattr(nosandbox, "check", lambda tree, env, scratch, timeout:
                        checked.append((tree, env)))
    assert not nosandbox.sandbox_starts() and not nosandbox.sandbox_starts()
    assert _runs(probe) == 1                             # once a process
    assert nosandbox.why_not() == REFUSED
    with nosandbox.confined(["make"], tmp_path, True, 60) as (argv, env):
        assert argv == ["make"]                          # no bwrap
        assert env["PATH"] == sandbox.PATH and env["LC_ALL"] == "C" and set(env) == {
            "PATH", "HOME", "TMPDIR", "LC_ALL"}
    assert checked == [(tmp_path, env)]
    with nosandbox.confined(["make"], tmp_path, False, 60) as (argv, env):   # untrusted
        assert (argv, env) == (["make"], None)
    assert len(checked) == 1 and _runs(probe) == 1


def test_a_bwrap_that_starts_is_kept_and_one_not_installed_is_not(probe, tmp_path,
                                                                  monkeypatch):
    probe.with_name("status").write_text("0")
    assert nosandbox.sandbox_starts()
    with nosandbox.confined(["make"], tmp_path, True, 60) as (argv, env):
        assert argv[0] == str(probe) and argv[-1] == "make" and env is None
    nosandbox._why_not.cache_clear()
    monkeypatch.setattr(sandbox, "BWRAP", str(tmp_path / "no-bwrap-here"))
    assert not nosandbox.sandbox_starts()
    assert "is not installed" in nosandbox.why_not()


def test_forcing_the_fallback_tries_no_bwrap(probe, monkeypatch):
    probe.with_name("status").write_text("0")
    monkeypatch.setenv(nosandbox.FORCE, "1")
    assert not nosandbox.sandbox_starts() and _runs(probe) == 0
    monkeypatch.setenv(nosandbox.FORCE, "0")
    assert nosandbox.sandbox_starts() and _runs(probe) == 1


def test_the_paths_a_dependency_rule_an_assembler_text_and_a_linker_script_name():
    assert nosandbox.dependencies("kernel/a.o: kernel/a.c /etc/host\\ name \\\n"
                                  " /usr/lib/gcc/x/stdarg.h kernel/a.c\n") == [
        "kernel/a.c", "/etc/host name", "/usr/lib/gcc/x/stdarg.h"]
    assert nosandbox.asm_reads('\t.text\nx: .INCBIN "/etc/host\\156ame"; .include "b.s"\n'
                               '\t.string ".incbin \\"/not/read\\""\n# 1 "kernel/a.c"\n') == [
        "/etc/hostname", "b.s"]
    assert nosandbox.linker_reads('/* INCLUDE /in/a/comment */\nINCLUDE "/etc/a b"\n'
                                  "SEARCH_DIR(=/opt) INPUT(x.o, -lc -l:../../y.a "
                                  "AS_NEEDED(/etc/z))\nSECTIONS { MY_INCLUDE = 1; }\n") == [
        "/etc/a b", "/opt", "x.o", "../../y.a", "/etc/z"]


def test_what_lies_outside_the_build_folder_and_the_toolchain(tmp_path):
    tree = tmp_path / "tree"
    (tree / "kernel").mkdir(parents=True)
    named = ["kernel/x.h", "/usr/include/stdio.h", str(tree / "kernel" / "y.h"), "../x.h",
             "/etc/hostname", "/usr/../etc/hostname", "/proc/self/cwd/kernel/x.h", "/dev/fd/3"]
    assert nosandbox._outside(tree, named, tree / "kernel") == named[4:]
    assert nosandbox._outside(tree, named, tree, tree / "kernel") == named[3:]  # ../ from either


@pytest.fixture
def unsandboxed(monkeypatch):
    """The fallback, forced for this test."""
    monkeypatch.setenv(nosandbox.FORCE, "1")


def _kernel_tree(folder):
    shutil.copytree(BASE / "kernel", folder / "kernel")
    return folder


def _refused(tree, tmp_path):
    with pytest.raises(ReadsOutside) as raised:
        build_trusted(tree, cache=tmp_path / "cache")
    return raised.value


def test_the_reads_outside_kind_of_tree_is_refused_without_the_sandbox(unsandboxed, tmp_path):
    assert make_class("dump_in_freeproc", tmp_path / "class", ["reads-outside"]) == {
        "reads-outside": "not cured"}
    refused = _refused(tmp_path / "class" / "reads-outside", tmp_path)
    assert refused.paths == [OUTSIDE]
    assert str(refused) == (f"the tree reads outside itself as it is built: {OUTSIDE} "
                            f"(a trusted build sees only the tree and the toolchain)")


WAYS = {   # a file of the tree: what is added to it to read the grader's /etc/hostname
    "include": ("kernel/main.c", '\n#include "/etc/hostname"\n'),
    "a path that C macros paste": ("kernel/main.c", '\n#define ETC "/etc/"\nasm(".section '
                                   '.rodata\\n.incbin \\"" ETC "hostname\\"\\n.text");\n'),
    "a path that assembler macros paste": ("kernel/main.c", '\nasm(".section .rodata\\n.irp '
                                           'f,/etc/host\\n.incbin \\"\\\\f\\\\()name\\"\\n'
                                           '.endr\\n.text");\n'),
    "include in assembler": ("kernel/trampoline.S", '\n.include "/etc/hostname"\n'),
    "linker script": ("kernel/kernel.ld", "\nINCLUDE /etc/hostname\n"),
}


@pytest.mark.parametrize("way", WAYS)
def test_a_kernel_that_reads_a_file_of_the_grader_is_refused_without_the_sandbox(
        way, unsandboxed, tmp_path):
    tree = _kernel_tree(tmp_path / "tree")
    file, added = WAYS[way]
    with open(tree / file, "a") as text:
        text.write(added)
    assert _refused(tree, tmp_path).paths == ["/etc/hostname"]


def test_a_link_out_of_the_tree_is_refused_without_the_sandbox(unsandboxed, tmp_path):
    secret = tmp_path / "grader's secret"
    secret.write_text("not the learner's\n")
    tree = _kernel_tree(tmp_path / "tree")
    (tree / "kernel" / "secret.h").symlink_to(secret)
    assert _refused(tree, tmp_path).paths == [f"kernel/secret.h -> {secret}"]


def test_a_tree_that_does_not_compile_says_so_without_the_sandbox(unsandboxed, tmp_path):
    tree = _kernel_tree(tmp_path / "tree")
    with open(tree / "kernel" / "proc.c", "a") as text:
        text.write("\nthis is not C;\n")
    with pytest.raises(DoesNotCompile) as raised:
        build_trusted(tree, cache=tmp_path / "cache")
    assert raised.value.errors[0].startswith("kernel/proc.c:")


def test_the_reference_kernel_builds_to_the_same_bytes_without_the_sandbox(unsandboxed, tmp_path):
    """The fallback changes what is checked, not what make makes (a build of
    the reference besides: marked qemu, as every test that builds a
    variant); the build's log ends with make's time."""
    build = build_trusted(_kernel_tree(tmp_path / "tree"), cache=tmp_path / "cache",
                          log_path=tmp_path / "build.log")
    assert f"{MAKE_TOOK} " in (tmp_path / "build.log").read_text()
    reference = build_variant(REFERENCE)
    assert build.kernel.read_bytes() == reference.kernel.read_bytes()
    assert build.fs_image.read_bytes() == reference.fs_image.read_bytes()
