"""The event log of a run, and the live account of it.

An EventLog (not the teachers' transcripts: reports/transcripts.py) appends
one JSON object a line to LOGDIR/transcript.jsonl
as things happen, each with the side that spoke:

- "harness": what the harness is doing (building, booting, a verdict);
- "step":    a scenario's step that types nothing (a gdb step);
- "typed":   a line typed at the console;
- "console": what the console printed (the shell echoes what was typed);
- "gdb":     a gdb command, as a person would type it, and gdb's answer;
- "check":   one judged check, its value seen and the handout's.

The same events are shown live on standard error (pytest keeps them in
the test's captured output unless run with -s), so a person watching a
scenario sees it happen.  With capture on, `progress` (harness/plugin/session.py
sets it to a function of pytest's terminal reporter) gets a shorter account:
one line a boot, a command typed, a step, a check and a verdict.

Boots side by side (run/pool.py) each keep their live lines in a Held of
their own (holding): the thread that runs the pool shows them (show_held),
one boot's lines together, then the next's, so that a person can follow
each boot as a whole.

Every layer above the pure rules may record through it: it imports only
the harness's root and its text rules (harness/text/).  Rendering what it recorded
is harness/reports/render.py's job.
"""

import contextlib
import json
import sys
import threading
import time
from pathlib import Path

from harness import shortened
from harness.text.console import Watched, readable_console
from harness.text.words import said

_started = time.monotonic()
progress = None   # a function given one line of the short account, or None
_open_line = False   # standard error's last line is the console's, unended (a prompt)
# Verbose mode (pytest -v sets it): the details are shown live too, gdb's
# exchanges and QEMU's command line; without it they are kept in the log alone.
verbose = False

MARK = {"yes": "ok  ", "no": "NOT ", "error": "ERR "}


def report(text, at=None):
    """One line of live feedback on standard error, stamped with the time
    since the harness started (or `at`, an event's time)."""
    _live(_print_line, _stamped(text, at))


def _print_line(line):
    global _open_line
    start = "\n" if _open_line else ""      # never glued to a prompt the console left open
    _open_line = False
    print(start + line, file=sys.stderr, flush=True)


def _stamped(text, at=None):
    return f"[{(time.monotonic() - _started) if at is None else at:6.1f}s] {text}"


# --- boots side by side: each one's live lines held, and shown together ------------

_local = threading.local()   # .held: the Held of the boot this thread runs, if any
_lock = threading.RLock()


class Held:
    """One boot's live lines, kept until show_held shows them; `over` once
    the boot has ended."""

    def __init__(self):
        self.lines = []
        self.over = False


@contextlib.contextmanager
def holding(held):
    """This thread's live lines go to held meanwhile; it is over afterwards."""
    _local.held = held
    try:
        yield held
    finally:
        _local.held = None
        held.over = True


def show_held(turns, start=0):
    """Show the held lines of turns[start:] (Helds in the order their boots
    began) up to the first boot still running, whose lines so far are
    shown and whose next ones wait for the next call: each boot's lines
    together.  Returns the index of that first boot still running (the
    next call's start), or len(turns)."""
    while start < len(turns):
        held = turns[start]
        with _lock:
            lines, held.lines = held.lines, []
            for show, args in lines:
                show(*args)
        if not held.over:
            return start
        start += 1
    return start


def _live(show, *args):
    """Show a live line now, or hold it for show_held in a boot beside others."""
    held = getattr(_local, "held", None)
    if held is None:
        with _lock:
            show(*args)
    else:
        with _lock:
            held.lines.append((show, args))


