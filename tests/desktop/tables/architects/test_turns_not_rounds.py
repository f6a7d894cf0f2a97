"""Architects has turn cycles, not rounds: the banner and the timeline say "Turn 7" and how full the Guildhall is,
never "Round" (nor "Runde" in German); the last turns are counted down."""

from __future__ import annotations

import random

import pytest

from desktop import i18n
from desktop.tables import table_for
from engine import get_game


def _played(moves: int, seed: int = 4):
    game = get_game("architects")
    state = game.new_game(["Ann", "Bob", "Cy"], seed)
    rng = random.Random(seed)
    states = [state]
    while len(states) <= moves and not game.is_over(state):
        state = game.apply(state, rng.choice(game.legal_moves(state)))
        states.append(state)
    return game, states


@pytest.mark.parametrize(("language", "turn", "round_word"), [("en", "Turn", "Round"), ("de", "Zug", "Runde")])
def test_the_banner_and_the_timeline_count_turns_and_the_guildhall(qapp, language, turn, round_word):
    table = table_for("architects")
    game, states = _played(10_000)
    i18n.use(qapp, language)
    try:
        for state in states[:: max(1, len(states) // 40)] + [s for s in states if s.final_left > 0]:
            if game.is_over(state):
                continue
            banner = table.banner_text(state)
            assert round_word not in banner and round_word.lower() not in banner, banner
            hall = {"en": "Guildhall {} of 16", "de": "Gildenhalle {} von 16"}[language].format(state.guildhall)
            assert f"{turn} {game.round(state)} · {hall}" in banner, banner
            if state.final_left:
                assert banner.startswith({"en": "Last turns: ", "de": "Letzte Züge: "}[language]), banner
        assert any(s.final_left for s in states)  # the countdown was seen
        assert table.round_label(7) == f"{turn} 7"
    finally:
        i18n.use(qapp, "en")
