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
plain `pytest` shows a clinic unfolding too.

write_transcripts() turns recorded runs (run.json and transcript.jsonl)
into a teacher's transcripts without running anything again: one
Markdown file a variant, each opening with one screen of summary (the
clinic, what the learner believed and changed, a table of checks per
scenario), then the patch, then each run's console and gdb, several gdb
stops as one table; and README.md, an index with links (the clinics,
then any measures of the handout's §5 that ran).  Beside them, the SVG
figures harness/plots.py draws from the consoles, linked under their
scenarios.  No path of the machine that ran them is left in the text
(without_machine_paths), so the same runs give the same bytes.
"""

import json
import re
import sys
import time
from pathlib import Path

from harness import REPO, expect, plots
from harness.console import readable_console
from harness.debugger import leading_string
from harness.errors import ExpectationError

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


# --- one run as Markdown ----------------------------------------------------------

def render_events(events, stops=(), checks=True):
    """Markdown for one run: console and gdb in fenced blocks, notes between,
    then (checks=True) its checks as the transcript recorded them.

    Consecutive console output makes one block, and so does a run of gdb
    exchanges, each command shown after a (gdb) prompt.  When the run
    took several breakpoint stops (stops: as run.json keeps them), their
    exchanges make one table instead (render_stops), where the first was.
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
        out.extend([f"*{_prose(event['text'])}*", ""])
    close_block()
    if table_at is not None:
        out[table_at] = render_stops(stops, exchanges.let_go)
    if checks and recorded:
        out.extend(["| check | result | seen | handout |", "|---|---|---|---|"])
        for event in recorded:
            handout = event.get("handout")
            seen = event["seen"] if not event.get("error") else event["error"]
            out.append(f"| {_cell(event['text'])} | {_result(event)} | "
                       f"{_cell(seen)} | {_cell(handout if handout is not None else '')} |")
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


_STOP_KEYS = ("hart", "frames", "args")
TOP_FRAMES = 3


def render_stops(stops, let_go=0):
    """gdb's breakpoint stops as a table, one row a stop: the hart, the
    process (when an eval gives its name), each expression evaluated, and
    the top frames."""
    expressions = []
    for stop in stops:
        expressions += [key for key in stop if key not in _STOP_KEYS and key not in expressions]
    name = next((key for key in expressions if re.search(r"(->|\.)name$", key)), None)
    evaluated = [key for key in expressions if key != name]
    header = (["stop", "hart"] + (["process"] if name else [])
              + [_code(key) for key in evaluated] + [f"top {TOP_FRAMES} frames"])
    out = [f"gdb's {len(stops)} stops, one a row"
           + (f" ({let_go} stops in other processes were let go on)." if let_go else "."),
           "", _row(header), _row(["---"] * len(header))]
    for number, stop in enumerate(stops, 1):
        frames = stop.get("frames", [])
        shown = ", ".join(frames[:TOP_FRAMES]) + (", ..." if len(frames) > TOP_FRAMES else "")
        cells = ([str(number), str(stop.get("hart", "?"))]
                 + ([_code(_gdb_value(stop[name])) if name in stop else ""] if name else [])
                 + [_code(_gdb_value(stop[key])) if key in stop else "" for key in evaluated]
                 + [_code(shown)])
        out.append(_row(cells))
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
    """A run's checks (from its run.json): what is checked, the handout's
    figure, the value seen, and held or not (yes, no, or error)."""
    out = [_row(["checked", "handout", "seen", "held"]), _row(["---"] * 4)]
    for kind, outcome in ([("symptom", item) for item in run.get("symptom", [])]
                          + [("as the reference", item) for item in run.get("reference", [])]):
        if kind == "symptom" and outcome.get("context"):
            kind = "context"
        held = _held(outcome)
        if held == "error":
            seen = _code(outcome.get("error") or outcome.get("seen"))
        elif isinstance(outcome.get("seen"), bool):
            seen = ""   # the check shows no value of its own
        else:
            seen = _code(_value(outcome.get("seen")))
        handout = outcome.get("handout")
        out.append(_row([f"{kind}: {_prose(outcome['says'])}",
                         _code(handout) if handout is not None else "", seen, held]))
    return "\n".join(out + [""])


def _held(outcome):
    """yes, no or error.  An older harness kept an error as a seen value
    beginning "cannot tell: "."""
    if outcome.get("error") or str(outcome.get("seen")).startswith("cannot tell: "):
        return "error"
    return "yes" if outcome.get("ok") else "no"


def _value(value, nested=False):
    """A value a check showed, without quotes: lists in brackets, the tuples
    inside them (lists, once in JSON) in parentheses."""
    if isinstance(value, (list, tuple)):
        inner = ", ".join(_value(item, True) for item in value)
        return f"({inner})" if nested else f"[{inner}]"
    return str(value)


def _row(cells):
    return "| " + " | ".join(cells) + " |"


def _cell(value):
    return str(value).replace("|", "\\|").replace("\n", " ")


def _code(value):
    """value as a code span that fits in a table cell."""
    text = str(value).replace("\n", " ").replace("|", "\\|")
    if not text:
        return ""
    fence = "`" * (max((len(run) for run in re.findall(r"`+", text)), default=0) + 1)
    pad = " " if fence != "`" or text.startswith("`") or text.endswith("`") else ""
    return f"{fence}{pad}{text}{pad}{fence}"


def _prose(text):
    """Text that Markdown shows as written: no emphasis, links, HTML, math or cells."""
    return re.sub(r"([\\`*\[\]<|$])", r"\\\1", str(text).replace("\n", " "))


# --- text without this machine's paths ----------------------------------------------
# A transcript must read the same from any machine and any run.  Paths in
# what was recorded (QEMU's command line, error messages, gdb's answers)
# become relative to the project, or a named placeholder:
#   $RUN     a boot's temporary folder (its copy of fs.img, gdb's socket);
#   $LOGDIR  the run's log folder;
#   .build/  the build cache (<project>/.build/<variant>/...);
#   $ELSEWHERE/<name>  any other path under /tmp, /home, /work, ...

_START = r"(?<![\w.$/-])"                 # where a path may begin
_PART = r"/[\w.@%+~\[\]-]+"               # one /component
_RUN_FOLDER = re.compile(_START + rf"(?:{_PART})*?/profclinic-(?:run|qemu)-\w+")
_BUILD_CACHE = re.compile(_START + rf"(?:{_PART})*?/\.build(?=/)")
_PROJECT_FILE = re.compile(_START + rf"((?:{_PART})+?)/(?:\.build/|expected/[\w-]+\.toml"
                           rf"|bugs/[\w-]+\.patch)")
_ELSEWHERE = re.compile(_START + rf"/(?:tmp|var|home|root|work|Users|mnt|srv|opt|run)(?:{_PART})+")


def without_machine_paths(text, logdirs=()):
    """text with this machine's paths made relative or named (see above).

    logdirs: the log folders of the runs it tells, as recorded and as found."""
    text = _RUN_FOLDER.sub("$RUN", text)
    for folder in sorted({str(folder) for folder in logdirs}, key=len, reverse=True):
        text = re.sub(_START + re.escape(folder) + r"(?![\w.@%+~\[\]-])",
                      lambda match: "$LOGDIR", text)
    roots = {str(REPO)} | {match.group(1) for match in _PROJECT_FILE.finditer(text)}
    for root in sorted(roots, key=len, reverse=True):
        text = re.sub(_START + re.escape(root) + "/", "", text)
    text = _BUILD_CACHE.sub(".build", text)
    return _ELSEWHERE.sub(lambda match: "$ELSEWHERE/" + match.group(0).rsplit("/", 1)[1], text)


def _scrubbed(value, logdirs):
    """Recorded data (run.json's, an event) with every text in it without
    machine paths, before Markdown is made of it."""
    if isinstance(value, str):
        return without_machine_paths(value, logdirs)
    if isinstance(value, list):
        return [_scrubbed(item, logdirs) for item in value]
    if isinstance(value, dict):
        return {key: _scrubbed(item, logdirs) for key, item in value.items()}
    return value


# --- anchors, as GitHub makes them --------------------------------------------------

def github_anchor(heading, taken=None):
    """The anchor GitHub gives a heading: lower case, punctuation dropped,
    each space a '-'.  taken ({anchor: count}, updated) holds the anchors
    already in the file: a repeated one gets -1, -2, ..."""
    anchor = "".join(char for char in heading.strip().lower()
                     if char.isalnum() or char in " -_").replace(" ", "-")
    if taken is None:
        return anchor
    unique = anchor
    while unique in taken:
        taken[anchor] += 1
        unique = f"{anchor}-{taken[anchor]}"
    taken[unique] = 0
    return unique


class _Page:
    """A Markdown file being written: its lines, and each heading's anchor,
    so that a link may point to a heading further down."""

    def __init__(self):
        self.lines = []
        self.anchors = {}   # key -> anchor
        self._taken = {}
        self._wanted = []   # the keys links point to, by number

    def heading(self, level, text, key=None):
        anchor = github_anchor(text, self._taken)
        if key is not None:
            self.anchors[key] = anchor
        self.lines += ["#" * level + " " + text, ""]

    def add(self, *lines):
        self.lines += lines

    def link(self, label, key):
        self._wanted.append(key)
        return f"[{label}](#\ue000{len(self._wanted) - 1}\ue000)"

    def text(self):
        text = "\n".join(self.lines).rstrip("\n") + "\n"
        return re.sub("\ue000(\\d+)\ue000",
                      lambda match: self.anchors[self._wanted[int(match.group(1))]], text)


# --- teachers' transcripts -------------------------------------------------------

def load_runs(folders):
    """Every run.json under the folders, with its "folder", in a fixed order:
    clinic, scenario, run number, folder."""
    if isinstance(folders, (str, Path)):
        folders = [folders]
    runs = [json.loads(path.read_text()) | {"folder": path.parent}
            for folder in folders for path in Path(folder).glob("**/run.json")]
    return sorted(runs, key=lambda run: (run["bug"], run["scenario"], run["number"],
                                         str(run["folder"])))


def write_transcripts(folders, out_dir, patch_of, *, expected=expect.EXPECTED,
                      marks_of=plots.interrupt_marks):
    """One Markdown file per variant in out_dir, from every run.json under the
    folders, and README.md, their index; beside them, the SVG figures their
    data allows (harness/plots.py), each linked under its scenario.

    patch_of(variant): the variant's patch file, None for the reference.
    expected: where the clinics' expected files are (their titles, the
    handout's sections, the order of their scenarios).
    marks_of(variant, source key): where the build turns interrupts back
    on, for the kernel profile's figure (None: not marked).

    Returns the Markdown files written, the index last (none without runs).
    The same runs give the same bytes (figures too), wherever and whenever
    they were recorded.
    """
    runs = load_runs(folders)
    if not runs:
        return []
    clinics = {bug: _clinic(bug, expected) for bug in sorted({run["bug"] for run in runs})}
    measured = _measured(runs, patch_of)
    variants = {}
    for run in runs:
        variants.setdefault(run["variant"], []).append(run)
    out_dir = Path(out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    try:   # SVGs beside the pages (harness/plots.py); never a reason to fail
        figures = plots.make_figures(runs, out_dir, patch_of, marks_of=marks_of,
                                     measures={bug for bug in clinics if _is_measure(clinics[bug])})
    except Exception:
        figures = {}
    written, places = [], {}
    for variant, its_runs in sorted(variants.items()):
        text, anchors = _variant_page(variant, its_runs, patch_of(variant), clinics, measured,
                                      figures)
        path = out_dir / f"{variant}.md"
        path.write_text(text)
        written.append(path)
        places.update({(variant, *key): anchor for key, anchor in anchors.items()})
    index = out_dir / "README.md"
    index.write_text(render_index(variants, clinics, places, patch_of))
    return written + [index]


def render_variant(variant, runs, patch, clinics=None, measured=None):
    """A variant's transcript: a summary first (the clinic, what the learner
    believed and changed, each scenario's checks), then the patch, then
    each run's console and gdb.  clinics: {bug: expect.Clinic}, loaded from
    expected/ when not given; measured: {(bug, scenario): measured rate}."""
    if clinics is None:
        clinics = {bug: _clinic(bug, expect.EXPECTED) for bug in {run["bug"] for run in runs}}
    if measured is None:
        measured = _measured(runs, lambda variant: patch)
    return _variant_page(variant, runs, patch, clinics, measured)[0]


def _clinic(bug, expected):
    """The bug's expect.Clinic, from expected/<bug>.toml or, for a measure of
    the handout's §5, expected/measure/<bug>.toml; a stand-in named after
    the bug if neither loads."""
    try:
        return expect.load_clinic(bug, expected)
    except ExpectationError:
        pass
    path = Path(expected) / expect.MEASURES.name / f"{bug}.toml"
    try:
        return expect.parse_clinic(path.read_text(), path, measure=True)
    except (OSError, ExpectationError):
        return expect.Clinic(bug, bug, "", None, [])


def _is_measure(clinic):
    """A measure file's Clinic (expected/measure/): runs of the reference alone."""
    return clinic.path is not None and Path(clinic.path).parent.name == expect.MEASURES.name


def _measured(runs, patch_of):
    """{(bug, scenario): its measured rate, in words} from the bug's runs
    (the reference's runs do not record it)."""
    found = {}
    for run in runs:
        text = f"measured: {run['measured']}" if run.get("measured") is not None else None
        if text is None and run.get("expected_rate") is not None:   # an older harness
            text = f"not measured (the harness of this run expected {run['expected_rate']})"
        if text is not None and patch_of(run["variant"]) is not None:
            found.setdefault((run["bug"], run["scenario"]), text)
    return found


def _handout_order(clinic):
    """Clinics in the handout's order (§4, clinic 1 before clinic 2), then by name."""
    return (not clinic.handout, [int(n) for n in re.findall(r"\d+", clinic.handout)], clinic.bug)


def _by_clinic(runs, clinics):
    """[(clinic, [(scenario name, expect.Scenario or None, runs)])]: clinics in
    the handout's order, scenarios in their expected file's order."""
    grouped = {}
    for run in runs:
        grouped.setdefault(run["bug"], {}).setdefault(run["scenario"], []).append(run)
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


def _variant_page(variant, runs, patch, clinics, measured, figures=None):
    """(Markdown, {(bug, scenario): anchor of its summary}) of a variant's transcript.
    figures: {(variant, bug, scenario): [(SVG file beside the page, alt text)]}."""
    figures = figures or {}
    logdirs = [folder for run in runs for folder in (run.get("logdir"), run["folder"]) if folder]
    runs = [_scrubbed({key: value for key, value in run.items() if key != "folder"}, logdirs)
            | {"folder": run["folder"]} for run in runs]
    page = _Page()
    grouped = _by_clinic(runs, clinics)
    alone = patch is not None and len(grouped) == 1   # a bug's page: one clinic
    if alone:
        clinic = grouped[0][0]
        page.heading(1, clinic.title)
        where = f"The handout's {clinic.handout}: t" if clinic.handout else "T"
        page.add(f"{where}he bug `{variant}` (`{without_machine_paths(str(patch))}`), "
                 f"under each scenario of its "
                 f"clinic.", "")
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
                     figures=figures.get((variant, clinic.bug, name), ()))
    if patch is not None:
        page.heading(2, "The patch")
        page.add("```diff", diff.rstrip("\n"), "```", "")
    page.heading(2, "What happened when we ran it")
    for clinic, scenarios in grouped:
        for name, _, its_runs in scenarios:
            deciding = _deciding(its_runs)
            for run in its_runs:
                title = f"{name}, run {run['number']}: {run['verdict']}"
                page.heading(3, title if alone else f"{clinic.bug}: {title}", key=_run_key(run))
                page.add(_prose(run["detail"]), "")
                transcript = Path(run["folder"]) / "transcript.jsonl"
                events = _scrubbed(load(transcript), logdirs) if transcript.is_file() else []
                page.add(render_events(events, run.get("stops", []), checks=False))
                if run is not deciding:
                    page.add(render_checks(run))
    anchors = {key[1:]: anchor for key, anchor in page.anchors.items() if key[0] == "summary"}
    # What the data held is clean by now; this catches a path in the page's own text.
    return without_machine_paths(page.text(), logdirs), anchors


def _run_key(run):
    return ("run", run["bug"], run["scenario"], run["number"], str(run["folder"]))


def _deciding(runs):
    """The run whose checks a scenario's summary shows: the last that counted."""
    counted = [run for run in runs if run["verdict"] != expect.INFRASTRUCTURE]
    return (counted or runs)[-1]


def _shows_symptom(run):
    return run["verdict"] in (expect.SYMPTOM, expect.SYMPTOM_AND_MORE)


def verdict_line(runs):
    """A scenario's runs in a few words: "symptom", "no symptom in 3 boots",
    "run 1: different symptom; run 2: symptom", "symptom 7 times, no
    symptom 2 times, in 9 boots"."""
    counted = [run for run in runs if run["verdict"] != expect.INFRASTRUCTURE]
    retried = len(runs) - len(counted)
    verdicts = [run["verdict"] for run in counted]
    if not counted:
        line = f"infrastructure: none of {retried} boots ran the scenario"
        retried = 0
    elif len(set(verdicts)) == 1:
        line = verdicts[0] + (f" in {len(verdicts)} boots" if len(verdicts) > 1 else "")
    elif len(counted) <= 3:
        line = "; ".join(f"run {run['number']}: {run['verdict']}" for run in counted)
    else:
        times = {verdict: verdicts.count(verdict) for verdict in verdicts}
        line = ", ".join(f"{verdict} {count} time{'s' * (count > 1)}"
                         for verdict, count in times.items()) + f", in {len(verdicts)} boots"
    if retried:
        line += f" ({retried} more failed for infrastructure reasons, not counted)"
    return line


def _summary(page, level, clinic, name, scenario, runs, measured, on_bug, figures=()):
    """A scenario's summary: its verdict, how often the symptom showed if by
    chance, the deciding run's checks, its figures (SVG files beside the
    page), links to every run."""
    page.heading(level, name, key=("summary", clinic.bug, name))
    deciding = _deciding(runs)
    if len(runs) > 1:
        page.add(f"**{verdict_line(runs)}**", "",
                 f"Run {deciding['number']}: {_prose(deciding['detail'])}", "")
    else:
        page.add(f"**{verdict_line(runs)}**: {_prose(deciding['detail'])}", "")
    by_chance = scenario.by_chance if scenario is not None else measured is not None
    if by_chance:
        counted = [run for run in runs if run["verdict"] != expect.INFRASTRUCTURE]
        shown = sum(map(_shows_symptom, counted))
        budget = deciding.get("budget", deciding.get("max_runs", 1))
        allowed = (f" (at most {budget}, stopping at the first that shows it)"
                   if on_bug and budget > 1 else "")
        rate = measured or f"not measured yet (make rates BUG={clinic.bug})"
        page.add(_prose(f"The symptom shows by chance: {shown} of {len(counted)} boots "
                        f"this session showed it{allowed}; {rate}."), "")
    if len(runs) > 1:
        page.add(f"The checks of run {deciding['number']}:", "")
    page.add(render_checks(deciding))
    for file, alt in figures:
        page.add(f"![{_prose(alt)}]({file})", "")
    links = ", ".join(page.link(f"run {run['number']}", _run_key(run)) for run in runs)
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
        lines += [f"**{label}:** {_prose(said)}" if label else _prose(said), ""]
    return lines, "--- " + diff


def render_index(variants, clinics, places, patch_of):
    """README.md beside the transcripts: every clinic's scenarios, in the
    handout's order, each with its handout section, its verdict line on
    the bug and on the reference, and a link to its summary; then, when
    measures of the handout's §5 ran (expected/measure/), each of their
    scenarios with its verdict line, its checks held and a link."""
    sides = sorted(variants, key=lambda variant: (patch_of(variant) is None, variant))
    runs = {}   # (bug, scenario) -> {variant: runs}
    for variant, its_runs in variants.items():
        for run in its_runs:
            runs.setdefault((run["bug"], run["scenario"]), {}).setdefault(variant, []).append(run)
    out = ["# Transcripts", "",
           "What happened when we ran the clinics of the handout's §4: one file a variant, "
           "each beginning with a summary of its scenarios (the checks, the handout's "
           "figures, this run's values), then the patch, then each run's console and gdb.  "
           "Made from recorded runs by `make transcripts` (or `python3 -m harness "
           "transcripts LOGDIR OUT`).", "",
           "In them, `$RUN` is a boot's temporary folder (its copy of fs.img, gdb's socket), "
           "`$LOGDIR` the run's log folder, and `.build/<variant>/` the build cache in the "
           "project.", ""]
    measures = [clinic for clinic in clinics.values() if _is_measure(clinic)]
    if len(measures) < len(clinics):
        out += [_row(["handout", "clinic", "scenario", "on the bug", "on the reference"]),
                _row(["---"] * 5)]
    for clinic in sorted(clinics.values(), key=_handout_order):
        if clinic in measures:
            continue
        names = [scenario.name for scenario in clinic.scenarios]
        names += sorted({name for bug, name in runs if bug == clinic.bug} - set(names))
        for number, name in enumerate(names):
            ran = runs.get((clinic.bug, name), {})
            cells = {True: "not run", False: "not run"}   # is the reference: the cell
            for variant in sides:
                if variant in ran:
                    anchor = places[(variant, clinic.bug, name)]
                    link = f"[{verdict_line(ran[variant])}]({variant}.md#{anchor})"
                    cells[patch_of(variant) is None] = link
            first = number == 0
            out.append(_row([_prose(clinic.handout) if first else "",
                             _prose(clinic.title) if first else "", _prose(name),
                             cells[False], cells[True]]))
    if measures:
        out += ["", "## Measures", "",
                "The handout's §5 measured on the reference (`make measure`, "
                "expected/measure/): each scenario's checks hold a relation our build must "
                "show, beside the handout's figure.", "",
                _row(["handout", "measure", "scenario", "on the reference"]), _row(["---"] * 4)]
    for clinic in sorted(measures, key=_handout_order):
        names = [scenario.name for scenario in clinic.scenarios]
        names += sorted({name for bug, name in runs if bug == clinic.bug} - set(names))
        for number, name in enumerate(names):
            cell = "not run"
            for variant, its_runs in sorted(runs.get((clinic.bug, name), {}).items()):
                anchor = places[(variant, clinic.bug, name)]
                cell = f"[{measure_line(its_runs)}]({variant}.md#{anchor})"
            first = number == 0
            out.append(_row([_prose(clinic.handout) if first else "",
                             _prose(clinic.title) if first else "", _prose(name), cell]))
    return "\n".join(out) + "\n"


def measure_line(runs):
    """A measure's runs in a few words: how many of the deciding run's checks
    held ("4 of 5 checks held"), after the verdict line when a run ended
    otherwise than a measure should ("error; 0 of 2 checks held")."""
    deciding = _deciding(runs)
    checks = deciding.get("reference", [])
    held = sum(_held(outcome) == "yes" for outcome in checks)
    line = f"{held} of {len(checks)} checks held"
    if all(run["verdict"] == expect.NO_SYMPTOM for run in runs):
        return line + (f" (run {deciding['number']} of {len(runs)})" if len(runs) > 1 else "")
    return f"{verdict_line(runs)}; {line}"
