"""What the tests of scenarios/ share, so that no test file declares it
again: where the recorded data is (and what several files read of it), a
made-up expected file, builders of the records the harness passes
around (a boot's RunRecord, a tree's Finding and Graded, a rate's
Measurement, a scenario, its checks and a run's facts), and the one check
that no machine is left running.

A plain module, not a conftest: pytest's default import mode (prepend,
rootdir-based) puts scenarios/ first on sys.path for the test files in it,
so a test file says `from support import ...`.  It holds no fixture
(harness/plugin/fixtures.py does) and no test.
"""

import re
import subprocess
from pathlib import Path

from harness import EXPECTED, REPO
from harness.build import patch_of
from harness.expected import spec
from harness.expected.expression import Expression
from harness.grading.one_tree import graded_from
from harness.learner import boots, trees
from harness.measured import rates
from harness.reports import transcripts
from harness.run.facts import facts
from harness.run.record import RunRecord, load_runs

__all__ = [
    # the recorded data
    "EXPECTED", "REPO", "DATA", "CLINICS", "TRANSCRIPTS", "PLOTS", "REJUDGE", "SECTION5",
    "SEPC_GDB", "SEPC_REF", "KERNEL_PROFILE", "MATCHER_SHARES", "recorded_console",
    "known_clinics", "transcript_pages",
    # a made-up expected file
    "X_TOML", "GOOD",
    # records
    "run_record", "HANG", "tree_finding", "TREE_BUG", "graded_tree", "measurement",
    # a run's facts, and checks of them
    "PROFTEST_FAIL", "HOT", "scenario_of", "check_of", "facts_run", "facts_of", "evaluate",
    # what prof prints
    "prof_report",
    # what is left running
    "QEMU_OR_GDB", "left_running",
]

# --- the recorded data --------------------------------------------------------------------

DATA = REPO / "scenarios" / "data"
CLINICS = DATA / "clinics"          # expected/'s clinics as recorded (recorded_clinics' too)
TRANSCRIPTS = DATA / "transcripts"  # a suite's runs and a `make rates` boot: the transcripts' input
PLOTS = DATA / "plots"              # runs whose consoles the figures draw
REJUDGE = DATA / "rejudge"          # a suite's runs, judged again (test_rejudge.py)
SECTION5 = EXPECTED / "measure" / "section5.toml"     # the §5 measures' expected file

# A recorded run's folder is named as today's runs name it (harness/collect.py's
# item_logdir: <expected file's stem>.<item's name>); data/rejudge/ keeps the
# names of the suite that recorded it.  Those that several files read:
SEPC_GDB = "sepc_after_yield.bug[gdb-at-the-samples-under-three-hogs]"         # in TRANSCRIPTS
SEPC_REF = "sepc_after_yield.reference[gdb-at-the-samples-under-three-hogs]"   # in TRANSCRIPTS
KERNEL_PROFILE = PLOTS / "section5.measure[kernel-profile-of-usertests]" / "run-1"
MATCHER_SHARES = PLOTS / "section5.measure[statistics-of-the-matcher-s-share]" / "run-1"


def recorded_console(folder):
    """The console of the run recorded in folder (its run.json)."""
    return load_runs([folder])[0].console


def known_clinics():
    """{bug: Clinic} of every clinic as recorded (CLINICS) and every measure
    of expected/: what the transcripts read from expected/ when given none."""
    clinics = [spec.load_clinic(bug, CLINICS) for bug in spec.clinic_names(CLINICS)]
    return transcripts._known_clinics(clinics + spec.load_measures()[0])


def transcript_pages(folders, out, clinics=None):
    """The Markdown pages of the runs under folders, written into out, by
    name (clinics: known_clinics())."""
    transcripts.write_transcripts(folders, out, patch_of,
                                  clinics=clinics if clinics is not None else known_clinics())
    return {path.name: path.read_text() for path in sorted(Path(out).glob("*.md"))}


# --- a made-up expected file --------------------------------------------------------------

X_TOML = EXPECTED / "x.toml"     # a file that is not there, shown in messages as expected/x.toml

