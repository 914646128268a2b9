"""A scenario run on one boot and judged: the one pass.

load (expected/) -> perform (steps) -> facts -> judge -> record, in that
order and never back up.

- steps:     a scenario's steps done on a boot, and what gdb read;
- timing:    each step timed: its seconds and QEMU's CPU time meanwhile;
- deadlines: how long a step may wait, from its measured step times;
- facts:     what a check may read of one run, by name;
- judge:     checks judged on the facts, and the run's verdict and ending;
- scenario:  one scenario run on a variant: boot, steps, facts, judge, run.json;
- record:    run.json, the one thing renderers and re-judging read;
- rejudge:   recorded runs judged again by today's expected files;
- titles:    what a run showed, as titles two boots showing the same share,
             and the titles only one side of a patch shows;
- series:    one scenario's boots until one decides it, alone or side by side;
- pool:      boots side by side, as many at a time as the host has cores.
"""
