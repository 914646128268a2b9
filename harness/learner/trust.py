"""Which files of a learner's tree are the learner's, and the tree built on them.

make check, make diagnose and make grade never run a program the learner
could have changed: course/learner-files.toml names the tree's files
that are the learner's (kernel/*), and every other file (the user
programs, mkfs, the test inputs, the Makefile) comes from base/.

- learner_patterns(): the patterns of course/learner-files.toml;
- is_learners(relative, patterns): whether a tree's file is the learner's;
- trusted_files(tree): {relative path: the tree or base/} of its trusted build;
- trusted_key(tree): the cache key that build is kept under;
- not_used(tree): the tree's files the trusted build leaves out although
  they differ from base/'s (a changed proftest, a new program);
- build_trusted(tree, ...): the tree built from its trusted files, in the
  sandbox (harness/build.py's build_tree).
"""

from fnmatch import fnmatch
from pathlib import Path

import tomllib

from harness import BASE, REPO
from harness.build import build_tree, files_key, source_files
from harness.errors import BuildError

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


def trusted_files(folder, patterns=None):
    """{relative path: the root it is copied from}: the learner's files from
    folder, every other source from base/."""
    patterns = learner_patterns() if patterns is None else patterns
    files = {relative: BASE for relative in source_files(BASE)
             if not is_learners(relative, patterns)}
    files.update({relative: Path(folder) for relative in source_files(folder)
                  if is_learners(relative, patterns)})
    return dict(sorted(files.items()))


def trusted_key(folder):
    """The cache key of folder's trusted build (what build_trusted keeps it under)."""
    return files_key(trusted_files(folder), trusted=True)


def not_used(folder, patterns=None):
    """The tree's files that a trusted build leaves out, although they differ
    from base/'s (or base/ has none): a changed proftest, a new program."""
    patterns = learner_patterns() if patterns is None else patterns
    folder = Path(folder)
    return [relative for relative in source_files(folder)
            if not is_learners(relative, patterns)
            and (not (BASE / relative).is_file()
                 or (BASE / relative).read_bytes() != (folder / relative).read_bytes())]


def build_trusted(folder, **options):
    """The Build of folder's trusted files (build_tree's options: cache,
    log_path, timeout), in the sandbox; BuildError as build_tree's."""
    return build_tree(folder, files=trusted_files(folder), **options)