# One scenario of X_TOML with a step of every kind, early and late defines,
# and checks that show, hand out and give context: read into records by
# test_expected_records.py, keyed by test_measured_keys.py.
GOOD = r"""
title = "a clinic"
handout = "§4"

[[scenario]]
name = "gdb at the sample"
gdb = true
figures = ["histogram"]
steps = [
  { run = "prof -k ${lo} ${hi} echo hi", timeout = 30 },
  { break = "profsample", if = "pc >= ${hex(hi)}" },
  { send = "proftest" },
  { stops = 2, name = "samples", eval = { pc = "pc", page = "(uint64)pr" }, only_proc = "proftest", then = "stay", until = "ALL OK" },
  { finish = true, name = "back", eval = { pc = "pc" } },
  { procs = true, name = "slots" },
  { background = "grep x y > o" },
  { wait = 'proftest: (ALL OK|\d+ FAILED)', timeout = 5 },
]
values = { hot = 'hot loop: (\d+) samples' }
known_trouble = ['no leaks: FAIL']

[scenario.define]
hi = "align_up(end('pop_off'), 0x100)"
lo = "hi - 0x200"
at = "func_at(sym('main'))"
nested = "[stop for stop in samples if lo < stop.pc < hi]"

[[scenario.symptom]]
says = "on hart 0"
check = "all(stop.hart == 0 for stop in stops)"
show = "[join(stop.frames[:2]) for stop in stops]"

[[scenario.symptom]]
says = "nested"
check = "any(x > lo for stop in samples for x in [stop.pc] if x < hi) and len(nested) > 0"
context = true
handout = "0x80001e22"

[[scenario.symptom]]
says = "an UNUSED slot holds a page, and the sample returns to profkernel"
check = "any(row.state == 'UNUSED' and row.prof != 0 for row in slots) and back.frames[0] == 'profkernel'"
show = "samples[0].frame('profsample').pr"

[[scenario.reference]]
says = "hot"
check = '''
min(hot) >= 27 and panic is None
and seen(r'^ALL OK')
'''
"""


# --- records ------------------------------------------------------------------------------

def run_record(**fields):
    """A RunRecord of a made-up boot: variant "v", bug "bug", scenario "s",
    run 1, its log folder /nowhere, but for what fields (RunRecord's, by
    name) say."""
    return RunRecord(**{"variant": "v", "bug": "bug", "scenario": "s", "number": 1,
                        "logdir": "/nowhere", **fields})


# What a boot that hung before its first prompt says (a ConsoleTimeout's message).
HANG = "waited 60 s for the first shell prompt '$ '; nothing arrived on the console"


def tree_finding(bug, status, trouble=(), evidence="e"):
    """A Finding of bug's scenario "s" on a tree: one boot, its status, its
    evidence, and the FAIL and panic lines it printed (trouble)."""
    return trees.Finding(bug, "s", status, evidence, boots=1, trouble=list(trouble))


TREE_BUG = "dump_in_freeproc"     # the clinic of graded_tree's trees


def graded_tree(name, results, *, checked=False, seconds=12.0):
    """The Graded of a TREE_BUG tree called name (its clinic as recorded in
    CLINICS), key "k", its logs in logs/<name>: one result a scenario, in
    order, each a status (its evidence "seen") or (status, evidence,
    cause), and each one boot of one allowed.  The scenarios: every one of
    the clinic's, or with checked, those a learner's check runs (the boot
    check, then each scenario that judges a learner)."""
    clinic = spec.load_clinic(TREE_BUG, CLINICS)
    names = ([boots.SCENARIO] + [s.name for s in trees.learner_scenarios(clinic)] if checked
             else [s.name for s in clinic.scenarios])
    findings = []
    for scenario, result in zip(names, results):
        status, evidence, cause = (result, "seen", "") if isinstance(result, str) else result
        findings.append(trees.Finding(TREE_BUG, scenario, status, evidence, boots=1, allowed=1,
                                      cause=cause))
    return graded_from(clinic, name, findings, key="k", logdir=f"logs/{name}", seconds=seconds)


