"""The host the rates were measured on, and whether this one differs.

QEMU's clock follows the host's, so a rate measured on one host (its
cores, its CPU) is a claim about that host.  measured/host.toml names the
host every file of measured/ was measured on; `rates show` and the end
of a run say when the host running them differs.

- this_host(): {cores, cpu} of the machine running now.
- measured_host(): the same, as measured/host.toml records it (None when
  the file is missing).
- differs(): a line saying how this host differs, or None.
- rates_used(): the line that ends a run's figures: which host's rates
  they used, and how this one differs, if it does.
"""

import os
import tomllib
from pathlib import Path

from harness import MEASURED

HOST_FILE = MEASURED / "host.toml"


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


def rates_used(path=HOST_FILE, here=None):
    """Which host's rates a run's figures used (one host's today: the one
    measured/host.toml names), and how this host differs, if it does."""
    recorded = measured_host(path)
    used = (f"the rates used were measured on {described(recorded)} ({Path(path).name})"
            if recorded else "the rates used were measured on a host not recorded")
    said = differs(path, here)
    return used + (f".  HOST: {said}" if said and recorded else
                   " (this host)" if recorded else "")
