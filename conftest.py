"""pytest wiring for profclinic: its plugins, registered here.

Everything of pytest's side is in harness/plugin/, a module a role (its
__init__.py maps them): options (--runs, --logdir, --transcripts, --tree,
--with), fixtures, collection (expected/*.toml as tests, by
harness/collect.py; markers; the opt-in tests left out; the long groups
first), summary (the end-of-run summary), transcripts (--transcripts),
session (SIGTERM, the live account, log folders, leftover processes).
This file only registers them: pytest reads pytest_plugins in the root
conftest alone.  make grade's plugin, harness/plugin/grading.py, is
loaded by -p instead.
"""

from harness.plugin import PLUGINS

pytest_plugins = PLUGINS