def measurement(bug_symptom=30, boots=30, failed=0, key="k", load=0):
    """A Measurement of bug "bug", scenario "s" (2026-11-30, under key): the
    bug showed its symptom in bug_symptom of `boots` boots, the reference
    failed `failed` of as many, with `load` spinning processes beside."""
    return rates.Measurement("bug", "s", key, "2026-11-30", boots, bug_symptom,
                             {"symptom": bug_symptom}, boots, failed, {"no symptom": boots},
                             host_load=load)


# --- a run's facts, and checks of them ----------------------------------------------------

PROFTEST_FAIL = """\
proftest: arguments, and profile(0, 0, 0) stops: OK
proftest: hot loop: 30 samples, 22 in range, 12 in hot()
proftest: most samples in the hot loop: FAIL
proftest: free pages 32440 before, 32470 after
proftest: no leaks: FAIL
proftest: 2 FAILED
"""
HOT = {"hot": r"hot loop: (\d+) samples, (\d+) in range, (\d+) in hot"}


def scenario_of(symptom=(), known_trouble=(), values=None, define=None, late=()):
    """A Scenario of no steps; symptom: (says, check) pairs; define: {name: text}."""
    return spec.Scenario(
        "s", [], [check_of(says, check) for says, check in symptom], [],
        values=values or {}, known_trouble=list(known_trouble),
        define={name: Expression(text, f"define.{name}") for name, text in (define or {}).items()},
        late=tuple(late))


def check_of(says, check, show=None):
    """A Check: its words, its expression, and what it shows."""
    return spec.Check(says, Expression(check, "check"),
                      Expression(show, "show") if show is not None else None)


def facts_run(console="", panic=None, registers=None, steps=()):
    """A run of the bug whose facts a check reads: its console, its panic and
    trap registers, and what its gdb steps read."""
    return run_record(variant="bug", logdir="/tmp", console=console, panic=panic,
                      registers=dict(registers or {}), steps=list(steps))


def facts_of(console=PROFTEST_FAIL, scenario=None, **run):
    """The facts of a run of `console` under a scenario (by default one whose
    value `hot` reads proftest's hot-loop line)."""
    return facts(facts_run(console, **run), scenario or scenario_of(values=HOT), kernel={})


def evaluate(text, names):
    """An expression's value on these names, compiled where it stands."""
    return Expression(text, "here").evaluate(names)


# --- what prof prints ---------------------------------------------------------------------

PROF_TICKS = re.compile(r"^prof: (\d+) ticks$", re.M)
PROF_SUMMARY = re.compile(r"^prof: (\d+) samples, (\d+) outside \[0x([0-9a-f]+), 0x([0-9a-f]+)\)", re.M)
PROF_BY_FUNCTION = re.compile(r"^\s+(\d+)% (\d+) (\S+)$", re.M)


def prof_report(output):
    """prof's report as (ticks, summary match, [(percent, count, function)])."""
    ticks = PROF_TICKS.search(output)
    summary = PROF_SUMMARY.search(output)
    assert ticks and summary, f"prof printed no report:\n{output}"
    functions = [(int(p), int(n), name) for p, n, name in PROF_BY_FUNCTION.findall(output)]
    return int(ticks[1]), summary, functions


# --- what is left running -----------------------------------------------------------------

QEMU_OR_GDB = "qemu-system-riscv64|gdb-multiarch"


def left_running(pattern=QEMU_OR_GDB, within=f"{REPO}/.build/"):
    """The command lines (pgrep -af) of the processes matching pattern that
    still run, pgrep's own left out, and of those only the ones that name
    `within` (None: all).  By default QEMU or gdb of this project's builds
    (another checkout's, say a measurement's, are not these tests'): []
    when the tests left none behind."""
    left = subprocess.run(["pgrep", "-af", pattern], capture_output=True, text=True).stdout
    return [line for line in left.splitlines()
            if "pgrep" not in line and (within is None or within in line)]
