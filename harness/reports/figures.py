"""Which figures a set of recorded runs allows, and the console parsers they read.

Each scenario of an expected file names the figures drawn from its runs
(`figures = ["histogram", ...]`, one of spec.FIGURES each, the names
harness/expected/spec.py lets a scenario give):

- histogram:      the histograms the consoles printed (prof's buckets, or
                  else proftest's figures), bug beside reference;
- hot_loop:       the hot loop's samples per proftest run, per boot;
- strays:         where a sample's increment lands, relative to the
                  histogram page, with the words gdb saw (clinic 3);
- kernel_profile: a kernel profile by address, interrupt-enable points marked;
- shares:         the matcher's share over repeated prof runs.

make_figures() draws the ones a scenario names, from its runs (run.json,
format 2: harness/run/record.py), with harness/reports/plots.py, and says which page
shows which file.  A figure whose data is absent is not drawn; one that
fails is left out, and never fails a transcript.

The parsers are pure functions over console text: parse_profiles (prof's
summary and its `  0xADDR name+0xOFF COUNT` bucket lines), proftest_runs
(proftest's `LABEL: N samples, M in range, K in hot()` lines, one list a
proftest run), hot_loop_counts, matcher_shares, pooled_band.

The kernel profile's marks (where the build turns interrupts back on)
come from the caller's marks_of(variant, source_key) (the command line
passes kernel/cached.interrupt_marks), since reading a build (harness/kernel/binary.py,
harness/build.py) is no job of this module: no renderer imports the
build, so that building never depends on rendering.
"""

import math
import re
from dataclasses import dataclass, field
from pathlib import Path

from harness import slug
from harness.expected.spec import FIGURES
from harness.expected.spec_steps import BackgroundStep, RunStep, SendStep
from harness.reports import plots
from harness.run.judge import counted_or_all

_COUNTS = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")
MATCHER = "matchstar"   # the function whose share the shares figure draws

_KERNEL_RANGE = re.compile(r"prof -k (0x[0-9a-f]+) (0x[0-9a-f]+) -s (\d+)")

_TICKS = re.compile(r"^prof: (\d+) ticks$")
_SAMPLES = re.compile(r"^prof: (\d+) samples, (\d+) outside (.*), (\d+)-byte buckets$")
_RANGE = re.compile(r"^\[(0x[0-9a-f]+), (0x[0-9a-f]+)\)$")
_FUNCTION = re.compile(r"^  (\d+)% (\d+) (\S+)$")
_BUCKET = re.compile(r"^  (0x[0-9a-f]+) (\S+) (\d+)$")
_PROFTEST_FIGURES = re.compile(r"^proftest: ([\w .()-]+?): (\d+) samples, (\d+) in range, "
                               r"(\d+) in hot\(\)$")
_PROFTEST_KERNEL = re.compile(r"^proftest: kernel: (\d+) samples, (\d+) outside ")
_PROFTEST_END = re.compile(r"^proftest: (ALL OK|\d+ FAILED)$")
_HOT_LOOP = re.compile(r"^proftest: hot loop: (\d+) samples, ", re.MULTILINE)


@dataclass
class Profile:
    """What one run of prof printed: its ticks, samples, buckets and functions."""
    ticks: int = None
    total: int = None
    outside: int = None
    size: int = None                                  # bytes a bucket covers
    lo: int = None                                    # the range profiled, [lo, hi)
    hi: int = None
    buckets: list = field(default_factory=list)       # (address, "name+0xoff", count)
    functions: dict = field(default_factory=dict)     # name -> count


def _lines(text):
    return [line.rstrip("\r") for line in str(text).splitlines()]


def parse_profiles(text):
    """Each prof summary in a console, in order (a Profile each).

    A summary begins at `prof: N ticks` (or at a samples line that no
    ticks line opened) and ends at the first line that is none of prof's."""
    profiles, current = [], None
    for line in _lines(text):
        ticks, samples = _TICKS.match(line), _SAMPLES.match(line)
        if ticks:
            current = Profile(ticks=int(ticks.group(1)))
            profiles.append(current)
        elif samples:
            if current is None or current.total is not None:
                current = Profile()
                profiles.append(current)
            current.total, current.outside = int(samples.group(1)), int(samples.group(2))
            current.size = int(samples.group(4))
            if (bounds := _RANGE.match(samples.group(3))):
                current.lo, current.hi = (int(bound, 16) for bound in bounds.groups())
        elif current is not None and (bucket := _BUCKET.match(line)):
            current.buckets.append((int(bucket.group(1), 16), bucket.group(2),
                                    int(bucket.group(3))))
        elif current is not None and (function := _FUNCTION.match(line)):
            current.functions[function.group(3)] = int(function.group(2))
        elif current is not None and not line.startswith("prof: "):
            current = None
    return profiles


