"""The kinds of tree a class might hand in (harness/grading/classroom.py),
made from base/ and bugs/ for every clinic without booting, and the kinds
a clinic cannot have.  The same trees checked and graded, booted:
scenarios/test_trees.py."""

from pathlib import Path

import pytest

from harness import BASE
from harness.build import copy_variant
from harness.errors import HarnessError, PatchError
from harness.expected import spec
from harness.grading import classroom
from harness.learner import trees
from harness.learner.trust import not_used


def _kernel_differs(tree, other):
    """The kernel files whose text differs between two trees."""
    return sorted(path.relative_to(tree) for path in (tree / "kernel").iterdir()
                  if path.read_bytes() != (other / path.relative_to(tree)).read_bytes())


def _unless_it_lacks(bug, kind):
    """Skip, saying why, when bug's clinic cannot have that kind of tree."""
    why = classroom.lacking(bug, [kind]).get(kind)
    if why:
        pytest.skip(f"{bug}: {why}")


@pytest.mark.parametrize("bug", spec.clinic_names())
def test_every_kind_of_tree_is_made_for_every_clinic(bug, tmp_path):
    """Each kind the clinic does not lack; only the two kinds that need a
    second patch may be lacking (their own tests below say why)."""
    lacks = classroom.lacking(bug)
    assert set(lacks) <= {"fixed-otherwise", "two-bugs"}
    wanted = classroom.make_class(bug, tmp_path, classroom.KIND_NAMES)
    assert list(wanted) == [name for name in classroom.KIND_NAMES if name not in lacks]
    assert sorted(path.name for path in tmp_path.iterdir()) == sorted(wanted)
    assert wanted["fixed"] == trees.CURED
    assert wanted["broken"] == trees.NOT_CURED        # does not build: the tree's fault
    unfixed = tmp_path / "unfixed"
    assert _kernel_differs(tmp_path / "fixed", BASE) == []
    assert _kernel_differs(tmp_path / "fixed-own-programs", BASE) == []
    assert not_used(tmp_path / "fixed-own-programs") == [Path("Makefile"),
                                                          Path("user/proftest.c")]
    assert len(_kernel_differs(tmp_path / "comment-only", unfixed)) == 1
    assert "this is not C" in (tmp_path / "broken" / "kernel" / "proc.c").read_text()
    assert "ALL OK" in (tmp_path / "tampered" / "user" / "proftest.c").read_text()


@pytest.mark.parametrize("bug", spec.clinic_names())
def test_a_fix_written_otherwise_is_the_clinic_s_patch_of_it(bug, tmp_path):
    """bugs/fixed-otherwise/<bug>.patch, on the handed-out tree: kernel files
    only, differing from the reference's and from the bug's."""
    _unless_it_lacks(bug, "fixed-otherwise")
    wanted = classroom.make_class(bug, tmp_path, ("unfixed", "fixed-otherwise"))
    assert wanted == {"unfixed": trees.NOT_CURED, "fixed-otherwise": trees.CURED}
    otherwise = tmp_path / "fixed-otherwise"
    assert _kernel_differs(otherwise, BASE) and _kernel_differs(otherwise, tmp_path / "unfixed"), \
        "a fix written otherwise differs from the reference and from the bug"
    assert not_used(otherwise) == [], "a learner's fix changes the learner's files only"
    header = classroom.fixed_otherwise_patch(bug).read_text().split("\n--- a/")[0]
    assert "Correct though written otherwise:" in header


@pytest.mark.parametrize("bug", spec.clinic_names())
def test_a_two_bug_tree_adds_another_clinic_s_patch(bug, tmp_path):
    _unless_it_lacks(bug, "two-bugs")
    second = classroom.second_bug(bug)
    assert second != bug
    wanted = classroom.make_class(bug, tmp_path, ("unfixed", "two-bugs"))
    assert wanted["two-bugs"] == trees.NOT_CURED
    assert _kernel_differs(tmp_path / "two-bugs", tmp_path / "unfixed") == \
        _kernel_differs(copy_variant(second, tmp_path / "second"), BASE)


def test_a_clinic_without_a_fixed_otherwise_patch_gets_every_other_kind(
        tmp_path, monkeypatch, capsys):
    monkeypatch.setattr(classroom, "FIXED_OTHERWISE", tmp_path / "none")
    wanted = classroom.make_class("no_range_check", tmp_path / "class")
    assert list(wanted) == [name for name in classroom.KIND_NAMES if name != "fixed-otherwise"]
    assert not (tmp_path / "class" / "fixed-otherwise").exists()
    assert (f"no_range_check: no fixed-otherwise tree: {tmp_path}/none/no_range_check.patch "
            f"does not exist") in capsys.readouterr().err


def test_a_fixed_otherwise_patch_that_no_longer_applies_names_the_hunk(tmp_path, monkeypatch):
    mine = tmp_path / "fixed-otherwise"
    mine.mkdir()
    text = classroom.fixed_otherwise_patch("no_range_check").read_text()
    assert text.count(" profsample(struct prof *pr, uint64 pc)\n") == 1
    (mine / "no_range_check.patch").write_text(
        text.replace(" profsample(struct prof *pr, uint64 pc)\n",
                     " profsample(struct prof *pr, uint64 where)\n"))
    monkeypatch.setattr(classroom, "FIXED_OTHERWISE", mine)
    with pytest.raises(PatchError) as error:
        classroom.make_class("no_range_check", tmp_path / "class", ("fixed-otherwise",))
    said = str(error.value)
    assert "no_range_check: the fixed-otherwise tree cannot be made" in said
    assert "kernel/prof.c: Hunk #1 FAILED" in said


def test_a_clinic_whose_neighbours_patches_all_conflict_has_no_two_bug_tree(monkeypatch):
    """sepc_after_yield and clockintr_sampling both change usertrap's timer branch."""
    monkeypatch.setattr(classroom, "known_variants",
                        lambda: ["reference", "clockintr_sampling", "sepc_after_yield"])
    assert classroom.lacking("sepc_after_yield") == {
        "two-bugs": "no two-bugs tree: no other clinic's patch applies beside "
                    "bugs/sepc_after_yield.patch (tried: clockintr_sampling)"}
    with pytest.raises(classroom.Lacking, match="no two-bugs tree"):
        classroom.second_bug("sepc_after_yield")


def test_an_unknown_kind_of_tree_lists_the_known_ones():
    with pytest.raises(HarnessError, match="the kinds are: unfixed, fixed, "):
        classroom.kind("half-fixed")
