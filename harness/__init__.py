"""profclinic's test harness: small layers, one job each.

- tools:   finds the programs the harness runs, and names the Debian
           package to install when one is missing.
- build:   builds a kernel and its disk image (for now: base/ itself).
- console: pure helpers over console text (where a command's output
           begins and ends, what a panic said); no processes.
- machine: one QEMU process and its serial console: boot, type a
           command, wait for text, stop.
- errors:  the exceptions all of these raise; each explains itself.

pytest wiring (options, fixtures, log folders) lives in conftest.py at
the repo root; the scenarios are in scenarios/.
"""

from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
BASE = REPO / "base"
