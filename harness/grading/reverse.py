"""The reverse error's counts: how many cured trees were graded and how
many judged not cured (measured/grading/reverse-error.toml, made by make
reverse-error: harness/trials/reverse_error.py), beside the model they
keep honest (harness/learner/chances.py's reverse_error).

- load(), save(counts): {bug: Count} from and to COUNTS.  A count holds while the clinic's
  key (its learner scenarios' measurement keys: base/, the expected
  file, the harness's boot check) is the one it was made under; a run
  under another key starts the count again.  Besides the trees, a count
  holds the boots their checks ran and how many failed (boots,
  failed_boots: the totals of harness/grading/reverse_boots.py's rows; a
  count made before they were kept has 0 of them), and `carried`, a
  line each time `rates carry` moved it to a new key rule.
- said(bug): the model and the count in a line (class.md prints it, and
  each not-cured tree's report.md), and where boots were counted, the
  per-boot bound that pools the reference's measured tries with them.
"""

import hashlib
import tomllib
from dataclasses import dataclass, field
from pathlib import Path

from harness import REPO, stats
from harness.expected import spec
from harness.learner import boots, chances, trees
from harness.measured.keys import CODE, measurement_key
from harness.measured.toml_text import toml_string, toml_strings

COUNTS = REPO / "measured" / "grading" / "reverse-error.toml"


@dataclass
class Count:
    key: str
    checks: int = 0
    not_cured: int = 0
    grader_trouble: int = 0
    runs: list = field(default_factory=list)        # a dated line a run
    wrong: list = field(default_factory=list)       # each cured tree judged not cured: why
    boots: int = 0            # the boots the cured checks counted (reverse_boots.py)
    failed_boots: int = 0     # and those that failed
    carried: list = field(default_factory=list)     # moves to a new key rule (rates carry)

    @property
    def bound(self):
        """The 95% upper bound on a cured tree being judged not cured, from the count."""
        judged = self.checks - self.grader_trouble
        return stats.upper_bound(self.not_cured, judged) if judged > 0 else 1.0


def clinic_key(bug, rule=CODE):
    """What a count depends on besides the harness: a short hash (its
    scenarios' keys under the key rule named: harness/measured/keys.py)."""
    clinic = spec.load_clinic(bug)
    parts = [bug, str(boots.BOOTS)] + [measurement_key(clinic, s, rule)
                                       for s in trees.learner_scenarios(clinic)]
    return hashlib.sha256("\0".join(parts).encode()).hexdigest()[:16]


def load(path=COUNTS):
    if not Path(path).is_file():
        return {}
    return {bug: Count(**data) for bug, data in tomllib.loads(Path(path).read_text()).items()}


def save(counts, path=COUNTS):
    lines = ["# The reverse error, measured (make reverse-error, harness/grading/reverse.py):",
             "# cured trees graded, and how many were judged not cured.", ""]
    for bug, count in sorted(counts.items()):
        lines += [f"[{bug}]", f"key = {toml_string(count.key)}",
                  f"checks = {count.checks}",
                  f"not_cured = {count.not_cured}", f"grader_trouble = {count.grader_trouble}",
                  f"boots = {count.boots}", f"failed_boots = {count.failed_boots}",
                  f"runs = {toml_strings(count.runs)}", f"wrong = {toml_strings(count.wrong)}"]
        lines += [f"carried = {toml_strings(count.carried)}"] if count.carried else []
        lines.append("")
    Path(path).write_text("\n".join(lines))


def said(bug, path=COUNTS):
    """The model's chance and the measured count, for one clinic, in a line."""
    model = chances.reverse_error(bug)
    count = load(path).get(bug)
    if count is None or count.key != clinic_key(bug):
        measured = ("not measured" if count is None else "its count is stale (measured "
                    "under another key)") + f": make reverse-error BUG={bug}"
    else:
        measured = (f"measured: {count.not_cured} of {count.checks - count.grader_trouble} "
                    f"cured trees judged not cured ({count.runs[-1][:10]}), at most "
                    f"{count.bound:.1%} (95%); " + per_boot(bug, model, count))
    return f"a cured tree is judged not cured with chance {model.said()}; {measured}"


def per_boot(bug, model, count):
    """The per-boot figure: the reference's measured tries (the model's)
    and the cured checks' boots pooled, k failed of n, its 95% upper bound
    a boot, and what that bounds for one check of the model's boots."""
    if not count.boots:
        return f"no boots counted yet: make reverse-error BUG={bug}"
    failed, boots = model.failed + count.failed_boots, model.judged + count.boots
    bound = stats.upper_bound(failed, boots)
    return (f"with the cured checks' boots ({count.failed_boots} of {count.boots} failed) "
            f"beside the reference's tries: {failed} of {boots} boots failed, at most "
            f"{bound:.2%} a boot (95%), {stats.any_of([bound] * model.boots):.1%} for one "
            f"check of {model.boots} boots")
