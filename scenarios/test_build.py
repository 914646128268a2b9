"""Building (harness/build.py): make's failures, on small stand-in
Makefiles; a variant copied, and a folder that is not a kernel tree."""

import pytest

from harness.build import build_tree, copy_variant, make_tree
from harness.errors import BuildError


def _makefile(folder, recipe):
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "Makefile").write_text(f"all:\n\t{recipe}\n")
    return folder


def test_build_failure_shows_makes_last_lines(tmp_path):
    source = _makefile(tmp_path / "src", "@echo compiling; echo 'kernel/prof.c:3: error: boom' >&2; exit 3")
    with pytest.raises(BuildError) as failure:
        make_tree(source, log_path=tmp_path / "build.log")
    message = str(failure.value)
    assert "exit status 2" in message and "Error 3" in message
    assert "kernel/prof.c:3: error: boom" in message
    assert str(tmp_path / "build.log") in message
    assert "compiling" in (tmp_path / "build.log").read_text()


def test_build_that_hangs_is_stopped(tmp_path):
    source = _makefile(tmp_path / "src", "@echo waiting; sleep 60")
    with pytest.raises(BuildError, match=r"did not finish in 1 s"):
        make_tree(source, timeout=1)


def test_build_without_products_is_an_error(tmp_path):
    source = _makefile(tmp_path / "src", "@true")
    with pytest.raises(BuildError, match=r"made no .*kernel"):
        make_tree(source)


@pytest.mark.usefixtures("recorded_clinics")
def test_an_exercise_is_the_variant_and_never_overwrites(tmp_path):
    folder = copy_variant("sepc_after_yield", tmp_path / "ex")
    assert (folder / "kernel" / "trap.c").is_file() and (folder / "Makefile").is_file()
    assert not list(folder.rglob("*.o")) and not (folder / "fs.img").exists()
    (folder / "kernel" / "trap.c").write_text("my work\n")
    with pytest.raises(BuildError, match="already exists"):
        copy_variant("sepc_after_yield", folder)
    assert (folder / "kernel" / "trap.c").read_text() == "my work\n"
    assert [p.name for p in tmp_path.iterdir()] == ["ex"]      # no half-made copy left


@pytest.mark.usefixtures("recorded_clinics")
def test_a_folder_that_is_not_a_tree_is_refused(tmp_path):
    (tmp_path / "notes.txt").write_text("hello\n")
    with pytest.raises(BuildError, match="not a kernel tree: it has no Makefile"):
        build_tree(tmp_path, cache=tmp_path / "cache")


@pytest.mark.usefixtures("recorded_clinics")
@pytest.mark.qemu
def test_a_tree_that_does_not_build_says_so_with_makes_lines(tmp_path):
    tree = copy_variant("reference", tmp_path / "broken")
    trap = tree / "kernel" / "trap.c"
    trap.write_text(trap.read_text() + "\nthis is not C;\n")
    with pytest.raises(BuildError) as raised:
        build_tree(tree, cache=tmp_path / "cache", log_path=tmp_path / "build.log")
    assert "failed with exit status" in str(raised.value)
    assert "trap.c" in str(raised.value)
    assert not list((tmp_path / "cache").glob("*/.profclinic-key"))   # never cached
