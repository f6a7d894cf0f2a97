"""PyInstaller entry point of the bundle: the same `main` as the `meeple-table` command."""

import sys

from desktop.app import main

if __name__ == "__main__":
    sys.exit(main())
