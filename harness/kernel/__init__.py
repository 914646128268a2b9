"""What is read off a built kernel without booting it.

- binary:     facts of a variant's machine code (where calls return, where
              interrupts come back on), from the toolchain's objdump and nm;
- symbols:    the kernel as a check's expressions see it: sym(), end(), ...;
- samplepath: how many instructions a sample costs (a §5 measure);
- cached:     what a build in the cache gives the transcripts (interrupt
              marks, a program's symbols);
- layout:     a struct's fields, offsets and size, from gdb's ptype/o of
              the kernel file (a learner's struct prof against the handout's);
- roles:      a learner's own names for the profiler's parts (profsample,
              its parameters, struct prof's fields), found by their kind,
              and gdb's expressions put in them;
- tree:       a described kernel (kernels/<name>.toml: xv6-riscv from the
              user's clone) made into a tree, patched and built, and the
              files a learner's tree of it is built with.
"""
