"""A rate's key follows a patch's code, not its prose (harness/measured/
patch_code.py, keys.py's kernel_key): the real patches of bugs/ and edited
copies of them, each still applying to base/; the build cache still
follows the patch's every byte (harness/build.py's variant_key)."""

import re
import shutil

import pytest

from harness import build
from harness.build import BUGS, REFERENCE, copy_variant, variant_key
from harness.expected import spec
from harness.measured import keys
from harness.measured.patch_code import code, uncommented

PATCHES = sorted(path.stem for path in BUGS.glob("*.patch"))
SEPC = "sepc_after_yield"       # its diff adds a comment and a line that reads sepc
ADDED_COMMENT = "+    // Record where the program was interrupted.\n"
ADDED_CALL = "+      profsample(p->prof, r_sepc());\n"


def _recounted(text):
    """text with each hunk's @@ counts made right again after an edit."""
    lines = text.splitlines(keepends=True)
    for index, line in enumerate(lines):
        start = re.match(r"@@ -(\d+),\d+ \+(\d+),\d+ @@", line)
        if not start:
            continue
        old = new = 0
        for body in lines[index + 1:]:
            if body.startswith(("@@", "\\", "--- a/")):     # the next hunk or file
                break
            old += body[:1] in " -"
            new += body[:1] in " +"
        lines[index] = f"@@ -{start[1]},{old} +{start[2]},{new} @@" + line[start.end():]
    return "".join(lines)


@pytest.fixture
def edited(tmp_path, monkeypatch):
    """edited(bug, old, new): bug's kernel key, and its build key, with its
    patch edited in a copy of bugs/ (old replaced by new, its hunks recounted),
    after the edited copy is shown to apply to base/."""
    copies = tmp_path / "bugs"
    shutil.copytree(BUGS, copies)
    monkeypatch.setattr(build, "BUGS", copies)

    def edit(bug, old, new):
        text = (copies / f"{bug}.patch").read_text()
        assert old in text, f"{old!r} is not in {bug}.patch"
        (copies / f"{bug}.patch").write_text(_recounted(text.replace(old, new, 1)))
        copy_variant(bug, tmp_path / f"applied-{len(list(tmp_path.iterdir()))}")
        return keys.kernel_key(bug), variant_key(bug)

    return edit


@pytest.mark.parametrize("bug", PATCHES)
def test_every_bug_patch_applies_to_base(bug, tmp_path):
    copy_variant(bug, tmp_path / bug)      # a dry run first, no fuzz: PatchError otherwise
    assert code((BUGS / f"{bug}.patch").read_text()).count("@@") >= 1


@pytest.mark.parametrize("bug", PATCHES)
def test_a_header_edit_keeps_the_key_but_not_the_build(bug, edited):
    before = keys.kernel_key(bug), variant_key(bug)
    clinic = spec.load_clinic(bug)
    scenario = clinic.scenarios[0]
    rate = keys.measurement_key(clinic, scenario)
    after = edited(bug, "Believed: ", "Note: a line added.\nBelieved: (reworded) ")
    assert after[0] == before[0]
    assert after[1] != before[1]          # builds follow the exact bytes
    assert keys.measurement_key(clinic, scenario) == rate


@pytest.mark.parametrize("old, new", [
    (ADDED_COMMENT, "+    // Record the pc where the program stopped, read live.\n"),
    (ADDED_COMMENT, ADDED_COMMENT + "+    /* a comment of two lines:\n+       sepc, now */\n"),
    (ADDED_CALL, "+      profsample(p->prof, r_sepc());   // the live sepc\n"),
    (ADDED_CALL, "+      profsample(p->prof, r_sepc()); /* live */\n"),
    (ADDED_CALL, "+\tprofsample(p->prof,  r_sepc());  \t\n+\n"),        # spacing only
    (ADDED_COMMENT, ""),                                                  # a comment line gone
])
def test_a_comment_or_spacing_edit_keeps_the_key(old, new, edited):
    before = keys.kernel_key(SEPC), variant_key(SEPC)
    after = edited(SEPC, old, new)
    assert after[0] == before[0]
    assert after[1] != before[1]


