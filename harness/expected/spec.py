"""Expected files read once, into types, and refused early.

An expected file (expected/<bug>.toml; format: expected/README.md) says
what a clinic must show: its scenarios, each a list of steps, the
symptom as checks that must all hold on the bug, and the checks the
reference must pass instead.  Measures of the handout's §5
(expected/measure/) and the lab's own tests (expected/diagnose/) are
files of the same format with reference checks only.

parse_clinic() checks the whole file before anything boots: each
table's keys, each value's type, each step as a record of its kind,
every regex, and every expression, compiled once (harness/expected/expression.py)
with the names it may read where it stands.  A mistake is an
ExpectationError that names the file, the scenario and the key.

A clinic is read for the kernel it runs on (harness/expected/kernels.py,
current_kernel()).  Where it shows differently on a kernel, the file
says so in [on.<kernel>] (`differs`, and `about` or any of [why]'s, in
place of the file's own)
and [scenario.on.<kernel>]: `differs`, why from that kernel's code;
`steps`, its own, naming the same steps as the scenario's; and
`symptom` or `reference`, checks in place of the scenario's own, or
`runs = false`, a scenario that cannot show there (Clinic.not_here).
A clinic with no patch for that kernel runs none of its scenarios there.
Base/ is read as written.

A define that reads only the kernel's symbols and other such defines is
computed before the boot, and step text may use it (`${lo}`); a define
that reads a fact of the run is computed after it, for checks only.
"""

import tomllib
from pathlib import Path

from harness import EXPECTED, shown
from harness.errors import ExpectationError, HarnessError
from harness.expected.expression import FUNCTIONS, Expression
from harness.expected.kernels import BASE_KERNEL, current_kernel, kernel_named, kernel_names
from harness.expected.records import (BATTERY, CLINIC, LAB_TESTS, MEASURE, Check, Clinic, Scenario,
                                      Teacher)
from harness.expected.spec_steps import (GDB_READS, PLACEHOLDER, read_step, read_table, refuse_at,
                                         regex, Place, text, flag, texts, a_list, a_table,
                                         identifier, count)


# What every run gives its checks, and the kernel's symbol functions.
RUN_FACTS = ("console", "seen", "count", "lines", "numbers", "panic", "scause", "sepc",
             "stval", "stops", "procs")
SYMBOL_FUNCTIONS = ("sym", "end", "func_at", "after_calls", "after_sie_on", "sie_off_at")


# --- loading -------------------------------------------------------------------------

# Where the clinics' files are read from when no folder is given: expected/.
# Read at each call, so that a test of what works alike for every clinic can
# point it at recorded copies (harness/plugin/fixtures.py's recorded_clinics)
# and not fail when a file of expected/ is malformed (that file's own items fail).
CLINIC_FOLDER = EXPECTED


def _folder(root):
    return Path(CLINIC_FOLDER if root is None else root)


def clinic_names(root=None):
    """The clinics of a folder (default CLINIC_FOLDER), by file name alone:
    nothing is loaded, so a malformed file never stops the listing."""
    return sorted(path.stem for path in _folder(root).glob("*.toml"))


def known_clinic(bug):
    """HarnessError unless bug names a clinic of CLINIC_FOLDER (the message lists them)."""
    names = clinic_names()
    if bug not in names:
        said = f"no clinic {bug!r}" if bug else "say which clinic"
        raise HarnessError(f"{said}; the clinics are: {', '.join(names)}")


def load_clinic(bug, root=None, kind=CLINIC):
    """The Clinic described by <root>/<bug>.toml (root: CLINIC_FOLDER by default)."""
    path = _folder(root) / f"{bug}.toml"
    try:
        source = path.read_text()
    except OSError as error:
        raise ExpectationError(f"{path}: {error}") from None
    return parse_clinic(source, path, kind)


def load_all(root=None, kind=CLINIC):
    """Every file of a folder that loads, and {name: ExpectationError} for the
    others: one malformed file must not stop the rest."""
    loaded, broken = [], {}
    for name in clinic_names(root):
        try:
            loaded.append(load_clinic(name, root, kind))
        except ExpectationError as error:
            broken[name] = error
    return loaded, broken


def load_clinics(root=None):
    """(the clinics that load, {name: ExpectationError} of those that do not)."""
    return load_all(root, CLINIC)


def load_measures(root=EXPECTED / "measure"):
    return load_all(root, MEASURE)


