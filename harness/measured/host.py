"""The host the rates were measured on, and whether this one differs.

QEMU's clock follows the host's, so a rate measured on one host (its
cores, its CPU) is a claim about that host.  measured/host.toml names the
host every file of measured/ was measured on; `rates show` and the end
of a run say when the host running them differs.

- this_host(): {cores, cpu} of the machine running now.
- measured_host(): the same, as measured/host.toml records it (None when
  the file is missing).
- differs(): a line saying how this host differs, or None.
- own(): the name of this host's own rates (a slug of its cores and
  CPU) when it is not the recorded one, else "": a rate measured here is
  kept under it, in own_rates() (measured/hosts/<name>/rates/), and
  stands there instead of the recorded host's (rates.load);
- rates_used(): the line that ends a run's figures: which host's rates
  they used, and how this one differs, if it does.
"""

import os
import tomllib
from pathlib import Path

from harness import MEASURED, slug

HOST_FILE = MEASURED / "host.toml"
HOSTS = MEASURED / "hosts"      # a host's own rates: HOSTS/<own()>/rates/<bug>.toml


def this_host():
    """{"cores": online CPUs, "cpu": the model /proc/cpuinfo names}."""
    model = "unknown"
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                model = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    return {"cores": os.cpu_count() or 0, "cpu": model}


def measured_host(path=HOST_FILE):
    """The recorded host, or None when there is no record of it."""
    path = Path(path)
    if not path.is_file():
        return None
    data = tomllib.loads(path.read_text())
    return {"cores": int(data["cores"]), "cpu": str(data["cpu"])}


def own(path=HOST_FILE, here=None):
    """This host's name for its own rates, or "" on the recorded host."""
    here = here or this_host()
    return "" if measured_host(path) == here else slug(described(here))


def own_rates(path=HOST_FILE, here=None, hosts=HOSTS):
    """The folder of this host's own rates, or None on the recorded host."""
    name = own(path, here)
    return Path(hosts) / name / "rates" if name else None


def described(host):
    return f"{host['cores']} cores, {host['cpu']}"


def differs(path=HOST_FILE, here=None):
    """A line when this host is not the one the rates were measured on."""
    recorded = measured_host(path)
    here = here or this_host()
    if recorded is None:
        return f"the host the rates were measured on is not recorded ({path} is missing)"
    if recorded == here:
        return None
    return (f"this host ({described(here)}) is not the one the rates were measured on "
            f"({described(recorded)}, {Path(path).name}): QEMU's clock follows the host's, "
            f"so the rates, budgets and deadlines may not hold here; `make calibrate` tells "
            f"whether they do")


def own_said(path=HOST_FILE, here=None, hosts=HOSTS):
    """How many measurements this host has of its own (the tables of its
    own rates' files), in words, or "" when none."""
    folder = own_rates(path, here, hosts)
    files = sorted(folder.glob("*.toml")) if folder and folder.is_dir() else []
    count = sum(len(tables) for file in files
                for tables in tomllib.loads(file.read_text()).get("scenario", {}).values())
    if not count:
        return ""
    shown = folder.relative_to(hosts.parent) if folder.is_relative_to(hosts.parent) else folder
    return (f"{count} scenario condition{'s' if count != 1 else ''} measured on this host "
            f"itself ({shown}/) stand instead of the recorded host's")


def rates_used(path=HOST_FILE, here=None, hosts=HOSTS):
    """Which host's rates a run's figures used (the one measured/host.toml
    names, and this host's own where it has them), and how this host
    differs, if it does."""
    recorded = measured_host(path)
    used = (f"the rates used were measured on {described(recorded)} ({Path(path).name})"
            if recorded else "the rates used were measured on a host not recorded")
    mine = own_said(path, here, hosts)
    said = differs(path, here)
    return used + (f"; {mine}" if mine else "") + (
        f".  HOST: {said}" if said and recorded else " (this host)" if recorded else "")
