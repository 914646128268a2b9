"""Teachers' transcripts, made from recorded runs without running anything again.

write_transcripts() reads every run.json under some folders (format 2,
harness/run/record.py) and writes, in one folder:

- one Markdown file a variant, opening with one screen of summary (the
  clinic, what the learner believed and changed, a table of checks per
  scenario, each verdict in plain words, on a bug's page the reference's
  own values beside the bug's), then the patch (the reference's comments
  it removes only in a collapsed copy: they tell why), then each run's
  console and gdb (harness/reports/render.py), and last what to do next;
- the SVG figures each scenario names (harness/reports/figures.py), linked under
  its summary;
- README.md, an index with links: the clinics, then any measures of the
  handout's §5 that ran.

The folder accumulates: transcripts.json in it names the run folders each
page was made from, and the next write renders the runs it is given with
those (the newest runs of a variant, bug and scenario replacing older
ones; runs whose folders are gone are dropped, with a note in the
index).  So a clinic stays indexed until it is made again or the folder
is removed (make clean), in whatever order the clinics are made.

No path of the machine that ran them is left in the text
(harness/reports/scrub.py), so the same runs give the same bytes.

This module reads no build: the caller gives patch_of (a variant's patch)
and marks_of (where a build turns interrupts back on), so that building
never depends on rendering.
"""

from dataclasses import dataclass, field
from pathlib import Path

from harness.endings import NO_SYMPTOM
from harness.expected.kernels import BASE_KERNEL, kernel_title
from harness.expected import spec
from harness.reports import figures, samples
from harness.reports.checks import known_trouble, render_checks, verdict_in_words
from harness.reports.index import handout_order, is_measure, render_index
from harness.reports.manifest import earlier_runs, write_manifest
from harness.reports.markdown import Page, patch_parts, prose, without_removed_comments
from harness.reports.render import (WHY_PARTS, chance_in_words, deciding, measure_line,
                                    render_events, shown_as, verdict_line, why_section)
from harness.reports.scrub import scrubbed, without_machine_paths
from harness.reports.sides import Sides
from harness.run.judge import counted
from harness.run.record import load_runs

PASSED = "verdict: no symptom: it behaves as the reference must"


def write_transcripts(folders, out_dir, patch_of, *, clinics=None, marks_of=None,
                      symbols_of=None):
    """One Markdown file per variant in out_dir, from every run.json under the
    folders, and README.md, their index; beside them, the SVG figures each
    scenario names, linked under its summary.

    patch_of(variant): the variant's patch file, None for the reference.
    clinics: the spec.Clinic objects the runs are of (a list, or {bug:
    Clinic}); loaded from expected/ (clinics and measures) when not given.
    They give the titles, the handout's sections, the order of the
    scenarios, and the figures each scenario names.  A run of a bug none
    of them describes is shown under its bug's name when clinics are
    given; when they come from expected/, it is a harness self-test (a
    throwaway scenario of scenarios/test_gdb.py, say), left out and named
    in the index.
    marks_of(variant, source key): where that build turns interrupts back
    on, for the kernel profile's figure; None: not marked.
    symbols_of(variant, source key, program): that build's symbols of a
    user program (the kernel's for None), for the tables of gdb's stops
    (harness/reports/samples.py); None: samples are not named by function.

    Returns the Markdown files written, the index last (none without runs).
    The same runs give the same bytes (figures too), wherever and whenever
    they were recorded.
    """
    out_dir = Path(out_dir)
    runs, dropped, stale = earlier_runs(load_runs(folders), out_dir)
    runs = sorted(runs, key=lambda run: (run.bug, run.scenario, run.number, str(run.folder)))
    if not runs:
        return []
    known = _known_clinics(clinics)
    left_out = []
    if clinics is None:
        left_out = sorted({(run.bug, run.scenario) for run in runs if run.bug not in known})
        runs = [run for run in runs if run.bug in known]
        if not runs:
            return []
    clinics = {bug: known.get(bug) or _Unlisted(bug, bug) for bug in sorted({run.bug for run in runs})}
    measured = _measured(runs, patch_of)
    variants = {}
    for run in runs:
        variants.setdefault(run.variant, []).append(run)
    out_dir.mkdir(parents=True, exist_ok=True)
    scenarios = {(clinic.bug, scenario.name): scenario
                 for clinic in clinics.values() for scenario in clinic.scenarios}
    shown = figures.make_figures(
        runs, out_dir, patch_of, marks_of,
        wanted={key: scenario.figures for key, scenario in scenarios.items()},
        names={key: figures.proftest_conditions(scenario) for key, scenario in scenarios.items()})
    both = samples.sides(runs, patch_of)
    sides = {key: tuple(deciding(side) if side else None for side in pair)
             for key, pair in both.items()}
    texts, places = {}, {}
    # The reference's page first: a bug's page links to its summaries.
    for variant, its_runs in sorted(variants.items(), key=lambda item: patch_of(item[0]) is not None):
        texts[variant], anchors = _variant_page(
            variant, its_runs, patch_of(variant), clinics, measured, shown,
            Sides(scenarios, both, sides, symbols_of, places))
        places.update({(variant, *key): anchor for key, anchor in anchors.items()})
    written = []
    for variant in sorted(texts):
        path = out_dir / f"{variant}.md"
        path.write_text(texts[variant])
        written.append(path)
    for variant in sorted(stale - set(variants)):   # every run of its page is gone
        (out_dir / f"{variant}.md").unlink(missing_ok=True)
    index = out_dir / "README.md"
    index.write_text(render_index(variants, clinics, places, patch_of, dropped, left_out))
    write_manifest(out_dir, variants)
    return written + [index]


