"""Score chart (pyqtgraph, imported only when the chart is first shown): VP of each player per move."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QTextOption
from PySide6.QtWidgets import QGraphicsItem, QWidget

from desktop import theme

CHART_MIN_HEIGHT = 120  # the score chart's height at the least: its lines and axis labels readable
CHART_MIN_WIDTH = 120  # narrow: the Players table beside the timeline needs its width too


def themed(chart: ScoreChart | WinChanceChart) -> None:
    """The chart's background, axes and cursor in the theme's paper and ink (Settings → Theme)."""
    ink = theme.ink()
    plot_widget: Any = chart.widget  # a pyqtgraph PlotWidget
    plot_widget.setBackground(theme.colour("paper"))
    for side in ("left", "bottom"):
        axis = chart.plot.getAxis(side)
        axis.setPen(ink)
        axis.setTextPen(ink)
    chart.cursor.setPen(chart._pg.mkPen(ink, width=2))


def _whole_axes(pg: Any, *sides: str) -> dict[str, Any]:
    """Axes for `sides` whose ticks are whole numbers (moves, VP): pyqtgraph's own, less the tick levels finer
    than 1 (at the start of a game it marked 0.2, 0.4 ... moves and half VP)."""

    class WholeAxis(pg.AxisItem):  # type: ignore[misc]  # (pyqtgraph is untyped)
        def tickSpacing(self, minVal: float, maxVal: float, size: float) -> list[tuple[float, float]]:
            levels = super().tickSpacing(minVal, maxVal, size)
            return [(spacing, offset) for spacing, offset in levels if spacing >= 1] or [(1.0, 0.0)]

    return {side: WholeAxis(orientation=side) for side in sides}


def _cached(*items: Any) -> None:
    """Items drawn from a pixmap of their own until they change: moving the cursor one move (a timeline step)
    repaints the strip it crosses from those pixmaps, not every line of a long game and the grid again."""
    for item in items:
        item.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)


class ScoreChart:
    """Wraps a pyqtgraph PlotWidget with one line per player and a draggable move cursor."""

    def __init__(self, on_cursor: Callable[[int], None]) -> None:
        import numpy as np
        import pyqtgraph as pg  # type: ignore[import-untyped]

        self._pg, self._np = pg, np
        self.widget: QWidget = pg.PlotWidget(axisItems=_whole_axes(pg, "left", "bottom"))
        self.widget.setMinimumSize(CHART_MIN_WIDTH, CHART_MIN_HEIGHT)
        self.plot = self.widget.getPlotItem()
        self.plot.showGrid(x=True, y=True, alpha=0.25)
        self.lines: list[Any] = []  # pyqtgraph's PlotDataItem (untyped), one per seat
        self.cursor = pg.InfiniteLine(pos=0, angle=90, movable=True)
        self.cursor.sigPositionChangeFinished.connect(lambda line: on_cursor(round(line.value())))
        self.plot.addItem(self.cursor)
        themed(self)
        _cached(self.plot.getAxis("left"), self.plot.getAxis("bottom"))

    def set_scores(self, series: Sequence[Sequence[int]], colours: Sequence[str], names: Sequence[str]) -> None:
        """`series[k]` is the VP of every seat after move k."""
        pg = self._pg
        seats = len(series[0]) if series else 0
        while len(self.lines) < seats:
            i = len(self.lines)
            self.lines.append(self.plot.plot(pen=pg.mkPen(colours[i], width=2), name=names[i]))
            _cached(self.lines[-1].curve)
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


TITLE_MARGIN = 4  # pixels at least between the y axis title and either end of the axis
LABEL_GAP = 2  # pixels between two rows of turning-point labels, and above the first


class WinChanceChart:
    """Each player's chance to win (%) at every move, the turning points marked and labelled.

    The labels (move numbers) never overlap: each takes the highest row, from the top of the plot down,
    where it clears every label placed before it, laid out again whenever the plot is resized or its range
    changes. A label with no free row left is hidden; its dashed line keeps its tooltip, and the status
    bar names every marked move."""

    def __init__(self, on_cursor: Callable[[int], None]) -> None:
        import pyqtgraph as pg

        self._pg = pg
        self.widget: QWidget = pg.PlotWidget(axisItems=_whole_axes(pg, "bottom"))
        self.widget.setMinimumSize(CHART_MIN_WIDTH, 60)
        self.plot = self.widget.getPlotItem()
        self.plot.showGrid(x=True, y=True, alpha=0.25)
        self.plot.setYRange(0, 100)
        self.lines: list[Any] = []  # pyqtgraph's PlotDataItem (untyped), one per seat
        self.marks: list[Any] = []  # pyqtgraph's InfiniteLine, one per turning point
        self.cursor = pg.InfiniteLine(pos=0, angle=90, movable=True)
        self.cursor.sigPositionChangeFinished.connect(lambda line: on_cursor(round(line.value())))
        self.plot.addItem(self.cursor)
        themed(self)
        self.turning: list[int] = []
        # the axis title's lines centred on the axis (wrapped by fit_title when it is longer than the axis)
        self.plot.getAxis("left").label.document().setDefaultTextOption(QTextOption(Qt.AlignmentFlag.AlignCenter))
        view = self.plot.getViewBox()
        view.sigResized.connect(self.fit_title)
        view.sigResized.connect(self.lay_out_labels)
        view.sigTransformChanged.connect(self.lay_out_labels)

    def set_chances(
        self,
        series: Sequence[Sequence[float]],
        turning: Sequence[int],
        colours: Sequence[str],
        names: Sequence[str],
        describe: Callable[[int], str],
    ) -> None:
        pg = self._pg
        self.plot.setLabel("left", QCoreApplication.translate("timeline", "Chance to win (%)"))
        self.fit_title()
        seats = len(series[0]) if series else 0
        while len(self.lines) < seats:
            i = len(self.lines)
            self.lines.append(self.plot.plot(pen=pg.mkPen(colours[i], width=2), name=names[i]))
        xs = list(range(len(series)))
        for seat, line in enumerate(self.lines[:seats]):
            line.setData(xs, [100.0 * row[seat] for row in series])
        for mark in self.marks:
            self.plot.removeItem(mark)
        self.marks = []
        self.turning = list(turning)
        for k in turning:  # a dashed line at each turning point: its move number, the move in its tooltip
            mark = pg.InfiniteLine(
                pos=k,
                angle=90,
                movable=False,
                pen=pg.mkPen("#c8102e", width=1, style=Qt.PenStyle.DashLine),
                label=str(k),
                labelOpts={"position": 0.95, "color": "#7a1020"},  # the row: lay_out_labels
            )
            mark.setToolTip(describe(k))
            mark.label.textItem.document().setDocumentMargin(1)  # a tight label: more rows fit a short plot
            mark.label.updateTextPos()
            self.plot.addItem(mark)
            self.marks.append(mark)
        self.cursor.setBounds((0, max(0, len(series) - 1)))
        self.lay_out_labels()

    def fit_title(self) -> None:
        """The y axis title whole: in lines (the axis widens for them) when it is longer than the axis is high,
        as at 1280x720 where the chart is about 120 px high."""
        axis = self.plot.getAxis("left")
        title = axis.label
        room = axis.size().height() - 2 * TITLE_MARGIN
        title.setTextWidth(-1)
        if room > 0 and title.boundingRect().width() > room:
            title.setTextWidth(room)
        axis._updateWidth()  # pyqtgraph's: the axis as wide as its ticks and title's lines
        axis.resizeEvent()  # and the title centred on it again

    def lay_out_labels(self) -> None:
        """Each mark's label in the highest row where it overlaps no label placed before it (in pixels:
        the rows depend on the plot's size and range), the rows inside the plot from its top edge down."""
        height = self.plot.getViewBox().sceneBoundingRect().height()
        placed: list[QRectF] = []
        for mark in sorted(self.marks, key=lambda m: m.value()):
            label = mark.label
            mark.viewTransformChanged()  # its geometry for the view as it is now (pyqtgraph may tell it later)
            label.setVisible(True)
            label.updateTransform(force=True)
            size = label.sceneBoundingRect().height()
            row, rect = 0, None
            while LABEL_GAP + (row + 1) * (size + LABEL_GAP) <= height:  # the whole label inside the plot
                label.setPosition(1 - (LABEL_GAP + row * (size + LABEL_GAP) + size / 2) / height)
                label.updateTransform(force=True)
                rect = label.sceneBoundingRect()
                if not any(rect.intersects(other) for other in placed):
                    break
                row, rect = row + 1, None
            if rect is None:
                label.setVisible(False)
            else:
                placed.append(rect)

    def set_cursor(self, move: int) -> None:
        self.cursor.blockSignals(True)
        self.cursor.setValue(move)
        self.cursor.blockSignals(False)
