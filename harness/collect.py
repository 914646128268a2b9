"""pytest collects expected/*.toml itself: each file's scenarios become test items.

The collector pattern pytest documents for non-Python test files
(harness/plugin/collection.py's pytest_collect_file hands it every expected file):

- every file gives an item `loads`: a file that does not load is that
  one failed item, its message naming the file, the scenario and the
  key; its scenarios are not run;
- a clinic's scenario gives two items: `bug[<scenario>]`, the bug's
  variant shows the symptom (a chance scenario gets the boot budget
  its measured rate gives, harness/measured/rates.py, or --runs, and stops at
  the first boot that shows it), and `reference[<scenario>]`, the
  reference under the same steps, for rates.REFERENCE_BOOTS boots,
  never shows it and passes its own checks;
- a measure's scenario (expected/measure/) gives `measure[<scenario>]`,
  the reference, every check held in every run; but a check that held in
  some measured runs and not in others (measured/measures/rates.toml, of
  today's key) need hold in one run of a budget its measured rate gives
  (measure_checks.measure_plan), or --runs.

So `pytest expected/sepc_after_yield.toml` runs one clinic, `-k
reference` the reference under every scenario.  The markers of each
item (qemu, slow, gdb, measure) are set here and nowhere else.
"""

import re
import shutil
from concurrent.futures import ThreadPoolExecutor
from dataclasses import replace
from pathlib import Path

import pytest

from harness import endings, eventlog, slug, stats
from harness.kernel.tree import build_on
from harness.errors import ExpectationError
from harness.expected import spec
from harness.expected.records import suite_scenarios
from harness.measured import drift, measure_checks, rates
from harness.measured.keys import measure_key, measurement_key
from harness.run import judge
from harness.run.pool import Pool
from harness.run.scenario import run_scenario, scenario_series
from harness.run.series import Background

LOGDIR_KEY = pytest.StashKey()       # an item's log folder, for its failure report
CLINIC_GROUP = "clinic"    # make test's pytest-xdist runs a clinic's scenarios one after
                           # another, in a group of its own (clinic_group), two clinics at once
RAN_PROPERTY = "profclinic_ran"    # a scenario item's report says: (bug, scenario, side, logdir)
DRIFT_PROPERTY = "profclinic_drift"   # and a bug item whose symptom came improbably late: why
LOADS_PROPERTY = "profclinic_loads"   # a loads item's report says: its expected file
BUILDS = pytest.StashKey()           # {variant: Build} made this session


class ExpectedFile(pytest.File):
    """One expected file: its `loads` item, then an item per scenario and side."""

    def collect(self):
        try:
            clinic = spec.any_file(self.path)
        except ExpectationError as error:
            yield LoadsItem.from_parent(self, name="loads", error=error)
            return
        yield LoadsItem.from_parent(self, name="loads", error=None)
        for scenario in clinic.scenarios:
            marks = [pytest.mark.qemu, pytest.mark.xdist_group(clinic_group(clinic.bug))] + [
                mark for mark, wanted in (
                (pytest.mark.slow, scenario.slow), (pytest.mark.gdb, scenario.gdb)) if wanted]
            if clinic.kind == spec.CLINIC:
                sides = ("bug", "reference")
            elif clinic.kind == spec.MEASURE:
                sides = ("measure",)
                marks.append(pytest.mark.measure)
            else:
                sides = ()
            for side in sides:
                item = ScenarioItem.from_parent(self, name=f"{side}[{slug(scenario.name)}]",
                                                clinic=clinic, scenario=scenario, side=side)
                for mark in marks:
                    item.add_marker(mark)
                yield item
        for name, why in clinic.not_here.items():
            yield NotHereItem.from_parent(self, name=f"bug[{slug(name)}]", clinic=clinic,
                                          why=f"{name!r} does not run on {clinic.kernel}: {why}")


def clinic_group(bug):
    """The pytest-xdist group of a clinic's scenario items."""
    return f"{CLINIC_GROUP} {bug}"


class LoadsItem(pytest.Item):
    """The file loads: every key, value, regex and expression checked."""

    def __init__(self, *, error, **kwargs):
        super().__init__(**kwargs)
        self.error = error

    def runtest(self):
        self.user_properties.append((LOADS_PROPERTY, self.path.name))
        if self.error is not None:
            raise self.error

    def repr_failure(self, excinfo, style=None):
        if isinstance(excinfo.value, ExpectationError):
            return str(excinfo.value)
        return super().repr_failure(excinfo)

    def reportinfo(self):
        return self.path, None, f"{self.path.name} loads"


