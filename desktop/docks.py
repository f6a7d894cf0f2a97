"""The main window's docks: players, your cards, actions, game log and timeline."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDockWidget,
    QHeaderView,
    QLabel,
    QListView,
    QMainWindow,
    QTreeView,
    QVBoxLayout,
    QWidget,
)

from desktop.models.hand import HandModel
from desktop.models.log import LogModel
from desktop.models.players import PlayersModel
from desktop.timeline.dock import TimelineView
from desktop.widgets.cardrows import CardRowDelegate
from desktop.widgets.choices import ChoicePanel
from desktop.widgets.playersview import PlayersView

translate = QCoreApplication.translate
# the smallest "Your cards" and "Actions" panels may be (docks; the content is a little narrower)
MIN_PANEL_WIDTH, MIN_PANEL_HEIGHT = 300, 150
PANEL_MIN_WIDTH = MIN_PANEL_WIDTH - 20
BOTTOM, RIGHT = Qt.DockWidgetArea.BottomDockWidgetArea, Qt.DockWidgetArea.RightDockWidgetArea


class Docks:
    """The main window's docks, and the models and views inside them (the window connects their signals)."""

    def __init__(self, w: QMainWindow) -> None:
        self.window = w
        self.players_model = PlayersModel(w)
        self.players_view = PlayersView(self.players_model)
        # one line per player, as low as the text: five players fit in the panel's usual height
        self.players_view.setWordWrap(False)
        rows = self.players_view.verticalHeader()
        rows.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        rows.setDefaultSectionSize(self.players_view.fontMetrics().height() + 6)
        rows.hide()
        self.players_dock = self._dock("players", self.players_view, BOTTOM)
        self.hand_model = HandModel(w)
        hand = QWidget()
        hl = QVBoxLayout(hand)
        self.hand_title = QLabel()
        self.hand_title.setTextFormat(Qt.TextFormat.PlainText)
        self.hand_title.setWordWrap(True)
        self.hand_view = QListView()
        self.hand_view.setModel(self.hand_model)
        self.hand_view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        # rows of several lines (a quest's needs, reward and progress), as high as their wrapped text
        self.hand_view.setItemDelegate(CardRowDelegate(self.hand_view))
        self.hand_view.setResizeMode(QListView.ResizeMode.Adjust)
        self.hand_view.setSpacing(1)
        self.hand_view.setAccessibleName(translate("MainWindow", "Your cards"))  # its description: the title
        hl.addWidget(self.hand_title)
        hl.addWidget(self.hand_view, 1)
        hand.setMinimumSize(PANEL_MIN_WIDTH, 120)  # never a sliver, whatever layout is restored
        self.hand_dock = self._dock("hand", hand, RIGHT)
        self.choices = ChoicePanel()
        self.choices.setMinimumSize(PANEL_MIN_WIDTH, 140)
        self.choices_dock = self._dock("choices", self.choices, RIGHT)
        self.log_model = LogModel(w)
        # a tree view of one flat list: with uniform row heights it lays out no row it does not paint, so a
        # game's thousands of lines scroll and shrink (timeline steps) in constant time; a QListView
        # re-lays out every row when the tail changes
        self.log_view = QTreeView()
        self.log_view.setModel(self.log_model)
        self.log_view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.log_view.setUniformRowHeights(True)
        self.log_view.setRootIsDecorated(False)
        self.log_view.setHeaderHidden(True)
        self.log_dock = self._dock("log", self.log_view, BOTTOM)
        self.timeline = TimelineView()
        self.timeline_dock = self._dock("timeline", self.timeline, BOTTOM)
        self.timeline_dock.visibilityChanged.connect(self.timeline.set_shown)
        w.tabifyDockWidget(self.log_dock, self.timeline_dock)
        self.log_dock.raise_()
        self.retranslate()
        # Tab from the board: what to do (Actions), your cards, the players, the log, the timeline
        chain = [self.choices.list, self.choices.play_button, self.hand_view, self.players_view, self.log_view]
        for first, second in zip(chain, [*chain[1:], self.timeline.first], strict=True):
            QWidget.setTabOrder(first, second)

    def retranslate(self) -> None:
        """The panels' titles (and so the View menu's entries for them) in the language now in use."""
        self.players_dock.setWindowTitle(translate("MainWindow", "Players"))
        self.players_view.setAccessibleName(translate("MainWindow", "Players"))
        self.log_view.setAccessibleName(translate("MainWindow", "Game log"))
        self.hand_dock.setWindowTitle(translate("MainWindow", "Your cards"))
        self.choices_dock.setWindowTitle(translate("MainWindow", "Actions"))
        self.log_dock.setWindowTitle(translate("MainWindow", "Game log"))
        self.timeline_dock.setWindowTitle(translate("MainWindow", "Timeline"))
        self.choices.retranslate()
        self.timeline.retranslate()

    def _dock(self, name: str, widget: QWidget, area: Qt.DockWidgetArea) -> QDockWidget:
        dock = QDockWidget(self.window)
        dock.setObjectName(name)
        dock.setWidget(widget)
        self.window.addDockWidget(area, dock)
        return dock

    def all(self) -> list[QDockWidget]:
        return [self.players_dock, self.hand_dock, self.choices_dock, self.log_dock, self.timeline_dock]
