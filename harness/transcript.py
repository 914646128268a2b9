"""The record of a run: every console and gdb exchange, in order, and the checks.

A Transcript appends one JSON object a line to LOGDIR/transcript.jsonl
as things happen, each with the side that spoke:

- "harness": what the harness is doing (building, booting, a verdict);
- "typed":   a line typed at the console;
- "console": what the console printed (the shell echoes what was typed);
- "gdb":     a gdb command, as a person would type it, and gdb's answer;
- "check":   one check of an expectation, its value seen and the handout's.

The same events are shown live on standard error (pytest keeps them in
the test's captured output unless run with -s), so a person watching a
scenario sees it happen.  With capture on, `progress` (set by
conftest.py to pytest's terminal reporter) gets a shorter account, one
line a boot, a command typed, a step, a check and a verdict, so that
plain `pytest` shows a clinic unfolding too.  render_events() turns
recorded events into a teacher's transcript without running anything
again.
"""

import json
import sys
import time
from pathlib import Path

from harness.console import readable_console

_started = time.monotonic()
progress = None   # a function given one line of the short account, or None


def report(text):
    """One line of live feedback on standard error."""
    print(_stamped(text), file=sys.stderr, flush=True)


def _stamped(text):
    return f"[{time.monotonic() - _started:6.1f}s] {text}"


def _tell_progress(event):
    """The event's line in the short account, if it has one."""
    if progress is None:
        return
    side, text = event["side"], event["text"]
    if side == "typed":
        line = f"  $ {text}"
    elif side == "step":
        line = f"  {text}"
    elif side == "check":
        line = f"    {_MARK[_result(event)]} {text}: seen {_short(event['seen'])}"
    elif side == "harness" and event.get("headline"):
        line = text
    else:
        return
    progress(_stamped(line))


def _short(text, width=100):
    text = str(text)
    return text if len(text) <= width else text[:width - 3] + "..."


class Transcript:
    def __init__(self, path, *, live=True):
        self.path = Path(path)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self.path.write_text("")
        self.live = live

    def note(self, text, *, headline=False):
        """What the harness does; a headline (a boot begins, a verdict) also
        goes to the short account."""
        if headline:
            self._add("harness", text, headline=True)
        else:
            self._add("harness", text)

    def step(self, text):
        """A scenario's step that types nothing on the console (a gdb step)."""
        self._add("step", text)

    def typed(self, text):
        self._add("typed", text)

    def console(self, text):
        text = readable_console(text)
        if text:
            self._add("console", text)

    def gdb(self, command, answer):
        self._add("gdb", answer, command=command)

    def check(self, says, outcome):
        """One judged check (an expect.Outcome): yes, no or error, and the value seen."""
        self._add("check", says, ok=bool(outcome.ok), result=outcome.result,
                  seen=str(outcome.seen), handout=outcome.handout, error=outcome.error)

    def _add(self, side, text, **extra):
        event = {"t": round(time.monotonic() - _started, 3), "side": side, "text": text, **extra}
        with open(self.path, "a", encoding="utf-8") as file:
            file.write(json.dumps(event, default=str) + "\n")
        if self.live:
            _show(event)
            _tell_progress(event)


def _show(event):
    side, text = event["side"], event["text"]
    if side == "console":
        sys.stderr.write(text)
        sys.stderr.flush()
    elif side == "gdb":
        report(f"(gdb) {event['command']}\n" + _indent(text))
    elif side == "check":
        report(f"{_MARK[_result(event)]} {text}: seen {event['seen']}")
        if event.get("error"):
            report(f"     {event['error']}")
    elif side == "step":
        report(text)
    elif side != "typed":   # the console echoes what is typed
        report(text)


_MARK = {"yes": "ok  ", "no": "NOT ", "error": "ERR "}


def _result(event):
    """yes, no or error (transcripts recorded before errors existed say ok only)."""
    return event.get("result") or ("yes" if event["ok"] else "no")


