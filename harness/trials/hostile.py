"""make hostile: boot the hostile probes on the reference and keep what
they did (harness/measured/hostile.py says which boots, and why as data).

Each boot runs its commands in order and stops at the first that fails
(a panic ends the boot); the record keeps, for each boot, OK or that
command and what it did wrong.  It is written whatever happened, so that
scenarios/test_hostile.py says which failed; the exit status is 1 when
one did.
"""

import time

from harness import REPO
from harness.build import REFERENCE, build_variant
from harness.errors import MachineError
from harness.eventlog import report
from harness.machine.boot import Boot
from harness.measured import hostile


def run_boot(build, commands, logdir):
    """"OK", or what the first command of one boot that failed did wrong
    (the commands after it are not run)."""
    with Boot(build, logdir) as boot:
        for command in commands:
            try:
                output = boot.machine.run(command, timeout=hostile.TIMEOUT)
            except MachineError as error:
                return f"`{command}`: {error} (console: {boot.machine.log_path})"
            wrong = hostile.problems(command, output)
            if wrong:
                return f"`{command}`: {'; '.join(wrong)} (console: {boot.machine.log_path})"
    return "OK"


def main():
    """Boot every boot of hostile.BOOTS and write the record; 0 when every
    boot passed."""
    boots = hostile.BOOTS
    print(f"hostile: {len(boots)} boots of the reference, one a probe that once panicked the "
          f"kernel and one of every probe, the fuzz and proftest; it took 80 s on 2 cores "
          f"(2026-12-06)", flush=True)
    logs = REPO / "logs" / "hostile"
    build = build_variant(REFERENCE, log_path=logs / "build-reference.log")
    started, said = time.monotonic(), {}
    for index, commands in enumerate(boots, 1):
        said[hostile.label(commands)] = run_boot(build, commands, logs / f"boot-{index}")
        report(f"hostile: boot {index} of {len(boots)}, {hostile.label(commands)}: "
               f"{said[hostile.label(commands)]}")
    seconds = time.monotonic() - started
    failed = {boot: text for boot, text in said.items() if text != "OK"}
    hostile.save(said, seconds)
    print(f"hostile: {len(said) - len(failed)} of {len(said)} boots passed in {seconds:.0f} s"
          f"; written to {hostile.RECORD.relative_to(REPO)}"
          + (".  Next: git add measured/hostile.toml" if not failed else "")
          + ("".join(f"\n  FAILED {boot}: {text}" for boot, text in failed.items())))
    return 1 if failed else 0
