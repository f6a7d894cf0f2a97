"""The turn's flow as people meet it at the table: the Done step before a computer's turn, the hand-over
words of an answer on another player's turn, and the review of the whole turn that ends."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from window_views import visible_texts

ANN, BOB, CY = 0, 1, 2
CTRL = Qt.KeyboardModifier.ControlModifier
SHIFT = Qt.KeyboardModifier.ShiftModifier


def _start(window, game_id: str, computers: list, seed: int):
    window.start_game(game_id, ["Ann", "Bob", "Cy"], None, seed, None, computers)
    window.computers.set_speed("fast")
    window.computers._timer.setInterval(0)  # no pause between computer moves in tests
    return window.controller


def _secrets_shown(window, seat: int) -> list[str]:
    """The texts on screen that name a card only `seat` may see (its hand, lord, drawn cards)."""
    c = window.controller
    state = c.state
    if c.table.game.id == "waterdeep":
        from tests.desktop.tables.waterdeep.test_privacy import hidden_names, public_cards

        secret = hidden_names(state, None) - hidden_names(state, seat) - public_cards(c.session)
    else:
        from tests.desktop.tables.architects.test_privacy import secrets

        secret = secrets(state, None) - secrets(state, seat)
    texts = [t for t in visible_texts(window) if t]
    return [t for t in texts for name in secret if name in t]


def _until_bob_hands_the_game_to_cy(window, driver, qtbot) -> None:
    """Ann and Bob play random moves through the UI (Cy, a computer, plays its own) until Bob's last choice
    of his turn hands the game to Cy."""
    c = window.controller
    rng = random.Random(5)
    for _ in range(400):
        if c.review:
            decision = c.session.game.decision(c.state)
            if c.at_screen == BOB and c.decider() == CY and decision.on_turn_of == CY:
                return
            driver.press_done()
        elif c.curtain:
            driver.confirm_curtain()
        elif c.session.is_computer(c.decider()):
            qtbot.waitUntil(lambda: not c.session.is_computer(c.decider()) or c.review, timeout=30_000)
        else:
            driver.play(rng.choice(c.legal()))
    raise AssertionError("Bob never handed the game to Cy")


def test_the_turn_before_a_computer_has_its_done_step_then_the_computer_plays_then_the_curtain(
    window, driver, qtbot, game_id
) -> None:
    """Ann and Bob (people), Cy (a computer), seed 5: Bob's last choice leaves his turn on screen (review,
    undo, Done); after Done Cy plays with nobody's cards shown, then the curtain comes for Ann, who finds
    Cy's moves in "Since your last turn"."""
    c = _start(window, game_id, [None, None, "medium"], seed=5)
    _until_bob_hands_the_game_to_cy(window, driver, qtbot)
    assert c.review and c.at_screen == BOB and not c.curtain and not window.curtain.isVisible()
    assert window.banner.button.isVisible() and "Done" in window.banner.button.text()
    assert "Bob, your turn is over" in window.banner.text()
    assert window.choices.prompt.text() == "Your turn is over. This turn:"
    assert window.hand_model.rowCount() > 0  # his own cards, still his
    index = c.session.index
    QTest.qWait(100)
    assert c.session.index == index and not window.computers.thinking  # Cy waits for Done
    # he may still undo (and redo) his last choice
    QTest.keyClick(window, Qt.Key.Key_Z, CTRL)
    assert c.session.index == index - 1 and c.decider() == BOB and c.at_screen == BOB and not c.review
    QTest.keyClick(window, Qt.Key.Key_Z, CTRL | SHIFT)
    assert c.session.index == index and c.review and c.at_screen == BOB
    driver.press_done()
    assert not c.review and not c.curtain and c.at_screen is None
    assert window.hand_model.rowCount() == 0 and not _secrets_shown(window, BOB)
    qtbot.waitUntil(lambda: not c.session.is_computer(c.decider()), timeout=30_000)
    assert c.session.index > index  # Cy played
    assert c.decider() == ANN and c.curtain and window.curtain.isVisible()
    assert "Ann" in window.curtain.title.text()
    assert window.hand_model.rowCount() == 0 and window.choices.list.count() == 0
    assert not _secrets_shown(window, BOB) and not _secrets_shown(window, ANN)
    driver.confirm_curtain()
    assert c.at_screen == ANN and not c.curtain
    recent = window.mirror.recent
    assert recent.isVisible()
    cy_moves = [
        c.table.public_move_text(c.session.states[k], c.session.moves[k]) for k in range(index, c.session.index)
    ]
    assert cy_moves and all(line in recent.lines.text() for line in cy_moves[-3:])


