"""The host the rates were measured on (harness/measured/host.py): whether
this one differs, a host's own rates where it is not the recorded one,
and the line that ends a run's figures."""

import dataclasses

from harness.measured import host, rates

HERE = {"cores": 2, "cpu": "AMD EPYC"}


def _recorded(tmp_path, cores=2, cpu="AMD EPYC"):
    path = tmp_path / "host.toml"
    path.write_text(f'cores = {cores}\ncpu = "{cpu}"\n')
    return path


def test_the_same_host_is_said_and_not_called_different(tmp_path):
    path = _recorded(tmp_path)
    assert host.measured_host(path) == HERE
    assert host.differs(path, HERE) is None
    assert host.rates_used(path, HERE) == \
        "the rates used were measured on 2 cores, AMD EPYC (host.toml) (this host)"


def test_another_host_is_named_with_what_to_do(tmp_path):
    path = _recorded(tmp_path, cores=8, cpu="Intel Xeon")
    said = host.rates_used(path, HERE)
    assert said.startswith("the rates used were measured on 8 cores, Intel Xeon (host.toml).  "
                           "HOST: this host (2 cores, AMD EPYC) is not the one")
    assert said.endswith("`make calibrate` tells whether they do")


def test_a_missing_record_is_said(tmp_path):
    said = host.rates_used(tmp_path / "host.toml", HERE)
    assert said == "the rates used were measured on a host not recorded"
    assert "is missing" in host.differs(tmp_path / "host.toml", HERE)


def test_the_committed_record_names_a_host():
    assert host.measured_host() is not None


def test_a_host_names_its_own_rates_only_when_it_is_not_the_recorded_one(tmp_path):
    path = _recorded(tmp_path, cores=8, cpu="Intel Xeon")
    assert host.own(path, HERE) == "2-cores-amd-epyc"
    assert host.own_rates(path, HERE, tmp_path / "hosts") == \
        tmp_path / "hosts" / "2-cores-amd-epyc" / "rates"
    same = _recorded(tmp_path)
    assert host.own(same, HERE) == "" and host.own_rates(same, HERE) is None


def _foreign(monkeypatch, tmp_path):
    """This host made another one than the recorded: its own rates in tmp_path."""
    folder = tmp_path / "hosts" / "8-cores-intel-xeon" / "rates"
    monkeypatch.setattr(host, "own", lambda *a, **k: "8-cores-intel-xeon")
    monkeypatch.setattr(host, "own_rates", lambda *a, **k: folder)
    return folder


def test_a_rate_measured_on_this_host_stands_instead_and_the_recorded_file_is_untouched(
        tmp_path, monkeypatch):
    bug = "dump_in_freeproc"
    committed = rates.load(bug)
    before = rates.rates_path(bug).read_bytes()
    name = sorted(committed)[0]
    folder = _foreign(monkeypatch, tmp_path)
    theirs = dataclasses.replace(committed[name].idle, bug_boots=31, host="8-cores-intel-xeon")
    merged = rates.load(bug)
    merged[name].idle = theirs
    written = rates.save(bug, merged)

    assert written == folder / f"{bug}.toml"
    assert rates.rates_path(bug).read_bytes() == before          # the recorded host's, as it was
    mine = rates.load(bug, folder)
    assert list(mine) == [name] and mine[name].loaded is None    # this host's measurement alone
    assert (mine[name].idle.bug_boots, mine[name].idle.host) == (31, "8-cores-intel-xeon")
    again = rates.load(bug)
    assert again[name].idle.bug_boots == 31                      # it stands here
    assert again[name].loaded == committed[name].loaded          # the rest is the recorded host's
    assert {n: r for n, r in again.items() if n != name} == \
        {n: r for n, r in committed.items() if n != name}
    assert rates.load(bug, own=False)[name].idle == committed[name].idle


def test_the_line_of_a_run_says_how_many_of_this_host_s_own_rates_it_used(tmp_path):
    path = _recorded(tmp_path, cores=8, cpu="Intel Xeon")
    folder = host.own_rates(path, HERE, tmp_path / "hosts")
    folder.mkdir(parents=True)
    (folder / "x.toml").write_text('[scenario."a".idle]\nhost_load = 0\n'
                                   '[scenario."a".loaded]\nhost_load = 2\n')
    said = host.rates_used(path, HERE, tmp_path / "hosts")
    assert said.startswith("the rates used were measured on 8 cores, Intel Xeon (host.toml); "
                           "2 scenario conditions measured on this host itself "
                           "(hosts/2-cores-amd-epyc/rates/) stand instead of the recorded "
                           "host's.  HOST: this host")
