"""Recorded text fit to publish: without the paths of the machine that
recorded it, and without gdb's jargon.

A transcript must read the same from any machine and any run.  Paths in
what was recorded (QEMU's command line, error messages, gdb's answers)
become relative to the project, or a named placeholder:

    $RUN               a boot's temporary folder (its copy of fs.img, gdb's socket);
    $LOGDIR            the run's log folder;
    .build/            the build cache (<project>/.build/<variant>/...);
    $ELSEWHERE/<name>  any other path under /tmp, /home, /work, ...

without_machine_paths() does it to one text; scrubbed() to every text
inside recorded data (a run's record, an event), before Markdown is
made of it, since Markdown's escapes would hide a path from it later.

gdb_in_words() says gdb's stop reasons in words ("signal-received": gdb
stopped every hart) and a frame without a symbol ("??") as user code;
folded_prompts() folds a run of bare shell prompts ("$ $ $ ") to one.
"""

import copy
import dataclasses
import re

from harness import REPO
from harness.text.mi import NO_SYMBOL, USER_CODE, leading_string

_START = r"(?<![\w.$/-])"                 # where a path may begin
_PART = r"/[\w.@%+~\[\]-]+"               # one /component
_RUN_FOLDER = re.compile(_START + rf"(?:{_PART})*?/profclinic-(?:run|qemu)-\w+")
_BUILD_CACHE = re.compile(_START + rf"(?:{_PART})*?/\.build(?=/)")
_PROJECT_FILE = re.compile(_START + rf"((?:{_PART})+?)/(?:\.build/|expected/[\w-]+\.toml"
                           rf"|bugs/[\w-]+\.patch|kernels/[\w/.-]+\.(?:patch|toml))")
_ELSEWHERE = re.compile(_START + rf"/(?:tmp|var|home|root|work|Users|mnt|srv|opt|run)(?:{_PART})+")


def without_machine_paths(text, logdirs=()):
    """text with this machine's paths made relative or named (see above).

    logdirs: the log folders of the runs it tells, as recorded and as found."""
    text = _RUN_FOLDER.sub("$RUN", text)
    for folder in sorted({str(folder) for folder in logdirs}, key=len, reverse=True):
        text = re.sub(_START + re.escape(folder) + r"(?![\w.@%+~\[\]-])",
                      lambda match: "$LOGDIR", text)
    roots = {str(REPO)} | {match.group(1) for match in _PROJECT_FILE.finditer(text)}
    for root in sorted(roots, key=len, reverse=True):
        text = re.sub(_START + re.escape(root) + "/", "", text)
    text = _BUILD_CACHE.sub(".build", text)
    return _ELSEWHERE.sub(lambda match: "$ELSEWHERE/" + match.group(0).rsplit("/", 1)[1], text)


def scrubbed(value, logdirs=(), keep=("folder",)):
    """A copy of recorded data with every text in it without machine paths:
    strings, and the strings inside lists, tuples, dicts and dataclass
    records (a RunRecord).  The attributes named in keep (a record's own
    folder, which the renderer still reads files from) stay as they are."""
    if isinstance(value, str):
        return without_machine_paths(value, logdirs)
    if isinstance(value, (list, tuple)):
        items = [scrubbed(item, logdirs, keep) for item in value]
        return items if isinstance(value, list) else tuple(items)
    if isinstance(value, dict):
        return {key: scrubbed(item, logdirs, keep) for key, item in value.items()}
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        clean = copy.copy(value)
        for name, item in vars(value).items():
            if name not in keep:
                object.__setattr__(clean, name, scrubbed(item, logdirs, keep))
        return clean
    return value



# gdb's stop reasons (gdb/MI's words), as a reader says them.
_STOPPED = re.compile(r"^stopped on hart (\d+) \(thread \d+\) in (\S+): ([\w-]+)$")
_STOP_WORDS = {
    "signal-received": "gdb stopped every hart; hart {hart} was in {func}",
    "breakpoint-hit": "at the breakpoint, on hart {hart}, in {func}",
    "function-finished": "back from the function, on hart {hart}, in {func}",
    "end-stepping-range": "one step done, on hart {hart}, in {func}",
}


def stopped_in_words(text):
    """gdb's "stopped on hart 0 (thread 1) in push_off: signal-received" in words."""
    found = _STOPPED.match(str(text))
    if not found:
        return str(text)
    hart, func, reason = found.groups()
    words = _STOP_WORDS.get(reason, "stopped on hart {hart}, in {func}: "
                            + reason.replace("-", " "))
    return words.format(hart=hart, func=USER_CODE if func == NO_SYMBOL else func)


def gdb_in_words(command, text):
    """gdb's answer to command as a reader wants it: stop reasons in words,
    a backtrace's frames without a symbol as user code."""
    text = stopped_in_words(str(text).rstrip())
    if command == "backtrace":   # "#2 ?? ()": a frame of a user program
        text = re.sub(r"^(#\d+\s+)\?\? \(\)", rf"\1({USER_CODE})", text, flags=re.MULTILINE)
    return without_padding(text) if command.startswith("print") else text


def without_padding(text):
    """A C string as gdb prints it, without the NUL bytes that pad its array:
    '"sh\\000\\000"' -> '"sh"'; any other text as it is."""
    if text.startswith('"') and "\\000" in text:
        return f'"{leading_string(text)}"'
    return text


def folded_prompts(text):
    """Console text with each run of bare prompts ("$ $ $ ") folded to one."""
    return re.sub(r"(?m)^(?:\$ ){2,}", "$ ", text)
