"""A learner's tree built where the sandbox cannot start: its reads checked first.

A trusted build (check, diagnose, grade) runs make in harness/sandbox.py's
sandbox.  Where bubblewrap is not installed, or cannot start (a container
that forbids namespaces, as many autograders' do), it runs make without
it, after a check of the files the tree's build would read.  The check
gives the sandbox's own verdict, "the tree reads outside itself as it is
built" naming the path (ReadsOutside, sandbox.refuse), for every C and
assembler source that make would compile (the commands `make -n` prints,
with their compiler and flags: the user programs and mkfs too, which
include the tree's headers), when:

- a file the preprocessor lists (`-M -MG`: each header, found or not) is
  outside the build folder and the toolchain (/usr), as it resolves here
  (a path under /proc or /dev is outside, whatever it resolves to);
- an `.incbin` or `.include` of the assembler text names such a path
  (relative ones taken from the build folder and from the source's
  folder): an assembler source after the preprocessor, a C source as the
  compiler's -S output, its inline asm included, so a path that C macros
  or C strings put together is read as the assembler would read it;
- the assembler, run on that text into a throwaway object, lists such a
  file (its --MD): a path its own macros build (.irp, .macro) is caught
  there.  That trial may open the file; what it made and said is thrown
  away, and the tree is refused before make runs;
- a linker script make hands the linker (-T: the tree's kernel.ld), or a
  file of the tree that one names, names such a file in INCLUDE, INPUT,
  GROUP, STARTUP or SEARCH_DIR;
- and, as with the sandbox, a file of the tree that is a symbolic link out
  of it (sandbox.refuse_links_outside, before the copy: harness/build.py).

A source whose files cannot be listed (the preprocessor or the trial
assembler stopped) does not build: so says the verdict, without their
words, which could quote a file they read.  Then make runs as it is, in a
bare environment (PATH, LC_ALL=C, an empty HOME and TMPDIR of its own), and
a failure is explained as the sandbox's are.

What this check cannot see:
- what a program the build runs reads or writes: mkfs is built from
  base/'s mkfs.c and the tree's headers (fs.h, param.h, ...), so a macro of
  those headers can make it open any file the grader's user can, as the
  disk image is made;
- options that make a tool read a file (-Wa, -Xlinker, @file, -include):
  only base/'s Makefile gives options; a course whose learner files took
  in the Makefile would open every hole (its recipes run as they are);
- `__has_include`, which asks whether a file exists without listing it,
  and any read by the compiler, assembler or linker that none of those
  lists or texts name; a linker script is read as text, ld is not run.
What the sandbox gives that this check does not: no network, no view of
other processes, no writes outside the build folder, an empty /tmp.

When: sandbox_starts() is False where FORCE (PROFCLINIC_NO_SANDBOX) is set
to anything but "" or "0" (docs/maintainer.md), else when bwrap is not
installed or did not run /usr/bin/true in the sandbox: tried once a
process, the first time a trusted build is made (why_not()).

- confined(command, tree, trusted, timeout): (argv, env) for make.
- check(tree, env, scratch, timeout): the check above.
- dependencies(text), asm_reads(text), linker_reads(text): the paths a
  make rule, an assembler text and a linker script name.
"""

import contextlib
import functools
import os
import re
import shlex
import shutil
import subprocess
import tempfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from harness import sandbox, tools
from harness.errors import BuildError
from harness.eventlog import report

FORCE = "PROFCLINIC_NO_SANDBOX"
PROBE_TIMEOUT = 60      # seconds bwrap gets to run /usr/bin/true
TOOLCHAIN = "/usr/"
# Outside, whatever they resolve to here: their links (/proc/self/cwd,
# /dev/fd/3) name the files of the process that reads them, not this one's.
MAGIC = ("/proc/", "/dev/")
SOURCES = (".c", ".S", ".sx", ".s")
COMPILER = re.compile(r"(?:^|[/-])(?:gcc|cc|clang)(?:-[\d.]+)?$")
# A compiler's options: those naming what it writes (left out, with their
# value), those left out alone, and those whose value is the next word.
WRITES = {"-o", "-MF", "-MT", "-MQ"}
DROPPED = {"-c", "-MD", "-MMD", "-MP"}
VALUED = {"-x", "-include", "-imacros", "-isystem", "-idirafter", "-iquote", "-I", "-L",
          "-D", "-U", "-T", "-Xlinker", "-Xassembler", "-Xpreprocessor", "-u", "-z"}
