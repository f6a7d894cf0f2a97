"""`python -m desktop.shots`: the README screenshots (tools/shots.py), under the name the issues use. It runs
from a checkout (tools/ is in the sdist, not in the wheel; neither is this module)."""

from __future__ import annotations

import sys

from tools.shots import main

if __name__ == "__main__":
    sys.exit(main())
