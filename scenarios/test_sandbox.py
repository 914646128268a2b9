"""A learner's tree is built where it can read only itself and the toolchain
(harness/sandbox.py, issue 32): what the compilers say of a file outside
is told apart from any other failure, on their recorded words, and two
real trusted builds: the reference's kernel builds in the sandbox, and a
kernel that .incbin's a file of the grader's machine does not, naming it.
"""

import shutil

import pytest

from harness import BASE, sandbox
from harness.build import REFERENCE, build_variant
from harness.errors import BuildError, DoesNotCompile, ReadsOutside, SandboxError
from harness.expected import spec
from harness.grading.classroom import read_outside   # the kind of tree grade-bench makes
from harness.learner.trust import build_trusted

# What riscv64-unknown-elf-gcc and its assembler said in the sandbox (2026-12-04).
INCLUDED = """kernel/a.c:1:10: fatal error: /etc/hostname: No such file or directory
    1 | #include "/etc/hostname"
      |          ^~~~~~~~~~~~~~~
compilation terminated.
"""
INCBIN = """kernel/b.S: Assembler messages:
kernel/b.S:2: Error: file not found: /etc/hostname
"""
INLINE_INCBIN = """/tmp/ccFgX6B0.s: Assembler messages:
/tmp/ccFgX6B0.s:1510: Error: file not found: /etc/hostname
"""
CLIMBED = """kernel/c.c:1:10: fatal error: ../../../../../etc/passwd: No such file or directory
"""
OWN_MISSING = """kernel/main.c:3:10: fatal error: mine.h: No such file or directory
kernel/main.c:4:10: fatal error: ../kernel/other.h: No such file or directory
kernel/main.c:5:10: fatal error: /usr/include/nothing.h: No such file or directory
"""


def test_a_file_outside_the_tree_is_named_and_the_tree_s_own_missing_files_are_not(tmp_path):
    tree = tmp_path / "tree"
    assert sandbox.reads_outside(INCLUDED + INCBIN, tree) == ["/etc/hostname"]
    assert sandbox.reads_outside(INLINE_INCBIN, tree) == ["/etc/hostname"]
    assert sandbox.reads_outside(CLIMBED, tree) == ["../../../../../etc/passwd"]
    assert sandbox.reads_outside(OWN_MISSING, tree) == []
    with pytest.raises(ReadsOutside, match="reads outside itself as it is built: /etc/hostname"):
        sandbox.explain_failure(INCBIN, tree)
    with pytest.raises(DoesNotCompile) as raised:    # the tree's own files: its own fault
        sandbox.explain_failure(OWN_MISSING, tree)
    assert raised.value.errors == OWN_MISSING.splitlines()
    sandbox.explain_failure("make: *** [Makefile:12] Error 2\n", tree)   # no word of why


def test_a_host_that_refuses_a_resource_is_not_the_tree_s_fault(tmp_path):
    said = OWN_MISSING + "kernel/proc.c:1: error: No space left on device\n"
    assert sandbox.compile_errors(said) == []
    sandbox.explain_failure(said, tmp_path)          # the grader's trouble: no verdict here


def test_a_sandbox_that_will_not_start_is_the_grader_s_trouble(tmp_path):
    said = "bwrap: Creating new namespace failed: Operation not permitted\n"
    with pytest.raises(SandboxError, match="would not start .*Operation not permitted"):
        sandbox.explain_failure(said, tmp_path)


def test_the_sandbox_sees_usr_and_its_folder_only(tmp_path):
    import subprocess
    (tmp_path / "mine").write_text("the tree's own\n")
    listed = subprocess.run(sandbox.sandboxed(
        ["/bin/sh", "-c", "ls /; ls /etc >&2; cat mine; echo x > made; cat /etc/hostname"],
        tmp_path),
        capture_output=True, text=True, timeout=60)
    assert listed.returncode != 0 and "/etc/hostname" in listed.stderr, listed
    assert listed.stderr.startswith("alternatives\n"), listed.stderr     # all of /etc
    assert set(listed.stdout.split()) == {"bin", "dev", "etc", "lib", "lib64", "proc", "sbin",
                                          "tmp", "usr", "the", "tree's", "own"}
    assert (tmp_path / "made").read_text() == "x\n"


