"""What a process has had of the CPU so far, read from /proc.

- cpu_time(pid): a CpuTime of its live threads (user and system seconds,
  and run_delay: seconds they were ready to run but waited for a CPU),
  NOTHING_YET before it starts, None when /proc cannot be read (a figure
  is never guessed).
"""

import os
from dataclasses import dataclass
from pathlib import Path

CLOCK_TICKS = os.sysconf("SC_CLK_TCK") if hasattr(os, "sysconf") else 100


@dataclass(frozen=True)
class CpuTime:
    """CPU seconds of a process's live threads, at one moment."""
    user: float
    system: float
    run_delay: float

    def __sub__(self, other):
        return CpuTime(self.user - other.user, self.system - other.system,
                       self.run_delay - other.run_delay)


NOTHING_YET = CpuTime(0.0, 0.0, 0.0)   # a process not started yet has used nothing


def cpu_time(pid, proc=Path("/proc")):
    """QEMU's CPU time so far (a CpuTime), or None if it cannot be read."""
    if pid is None:
        return NOTHING_YET
    user = system = delay = 0.0
    try:
        for task in (proc / str(pid) / "task").iterdir():
            fields = (task / "stat").read_text().rsplit(")", 1)[1].split()
            # after the name: state is field 3, utime 14 and stime 15 (1-based)
            user += int(fields[11]) / CLOCK_TICKS
            system += int(fields[12]) / CLOCK_TICKS
            delay += int((task / "schedstat").read_text().split()[1]) / 1e9
    except (OSError, IndexError, ValueError):
        return None
    return CpuTime(user, system, delay)
