"""Expectations: what a clinic must show, read from expected/<bug>.toml, and judged.

An expected file is data (its format is in expected/README.md): the
clinic's scenarios, each a list of steps (harness/clinic.py runs them),
the symptom as checks that must all hold on the bug, and the checks the
reference must pass instead.  A check is a small expression over the
facts of a run:

- seen(regex), count(regex), lines(regex): console lines that match;
- numbers(regex): every match's groups as integers (one group: ints);
- values named in the scenario's [values] table: numbers() of a regex;
- panic (the message, or None), scause, sepc, stval (ints, or None);
- stops: one dict per gdb stop: hart, frames (function names,
  innermost first), args (of each frame), and each evaluated
  expression by its text; procs: rows of proc[] (slot, pid, state,
  prof, name);
- sym(name), end(name), func_at(address): the variant's kernel symbols;
  after_calls(program, caller, callee): where caller's calls return;
  after_sie_on(): (address, function) of each instruction that follows
  a write turning the kernel's interrupts on; sie_off_at(): each write
  that turns them off (harness/binary.py);
- spread_p(hits, totals): how well runs' shares fit one binomial model
  (harness/rates.py);
  align_up(value, n), addr(text) (the first 0x... number in a gdb
  value), join(items, between), hex(), len(), min(), max(), sum(), any(), all(), sorted(),
  set(), abs(), int().

Expressions are parsed with Python's ast and only a small set of forms
is allowed (no attributes, no imports, no assignments).

A file is checked whole when it is loaded, before anything boots: each
table's keys, each value's type, each step as a record of its kind
(RunStep, BreakStep, ...), every regex, every name an expression reads,
and gdb steps only in a gdb scenario.  A mistake is an ExpectationError
naming the file, the scenario and the key.

A check whose expression raises (an index past the end, no stop to
look at) has the outcome *error*, with the exception: an error is never
a "no".  Each run ends in one verdict: "symptom"; "symptom, and more"
(the symptom, and also a panic or FAIL line the expected file does not
mention); "different symptom" (a panic or FAIL line the file does not
mention, and not the symptom); "no symptom"; "error" (a symptom check
raised: the expected file does not fit the run); or "infrastructure"
(the machine or gdb failed; not counted, retried).
"""

import ast
import dataclasses
import re
import reprlib
import tomllib
from dataclasses import dataclass, field
from pathlib import Path

from harness import REPO, rates
from harness.errors import ExpectationError

EXPECTED = REPO / "expected"

SYMPTOM = "symptom"
SYMPTOM_AND_MORE = "symptom, and more"
DIFFERENT = "different symptom"
NO_SYMPTOM = "no symptom"
ERROR = "error"
INFRASTRUCTURE = "infrastructure"

# FAIL and panic lines that count as "a different symptom" when the
# symptom itself is not there.
TROUBLE = re.compile(r"^.*(: FAIL|\d+ FAILED|SOME TESTS FAILED|panic: ).*$", re.MULTILINE)


@dataclass
class Check:
    says: str
    check: str
    show: str = None
    handout: str = None
    context: bool = False   # a symptom check that holds on the reference too ("no crash")


@dataclass
class Scenario:
    name: str
    steps: list               # step records: RunStep, BreakStep, ... (below)
    symptom: list
    reference: list
    values: dict = field(default_factory=dict)
    define: dict = field(default_factory=dict)
    gdb: bool = False
    by_chance: bool = False   # the symptom shows in some boots only (harness/rates.py)
    slow: bool = False        # a boot takes more than half a minute
    known_trouble: list = field(default_factory=list)   # FAIL lines of the scenario itself
    bug_also_prints: list = field(default_factory=list)  # ... and of the bug, beside its symptom
    raw: dict = field(default_factory=dict, repr=False)  # the TOML table, as read


@dataclass
class Clinic:
    bug: str
    title: str
    handout: str
    path: Path
    scenarios: list
    # FAIL and panic lines the bug prints under scenarios not its own (another
    # clinic's, the lab's tests), as make diagnose saw them: no unknown fault
    # in a tree that shows this clinic's symptom.
    also_prints: list = field(default_factory=list)


