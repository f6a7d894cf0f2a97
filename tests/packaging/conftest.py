"""The packages of a clean copy of the checkout, built once per test run and shared by the tests of this folder.

The copy holds what a fresh clone holds (the files git tracks or would add): no built translations/*.qm.
Then JUNK is added, what `make dist`, the tests and the app leave behind (build/, dist/, .venv ...).
`python -m build` makes the sdist, then the wheel from the unpacked sdist (its default); a second wheel is built
straight from the copy, as `pip install .` or `pip wheel .` does.
They are built with this venv's hatchling and PySide6 (`--no-isolation`: a few seconds, no download);
test_wheel.py checks that an isolated build environment gets PySide6 too, and builds in one (slow).
"""

from __future__ import annotations

import fcntl
import os
import shutil
from dataclasses import dataclass
from pathlib import Path

import pytest
from package_builds import JUNK, build_packages, clean_copy


@dataclass(frozen=True)
class Built:
    source: Path  # the clean copy the packages were built from, with JUNK added
    sdist: Path
    wheel: Path  # built from the unpacked sdist
    direct_wheel: Path  # built straight from the copy


def _build(work: Path) -> None:
    # inside a folder named build: hatchling drops every .gitignore pattern when the project root matches one
    # (so does a checkout under /tmp or in a dist/ folder), and the sdist must still hold the sources only
    source = work / "build" / "meeple-table"
    clean_copy(source)
    assert not list(source.glob("translations/*.qm"))
    for name in JUNK:
        (source / name).parent.mkdir(parents=True, exist_ok=True)
        (source / name).write_bytes(os.urandom(2_000_000 if name.startswith("build/") else 1000))
    build_packages(source, work / "dist", "--no-isolation")
    build_packages(source, work / "direct", "--no-isolation", "--wheel")


@pytest.fixture(scope="session")
def built(tmp_path_factory: pytest.TempPathFactory) -> Built:
    base = tmp_path_factory.getbasetemp()
    if os.environ.get("PYTEST_XDIST_WORKER"):
        base = base.parent  # the run's folder, shared by its workers: the first one builds, the others wait
    work = base / "packages"
    with open(base / "packages.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if not (work / "built").exists():
            shutil.rmtree(work, ignore_errors=True)
            _build(work)
            (work / "built").touch()
    ((sdist,), (wheel,)) = (list((work / "dist").glob("*.tar.gz")), list((work / "dist").glob("*.whl")))
    (direct_wheel,) = (work / "direct").glob("*.whl")
    return Built(work / "build" / "meeple-table", sdist, wheel, direct_wheel)
