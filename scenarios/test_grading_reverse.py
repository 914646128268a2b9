"""The counts that keep the reverse error honest (harness/grading/reverse.py):
how often a cured tree was judged not cured, kept under today's key,
beside the model (harness/learner/chances.py, test_learner_chances.py)."""

import pytest

from harness import stats
from harness.grading import reverse
from harness.learner import boots, chances


def test_a_count_bounds_the_error_and_survives_its_file(tmp_path):
    count = reverse.Count("k", checks=20, not_cured=0, runs=["2026-12-04: 20 checks"])
    assert count.bound == pytest.approx(0.139, abs=0.001)    # 0 of 20, at 95%
    assert reverse.Count("k", checks=20, not_cured=1).bound > count.bound
    assert reverse.Count("k", checks=3, grader_trouble=3).bound == 1.0   # none judged
    path = tmp_path / "counts.toml"
    count.wrong = ['2026-12-04 fixed-03: proftest: fails otherwise: "ALL OK" not seen']
    reverse.save({"dump_in_freeproc": count}, path)
    assert reverse.load(path) == {"dump_in_freeproc": count}
    assert reverse.load(tmp_path / "none.toml") == {}


def test_said_gives_the_model_and_the_count_only_under_today_s_key(tmp_path, monkeypatch):
    path = tmp_path / "counts.toml"
    assert "not measured: make reverse-error BUG=dump_in_freeproc" in \
        reverse.said("dump_in_freeproc", path)
    key = reverse.clinic_key("dump_in_freeproc")
    reverse.save({"dump_in_freeproc": reverse.Count(key, 30, 0, 0, ["2026-12-04: 30 checks"])},
                 path)
    said = reverse.said("dump_in_freeproc", path)
    assert said.startswith("a cured tree is judged not cured with chance ")
    assert "measured: 0 of 30 cured trees judged not cured (2026-12-04), at most 9.5% (95%)" \
        in said
    reverse.save({"dump_in_freeproc": reverse.Count("old", 30, 0, 0, ["2026-12-01: x"])}, path)
    assert "stale" in reverse.said("dump_in_freeproc", path)
    monkeypatch.setattr(reverse.boots, "BOOTS", boots.BOOTS + 1)    # another boot check
    assert reverse.clinic_key("dump_in_freeproc") != key


def test_an_old_count_without_boots_loads_and_asks_for_them(tmp_path):
    path = tmp_path / "counts.toml"
    key = reverse.clinic_key("dump_in_freeproc")
    path.write_text(f'[dump_in_freeproc]\nkey = "{key}"\nchecks = 30\nnot_cured = 0\n'
                    f'grader_trouble = 0\nruns = ["2026-12-05: 30 checks"]\nwrong = []\n')
    count = reverse.load(path)["dump_in_freeproc"]
    assert (count.boots, count.failed_boots) == (0, 0)
    assert reverse.said("dump_in_freeproc", path).endswith(
        "; no boots counted yet: make reverse-error BUG=dump_in_freeproc")
    count.boots, count.failed_boots = 1620, 0
    reverse.save({"dump_in_freeproc": count}, path)
    assert "boots = 1620\nfailed_boots = 0\n" in path.read_text()
    assert reverse.load(path)["dump_in_freeproc"] == count


def test_said_pools_the_cured_checks_boots_with_the_reference_s_tries(tmp_path):
    path = tmp_path / "counts.toml"
    key = reverse.clinic_key("dump_in_freeproc")
    reverse.save({"dump_in_freeproc": reverse.Count(key, 30, 0, 0, ["2026-12-05: 30 checks"],
                                                    boots=500, failed_boots=1)}, path)
    model = chances.reverse_error("dump_in_freeproc")
    failed, boots = model.failed + 1, model.judged + 500
    bound = stats.upper_bound(failed, boots)
    said = reverse.said("dump_in_freeproc", path)
    assert said.startswith(f"a cured tree is judged not cured with chance {model.said()}; ")
    assert said.endswith(
        f"with the cured checks' boots (1 of 500 failed) beside the reference's tries: "
        f"{failed} of {boots} boots failed, at most {bound:.2%} a boot (95%), "
        f"{stats.any_of([bound] * model.boots):.1%} for one check of {model.boots} boots")
