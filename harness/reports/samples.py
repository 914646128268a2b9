"""Tables of a scenario's gdb stops, under its summary in a transcript: the
ones its expected file names in `tables` (spec.TABLES).

- samples_by_hart: for each hart, the processes whose samples gdb took
  there (pid, name, how many), and the stops in other processes it let go
  on there (when any was), the bug's run and the reference's side by side,
  as a per-CPU, per-process table (clinic 1: on the bug, only hart 0
  samples).  Left out when it would say nothing: every hart's stops, on
  each side, of the same one process, and none let go.
- wrong_samples: every stop, its live `sepc` beside `epc` (the pc the
  sampled process's trap frame saved), under a sentence that counts the
  wrong samples (where they differ) by whose pc they were
  (wrong_in_words: "7 were a grep's pc, 1 a kernel pc (pop_off+0x38)").
  Each wrong one is attributed, as a profiler attributes a sample to the
  object it came from: a kernel pc to its kernel function; a user pc to
  the process whose own trap frame holds it (the stop's `trapped`, which
  harness/run/steps.py records at a stop that reads $sepc), then the
  function of that process's program, with its offset, from the
  program's symbols (clinic 2: "grep's matchstar+0x.." when a grep was
  the last to trap on that hart).  When it cannot be attributed, the row
  says why.  The page shows this table in place of the run's own table
  of stops: each value once.

tables(scenario, bug_run, reference_run, symbols_of, bug_page) gives the Markdown.
symbols_of(variant, source_key, program): the harness.kernel.symbols.Symbols
of that build's user program (the kernel's for program None), or None
when that build is not at hand; the caller gives it, so rendering reads
no build of its own.
"""

from collections import Counter

from harness.expected.expression import address
from harness.machine.cmdline import HARTS
from harness.reports import markdown
from harness.reports.render import TOP_FRAMES, let_go_by_hart, top_frames

KERNBASE = 0x80000000   # below it, a pc is a user program's
UNKNOWN = "?"


def tables(scenario, bug_run, reference_run, symbols_of=None, bug_page=True):
    """The Markdown of the tables the scenario names, from the deciding run of
    each side (None: that side did not run).  The reference's page gets
    only the side-by-side one: the wrong samples are the bug's."""
    out = []
    if scenario is None:
        return out
    if "samples_by_hart" in scenario.tables:
        out += samples_by_hart(scenario, bug_run, reference_run)
    if "wrong_samples" in scenario.tables and bug_run is not None and bug_page:
        out += wrong_samples(scenario, bug_run, symbols_of)
    return out


def sides(runs, patch_of):
    """{(bug, scenario): (the bug's runs, the reference's)}, [] for a side that
    did not run."""
    grouped = {}
    for run in runs:
        on_bug = patch_of(run.variant) is not None
        grouped.setdefault((run.bug, run.scenario), ([], []))[0 if on_bug else 1].append(run)
    return grouped


def processes(scenario, run):
    """[(stop, pid or None, process name or None)] of every stop the run took.
    The process is the one the harness recorded at the stop; a run
    recorded before it did gets the name its stops step kept to
    (only_proc), and no pid."""
    found = []
    for step in run.steps:
        kept = _only_proc(scenario, step.get("index"))
        for stop in step.get("stops", []):
            process = stop.get("process")
            if process:
                found.append((stop, process["pid"], process["name"]))
            else:
                found.append((stop, None, kept))
    return found


def _only_proc(scenario, index):
    steps = scenario.steps if scenario is not None else []
    if isinstance(index, int) and 0 <= index < len(steps):
        return getattr(steps[index], "only_proc", None)
    return None


