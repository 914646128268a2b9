# profclinic's entry points.  Each installs what is missing first
# (scripts/setup: Debian packages), builds what is out of date, and runs one
# command: `python3 -m harness <command>` (harness/cli/) or pytest.
# README.md, "Commands", is the one list of the targets and what they do;
# docs/ says more, a page for each reader.

PYTHON = /usr/bin/python3
# KERNEL=xv6-riscv (a kernel of kernels/, or a description file): every
# target runs the clinics on that kernel (harness/expected/kernels.py);
# xv6-riscv needs XV6=DIR too, a clone of it.
ifdef KERNEL
export PROFCLINIC_KERNEL := $(KERNEL)
endif
ARGS ?=
BUG ?=
VARIANT = $(if $(BUG),$(BUG),reference)
TREE ?=
BOOTED = $(if $(TREE),--tree "$(TREE)",$(VARIANT))
CLINIC = $(if $(BUG),$(BUG),clockintr_sampling)

.PHONY: deps setup build clinic test test-trees test-ssh qemu qemu-gdb gdb exercise check grade gradescope diagnose transcripts \
	rates measure measure-rates bench bench-pool bench-test characterize grade-bench reverse-error calibrate hostile variants clean

deps:
	@bash scripts/setup

setup: deps

build: deps
	$(PYTHON) -m harness build

variants: deps
	@$(PYTHON) -m harness variants

# Quiet (no pytest header, dots for progress) unless ARGS asks for -v,
# which shows the details too: gdb's exchanges, QEMU's command line, the figures.
QUIET = $(if $(filter -v -vv --verbose,$(ARGS)),,-q)
# Boots at a time (make clinic, check, diagnose) or trees at a time (make
# grade, each tree's boots one after another): JOBS=N, default the host's cores.
JOBS ?=
AT_ONCE = $(if $(JOBS),--jobs $(JOBS))
clinic: deps
	$(PYTHON) -m pytest -s $(QUIET) -p no:cacheprovider expected/$(CLINIC).toml --transcripts=transcripts $(if $(JOBS),--jobs=$(JOBS)) $(ARGS)

# Two pytest-xdist workers: each clinic's scenarios one after another in an
# xdist_group of their own, two clinics at once, and the other tests beside
# them (docs/ci.md, "Its budget").  A clinic boot so runs on a loaded host,
# and its budget comes from the worse of its idle and loaded rates
# (docs/maintainer.md, "every rate").
test: deps
	$(PYTHON) -m pytest -n 2 --dist loadgroup $(ARGS)

test-trees: deps
	$(PYTHON) -m pytest --with=trees -m trees $(ARGS)

test-ssh: deps
	$(PYTHON) -m pytest --with=ssh -m ssh $(ARGS)

qemu: deps
	$(PYTHON) -m harness qemu $(BOOTED)

qemu-gdb: deps
	$(PYTHON) -m harness qemu $(BOOTED) --gdb

gdb: deps
	$(PYTHON) -m harness gdb $(BOOTED)

exercise: deps
	@$(PYTHON) -m harness exercise $(BUG)

# make turns any failing command into its own exit status 2, so through make
# "not cured" (1) and "grader trouble" (2) both exit 2, and only the last line
# tells them apart; ./profclinic check (or grade) keeps 0, 1 and 2.
check: deps
	@test -n "$(BUG)" -a -n "$(TREE)" || { echo "make check: say which clinic and which tree, e.g. \
	make check BUG=sepc_after_yield TREE=exercises/sepc_after_yield"; exit 2; }
	$(PYTHON) -m harness check $(BUG) "$(TREE)" $(AT_ONCE) $(ARGS)

WHAT ?= all
OUT ?= grades
grade: deps
	@test -n "$(BUG)" -a -n "$(DIR)" || { echo "make grade: say which clinic and which folder of \
	trees, e.g. make grade BUG=dump_in_freeproc DIR=submissions [JOBS=2] [OUT=grades]"; exit 2; }
	$(PYTHON) -m harness grade $(BUG) "$(DIR)" --out "$(OUT)" $(AT_ONCE) $(if $(ARGS),-- $(ARGS))

gradescope: deps
	@test -n "$(BUG)" || { echo "make gradescope: say which clinic, e.g. make gradescope BUG=dump_in_freeproc"; exit 2; }
	$(PYTHON) -m harness gradescope $(BUG) --out "$(OUT)"

diagnose: deps
	@test -n "$(TREE)" || { echo "make diagnose: say which tree, e.g. make diagnose TREE=exercises/sepc_after_yield"; exit 2; }
	$(PYTHON) -m harness diagnose "$(TREE)" $(AT_ONCE) $(ARGS)

transcripts: deps
	$(PYTHON) -m pytest $(wildcard expected/*.toml) --transcripts=transcripts $(if $(JOBS),--jobs=$(JOBS)) $(ARGS)

N ?= 30
SCENARIO ?=
LOAD ?= 0
SIDE ?= both
rates: deps
	$(PYTHON) -m harness rates measure $(BUG) $(if $(SCENARIO),--scenario "$(SCENARIO)") $(if $(filter command line,$(origin N)),-n $(N)) $(if $(filter command line,$(origin LOAD)),--load $(LOAD)) $(if $(filter command line,$(origin SIDE)),--side $(SIDE)) $(if $(filter command line,$(origin JOBS)),--jobs $(JOBS))

measure: deps
	$(PYTHON) -m pytest -s -p no:cacheprovider $(wildcard expected/measure/*.toml) \
		scenarios/test_profiler.py::test_proftest_around_usertests --with=measure $(ARGS)

measure-rates: deps
	$(PYTHON) -m harness measures run $(if $(filter command line,$(origin N)),-n $(N)) $(if $(SCENARIO),--scenario "$(SCENARIO)")

bench: deps
	$(PYTHON) -m harness bench $(AT_ONCE) -- $(ARGS)

# Part 4 of make bench alone: boots side by side against one at a time
# (BUG=one clinic; default every one), written to measured/bench/.
bench-pool: deps
	$(PYTHON) -m harness bench --side-by-side $(BUG) $(AT_ONCE)

# Part 5 of make bench alone: make test's time against its budget, and
# each test file's share of it (measured/bench/make-test-<date>.md).
bench-test: deps
	$(PYTHON) -m harness bench --test-shares

# A new bug (bugs/<name>.patch) tried under expected/battery/, its expected
# file drafted: logs/characterize/<name>/ (N= boots a side; SCENARIO= one; JOBS=).
characterize: deps
	$(PYTHON) -m harness characterize $(PATCH) $(if $(filter command line,$(origin N)),-n $(N)) $(if $(SCENARIO),--scenario "$(SCENARIO)") $(if $(filter command line,$(origin JOBS)),--jobs $(JOBS))

grade-bench: deps
	$(PYTHON) -m harness grade-bench --what $(WHAT) --jobs $(if $(filter command line,$(origin JOBS)),$(JOBS),2) $(foreach b,$(BUG),--bug $(b))

hostile: deps
	$(PYTHON) -m harness hostile

calibrate: deps
	$(PYTHON) -m harness calibrate $(if $(filter command line,$(origin N)),-n $(N)) $(if $(filter command line,$(origin JOBS)),--jobs $(JOBS))

reverse-error: deps
	$(PYTHON) -m harness reverse-error $(BUG) --checks $(if $(filter command line,$(origin N)),$(N),20) --jobs $(if $(filter command line,$(origin JOBS)),$(JOBS),2)

clean:
	rm -rf .build logs transcripts
	$(MAKE) -C base clean