class NotHereItem(pytest.Item):
    """A scenario its file says cannot show on this kernel: skipped, saying why."""

    def __init__(self, *, clinic, why, **kwargs):
        super().__init__(**kwargs)
        self.clinic, self.why = clinic, why

    def runtest(self):
        pytest.skip(self.why)

    def reportinfo(self):
        return self.path, None, f"{self.clinic.bug}: {self.why}"


class ClinicFailure(Exception):
    """A scenario that did not behave as its file says; its message explains it."""


class ScenarioItem(pytest.Item):
    def __init__(self, *, clinic, scenario, side, **kwargs):
        super().__init__(**kwargs)
        self.clinic, self.scenario, self.side = clinic, scenario, side

    def seconds_a_boot(self):
        """About how long one of its boots takes: the scenario's measured
        seconds a boot (the reference's), else 0."""
        found = rates.load(self.clinic.bug).get(self.scenario.name)
        measured = [m.seconds_per_boot for m in found.sides()] if found else []
        return max([seconds for seconds in measured if seconds] or [0.0])

    def runtest(self):
        _begin_side_by_side(self)
        logdir = self.stash.get(LOGDIR_KEY, None) or item_logdir(self)
        # In its report (so that pytest-xdist's controller hears it too).
        self.user_properties.append((RAN_PROPERTY, (self.clinic.bug, self.scenario.name,
                                                    self.side, str(logdir))))
        if self.side == "bug":
            self._bug(logdir)
        else:
            self._reference(logdir)

    def plan(self):
        """The bug's boots (a rates.Plan), or None for a deterministic
        scenario not measured: one boot, outside the suite's figure.  A
        chance scenario not measured raises rates.NotMeasured."""
        try:
            return _plan(self.clinic, self.scenario, self.config)
        except rates.NotMeasured:
            if self.scenario.by_chance:
                raise
            return None

    def series(self, plan=None):
        """Its boots on its side, a run/series.Series (logs in its log folder);
        plan: the bug's (self.plan())."""
        clinic, scenario = self.clinic, self.scenario
        logdir = self.stash.get(LOGDIR_KEY, None) or item_logdir(self)
        if self.side == "reference":
            return scenario_series(session_build(self.config, "reference"), clinic, scenario,
                                   logdir, rates.REFERENCE_BOOTS, until_symptom=False)
        return scenario_series(session_build(self.config, clinic.bug, beside=("reference",)),
                               clinic, scenario, logdir, plan.boots if plan else 1,
                               until_symptom=True,
                               measured=plan.measurement.summary() if plan else None)

    def _made(self, plan=None):
        """Its runs: those its boots made side by side with the file's others
        (_begin_side_by_side), their live lines shown now; else its boots
        now, one after another."""
        series, background = self.stash.get(SIDE_BY_SIDE, (None, None))
        if series is not None:
            return background.follow(series)
        return self.series(plan).run_alone()

    def repr_failure(self, excinfo, style=None):
        if isinstance(excinfo.value, (ClinicFailure, ExpectationError)):
            return str(excinfo.value)
        return super().repr_failure(excinfo)

    def reportinfo(self):
        return self.path, None, f"{self.clinic.bug}: {self.scenario.name} ({self.side})"

    def _bug(self, logdir):
        clinic, scenario = self.clinic, self.scenario
        try:
            plan = self.plan()
        except rates.NotMeasured as error:
            pytest.xfail(str(error))   # no budget without a measured rate
        allowed = plan.boots if plan is not None else 1
        made = self._made(plan)
        taken = judge.counted(made)
        distribution = ", ".join(run.verdict for run in taken) or "none"
        self.user_properties.append(("runs", distribution))
        if not taken:
            raise ClinicFailure(f"every boot failed for infrastructure reasons:\n"
                                f"{judge.describe(made)}")
        odds = ""
        if plan is not None:
            miss = stats.miss_chance(plan.bound, allowed)
            if eventlog.verbose:   # a maintainer's figures; the run's log keeps its rate
                print(f"{clinic.bug} / {scenario.name}: {len(taken)} boot(s) of at most {allowed}: "
                      f"{distribution}; measured: {plan.measurement.summary()}; at that "
                      f"bound, {allowed} boots all miss with chance {miss:.2g}"
                      + ("; MEASURED ON OTHER SOURCES (stale)" if plan.stale else ""))
            if taken[-1].verdict != endings.ERROR:
                odds = (f" (its measured rate: {plan.measurement.summary()}; the bug's "
                        f"variant misses it in {allowed} boots with chance {miss:.2g} at most, "
                        f"at the rate's {plan.confidence:.4g} lower bound)")
        late = None if plan is None or taken[-1].verdict != endings.SYMPTOM else \
            drift.fallen_note(plan.bound, len(taken), rates.measure_command(clinic.bug,
                                                                              scenario.name))
        if late is not None:
            print(f"{clinic.bug} / {scenario.name}: {late}")
            self.user_properties.append((DRIFT_PROPERTY, f"{clinic.bug} / {scenario.name}: {late}"))
        if taken[-1].verdict != endings.SYMPTOM:
            raise ClinicFailure(f"{clinic.bug} did not show its symptom in {len(taken)} "
                                f"run(s){odds}:\n{judge.describe(made)}")

    def _reference(self, logdir):
        clinic, scenario = self.clinic, self.scenario
        if self.side == "measure":
            return self._measure(logdir)
        allowed = rates.REFERENCE_BOOTS
        made = self._made()
        taken = judge.counted(made)
        if len(taken) != allowed:
            raise ClinicFailure(f"only {len(taken)} of {allowed} boots ran (infrastructure):\n"
                                f"{judge.describe(made)}")
        wrong = [f"run {run.number}: {'; '.join(judge.reference_failures(run))}"
                 for run in taken if judge.reference_failures(run)]
        if wrong:
            raise ClinicFailure(f"the reference, under {clinic.bug}'s scenario "
                                f"{scenario.name!r}, did not behave as expected:\n"
                                + "\n".join(wrong) + f"\n{judge.describe(made)}")

    def _measure(self, logdir):
        """A measure's scenario on the reference, judged as measure_checks.measure_plan
        says: a check that holds by chance, as measured, gets runs enough to
        hold in one (or --runs); every other check must hold in every run."""
        clinic, scenario = self.clinic, self.scenario
        plan = measure_checks.measure_plan(scenario.name, measure_key(scenario))
        forced = self.config.getoption("runs")
        allowed = plan.runs if forced is None else forced
        so_far = []

        def settled(run):
            so_far.append(run)
            return judge.measure_settled(so_far, plan.chance)
        made = run_scenario(session_build(self.config, "reference"), clinic, scenario, logdir,
                            allowed, until_symptom=False, stop_when=settled)
        taken = judge.counted(made)
        if made[-1].verdict == endings.INFRASTRUCTURE:
            raise ClinicFailure(f"{len(taken)} of at most {allowed} runs ran, then the machine "
                                f"failed (infrastructure):\n{judge.describe(made)}")
        for says, bound in plan.chance.items():
            rule = drift.cheap(plan.measured.held.get(says, 0), plan.measured.judged[says],
                               allowed, bound)
            print(f"{scenario.name} / {says}: held by chance when measured; {rule.describe()}")
        for run in taken:
            print(f"\n{clinic.handout}: {scenario.name}, run {run.number} of at most "
                  f"{allowed} [{run.logdir}]\n{judge.beside_the_handout(run, scenario)}")
        wrong = judge.measure_failures(taken, plan.chance)
        if wrong:
            odds = [f"{says}: at the lower bound of its measured rate "
                    f"({plan.measured.held.get(says, 0)} of {plan.measured.judged[says]}), "
                    f"{allowed} runs all miss with chance {plan.miss(says):.2g}"
                    for says in plan.chance]
            raise ClinicFailure(f"the reference, in the measure {scenario.name!r}, did not "
                                f"behave as expected:\n" + "\n".join(wrong + odds)
                                + f"\n{judge.describe(made)}")


