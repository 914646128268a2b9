"""What a check may read of one run: its facts, by name.

From a RunRecord's console text, panic and gdb steps (harness/run/record.py)
and the variant's kernel (harness/kernel/symbols.py):

- seen(regex), count(regex), lines(regex), numbers(regex): console lines
  that match (`^` and `$` at each line); numbers gives each match's
  groups as ints (a lone group: the int).  The console is read unsplit
  (harness/text/console.py): a line the kernel printed into the middle
  of a user program's line does not cut it;
- the scenario's values: numbers() of each regex it names;
- panic (its message, or None), scause, sepc, stval (ints, or None);
- stops: every Stop, of every stops and finish step, in order; procs:
  every row of every proc[] listing;
- each named gdb step's result: a stops step a list of Stop, a finish
  step one Stop, a procs step a list of ProcRow;
- the scenario's defines, early and late (late ones read the facts).

A Stop answers stop.hart, stop.frames (function names, innermost
first), stop.frame('freeproc') (the innermost frame of that function,
whose arguments read as attributes: .p) and each named value
(stop.word).
"""

import re
from dataclasses import dataclass

from harness.errors import ExpectationError
from harness.text.console import unsplit


class Frame:
    """One frame of a stop's backtrace: each argument reads as an attribute.
    (What the frame keeps for itself starts with "_", which expressions
    cannot read, so no argument's name is hidden.)"""

    def __init__(self, func, args):
        self._func = func
        self._args = dict(args or {})

    def __getattr__(self, name):
        if name.startswith("_") or name not in self._args:
            raise AttributeError(f"frame {self._func} has no argument {name!r} "
                                 f"(it has: {', '.join(self._args) or 'none'})")
        return self._args[name]

    def __repr__(self):
        return f"{self._func}({', '.join(f'{k}={v}' for k, v in self._args.items())})"


class Stop:
    """One breakpoint stop: .hart, .frames (function names), .frame(name),
    and each value gdb evaluated, by its name."""

    def __init__(self, data):
        self.hart = data.get("hart")
        self._backtrace = [(frame.get("func"), Frame(frame.get("func"), frame.get("args")))
                           for frame in data.get("frames", [])]
        self.frames = [func for func, _ in self._backtrace]
        self._values = dict(data.get("values", {}))

    def frame(self, func):
        for name, frame in self._backtrace:
            if name == func:
                return frame
        raise LookupError(f"no frame of {func} in {', '.join(self.frames) or 'no frames'}")

    def __getattr__(self, name):
        if name.startswith("_") or name not in self._values:
            raise AttributeError(f"a stop has no value {name!r} (it has: "
                                 f"{', '.join(self._values) or 'none'})")
        return self._values[name]

    def __repr__(self):
        return f"Stop(hart {self.hart}, {self._values})"


@dataclass(frozen=True)
class ProcRow:
    """One slot of proc[] as gdb listed it."""
    slot: int
    pid: int
    state: str
    prof: int
    name: str


def step_results(steps):
    """{step name: its result} and (every Stop, every ProcRow), from run.json's steps."""
    named, stops, procs = {}, [], []
    for step in steps:
        if step["kind"] == "procs":
            result = [ProcRow(**row) for row in step.get("rows", [])]
            procs += result
        else:
            result = [Stop(stop) for stop in step.get("stops", [])]
            stops += result
            if step["kind"] == "finish":
                result = result[0] if result else None
        if step.get("name"):
            named[step["name"]] = result
    return named, stops, procs


def numbers(pattern, text):
    """Every match of pattern: its groups as ints (a lone group: the int
    itself); a group that took no part in the match (an optional one) is None."""
    found = []
    for match in re.finditer(pattern, text, re.MULTILINE):
        groups = tuple(None if group is None else int(group, 0) for group in match.groups())
        found.append(groups[0] if len(groups) == 1 else groups)
    return found


def facts(run, scenario, kernel=None, where="facts"):
    """The names a check of `scenario` may read, for one RunRecord.  kernel:
    the symbol functions and early defines (symbols.kernel_names); the late
    defines are computed here, in order."""
    console = unsplit(run.console)
    names = dict(kernel or {})
    names.update(
        console=console,
        seen=lambda pattern: re.search(pattern, console, re.MULTILINE) is not None,
        count=lambda pattern: len(re.findall(pattern, console, re.MULTILINE)),
        lines=lambda pattern: [line for line in console.splitlines()
                               if re.search(pattern, line)],
        numbers=lambda pattern: numbers(pattern, console),
        panic=run.panic,
    )
    for register in ("scause", "sepc", "stval"):
        value = run.registers.get(register) if run.panic is not None else None
        names[register] = int(value, 16) if value is not None else None
    named, names["stops"], names["procs"] = step_results(run.steps)
    names.update(named)
    for name, pattern in scenario.values.items():
        names[name] = numbers(pattern, console)
    for name in scenario.late:
        try:
            names[name] = scenario.define[name].evaluate(names, f"{where}: define {name}")
        except ExpectationError as error:
            names[name] = Unknown(name, str(error))
    return names


class Unknown:
    """A late define that raised: any check that reads it raises the same
    error (judge.judge shows it as "cannot show: ...")."""

    def __init__(self, name, error):
        self._error = f"define {name} raised: {error}"

    def _fail(self, *args, **kwargs):
        raise ExpectationError(self._error)

    def __repr__(self):
        return f"<{self._error}>"

    __getattr__ = __getitem__ = __iter__ = __len__ = __bool__ = _fail
    __lt__ = __le__ = __gt__ = __ge__ = __add__ = __sub__ = _fail
    __eq__ = __ne__ = _fail
    __hash__ = None
