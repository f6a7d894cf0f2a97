"""Linux desktop integration files in packaging/: the .desktop entry, AppStream metainfo, icons."""

from __future__ import annotations

import configparser
import shutil
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from engine import __version__

PACKAGING = Path(__file__).resolve().parents[2] / "packaging"
APP_ID = "io.github.meepletable.MeepleTable"
SIZES = (16, 32, 48, 64, 128, 256)


def test_desktop_entry():
    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str  # type: ignore[assignment,method-assign]
    entry.read(PACKAGING / f"{APP_ID}.desktop", encoding="utf-8")
    section = entry["Desktop Entry"]
    assert section["Type"] == "Application"
    assert section["Exec"].split()[0] == "meeple-table"
    assert section["Icon"] == APP_ID
    assert "Game" in section["Categories"].split(";")


def test_metainfo_has_the_required_tags_and_this_version():
    path = PACKAGING / f"{APP_ID}.metainfo.xml"
    root = ET.parse(path).getroot()
    assert root.tag == "component" and root.get("type") == "desktop-application"
    assert root.findtext("id") == APP_ID
    for tag in ("name", "summary", "metadata_license", "project_license"):
        assert (root.findtext(tag) or "").strip(), tag
    assert root.find("description/p") is not None
    launchable = root.find("launchable")
    assert launchable is not None and launchable.text == f"{APP_ID}.desktop"
    assert __version__ in [r.get("version") for r in root.iter("release")]
    appstreamcli = shutil.which("appstreamcli")
    if appstreamcli is None:
        pytest.skip("appstreamcli not installed (apt-get install appstream): checked the tags only")
    done = subprocess.run([appstreamcli, "validate", "--no-net", str(path)], capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr


def test_icons_exist_in_the_standard_sizes():
    from PySide6.QtGui import QImage

    for n in SIZES:
        image = QImage(str(PACKAGING / "icons" / "hicolor" / f"{n}x{n}" / "apps" / f"{APP_ID}.png"))
        assert (image.width(), image.height()) == (n, n)
        assert image.hasAlphaChannel()
    assert (PACKAGING / "icons" / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg").is_file()


def test_about_shows_the_version(qtbot, monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    from desktop import window as window_module

    shown = []
    monkeypatch.setattr(QMessageBox, "about", lambda parent, title, text: shown.append(text))
    w = window_module.MainWindow(autosave=False, remember=False)
    qtbot.addWidget(w)
    w.menus.about.trigger()
    assert shown and shown[0].startswith(f"Meeple Table {__version__}\n")