def samples_by_hart(scenario, bug_run, reference_run):
    """The per-hart table (see the module's text); [] when it would say
    nothing: every hart's stops, on each side, of one and the same process,
    and none let go."""
    sides = [(label, run) for label, run in (("bug", bug_run), ("reference", reference_run))
             if run is not None]
    counts = {label: _per_hart(scenario, run) for label, run in sides}
    let_go = {label: let_go_by_hart(run.events()) for label, run in sides}
    harts = sorted(set(range(HARTS)) | {hart for found in counts.values() for hart, _ in found}
                   | {hart for found in let_go.values() for hart in found})
    names = {name for found in counts.values() for _, (_, name) in found}
    if (len(names) == 1 and not any(let_go.values())
            and all(len([1 for at, _ in counts[label] if at == hart]) == 1
                    for label, _ in sides for hart in harts)):
        return []
    skipped = any(let_go.values())
    width = 4 if skipped else 3
    header = ["hart"]
    for label, run in sides:
        header += [f"{label} (run {run.number}): pid", "process", "samples"]
        header += ["stops let go"] if skipped else []
    out = [markdown.prose("Samples by hart: the stops gdb took on each hart, and whose they "
                          "were" + ("; a stop in another process than the one watched was "
                                    "let go on." if skipped else ".")), "",
           markdown.row(header), markdown.row(["---"] * len(header))]
    for hart in harts:
        columns = []
        for label, _ in sides:
            rows = _hart_rows(counts[label], hart)
            if skipped:
                rows = [cells + [str(let_go[label].get(hart, 0)) if line == 0 else ""]
                        for line, cells in enumerate(rows)]
            columns.append(rows)
        for line in range(max(len(rows) for rows in columns)):
            cells = [str(hart) if line == 0 else ""]
            for rows in columns:
                cells += rows[line] if line < len(rows) else [""] * width
            out.append(markdown.row(cells))
    if any(pid is None for found in counts.values() for _, (pid, _) in found):
        out += ["", markdown.prose("A pid shown as ? was not recorded: the run is older than "
                                   "the harness that records the process at each stop.")]
    return out + [""]


def _per_hart(scenario, run):
    """Counter {(hart, (pid, name)): stops}."""
    return Counter((stop.get("hart"), (pid, name)) for stop, pid, name in processes(scenario, run))


def _hart_rows(found, hart):
    here = sorted((((pid, name), count) for (at, (pid, name)), count in found.items()
                   if at == hart),   # by pid, an unrecorded one last
                  key=lambda item: (item[0][0] is None, item[0][0] or 0, item[0][1] or ""))
    rows = [[UNKNOWN if pid is None else str(pid), markdown.code(name or "(none)"), str(count)]
            for (pid, name), count in here]
    return rows or [["", "(no samples)", "0"]]


def wrong_samples(scenario, run, symbols_of=None):
    """The bug's run's stops, each wrong sample attributed (see the module's
    text), under a sentence that counts them by whose pc they were; []
    when no stop read both pcs."""
    taken = processes(scenario, run)
    if not any(_both(stop) for stop, _, _ in taken):
        return []
    header = ["stop", "hart", "sampled process", "live `$sepc`", "its trap frame's epc",
              "whose pc it is", f"top {TOP_FRAMES} frames"]
    out = [markdown.prose(wrong_in_words(scenario, run, symbols_of)), "",
           markdown.row(header), markdown.row(["---"] * len(header))]
    for number, (stop, pid, name) in enumerate(taken, 1):
        values = stop.get("values", {})
        sampled = f"{name or UNKNOWN} (pid {UNKNOWN if pid is None else pid})"
        whose = (_whose(stop, pid, run, symbols_of)[1] if _wrong(stop)
                 else "its own" if _both(stop) else "")
        out.append(markdown.row([str(number), str(stop.get("hart", UNKNOWN)),
                                 markdown.cell(sampled),
                                 *(markdown.code(hex(address(values[key]))) if key in values
                                   else "" for key in ("sepc", "epc")),
                                 markdown.cell(whose), markdown.code(top_frames(stop))]))
    return out + [""]


