"""The PyInstaller bundle (packaging/meeple-table.spec) builds, renders a game offscreen and gets a move from its
worker processes (slow: ~2 min).

`make test-slow` runs it; PyInstaller is installed into the running venv on demand (the `dist` extra).
"""

from __future__ import annotations

import importlib.util
import os
import subprocess
import sys
from pathlib import Path

import pytest
from package_builds import assert_workers_gone

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.slow
def test_bundle_builds_and_renders(tmp_path):
    if not list((ROOT / "translations").glob("*.qm")):
        pytest.fail("translations/*.qm are not built (make test-slow builds them)")
    if importlib.util.find_spec("PyInstaller") is None:
        subprocess.run([sys.executable, "-m", "pip", "install", "-q", "pyinstaller>=6.3"], check=True)
    pyinstaller = [sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN"]
    where = ["--distpath", str(tmp_path / "dist"), "--workpath", str(tmp_path / "build")]
    subprocess.run([*pyinstaller, *where, str(ROOT / "packaging" / "meeple-table.spec")], check=True, timeout=900)
    program = tmp_path / "dist" / "meeple-table" / "meeple-table"
    assert program.is_file()
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=str(tmp_path), MEEPLE_TABLE_HOME=str(tmp_path / "mt"))
    for lang in ("de", "en"):
        png = tmp_path / f"{lang}.png"
        args = ["--new", "architects", "--players", "Ann,Bob", "--seed", "3", "--screenshot", str(png), "--lang", lang]
        done = subprocess.run([str(program), *args], cwd=tmp_path, env=env, capture_output=True, text=True, timeout=60)
        assert done.returncode == 0, done.stderr
        assert png.stat().st_size > 20_000
    assert (tmp_path / "de.png").read_bytes() != (tmp_path / "en.png").read_bytes()  # the .qm is in the bundle
    probe = subprocess.run([str(program), "--startup-probe"], cwd=tmp_path, env=env, capture_output=True, text=True)
    assert probe.returncode == 0 and probe.stdout.startswith("painted"), probe.stderr
    # the computers think in worker processes that start this same frozen executable (freeze_support)
    asked = subprocess.run(
        [str(program), "--worker-probe"], cwd=tmp_path, env=env, capture_output=True, text=True, timeout=120
    )
    assert asked.returncode == 0 and " answered {" in asked.stdout, asked.stderr
    assert_workers_gone(asked.stdout)