def clinic_names(root=EXPECTED):
    return sorted(path.stem for path in Path(root).glob("*.toml"))


def load_clinics(root=EXPECTED):
    """Every clinic whose file loads, and {bug: ExpectationError} for the others:
    one malformed file must not stop the other clinics."""
    clinics, broken = [], {}
    for name in clinic_names(root):
        try:
            clinics.append(load_clinic(name, root))
        except ExpectationError as error:
            broken[name] = error
    return clinics, broken


MEASURES = EXPECTED / "measure"


def measure_files(root=MEASURES):
    """The measure files of a folder: every *.toml but rates.toml, which holds
    how often their checks held (harness/rates.py)."""
    return [path for path in sorted(Path(root).glob("*.toml")) if path.name != "rates.toml"]


def load_measures(root=MEASURES):
    """Every measure file of expected/measure/ that loads (as Clinics without a
    bug), and {name: ExpectationError} for the others."""
    measures, broken = [], {}
    for path in measure_files(root):
        try:
            measures.append(parse_clinic(path.read_text(), path, measure=True))
        except ExpectationError as error:
            broken[path.stem] = error
    return measures, broken


def load_clinic(bug, root=EXPECTED):
    """The Clinic described by expected/<bug>.toml."""
    path = Path(root) / f"{bug}.toml"
    try:
        text = path.read_text()
    except OSError as error:
        raise ExpectationError(f"{path}: {error}") from None
    return parse_clinic(text, path)


def parse_clinic(text, path, measure=False):
    """The Clinic that TOML text describes, as if read from path (whose stem is the bug).

    measure: the file is a measure of the reference (expected/measure/):
    its scenarios have reference checks only, and no bug.

    Everything is checked here, before any boot: the keys of each table,
    the type of each value, regexes, the names of each expression, and
    gdb steps only where gdb = true.  A mistake is an ExpectationError
    that names the file, the scenario and the key.
    """
    path = Path(path)
    file = _Place(_shown(path))
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        raise file.refuse(error) from None
    read = _read(data, CLINIC_KEYS, ("title", "scenario"), "an expected file", file)
    scenarios = []
    for index, table in enumerate(read["scenario"]):
        scenario = _scenario(table, index, file, measure)
        if any(other.name == scenario.name for other in scenarios):
            raise file.at(f"scenario[{index}]").refuse(f"a second scenario named "
                                                       f"{scenario.name!r}")
        scenarios.append(scenario)
    also = [_regex(pattern, file.at(f"also_prints[{i}]"))
            for i, pattern in enumerate(read.get("also_prints", []))]
    return Clinic(path.stem, read["title"], read.get("handout", ""), path, scenarios, also)


# --- checking what a file says ------------------------------------------------

class _Place:
    """Where a value sits in an expected file: the file, then the keys down to it."""

    def __init__(self, path, parts=()):
        self.path, self.parts = path, parts

    def at(self, part):
        return _Place(self.path, self.parts + (part,))

    def __str__(self):
        return f"{self.path}: {', '.join(self.parts)}" if self.parts else str(self.path)

    def refuse(self, problem):
        return ExpectationError(f"{self}: {problem}")


def _shown(path):
    """path as messages show it: from the top of the repository when inside it."""
    try:
        return path.resolve().relative_to(REPO)
    except ValueError:
        return path


def _kind(types, wanted, holds=lambda value: True):
    """A check that a value is one of types and holds (TOML's true is no number)."""
    def check(value, place):
        if (not isinstance(value, types) or isinstance(value, bool) != (types is bool)
                or not holds(value)):
            raise place.refuse(f"wanted {wanted}, got {reprlib.repr(value)}")
        return value
    return check


_text = _kind(str, "text")
_flag = _kind(bool, "true or false")
_true = _kind(bool, "true", lambda value: value)
_seconds = _kind((int, float), "seconds, a number > 0", lambda value: value > 0)
_count = _kind(int, "a whole number >= 1", lambda value: value >= 1)
_continue_or_stay = _kind(str, '"continue" or "stay"',
                          lambda value: value in ("continue", "stay"))
