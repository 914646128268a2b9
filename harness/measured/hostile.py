"""The hostile probes of base/user/hostile.c, as data: what `make hostile`
ran on the reference, and whether that was on today's sources.

Each probe once panicked the kernel; the rule that now refuses it is in
the kernel's comments.  They test base/ alone, which changes seldom and
never without measuring every rate again, so make test does not boot
them: `make hostile` (harness/trials/hostile.py) boots them and keeps
what each printed in RECORD under a key of the reference's sources, QEMU
and the probes' own commands.  scenarios/test_hostile.py fails when that
key is not today's, or a probe did not pass.

- BOOTS: the boots and their commands: each probe that could panic on a
  boot of its own (so that one panic hides no other), then every probe,
  the random system-call fuzz and a proftest on one boot (so that the
  system is shown whole after all of them);
- label(commands): a boot's name in the record ("hostile deldir, then
  echo alive");
- problems(command, output): what is wrong with what one command printed
  (nothing: it passed);
- key(): today's key; load(): the record, or None; save(...).
"""

import re
import tomllib
from dataclasses import dataclass
from datetime import date

from harness import REPO
from harness.measured.keys import commands_key
from harness.measured.toml_text import toml_string

RECORD = REPO / "measured" / "hostile.toml"
TIMEOUT = 900        # seconds a command; links, the longest, stops linking after 300
FUZZ_SECONDS = 20
ALL_PROBES = ["deldir", "killinit", "itable", "links", "bcache", "textwrite", "fstat"]

# The probes that could panic, and what they did before the kernel refused
# them.  textwrite and fstat cannot panic; `hostile all` runs them.
PANIC_PROBES = {
    "deldir": "open(\"..\") in a removed cwd: 'ilock: inode is free on disk'",
    "killinit": "kill(1) returned 0, then 'init exiting'",
    "itable": "60 cwds at once: 'iget: inode table full'",
    "links": "nlink, a short, wrapped after 32767 links; then unlink panicked",
    "bcache": "with a smaller NBUF, readers got 'recycle: every buffer is in use'",
}

# [[command of one boot, in order]]: a proftest and `echo alive` show the
# system still answers after the probes before them.
BOOTS = [[f"hostile {probe}", "echo alive"] for probe in PANIC_PROBES] + \
    [["hostile all", f"hostile fuzz {FUZZ_SECONDS}", "proftest"]]

PAGES = re.compile(r"^hostile: free pages (\d+) before, (\d+) after$", re.M)


def label(commands):
    """A boot's name in the record: its commands, in order."""
    return ", then ".join(commands)


def probes_of(command):
    """The probes whose OK line a hostile command must print."""
    said = command.split()[1]
    return ALL_PROBES if said == "all" else [said]


def problems(command, output):
    """[what is wrong] with one command's output; [] when it passed."""
    lines = output.splitlines()
    if command == "echo alive":
        return [] if lines == ["alive"] else ["the shell did not answer `echo alive`"]
    if command == "proftest":
        return [] if "proftest: ALL OK" in lines else ["proftest did not print ALL OK"]
    found = [f"no line `hostile: {probe}: OK`" for probe in probes_of(command)
             if f"hostile: {probe}: OK" not in lines]
    pages = PAGES.search(output)
    if not pages:
        found.append("no line of free pages")
    elif pages[1] != pages[2]:
        found.append(f"pages lost: {pages[1]} free before, {pages[2]} after")
    if "hostile: ALL OK" not in lines:
        found.append("no line `hostile: ALL OK`")
    return found


def key():
    """The reference's sources, QEMU and its command line, and the boots' commands."""
    return commands_key(BOOTS)


@dataclass
class Record:
    measured_on: str
    date: str
    seconds: float
    said: dict          # {label of a boot of BOOTS: "OK", or its command that failed and how}

    def failed(self):
        return {boot: said for boot, said in self.said.items() if said != "OK"}


def load(path=RECORD):
    """The Record of the last `make hostile`, or None when there is none."""
    if not path.is_file():
        return None
    data = tomllib.loads(path.read_text())
    return Record(data["measured_on"], data["date"], data["seconds"], dict(data["said"]))


def save(said, seconds, path=RECORD):
    """Write the record of a run: {label of a boot: "OK" or what went wrong}."""
    lines = ["# make hostile (harness/trials/hostile.py): the hostile probes of",
             "# base/user/hostile.c on the reference; scenarios/test_hostile.py",
             "# requires measured_on to be today's key and every boot OK.",
             f"measured_on = {toml_string(key())}",
             f"date = {toml_string(date.today().isoformat())}",
             f"seconds = {seconds:.0f}", "", "[said]"]
    lines += [f"{toml_string(boot)} = {toml_string(text)}" for boot, text in said.items()]
    path.write_text("\n".join(lines) + "\n")
    return Record(key(), date.today().isoformat(), round(seconds), said)