SCRIPT = re.compile(r"-T(?!text|data|bss|ldata)(.+)|--script=(.+)")
# The assembler's directives that read a file, and its escapes in a string.
ASM_READ = re.compile(r'(?:^|[\s;:])\.(?:incbin|include)\s*"((?:[^"\\\n]|\\.)*)"',
                      re.IGNORECASE | re.MULTILINE)
GAS_ESCAPE = re.compile(r"\\([xX][0-9a-fA-F]*|[0-7]{1,3}|.)")
GAS_LETTERS = {"b": "\b", "f": "\f", "n": "\n", "r": "\r", "t": "\t"}
# A linker script's comments, and its commands that name files to read.
LD_COMMENT = re.compile(r"/\*.*?\*/", re.DOTALL)
LD_INCLUDE = re.compile(r'\bINCLUDE\s+("[^"]*"|[^\s;(){}"]+)')
LD_LIST = re.compile(r"\b(?:INPUT|GROUP|STARTUP|SEARCH_DIR)\s*\(((?:[^()]|\([^()]*\))*)\)")
LD_NAME = re.compile(r'"[^"]*"|[^\s,()"]+')


def sandbox_starts():
    """Whether a trusted build runs in the sandbox (module docstring)."""
    return not why_not()


def why_not():
    """"" when bwrap ran /usr/bin/true in the sandbox, else why it did not
    (or FORCE is set): tried once a process, and said once on standard error."""
    return _why_not(os.environ.get(FORCE, "") not in ("", "0"))


@functools.cache
def _why_not(forced):
    why = ""
    if forced:
        why = f"{FORCE} is set"
    elif shutil.which(sandbox.BWRAP) is None:
        why = f"{sandbox.BWRAP} is not installed (Debian: bubblewrap)"
    else:
        with tempfile.TemporaryDirectory() as folder:
            try:
                tried = subprocess.run(sandbox.sandboxed(["/usr/bin/true"], folder),
                                       capture_output=True, text=True, errors="replace",
                                       stdin=subprocess.DEVNULL, timeout=PROBE_TIMEOUT)
                said = (tried.stderr or tried.stdout).strip().splitlines()
                if tried.returncode != 0:
                    why = said[0] if said else f"exit status {tried.returncode}"
            except (OSError, subprocess.TimeoutExpired) as error:
                why = str(error)
    if why:
        report(f"build: no sandbox ({why}): a learner's tree is checked for reads outside "
               f"itself, then built without it")
    return why


@contextlib.contextmanager
def confined(command, tree, trusted, timeout):
    """(argv, env) that run command (make's) in tree: as it is for an
    untrusted build; for a trusted one in the sandbox, or where it cannot
    start, as it is in a bare environment once check() passed (what it
    raises, else)."""
    if not trusted:
        yield command, None
    elif sandbox_starts():
        yield sandbox.sandboxed(command, tree), None
    else:
        with tempfile.TemporaryDirectory(prefix="profclinic-nosandbox-") as scratch:
            home = Path(scratch) / "home"
            home.mkdir()
            env = {"PATH": sandbox.PATH, "HOME": str(home), "TMPDIR": str(home), "LC_ALL": "C"}
            check(tree, env, Path(scratch) / "check", timeout)
            yield command, env


