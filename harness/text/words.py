"""A value a check saw, in words: as the check's shown_as template says it
("{} samples, {} in range, {} in hot()"), or plain, never as Python
writes it.  The live console (harness/eventlog.py) and the transcripts'
cells (harness/reports/values.py) say values alike through these.

- said(seen, template): the value in words for a line of text, or None
  for a yes or no (the check's own mark says it);
- filled(template, seen): the template filled with the value, or None
  when it does not fit;
- raw_value(value): a value plain, without quotes, brackets or Python's
  None and True;
- without_padding(text): a C string as gdb prints it, its NUL padding
  left out ("proftest\\000\\000" -> "proftest").
"""

import itertools
import re
from string import Formatter

from harness.text.mi import NO_SYMBOL, USER_CODE

KERNBASE = 0x80000000   # where the kernel's addresses begin: from there on, hex
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
    return [raw_value(item, 2) if isinstance(item, (list, tuple)) or item == NO_SYMBOL else item
            for item in items]


def _format(template, values):
    try:
        return template.format(*values)
    except (IndexError, KeyError, ValueError, TypeError, AttributeError):
        return None   # a template that does not fit: the raw value


def raw_value(value, depth=0):
    """A value a check showed, plain, never as Python writes it: a list's
    items joined by ", ", or by "; " when they are records (whose fields
    are joined by ", "), what is nested deeper in parentheses; none for nothing, yes or no for a
    boolean, an address of the kernel's (0x80000000 and up) in hex, a
    frame gdb has no symbol for as user code."""
    if isinstance(value, (list, tuple)):
        if not value:
            return "none"
        records = depth == 0 and any(isinstance(item, (list, tuple)) for item in value)
        inner = ("; " if records else ", ").join(raw_value(item, depth + 1) for item in value)
        return f"({inner})" if depth >= 2 else inner
    if value is None:
        return "none"
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, int) and value >= KERNBASE:
        return hex(value)
    return USER_CODE if value == NO_SYMBOL else str(value)
