"""One recorded run as Markdown, and a scenario's runs in a few words.

- render_events: a run's transcript.jsonl as console and gdb blocks, the
  harness's notes between them, several breakpoint stops as one table;
- render_stops:  gdb's stops (as run.json's steps keep them) as that table;
- render_checks: a run's checks, with the handout's figure and the value seen;
- verdict_line, measure_line: a scenario's runs in a few words, for the
  summaries and the index.

What it is given must already be without machine paths (harness/scrub.py).
A run here is a RunRecord (harness/record.py, run.json of format 2).
"""

from harness import markdown
from harness.mi import leading_string
from harness.judge import NO_SYMPTOM, counted
from harness.log import check_result

TOP_FRAMES = 3


def render_events(events, stops=(), checks=True):
    """Markdown for one run: console and gdb in fenced blocks, notes between,
    then (checks=True) its checks as the transcript recorded them.

    Consecutive console output makes one block, and so does a run of gdb
    exchanges, each command shown after a (gdb) prompt.  When the run
    took several breakpoint stops, their
    exchanges make one table instead (render_stops), where the first was.
    stops: every stop of the run, as RunRecord.stops() gives them.
    """
    out, block, recorded = [], [], []
    kind = None   # what the open block holds: "console", "gdb" or None
    exchanges = _StopExchanges() if len(stops) > 1 else None
    table_at = None

    def close_block():
        nonlocal kind
        if block:
            out.extend(["```text", "".join(block).rstrip("\n"), "```", ""])
            block.clear()
        kind = None

    for event in events:
        side = event["side"]
        if side == "typed":
            continue   # the console echoes it
        if side == "step" and exchanges is not None and event["text"].startswith("gdb: stop "):
            continue   # a row of the stops table
        if side == "check":
            recorded.append(event)
            continue
        if side == "gdb" and exchanges is not None and exchanges.takes(event):
            if table_at is None:
                close_block()
                table_at = len(out)
                out.append(None)   # the table, once the stops let go are counted
            continue
        if side in ("console", "gdb"):
            if kind != side:
                close_block()
                kind = side
            if side == "console":
                block.append(event["text"])
            else:
                block.append(f"(gdb) {event['command']}\n{str(event['text']).rstrip()}\n")
            continue
        close_block()
        out.extend([f"*{markdown.prose(event['text'])}*", ""])
    close_block()
    if table_at is not None:
        out[table_at] = render_stops(stops, exchanges.let_go)
    if checks and recorded:
        out.extend(["| check | result | seen | handout |", "|---|---|---|---|"])
        for event in recorded:
            handout = event.get("handout")
            seen = event["seen"] if not event.get("error") else event["error"]
            out.append(f"| {markdown.cell(event['text'])} | {check_result(event)} | "
                       f"{markdown.cell(seen)} | "
                       f"{markdown.cell(handout if handout is not None else '')} |")
        out.append("")
    return "\n".join(out)


class _StopExchanges:
    """Which gdb exchanges belong to breakpoint stops: a continue (or finish)
    that stopped, then the prints and the backtrace done at that stop.  A
    stop with no backtrace was let go (a process that only_proc skips)."""

    def __init__(self):
        self.inside = False
        self.stopped = 0
        self.recorded = 0

    def takes(self, event):
        command = event.get("command", "")
        verb = command.split(" ", 1)[0]
        if verb in ("continue", "finish") and str(event["text"]).startswith("stopped"):
            self.inside = True
            self.stopped += 1
            return True
        if self.inside and (command == "backtrace" or verb.startswith("print")):
            self.recorded += command == "backtrace"
            return True
        self.inside = False
        return False

    @property
    def let_go(self):
        return self.stopped - self.recorded


