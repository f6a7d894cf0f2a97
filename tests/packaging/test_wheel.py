"""The wheel carries its own files: built from the sdist of a clean copy of the checkout (conftest.py), installed
into a fresh venv, run from a temp folder.

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
import tarfile
import tomllib
import zipfile
from pathlib import Path

import pytest
from package_builds import JUNK, assert_workers_gone, build_packages, clean_copy

ROOT = Path(__file__).resolve().parents[2]
QM_MAGIC = bytes.fromhex("3cb86418caef9c95cd211cbf60a1bddd")  # what every Qt .qm file begins with

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
def installed(built, tmp_path_factory) -> Path:
    work = tmp_path_factory.mktemp("wheel")
    venv = work / "venv"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True)
    py = venv / "bin" / "python"
    pip = [sys.executable, "-m", "pip", "--python", str(py), "install", "-q", "--no-deps", "--no-index"]
    subprocess.run([*pip, str(built.wheel)], check=True, capture_output=True)
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
    assert (site / "desktop" / "assets" / "icons" / "vp.svg").is_file()
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
    # the computers' worker processes start from the installed package too, and end with the app
    asked = _run([str(installed / "bin" / "meeple-table"), "--worker-probe"], tmp_path)
    assert " answered {" in asked.stdout
    assert_workers_gone(asked.stdout)


def assert_translations_built(wheel_path: Path) -> None:
    """The wheel holds desktop/translations/<stem>.qm for every translations/<stem>.ts, and no .ts file."""
    with zipfile.ZipFile(wheel_path) as wheel:
        names = wheel.namelist()
        languages = sorted(ts.stem for ts in (ROOT / "translations").glob("meeple_*.ts"))
        assert len(languages) >= 3
        qm = sorted(n for n in names if n.startswith("desktop/translations/"))
        assert qm == [f"desktop/translations/{stem}.qm" for stem in languages]
        for name in qm:
            assert wheel.read(name).startswith(QM_MAGIC), name
        assert not [n for n in names if n.endswith(".ts")]
        assert "desktop/assets/meeple.svg" in names
        assert "desktop/assets/icons/virtue.svg" in names


@pytest.mark.parametrize("which", ["wheel", "direct_wheel"])
def test_wheel_carries_translations_built_from_the_sources(built, which):
    """From the sdist or straight from a clean clone (no .qm there): the build hook makes the .qm files."""
    assert_translations_built(getattr(built, which))


@pytest.mark.parametrize("which", ["wheel", "direct_wheel"])
def test_wheel_holds_the_packages_only(built, which):
    """engine/ and desktop/ as in a clean clone, the icon and the .qm files: no leftover of a run (JUNK)."""
    with zipfile.ZipFile(getattr(built, which)) as wheel:
        names = {n for n in wheel.namelist() if not n.split("/")[0].endswith(".dist-info")}
    packages = {
        p.relative_to(built.source).as_posix() for d in ("engine", "desktop") for p in (built.source / d).rglob("*")
    }
    packages = {name for name in packages if (built.source / name).is_file()} - set(JUNK) - set(FORWARDERS)
    built_files = {
        "desktop/assets/meeple.svg",
        *(f"desktop/assets/icons/{svg.name}" for svg in (ROOT / "assets" / "icons").glob("*.svg")),
        *(f"desktop/translations/{ts.stem}.qm" for ts in (ROOT / "translations").glob("*.ts")),
    }
    assert names == packages | built_files


# what only the tests, the benchmark and the screenshots use: in tools/ (and tests/), never shipped
TOOLS = ("desktop/driver.py", "desktop/bench.py", "desktop/shots.py")
#: `python -m desktop.bench` and `desktop.shots`, the names the issues give: in the checkout, forwarding to tools/
FORWARDERS = ("desktop/bench.py", "desktop/shots.py")
TEST_ONLY = ("def step_random", "def hidden_names", "class UiDriver", "def drop_latencies")


@pytest.mark.parametrize("which", ["wheel", "direct_wheel"])
def test_wheel_leaves_the_tools_and_the_test_helpers_out(built, which):
    """tools/ (the driver, bench and shots) is not in the wheel, nor any module or function that only they or
    the tests use, under its old name and place or another one."""
    assert (built.source / "tools" / "driver.py").is_file()  # the clean copy has them: the build leaves them out
    with zipfile.ZipFile(getattr(built, which)) as wheel:
        names = wheel.namelist()
        assert not [n for n in names if n.split("/")[0] == "tools" or n in TOOLS]
        sources = {n: wheel.read(n).decode() for n in names if n.endswith(".py")}
    assert len(sources) > 50
    assert not [(n, what) for n, text in sources.items() for what in TEST_ONLY if what in text]


def test_an_isolated_wheel_build_gets_the_runtime_pyside6(built):
    """What pip installs into a fresh build environment for the wheel (PEP 517) has PySide6, for lrelease."""
    ask = "import hatchling.build, json; print(json.dumps(hatchling.build.get_requires_for_build_wheel()))"
    done = subprocess.run([sys.executable, "-c", ask], cwd=built.source, capture_output=True, text=True, check=True)
    runtime = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["dependencies"]
    pyside = [d for d in runtime if d.startswith("PySide6")]
    assert pyside and set(pyside) <= set(json.loads(done.stdout))


@pytest.mark.slow
def test_wheel_built_in_an_isolated_environment_from_a_clean_clone(tmp_path):
    """`pip install .` from a fresh clone: a build environment of its own, downloads (or pip's cache); ~15 s."""
    clean_copy(tmp_path / "src")
    build_packages(tmp_path / "src", tmp_path / "dist", "--wheel")
    (wheel,) = (tmp_path / "dist").glob("*.whl")
    assert_translations_built(wheel)


def test_sdist_carries_the_translation_sources_not_the_built_files(built):
    with tarfile.open(built.sdist) as sdist:
        names = [name.split("/", 1)[1] for name in sdist.getnames() if "/" in name]
    ts = sorted(n for n in names if n.startswith("translations/"))
    assert ts == sorted(f"translations/{p.name}" for p in (ROOT / "translations").glob("*.ts"))
    assert "hatch_build.py" in names
    assert not [n for n in names if n.endswith(".qm")]


# the sdist: the project's sources and how to build and test them (not CI's script, not what a run leaves behind)
SDIST_TOP = {"engine", "desktop", "tools", "translations", "assets", "packaging", "tests", "Makefile", "README.md"}
SDIST_TOP |= {"pyproject.toml", "hatch_build.py", ".gitignore", "PKG-INFO"}


def test_sdist_holds_the_sources_only(built):
    """Not build/pyinstaller (20 MB after `make dist`), dist/, .venv or other leftovers; every source file."""
    with tarfile.open(built.sdist) as sdist:
        names = {name.split("/", 1)[1] for name in sdist.getnames() if "/" in name and sdist.getmember(name).isfile()}
    assert {name.split("/")[0] for name in names} == SDIST_TOP
    sources = {p.relative_to(built.source).as_posix() for p in built.source.rglob("*") if p.is_file()}
    sources -= {*JUNK, ".ci/run"}
    assert names == sources | {"PKG-INFO"}
    assert built.sdist.stat().st_size < 3_500_000  # 3.0 MB, 2.4 MB of it the README's screenshots
