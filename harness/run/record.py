"""run.json: one boot of a scenario, what it showed and how it was judged.

The clinic writes a RunRecord at the end of each boot; everything after
that (transcripts, figures, tallies of rates, a new judgement of old
runs) reads RunRecords and nothing else of the run but its event log
(transcript.jsonl, beside it).  Its fields:

- who:      variant, bug (the expected file's stem), scenario, number;
- judged:   verdict, detail, symptom and reference (an outcome a check:
            says, ok, seen, handout, context, error);
- facts:    console (the whole console text, as the machine kept it: a
            console longer than INLINE_CONSOLE is left in the machine's
            own log beside run.json, named by console_log, and read back
            from it), panic and its registers,
            steps (what each gdb step read, with its index in the
            scenario: stops with hart, frames, named values and the
            process on the hart (and, at a stop that reads $sepc, every
            process's saved user pc: steps.saved_user_pcs); rows of
            proc[]);
- ended:    how the boot ended, one of endings.ENDINGS: the symptom, no
            symptom, a check that raised, the machine failed (QEMU or
            gdb died, the host refused), or a step that never came (a
            wait that ran out while the machine ran);
- timing:   each step's wall seconds, deadline, and QEMU's CPU time
            meanwhile (harness/run/timing.py), the boot first; and, on a
            gdb boot whose steps all ran, guest_ticks: the kernel's tick
            count then (100 ms of guest time a tick: harness/probes.py
            compares it with the wall time);
- context:  error (why the machine or gdb failed), budget and measured
            (a chance scenario's boots and rate), source_key (the
            build's), scenario_key (harness/measured/keys.py);
- fault:    what the kernel did that ended the boot other than a panic:
            flooded the console past its cap, or powered the machine off.

`format` is FORMAT; a run.json of another format is refused, naming it.
"""

import json
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path

from harness.errors import HarnessError
from harness.expected.kernels import BASE_KERNEL
from harness.run.judge import Outcome
from harness.text.console import normalize

FORMAT = 2
EVENTS = "transcript.jsonl"
CONSOLE_LOG = "machine.console.log"   # the machine's own log of its console, beside run.json
INLINE_CONSOLE = 64 * 1024   # a longer console is kept once, in CONSOLE_LOG, not in run.json too


@dataclass
class RunRecord:
    variant: str
    bug: str
    scenario: str
    number: int
    logdir: str
    verdict: str = None
    detail: str = ""
    symptom: list = field(default_factory=list)      # Outcome per symptom check (as dicts)
    reference: list = field(default_factory=list)
    panic: str = None
    registers: dict = field(default_factory=dict)    # scause, sepc, stval as printed
    error: str = None
    fault: str = None          # the kernel flooded the console or stopped the machine
    harts: str = ""            # where each hart was when a wait ran out (a learner's tree)
    ended: str = None          # endings.ENDINGS: how the boot ended
    timing: list = field(default_factory=list)       # a dict a step (harness/run/timing.py)
    budget: int = 1            # boots this side gets in the suite
    measured: str = None       # a chance scenario's measured rate, in words
    source_key: str = None     # the build's cache key (harness/build.py)
    guest_ticks: int = None    # the kernel's tick count when a gdb boot's steps ended
    scenario_key: str = None   # the meaning of the scenario judged (harness/measured/keys.py)
    kernel: str = BASE_KERNEL     # the kernel it ran on (kernels/<name>.toml)
    console: str = ""
    steps: list = field(default_factory=list)        # what gdb steps read (see above)
    format: int = FORMAT
    folder: Path = field(default=None, compare=False, repr=False)   # where it was read from

    def save(self):
        data = {key: value for key, value in asdict(self).items() if key != "folder"}
        data["symptom"] = [_plain(item) for item in self.symptom]
        data["reference"] = [_plain(item) for item in self.reference]
        log = Path(self.logdir) / CONSOLE_LOG
        if len(self.console) > INLINE_CONSOLE and log.is_file():
            data["console"], data["console_log"] = "", CONSOLE_LOG    # kept once: in the log
        path = Path(self.logdir) / "run.json"
        path.write_text(json.dumps(data, indent=1, default=str))
        return path

    @classmethod
    def load(cls, path):
        path = Path(path)
        data = json.loads(path.read_text())
        if data.get("format") != FORMAT:
            raise HarnessError(f"{path}: run.json of format {data.get('format', 1)}, not "
                               f"{FORMAT}: recorded by an older harness")
        known = {item.name for item in fields(cls)} - {"folder"}
        run = cls(**{key: value for key, value in data.items() if key in known},
                  folder=path.parent)
        if data.get("console_log"):
            run.console = normalize((path.parent / data["console_log"]).read_text())
        run.symptom = [Outcome(**item) for item in run.symptom]
        run.reference = [Outcome(**item) for item in run.reference]
        return run

    def events(self):
        """The run's event log (transcript.jsonl beside run.json), [] if none."""
        path = Path(self.folder or self.logdir) / EVENTS
        if not path.is_file():
            return []
        return [json.loads(line) for line in path.read_text().splitlines() if line.strip()]

    def stops(self):
        """Every stop of every gdb step, in order."""
        return [stop for step in self.steps for stop in step.get("stops", [])]


def _plain(outcome):
    """A judge.Outcome as run.json keeps it."""
    return {"says": outcome.says, "ok": outcome.ok, "seen": outcome.seen,
            "handout": outcome.handout, "context": outcome.context, "error": outcome.error}


def load_runs(folders):
    """Every run.json under the folders, in a fixed order: bug, scenario,
    number, folder."""
    if isinstance(folders, (str, Path)):
        folders = [folders]
    runs = [RunRecord.load(path) for folder in folders
            for path in Path(folder).glob("**/run.json")]
    return sorted(runs, key=lambda run: (run.bug, run.scenario, run.number, str(run.folder)))
