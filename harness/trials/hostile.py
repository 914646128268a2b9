"""make hostile: boot the hostile probes on the reference and keep what
they did (harness/measured/hostile.py says which boots, and why as data).

Each boot runs its commands in order and stops at the first that fails
(a panic ends the boot: the commands after it are "not run").  The record
is written whatever happened, so that scenarios/test_hostile.py says
which failed; the exit status is 1 when one did.
"""

import time

from harness import REPO
from harness.build import REFERENCE, build_variant
from harness.errors import MachineError
from harness.machine.boot import Boot
from harness.measured import hostile

NOT_RUN = "not run: a command before it on its boot failed"


def run_boot(build, commands, logdir):
    """{command: "OK" or what was wrong} of one boot's commands."""
    said = {}
    with Boot(build, logdir) as boot:
        for command in commands:
            if said and list(said.values())[-1] != "OK":
                said[command] = NOT_RUN
                continue
            try:
                output = boot.machine.run(command, timeout=hostile.TIMEOUT)
            except MachineError as error:
                said[command] = f"{error} (console: {boot.machine.log_path})"
                continue
            wrong = hostile.problems(command, output)
            said[command] = "; ".join(wrong) + f" (console: {boot.machine.log_path})" \
                if wrong else "OK"
    return said


def main(boots=None, write=True):
    """Boot every boot of hostile.BOOTS (or those given); write the record
    when asked; 0 when every command passed."""
    boots = hostile.BOOTS if boots is None else boots
    print(f"hostile: {len(boots)} boots of the reference, one a probe that once panicked the "
          f"kernel and one of every probe, the fuzz and proftest; some 2 minutes", flush=True)
    logs = REPO / "logs" / "hostile"
    build = build_variant(REFERENCE, log_path=logs / "build-reference.log")
    started, said = time.monotonic(), {}
    for index, commands in enumerate(boots, 1):
        found = run_boot(build, commands, logs / f"boot-{index}")
        said.update(found)
        print(f"[{index} of {len(boots)}] " + "; ".join(
            f"{command}: {text}" for command, text in found.items()), flush=True)
    seconds = time.monotonic() - started
    failed = {command: text for command, text in said.items() if text != "OK"}
    if write:
        hostile.save(said, seconds)
    print(f"hostile: {len(said) - len(failed)} of {len(said)} commands passed in {seconds:.0f} s"
          + (f"; written to {hostile.RECORD.relative_to(REPO)}" if write else "")
          + (".  Next: git add measured/hostile.toml" if write and not failed else "")
          + ("".join(f"\n  FAILED {command}: {text}" for command, text in failed.items())))
    return 1 if failed else 0