def check(tree, env, scratch, timeout):
    """Return when nothing the module docstring names reads outside tree (a
    build folder); else ReadsOutside, DoesNotCompile, or BuildError (the
    host refused, a tool did not finish).  scratch: a folder of its own."""
    tree = Path(os.path.realpath(tree))
    scratch.mkdir(parents=True, exist_ok=True)
    compiles, scripts = planned(tree, env, timeout)

    def one(numbered):
        number, (compiler, flags, source) = numbered
        return _source(tree, env, scratch / str(number), compiler, flags, source, timeout)

    with ThreadPoolExecutor(max_workers=os.cpu_count() or 1) as pool:
        checked = list(pool.map(one, enumerate(compiles)))
    outside = [path for paths, _ in checked for path in paths] + _linker_outside(tree, scripts)
    if outside:
        sandbox.refuse(list(dict.fromkeys(outside)))
    unlisted = [why for _, why in checked if why]
    if unlisted:
        sandbox.refuse_unbuilt(unlisted[:sandbox.SHOWN_ERRORS])


def planned(tree, env, timeout):
    """What make would compile and link in tree, from `make -n -B`:
    ([(compiler, its flags, a source)], [linker scripts])."""
    status, output = _run(["make", "-n", "-B", "--no-print-directory"], tree, env, timeout)
    if status != 0:
        last = " / ".join(output.strip().splitlines()[-3:])
        raise BuildError(f"`make -n` failed in {tree} (exit status {status}) as the tree's "
                         f"reads were checked: {last}")
    compiles, scripts = {}, []
    for line in output.splitlines():
        try:
            words = shlex.split(line)
        except ValueError:
            continue
        if not words:
            continue
        scripts += [script for script in _scripts(words) if script not in scripts]
        if COMPILER.search(words[0]):
            flags, sources = _compile_flags(words[1:])
            for source in sources:
                compiles.setdefault((words[0], tuple(flags), source), (words[0], flags, source))
    return list(compiles.values()), scripts


def _compile_flags(words):
    """A compiler's words, less its sources and what names what it writes;
    and its sources."""
    flags, sources, words = [], [], iter(words)
    for word in words:
        if word in WRITES:
            next(words, None)
        elif word in VALUED:
            flags += [word, next(words, "")]
        elif not word.startswith("-") and word.endswith(SOURCES):
            sources.append(word)
        elif word not in DROPPED:
            flags.append(word)
    return flags, sources


def _scripts(words):
    """The linker scripts a command line names (-T, --script=)."""
    found = []
    for at, word in enumerate(words):
        if word == "-T" and at + 1 < len(words):
            found.append(words[at + 1])
        elif (named := SCRIPT.fullmatch(word)):
            found.append(named.group(1) or named.group(2))
    return found


def _source(tree, env, place, compiler, flags, source, timeout):
    """(the paths outside that one source reads, or why its reads could not
    be listed); place: its files' stem in the check's scratch folder."""
    folder = tree / Path(source).parent
    text = tree / source
    if not source.endswith(".s"):            # .s: no preprocessor, the text as it is
        listed = place.with_suffix(".d")
        _, said = _run([compiler, *flags, "-M", "-MG", "-MF", str(listed), source],
                       tree, env, timeout)
        if not listed.is_file():
            return (sandbox.reads_outside(said, tree),
                    f"{source}: the preprocessor stopped before it listed the files it reads")
        named = dependencies(listed.read_text(errors="replace"))
        # Found: as opened, from the build folder; missing: as written, from the source's.
        outside = [name for name in named if not _inside(
            tree, os.path.join(tree if (tree / name).exists() else folder, name))]
        if outside:
            return outside, ""
        text = place.with_suffix(".s")
        made, _ = _run([compiler, *flags, "-S" if source.endswith(".c") else "-E",
                        "-o", str(text), source], tree, env, timeout)
        if made != 0 or not text.is_file():
            return [], ""          # make stops there too, on the tree's own words
    outside = _outside(tree, asm_reads(text.read_text(errors="replace")), tree, folder)
    if outside:
        return outside, ""
    opened = place.with_suffix(".ad")
    status, said = _run([compiler, *flags, "-c", "-x", "assembler", f"-Wa,--MD,{opened}",
                         "-o", str(place.with_suffix(".o")), str(text)], tree, env, timeout)
    if status != 0 or not opened.is_file():
        return (sandbox.reads_outside(said, tree),
                f"{source}: the assembler refused what the compiler made of it (its words "
                f"are not shown without the sandbox; `make` in the tree shows them)")
    named = [name for name in dependencies(opened.read_text(errors="replace"))
             if os.path.realpath(tree / name) != os.path.realpath(text)]
    return _outside(tree, named, tree, folder), ""


