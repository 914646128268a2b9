"""The reference profiler (base/, lab handout §1 and §5): proftest around
usertests, prof on grep and on the kernel, and hostile arguments.  (The
hostile programs of base/user/hostile.c: make hostile, test_hostile.py.)"""

import re

import pytest

from support import prof_report

pytestmark = pytest.mark.parametrize("variant", ["reference"])

PROFTEST_TIMEOUT = 120    # seconds; one proftest takes about 10 on three harts
USERTESTS_TIMEOUT = 900

HOT_LOOP = re.compile(r"proftest: hot loop: (\d+) samples, (\d+) in range, (\d+) in hot\(\)")
FREE_PAGES = re.compile(r"proftest: free pages (\d+) before, (\d+) after")
KERNEL = re.compile(r"proftest: kernel: (\d+) samples, (\d+) outside")


def proftest_figures(output):
    """The figures of one proftest run, as numbers."""
    hot = HOT_LOOP.search(output)
    pages = FREE_PAGES.search(output)
    kernel = KERNEL.search(output)
    assert hot and pages and kernel, f"proftest printed no figures:\n{output}"
    return {
        "samples": int(hot[1]), "in_range": int(hot[2]), "in_hot": int(hot[3]),
        "pages_before": int(pages[1]), "pages_after": int(pages[2]),
        "kernel_samples": int(kernel[1]), "kernel_outside": int(kernel[2]),
    }


def run_proftest(machine):
    output = machine.run("proftest", timeout=PROFTEST_TIMEOUT)
    assert "proftest: ALL OK" in output, f"proftest failed:\n{output}\nconsole: {machine.log_path}"
    return proftest_figures(output)


# Opt-in (make measure, --with=measure): a boot of two minutes, which took
# make test over its budget of 9 minutes on 2 cores (613 s with it, 502 s
# without: measured/bench/make-test-2026-12-07*.md); README says so.
@pytest.mark.slow
@pytest.mark.measure
def test_proftest_around_usertests(machine, capsys):
    """Handout §5's boot: four proftests, usertests -q, four more.  Here
    usertests runs under prof -k (§5 ran it so too), over the kernel's
    text on all three harts throughout: every test reports OK, none
    FAILED, and prof's report has a sample a tick or more, none outside."""
    figures = [run_proftest(machine) for _ in range(4)]
    usertests = machine.run("prof -k usertests -q", timeout=USERTESTS_TIMEOUT)
    where = f"console: {machine.log_path}"
    assert "usertests starting" in usertests, where
    assert "test " in usertests and ": OK" in usertests, f"no test reported OK; {where}"
    assert [line for line in usertests.splitlines() if "FAILED" in line] == [], where
    assert "ALL TESTS PASSED" in usertests, where
    ticks, summary, functions = prof_report(usertests)
    assert int(summary[1]) >= ticks, usertests    # three harts, about one sample a tick each
    assert summary[2] == "0", usertests           # none outside the kernel's text
    assert functions, usertests
    figures += [run_proftest(machine) for _ in range(4)]

    with capsys.disabled():
        print("\nproftest hot loop (samples, in hot()):",
              [(f["samples"], f["in_hot"]) for f in figures],
              "kernel samples:", [f["kernel_samples"] for f in figures],
              "free pages:", sorted({f["pages_before"] for f in figures}))
    # The hot loop spins for 30 of hart 0's ticks on whichever hart it
    # runs; that hart's own timer is out of phase with hart 0's, and on a
    # 2-core host emulating 3 harts a starved vCPU folds two ticks into
    # one.  So every run must reach the spec's 90% of 30, and the set must
    # show the sampler takes nearly every tick: 6 of 8 runs at 29 or 30.
    hot = [f["in_hot"] for f in figures]
    assert min(hot) >= 27, f"hot loop: under 90% of 30 ticks in hot(): {hot}; {figures}"
    assert sum(count >= 29 for count in hot) >= 6, f"hot loop: too few runs at 29-30: {hot}"
    for f in figures:
        assert f["pages_before"] == f["pages_after"], figures
        assert f["kernel_samples"] >= 10 and f["kernel_outside"] == 0, figures


def test_prof_grep_finds_the_matcher(machine):
    """prof grep on a backtracking pattern: the hottest function is the matcher."""
    machine.run("cat README README README README README README README README > b1")
    assert machine.run("wc b1").split()[2] == "19528"
    output = machine.run("prof grep .*.*.*z b1", timeout=120)
    ticks, summary, functions = prof_report(output)
    assert int(summary[1]) >= 10, output
    assert summary[2] == "0", output
    assert functions, output
    assert functions[0][2] in ("matchstar", "matchhere"), output


def test_prof_works_from_a_subdirectory(machine):
    """prof opens /cmd.sym from /, so functions are named from any directory."""
    machine.run("mkdir sub")
    machine.run("cd sub")
    output = machine.run("/prof /grep .*.*.*z /README", timeout=60)
    _, _, functions = prof_report(output)
    names = {name for _, _, name in functions}
    assert names & {"matchstar", "matchhere"}, f"the matcher is not named:\n{output}"
    assert "?" not in names, f"unnamed samples: /grep.sym was not found:\n{output}"


def test_prof_kernel_echo(machine):
    output = machine.run("prof -k echo hi", timeout=60)
    assert output.splitlines()[0] == "hi", output
    _, summary, _ = prof_report(output)
    assert summary[3] == "80000000", output
    # Nothing else holds the kernel profile afterwards: a second one works.
    output = machine.run("prof -k echo hi", timeout=60)
    assert "prof: profile failed" not in output, output
    prof_report(output)


def test_hostile_arguments(machine):
    """Thousands of profile/profget calls with random and hostile arguments."""
    output = machine.run("proffuzz 6000", timeout=300)
    assert "proffuzz: 6000 calls, 0 wrong results" in output, output
    assert "proffuzz: OK" in output, output
    assert machine.run("echo alive") == "alive"
