# profclinic's entry points.  Each installs what is missing first
# (scripts/setup: Debian packages) and builds what is out of date.
#
#   make clinic BUG=name   reproduce one clinic, bug and reference, and watch it
#                          happen (no BUG: clockintr_sampling); `make variants` lists them
#   make test              the whole test suite (pytest options: make test ARGS='-k reference')
#   make qemu [BUG=name]   an interactive console on a variant (no BUG: the reference);
#                          Ctrl-A x quits
#   make qemu-gdb [BUG=]   the same, halted for gdb; in another terminal: make gdb [BUG=]
#   make transcripts       run every clinic; one Markdown file a variant in transcripts/,
#                          their SVG figures beside them, and transcripts/README.md, their index
#   make rates BUG=name [SCENARIO='...'] [N=30]
#                          measure how often each chance scenario of a clinic shows its
#                          symptom: N boots on the bug, N on the reference, written to
#                          expected/rates/BUG.toml, where the suite's boot budgets come from
#   make measure           the handout's §5 measured on the reference (expected/measure/):
#                          each check beside the handout's figure, about 5 minutes
#   make bench             the sample path's length in instructions (scripts/samplepath),
#                          where test time goes (cold, warm, boot, guest, harness), then
#                          boot and usertests timings of the reference
#   make deps | build | clean

PYTHON = /usr/bin/python3
ARGS ?=
BUG ?=
VARIANT = $(if $(BUG),$(BUG),reference)
CLINIC = $(if $(BUG),$(BUG),clockintr_sampling)

.PHONY: deps setup build clinic test qemu qemu-gdb gdb transcripts rates measure bench variants clean

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

qemu: deps
	$(PYTHON) -m harness qemu $(VARIANT)

qemu-gdb: deps
	$(PYTHON) -m harness qemu $(VARIANT) --gdb

gdb: deps
	$(PYTHON) -m harness gdb $(VARIANT)

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

bench: deps
	@$(PYTHON) -m harness build reference
	$(PYTHON) scripts/samplepath
	$(PYTHON) scripts/bench $(ARGS)
	$(PYTHON) scripts/measure-base 3

clean:
	rm -rf .build logs transcripts
	$(MAKE) -C base clean
