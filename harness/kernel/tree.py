"""A described kernel (kernels/<name>.toml) made into a tree and built.

build_described(kernel, bug): for a kernel from a checkout, the pinned
commit's files taken from the user's clone (`git archive`: the clone is
only read, whatever it has checked out), profclinic's patch applied,
and profclinic's own files copied in; for a kernel of a folder here,
that folder's files.  Then the clinic's patch for that kernel, if a bug
is named, and make, with the description's variables and
targets.  The tree is .build/kernel-<name>[-<bug>]/, cached by the
commit, the patches' bytes and the copied files' bytes: a Build, as
build.py's.

build_on(variant) is the one way a clinic's variant (a bug, or the
reference) is built on the kernel this process runs the clinics on
(kernels.current_kernel()): base/'s, as build.py has always built it,
or a described one's.  A Build's name is the variant's on every kernel
(its kernel_name says which); variant_patch(variant) is its patch there.

learners_base(kernel) is the folder whose files a learner's tree of that
kernel is built with, besides its own kernel/ (harness/learner/trust.py):
base/ itself, or a described kernel's made tree, unbuilt, with the
copies its [learner] interface names (.build/kernel-<name>-learners/).
"""

import hashlib
import io
import shutil
import subprocess
import tarfile

from harness import BASE, REPO
from harness.build import (CACHE, KEY_FILE, BUILD_TIMEOUT, REFERENCE, Build, apply_patch,
                           build_variant, copy_files, copy_variant, is_built, locked, make_tree,
                           patch_of, staged,
                           source_files, up_to_date)
from harness.errors import BuildError
from harness.eventlog import report
from harness.expected.kernels import current_kernel


def build_on(variant, kernel=None, *, log_path=None):
    """The Build of a variant (a bug's name, or the reference) on the kernel
    (by default the current one)."""
    kernel = kernel or current_kernel()
    if kernel.is_base:
        return build_variant(variant, log_path=log_path)
    return build_described(kernel, None if variant == REFERENCE else variant,
                           log_path=log_path)


def copy_on(variant, folder, kernel=None):
    """A variant's sources on the kernel (by default the current one),
    nothing built, copied into folder, which must not exist: what a learner
    is handed (build.copy_variant's, for a described kernel its made tree
    with the clinic's patch for it).  Returns the folder."""
    kernel = kernel or current_kernel()
    if kernel.is_base:
        return copy_variant(variant, folder)
    patch = variant_patch(variant, kernel)

    def fill(staging):
        made_tree(kernel, kernel.source(), staging)
        if patch is not None:
            apply_patch(patch, staging, onto=f"{kernel.name} with profclinic's profiler")
    return staged(folder, fill)


def variant_patch(variant, kernel=None):
    """The patch file of a variant on the kernel (by default the current
    one); None for the reference."""
    kernel = kernel or current_kernel()
    if kernel.is_base or variant == REFERENCE:
        return patch_of(variant)
    return kernel.bug_patch(variant)


def build_described(kernel, bug=None, *, cache=CACHE, log_path=None, timeout=BUILD_TIMEOUT):
    """The Build of a Kernel (harness/expected/kernels.py), with the clinic's
    patch for it when a bug is named; made if its key moved."""
    source = kernel.source()
    bug_patch = kernel.bug_patch(bug) if bug else None
    if bug and bug_patch is None:
        raise BuildError(f"{kernel.name} has no patch for the clinic {bug}")
    name = f"{kernel.name}-{bug}" if bug else kernel.name    # as the log says it
    tree = cache / f"kernel-{name}"
    built = Build(name=bug or REFERENCE, source=tree, kernel=tree / kernel.kernel,
                  fs_image=tree / kernel.fs_image, patch=bug_patch,
                  names=tuple(kernel.names.items()), kernel_name=kernel.name)
    key = described_key(kernel, bug_patch)
    if is_built(built, key):
        return up_to_date(built, name)
    report(f"build: {name} ({kernel.title}) in {tree}")
    made_tree(kernel, source, tree)
    if bug_patch is not None:
        apply_patch(bug_patch, tree, onto=f"{kernel.name} with profclinic's profiler")
    variables = [f"{variable}={value}" for variable, value in kernel.variables.items()]
    make_tree(tree, log_path=log_path, timeout=timeout, args=variables + list(kernel.targets))
    (tree / KEY_FILE).write_text(key + "\n")
    return built


