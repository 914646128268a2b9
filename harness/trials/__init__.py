"""The programs that boot many times to measure, each named after its command.

They stand above run/ (they boot and judge) and above grading/ (two of
them grade made classes); what they measure is kept, with its
arithmetic, in measured/, which boots nothing.  One boots nothing
itself: carry moves what the others kept to a new rule of keys.

- rates:         make rates: a clinic's scenario booted N times a side, every
                 try counted by how it ended, and `rates show`;
- measure_all:   make rates BUG=... alone: all a clinic's rates the suite
                 requires, boots side by side, its time said first;
- estimate:      about how long a boot takes, for the two above to say first;
- calibrate:     make calibrate: a short series of every chance scenario on
                 this host, each committed rate held against it;
- carry:         `rates carry`: committed records moved to a new rule of their
                 keys when their sources are those they were measured on;
- measure_rates: make measure-rates: the §5 measures run repeatedly, tallied;
- consoles:      python3 -m harness consoles: how much the reference's console
                 prints in each scenario that judges a learner;
- hostile:       make hostile: the hostile probes booted on the reference, kept;
- grade_bench:   make grade-bench: a made class graded, timed, its verdicts checked;
- reverse_error: make reverse-error: cured trees graded, "not cured" counted;
- side_by_side:  make bench-pool: each clinic's run and a fixed tree's check,
                 boots side by side against one at a time;
- suite_shares:  make bench-test: make test's time against its budget, a
                 test file's share of it;
- draft:         a new clinic's expected file drafted from the titles its
                 patch alone showed (run/titles.py);
- characterize:  make characterize: a new bug tried under expected/battery/ on
                 both sides, its expected file drafted;
- characterize_report: characterize.md, what it found, for the draft's author.
"""
