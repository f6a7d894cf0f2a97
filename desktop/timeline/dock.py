"""TimelineView: |< < > >| buttons, a slider, the move list by round, and the score chart.

Looking back is read-only ("Viewing move 37 of 120"); "Return to now" and "Play on from here" (which
cuts the later moves as one undoable command) are explicit. The chart (pyqtgraph) is built the first
time the view is shown, so starting the app never imports pyqtgraph.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, NamedTuple

from PySide6.QtCore import QModelIndex, Qt, Signal
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QProgressBar,
    QPushButton,
    QSizePolicy,
    QSlider,
    QSplitter,
    QStackedWidget,
    QToolButton,
    QTreeView,
    QVBoxLayout,
    QWidget,
)

from desktop.tables.base import Table
from desktop.timeline.model import MoveIndexRole, TimelineModel
from desktop.widgets.elided import CutTextTips, ElidedLabel

if TYPE_CHECKING:  # pyqtgraph loads with the first chart
    from desktop.timeline.chart import ScoreChart, WinChanceChart

#: what tells one history from another: states, last state, last move (by identity), table, colours
HistoryKey = tuple[int, int, int, Table, tuple[str, ...]]
#: the slider never narrower than this, whatever the row's other widgets want (the label gives way)
SLIDER_MIN_WIDTH = 200
#: chart_choice's items: the score chart, the win-chance chart
CHART_SCORE, CHART_CHANCES = 0, 1
#: the move list's share of the width the list and the charts have (the usual move texts whole at 1920)
TREE_SHARE = 0.5


class _History(NamedTuple):
    """A history given while the view is hidden: `set_history`'s arguments."""

    states: list[Any]
    moves: list[Any]
    viewing: int | None
    scores: Callable[[], list[list[int]]]
    colours: list[str]
    names: list[str]
    table: Table


class _WinChances(NamedTuple):
    """An analysis shown: `WinChanceChart.set_chances`'s arguments."""

    series: Sequence[Sequence[float]]
    turning: list[int]
    colours: Sequence[str]
    names: Sequence[str]
    describe: Callable[[int], str]


