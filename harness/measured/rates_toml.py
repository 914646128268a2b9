"""A measurement of measured/rates/<bug>.toml as the lines of its table.

measurement_lines(table, m): the TOML of one Measurement (harness/measured/rates.py
reads it back, and its HEADER says what each field means), written with
toml_text's values.
"""

from harness.measured.toml_text import toml_counts, toml_string, toml_strings


def measurement_lines(table, m):
    """The lines of one Measurement m, under the table name given."""
    return [f"[scenario.{table}]",
            f"host_load = {m.host_load}",
            *([f"host = {toml_string(m.host)}"] if m.host else []),
            *([f"at_once = {m.at_once}"] if m.at_once != 1 else []),
            f"measured_on = {toml_string(m.measured_on)}",
            f"date = {toml_string(m.date)}",
            *([f"carried = {toml_strings(m.carried)}"] if m.carried else []),
            f"bug = {{ boots = {m.bug_boots}, symptom = {m.bug_symptom}, "
            f"verdicts = {toml_counts(m.bug_verdicts)}{_counts('outcomes', m.bug_outcomes)}"
            f"{_counts('ended', m.bug_ended)}{', sequential = true' if m.sequential else ''} }}",
            f"reference = {{ boots = {m.reference_boots}, failed = {m.reference_failed}, "
            f"verdicts = {toml_counts(m.reference_verdicts)}"
            f"{_counts('outcomes', m.reference_outcomes)}{_timed(m)}"
            f"{_counts('ended', m.reference_ended)}{_counts('failures', m.reference_failures)}"
            f"{', date = ' + toml_string(m.reference_date) if m.reference_date else ''} }}", ""] + \
        _steps_lines(f"{table}.bug_steps", m.bug_steps) + \
        _steps_lines(f"{table}.reference_steps", m.reference_steps)


def _counts(key, counts):
    """`, key = { ... }`, or nothing when there are none."""
    return f", {key} = {toml_counts(counts)}" if counts else ""


def _steps_lines(table, steps):
    """A table of each step's seconds, in the steps' order (boot first)."""
    if not steps:
        return []
    return ([f"[scenario.{table}]"]
            + [f"{toml_string(label)} = [{', '.join(f'{t:.2f}' for t in times)}]"
               for label, times in steps.items()] + [""])


def _timed(m):
    return (f", seconds = {m.reference_seconds:.1f}, timed = {m.reference_timed}"
            if m.reference_timed else "")
