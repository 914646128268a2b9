"""What a class did, for its teacher: its trees grouped by what they did
(make grade writes it beside the gradebook), and what to tell each group.

- told(g): what a not-cured tree did, in the handout's terms and the same
  for each tree that did alike (its group's label), and what to tell its
  student: a tree that shows the clinic's symptom is named by the
  clinic's mistake, one that panics by the message, one that fails a
  check by the check's words, with the hint the clinic's [teacher] table
  gives each kind (expected/<bug>.toml); a tree that panics at boot,
  hangs, floods the console, stops the machine, does not build or reads
  outside itself gets the hint of GENERIC.  None for a cured tree;
  GRADER_TROUBLE for a tree the grader could not judge (kept apart:
  regrading tries it again).  group_of(g) is its label alone.
- answer(bug): where the answer is, one click further: the handout's
  section and the clinic's transcript.
- on_reference(g, s): beside a tree's scenario that did not behave as the
  reference, how often the reference did the same in its measured tries
  (harness/learner/chances.py's one sentence), "" for any other;
- groups(graded): [Group], the largest first, each with its example's
  figure on the reference (on_reference);
- as_json(graded): the same, for gradebook.json;
- write(graded, out): out/class.md (verdicts by count, the groups, each
  with its trees, one example's evidence and how often the reference did
  the same, what to tell the student and where the answer is; grader
  trouble apart; time per tree with the slowest named; what to do next)
  and its figure out/class.svg.

The one figure beside a verdict is its own finding's (on_reference); the
clinic's whole figure (harness/grading/reverse.py) says nothing of one
tree's verdict, and is printed by make reverse-error alone.
"""

import statistics
import urllib.parse
from dataclasses import dataclass, field
from pathlib import Path

from harness import shortened
from harness.errors import HarnessError
from harness.expected import spec
from harness.learner import boots, chances, evidence, trees
from harness.reports import markdown, plots

CLASS_MD, CLASS_SVG = "class.md", "class.svg"
SLOWEST = 5               # trees named in the time table
EVIDENCE_WIDTH = 300      # characters of an example's evidence in class.md
_UNSURE = (trees.AS_REFERENCE, trees.DID_NOT_RUN, trees.NOT_APPLICABLE)
DOES_NOT_BUILD, READS_OUTSIDE = "does not build", "the tree reads outside itself"
NOT_THE_INTERFACE = "does not implement the handout's interface"
TEACHERS_WORD = "not cured, in the teacher's word"

# What to tell the student of a tree that did one of these, whatever the
# clinic: the tree never got as far as the clinic's own question.
GENERIC = {
    boots.PANICS_AT_BOOT: "The kernel panics before its first prompt, before any profile is "
                          "on.  Ask the student to boot the tree with make qemu and read the "
                          "panic line: which of their changes runs while the kernel starts?",
    boots.HANGS: "Nothing arrived for longer than the reference ever takes.  Ask the student "
                 "to run the same command under make qemu and see where it stops; then, "
                 "under gdb, which code each hart is in (info threads, bt).",
    boots.FLOODS: "The console flooded.  Ask the student to find what prints at every tick or "
                  "in a loop, and to take it out before they hand in.",
    boots.STOPS: "QEMU stopped.  Ask the student to boot the tree with make qemu and read the "
                 "console's last lines before it stopped.",
    DOES_NOT_BUILD: "The tree does not build.  Ask the student to run make kernel/kernel fs.img "
                    "in a fresh copy of their tree and fix the first error it prints.",
    READS_OUTSIDE: "The build reads files outside the tree.  Ask the student to keep every "
                   "file their build needs inside the tree.",
    NOT_THE_INTERFACE: "The kernel numbers its system calls, or lays out struct prof, "
                       "otherwise than the handout, so proftest and prof cannot talk to it; "
                       "the tree's report names the difference.  Ask the student to follow "
                       "§1 and §3's plumbing: profile and profget are system calls 23 and 24, "
                       "and struct prof holds the range, the shift, the number of buckets, "
                       "the two counts and the buckets, in one page.",
    TEACHERS_WORD: "You judged this tree yourself: your note in teacher.toml says why.",
    # for a clinic whose expected file has no [teacher] table
    trees.SHOWS: "The tree still shows the clinic's symptom.  Ask the student to run the "
                 "clinic's scenario on their tree and compare it with the transcript's.",
    trees.FAILS: "The tree fails in a way the clinic's bug does not.  Ask the student to read "
                 "the evidence in the tree's report and run that scenario again.",
}