def wrong_in_words(scenario, run, symbols_of=None):
    """A sentence that counts a run's wrong samples by whose pc they were:
    "Of the 8 samples gdb stopped at in run 1, 8 charged a pc that is not
    the sampled process's: 7 were a grep's pc, 1 a kernel pc (pop_off+0x38)."
    None when no stop read both pcs."""
    taken = [(stop, pid) for stop, pid, _ in processes(scenario, run) if _both(stop)]
    if not taken:
        return None
    kinds = {}   # what the pc was -> [functions named, for a kernel pc]
    for stop, pid in taken:
        if _wrong(stop):
            kind, _, where = _whose(stop, pid, run, symbols_of)
            kinds.setdefault(kind, []).extend([where] if where else [])
            kinds.setdefault(("count", kind), []).append(1)
    wrong = sum(len(kinds[key]) for key in kinds if isinstance(key, tuple))
    said = f"Of the {len(taken)} samples gdb stopped at in run {run.number}, "
    if not wrong:
        return said + "none charged a pc that is not the sampled process's: each was its own."
    parts = []
    for kind in (key for key in kinds if not isinstance(key, tuple)):
        count = len(kinds[("count", kind)])
        named = sorted(set(kinds[kind]))
        words = {"kernel": "a kernel pc" if count == 1 else "kernel pcs",
                 "unattributed": "could not be attributed"}.get(kind, kind)
        if not parts and kind != "unattributed":
            words = ("was " if count == 1 else "were ") + words
        parts.append(f"{count} {words}" + (f" ({', '.join(named)})" if named else ""))
    return said + f"{wrong} charged a pc that is not the sampled process's: {', '.join(parts)}."


def _both(stop):
    values = stop.get("values", {})
    return "sepc" in values and "epc" in values


def _wrong(stop):
    return _both(stop) and address(stop["values"]["sepc"]) != address(stop["values"]["epc"])


def attribute(stop, sampled_pid, run, symbols_of=None):
    """Whose pc a wrong sample's $sepc is, in words (see the module's text)."""
    return _whose(stop, sampled_pid, run, symbols_of)[1]


def _whose(stop, sampled_pid, run, symbols_of=None):
    """(kind, words, kernel function or None) of a wrong sample's $sepc: kind
    is "kernel", "unattributed", or "a grep's pc" (the programs whose
    trap frames hold it)."""
    pc = address(stop["values"]["sepc"])
    if pc >= KERNBASE:
        where = _function(symbols_of, run, None, pc)
        return ("kernel", f"a kernel pc{f' ({where})' if where else ''}: no process's "
                          f"program, and not the sampled process's user pc", where)
    if "trapped" not in stop:
        return ("unattributed", "not attributed: the run did not record the processes' saved "
                                "pcs (it is older than the harness that does)", None)
    owners = [found for found in stop["trapped"]
              if found["epc"] == pc and found["pid"] != sampled_pid]
    if not owners:
        return ("unattributed", f"not attributed: no other process's trap frame held {pc:#x} "
                                f"at the stop (its owner had trapped again since, or had "
                                f"exited)", None)
    programs = sorted({owner["name"] for owner in owners})
    return (" or ".join(f"a {program}'s" for program in programs) + " pc",
            _owners_in_words(owners, programs, pc, run, symbols_of), None)


def _owners_in_words(owners, programs, pc, run, symbols_of):
    said = []
    for program in programs:
        pids = ", ".join(str(owner["pid"]) for owner in owners if owner["name"] == program)
        where = _function(symbols_of, run, program, pc)
        place = (f"{program}'s {where}" if where
                 else f"{program}'s pc {pc:#x} (no symbols of {program} at hand)")
        said.append(f"{place}: pid {pids}")
    return "; or ".join(said) + (" (each one's trap frame holds it)" if len(owners) > 1 else "")


def _function(symbols_of, run, program, pc):
    """"name+0xoff" of the function at pc in the program (the kernel for
    None), or None when its symbols are not at hand."""
    if symbols_of is None:
        return None
    symbols = symbols_of(run.variant, run.source_key, program)
    if symbols is None:
        return None
    name = symbols.func_at(pc)
    if name is None:
        return None
    return f"{name}+{pc - symbols.sym(name):#x}"
