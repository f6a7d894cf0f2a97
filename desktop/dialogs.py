"""The main window's dialogs: files to open and save, messages that need an answer, Help's Rules and About."""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QDialog, QFileDialog, QMessageBox, QWidget

from desktop import settings as app_settings
from desktop.errortext import record_error_text
from engine import RecordError

if TYPE_CHECKING:
    from desktop.session import GameSession

translate = QCoreApplication.translate


def open_record(parent: QWidget, open_path: Callable[[str], None]) -> None:
    """Game → Open: a record chosen by the player, starting in the folder used last, opened by `open_path`
    (a bad file is refused with its reason)."""
    folder = str(app_settings.records_folder())
    path, _ = QFileDialog.getOpenFileName(
        parent, translate("MainWindow", "Open a saved game"), folder, translate("MainWindow", "Records (*.json)")
    )
    if path:
        app_settings.remember_records_folder(path)
        try:
            open_path(path)
        except RecordError as exc:
            QMessageBox.warning(parent, translate("MainWindow", "Open"), record_error_text(exc))


def save_record(parent: QWidget, session: GameSession) -> None:
    """Game → Save As: a dated name in the folder used last suggested; a failure is told."""
    name = f"{session.game.id}-{time.strftime('%Y-%m-%d')}.json"
    suggested = str(app_settings.records_folder() / name)
    path, _ = QFileDialog.getSaveFileName(
        parent, translate("MainWindow", "Save the game"), suggested, translate("MainWindow", "Records (*.json)")
    )
    if path:
        app_settings.remember_records_folder(path)
        try:
            session.save(path)
        except OSError as exc:
            QMessageBox.warning(parent, translate("MainWindow", "Save As"), str(exc))


def warn(parent: QWidget, title: str, text: str) -> None:
    """A warning the player reads and closes; the window goes on at once (a modeless box)."""
    box = QMessageBox(QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok, parent)
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    box.open()


def autosave_failed(parent: QWidget, reason: str) -> None:
    """Said once per game (the session emits it once); the game goes on."""
    text = translate(
        "MainWindow",
        "This game cannot be saved automatically: {reason}.\n\nYou can play on, but Continue cannot bring it "
        "back while saving fails. Use Game → Save As… to keep it in another folder.",
    ).format(reason=reason)
    warn(parent, translate("MainWindow", "Autosave failed"), text)


def computer_failed(parent: QWidget, error: str) -> None:
    """A bot failed (a bug): the computers pause and the player is told; the game is unharmed."""
    text = translate("MainWindow", "A computer player could not choose a move ({error}). The computers are paused.")
    warn(parent, translate("MainWindow", "Computer player"), text.format(error=error))


def show_rules(parent: QWidget, game_id: str | None) -> None:
    """Help → Rules: a tab per game (the one on the table first) and the table's controls."""
    from desktop.widgets.help import RulesDialog

    dialog = RulesDialog(game_id, parent)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.open()


def show_statistics(parent: QWidget) -> QDialog:
    """Game → Statistics: one window (made the first time), brought up to date and to the front."""
    from desktop.widgets.statistics import StatisticsWindow

    window = parent.findChild(StatisticsWindow)
    if window is None:
        window = StatisticsWindow(parent)
    else:
        window.refresh()
    window.show()
    window.raise_()
    window.activateWindow()
    return window


def show_about(parent: QWidget) -> None:
    from engine import __version__

    QMessageBox.about(
        parent,
        translate("MainWindow", "About Meeple Table"),
        translate("MainWindow", "Meeple Table {version}").format(version=__version__)
        + "\n\n"
        + translate(
            "MainWindow", "Pass-and-play board games on one laptop. Unofficial fan work: names and art are our own."
        ),
    )


def window_icon() -> Path | None:
    """The app's icon in the source tree or inside the installed package."""
    here = Path(__file__).resolve().parent
    for icon in (here.parent / "assets" / "meeple.svg", here / "assets" / "meeple.svg"):
        if icon.exists():
            return icon
    return None
