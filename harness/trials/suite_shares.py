"""make test's budget: each test file's share of its time.

`python3 -m harness bench --test-shares` (make bench-test, and the last
part of make bench) runs make test's own pytest command (two workers,
--dist loadgroup) with a JUnit report in a scratch folder, and prints its
wall time against the budget (BUDGET: ten minutes less a minute of
headroom), then a row a test file (an expected file is one): its summed
seconds and its share of all the tests' seconds, the longest first.  The
same goes to measured/bench/make-test-<date>.md.  A file whose share of
the budget would take the suite over it is a candidate for an opt-in
tier (README, "Commands": make test-trees, make test-ssh, make measure).
"""

import datetime
import subprocess
import tempfile
import time
import xml.etree.ElementTree as ElementTree
from pathlib import Path

from harness import REPO, tools
from harness.measured import host

LIMIT = 600.0        # seconds: make test's limit on this host
BUDGET = LIMIT - 60  # a minute of headroom under it
BENCH = REPO / "measured" / "bench"
SHOWN = 15           # rows of the longest files; the rest summed in one


def group_of(classname):
    """A test's file from its JUnit classname: "scenarios.test_cli" ->
    "scenarios/test_cli.py"; "expected.sepc_after_yield.toml" (a clinic's
    file) -> "expected/sepc_after_yield.toml"."""
    parts = [part for part in classname.split(".") if not part.startswith("Test")]
    if parts[-1] == "toml":
        return "/".join(parts[:-2]) + f"/{parts[-2]}.toml"
    return "/".join(parts) + ".py"


def shares(report):
    """{file: summed seconds} of a JUnit report, the longest first (pure)."""
    seconds = {}
    for case in ElementTree.parse(report).iter("testcase"):
        name = group_of(case.get("classname") or "")
        seconds[name] = seconds.get(name, 0.0) + float(case.get("time") or 0.0)
    return dict(sorted(seconds.items(), key=lambda item: -item[1]))


def table(found, wall):
    """The page's text (pure)."""
    total = sum(found.values()) or 1.0
    rows = [f"| {name} | {seconds:.0f} s | {seconds / total:.1%} |"
            for name, seconds in list(found.items())[:SHOWN]]
    rest = list(found.values())[SHOWN:]
    if rest:
        rows.append(f"| {len(rest)} other files | {sum(rest):.0f} s | {sum(rest) / total:.1%} |")
    verdict = (f"within its budget of {BUDGET:.0f} s ({BUDGET - wall:.0f} s to spare)"
               if wall <= BUDGET else f"OVER its budget of {BUDGET:.0f} s by {wall - BUDGET:.0f} s")
    return (f"make test took {wall:.0f} s of wall time: {verdict}; its tests' own times sum "
            f"to {total:.0f} s over its two workers.\n\n| test file | seconds | share |\n"
            "|---|---|---|\n" + "\n".join(rows) + "\n")


def bench():
    """Run make test's command with a report, print and write the table.  0
    when the suite passed within its budget, else 1."""
    argv = tools.pytest_command("-n", "2", "--dist", "loadgroup")
    with tempfile.TemporaryDirectory(prefix="profclinic-test-shares-") as scratch:
        report = Path(scratch) / "report.xml"
        started = time.monotonic()
        status = subprocess.run([*argv, f"--junitxml={report}",
                                 f"--logdir={Path(scratch) / 'logs'}"], cwd=REPO,
                                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL).returncode
        wall = time.monotonic() - started
        found = shares(report) if report.is_file() else {}
    text = table(found, wall)
    page = (f"# make test's time, {datetime.date.today()}\n\nOn "
            f"{host.described(host.this_host())}, `python3 -m harness bench --test-shares` "
            f"(pytest exit {status}).  " + text + "\nNext: a file whose share takes the "
            "suite over its budget goes to an opt-in tier (README, \"Commands\").\n")
    BENCH.mkdir(parents=True, exist_ok=True)
    path = BENCH / f"make-test-{datetime.date.today()}.md"
    path.write_text(page)
    print(text + f"\nwritten: {path}")
    return 0 if status == 0 and wall <= BUDGET else 1

