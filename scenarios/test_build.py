"""Building (harness/build.py): make's failures, on small stand-in
Makefiles; what a trusted build takes from a learner's tree
(course/learner-files.toml); a variant copied, and a folder that is not a
kernel tree."""

import pytest

from harness.build import make_tree
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
