"""The harness's exceptions (harness/errors.py): what each says of what
happened, and whose doing it was."""

from harness.errors import ConsoleTimeout, MachineExited


def test_timeout_message_tells_a_hang_from_wrong_output(tmp_path):
    log = tmp_path / "machine.console.log"
    hang = ConsoleTimeout("the end of `ls`", 30, True, ["$ ls"], log)
    wrong = ConsoleTimeout("/ALL TESTS PASSED/", 2.5, False, ["SOME TESTS FAILED"], log)
    assert "waited 30 s for the end of `ls`" in str(hang)
    assert "nothing arrived" in str(hang) and "hung" in str(hang)
    assert "waited 2.5 s" in str(wrong) and "not what was wanted" in str(wrong)
    for error in (hang, wrong):
        assert str(log) in str(error)
    assert "  | SOME TESTS FAILED" in str(wrong)


def test_a_killed_qemu_is_still_the_machine_failing():
    assert not MachineExited("x", "killed by signal 9", [], "/x.log").by_guest
    assert not MachineExited("x", "exit status 1", [], "/x.log").by_guest
    assert MachineExited("x", "exit status 0", [], "/x.log").by_guest
