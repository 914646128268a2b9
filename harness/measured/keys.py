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
- kernel_key(variant, rule): a kernel's sources in a key.  Under CODE,
  today's rule, they are base/'s files by their bytes (a change to base/
  moves every key) and the variant's patch by its code alone
  (harness/measured/patch_code.py: the diff's files and hunks, without
  the patch's prose header, its comments or its spacing), so an edit of
  what the learner believed, or of a comment, keeps every rate.  The
  reference has no patch: its key is base/'s alone, the same under
  either rule.  A build is still cached by the patch's exact bytes
  (harness/build.py's variant_key).
  On another kernel than base/ (kernels.current_kernel()), the key is
  its description's (harness/kernel/tree.py, described_key): the
  pinned commit or the folder's files, the profiler's patch, the files
  copied in, and the clinic's patch for it, by their bytes.
- PREVIOUS, the rule kept until 2026-12-06: base/'s bytes and the
  patch's bytes, header included (variant_key itself).  It is kept for
  `rates carry` (harness/trials/carry.py), which moves each committed
  record whose key is the one PREVIOUS gives today, so measured on these
  very sources, to its key under CODE, noting the move in the record
  (CARRIED_WHY).  A clone measured under the old rule carries the same way.
- measurement_key(clinic, scenario, rule): a clinic scenario's key: the
  bug's kernel_key, the reference's, scenario_key, and the machine:
  QEMU's version and command line, its clock included
  (harness.machine.cmdline.machine_description).
- commands_key(commands): the key of commands run on the reference
  alone (`make hostile`, harness/measured/hostile.py): as measure_key's.
- measure_key(scenario): a §5 measure's key: the reference's kernel_key,
  scenario_key and the machine; no patch is in it, so no rule moves it.
"""

import ast
import copy
import dataclasses
import hashlib
import json

from harness.build import REFERENCE, base_key, patch_of, variant_key
from harness.expected.expression import parse
from harness.expected.kernels import current_kernel
from harness.expected.spec_steps import PLACEHOLDER, STEP_KINDS
from harness.kernel.tree import described_key
from harness.machine.cmdline import machine_description
from harness.measured.patch_code import code

CODE = "base/'s bytes and the patch's code"                  # today's rule
PREVIOUS = "base/'s bytes and the patch's bytes, header included"   # until 2026-12-06
CARRIED_WHY = ("key rule changed: the patch's header and comments no longer count; "
               "the same sources, so the same built kernel")


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


def kernel_key(variant, rule=CODE):
    """A kernel's sources, under the rule named (see the module's text)."""
    kernel = current_kernel()
    if not kernel.is_base:
        return described_key(kernel, kernel.bug_patch(variant) if variant != REFERENCE else None)
    patch = patch_of(variant)
    if rule == PREVIOUS or patch is None:
        return variant_key(variant)
    if rule != CODE:
        raise ValueError(f"no key rule {rule!r}: {CODE!r} or {PREVIOUS!r}")
    return base_key(code(patch.read_bytes().decode(errors="surrogateescape"))
                    .encode(errors="surrogateescape"))


def measurement_key(clinic, scenario, rule=CODE):
    return _hash(kernel_key(clinic.bug, rule), kernel_key(REFERENCE, rule),
                 scenario_key(scenario), machine_description())


def commands_key(commands):
    """The key of commands run on the reference (`make hostile`): its
    kernel_key, the commands, and the machine."""
    return _hash(kernel_key(REFERENCE), "", repr(commands), machine_description())


def measure_key(scenario, reference_key=None):
    return _hash(reference_key or kernel_key(REFERENCE), "", scenario_key(scenario),
                 machine_description())
