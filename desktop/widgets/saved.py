"""The start screen's list of saved games (desktop.saves): each game with a picture of its board, its
players, how far it got and when it was last played; a double-click, Enter or Resume goes on with it.
It is the Saved Games window's model (desktop.library) in a compact list: All saved games… (and
Game → Saved Games) opens that window, where games are renamed, deleted, exported and imported."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QModelIndex, QPersistentModelIndex, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QListView,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from desktop.library.delegates import CompactDelegate, Thumbnails
from desktop.library.dialog import LibraryWindow
from desktop.library.model import GameRole, LibraryModel, describe
from desktop.saves import SavedGame

translate = QCoreApplication.translate
__all__ = ["SavedGamesPanel", "describe"]


class SavedGamesPanel(QGroupBox):
    """Emits `resumeRequested(path)` for the game chosen, here or in the Saved Games window."""

    resumeRequested = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        lay = QVBoxLayout(self)
        self.model = LibraryModel(parent=self)
        self.pictures = Thumbnails()
        self.list = QListView()
        self.list.setModel(self.model)
        self.list.setItemDelegate(CompactDelegate(self.pictures, self.list))
        self.list.setWordWrap(True)  # rows are laid out again when the list's width changes
        self.list.setUniformItemSizes(False)
        self.list.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.list.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.list.activated.connect(self._activated)
        self.list.selectionModel().currentChanged.connect(lambda *_: self._enable())
        self.model.modelReset.connect(self._enable)  # a reset chooses nothing: no Resume that does nothing
        lay.addWidget(self.list, 1)
        self.empty = QLabel()
        self.empty.setWordWrap(True)
        lay.addWidget(self.empty)
        buttons = QHBoxLayout()
        self.resume_button = QPushButton()
        self.resume_button.clicked.connect(lambda: self._activated(self.list.currentIndex()))
        self.library_button = QPushButton()
        self.library_button.clicked.connect(self.open_library)
        buttons.addWidget(self.resume_button, 1)
        buttons.addWidget(self.library_button)
        lay.addLayout(buttons)
        self.library: LibraryWindow | None = None  # the Saved Games window, made when first opened
        self.retranslate()
        self.refreshed()

    @property
    def games(self) -> list[SavedGame]:
        return self.model.games

    def retranslate(self) -> None:
        self.setTitle(translate("saved", "Saved games"))
        self.resume_button.setText(translate("saved", "Resume the chosen game"))
        self.library_button.setText(translate("saved", "All saved games…"))
        self.list.setAccessibleName(translate("saved", "Saved games"))
        self.empty.setText(translate("saved", "No saved games yet: every game is saved after each move."))
        self.model.retranslate()  # the game chosen stays chosen (shared with the Saved Games window)
        if self.library is not None:
            self.library.retranslate()

    def show_games(self, games: list[SavedGame]) -> None:
        """The games, the most recently played first; the newest that opens is chosen."""
        self.model.set_games(games)
        self.refreshed()

    def refreshed(self) -> None:
        """After the model was read again: the empty note, the current row and the buttons."""
        self.empty.setVisible(not self.model.games)
        self.list.setVisible(bool(self.model.games))
        first = next((k for k, g in enumerate(self.model.games) if not g.problem), None)
        if first is not None:
            self.list.setCurrentIndex(self.model.index(first, 0))
        self._enable()

    def _chosen(self, index: QModelIndex | QPersistentModelIndex) -> SavedGame | None:
        game = index.data(GameRole) if index.isValid() else None
        return game if isinstance(game, SavedGame) and not game.problem else None

    def _enable(self) -> None:
        self.resume_button.setEnabled(self._chosen(self.list.currentIndex()) is not None)

    def _activated(self, index: QModelIndex | QPersistentModelIndex) -> None:
        game = self._chosen(index)
        if game is not None:
            self.resumeRequested.emit(str(game.path))

    def on_table(self) -> Path | None:
        """The file of the game on the table of this panel's window (None: none, or not saved)."""
        session = getattr(self.window(), "session", None)
        path = getattr(session, "autosave_path", None)
        return path if isinstance(path, Path) else None

    def open_library(self) -> None:
        """Game → Saved Games: the window of the saved games (one, brought to the front)."""
        if self.library is None:
            window = LibraryWindow(self.model, self.pictures, self.on_table, self.window())
            window.resumeRequested.connect(self.resumeRequested)
            window.changed.connect(self.refreshed)
            self.library = window
        self.library.open_library()