def proftest_runs(text):
    """Each proftest run's figures, in order: [[(label, samples, in range,
    in hot() or None)]], the kernel's line with its samples in range
    (total - outside) and no hot() count.  A run that did not finish
    (a panic) keeps what it printed."""
    runs, current = [], []
    for line in _lines(text):
        figures, kernel = _PROFTEST_FIGURES.match(line), _PROFTEST_KERNEL.match(line)
        if figures:
            label, *numbers = figures.groups()
            current.append((label, *map(int, numbers)))
        elif kernel:
            total, outside = map(int, kernel.groups())
            current.append(("kernel", total, total - outside, None))
        elif _PROFTEST_END.match(line) and current:
            runs.append(current)
            current = []
    if current:
        runs.append(current)
    return runs


def hot_loop_counts(text):
    """The hot-loop samples of each proftest run in a console, in order."""
    return [int(count) for count in _HOT_LOOP.findall(str(text))]


def matcher_shares(text, function=MATCHER):
    """(function's samples, all samples) of each prof run that printed a
    samples line; 0 for a run where the function got none."""
    return [(profile.functions.get(function, 0), profile.total)
            for profile in parse_profiles(text) if profile.total]


def pooled_band(shares):
    """(pooled p, [(p - se, p + se)] per run), se = sqrt(p(1-p)/n) of the run's n."""
    hits, totals = sum(hit for hit, _ in shares), sum(total for _, total in shares)
    p = hits / totals
    return p, [(p - math.sqrt(p * (1 - p) / n), p + math.sqrt(p * (1 - p) / n))
               for _, n in shares]


def build_label(variant, source_key=None):
    """The build a figure came from: the variant, and its sources' key when known."""
    return f"{variant} (sources {source_key[:12]})" if source_key else variant


def proftest_conditions(scenario):
    """What each proftest run of a scenario ran under, in order: "alone", or
    "under three hogs" once `background` steps started hogs before it; a
    name that repeats gets its place ("alone, 2nd")."""
    conditions, hogs = [], 0
    for step in scenario.steps:
        if isinstance(step, BackgroundStep):
            hogs += 1
        elif isinstance(step, (RunStep, SendStep)):
            command = step.command if isinstance(step, RunStep) else step.text
            for part in re.split(r"[;&|]+", command):
                if part.split()[:1] == ["proftest"]:
                    count = _COUNTS[hogs] if hogs < len(_COUNTS) else str(hogs)
                    conditions.append(f"under {count} hog{'s' * (hogs > 1)}" if hogs else "alone")
    if len(set(conditions)) == len(conditions):
        return conditions
    return [f"{condition}, {_ordinal(conditions[:number + 1].count(condition))}"
            for number, condition in enumerate(conditions)]


def _ordinal(number):
    suffix = {1: "st", 2: "nd", 3: "rd"}.get(number % 10 if number % 100 not in (11, 12, 13)
                                             else 0, "th")
    return f"{number}{suffix}"


# --- which figures a set of runs allows ---------------------------------------------

def make_figures(runs, out_dir, patch_of, marks_of=None, *, wanted, names=None):
    """Draw into out_dir the figures each scenario names, from its runs.

    runs: run records (harness/run/record.py) with their folder;
    patch_of(variant): the variant's patch, None for the reference (the
    bug's side is drawn first);
    marks_of(variant, source_key): where that build turns interrupts back
    on, [(address, function)] or None; no marks_of, no marks;
    wanted: {(bug, scenario name): [figure names]}, each scenario's
    `figures` (a name not in FIGURES is a ValueError);
    names: {(bug, scenario name): what each proftest run of it ran under}
    (proftest_conditions), to name them in the figures; none: by number.

    Returns {(variant, bug, scenario): [(file name, alt text)]}, the
    figures each page shows under that scenario; {} without matplotlib."""
    unknown = sorted({name for names in wanted.values() for name in names} - set(FIGURES))
    if unknown:
        raise ValueError(f"no figure is named {', '.join(unknown)}; "
                         f"the figures are {', '.join(FIGURES)}")
    if not plots.have_matplotlib():
        return {}
    marks_of = marks_of or (lambda variant, source_key: None)
    scenarios = {}
    for run in runs:
        key = (run.bug, run.scenario)
        scenarios.setdefault(key, {}).setdefault(run.variant, []).append(run)
    shown = {}
    for (bug, scenario), by_variant in sorted(scenarios.items()):
        sides = sorted(by_variant, key=lambda variant: (patch_of(variant) is None, variant))
        chosen = wanted.get((bug, scenario), ())
        context = _Context(bug, scenario, sides, by_variant, Path(out_dir), marks_of,
                           (names or {}).get((bug, scenario)) or [])
        for name in (name for name in FIGURES if name in chosen):
            try:
                made = _MAKERS[name](context)
            except Exception:   # a figure never fails a transcript
                continue
            if made is None:
                continue
            for variant in sides:
                shown.setdefault((variant, bug, scenario), []).append(made)
    return shown