@dataclass
class _Unlisted:
    """A stand-in for the clinic of a bug no expected file describes."""
    bug: str
    title: str
    handout: str = ""
    scenarios: list = field(default_factory=list)
    kind: str = spec.CLINIC


def _known_clinics(clinics):
    """{bug: Clinic} of the clinics given, or of every clinic and measure
    file of expected/ that loads."""
    if clinics is None:
        found, _ = spec.load_clinics()
        measures, _ = spec.load_measures()
        clinics = [*_listed(found), *_listed(measures)]
    return {clinic.bug: clinic for clinic in _listed(clinics)}


def _listed(clinics):
    return list(clinics.values()) if isinstance(clinics, dict) else list(clinics)


def _measured(runs, patch_of):
    """{(bug, scenario): its measured rate, in words (rates.py)} from the bug's runs
    (the reference's runs do not record it)."""
    found = {}
    for run in runs:
        if run.measured is not None and patch_of(run.variant) is not None:
            found.setdefault((run.bug, run.scenario), run.measured)
    return found


def _by_clinic(runs, clinics):
    """[(clinic, [(scenario name, spec.Scenario or None, runs)])]: clinics in
    the handout's order, scenarios in their expected file's order."""
    grouped = {}
    for run in runs:
        grouped.setdefault(run.bug, {}).setdefault(run.scenario, []).append(run)
    out = []
    for clinic in sorted((clinics[bug] for bug in grouped), key=handout_order):
        known = {scenario.name: scenario for scenario in clinic.scenarios}
        order = [name for name in known if name in grouped[clinic.bug]]
        order += sorted(name for name in grouped[clinic.bug] if name not in known)
        out.append((clinic, [(name, known.get(name), grouped[clinic.bug][name])
                             for name in order]))
    return out


def _clinic_heading(clinic):
    return f"{clinic.title} ({clinic.handout})" if clinic.handout else clinic.title


