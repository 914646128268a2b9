# profclinic's entry points.  Each installs what is missing first
# (scripts/setup: Debian packages) and builds what is out of date.
#
#   make clinic BUG=name   reproduce one clinic, bug and reference, and watch it
#                          happen (no BUG: clockintr_sampling); `make variants` lists them
#   make test              the whole test suite (pytest options: make test ARGS='-k reference')
#   make test-trees        check and diagnose real trees made from base/ and bugs/
#                          (scenarios/test_trees.py; about 50 minutes, not in make test)
#   make qemu [BUG=name]   an interactive console on a variant (no BUG: the reference);
#                          Ctrl-A x quits; TREE=dir boots a tree of yours instead
#   make qemu-gdb [BUG=]   the same, halted for gdb; in another terminal: make gdb [BUG=]
#                          (or TREE=dir, both times)
#   make exercise BUG=name copy a clinic's kernel into exercises/BUG/ for you to fix,
#                          and say how to boot, debug and check it
#   make check BUG=name TREE=dir
#                          is that tree cured of the bug? (exit 0 only then)
#   make diagnose TREE=dir which documented symptoms a tree shows (any tree)
#   make transcripts       run every clinic; one Markdown file a variant in transcripts/,
#                          their SVG figures beside them, and transcripts/README.md, their index
#   make rates BUG=name [SCENARIO='...'] [N=30]
#                          measure how often each chance scenario of a clinic shows its
#                          symptom: N boots on the bug, N on the reference, written to
#                          expected/rates/BUG.toml, where the suite's boot budgets come from
#   make measure           the handout's §5 measured on the reference (expected/measure/):
#                          each check beside the handout's figure, about 5 minutes
#   make measure-rates [N=30] [SCENARIO='...']
#                          N runs of make measure (or of one of its scenarios) in a row:
#                          k of N a check, written to expected/measure/rates.toml and
#                          rates.md (about 3 minutes a run of all)
#   make bench             the sample path's length in instructions (scripts/samplepath),
#                          where test time goes (cold, warm, boot, guest, harness), then
#                          boot and usertests timings of the reference
#   make deps | build | clean

PYTHON = /usr/bin/python3
ARGS ?=
BUG ?=
VARIANT = $(if $(BUG),$(BUG),reference)
TREE ?=
BOOTED = $(if $(TREE),--tree "$(TREE)",$(VARIANT))
CLINIC = $(if $(BUG),$(BUG),clockintr_sampling)

.PHONY: deps setup build clinic test test-trees qemu qemu-gdb gdb exercise check diagnose transcripts \
	rates measure measure-rates bench variants clean

deps:
	@bash scripts/setup

setup: deps

build: deps
	$(PYTHON) -m harness build

variants: deps
	@$(PYTHON) -m harness variants

clinic: deps
	@$(PYTHON) -m harness build $(CLINIC) reference
	$(PYTHON) -m pytest -s -p no:cacheprovider scenarios/test_clinics.py -k "$(CLINIC)" \
	  --transcripts transcripts $(ARGS)

test: deps
	$(PYTHON) -m pytest $(ARGS)

test-trees: deps
	$(PYTHON) -m pytest -m trees $(ARGS)

qemu: deps
	$(PYTHON) -m harness qemu $(BOOTED)

qemu-gdb: deps
	$(PYTHON) -m harness qemu $(BOOTED) --gdb

gdb: deps
	$(PYTHON) -m harness gdb $(BOOTED)

exercise: deps
	@test -n "$(BUG)" || { echo "make exercise: say which clinic, e.g. make exercise BUG=sepc_after_yield"; \
	  $(PYTHON) -m harness variants; exit 2; }
	@$(PYTHON) -m harness exercise $(BUG)

check: deps
	@test -n "$(BUG)" -a -n "$(TREE)" || { echo "make check: say which clinic and which tree, e.g. \
	make check BUG=sepc_after_yield TREE=exercises/sepc_after_yield"; exit 2; }
	$(PYTHON) -m harness check $(BUG) "$(TREE)" $(ARGS)

diagnose: deps
	@test -n "$(TREE)" || { echo "make diagnose: say which tree, e.g. make diagnose TREE=exercises/sepc_after_yield"; exit 2; }
	$(PYTHON) -m harness diagnose "$(TREE)" $(ARGS)

transcripts: deps
	$(PYTHON) -m pytest scenarios/test_clinics.py --transcripts transcripts $(ARGS)

N ?= 30
SCENARIO ?=
rates: deps
	@test -n "$(BUG)" || { echo "make rates: say which clinic, e.g. make rates BUG=sepc_after_yield"; \
	  $(PYTHON) -m harness variants; exit 2; }
	$(PYTHON) scripts/rates $(BUG) $(if $(SCENARIO),"$(SCENARIO)") $(N)

measure: deps
	$(PYTHON) -m pytest -s -p no:cacheprovider -k measure scenarios/test_measure.py $(ARGS)

measure-rates: deps
	@$(PYTHON) -m harness build reference
	bash scripts/measure-rates $(or $(N),30) $(if $(SCENARIO),"$(SCENARIO)")

bench: deps
	@$(PYTHON) -m harness build reference
	$(PYTHON) scripts/samplepath
	$(PYTHON) scripts/bench $(ARGS)
	$(PYTHON) scripts/measure-base 3

clean:
	rm -rf .build logs transcripts
	$(MAKE) -C base clean
