"""python3 -m harness rates carry: committed records moved to a new key rule.

Each measured record keeps the key it was measured under
(harness/measured/keys.py).  When the rule that makes keys changes, a
record whose key is the one the previous rule (keys.PREVIOUS) gives today
was measured on these very sources, scenario and machine, so on the same
built kernels, and its counts still hold.  carry() gives each such record
its key under today's rule (keys.CODE) and notes the move in it: a line
of `carried`, with the date, the old key, the new one and why.  A record
whose key is neither stays as it is: stale, to be measured again.  A
second run finds nothing to move and says so.  It boots nothing.

The records that have a key:
- measured/rates/<bug>.toml: each scenario's idle and loaded sides
  (measured_on);
- measured/consoles.toml: each learner scenario's console (key);
- measured/grading/reverse-error.toml: each clinic's count (key:
  reverse.clinic_key, made of its learner scenarios' keys), and the rows
  of measured/grading/reverse-boots/<bug>.csv under the same key, whose
  move their count's note tells (a row has no room for one);
- measured/measures/rates.toml: each §5 measure (measured_on), counted
  only: its key holds no patch, so both rules give it the same one.
"""

import datetime
from collections import Counter
from pathlib import Path

from harness import MEASURED, shown
from harness.expected import spec
from harness.grading import reverse, reverse_boots
from harness.measured import consoles, measure_checks, rates
from harness.measured.keys import CARRIED_WHY, PREVIOUS, measure_key, measurement_key

MOVED, CURRENT, STALE = "moved", "current", "stale"


class Carry:
    """One run of the carry: each file's records, counted by what became of them."""

    def __init__(self, today, root=MEASURED):
        self.today, self.root = today, root
        self.counted = {}          # {path: Counter of MOVED, CURRENT, STALE}

    def at(self, path):
        """A file or folder of measured/ (its module's constant), under root."""
        return self.root / Path(path).relative_to(MEASURED)

    def key(self, path, stored, old, new, notes):
        """The key a record of path keeps: new when its stored key is old
        (the move noted in notes, a list, unless it is None), else stored.
        old, new: its key under the previous rule and today's (None, None:
        it stands for nothing that is there today)."""
        counted = self.counted.setdefault(path, Counter())
        if new is not None and stored == new:
            counted[CURRENT] += 1
            return stored
        if old is None or stored != old:
            counted[STALE] += 1
            return stored
        counted[MOVED] += 1
        if notes is not None:
            notes.append(f"{self.today}: {old} -> {new}: {CARRIED_WHY}")
        return new

    def moved(self, path):
        return self.counted.get(path, Counter())[MOVED]


def run():
    """`rates carry`: carry(), then what it did, file by file, in words."""
    for line in said(carry()):
        print(line)
    return 0


def carry(root=MEASURED, today=None):
    """Move every record under root (measured/, or a copy of it) whose key
    is the previous rule's to today's rule (see the module's text).
    Returns the Carry."""
    done = Carry(str(today or datetime.date.today()), Path(root))
    clinics = {clinic.bug: clinic for clinic in spec.load_clinics()[0]}
    for path in sorted(done.at(rates.RATES).glob("*.toml")):
        _rates(done, path, clinics.get(path.stem))
    _consoles(done, clinics)
    _reverse(done, clinics)
    _measures(done)
    return done


def _keys(clinic, name):
    """(the previous rule's key, today's) of a clinic's scenario; (None,
    None) when the clinic does not load or has no scenario of that name."""
    scenario = next((s for s in clinic.scenarios if s.name == name), None) if clinic else None
    if scenario is None:
        return None, None
    return measurement_key(clinic, scenario, PREVIOUS), measurement_key(clinic, scenario)


def _rates(done, path, clinic):
    found = rates.load(path.stem, path.parent, own=False)
    for name, measured in found.items():
        old, new = _keys(clinic, name)
        for side in measured.sides():
            side.measured_on = done.key(path, side.measured_on, old, new, side.carried)
    if done.moved(path):
        rates.save(path.stem, found, path.parent, own=False)


def _consoles(done, clinics):
    path = done.at(consoles.CONSOLES)
    found = consoles.load(path)
    for bug, scenarios in found.items():
        for name, console in scenarios.items():
            old, new = _keys(clinics.get(bug), name)
            console["key"] = done.key(path, console.get("key"), old, new,
                                      console.setdefault("carried", []))
    if done.moved(path):
        consoles.save(found, path)


def _reverse(done, clinics):
    """The counts of reverse-error.toml, then each reverse-boots CSV's rows."""
    keys = {bug: (reverse.clinic_key(bug, PREVIOUS), reverse.clinic_key(bug))
            for bug in clinics}
    path = done.at(reverse.COUNTS)
    counts = reverse.load(path)
    for bug, count in counts.items():
        count.key = done.key(path, count.key, *keys.get(bug, (None, None)), count.carried)
    if done.moved(path):
        reverse.save(counts, path)
    for path in sorted(done.at(reverse_boots.BOOTS).glob("*.csv")):
        rows = reverse_boots.load(path.stem, path.parent)
        for row in rows:
            row.key = done.key(path, row.key, *keys.get(path.stem, (None, None)), None)
        if done.moved(path):
            reverse_boots.save(path.stem, rows, path.parent)


def _measures(done):
    """Counted only: a measure's key has no patch in it, the same under either rule."""
    measures, _ = spec.load_measures()
    scenarios = {scenario.name: scenario for measure in measures for scenario in measure.scenarios}
    path = done.at(measure_checks.MEASURE_RATES)
    for name, rate in measure_checks.load_measure_rates(path).items():
        key = measure_key(scenarios[name]) if name in scenarios else None
        done.key(path, rate.measured_on, key, key, None)


def said(done):
    """What a Carry did, in lines: one a file, then the totals."""
    lines, totals = [], Counter()
    for path, counted in done.counted.items():
        totals.update(counted)
        lines.append(f"{shown(path)}: {_records(counted[MOVED])} moved to today's "
                     f"key, {counted[CURRENT]} already current, {counted[STALE]} stale "
                     f"(left as they are)")
    lines.append("")
    lines.append(f"moved {_records(totals[MOVED])} to today's key rule ({CARRIED_WHY}); each "
                 f"says so in a `carried` line (a row of reverse-boots/, in its clinic's count "
                 f"in reverse-error.toml)." if totals[MOVED] else
                 "nothing to move: no record is under the previous key rule.")
    lines.append(f"{_records(totals[CURRENT])} already current; {_records(totals[STALE])} stale"
                 + (f" ({rates.STALE_WHY}: left for measuring again)" if totals[STALE] else "")
                 + ".")
    return lines




def _records(count):
    return f"{count} record" + ("" if count == 1 else "s")
