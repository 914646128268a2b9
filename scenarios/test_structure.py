"""The harness's shape, checked: small modules in named families, imports
that run one way, down harness.FAMILIES.

Each module of harness/ has one job and stays under MAX_LINES; a folder
holds at most MAX_MODULES modules, and its __init__.py's map names each
of them (and each package under it) with its job; the imports between
modules (those inside functions too) have no cycle, and each runs down
the families' declared order (harness.FAMILIES) or stays in its own
family, so a layer can be read, tested and replaced without the ones
above it; and the parts that
need no process (building, reading expected files, rendering) load
neither pexpect nor matplotlib.
"""

import ast
import re
import subprocess
import sys

from harness import FAMILIES, REPO

HARNESS = REPO / "harness"
MAX_LINES = 400
MAX_MODULES = 20


def _name(path):
    """harness/run/judge.py -> "harness.run.judge"; a package is its __init__."""
    parts = path.relative_to(REPO).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _modules():
    """{dotted name: path} of every module and package of the harness."""
    return {_name(path): path for path in HARNESS.rglob("*.py")}


def _imported(node, modules):
    """The harness modules one import statement names (a name imported from
    a package is its module when it is one, else the package itself)."""
    if isinstance(node, ast.Import):
        return {alias.name for alias in node.names if alias.name in modules}
    if not isinstance(node, ast.ImportFrom) or not (node.module or "").startswith("harness"):
        return set()
    found = set()
    for alias in node.names:
        inner = f"{node.module}.{alias.name}"
        found.add(inner if inner in modules else node.module)
    return found & set(modules)


def _imports():
    """{module: {harness modules it imports, anywhere in its text}}."""
    modules = _modules()
    found = {}
    for name, path in modules.items():
        names = set()
        for node in ast.walk(ast.parse(path.read_text())):
            names |= _imported(node, modules)
        found[name] = names - {name}
    return found


