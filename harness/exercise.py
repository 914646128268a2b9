"""An exercise for a learner: a bug's variant copied into a folder of theirs,
and what to do with it.

- exercise(bug, folder): the copy (never over a folder that exists), and
  the text the learner reads.
- instructions(clinic, folder): that text: the symptom in one paragraph,
  from the clinic's file, and the make commands for the tree.
"""

import re
from pathlib import Path

from harness import spec
from harness.build import copy_variant
from harness.spec_steps import BackgroundStep, RunStep


def exercise(bug, folder):
    """Copy bug's variant into folder (never over one that exists); the text
    that tells the learner what to do."""
    clinic = spec.load_clinic(bug)
    copy_variant(bug, folder)
    try:
        shown = Path(folder).resolve().relative_to(Path.cwd())
    except ValueError:
        shown = Path(folder)
    return instructions(clinic, shown)


def instructions(clinic, folder):
    """What a learner reads after `make exercise`: the symptom in one paragraph,
    from the expected file, and the commands for the tree."""
    first = next((s for s in clinic.scenarios if not s.gdb), clinic.scenarios[0])
    commands = [step.command if isinstance(step, RunStep) else f"{step.command} &"
                for step in first.steps if isinstance(step, (RunStep, BackgroundStep))]
    signs = [check.says for check in first.symptom if not check.context]
    paragraph = (f"{clinic.title} ({clinic.handout}). Run "
                 f"{', then '.join(f'`{c}`' for c in commands) or 'its scenario'}: "
                 f"on this kernel, {'; '.join(signs)}. The reference kernel shows none of "
                 f"this. Find out why, and fix the kernel in {folder}.")
    return "\n".join([
        f"exercise {clinic.bug}: the kernel's sources are in {folder} (yours to change; "
        f"nothing in the repository refers to it)", "",
        _wrap(paragraph), "",
        "Boot it, and type the commands above at its shell (Ctrl-A x quits):",
        f"    make qemu TREE={folder}",
        "Debug it: halted, waiting for gdb, then gdb in another terminal:",
        f"    make qemu-gdb TREE={folder}",
        f"    make gdb TREE={folder}",
        "When you think it is fixed, check it (exit status 0 only when cured):",
        f"    make check BUG={clinic.bug} TREE={folder}",
        "What else does it show?",
        f"    make diagnose TREE={folder}"])


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
