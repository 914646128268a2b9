"""Leave-one-out: each clinic's patch characterized with its own expected
file set aside (make characterize PATCH=bugs/<bug>.patch, the whole
battery; kernel_profile_one_hart's, whose file is that draft, under
SCENARIO='proftest alone'), its boots kept in
scenarios/data/characterize/<bug>/ (run.json alone).  Drafted again
from those runs, the draft loads, its symptom holds on the patched
boots that showed it and on no reference boot, and it checks what the
hand-written symptom checks: which check fails, which panic, which
relation of sepc and epc."""

import copy
from pathlib import Path

import pytest

from harness import REPO
from harness.expected import spec
from harness.run.judge import judge_run, shows
from harness.trials import characterize

RECORDED = Path(__file__).parent / "data" / "characterize"

# (the patch, the battery's scenario that shows its symptom, the substance of
# the hand-written symptom: a title of run/titles.py)
LEFT_OUT = [
    ("dump_in_freeproc", "proftest alone", "panic: acquire"),
    ("dump_in_freeproc", "gdb at any panic during proftest",
     "gdb stop: panic < acquire < wakeup < releasesleep"),
    ("free_on_exec", "proftest alone", "proftest: exec keeps the profile: FAIL"),
    ("free_on_exec", "prof grep on a large input", "prof: no prof.out"),
    ("sepc_after_yield", "gdb at profsample under three hogs", "gdb at profsample: sepc != epc"),
    ("sepc_after_yield", "proftest under three hogs",
     "proftest: hot loop: samples = in range > in hot(); 0: in hot()"),
    ("clockintr_sampling", "proftest four times", "proftest: most samples in the hot loop: FAIL"),
    ("clockintr_sampling", "gdb at profsample under three hogs",
     "gdb stop: profsample < clockintr < devintr < usertrap"),
    ("kernel_profile_one_hart", "proftest alone",
     "proftest: kernel samples, none outside the profiled range: FAIL"),
]
# Numbered, not named by clinic: scenarios/test_clinics_as_data.py's copies
# of the project break clinics' files, which these runs do not read.
IDS = [f"{number}-{scenario}" for number, (_, scenario, _) in enumerate(LEFT_OUT)]


def _drafted(bug):
    """(the drafted Clinic, its text, what each scenario's sides booted) from the recorded runs."""
    tried = characterize.recorded(bug, RECORDED / bug)
    text = characterize.drafted(bug, tried, ["drafted again from recorded runs"])
    return spec.parse_clinic(text, REPO / "expected" / f"{bug}-drafted.toml"), text, tried


@pytest.mark.parametrize("bug, scenario, title", LEFT_OUT, ids=IDS)
def test_a_patch_alone_drafts_the_clinic_s_own_symptom_holding_on_the_bug_alone(
        bug, scenario, title):
    clinic, text, tried = _drafted(bug)
    [drafted] = [s for s in clinic.scenarios if s.name == scenario]
    assert title in [check.says for check in drafted.symptom], text
    [(_, runs, _)] = [(s, runs, shown) for s, runs, shown in tried if s.name == scenario]
    patched = [judge_run(copy.deepcopy(run), clinic, drafted, {}, on_bug=True)
               for run in runs[bug]]
    showed = [run for run in patched if shows(run)]
    assert showed and (drafted.by_chance or len(showed) == len(patched)), \
        ([run.detail for run in patched], text)
    for run in runs["reference"]:
        judged = judge_run(copy.deepcopy(run), clinic, drafted, {}, on_bug=False)
        assert not shows(judged) and judged.verdict == "no symptom", (judged.detail, text)



def test_the_fifth_clinic_shows_nothing_under_the_battery():
    """no_range_check needs a profile whose range leaves sampled pcs
    outside it; every profile of the battery covers its pcs (a kernel
    profile the whole kernel text), so nothing is drafted: its patched
    lines ran under a kernel profile of usertests in 10 of 10 boots, and
    what only the patched side showed were bucket lines of rarely sampled
    functions, none beyond chance."""
    tried = characterize.recorded("no_range_check", RECORDED / "no_range_check")
    assert len(tried) == 9
    assert characterize.drafted("no_range_check", tried, ["drafted again"]) is None
