"""Figures from recorded runs: what the consoles printed, drawn as SVG.

Only write_transcripts (harness/transcript.py) calls this, when it
renders recorded logs (`make transcripts`, `make clinic`, `python3 -m
harness transcripts`); no check of `make test` depends on it.

Two halves:

- parsers, pure functions over console text: parse_profiles (prof's
  summary and its `  0xADDR name+0xOFF COUNT` bucket lines),
  proftest_runs (proftest's `LABEL: N samples, M in range, K in hot()`
  lines, one list a proftest run), hot_loop_counts, matcher_shares;
- figures, each a pure function that takes parsed data and a path and
  writes one SVG: histogram_figure, hot_loop_figure,
  kernel_profile_figure, share_figure, stray_figure (clinic 3: where a
  sample's increment lands, relative to the histogram page, with the
  word gdb saw).

make_figures(...) finds, in a set of runs, the scenarios whose data one
of the figures draws, writes them, and says which page links which
file.  A figure whose data is absent is not drawn; a figure that fails
is left out, and never fails a transcript.

matplotlib (Debian's python3-matplotlib) is imported inside the
figures, with the Agg backend, so the harness imports without it.  The
SVGs are deterministic: a fixed svg.hashsalt, no date, text as paths.
"""

import json
import math
import re
import textwrap
from dataclasses import dataclass, field
from pathlib import Path

KERNEL_PROFILE = "kernel profile of usertests"        # expected/measure/section5.toml
MATCHER_SHARES = "statistics of the matcher's share"
MATCHER = "matchstar"
HOT_LOOP_CLINIC = "clockintr_sampling"                 # the handout's clinic 1
KERNBASE = 0x80000000                                  # where the kernel's text starts
STRAY_CLINIC = "no_range_check"                        # the handout's clinic 3
STRAY_WORD = "$word = (uint64)&pr->buckets[(pc - pr->lo) >> pr->shift]"   # its gdb eval
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


# --- parsers ----------------------------------------------------------------------

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


# --- figures --------------------------------------------------------------------------

SALT = "profclinic"


def _matplotlib():
    import matplotlib
    matplotlib.use("Agg")
    from matplotlib.figure import Figure
    return matplotlib, Figure


def _save(figure, path, matplotlib):
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    with matplotlib.rc_context({"svg.hashsalt": SALT, "svg.fonttype": "path"}):
        figure.savefig(path, format="svg", metadata={"Date": None})
    return path


def _titled(figure, title, builds):
    """The figure's title, wrapped to its width, then the builds it came from."""
    width = int(figure.get_figwidth() * 11)
    lines = textwrap.wrap(title, width) + textwrap.wrap(f"build: {'; '.join(builds)}", width)
    figure.suptitle("\n".join(lines), fontsize=10)


def histogram_figure(sides, path, title):
    """The histograms of a scenario, one panel a side (bug, then reference),
    sharing the y axis.  sides: [(build label, profiles, proftest runs)].
    When a side printed prof's buckets, every panel shows buckets (one
    colour a prof run; a side without them says so); otherwise every panel
    shows proftest's figures (samples, in range, in hot())."""
    matplotlib, Figure = _matplotlib()
    figure = Figure(figsize=(max(7, 5.5 * len(sides)), 4.6), layout="constrained")
    axes = figure.subplots(1, len(sides), sharey=True, squeeze=False)[0]
    buckets = any(profile.buckets for _, profiles, _ in sides for profile in profiles)
    for ax, (label, profiles, runs) in zip(axes, sides):
        ax.set_title(label, fontsize=9)
        if buckets:
            _bucket_panel(ax, [profile for profile in profiles if profile.buckets])
        else:
            _proftest_panel(ax, runs)
    if buckets:
        top = max((count for _, profiles, _ in sides for profile in profiles
                   for _, _, count in profile.buckets), default=0)
    else:
        top = max((number or 0 for _, _, runs in sides for run in runs for line in run
                   for number in line[1:]), default=0)
    axes[0].set_ylim(0, max(5, top * 1.3))   # room for the legend above the bars
    axes[0].set_ylabel("samples (count)")
    _titled(figure, title, [label for label, _, _ in sides])
    return _save(figure, path, matplotlib)


