"""One tree's check and its caveats (harness/learner/verdict.py), put
together once: the build and the scenarios are stood in for, nothing boots."""

import pytest

from harness.errors import BuildError, DoesNotCompile, ReadsOutside
from harness.learner import chances, trees, verdict

pytestmark = pytest.mark.usefixtures("recorded_clinics")
BUG = "dump_in_freeproc"


def _stand_in(monkeypatch, statuses, printed=0, build=object()):
    """The tree builds (or raises build, an error) and its scenarios end in statuses."""
    def built(tree, **options):
        if isinstance(build, BaseException):
            raise build
        return build
    monkeypatch.setattr(verdict, "build_trusted", built)
    monkeypatch.setattr(verdict, "not_used", lambda tree: ["user/proftest.c"])
    monkeypatch.setattr(chances, "stale_rates", lambda bugs: [f"stale rate: {bugs[0]} / s"])
    monkeypatch.setattr(trees, "check", lambda bug, build, logs: [
        trees.Finding(bug, f"s{n}", status, "why", boots=2, allowed=3, printed=printed)
        for n, status in enumerate(statuses)])


def test_a_cured_tree_gets_its_warnings_and_no_chance_of_a_wrong_not_cured(
        monkeypatch, tmp_path):
    _stand_in(monkeypatch, [trees.AS_REFERENCE, trees.AS_REFERENCE])
    monkeypatch.setattr(verdict, "console_warnings", lambda bug, findings: ["s0: loud"])
    checked = verdict.check_tree(BUG, tmp_path / "gone", tmp_path / "logs")
    assert checked.verdict == trees.CURED
    assert (checked.boots, checked.budget) == (4, 6)
    assert checked.warnings == ["s0: loud"] and checked.wrongly_not_cured == ""
    assert checked.stale == [f"stale rate: {BUG} / s"]
    assert checked.built.left_out == []          # no folder there: nothing left out


def test_a_not_cured_tree_says_how_likely_a_cured_one_gets_that(monkeypatch, tmp_path):
    _stand_in(monkeypatch, [trees.AS_REFERENCE, trees.SHOWS])
    monkeypatch.setattr(chances, "wrongly_not_cured", lambda bug, findings: f"{len(findings)} ran")
    monkeypatch.setattr(verdict, "console_warnings",
                        lambda bug, findings: pytest.fail("a not-cured tree gets no warning"))
    tmp_path.joinpath("kernel").mkdir()
    checked = verdict.check_tree(BUG, tmp_path, tmp_path / "logs")
    assert checked.verdict == trees.NOT_CURED
    assert checked.wrongly_not_cured == "2 ran" and checked.warnings == []
    assert checked.built.left_out == ["user/proftest.c"]


@pytest.mark.parametrize("error, why, said", [
    (ReadsOutside("reads /etc/hostname", ["/etc/hostname"]), "the tree reads outside itself",
     trees.NOT_CURED),
    (DoesNotCompile("no", ["kernel/proc.c:1:1: error: x"]), "does not build", trees.NOT_CURED),
    (BuildError("make timed out"), None, trees.GRADER_TROUBLE),
])
def test_a_tree_that_does_not_build_is_judged_on_whose_fault_that_is(
        error, why, said, monkeypatch, tmp_path):
    _stand_in(monkeypatch, [], build=error)
    monkeypatch.setattr(trees, "check", lambda *args: pytest.fail("an unbuilt tree never boots"))
    checked = verdict.check_tree(BUG, tmp_path, tmp_path / "logs")
    assert checked.verdict == said and checked.findings == []
    assert checked.built.error is error
    assert checked.built.why is None if why is None else checked.built.why.startswith(why)


def test_louder_warns_only_past_twice_the_reference_and_a_kibibyte_more():
    assert verdict.louder(2906, 773) == "its console printed 2906 characters, 3.8 times " \
                                        "the reference's 773"
    assert verdict.louder(1797, 773) == ""         # under 773 + 1024
    assert verdict.louder(2700, 1400) == ""        # over 1400 + 1024, under twice 1400
    assert verdict.louder(10_000, None) == ""      # not measured: no warning to give
