"""A machine's console as it is read: kept in a log file and in memory, up to a cap.

A kernel that prints forever would fill the disk and the memory of the
grader, and each wait's search would grow with it.  So a boot's console
is kept up to CONSOLE_CAP characters: its head as it comes, and then
only its last CONSOLE_TAIL.  No scenario's steps print so much: the
reference prints tens of kilobytes at most.  Passing the cap is a
flood, said once (ConsoleFlood) to the wait that watches.
"""

import io
import time
from pathlib import Path

from harness.errors import ConsoleFlood

CONSOLE_CAP = 1 << 20
CONSOLE_TAIL = 1 << 18


class ConsoleLog:
    """Where pexpect writes what it reads: the log file, and a copy in memory.

    At most `cap` characters are kept: the first cap - tail as they come,
    then only the last `tail`, which close() writes after a line saying
    how much was left out.  Passing the cap is a flood: the next
    write made while a wait watches (`watching`), or the next wait,
    raises ConsoleFlood, once."""

    def __init__(self, path, cap=CONSOLE_CAP, tail=CONSOLE_TAIL):
        self.path = Path(path)
        self._file = open(self.path, "w", encoding="utf-8")
        self._text = io.StringIO()
        self.head = cap - tail
        self.tail = tail
        self.seen = 0            # characters read in all, kept or not
        self._tail = ""
        self.flooded_after = None   # seconds from the first write to passing the cap
        self._started = None
        self.watching = False
        self._told = False

    def write(self, data):
        if self._started is None:
            self._started = time.monotonic()
        self.seen += len(data)
        room = self.head - self._text.tell()
        kept, over = data[:max(room, 0)], data[max(room, 0):]
        if kept:
            self._file.write(kept)
            self._file.flush()
            self._text.write(kept)
        if over:
            self._tail = (self._tail + over)[-self.tail:]
            if self.flooded_after is None and self.seen > self.head + self.tail:
                self.flooded_after = time.monotonic() - self._started
        if self.watching:
            self.raise_flood()

    def raise_flood(self):
        """ConsoleFlood, the first time it is asked for after the cap was passed."""
        if self.flooded_after is not None and not self._told:
            self._told = True
            raise ConsoleFlood(self.seen, self.head + self.tail, self.flooded_after,
                               self.path)

    def flush(self):
        self._file.flush()

    def close(self):
        if self._tail:
            self._file.write(self._left_out() + self._tail)
        self._file.close()

    def _left_out(self):
        left = self.seen - self._text.tell() - len(self._tail)
        return (f"\n[profclinic: {left} characters of console left out here: the console "
                f"passed its cap of {self.head + self.tail}; its last {len(self._tail)} "
                f"follow]\n") if left else ""

    def text(self):
        """What is kept: all of it, or the head, a line saying what is left
        out, and the tail."""
        head = self._text.getvalue()
        return head + self._left_out() + self._tail if self._tail else head

    def size(self):
        return self.seen
