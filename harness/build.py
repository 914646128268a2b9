"""Building a variant: base/ plus zero or one learner's patch from bugs/.

Each variant is built in its own folder, .build/<name>/, from a fresh
copy of base/'s sources (never in base/ itself), so the built images of
one variant are never touched by another.  A build is cached by the
content of base/'s sources and of the patch: the folder keeps a key
file, and an unchanged variant is not rebuilt, a changed one always is.

- known_variants(): "reference" and the name of every bugs/*.patch.
- patch_of(name): the patch file of a variant (None for the reference).
- build_variant(name, ...): copy, check the patch (a dry run), apply,
  make; returns a Build.
  A patch that does not change the kernel or fs.img of the reference
  is an error.
- build_tree(folder, files=...): a tree the user gives (a learner's
  exercise), built in a cache entry of its own, keyed by its sources; it
  has no patch.  files (check, diagnose, grade): the trusted build's
  files, each from the tree or from base/, as harness/learner/trust.py
  decides; the build runs in the sandbox (where it cannot start, after
  harness/nosandbox.py's check of the tree's reads).
- copy_variant(name, folder): a variant's sources alone, for a learner.
- variant_key(name): the cache key of a variant's build, from base/'s
  bytes and its patch's bytes, header included; base_key(extra): base/'s
  bytes with other bytes in the patch's place (what a rate's key takes:
  harness/measured/keys.py).
- make_tree(tree, sandboxed=...): `make -C tree`, its failures explained;
  a trusted build runs it in harness/sandbox.py's sandbox, where the tree
  can read only itself and the toolchain.
- Build: the variant's name, its tree, kernel, fs.img, patch, and
  whether it came from the cache.
"""

import contextlib
import fcntl
import functools
import hashlib
import os
import re
import shutil
import time
from dataclasses import dataclass
from fnmatch import fnmatch
from pathlib import Path

from harness import BASE, REPO, nosandbox, sandbox, tools
from harness.errors import BuildError, NotAKernelTree, PatchError, UnknownVariant
from harness.eventlog import report
from harness.expected.kernels import BASE_KERNEL

BUGS = REPO / "bugs"
TRUSTED = b"trusted"      # in the key of a trusted build, after its files
CACHE = Path(os.environ.get("PROFCLINIC_CACHE", REPO / ".build"))   # bench sets it
REFERENCE = "reference"
KEY_FILE = ".profclinic-key"
BUILD_TIMEOUT = 900   # seconds; a full build takes well under a minute
SHOWN_LINES = 30      # lines of make's output a failure shows
MAKE_TOOK = "[profclinic] make took"   # the build log's last line: its seconds (harness/probes.py)

# What make writes into a tree: never part of a variant's sources.
# (xv6-riscv's make writes the .asm and .sym of each program, and initcode.)
BUILD_PRODUCTS = ("*.o", "*.d", "kernel/kernel", "kernel/kernel.asm", "kernel/kernel.sym",
                  "user/_*", "mkfs/mkfs", "fs.img", "mkinputs", ".gdbinit", KEY_FILE,
                  "*.asm", "*.sym", "user/initcode", "user/initcode.out")


@dataclass(frozen=True)
class Build:
    name: str
    source: Path
    kernel: Path
    fs_image: Path
    patch: Path = None
    cached: bool = False
    names: tuple = ()     # (the handout's name, the kernel's): kernels/<name>.toml's [names]
    kernel_name: str = BASE_KERNEL   # the kernel it is built on: kernels/<name>.toml
    terms: tuple = ()     # the same for a learner's words in gdb expressions: kernel/roles.py


def known_variants():
    """The variants there are: the reference, then one per patch in bugs/, by name."""
    return [REFERENCE] + sorted(path.stem for path in BUGS.glob("*.patch"))


def patch_of(name):
    """bugs/<name>.patch, or None for the reference; UnknownVariant otherwise."""
    if name == REFERENCE:
        return None
    path = BUGS / f"{name}.patch"
    if not path.is_file():
        raise UnknownVariant(f"unknown variant {name!r}; the known ones are: "
                             f"{', '.join(known_variants())}")
    return path


