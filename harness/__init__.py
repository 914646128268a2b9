"""profclinic's test harness: small layers, one job each.

- tools:      finds the programs the harness runs, and names the Debian
              package to install when one is missing.
- build:      builds a variant (base/, plus a patch from bugs/) in its
              own folder under .build/, cached by content.
- console:    pure helpers over console text (where a command's output
              begins and ends, what a panic said); no processes.
- machine:    one QEMU process and its serial console: boot, type a
              command, wait for text, stop.
- debugger:   gdb-multiarch attached to a machine, over gdb's MI.
- transcript: the record of a run (console, gdb, checks), live feedback,
              and the teachers' Markdown transcripts.
- expect:     expected/<bug>.toml read, its checks judged, a verdict.
- clinic:     a scenario's steps done on a machine, and judged.
- errors:     the exceptions all of these raise; each explains itself.

pytest wiring (options, fixtures, log folders) lives in conftest.py at
the repo root; the scenarios are in scenarios/.  `python3 -m harness`
is the command line the top Makefile uses.
"""

from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
BASE = REPO / "base"