_texts = _kind(list, "a list of text", lambda value: all(isinstance(item, str) for item in value))
_list = _kind(list, "a list")
_table = _kind(dict, "a table")


def _regex(value, place):
    _text(value, place)
    try:
        re.compile(value)
    except re.error as error:
        raise place.refuse(f"{value!r} is not a regex: {error}") from None
    return value


def _read(table, checks, required, what, place):
    """The checked values of a table's keys; what ("a scenario") is for messages.

    Refused: a key that checks does not know, a required key missing."""
    _table(table, place)
    for key in table:
        if key not in checks:
            raise place.refuse(f"unknown key {key!r} ({what} takes: {', '.join(checks)})")
    for key in required:
        if key not in table:
            raise place.refuse(f"missing key {key!r} ({what} needs: {', '.join(required)})")
    return {key: checks[key](value, place.at(key)) for key, value in table.items()}


# --- steps ---------------------------------------------------------------------
# One record per kind of step; harness/clinic.py does them.  Each field
# says which TOML key it is read from and how that value is checked;
# `fill` marks the text whose ${expression} is computed before the step.

STEP_TIMEOUT = 60   # seconds a step waits when it gives no timeout
PLACEHOLDER = re.compile(r"\$\{([^}]*)\}")


def _key(key, check, *, fill=False, **default):
    return field(metadata={"key": key, "check": check, "fill": fill}, **default)


@dataclass
class RunStep:
    """Type a command; wait for its end and the prompt."""
    command: str = _key("run", _text, fill=True)
    timeout: float = _key("timeout", _seconds, default=STEP_TIMEOUT)


@dataclass
class BackgroundStep:
    """Type `command &`; wait for the prompt."""
    command: str = _key("background", _text, fill=True)


@dataclass
class SendStep:
    """Type a line; wait for nothing."""
    text: str = _key("send", _text, fill=True)


@dataclass
class WaitStep:
    """Wait for console text."""
    pattern: str = _key("wait", _regex)
    timeout: float = _key("timeout", _seconds, default=STEP_TIMEOUT)


@dataclass
class BreakStep:
    """A gdb breakpoint, taken only when the C condition holds, if one is given."""
    location: str = _key("break", _text, fill=True)
    condition: str = _key("if", _text, fill=True, default=None)


@dataclass
class StopsStep:
    """Take the next `count` breakpoint stops (of process only_proc, if given)."""
    count: int = _key("stops", _count)
    expressions: list = _key("eval", _texts, default_factory=list)
    only_proc: str = _key("only_proc", _text, default=None)
    then: str = _key("then", _continue_or_stay, default="continue")
    until: str = _key("until", _regex, default=None)   # console text that ends the step early
    timeout: float = _key("timeout", _seconds, default=STEP_TIMEOUT)


@dataclass
class FinishStep:
    """At a stop kept by then = "stay", run the function to its return and record that stop."""
    finish: bool = _key("finish", _true)
    expressions: list = _key("eval", _texts, default_factory=list)
    then: str = _key("then", _continue_or_stay, default="continue")
    timeout: float = _key("timeout", _seconds, default=STEP_TIMEOUT)


@dataclass
class ProcsStep:
    """Stop the machine, list proc[], let it run on."""
    procs: bool = _key("procs", _true)


STEP_KINDS = {"run": RunStep, "background": BackgroundStep, "send": SendStep, "wait": WaitStep,
              "break": BreakStep, "stops": StopsStep, "finish": FinishStep, "procs": ProcsStep}
GDB_STEPS = (BreakStep, StopsStep, FinishStep, ProcsStep)


# --- reading a scenario ----------------------------------------------------------

CLINIC_KEYS = {"title": _text, "handout": _text, "scenario": _list, "also_prints": _list}
SCENARIO_KEYS = {"name": _text, "gdb": _flag, "by_chance": _flag, "slow": _flag,
                 "steps": _list, "values": _table, "define": _table,
                 "known_trouble": _list, "bug_also_prints": _list, "symptom": _list,
                 "reference": _list}