@dataclass
class _Context:
    """What a figure of a scenario is drawn from."""
    bug: str
    scenario: str
    sides: list          # the variants, the bug's first
    by_variant: dict     # variant -> its runs
    out_dir: Path
    marks_of: object
    proftests: list      # what each proftest run ran under ("alone", "under three hogs")


def _label(run):
    return build_label(run.variant, run.source_key)


def _histogram(context):
    """One panel a side with data: prof's buckets when a side printed them,
    else proftest's figures; a side without them is left out, and with
    no side left there is no figure."""
    panels, shown = [], []
    for variant in context.sides:
        run = counted_or_all(context.by_variant[variant])[-1]
        panels.append((_label(run) + f", boot {run.number}", parse_profiles(run.console),
                       proftest_runs(run.console)))
        shown.append(f"{variant}, boot {run.number}")
    buckets = any(profile.buckets for _, profiles, _ in panels for profile in profiles)
    has_data = [any(profile.buckets for profile in profiles) if buckets else bool(runs)
                for _, profiles, runs in panels]
    panels = [panel for panel, kept in zip(panels, has_data) if kept]
    if not panels:
        return None
    name = f"{context.bug}.{slug(context.scenario)}.histogram.svg"
    plots.histogram_figure(panels, context.out_dir / name,
                           f"{context.bug} / {context.scenario}: the histograms printed",
                           context.proftests)
    return name, f"{context.scenario}: the histograms printed, " + "; ".join(
        label for label, kept in zip(shown, has_data) if kept)


def _hot_loop(context):
    bug, scenario, out_dir = context.bug, context.scenario, context.out_dir
    panels = []
    for variant in context.sides:
        runs = counted_or_all(context.by_variant[variant])
        boots = [hot_loop_counts(run.console) for run in runs]
        if any(boots):
            panels.append((_label(runs[-1]), [counts for counts in boots if counts]))
    if not panels:
        return None
    name = f"{bug}.{slug(scenario)}.hot-loop.svg"
    plots.hot_loop_figure(panels, out_dir / name,
                          f"{bug} / {scenario}: hot-loop samples per proftest run",
                          context.proftests)
    return name, f"{scenario}: the hot loop's samples per proftest run, per boot"


def _kernel_profile(context):
    bug, scenario, out_dir = context.bug, context.scenario, context.out_dir
    variant = context.sides[0]
    run = counted_or_all(context.by_variant[variant])[-1]
    profiles = [profile for profile in parse_profiles(run.console) if profile.buckets]
    if not profiles:
        return None
    name = f"{bug}.{slug(scenario)}.svg"
    plots.kernel_profile_figure(profiles[-1], context.marks_of(variant, run.source_key),
                                out_dir / name, f"{scenario} (run {run.number})", _label(run))
    return name, f"{scenario}: samples by kernel address, interrupt-enable points marked"


def _shares(context):
    bug, scenario, out_dir = context.bug, context.scenario, context.out_dir
    run = counted_or_all(context.by_variant[context.sides[0]])[-1]
    shares = matcher_shares(run.console)
    if len(shares) < 2:
        return None
    name = f"{bug}.{slug(scenario)}.svg"
    plots.share_figure(shares, pooled_band(shares), out_dir / name,
                       f"{MATCHER}'s share over repeated runs (run {run.number})", _label(run),
                       MATCHER)
    return name, f"{scenario}: {MATCHER}'s share per run, and the band around the pooled share"


def _strays(context):
    """From the first stops step of the run: each stop's named values pc,
    word (the bucket's address that pc selects) and page (the histogram's)."""
    bug, scenario, out_dir = context.bug, context.scenario, context.out_dir
    run = counted_or_all(context.by_variant[context.sides[0]])[-1]
    step = next((step for step in run.steps if step["kind"] == "stops"), {"stops": []})
    stops = []
    for stop in step["stops"]:
        values = stop.get("values", {})
        if all(isinstance(values.get(name), int) for name in ("pc", "word", "page")):
            stops.append((values["pc"], values["word"] - values["page"]))
    command = _KERNEL_RANGE.search(run.console)
    if not stops or command is None:
        return None
    lo, hi, shift = (int(value, 0) for value in command.groups())
    name = f"{bug}.{slug(scenario)}.strays.svg"
    plots.stray_figure(lo, hi, shift, stops, out_dir / name,
                       f"{bug} / {scenario}: where each sample's increment lands", _label(run))
    return name, f"{scenario}: where a sample's increment lands, relative to the histogram page"


_MAKERS = {"histogram": _histogram, "hot_loop": _hot_loop, "strays": _strays,
           "kernel_profile": _kernel_profile, "shares": _shares}
