"""The Saved Games window's Export and Import: a record copied to a folder the player chooses, and records
chosen (several at once) added to the library and the statistics (desktop.stats.importing), each with its picture; the
refused ones are listed with their reason."""

from __future__ import annotations

import time
from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from desktop import settings as app_settings
from desktop.dialogs import warn
from desktop.library.picture import picture_record
from desktop.saves import SavedGame
from desktop.stats.importing import import_files
from desktop.stats.store import shared
from desktop.text import TrContext

translate = QCoreApplication.translate
saved = TrContext("saved")


def record_name(game: SavedGame) -> str:
    """The file name an export suggests: the game's title or its game's id, and the day it was last played."""
    day = time.strftime("%Y-%m-%d", time.localtime(game.modified))
    stem = "".join(c if c.isalnum() or c in "-_ " else "_" for c in game.title).strip() or game.game or "game"
    return f"{stem}-{day}.json"


def export_record(parent: QWidget, game: SavedGame) -> None:
    """Save a copy of `game`'s record in a folder chosen (the library keeps its own); a failure is told."""
    suggested = str(app_settings.records_folder() / record_name(game))
    path, _ = QFileDialog.getSaveFileName(
        parent, translate("saved", "Export a saved game"), suggested, translate("MainWindow", "Records (*.json)")
    )
    if not path:
        return
    app_settings.remember_records_folder(path)
    try:
        Path(path).write_bytes(game.path.read_bytes())
    except OSError as exc:
        warn(parent, translate("saved", "Export"), str(exc.strerror or exc))


def import_chosen(parent: QWidget) -> tuple[list[Path], QMessageBox] | None:
    """Records chosen in a file dialog become saved games, each with its picture, and a report says what
    was imported and what was refused. Returns the new saved games' files and the report (a modeless
    box), or None when nothing was chosen."""
    paths, _ = QFileDialog.getOpenFileNames(
        parent,
        translate("saved", "Import records"),
        str(app_settings.records_folder()),
        translate("MainWindow", "Records (*.json)"),
    )
    if not paths:
        return None
    app_settings.remember_records_folder(paths[0])
    done = import_files(paths, shared())  # finished games are counted in the statistics too
    added = [d.saved for d in done if d.new and d.saved is not None]
    for path in added:
        picture_record(path)
    return added, report(parent, [(d.path, d.error) for d in done], len(added))


def report(parent: QWidget, results: list[tuple[Path, str]], added: int) -> QMessageBox:
    """How many of the records were imported, and why each refused one was (a modeless box)."""
    refused = [(path, why) for path, why in results if why]
    text = saved.tr("{count} of %n record(s) imported as saved games.", "", len(results))
    text = text.format(count=len(results) - len(refused))
    if len(results) - len(refused) > added:
        text += "\n" + translate("saved", "Games already in the library are not added twice.")
    if refused:
        text += "\n\n" + translate("saved", "Not imported:") + "\n"
        text += "\n".join(f"{path.name}: {why}" for path, why in refused)
    icon = QMessageBox.Icon.Warning if refused else QMessageBox.Icon.Information
    box = QMessageBox(icon, translate("saved", "Import records"), text, QMessageBox.StandardButton.Ok, parent)
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    box.open()
    return box
