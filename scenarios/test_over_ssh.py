"""make grade over ssh, for real (opt-in: --with=ssh, a few minutes).

Two sshds of the test's own on 127.0.0.1, each on a port of its own, with a
throwaway host key, client key and config in a temporary folder, are two
ssh gateways to this machine, which shares the project's file system with
itself as a lab machine shares an NFS home.  Three trees of a clinic
(fixed, unfixed, broken), each with a change that no build has seen
(so each machine builds what it lacks itself), are graded over the two
gateways by GNU parallel, then here at JOBS=1; the gradebooks must agree.
The sshds are ended by their pids, and no sshd, QEMU or gdb is left.
What it needs and lacks (openssh-server, parallel) it installs from Debian.
"""

import csv
import getpass
import os
import shutil
import signal
import socket
import subprocess
import time
import uuid

import pytest

from harness.errors import HarnessError
from harness.grading import classroom
from harness.grading.class_run import grade

from support import left_running

pytestmark = [pytest.mark.ssh, pytest.mark.qemu, pytest.mark.slow]

BUG = "dump_in_freeproc"
KINDS = ("fixed", "unfixed", "broken")
PACKAGES = {"/usr/sbin/sshd": "openssh-server", "/usr/bin/ssh": "openssh-client",
            "/usr/bin/parallel": "parallel"}


def _install_missing():
    missing = sorted({package for path, package in PACKAGES.items() if not os.path.exists(path)})
    if not missing:
        return
    sudo = [] if os.geteuid() == 0 else ["sudo"]
    env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
    subprocess.run(sudo + ["apt-get", "update", "-q"], check=True, env=env)
    subprocess.run(sudo + ["apt-get", "install", "-y", "-q", *missing], check=True, env=env)


def _free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def _start_sshd(folder, name):
    """An sshd on 127.0.0.1 and a port of its own: (its Popen, its port)."""
    port = _free_port()
    config = folder / f"{name}.conf"
    config.write_text("\n".join([
        f"Port {port}", "ListenAddress 127.0.0.1", f"HostKey {folder / 'host_key'}",
        f"PidFile {folder / name}.pid", f"AuthorizedKeysFile {folder / 'authorized_keys'}",
        "PasswordAuthentication no", "KbdInteractiveAuthentication no",
        "PermitRootLogin prohibit-password", "StrictModes no", "UsePAM no", ""]))
    if os.geteuid() == 0:
        os.makedirs("/run/sshd", exist_ok=True)      # its privilege separation folder
    with open(folder / f"{name}.log", "w") as log:      # the child keeps its own copy
        sshd = subprocess.Popen(["/usr/sbin/sshd", "-D", "-e", "-f", str(config)],
                                stdout=subprocess.DEVNULL, stderr=log)
    for _ in range(100):
        try:
            socket.create_connection(("127.0.0.1", port), timeout=0.2).close()
            return sshd, port
        except OSError:
            if sshd.poll() is not None:
                raise RuntimeError(f"sshd {name} exited: {(folder / f'{name}.log').read_text()}")
            time.sleep(0.1)
    raise RuntimeError(f"sshd {name} does not listen on port {port}")


def _login(folder, port):
    """GNU parallel's sshlogin for a gateway: one tree at a time there."""
    return (f"1/ssh -p {port} -i {folder / 'client_key'} -o BatchMode=yes "
            f"-o StrictHostKeyChecking=no -o UserKnownHostsFile={folder / 'known_hosts'} "
            f"{getpass.getuser()}@127.0.0.1")


@pytest.fixture(scope="module")
def gateways(tmp_path_factory):
    _install_missing()
    folder = tmp_path_factory.mktemp("sshd")
    for key in ("host_key", "client_key"):
        subprocess.run(["ssh-keygen", "-q", "-t", "ed25519", "-N", "", "-f", str(folder / key)],
                       check=True)
    shutil.copy(folder / "client_key.pub", folder / "authorized_keys")
    started = [_start_sshd(folder, name) for name in ("gateway-1", "gateway-2")]
    try:
        yield [_login(folder, port) for _, port in started]
    finally:
        for sshd, _ in started:
            os.kill(sshd.pid, signal.SIGTERM)        # ended by its pid
            sshd.wait(timeout=30)
    left = left_running(f"sshd.*{folder}", within=None)
    assert not left, left


def _rows(out):
    with open(out / "gradebook.csv", newline="") as file:
        return {row["tree"]: (row["verdict"], row["score"], row["max_score"])
                for row in csv.DictReader(file)}


def test_three_trees_graded_over_two_ssh_gateways_get_the_gradebook_of_jobs_1(gateways,
                                                                              tmp_path, capsys):
    wanted = classroom.make_class(BUG, tmp_path / "class", KINDS)
    never_built = f"/* graded over ssh: {uuid.uuid4()} */\n"
    for kind in KINDS:
        main = tmp_path / "class" / kind / "kernel" / "main.c"
        main.write_text(main.read_text() + never_built)
    status = grade(BUG, tmp_path / "class", tmp_path / "over-ssh", logins=gateways)
    said = capsys.readouterr().out
    assert said.count("can grade") == 2, said          # each gateway probed
    over_ssh = _rows(tmp_path / "over-ssh")
    assert {tree: verdict for tree, (verdict, _, _) in over_ssh.items()} == wanted, said
    assert status == 1                                  # some tree is not cured
    assert grade(BUG, tmp_path / "class", tmp_path / "here", jobs=1) == status
    assert _rows(tmp_path / "here") == over_ssh
    assert left_running() == []


def test_a_gateway_that_cannot_be_reached_fails_the_run_before_any_tree(gateways, tmp_path):
    classroom.make_class(BUG, tmp_path / "class", ("fixed",))
    nowhere = f"1/ssh -p {_free_port()} -o BatchMode=yes -o ConnectTimeout=5 127.0.0.1"
    started = time.monotonic()
    with pytest.raises(HarnessError, match="not every machine can grade") as raised:
        grade(BUG, tmp_path / "class", tmp_path / "out", logins=[gateways[0], nowhere])
    print(f"failed in {time.monotonic() - started:.0f} s: {raised.value}")
    assert "Connection refused" in str(raised.value) or "closed" in str(raised.value)
    assert not (tmp_path / "out" / "trees").exists()      # no tree was graded