@pytest.mark.parametrize("old, new", [
    (ADDED_CALL, "+      profsample(p->prof, r_stval());\n"),        # one token
    (ADDED_CALL, "+      profsample(p->prof, r_sepc() );\n"),        # a space where none was
    (ADDED_CALL, "+      profsample(p->prof, /* pc */ r_sepc());\n" * 2),   # a line twice
])
def test_a_code_edit_moves_the_key(old, new, edited):
    before = keys.kernel_key(SEPC)
    assert edited(SEPC, old, new)[0] != before


def test_the_reference_key_is_the_same_under_either_rule():
    """So no §5 measure's key moved, nor the reference's part of a rate's."""
    assert keys.kernel_key(REFERENCE) == keys.kernel_key(REFERENCE, keys.PREVIOUS) \
        == variant_key(REFERENCE)


@pytest.mark.parametrize("bug", PATCHES)
def test_the_previous_rule_is_the_patch_s_bytes(bug):
    """The rule the committed rates were measured under until the carry."""
    assert keys.kernel_key(bug, keys.PREVIOUS) == variant_key(bug) != keys.kernel_key(bug)
    with pytest.raises(ValueError, match="no key rule"):
        keys.kernel_key(bug, "another")


DIFF = """Prose: anything.
diff --git a/k.c b/k.c
index 0000000..1111111 100644
--- a/k.c\t2026-01-01 00:00:00
+++ b/k.c\t2026-01-02 00:00:00
@@ -10,3 +10,4 @@ int f(void)
 int x;
---x;
+++x;
+char *s = "http://a  b"; // a comment
 y = 2;
"""


def test_code_keeps_files_hunks_and_lines_without_comments():
    assert code(DIFF) == ("--- a/k.c\n+++ b/k.c\n@@\n int x;\n---x;\n+++x;\n"
                          '+char *s = "http://a  b";\n y = 2;\n')


@pytest.mark.parametrize("old, new", [
    ('"http://a  b"', '"http://a b"'),      # a string's spaces are code
    ('"http://a  b"', '"http://c  b"'),      # and what follows // in it
    ("---x;", "---y;"),                      # a removed line that starts with --
])
def test_code_inside_strings_and_odd_lines_counts(old, new):
    assert code(DIFF.replace(old, new)) != code(DIFF)


@pytest.mark.parametrize("old, new", [
    ("@@ -10,3 +10,4 @@ int f(void)", "@@ -12,3 +12,4 @@"),    # where the hunk lies
    ("2026-01-02 00:00:00", "2027-05-05 10:00:00"),               # a file's timestamp
    ("index 0000000..1111111", "index 2222222..3333333"),
    ("// a comment", "/* another */"),
    ("Prose: anything.", "Prose: something else."),
])
def test_code_leaves_out_what_is_not_code(old, new):
    assert code(DIFF.replace(old, new)) == code(DIFF)


def test_a_block_comment_over_lines_is_read_on_its_own_side():
    multi = code("--- a/k.c\n+++ b/k.c\n@@ -1,2 +1,3 @@\n-  /* an old comment\n"
                 "+  /* one\n+     two */ y = 1;\n   still = 0; */\n")
    # the context line ends the old side's comment, and is code on the new side
    assert multi.splitlines()[3:] == ["+y = 1;", "+still = 0; */"]


@pytest.mark.parametrize("line, state, read", [
    ('x = "a//b"; // c', "", ('x = "a//b";', "")),
    ("x = '/' / 2; /* half */", "", ("x = '/' / 2;", "")),
    ('s = "a\\"//b";', "", ('s = "a\\"//b";', "")),
    ("a/**/b", "", ("a b", "")),
    ("f(); /* goes on", "", ("f();", "/*")),
    ("still */  g();", "/*", ("g();", "")),
    ('s = "a \\', "", ('s = "a \\', '"')),             # a string that goes on
    ('  // b" ;', '"', ('  // b" ;', "")),               # ... the next line's start in it
])
def test_uncommented_reads_c_s_comments_and_literals(line, state, read):
    assert uncommented(line, state) == read