# A measure (expected/measure/) runs on the reference only: no symptom, no chance.
MEASURE_KEYS = {key: check for key, check in SCENARIO_KEYS.items()
                if key not in ("symptom", "by_chance", "bug_also_prints")}
CHECK_KEYS = {"says": _text, "check": _text, "show": _text, "handout": _text,
              "context": _flag}

# The names facts() gives every run, and the kernel-symbol functions of run_once.
RUN_FACTS = ("console", "seen", "count", "lines", "numbers", "panic", "scause", "sepc",
             "stval", "stops", "procs")
SYMBOL_FUNCTIONS = ("sym", "end", "func_at", "after_calls", "after_sie_on", "sie_off_at")


def _scenario(table, index, file, measure=False):
    name = table.get("name") if isinstance(table, dict) else None
    place = file.at(f'scenario "{name}"' if isinstance(name, str) else f"scenario[{index}]")
    if measure:
        read = _read(table, MEASURE_KEYS, ("name", "steps", "reference"),
                     "a measure's scenario", place)
    else:
        read = _read(table, SCENARIO_KEYS, ("name", "steps"), "a scenario", place)
    values, define = read.get("values", {}), read.get("define", {})
    _refuse_taken_names(values, define, place)
    for name, pattern in values.items():
        _regex(pattern, place.at(f"values.{name}"))
    # Defines are computed before the boot, from the kernel's symbols and
    # the defines above them; step text may use them all.
    known = {*FUNCTIONS, *SYMBOL_FUNCTIONS}
    for name, expression in define.items():
        _names_known(_text(expression, place.at(f"define.{name}")), known,
                     place.at(f"define.{name}"))
        known.add(name)
    gdb = read.get("gdb", False)
    steps = [_step(item, place.at(f"steps[{i}]"), gdb, known)
             for i, item in enumerate(read["steps"])]
    # Checks see the run too.
    known |= {*RUN_FACTS, *values}
    if not read.get("symptom") and not measure:
        raise place.refuse("a scenario needs at least one symptom check (with none, "
                           "every boot would show the symptom)")
    return Scenario(name=read["name"], steps=steps,
                    symptom=_checks(read.get("symptom", []), known, place, "symptom"),
                    reference=_checks(read.get("reference", []), known, place, "reference"),
                    values=values, define=define, gdb=gdb,
                    by_chance=read.get("by_chance", False), slow=read.get("slow", False),
                    known_trouble=[_regex(pattern, place.at(f"known_trouble[{i}]"))
                                   for i, pattern in enumerate(read.get("known_trouble", []))],
                    bug_also_prints=[_regex(pattern, place.at(f"bug_also_prints[{i}]"))
                                     for i, pattern in enumerate(read.get("bug_also_prints",
                                                                          []))],
                    raw=table)


def _refuse_taken_names(values, define, place):
    """A value or define may not hide a fact, a function, or each other."""
    for table, names in (("values", values), ("define", define)):
        for name in names:
            if name in RUN_FACTS:
                raise place.at(f"{table}.{name}").refuse(f"{name!r} is a fact of every run")
            if name in FUNCTIONS or name in SYMBOL_FUNCTIONS:
                raise place.at(f"{table}.{name}").refuse(f"{name!r} is a function checks use")
    for name in values:
        if name in define:
            raise place.at(f"define.{name}").refuse(f"{name!r} is also a value")


def _step(table, place, gdb, known):
    """The step record a table describes; ${...} in its text may use `known`."""
    _table(table, place)
    kinds = [key for key in table if key in STEP_KINDS]
    if len(kinds) != 1:
        raise place.refuse(f"a step has one of the keys {', '.join(STEP_KINDS)}; "
                           f"this one has {', '.join(kinds) or 'none'}")
    record = STEP_KINDS[kinds[0]]
    fields = {item.metadata["key"]: item for item in dataclasses.fields(record)}
    read = _read(table, {key: item.metadata["check"] for key, item in fields.items()}, (),
                 f"a {kinds[0]} step", place)
    if record in GDB_STEPS and not gdb:
        raise place.refuse(f"a {kinds[0]} step needs gdb = true in its scenario")
    for key, value in read.items():
        if fields[key].metadata["fill"]:
            for expression in PLACEHOLDER.findall(value):
                _names_known(expression, known, place.at(key), shown=f"${{{expression}}}")
    return record(**{fields[key].name: value for key, value in read.items()})