def ran_plans(ran, config):
    """From what the items' reports said ran, [(bug, scenario, side, logdir)]:
    {(bug, scenario): the rates.Plan} of each scenario run on the bug's
    side (None: not measured, so not in the figure), and the
    Rates (None: not measured) of each scenario run on the reference's
    side, chance or not: the figures of the end of a run are of what ran."""
    plans, reference = {}, {}
    for bug, name, side, _ in ran:
        if side == "reference":
            reference[(bug, name)] = rates.load(bug).get(name)
        if side != "bug":
            continue
        clinic = spec.load_clinic(bug)
        scenario = next(s for s in clinic.scenarios if s.name == name)
        try:
            plans[(bug, name)] = _plan(clinic, scenario, config)
        except rates.NotMeasured:
            plans[(bug, name)] = None   # xfailed (by chance) or one boot: not in the figure
    return plans, list(reference.values())


def _plan(clinic, scenario, config):
    """A scenario's boots on the bug: its budget from the measured rate, shared
    with every scenario of the suite, or --runs."""
    clinics, _ = spec.load_clinics()
    plan = rates.plan(clinic.bug, scenario, suite_scenarios(clinics),
                      measurement_key(clinic, scenario))
    forced = config.getoption("runs")
    return plan if forced is None else replace(plan, boots=forced)


