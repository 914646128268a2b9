"""How a run ended: the words every layer reads, from the boot to the class report.

A judged run has one verdict (run/judge.py says when each is given):

- SYMPTOM: every symptom check holds, and nothing else went wrong;
- SYMPTOM_AND_MORE: the symptom, and also a panic or FAIL line the
  expected file does not mention;
- DIFFERENT: a panic or FAIL line the file does not mention, and not the symptom;
- NO_SYMPTOM;
- ERROR: a symptom check raised (the expected file does not fit the run);
- INFRASTRUCTURE: the machine or gdb failed, or a step never came; not
  counted, retried.

Apart from the verdict, every boot is counted by how it ended (ENDINGS,
run.ended): it showed the symptom, it did not (whatever else it
printed), a symptom check raised, the machine itself failed (QEMU or
gdb died or was killed, the host refused a resource), or a step never
came (a wait ran out while the machine ran: a prompt, a breakpoint
stop).  The last two are both INFRASTRUCTURE; a measurement keeps them
apart, since a step that never came on the reference is the reference
failing, and a dead QEMU is the host's trouble.  Two more endings are
the kernel's own doing (KERNEL_FAULTS, run.fault): its console flooded
past the cap, or it powered the machine off; such a run is a DIFFERENT
symptom, counted.

Nothing here imports the harness: run/ writes these words, measured/
counts them, learner/ and reports/ read them.
"""

SYMPTOM = "symptom"
SYMPTOM_AND_MORE = "symptom, and more"
DIFFERENT = "different symptom"
NO_SYMPTOM = "no symptom"
ERROR = "error"
INFRASTRUCTURE = "infrastructure"

# How a boot ended (run.ended), whatever its verdict's wording.
ENDED_SYMPTOM = "symptom"
ENDED_NO_SYMPTOM = "no symptom"
ENDED_RAISED = "check raised"
MACHINE_FAILED = "machine failed"
NEVER_CAME = "step never came"
FLOODED = "console flooded"
STOPPED = "machine stopped itself"
ENDINGS = (ENDED_SYMPTOM, ENDED_NO_SYMPTOM, ENDED_RAISED, MACHINE_FAILED, NEVER_CAME,
           FLOODED, STOPPED)
KERNEL_FAULTS = (FLOODED, STOPPED)   # endings the kernel chose: run.fault says what it did
