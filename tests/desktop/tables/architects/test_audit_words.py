"""Words a player reads in the chips and the Actions list, in every language: found by playing the game."""

from __future__ import annotations

import pytest
from architects_scenarios import play, set_at, turn_of

from desktop import i18n
from desktop.tables.architects import cardtext, choicetext, gestures
from engine.architects import moves as mv

from .conftest import GAME

COLOURS = ("#1f77b4", "#ff7f0e", "#2ca02c")


@pytest.mark.parametrize(("lang", "word"), [("en", "Done"), ("de", "Fertig"), ("fr", "Terminé")])
def test_the_done_chip_says_finished(qapp, lang, word) -> None:
    """The chip that ends a step (no more trades) said "Erfüllt" in German: "fulfilled", the Waterdeep word
    for a completed quest, not "I am finished"."""
    state, _seat = turn_of(3, 1, wood=2, stone=2)
    state = play(state, mv.Place("storehouse"))
    assert GAME.decision(state).kind == "storehouse_trade"
    assert i18n.use(qapp, lang) == lang
    try:
        chips = {
            chip[0]: chip[1] for g in gestures.chip_groups(state, GAME.legal_moves(state), COLOURS) for chip in g.chips
        }
        assert chips["done"] == word
    finally:
        i18n.use(qapp, "en")


def test_a_first_town_centre_worker_prices_its_one_capture_alone() -> None:
    """A first worker at the Town Centre captures once: its terms said "make up to 1 capture (from up to 2
    locations); the first costs 1 tax, each further one 1 silver", a second location and a further capture
    it cannot have. They say the one capture and its price; a second worker brings the full terms back."""
    state, seat = turn_of(3, 1, silver=5)
    one = cardtext.place_terms(state, seat, "town_centre")
    assert one == "make up to 1 capture (cost: 1 tax)"
    two = cardtext.place_terms(set_at(state, "town_centre", seat, 1), seat, "town_centre")
    assert two == "make up to 2 captures (from up to 2 locations); the first costs 1 tax, each further one 1 silver"


def test_a_first_workshop_worker_reaches_column_1_not_columns_1_to_1() -> None:
    """The hire's prompt and terms with one column within reach said "columns 1–1"."""
    state, seat = turn_of(3, 1, silver=5)
    assert "column 1 for 2 silver + 2 tax" in cardtext.place_terms(state, seat, "workshop", "hire")
    hiring = play(state, mv.Place("workshop", "hire"))
    assert GAME.decision(hiring).kind == "hire"
    assert choicetext.decision_text(hiring).endswith("hire an apprentice at the Workshop (column 1 within reach)")
    again = play(set_at(state, "workshop", seat, 1), mv.Place("workshop", "hire"))
    assert choicetext.decision_text(again).endswith("(columns 1–2 within reach)")
    for text in (cardtext.place_terms(state, seat, "workshop", "hire"), choicetext.decision_text(hiring)):
        assert "1–1" not in text
