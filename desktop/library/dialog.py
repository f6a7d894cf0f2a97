"""Game → Saved Games: the library of saved games in a window of its own.

A table of the games (picture, game, players, progress, last played), newest first, sortable by any
column and filtered by a text, the game and in progress or finished. Resume (double-click, Enter, the
button) goes on with a game; Rename gives it a title of the player's own; Delete moves it to the deleted
games, from where Undo (or Restore, under Show deleted games) brings it back; only Empty deleted games
removes files, after asking. Export copies a record to a folder chosen; Import adds records (several at
once): a bad file is refused with its reason and the others import. The list is the start screen's model,
so both always show the same games.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QItemSelectionModel, QModelIndex, QPersistentModelIndex, Qt, Signal
from PySide6.QtGui import QCloseEvent, QFontMetrics, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDialog,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QInputDialog,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from desktop import saves
from desktop.dialogs import warn
from desktop.library import transfer
from desktop.library.delegates import PAD, TABLE_PICTURE, PictureDelegate, Thumbnails
from desktop.library.model import Column, GameRole, LibraryFilter, LibraryModel, Show, name, widest_date
from desktop.saves import SavedGame
from desktop.tables import TABLES, table_for
from desktop.text import TrContext

translate = QCoreApplication.translate
saved = TrContext("saved")


class LibraryWindow(QDialog):
    """The Saved Games window over `model` (the start screen's). `on_table()` is the file of the game on
    the table (it cannot be deleted while it is played). Emits `resumeRequested(path)` and, after the
    library changed (deleted, restored, renamed, imported), `changed`."""

    resumeRequested = Signal(str)
    changed = Signal()

    def __init__(
        self, model: LibraryModel, pictures: Thumbnails, on_table: Callable[[], Path | None], parent: QWidget | None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("LibraryWindow")
        self.library, self.pictures, self.on_table = model, pictures, on_table
        self.trash = LibraryModel(trash=True, parent=self)
        # what Undo brings back, the last deleted last: (its file in the trash, its name as the list showed it)
        self.deleted: list[tuple[Path, str]] = []
        self.import_report: QMessageBox | None = None
        self.proxy = LibraryFilter(self)
        self.proxy.setSourceModel(model)
        page = QVBoxLayout(self)
        page.addLayout(self._filters())
        self.table = self._table()
        page.addWidget(self.table, 1)
        self.undo_bar = QFrame()
        self.undo_bar.setFrameShape(QFrame.Shape.StyledPanel)
        bar = QHBoxLayout(self.undo_bar)
        bar.setContentsMargins(8, 2, 8, 2)
        self.undo_text = QLabel()
        self.undo_text.setWordWrap(True)
        self.undo_button = QPushButton()
        self.undo_button.setAutoDefault(False)  # as the other buttons (`_buttons`)
        self.undo_button.clicked.connect(self.undo_delete)
        bar.addWidget(self.undo_text, 1)
        bar.addWidget(self.undo_button)
        self.undo_bar.hide()
        page.addWidget(self.undo_bar)
        page.addLayout(self._buttons())
        for key, slot in (
            (QKeySequence.StandardKey.Delete, self.delete),
            (QKeySequence("F2"), self.rename),
            (QKeySequence.StandardKey.Undo, self.undo_delete),
        ):
            QShortcut(QKeySequence(key), self).activated.connect(slot)
        self.resize(1100, 680)
        self.retranslate()

    # -- building --------------------------------------------------------------------------------------------
    def _filters(self) -> QHBoxLayout:
        row = QHBoxLayout()
        self.search = QLineEdit()
        self.search.setClearButtonEnabled(True)
        self.search.textChanged.connect(lambda text: self._filter(text=text))
        self.game_filter = QComboBox()
        self.game_filter.addItem("", "")
        for game_id in TABLES:
            self.game_filter.addItem("", game_id)
        self.game_filter.currentIndexChanged.connect(lambda _: self._filter(game=self.game_filter.currentData()))
        self.show_filter = QComboBox()
        for show in Show:
            self.show_filter.addItem("", show.value)
        self.show_filter.currentIndexChanged.connect(lambda _: self._filter(show=Show(self.show_filter.currentData())))
        self.show_deleted = QCheckBox()
        self.show_deleted.toggled.connect(self._show_trash)
        row.addWidget(self.search, 2)
        row.addWidget(self.game_filter, 1)
        row.addWidget(self.show_filter, 1)
        row.addWidget(self.show_deleted)
        return row

    def _table(self) -> QTableView:
        table = QTableView()
        table.setModel(self.proxy)
        table.setSortingEnabled(True)
        table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setWordWrap(True)
        table.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        table.setAlternatingRowColors(True)
        table.verticalHeader().hide()
        table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        table.verticalHeader().setDefaultSectionSize(TABLE_PICTURE.height() + 2 * PAD)
        table.setItemDelegateForColumn(Column.PICTURE, PictureDelegate(self.pictures, table))
        header = table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setSectionResizeMode(Column.PICTURE, QHeaderView.ResizeMode.Fixed)
        header.resizeSection(Column.PICTURE, TABLE_PICTURE.width() + 2 * PAD)
        for column in (Column.GAME, Column.PLAYERS, Column.PROGRESS):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(Column.PLAYED, QHeaderView.ResizeMode.Fixed)  # as wide as any date (retranslate)
        header.setHighlightSections(False)
        table.sortByColumn(Column.PLAYED, Qt.SortOrder.DescendingOrder)  # the most recently played first
        table.activated.connect(self._activated)
        table.selectionModel().currentRowChanged.connect(lambda *_: self._enable())
        return table

    def _buttons(self) -> QHBoxLayout:
        row = QHBoxLayout()
        self.resume_button = QPushButton()
        self.rename_button = QPushButton()
        self.delete_button = QPushButton()
        self.restore_button = QPushButton()
        self.empty_button = QPushButton()
        self.export_button = QPushButton()
        self.import_button = QPushButton()
        self.close_button = QPushButton()
        for button, slot in (
            (self.resume_button, self.resume),
            (self.rename_button, self.rename),
            (self.delete_button, self.delete),
            (self.restore_button, self.restore),
            (self.empty_button, self.empty_trash),
            (self.export_button, self.export),
            (self.import_button, self.import_records),
            (self.close_button, self.close),
        ):
            button.setAutoDefault(False)  # Enter in the table resumes the game (once), it presses no button
            button.clicked.connect(slot)
            if button is self.export_button:
                row.addStretch(1)
            row.addWidget(button)
        return row

    def retranslate(self) -> None:
        """Every text in the language now in use."""
        self.setWindowTitle(translate("saved", "Saved Games"))
        self.search.setPlaceholderText(translate("saved", "Search by title, game or player"))
        self.search.setAccessibleName(translate("saved", "Search the saved games"))
        self.game_filter.setItemText(0, translate("saved", "Every game"))
        for k, game_id in enumerate(TABLES, start=1):
            self.game_filter.setItemText(k, table_for(game_id).title())
        self.game_filter.setAccessibleName(translate("saved", "Show the games of"))
        shows = {
            Show.ALL: translate("saved", "In progress and finished"),
            Show.IN_PROGRESS: translate("saved", "In progress"),
            Show.FINISHED: translate("saved", "Finished"),
        }
        for k, show in enumerate(Show):
            self.show_filter.setItemText(k, shows[show])
        self.show_filter.setAccessibleName(translate("saved", "Show the games that are"))
        self.show_deleted.setText(translate("saved", "Show deleted games"))
        self.table.setAccessibleName(translate("saved", "Saved games"))
        self.resume_button.setText(translate("saved", "Resume"))
        self.rename_button.setText(translate("saved", "Rename…"))
        self.delete_button.setText(translate("saved", "Delete"))
        self.restore_button.setText(translate("saved", "Restore"))
        self.empty_button.setText(translate("saved", "Empty deleted games…"))
        self.export_button.setText(translate("saved", "Export…"))
        self.import_button.setText(translate("saved", "Import…"))
        self.close_button.setText(translate("saved", "Close"))
        self.undo_button.setText(translate("saved", "Undo"))
        self._tell_deleted()
        self.library.retranslate()
        self.trash.retranslate()
        self._size_date_column()
        self._enable()

    def _size_date_column(self) -> None:
        """The Last played column: its title with the sort arrow, or the widest date of the language, whole."""
        header = self.table.horizontalHeader()
        title = str(self.table.model().headerData(Column.PLAYED, Qt.Orientation.Horizontal) or "")
        heading = QFontMetrics(header.font())
        cell = QFontMetrics(self.table.font())
        need = max(heading.horizontalAdvance(title) + heading.height(), widest_date(cell))
        header.resizeSection(Column.PLAYED, need + 2 * PAD + 8)

    # -- the list ----------------------------------------------------------------------------------------------
    def open_library(self) -> None:
        """Show the window with the folder read again (a game may have been saved since)."""
        self.reload()
        self.show()
        self.raise_()
        self.activateWindow()
        self.table.setFocus()

    @property
    def model(self) -> LibraryModel:
        """The games listed now: the library's, or the deleted ones."""
        return self.trash if self.show_deleted.isChecked() else self.library

    def reload(self, select: Path | None = None) -> None:
        """Read the folder again and choose `select` (default: the game chosen before; else the one now in
        its row, as after a delete; else the first)."""
        chosen = self.chosen()
        keep = select if select is not None else chosen.path if chosen is not None else None
        at = max(0, self.table.currentIndex().row())
        self.model.reload()
        self.changed.emit()
        row = self.model.row_of(keep) if keep is not None else -1
        index = self.proxy.mapFromSource(self.model.index(row, 0)) if row >= 0 else QModelIndex()
        if not index.isValid():
            index = self.proxy.index(min(at, self.proxy.rowCount() - 1), 0)
        if index.isValid():
            flags = QItemSelectionModel.SelectionFlag.ClearAndSelect | QItemSelectionModel.SelectionFlag.Rows
            self.table.selectionModel().setCurrentIndex(index, flags)
            self.table.scrollTo(index)
        self._enable()

    def _filter(self, text: str | None = None, game: str | None = None, show: Show | None = None) -> None:
        self.proxy.set_filter(text, game, show)
        self._enable()

    def _show_trash(self, on: bool) -> None:
        self.proxy.setSourceModel(self.trash if on else self.library)
        self.reload()

    def chosen(self) -> SavedGame | None:
        index = self.table.currentIndex()
        game = index.data(GameRole) if index.isValid() else None
        return game if isinstance(game, SavedGame) else None

    def _enable(self) -> None:
        game = self.chosen()
        trash = self.show_deleted.isChecked()
        opens = game is not None and not game.problem
        self.resume_button.setEnabled(opens and not trash)
        self.rename_button.setEnabled(opens and not trash)
        playing = game is not None and game.path == self.on_table()
        self.delete_button.setEnabled(game is not None and not trash and not playing)
        self.delete_button.setToolTip(translate("saved", "This game is on the table now.") if playing else "")
        self.export_button.setEnabled(game is not None)
        for button, shown in ((self.delete_button, not trash), (self.restore_button, trash)):
            button.setVisible(shown)
        self.empty_button.setVisible(trash)
        self.restore_button.setEnabled(game is not None and trash)
        self.empty_button.setEnabled(bool(self.trash.games))

    # -- actions -------------------------------------------------------------------------------------------------
    def _activated(self, index: QModelIndex | QPersistentModelIndex) -> None:
        self.table.setCurrentIndex(index)
        self.resume()

    def resume(self) -> None:
        game = self.chosen()
        if game is None or game.problem or self.show_deleted.isChecked():
            return
        self.close()
        self.resumeRequested.emit(str(game.path))

    def rename(self) -> None:
        """A title of the player's own (empty: the game's name again); the file keeps its name."""
        game = self.chosen()
        if game is None or game.problem or self.show_deleted.isChecked():
            return
        title, ok = QInputDialog.getText(
            self,
            translate("saved", "Rename"),
            translate("saved", "A title for this game (empty: the name of the game):"),
            QLineEdit.EchoMode.Normal,
            game.title,
        )
        if not ok:
            return
        try:
            saves.set_title(game.path, title)
        except OSError as exc:
            warn(self, translate("saved", "Rename"), str(exc.strerror or exc))
        self.reload(game.path)

    def delete(self) -> None:
        """Move the chosen game to the deleted games (Undo brings it back)."""
        game = self.chosen()
        if game is None or self.show_deleted.isChecked() or game.path == self.on_table():
            return
        try:
            self.deleted.append((saves.delete(game.path), name(game)))
        except OSError as exc:
            warn(self, translate("saved", "Delete"), str(exc.strerror or exc))
            return
        self._tell_deleted()
        self.reload()

    def _tell_deleted(self) -> None:
        if self.deleted:
            text = translate(
                "saved", "“{game}” was deleted. Undo brings it back; so does Restore in the deleted games."
            )
            self.undo_text.setText(text.format(game=self.deleted[-1][1]))
        self.undo_bar.setVisible(bool(self.deleted))

    def undo_delete(self) -> None:
        """Bring back the game deleted last."""
        if not self.deleted:
            return
        trashed, _ = self.deleted.pop()
        try:
            back = saves.restore(trashed)
        except OSError as exc:
            warn(self, translate("saved", "Undo"), str(exc.strerror or exc))
            return
        self._tell_deleted()
        self.show_deleted.setChecked(False)
        self.reload(back)

    def restore(self) -> None:
        """Show deleted games → Restore: the chosen one goes back into the library."""
        game = self.chosen()
        if game is None or not self.show_deleted.isChecked():
            return
        try:
            saves.restore(game.path)
        except OSError as exc:
            warn(self, translate("saved", "Restore"), str(exc.strerror or exc))
        self.deleted = [(path, was) for path, was in self.deleted if path != game.path]
        self._tell_deleted()
        self.library.reload()
        self.reload()

    def empty_trash(self) -> None:
        """Remove the deleted games for good, once the player said so."""
        count = len(self.trash.games)
        if not count:
            return
        text = saved.tr("Remove %n deleted game(s) for good? This cannot be undone.", "", count)
        answer = QMessageBox.question(
            self,
            translate("saved", "Empty deleted games"),
            text,
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Cancel,
        )
        if answer != QMessageBox.StandardButton.Yes:
            return
        saves.empty_trash([g.path for g in self.trash.games])
        self.deleted.clear()
        self.undo_bar.hide()
        self.reload()

    def export(self) -> None:
        """Save a copy of the chosen game's record in a folder chosen (the library keeps its own)."""
        game = self.chosen()
        if game is not None:
            transfer.export_record(self, game)

    def import_records(self) -> None:
        """Records chosen (several at once) become saved games; the refused ones are listed with why."""
        done = transfer.import_chosen(self)
        if done is not None:
            added, self.import_report = done
            self.show_deleted.setChecked(False)
            self.reload(added[0] if added else None)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.deleted.clear()  # Undo is offered while the window is open; Restore stays
        self.undo_bar.hide()
        super().closeEvent(event)
