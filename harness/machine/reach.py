"""How often code is reached in a boot, counted without stopping it.

make characterize asks, of each boot, whether the patched lines ran at
all (Magma's canaries: reached, not only triggered).  A breakpoint whose
ignore count is larger than any boot's hits never stops the machine, and
gdb counts its hits all the same:

- count_at(gdb, locations): {breakpoint number: location}, one such
  breakpoint at each location gdb finds code at (a Debugger; the harts
  are left running);
- hits(gdb, counting): {location: its hits so far}, from -break-info.
"""

from harness.errors import DebuggerError

IGNORED = 10 ** 9     # hits a counting breakpoint lets pass


def count_at(gdb, locations):
    """A counting breakpoint at each location, set with the harts stopped
    (so that none is hit before it ignores its hits), then let run."""
    gdb.interrupt()
    counting = {}
    for location in locations:
        try:
            number = gdb.break_at(location)
        except DebuggerError:
            continue        # no code there: that line is not counted
        gdb.command(f"-break-after {number} {IGNORED}")
        counting[number] = location
    gdb.cont_nowait()
    return counting


def hits(gdb, counting):
    """{location: hits} of count_at's breakpoints (gdb's own table, read
    with the machine running or not)."""
    table = gdb.command("-break-info").results.get("BreakpointTable", {})
    times = {int(row.get("number", 0)): int(row.get("times", 0))
             for row in table.get("body", [])}
    return {location: times.get(number, 0) for number, location in counting.items()}