def render_stops(stops, let_go=0):
    """gdb's breakpoint stops as a table, one row a stop: the hart, the
    process (when a value is its name: `name`, `proc`, `proc_name`, ...),
    each other value by its short name, and the top frames.

    stops: as run.json keeps them, {"hart", "frames": [{"func", ...}], "values"}."""
    names = []
    for stop in stops:
        names += [name for name in stop.get("values", {}) if name not in names]
    process = next((name for name in names if name == "proc" or name.endswith("name")), None)
    evaluated = [name for name in names if name != process]
    header = (["stop", "hart"] + (["process"] if process else [])
              + [markdown.code(name) for name in evaluated] + [f"top {TOP_FRAMES} frames"])
    out = [f"gdb's {len(stops)} stops, one a row"
           + (f" ({let_go} stops in other processes were let go on)." if let_go else "."),
           "", markdown.row(header), markdown.row(["---"] * len(header))]
    for number, stop in enumerate(stops, 1):
        values = stop.get("values", {})
        frames = [frame["func"] for frame in stop.get("frames", [])]
        shown = ", ".join(frames[:TOP_FRAMES]) + (", ..." if len(frames) > TOP_FRAMES else "")
        cells = ([str(number), str(stop.get("hart", "?"))]
                 + [markdown.code(_gdb_value(values[name])) if name in values else ""
                    for name in ([process] if process else []) + evaluated]
                 + [markdown.code(shown)])
        out.append(markdown.row(cells))
    return "\n".join(out + [""])


def _gdb_value(value):
    """A value a stop recorded, as a reader wants it: small numbers in decimal,
    addresses in hex, a C string without its padding."""
    if isinstance(value, int) and not isinstance(value, bool):
        if 0 <= value < 10:
            return str(value)
        if 0 <= value < 1 << 16:
            return f"{value} ({value:#x})"
        return hex(value)
    text = str(value)
    if text.startswith('"'):
        return leading_string(text)
    return text


def render_checks(run):
    """A run's checks: what is checked, the handout's figure, the value seen,
    and held or not (yes, no, or error).  run.symptom and run.reference
    hold judge.Outcome objects."""
    out = [markdown.row(["checked", "handout", "seen", "held"]), markdown.row(["---"] * 4)]
    for kind, outcome in ([("symptom", item) for item in run.symptom]
                          + [("as the reference", item) for item in run.reference]):
        if kind == "symptom" and outcome.context:
            kind = "context"
        if outcome.result == "error":
            seen = markdown.code(outcome.error)
        elif isinstance(outcome.seen, bool):
            seen = ""   # the check shows no value of its own
        else:
            seen = markdown.code(_value(outcome.seen))
        handout = markdown.code(outcome.handout) if outcome.handout is not None else ""
        out.append(markdown.row([f"{kind}: {markdown.prose(outcome.says)}", handout, seen,
                                 outcome.result]))
    return "\n".join(out + [""])


def _value(value, nested=False):
    """A value a check showed, without quotes: lists in brackets, the tuples
    inside them (lists, once in JSON) in parentheses."""
    if isinstance(value, (list, tuple)):
        inner = ", ".join(_value(item, True) for item in value)
        return f"({inner})" if nested else f"[{inner}]"
    return str(value)


def deciding(runs):
    """The run whose checks a scenario's summary shows: the last that counted
    (the last of all, when none did)."""
    return (counted(runs) or runs)[-1]


def verdict_line(runs):
    """A scenario's runs in a few words: "symptom", "no symptom in 3 boots",
    "run 1: different symptom; run 2: symptom", "symptom 7 times, no
    symptom 2 times, in 9 boots"."""
    ran = counted(runs)
    retried = len(runs) - len(ran)
    verdicts = [run.verdict for run in ran]
    if not ran:
        line = f"infrastructure: none of {retried} boots ran the scenario"
        retried = 0
    elif len(set(verdicts)) == 1:
        line = verdicts[0] + (f" in {len(verdicts)} boots" if len(verdicts) > 1 else "")
    elif len(ran) <= 3:
        line = "; ".join(f"run {run.number}: {run.verdict}" for run in ran)
    else:
        times = {verdict: verdicts.count(verdict) for verdict in verdicts}
        line = ", ".join(f"{verdict} {count} time{'s' * (count > 1)}"
                         for verdict, count in times.items()) + f", in {len(verdicts)} boots"
    if retried:
        line += f" ({retried} more failed for infrastructure reasons, not counted)"
    return line


def measure_line(runs):
    """A measure's runs in a few words: how many of the deciding run's checks
    held ("4 of 5 checks held"), after the verdict line when a run ended
    otherwise than a measure should ("error; 0 of 2 checks held")."""
    last = deciding(runs)
    checks = last.reference
    line = f"{sum(outcome.result == 'yes' for outcome in checks)} of {len(checks)} checks held"
    if all(run.verdict == NO_SYMPTOM for run in runs):
        return line + (f" (run {last.number} of {len(runs)})" if len(runs) > 1 else "")
    return f"{verdict_line(runs)}; {line}"
