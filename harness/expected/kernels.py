"""The kernels profclinic can run, each a description file: kernels/<name>.toml.

A kernel is data, as a clinic is.  Its description says:

- [source] where its sources come from: `folder`, a folder of this
  repository (base/ for ours); or `checkout`, the environment variable
  that names a clone the user has (XV6=DIR), at the pinned `commit` of
  `clone`, with profclinic's `patch` applied and its own files copied
  in (`copy`: each path in the tree from a file of this repository);
- [build] the make `targets` that build it, the make `variables`, and
  where the `kernel` and the `fs_image` come out;
- [boot] the line its kernel prints first (`banner`), the shell's
  `prompt`, and `slower`: how many times base/'s fixed timeouts its
  boot and steps need until their times are measured (default 1);
- [bugs] each clinic's patch for it (a file of this repository); a
  kernel without the table takes bugs/<bug>.patch, made for base/;
- [learner] how a learner's tree of it is built on trusted programs
  (harness/learner/trust.py): `interface`, {path in the trusted tree:
  a file of its made tree}, the handout's interface as the trusted
  programs see it whatever the learner's kernel/ says; `objects`, the
  make variable that lists the kernel's objects, set from the files
  the learner's kernel/ has;
- [names] the names it gives the handout's functions where they differ
  (xv6-riscv of 2022: exit for kexit).  Expected files use the
  handout's names; a breakpoint is set on the kernel's name, and a
  backtrace read from it is told in the handout's.

load_kernel(name) reads one, checked whole (a mistake is an
ExpectationError naming the file and the key); kernel_names() lists
them.  Kernel.source() is the folder to build from, or a HarnessError
that says how to get the checkout.

kernel_of_tree(folder) tells a learner's tree's kernel from its banner.

current_kernel() is the kernel this process runs the clinics on:
PROFCLINIC_KERNEL, a name of kernels/ or the path of a description
file (what `pytest --kernel` and `make clinic KERNEL=` set), else
base.  Its builds, rates and transcripts are its own.
"""

import functools
import os
import re
import tomllib
from dataclasses import dataclass, field
from pathlib import Path

from harness import REPO, shown
from harness.errors import ExpectationError, HarnessError
from harness.expected.spec_steps import (Place, a_table, count, identifier, read_table,
                                         text, texts)

KERNELS = REPO / "kernels"
BASE_KERNEL = "base"        # the kernel every clinic is first measured on
KERNEL_VARIABLE = "PROFCLINIC_KERNEL"
COMMIT = re.compile(r"[0-9a-f]{40}")


def _file(value, place):
    """A file of this repository, by its path from the root."""
    text(value, place)
    if not (REPO / value).is_file():
        raise place.refuse(f"{value} is no file of this repository")
    return value


def _commit(value, place):
    text(value, place)
    if not COMMIT.fullmatch(value):
        raise place.refuse(f"wanted a commit's 40 hex digits, got {value!r}")
    return value


def _copies(value, place):
    a_table(value, place)
    for path, source in value.items():
        if Path(path).is_absolute() or ".." in Path(path).parts:
            raise place.at(path).refuse("a path inside the kernel's tree, not outside it")
        _file(source, place.at(path))
    return dict(value)


def _named(check_value):
    """A check of a table of names, each value passing check_value."""
    def check(value, place):
        a_table(value, place)
        for name, item in value.items():
            identifier(name, place.at(name))
            check_value(item, place.at(name))
        return dict(value)
    return check


def _names(value, place):
    _named(identifier)(value, place)
    if len(set(value.values())) != len(value):
        raise place.refuse("two of the handout's names are given the same name")
    return dict(value)


_variables = _named(text)
_bug_patches = _named(_file)


def _inside(value, place):
    a_table(value, place)
    for path, origin in value.items():
        for each in (path, origin):
            text(each, place.at(path))
            if Path(each).is_absolute() or ".." in Path(each).parts:
                raise place.at(path).refuse("a path inside the kernel's tree, not outside it")
    return dict(value)


TOP_KEYS = {"title": text, "source": a_table, "build": a_table, "boot": a_table,
            "names": _names, "bugs": _bug_patches, "learner": a_table}
SOURCE_KEYS = {"folder": text, "checkout": identifier, "clone": text, "commit": _commit,
               "patch": _file, "copy": _copies}
BUILD_KEYS = {"targets": texts, "variables": _variables, "kernel": text, "fs_image": text}
BOOT_KEYS = {"banner": text, "prompt": text, "slower": count}
LEARNER_KEYS = {"interface": _inside, "objects": identifier}