def test_no_module_is_over_the_limit():
    long = {str(path.relative_to(HARNESS)): n for path in HARNESS.rglob("*.py")
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


def _family(module):
    """harness.run.judge -> "run"; harness.eventlog -> "eventlog"; the
    package harness itself -> None (the root, below every family)."""
    parts = module.split(".")
    return parts[1] if len(parts) > 1 else None


def _upward(graph, order):
    """Each import that runs up the order: "importer -> imported (family up family)"."""
    rank = {family: place for place, family in enumerate(order)}
    found = []
    for module, imported in sorted(graph.items()):
        for other in sorted(imported):
            mine, theirs = _family(module), _family(other)
            if mine is None and other != module:
                found.append(f"{module} -> {other} (the root imports nothing of the harness)")
            elif theirs is not None and mine != theirs and rank[theirs] > rank[mine]:
                found.append(f"{module} -> {other} ({theirs} is above {mine})")
    return found


def test_every_family_is_in_the_declared_order_and_every_name_there_is_one():
    families = {_family(module) for module in _imports()} - {None}
    assert len(set(FAMILIES)) == len(FAMILIES), "a family is named twice in harness.FAMILIES"
    assert families == set(FAMILIES), (
        f"not in harness.FAMILIES: {sorted(families - set(FAMILIES))}; "
        f"named there but not a module or package: {sorted(set(FAMILIES) - families)}")


def test_every_import_runs_down_the_declared_order():
    upward = _upward(_imports(), FAMILIES)
    assert not upward, "imports up harness.FAMILIES:\n" + "\n".join(upward)


def test_the_order_check_can_fail():
    graph = {"harness.run.judge": {"harness.machine.qemu", "harness.grading.one"},
             "harness.grading.one": {"harness.run.judge"}, "harness": {"harness.errors"}}
    assert _upward(graph, ("errors", "machine", "run", "grading")) == [
        "harness -> harness.errors (the root imports nothing of the harness)",
        "harness.run.judge -> harness.grading.one (grading is above run)"]


def test_measured_boots_nothing():
    """measured/ is stored data and its arithmetic: it reaches no boot."""
    graph, reached, todo = _imports(), set(), [m for m in _imports() if _family(m) == "measured"]
    while todo:
        module = todo.pop()
        if module not in reached:
            reached.add(module)
            todo += graph[module]
    assert not {m for m in reached if _family(m) in ("machine", "run")} - \
        {"harness.machine.cmdline"}, sorted(reached)


def test_building_reading_and_rendering_load_no_pexpect_or_matplotlib():
    code = ("import sys, harness.build, harness.expected.spec, harness.reports.transcripts, "
            "harness.run.rejudge; "
            "print(sorted(m for m in ('pexpect', 'matplotlib') if m in sys.modules))")
    done = subprocess.run([sys.executable, "-c", code], cwd=REPO, capture_output=True,
                          text=True, check=True)
    assert done.stdout.strip() == "[]"


def _folders():
    """Every folder of the harness: a package, its __init__.py's path."""
    return [path for path in HARNESS.rglob("__init__.py")]


def _mapped(init):
    """The names a package's map gives a job: in its docstring, each line
    "- name: job" or "- name, other: job" (a package's name ends in '/')."""
    names = set()
    for line in (ast.get_docstring(ast.parse(init.read_text())) or "").splitlines():
        found = re.match(r"- ([\w/, ]+?):\s+\S", line.strip())
        if found:
            names |= {name.strip() for name in found[1].split(",")}
    return names


def _members(init):
    """The modules and packages in a package's folder, as its map names them."""
    folder = init.parent
    return ({path.stem for path in folder.glob("*.py")} - {"__init__", "__main__"}) | \
        {f"{path.parent.name}/" for path in folder.glob("*/__init__.py")}


def test_no_folder_holds_more_than_the_limit():
    crowded = {str(init.parent.relative_to(REPO)): n for init in _folders()
               if (n := len(list(init.parent.glob("*.py")))) > MAX_MODULES}
    assert not crowded, f"over {MAX_MODULES} modules: {crowded}"


def test_every_module_and_package_is_named_in_its_folder_map():
    unnamed = {str(init.relative_to(REPO)): sorted(_members(init) - _mapped(init))
               for init in _folders()}
    assert not {where: names for where, names in unnamed.items() if names}, unnamed


def test_no_map_names_a_module_that_is_not_there():
    stale = {str(init.relative_to(REPO)): sorted(_mapped(init) - _members(init))
             for init in _folders()}
    assert not {where: names for where, names in stale.items() if names}, stale


def test_the_map_check_can_fail(tmp_path):
    (tmp_path / "one.py").write_text("")
    (tmp_path / "two.py").write_text("")
    (tmp_path / "__init__.py").write_text('"""A family.\n\n- one: the first job.\n"""\n')
    init = tmp_path / "__init__.py"
    assert _members(init) - _mapped(init) == {"two"}


def _pipeline_names(readme):
    """The harness modules docs/maintainer.md's pipeline names: each `family/module`
    (or a top-level module named alone after '--', e.g. --build-->) in the
    indented lines of its section "The pipeline"."""
    section = readme.split("## The pipeline", 1)[1].split("\n## ", 1)[0]
    drawn = "\n".join(line for line in section.splitlines() if line.startswith("    "))
    return set(re.findall(r"\b([a-z]+/[a-z_]+)\b(?!\.toml|\.patch|/)", drawn)) | \
        {f"{name}" for name in re.findall(r"--([a-z_/]+)-->", drawn) if "/" not in name}


def test_the_docs_pipeline_names_only_modules_that_are_there():
    names = _pipeline_names((REPO / "docs" / "maintainer.md").read_text())
    modules = {name.removeprefix("harness.").replace(".", "/") for name in _modules()}
    assert names, "docs/maintainer.md's pipeline names no module: was it moved?"
    assert names <= modules, \
        f"docs/maintainer.md's pipeline names what is not there: {names - modules}"


def test_the_pipeline_check_can_fail():
    readme = "## The pipeline\n\n    a --build--> b --run/gone--> c (run/judge)\n\n## Next\n"
    assert _pipeline_names(readme) == {"run/gone", "run/judge", "build"}
