"""Which files of a learner's tree are the learner's, and the tree built on them.

make check, make diagnose and make grade never run a program the learner
could have changed: course/learner-files.toml names the tree's files
that are the learner's (kernel/*), and every other file (the user
programs, mkfs, the test inputs, the Makefile) comes from the kernel's
own: base/ for a tree of base/; for a tree of a described kernel
(xv6-riscv), its made tree with profclinic's port, where the trusted
programs see the handout's interface (kernel/tree.py's learners_base),
built with the kernel's targets and the learner's kernel files as its
objects (make_arguments).

- learner_patterns(): the patterns of course/learner-files.toml;
- is_learners(relative, patterns): whether a tree's file is the learner's;
- trusted_files(tree): {relative path: the tree or the kernel's} of its trusted build;
- trusted_key(tree): the cache key that build is kept under;
- not_used(tree): the tree's files the trusted build leaves out although
  they differ from base/'s (a changed proftest, a new program);
- build_trusted(tree, ...): the tree built from its trusted files, in the
  sandbox (harness/build.py's build_tree), and refused when it does not
  implement the handout's interface (learner/interface.py).
"""

import re
import tomllib
from dataclasses import replace
from fnmatch import fnmatch
from pathlib import Path

from harness import REPO
from harness.build import build_tree, files_key, source_files
from harness.errors import BuildError, NotTheInterface
from harness.expected.kernels import current_kernel
from harness.kernel.roles import own_names
from harness.kernel.tree import learners_base
from harness.learner import interface

LEARNER_FILES = REPO / "course" / "learner-files.toml"


def learner_patterns(path=LEARNER_FILES):
    """The fnmatch patterns of a tree's files that are the learner's."""
    with open(path, "rb") as file:
        patterns = tomllib.load(file).get("learner")
    if not isinstance(patterns, list) or not patterns \
            or not all(isinstance(item, str) for item in patterns):
        raise BuildError(f"{path}: `learner` must be a list of path patterns, "
                         f'such as ["kernel/*"]')
    return tuple(patterns)


def is_learners(relative, patterns):
    return any(fnmatch(str(relative), pattern) for pattern in patterns)


def trusted_files(folder, patterns=None, kernel=None):
    """{relative path: the root it is copied from}: the learner's files from
    folder, every other source from the kernel's (by default the current
    kernel's: learners_base)."""
    patterns = learner_patterns() if patterns is None else patterns
    own = learners_base(kernel)
    files = {relative: own for relative in source_files(own)
             if not is_learners(relative, patterns)}
    files.update({relative: Path(folder) for relative in source_files(folder)
                  if is_learners(relative, patterns)})
    return dict(sorted(files.items()))


def make_arguments(folder, kernel=None):
    """make's arguments for folder's trusted build: none for base/ (its
    Makefile's default); for a described kernel, its variables, its
    [learner] objects set from the learner's kernel files, and its targets."""
    kernel = kernel or current_kernel()
    if kernel.is_base:
        return ()
    found = [f"{name}={value}" for name, value in kernel.variables.items()]
    if kernel.objects:
        found.append(f"{kernel.objects}={' '.join(kernel_objects(folder, kernel))}")
    return tuple(found + list(kernel.targets))


OBJECT = re.compile(r"\$[({]?K[)}]?/(\w+)\.o\b")


def kernel_objects(folder, kernel):
    """The kernel's objects for folder: those the made tree's Makefile lists
    under kernel.objects whose source the learner's kernel/ has, in its
    order, then one for each .c or .S file the learner added."""
    made = learners_base(kernel)
    listed = _listed_objects((made / "Makefile").read_text(), kernel.objects)
    sources, known = _sources(Path(folder) / "kernel"), _sources(made / "kernel")
    kept = [stem for stem in listed if stem in sources]
    added = [stem for stem in sources if stem not in known and stem not in kept]
    return [f"kernel/{stem}.o" for stem in kept + added]


def _sources(kernel_folder):
    """The names, without suffix, of a kernel folder's .c and .S files, sorted."""
    return sorted(path.stem for path in kernel_folder.glob("*")
                  if path.suffix in (".c", ".S") and path.is_file())


def _listed_objects(makefile, variable):
    """The object names (kernel/<name>.o) of a Makefile's `variable = ...`
    assignment, continuation lines included."""
    match = re.search(rf"^{variable}\s*:?=((?:.*\\\n)*.*)$", makefile, re.MULTILINE)
    if match is None:
        raise BuildError(f"the kernel's Makefile sets no {variable}")
    return OBJECT.findall(match.group(1))


def trusted_key(folder):
    """The cache key of folder's trusted build (what build_trusted keeps it under)."""
    return files_key(trusted_files(folder), trusted=True, args=" ".join(make_arguments(folder)))


def whose_files():
    """Whose files a learner's tree is judged with, for a reader: "base/'s",
    or on another kernel "profclinic's port's (<kernel>)"."""
    kernel = current_kernel()
    return "base/'s" if kernel.is_base else f"profclinic's port's ({kernel.name})"


def not_used(folder, patterns=None):
    """The tree's files that a trusted build leaves out, although they differ
    from the kernel's (or it has none): a changed proftest, a new program."""
    patterns = learner_patterns() if patterns is None else patterns
    folder, own = Path(folder), learners_base()
    return [relative for relative in source_files(folder)
            if not is_learners(relative, patterns)
            and (not (own / relative).is_file()
                 or (own / relative).read_bytes() != (folder / relative).read_bytes())]


def build_trusted(folder, **options):
    """The Build of folder's trusted files (build_tree's options: cache,
    log_path, timeout), in the sandbox, on the current kernel; BuildError
    as build_tree's, and NotTheInterface when what it built does not
    implement the handout's interface (learner/interface.py).  Its names
    and terms add the tree's own for the profiler's parts (kernel/roles.py)."""
    kernel = current_kernel()
    build = build_tree(folder, files=trusted_files(folder, kernel=kernel), kernel=kernel,
                       args=make_arguments(folder, kernel), **options)
    tree_layout, handout_layout = interface.layouts(build)
    differs = interface.differences(folder, tree_layout, handout_layout)
    if differs:
        raise NotTheInterface(f"{folder} does not implement the handout's interface: "
                              f"{'; '.join(differs)}", differs)
    functions, terms = own_names(build.source, tree_layout, handout_layout)
    return replace(build, names=build.names + functions, terms=terms)