def made_tree(kernel, source, tree):
    """tree made afresh: the kernel's sources, patched, with profclinic's files in."""
    shutil.rmtree(tree, ignore_errors=True)
    if kernel.checkout is None:
        copy_files({relative: source for relative in source_files(source)}, tree)
    else:
        tree.mkdir(parents=True)
        _extract(_archive(source, kernel.commit), tree)
        if kernel.patch:        # (none: the pinned commit alone, for a profiler of another's)
            apply_patch(REPO / kernel.patch, tree, onto=f"{kernel.name} {kernel.commit[:12]}")
    for relative, origin in kernel.copy.items():
        (tree / relative).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(REPO / origin, tree / relative)


def learners_base(kernel=None, *, cache=CACHE):
    """The folder of the files a learner's tree of the kernel (by default
    the current one) takes from the kernel (see the module's text)."""
    kernel = kernel or current_kernel()
    if kernel.is_base:
        return BASE
    tree = cache / f"kernel-{kernel.name}-learners"
    key = described_key(kernel) + ":" + ",".join(f"{k}={v}" for k, v in
                                                 sorted(kernel.interface.items()))
    stamp = tree / KEY_FILE
    with locked(tree):
        if stamp.is_file() and stamp.read_text().strip() == key:
            return tree
        made_tree(kernel, kernel.source(), tree)
        for path, origin in kernel.interface.items():
            (tree / path).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(tree / origin, tree / path)
        stamp.write_text(key + "\n")
    return tree


def described_key(kernel, bug_patch=None):
    """What the build depends on besides the toolchain: the commit (or the
    folder's files), the patches and the copied files, by their bytes."""
    digest = hashlib.sha256(kernel.name.encode())
    if bug_patch is not None:
        digest.update(b"bug\0" + bug_patch.read_bytes())
    if kernel.checkout is None:
        source = kernel.source()
        for relative in sorted(source_files(source)):
            digest.update(str(relative).encode() + b"\0" + (source / relative).read_bytes())
    else:
        digest.update(kernel.commit.encode() + (REPO / kernel.patch).read_bytes())
    for relative, origin in sorted(kernel.copy.items()):
        digest.update(relative.encode() + b"\0" + (REPO / origin).read_bytes())
    for name, value in sorted(kernel.variables.items()):
        digest.update(f"{name}={value}".encode())
    digest.update(" ".join(kernel.targets).encode())
    return digest.hexdigest()[:16]


def _archive(clone, commit):
    """The commit's files as a tar, from the clone; BuildError when it lacks the commit."""
    done = subprocess.run(["git", "-C", str(clone), "archive", "--format=tar", commit],
                          capture_output=True, timeout=120)
    if done.returncode != 0:
        raise BuildError(f"{clone} has no commit {commit[:12]}: "
                         f"{done.stderr.decode(errors='replace').strip()} "
                         f"(git -C {clone} fetch origin, then try again)")
    return done.stdout


def _extract(archive, tree):
    """The archive's files and folders into tree (nothing outside it, no links)."""
    with tarfile.open(fileobj=io.BytesIO(archive)) as tar:
        members = [member for member in tar.getmembers() if member.isfile() or member.isdir()]
        for member in members:
            if member.name.startswith("/") or ".." in member.name.split("/"):
                raise BuildError(f"the checkout's archive names {member.name}, outside its tree")
        tar.extractall(tree, members=members)
