"""The Players table: never a horizontal scroll bar, whatever the panel's width and the dock layout.

Every column is as wide as its widest cell (and grows when a text outgrows it, never shrinking under the
player's eyes), except the name: it gives way when the panel is narrower than the table, down to a few
letters, the name then elided with the whole of it in the tooltip. The view's minimum width is the other
columns' widths and that shortest name column, so no layout may make the panel narrower than the table.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, QTimer, Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QAbstractItemView, QApplication, QHeaderView, QStyle, QTableView, QWidget

from desktop.models.players import PlayersModel
from desktop.widgets.elided import CutTextTips
from desktop.widgets.iconheader import IconHeader

NAME_MIN_LETTERS = 8  # the name column is never narrower than this many letters (and the colour swatch)


class PlayersView(QTableView):
    """A QTableView of a PlayersModel whose name column (0) takes what the other columns leave. Emits
    `outgrown` when a column grew wider than before (the panel around it may make room: `DockLayout`)."""

    outgrown = Signal()

    def __init__(self, model: PlayersModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setHorizontalHeader(IconHeader(self))  # icons, the words in tooltips
        self.setModel(model)
        self.players_model = model
        self.setItemDelegate(CutTextTips(self))  # an elided name: the whole of it in the tooltip
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        header = self.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setDefaultSectionSize(64)
        header.sectionResized.connect(self._resized_by_hand)
        self._wanted: list[int] = []  # per column: as wide as its widest cell (or as the player dragged it)
        self._fitting = False  # True while this view sets the widths (not the player dragging)
        self._cell_widths: dict[tuple[bool, bool, str], int] = {}  # (name column, bold, text) -> width
        self._minimum_later = QTimer(self)
        self._minimum_later.setSingleShot(True)
        self._minimum_later.setInterval(0)
        self._minimum_later.timeout.connect(self._update_minimum)
        model.modelReset.connect(self.fit_columns)
        model.cellsChanged.connect(self.widen_columns)

    def fit_columns(self) -> None:
        """Another game, language or seating: every column as wide as its widest cell (measured anew)."""
        self._cell_widths.clear()
        self._fitting = True
        self.resizeColumnsToContents()
        self._fitting = False
        self._wanted = [self.columnWidth(col) for col in range(self.players_model.columnCount())]
        self._apply()
        self.outgrown.emit()

    def widen_columns(self, cells: Sequence[tuple[int, int]]) -> None:
        """A column grows when its text outgrows it (goods pile up over a game); it never shrinks under
        the player's eyes. Only the cells that changed are measured, each text once (a cache): asking Qt
        for a whole column's width asked the model for every cell and role, most of a timeline step."""
        model = self.players_model
        grid = 1 if self.showGrid() else 0  # as QTableView.sizeHintForColumn counts
        grew = False
        for row, col in cells:
            key = (col == 0, row == model.decider, model.cell_text(row, col))
            width = self._cell_widths.get(key)
            if width is None:
                width = self._cell_widths[key] = self.sizeHintForIndex(model.index(row, col)).width() + grid
            if col < len(self._wanted) and width > self._wanted[col]:
                self._wanted[col] = width
                grew = True
        if grew:
            self._apply()
            self.outgrown.emit()

    def wanted_width(self, col: int) -> int:
        """The column's width when there is room: its widest cell's (or the player's)."""
        return self._wanted[col]

    def full_width(self) -> int:
        """The view's width with every column at its wanted width (the name whole)."""
        scroll_bar = self.verticalScrollBar().sizeHint().width()
        return 2 * self.frameWidth() + scroll_bar + sum(self._wanted)

    def name_min_width(self) -> int:
        """The narrowest the name column gets: the swatch and a few letters (or the whole name, if shorter)."""
        fm = self.fontMetrics()
        swatch = self.style().pixelMetric(QStyle.PixelMetric.PM_SmallIconSize, None, self)
        shortest = swatch + 16 + fm.averageCharWidth() * NAME_MIN_LETTERS
        return min(self._wanted[0], shortest) if self._wanted else shortest

    def _room(self) -> int:
        """The viewport's width once the vertical scroll bar is there or not, as the rows need it."""
        frame = 2 * self.frameWidth()
        width = self.width() - frame
        if self.verticalHeader().length() > self.height() - frame - self.horizontalHeader().height():
            width -= self.verticalScrollBar().sizeHint().width()
        return width

    def _apply(self) -> None:
        """The columns at their wanted widths, the name's cut to what is left; the minimum width updated."""
        if not self._wanted:
            return
        others = sum(self._wanted[1:])
        name = max(self.name_min_width(), min(self._wanted[0], self._room() - others))
        self._fitting = True
        for col, width in enumerate([name, *self._wanted[1:]]):
            if self.columnWidth(col) != width:
                self.setColumnWidth(col, width)
        self._fitting = False
        if self._least_width() != self.minimumWidth():
            self._minimum_later.start()

    def _least_width(self) -> int:
        """Every column but the name at its wanted width, the name at its shortest, and a vertical scroll bar
        in case a short panel needs one."""
        return self.full_width() - self._wanted[0] + self.name_min_width() if self._wanted else 0

    def _update_minimum(self) -> None:
        """The view's minimum width, set from the event loop: the main window lays out its docks again (Qt
        makes an animation of each move), so a bot stepping through a game without returning to the event
        loop leaves nothing waiting; the name column gives way until then. The panel takes the new width at
        once (its layout requests handled now, not in a later pass of the event loop)."""
        self.setMinimumWidth(self._least_width())
        QApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)

    def _resized_by_hand(self, col: int, _old: int, new: int) -> None:
        if not self._fitting and col < len(self._wanted):
            self._wanted[col] = new
            self._apply()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._apply()
