"""What measured rates are kept under: keys of kernels and of a scenario's meaning.

A rate measured on one kernel and one scenario says nothing of another,
so each measurement keeps a key, and the suite calls a rate STALE when
today's key differs.

- scenario_key(scenario): a short hash of the scenario's meaning, as
  parsed: its steps, values and checks (their syntax trees, so quoting,
  spacing, line breaks and comments do not count), with every define
  written out where it is used (so a repeated sub-expression made a
  define changes nothing), the context marks, known_trouble,
  bug_also_prints, gdb and by_chance.  What a check says, shows or
  quotes from the handout is not part of it: a rewording keeps every
  rate.
- measurement_key(clinic, scenario): a chance scenario's key: the bug's
  sources, the reference's, scenario_key, and the machine: QEMU's
  version and command line, its clock included
  (harness.machine.cmdline.machine_description).
- measure_key(scenario): a §5 measure's key: the reference's sources,
  scenario_key and the machine.
"""

import ast
import copy
import dataclasses
import hashlib
import json

from harness.build import REFERENCE, variant_key
from harness.expected.expression import parse
from harness.expected.spec_steps import PLACEHOLDER, STEP_KINDS
from harness.machine.cmdline import machine_description


def inlined(tree, defines):
    """The dump of an expression's tree with each define it reads (and each
    they read) written out in its place.  defines: {name: syntax tree}."""
    tree = copy.deepcopy(tree)
    bound = {name.id for node in ast.walk(tree) if isinstance(node, ast.comprehension)
             for name in ast.walk(node.target) if isinstance(name, ast.Name)}

    class WriteOut(ast.NodeTransformer):
        def visit_Name(self, node):
            if node.id in defines and node.id not in bound and isinstance(node.ctx, ast.Load):
                return self.visit(copy.deepcopy(defines[node.id].body))
            return node

    return ast.dump(WriteOut().visit(tree))


def step_meaning(step, defines):
    """A step as plain data: its kind and every field, each ${expression} of
    its text written out."""
    kind = next(key for key, record in STEP_KINDS.items() if isinstance(step, record))
    fields = {}
    for item in dataclasses.fields(step):
        value = getattr(step, item.name)
        if item.metadata.get("fill") and isinstance(value, str):
            value = PLACEHOLDER.sub(
                lambda match: "${" + inlined(parse(match.group(1), "step"), defines) + "}",
                value)
        fields[item.name] = value
    return [kind, fields]


def meaning(scenario):
    """The scenario as plain data, for its key (see above)."""
    defines = {name: expression.tree for name, expression in scenario.define.items()}
    return {
        "steps": [step_meaning(step, defines) for step in scenario.steps],
        "values": scenario.values,
        "symptom": [[inlined(item.check.tree, defines), item.context]
                    for item in scenario.symptom],
        "reference": [inlined(item.check.tree, defines) for item in scenario.reference],
        "known_trouble": scenario.known_trouble,
        "bug_also_prints": scenario.bug_also_prints,
        "gdb": scenario.gdb,
        "by_chance": scenario.by_chance,
    }


def _hash(*parts):
    digest = hashlib.sha256()
    for part in parts:
        digest.update(part.encode() + b"\0")
    return digest.hexdigest()[:12]


def scenario_key(scenario):
    return _hash(json.dumps(meaning(scenario), sort_keys=True))


def measurement_key(clinic, scenario):
    return _hash(variant_key(clinic.bug), variant_key(REFERENCE), scenario_key(scenario),
                 machine_description())


def measure_key(scenario, reference_key=None):
    return _hash(reference_key or variant_key(REFERENCE), "", scenario_key(scenario),
                 machine_description())
