"""Placing meeples: a real mouse drag on the viewport, click-then-click, and the keyboard list."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from engine.waterdeep import moves as mv
from tools.driver import LEFT, NO_MOD, step_random


def _space_spot(window, space):
    item = window.scene.targets[space]
    return item.mapToScene(item.rect.center())


def test_drag_onto_legal_space_places_meeple(game, driver):
    c = game.controller
    seat = c.decider()
    assert mv.Place("shop", "agent") in c.legal()
    meeple = driver.meeple_for("agent")
    driver.drag(meeple, _space_spot(game, "shop"))
    state = c.state
    assert any(o.space == "shop" and o.seat == seat for o in state.occ)
    assert c.session.index == 1
    assert meeple.location == "shop"
    assert meeple.pos() == meeple.home
    space = game.scene.targets["shop"]
    assert space.sceneBoundingRect().contains(meeple.sceneBoundingRect().center())


def test_drag_onto_occupied_space_changes_nothing(game, driver, advance):
    c = game.controller
    driver.drag(driver.meeple_for("agent"), _space_spot(game, "shop"))
    advance(game, lambda s: (s.tasks[0].kind == "place" and s.tasks[0].a == "turn" and s.tasks[0].seat != 0) or False)
    state_before = c.state
    occupied = state_before.occ[0].space
    meeple = driver.meeple_for("agent")
    home = QPointF(meeple.home)
    driver.drag(meeple, _space_spot(game, occupied))
    assert c.state is state_before
    assert meeple.pos() == home
    assert meeple.location == "pool"
    assert "occupied" in game.statusBar().currentMessage()


def test_drag_onto_illegal_space_or_nowhere_returns_meeple(game, driver):
    c = game.controller
    before = c.state
    meeple = driver.meeple_for("agent")
    home = QPointF(meeple.home)
    if not any(isinstance(m, mv.Place) and m.space.startswith("harbor") for m in c.legal()):
        driver.drag(meeple, _space_spot(game, "harbor1"))
        assert c.state is before and meeple.pos() == home
        assert "Harbor" in game.statusBar().currentMessage()
    driver.drag(meeple, QPointF(5, 500))  # empty board
    assert c.state is before
    assert meeple.pos() == home


def test_highlights_while_dragging_and_escape_cancels(game, driver):
    c = game.controller
    meeple = driver.meeple_for("agent")
    start = driver.point(meeple.mapToScene(QPointF(20, 35)))
    QTest.mousePress(driver.viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    QTest.mouseMove(driver.viewport, start + start.__class__(40, 40))
    legal = {m.space for m in c.legal() if isinstance(m, mv.Place)}
    assert game.scene.highlighted() == legal
    QTest.keyClick(game.view, Qt.Key.Key_Escape)
    assert game.scene.highlighted() == legal  # lit as before the drag: the spaces a meeple may go to
    QTest.mouseRelease(driver.viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    assert c.session.index == 0


def test_a_hand_that_moves_less_than_the_drag_distance_clicks(game, driver):
    """Qt's drag distance (QApplication.startDragDistance, in screen pixels: 10 offscreen) tells a click on a
    meeple from a drag: a shorter move selects it, a move of that distance carries it."""
    c = game.controller
    distance = QApplication.startDragDistance()
    assert distance == 10  # what the offscreen platform gives (the tests' drags move farther)
    meeple = driver.meeple_for("agent")
    home = QPointF(meeple.home)
    start = driver.point(meeple.mapToScene(QPointF(meeple.W / 2, meeple.H * 0.7)))
    short = start + QPoint(distance // 2, distance - 1 - distance // 2)
    QTest.mousePress(driver.viewport, LEFT, NO_MOD, start)
    QTest.mouseMove(driver.viewport, short)
    assert meeple.pos() == home
    QTest.mouseRelease(driver.viewport, LEFT, NO_MOD, short)
    assert game.scene.selected is meeple and c.session.index == 0
    game.scene.cancel()
    far = start + QPoint(distance // 2, distance - distance // 2)
    QTest.mousePress(driver.viewport, LEFT, NO_MOD, start)
    QTest.mouseMove(driver.viewport, far)
    assert meeple.pos() != home  # in the hand
    QTest.mouseRelease(driver.viewport, LEFT, NO_MOD, far)
    assert game.scene.selected is None and c.session.index == 0  # dropped back on its pool: not a move


def test_click_meeple_then_space(game, driver):
    c = game.controller
    meeple = driver.meeple_for("agent")
    driver.click_meeple(meeple)
    assert game.scene.selected is meeple
    assert "tower" in game.scene.highlighted()
    driver.click_scene(_space_spot(game, "tower"))
    assert any(o.space == "tower" for o in c.state.occ)
    assert meeple.location == "tower"


def test_keyboard_placement_from_the_action_list(game, driver):
    c = game.controller
    move = mv.Place("plinth", "agent")
    panel = game.choices
    row = panel.moves.index(move)
    game.activateWindow()
    QTest.keyClick(game, Qt.Key.Key_F6)
    assert panel.list.hasFocus() or game.focusWidget() is panel.list
    panel.list.setCurrentRow(0)
    for _ in range(row):
        QTest.keyClick(panel.list, Qt.Key.Key_Down)
    QTest.keyClick(panel.list, Qt.Key.Key_Return)
    assert any(o.space == "plinth" for o in c.state.occ)


def test_harbor_agent_is_reassigned_by_drag(game, driver):
    c = game.controller
    import random

    rng = random.Random(6)
    for _ in range(3000):
        c.hand_over()
        t = c.state.tasks[0] if c.state.tasks else None
        if t is not None and t.kind == "place" and t.a == "reassign":
            break
        step_random(c, rng)
    else:
        raise AssertionError("no Harbor reassignment came up")
    seat = c.decider()
    move = next(m for m in c.legal() if isinstance(m, mv.Place))
    waiting = driver.meeple_for(move.piece)
    assert waiting.seat == seat and waiting.location == "pool"
    assert driver.play(move) == "drag"
    assert waiting.location == move.space


def test_a_click_on_a_lit_space_places_the_agent_there(game, driver):
    """The spaces an agent may go to are lit before it is picked up, and a click on one places it."""
    c = game.controller
    seat = c.decider()
    legal = {m.space for m in c.legal() if isinstance(m, mv.Place)}
    assert game.scene.highlighted() == legal and "shop" in legal
    driver.click_scene(_space_spot(game, "shop"))
    assert c.session.moves == [mv.Place("shop", "agent")]
    assert any(o.space == "shop" and o.seat == seat for o in c.state.occ)


def test_a_click_where_the_agent_or_the_lieutenant_may_go_places_the_agent(game, driver):
    """The Lieutenant goes where it is dragged; a click places an agent (the first meeple that may go)."""
    import dataclasses

    from desktop.session import GameSession

    c = game.controller
    seat, state = c.decider(), c.state
    players = list(state.players)
    players[seat] = dataclasses.replace(players[seat], lieutenant=True, lt_pool=True)
    game.set_session(GameSession(c.session.game, dataclasses.replace(state, players=tuple(players))), None)
    c = game.controller
    c.confirm_handoff()
    assert {mv.Place("shop", "agent"), mv.Place("shop", "lieutenant")} <= set(c.legal())
    assert "shop" in game.scene.highlighted()
    driver.click_scene(_space_spot(game, "shop"))
    assert c.session.moves == [mv.Place("shop", "agent")]