class TimelineView(QWidget):
    """Emits `previewRequested(move)` (-1: back to now) and `playOnRequested(move)`."""

    previewRequested = Signal(int)
    playOnRequested = Signal(int)
    analyseRequested = Signal()
    cancelAnalysisRequested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = TimelineModel(self)
        self.chart: ScoreChart | None = None
        self.win_chart: WinChanceChart | None = None  # made when an analysis has results
        self._series: list[list[int]] = []
        self._history_key: HistoryKey | None = None
        self._colours: list[str] = []
        self._names: list[str] = []
        self.total = 0
        self.viewing: int | None = None
        self._pending: _History | None = None  # a history given while hidden, shown when the view is
        self._shown = True  # False while the view's tab is behind another (its dock says so)
        self._open_round: int | None = None  # the round row this view expanded to show the current move
        # everything in a body that is hidden while the dock's tab is behind the log: its minimum size (the
        # slider's and the chart's) then asks nothing of the window
        self.body = QWidget(self)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(self.body)
        lay = QVBoxLayout(self.body)
        lay.setContentsMargins(4, 4, 4, 4)
        controls = QHBoxLayout()
        self.first = self._button("|<", lambda: self._go(0))
        self.back = self._button("<", lambda: self._go(self._current() - 1))
        self.forward = self._button(">", lambda: self._go(self._current() + 1))
        self.last = self._button(">|", lambda: self._go(self.total))
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setMinimumWidth(SLIDER_MIN_WIDTH)
        self.slider.valueChanged.connect(self._slider_moved)
        self.label = ElidedLabel()  # "Viewing move 37 of 120 (read-only)", elided in a narrow panel
        # which chart the plot area shows once an analysis has drawn the win chances (hidden before)
        self.chart_choice = QComboBox()
        self.chart_choice.addItems(["", ""])  # CHART_SCORE, CHART_CHANCES: their texts in retranslate
        self.chart_choice.currentIndexChanged.connect(self._show_chart)
        self.chart_choice.hide()
        # as high as the row's buttons let it be: shown, it makes the row (and the dock) no higher
        self.chart_choice.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Ignored)
        for w in (self.first, self.back, self.slider, self.forward, self.last, self.label, self.chart_choice):
            controls.addWidget(w, 1 if w is self.slider else 0)
        lay.addLayout(controls)
        # the buttons in a column beside the list and the charts, not in a row above them: the charts get
        # the dock's height but for one row (a small window keeps more of the board for the same chart)
        buttons = QVBoxLayout()
        self.now_button = QPushButton()
        self.now_button.clicked.connect(lambda: self.previewRequested.emit(-1))
        self.play_on_button = QPushButton()
        self.play_on_button.clicked.connect(lambda: self.playOnRequested.emit(self._current()))
        self.analyse_button = QPushButton()
        self.analyse_button.clicked.connect(self.analyseRequested)
        self.analysis_progress = QProgressBar()
        self.analysis_progress.hide()
        self.cancel_button = QPushButton()
        self.cancel_button.clicked.connect(self.cancelAnalysisRequested)
        self.cancel_button.hide()
        for button in (self.now_button, self.play_on_button, self.analyse_button):
            buttons.addWidget(button)
        analysing = QHBoxLayout()
        analysing.addWidget(self.analysis_progress, 1)
        analysing.addWidget(self.cancel_button)
        buttons.addLayout(analysing)
        buttons.addStretch(1)
        self.splitter = QSplitter(Qt.Orientation.Horizontal)
        # the score chart and the win chances share one plot area (the dock's height, not twice it: the
        # board keeps its size when an analysis is drawn); chart_choice chooses which one shows
        self.charts = QStackedWidget()
        self.tree = QTreeView()
        self.tree.setModel(self.model)
        self.tree.setHeaderHidden(True)
        self.tree.setUniformRowHeights(True)
        self.tree.setMinimumSize(120, 48)
        self.tree.setItemDelegate(CutTextTips(self.tree))  # a move's text cut: the whole of it in the tooltip
        self.tree.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.tree.setAccessibleName(self.tr("Moves by round"))
        self.tree.setAccessibleDescription(self.tr("Enter shows the board after that move (read-only)."))
        self.tree.activated.connect(self._activated)
        self.tree.clicked.connect(self._activated)
        self.splitter.addWidget(self.tree)
        self.splitter.addWidget(self.charts)
        below = QHBoxLayout()
        below.addWidget(self.splitter, 1)
        below.addLayout(buttons)
        lay.addLayout(below, 1)
        self._win_chances: _WinChances | None = None  # the last analysis shown (shown again in another language)
        self._win_key: HistoryKey | None = None  # the history it was made for
        self.retranslate()

    def retranslate(self) -> None:
        """The view's own texts in the language now in use; the move list is filled again by the next
        `set_history` (its rows hold move texts)."""
        for button, tip in (
            (self.first, self.tr("First move")),
            (self.back, self.tr("One move back")),
            (self.forward, self.tr("One move forward")),
            (self.last, self.tr("Now")),
        ):
            button.setToolTip(tip)
            button.setAccessibleName(tip)
        self.slider.setAccessibleName(self.tr("Move"))
        self.now_button.setText(self.tr("Return to now"))
        self.play_on_button.setText(self.tr("Play on from here"))
        self.analyse_button.setText(self.tr("Analyse win chances"))
        self.analyse_button.setToolTip(
            self.tr("After the game: each player's chance to win at every move, and the moves that changed it most")
        )
        self.analysis_progress.setFormat(self.tr("Analysing: %p%"))
        self.chart_choice.setItemText(CHART_SCORE, self.tr("Score"))
        self.chart_choice.setItemText(CHART_CHANCES, self.tr("Win chances"))
        self.chart_choice.setToolTip(self.tr("The chart shown: the score or each player's chance to win"))
        self.chart_choice.setAccessibleName(self.tr("Chart"))
        self.cancel_button.setText(self.tr("Cancel"))
        self.model.clear()
        self._history_key = None
        self._open_round = None
        self._update_controls()
        if self._win_chances is not None and self.win_chart is not None:  # its labels, again
            self.win_chart.set_chances(*self._win_chances)

    def _button(self, text: str, slot: Callable[[], None]) -> QToolButton:
        b = QToolButton()
        b.setText(text)
        b.clicked.connect(slot)
        return b

    # -- state from the window ----------------------------------------------------------------------
    def set_history(
        self,
        states: list[Any],
        moves: list[Any],
        viewing: int | None,
        scores: Callable[[], list[list[int]]],
        colours: Sequence[str],
        names: Sequence[str],
        table: Table,
    ) -> None:
        """Show this history. While the view is hidden (a tab behind the game log) only the latest
        history is kept, and applied when the view is shown: a move costs the timeline nothing then."""
        if not self.on_screen():
            self._pending = _History(states, moves, viewing, scores, list(colours), list(names), table)
            if self.model.shows_another_game(states, table):  # no row of the old game stays reachable
                self._forget_history()
            return
        self._pending = None
        self.total = len(moves)
        self.viewing = viewing
        # the same history (only the move looked at changed, or a hand-off): the list and chart stay
        key = self._key(states, moves, table, colours)
        same = key == self._history_key
        self._history_key = key
        if self._win_chances is not None and key != self._win_key:  # another history: the analysis is of none
            self._drop_win_chances()
        if not same:
            self.model.set_history(states, moves, table)
            self._series, self._colours, self._names = scores(), list(colours), list(names)
        self.slider.blockSignals(True)
        self.slider.setRange(0, self.total)
        self.slider.setValue(self._current())
        self.slider.blockSignals(False)
        self._update_controls()
        if same:
            if self.chart is not None:
                self.chart.set_cursor(self._current())
        else:
            self._update_chart()
        if self.win_chart is not None:
            self.win_chart.set_cursor(self._current())

    def _forget_history(self) -> None:
        """No moves listed and none to step through: another game comes while the view is hidden (its moves
        are listed when the view is shown)."""
        self.model.clear()
        self._history_key = None
        self._open_round = None
        self.total = 0
        self.viewing = None
        self.slider.blockSignals(True)
        self.slider.setRange(0, 0)
        self.slider.blockSignals(False)
        self._update_controls()

    @staticmethod
    def _key(states: list[Any], moves: list[Any], table: Table, colours: Sequence[str]) -> HistoryKey:
        return (len(states), id(states[-1]) if states else 0, id(moves[-1]) if moves else 0, table, tuple(colours))

    # -- win-chance analysis ----------------------------------------------------------------------------
    def set_analysable(self, can: bool) -> None:
        """The analysis is offered once the game is over (before, it would tell what is hidden)."""
        self.analyse_button.setEnabled(can and not self.analysis_progress.isVisible())

    def analysis_started(self) -> None:
        self.analysis_progress.setRange(0, 0)
        self.analysis_progress.show()
        self.cancel_button.show()
        self.analyse_button.setEnabled(False)

    def analysis_progressed(self, done: int, total: int) -> None:
        self.analysis_progress.setRange(0, total)
        self.analysis_progress.setValue(done)

    def analysis_stopped(self) -> None:
        self.analysis_progress.hide()
        self.cancel_button.hide()
        self.analyse_button.setEnabled(True)

    def show_win_chances(
        self,
        series: Sequence[Sequence[float]],
        turning: list[int],
        colours: Sequence[str],
        names: Sequence[str],
        describe: Callable[[int], str],
    ) -> None:
        """The chart in the score chart's place (the chart chooser beside the slider goes back to the score);
        `describe(k)` names move k (the turning points' labels)."""
        self._win_chances = _WinChances(series, turning, colours, names, describe)
        pending = self._pending  # the history while the view is hidden is the one waiting to be shown
        if pending is None:
            self._win_key = self._history_key
        else:
            self._win_key = self._key(pending.states, pending.moves, pending.table, pending.colours)
        self.analysis_stopped()
        if self.win_chart is None:
            from desktop.timeline.chart import WinChanceChart

            self.win_chart = WinChanceChart(lambda k: self._go(k))
            self.charts.addWidget(self.win_chart.widget)
        self.win_chart.set_chances(series, turning, colours, names, describe)
        self.win_chart.set_cursor(self._current())
        self.chart_choice.show()
        self.chart_choice.setCurrentIndex(CHART_CHANCES)
        self._show_chart()

    def _drop_win_chances(self) -> None:
        self._win_chances = None
        self.chart_choice.hide()
        self.chart_choice.setCurrentIndex(CHART_SCORE)
        if self.win_chart is not None:
            self.charts.removeWidget(self.win_chart.widget)
            self.win_chart.widget.hide()
            self.win_chart.widget.deleteLater()
            self.win_chart = None
        self._show_chart()

    def _show_chart(self) -> None:
        """The chart chart_choice names in the plot area (the score chart while there are no win chances)."""
        chances = self.chart_choice.currentIndex() == CHART_CHANCES
        shown = self.win_chart if chances and self.win_chart is not None else self.chart
        if shown is not None:
            self.charts.setCurrentWidget(shown.widget)

    def set_enabled_for_play(self, enabled: bool) -> None:
        """Disabled while the curtain is up (nothing to look at then)."""
        self.setEnabled(enabled)

    def _current(self) -> int:
        return self.total if self.viewing is None else self.viewing

    def _update_controls(self) -> None:
        k = self._current()
        self.first.setEnabled(k > 0)
        self.back.setEnabled(k > 0)
        self.forward.setEnabled(k < self.total)
        self.last.setEnabled(k < self.total)
        looking_back = self.viewing is not None
        self.now_button.setEnabled(looking_back)
        self.play_on_button.setEnabled(looking_back)
        viewing = self.tr("Viewing move {k} of {n} (read-only)")
        self.label.set_widest(viewing.format(k=self.total, n=self.total))  # a step moves not the slider beside it
        if looking_back:
            self.label.setText(viewing.format(k=k, n=self.total))
        else:
            self.label.setText(self.tr("Now: move {n}").format(n=self.total))
        self.slider.setAccessibleDescription(self.label.text())  # a screen reader hears where the slider is
        index = self.model.index_of_move(k)
        if index.isValid():
            # only the current move's round is opened (and the one opened before closed again): the
            # tree lays out the rounds and one round's moves, not every move of a long game
            row = index.parent().row()
            if self._open_round is not None and self._open_round != row:
                self.tree.collapse(self.model.index(self._open_round, 0))
            self._open_round = row
            self.tree.expand(index.parent())
            self.tree.setCurrentIndex(index)
            self.tree.scrollTo(index)

    def restyle(self) -> None:
        """Settings → Theme: the charts made so far take the new colours (later ones are made in them)."""
        from desktop.timeline.chart import themed

        for chart in (self.chart, self.win_chart):
            if chart is not None:
                themed(chart)

    # -- chart (lazy) ---------------------------------------------------------------------------------
    def on_screen(self) -> bool:
        return self._shown and self.isVisible()

    def set_shown(self, shown: bool) -> None:
        """The dock's visibility: a tabbed dock stays `isVisible()` while its tab is behind another."""
        self._shown = shown
        self.body.setVisible(shown)
        self._catch_up()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._catch_up()

    def _catch_up(self) -> None:
        """Apply the history given while hidden; the chart (pyqtgraph) is made when first seen."""
        if not self.on_screen():
            return
        if self._pending is not None:
            self.set_history(*self._pending)
        if self.chart is None:
            from desktop.timeline.chart import ScoreChart

            self.chart = ScoreChart(lambda k: self._go(k))
            self.charts.insertWidget(0, self.chart.widget)
            self._show_chart()
            width = max(self.splitter.width(), 2 * SLIDER_MIN_WIDTH)
            self.splitter.setSizes([round(width * TREE_SHARE), round(width * (1 - TREE_SHARE))])
            self._update_chart()

    def _update_chart(self) -> None:
        if self.chart is not None and self._series:
            self.chart.set_scores(self._series, self._colours, self._names)
            self.chart.set_cursor(self._current())

    # -- navigation ------------------------------------------------------------------------------------
    def _go(self, k: int) -> None:
        k = max(0, min(self.total, k))
        self.previewRequested.emit(-1 if k == self.total else k)

    def _slider_moved(self, value: int) -> None:
        self._go(value)

    def _activated(self, index: QModelIndex) -> None:
        number = index.data(MoveIndexRole)
        if isinstance(number, int):
            self._go(number)