def load_lab_tests(root=EXPECTED / "diagnose"):
    """The lab's own tests (expected/diagnose/): every file must load."""
    loaded, broken = load_all(root, LAB_TESTS)
    if broken:
        raise ExpectationError(f"{root}: {broken}")
    return loaded


def load_battery(root=EXPECTED / "battery"):
    """The standard battery's scenarios (expected/battery/): every file must load."""
    loaded, broken = load_all(root, BATTERY)
    if broken:
        raise ExpectationError(f"{root}: {broken}")
    return loaded


def every_clinic():
    """{file stem: Clinic} of every expected file that loads: the clinics, the
    measures and the lab's tests."""
    loaded = load_clinics()[0] + load_measures()[0] + load_all(EXPECTED / "diagnose",
                                                              LAB_TESTS)[0] \
        + load_all(EXPECTED / "battery", BATTERY)[0]
    return {clinic.bug: clinic for clinic in loaded}


def any_file(path):
    """The Clinic of any expected file, of the kind its folder says."""
    path = Path(path)
    kind = {"measure": MEASURE, "diagnose": LAB_TESTS, "battery": BATTERY}.get(
        path.parent.name, CLINIC)
    return load_clinic(path.stem, path.parent, kind)


CLINIC_KEYS = {"title": text, "handout": text, "about": text, "why": a_table, "scenario": a_list,
               "also_prints": a_list, "exercise": text, "teacher": a_table, "on": a_table}
SCENARIO_KEYS = {"name": text, "gdb": flag, "by_chance": flag, "slow": flag,
                 "steps": a_list, "values": a_table, "define": a_table,
                 "known_trouble": a_list, "bug_also_prints": a_list, "symptom": a_list,
                 "reference": a_list, "figures": texts, "tables": texts,
                 "known_trouble_why": text, "points": count, "on": a_table}
# How a scenario shows on another kernel ([scenario.on.<kernel>]).
ON_KEYS = {"differs": text, "symptom": a_list, "reference": a_list, "runs": flag,
           "steps": a_list}
# The figures a scenario's `figures` may name (harness/reports/figures.py draws them).
FIGURES = ("histogram", "hot_loop", "strays", "kernel_profile", "shares")
# The tables of gdb's stops a scenario's `tables` may name (harness/reports/samples.py).
TABLES = ("samples_by_hart", "wrong_samples")
# A measure, or the lab's tests, runs on the reference only: no symptom, no
# chance, and it is not graded.
REFERENCE_ONLY_KEYS = {key: check for key, check in SCENARIO_KEYS.items()
                       if key not in ("symptom", "by_chance", "bug_also_prints", "points")}
CHECK_KEYS = {"says": text, "check": text, "show": text, "handout": text, "context": flag,
              "shown_as": text, "mechanism": flag, "base": text}
# Why a clinic's bug does what it does, for the transcript (after the evidence).
WHY_KEYS = {"mechanism": text, "evidence": text, "fix": text, "differs": text}
# How a clinic shows on another kernel ([on.<kernel>]): its about and why, each in place of
# the file's own.
CLINIC_ON_KEYS = {"about": text, **WHY_KEYS}
# What a teacher tells a student whose tree is not cured (records.Teacher): every key.
TEACHER_KEYS = {"mistake": text, "shows": text, "panics": text, "fails": text}


