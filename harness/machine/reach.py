"""Whether code is reached in a boot, found without holding the machine.

make characterize asks, of each patched boot, whether the patched lines
ran at all (Magma's canaries: reached, not only triggered).  Each line
gets a breakpoint whose commands disable it and let the machine run on,
so it costs one stop in a boot, however hot the line (a breakpoint that
only ignored its hits stopped the machine at every one: usertests then
ran past its timeout, 72 exits counted in ten minutes).  The Debugger
keeps them out of a scenario's stops and its deletes (runs_on), so a gdb
scenario's own breakpoints and these go together; a `finish` whose
function reaches one is cut short, though, by that breakpoint's continue.

- count_at(gdb, locations): {breakpoint number: location}, one such
  breakpoint at each location gdb finds code at (a Debugger; the harts
  are left running);
- hits(gdb, counting): {location: 1 if it was reached, else 0}, from
  -break-info (its `times`).
"""

from harness.errors import DebuggerError


def count_at(gdb, locations):
    """A breakpoint at each location that disables itself at its first hit
    and continues; set with the harts stopped, then let run."""
    gdb.interrupt()
    counting = {}
    for location in locations:
        try:
            number = gdb.break_at(location)
        except DebuggerError:
            continue        # no code there: that line is not counted
        gdb.command(f'-break-commands {number} "silent" "disable {number}" "continue"')
        gdb.runs_on.add(number)     # its stop is not a scenario's, nor deleted with theirs
        counting[number] = location
    gdb.cont_nowait()
    return counting


def hits(gdb, counting):
    """{location: 1 when it was reached, else 0} of count_at's breakpoints
    (gdb's own table, read with the machine running or not)."""
    table = gdb.command("-break-info").results.get("BreakpointTable", {})
    times = {int(row.get("number", 0)): int(row.get("times", 0))
             for row in table.get("body", [])}
    return {location: min(1, times.get(number, 0)) for number, location in counting.items()}
