"""Teachers' transcripts, made from recorded runs without running anything again.

write_transcripts() reads every run.json under some folders (format 2,
harness/record.py) and writes, in one folder:

- one Markdown file a variant, opening with one screen of summary (the
  clinic, what the learner believed and changed, a table of checks per
  scenario), then the patch, then each run's console and gdb
  (harness/render.py);
- the SVG figures each scenario names (harness/figures.py), linked under
  its summary;
- README.md, an index with links: the clinics, then any measures of the
  handout's §5 that ran.

No path of the machine that ran them is left in the text
(harness/scrub.py), so the same runs give the same bytes.

This module reads no build: the caller gives patch_of (a variant's patch)
and marks_of (where a build turns interrupts back on), so that building
never depends on rendering.
"""

import re
from dataclasses import dataclass, field
from pathlib import Path

from harness import figures, spec
from harness.judge import counted, shows
from harness.markdown import Page, prose, row
from harness.record import load_runs
from harness.render import deciding, measure_line, render_checks, render_events, verdict_line
from harness.scrub import scrubbed, without_machine_paths


def write_transcripts(folders, out_dir, patch_of, *, clinics=None, marks_of=None):
    """One Markdown file per variant in out_dir, from every run.json under the
    folders, and README.md, their index; beside them, the SVG figures each
    scenario names, linked under its summary.

    patch_of(variant): the variant's patch file, None for the reference.
    clinics: the spec.Clinic objects the runs are of (a list, or {bug:
    Clinic}); loaded from expected/ (clinics and measures) when not given.
    They give the titles, the handout's sections, the order of the
    scenarios, and the figures each scenario names.  A run of a bug none
    of them describes is shown under its bug's name.
    marks_of(variant, source key): where that build turns interrupts back
    on, for the kernel profile's figure; None: not marked.

    Returns the Markdown files written, the index last (none without runs).
    The same runs give the same bytes (figures too), wherever and whenever
    they were recorded.
    """
    runs = sorted(load_runs(folders),
                  key=lambda run: (run.bug, run.scenario, run.number, str(run.folder)))
    if not runs:
        return []
    known = _known_clinics(clinics)
    clinics = {bug: known.get(bug) or _Unlisted(bug, bug) for bug in sorted({run.bug for run in runs})}
    measured = _measured(runs, patch_of)
    variants = {}
    for run in runs:
        variants.setdefault(run.variant, []).append(run)
    out_dir = Path(out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    wanted = {(clinic.bug, scenario.name): scenario.figures
              for clinic in clinics.values() for scenario in clinic.scenarios}
    shown = figures.make_figures(runs, out_dir, patch_of, marks_of, wanted=wanted)
    written, places = [], {}
    for variant, its_runs in sorted(variants.items()):
        text, anchors = _variant_page(variant, its_runs, patch_of(variant), clinics, measured,
                                      shown)
        path = out_dir / f"{variant}.md"
        path.write_text(text)
        written.append(path)
        places.update({(variant, *key): anchor for key, anchor in anchors.items()})
    index = out_dir / "README.md"
    index.write_text(render_index(variants, clinics, places, patch_of))
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


def _is_measure(clinic):
    """A measure of the handout's §5 (expected/measure/): runs of the reference alone."""
    return clinic.kind == spec.MEASURE


def _measured(runs, patch_of):
    """{(bug, scenario): its measured rate, in words} from the bug's runs
    (the reference's runs do not record it)."""
    found = {}
    for run in runs:
        if run.measured is not None and patch_of(run.variant) is not None:
            found.setdefault((run.bug, run.scenario), f"measured: {run.measured}")
    return found


def _handout_order(clinic):
    """Clinics in the handout's order (§4, clinic 1 before clinic 2), then by name."""
    return (not clinic.handout, [int(n) for n in re.findall(r"\d+", clinic.handout)], clinic.bug)


def _by_clinic(runs, clinics):
    """[(clinic, [(scenario name, spec.Scenario or None, runs)])]: clinics in
    the handout's order, scenarios in their expected file's order."""
    grouped = {}
    for run in runs:
        grouped.setdefault(run.bug, {}).setdefault(run.scenario, []).append(run)
    out = []
    for clinic in sorted((clinics[bug] for bug in grouped), key=_handout_order):
        known = {scenario.name: scenario for scenario in clinic.scenarios}
        order = [name for name in known if name in grouped[clinic.bug]]
        order += sorted(name for name in grouped[clinic.bug] if name not in known)
        out.append((clinic, [(name, known.get(name), grouped[clinic.bug][name])
                             for name in order]))
    return out


def _clinic_heading(clinic):
    return f"{clinic.title} ({clinic.handout})" if clinic.handout else clinic.title


def _variant_page(variant, runs, patch, clinics, measured, shown):
    """(Markdown, {(bug, scenario): anchor of its summary}) of a variant's transcript.
    shown: {(variant, bug, scenario): [(SVG file beside the page, alt text)]}."""
    logdirs = [folder for run in runs for folder in (run.logdir, run.folder) if folder]
    runs = [scrubbed(run, logdirs) for run in runs]
    page = Page()
    grouped = _by_clinic(runs, clinics)
    alone = patch is not None and len(grouped) == 1   # a bug's page: one clinic
    if alone:
        clinic = grouped[0][0]
        page.heading(1, clinic.title)
        where = f"The handout's {clinic.handout}: t" if clinic.handout else "T"
        page.add(f"{where}he bug `{variant}` (`{without_machine_paths(str(patch))}`), "
                 f"under each scenario of its clinic.", "")
    elif patch is None:
        page.heading(1, "The reference, under every clinic's scenarios")
        page.add("The reference solution (base/ with no patch).  Under a clinic's scenario "
                 "it must not show the symptom: no symptom check may hold but the context "
                 "ones, and its own checks (as the reference) must hold.", "")
    else:
        page.heading(1, variant)
    if patch is not None:
        header, diff = _patch_parts(Path(patch).read_text())
        page.add(*header)
    for clinic, scenarios in grouped:
        if not alone:
            page.heading(2, _clinic_heading(clinic))
        for name, scenario, its_runs in scenarios:
            _summary(page, 2 if alone else 3, clinic, name, scenario, its_runs,
                     measured.get((clinic.bug, name)), on_bug=patch is not None,
                     drawn=shown.get((variant, clinic.bug, name), ()))
    if patch is not None:
        page.heading(2, "The patch")
        page.add("```diff", diff.rstrip("\n"), "```", "")
    page.heading(2, "What happened when we ran it")
    for clinic, scenarios in grouped:
        for name, _, its_runs in scenarios:
            summarised = deciding(its_runs)
            for run in its_runs:
                title = f"{name}, run {run.number}: {run.verdict}"
                page.heading(3, title if alone else f"{clinic.bug}: {title}", key=_run_key(run))
                page.add(prose(run.detail), "")
                page.add(render_events(scrubbed(run.events(), logdirs), run.stops(),
                                       checks=False))
                if run is not summarised:
                    page.add(render_checks(run))
    anchors = {key[1:]: anchor for key, anchor in page.anchors.items() if key[0] == "summary"}
    # What the data held is clean by now; this catches a path in the page's own text.
    return without_machine_paths(page.text(), logdirs), anchors


def _run_key(run):
    return ("run", run.bug, run.scenario, run.number, str(run.folder))


def _summary(page, level, clinic, name, scenario, runs, measured, on_bug, drawn=()):
    """A scenario's summary: its verdict, how often the symptom showed if by
    chance, the deciding run's checks, its figures (SVG files beside the
    page), links to every run."""
    page.heading(level, name, key=("summary", clinic.bug, name))
    last = deciding(runs)
    if len(runs) > 1:
        page.add(f"**{verdict_line(runs)}**", "", f"Run {last.number}: {prose(last.detail)}", "")
    else:
        page.add(f"**{verdict_line(runs)}**: {prose(last.detail)}", "")
    by_chance = scenario.by_chance if scenario is not None else measured is not None
    if by_chance:
        ran = counted(runs)
        allowed = (f" (at most {last.budget}, stopping at the first that shows it)"
                   if on_bug and last.budget > 1 else "")
        rate = measured or f"not measured yet (make rates BUG={clinic.bug})"
        page.add(prose(f"The symptom shows by chance: {sum(map(shows, ran))} of {len(ran)} "
                       f"boots this session showed it{allowed}; {rate}."), "")
    if len(runs) > 1:
        page.add(f"The checks of run {last.number}:", "")
    page.add(render_checks(last))
    for file, alt in drawn:
        page.add(f"![{prose(alt)}]({file})", "")
    links = ", ".join(page.link(f"run {run.number}", _run_key(run)) for run in runs)
    page.add(f"Console and gdb: {links}.", "")


def _patch_parts(text):
    """(Markdown lines of a patch's header, the diff).  The header says what
    the learner believed and changed; its "Clinic N: title" line is left
    out, as the page's title says it."""
    if text.startswith("--- "):
        return [], text
    header, _, diff = text.partition("\n--- ")
    fields = []   # [label or None, text]
    for line in header.strip().splitlines():
        found = re.match(r"([A-Z][\w ]{0,30}):\s+(.*)", line)
        if found:
            fields.append([found.group(1), found.group(2)])
        elif fields:
            fields[-1][1] += " " + line.strip()
        else:
            fields.append([None, line.strip()])
    lines = []
    for label, said in fields:
        if label is not None and re.fullmatch(r"Clinic \d+", label):
            continue
        lines += [f"**{label}:** {prose(said)}" if label else prose(said), ""]
    return lines, "--- " + diff


def render_index(variants, clinics, places, patch_of):
    """README.md beside the transcripts: every clinic's scenarios, in the
    handout's order, each with its handout section, its verdict line on
    the bug and on the reference, and a link to its summary; then, when
    measures of the handout's §5 ran (expected/measure/), each of their
    scenarios with its verdict line, its checks held and a link.

    variants: {variant: its runs}; clinics: {bug: Clinic};
    places: {(variant, bug, scenario): anchor of its summary}."""
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
    measures = [clinic for clinic in clinics.values() if _is_measure(clinic)]
    if len(measures) < len(clinics):
        out += [row(["handout", "clinic", "scenario", "on the bug", "on the reference"]),
                row(["---"] * 5)]
    for clinic in sorted(clinics.values(), key=_handout_order):
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
            out.append(row([prose(clinic.handout) if first else "",
                            prose(clinic.title) if first else "", prose(name),
                            cells[False], cells[True]]))
    if measures:
        out += ["", "## Measures", "",
                "The handout's §5 measured on the reference (`make measure`, "
                "expected/measure/): each scenario's checks hold a relation our build must "
                "show, beside the handout's figure.", "",
                row(["handout", "measure", "scenario", "on the reference"]), row(["---"] * 4)]
    for clinic in sorted(measures, key=_handout_order):
        for number, name in enumerate(_scenario_names(clinic, runs)):
            cell = "not run"
            for variant, its_runs in sorted(runs.get((clinic.bug, name), {}).items()):
                anchor = places[(variant, clinic.bug, name)]
                cell = f"[{measure_line(its_runs)}]({variant}.md#{anchor})"
            first = number == 0
            out.append(row([prose(clinic.handout) if first else "",
                            prose(clinic.title) if first else "", prose(name), cell]))
    return "\n".join(out) + "\n"


def _scenario_names(clinic, runs):
    """A clinic's scenarios in its file's order, then any other its runs name."""
    names = [scenario.name for scenario in clinic.scenarios]
    return names + sorted({name for bug, name in runs if bug == clinic.bug} - set(names))
