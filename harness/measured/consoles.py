"""How much the reference prints in each scenario that checks a learner's
tree: the yardstick of "cured, with a warning".

A tree can hold every check and still print far more than the reference
(a debugging printf left in the sample path prints a line at every
sample).  It is cured, but a teacher wants to know.  So:

- measure(bugs, tries): `python3 -m harness consoles [BUG ...]`: boots each
  scenario that judges a learner (those with a check of behaviour) on
  the reference; save() keeps the most characters its console printed in
  measured/consoles.toml, with the tries, the date and the scenario's
  measurement key (harness/measured/keys.py).  It costs a cured tree's
  check time per clinic.
- reference_chars(bug, scenario, key): that figure, None when it was not
  measured under today's key (then no warning can be given).
- louder(printed, reference): the warning when a tree's console printed
  more than WARN_FACTOR times the reference's and WARN_SLACK characters
  more, else "".
"""

import datetime
import tomllib

from harness import REPO, slug
from harness.build import REFERENCE, build_variant
from harness.errors import ExpectationError, HarnessError
from harness.expected import spec
from harness.measured.keys import measurement_key
from harness.measured.rates import toml_string
from harness.run.clinic import run_scenario
from harness.run.judge import INFRASTRUCTURE

CONSOLES = REPO / "measured" / "consoles.toml"
WARN_FACTOR = 2          # a console this many times the reference's ...
WARN_SLACK = 1024        # ... and this many characters more is worth a warning
HEADER = ("# The most characters the reference's console printed in each scenario that\n"
          "# checks a learner's tree: `python3 -m harness consoles` (harness/measured/"
          "consoles.py).\n")


def load(path=CONSOLES):
    """{bug: {scenario: {chars, tries, date, key}}} ({} when not measured)."""
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


def louder(printed, reference):
    """The warning for a console of `printed` characters against the
    reference's `reference` (None: not measured), or ""."""
    if reference is None or printed <= max(WARN_FACTOR * reference, reference + WARN_SLACK):
        return ""
    return (f"its console printed {printed} characters, {printed / max(reference, 1):.1f} "
            f"times the reference's {reference}")


def save(measured, path=CONSOLES):
    """Write {bug: {scenario: {chars, tries, date, key}}} to measured/consoles.toml."""
    lines = [HEADER]
    for bug in sorted(measured):
        for name in sorted(measured[bug]):
            found = measured[bug][name]
            lines += [f"[console.{toml_string(bug)}.{toml_string(name)}]",
                      f"chars = {found['chars']}", f"tries = {found['tries']}",
                      f"date = {toml_string(found['date'])}",
                      f"key = {toml_string(found['key'])}", ""]
    path.write_text("\n".join(lines))
    return path


def measure(bugs, tries=1, path=CONSOLES, logdir=REPO / "logs" / "consoles"):
    """Each learner scenario of the clinics booted `tries` times on the
    reference, its longest console kept (see the module's text)."""
    build = build_variant(REFERENCE)
    measured = load(path)
    for bug in bugs:
        clinic = spec.load_clinic(bug)
        for scenario in [s for s in clinic.scenarios if s.for_learners]:
            made = run_scenario(build, clinic, scenario, logdir / bug / slug(scenario.name),
                                tries, until_symptom=False)
            counted = [run for run in made if run.verdict != INFRASTRUCTURE]
            if not counted:
                raise HarnessError(f"{bug} / {scenario.name}: no reference boot ran")
            found = {"chars": max(len(run.console) for run in counted), "tries": len(counted),
                     "date": str(datetime.date.today()),
                     "key": measurement_key(clinic, scenario)}
            measured.setdefault(bug, {})[scenario.name] = found
            print(f"{bug} / {scenario.name}: {found['chars']} characters", flush=True)
    return save(measured, path)