def test_one_person_among_computers_never_meets_a_curtain_nor_a_done_step(window, driver, qtbot, game_id) -> None:
    """Nobody to hide from and nobody to hand the laptop to: the computers play on after the person's turn (their
    moves in view, undo takes them back with the person's last decision)."""
    c = _start(window, game_id, [None, "easy", "easy"], seed=5)
    rng = random.Random(2)
    turns = 0
    for _ in range(60):
        assert not c.curtain and not window.curtain.isVisible() and not c.review
        if c.session.is_computer(c.decider()):
            turns += 1
            qtbot.waitUntil(lambda: not c.session.is_computer(c.decider()), timeout=30_000)
        else:
            assert c.at_screen == ANN
            driver.play(rng.choice(c.legal()))
        if turns == 2:
            break
    assert turns == 2


def _a_turn_of_several_moves(window, driver) -> tuple[int, list[str], int]:
    """All seats people: random moves through the UI until a turn of two moves or more ends; returns its
    player, its review's lines and the index of the state after its first move."""
    c = window.controller
    rng = random.Random(7)
    for _ in range(300):
        if c.review:
            seat = c.at_screen
            start = c.session.index - 1
            while start > 0 and c.session.game.decision(c.session.states[start - 1]).on_turn_of == seat:
                start -= 1
            if c.session.index - start >= 2:
                return seat, window.choices.texts(), start + 1
        driver.hand_over()
        driver.play(rng.choice(c.legal()))
    raise AssertionError("no turn of several moves")


def test_the_review_lists_the_whole_turn_after_an_undo_and_redo_by_the_next_player(window, driver, game_id) -> None:
    """Bob, at the screen, undoes Ann's last move: the curtain comes for Ann mid-turn; her redo ends the
    turn again and its review lists the whole turn, not only what came after the curtain."""
    window.start_game(game_id, ["Ann", "Bob", "Cy"], None, 5)
    c = window.controller
    seat, lines, _ = _a_turn_of_several_moves(window, driver)
    index = c.session.index
    driver.press_done()
    driver.confirm_curtain()
    QTest.keyClick(window, Qt.Key.Key_Z, CTRL)  # the next player undoes the last move of the turn
    assert c.session.index == index - 1 and c.curtain and c.decider() == seat
    driver.confirm_curtain()
    assert c.at_screen == seat and c.turn_start == index - 1  # the laptop came back mid-turn
    QTest.keyClick(window, Qt.Key.Key_Z, CTRL | SHIFT)
    assert c.review and c.at_screen == seat and c.session.index == index
    assert window.choices.prompt.text() == "Your turn is over. This turn:"
    assert window.choices.texts() == lines


def test_the_review_lists_the_whole_turn_after_play_on_from_here(window, driver, game_id) -> None:
    """The next player plays on from the middle of Ann's turn (Timeline): the curtain comes for her; when she
    ends the turn again, its review lists it from its start."""
    window.start_game(game_id, ["Ann", "Bob", "Cy"], None, 5)
    c = window.controller
    seat, lines, first = _a_turn_of_several_moves(window, driver)
    moves = c.session.moves[first:]
    driver.press_done()
    driver.confirm_curtain()
    c.play_on(first)  # "Play on from here" at the state after the turn's first move
    assert c.session.index == first and c.curtain and c.decider() == seat
    driver.confirm_curtain()
    for move in moves:  # the same rest of the turn again
        driver.play(move)
    assert c.review and c.at_screen == seat
    assert window.choices.texts() == lines
