"""A value a check showed, as a table cell of a transcript: labelled by the
check's shown_as template where it fits (harness/reports/render.py)."""

import itertools
from string import Formatter

from harness.reports import markdown


def seen_value(seen, template=None):
    """A value a check showed, as a table cell: a boolean as true or false;
    through the check's shown_as template when it fits (a list fills its
    fields in order, anything else one field; a list of items that each
    fit gives one phrase an item, "none" when empty); else the raw value
    as code ("none" for an empty list, a list of texts as each in code).
    None (a value the run never printed) is "none"."""
    if isinstance(seen, bool):
        return str(seen).lower()
    if seen is None:
        return "none"
    if template and not (isinstance(seen, str) and seen.startswith("cannot show")):
        phrase = _fill(template, seen)
        if phrase is not None:
            return markdown.prose(phrase, True)
    if seen == []:
        return "none"
    if isinstance(seen, list) and all(isinstance(item, str) for item in seen):
        return "; ".join(markdown.code(item) for item in seen)   # lines of the console, say
    return markdown.code(raw_value(seen))


def _fill(template, seen):
    """The template filled with seen (whole, or once an item), or None when it does not fit."""
    try:
        fields = sum(field is not None for _, field, _, _ in Formatter().parse(template))
    except ValueError:
        return None
    if isinstance(seen, list) and not seen:
        return "none"
    if isinstance(seen, list) and all(isinstance(item, (list, tuple)) for item in seen):
        phrases = [_format(template, _parts(item)) if len(item) == fields else None
                   for item in seen]      # a list of records: a phrase a record
        if None not in phrases:
            return _joined(phrases)
    whole = _parts(seen)
    if fields == len(whole):
        return _format(template, whole)
    if isinstance(seen, list) and fields == 1:
        return _joined([_format(template, [item]) for item in whole])
    return None


def _joined(phrases):
    """Phrases joined by "; ", a run of the same phrase once with its count."""
    if None in phrases:
        return None
    runs = [(phrase, len(list(group))) for phrase, group in itertools.groupby(phrases)]
    return "; ".join(phrase if count == 1 else f"{phrase} (×{count})" for phrase, count in runs)


def _parts(value):
    """A value's fields for a template: a list's items (a nested list in
    parentheses), or the value alone."""
    items = value if isinstance(value, (list, tuple)) else [value]
    return [raw_value(item, True) if isinstance(item, (list, tuple)) else item for item in items]


def _format(template, values):
    try:
        return template.format(*values)
    except (IndexError, KeyError, ValueError, TypeError, AttributeError):
        return None   # a template that does not fit: the raw value


def raw_value(value, nested=False):
    """A value a check showed, without quotes: lists in brackets, the tuples
    inside them (lists, once in JSON) in parentheses."""
    if isinstance(value, (list, tuple)):
        inner = ", ".join(raw_value(item, True) for item in value)
        return f"({inner})" if nested else f"[{inner}]"
    return str(value)
