"""A check's or define's expression (harness/expected/expression.py):
parsed and compiled once, knowing what it reads; what lies outside the
allowed forms is refused."""

import pytest

from harness.errors import ExpectationError
from harness.expected import expression, spec
from harness.expected.expression import Expression
from harness.run.judge import judge

from support import evaluate, facts_of


# Attributes are allowed (stop.hart, row.state), but none that starts with "_".
@pytest.mark.parametrize("text", ["console.__class__", "__import__('os')", "open('x')",
                                  "(lambda: 1)()", "x := 1"])
def test_expressions_outside_the_allowed_forms_are_refused(text):
    with pytest.raises(ExpectationError):
        evaluate(text, facts_of())


def test_a_check_is_compiled_once_knowing_what_it_reads():
    check = Expression("""
        len(samples) > 0 and all(stop.hart == 0 for stop in samples)
        and count(r'^proftest: (ALL OK|\\d+ FAILED)') == 1
        and panic in ('kerneltrap', "kfree: not a page") and not seen(r'no leaks: FAIL')
        and sepc is not None and sym('profsample') <= sepc < end('profsample')
    """, "expected/x.toml: scenario \"s\", symptom[0], check")
    assert check.names == ("len", "samples", "all", "count", "panic", "seen", "sepc", "sym",
                           "end")     # `stop` is the comprehension's own
    assert check.patterns == (r"^proftest: (ALL OK|\d+ FAILED)", "no leaks: FAIL")
    assert check.panics == ("kerneltrap", "kfree: not a page")
    assert check.symbols == ("profsample",)
    assert check.code is not None and "samples" in check.meaning


def test_a_loaded_check_is_an_expression_evaluated_without_parsing_again(monkeypatch):
    scenario = spec.parse_clinic(
        'title = "x"\n[[scenario]]\nname = "s"\nsteps = []\n'
        "[[scenario.symptom]]\nsays = 'a'\ncheck = \"panic == 'acquire' and seen(r'^x$')\"\n"
        'show = "panic"\n', "x.toml").scenarios[0]
    check = scenario.symptom[0]
    assert isinstance(check.check, Expression) and isinstance(check.show, Expression)
    assert (check.check.names, check.show.names) == (("panic", "seen"), ("panic",))
    assert (check.patterns, check.panics) == (("^x$",), ("acquire",))
    monkeypatch.setattr(expression, "parse", lambda *args: pytest.fail("parsed again"))
    outcome, = judge(scenario.symptom, facts_of("x\n", scenario, panic="acquire"), "here")
    assert outcome.ok and outcome.seen == "acquire"
