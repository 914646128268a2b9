"""How much the reference prints in each scenario that checks a learner's
tree: the yardstick of "cured, with a warning".

A tree can hold every check and still print far more than the reference
(a debugging printf left in the sample path prints a line at every
sample).  It is cured, but a teacher wants to know.  So:

- save(measured): the most characters the reference's console printed in
  each scenario that judges a learner, with the tries, the date and the
  scenario's measurement key (harness/measured/keys.py), into
  measured/consoles.toml, and `carried`, each move of that key to a new
  rule (`rates carry`).  harness/trials/consoles.py boots to measure it.
- reference_chars(bug, scenario, key): that figure, None when it was not
  measured under today's key (then no warning can be given).

The warning itself (a cured tree that printed far more) is
harness/learner/verdict.py's.
"""

import tomllib

from harness import REPO
from harness.errors import ExpectationError
from harness.measured.toml_text import toml_string, toml_strings

CONSOLES = REPO / "measured" / "consoles.toml"
HEADER = ("# The most characters the reference's console printed in each scenario that\n"
          "# checks a learner's tree: `python3 -m harness consoles` (harness/trials/"
          "consoles.py).\n")


def load(path=CONSOLES):
    """{bug: {scenario: {chars, tries, date, key[, carried]}}} ({} when not measured)."""
    if not path.is_file():
        return {}
    try:
        return tomllib.loads(path.read_text()).get("console", {})
    except tomllib.TOMLDecodeError as error:
        raise ExpectationError(f"{path}: cannot read the consoles measured: {error}") from None


def reference_chars(bug, scenario, key, path=CONSOLES):
    """The reference's most characters in that scenario under today's key, or None."""
    found = load(path).get(bug, {}).get(scenario)
    return found["chars"] if found and found.get("key") == key else None


def save(measured, path=CONSOLES):
    """Write {bug: {scenario: {...}}}, as load() reads it, to measured/consoles.toml."""
    lines = [HEADER]
    for bug in sorted(measured):
        for name in sorted(measured[bug]):
            found = measured[bug][name]
            lines += [f"[console.{toml_string(bug)}.{toml_string(name)}]",
                      f"chars = {found['chars']}", f"tries = {found['tries']}",
                      f"date = {toml_string(found['date'])}",
                      f"key = {toml_string(found['key'])}"]
            lines += [f"carried = {toml_strings(found['carried'])}"] \
                if found.get("carried") else []
            lines.append("")
    path.write_text("\n".join(lines))
    return path