@dataclass
class Group:
    label: str                # what its trees did (group_of)
    verdict: str              # trees.NOT_CURED or GRADER_TROUBLE
    trees: list = field(default_factory=list)     # names, sorted
    example: str = ""         # what the first tree did: where, and the evidence (example)
    on_reference: str = ""    # how often the reference did the same, in that scenario
    hint: str = ""            # what to tell their students (told)
    clinics: bool = True      # the answer is in the clinic's pages (told)


def failing_scenario(g):
    """The scenario a tree's verdict stands on (as first_failing names it):
    the first that ran and did not behave as the reference, else the first
    that did not run; None for a cured tree."""
    ran = [s for s in g.scenarios if s.status not in _UNSURE]
    unsure = [s for s in g.scenarios if s.status in _UNSURE[1:]]
    return (ran or unsure or [None])[0]


@dataclass
class Told:
    label: str                # what the tree did, in the handout's terms (its group)
    hint: str = ""            # what to tell its student ("" for grader trouble)
    clinics: bool = True      # the answer is in the clinic's handout section and transcript


def told(g):
    """What a tree did and what to tell its student (see the module's text)."""
    if g.verdict == trees.CURED:
        return None
    if g.verdict == trees.GRADER_TROUBLE:
        return Told(trees.GRADER_TROUBLE, clinics=False)
    if g.harness_verdict and g.harness_verdict != g.verdict:
        return Told(TEACHERS_WORD, GENERIC[TEACHERS_WORD], False)
    teacher = _teacher(g.bug)
    s = failing_scenario(g)
    if s is None:
        return _generic(g.first_failing.split(":")[0] or trees.NOT_CURED)
    cause = s.cause or _old_cause(s)
    if s.status in (trees.SHOWS, trees.SHOWS_AND_MORE):
        return Told(teacher.mistake, teacher.shows) if teacher else \
            Told("shows the clinic's symptom", GENERIC[trees.SHOWS])
    if s.status == boots.PANICS_AT_BOOT:
        return Told(f"panics at boot: {cause.removeprefix('panic: ')}",
                    GENERIC[boots.PANICS_AT_BOOT], False)
    if s.status == trees.FAILS and cause.startswith("panic: "):
        return Told(f"panics: {cause.removeprefix('panic: ')}",
                    teacher.panics if teacher else GENERIC[trees.FAILS])
    if s.status == trees.FAILS:
        return Told(_failed(cause), teacher.fails if teacher else GENERIC[trees.FAILS])
    if s.status == trees.DID_NOT_RUN:
        return _generic(cause)
    return _generic(s.status)                 # hangs, floods the console, stops the machine


def group_of(g):
    """What a tree did, as its group's label (told's), None for a cured tree."""
    said = told(g)
    return said and said.label


def _generic(label):
    """A kind of tree whose hint is the same in every clinic (GENERIC)."""
    kind = next((key for key in GENERIC if label.startswith(key)), None)
    return Told(label, GENERIC.get(kind, GENERIC[trees.FAILS]), False)


def _failed(cause):
    """A check a tree failed, by its words: proftest's own ("fails
    proftest's check: exec keeps the profile"), else the reference's."""
    line = evidence.FAIL_LINE.match(cause)
    if line:
        return f"fails {line[1]}'s check: {line[2]}"
    if cause.startswith(("shows part of", "it ended")):
        return cause
    return f"not as the reference: {cause}"