def _indent(text):
    return "\n".join(f"    {line}" for line in str(text).splitlines())


def load(path):
    """The events of a recorded transcript.jsonl."""
    return [json.loads(line) for line in Path(path).read_text().splitlines() if line.strip()]


def render_events(events):
    """Markdown for one run: console and gdb in fenced blocks, notes and checks between.

    Consecutive console output makes one block, and so does a run of gdb
    exchanges, each command shown after a (gdb) prompt.
    """
    out, block, checks = [], [], []
    kind = None   # what the open block holds: "console", "gdb" or None

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
        if side == "check":
            checks.append(event)
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
        out.extend([f"*{event['text']}*", ""])
    close_block()
    if checks:
        out.extend(["| check | result | seen | handout |", "|---|---|---|---|"])
        for event in checks:
            handout = event.get("handout")
            seen = event["seen"] if not event.get("error") else event["error"]
            out.append(f"| {_cell(event['text'])} | {_result(event)} | "
                       f"{_cell(seen)} | {_cell(handout if handout is not None else '')} |")
        out.append("")
    return "\n".join(out)


def _cell(value):
    return str(value).replace("|", "\\|").replace("\n", " ")


# --- teachers' transcripts -------------------------------------------------------

def write_transcripts(folders, out_dir, patch_of):
    """One Markdown file per variant in out_dir, from every run.json under the folders.

    patch_of(variant): the variant's patch file, None for the reference.

    Returns the paths written.  Runs come in a fixed order (clinic,
    scenario, run number), so the layout is the same from one session
    to the next.
    """
    if isinstance(folders, (str, Path)):
        folders = [folders]
    runs = [json.loads(path.read_text()) | {"folder": path.parent}
            for folder in folders for path in sorted(Path(folder).glob("**/run.json"))]
    variants = {}
    for run in sorted(runs, key=lambda run: (run["bug"], run["scenario"], run["number"])):
        variants.setdefault(run["variant"], []).append(run)
    out_dir = Path(out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    written = []
    for variant, its_runs in sorted(variants.items()):
        path = out_dir / f"{variant}.md"
        path.write_text(render_variant(variant, its_runs, patch_of(variant)))
        written.append(path)
    return written


def render_variant(variant, runs, patch):
    """A variant's transcript: what the patch changes, then each scenario's runs."""
    out = []
    if patch is None:
        out += [f"# {variant}", "", "The reference solution (base/ with no patch), run under "
                "each clinic's scenario: it must not show the clinic's symptom.", ""]
    else:
        header, _, diff = Path(patch).read_text().partition("\n--- ")
        out += [f"# {variant}", "", "## What the bug changes", "", header.strip(), "",
                "```diff", ("--- " + diff).rstrip("\n"), "```", ""]
    out += ["## What happened when we ran it", ""]
    by_scenario = {}
    for run in runs:
        by_scenario.setdefault((run["bug"], run["scenario"]), []).append(run)
    for (bug, scenario), scenario_runs in by_scenario.items():
        title = f"{scenario}" if patch is not None else f"{bug}: {scenario}"
        verdicts = ", ".join(f"run {run['number']}: {run['verdict']}" for run in scenario_runs)
        out += [f"### {title}", "", f"{len(scenario_runs)} run(s): {verdicts}.", ""]
        measured = scenario_runs[0].get("measured")
        if measured is not None:
            out += [f"The symptom shows by chance: measured {measured}.  On the bug, up to "
                    f"{scenario_runs[0].get('budget', 1)} boots, stopping at the first that "
                    f"shows it.", ""]
        for run in scenario_runs:
            out += [f"#### Run {run['number']}: {run['verdict']}", "", run["detail"], ""]
            out.append(render_events(load(Path(run["folder"]) / "transcript.jsonl")))
    return "\n".join(out).rstrip("\n") + "\n"
