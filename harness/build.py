"""Building a kernel and its disk image.

For now there is one variant, the reference kernel in base/, built in
place by its own Makefile.  Later variants (base/ plus a learner's patch)
will be built here too, each in its own tree, into the same Build record.

- build_base(log_path): runs `make -C base`, returns a Build.
- Build: the variant's name, its source tree, its kernel and fs.img.
"""

import os
import signal
import subprocess
from dataclasses import dataclass
from pathlib import Path

from harness import BASE, tools
from harness.errors import BuildError

BUILD_TIMEOUT = 900   # seconds; a full build of base/ takes well under a minute
SHOWN_LINES = 30      # lines of make's output a failure shows


@dataclass(frozen=True)
class Build:
    name: str
    source: Path
    kernel: Path
    fs_image: Path


def build_base(log_path=None, source=BASE, timeout=BUILD_TIMEOUT):
    """Run `make -C base` (a no-op when it is up to date) and return the Build.

    make's output is captured, and written to log_path when one is given.
    On failure, BuildError shows make's last lines.
    """
    source = Path(source).resolve()
    tools.require("make")
    tools.require("gcc")   # base/ builds its mkfs with the host compiler
    tools.require_cross_compiler()
    command = ["make", "-C", str(source)]
    status, output = _run_captured(command, timeout)
    if log_path is not None:
        Path(log_path).parent.mkdir(parents=True, exist_ok=True)
        Path(log_path).write_text(output)
    where = f"\n(all of make's output: {log_path})" if log_path is not None else ""
    if status is None:
        raise BuildError(f"`{' '.join(command)}` did not finish in {timeout} s; "
                         f"its last lines:\n{_last_lines(output)}{where}")
    if status != 0:
        raise BuildError(f"`{' '.join(command)}` failed with exit status {status}; "
                         f"its last lines:\n{_last_lines(output)}{where}")
    build = Build("reference", source, source / "kernel" / "kernel", source / "fs.img")
    for product in (build.kernel, build.fs_image):
        if not product.is_file():
            raise BuildError(f"`{' '.join(command)}` succeeded but made no {product}{where}")
    return build


def _run_captured(command, timeout):
    """Run command in its own process group; (exit status or None on timeout, output).

    The group lets a timeout or Ctrl-C end make together with the
    compilers it started.
    """
    process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                               stdin=subprocess.DEVNULL, text=True, errors="replace",
                               start_new_session=True)
    try:
        output, _ = process.communicate(timeout=timeout)
        return process.returncode, output
    except subprocess.TimeoutExpired:
        _kill_group(process)
        output, _ = process.communicate()
        return None, output
    except BaseException:
        _kill_group(process)
        process.communicate()
        raise


def _kill_group(process):
    try:
        os.killpg(process.pid, signal.SIGKILL)
    except ProcessLookupError:
        pass


def _last_lines(output, count=SHOWN_LINES):
    lines = output.rstrip("\n").splitlines()[-count:]
    return "\n".join(f"  | {line}" for line in lines) or "  | (no output)"