def build_variant(name, *, patch=None, cache=CACHE, log_path=None, timeout=BUILD_TIMEOUT):
    """The Build of variant `name`, rebuilt only when its sources changed.

    patch: the patch file; by default bugs/<name>.patch (none for the
    reference).  Passing one builds a variant that bugs/ does not have.
    """
    if patch is None:
        patch = patch_of(name)
    _require_tools()
    sources = source_files(BASE)
    key = content_key(BASE, sources, patch)
    tree = Path(cache) / name
    build = Build(name, tree, tree / "kernel" / "kernel", tree / "fs.img", patch)
    with locked(tree):
        if is_built(build, key):
            return up_to_date(build, name)
        return _build(build, key, sources, cache, log_path, timeout)


def _build(build, key, sources, cache, log_path, timeout):
    """Copy base/'s sources, apply the patch, make; the key file last."""
    name, tree, patch = build.name, build.source, build.patch
    report(f"build: {name} in {tree}")
    started = time.monotonic()
    _fresh_copy(BASE, sources, tree)
    if patch is not None:
        apply_patch(patch, tree)
    make_tree(tree, log_path, timeout)
    if patch is not None:
        _check_changes_something(build, cache, log_path)
    (tree / KEY_FILE).write_text(key + "\n")   # last: a broken build is never cached
    report(f"build: {name} built in {time.monotonic() - started:.1f} s")
    return build


def build_tree(folder, *, files=None, cache=CACHE, log_path=None, timeout=BUILD_TIMEOUT,
               kernel=None, args=()):
    """The Build of a tree the user gives: its sources (what make writes left
    out) are copied to their own cache entry, .build/tree-<key>/, and built
    there; the user's folder is never written to.  files: a trusted build's
    files ({relative path: the tree or base/}, harness/learner/trust.py),
    made in the sandbox; None: the tree's own sources, all of them.  The
    Build has no patch: a tree is judged as the reference is judged.
    kernel: the Kernel the tree is of (harness/expected/kernels.py; base/'s
    when None), whose products it makes with make's args.
    BuildError when the folder is not a tree of this kernel, or does not
    build (with make's last lines).
    """
    folder = Path(folder).resolve()
    trusted = files is not None
    for needed in ("kernel",) if trusted else ("Makefile", "kernel", "user"):
        if not (folder / needed).exists():
            raise NotAKernelTree(f"{folder} is not a kernel tree: it has no {needed} "
                             f"(a tree looks like base/, or what `make exercise` copies)")
    _require_tools()
    if trusted:
        sandbox.refuse_links_outside(folder, [relative for relative, root in files.items()
                                              if Path(root).resolve() == folder])
    else:
        files = {relative: folder for relative in source_files(folder)}
    key = files_key(files, trusted, " ".join(args))
    built = Path(cache) / f"tree-{key[:12]}"
    build = Build(f"tree-{folder.name}", built, built / "kernel" / "kernel", built / "fs.img")
    if kernel is not None:
        build = Build(build.name, built, built / kernel.kernel, built / kernel.fs_image,
                      names=tuple(kernel.names.items()), kernel_name=kernel.name)
    with locked(built):
        if is_built(build, key):
            return up_to_date(build, folder)
        report(f"build: {folder} in {built}" + (" (the learner's files only)" if trusted else ""))
        copy_files(files, built)
        make_tree(built, log_path, timeout, sandboxed=trusted, args=args)
        (built / KEY_FILE).write_text(key + "\n")
    return build


def files_key(files, trusted, args=""):
    """The cache key of a tree's build from files ({relative path: the root it
    is copied from}); trusted: a build of a learner's files on base/'s (the
    key says so, so that it never meets the same files built untrusted);
    args: make's arguments, when there are any."""
    extra = (TRUSTED if trusted else b"") + (b"\0" + args.encode() if args else b"")
    return _files_key(files, extra or None)


