"""Score chart (pyqtgraph, imported only when the chart is first shown): VP of each player per move."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtWidgets import QWidget


class ScoreChart:
    """Wraps a pyqtgraph PlotWidget with one line per player and a draggable move cursor."""

    def __init__(self, on_cursor: Callable[[int], None]) -> None:
        import numpy as np
        import pyqtgraph as pg  # type: ignore[import-untyped]

        self._pg, self._np = pg, np
        self.widget: QWidget = pg.PlotWidget(background="#f6ecd4")
        self.widget.setMinimumSize(160, 60)
        self.plot = self.widget.getPlotItem()
        self.plot.showGrid(x=True, y=True, alpha=0.25)
        self.lines: list = []
        self.cursor = pg.InfiniteLine(pos=0, angle=90, movable=True, pen=pg.mkPen("#3b2f23", width=2))
        self.cursor.sigPositionChangeFinished.connect(lambda line: on_cursor(round(line.value())))
        self.plot.addItem(self.cursor)

    def set_scores(self, series: Sequence[Sequence[int]], colours: Sequence[str], names: Sequence[str]) -> None:
        """`series[k]` is the VP of every seat after move k."""
        pg = self._pg
        seats = len(series[0]) if series else 0
        while len(self.lines) < seats:
            i = len(self.lines)
            self.lines.append(self.plot.plot(pen=pg.mkPen(colours[i], width=2), name=names[i]))
        np = self._np
        table = np.asarray(series, dtype=float).reshape(len(series), seats)  # one conversion, then columns
        xs = np.arange(len(series), dtype=float)
        for seat, line in enumerate(self.lines[:seats]):
            line.setData(xs, table[:, seat])
        self.cursor.setBounds((0, max(0, len(series) - 1)))

    def set_cursor(self, move: int) -> None:
        self.cursor.blockSignals(True)
        self.cursor.setValue(move)
        self.cursor.blockSignals(False)
