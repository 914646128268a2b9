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

Each run ends in one verdict: "symptom", "different symptom" (what was
seen instead: another panic, FAIL lines the scenario does not expect),
"no symptom", or "infrastructure" (the machine or gdb failed; not
counted, retried).
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
DIFFERENT = "different symptom"
NO_SYMPTOM = "no symptom"
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
    expected_rate: float = None    # set when the symptom shows only by chance
    max_runs: int = 1
    known_trouble: list = field(default_factory=list)   # FAIL lines of the scenario itself

    @property
    def by_chance(self):
        return self.expected_rate is not None


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
                    expected_rate=item.get("expected_rate"), max_runs=item.get("max_runs", 1),
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
    """One check judged on one run."""
    says: str
    ok: bool
    seen: object
    handout: str = None
    context: bool = False


def judge(checks, names, where):
    """Each check's outcome: whether it holds, and the value seen."""
    outcomes = []
    for item in checks:
        try:
            ok = bool(evaluate(item.check, names, where))
            seen = evaluate(item.show, names, where) if item.show else ok
        except ExpectationError as error:
            # A fact the run did not produce (say, no stop): the check does not hold.
            ok, seen = False, f"cannot tell: {error}"
        outcomes.append(Outcome(item.says, ok, seen, item.handout, item.context))
    return outcomes


def verdict(symptom_outcomes, console_text, panic, known_trouble=()):
    """(verdict, detail) of one run from its symptom checks and what else it printed."""
    if all(outcome.ok for outcome in symptom_outcomes):
        return SYMPTOM, "every symptom check holds"
    trouble = [match.group(0).strip() for match in TROUBLE.finditer(console_text)]
    trouble = [line for line in trouble
               if not any(re.search(pattern, line) for pattern in known_trouble)]
    if panic is not None and f"panic: {panic.message}" not in trouble:
        trouble.append(f"panic: {panic.message}")
    failed = [outcome.says for outcome in symptom_outcomes if not outcome.ok]
    if trouble:
        return DIFFERENT, f"{'; '.join(trouble)} (and not: {'; '.join(failed)})"
    return NO_SYMPTOM, f"not seen: {'; '.join(failed)}"


def miss_chance(rate, runs):
    """The chance that `runs` runs in a row all miss a symptom shown at `rate` per run."""
    return (1 - rate) ** runs
