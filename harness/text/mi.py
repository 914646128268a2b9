"""gdb's machine interface (MI), as text: records and values parsed, and a few
values shown as gdb shows them.  Plain functions, so they can be tested
on recorded text without gdb; harness/machine/debugger.py speaks MI with them.
"""

import re
from dataclasses import dataclass, field

NO_SYMBOL = "??"          # gdb's name of a frame it has no symbol for:
USER_CODE = "user code"   # in our kernel, a user program's

# --- MI text ------------------------------------------------------------

class MIParseError(ValueError):
    """Text that is not MI output."""


@dataclass
class Record:
    """One line of MI output.

    kind: "result" (^), "exec" (*), "status" (+), "notify" (=),
    "console" (~), "target" (@), "log" (&), "prompt" ((gdb)).
    cls is the result or async class ("done", "stopped", ...); results is a dict;
    text is the decoded string of a stream record.
    """
    kind: str
    token: int = None
    cls: str = None
    results: dict = field(default_factory=dict)
    text: str = None


_KINDS = {"^": "result", "*": "exec", "+": "status", "=": "notify"}
_STREAMS = {"~": "console", "@": "target", "&": "log"}
_ESCAPES = {"n": "\n", "t": "\t", "r": "\r", '"': '"', "\\": "\\",
            "a": "\a", "b": "\b", "f": "\f", "v": "\v", "e": "\x1b"}
_WORD = re.compile(r"[A-Za-z_][\w-]*")


def parse_record(line):
    """A Record from one line of gdb's MI output (without its line end)."""
    line = line.rstrip("\r\n")
    if line.strip() == "(gdb)":
        return Record("prompt")
    if line[:1] in _STREAMS:
        text, end = _parse_cstring(line, 1)
        if end != len(line):
            raise MIParseError(f"text after a stream record: {line!r}")
        return Record(_STREAMS[line[0]], text=text)
    digits = re.match(r"\d*", line).group()
    token = int(digits) if digits else None
    rest = len(digits)
    if line[rest:rest + 1] not in _KINDS:
        raise MIParseError(f"not an MI record: {line!r}")
    kind = _KINDS[line[rest]]
    word = _WORD.match(line, rest + 1)
    if word is None:
        raise MIParseError(f"no class in {line!r}")
    results, pos = {}, word.end()
    while pos < len(line):
        if line[pos] != ",":
            raise MIParseError(f"expected ',' at {pos} of {line!r}")
        name, value, pos = _parse_result(line, pos + 1)
        results[name] = value
    return Record(kind, token, word.group(), results)


def parse_value(text):
    """The Python form of one MI value: str, dict (tuple) or list."""
    value, end = _parse_value(text, 0)
    if end != len(text):
        raise MIParseError(f"text after the value: {text[end:]!r}")
    return value


def _parse_result(text, pos):
    word = _WORD.match(text, pos)
    if word is None or text[word.end():word.end() + 1] != "=":
        raise MIParseError(f"expected name= at {pos} of {text!r}")
    value, end = _parse_value(text, word.end() + 1)
    return word.group(), value, end


def _parse_value(text, pos):
    if pos >= len(text):
        raise MIParseError(f"a value is missing at the end of {text!r}")
    char = text[pos]
    if char == '"':
        return _parse_cstring(text, pos)
    if char == "{":
        tuple_, pos = {}, pos + 1
        if text[pos:pos + 1] == "}":
            return tuple_, pos + 1
        if text[pos:pos + 1] == '"':     # gdb's breakpoint script={"a","b"}: values, a list
            values = []
            while True:
                value, pos = _parse_value(text, pos)
                values.append(value)
                pos = _after_item(text, pos, "}")
                if text[pos - 1] == "}":
                    return values, pos
        while True:
            name, value, pos = _parse_result(text, pos)
            tuple_[name] = value
            pos = _after_item(text, pos, "}")
            if text[pos - 1] == "}":
                return tuple_, pos
    if char == "[":
        list_, pos = [], pos + 1
        if text[pos:pos + 1] == "]":
            return list_, pos + 1
        while True:
            # A list holds values or name=value results; the names are dropped.
            if _WORD.match(text, pos) and text[_WORD.match(text, pos).end():][:1] == "=":
                _, value, pos = _parse_result(text, pos)
            else:
                value, pos = _parse_value(text, pos)
            list_.append(value)
            pos = _after_item(text, pos, "]")
            if text[pos - 1] == "]":
                return list_, pos
    raise MIParseError(f"unexpected {char!r} at {pos} of {text!r}")


def _after_item(text, pos, closer):
    """Past the ',' or the closer that follows an item."""
    if text[pos:pos + 1] in (",", closer):
        return pos + 1
    raise MIParseError(f"expected ',' or {closer!r} at {pos} of {text!r}")


def _parse_cstring(text, pos):
    """(decoded string, position after it) for the C string starting at text[pos]."""
    if text[pos:pos + 1] != '"':
        raise MIParseError(f"expected '\"' at {pos} of {text!r}")
    out = bytearray()
    pos += 1
    while pos < len(text):
        char = text[pos]
        if char == '"':
            return out.decode("utf-8", errors="replace"), pos + 1
        if char != "\\":
            out += char.encode("utf-8")
            pos += 1
            continue
        nxt = text[pos + 1:pos + 2]
        if nxt == "":
            break
        octal = re.match(r"[0-7]{1,3}", text[pos + 1:pos + 4])
        if octal:
            out.append(int(octal.group(), 8) & 0xFF)
            pos += 1 + len(octal.group())
        elif nxt == "x" and re.match(r"[0-9a-fA-F]{1,2}", text[pos + 2:pos + 4]):
            digits = re.match(r"[0-9a-fA-F]{1,2}", text[pos + 2:pos + 4]).group()
            out.append(int(digits, 16))
            pos += 2 + len(digits)
        else:
            out += _ESCAPES.get(nxt, nxt).encode("utf-8")
            pos += 2
    raise MIParseError(f"unterminated string in {text!r}")


def leading_string(value):
    """The first C string in a value as gdb prints it: '"sh", \\'\\\\000\\' <repeats 13 times>' -> 'sh'."""
    if '"' not in value:
        return None
    text, _ = _parse_cstring(value, value.index('"'))
    return text.split("\0")[0]


def stop_summary(results):
    """The parts of a *stopped record a test wants: reason, thread id, frame function."""
    frame = results.get("frame", {})
    thread = results.get("thread-id")
    return {
        "reason": results.get("reason"),
        "thread": int(thread) if thread is not None else None,
        "func": frame.get("func") if isinstance(frame, dict) else None,
        "bkptno": int(results["bkptno"]) if "bkptno" in results else None,
        "raw": results,
    }


def format_frame(frame):
    """One backtrace line the way gdb's `bt` shows it: '#1 acquire (lk=0x...)'."""
    args = ", ".join(f"{name}={value}" for name, value in frame.get("args", {}).items())
    return f"#{frame['level']} {frame['func']} ({args})"
