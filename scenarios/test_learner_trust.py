"""What a trusted build takes from a learner's tree (harness/learner/trust.py,
course/learner-files.toml): the learner's files from the tree, every
other from base/, and the tree's others named as left out."""

from pathlib import Path

import pytest

from harness import BASE
from harness.build import copy_variant
from harness.errors import BuildError
from harness.grading import classroom
from harness.learner.trust import build_trusted, learner_patterns, not_used, trusted_files


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
        build_trusted(tmp_path, cache=tmp_path / "cache")


def test_a_learner_file_list_that_is_not_a_list_of_patterns_is_refused(tmp_path):
    wrong = tmp_path / "learner-files.toml"
    wrong.write_text('learner = "kernel/*"\n')
    with pytest.raises(BuildError, match="must be a list of path patterns"):
        learner_patterns(wrong)
