"""Building (harness/build.py): make's failures, on small stand-in
Makefiles; what a trusted build takes from a learner's tree
(course/learner-files.toml); a variant copied, and a folder that is not a
kernel tree."""

from pathlib import Path

import pytest

from harness import BASE
from harness.build import (build_tree, copy_variant, learner_patterns, make_tree, not_used,
                           trusted_files)
from harness.errors import BuildError
from harness.grading import classroom


def _makefile(folder, recipe):
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "Makefile").write_text(f"all:\n\t{recipe}\n")
    return folder


def test_build_failure_shows_makes_last_lines(tmp_path):
    source = _makefile(tmp_path / "src", "@echo compiling; echo 'kernel/prof.c:3: error: boom' >&2; exit 3")
    with pytest.raises(BuildError) as failure:
        make_tree(source, log_path=tmp_path / "build.log")
    message = str(failure.value)
    assert "exit status 2" in message and "Error 3" in message
    assert "kernel/prof.c:3: error: boom" in message
    assert str(tmp_path / "build.log") in message
    assert "compiling" in (tmp_path / "build.log").read_text()


def test_build_that_hangs_is_stopped(tmp_path):
    source = _makefile(tmp_path / "src", "@echo waiting; sleep 60")
    with pytest.raises(BuildError, match=r"did not finish in 1 s"):
        make_tree(source, timeout=1)


def test_build_without_products_is_an_error(tmp_path):
    source = _makefile(tmp_path / "src", "@true")
    with pytest.raises(BuildError, match=r"made no .*kernel"):
        make_tree(source)


@pytest.fixture
def tampered(tmp_path):
    """An unfixed dump_in_freeproc tree whose proftest only prints ALL OK, and
    whose Makefile has a line of its own."""
    tree = copy_variant("dump_in_freeproc", tmp_path / "tampered")
    classroom.tamper_proftest(tree)
    classroom.tamper_makefile(tree)
    return tree


def test_the_learner_s_files_are_the_kernel():
    assert learner_patterns() == ("kernel/*",)


def test_a_tampered_proftest_is_replaced_by_the_reference_s(tampered, tmp_path):
    files = trusted_files(tampered)
    assert files[Path("user/proftest.c")] == BASE
    assert files[Path("Makefile")] == BASE
    assert files[Path("kernel/proc.c")] == tampered           # the learner's: the bug
    assert (tampered / "kernel" / "proc.c").read_bytes() != \
        (BASE / "kernel" / "proc.c").read_bytes()
    assert not_used(tampered) == [Path("Makefile"), Path("user/proftest.c")]
    untouched = copy_variant("dump_in_freeproc", tmp_path / "untouched")
    assert not_used(untouched) == []
    assert trusted_files(untouched).keys() == files.keys()


def test_a_file_the_reference_lacks_is_left_out_and_named(tmp_path):
    tree = copy_variant("reference", tmp_path / "t")
    (tree / "user" / "cheat.c").write_text("int main(void) { return 0; }\n")
    (tree / "kernel" / "notes.txt").write_text("mine\n")
    files = trusted_files(tree)
    assert Path("user/cheat.c") not in files
    assert files[Path("kernel/notes.txt")] == tree
    assert not_used(tree) == [Path("user/cheat.c")]


def test_a_trusted_tree_needs_only_a_kernel_folder(tmp_path):
    (tmp_path / "notes.txt").write_text("hello\n")
    with pytest.raises(BuildError, match="not a kernel tree: it has no kernel"):
        build_tree(tmp_path, trusted=True, cache=tmp_path / "cache")


def test_a_learner_file_list_that_is_not_a_list_of_patterns_is_refused(tmp_path):
    wrong = tmp_path / "learner-files.toml"
    wrong.write_text('learner = "kernel/*"\n')
    with pytest.raises(BuildError, match="must be a list of path patterns"):
        learner_patterns(wrong)


@pytest.mark.usefixtures("recorded_clinics")
def test_an_exercise_is_the_variant_and_never_overwrites(tmp_path):
    folder = copy_variant("sepc_after_yield", tmp_path / "ex")
    assert (folder / "kernel" / "trap.c").is_file() and (folder / "Makefile").is_file()
    assert not list(folder.rglob("*.o")) and not (folder / "fs.img").exists()
    (folder / "kernel" / "trap.c").write_text("my work\n")
    with pytest.raises(BuildError, match="already exists"):
        copy_variant("sepc_after_yield", folder)
    assert (folder / "kernel" / "trap.c").read_text() == "my work\n"
    assert [p.name for p in tmp_path.iterdir()] == ["ex"]      # no half-made copy left


@pytest.mark.usefixtures("recorded_clinics")
def test_a_folder_that_is_not_a_tree_is_refused(tmp_path):
    (tmp_path / "notes.txt").write_text("hello\n")
    with pytest.raises(BuildError, match="not a kernel tree: it has no Makefile"):
        build_tree(tmp_path, cache=tmp_path / "cache")


@pytest.mark.usefixtures("recorded_clinics")
@pytest.mark.qemu
def test_a_tree_that_does_not_build_says_so_with_makes_lines(tmp_path):
    tree = copy_variant("reference", tmp_path / "broken")
    trap = tree / "kernel" / "trap.c"
    trap.write_text(trap.read_text() + "\nthis is not C;\n")
    with pytest.raises(BuildError) as raised:
        build_tree(tree, cache=tmp_path / "cache", log_path=tmp_path / "build.log")
    assert "failed with exit status" in str(raised.value)
    assert "trap.c" in str(raised.value)
    assert not list((tmp_path / "cache").glob("*/.profclinic-key"))   # never cached
