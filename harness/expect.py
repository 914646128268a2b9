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
  align_up(value, n), addr(text) (the first 0x... number in a gdb
  value), join(items, between), hex(), len(), min(), max(), sum(), any(), all(), sorted(),
  set(), abs(), int().

Expressions are parsed with Python's ast and only a small set of forms
is allowed (no attributes, no imports, no assignments); anything else
is an ExpectationError naming the file.

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
import re
import tomllib
from dataclasses import dataclass, field
from pathlib import Path

from harness import REPO
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
    steps: list
    symptom: list
    reference: list
    values: dict = field(default_factory=dict)
    define: dict = field(default_factory=dict)
    gdb: bool = False
    by_chance: bool = False   # the symptom shows in some boots only (harness/rates.py)
    slow: bool = False        # a boot takes more than half a minute
    known_trouble: list = field(default_factory=list)   # FAIL lines of the scenario itself
    raw: dict = field(default_factory=dict, repr=False)  # the TOML table, as read



@dataclass
class Clinic:
    bug: str
    title: str
    handout: str
    path: Path
    scenarios: list


def clinic_names(root=EXPECTED):
    return sorted(path.stem for path in Path(root).glob("*.toml"))


def load_clinic(bug, root=EXPECTED):
    """The Clinic described by expected/<bug>.toml."""
    path = Path(root) / f"{bug}.toml"
    try:
        data = tomllib.loads(path.read_text())
    except (OSError, tomllib.TOMLDecodeError) as error:
        raise ExpectationError(f"{path}: {error}") from None
    try:
        scenarios = [_scenario(item) for item in data["scenario"]]
        clinic = Clinic(bug, data["title"], data.get("handout", ""), path, scenarios)
    except (KeyError, TypeError) as error:
        raise ExpectationError(f"{path}: missing or malformed field {error}") from None
    for scenario in clinic.scenarios:
        for item in scenario.symptom + scenario.reference:
            for text in (item.check, item.show):
                if text is not None:
                    parse_expression(text, f"{path} ({scenario.name}: {item.says})")
    return clinic


def _scenario(item):
    def checks(key):
        return [Check(**entry) for entry in item.get(key, [])]
    return Scenario(name=item["name"], steps=item["steps"], symptom=checks("symptom"),
                    reference=checks("reference"), values=item.get("values", {}),
                    define=item.get("define", {}), gdb=item.get("gdb", False),
                    by_chance=item.get("by_chance", False), slow=item.get("slow", False),
                    raw=item,
                    known_trouble=item.get("known_trouble", []))


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
          defined=None):
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
    try:
        tree = ast.parse(text, mode="eval")
    except SyntaxError as error:
        raise ExpectationError(f"{where}: cannot parse {text!r}: {error.msg}") from None
    for node in ast.walk(tree):
        if not isinstance(node, _ALLOWED):
            raise ExpectationError(f"{where}: {type(node).__name__} is not allowed in {text!r}")
        if isinstance(node, ast.Name) and node.id.startswith("_"):
            raise ExpectationError(f"{where}: name {node.id!r} is not allowed in {text!r}")
    return compile(tree, where, "eval")


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


def unexpected_trouble(console_text, panic, scenario):
    """The panic and FAIL lines of a run that the scenario does not mention.

    A line is mentioned when it matches one of the scenario's
    known_trouble patterns, or a regex a symptom check looks for
    (seen, count, lines, numbers, a value), or, for a panic, a message
    a symptom check compares `panic` with.
    """
    mentioned = list(scenario.known_trouble) + mentioned_patterns(scenario)
    trouble = [match.group(0).strip() for match in TROUBLE.finditer(console_text)]
    if panic is not None and f"panic: {panic.message}" not in trouble:
        trouble.append(f"panic: {panic.message}")
    return [line for line in trouble
            if not any(re.search(pattern, line) for pattern in mentioned)]


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
                found += [f"panic: {re.escape(str(other.value))}$" for other in node.comparators
                          if isinstance(other, ast.Constant) and other.value is not None]
    return found


CONSOLE_FUNCTIONS = ("seen", "count", "lines", "numbers")


def verdict(symptom_outcomes, console_text, panic, scenario):
    """(verdict, detail) of one run from its symptom checks and what else it printed."""
    errors = [f"{outcome.says}: {outcome.error}" for outcome in symptom_outcomes
              if outcome.error is not None]
    if errors:
        return ERROR, f"a symptom check raised: {'; '.join(errors)}"
    trouble = unexpected_trouble(console_text, panic, scenario)
    if all(outcome.ok for outcome in symptom_outcomes):
        if trouble:
            return SYMPTOM_AND_MORE, (f"every symptom check holds, and the run also printed "
                                      f"what the expected file does not mention: "
                                      f"{'; '.join(trouble)}")
        return SYMPTOM, "every symptom check holds"
    failed = [outcome.says for outcome in symptom_outcomes if not outcome.ok]
    if trouble:
        return DIFFERENT, f"{'; '.join(trouble)} (and not: {'; '.join(failed)})"
    return NO_SYMPTOM, f"not seen: {'; '.join(failed)}"
