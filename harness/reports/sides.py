"""What a page shows of a scenario's runs beyond its own variant's: the
tables of gdb's stops, both kernels' known trouble, the reference's values
beside the bug's, and the bug's wrong samples counted (Sides)."""

from harness.build import REFERENCE
from harness.reports import samples
from harness.reports.render import deciding
from harness.reports.scrub import scrubbed


class Sides:
    """What a page shows of a scenario's runs beyond its own variant's: the
    tables of gdb's stops, both kernels' known trouble, the reference's
    values beside the bug's, and the bug's wrong samples counted.

    both: {(bug, scenario): (the bug's runs, the reference's)}; deciding:
    the same, each side's deciding run (None: it did not run); places:
    {(variant, bug, scenario): anchor of its summary}, the reference's
    filled in before a bug's page is made."""

    def __init__(self, scenarios, both, deciding_runs, symbols_of, places):
        self.scenarios, self.both, self.deciding = scenarios, both, deciding_runs
        self.symbols_of, self.places = symbols_of, places

    def tables(self, key, on_bug):
        """The lines of the scenario's tables of gdb's stops."""
        return samples.tables(self.scenarios.get(key), *self.deciding.get(key, (None, None)),
                              self.symbols_of, bug_page=on_bug)

    def runs(self, key):
        """(the bug's runs, the reference's) of the scenario, without machine paths."""
        return tuple([scrubbed(run, [folder for folder in (run.logdir, run.folder) if folder])
                      for run in side] for side in self.both.get(key, ([], [])))

    def reference(self, key):
        """(the reference's deciding run, a link to its summary), None: it did not run."""
        run = self.runs(key)[1]
        anchor = self.places.get((REFERENCE, *key))
        if not run or anchor is None:
            return None
        return deciding(run), f"[run {deciding(run).number}]({REFERENCE}.md#{anchor})"

    def wrong(self, key):
        """The bug's deciding run's wrong samples counted, in a sentence; None
        when the scenario has no such table or the bug did not run."""
        scenario, run = self.scenarios.get(key), self.deciding.get(key, (None, None))[0]
        if scenario is None or run is None or "wrong_samples" not in scenario.tables:
            return None
        return samples.wrong_in_words(scenario, run, self.symbols_of)
