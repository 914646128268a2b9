"""The pytest side of profclinic: its plugins, a module a role.

The root conftest.py registers PLUGINS below (pytest_plugins), so every
pytest run in the repo has them:

- options:     the command-line options (group "profclinic": --runs,
               --logdir, --transcripts, --tree, --with) and OPT_IN;
- fixtures:    the fixtures: builds, boots (machine, debugger), log
               folders, --tree's build, and clinics as data;
- collection:  expected/**/*.toml as test files; each test marked from the
               fixtures it uses, the opt-in ones left out, the long
               pytest-xdist groups first;
- summary:     which scenarios ran, heard from their reports, and the
               end-of-run summary of what the run may have got wrong;
- transcripts: --transcripts=DIR written at the session's end;
- session:     SIGTERM, the live account through pytest's terminal, a
               failed test's log folder named, no QEMU or gdb left at the end;
- grading:     make grade's plugin (each tree a test item), not in PLUGINS:
               `python3 -m harness grade` loads it with -p harness.plugin.grading.

pytest calls a hook's implementations the last registered first: session
is registered after transcripts, so that at the session's end the check
for leftover processes comes before the transcripts are written.
"""

PLUGINS = ("harness.plugin.options", "harness.plugin.fixtures", "harness.plugin.collection",
           "harness.plugin.summary", "harness.plugin.transcripts", "harness.plugin.session")