def _kernel_tree(folder):
    shutil.copytree(BASE / "kernel", folder / "kernel")
    return folder


def test_the_reference_kernel_builds_in_the_sandbox_to_the_same_bytes(build_cache, tmp_path):
    """The sandbox changes what make can read, not what it makes."""
    build = build_trusted(_kernel_tree(tmp_path / "tree"), cache=build_cache)
    reference = build_variant(REFERENCE)
    assert build.kernel.read_bytes() == reference.kernel.read_bytes()
    assert build.fs_image.read_bytes() == reference.fs_image.read_bytes()


def test_a_kernel_that_incbins_a_file_of_the_grader_does_not_build_and_names_it(build_cache,
                                                                               tmp_path):
    tree = _kernel_tree(tmp_path / "tree")
    read_outside(tree)
    with pytest.raises(ReadsOutside) as raised:
        build_trusted(tree, cache=build_cache, log_path=tmp_path / "build.log")
    assert raised.value.paths == ["/etc/hostname"]
    assert isinstance(raised.value, BuildError)       # a build that failed, for the verdicts


def test_a_tree_that_reads_outside_or_does_not_compile_is_not_cured_and_a_failed_build_is_grader_trouble(
        recorded_clinics, monkeypatch, tmp_path, capsys):
    from harness import cli
    from harness.grading import one_tree
    from harness.learner import trees, verdict
    outside = ReadsOutside("the tree reads outside itself as it is built: /etc/hostname",
                           ["/etc/hostname"])
    unbuilt = BuildError("`make` failed with exit status 2; its last lines: ...")
    uncompiled = DoesNotCompile("the tree does not build; the compiler's errors: ...",
                                ["kernel/proc.c:554:1: error: unknown type name 'this'"])
    clinic = spec.load_clinic("dump_in_freeproc")
    read = one_tree._unbuilt(clinic, "mallory", "k", "logs", [], outside, 1.0)
    assert (read.verdict, read.score) == (trees.NOT_CURED, 0)
    assert read.first_failing.startswith("the tree reads outside itself: /etc/hostname")
    broken = one_tree._unbuilt(clinic, "bob", "k", "logs", [], uncompiled, 1.0)
    assert (broken.verdict, broken.score) == (trees.NOT_CURED, 0)     # the learner's fault
    assert broken.first_failing == "does not build: kernel/proc.c:554:1: error: unknown type " \
                                   "name 'this'"
    failed = one_tree._unbuilt(clinic, "carol", "k", "logs", [], unbuilt, 1.0)
    assert failed.verdict == trees.GRADER_TROUBLE      # no word of the tree's: the grader's
    assert failed.first_failing.startswith("the build failed: `make` failed")
    (tmp_path / "kernel").mkdir()
    for error, status in ((outside, 1), (uncompiled, 1), (unbuilt, 2)):
        def refused(*args, error=error, **kwargs):
            raise error
        monkeypatch.setattr(verdict, "build_trusted", refused)
        assert cli.main(["check", "dump_in_freeproc", str(tmp_path), "--logdir",
                         str(tmp_path / "logs")]) == status
    assert "not cured: the tree reads outside itself: /etc/hostname" in capsys.readouterr().out


def test_a_link_to_a_file_of_the_grader_is_refused_before_it_is_copied(tmp_path):
    """Copying the tree into its build folder happens outside the sandbox: a
    learner's file that is a link out of the tree must never be followed."""
    secret = tmp_path / "grader's secret"
    secret.write_text("not the learner's\n")
    tree = _kernel_tree(tmp_path / "tree")
    (tree / "kernel" / "inside.h").symlink_to(tree / "kernel" / "defs.h")   # inside: fine
    (tree / "kernel" / "secret.h").symlink_to(secret)
    with pytest.raises(ReadsOutside) as raised:
        build_trusted(tree, cache=tmp_path / "cache")
    assert raised.value.paths == [f"kernel/secret.h -> {secret}"]
    assert not (tmp_path / "cache").exists() or not any((tmp_path / "cache").rglob("secret.h"))