def parse_clinic(source, path, kind=CLINIC, kernel=None):
    """The Clinic that TOML text describes, as if read from path (whose stem
    is the bug), for the kernel named (by default the current one)."""
    kernel = kernel or current_kernel().name
    path = Path(path)
    file = Place(shown(path))
    try:
        data = tomllib.loads(source)
    except tomllib.TOMLDecodeError as error:
        raise file.refuse(error) from None
    read = read_table(data, CLINIC_KEYS, ("title", "scenario"), "an expected file", file)
    scenarios, not_here = [], {}
    for index, table in enumerate(read["scenario"]):
        scenario, runs = _scenario(table, index, file, kind != CLINIC, kernel)
        if any(other.name == scenario.name for other in scenarios) or scenario.name in not_here:
            raise file.at(f"scenario[{index}]").refuse(f"a second scenario named "
                                                       f"{scenario.name!r}")
        if runs:
            scenarios.append(scenario)
        else:
            not_here[scenario.name] = scenario.differs
    also = [regex(pattern, file.at(f"also_prints[{i}]"))
            for i, pattern in enumerate(read.get("also_prints", []))]
    if kind == CLINIC and _lacks_patch(kernel, path.stem):
        not_here = {**{scenario.name: f"{kernel} has no patch for this clinic (the [bugs] of "
                                      f"its description: kernels/README.md)"
                       for scenario in scenarios}, **not_here}
        scenarios = []
    why = read_table(read.get("why", {}), WHY_KEYS, (), "why", file.at("why"))
    ons = _on(read, file, CLINIC_ON_KEYS, ("differs",))
    about = ons.get(kernel, {}).pop("about", read.get("about", ""))
    why = {**why, **ons.get(kernel, {})}
    teacher = None
    if "teacher" in read:
        said = read_table(read["teacher"], TEACHER_KEYS, tuple(TEACHER_KEYS), "teacher",
                          file.at("teacher"))
        teacher = Teacher(**{key: " ".join(value.split()) for key, value in said.items()})
    return Clinic(path.stem, read["title"], read.get("handout", ""), path, scenarios, also,
                  about.strip(), kind,
                  {key: value.strip() for key, value in why.items()},
                  " ".join(read.get("exercise", "").split()), teacher, kernel, not_here)


def _lacks_patch(kernel, bug):
    """Whether the kernel named (not base/) has no patch for the clinic."""
    return kernel != BASE_KERNEL and kernel_named(kernel).bug_patch(bug) is None


def _on(read, place, keys, required):
    """A file's or a scenario's [on.<kernel>] tables, each read with keys;
    a kernel not described in kernels/ is refused."""
    ons = {}
    for name, table in read.get("on", {}).items():
        where = place.at(f"on.{name}")
        if name not in kernel_names() + [current_kernel().name]:
            raise where.refuse(f"no kernel named {name!r}; the kernels are: "
                               f"{', '.join(kernel_names())}")
        if name == BASE_KERNEL:
            raise where.refuse("base/ is the kernel the file is written for: say it "
                               "in the scenario itself")
        ons[name] = read_table(table, keys, required, f"on.{name}", where)
    return ons




def _scenario(table, index, file, reference_only, kernel=BASE_KERNEL):
    """The Scenario of a table, as it is on the kernel named, and whether it runs there."""
    name = table.get("name") if isinstance(table, dict) else None
    place = file.at(f'scenario "{name}"' if isinstance(name, str) else f"scenario[{index}]")
    if reference_only:
        read = read_table(table, REFERENCE_ONLY_KEYS, ("name", "steps", "reference"),
                          "a measure's scenario", place)
    else:
        read = read_table(table, SCENARIO_KEYS, ("name", "steps"), "a scenario", place)
    values = read.get("values", {})
    for value_name, pattern in values.items():
        regex(pattern, place.at(f"values.{value_name}"))
    gdb = read.get("gdb", False)
    step_names = _step_names(read["steps"], place)
    taken = {"values": values, "define": read.get("define", {}), "steps": step_names}
    _refuse_taken_names(taken, place)
    before = {*FUNCTIONS, *SYMBOL_FUNCTIONS}          # what the boot's set-up may read
    after = before | {*RUN_FACTS, *values, *step_names}
    define, late = {}, []
    for define_name, source in read.get("define", {}).items():
        where = place.at(f"define.{define_name}")
        expression = _expression(text(source, where), after, where)
        if set(expression.names) - before:
            late.append(define_name)       # reads the run: computed after it
        else:
            before.add(define_name)
        after.add(define_name)
        define[define_name] = expression
    ons = _on(read, place, ON_KEYS, ("differs",))

    def read_steps(items, where):
        return [read_step(item, where.at(f"steps[{i}]"), gdb, lambda expr, at, shown:
                          _expression(expr, before, at, late, shown))
                for i, item in enumerate(items)]
    steps = read_steps(read["steps"], place)
    for name, on in ons.items():     # a kernel's own steps: the same names, and checked
        if "steps" in on:
            where = place.at(f"on.{name}")
            if _step_names(on["steps"], where) != step_names:
                raise where.refuse(f"its steps must name the scenario's: {step_names}")
            own = read_steps(on["steps"], where)
            steps = own if name == kernel else steps
    if not read.get("symptom") and not reference_only:
        raise place.refuse("a scenario needs at least one symptom check (with none, "
                           "every boot would show the symptom)")
    for name, on in ons.items():     # every kernel's, checked whatever the kernel
        for side in ("symptom", "reference"):
            if side in on and not on[side]:
                raise place.at(f"on.{name}").refuse(f"{side} = [] would check nothing")
            _checks(on.get(side, []), after, place.at(f"on.{name}"), side)
    here = {**read, **ons.get(kernel, {})}
    figures = _known_names(read, "figures", FIGURES, place)
    tables = _known_names(read, "tables", TABLES, place)
    where = place.at(f"on.{kernel}") if kernel in ons else place
    return Scenario(
        name=read["name"], steps=steps,
        symptom=_checks(here.get("symptom", []), after, where, "symptom", kernel),
        reference=_checks(here.get("reference", []), after, where, "reference", kernel),
        values=values, define=define, late=tuple(late), gdb=gdb,
        by_chance=read.get("by_chance", False), slow=read.get("slow", False),
        known_trouble=_regexes(read, "known_trouble", place),
        known_trouble_why=read.get("known_trouble_why", "").strip(),
        bug_also_prints=_regexes(read, "bug_also_prints", place), figures=figures,
        tables=tables, points=read.get("points", 1),
        differs=" ".join(here.get("differs", "").split())), here.get("runs", True)