def _checks(items, known, place, key):
    checks = []
    for i, item in enumerate(items):
        read = _read(item, CHECK_KEYS, ("says", "check"), "a check", place.at(f"{key}[{i}]"))
        for text in ("check", "show"):
            if text in read:
                _names_known(read[text], known, place.at(f"{key}[{i}]").at(text))
        checks.append(Check(**read))
    return checks


def _names_known(text, known, place, shown=None):
    """Refuse an expression unless it parses, every name it reads is known
    (or bound by a comprehension in it), and each constant regex it gives
    seen(), count(), lines() or numbers() compiles.  shown: text as the file has it."""
    tree = _parse(text, str(place))
    for name in _free_names(tree):
        if name not in known:
            hint = " (a fact of the run: only checks see it)" if name in RUN_FACTS else ""
            raise place.refuse(f"unknown name {name!r} in {shown or text!r}{hint}")
    for node in ast.walk(tree):
        if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                and node.func.id in CONSOLE_FUNCTIONS and node.args
                and isinstance(node.args[0], ast.Constant)):
            _regex(node.args[0].value, place)


def _free_names(node, bound=frozenset()):
    """The names an expression reads, but those its comprehensions bind for themselves."""
    if isinstance(node, ast.Name):
        return [] if node.id in bound else [node.id]
    if isinstance(node, (ast.ListComp, ast.SetComp, ast.GeneratorExp)):
        found = []
        for generator in node.generators:
            found += _free_names(generator.iter, bound)
            bound = bound | {name.id for name in ast.walk(generator.target)
                             if isinstance(name, ast.Name)}
            for condition in generator.ifs:
                found += _free_names(condition, bound)
        return found + _free_names(node.elt, bound)
    return [name for child in ast.iter_child_nodes(node) for name in _free_names(child, bound)]


# --- facts ---------------------------------------------------------------

class Symbols:
    """A kernel's function symbols, from its "address name" file (kernel.sym)."""

    def __init__(self, path):
        self.table = []
        for line in Path(path).read_text().splitlines():
            if line.strip():
                address, name = line.split()[:2]
                self.table.append((int(address, 16), name))
        self.table.sort()
        self.address = {}
        for address, name in self.table:
            self.address.setdefault(name, address)

    def sym(self, name):
        if name not in self.address:
            raise ExpectationError(f"no kernel symbol {name!r}")
        return self.address[name]

    def end(self, name):
        """Where function `name` ends: the next symbol's address."""
        start = self.sym(name)
        later = [address for address, _ in self.table if address > start]
        if not later:
            raise ExpectationError(f"no kernel symbol after {name!r}")
        return later[0]

    def func_at(self, address):
        found = None
        for start, name in self.table:
            if start > address:
                break
            found = name
        return found


def facts(console_text, *, values=None, panic=None, stops=(), procs=(), symbols=None,
          binaries=None, defined=None):
    """The names a check may use, for one run."""
    names = dict(defined or {})
    names.update(
        console=console_text,
        seen=lambda pattern: re.search(pattern, console_text, re.MULTILINE) is not None,
        count=lambda pattern: len(re.findall(pattern, console_text, re.MULTILINE)),
        lines=lambda pattern: [line for line in console_text.splitlines()
                               if re.search(pattern, line)],
        numbers=lambda pattern: numbers(pattern, console_text),
        panic=panic.message if panic is not None else None,
        stops=list(stops),
        procs=list(procs),
    )
    for name in ("scause", "sepc", "stval"):
        value = panic.registers.get(name) if panic is not None else None
        names[name] = int(value, 16) if value is not None else None
    for name, pattern in (values or {}).items():
        names[name] = numbers(pattern, console_text)
    if symbols is not None:
        names.update(sym=symbols.sym, end=symbols.end, func_at=symbols.func_at)
    if binaries is not None:
        names.update(after_calls=binaries.after_calls, after_sie_on=binaries.after_sie_on,
                     sie_off_at=binaries.sie_off_at)
    return names


