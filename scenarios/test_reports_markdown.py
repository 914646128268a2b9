"""Markdown as the pages write it (harness/reports/markdown.py): headings'
anchors as GitHub makes them, footnotes, and text escaped as prose."""

import pytest

from harness.reports import markdown
from harness.reports.markdown import github_anchor


@pytest.mark.usefixtures("recorded_clinics")
def test_github_anchors():
    for heading, anchor in [
            ("gdb at the samples under three hogs", "gdb-at-the-samples-under-three-hogs"),
            ("prof -k twice, then proftest", "prof--k-twice-then-proftest"),
            ("Read sepc after yield (§4, clinic 2)", "read-sepc-after-yield-4-clinic-2"),
            ("8-byte buckets above pop_off", "8-byte-buckets-above-pop_off"),
            ("Sampled on hart 0's tick, in clockintr", "sampled-on-hart-0s-tick-in-clockintr"),
            ("sepc_after_yield: proftest, run 1: no symptom",
             "sepc_after_yield-proftest-run-1-no-symptom")]:
        assert github_anchor(heading) == anchor
    taken = {}
    assert [github_anchor("Run 1", taken) for _ in range(3)] == ["run-1", "run-1-1", "run-1-2"]


def test_footnotes_go_at_the_end_of_the_page():
    page = markdown.Page()
    page.add(f"one{page.footnote('the first')}", "", f"two{page.footnote('the second')}", "")
    assert page.text() == "one[^1]\n\ntwo[^2]\n\n[^1]: the first\n[^2]: the second\n"


def test_a_patch_s_header_stops_where_its_diff_begins_on_either_kernel():
    from harness import REPO
    from harness.reports.markdown import patch_parts
    header, diff = patch_parts("Clinic 1 on xv6-riscv: sampled on hart 0's tick\n"
                               "As bugs/x.patch, on the port.\n\ndiff --git a/k.c b/k.c\n"
                               "index e22d0fc..d790511 100644\n--- a/k.c\n+++ b/k.c\n")
    assert header == ["As bugs/x.patch, on the port.", ""]
    assert diff.startswith("diff --git a/k.c b/k.c\nindex ")
    header, diff = patch_parts("Clinic 5: Wrote prof.out\nBelieved: that.\n\n--- a/k.c\n"
                               "+++ b/k.c\n")
    assert header == ["**Believed:** that.", ""] and diff == "--- a/k.c\n+++ b/k.c\n"
    for patch in [*REPO.glob("bugs/*.patch"), *REPO.glob("kernels/*/bugs/*.patch")]:
        header, diff = patch_parts(patch.read_text())
        assert diff.startswith(("--- ", "diff ")), patch
        assert not any("diff --git" in line or line.startswith("index ") for line in header)
