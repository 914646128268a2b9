"""The README and docs/, as a reader meets them (pure: nothing boots):
the README's first screen, every command they name, every link between
them, and the end of each page.

Links are checked against the project's own render (scripts/render-check:
python3-markdown with its tables, fenced_code and footnotes extensions),
which gives a heading no id: a link to a heading needs an explicit
`<a id="...">` there, which GitHub's render honours too."""

import re

import pytest

from harness import REPO, cli

from test_cli import _targets

README = REPO / "README.md"
PAGES = [README] + sorted((REPO / "docs").glob("*.md"))
EXTENSIONS = ["tables", "fenced_code", "footnotes"]      # as scripts/render-check renders
CODE_SPAN = re.compile(r"`([^`]+)`")
MAKE = re.compile(r"(?:^|[\s;&|(])make ([a-z][\w-]*)")
HARNESS = re.compile(r"(?:\./profclinic|python3 -m harness) ([a-z][\w-]*)(?: ([a-z][\w-]*))?")
LINK = re.compile(r"\[[^\]]*\]\(([^)\s]+)\)")
ISSUE = re.compile(r"\bissues? #?\d+", re.IGNORECASE)


def _code(text):
    """What a page shows as code: its `spans` (across line breaks too) and
    its blocks (lines indented by four spaces or more)."""
    spans = CODE_SPAN.findall(text)
    blocks = [line for line in text.splitlines() if line.startswith("    ")]
    return spans + blocks


def named_commands(text):
    """({make target}, {(command, action or None)}) a page's code names."""
    targets, commands = set(), set()
    for code in _code(text):
        targets |= set(MAKE.findall(code))
        commands |= {(command, action or None) for command, action in HARNESS.findall(code)}
    return targets, commands


def missing_commands(text, targets, known):
    """The commands a page names that the Makefile or the CLI lacks."""
    named, commands = named_commands(text)
    missing = [f"make {target}" for target in sorted(named - set(targets))]
    for command, action in sorted(commands, key=str):
        if command not in known:
            missing.append(f"command {command}")
        elif known[command] and action not in known[command]:
            missing.append(f"{command} {action}")
    return missing


def anchors(path):
    """The ids a page has in the project's render (explicit ones when
    python3-markdown is not here: the renderer adds none to headings)."""
    text = path.read_text()
    try:
        import markdown
    except ImportError:
        return set(re.findall(r'\bid="([^"]+)"', text))
    return set(re.findall(r'\bid="([^"]+)"', markdown.markdown(text, extensions=EXTENSIONS)))


def broken_links(path):
    """Each relative link of a page whose file, or heading anchor, is not there."""
    broken = []
    for target in LINK.findall(path.read_text()):
        if "://" in target or target.startswith("mailto:"):
            continue
        file, _, anchor = target.partition("#")
        where = (path.parent / file).resolve() if file else path
        if not where.exists():
            broken.append(f"{target}: no such file")
        elif anchor and (where.suffix != ".md" or anchor not in anchors(where)):
            broken.append(f"{target}: no anchor {anchor!r} in the render of {where.name}")
    return broken


def test_the_readme_is_short_and_opens_with_start_here():
    text = README.read_text()
    assert len(text.splitlines()) < 300, f"README.md has {len(text.splitlines())} lines"
    headings = re.findall(r"^(#{1,6}) (.*)$", text, re.MULTILINE)
    assert headings[0][0] == "#", "README.md opens with its title"
    assert headings[1] == ("##", "Start here"), f"README.md's first section: {headings[1]}"


@pytest.mark.parametrize("path", PAGES + [REPO / "expected" / "README.md"],
                         ids=lambda path: str(path.relative_to(REPO)))
def test_no_page_names_an_issue_number(path):
    said = ISSUE.findall(path.read_text())
    assert not said, f"{path.relative_to(REPO)} names {said}: say what it means instead"


@pytest.mark.parametrize("path", PAGES, ids=lambda path: str(path.relative_to(REPO)))
def test_every_command_a_page_names_exists(path):
    missing = missing_commands(path.read_text(), _targets(), cli.commands())
    assert not missing, f"{path.relative_to(REPO)} names what is not there: {missing}"


@pytest.mark.parametrize("path", PAGES, ids=lambda path: str(path.relative_to(REPO)))
def test_every_relative_link_finds_its_file_and_heading(path):
    broken = broken_links(path)
    assert not broken, f"{path.relative_to(REPO)}: {broken}"


@pytest.mark.parametrize("path", PAGES, ids=lambda path: str(path.relative_to(REPO)))
def test_every_page_ends_with_what_to_do_next(path):
    text = path.read_text().rstrip()
    last_heading = re.findall(r"^## (.*)$", text, re.MULTILINE)[-1:]
    last_paragraph = text.split("\n\n")[-1]
    assert last_heading == ["Next"] or last_paragraph.startswith("Next"), \
        f"{path.relative_to(REPO)} does not end with what to do next"


def test_the_docs_index_lists_every_page():
    index = (REPO / "docs" / "README.md").read_text()
    for page in PAGES[1:]:
        if page.name != "README.md":
            assert f"]({page.name})" in index, f"docs/README.md does not list {page.name}"


def test_the_checks_can_fail(tmp_path):
    known = {"check": set(), "rates": {"show", "measure"}}
    page = ("Run `make check BUG=x` or `make nosuch`, then\n\n"
            "    ./profclinic rates shown\n    python3 -m harness gone LOGDIR\n\n"
            "but make nothing of prose: make believe.")
    assert missing_commands(page, {"check": []}, known) == \
        ["make nosuch", "command gone", "rates shown"]
    (tmp_path / "a.md").write_text("# A\n\n## Here <a id=\"here\"></a>\n\n"
                                   "[b](b.md) [here](#here) [there](#there) [x](x.md#here)\n")
    (tmp_path / "x.md").write_text("# X\n\n## Here\n")
    assert broken_links(tmp_path / "a.md") == [
        "b.md: no such file", "#there: no anchor 'there' in the render of a.md",
        "x.md#here: no anchor 'here' in the render of x.md"]