def numbers(pattern, text):
    """Every match of pattern: its groups as ints (a lone group: the int itself)."""
    found = []
    for match in re.finditer(pattern, text, re.MULTILINE):
        groups = tuple(int(group, 0) for group in match.groups())
        found.append(groups[0] if len(groups) == 1 else groups)
    return found


# --- expressions -------------------------------------------------------------

# The functions a check may call, besides the facts of its run.
FUNCTIONS = {
    "len": len, "min": min, "max": max, "sum": sum, "any": any, "all": all,
    "sorted": sorted, "set": set, "abs": abs, "int": int, "hex": hex,
    "align_up": lambda value, n: (value + n - 1) // n * n,
    "join": lambda items, between=", ": between.join(str(item) for item in items),
    "addr": lambda value: value if isinstance(value, int) else
            int(re.search(r"0x[0-9a-fA-F]+", str(value)).group(0), 16),
    "spread_p": rates.spread_p, "zip": zip, "round": round,
}

_ALLOWED = (ast.Expression, ast.BoolOp, ast.BinOp, ast.UnaryOp, ast.Compare, ast.Call,
            ast.Name, ast.Constant, ast.Subscript, ast.Slice, ast.Tuple, ast.List,
            ast.ListComp, ast.GeneratorExp, ast.SetComp, ast.comprehension, ast.IfExp,
            ast.Load, ast.Store, ast.And, ast.Or, ast.Not, ast.USub, ast.Add, ast.Sub,
            ast.Mult, ast.Div, ast.FloorDiv, ast.Mod, ast.Pow, ast.BitAnd, ast.BitOr,
            ast.RShift, ast.LShift, ast.Eq, ast.NotEq, ast.Lt, ast.LtE, ast.Gt, ast.GtE,
            ast.In, ast.NotIn, ast.Is, ast.IsNot)


def parse_expression(text, where):
    """The compiled expression; ExpectationError for anything outside the allowed forms."""
    return compile(_parse(text, where), where, "eval")


def _parse(text, where):
    """The expression's tree, refused if it has a form outside the allowed ones."""
    try:
        tree = ast.parse(text, mode="eval")
    except SyntaxError as error:
        raise ExpectationError(f"{where}: cannot parse {text!r}: {error.msg}") from None
    for node in ast.walk(tree):
        if not isinstance(node, _ALLOWED):
            raise ExpectationError(f"{where}: {type(node).__name__} is not allowed in {text!r}")
        if isinstance(node, ast.Name) and node.id.startswith("_"):
            raise ExpectationError(f"{where}: name {node.id!r} is not allowed in {text!r}")
    return tree


def evaluate(text, names, where="expression"):
    """The value of an expression over the names (and FUNCTIONS)."""
    code = parse_expression(text, where)
    scope = {**FUNCTIONS, **names}
    try:
        # Only the whitelisted forms reach here; comprehensions see globals only.
        return eval(code, {"__builtins__": {}, **scope})
    except ExpectationError:
        raise
    except Exception as error:
        raise ExpectationError(f"{where}: {text!r} failed: {type(error).__name__}: {error}") \
            from None


@dataclass
class Outcome:
    """One check judged on one run: it holds (ok), or not, or it raised (error)."""
    says: str
    ok: bool
    seen: object
    handout: str = None
    context: bool = False
    error: str = None

    @property
    def result(self):
        return "error" if self.error is not None else "yes" if self.ok else "no"


def judge(checks, names, where):
    """Each check's outcome.  `show` is evaluated apart: when it raises, the
    value seen is "cannot show: ..." and the outcome is the check's."""
    outcomes = []
    for item in checks:
        try:
            ok, error = bool(evaluate(item.check, names, where)), None
        except ExpectationError as raised:
            ok, error = False, str(raised)
        seen = ok
        if item.show is not None:
            try:
                seen = evaluate(item.show, names, where)
            except ExpectationError as raised:
                seen = f"cannot show: {raised}"
        outcomes.append(Outcome(item.says, ok, seen, item.handout, item.context, error))
    return outcomes


