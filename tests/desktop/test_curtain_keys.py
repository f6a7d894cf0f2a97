"""The hand-off curtain takes the keyboard: keys pressed while it is up never act on the window underneath."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from desktop.session import UndoPolicy

CTRL = Qt.KeyboardModifier.ControlModifier
SHIFT = Qt.KeyboardModifier.ShiftModifier


def _to_curtain(game, driver) -> None:
    c = game.controller
    while not c.review:
        driver.choose_in_list(c.legal()[0])
    driver.press_done()
    assert c.curtain and game.curtain.isVisible()


def test_shortcuts_of_the_hidden_window_do_nothing_under_the_curtain(game, driver, game_id):
    _to_curtain(game, driver)
    log, timeline = game.log_dock.isVisible(), game.timeline_dock.isVisible()
    QTest.keyClick(game, Qt.Key.Key_B)  # Player Boards
    QTest.keyClick(game, Qt.Key.Key_L, CTRL)  # Game log
    QTest.keyClick(game, Qt.Key.Key_T, CTRL)  # Timeline
    QTest.keyClick(game, Qt.Key.Key_H)  # Hint
    QTest.keyClick(game, Qt.Key.Key_P)  # Pause computers
    QTest.keyClick(game, Qt.Key.Key_F6)  # Actions list
    QTest.keyClick(game, Qt.Key.Key_Tab)
    assert not game.mirror.boards.isVisible()
    assert (game.log_dock.isVisible(), game.timeline_dock.isVisible()) == (log, timeline)
    assert not game.menus.pause.isChecked()
    assert game.controller.curtain
    # the focus stayed with the curtain: Enter lifts it, wherever the keyboard was
    assert game.focusWidget() is game.curtain
    QTest.keyClick(game.focusWidget(), Qt.Key.Key_Return)
    assert not game.controller.curtain and not game.curtain.isVisible()


def test_enter_lifts_the_curtain_even_from_a_panel_that_kept_the_focus(game, driver, game_id):
    _to_curtain(game, driver)
    game.choices.list.setFocus()  # e.g. a panel that took the focus while the curtain was up
    QTest.keyClick(game.choices.list, Qt.Key.Key_Down)
    QTest.keyClick(game.choices.list, Qt.Key.Key_Return)
    assert not game.controller.curtain


@pytest.mark.parametrize("policy", [UndoPolicy.CASUAL, UndoPolicy.TABLE])
def test_undo_and_redo_under_the_curtain_act_or_say_why(game, driver, game_id, policy):
    game.set_policy(policy)
    c = game.controller
    _to_curtain(game, driver)
    moves = c.session.index
    QTest.keyClick(game, Qt.Key.Key_Z, CTRL | SHIFT)  # redo: nothing to redo, and behind the curtain
    assert c.session.index == moves and c.curtain
    assert game.curtain.note.isVisible() and game.curtain.note.text()
    QTest.keyClick(game, Qt.Key.Key_Z, CTRL)
    if policy == UndoPolicy.CASUAL:  # README: Ctrl+Z works behind the curtain
        assert c.session.index == moves - 1
        assert not game.curtain.note.isVisible()
    else:  # Done committed the turn: refused, and the reason is on the curtain (the status bar is under it)
        assert c.session.index == moves
        assert game.curtain.note.text() == c.undo_refusal() != ""
        assert game.statusBar().currentMessage() == c.undo_refusal()
        # whoever pressed the key reads who may not undo what: the names, not a "you" the previous player (most
        # likely the one who pressed it) would take for themselves
        names = c.table.player_names(c.state)
        mover, receiver = names[c.session.stack.command(c.session.stack.index() - 1).actor], names[c.decider()]
        assert mover != receiver and mover in game.curtain.note.text() and receiver in game.curtain.note.text()
        assert "you" not in game.curtain.note.text().lower().split()


def test_ctrl_z_refused_by_table_rules_says_why(game, driver, game_id):
    game.set_policy(UndoPolicy.TABLE)
    c = game.controller
    _to_curtain(game, driver)
    c.confirm_handoff()  # the next player has the laptop: the previous player's moves are not theirs
    assert not c.curtain
    reason = c.undo_refusal()
    assert reason and not game.menus.undo.isEnabled()
    game.statusBar().clearMessage()
    QTest.keyClick(game, Qt.Key.Key_Z, CTRL)
    assert game.statusBar().currentMessage() == reason
    game.statusBar().clearMessage()
    QTest.keyClick(game, Qt.Key.Key_Z, CTRL | SHIFT)
    assert game.statusBar().currentMessage() == c.redo_refusal() != ""