def _linker_outside(tree, scripts):
    """The files outside that the tree's linker scripts name, and the
    scripts of the tree that they name (INPUT of a text file is one)."""
    outside, todo, seen = [], [tree / script for script in scripts], set()
    while todo:
        script = Path(os.path.realpath(todo.pop(0)))
        if script in seen or not _under(str(script), tree) or not script.is_file():
            continue
        seen.add(script)
        named = linker_reads(script.read_text(errors="replace"))
        outside += _outside(tree, named, tree, script.parent)
        todo += [base / name for name in named for base in (tree, script.parent)]
    return outside


def _run(argv, tree, env, timeout):
    """(exit status, output) of argv run in tree; BuildError when it did not
    finish or the host refused it a resource (the grader's trouble)."""
    status, output = tools.run_captured(argv, timeout, cwd=tree, env=env)
    if status is None or sandbox.HOST_REFUSED.search(output):
        what = f"did not finish in {timeout} s" if status is None else "was refused a resource"
        raise BuildError(f"`{shlex.join(argv)}` {what} as the tree's reads were checked "
                         f"(the sandbox cannot start here)")
    return status, output


def _outside(tree, named, *bases):
    """Those of named (paths as a tool wrote them) outside tree and the
    toolchain: an absolute one as it resolves, a relative one from any of bases."""
    return [name for name in named
            if not all(_inside(tree, os.path.join(base, name)) for base in bases)]


def _inside(tree, path):
    if os.path.normpath(path).startswith(MAGIC):
        return False
    real = os.path.realpath(path)
    return _under(real, tree) or real.startswith(TOOLCHAIN)


def _under(path, folder):
    return path == str(folder) or path.startswith(f"{folder}{os.sep}")


def dependencies(text):
    """The files a make rule lists after its target (the preprocessor's -M,
    the assembler's --MD), as written, each once."""
    found = []
    for line in text.replace("\\\n", " ").splitlines():
        _, colon, listed = line.partition(": ")
        for word in re.findall(r"(?:\\.|[^\s\\])+", listed) if colon else []:
            found.append(re.sub(r"\\(.)", r"\1", word).replace("$$", "$"))
    return list(dict.fromkeys(found))


def asm_reads(text):
    """The paths that the .incbin and .include directives of an assembler
    text name, as the assembler reads its strings (escapes decoded)."""
    return [GAS_ESCAPE.sub(_gas_escape, quoted).split("\0")[0]
            for quoted in ASM_READ.findall(text)]


def _gas_escape(escape):
    code = escape.group(1)
    if code[0] in "xX":
        return chr(int(code[1:] or "0", 16) & 0xFF)
    if code[0] in "01234567":
        return chr(int(code, 8) & 0xFF)
    return GAS_LETTERS.get(code, code)


def linker_reads(text):
    """The files a linker script names for the linker to read (INCLUDE,
    INPUT, GROUP, STARTUP, SEARCH_DIR), as written; a library by name
    (-lc) is left out: it is looked for in the toolchain's folders and
    SEARCH_DIR's, which are named."""
    text = LD_COMMENT.sub(" ", text)
    named = LD_INCLUDE.findall(text)
    for listed in LD_LIST.findall(text):
        named += [word for word in LD_NAME.findall(listed) if word != "AS_NEEDED"]
    found = []
    for name in (word.strip('"') for word in named):
        if name.startswith("-l"):
            if "/" not in name:
                continue
            name = name[3:] if name.startswith("-l:") else name[2:]
        found.append(name.removeprefix("="))
    return found
