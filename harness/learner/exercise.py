"""An exercise for a learner: a bug's variant copied into a folder of theirs,
and what to do with it.

- exercise(bug, folder): the copy (never over a folder that exists), and
  the text the learner reads, its addresses computed from the variant's
  build (the same sources as the copy).
- instructions(clinic, folder, names, measured): that text: the commands
  of the clinic's first console scenario, each `${...}` filled from the
  kernel's symbols (names) and said where it comes from; what the kernel
  shows, and how often it showed in the measured boots; what the learner
  must know to see it (the clinic file's `exercise`); the make commands
  for the tree, and how many boots make check takes, and how long.
"""

import re
from pathlib import Path

from harness.build import build_variant, copy_variant
from harness.expected import spec
from harness.expected.spec_steps import PLACEHOLDER, BackgroundStep, RunStep
from harness.kernel.symbols import kernel_names
from harness.learner import trees
from harness.measured import rates
from harness.run.steps import fill


def exercise(bug, folder):
    """Copy bug's variant into folder (never over one that exists); the text
    that tells the learner what to do."""
    clinic = spec.load_clinic(bug)
    build = build_variant(bug)
    copy_variant(bug, folder)
    try:
        shown = Path(folder).resolve().relative_to(Path.cwd())
    except ValueError:
        shown = Path(folder)
    first = first_scenario(clinic)
    names = kernel_names(build.source, first, f"{bug} ({first.name})")
    return instructions(clinic, shown, names, rates.load(bug))


def first_scenario(clinic):
    """The scenario a learner tries first: the first without gdb."""
    return next((s for s in clinic.scenarios if not s.gdb), clinic.scenarios[0])


def instructions(clinic, folder, names, measured):
    """What a learner reads after `make exercise` (see the module's text).
    names: the kernel's symbol functions and the scenario's early defines
    (symbols.kernel_names); measured: the clinic's rates (rates.load)."""
    first = first_scenario(clinic)
    steps = [step for step in first.steps if isinstance(step, (RunStep, BackgroundStep))]
    commands = [fill(step.command, names, clinic.bug) + (" &" if isinstance(step, BackgroundStep)
                                                        else "") for step in steps]
    signs = [check.says for check in first.symptom]     # its context too: "alone, ..."
    parts = [
        f"exercise {clinic.bug}: {clinic.title} ({clinic.handout}).",
        _wrap(f"The kernel's sources are in {folder}: yours to change (nothing in the "
              f"repository refers to it)."), "",
        _wrap(f"Boot it (`make qemu TREE={folder}`; Ctrl-A x quits) and type at its shell:"),
        *[f"    {command}" for command in commands]]
    where = _where_values_come_from(first, steps, names)
    if where:
        parts += [_wrap(where)]
    parts += ["", _wrap(f"On this kernel, {'; '.join(signs)}. The reference kernel shows none "
                        f"of this. {_how_often(first, measured.get(first.name))}")]
    if clinic.exercise:
        parts += ["", _wrap(clinic.exercise)]
    parts += ["", _wrap(f"Find out why, and fix the kernel in {folder}."), "",
              "Debug it: halted, waiting for gdb, then gdb in another terminal:",
              f"    make qemu-gdb TREE={folder}",
              f"    make gdb TREE={folder}",
              "When you think it is fixed, check it:",
              f"    make check BUG={clinic.bug} TREE={folder}",
              _wrap(_check_time(clinic, measured) + " Its last line says cured, not cured or "
                    "grader trouble (exit status 0 only when cured)."),
              "What else does it show?",
              f"    make diagnose TREE={folder}"]
    return "\n".join(parts)


def _where_values_come_from(scenario, steps, names):
    """A sentence for the numbers filled into the commands, or ""."""
    used = list(dict.fromkeys(name for step in steps
                              for name in PLACEHOLDER.findall(step.command)))
    if not used:
        return ""
    said = ", ".join(f"{name} = {_shown(names[name])}" if name in names else name
                     for name in used)
    how = "; ".join(f"{name} = {scenario.define[name].text}" for name in used
                    if name in scenario.define)
    return (f"({said}: from the symbols of this kernel as handed out, {how}. They move when "
            f"you change the kernel; make check computes them again from yours.)")


def _shown(value):
    return hex(value) if isinstance(value, int) else str(value)


def _how_often(scenario, measured):
    """How often the symptom showed in the measured boots, in a sentence."""
    booted = [m for m in (measured.sides() if measured else []) if m.bug_boots]
    if not booted:      # (a side may hold the reference's boots alone)
        return "How often it shows is not measured yet."
    seen = "; ".join(f"{m.bug_symptom} of {m.bug_boots} boots "
                     f"{'on an idle host' if not m.host_load else 'on a loaded host'}"
                     for m in booted)
    dates = ", ".join(sorted({m.date for m in booted}))
    if scenario.by_chance:
        return (f"It shows by chance: in {seen}, measured {dates}. When a boot does not "
                f"show it, boot again.")
    return f"It showed every time it was measured: in {seen} ({dates})."


def _check_time(clinic, measured):
    """How many boots make check takes, and how long, from the measured rates."""
    boots = {s.name: trees.check_boots(clinic, s) for s in trees.learner_scenarios(clinic)}
    total = sum(boots.values())
    chance = any(s.by_chance for s in trees.learner_scenarios(clinic))
    scenarios = f"{len(boots)} scenario" + ("s" if len(boots) != 1 else "")
    said = (f"make check boots your kernel {total} times ({scenarios}"
            + ("; one whose symptom shows by chance gets boots enough to catch it)" if chance
               else ")"))
    seconds = [_seconds_per_boot(measured.get(name)) for name in boots]
    if None in seconds:
        return said + "; how long a boot takes is not measured for every scenario yet."
    minutes = max(1, round(sum(boots[name] * per for name, per in zip(boots, seconds)) / 60))
    return said + f": about {minutes} minute{'s' if minutes != 1 else ''} when it is cured."


def _seconds_per_boot(measured):
    times = [m.seconds_per_boot for m in (measured.sides() if measured else [])]
    times = [t for t in times if t is not None]
    return max(times) if times else None


def _wrap(text, width=78):
    """text in lines of at most width, never breaking inside a `command`."""
    lines, line = [], ""
    for word in re.findall(r"`[^`]*`\S*|\S+", text):
        if line and len(line) + 1 + len(word) > width:
            lines.append(line)
            line = word
        else:
            line = f"{line} {word}" if line else word
    return "\n".join(lines + [line])
