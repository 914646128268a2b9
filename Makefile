# profclinic's entry points.  Each installs what is missing first.
#   make qemu   boot the reference kernel (quit QEMU with Ctrl-A x)
#   make test   run the whole test suite (pytest options: make test ARGS='-k reference')

PYTHON = /usr/bin/python3
ARGS ?=

.PHONY: setup build qemu test

setup:
	@bash scripts/setup

build: setup
	$(MAKE) -C base

qemu: build
	$(MAKE) -C base qemu

test: build
	$(PYTHON) -m pytest $(ARGS)
