"""The steps of a scenario, one record a kind, and the checks of TOML values.

Each record's fields say which TOML key they are read from and how the
value is checked; `fill` marks text whose ${expression} is computed
before the step (from the scenario's early defines and the kernel's
symbols).  harness/run/steps.py does the steps.

A gdb step that reads something (stops, finish, procs) may name its
result (`name = "samples"`): checks then read it by that name, a list
of stops, one stop (finish), or the rows of proc[] (procs).  Each value
a stop evaluates has a short name too (`eval = { word = "..." }`).
"""

import dataclasses
import re
import reprlib
from dataclasses import dataclass, field

from harness.errors import ExpectationError

STEP_TIMEOUT = 60   # seconds a step waits when it gives no timeout
PLACEHOLDER = re.compile(r"\$\{([^}]*)\}")
# What a stop already answers to (harness/run/facts.py): its eval names may not be these.
STOP_FIELDS = ("hart", "frames", "frame")


class Place:
    """Where a value sits in an expected file: the file, then the keys down to it."""

    def __init__(self, path, parts=()):
        self.path, self.parts = path, parts

    def at(self, part):
        return Place(self.path, self.parts + (part,))

    def __str__(self):
        return f"{self.path}: {', '.join(self.parts)}" if self.parts else str(self.path)

    def refuse(self, problem):
        return ExpectationError(f"{self}: {problem}")


def refuse_at(place, problem):
    return ExpectationError(f"{place}: {problem}")


def _kind(types, wanted, holds=lambda value: True):
    """A check that a value is one of types and holds (TOML's true is no number)."""
    def check(value, place):
        if (not isinstance(value, types) or isinstance(value, bool) != (types is bool)
                or not holds(value)):
            raise place.refuse(f"wanted {wanted}, got {reprlib.repr(value)}")
        return value
    return check


text = _kind(str, "text")
flag = _kind(bool, "true or false")
true = _kind(bool, "true", lambda value: value)
seconds = _kind((int, float), "seconds, a number > 0", lambda value: value > 0)
count = _kind(int, "a whole number >= 1", lambda value: value >= 1)
continue_or_stay = _kind(str, '"continue" or "stay"', lambda value: value in ("continue", "stay"))
texts = _kind(list, "a list of text", lambda value: all(isinstance(item, str) for item in value))
a_list = _kind(list, "a list")
a_table = _kind(dict, "a table")
identifier = _kind(str, "a name (letters, digits, _; not starting with _ or a digit)",
                   lambda value: re.fullmatch(r"[A-Za-z]\w*", value) is not None)


def regex(value, place):
    text(value, place)
    try:
        re.compile(value)
    except re.error as error:
        raise place.refuse(f"{value!r} is not a regex: {error}") from None
    return value


def named_texts(value, place):
    """A table of gdb expressions, each under a short name."""
    a_table(value, place)
    for name, expression in value.items():
        identifier(name, place.at(name))
        if name in STOP_FIELDS:
            raise place.at(name).refuse(f"{name!r} is what every stop has; name it otherwise")
        text(expression, place.at(name))
    return dict(value)


def read_table(table, checks, required, what, place):
    """The checked values of a table's keys; what ("a scenario") is for messages.

    Refused: a key that checks does not know, a required key missing."""
    a_table(table, place)
    for key in table:
        if key not in checks:
            raise place.refuse(f"unknown key {key!r} ({what} takes: {', '.join(checks)})")
    for key in required:
        if key not in table:
            raise place.refuse(f"missing key {key!r} ({what} needs: {', '.join(required)})")
    return {key: checks[key](value, place.at(key)) for key, value in table.items()}


def _key(key, check, *, fill=False, **default):
    return field(metadata={"key": key, "check": check, "fill": fill}, **default)


@dataclass
class RunStep:
    """Type a command; wait for its end and the prompt."""
    command: str = _key("run", text, fill=True)
    timeout: float = _key("timeout", seconds, default=STEP_TIMEOUT)


@dataclass
class BackgroundStep:
    """Type `command &`; wait for the prompt."""
    command: str = _key("background", text, fill=True)


@dataclass
class SendStep:
    """Type a line; wait for nothing."""
    text: str = _key("send", text, fill=True)


@dataclass
class WaitStep:
    """Wait for console text."""
    pattern: str = _key("wait", regex)
    timeout: float = _key("timeout", seconds, default=STEP_TIMEOUT)


@dataclass
class BreakStep:
    """A gdb breakpoint, taken only when the C condition holds, if one is given."""
    location: str = _key("break", text, fill=True)
    condition: str = _key("if", text, fill=True, default=None)


@dataclass
class StopsStep:
    """Take the next `count` breakpoint stops (of process only_proc, if given)."""
    count: int = _key("stops", count)
    evals: dict = _key("eval", named_texts, default_factory=dict)
    only_proc: str = _key("only_proc", text, default=None)
    then: str = _key("then", continue_or_stay, default="continue")
    until: str = _key("until", regex, default=None)   # console text that ends the step early
    timeout: float = _key("timeout", seconds, default=STEP_TIMEOUT)
    name: str = _key("name", identifier, default=None)


@dataclass
class FinishStep:
    """At a stop kept by then = "stay", run the function to its return and record that stop."""
    finish: bool = _key("finish", true)
    evals: dict = _key("eval", named_texts, default_factory=dict)
    then: str = _key("then", continue_or_stay, default="continue")
    timeout: float = _key("timeout", seconds, default=STEP_TIMEOUT)
    name: str = _key("name", identifier, default=None)


@dataclass
class ProcsStep:
    """Stop the machine, list proc[], let it run on."""
    procs: bool = _key("procs", true)
    name: str = _key("name", identifier, default=None)


@dataclass
class ReachStep:
    """Whether each location is reached before the boot ends (gdb
    breakpoints that disable themselves at their first hit and run on);
    read once the steps end, whatever ended them (run/steps.py)."""
    locations: list = _key("reach", texts)


STEP_KINDS = {"run": RunStep, "background": BackgroundStep, "send": SendStep, "wait": WaitStep,
              "break": BreakStep, "stops": StopsStep, "finish": FinishStep, "procs": ProcsStep,
              "reach": ReachStep}
GDB_STEPS = (BreakStep, StopsStep, FinishStep, ProcsStep, ReachStep)
GDB_READS = {StopsStep: "stops", FinishStep: "finish", ProcsStep: "procs"}


def read_step(table, place, gdb, compile_placeholder):
    """The step record a table describes.  compile_placeholder(expression,
    place, shown) checks each ${expression} of its text."""
    a_table(table, place)
    kinds = [key for key in table if key in STEP_KINDS]
    if len(kinds) != 1:
        raise place.refuse(f"a step has one of the keys {', '.join(STEP_KINDS)}; "
                           f"this one has {', '.join(kinds) or 'none'}")
    record = STEP_KINDS[kinds[0]]
    fields = {item.metadata["key"]: item for item in dataclasses.fields(record)}
    read = read_table(table, {key: item.metadata["check"] for key, item in fields.items()}, (),
                      f"a {kinds[0]} step", place)
    if record in GDB_STEPS and not gdb:
        raise place.refuse(f"a {kinds[0]} step needs gdb = true in its scenario")
    for key, value in read.items():
        if fields[key].metadata["fill"]:
            for expression in PLACEHOLDER.findall(value):
                compile_placeholder(expression, place.at(key), f"${{{expression}}}")
    return record(**{fields[key].name: value for key, value in read.items()})
