"""Undo and redo (Ctrl+Z, Ctrl+Shift+Z) restore the board's stacks and the panels exactly, through
captures, the Guardhouse sending the captured to the Prison and a Black Market reset."""

from __future__ import annotations

import window_views
from architects_scenarios import set_at, turn_of
from architects_ui import counts, load
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from engine.architects import moves as mv

CTRL = Qt.KeyboardModifier.ControlModifier
CTRL_SHIFT = CTRL | Qt.KeyboardModifier.ShiftModifier

# seat 2 has the turn (turn_of(3, 1)), then seats 0 and 1
SCRIPT = (
    mv.Place("town_centre"),  # seat 2 captures seat 0's two workers at the Quarry
    mv.Capture("quarry", 0),
    mv.Place("black_market", "a"),  # seat 0
    mv.Place("black_market", "c"),  # seat 1
    mv.Place("guardhouse"),  # seat 2 sends the two captured workers to the Prison
    mv.Guard("imprison"),
    mv.Place("black_market", "b_hire"),  # seat 0 fills the last spot and hires for free: the reset
    mv.Hire(2),  # follows and sends the three Black Market workers to the Prison
)


def snapshot(window) -> dict:
    """Everything the views show, with the Architects board's own items: the Workshop's apprentices
    (and the silver on them), the Black Market columns, the virtue and Cathedral markers, the Guildhall."""
    board = window.board
    return {
        **window_views.snapshot(window),
        "apprentices": {slot: (card.title, card.lines, card.silver) for slot, card in board.cards.items()},
        "market": [(column.lines, column.taken) for column in board.market],
        "virtue": board.virtue.values,
        "cathedral": board.cathedral.levels,
        "guildhall": (board.grid.filled, board.grid.final),
        "pools": [(pool.title, pool.active, pool.toolTip()) for pool in board.pools],
        "prison": board.prison.toolTip(),
        "piles": board.piles.rows,
    }


def test_undo_and_redo_restore_stacks_and_panels_exactly(window, driver) -> None:
    state, _ = turn_of(3, 1, silver=6)
    c = load(window, set_at(state, "quarry", 0, 2))
    snaps = [snapshot(window)]
    seen: list[dict] = [counts(window)]
    for move in SCRIPT:
        driver.hand_over()
        driver.play(move)
        assert c.session.moves[-1] == move
        driver.hand_over()
        snaps.append(snapshot(window))
        seen.append(counts(window))
    # the script went through what it is meant to test: a captured stack, the Prison, the reset
    assert seen[2][0, "captured:2"] == ("captured:2", 2)
    assert seen[6][0, "prison"] == ("prison", 2) and (0, "captured:2") not in seen[6]
    assert seen[8][0, "prison"] == ("prison", 4) and seen[8][1, "prison"] == ("prison", 1)
    assert "market_reset" in {e.kind for e in c.state.events}
    assert not any(key[1].startswith("market:") for key in seen[8]) and (0, "market:0") in seen[7]

    for i in range(len(snaps) - 2, -1, -1):
        QTest.keyClick(window, Qt.Key.Key_Z, CTRL)
        assert c.session.index == i
        driver.hand_over()
        assert snapshot(window) == snaps[i], f"undo to {i}"
    for i in range(1, len(snaps)):
        QTest.keyClick(window, Qt.Key.Key_Z, CTRL_SHIFT)
        assert c.session.index == i
        driver.hand_over()
        assert snapshot(window) == snaps[i], f"redo to {i}"
