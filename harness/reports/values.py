"""A value a check showed, as a table cell of a transcript: labelled by the
check's shown_as template where it fits (harness/reports/render.py); the
words themselves are harness/text/words.py's, which the live console shares."""

from harness.reports import markdown
from harness.reports.scrub import without_padding
from harness.text.words import filled, raw_value


def seen_value(seen, template=None):
    """A value a check showed, as a table cell: a boolean as yes or no;
    through the check's shown_as template when it fits (a list fills its
    fields in order, anything else one field; a list of items that each
    fit gives one phrase an item, "none" when empty); else the raw value
    as code ("none" for an empty list, a list of texts as each in code).
    None (a value the run never printed) is "none"."""
    if isinstance(seen, bool):
        return "yes" if seen else "no"
    if seen is None:
        return "none"
    if template and not (isinstance(seen, str) and seen.startswith("cannot show")):
        phrase = filled(template, seen)
        if phrase is not None:
            return markdown.prose(phrase, True)
    if seen == []:
        return "none"
    if isinstance(seen, str):
        seen = without_padding(seen)   # a process's name, as an older run recorded it
    if isinstance(seen, list) and all(isinstance(item, str) for item in seen):
        return "; ".join(markdown.code(item) for item in seen)   # lines of the console, say
    return markdown.code(raw_value(seen))
