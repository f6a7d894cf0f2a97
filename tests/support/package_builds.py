"""Packages of a clean copy of the checkout (tests/packaging): the copy, and `python -m build` on it."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

# what a run of `make dist`, the tests or the app leaves in a checkout: none of it belongs in the sdist
JUNK = ("build/pyinstaller/meeple-table/base_library.zip", "dist/bundle/meeple-table/meeple-table", ".venv/pyvenv.cfg")
JUNK += (".hypothesis/examples/x", "out-shot.png", "desktop/meeple_table.egg-info/PKG-INFO", "tests/.coverage")


def clean_copy(dest: Path) -> None:
    """Copy the checkout as a fresh clone of it would be (with what is not committed yet, but nothing ignored)."""
    if (ROOT / ".git").exists() and shutil.which("git"):
        listed = subprocess.run(
            ["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
            cwd=ROOT,
            check=True,
            capture_output=True,
        ).stdout.decode()
        for name in filter(None, listed.split("\0")):
            if (ROOT / name).is_file():
                (dest / name).parent.mkdir(parents=True, exist_ok=True)
                shutil.copy2(ROOT / name, dest / name)
    else:  # an unpacked sdist: it holds sources only, bar what a run left behind
        junk = ("*.qm", ".venv", "build", "dist", "__pycache__", ".*_cache", ".hypothesis", "*.egg-info")
        shutil.copytree(ROOT, dest, ignore=shutil.ignore_patterns(*junk))


def build_packages(source: Path, outdir: Path, *options: str) -> None:
    command = [sys.executable, "-m", "build", *options, "--outdir", str(outdir), str(source)]
    done = subprocess.run(command, capture_output=True, text=True)
    assert done.returncode == 0, done.stdout[-4000:] + done.stderr[-4000:]


def assert_workers_gone(stdout: str) -> None:
    """The pids a --worker-probe printed ("worker PID PID answered ...") are no longer running."""
    pids = [int(p) for p in stdout.split(" answered ")[0].split()[1:]]
    assert pids
    time.sleep(0.5)
    for pid in pids:
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            continue
        pytest.fail(f"worker process {pid} outlived the app")
