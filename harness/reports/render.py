"""One recorded run as Markdown, and a scenario's runs in a few words.

- render_events: a run's transcript.jsonl as console and gdb blocks, the
  harness's notes between them, several breakpoint stops as one table;
  gdb's stop reasons in words, frames without a symbol as user code,
  repeated bare prompts folded, set-up commands explained once a page
  (SETUP_NOTES);
- render_stops:  gdb's stops (as run.json keeps them) as that table;
  let_go_by_hart: the stops in other processes let go on, by hart;
- verdict_line, measure_line: a scenario's runs in a few words, for the
  summaries and the index;
- chance_in_words: how often a chance symptom shows, for students, and the
  figures for maintainers (a footnote);
- why_section: a clinic's "Why it happens", collapsed;
- shown_as: what a scenario says of its checks' values.
(A run's checks, its verdict in words and the scenario's own FAIL lines:
harness/reports/checks.py.)

What it is given must already be without machine paths (harness/reports/scrub.py).
A run here is a RunRecord (harness/run/record.py, run.json of format 2).
"""

import re

from harness.endings import NO_SYMPTOM
from harness.eventlog import check_result
from harness.expected.kernels import BASE_KERNEL
from harness.reports import markdown
from harness.reports.scrub import folded_prompts, gdb_in_words
from harness.run.judge import counted, counted_or_all, shows
from harness.text.mi import NO_SYMBOL, USER_CODE, leading_string

TOP_FRAMES = 3

# What a set-up command typed in a scenario does, said once a page, after
# the console block where it first shows.
SETUP_NOTES = {
    "sh < mkinputs": "makes the grep inputs b1 and b2 (the shell script mkinputs writes them)",
}

def render_events(events, stops=(), checks=True, explained=None, verdict=None,
                  stops_shown=None):
    """Markdown for one run: console and gdb in fenced blocks, notes between,
    then (checks=True) its checks as the transcript recorded them.

    explained: the set-up commands (SETUP_NOTES) the page has explained
    already, updated; verdict: what to say in place of the run's own
    "verdict: ..." note (None: the note as recorded); stops_shown: a
    sentence that says where the page shows this run's stops already, in
    place of their table (None: the table).

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
    explained = set() if explained is None else explained
    notes = []   # set-up commands typed in the open block, to explain after it

    def close_block():
        nonlocal kind
        if block:
            text = "".join(block).rstrip("\n")
            out.extend(["```text", folded_prompts(text) if kind == "console" else text, "```", ""])
            block.clear()
        for command in notes:
            out.extend([f"*{markdown.code(command)} {markdown.prose(SETUP_NOTES[command])}.*", ""])
        notes.clear()
        kind = None

    for event in events:
        side = event["side"]
        if side == "typed":
            command = str(event["text"]).strip()
            if command in SETUP_NOTES and command not in explained:
                explained.add(command)
                notes.append(command)
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
                block.append(f"(gdb) {event['command']}\n"
                             f"{gdb_in_words(event['command'], event['text'])}\n")
            continue
        close_block()
        text = str(event["text"])
        if verdict is not None and side == "harness" and text.startswith("verdict: "):
            text = verdict
        out.extend([f"*{markdown.prose(text)}*", ""])
    close_block()
    if table_at is not None:
        out[table_at] = (render_stops(stops, exchanges.let_go) if stops_shown is None
                         else f"{stops_shown}\n")
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
        self.harts = []       # the hart of each stop ("stopped on hart N"), None: not said
        self.recorded = []    # one bool a stop: its backtrace was taken

    def takes(self, event):
        command = event.get("command", "")
        verb = command.split(" ", 1)[0]
        text = str(event["text"])
        if verb in ("continue", "finish") and text.startswith("stopped"):
            self.inside = True
            found = re.search(r"\bon hart (\d+)", text)
            self.harts.append(int(found.group(1)) if found else None)
            self.recorded.append(False)
            return True
        if self.inside and (command == "backtrace" or verb.startswith("print")):
            if command == "backtrace":
                self.recorded[-1] = True
            return True
        self.inside = False
        return False

    @property
    def let_go(self):
        return self.recorded.count(False)


def let_go_by_hart(events):
    """{hart: how many of gdb's stops there were let go on} in a run's events
    (transcript.jsonl): stops in processes that only_proc skips."""
    exchanges = _StopExchanges()
    for event in events:
        if event["side"] == "gdb":
            exchanges.takes(event)
    found = {}
    for hart, recorded in zip(exchanges.harts, exchanges.recorded):
        if not recorded:
            found[hart] = found.get(hart, 0) + 1
    return found


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
        cells = ([str(number), str(stop.get("hart", "?"))]
                 + [markdown.code(_gdb_value(values[name])) if name in values else ""
                    for name in ([process] if process else []) + evaluated]
                 + [markdown.code(top_frames(stop))])
        out.append(markdown.row(cells))
    return "\n".join(out + [""])


def top_frames(stop):
    """A stop's top frames, a frame without a symbol as user code."""
    frames = [USER_CODE if frame["func"] == NO_SYMBOL else frame["func"]
              for frame in stop.get("frames", [])]
    return ", ".join(frames[:TOP_FRAMES]) + (", ..." if len(frames) > TOP_FRAMES else "")


def _gdb_value(value):
    """A value a stop recorded, as a reader wants it: a digit in decimal, any
    other number in hex (gdb's values are addresses and registers), a C
    string without its padding."""
    if isinstance(value, int) and not isinstance(value, bool):
        return str(value) if 0 <= value < 10 else hex(value)
    text = str(value)
    if text.startswith('"'):
        return leading_string(text)
    return text


def deciding(runs):
    """The run whose checks a scenario's summary shows: the last that counted
    (the last of all, when none did)."""
    return counted_or_all(runs)[-1]


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


_ORDINALS = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth",
             "ninth", "tenth")


