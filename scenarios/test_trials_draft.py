"""An expected file drafted from what a patch alone showed
(harness/trials/draft.py), on the recorded runs of every clinic's
scenarios (scenarios/data/rejudge/): with the clinic's own file set
aside but for the scenario's steps, the draft loads, its symptom holds
on the bug's run and not on the reference's, and it checks what the
hand-written symptom checks (test_run_titles.SUBSTANCE)."""

import copy
import tomllib

import pytest

from harness import REPO
from harness.expected import spec
from harness.run.judge import judge_run, shows
from harness.run.titles import Differs, Title, differing, failing
from harness.trials import draft
from scenarios.test_run_titles import IDS, SUBSTANCE, _recorded


def _drafted(bug, scenario):
    """(the drafted Clinic, its text, the bug's run, the reference's) of a
    recorded scenario, its steps standing for the clinic's (a judgement
    of recorded runs reads none of them, and the clinic's file is not read)."""
    bug_runs, reference_runs = _recorded(bug, scenario)
    table = {"name": bug_runs[0].scenario, "steps": [{"run": "proftest"}]}
    if bug_runs[0].steps:
        table.update(gdb=True, steps=[{"break": "profsample"}, {"send": "proftest"},
                                      {"stops": 1}])
    text = draft.draft(bug, [draft.Shown(table, differing(bug_runs, reference_runs),
                                         failing(reference_runs))], ["drafted from records"])
    path = REPO / "expected" / "drafted.toml"
    return spec.parse_clinic(text, path), text, bug_runs[0], reference_runs[0]


@pytest.mark.parametrize("bug, scenario, title", SUBSTANCE, ids=IDS)
def test_a_draft_s_symptom_holds_on_the_bug_alone_and_checks_the_documented_one(
        bug, scenario, title):
    clinic, text, bug_run, reference_run = _drafted(bug, scenario)
    [drafted] = clinic.scenarios
    assert title in [check.says for check in drafted.symptom], text
    on_bug = judge_run(copy.deepcopy(bug_run), clinic, drafted, {}, on_bug=True)
    assert shows(on_bug) and on_bug.verdict == "symptom", (on_bug.detail, text)
    on_reference = judge_run(copy.deepcopy(reference_run), clinic, drafted, {}, on_bug=False)
    assert not shows(on_reference) and on_reference.verdict == "no symptom", \
        (on_reference.detail, text)


def test_a_draft_leaves_the_author_s_words_marked_and_says_what_was_run():
    clinic, text, _, _ = _drafted("no_range_check", "8_byte_buckets_above_pop_off")
    assert text.startswith("# drafted from records\n")
    assert clinic.title.startswith("DRAFT:") and clinic.about.startswith("DRAFT:")
    assert all(value.startswith("DRAFT:") for value in clinic.why.values())


def _differs(text, bug, boots, kind="line"):
    return Differs(Title(text, f"seen(r'^{text}$')", kind, f"^{text}$"), bug, boots, 0, boots)


def test_a_symptom_in_some_boots_only_is_drafted_by_chance_from_its_most_frequent_title():
    found = [_differs("x: FAIL", 6, 8), _differs("y: FAIL", 2, 8), _differs("z", 1, 8)]
    chosen, by_chance = draft.symptoms(found)
    assert [d.title.text for d in chosen] == ["x: FAIL"] and by_chance
    text = draft.draft("b", [draft.Shown({"name": "s", "steps": [{"run": "t"}]}, found)], [])
    assert "by_chance = true" in text
    assert 'bug_also_prints = ["^y: FAIL$", "^z$"]' in text


def test_titles_shown_in_every_boot_are_all_drafted_a_panic_first():
    found = [_differs("x: FAIL", 4, 4), _differs("panic: p", 4, 4, "panic"),
             _differs("w: FAIL", 4, 4), _differs("v", 4, 4), _differs("rare", 1, 4)]
    chosen, by_chance = draft.symptoms(found)
    assert [d.title.text for d in chosen] == ["panic: p", "w: FAIL", "x: FAIL", "v"]
    assert not by_chance


def test_a_drafted_scenario_keeps_its_steps_as_its_file_has_them():
    table = {"name": "s", "gdb": True, "slow": True, "steps": [
        {"run": "sh < mkinputs", "timeout": 120}, {"break": "profsample"},
        {"stops": 8, "name": "samples", "until": "proftest: (ALL OK|\\d+ FAILED)",
         "eval": {"sepc": "$sepc", "epc": "cpus[$tp].proc->trapframe->epc"}}]}
    text = draft.draft("b", [draft.Shown(table, [_differs("x: FAIL", 2, 2)])], [])
    assert tomllib.loads(text)["scenario"][0] | {"symptom": None, "reference": None} == \
        table | {"symptom": None, "reference": None}
    assert "[[scenario.steps]]\nrun = \"sh < mkinputs\"\ntimeout = 120\n" in text


def test_a_scenario_where_nothing_differed_is_left_out_and_named():
    text = draft.draft("b", [draft.Shown({"name": "quiet", "steps": [{"run": "t"}]}, [])], [])
    assert "[[scenario]]" not in text
    assert "# Nothing differed between the sides under: quiet." in text


def test_a_draft_says_what_to_tell_a_student_from_its_first_symptom_and_commands():
    """A drafted clinic grades as it stands: its [teacher] table names the
    symptom the patched side showed and the commands that showed it."""
    found = [_differs("x: FAIL", 6, 8), _differs("y: FAIL", 2, 8)]
    text = draft.draft("b", [draft.Shown({"name": "s", "steps": [
        {"run": "sh < mkinputs"}, {"background": "hog"}, {"run": "t"}]}, found)], [])
    teacher = spec.parse_clinic(text, REPO / "expected" / "drafted.toml").teacher
    assert teacher.mistake == "x: FAIL in some boots only, as this clinic's bug does"
    assert "run sh < mkinputs, then t a few times" in teacher.shows
    hints = (teacher.shows, teacher.panics, teacher.fails)
    assert len(set(hints)) == 3 and all("question" in hint or "§" in hint for hint in hints)
    assert "[teacher]" not in draft.draft("b", [draft.Shown({"name": "s", "steps": []}, [])], [])


def test_a_title_in_too_few_patched_boots_to_tell_from_chance_is_not_a_symptom():
    """3 of 6 patched boots against 0 of 6 of the reference: 9% by chance
    alone; 5 of 10 against 0 of 10: under 2%."""
    assert draft.symptoms([_differs("x: FAIL", 3, 6)]) == ([], False)
    [chosen], by_chance = draft.symptoms([_differs("x: FAIL", 5, 10)])
    assert chosen.title.text == "x: FAIL" and by_chance
    text = draft.draft("b", [draft.Shown({"name": "s", "steps": [{"run": "t"}]},
                                         [_differs("x: FAIL", 3, 6)])], [])
    assert "[[scenario]]" not in text and "too few boots to tell from chance, under: s." in text
