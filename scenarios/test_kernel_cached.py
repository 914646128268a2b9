"""What a build in the cache gives the transcripts (harness/kernel/cached.py),
where there is no such build."""

from harness.kernel import cached


def test_no_build_no_interrupt_marks_nor_symbols():
    assert cached.interrupt_marks("no-such-variant") is None
    assert cached.program_symbols("no-such-variant", None, "grep") is None
