"""The expressions of expected files, parsed and compiled once.

A check (`check = "..."`), the value it shows (`show`), and a define
are small Python expressions over named facts.  Expression parses one
when the file is loaded, refuses any form outside a short list (no
imports, no assignments, no names or attributes that start with "_"),
compiles it, and keeps what other parts of the harness need to know
about it without reading its text again:

- names:    the names it reads (those its comprehensions bind left out);
- patterns: the constant regexes it gives seen(), count(), lines() or
            numbers(): the console lines it looks for;
- panics:   the constant messages it compares `panic` with;
- symbols:  the constant names it gives sym() or end();
- meaning:  its syntax tree as text: the same for any quoting, spacing
            or line breaks (what a scenario's key is made of).

An expression may span lines: it is read as if in parentheses.
"""

import ast
import functools
import re

from harness import stats
from harness.errors import ExpectationError

CONSOLE_FUNCTIONS = ("seen", "count", "lines", "numbers")
SYMBOL_CONSTANTS = ("sym", "end")


def address(value):
    """The first 0x... number in a gdb value (an int stays as it is)."""
    if isinstance(value, int):
        return value
    return int(re.search(r"0x[0-9a-fA-F]+", str(value)).group(0), 16)


# The functions (and the one constant) every expression may use, besides the facts of its run.
FUNCTIONS = {
    "len": len, "min": min, "max": max, "sum": sum, "any": any, "all": all,
    "sorted": sorted, "set": set, "abs": abs, "int": int, "hex": hex, "zip": zip,
    "round": round,
    "align_up": lambda value, n: (value + n - 1) // n * n,
    "join": lambda items, between=", ": between.join(str(item) for item in items),
    "addr": address,
    "spread_tails": stats.spread_tails,
    "spread_alpha": stats.SPREAD_ALPHA,
}

_ALLOWED = (ast.Expression, ast.BoolOp, ast.BinOp, ast.UnaryOp, ast.Compare, ast.Call,
            ast.Name, ast.Attribute, ast.Constant, ast.Subscript, ast.Slice, ast.Tuple,
            ast.List, ast.ListComp, ast.GeneratorExp, ast.SetComp, ast.comprehension,
            ast.IfExp, ast.Load, ast.Store, ast.And, ast.Or, ast.Not, ast.USub, ast.Add,
            ast.Sub, ast.Mult, ast.Div, ast.FloorDiv, ast.Mod, ast.Pow, ast.BitAnd,
            ast.BitOr, ast.RShift, ast.LShift, ast.Eq, ast.NotEq, ast.Lt, ast.LtE, ast.Gt,
            ast.GtE, ast.In, ast.NotIn, ast.Is, ast.IsNot)


class Expression:
    """One expression of an expected file, compiled; where says where it
    stands ("expected/x.toml: scenario "s", symptom[0], check")."""

    def __init__(self, text, where):
        self.text = text
        self.where = str(where)
        (self.tree, self.code, self.names, self.patterns, self.symbols, self.panics,
         self.meaning) = _compiled(text, self.where)

    def __repr__(self):
        return f"Expression({self.text!r})"

    def evaluate(self, names, where=None):
        """Its value over the names (and FUNCTIONS); ExpectationError when it raises."""
        scope = {"__builtins__": {}, **FUNCTIONS, **names}
        try:
            # Only the allowed forms reach here; comprehensions see globals only.
            return eval(self.code, scope)
        except ExpectationError:
            raise
        except Exception as error:
            raise ExpectationError(f"{where or self.where}: {self.text!r} failed: "
                                   f"{type(error).__name__}: {error}") from None


@functools.lru_cache(maxsize=None)
def _compiled(text, where):
    """An expression's tree, code and what is read from it, made once a
    process for each text and place (every load of a file parses its
    expressions again; the tree is never changed in place: keys.inlined
    copies it)."""
    tree = parse(text, where)
    return (tree, compile(tree, where, "eval"), tuple(dict.fromkeys(_free_names(tree))),
            tuple(_constant_arguments(tree, CONSOLE_FUNCTIONS)),
            tuple(dict.fromkeys(_constant_arguments(tree, SYMBOL_CONSTANTS))),
            tuple(_panic_constants(tree)), ast.dump(tree))


def parse(text, where):
    """The expression's tree, refused if it has a form outside the allowed ones."""
    try:
        tree = ast.parse(f"(\n{text}\n)", mode="eval")
    except SyntaxError as error:
        raise ExpectationError(f"{where}: cannot parse {text!r}: {error.msg}") from None
    for node in ast.walk(tree):
        if not isinstance(node, _ALLOWED):
            raise ExpectationError(f"{where}: {type(node).__name__} is not allowed in {text!r}")
        name = node.id if isinstance(node, ast.Name) else getattr(node, "attr", None) \
            if isinstance(node, ast.Attribute) else None
        if name is not None and name.startswith("_"):
            raise ExpectationError(f"{where}: name {name!r} is not allowed in {text!r}")
    return tree


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


def _constant_arguments(tree, functions):
    """The constant first arguments of calls to the named functions, as text."""
    return [str(node.args[0].value) for node in ast.walk(tree)
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
            and node.func.id in functions and node.args
            and isinstance(node.args[0], ast.Constant)]


def _panic_constants(tree):
    """The messages `panic` is compared with: 'x' in `panic == 'x'`, each of
    `panic in ('x', 'y')`."""
    found = []
    for node in ast.walk(tree):
        if (isinstance(node, ast.Compare) and isinstance(node.left, ast.Name)
                and node.left.id == "panic"):
            for other in node.comparators:
                items = other.elts if isinstance(other, (ast.Tuple, ast.List, ast.Set)) \
                    else [other]
                found += [str(item.value) for item in items
                          if isinstance(item, ast.Constant) and item.value is not None]
    return found
