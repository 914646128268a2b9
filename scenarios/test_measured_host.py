"""The host the rates were measured on (harness/measured/host.py): whether
this one differs, and the line that ends a run's figures."""

from harness.measured import host

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
