"""Variants: base/ plus a patch, built in a folder of their own and cached by content.

These tests use small throwaway patches made here from base/'s own
text (so they follow base/ when it changes), in a cache folder of this
module's, never .build/.
"""

import difflib

import pytest

from harness import BASE
from harness.build import build_variant, known_variants, patch_of
from harness.errors import BuildError, ConsoleTimeout, PatchError, ToolMissing, UnknownVariant
from harness.expected import spec
from harness.machine.qemu import Machine
from harness.tools import processes_in_group
from harness.tools import require

INIT = "user/init.c"
GREETING = 'printf("init: starting sh\\n");'
EXEC_SH = 'exec("sh", shargv);'


def make_patch(path, relative, old, new, count=1):
    """A unified diff (a/ b/ paths) replacing old by new in base/relative."""
    before = (BASE / relative).read_text()
    assert before.count(old) == count, f"{relative} no longer has {old!r}"
    after = before.replace(old, new)
    diff = difflib.unified_diff(before.splitlines(keepends=True), after.splitlines(keepends=True),
                                f"a/{relative}", f"b/{relative}", n=3)
    path.write_text("Throwaway: a test's own patch.\n\n" + "".join(diff))
    return path


def test_the_known_variants_are_the_reference_and_the_patches():
    names = known_variants()
    assert names[0] == "reference"
    assert "sepc_after_yield" in names and names[1:] == spec.clinic_names()   # one a clinic


def test_an_unknown_variant_lists_the_known_ones():
    with pytest.raises(UnknownVariant) as error:
        patch_of("sepc_before_yield")
    message = str(error.value)
    assert "'sepc_before_yield'" in message
    for name in known_variants():
        assert name in message


def test_a_patch_is_built_once_and_boots(build_cache, tmp_path):
    patch = make_patch(tmp_path / "greeting.patch", INIT, GREETING,
                       'printf("init: starting the throwaway sh\\n");')
    build = build_variant("greeting", patch=patch, cache=build_cache)
    assert not build.cached and build.source == build_cache / "greeting"
    again = build_variant("greeting", patch=patch, cache=build_cache)
    assert again.cached, "nothing changed, yet the variant was rebuilt"
    with Machine(build.kernel, build.fs_image, tmp_path) as machine:
        assert "init: starting the throwaway sh" in machine.console_text()
    assert (BASE / INIT).read_text().count(GREETING) == 1, "base/ itself was changed"


def test_a_changed_patch_is_rebuilt(build_cache, tmp_path):
    first = make_patch(tmp_path / "one.patch", INIT, GREETING, 'printf("init: one\\n");')
    assert not build_variant("changing", patch=first, cache=build_cache).cached
    second = make_patch(tmp_path / "two.patch", INIT, GREETING, 'printf("init: two\\n");')
    build = build_variant("changing", patch=second, cache=build_cache)
    assert not build.cached
    assert b"init: two" in build.fs_image.read_bytes()


def test_a_patch_that_does_not_apply_names_the_file_and_hunk(build_cache, tmp_path):
    good = make_patch(tmp_path / "good.patch", INIT, GREETING, 'printf("init: x\\n");')
    # The same patch with a context line that base/ does not have.
    lines = good.read_text().splitlines(keepends=True)
    first_context = next(index for index, line in enumerate(lines)
                         if line.startswith(" ") and index > 3)
    lines[first_context] = " /* a line base/ never had */\n"
    bad = tmp_path / "stale.patch"
    bad.write_text("".join(lines))
    with pytest.raises(PatchError) as error:
        build_variant("stale", patch=bad, cache=build_cache)
    message = str(error.value)
    assert str(bad) in message
    assert f"{INIT}: Hunk #1 FAILED" in message, message


def test_a_patch_that_changes_no_byte_is_an_error(build_cache, tmp_path):
    # A comment reworded on its own line: same lines, same code, same debug lines.
    relative, old = "kernel/main.c", "// Supervisor-mode start of every hart."
    patch = make_patch(tmp_path / "comment.patch", relative, old,
                       "// Supervisor-mode start of each hart.")
    with pytest.raises(BuildError, match="changes neither the kernel nor fs.img"):
        build_variant("comment", patch=patch, cache=build_cache)


def test_a_guest_that_never_prints_the_prompt_times_out_with_its_last_lines(build_cache,
                                                                          tmp_path):
    patch = make_patch(tmp_path / "nosh.patch", INIT, EXEC_SH, "for (;;)\n        sleep(100);\n      " + EXEC_SH)
    build = build_variant("nosh", patch=patch, cache=build_cache)
    machine = Machine(build.kernel, build.fs_image, tmp_path, boot_timeout=8)
    with pytest.raises(ConsoleTimeout) as error:
        machine.start()
    message = str(error.value)
    assert "the first shell prompt" in message and "8 s" in message
    assert "init: starting sh" in message and str(machine.log_path) in message
    assert processes_in_group(machine.pgid) == [], "QEMU outlived the failed boot"


def test_a_missing_tool_names_its_debian_package(tmp_path, monkeypatch):
    monkeypatch.setenv("PATH", str(tmp_path))   # nothing is installed
    with pytest.raises(ToolMissing, match="install Debian's qemu-system-misc"):
        require("qemu-system-riscv64")
    with pytest.raises(ToolMissing, match="install Debian's patch"):
        require("patch")
    machine = Machine(tmp_path / "kernel", tmp_path / "fs.img", tmp_path)
    with pytest.raises(ToolMissing, match="qemu-system-misc"):
        machine.start()


def test_a_panic_is_returned_as_data(builds, test_logdir):
    build = builds("dump_in_freeproc")   # panics in acquire on proftest's first wait
    with Machine(build.kernel, build.fs_image, test_logdir) as machine:
        machine.send("proftest\n")
        panic = machine.wait_panic(timeout=120)
        group = machine.pgid
    assert panic.message == "acquire"
    assert "panic: acquire" in (test_logdir / "machine.console.log").read_text()
    assert processes_in_group(group) == []
