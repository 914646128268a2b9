"""TOML as measured/'s files are written: the one writer of its values.

Python's tomllib reads TOML but does not write it; every file of
measured/ that the harness writes builds its lines with these.

- toml_string(text): text as a TOML basic string (a JSON string is one);
- toml_counts(counts): {name: count} as an inline table, in order of name;
- toml_strings(texts): a list of strings, one a line;
- toml_value(value): a string, number, flag, list or table, inline.
"""

import json


def toml_string(text):
    """text as a TOML string, every character a TOML basic string needs escaped so."""
    return json.dumps(str(text))


def toml_counts(counts):
    """{name: count} as a TOML inline table, in order of name."""
    return "{ " + ", ".join(f"{toml_string(key)} = {value}"
                            for key, value in sorted(counts.items())) + " }"


def toml_strings(texts):
    """[text, ...] as a TOML array of strings, one a line."""
    return "[" + "".join(f"\n  {toml_string(text)}," for text in texts) + "\n]"


def toml_value(value):
    """A value as inline TOML: a string, a whole or real number, a flag, a
    list or a table of them (a table's keys bare where TOML allows)."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (int, float)):
        return repr(value)
    if isinstance(value, str):
        return toml_string(value)
    if isinstance(value, list):
        return "[" + ", ".join(toml_value(item) for item in value) + "]"
    if isinstance(value, dict):
        return "{ " + ", ".join(f"{_key(key)} = {toml_value(item)}"
                                for key, item in value.items()) + " }"
    raise TypeError(f"no TOML for {value!r}")


def _key(key):
    return key if key.replace("_", "a").replace("-", "a").isalnum() else toml_string(key)
