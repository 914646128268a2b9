"""What a teacher publishes, made from recorded runs (run.json) alone.

Nothing here boots or builds: a page is made again from the same runs.

- transcripts: the teachers' transcript pages of a folder of runs;
- index:       README.md beside them, the index of the pages;
- sides:       what a page shows of a scenario's runs on the other kernel;
- render:      one recorded run as Markdown, a scenario's runs in a few words;
- checks:      a run's checks as a table, its verdict in words, the FAIL
               lines the scenario itself makes on each kernel;
- values:      a value a check showed, as a table cell;
- samples:     tables of a scenario's gdb stops: samples by hart (with the
               stops let go), and every stop with its wrong sample attributed
               to a process and a function, counted in a sentence;
- markdown:    Markdown as the pages write it: cells, code spans, patches
               (without the comments they remove);
- manifest:    transcripts.json: which runs each page was made from;
- figures:     which figures a scenario's runs allow, and the parsers of
               prof's and proftest's output they read;
- plots:       those figures drawn as SVG (matplotlib);
- scrub:       recorded text made fit to publish (no host paths, no jargon).
"""
