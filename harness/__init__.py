"""profclinic's test harness: small layers, one job each.

- tools:      finds the programs the harness runs (names the Debian
              package of a missing one), and ends the process groups
              they leave.
- build:      builds a variant (base/, plus a patch from bugs/) in its
              own folder under .build/, cached by content.
- console:    pure helpers over console text (where a command's output
              begins and ends, what a panic said); no processes.
- machine:    one QEMU process and its serial console: boot, type a
              command, wait for text, stop.
- debugger:   gdb-multiarch attached to a machine, over gdb's MI.
- transcript: the record of a run (console, gdb, checks), live feedback,
              and the teachers' Markdown transcripts.
- plots:      SVG figures of recorded runs for the transcripts (histograms,
              hot-loop counts, the kernel profile, the matcher's share);
              matplotlib is imported only when they are drawn.
- expect:     expected/<bug>.toml read and checked, its checks judged, a verdict.
- rates:      measured rates of the scenarios whose symptom shows by
              chance (expected/rates/), their bounds and boot budgets.
- clinic:     a Boot (machine, gdb, transcript), a scenario's steps done
              on it, and judged.
- errors:     the exceptions all of these raise; each explains itself.

pytest wiring (options, fixtures, log folders) lives in conftest.py at
the repo root; the scenarios are in scenarios/.  `python3 -m harness`
is the command line the top Makefile uses.
"""

from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
BASE = REPO / "base"
