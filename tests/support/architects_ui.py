"""Helpers of the Architects window tests: a hand-built state at the screen, the workers' stacks on the
board, points to drop on, the legal placement targets worked out from the engine's moves, where the
chips stand, and a double-click as the system sends one."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QPoint, QPointF, QRectF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QWidget

from desktop.board.items import MeepleItem
from desktop.controller import GameController
from desktop.session import GameSession
from desktop.tables.architects import geometry as geo
from engine.architects import moves as mv
from engine.architects.state import State
from engine.core.moves import Move
from engine.core.registry import get_game

GAME = get_game("architects")


def load(window: Any, state: State) -> GameController:
    """Open `state` as a new game in the window, with its deciding player at the screen."""
    window.set_session(GameSession(GAME, state), None)
    c = window.controller
    c.confirm_handoff()
    assert not c.curtain and c.at_screen == GAME.current_player(state)
    return c


def stacks(window: Any) -> dict[tuple[int, str], MeepleItem]:
    """The workers' stacks on the board by (seat, stack): one item per colour and place ("supply", a location,
    "captured:<holder>", "prison", "guildhall", "market:<spot>")."""
    out: dict[tuple[int, str], MeepleItem] = {}
    for item in window.scene.meeples.values():
        key = (item.seat, item.stack)
        assert key not in out, f"two stacks of {key}"
        out[key] = item
    return out


def counts(window: Any) -> dict[tuple[int, str], tuple[str, int]]:
    """(location, count) of every stack."""
    return {key: (item.location, item.count) for key, item in stacks(window).items()}


def panel_point(loc: str) -> QPointF:
    """A point on a location's panel, under its title, away from its spaces, stacks and chips."""
    r = geo.PANELS[loc]
    return QPointF(r.center().x(), r.top() + 24)


def legal_targets(legal: Sequence[Move]) -> set[str]:
    """The board items a worker may be dropped on, from the rules: each legal placement's space (or the
    Guildhall grid) and the panel of its location."""
    out: set[str] = set()
    for m in legal:
        if isinstance(m, mv.Place):
            out.add(f"{m.location}:{m.mode}" if m.mode else m.location)
            if m.location != "guildhall":
                out.add(f"loc:{m.location}")
    return out


def stand_in(item: MeepleItem, rect: QRectF) -> bool:
    """The stack stands where it should: its figure's foot inside `rect` (a QRectF in scene units)."""
    return rect.contains(item.mapToScene(QPointF(item.W / 2, item.H * 0.7)))


def chip_beside(window: Any, chip_rect: QRectF, rect: QRectF) -> bool:
    """The bubble holding the chip stands on `rect` or hangs within 40 units of it."""
    [bubble] = [b for b in window.scene.chip_layer.bubbles if b.rect.contains(chip_rect)]
    return rect.adjusted(-40, -40, 40, 40).intersects(bubble.rect)


def double_click(widget: QWidget, pos: QPoint) -> None:
    """A double-click as the system delivers it: press, release, double-click, release (QTest's
    mouseDClick alone sends only the double-click event)."""
    left, none = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
    QTest.mouseClick(widget, left, none, pos)
    QTest.mouseDClick(widget, left, none, pos)
    QTest.mouseRelease(widget, left, none, pos)
