"""What a teacher publishes, made from recorded runs (run.json) alone.

Nothing here boots or builds: a page is made again from the same runs.

- transcripts: the teachers' transcript pages of a folder of runs;
- render:      one recorded run as Markdown, a scenario's runs in a few words;
- values:      a value a check showed, as a table cell;
- samples:     tables of a scenario's gdb stops: samples by hart, and wrong
               samples attributed to a process and a function;
- markdown:    Markdown as the pages write it: cells, code spans, patches;
- manifest:    transcripts.json: which runs each page was made from;
- figures:     which figures a scenario's runs allow, and the parsers of
               prof's and proftest's output they read;
- plots:       those figures drawn as SVG (matplotlib);
- scrub:       recorded text made fit to publish (no host paths, no jargon).
"""
