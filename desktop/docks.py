"""The main window's docks: players, your cards, actions, game log and timeline."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDockWidget,
    QHeaderView,
    QLabel,
    QListView,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from desktop.models.hand import HandModel
from desktop.models.log import LogModel
from desktop.models.players import PlayersModel
from desktop.timeline.dock import TimelineView
from desktop.widgets.cardrows import CardRowDelegate
from desktop.widgets.choices import ChoicePanel

if TYPE_CHECKING:
    from desktop.window import MainWindow

translate = QCoreApplication.translate
PANEL_MIN_WIDTH = 280
BOTTOM, RIGHT = Qt.DockWidgetArea.BottomDockWidgetArea, Qt.DockWidgetArea.RightDockWidgetArea


def _dock(w: MainWindow, title: str, name: str, widget: QWidget, area: Qt.DockWidgetArea) -> QDockWidget:
    dock = QDockWidget(title, w)
    dock.setObjectName(name)
    dock.setWidget(widget)
    w.addDockWidget(area, dock)
    return dock


def build_docks(w: MainWindow) -> None:
    """Create the docks and their models as attributes of `w`."""
    w.players_model = PlayersModel(w.colours, w)
    w.players_view = QTableView()
    w.players_view.setModel(w.players_model)
    w.players_view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    w.players_view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
    w.players_view.horizontalHeader().setDefaultSectionSize(64)
    w.players_model.modelReset.connect(w.players_view.resizeColumnsToContents)
    w.players_view.verticalHeader().hide()
    w.players_dock = _dock(w, translate("MainWindow", "Players"), "players", w.players_view, BOTTOM)
    w.hand_model = HandModel(w)
    hand = QWidget()
    hl = QVBoxLayout(hand)
    w.hand_title = QLabel()
    w.hand_title.setTextFormat(Qt.TextFormat.PlainText)
    w.hand_title.setWordWrap(True)
    w.hand_view = QListView()
    w.hand_view.setModel(w.hand_model)
    w.hand_view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    # rows of several lines (a quest's needs, reward and progress), as high as their wrapped text
    w.hand_view.setItemDelegate(CardRowDelegate(w.hand_view))
    w.hand_view.setResizeMode(QListView.ResizeMode.Adjust)
    w.hand_view.setSpacing(1)
    w.hand_view.activated.connect(w._hand_activated)
    hl.addWidget(w.hand_title)
    hl.addWidget(w.hand_view, 1)
    hand.setMinimumSize(PANEL_MIN_WIDTH, 120)  # never a sliver, whatever layout is restored
    w.hand_dock = _dock(w, translate("MainWindow", "Your cards"), "hand", hand, RIGHT)
    w.choices = ChoicePanel()
    w.choices.setMinimumSize(PANEL_MIN_WIDTH, 140)
    w.choices.chosen.connect(w._choose)
    w.choices_dock = _dock(w, translate("MainWindow", "Actions"), "choices", w.choices, RIGHT)
    w.log_model = LogModel(w)
    w.log_view = QListView()
    w.log_view.setModel(w.log_model)
    w.log_view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    w.log_view.setUniformItemSizes(True)
    w.log_dock = _dock(w, translate("MainWindow", "Game log"), "log", w.log_view, BOTTOM)
    w.timeline = TimelineView()
    w.timeline.previewRequested.connect(w._preview)
    w.timeline.playOnRequested.connect(w._play_on)
    w.timeline_dock = _dock(w, translate("MainWindow", "Timeline"), "timeline", w.timeline, BOTTOM)
    w.tabifyDockWidget(w.log_dock, w.timeline_dock)
    w.log_dock.raise_()
