"""`python3 -m harness`: the command line (harness/cli/)."""

import sys

from harness.cli import main

sys.exit(main())
