"""The start screen's list of saved games (desktop.saves): each game with its players, how far it got and
when it was last played; a double-click or Resume goes on with it."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QDateTime, QLocale, Qt, Signal
from PySide6.QtWidgets import QGroupBox, QListWidget, QListWidgetItem, QPushButton, QVBoxLayout, QWidget

from desktop import i18n
from desktop.saves import SavedGame
from desktop.tables import TABLES, table_for
from desktop.text import TrContext, join_and

saved = TrContext("saved")
translate = QCoreApplication.translate


def describe(game: SavedGame) -> str:
    """Two lines: the game and its players; how far it got and when it was played last."""
    when = QLocale(i18n.language()).toString(
        QDateTime.fromSecsSinceEpoch(int(game.modified)), QLocale.FormatType.ShortFormat
    )
    if game.problem:
        return translate("saved", "{file}\ncannot be opened: {why}").format(file=game.path.name, why=game.problem)
    title = table_for(game.game).title() if game.game in TABLES else game.game
    names = [
        name if who is None else translate("saved", "{name} (computer)").format(name=name)
        for name, who in zip(game.players, game.computers, strict=True)
    ]
    first = translate("saved", "{game}: {players}").format(game=title, players=join_and(names))
    if game.over:
        second = saved.tr("finished after %n move(s) · {when}", "", game.moves).format(when=when)
    else:
        second = saved.tr("%n move(s) played · {when}", "", game.moves).format(when=when)
    if game.damaged:
        second += " · " + translate("saved", "damaged: opens at its last valid move")
    return f"{first}\n{second}"


class SavedGamesPanel(QGroupBox):
    """Emits `resumeRequested(path)` for the game chosen."""

    resumeRequested = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        lay = QVBoxLayout(self)
        self.list = QListWidget()
        self.list.setWordWrap(True)
        self.list.setUniformItemSizes(False)
        self.list.setSpacing(4)
        self.list.itemActivated.connect(self._activated)
        self.list.currentItemChanged.connect(lambda *_: self._enable())
        lay.addWidget(self.list, 1)
        self.resume_button = QPushButton()
        self.resume_button.clicked.connect(lambda: self._activated(self.list.currentItem()))
        lay.addWidget(self.resume_button)
        self.games: list[SavedGame] = []
        self.retranslate()

    def retranslate(self) -> None:
        self.setTitle(translate("saved", "Saved games"))
        self.resume_button.setText(translate("saved", "Resume the chosen game"))
        self.list.setAccessibleName(translate("saved", "Saved games"))
        self.show_games(self.games)

    def show_games(self, games: list[SavedGame]) -> None:
        """The games, the most recently played first."""
        self.games = list(games)
        self.list.clear()
        for game in self.games:
            item = QListWidgetItem(describe(game))
            item.setData(Qt.ItemDataRole.UserRole, str(game.path))
            item.setToolTip(item.text())
            if game.problem:
                item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEnabled)
            self.list.addItem(item)
        if not self.games:
            item = QListWidgetItem(translate("saved", "No saved games yet: every game is saved after each move."))
            item.setFlags(Qt.ItemFlag.NoItemFlags)
            self.list.addItem(item)
        first = next((k for k, g in enumerate(self.games) if not g.problem), None)
        if first is not None:
            self.list.setCurrentRow(first)
        self._enable()

    def _enable(self) -> None:
        item = self.list.currentItem()
        self.resume_button.setEnabled(item is not None and bool(item.flags() & Qt.ItemFlag.ItemIsEnabled))

    def _activated(self, item: QListWidgetItem | None) -> None:
        if item is not None and item.flags() & Qt.ItemFlag.ItemIsEnabled:
            self.resumeRequested.emit(str(item.data(Qt.ItemDataRole.UserRole)))
