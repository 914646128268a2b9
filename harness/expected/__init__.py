"""Expected files read into types: the one place the harness reads the TOML.

The layer under every other: what a clinic (expected/<bug>.toml), a §5
measure (expected/measure/) or one of the lab's tests (expected/diagnose/)
says, checked whole before anything builds or boots.

- spec:       the files found and read, every key and value checked, and
              the clinics' names (known_clinic: the one check of a name);
- records:    the types they are read into: Clinic, Scenario, Check;
- spec_steps: a scenario's steps, one record a kind, and the checks of
              TOML values every reader shares;
- expression: a check's or define's expression, parsed and compiled once;
- kernels:    the kernels profclinic can run (kernels/*.toml): source,
              build, boot, and their names for the handout's functions.
"""
