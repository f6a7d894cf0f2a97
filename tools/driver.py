"""Scripted play, for the tests, the benchmark and the screenshots (not shipped: the wheel holds no tools/).

`step_random(controller, rng)` makes a random legal choice through the controller; `late_session` makes the
session of a random game up to its last moves, played on the engine alone. `UiDriver.play(move)`
makes a legal move through real input events (QTest), the way a player would: drags a meeple onto its
space, clicks a quest, building or space on the board, activates a card in the hand, or picks the action
in the keyboard list.
"""

from __future__ import annotations

import random
from typing import Any

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from desktop.board.items import MeepleItem
from desktop.controller import GameController
from desktop.session import GameSession
from desktop.window import MainWindow
from engine import Game
from engine.core.moves import Move

LEFT = Qt.MouseButton.LeftButton
NO_MOD = Qt.KeyboardModifier.NoModifier


def late_session(
    game: Game[Any], names: list[str], seed: int, left: int, computers: list[str | None] | None = None
) -> tuple[GameSession, list[Move]]:
    """A seeded random game (`random.Random(seed)` choosing among the legal moves) as a session with all but
    its last `left` moves made on the engine alone (nothing drawn), and those last moves: a test plays the end
    of a game through the window without drawing the whole game move by move."""
    rng = random.Random(seed)
    state = game.new_game(names, seed)
    moves: list[Move] = []
    while not game.is_over(state):
        moves.append(rng.choice(game.legal_moves(state)))
        state = game.apply(state, moves[-1])
    session = GameSession.new(game, names, seed, computers=computers)
    for move in moves[:-left]:
        session.apply(move)
    return session, moves[-left:]


def step_random(c: GameController, rng: random.Random) -> Move | None:
    """Hand over if needed, then make a random legal choice. Returns the move (None if over)."""
    if c.session.is_over():
        return None
    c.hand_over()
    move = rng.choice(c.legal())
    reason = c.choose(move)
    assert not reason, reason
    return move


class UiDriver:
    def __init__(self, window: MainWindow) -> None:
        self.window = window
        self.paths: dict[str, int] = {}

    @property
    def viewport(self):
        return self.window.view.viewport()

    def point(self, scene_pos: QPointF) -> QPoint:
        return self.window.view.mapFromScene(scene_pos)

    def meeple_for(self, piece: str) -> MeepleItem:
        """A draggable meeple of the deciding player."""
        for item in self.window.scene.meeples.values():
            if item.draggable and item.piece == piece:
                return item
        raise LookupError(f"no draggable {piece}")

    def target_centre(self, target: str) -> QPointF:
        item = self.window.scene.targets[target]
        return item.mapToScene(item.rect.center())

    def drag(self, item: MeepleItem, to: QPointF) -> None:
        start = self.point(item.mapToScene(QPointF(item.W / 2, item.H * 0.7)))
        end = self.point(to)
        QTest.mousePress(self.viewport, LEFT, NO_MOD, start)
        mid = QPoint((start.x() + end.x()) // 2, (start.y() + end.y()) // 2)
        for p in (start + QPoint(8, 8), mid, end):
            QTest.mouseMove(self.viewport, p)
        QTest.mouseRelease(self.viewport, LEFT, NO_MOD, end)

    def click_scene(self, pos: QPointF) -> None:
        QTest.mouseClick(self.viewport, LEFT, NO_MOD, self.point(pos))

    def click_meeple(self, item: MeepleItem) -> None:
        self.click_scene(item.mapToScene(QPointF(item.W / 2, item.H * 0.7)))

    def confirm_curtain(self) -> None:
        QTest.mouseClick(self.window.curtain.button, LEFT)

    def press_done(self) -> None:
        """ "Done — pass the laptop" in the banner."""
        QTest.mouseClick(self.window.banner.button, LEFT)

    def hand_over(self) -> None:
        """Finish the hand-off in progress the way the players would: Done, then the curtain's button."""
        c = self.window.controller
        assert c is not None
        if c.review:
            self.press_done()
        if c.curtain:
            self.confirm_curtain()

    def choose_in_list(self, move: Move) -> None:
        panel = self.window.choices
        panel.list.setCurrentRow(panel.moves.index(move))
        panel.list.setFocus()
        QTest.keyClick(panel.list, Qt.Key.Key_Return)

    def activate_hand(self, move: Move) -> bool:
        from desktop.models.hand import MoveRole

        model = self.window.hand_model
        for row in range(model.rowCount()):
            index = model.index(row, 0)
            if index.data(MoveRole) == move:
                view = self.window.hand_view
                view.setCurrentIndex(index)
                view.setFocus()
                QTest.keyClick(view, Qt.Key.Key_Return)
                return True
        return False

    def play(self, move: Move) -> str:
        """Make `move` through the UI the way its table says a player would; returns the path used."""
        c = self.window.controller
        assert c is not None
        scene = self.window.scene
        g = c.table.gesture(c.state, move)
        way, target, path = g.way, g.target, g.path
        if way == "drag" and target in scene.targets:
            self.drag(self.meeple_for(g.piece), self.target_centre(target))
        elif way == "click" and target in scene.targets:
            item = scene.targets[target]
            rect = item.rect  # the top of a pool (its meeples cover the rest)
            self.click_scene(
                QPointF(rect.center().x(), rect.top() + 30)
                if target.startswith("pool:")
                else self.target_centre(target)
            )
        elif way == "hand" and self.activate_hand(move):
            pass
        else:
            self.choose_in_list(move)
            path = "list"
        QApplication.processEvents()
        self.paths[path] = self.paths.get(path, 0) + 1
        return path

    def step_random(self, rng: random.Random) -> Move | None:
        """Pass the laptop if asked, then make a random legal move through the UI."""
        c = self.window.controller
        assert c is not None
        if c.session.is_over():
            return None
        self.hand_over()
        move = rng.choice(c.legal())
        before = c.session.index
        self.play(move)
        if c.session.index != before + 1:
            raise AssertionError(f"the UI did not play {move}")
        return move
