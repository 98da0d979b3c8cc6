"""`python -m cvcoach` runs the command line."""

import sys

from cvcoach.cli import main

sys.exit(main())
