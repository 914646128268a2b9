"""run.json (harness/run/record.py): a long console is kept once, in the
machine's own log beside it, and read back from there."""

from harness.run.record import RunRecord

from support import run_record


def test_a_long_console_is_kept_once_in_the_machine_s_log_and_read_back(tmp_path):
    from harness.run import record
    console = "hart 1: still here\n" * 10_000          # 190 kB, past INLINE_CONSOLE
    (tmp_path / record.CONSOLE_LOG).write_text(console.replace("\n", "\r\n"))
    run = run_record(logdir=str(tmp_path), console=console)
    path = run.save()
    assert path.stat().st_size < 4096                    # not a second copy
    assert RunRecord.load(path).console == console
    short = run_record(number=2, logdir=str(tmp_path), console="$ ")
    assert RunRecord.load(short.save()).console == "$ "  # a short one stays in run.json