def _variant_page(variant, runs, patch, clinics, measured, shown, sides):
    """(Markdown, {(bug, scenario): anchor of its summary}) of a variant's transcript.
    shown: {(variant, bug, scenario): [(SVG file beside the page, alt text)]};
    sides: a sides.Sides, what the page shows of the scenarios' other runs.

    A bug's page gives each clinic's "Why it happens" right after its
    scenarios' summaries, collapsed: the summaries' checks and figures are
    the evidence it points to, and it comes before the long consoles,
    where a reader still finds it."""
    logdirs = [folder for run in runs for folder in (run.logdir, run.folder) if folder]
    runs = [scrubbed(run, logdirs) for run in runs]
    page = Page()
    grouped = _by_clinic(runs, clinics)
    on_bug = patch is not None
    alone = on_bug and len(grouped) == 1   # a bug's page: one clinic
    kernel = runs[0].kernel if runs else BASE_KERNEL
    on_kernel = "" if kernel == BASE_KERNEL else f", on {kernel_title(kernel)}"
    if alone:
        clinic = grouped[0][0]
        page.heading(1, clinic.title)
        where = f"The handout's {clinic.handout}: t" if clinic.handout else "T"
        page.add(f"{where}he bug `{variant}` (`{without_machine_paths(str(patch))}`), "
                 f"under each scenario of its clinic{on_kernel}.", "")
    elif not on_bug:
        page.heading(1, "The reference, under every clinic's scenarios")
        page.add(f"The reference solution ({kernel_title(kernel)} with no patch).  Under a "
                 "clinic's scenario it must not show the symptom (no symptom check may hold "
                 "but the context ones), and every check of what the reference must do "
                 "must hold.", "")
    else:
        page.heading(1, variant)
        if on_kernel:
            page.add(f"Run{on_kernel}.", "")
    if on_bug:
        header, diff = patch_parts(Path(patch).read_text())
        page.add(*header)
    for clinic, scenarios in grouped:
        if not alone:
            page.heading(2, _clinic_heading(clinic))
        why = dict(getattr(clinic, "why", {}) or {}) if on_bug else {}
        differs_at = _differs_at(why, [name for name, _, _ in scenarios])
        for name, scenario, its_runs in scenarios:
            _summary(page, 2 if alone else 3, clinic, name, scenario, its_runs,
                     measured.get((clinic.bug, name)), on_bug,
                     drawn=shown.get((variant, clinic.bug, name), ()),
                     differs=why.get("differs") if name == differs_at else None,
                     sides=sides)
        for name, why_not in getattr(clinic, "not_here", {}).items():
            page.heading(2 if alone else 3, name, key=("summary", clinic.bug, name))
            page.add(f"**Not run on {kernel_title(kernel)}:** {prose(why_not)}", "")
        parts = [part for part in WHY_PARTS if part[0] != "differs" or differs_at is None]
        page.add(*why_section(why, parts))
    if on_bug:
        page.heading(2, "The patch")
        page.add(*_patch_lines(diff))
    page.heading(2, "What happened when we ran it")
    explained = set()   # the set-up commands explained on this page
    for clinic, scenarios in grouped:
        for name, scenario, its_runs in scenarios:
            summarised = deciding(its_runs)
            for run in its_runs:
                title = f"{name}, run {run.number}: {run.verdict}"
                key = (clinic.bug, name)
                page.heading(3, title if alone else f"{clinic.bug}: {title}", key=_run_key(run))
                events = scrubbed(run.events(), logdirs)
                if not any(str(event["text"]).startswith("verdict: ") for event in events
                           if event["side"] == "harness"):
                    page.add(prose(run.detail), "")   # else the run's last note says it
                tables = sides.tables(key, on_bug) if run is summarised else []
                if tables:
                    page.heading(4, f"Where the samples of {name} came from",
                                 key=("tables", *key))
                    page.add(*tables)
                page.add(render_events(events, run.stops(), checks=False, explained=explained,
                                       verdict=_verdict_note(run, clinic, on_bug),
                                       stops_shown=_stops_shown(page, key, tables, on_bug)))
                if run is not summarised:
                    page.add(render_checks(run, shown_as(scenario), on_bug))
    _next_steps(page, variant, grouped, on_bug, alone, kernel)
    anchors = {key[1:]: anchor for key, anchor in page.anchors.items() if key[0] == "summary"}
    # What the data held is clean by now; this catches a path in the page's own text.
    return without_machine_paths(page.text(), logdirs), anchors


def _verdict_note(run, clinic, on_bug):
    """What a run's own "verdict: ..." note says on the page: in plain words
    (render.verdict_in_words); a measure's as recorded."""
    if _passes([run], clinic, on_bug):
        return PASSED
    if is_measure(clinic):
        return None
    return f"verdict: {verdict_in_words(run, on_bug)}"


def _stops_shown(page, key, tables, on_bug):
    """In place of the deciding run's table of gdb's stops, where the page
    lists them already (the bug's wrong samples, one row a stop); None:
    the table."""
    if not (on_bug and tables and any("its trap frame's epc" in line for line in tables)):
        return None
    return (f"gdb's stops are the rows of the table in "
            f"{page.link('where the samples came from', ('tables', *key))}.")


def _patch_lines(diff):
    """The patch as the page shows it: without the reference's comments the
    patch removes (they give the answer away), the whole patch collapsed
    below, when any were left out."""
    shown = without_removed_comments(diff)
    lines = ["```diff", shown.rstrip("\n"), "```", ""]
    if shown != diff:
        lines += ["<details><summary>The whole patch, with the reference's comments it "
                  "removes (they tell why)</summary>", "", "```diff", diff.rstrip("\n"), "```",
                  "", "</details>", ""]
    return lines


