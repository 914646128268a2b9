"""The pytest side (harness/plugin/), in a run of its own or on this run's
items: make test's pytest-xdist workers start under -v, and the long
groups are queued first."""


def test_verbose_workers_start():
    """`make test ARGS=-v`: under -v a pytest-xdist worker runs its tests
    outside its main thread, where no signal handler can be set; the run
    must start all the same (it stopped with INTERNALERROR, 2026-12-04)."""
    import subprocess
    import sys
    done = subprocess.run([sys.executable, "-m", "pytest", "-n", "2", "-v", "-p", "no:cacheprovider",
                           "scenarios/test_stats.py", "-k", "clopper or budget"],
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-2000:]
    assert " passed in " in done.stdout and "error" not in done.stdout, done.stdout[-2000:]


def test_the_long_groups_are_queued_first(request):
    """make test's xdist queues work by each group's first item: the
    clinics and the long boots must come before every other test, or one
    worker runs them alone at the end."""
    from harness.plugin.collection import _group_first
    ranks = [_group_first(item) for item in request.session.items]
    assert ranks == sorted(ranks)
