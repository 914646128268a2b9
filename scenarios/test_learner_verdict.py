"""One tree's check and its caveats (harness/learner/verdict.py), put
together once: the build and the scenarios are stood in for, nothing boots."""

import pytest

from harness.errors import BuildError, DoesNotCompile, ReadsOutside
from harness.expected import spec
from harness.learner import chances, trees, verdict

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
    monkeypatch.setattr(trees, "check", lambda bug, build, logs, at_once: [
        trees.Finding(bug, f"s{n}", status, "why", boots=2, allowed=3, printed=printed)
        for n, status in enumerate(statuses)])


@pytest.mark.usefixtures("recorded_clinics")
def test_a_cured_tree_gets_its_warnings_and_no_figure_of_the_reference_s(
        monkeypatch, tmp_path):
    _stand_in(monkeypatch, [trees.AS_REFERENCE, trees.AS_REFERENCE])
    monkeypatch.setattr(verdict, "console_warnings", lambda bug, findings: ["s0: loud"])
    checked = verdict.check_tree(BUG, tmp_path / "gone", tmp_path / "logs")
    assert checked.verdict == trees.CURED
    assert (checked.boots, checked.budget) == (4, 6)
    assert checked.warnings == ["s0: loud"] and checked.on_reference == {}
    assert checked.stale == [f"stale rate: {BUG} / s"]
    assert checked.built.left_out == []          # no folder there: nothing left out


@pytest.mark.usefixtures("recorded_clinics")
def test_a_not_cured_tree_says_how_often_the_reference_did_each_finding(monkeypatch, tmp_path):
    """Beside each finding not as the reference, and none other, its own figure."""
    _stand_in(monkeypatch, [trees.AS_REFERENCE, trees.SHOWS, trees.FAILS])
    monkeypatch.setattr(chances, "finding_chance",
                        lambda bug, finding: f"{finding.status} of {bug}")
    monkeypatch.setattr(verdict, "console_warnings",
                        lambda bug, findings: pytest.fail("a not-cured tree gets no warning"))
    tmp_path.joinpath("kernel").mkdir()
    checked = verdict.check_tree(BUG, tmp_path, tmp_path / "logs")
    assert checked.verdict == trees.NOT_CURED
    assert checked.on_reference == {"s1": f"{trees.SHOWS} of {BUG}",
                                    "s2": f"{trees.FAILS} of {BUG}"}
    assert checked.warnings == []
    assert checked.built.left_out == ["user/proftest.c"]


@pytest.mark.usefixtures("recorded_clinics")
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


def test_a_cured_tree_that_prints_far_more_than_the_reference_gets_a_warning(tmp_path):
    from harness.measured import consoles
    from harness.measured.keys import measurement_key
    clinic = spec.load_clinic("dump_in_freeproc")
    scenario = trees.learner_scenarios(clinic)[0]
    path = tmp_path / "consoles.toml"
    consoles.save({"dump_in_freeproc": {scenario.name: {
        "chars": 773, "tries": 1, "date": "2026-12-04",
        "key": measurement_key(clinic, scenario)}}}, path)
    assert consoles.reference_chars("dump_in_freeproc", scenario.name, "stale", path) is None
    loud = trees.Finding("dump_in_freeproc", scenario.name, trees.AS_REFERENCE, "", boots=1,
                         printed=2906)
    assert verdict.console_warnings("dump_in_freeproc", [loud], path) == [
        f"{scenario.name}: its console printed 2906 characters, 3.8 times the reference's 773"]
    loud.printed = 1797                  # under twice the reference's, and 1024 more
    assert verdict.console_warnings("dump_in_freeproc", [loud], path) == []
    assert verdict.louder(10_000, None) == ""       # not measured: no warning to give
