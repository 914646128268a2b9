"""`rates carry` (harness/trials/carry.py): a record measured on today's
sources but kept under the previous key rule moves to today's key, with a
note; any other stays as it is; a second run moves nothing.  Run on a copy
of measured/, set back to the previous rule (one rate left stale)."""

import shutil
from collections import Counter

import pytest

from harness import MEASURED, cli
from harness.expected import spec
from harness.grading import reverse, reverse_boots
from harness.measured import consoles, rates
from harness.measured.keys import CARRIED_WHY, PREVIOUS, measurement_key
from harness.trials import carry

STALE_KEY = "000000000000"


def _previous(root):
    """measured/ copied to root, each record of a clinic that loads given
    the key the previous rule gives it today, but for one rate side, given
    STALE_KEY (a clinic whose file does not load has its own failing items).
    Returns (that side's clinic and scenario, {rates file: its records})."""
    shutil.copytree(MEASURED, root)
    clinics = {clinic.bug: clinic for clinic in spec.load_clinics()[0]}
    records, stale = {}, None
    for path in sorted((root / "rates").glob("*.toml")):
        if path.stem not in clinics:
            continue
        found = rates.load(path.stem, path.parent)
        for name, measured in found.items():
            scenario = next(s for s in clinics[path.stem].scenarios if s.name == name)
            for side in measured.sides():
                side.measured_on = measurement_key(clinics[path.stem], scenario, PREVIOUS)
                side.carried = []
                if stale is None:
                    side.measured_on, stale = STALE_KEY, (path.stem, name)
        records[path] = sum(len(m.sides()) for m in found.values())
        rates.save(path.stem, found, path.parent)
    found = consoles.load(root / "consoles.toml")
    for bug, scenarios in found.items():
        for name, console in scenarios.items() if bug in clinics else ():
            scenario = next(s for s in clinics[bug].scenarios if s.name == name)
            console["key"], console["carried"] = \
                measurement_key(clinics[bug], scenario, PREVIOUS), []
    consoles.save(found, root / "consoles.toml")
    counts_path, boots = root / "grading" / "reverse-error.toml", root / "grading" / "reverse-boots"
    counts = reverse.load(counts_path)
    for bug, count in [(bug, count) for bug, count in counts.items() if bug in clinics]:
        count.key, count.carried = reverse.clinic_key(bug, PREVIOUS), []
        rows = reverse_boots.load(bug, boots)
        for row in rows:
            row.key = count.key
        if rows:
            reverse_boots.save(bug, rows, boots)
    reverse.save(counts, counts_path)
    return stale, records


def test_a_record_of_today_s_sources_moves_with_a_note_and_a_stale_one_stays(tmp_path):
    root = tmp_path / "measured"
    (bug, name), records = _previous(root)
    measures_before = (root / "measures" / "rates.toml").read_bytes()
    done = carry.carry(root, today="2026-12-06")
    for path, count in records.items():
        stale = int(path.stem == bug)
        assert done.counted[path] == Counter({carry.MOVED: count - stale, carry.STALE: stale})
    assert done.counted[root / "measures" / "rates.toml"][carry.MOVED] == 0
    assert (root / "measures" / "rates.toml").read_bytes() == measures_before
    clinic = spec.load_clinic(bug)
    for scenario in clinic.scenarios:
        found = rates.load(bug, root / "rates").get(scenario.name)
        for side in found.sides() if found else []:
            if side.measured_on == STALE_KEY:
                assert scenario.name == name and side.carried == []
                continue
            key = measurement_key(clinic, scenario)
            assert side.measured_on == key
            assert side.carried == [f"2026-12-06: "
                                    f"{measurement_key(clinic, scenario, PREVIOUS)} -> {key}: "
                                    f"{CARRIED_WHY}"]
    loading = {clinic.bug for clinic in spec.load_clinics()[0]}
    for counted, count in reverse.load(root / "grading" / "reverse-error.toml").items():
        if counted not in loading:
            continue
        assert count.key == reverse.clinic_key(counted) and len(count.carried) == 1
        rows = reverse_boots.load(counted, root / "grading" / "reverse-boots")
        assert {row.key for row in rows} <= {count.key}
    said = "\n".join(carry.said(done))
    assert f"{root / 'rates' / bug}.toml: {records[root / 'rates' / f'{bug}.toml'] - 1} " \
           f"records moved to today's key, 0 already current, 1 stale (left as they are)" in said
    moved = sum(counted[carry.MOVED] for counted in done.counted.values())
    assert moved >= sum(records.values()) - 1
    assert f"moved {moved} records to today's key rule ({CARRIED_WHY}); each says so" in said


def test_a_second_carry_moves_nothing_and_says_so(tmp_path):
    root = tmp_path / "measured"
    _previous(root)
    carry.carry(root)
    files = {path: path.read_bytes() for path in root.rglob("*") if path.is_file()}
    again = carry.carry(root)
    assert not any(counted[carry.MOVED] for counted in again.counted.values())
    assert {path: path.read_bytes() for path in root.rglob("*") if path.is_file()} == files
    said = carry.said(again)
    assert "nothing to move: no record is under the previous key rule." in said
    assert all(" 0 records moved to today's key" in line for line in said if ": " in line
               and "stale" in line and "(left as they are)" in line)


def test_the_committed_records_have_nothing_left_to_carry(tmp_path):
    """A record measured under the previous rule and committed after the carry
    (a measurement merged from a branch) is carried: run `rates carry`."""
    shutil.copytree(MEASURED, tmp_path / "measured")
    done = carry.carry(tmp_path / "measured")
    moved = {path.name: counted[carry.MOVED] for path, counted in done.counted.items()
             if counted[carry.MOVED]}
    assert not moved, f"records under the previous key rule: {moved}; run " \
                      f"/usr/bin/python3 -m harness rates carry, and commit what it moved"


def test_rates_show_names_each_carried_measurement(capsys, recorded_clinics):
    assert cli.main(["rates", "show"]) == 0
    out = capsys.readouterr().out
    carried = [(bug, name, m) for bug in spec.clinic_names()
               for name, found in rates.load(bug).items() for m in found.sides() if m.carried]
    assert ("## Keys carried to a new rule" in out) == bool(carried)
    for bug, name, m in carried:
        assert f"| {bug} / {name} | {m.condition} | {m.carried[0]}" in out


@pytest.mark.parametrize("stored, how", [("new", carry.CURRENT), ("old", carry.MOVED),
                                         ("other", carry.STALE)])
def test_a_key_moves_only_from_the_previous_rule_s(stored, how):
    done, notes = carry.Carry("2026-12-06"), []
    kept = done.key(MEASURED / "x", stored, "old", "new", notes)
    assert kept == ("new" if how == carry.MOVED else stored)
    assert done.counted[MEASURED / "x"] == Counter({how: 1})
    assert len(notes) == (how == carry.MOVED)
    assert done.key(MEASURED / "x", "old", None, None, notes) == "old"   # nothing there today
