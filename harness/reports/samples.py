"""Tables of a scenario's gdb stops, under its summary in a transcript: the
ones its expected file names in `tables` (spec.TABLES).

- samples_by_hart: for each hart, the processes whose samples gdb took
  there (pid, name, how many), the bug's run and the reference's side by
  side, as a per-CPU, per-process table (clinic 1: on the bug, only hart
  0 samples).
- wrong_samples: each stop whose value `sepc` (the live register) differs
  from `epc` (the pc the sampled process's trap frame saved): a sample
  charged to a pc that is not the sampled process's.  Each is
  attributed, as a profiler attributes a sample to the object it came
  from: the process whose own trap frame holds that pc (the stop's
  `trapped`, which harness/run/steps.py records at a stop that reads
  $sepc), then the function of that process's program, with its offset,
  from the program's symbols (clinic 2: "grep's matchstar+0x.." when a
  grep was the last to trap on that hart).  When
  it cannot be attributed, the row says why.

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
from harness.reports.render import deciding

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


def deciding_sides(runs, patch_of):
    """{(bug, scenario): (the bug's deciding run, the reference's)}, None for a
    side that did not run: what tables() puts side by side."""
    grouped = {}
    for run in runs:
        on_bug = patch_of(run.variant) is not None
        grouped.setdefault((run.bug, run.scenario), ([], []))[0 if on_bug else 1].append(run)
    return {key: tuple(deciding(side) if side else None for side in both)
            for key, both in grouped.items()}


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
    """The per-hart table (see the module's text)."""
    sides = [(label, run) for label, run in (("bug", bug_run), ("reference", reference_run))
             if run is not None]
    counts = {label: _per_hart(scenario, run) for label, run in sides}
    harts = sorted(set(range(HARTS)) | {hart for found in counts.values() for hart, _ in found})
    header = ["hart"]
    for label, run in sides:
        header += [f"{label} (run {run.number}): pid", "process", "samples"]
    out = [markdown.prose("Samples by hart: the stops gdb took on each hart, and whose they "
                          "were."), "",
           markdown.row(header), markdown.row(["---"] * len(header))]
    for hart in harts:
        columns = [_hart_rows(counts[label], hart) for label, _ in sides]
        for line in range(max(len(rows) for rows in columns)):
            cells = [str(hart) if line == 0 else ""]
            for rows in columns:
                cells += rows[line] if line < len(rows) else ["", "", ""]
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
    """The attributed wrong samples of the bug's run (see the module's text)."""
    taken = processes(scenario, run)
    wrong = [(number, stop, pid, name) for number, (stop, pid, name) in enumerate(taken, 1)
             if _wrong(stop)]
    if not wrong:
        return []
    header = ["stop", "hart", "sampled process", "live `$sepc`", "its trap frame's epc",
              "whose pc it is"]
    out = [markdown.prose(f"The samples charged a pc that is not the sampled process's "
                          f"({len(wrong)} of {len(taken)} stops of run "
                          f"{run.number}), each attributed to the process whose own trap "
                          f"frame holds that pc, and to the function of its program:"),
           "", markdown.row(header), markdown.row(["---"] * len(header))]
    for number, stop, pid, name in wrong:
        values = stop["values"]
        sampled = f"{name or UNKNOWN} (pid {UNKNOWN if pid is None else pid})"
        out.append(markdown.row([str(number), str(stop.get("hart", UNKNOWN)),
                                 markdown.cell(sampled),
                                 markdown.code(hex(address(values["sepc"]))),
                                 markdown.code(hex(address(values["epc"]))),
                                 markdown.cell(attribute(stop, pid, run, symbols_of))]))
    return out + [""]


def _wrong(stop):
    values = stop.get("values", {})
    if "sepc" not in values or "epc" not in values:
        return False
    return address(values["sepc"]) != address(values["epc"])


def attribute(stop, sampled_pid, run, symbols_of=None):
    """Whose pc a wrong sample's $sepc is, in words (see the module's text)."""
    pc = address(stop["values"]["sepc"])
    if pc >= KERNBASE:
        where = _function(symbols_of, run, None, pc)
        return (f"a kernel pc{f' ({where})' if where else ''}: no process's program, "
                f"and not the sampled process's user pc")
    if "trapped" not in stop:
        return ("not attributed: the run did not record the processes' saved pcs (it is "
                "older than the harness that does)")
    owners = [found for found in stop["trapped"]
              if found["epc"] == pc and found["pid"] != sampled_pid]
    if not owners:
        return (f"not attributed: no other process's trap frame held {pc:#x} at the stop "
                f"(its owner had trapped again since, or had exited)")
    said = []
    for program in sorted({owner["name"] for owner in owners}):
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