def _teacher(bug):
    """The clinic's [teacher] table (spec.Teacher), None when there is none."""
    try:
        return spec.load_clinic(bug).teacher
    except HarnessError:
        return None


def answer(bug):
    """Where the answer is, one click further, as Markdown: the handout's
    section of the clinic, and the clinic's transcript's "Why it happens"."""
    try:
        clinic = spec.load_clinic(bug)
        section = markdown.prose(f"the handout's {clinic.handout}, “{clinic.title}”") + ", and "
    except HarnessError:
        section = ""
    return (f"{section}the clinic's transcript {markdown.code(f'transcripts/{bug}.md')} "
            f"(make transcripts writes it), under “Why it happens”")


def where_to_look(said, bug):
    """The line of a group, or of a tree's report, that says where the answer is."""
    return "**Where the answer is:** " + (answer(bug) if said.clinics else
                                          "the tree's logs (its report names them)")


def _old_cause(s):
    """The cause of a result written before ScenarioGrade had one: from its
    evidence, up to the first ';' (or ', in boot' for a panic at boot)."""
    return s.evidence.split(", in boot")[0].split(";")[0].split(": no")[0]


def groups(graded):
    """The class's not-cured trees in groups, the largest first, then grader trouble."""
    found = {}
    for g in sorted(graded, key=lambda g: g.tree):
        said = told(g)
        if said is None:
            continue
        group = found.setdefault(said.label, Group(said.label, g.verdict, hint=said.hint,
                                                   clinics=said.clinics))
        group.trees.append(g.tree)
        if not group.example:
            group.example = example(g)
            group.on_reference = on_reference(g, failing_scenario(g))
    return sorted(found.values(), key=lambda group: (group.verdict == trees.GRADER_TROUBLE,
                                                     -len(group.trees), group.label))


def example(g):
    """What a tree did, as its group's example: where, and the evidence (a
    build's first error for a tree that does not build)."""
    s = failing_scenario(g)
    if s is None or (s.status == trees.DID_NOT_RUN and g.error):
        return g.first_failing or g.teacher_note
    return f"in '{s.name}': {s.evidence}" if s.evidence else f"in '{s.name}'"


def on_reference(g, s):
    """How often the reference did what tree g did in its scenario s (a
    ScenarioGrade), in chances.reference_chance's words; "" for a scenario
    that behaved as the reference or did not run, and for none."""
    if s is None or s.status in _UNSURE:
        return ""
    cause = s.cause or (_old_cause(s) if s.status in (trees.FAILS, boots.PANICS_AT_BOOT)
                        else "")
    return chances.reference_chance(g.bug, s.name, s.status, cause, s.step, s.deadline)


def as_json(graded):
    return [{"label": group.label, "verdict": group.verdict, "trees": group.trees,
             "example": group.example} for group in groups(graded)]


def write(graded, out, tree_folder):
    """class.md and class.svg in out; tree_folder(name) is where a tree's
    report.md is.  Returns their paths (class.svg only when matplotlib is here)."""
    out = Path(out)
    graded = sorted(graded, key=lambda g: g.tree)
    written = []
    if graded and plots.have_matplotlib():
        written.append(plots.class_figure(_bars(graded), _times(graded), out / CLASS_SVG,
                                          f"{graded[0].bug}: {len(graded)} trees"))
    (out / CLASS_MD).write_text(report(graded, out, tree_folder, figure=bool(written)))
    return [out / CLASS_MD] + written


def _bars(graded):
    """(label, trees, verdict) a bar of the figure: cured, then each group."""
    cured = sum(g.verdict == trees.CURED for g in graded)
    return ([(trees.CURED, cured, trees.CURED)] if cured else []) + \
        [(group.label, len(group.trees), group.verdict) for group in groups(graded)]


def _times(graded):
    return [(g.tree, g.seconds, g.verdict) for g in graded]