def rate_in_words(measured):
    """A measured rate ("bug 28 of 30, ...": harness/measured/rates.py; idle and
    loaded added up) for students: "in about 9 boots out of 10 (28 of 30
    measured)"; None when not measured."""
    found = [tuple(map(int, pair)) for pair in re.findall(r"\bbug (\d+) of (\d+)", measured or "")]
    k, n = sum(k for k, _ in found), sum(n for _, n in found)
    if n == 0:
        return None
    tenths = round(10 * k / n)
    if k in (0, n):
        how = "in every boot measured" if k else "in none of the boots measured"
    elif tenths >= 10:
        how = "in nearly every boot"
    elif tenths == 0:
        how = "in fewer than 1 boot out of 10"
    else:
        how = f"in about {tenths} boot{'s' * (tenths > 1)} out of 10"
    return f"{how} ({k} of {n} measured)"


def session_in_words(shown):
    """This session's boots in words; shown: one bool a boot (it showed the symptom)."""
    showed = [number for number, shows_it in enumerate(shown) if shows_it]
    if not shown:
        return "this session no boot ran the scenario"
    if not showed:
        return ("this session it did not show in its one boot" if len(shown) == 1
                else f"this session it showed in none of {len(shown)} boots")
    if len(showed) == 1 and showed[0] < len(_ORDINALS):
        return f"this session it showed in the {_ORDINALS[showed[0]]} boot"
    return f"this session it showed in {len(showed)} of {len(shown)} boots"


def chance_in_words(runs, measured, on_bug, bug):
    """(a sentence for students, a footnote's text for maintainers) on how
    often a chance scenario's symptom shows: its measured rate and this
    session's boots; measured: the bug's rate in words (rates.py), or None."""
    ran = counted(runs)
    rate = rate_in_words(measured) or "in some boots only (its rate is not measured yet)"
    session = session_in_words([shows(run) for run in ran])
    if on_bug:
        sentence = f"This symptom shows by chance, {rate}; {session}."
    else:
        sentence = (f"On the bug, this symptom shows by chance, {rate}.  The reference must "
                    f"never show it: {session}.")
    last = deciding(runs)
    allowed = (f" (at most {last.budget}, stopping at the first that shows it)"
               if on_bug and last.budget > 1 else "")
    on_kernel = "" if last.kernel == BASE_KERNEL else f" KERNEL={last.kernel}"
    figures = (f"measured: {measured}" if measured
               else f"not measured yet (make rates BUG={bug}{on_kernel})")
    return sentence, (f"{sum(map(shows, ran))} of {len(ran)} boots this session showed it"
                      f"{allowed}; {figures}.")


WHY_PARTS = (("mechanism", "How it happens"), ("evidence", "What to look at"),
             ("fix", "The fix"), ("differs", "Where our run differs from the handout's"))


def why_section(why, parts=WHY_PARTS):
    """A clinic's "Why it happens" (spec.Clinic.why) as one collapsed
    <details> block, in HTML (Markdown inside raw HTML is not read
    everywhere); [] when nothing is written."""
    shown = [f"<p><b>{title}.</b> {markdown.html_text(why[key])}</p>"
             for key, title in parts if why.get(key)]
    if not shown:
        return []
    return ["<details><summary>Why it happens</summary>", *shown, "</details>", ""]


def shown_as(scenario):
    """{("symptom" or "reference", says): shown_as} of a scenario's checks
    (Scenario.shown_as), {} for no scenario."""
    return {} if scenario is None else scenario.shown_as()