# --- a clinic's boots side by side ------------------------------------------------------

SIDE_BY_SIDE = pytest.StashKey()   # an item's Series, and the Background that boots it
_BACKGROUNDS = []                  # every Background of the session, stopped at its end


def _begin_side_by_side(item):
    """At a clinic file's first scenario item: the boots of every item of the
    file, bug's and reference's, begin side by side (ScenarioItem._made)."""
    if SIDE_BY_SIDE not in item.stash:
        begin_side_by_side([other for other in item.session.items
                            if isinstance(other, ScenarioItem) and other.parent is item.parent
                            and other.side in ("bug", "reference")], _series_of)


def begin_side_by_side(items, series_of):
    """The items' boots (series_of(item): a Series, or None) begin in a
    Background, --jobs at a time (run/series.py), each item's Series and
    the Background in its stash (SIDE_BY_SIDE; one that has them is left
    out).  With one boot at a time, nothing: each boots in its turn."""
    items = [item for item in items if SIDE_BY_SIDE not in item.stash]
    if not items or Pool(items[0].config.getoption("jobs")).at_once == 1:
        return
    series = {item: series_of(item) for item in items}
    background = Background([one for one in series.values() if one is not None],
                            items[0].config.getoption("jobs"))
    _BACKGROUNDS.append(background)
    for item in items:
        item.stash[SIDE_BY_SIDE] = (series[item], background)


def _series_of(item):
    """An item's boots as a Series; None when they cannot begin now (its
    build fails, or it has no budget: the item says so itself when it runs)."""
    try:
        return item.series(item.plan() if item.side == "bug" else None)
    except Exception:     # noqa: BLE001 -- the item meets it again, and fails with it
        return None


def stop_side_by_side():
    """End every boot still running in the background (the session ends)."""
    while _BACKGROUNDS:
        _BACKGROUNDS.pop().stop()


# --- what the session shares --------------------------------------------------------

def log_root(config):
    """The session's log folder (--logdir, default logs/), made once."""
    chosen = config.getoption("logdir")
    root = Path(chosen).resolve() if chosen else config.rootpath / "logs"
    root.mkdir(parents=True, exist_ok=True)
    return root


def item_logdir(item):
    """A fresh folder for an item's logs, named after its file and its name."""
    name = f"{Path(item.path).stem}.{item.name}"
    path = log_root(item.config) / re.sub(r"[^\w.\[\]-]+", "_", name)
    shutil.rmtree(path, ignore_errors=True)
    path.mkdir(parents=True)
    item.stash[LOGDIR_KEY] = path
    return path


def session_build(config, name, beside=()):
    """A variant's Build, made (or found current in the cache) once a
    session.  The variants `beside` it, not made yet, are made at the same
    time (a clinic's bug and the reference: one build's wait, not two); a
    build that failed fails each time it is asked for, and no other."""
    made = config.stash.setdefault(BUILDS, {})
    wanted = [variant for variant in dict.fromkeys((name, *beside)) if variant not in made]
    if wanted:
        with ThreadPoolExecutor(len(wanted)) as pool:
            started = {variant: pool.submit(build_on, variant,
                                            log_path=log_root(config) / f"build-{variant}.log")
                       for variant in wanted}
        for variant, future in started.items():
            made[variant] = future.exception() or future.result()
    if isinstance(made[name], BaseException):
        raise made[name]
    return made[name]