def _known_names(read, key, known, place):
    """The list under `key` (figures, tables), each one of `known`."""
    names = read.get(key, [])
    for i, name in enumerate(names):
        if name not in known:
            raise place.at(f"{key}[{i}]").refuse(
                f"no {key[:-1]} {name!r} (the {key} are: {', '.join(known)})")
    return names


def _regexes(read, key, place):
    return [regex(pattern, place.at(f"{key}[{i}]")) for i, pattern in enumerate(read.get(key, []))]


def _step_names(steps, place):
    """The names of the gdb steps that give their results one (`name = "..."`)."""
    names = []
    for i, item in enumerate(steps):
        if isinstance(item, dict) and "name" in item:
            name = identifier(item["name"], place.at(f"steps[{i}]").at("name"))
            if name in names:
                raise place.at(f"steps[{i}]").refuse(f"a second step named {name!r}")
            names.append(name)
    return names


def _refuse_taken_names(tables, place):
    """A value, define or step name may not hide a fact, a function, or another."""
    seen = {}
    for table, names in tables.items():
        for name in names:
            where = place.at(f"{table}.{name}") if table != "steps" else place.at("steps")
            if name in RUN_FACTS:
                raise where.refuse(f"{name!r} is a fact of every run")
            if name in FUNCTIONS or name in SYMBOL_FUNCTIONS:
                raise where.refuse(f"{name!r} is a function checks use")
            if name in seen:
                raise where.refuse(f"{name!r} is also a name in {seen[name]}")
            seen[name] = table


def _expression(source, known, where, late=(), shown=None):
    """source compiled, refused if it reads a name not known where it stands."""
    expression = Expression(source, where)
    for name in expression.names:
        if name not in known:
            if name in late:
                hint = " (a define that reads the run: only checks see it)"
            elif name in RUN_FACTS:
                hint = " (a fact of the run: only checks see it)"
            else:
                hint = ""
            raise refuse_at(where, f"unknown name {name!r} in {shown or source!r}{hint}")
    for pattern in expression.patterns:
        regex(pattern, where)
    return expression


def _checks(items, known, place, key, kernel=BASE_KERNEL):
    """The Checks of a list of check tables.  On another kernel than base/, a
    check's `base` (what base/ showed) is told beside the handout's figure."""
    checks = []
    for i, item in enumerate(items):
        where = place.at(f"{key}[{i}]")
        read = read_table(item, CHECK_KEYS, ("says", "check"), "a check", where)
        check = _expression(read["check"], known, where.at("check"))
        show = _expression(read["show"], known, where.at("show")) if "show" in read else None
        handout = read.get("handout")
        if kernel != BASE_KERNEL and "base" in read:
            handout = "; ".join(part for part in (handout, f"base/: {read['base']}") if part)
        checks.append(Check(read["says"], check, show, handout,
                            read.get("context", False), read.get("shown_as"),
                            read.get("mechanism", False)))
    return checks


__all__ = ["Check", "Scenario", "Clinic", "Teacher", "load_clinic", "load_clinics", "load_measures",
           "load_lab_tests", "clinic_names", "parse_clinic", "any_file", "PLACEHOLDER",
           "GDB_READS"]
