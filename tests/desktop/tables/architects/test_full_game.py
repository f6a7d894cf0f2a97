"""Whole games through the window reach the final score screen: a seeded random game played through
the UI from the draft (slow), and the last moves of a game played through the UI (fast)."""

from __future__ import annotations

import pytest
from architects_scenarios import names
from window_views import play_to_the_end

from desktop.tables.architects.panels import score_category
from engine.architects.scoring import CATEGORIES
from engine.core.registry import get_game
from tools.driver import late_session

GAME = get_game("architects")
#: the score table's headers of the categories named in words (silver's names its rate)
WORDS = {
    "buildings": "Buildings (with end bonuses)",
    "cathedral": "Cathedral",
    "virtue": "Virtue",
    "debts": "Unpaid debts",
    "gold_marble": "Gold and marble",
    "prison": "Prison",
}


def assert_score_screen(window) -> None:
    """The score screen is up with a column for every scoring category, totals and the winner line."""
    c = window.controller
    assert c.session.is_over() and not c.curtain
    dialog = window.score_dialog
    assert dialog is not None and dialog.isVisible()
    scores = GAME.scores(c.state)
    table = dialog.table
    assert table.rowCount() == len(c.state.players)
    heads = [table.horizontalHeaderItem(i).text() for i in range(table.columnCount())]
    assert set(heads) >= {*WORDS.values(), "Total", "Virtue (tie-break)"}
    assert any(h.startswith("Silver (") and "VP per" in h for h in heads)
    # a column for every category, holding each player's points in it
    for key in (*CATEGORIES, "total"):
        column = heads.index("Total" if key == "total" else score_category(key))
        cells = [table.item(r, column).text() for r in range(table.rowCount())]
        assert cells == [str(ps.total if key == "total" else dict(ps.breakdown)[key]) for ps in scores.players]
    winners = [c.state.players[seat].name for seat in scores.winners]
    line = dialog.winner.text()
    assert all(name in line for name in winners) and ("wins" in line or "Shared victory" in line)
    assert window.banner.text() == "Game over"


@pytest.mark.slow
def test_a_three_player_game_through_the_ui_reaches_the_score_screen(game, driver) -> None:
    play_to_the_end(game, driver.step_random, 2024)
    assert_score_screen(game)
    assert {"drag", "hand", "click_chip", "click_apprentice"} <= set(driver.paths)


def test_the_last_moves_through_the_ui_reach_the_score_screen(window, driver) -> None:
    """The game is played with engine moves up to its last 30, which are made through the UI."""
    session, last = late_session(GAME, names(3), 7, 30)
    window.set_session(session, None)
    c = window.controller
    assert c.curtain and not c.session.is_over()
    for move in last:
        driver.hand_over()
        before = c.session.index
        driver.play(move)
        assert c.session.index == before + 1 and c.session.moves[-1] == move
    assert_score_screen(window)
    assert {"drag", "click_chip", "click_location"} <= set(driver.paths)
