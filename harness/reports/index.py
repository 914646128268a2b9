"""README.md beside the transcripts: the index of the clinics' pages, and
of the measures of the handout's §5 that ran."""

import re

from harness.expected import spec
from harness.expected.kernels import BASE_KERNEL, kernel_title
from harness.reports.markdown import prose, row
from harness.reports.render import measure_line, verdict_line


def is_measure(clinic):
    """A measure of the handout's §5 (expected/measure/): runs of the reference alone."""
    return clinic.kind == spec.MEASURE


def handout_order(clinic):
    """Clinics in the handout's order (§4, clinic 1 before clinic 2), then by name."""
    return (not clinic.handout, [int(n) for n in re.findall(r"\d+", clinic.handout)], clinic.bug)


def render_index(variants, clinics, places, patch_of, dropped=(), left_out=()):
    """README.md beside the transcripts: every clinic's scenarios, in the
    handout's order, each with its handout section, its verdict line on
    the bug and on the reference, and a link to its summary; then, when
    measures of the handout's §5 ran (expected/measure/), each of their
    scenarios with its verdict line, its checks held and a link.

    variants: {variant: its runs}; clinics: {bug: Clinic};
    places: {(variant, bug, scenario): anchor of its summary};
    dropped: [(variant, bug, scenario, number)] of earlier runs whose logs are gone;
    left_out: [(bug, scenario)] of runs no expected file describes."""
    sides = sorted(variants, key=lambda variant: (patch_of(variant) is None, variant))
    runs = {}   # (bug, scenario) -> {variant: runs}
    for variant, its_runs in variants.items():
        for run in its_runs:
            runs.setdefault((run.bug, run.scenario), {}).setdefault(variant, []).append(run)
    out = ["# Transcripts", "",
           "What happened when we ran the clinics of the handout's §4: one file a variant, "
           "each beginning with a summary of its scenarios (the checks, the handout's "
           "figures, this run's values), then the patch, then each run's console and gdb.  "
           "Made from recorded runs by `make transcripts` (or `python3 -m harness "
           "render LOGDIR OUT`).", "",
           "In them, `$RUN` is a boot's temporary folder (its copy of fs.img, gdb's socket), "
           "`$LOGDIR` the run's log folder, and `.build/<variant>/` the build cache in the "
           "project.", ""]
    kernels = sorted({run.kernel for its_runs in variants.values() for run in its_runs})
    if kernels not in ([], [BASE_KERNEL]):
        out += [prose("These runs ran on " + " and ".join(kernel_title(name) for name in kernels)
                      + " (kernels/README.md)."), ""]
    if dropped:
        gone = "; ".join(f"{variant} under {bug}, {scenario!r}, run {number}"
                         for variant, bug, scenario, number in sorted(dropped))
        out += [prose(f"Earlier runs whose logs are gone were dropped from these pages: "
                      f"{gone}."), ""]
    if left_out:
        named = "; ".join(f"{bug}, {scenario!r}" for bug, scenario in left_out)
        out += [prose(f"Runs of scenarios that no expected file describes (the harness's "
                      f"own tests) were left out: {named}."), ""]
    measures = [clinic for clinic in clinics.values() if is_measure(clinic)]
    if len(measures) < len(clinics):
        out += [row(["handout", "clinic", "scenario", "on the bug", "on the reference"]),
                row(["---"] * 5)]
    for clinic in sorted(clinics.values(), key=handout_order):
        if clinic in measures:
            continue
        for number, name in enumerate(_scenario_names(clinic, runs)):
            ran = runs.get((clinic.bug, name), {})
            cells = {True: "not run", False: "not run"}   # is the reference: the cell
            for variant in sides:
                if variant in ran:
                    anchor = places[(variant, clinic.bug, name)]
                    link = f"[{verdict_line(ran[variant])}]({variant}.md#{anchor})"
                    cells[patch_of(variant) is None] = link
            first = number == 0
            out.append(row([prose(clinic.handout, True) if first else "",
                            prose(clinic.title, True) if first else "", prose(name, True),
                            cells[False], cells[True]]))
    if measures:
        out += ["", "## Measures", "",
                "The handout's §5 measured on the reference (`make measure`, "
                "expected/measure/): each scenario's checks hold a relation our build must "
                "show, beside the handout's figure.", "",
                row(["handout", "measure", "scenario", "on the reference"]), row(["---"] * 4)]
    for clinic in sorted(measures, key=handout_order):
        for number, name in enumerate(_scenario_names(clinic, runs)):
            cell = "not run"
            for variant, its_runs in sorted(runs.get((clinic.bug, name), {}).items()):
                anchor = places[(variant, clinic.bug, name)]
                cell = f"[{measure_line(its_runs)}]({variant}.md#{anchor})"
            first = number == 0
            out.append(row([prose(clinic.handout, True) if first else "",
                            prose(clinic.title, True) if first else "", prose(name, True), cell]))
    out += ["", "## What to do next", "",
            "Open a clinic's page: it opens with what the bug did under each scenario, "
            "beside what the reference did, and keeps the answer collapsed under "
            "\"Why it happens\".  To try a clinic's bug yourself, `make exercise BUG=<bug>` "
            "copies its kernel for you to fix, and `make check BUG=<bug> "
            "TREE=exercises/<bug>` says whether your fix cured it"
            + ("." if kernels in ([], [BASE_KERNEL]) else
               ": both take base/'s trees, so run them without KERNEL=.")]
    return "\n".join(out) + "\n"


def _scenario_names(clinic, runs):
    """A clinic's scenarios in its file's order, then any other its runs name."""
    names = [scenario.name for scenario in clinic.scenarios]
    return names + sorted({name for bug, name in runs if bug == clinic.bug} - set(names))
