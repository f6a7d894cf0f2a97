"""Whole games through the window: the controller with random choices, and every kind of choice via the UI."""

from __future__ import annotations

import random

import pytest
from window_views import play_to_the_end

from engine import get_game
from tools.driver import UiDriver, late_session, step_random


def test_the_last_moves_of_a_three_player_game_reach_the_score_screen(window):
    """A game played on the engine up to its last 25 moves, which are made through the controller (the hand-off
    and screen of every mode on the way: tests/desktop/test_presenter.py)."""
    session, last = late_session(get_game("waterdeep"), ["Ann", "Bob", "Cy"], 2024, 25)
    window.set_session(session, None)
    game, c = window, window.controller
    for move in last:
        c.hand_over()
        assert not c.choose(move)
    assert game.score_dialog is not None and game.score_dialog.isVisible()
    table = game.score_dialog.table
    assert table.rowCount() == 3
    heads = [table.horizontalHeaderItem(i).text() for i in range(table.columnCount())]
    assert "Lord bonus" in heads and "Adventurers" in heads and "Total" in heads
    assert "win" in game.score_dialog.winner.text().lower() or "victory" in game.score_dialog.winner.text().lower()
    assert not c.curtain
    assert game.banner.text() == "Game over"


@pytest.mark.slow
def test_a_whole_three_player_game_reaches_the_score_screen(game):
    c = game.controller
    play_to_the_end(game, lambda rng: step_random(c, rng), 2024)
    assert game.score_dialog is not None and game.score_dialog.isVisible() and game.banner.text() == "Game over"


def test_every_kind_of_choice_through_the_ui(window):
    want_kinds = {"place", "inn_quest", "buy", "intrigue", "complete"}
    want_paths = {"drag", "click_quest", "click_building", "hand", "list"}
    kinds: set[str] = set()
    paths: set[str] = set()
    for seed in (1, 2, 3, 4):
        window.start_game("waterdeep", ["Ann", "Bob", "Cy"], None, seed)
        driver = UiDriver(window)
        c = window.controller
        rng = random.Random(seed)
        while not c.session.is_over() and not (want_kinds <= kinds and want_paths <= paths):
            driver.hand_over()
            kinds.add(c.state.tasks[0].kind)
            driver.step_random(rng)
            paths.update(driver.paths)
        if want_kinds <= kinds and want_paths <= paths:
            break
    assert want_kinds <= kinds
    assert want_paths <= paths


def test_opponent_is_chosen_by_clicking_their_pool(game, driver):
    c = game.controller
    rng = random.Random(8)
    for _ in range(3000):
        c.hand_over()
        if c.state.tasks and c.state.tasks[0].kind == "opponent":
            break
        step_random(c, rng)
    else:
        raise AssertionError("no opponent choice came up")
    move = c.legal()[-1]
    before = c.session.index
    assert f"pool:{move.seat}" in game.scene.highlighted()
    assert driver.play(move) == "click_opponent"
    assert c.session.index == before + 1
    assert c.session.moves[-1] == move


def test_completable_quests_are_highlighted_in_the_hand(game, driver):
    from PySide6.QtCore import Qt

    from engine.waterdeep import moves as mv

    c = game.controller
    rng = random.Random(12)
    for _ in range(3000):
        c.hand_over()
        if any(isinstance(m, mv.CompleteQuest) for m in c.legal()):
            break
        step_random(c, rng)
    else:
        raise AssertionError("no quest became completable")
    move = next(m for m in c.legal() if isinstance(m, mv.CompleteQuest))
    model = game.hand_model
    rows = [model.index(r, 0) for r in range(model.rowCount())]
    marked = [i for i in rows if i.data(Qt.ItemDataRole.BackgroundRole) is not None]
    assert marked and all("[complete]" in i.data() or "[play]" in i.data() for i in marked)
    assert "End turn" in game.choices.texts()
    assert driver.play(move) == "hand"
    assert c.session.moves[-1] == move


def test_score_screen_reopens_and_returns_after_play_on(window):
    session, last = late_session(get_game("waterdeep"), ["Ann", "Bob", "Cy"], 2024, 10)
    window.set_session(session, None)
    game, c = window, window.controller
    rng = random.Random(2024)
    for move in last:
        c.hand_over()
        assert not c.choose(move)
    dialog = game.score_dialog
    assert dialog is not None and dialog.isVisible()
    assert game.menus.scores.isEnabled() and game.banner.button.isVisible()
    dialog.reject()
    assert not dialog.isVisible()
    game.banner.button.click()  # the end banner's button
    assert game.score_dialog.isVisible()
    game.score_dialog.reject()
    game.menus.scores.trigger()  # Game → Final Scores
    assert game.score_dialog.isVisible()
    game.score_dialog.reject()
    # play on from an earlier move: the score screen goes, and comes back at the new end
    end = c.session.index
    c.play_on(end - 3)
    assert not c.session.is_over() and not game.menus.scores.isEnabled()
    assert game.score_dialog is None or not game.score_dialog.isVisible()
    while not c.session.is_over():
        step_random(c, rng)
    assert game.score_dialog is not None and game.score_dialog.isVisible()


def test_refusal_in_the_status_bar_is_cleared_when_the_state_changes(game, driver):
    from engine.waterdeep import moves as mv

    c = game.controller
    driver.play(mv.Place("shop", "agent"))
    driver.hand_over()
    occupied = driver.meeple_for("agent")
    driver.drag(occupied, driver.target_centre("shop"))
    assert "occupied" in game.statusBar().currentMessage()
    driver.play(next(m for m in c.legal() if isinstance(m, mv.Place)))
    assert game.statusBar().currentMessage() == ""
    driver.hand_over()
    driver.drag(driver.meeple_for("agent"), driver.target_centre("shop"))
    assert game.statusBar().currentMessage()
    game.menus.undo.trigger()  # casual: the previous player's move goes, the curtain comes up
    assert game.statusBar().currentMessage() == ""
