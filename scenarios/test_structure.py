"""The harness's shape, checked: small modules, imports that form a DAG.

Each module of harness/ has one job and stays under MAX_LINES; the
imports between them (those inside functions too) have no cycle, so a
layer can be read, tested and replaced without the ones above it; and
the parts that need no process (building, reading expected files,
rendering) load neither pexpect nor matplotlib.
"""

import ast
import subprocess
import sys

from harness import REPO

HARNESS = REPO / "harness"
MAX_LINES = 400


def _imports():
    """{module: {harness modules it imports, anywhere in its text}}."""
    modules = {path.stem for path in HARNESS.glob("*.py")}
    found = {}
    for path in HARNESS.glob("*.py"):
        names = set()
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.ImportFrom) and node.module == "harness":
                names |= {alias.name for alias in node.names}
            elif isinstance(node, ast.ImportFrom) and (node.module or "").startswith("harness."):
                names.add(node.module.split(".")[1])
            elif isinstance(node, ast.Import):
                names |= {alias.name.split(".")[1] for alias in node.names
                          if alias.name.startswith("harness.")}
        found[path.stem] = names & modules - {path.stem}
    return found


def test_no_module_is_over_the_limit():
    long = {path.name: n for path in HARNESS.glob("*.py")
            if (n := len(path.read_text().splitlines())) > MAX_LINES}
    assert not long, f"over {MAX_LINES} lines: {long}"


def test_the_imports_form_a_dag():
    graph = _imports()
    done, path = set(), []

    def visit(module):
        if module in path:
            raise AssertionError(f"import cycle: {' -> '.join(path[path.index(module):])} "
                                 f"-> {module}")
        if module in done:
            return
        path.append(module)
        for other in sorted(graph[module]):
            visit(other)
        path.pop()
        done.add(module)

    for module in sorted(graph):
        visit(module)


def test_the_cycle_check_can_fail(monkeypatch):
    graph = {"a": {"b"}, "b": {"a"}}
    monkeypatch.setattr(sys.modules[__name__], "_imports", lambda: graph)
    try:
        test_the_imports_form_a_dag()
    except AssertionError as error:
        assert "a -> b -> a" in str(error)
    else:
        raise AssertionError("a cycle went unseen")


def test_recording_is_a_leaf():
    """The event log imports nothing of the harness but the console's text rules."""
    assert _imports()["log"] <= {"console"}


def test_building_reading_and_rendering_load_no_pexpect_or_matplotlib():
    code = ("import sys, harness.build, harness.spec, harness.transcripts, harness.rejudge; "
            "print(sorted(m for m in ('pexpect', 'matplotlib') if m in sys.modules))")
    done = subprocess.run([sys.executable, "-c", code], cwd=REPO, capture_output=True,
                          text=True, check=True)
    assert done.stdout.strip() == "[]"