def _bucket_panel(ax, profiles):
    if not profiles:
        ax.text(0.5, 0.5, "no bucket lines of prof\nin this run's console", ha="center",
                va="center", transform=ax.transAxes)
        ax.set_xticks([])
        ax.set_xlabel("bucket (function+offset, in address order)")
        return
    places = sorted({(address, where) for profile in profiles
                     for address, where, _ in profile.buckets})
    index = {address: number for number, (address, _) in enumerate(places)}
    width = 0.8 / len(profiles)
    for number, profile in enumerate(profiles):
        xs = [index[address] + (number - (len(profiles) - 1) / 2) * width
              for address, _, _ in profile.buckets]
        ax.bar(xs, [count for _, _, count in profile.buckets], width=width,
               label=f"prof run {number + 1}: {profile.total} samples, "
                     f"{profile.size}-byte buckets")
    ax.set_xticks(range(len(places)))
    ax.set_xlim(-0.6, max(len(places), 3) - 0.4)
    shown = [where if len(places) <= 40 or number % (len(places) // 20 + 1) == 0 else ""
             for number, (_, where) in enumerate(places)]
    ax.set_xticklabels(shown, rotation=90, fontsize=6)
    ax.set_xlabel("bucket (function+offset, in address order)")
    ax.legend(fontsize=7)


_PROFTEST_BARS = (("samples", 1), ("in range", 2), ("in hot()", 3))


def _proftest_panel(ax, runs):
    groups = [(f"run {number}: {line[0]}" if len(runs) > 1 else line[0], line)
              for number, run in enumerate(runs, 1) for line in run]
    width = 0.8 / len(_PROFTEST_BARS)
    for bar, (name, column) in enumerate(_PROFTEST_BARS):
        xs = [group + (bar - 1) * width for group, (_, line) in enumerate(groups)
              if line[column] is not None]
        ax.bar(xs, [line[column] for _, line in groups if line[column] is not None],
               width=width, label=name)
    ax.set_xticks(range(len(groups)))
    ax.set_xticklabels([label for label, _ in groups], rotation=90, fontsize=7)
    ax.set_xlim(-0.6, max(len(groups), 3) - 0.4)
    ax.set_xlabel("proftest's profile (per proftest run)")
    if groups:
        ax.legend(fontsize=7)
    else:
        ax.text(0.5, 0.5, "no proftest figures printed", ha="center", transform=ax.transAxes)


def hot_loop_figure(sides, path, title):
    """The hot loop's samples per proftest run, one line a boot, one panel a
    side.  sides: [(build label, [[count per proftest run] per boot])]."""
    matplotlib, Figure = _matplotlib()
    figure = Figure(figsize=(max(7, 4.5 * len(sides)), 4), layout="constrained")
    axes = figure.subplots(1, len(sides), sharey=True, squeeze=False)[0]
    for ax, (label, boots) in zip(axes, sides):
        for number, counts in enumerate(boots, 1):
            ax.plot(range(1, len(counts) + 1), counts, marker="o", label=f"boot {number}")
        longest = max((len(counts) for counts in boots), default=1)
        ax.set_xticks(range(1, longest + 1))
        ax.set_xlabel("proftest run in the boot (1st, 2nd, ...)")
        ax.set_title(label, fontsize=9)
        ax.set_ylim(0, max([5] + [count * 1.1 for counts in boots for count in counts]))
        if boots:
            ax.legend(fontsize=7)
    axes[0].set_ylabel("hot-loop samples (count)")
    _titled(figure, title, [label for label, _ in sides])
    return _save(figure, path, matplotlib)


def kernel_profile_figure(profile, marks, path, title, build):
    """A kernel profile's buckets by address (a stem a bucket, log scale), with
    each instruction right after interrupts come back on marked.  marks:
    [(address, function)], or None when the build's code was not at hand."""
    matplotlib, Figure = _matplotlib()
    from matplotlib.ticker import FuncFormatter
    figure = Figure(figsize=(9, 4.8), layout="constrained")
    ax = figure.subplots()
    addresses = [address for address, _, _ in profile.buckets]
    counts = [count for _, _, count in profile.buckets]
    ax.set_yscale("log")
    ax.vlines(addresses, 0.8, counts, color="tab:blue", linewidth=2.5,
              label=f"samples of a bucket ({profile.total} samples, "
                    f"{profile.size}-byte buckets)")
    ax.plot(addresses, counts, "o", color="tab:blue", markersize=3)
    ax.set_ylim(0.8, max(counts) * 8)
    for number, (address, function) in enumerate(sorted(marks or [])):
        ax.axvline(address, color="tab:red", linestyle="--", linewidth=0.8,
                   label=("right after interrupts come back on (after_sie_on)"
                          if number == 0 else None))
        ax.annotate(f"{function} {address:#x}", (address, 0.97), xytext=(-3, 0),
                    textcoords="offset points", xycoords=("data", "axes fraction"),
                    fontsize=7, color="tab:red", rotation=90, ha="right", va="top")
    if marks is None:
        ax.text(0.99, 0.80, "the build's code was not at hand:\ninterrupt-enable points "
                "not marked", ha="right", va="top", fontsize=7, transform=ax.transAxes)
    for address, where, count in sorted(profile.buckets, key=lambda b: (-b[2], b[0]))[:3]:
        ax.annotate(f"{where}: {count}", (address, count), xytext=(5, 2),
                    textcoords="offset points", fontsize=7)
    if profile.lo is not None:
        ax.set_xlim(profile.lo, profile.hi)
    ax.xaxis.set_major_formatter(FuncFormatter(lambda value, _: f"{int(value):#x}"))
    ax.tick_params(axis="x", labelsize=7)
    ax.set_xlabel("kernel address (hex, bytes)")
    ax.set_ylabel("samples (count, log scale)")
    ax.legend(fontsize=7, loc="upper right")
    _titled(figure, title, [build])
    return _save(figure, path, matplotlib)


def share_figure(shares, path, title, build, function=MATCHER):
    """function's share of each run's samples, the pooled share p, and the
    band p +/- sqrt(p(1-p)/n) each run's n allows.  shares: [(hits, n)]."""
    matplotlib, Figure = _matplotlib()
    figure = Figure(figsize=(7, 4.2), layout="constrained")
    ax = figure.subplots()
    p, band = pooled_band(shares)
    runs = range(1, len(shares) + 1)
    ax.bar(runs, [high - low for low, high in band], bottom=[low for low, _ in band],
           width=0.6, color="tab:gray", alpha=0.3, label="p ± sqrt(p(1-p)/n)")
    ax.axhline(p, color="tab:gray", linewidth=1,
               label=f"pooled p = {p:.2f} ({sum(h for h, _ in shares)} of "
                     f"{sum(n for _, n in shares)})")
    ax.plot(runs, [hits / n for hits, n in shares], "o", color="tab:blue",
            label=f"{function}'s share in one run")
    ax.set_xticks(list(runs))
    ax.set_xticklabels([f"{run}\nn={n}" for run, (_, n) in zip(runs, shares)], fontsize=7)
    ax.set_xlabel("prof run in the boot (n: its samples)")
    ax.set_ylabel(f"{function}'s share of the samples (fraction)")
    ax.set_ylim(0, 1)
    ax.legend(fontsize=7, loc="lower right")
    _titled(figure, title, [build])
    return _save(figure, path, matplotlib)


def stray_figure(lo, hi, shift, stops, path, title, build, text_bytes=0x8000):
    """Clinic 3: where profsample's increment lands, relative to the
    histogram page, for each kernel pc, when nothing checks the range:
    32 + 4 * ((pc - lo) >> shift) bytes from the page's start.  The page
    and its buckets in use are shaded; stops: [(pc, offset)] that gdb saw."""
    matplotlib, Figure = _matplotlib()
    from matplotlib.ticker import FuncFormatter
    figure = Figure(figsize=(9, 4.6), layout="constrained")
    ax = figure.subplots()
    pcs = list(range(KERNBASE, KERNBASE + text_bytes, 16))
    offsets = [(32 + 4 * (((pc - lo) % 2 ** 64) >> shift)) % 2 ** 64 for pc in pcs]
    shown = [(pc, offset / 1024) for pc, offset in zip(pcs, offsets) if offset < 2 ** 40]
    ax.plot([pc for pc, _ in shown], [kib for _, kib in shown], color="tab:blue", linewidth=1,
            label=f"a sample at pc increments this word (lo {lo:#x}, {1 << shift}-byte buckets)")
    ax.axhspan(0, 4, color="tab:green", alpha=0.15, label="the histogram's page (4 KiB)")
    used = (32 + 4 * (((hi - lo - 1) >> shift) + 1)) / 1024
    ax.axhspan(32 / 1024, used, color="tab:green", alpha=0.35, label="its buckets in use")
    ax.axvspan(lo, hi, color="tab:orange", alpha=0.15, label="the profiled range [lo, hi)")
    for pc, offset in stops:
        ax.plot([pc], [offset / 1024], "o", color="tab:red")
        ax.annotate(f"gdb: pc {pc:#x} -> +{offset:#x}", (pc, offset / 1024), xytext=(5, -10),
                    textcoords="offset points", fontsize=7, color="tab:red")
    ax.xaxis.set_major_formatter(FuncFormatter(lambda value, _: f"{int(value):#x}"))
    ax.tick_params(axis="x", labelsize=7)
    ax.set_xlabel("sampled kernel pc (hex, bytes)")
    ax.set_ylabel("word incremented, from the page's start (KiB)")
    ax.legend(fontsize=7, loc="upper left")
    _titled(figure, title, [build])
    return _save(figure, path, matplotlib)


# --- which figures a set of runs allows -------------------------------------------------

def slug(text):
    return re.sub(r"[^a-z0-9]+", "-", str(text).lower()).strip("-")


def console_of(run):
    """A recorded run's console: machine.console.log, or else the console's
    events in its transcript.jsonl (runs recorded without the log)."""
    folder = Path(run["folder"])
    if (folder / "machine.console.log").is_file():
        return (folder / "machine.console.log").read_text(errors="replace")
    if not (folder / "transcript.jsonl").is_file():
        return ""
    events = [json.loads(line) for line in
              (folder / "transcript.jsonl").read_text().splitlines() if line.strip()]
    return "".join(event["text"] for event in events if event.get("side") == "console")


def interrupt_marks(variant, source_key=None):
    """(address, function) of each instruction right after the kernel turns
    interrupts on, from the variant's build in the cache (harness/binary.py),
    or None: no build, objdump missing, or a build of other sources than
    the run's (source_key)."""
    from harness.binary import Binaries
    from harness.build import CACHE, KEY_FILE
    folder = Path(CACHE) / variant
    key_file = folder / KEY_FILE
    if not key_file.is_file():
        return None
    if source_key and key_file.read_text().strip() != source_key:
        return None
    try:
        return Binaries(folder).after_sie_on()
    except Exception:   # no objdump, no kernel: the marks are left out
        return None


def make_figures(runs, out_dir, patch_of, *, measures=(), marks_of=interrupt_marks):
    """Draw every figure the runs' data allows into out_dir.

    runs: as transcript.load_runs gives them (with their folder);
    measures: the bugs that are measure files (expected/measure/), whose
    runs are the reference's alone; marks_of(variant, source_key): the
    interrupt-enable marks of a build, or None.

    Returns {(variant, bug, scenario): [(file name, alt text)]}, the
    figures each page shows under that scenario; {} without matplotlib."""
    try:
        _matplotlib()
    except ImportError:
        return {}
    scenarios = {}
    for run in runs:
        key = (run["bug"], run["scenario"])
        scenarios.setdefault(key, {}).setdefault(run["variant"], []).append(run)
    shown = {}
    for (bug, scenario), by_variant in sorted(scenarios.items()):
        sides = sorted(by_variant, key=lambda variant: (patch_of(variant) is None, variant))
        makers = (_measure_figures if bug in measures else _clinic_figures)
        for maker in makers:
            try:
                made = maker(bug, scenario, sides, by_variant, Path(out_dir), marks_of)
            except Exception:   # a figure never fails a transcript
                continue
            if made is None:
                continue
            name, alt = made
            for variant in sides:
                shown.setdefault((variant, bug, scenario), []).append((name, alt))
    return shown


def _counted(runs):
    counted = [run for run in runs if run["verdict"] != "infrastructure"]
    return counted or runs


def _label(run):
    return build_label(run["variant"], run.get("source_key"))


def _histogram(bug, scenario, sides, by_variant, out_dir, marks_of):
    panels = []
    for variant in sides:
        run = _counted(by_variant[variant])[-1]
        text = console_of(run)
        panels.append((_label(run) + f", run {run['number']}", parse_profiles(text),
                       proftest_runs(text)))
    if not any(runs or any(profile.buckets for profile in profiles)
               for _, profiles, runs in panels):
        return None
    name = f"{bug}.{slug(scenario)}.histogram.svg"
    histogram_figure(panels, out_dir / name, f"{bug} / {scenario}: the histograms printed")
    return name, f"{scenario}: the histograms printed, " + "; ".join(
        label for label, _, _ in panels)


def _hot_loop(bug, scenario, sides, by_variant, out_dir, marks_of):
    if bug != HOT_LOOP_CLINIC:
        return None
    panels = []
    for variant in sides:
        runs = _counted(by_variant[variant])
        boots = [hot_loop_counts(console_of(run)) for run in runs]
        if any(boots):
            panels.append((_label(runs[-1]), [counts for counts in boots if counts]))
    if not panels:
        return None
    name = f"{bug}.{slug(scenario)}.hot-loop.svg"
    hot_loop_figure(panels, out_dir / name,
                    f"{bug} / {scenario}: hot-loop samples per proftest run")
    return name, f"{scenario}: the hot loop's samples per proftest run, per boot"


def _kernel_profile(bug, scenario, sides, by_variant, out_dir, marks_of):
    if scenario != KERNEL_PROFILE:
        return None
    variant = sides[0]
    run = _counted(by_variant[variant])[-1]
    profiles = [profile for profile in parse_profiles(console_of(run)) if profile.buckets]
    if not profiles:
        return None
    name = f"{bug}.{slug(scenario)}.svg"
    kernel_profile_figure(profiles[-1], marks_of(variant, run.get("source_key")), out_dir / name,
                          f"{scenario} (run {run['number']})", _label(run))
    return name, f"{scenario}: samples by kernel address, interrupt-enable points marked"


def _shares(bug, scenario, sides, by_variant, out_dir, marks_of):
    if scenario != MATCHER_SHARES:
        return None
    run = _counted(by_variant[sides[0]])[-1]
    shares = matcher_shares(console_of(run))
    if len(shares) < 2:
        return None
    name = f"{bug}.{slug(scenario)}.svg"
    share_figure(shares, out_dir / name, f"{MATCHER}'s share over repeated runs "
                 f"(run {run['number']})", _label(run))
    return name, f"{scenario}: {MATCHER}'s share per run, and the band around the pooled share"


def _strays(bug, scenario, sides, by_variant, out_dir, marks_of):
    if bug != STRAY_CLINIC:
        return None
    variant = sides[0]
    run = _counted(by_variant[variant])[-1]
    stops = [(stop["pc"], stop[STRAY_WORD] - stop["(uint64)pr"]) for stop in run.get("stops", [])
             if isinstance(stop.get(STRAY_WORD), int) and isinstance(stop.get("pc"), int)
             and isinstance(stop.get("(uint64)pr"), int)]
    command = _KERNEL_RANGE.search(console_of(run))
    if not stops or command is None:
        return None
    lo, hi, shift = (int(value, 0) for value in command.groups())
    name = f"{bug}.{slug(scenario)}.strays.svg"
    stray_figure(lo, hi, shift, stops, out_dir / name,
                 f"{bug} / {scenario}: where each sample's increment lands", _label(run))
    return name, f"{scenario}: where a sample's increment lands, relative to the histogram page"


_clinic_figures = (_histogram, _hot_loop, _strays)
_measure_figures = (_kernel_profile, _shares)
