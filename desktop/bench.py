"""`python -m desktop.bench`: the desktop benchmark (tools/bench.py), under the name the issues and outside checks
use. It runs from a checkout (tools/ is in the sdist, not in the wheel; neither is this module)."""

from __future__ import annotations

import sys

from tools.bench import main

if __name__ == "__main__":
    sys.exit(main())
