"""The German translation is complete; autosave writes after every move and Continue reopens it."""

from __future__ import annotations

import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication

ROOT = Path(__file__).resolve().parents[2]
LANGUAGES = ("de", "fr")  # every complete translation


def _ts(lang: str) -> Path:
    return ROOT / "translations" / f"meeple_{lang}.ts"


def _sources(path: Path) -> set[tuple[str, str]]:
    out = set()
    for ctx in ET.parse(path).getroot().iter("context"):
        name = ctx.findtext("name") or ""
        for m in ctx.iter("message"):
            t = m.find("translation")
            if t is not None and t.attrib.get("type") in ("vanished", "obsolete"):
                continue
            out.add((name, m.findtext("source") or ""))
    return out


@pytest.mark.parametrize("lang", LANGUAGES)
def test_ts_is_complete(lang):
    for m in ET.parse(_ts(lang)).getroot().iter("message"):
        t = m.find("translation")
        assert t is not None and t.attrib.get("type") != "unfinished" and t.text, m.findtext("source")


def test_each_ts_covers_every_string_in_the_code(tmp_path):
    lupdate = Path(sys.executable).with_name("pyside6-lupdate")
    if not lupdate.exists():
        lupdate = Path(shutil.which("pyside6-lupdate") or "")
    if not lupdate.is_file():
        pytest.skip("pyside6-lupdate not installed")
    fresh = tmp_path / "fresh.ts"
    files = sorted(str(p) for p in (ROOT / "desktop").rglob("*.py"))
    subprocess.run([str(lupdate), *files, "-ts", str(fresh)], check=True, capture_output=True, timeout=120)
    for lang in LANGUAGES:
        missing = _sources(fresh) - _sources(_ts(lang))
        assert not missing, f"strings without a {lang} translation: {sorted(missing)[:5]}"


def test_german_translation_loads(german):
    assert QCoreApplication.translate("menus", "&Game") == "&Spiel"
    assert QCoreApplication.translate("text", "End turn") == "Zug beenden"


def test_autosave_and_continue(qtbot, user_home, game_id):
    from desktop.window import MainWindow

    w = MainWindow(autosave=True)
    qtbot.addWidget(w)
    w.start_game(game_id, ["Ann", "Bob"], None, 9)
    c = w.controller
    c.confirm_handoff()
    c.choose(c.legal()[0])
    c.hand_over()
    c.choose(c.legal()[0])
    autosave = user_home / "autosave.json"
    qtbot.waitUntil(autosave.exists, timeout=2000)
    w2 = MainWindow(autosave=True)
    qtbot.addWidget(w2)
    assert w2.start.continue_button.isVisibleTo(w2)
    w2.start.continue_button.click()
    assert w2.session is not None and w2.session.index == 2
    assert w2.session.state == c.state
