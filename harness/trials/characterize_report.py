"""characterize.md: what make characterize found a patch does, for the
author of its clinic (harness/trials/characterize.py).

report(name, tried, text, minutes, locations): for each scenario of the
battery, how many boots each side had, whether the reference passed its
own checks, in how many patched boots the patched lines (locations) ran
and the patch showed something of its own (reached, not only triggered),
the titles only the patched side showed and those only the reference
did, k of N on both sides; the drafted expected file (text; None when
nothing could be drafted); what the battery did not try; and what to do next.
"""

from harness.expected.spec_steps import FinishStep
from harness.run.judge import reference_failures
from harness.run.titles import titles

# What the battery does not try, said to the author of a new clinic.
NOT_TRIED = (
    "whether the patched code ran in a scenario that runs a function to its return "
    "under gdb (finish): a watching breakpoint there would cut that short, so none is set",
    "programs other than proftest, prof, grep, usertests and sleep, and a kernel profile "
    "of a range of your own (prof -k LO HI)",
    "a host under load (make rates measures that, once the file is written)",
    "more boots than those counted here: a symptom rarer than about one boot in "
    "the number booted can have been missed",
)


def reached(run):
    """Whether a run reached the patched lines: True or False; None when it
    did not watch them (gdb could not tell)."""
    counts = [step["reached"] for step in run.steps if step.get("kind") == "reached"]
    return any(hits > 0 for hits in counts[0].values()) if counts else None


def _reach(scenario, patched, only, locations):
    """What a scenario's patched boots say of the patched lines: reached in
    k of N, and the patch's own titles shown in j of N."""
    if not patched:
        return ("No patched boot reached a verdict: the machine or the harness failed in each "
                "(see their logs below): this scenario says nothing of the patch.")
    shown = sum(any(d.title in titles(run) for d in only) for run in patched)
    said = f"showed what only the patched side did in {shown} of {len(patched)}"
    counts = [reached(run) for run in patched]
    if not locations or None in counts:
        why = "the patch has no kernel C lines" if not locations else \
            "it runs a function to its return under gdb, so none was watched" \
            if any(isinstance(step, FinishStep) for step in scenario.steps) \
            else "gdb could not tell in some boots"
        return f"The patched boots {said}. Whether they ran the patched lines is not known ({why})."
    ran = sum(counts)
    return (f"The patched lines ({', '.join(locations)}) ran in {ran} of "
            f"{_boots(len(patched), 'patched ')}, which {said}." + (
                " None reached them: this scenario did not test the patch." if not ran else ""))


def _all_reached(tried):
    """Whether every patched boot that watched the patched lines saw them run."""
    seen = [reached(run) for _, by_side, _ in tried for run in list(by_side.values())[0]]
    return bool(seen) and all(found for found in seen if found is not None) \
        and any(found is not None for found in seen)


def report(name, tried, text, minutes, locations=()):
    """The Markdown text of characterize.md (see the module's text)."""
    boots = sum(len(runs) for _, by_side, _ in tried for runs in by_side.values())
    took = took_minutes(minutes)
    lines = [f"# What bugs/{name}.patch does, under the standard battery", "",
             f"Each scenario below, of expected/battery/battery.toml, was booted on the "
             f"patched kernel "
             f"and on the reference, the sides alternating, and more often where the patched "
             f"side showed something in some boots only: {_boots(boots)} in {took}. A title "
             f"is what a boot showed without its addresses and counts; each is counted in "
             f"how many boots of each side showed it.", ""]
    for scenario, by_side, shown in tried:
        patched, reference = (by_side[side] for side in by_side)
        healthy = sum(not reference_failures(run) for run in reference)
        lines += [f"## {scenario.name}", "",
                  f"{_boots(len(patched), 'patched ')}, {len(reference)} of the reference; "
                  f"the reference passed its own checks in {healthy} of {len(reference)}"
                  + ("." if healthy == len(reference) else
                     ": where it did not, what differs may be the host's, not the patch's."),
                  ""]
        only = [d for d in shown.differs if d.patched_only]
        gone = [d for d in shown.differs if not d.patched_only]
        lines += [_reach(scenario, patched, only, locations), ""]
        if not shown.differs:
            lines += ["Nothing differed between the sides here. The patch showed nothing "
                      "under this scenario; that does not say it is harmless.", ""]
        if only:
            lines += ["Only the patched kernel showed:", ""] + [
                f"- `{d.title.text}`: patched {d.bug} of {d.bug_boots}, reference "
                f"{d.reference} of {d.reference_boots}" for d in only] + [""]
        if gone:
            lines += ["Only the reference showed:", ""] + [
                f"- `{d.title.text}`: reference {d.reference} of {d.reference_boots}, "
                f"patched {d.bug} of {d.bug_boots}" for d in gone] + [""]
    lines += ["## The drafted expected file", ""] + (
        ["```toml", text.rstrip("\n"), "```"] if text is not None else
        ["None: the patched side showed nothing the reference did not, so there is no "
         "symptom to check."]) + ["", "## What the battery did not try", ""] + [
        f"- {item};" for item in NOT_TRIED]
    lines[-1] = lines[-1].rstrip(";") + "."
    lines += ["", "## Next", ""] + ([
        f"1. Read the draft. Write its title, about and [why], the lines marked DRAFT, "
        f"and copy it to expected/{name}.toml.",
        f"2. Measure its rates: `make rates BUG={name}`.",
        f"3. Run the clinic: `pytest -k {name}`."] if text is not None else [
        f"Boot more (`make characterize PATCH=bugs/{name}.patch N=6`), or add a scenario "
        f"to expected/battery/battery.toml that "
        + ("exercises the patched code otherwise (its lines ran, and showed nothing)"
           if _all_reached(tried) else "reaches the patched code")
        + ", and run it again."])
    return "\n".join(lines) + "\n"


def _boots(count, kind=""):
    return f"{count} {kind}boot{'s' if count != 1 else ''}"


def took_minutes(minutes):
    """How long something took, as a reader says it."""
    return f"{minutes:.0f} minutes" if minutes >= 1.5 else (
        "a minute" if minutes >= 0.5 else "under a minute")
