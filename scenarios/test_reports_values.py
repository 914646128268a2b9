"""A value a check showed, as a table cell (harness/reports/values.py):
through its template, or raw; a list an item a phrase (issue 23: no
table cell is a bare list of numbers)."""

from harness.reports import values


def test_a_seen_value_through_its_template_or_raw():
    template = "{} samples, {} in range, {} in hot()"
    assert values.seen_value([23, 23, 0], template) == "23 samples, 23 in range, 0 in hot()"
    assert values.seen_value(7, "{} locks held") == "7 locks held"
    assert values.seen_value([[1, 2], [3, 4]], "{} then {}") == "1 then 2; 3 then 4"
    assert values.seen_value([[1, 2], [3]], "{} then {}") == "(1, 2) then (3)"
    assert values.seen_value(True) == "yes" and values.seen_value(False, template) == "no"
    # A template that does not fit shows the raw value.
    assert values.seen_value([23, 23], template) == "`23, 23`"
    assert values.seen_value("cannot show: x", "{}") == "`cannot show: x`"
    assert values.seen_value([1], "{:d} and {oops}") == "`1`"
    assert values.seen_value(["a|b"], "{}") == "a\\|b"


def test_a_list_of_items_gets_a_phrase_an_item_and_none_when_empty():
    """Issue 23: no table cell is a bare list of numbers."""
    slots = "proc[{}] holds page {}"
    assert values.seen_value([[3, "0x802b6000"]], slots) == "proc\\[3\\] holds page 0x802b6000"
    assert values.seen_value([[3, "0x1"], [5, "0x2"]], slots).count("holds page") == 2
    assert values.seen_value([], slots) == "none" and values.seen_value([]) == "none"
    assert values.seen_value(["prof: no prof.out", "prof: profile failed"]) == \
        "`prof: no prof.out`; `prof: profile failed`"
    assert values.seen_value(["0x0", "0xa8"], "$sepc {}") == "$sepc 0x0; $sepc 0xa8"
    assert values.seen_value(["0x0", "0x0", "0xa8", "0x0"], "$sepc {}") == \
        "$sepc 0x0 (×2); $sepc 0xa8; $sepc 0x0"
    assert values.seen_value([[1, 2], [3, 4, 5], [6]], "{} and {}") == "`1, 2; 3, 4, 5; 6`"
