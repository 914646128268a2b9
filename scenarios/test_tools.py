"""The programs the harness runs (harness/tools.py): a tool only one command
needs is installed by that command, from its Debian package.  apt-get is
stood in for: nothing is installed here."""

import subprocess

import pytest

from harness import tools
from harness.errors import ToolMissing


def _machine(monkeypatch, on_path, apt_status=0):
    """A machine whose PATH holds on_path (a set that apt-get adds to) and
    whose apt-get ends with apt_status; the commands run are returned."""
    ran = []

    def which(name):
        return f"/usr/bin/{name}" if name in on_path else None

    def run(argv, **options):
        ran.append(argv)
        if apt_status == 0 and "install" in argv:
            on_path.add("parallel")
        return subprocess.CompletedProcess(argv, apt_status, "", "E: Unable to locate package")
    monkeypatch.setattr(tools.shutil, "which", which)
    monkeypatch.setattr(tools.subprocess, "run", run)
    monkeypatch.setattr(tools.os, "geteuid", lambda: 1000)
    return ran


def test_a_tool_on_path_is_not_installed_again(monkeypatch):
    ran = _machine(monkeypatch, {"parallel", "apt-get", "sudo"})
    assert tools.installed("parallel") == "/usr/bin/parallel" and ran == []


def test_a_missing_tool_is_installed_from_its_debian_package_through_sudo(monkeypatch, capsys):
    ran = _machine(monkeypatch, {"apt-get", "sudo"})
    assert tools.installed("parallel") == "/usr/bin/parallel"
    assert [argv[:2] + argv[-1:] for argv in ran] == [["sudo", "apt-get", "-qq"],
                                                       ["sudo", "apt-get", "parallel"]]
    assert "install" in ran[1] and "-y" in ran[1]
    assert "setup: installing parallel" in capsys.readouterr().err


def test_an_install_that_fails_says_why(monkeypatch):
    _machine(monkeypatch, {"apt-get", "sudo"}, apt_status=100)
    with pytest.raises(ToolMissing, match=r"apt-get update.*parallel failed \(exit 100\).*"
                                          r"Unable to locate package"):
        tools.installed("parallel")


def test_a_machine_that_cannot_install_says_so(monkeypatch):
    _machine(monkeypatch, {"sudo"})                       # no apt-get
    with pytest.raises(ToolMissing, match="cannot install Debian's parallel"):
        tools.installed("parallel")