def report(graded, out, tree_folder, figure=True):
    """class.md's text (pure)."""
    bug = graded[0].bug if graded else "?"
    counts = {verdict: sum(g.verdict == verdict for g in graded)
              for verdict in (trees.CURED, trees.NOT_CURED, trees.GRADER_TROUBLE)}
    lines = [f"# {bug}: what the class's {len(graded)} trees did", "",
             "| verdict | trees |", "|---|---|"]
    lines += [markdown.row([verdict, str(n)]) for verdict, n in counts.items()]
    lines.append("")
    if figure:
        lines += [f"![trees by what they did, and seconds a tree]({CLASS_SVG})", ""]
    found = groups(graded)
    lines += _group_lines([g for g in found if g.verdict != trees.GRADER_TROUBLE],
                          "Not cured, by what the tree did", out, tree_folder, bug)
    trouble = [g for g in found if g.verdict == trees.GRADER_TROUBLE]
    if trouble:
        lines += ["## Grader trouble", "",
                  "The grader could not judge these trees (the host's trouble, not "
                  "the learner's): the next make grade tries them again.", ""]
        lines += [f"- {_link(g.tree, out, tree_folder)}: "
                  + markdown.prose(shortened(g.first_failing, EVIDENCE_WIDTH))
                  for g in graded if g.verdict == trees.GRADER_TROUBLE]
        lines.append("")
    return "\n".join(lines + _time_lines(graded, out, tree_folder) + _next_lines(graded))


def _group_lines(found, heading, out, tree_folder, bug):
    if not found:
        return []
    lines = [f"## {heading}", "", "| what the trees did | trees |", "|---|---|"]
    lines += [markdown.row([markdown.prose(g.label, True), str(len(g.trees))]) for g in found]
    lines.append("")
    for group in found:
        lines += [f"### {markdown.prose(group.label)} ({len(group.trees)})", "",
                  ", ".join(_link(name, out, tree_folder) for name in group.trees), "",
                  f"For example, {markdown.prose(group.trees[0])}, "
                  + markdown.prose(shortened(group.example, EVIDENCE_WIDTH)), ""]
        if group.on_reference:
            lines += [f"**On the reference:** {markdown.prose(group.on_reference)}", ""]
        lines += [f"**Tell the student:** {markdown.prose(group.hint)}", "",
                  where_to_look(group, bug), ""]
    return lines


def _time_lines(graded, out, tree_folder):
    if not graded:
        return []
    seconds = [g.seconds for g in graded]
    slowest = sorted(graded, key=lambda g: -g.seconds)[:SLOWEST]
    lines = ["## Time", "",
             f"{sum(seconds):.0f} s of grading in all: {statistics.median(seconds):.0f} s a tree "
             f"(the median), {max(seconds):.0f} s the slowest.  The slowest:", "",
             "| tree | verdict | seconds | boots |", "|---|---|---|---|"]
    lines += [markdown.row([_link(g.tree, out, tree_folder), g.verdict, f"{g.seconds:.0f}",
                            f"{g.boots} of {g.budget}"]) for g in slowest]
    return lines + [""]


def _next_lines(graded):
    """What the teacher does next."""
    if not any(g.verdict == trees.NOT_CURED for g in graded):
        return ["## Next", "", "No tree is judged not cured: nothing to tell a student.  After "
                "a new hand-in, make grade again checks only the trees whose files changed, "
                "and those the grader could not judge.", ""]
    return ["## Next", "",
            "Send each group's students its line “Tell the student”, with the link to their "
            "tree's report.  When they hand in again, make grade again: it checks again only "
            "the trees whose files changed, and those the grader could not judge.  Where you judge a tree otherwise, write your "
            "word in teacher.toml beside the gradebook: it stands over the harness's "
            "verdict in every regrade.", ""]


def _link(name, out, tree_folder):
    """A tree's name, linked to its report.md (relative to out)."""
    path = (Path(tree_folder(name)) / "report.md").relative_to(Path(out))
    return f"[{markdown.prose(name, True)}]({urllib.parse.quote(path.as_posix())})"
