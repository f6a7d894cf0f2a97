"""The choice panel: the pending decision and every legal action as a keyboard-friendly list."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QLabel, QListWidget, QListWidgetItem, QPushButton, QVBoxLayout, QWidget

from desktop.plain import tip
from desktop.tables.base import Table
from desktop.widgets.cardrows import CardRowDelegate
from engine.core.moves import Move


class ChoicePanel(QWidget):
    """Enter or double-click plays the selected action; `chosen(move)` is emitted."""

    chosen = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        lay = QVBoxLayout(self)
        self.prompt = QLabel()
        self.prompt.setTextFormat(Qt.TextFormat.PlainText)
        self.prompt.setWordWrap(True)
        self.prompt.setStyleSheet("font-weight: bold;")
        self.list = QListWidget()
        # a choice may take two lines (a quest's terms), wrapped to the width of the list
        self.list.setItemDelegate(CardRowDelegate(self.list, bold_head=False))
        self.list.setResizeMode(QListWidget.ResizeMode.Adjust)
        self.list.itemActivated.connect(self._activated)
        self.play_button = QPushButton()
        self.play_button.clicked.connect(self._play_selected)
        lay.addWidget(self.prompt)
        lay.addWidget(self.list, 1)
        lay.addWidget(self.play_button)
        self.moves: list[Move] = []
        self._summary = False  # the list shows a turn's summary, not choices
        self._stale = False
        self.retranslate()

    def retranslate(self) -> None:
        """The panel's own texts; the choices themselves are shown again by the window."""
        self.list.setAccessibleName(self.tr("Legal actions"))
        self.play_button.setText(self.tr("Do it"))
        self._stale = True  # the next set_choices fills the list again, in the language now in use

    def set_choices(self, table: Table | None, state: Any, prompt: str, moves: tuple[Move, ...]) -> None:
        self.prompt.setText(prompt)
        self.play_button.setEnabled(bool(moves))
        self.play_button.show()
        if list(moves) == self.moves and not self._summary and not self._stale:
            return
        self._summary = self._stale = False
        self.moves = list(moves)
        self._clear()
        for m in moves:
            item = QListWidgetItem(table.choice_text(state, m) if table is not None else str(m))
            item.setToolTip(tip(table.choice_tooltip(state, m) if table is not None else item.text()))
            self.list.addItem(item)
        if moves:
            self.list.setCurrentRow(0)

    def set_summary(self, prompt: str, lines: list[str]) -> None:
        """Show what happened (read-only lines, nothing to choose): the review of a finished turn."""
        self.prompt.setText(prompt)
        self.play_button.setEnabled(False)
        self.play_button.hide()  # nothing to do here: Done is in the banner
        self.moves = []
        self._summary = True
        self._clear()
        for line in lines:
            item = QListWidgetItem(line)
            item.setToolTip(tip(line))
            item.setFlags(Qt.ItemFlag.ItemIsEnabled)
            self.list.addItem(item)

    def _clear(self) -> None:
        """Empty the list. With no current row first: removing the current row makes the next one current, and
        the view lays out the rows again for each (the delegate measures ~4 rows' text a row instead of ~1)."""
        self.list.setCurrentRow(-1)
        self.list.clear()

    def select(self, move: Move) -> bool:
        """Highlight `move` (a card clicked elsewhere): "Do it" then plays it. False if it is not listed."""
        if self._summary or move not in self.moves:
            return False
        self.list.setCurrentRow(self.moves.index(move))
        return True

    def selected(self) -> Move | None:
        """The highlighted choice, the one "Do it" plays."""
        row = self.list.currentRow()
        return self.moves[row] if 0 <= row < len(self.moves) and not self._summary else None

    def texts(self) -> list[str]:
        return [self.list.item(i).text() for i in range(self.list.count())]

    def _activated(self, item: QListWidgetItem) -> None:
        """A double-click or Enter on a row: its move is played; a line of a turn's summary is no move."""
        row = self.list.row(item)
        if not self._summary and 0 <= row < len(self.moves):
            self.chosen.emit(self.moves[row])

    def _play_selected(self) -> None:
        move = self.selected()
        if move is not None:
            self.chosen.emit(move)