def unexpected_trouble(console_text, panic, scenario, on_bug=False):
    """The panic and FAIL lines of a run that the scenario does not mention.

    A line is mentioned when it matches one of the scenario's
    known_trouble patterns (on either kernel), one of its bug_also_prints
    patterns (on the bug only: the reference must not print them), a
    regex a symptom check looks for (seen, count, lines, numbers, a
    value), or, for a panic, a message a symptom check compares `panic` with.
    """
    mentioned = list(scenario.known_trouble) + mentioned_patterns(scenario)
    if on_bug:
        mentioned += scenario.bug_also_prints
    return [line for line in trouble_lines(console_text, panic and panic.message)
            if not any(re.search(pattern, line) for pattern in mentioned)]


def trouble_lines(console_text, panic_message=None):
    """Every FAIL and panic line of a console, in order, and the panic (by
    its message) when the console lacks its line."""
    trouble = [match.group(0).strip() for match in TROUBLE.finditer(console_text)]
    if panic_message is not None and f"panic: {panic_message}" not in trouble:
        trouble.append(f"panic: {panic_message}")
    return trouble


def mentioned_patterns(scenario):
    """The regexes and panic messages that the scenario's symptom checks name."""
    found = [pattern for pattern in scenario.values.values()]
    for item in scenario.symptom:
        for node in ast.walk(ast.parse(item.check, mode="eval")):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                    and node.func.id in CONSOLE_FUNCTIONS and node.args
                    and isinstance(node.args[0], ast.Constant)):
                found.append(str(node.args[0].value))
            if (isinstance(node, ast.Compare) and isinstance(node.left, ast.Name)
                    and node.left.id == "panic"):
                found += [f"panic: {re.escape(str(message))}$"
                          for other in node.comparators for message in _constants(other)]
    return found


def _constants(node):
    """The constants a comparison names: 'x' in `panic == 'x'`, each of `panic in ('x', 'y')`."""
    if isinstance(node, (ast.Tuple, ast.List, ast.Set)):
        return [item.value for item in node.elts
                if isinstance(item, ast.Constant) and item.value is not None]
    if isinstance(node, ast.Constant) and node.value is not None:
        return [node.value]
    return []


CONSOLE_FUNCTIONS = ("seen", "count", "lines", "numbers")


def verdict(symptom_outcomes, console_text, panic, scenario, on_bug=False):
    """(verdict, detail) of one run from its symptom checks and what else it printed.

    on_bug: the run is of the bug's variant (its bug_also_prints lines are no trouble).
    A check that raised makes the verdict "error", unless the run also
    printed a panic or FAIL line the file does not mention: that trouble
    is what happened (a panic cuts the output short, and checks of the
    missing lines raise), so the verdict is "different symptom", and the
    detail names the checks that could not be evaluated.
    """
    errors = [f"{outcome.says}: {outcome.error}" for outcome in symptom_outcomes
              if outcome.error is not None]
    trouble = unexpected_trouble(console_text, panic, scenario, on_bug)
    if not symptom_outcomes:     # a measure of the reference: no symptom to look for
        return (DIFFERENT, "; ".join(trouble)) if trouble else (NO_SYMPTOM, "a measure")
    if errors and not trouble:
        return ERROR, f"a symptom check raised: {'; '.join(errors)}"
    if all(outcome.ok for outcome in symptom_outcomes):
        if trouble:
            return SYMPTOM_AND_MORE, (f"every symptom check holds, and the run also printed "
                                      f"what the expected file does not mention: "
                                      f"{'; '.join(trouble)}")
        return SYMPTOM, "every symptom check holds"
    failed = [outcome.says for outcome in symptom_outcomes if not outcome.ok]
    if trouble:
        unevaluated = f"; after it, a check raised: {'; '.join(errors)}" if errors else ""
        return DIFFERENT, f"{'; '.join(trouble)} (and not: {'; '.join(failed)}){unevaluated}"
    return NO_SYMPTOM, f"not seen: {'; '.join(failed)}"