class EventLog:
    """The writer of one run's transcript.jsonl (see above).  live: also show
    each event on standard error and tell `progress`."""

    def __init__(self, path, *, live=True, console_live=True):
        self.path = Path(path)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self.path.write_text("")
        self.live = live
        # False: out of verbose mode, the live account shows the commands
        # typed but not the console (the reference's, beside a clinic's
        # bug: its checks' lines say what it printed).
        self.console_live = console_live
        self._watched = Watched()   # what of the console a student watches

    def note(self, text, *, headline=False, detail=False, live=None):
        """What the harness does; a headline (a boot begins, a verdict) also
        goes to the short account; a detail (QEMU's command line) is shown
        live only in verbose mode; live: the words shown live in place of
        text (a verdict in a student's words; the log keeps text)."""
        extra = {"headline": True} if headline else {"detail": True} if detail else {}
        if live is not None:
            extra["live"] = live
        self._add("harness", text, **extra)

    def step(self, text, *, detail=False):
        """A scenario's step that types nothing on the console (a gdb step);
        a detail (a breakpoint stop between the first and the last) is
        shown live only in verbose mode."""
        self._add("step", text, **({"detail": True} if detail else {}))

    def typed(self, text):
        """A line typed at the console: live, the console's echo shows it,
        or, when the console is not shown, a line of its own."""
        quiet = not self.console_live and not verbose
        self._add("typed", text, **({"live": f"$ {text}"} if quiet else {}))

    def console(self, text):
        """What the console printed.  Live, out of verbose mode, what a
        student watches (text/console.Watched: from the shell's first prompt,
        without proftest's passed checks); the log keeps it all."""
        text = readable_console(text)
        if not text:
            return
        extra = {}
        if not verbose and not self.console_live:
            extra["shown"] = ""
        elif not verbose:
            shown = self._watched.feed(text)
            if shown != text:
                extra["shown"] = shown
            if self.live:
                _say_left_out()
        self._add("console", text, **extra)

    def gdb(self, command, answer):
        self._add("gdb", answer, command=command)

    def check(self, says, outcome, shown_as=None, *, mark=None, label=None, detail=False):
        """One judged check (a judge.Outcome): yes, no or error, and the value
        seen, as recorded (seen) and in words (said: text/words.py, through
        the check's shown_as; none for a yes or no).  mark and label: how
        the live account shows it ("differs", "reference: ..."), in place
        of a bare yes or no and says; a detail is shown live only in
        verbose mode."""
        extra = {"mark": mark, "label": label} if mark is not None else {}
        if detail:
            extra["detail"] = True
        self._add("check", says, ok=bool(outcome.ok), result=outcome.result,
                  seen=str(outcome.seen), said=said(outcome.seen, shown_as),
                  handout=outcome.handout, error=outcome.error, **extra)

    def _add(self, side, text, **extra):
        event = {"t": round(time.monotonic() - _started, 3), "side": side, "text": text, **extra}
        with open(self.path, "a", encoding="utf-8") as file:
            file.write(json.dumps(event, default=str) + "\n")
        if self.live:
            _live(_show, event)
            _live(_tell_progress, event)


def check_result(event):
    """A check event's result: yes, no or error.  Events recorded before
    errors were told apart carry ok alone."""
    return event.get("result") or ("yes" if event["ok"] else "no")


def _show(event):
    side, text = event["side"], event["text"]
    global _open_line
    if (side == "gdb" or event.get("detail")) and not verbose:
        return                                   # kept in transcript.jsonl and gdb.log
    if side == "console":
        text = event.get("shown", text)
        if text:
            sys.stderr.write(text)
            sys.stderr.flush()
            _open_line = not text.endswith("\n")
    elif side == "gdb":
        _print_line(_stamped(f"(gdb) {event['command']}\n" + _indent(text), event["t"]))
    elif side == "check":
        _print_line(_stamped(_check_line(event), event["t"]))
        if event.get("error"):
            _print_line(_stamped(f"     {event['error']}", event["t"]))
    elif side != "typed" or "live" in event:   # else the console echoes what is typed
        _print_line(_stamped(event.get("live", text), event["t"]))


_said_left_out = False   # the live account has said what it leaves out of the console


def _say_left_out():
    """Once a process, at the first boot's console: what the live account
    leaves out of it (text/console.Watched)."""
    global _said_left_out
    if not _said_left_out:
        _said_left_out = True
        report("(left out here, kept in the log and the transcripts, and shown live with -v: "
               "the kernel's boot messages, the checks of proftest and usertests that print "
               "OK, the traps usertests makes on purpose, and the reference's console, whose "
               "checks say what it printed)")


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
        line = f"    {_check_line(event, 100)}"
    elif side == "harness" and event.get("headline"):
        line = event.get("live", text)
    else:
        return
    progress(_stamped(line, event["t"]))


def _check_line(event, width=None):
    """A check's line: its mark (the event's own words, else ok, NOT or
    ERR), what it says, and the value in words."""
    if "mark" in event:
        return f"{event['mark']:<8} {event['label']}{_seen(event, width)}"
    return f"{MARK[check_result(event)]} {event['text']}{_seen(event, width)}"


def _seen(event, width=None):
    """A check's value for its line: ": " and the value in words, or
    nothing for a yes or no (its mark says it).  Events recorded before
    values were put in words carry seen alone."""
    value = event["said"] if "said" in event else event["seen"]
    if value is None:
        return ""
    return f": {shortened(value, width) if width else value}"


def _indent(text):
    return "\n".join(f"    {line}" for line in str(text).splitlines())


def load_events(path):
    """The events of a recorded transcript.jsonl, in order."""
    return [json.loads(line) for line in Path(path).read_text().splitlines() if line.strip()]
