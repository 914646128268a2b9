"""A value a check saw, in words: as the check's shown_as template says it
("{} samples, {} in range, {} in hot()"), or plain, never as Python
writes it.  The live console (harness/eventlog.py) and the transcripts'
cells (harness/reports/values.py) say values alike through these.

- said(seen, template): the value in words for a line of text, or None
  for a yes or no (the check's own mark says it);
- filled(template, seen): the template filled with the value, or None
  when it does not fit;
- raw_value(value): a value without quotes: lists in brackets, the
  records inside them in parentheses;
- without_padding(text): a C string as gdb prints it, its NUL padding
  left out ("proftest\\000\\000" -> "proftest").
"""

import itertools
import re
from string import Formatter

NUL_PADDING = re.compile(r'(\\000)+(?=")')   # gdb's \000s before a C string's closing quote


def said(seen, template=None):
    """seen in words: None for a boolean (the mark of the check says it),
    "none" for nothing; through template where it fits; else plain (a
    list of texts joined by "; ", anything else raw_value)."""
    if isinstance(seen, bool):
        return None
    if seen is None or seen == []:
        return "none"
    if template and not (isinstance(seen, str) and seen.startswith("cannot show")):
        phrase = filled(template, seen)
        if phrase is not None:
            return without_padding(phrase)
    if isinstance(seen, list) and all(isinstance(item, str) for item in seen):
        return "; ".join(without_padding(item) for item in seen)
    return without_padding(raw_value(seen))


def without_padding(text):
    """text with gdb's NUL padding of C strings left out."""
    return NUL_PADDING.sub("", str(text))


def filled(template, seen):
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
