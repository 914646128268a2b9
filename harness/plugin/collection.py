"""What pytest collects and runs, in what order: expected/**/*.toml as test
files (harness/collect.py); each test marked from the fixtures it uses;
the opt-in tests left out unless asked for; the long groups first.

Markers are set here (from the fixtures a test uses) and in
harness/collect.py (from each scenario), nowhere else.
"""

from pathlib import Path

import pytest

from harness import EXPECTED, collect
from harness.plugin.options import OPT_IN

# A test that uses one of these builds or boots a kernel: it is marked
# `qemu` (and `gdb` for the debugger), so -m 'not qemu' runs the pure tests.
QEMU_FIXTURES = {"machine", "debugger", "kernel_build", "reference_build", "builds",
                 "build_cache", "tree_build", "xv6_build"}
# make test's two pytest-xdist workers (--dist loadgroup): the clinics in
# one group (harness/collect.py), the other slow boots (usertests, a
# minute or more each) in another, so that each worker gets one.
LONG_BOOTS = "long boots"


def pytest_collect_file(file_path, parent):
    """expected/**/*.toml are test files of their own (harness/collect.py)."""
    if file_path.suffix == ".toml" and file_path.is_relative_to(EXPECTED):
        return collect.ExpectedFile.from_parent(parent, path=file_path)
    return None


@pytest.hookimpl(tryfirst=True)   # before pytest-xdist reads the xdist_group marks
def pytest_collection_modifyitems(config, items):
    """Mark what each test needs, from the fixtures it uses; leave out the
    opt-in tests unless --with names them or their file was named."""
    for item in items:
        used = set(getattr(item, "fixturenames", ()))
        if used & QEMU_FIXTURES:
            item.add_marker(pytest.mark.qemu)
        if "debugger" in used:
            item.add_marker(pytest.mark.gdb)
        if item.get_closest_marker("slow") and not item.get_closest_marker("xdist_group"):
            item.add_marker(pytest.mark.xdist_group(LONG_BOOTS))
    named = {Path(arg.split("::")[0]).resolve() for arg in config.args}
    for marker in OPT_IN:
        if marker not in config.getoption("opt_in"):
            _leave_out(config, items, lambda item: item.get_closest_marker(marker)
                       and Path(item.path).resolve() not in named)
    if config.getoption("tree") is None:      # test_tree.py judges --tree=DIR only
        _leave_out(config, items, lambda item: "tree_build" in getattr(item, "fixturenames", ()))
    items.sort(key=_group_order(items))


# The long groups first, so that each of make test's two workers starts on
# one at once: pytest-xdist queues its work by each group's first item, and
# a group of minutes queued last (expected/ is collected after scenarios/)
# ran alone on one worker after the other had run out (2026-12-05: 669 s).
# Then the clinics, the longest first by their measured seconds (a group
# each: one group of them all took 650 s on one worker, 2026-12-06), then
# the copy of the project that the clinics-as-data tests run.
LATER_GROUPS = ("clinics-as-data",)


def _group(item):
    marker = item.get_closest_marker("xdist_group")
    return (marker.args or [marker.kwargs.get("name")])[0] if marker else None


def _group_order(items):
    """Sort key of an item (the sort is stable, so otherwise the order of
    collection): the long boots, the clinics' groups by their measured
    seconds, most first, LATER_GROUPS, then the rest."""
    seconds = {}
    for item in items:
        if isinstance(item, collect.ScenarioItem):
            name = _group(item)
            seconds[name] = seconds.get(name, 0.0) + item.seconds_a_boot()

    def key(item):
        name = _group(item)
        if name == LONG_BOOTS:
            return (0, 0.0, "")
        if name in seconds:
            return (1, -seconds[name], name)
        if name in LATER_GROUPS:
            return (2, 0.0, name)
        return (3, 0.0, "")
    return key


def _leave_out(config, items, unwanted):
    left_out = [item for item in items if unwanted(item)]
    if left_out:
        config.hook.pytest_deselected(items=left_out)
        items[:] = [item for item in items if not unwanted(item)]
