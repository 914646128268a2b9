"""What is measured and kept in measured/: rates, their keys and bounds.

Stored data and its arithmetic only: nothing here boots.  The programs
that boot to measure are harness/trials/, one a command.

Two kinds of rate live here.  A clinic's scenario has a rate of the
symptom on the bug and of failure on the reference (`make rates`); a §5
measure has, for each check, how often it held on the reference (`make
measure-rates`).  "Measure" names only the §5 measures; the act of
booting N times is a trial.

- sequential:     a chance scenario's bug side stopped early, and the
                  stricter level its bound is taken at to still cover;
- rates:          the clinics' scenario rates: read, written, and turned
                  into each scenario's boot budget (share());
- rates_toml:     a measurement of a rates file as the lines of its table;
- beside:         the reference's figure said beside a verdict (k of N tries,
                  and its bound): a learner's finding, a clinic's symptom;
- run_figures:    what a run may have got wrong, both ways: the lines
                  printed at its end, each with its confidence;
- measure_checks: the §5 measures' per-check rates, and how make measure
                  judges a check that holds by chance;
- consoles:       how much the reference's console printed in each
                  scenario that judges a learner (measured/consoles.toml);
- keys:           what a rate is kept under: the kernels, the scenario's
                  meaning and QEMU, hashed; today's rule and the previous one;
- patch_code:     a patch's code, the part of it a key takes: its diff without
                  the prose header, comments or spacing;
- drift:          the rules that notice a rate that fell: the drift alarm,
                  make measure's one-of-R rule, a symptom improbably late;
- rules:          each such rule's false alarm and power, as a section of
                  measured/measures/rates.md (measures rules);
- measure_alarm:  make measure's false alarm: what its 0.1% covers, the
                  always-held checks it leaves out with their own bound,
                  and the spread check's binomial assumption beside the
                  dispersion its runs show (rules' section ends with it);
- host:           the host the rates were measured on, whether this one differs,
                  and where a host's own rates are kept;
- hostile:        the hostile probes of base/user/hostile.c as data: the
                  boots `make hostile` runs, what judges their output, its record;
- toml_text:      the one writer of TOML values for measured/'s files.
"""