@contextlib.contextmanager
def locked(tree):
    """Hold tree's lock file (beside it) meanwhile: two processes that want
    the same build (pytest's workers, a measurement beside a test run)
    build it once, the second waiting for the first."""
    tree.parent.mkdir(parents=True, exist_ok=True)
    with open(tree.parent / f".{tree.name}.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        yield


def copy_variant(name, folder):
    """Copy variant `name`'s sources (base/ with its patch applied, nothing
    built) into folder, which must not exist: a learner's work is never
    overwritten.  Returns the folder."""
    patch = patch_of(name)

    def fill(staging):
        _fresh_copy(BASE, source_files(BASE), staging)
        if patch is not None:
            apply_patch(patch, staging)
    return staged(folder, fill)


def staged(folder, fill):
    """folder made by fill(staging) in a folder beside it, then renamed:
    whole, or not at all.  BuildError when folder exists already (it is
    never overwritten).  Returns the folder."""
    folder = Path(folder)
    if folder.exists():
        raise BuildError(f"{folder} already exists; it is left as it is (remove it, or "
                         f"move it away, to start the exercise again)")
    staging = folder.with_name(f".{folder.name}.partial")
    shutil.rmtree(staging, ignore_errors=True)
    try:
        fill(staging)
        staging.rename(folder)
    finally:
        shutil.rmtree(staging, ignore_errors=True)
    return folder


def variant_key(name):
    """The cache key variant `name` has now (what its build would be kept under)."""
    return content_key(BASE, source_files(BASE), patch_of(name))


def base_key(extra=b""):
    """A hash of base/'s sources, every path and its bytes, then extra in
    the patch's place: variant_key(REFERENCE) when extra is empty.  A
    rate's key puts a patch's code there (harness/measured/keys.py)."""
    return _files_key({relative: BASE for relative in source_files(BASE)}, extra)


def source_files(root):
    """A tree's files (base/'s, or a learner's), relative to it and sorted,
    leaving out what make writes and any .git folder."""
    found = []
    for folder, subfolders, files in os.walk(root):
        subfolders[:] = sorted(name for name in subfolders if name != ".git")
        for file in files:
            relative = (Path(folder) / file).relative_to(root)
            if not any(fnmatch(str(relative), pattern) or fnmatch(file, pattern)
                       for pattern in BUILD_PRODUCTS):
                found.append(relative)
    return sorted(found)


def content_key(root, sources, patch):
    """A hash of every source's path and bytes, and of the patch's bytes."""
    return _files_key({relative: root for relative in sources},
                      Path(patch).read_bytes() if patch is not None else b"")


def _files_key(files, extra):
    """A hash of each file's path and bytes ({relative path: root}), then extra.
    base/'s files alone are hashed once a process, until one changes; a
    tree's every time (a test may write a file twice within the clock's tick)."""
    listed = tuple((str(relative), str(root)) for relative, root in files.items())
    if all(root == BASE for root in files.values()):
        digest = _base_digest(listed, tuple(_stamp(root / relative)
                                            for relative, root in files.items())).copy()
    else:
        digest = _files_digest(listed)
    digest.update(b"patch\0" + (extra or b""))
    return digest.hexdigest()


def _stamp(path):
    """What tells a file's bytes changed without reading them."""
    found = path.stat()
    return (found.st_ino, found.st_size, found.st_mtime_ns)


def _files_digest(listed):
    """The hash of the files' paths and bytes, [(relative path, root)]."""
    digest = hashlib.sha256()
    for relative, root in listed:
        digest.update(relative.encode() + b"\0")
        digest.update((Path(root) / relative).read_bytes() + b"\0")
    return digest


@functools.lru_cache(maxsize=64)
def _base_digest(listed, stamps):
    """_files_digest of base/'s files, read again only when a file's inode,
    size or time of change differs (a key is asked for hundreds of times a
    test run, on the same base/)."""
    return _files_digest(listed)


def apply_patch(patch, tree, onto="base/"):
    """Apply a unified diff (paths a/... b/...) inside tree (a copy of `onto`), after a dry run.

    The dry run refuses offsets-with-fuzz and already-applied hunks; its
    failure names the file and the hunk that did not apply.
    """
    tools.require("patch")
    command = ["patch", "-p1", "--forward", "--fuzz=0", "--batch", "--no-backup-if-mismatch",
               "-d", str(tree), "-i", str(Path(patch).resolve())]
    status, output = tools.run_captured(command + ["--dry-run"], 60)
    if status != 0:
        raise PatchError(f"{patch} does not apply to {onto}:\n{_patch_failures(output)}")
    status, output = tools.run_captured(command, 60)
    if status != 0:
        raise PatchError(f"{patch} passed its dry run but failed to apply:\n{output}")


def _patch_failures(output):
    """patch's report, reduced to which hunk of which file failed, and why."""
    lines, current = [], None
    for line in output.splitlines():
        file = re.match(r"(?:patching|checking) file (.+)", line)
        if file:
            current = file.group(1)
        elif re.match(r"Hunk #\d+ FAILED", line) or "Reversed" in line or "can't find" in line \
                or "No file to patch" in line or "garbage" in line or "malformed" in line:
            lines.append(f"  {current or '?'}: {line.strip()}" if current else f"  {line.strip()}")
    return "\n".join(lines) or "\n".join(f"  | {line}" for line in output.splitlines())


def _require_tools():
    tools.require("make")
    tools.require("gcc")   # base/ builds its mkfs with the host compiler
    tools.require_cross_compiler()


def up_to_date(build, shown):
    report(f"build: {shown} is up to date in {build.source}")
    return Build(**{**build.__dict__, "cached": True})


def is_built(build, key):
    key_file = build.source / KEY_FILE
    return (key_file.is_file() and key_file.read_text().strip() == key
            and build.kernel.is_file() and build.fs_image.is_file())


def _fresh_copy(root, sources, tree):
    copy_files({relative: root for relative in sources}, tree)


def copy_files(files, tree):
    """tree made afresh from files ({relative path: the root it comes from})."""
    shutil.rmtree(tree, ignore_errors=True)
    for relative, root in files.items():
        target = tree / relative
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(root / relative, target)


def make_tree(tree, log_path=None, timeout=BUILD_TIMEOUT, sandboxed=False, args=()):
    """`make -jN -C tree ARGS` (N: this machine's cores); BuildError (with make's last
    lines) if it fails or makes no images; the log (log_path) ends with the
    seconds make took (MAKE_TOOK).  Parallel make gives the same
    bytes: -j1 and -j2 built the same kernel and fs.img (2026-11-30), and
    test_variants' no-op patch compares two builds byte for byte.
    sandboxed: in harness/sandbox.py's sandbox; ReadsOutside when the tree
    asked there for a file outside itself, SandboxError when the sandbox
    itself would not start.  Where it cannot start, harness/nosandbox.py
    checks the tree's reads first (its verdicts), and make runs without it."""
    command = ["make", f"-j{os.cpu_count() or 1}", "-C", str(tree), *args]
    with nosandbox.confined(command, tree, sandboxed, timeout) as (argv, env):
        started = time.monotonic()
        status, output = tools.run_captured(argv, timeout, env=env)
    if log_path is not None:
        Path(log_path).parent.mkdir(parents=True, exist_ok=True)
        Path(log_path).write_text(f"{output}\n{MAKE_TOOK} {time.monotonic() - started:.3f} s, "
                                  f"exit {status}\n")
    where = f"\n(all of make's output: {log_path})" if log_path is not None else ""
    if status is None:
        raise BuildError(f"`{' '.join(command)}` did not finish in {timeout} s; "
                         f"its last lines:\n{_last_lines(output)}{where}")
    if status != 0 and sandboxed:
        sandbox.explain_failure(output, tree, where)
    if status != 0:
        raise BuildError(f"`{' '.join(command)}` failed with exit status {status}; "
                         f"its last lines:\n{_last_lines(output)}{where}")
    for product in (tree / "kernel" / "kernel", tree / "fs.img"):
        if not product.is_file():
            raise BuildError(f"`{' '.join(command)}` succeeded but made no {product}{where}")


def _check_changes_something(build, cache, log_path):
    """BuildError when the patched kernel and fs.img equal the reference's, byte for byte.

    base/Makefile maps the build folder out of the debug information,
    so equal sources give equal bytes in any folder.
    """
    reference_log = Path(log_path).with_name("build-reference.log") if log_path else None
    reference = build_variant(REFERENCE, cache=cache, log_path=reference_log)
    if (build.kernel.read_bytes() == reference.kernel.read_bytes()
            and build.fs_image.read_bytes() == reference.fs_image.read_bytes()):
        raise BuildError(f"{build.patch} changes neither the kernel nor fs.img: "
                         f"variant {build.name!r} is the reference under another name")


def _last_lines(output, count=SHOWN_LINES):
    lines = output.rstrip("\n").splitlines()[-count:]
    return "\n".join(f"  | {line}" for line in lines) or "  | (no output)"