@dataclass(frozen=True)
class Kernel:
    name: str
    title: str
    folder: str = None          # a folder of this repository, or
    checkout: str = None        # the environment variable naming a clone
    clone: str = None
    commit: str = None
    patch: str = None
    copy: dict = field(default_factory=dict)
    targets: tuple = ()
    variables: dict = field(default_factory=dict)
    kernel: str = "kernel/kernel"
    fs_image: str = "fs.img"
    banner: str = ""
    prompt: str = "$ "
    slower: int = 1             # its fixed timeouts, as a multiple of base/'s
    names: dict = field(default_factory=dict)   # the handout's name -> the kernel's
    bugs: dict = None           # each clinic's patch, or None: bugs/<bug>.patch
    interface: dict = field(default_factory=dict)   # [learner]: trusted path -> made file
    objects: str = None         # [learner]: the make variable of the kernel's objects

    @property
    def is_base(self):
        """Whether this is base/, whose builds, rates and keys are the ones
        profclinic has always kept (.build/<variant>, measured/rates/)."""
        return self.name == BASE_KERNEL

    def bug_patch(self, bug):
        """The file of the clinic's patch for this kernel; None when it has none."""
        if self.bugs is None:
            path = REPO / "bugs" / f"{bug}.patch"
            return path if path.is_file() else None
        return REPO / self.bugs[bug] if bug in self.bugs else None

    def own_name(self, handout_name):
        """The kernel's name for a function the handout names."""
        return self.names.get(handout_name, handout_name)

    def handout_name(self, own_name):
        """The handout's name for one of the kernel's functions."""
        for handout, own in self.names.items():
            if own == own_name:
                return handout
        return own_name

    def source(self, environ=None):
        """The folder its sources come from; a HarnessError, saying how to get
        one, when it is a checkout the user has not named."""
        if self.folder is not None:
            return REPO / self.folder
        environ = os.environ if environ is None else environ
        where = environ.get(self.checkout)
        if not where:
            raise HarnessError(f"{self.name} needs a checkout: {self.how_to_get()}")
        clone = Path(where)
        if not ((clone / ".git").exists() or (clone / "objects").is_dir()):   # or a bare one
            raise HarnessError(f"{self.checkout}={where} is not a clone of {self.clone}: "
                               f"{self.how_to_get()}")
        return clone

    def how_to_get(self):
        return (f"git clone {self.clone} DIR, then run with {self.checkout}=DIR "
                f"(profclinic builds commit {self.commit[:12]} of it, in a copy)")


def kernel_names(root=KERNELS):
    """The kernels described, by name."""
    return sorted(path.stem for path in Path(root).glob("*.toml"))


def current_kernel(environ=None):
    """The Kernel this process runs the clinics on (see the module's text)."""
    environ = os.environ if environ is None else environ
    return _kernel_named(environ.get(KERNEL_VARIABLE) or BASE_KERNEL)


def kernel_setting(environ=None):
    """What a make command needs to run on the current kernel: "" on base/,
    else " KERNEL=<name>" (or the description file's path)."""
    environ = os.environ if environ is None else environ
    named = environ.get(KERNEL_VARIABLE) or BASE_KERNEL
    return "" if named == BASE_KERNEL else f" KERNEL={named}"


@functools.lru_cache(maxsize=8)
def _kernel_named(named):
    if named.endswith(".toml"):
        path = Path(named).resolve()
        if not path.is_file():
            raise ExpectationError(f"{KERNEL_VARIABLE}={named}: no such description file")
        if path.stem == BASE_KERNEL and path != KERNELS / f"{BASE_KERNEL}.toml":
            raise ExpectationError(f"{named}: '{BASE_KERNEL}' names profclinic's own kernel; "
                                   f"give the description another file name")
        return load_kernel(path.stem, path.parent)
    return load_kernel(named)


def kernel_of_tree(folder, root=KERNELS):
    """The name of the kernel a learner's tree is of, told from the tree
    itself: the one described kernel whose banner a file of its kernel/
    prints; None when none or several do."""
    texts = [path.read_text(errors="replace")
             for path in sorted((Path(folder) / "kernel").glob("*.c")) if path.is_file()]
    found = [name for name in kernel_names(root)
             if any(load_kernel(name, root).banner in text for text in texts)]
    return found[0] if len(found) == 1 else None


def kernel_named(name):
    """The Kernel of that name: the current one when it is that one (a
    description given by its path), else kernels/<name>.toml."""
    current = current_kernel()
    return current if current.name == name else load_kernel(name)


def kernel_title(name):
    """A kernel's title, for a reader, by its name: "base/" for ours."""
    if name == BASE_KERNEL:
        return "base/"
    try:
        return kernel_named(name).title
    except ExpectationError:
        return name


def load_kernel(name, root=KERNELS):
    """The Kernel of <root>/<name>.toml, checked whole."""
    path = Path(root) / f"{name}.toml"
    if not path.is_file():
        raise ExpectationError(f"no kernel named {name!r}; the kernels are: "
                               f"{', '.join(kernel_names(root)) or 'none'}")
    try:
        with open(path, "rb") as file:
            data = tomllib.load(file)
    except tomllib.TOMLDecodeError as error:
        raise ExpectationError(f"{path}: not TOML: {error}") from None
    return parse_kernel(data, path)


def parse_kernel(data, path):
    """The Kernel that a description's TOML data says, as if read from path."""
    place = Place(shown(path))
    top = read_table(data, TOP_KEYS, ("title", "source", "build", "boot"), "a kernel", place)
    source = read_table(top["source"], SOURCE_KEYS, (), "[source]", place.at("source"))
    if ("folder" in source) == ("checkout" in source):
        raise place.at("source").refuse("give a folder of this repository, or a checkout "
                                        "(with its clone, commit and patch): one of them")
    if "checkout" in source:
        missing = [key for key in ("clone", "commit", "patch") if key not in source]
        if missing:
            raise place.at("source").refuse(f"a checkout needs {', '.join(missing)} too")
    elif not (REPO / source["folder"]).is_dir():
        raise place.at("source").at("folder").refuse(f"{source['folder']} is no folder here")
    build = read_table(top["build"], BUILD_KEYS, ("targets",), "[build]", place.at("build"))
    boot = read_table(top["boot"], BOOT_KEYS, ("banner", "prompt"), "[boot]", place.at("boot"))
    learner = read_table(top.get("learner", {}), LEARNER_KEYS, (), "[learner]",
                         place.at("learner"))
    return Kernel(name=Path(path).stem, title=top["title"], **source,
                  targets=tuple(build.pop("targets")), **build, **boot, **learner,
                  names=top.get("names", {}), bugs=top.get("bugs"))
