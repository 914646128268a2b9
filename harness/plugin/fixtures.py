"""profclinic's fixtures: builds, boots, log folders, --tree's boots, and clinics as data.

Every test that asks for a log folder gets LOGDIR/<module>.<test id>/,
emptied first.  Each variant is built once per session (and not at all
when its cached build is current).  A pure test of what works alike for
every clinic reads the recorded clinics of scenarios/data/clinics/
(recorded_clinics), or a clinic of expected/ whose file loads
(loading_clinics): a malformed expected file fails only its own items.
"""

import pytest

from harness import EXPECTED, REPO, collect
from harness.errors import BuildError
from harness.expected import spec
from harness.learner import trees
from harness.learner.trust import build_trusted
from harness.machine.boot import Boot

# expected/'s clinics as recorded: sample data for the pure tests (recorded_clinics).
RECORDED_CLINICS = REPO / "scenarios" / "data" / "clinics"


@pytest.fixture(scope="session")
def log_root(pytestconfig):
    """The session's log folder, made once so every test and build can write into it."""
    return collect.log_root(pytestconfig)


@pytest.fixture(scope="session")
def builds(pytestconfig):
    """Builds made this session, by variant: each variant is built (or found
    current in the cache) once, however many tests boot it."""
    return lambda name: collect.session_build(pytestconfig, name)


@pytest.fixture
def variant():
    """The kernel a test boots, by name; tests may parametrize it."""
    return "reference"


@pytest.fixture
def kernel_build(variant, builds):
    """The Build of the test's variant."""
    return builds(variant)


@pytest.fixture
def reference_build(builds):
    """The reference's Build, for tests that compare a variant with it."""
    return builds("reference")


@pytest.fixture
def test_logdir(request):
    """A fresh folder for this test's logs, named after the test id."""
    return collect.item_logdir(request.node)


@pytest.fixture
def machine(kernel_build, test_logdir):
    """A freshly booted machine for this test alone, stopped after it whatever happened."""
    with Boot(kernel_build, test_logdir) as boot:
        yield boot.machine


@pytest.fixture
def debugger(kernel_build, test_logdir):
    """gdb attached to a freshly booted machine (left running); the machine is
    debugger.machine.  Torn down after the test: gdb first, then the machine."""
    with Boot(kernel_build, test_logdir, gdb=True) as boot:
        yield boot.gdb


@pytest.fixture(scope="session")
def tree_build(pytestconfig, log_root):
    """The trusted Build of --tree=DIR (its learner's files, the rest base/'s),
    in a cache entry of its own; a tree that does not build fails every test
    that judges it, saying so."""
    tree = pytestconfig.getoption("tree")
    try:
        return build_trusted(tree, log_path=log_root / "build-tree.log")
    except BuildError as error:
        pytest.fail(f"the tree {tree} does not build, so it is neither cured nor not: {error}",
                    pytrace=False)


@pytest.fixture
def tree_tried(request, tree_build):
    """This --tree test's scenario on the tree (scenarios/test_tree.py), its
    boots done: a trees.Tried, whose finding() judges them, and its log
    folder.  With --jobs above one, the first such test begins the boots
    of every one the session runs, side by side (collect.begin_side_by_side),
    and each follows its own."""
    def tried(item):
        clinic, scenario = item.callspec.params["clinic"], item.callspec.params["scenario"]
        return trees.Tried(tree_build, clinic, scenario, collect.item_logdir(item),
                           learner=True, **trees.budget(clinic, scenario))

    item = request.node
    collect.begin_side_by_side([other for other in item.session.items
                                if getattr(other, "originalname", None) == item.originalname],
                               lambda other: _tried(other, tried).series)
    found, background = _tried(item, tried), item.stash.get(collect.SIDE_BY_SIDE, (None, None))[1]
    if found.series is not None and background is not None:
        background.follow(found.series)
    elif found.series is not None:
        found.series.run_alone()
    return found, item.stash[collect.LOGDIR_KEY]


TRIED = pytest.StashKey()      # a --tree test's trees.Tried, made once


def _tried(item, made):
    if TRIED not in item.stash:
        item.stash[TRIED] = made(item)
    return item.stash[TRIED]


@pytest.fixture(scope="module")
def build_cache(tmp_path_factory):
    """A build cache of the test module's own, never .build/ (for throwaway variants)."""
    return tmp_path_factory.mktemp("variants")


@pytest.fixture
def recorded_clinics(monkeypatch):
    """The harness reads the clinics from scenarios/data/clinics/ (copies of
    expected/'s files, as recorded) for this test, not from expected/: a test
    of what works alike for every clinic (a diagnosis, a transcript, a
    gradebook) neither fails when a file of expected/ is malformed (that
    file's own items do) nor moves when one is reworded."""
    monkeypatch.setattr(spec, "CLINIC_FOLDER", RECORDED_CLINICS)
    return RECORDED_CLINICS


@pytest.fixture
def loading_clinics():
    """The clinics of expected/ whose files load, in name order, for a test
    that hands a clinic to another process (make grade's pytest, Gradescope's
    run_autograder), which reads expected/ itself: it takes the first, so
    that a malformed file fails only its own items, not this test."""
    clinics, broken = spec.load_clinics(EXPECTED)
    if not clinics:
        pytest.fail(f"no expected file of a clinic loads: {broken}", pytrace=False)
    return clinics