def _next_steps(page, variant, grouped, on_bug, alone, kernel=BASE_KERNEL):
    """The page's last section: what to do next (a learner's tree is of base/)."""
    page.heading(2, "What to do next")
    which = "this kernel" if kernel == BASE_KERNEL else "base/, profclinic's kernel,"
    if on_bug and alone:
        page.add(f"Try it on your own tree: `make exercise BUG={variant}` copies "
                 f"{which} bug and all, into `exercises/{variant}/`.  Explain the "
                 f"symptom before you open \"Why it happens\", mend the tree, then `make "
                 f"check BUG={variant} TREE=exercises/{variant}` says whether it is cured."
                 + ("" if kernel == BASE_KERNEL else f"  Both work on base/'s trees only, so run "
                    f"them without KERNEL={kernel}."), "")
    elif on_bug:
        page.add("Read each clinic's page, then `make exercise BUG=<bug>` and `make check "
                 "BUG=<bug> TREE=exercises/<bug>`.", "")
    else:
        pages = ", ".join(f"[{clinic.bug}]({clinic.bug}.md)" for clinic, _ in grouped
                          if not is_measure(clinic))
        page.add("This page is what a cured tree must do.  " + (
                 f"Read the bug's page of each clinic: {pages}; each compares the bug's "
                 f"values with these." if pages else "The clinics' pages compare with it."), "")


def _run_key(run):
    return ("run", run.bug, run.scenario, run.number, str(run.folder))


def _differs_at(why, names):
    """The one scenario a clinic's "differs" text names, where it is said; None:
    at the end of its "Why it happens"."""
    said = (why.get("differs") or "").lower()
    named = [name for name in names if said and name.lower() in said]
    return named[0] if len(named) == 1 else None


def _passes(runs, clinic, on_bug):
    """On the reference's page, a clinic's runs that behave as the reference must:
    no symptom in each boot, and every check of the reference held."""
    ran = counted(runs)
    return (not on_bug and not is_measure(clinic) and bool(ran)
            and all(run.verdict == NO_SYMPTOM and all(outcome.result == "yes"
                                                      for outcome in run.reference)
                    for run in ran))


def _summary(page, level, clinic, name, scenario, runs, measured, on_bug, drawn=(),
             differs=None, sides=None):
    """A scenario's summary: its verdict, how often the symptom shows if by
    chance, the deciding run's checks, the known trouble its runs printed,
    its figures (SVG files beside the page), where our run differs from the
    handout's (differs), links to its tables of gdb's stops (if it has
    them: they stand before the deciding run's console, off the first
    screen) and to every run."""
    page.heading(level, name, key=("summary", clinic.bug, name))
    last = deciding(runs)
    if is_measure(clinic):
        page.add(f"**{measure_line(runs)}**", "")
    elif _passes(runs, clinic, on_bug):
        boots = f", in {len(counted(runs))} boots" if len(counted(runs)) > 1 else ""
        page.add(f"**behaves as the reference must**: the symptom does not show{boots}, and "
                 f"every check of what the reference must do holds.", "")
    elif len(runs) > 1:
        page.add(f"**{verdict_line(runs)}**", "",
                 f"Run {last.number}: {prose(verdict_in_words(last, on_bug))}.", "")
    else:
        page.add(f"**{prose(verdict_in_words(last, on_bug))}**", "")
    by_chance = scenario.by_chance if scenario is not None else measured is not None
    if by_chance and not is_measure(clinic):
        sentence, figures_ = chance_in_words(runs, measured, on_bug, clinic.bug)
        page.add(prose(sentence) + page.footnote(prose(figures_)), "")
    if len(runs) > 1:
        page.add(f"The checks of run {last.number}:", "")
    key = (clinic.bug, name)
    page.add(render_checks(last, shown_as(scenario), on_bug,
                           sides.reference(key) if on_bug else None))
    if on_bug and (wrong := sides.wrong(key)):
        page.add(prose(wrong), "")
    if (trouble := known_trouble(scenario, *sides.runs(key))):
        page.add(trouble, "")
    for file, alt in drawn:
        page.add(f"![{prose(alt)}]({file})", "")
    if differs:
        page.add(f"**Where our run differs from the handout's:** {prose(differs)}", "")
    if scenario is not None and scenario.differs and runs:
        page.add(f"**On {kernel_title(runs[0].kernel)}:** {prose(scenario.differs)}", "")
    links = ", ".join(page.link(f"run {run.number}", _run_key(run)) for run in runs)
    if sides.tables(key, on_bug):
        what = ("gdb's stops, and whose pcs they were" if on_bug and sides.wrong(key)
                else "gdb's stops by hart")
        where = page.link(what, ("tables", *key))
        page.add(f"Where its samples came from: {where}.", "")
    page.add(f"Console and gdb: {links}.", "")
