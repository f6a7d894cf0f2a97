"""What a main window shows, as plain data, for the desktop tests of every table: every text a player
could read (privacy tests) and a snapshot of the scene and the models (undo/redo tests)."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from typing import Any

from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtGui import QBrush
from PySide6.QtWidgets import QAbstractButton, QAbstractItemView, QGraphicsSimpleTextItem, QLabel, QLineEdit, QWidget

from desktop.board.chips import ChipItem
from desktop.board.items import CardItem, Panel, SpaceItem


def _model_texts(model: Any, parent: QModelIndex | None = None) -> Iterator[str]:
    parent = QModelIndex() if parent is None else parent
    roles = (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole)
    try:
        columns = max(1, model.columnCount(parent))
    except TypeError:  # list models hide columnCount
        columns = 1
    for r in range(model.rowCount(parent)):
        for c in range(columns):
            index = model.index(r, c, parent)
            for role in roles:
                value = index.data(role)
                if isinstance(value, str):
                    yield value
            if c == 0 and model.rowCount(index) > 0:
                yield from _model_texts(model, index)


def visible_texts(window: Any) -> Iterator[str]:
    """Every text a widget, a menu action, a model row, the status bar or a scene item could show."""
    for w in window.findChildren(QWidget):
        yield w.toolTip()
        yield w.windowTitle()
        yield w.accessibleName()  # what a screen reader says (the board view's: the focused target's)
        yield w.accessibleDescription()
        if isinstance(w, (QLabel, QAbstractButton, QLineEdit)):
            yield w.text()
        if isinstance(w, QAbstractItemView) and w.model() is not None:
            yield from _model_texts(w.model())
    for action in window.findChildren(type(window.menus.undo)):
        yield action.text()
        yield action.toolTip()
    yield window.statusBar().currentMessage()
    for item in window.scene.items():
        if not item.isVisible():  # (e.g. a highlight frame kept, hidden, for the next time its target is lit)
            continue
        yield item.toolTip()
        if isinstance(item, QGraphicsSimpleTextItem):
            yield item.text()
        if isinstance(item, CardItem):
            yield item.title
            yield from item.lines
        if isinstance(item, Panel):
            yield item.title
            yield item.subtitle
        if isinstance(item, SpaceItem):
            yield item.label
        if isinstance(item, ChipItem):
            yield item.label


def _plain(value: Any) -> Any:
    if isinstance(value, QBrush):
        return value.color().name()
    return value


def snapshot(window: Any) -> dict[str, Any]:
    """Everything the views show, as plain data: the meeples (stacks with their counts), the targets,
    the players table, the log, the hand, the choices and the banner."""
    scene = window.scene
    meeples = {
        k: (m.seat, m.piece, m.location, m.count, m.scale(), m.pos().toTuple(), m.home.toTuple(), m.draggable)
        for k, m in scene.meeples.items()
    }
    tips = {k: m.toolTip() for k, m in scene.meeples.items()}
    targets = {k: (t.sceneBoundingRect().getRect(), t.highlight, t.toolTip()) for k, t in scene.targets.items()}
    pm = window.players_model
    roles = (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole, Qt.ItemDataRole.BackgroundRole)
    players = [
        [tuple(_plain(pm.index(r, c).data(role)) for role in roles) for c in range(pm.columnCount())]
        for r in range(pm.rowCount())
    ]
    return {
        "meeples": meeples,
        "meeple tips": tips,
        "targets": targets,
        "players": players,
        "log": window.log_model.lines(),
        "hand": window.hand_model.cards(),
        "choices": window.choices.texts(),
        "banner": window.banner.text(),
    }


def play_to_the_end(window: Any, step: Callable[[random.Random], object], seed: int, limit: int = 3000) -> int:
    """Make random moves with `step` (tools.driver's `step_random` on the controller, or the UI driver's) until the
    window's game is over; returns how many were made."""
    rng = random.Random(seed)
    moves = 0
    while not window.controller.session.is_over():
        step(rng)
        moves += 1
        assert moves < limit, "the game does not end"
    return moves
