"""Undo / redo through the QUndoStack restores scene items and models exactly; table rules refuse."""

from __future__ import annotations

import random

import window_views

from desktop.session import TABLE
from engine.waterdeep import moves as mv


def snapshot(window):
    """Everything the views show, as plain data, with the Waterdeep board's pools, round and first player."""
    board = window.board
    return {
        **window_views.snapshot(window),
        "pools": [(p.title, p.active) for p in board.pools],
        "round": board.rounds.round,
        "first": board.first_marker.pos().toTuple(),
    }


def test_undo_redo_restore_scene_and_models_exactly(game, driver):
    c = game.controller
    rng = random.Random(7)
    snaps = [snapshot(game)]
    for _ in range(25):
        driver.step_random(rng)
        c.hand_over()
        snaps.append(snapshot(game))
    for i in range(len(snaps) - 2, -1, -1):
        game.menus.undo.trigger()
        c.hand_over()
        assert snapshot(game) == snaps[i], f"undo to {i}"
    for i in range(1, len(snaps)):
        game.menus.redo.trigger()
        c.hand_over()
        assert snapshot(game) == snaps[i], f"redo to {i}"


def test_one_undo_entry_per_gesture_with_move_description(game, driver):
    c = game.controller
    driver.play(mv.Place("shop", "agent"))
    assert c.session.stack.count() == 1
    assert c.review and not c.curtain  # the turn passed: Ann sees it, then presses Done
    assert game.banner.button.isVisible()
    assert "Aurora's Realms Shop" in game.menus.undo.text()
    game.menus.undo.trigger()
    assert c.session.index == 0 and c.state.occ == ()
    assert not c.curtain and not c.review
    assert "Aurora's Realms Shop" in game.menus.redo.text()
    game.menus.redo.trigger()
    assert c.session.index == 1
    assert c.review and not c.curtain  # Ann redid her own move: her turn is on screen again


def test_table_rules_refuse_revealing_and_other_players_moves(game, driver):
    c = game.controller
    game.set_policy(TABLE)
    seat = c.decider()
    # a move that draws a card (Castle Waterdeep draws an intrigue card) cannot be taken back
    driver.play(mv.Place("castle", "agent"))
    assert "revealed" in c.undo_refusal()
    assert not game.menus.undo.isEnabled()
    game.menus.undo.trigger()
    assert c.session.index == 1
    # a plain move by the player at the screen can, even behind the curtain
    c.session.stack.undo()
    c.confirm_handoff()
    driver.play(mv.Place("shop", "agent"))
    assert c.at_screen == seat and not c.undo_refusal()
    game.menus.undo.trigger()
    assert c.session.index == 0
    # once the next player has the laptop, they may not undo it
    driver.play(mv.Place("shop", "agent"))
    driver.hand_over()
    assert c.at_screen != seat
    assert "can no longer be undone" in c.undo_refusal()
    game.menus.undo.trigger()
    assert c.session.index == 1
    # casual undo takes anything back
    game.set_policy("casual")
    game.menus.undo.trigger()
    assert c.session.index == 0
