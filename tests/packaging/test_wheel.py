"""The wheel carries its own files: built from the sdist, installed into a fresh venv, run from a temp folder.

The fresh venv gets the wheel only (`--no-deps`); its dependencies (PySide6, pyqtgraph, platformdirs) come
from the development venv through a .pth line, so the test needs no download (a full install with the
dependencies takes about a minute, see the README). A .pth line adds a folder to sys.path after the
venv's own site-packages and does not run the .pth files inside it, so the development checkout's
editable hook stays off: `desktop` and `engine` must come from the fresh venv's site-packages.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import sysconfig
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

PROBE = """
import importlib.metadata, json, sys
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication
import desktop, engine
from desktop.app import install_translator
app = QApplication([])
install_translator(app, sys.argv[1])
print(json.dumps({
    "desktop": desktop.__file__,
    "engine": engine.__file__,
    "version": importlib.metadata.version("meeple-table"),
    "engine_version": engine.__version__,
    "curtain": QCoreApplication.translate("Curtain", "Pass the laptop to {name}"),
    "game_menu": QCoreApplication.translate("menus", "&Game"),
    "plural": QCoreApplication.translate("architects", "%n debt(s)", "", 2),
}))
"""


@pytest.fixture(scope="module")
def installed(tmp_path_factory) -> Path:
    if not list((ROOT / "translations").glob("*.qm")):
        pytest.fail("translations/*.qm are not built (make test builds them)")
    work = tmp_path_factory.mktemp("wheel")
    out = work / "dist"
    # sdist first, then the wheel from the unpacked sdist (python -m build's default): both must carry the files
    subprocess.run([sys.executable, "-m", "build", "--outdir", str(out), str(ROOT)], check=True, capture_output=True)
    (wheel,) = out.glob("meeple_table-*.whl")
    venv = work / "venv"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True)
    py = venv / "bin" / "python"
    subprocess.run(
        [sys.executable, "-m", "pip", "--python", str(py), "install", "-q", "--no-deps", "--no-index", str(wheel)],
        check=True,
        capture_output=True,
    )
    site = Path(
        subprocess.check_output(
            [str(py), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"], text=True
        ).strip()
    )
    (site / "zz_dev_dependencies.pth").write_text(sysconfig.get_paths()["purelib"] + "\n")
    return venv


def _run(command: list[str], home: Path) -> subprocess.CompletedProcess[str]:
    """Run from `home` (not the checkout), headless, with the user's settings and saves under `home`."""
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PYTHONHOME")}
    env.update(QT_QPA_PLATFORM="offscreen", HOME=str(home), XDG_CONFIG_HOME=str(home / "config"))
    env.update(XDG_DATA_HOME=str(home / "data"), MEEPLE_TABLE_HOME=str(home / "meeple"))
    done = subprocess.run(command, cwd=home, env=env, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    return done


def test_wheel_runs_from_its_own_files(installed, tmp_path):
    site = next((installed / "lib").glob("python3*/site-packages"))
    probe = tmp_path / "probe.py"
    probe.write_text(PROBE)
    found = {}
    for lang in ("de", "en", "fr"):
        done = _run([str(installed / "bin" / "python"), str(probe), lang], tmp_path)
        found[lang] = json.loads(done.stdout.strip().splitlines()[-1])
    for lang in found:
        assert Path(found[lang]["desktop"]).is_relative_to(site), found[lang]
        assert Path(found[lang]["engine"]).is_relative_to(site), found[lang]
    for lang in ("de", "en", "fr"):
        assert (site / "desktop" / "translations" / f"meeple_{lang}.qm").is_file()
    assert (site / "desktop" / "assets" / "meeple.svg").is_file()
    assert found["de"]["version"] == found["de"]["engine_version"]
    assert found["de"]["curtain"] == "Gib den Laptop an {name} weiter"
    assert found["de"]["game_menu"] == "&Spiel"
    assert found["en"]["curtain"] == "Pass the laptop to {name}"
    assert found["fr"]["game_menu"] == "&Partie"
    assert found["en"]["plural"] == "2 debts"  # English plurals come from meeple_en.qm

    shots = {}
    for lang in ("de", "en", "fr"):
        png = tmp_path / f"{lang}.png"
        args = ["--new", "architects", "--players", "Ann,Bob", "--seed", "3", "--size", "800x600"]
        _run([str(installed / "bin" / "meeple-table"), *args, "--screenshot", str(png), "--lang", lang], tmp_path)
        assert png.stat().st_size > 10_000
        shots[lang] = png.read_bytes()
    assert len(set(shots.values())) == 3  # the same game in other words
