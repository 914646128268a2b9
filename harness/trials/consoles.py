"""python3 -m harness consoles [BUG ...]: how much the reference's console
prints in each scenario that judges a learner, measured.

Each scenario with a check of behaviour is booted on the reference a few
times; the most characters its console printed are kept in
measured/consoles.toml (harness/measured/consoles.py) under the
scenario's measurement key.  It costs a cured tree's check time per clinic.
"""

import datetime

from harness import REPO, slug
from harness.build import REFERENCE, build_variant
from harness.endings import INFRASTRUCTURE
from harness.errors import HarnessError
from harness.expected import spec
from harness.measured.consoles import CONSOLES, load, save
from harness.measured.keys import measurement_key
from harness.run.scenario import run_scenario


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
