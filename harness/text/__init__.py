"""A machine's output as text: pure rules, no process.

What the console and gdb print is read by every layer above the boot
(the event log, the judge, the reports, a learner's findings), so its
rules sit at the bottom, beside errors and tools, and import nothing of
the harness.

- console: helpers over a console's text (prompts, panics, FAIL lines);
- mi:      gdb's machine interface as text: records and values parsed;
- words:   a value a check saw, in words (its shown_as template, or plain),
           for the live console and the transcripts alike.
"""
