"""make grade over ssh (harness/grading/over_ssh.py), without ssh: the GNU
parallel command it runs, and the job's own side.  scenarios/test_over_ssh.py
(--with=ssh) runs it over real sshds."""

import pytest

from harness import REPO, tools
from harness.errors import HarnessError, ToolMissing
from harness.grading import class_run, over_ssh

LOGINS = ["2/lab2", "1/ssh -p 2222 -i /k me@lab3"]


def test_the_command_runs_one_job_a_tree_on_each_login_in_the_project_s_folder(monkeypatch):
    monkeypatch.setattr(tools.shutil, "which", lambda name: f"/usr/bin/{name}")
    argv = over_ssh.argv("dump_in_freeproc", "/class", "/out", ["alice", "bob"], LOGINS)
    assert argv[:2] == ["/usr/bin/parallel", "--will-cite"]
    assert argv[argv.index("-S") + 1] == LOGINS[0] and LOGINS[1] in argv
    assert "-q" in argv                        # each argument quoted for the remote shell
    job = argv[argv.index("env"):argv.index(":::")]
    assert job[:3] == ["env", "-C", str(REPO)]
    assert job[-5:] == ["harness.grading.over_ssh", "dump_in_freeproc", "/class", "/out", "{}"]
    assert argv[argv.index(":::") + 1:] == ["alice", "bob"]


def test_without_gnu_parallel_the_error_names_its_debian_package(monkeypatch):
    """Where parallel is missing and cannot be installed (no apt-get here):
    harness/tools.py's installed() installs it where it can (test_tools.py)."""
    monkeypatch.setattr(tools.shutil, "which", lambda name: None)
    with pytest.raises(ToolMissing, match="install Debian's parallel"):
        over_ssh.argv("dump_in_freeproc", "/class", "/out", ["alice"], LOGINS)


def test_a_job_is_asked_for_four_arguments_or_the_probe(capsys):
    assert over_ssh.main(["dump_in_freeproc", "/class"]) == 2
    assert "usage:" in capsys.readouterr().err
    said = over_ssh.probe_here()      # this machine has what make test needs
    assert said.endswith(over_ssh.PROBED) and str(REPO) in said


def test_a_machine_that_cannot_grade_stops_make_grade_before_its_canary(monkeypatch, tmp_path):
    def refused(logins):
        raise HarnessError("grading over ssh: not every machine can grade")
    monkeypatch.setattr(over_ssh, "probe", refused)
    monkeypatch.setattr(class_run.boots, "canary", lambda *a, **k: pytest.fail("booted"))
    (tmp_path / "class" / "alice").mkdir(parents=True)
    with pytest.raises(HarnessError, match="not every machine"):
        class_run.grade("dump_in_freeproc", tmp_path / "class", tmp_path / "out",
                        logins=LOGINS)
