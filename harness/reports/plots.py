"""The figures of the transcripts and of a graded class, drawn as SVG with matplotlib.

Each figure is a pure function: it takes data already parsed (from the
consoles by harness/reports/figures.py, from a class's grades by
harness/grading/classreport.py) and a path, and writes one SVG there.

- histogram_figure:      a scenario's histograms, bug beside reference;
- hot_loop_figure:       the hot loop's samples per proftest run, per boot;
- kernel_profile_figure: a kernel profile by address, with the points
                         where interrupts come back on marked;
- share_figure:          a function's share of each run's samples, and the
                         band the pooled share allows;
- stray_figure:          clinic 3: where a sample's increment lands,
                         relative to the histogram page;
- class_figure:          a graded class: its trees by what they did, and
                         the seconds each took (harness/grading/classreport.py).

matplotlib (Debian's python3-matplotlib) is imported only when a figure
is drawn, with the Agg backend, so the harness imports without it
(have_matplotlib says whether it is there).  The SVGs are deterministic:
a fixed svg.hashsalt, no date, text as paths.
"""

import textwrap
from pathlib import Path

KERNBASE = 0x80000000   # where the kernel's text starts
SALT = "profclinic"      # svg.hashsalt: the same ids in every SVG drawn from the same data


def _matplotlib():
    import matplotlib
    matplotlib.use("Agg")
    from matplotlib.figure import Figure
    return matplotlib, Figure


def have_matplotlib():
    """Whether the figures can be drawn here."""
    try:
        _matplotlib()
    except ImportError:
        return False
    return True


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


def histogram_figure(sides, path, title, proftests=()):
    """The histograms of a scenario, one panel a side (bug, then reference),
    sharing the y axis.  sides: [(build label, profiles, proftest runs)],
    each with data (the caller leaves out a side without).  When a side
    printed prof's buckets, every panel shows buckets (one colour a prof
    run); otherwise every panel shows proftest's figures (samples, in
    range, in hot()), each proftest run named by proftests ("alone",
    "under three hogs"; by number past its end)."""
    matplotlib, Figure = _matplotlib()
    figure = Figure(figsize=(max(7, 5.5 * len(sides)), 4.6), layout="constrained")
    axes = figure.subplots(1, len(sides), sharey=True, squeeze=False)[0]
    buckets = any(profile.buckets for _, profiles, _ in sides for profile in profiles)
    for ax, (label, profiles, runs) in zip(axes, sides):
        ax.set_title(label, fontsize=9)
        if buckets:
            _bucket_panel(ax, [profile for profile in profiles if profile.buckets])
        else:
            _proftest_panel(ax, runs, proftests)
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


def proftest_name(proftests, number):
    """The name of the number-th proftest run (from 1) of a scenario."""
    return proftests[number - 1] if number <= len(proftests) else f"proftest run {number}"


def _proftest_panel(ax, runs, proftests=()):
    groups = [(f"{proftest_name(proftests, number)}: {line[0]}" if len(runs) > 1 else line[0],
               line)
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
    ax.legend(fontsize=7)


def hot_loop_figure(sides, path, title, proftests=()):
    """The hot loop's samples per proftest run, one line a boot, one panel a
    side.  sides: [(build label, [[count per proftest run] per boot])];
    proftests: what each proftest run ran under, to name them."""
    matplotlib, Figure = _matplotlib()
    figure = Figure(figsize=(max(7, 4.5 * len(sides)), 4), layout="constrained")
    axes = figure.subplots(1, len(sides), sharey=True, squeeze=False)[0]
    for ax, (label, boots) in zip(axes, sides):
        for number, counts in enumerate(boots, 1):
            ax.plot(range(1, len(counts) + 1), counts, marker="o", label=f"boot {number}")
        longest = max((len(counts) for counts in boots), default=1)
        ax.set_xticks(range(1, longest + 1))
        if proftests:
            ax.set_xticklabels([proftest_name(proftests, number)
                                for number in range(1, longest + 1)], fontsize=7)
        ax.set_xlabel("proftest run in the boot (what it ran under)" if proftests
                      else "proftest run in the boot (1st, 2nd, ...)")
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


def share_figure(shares, band, path, title, build, function):
    """function's share of each run's samples, the pooled share p, and the
    band p +/- sqrt(p(1-p)/n) each run's n allows.  shares: [(hits, n)];
    band: (p, [(low, high)] per run), as figures.pooled_band gives it."""
    matplotlib, Figure = _matplotlib()
    figure = Figure(figsize=(7, 4.2), layout="constrained")
    ax = figure.subplots()
    p, spans = band
    runs = range(1, len(shares) + 1)
    ax.bar(runs, [high - low for low, high in spans], bottom=[low for low, _ in spans],
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


_VERDICT_COLOURS = {"cured": "tab:green", "not cured": "tab:orange", "grader trouble": "tab:gray"}


def class_figure(bars, times, path, title, named=3):
    """A class's grading: trees by what they did (bars: [(label, trees,
    verdict)], one bar each, coloured by verdict), and the seconds each
    tree took, slowest first (times: [(tree, seconds, verdict)]), the
    `named` slowest named."""
    matplotlib, Figure = _matplotlib()
    from matplotlib.patches import Patch
    from matplotlib.ticker import MaxNLocator
    figure = Figure(figsize=(11, max(3.6, 1.4 + 0.35 * len(bars))), layout="constrained")
    left, right = figure.subplots(1, 2, width_ratios=(3, 2))
    labels = ["\n".join(textwrap.wrap(label, 45)[:2]) for label, _, _ in bars]
    ys = list(range(len(bars)))[::-1]
    left.barh(ys, [n for _, n, _ in bars],
              color=[_VERDICT_COLOURS.get(verdict, "tab:blue") for _, _, verdict in bars])
    for y, (_, n, _) in zip(ys, bars):
        left.annotate(str(n), (n, y), xytext=(3, 0), textcoords="offset points",
                      va="center", fontsize=8)
    left.set_yticks(ys)
    left.set_yticklabels(labels, fontsize=7)
    left.set_xlabel("trees (count)")
    left.set_title("what the trees did", fontsize=9)
    left.set_xlim(0, max([n for _, n, _ in bars] + [1]) * 1.15)
    left.xaxis.set_major_locator(MaxNLocator(integer=True))
    slowest = sorted(times, key=lambda item: -item[1])
    right.bar(range(len(slowest)), [seconds for _, seconds, _ in slowest], width=0.9,
              color=[_VERDICT_COLOURS.get(verdict, "tab:blue") for _, _, verdict in slowest])
    for rank, (tree, seconds, _) in enumerate(slowest[:named]):
        right.annotate(tree, (rank, seconds), xytext=(0, 3), textcoords="offset points",
                       rotation=90, ha="center", va="bottom", fontsize=7)
    right.set_ylim(0, max([seconds for _, seconds, _ in times] + [1]) * 1.45)
    right.legend(handles=[Patch(color=colour, label=verdict)
                          for verdict, colour in _VERDICT_COLOURS.items()],
                 fontsize=7, loc="upper right")
    right.set_xticks([])
    right.set_xlabel(f"the {len(times)} trees, slowest first")
    right.set_ylabel("grading time (s)")
    right.set_title("seconds a tree", fontsize=9)
    figure.suptitle(title, fontsize=10)
    return _save(figure, path, matplotlib)
