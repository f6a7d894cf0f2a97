"""PyInstaller entry point of the bundle: the same `main` as the `meeple-table` command."""

import multiprocessing
import sys

from desktop.app import main

if __name__ == "__main__":
    # the computers' worker processes (desktop.worker, spawn) start this same executable: they must run their
    # job, not open a second window
    multiprocessing.freeze_support()
    sys.exit(main())
