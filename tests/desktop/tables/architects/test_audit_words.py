"""Words a player reads in the chips and the Actions list, in every language: found by playing the game."""

from __future__ import annotations

import pytest
from architects_scenarios import play, turn_of

from desktop import i18n
from desktop.tables.architects import gestures
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
