"""The counts that keep the reverse error honest (harness/grading/reverse.py):
how often a cured tree was judged not cured, kept under today's key,
beside the model (harness/learner/chances.py, test_learner_chances.py)."""

import pytest

from harness.grading import reverse
from harness.learner import boots


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
