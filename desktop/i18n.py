"""The interface language: which translations there are, and the translators installed for one.

`use(app, code)` swaps the installed translators while the app runs; the main window then sets its texts
again (`MainWindow.retranslate`), so a language chosen in Settings applies at once, without a restart.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

# each language's own name for itself (shown in the Language menu whatever the interface language is)
NATIVE_NAMES = {"en": "English", "de": "Deutsch", "fr": "Français"}

_installed: list[QTranslator] = []  # the translators `use` installed (removed by the next call)


def _folders() -> list[Path]:
    """Where the built .qm files are: the source tree, or inside the installed package."""
    here = Path(__file__).resolve().parent
    return [here.parent / "translations", here / "translations"]


def qm_file(code: str) -> Path | None:
    """The built translation of `code` (English has one too: the singular and plural of its %n phrases)."""
    for folder in _folders():
        path = folder / f"meeple_{code}.qm"
        if path.exists():
            return path
    return None


def available() -> list[str]:
    """English (the source language) and every language with a built translation, in a stable order."""
    codes = {"en"}
    for folder in _folders():
        codes.update(p.stem.removeprefix("meeple_") for p in folder.glob("meeple_*.qm"))
    return sorted(codes, key=lambda c: (c != "en", c))


def resolve(code: str | None) -> str:
    """`code`, or the system's language when empty; English when there is no translation for it."""
    wanted = code or QLocale.system().name().split("_")[0]
    return wanted if wanted in available() else "en"


def use(app: QCoreApplication, code: str | None) -> str:
    """Install the translators of `code` ('' or None: the system's language) in place of the previous
    ones; returns the language now in use. Qt's own texts (dialog buttons) follow too."""
    for translator in _installed:
        app.removeTranslator(translator)
    _installed.clear()
    chosen = resolve(code)
    qt_base = QTranslator(app)
    if chosen != "en" and qt_base.load(
        f"qtbase_{chosen}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    ):
        _installed.append(qt_base)
    qm = qm_file(chosen)
    ours = QTranslator(app)
    if qm is not None and ours.load(str(qm)):
        _installed.append(ours)
    for translator in _installed:
        app.installTranslator(translator)
    _language[0] = chosen
    return chosen


_language = ["en"]


def language() -> str:
    """The language `use` installed last (English before any)."""
    return _language[0]


def locale() -> QLocale:
    """The QLocale of the interface language, for what Qt words itself (lists: "A, B and C"). Its English is
    British, as the app's texts are ("colour"): no comma before "and"."""
    code = _language[0]
    if code == "en":
        return QLocale(QLocale.Language.English, QLocale.Country.UnitedKingdom)
    return QLocale(code)
