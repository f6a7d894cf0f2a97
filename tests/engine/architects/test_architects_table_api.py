"""The API tables use (engine.core.game): revealed, decision, round, why_not, events, view."""

from __future__ import annotations

from architects_scenarios import GAME, RICH, play, set_player, turn_of

from engine.architects.content import BUILDINGS
from engine.architects.moves import Build, Place


def test_revealed_when_a_card_is_drawn_or_a_building_shown() -> None:
    s, seat = turn_of(3, 1)
    assert not GAME.revealed(s, play(s, Place("quarry")))
    assert GAME.revealed(s, play(s, Place("workshop", "plans")))  # draws a building card
    card = next(c for c, b in BUILDINGS.items() if not b.skills and not b.promo and b.now == "gain")
    s = set_player(s, seat, hand=(card,), **RICH)
    guildhall = play(s, Place("guildhall"))
    assert Build(card) in GAME.legal_moves(guildhall)
    built = play(guildhall, Build(card))
    assert GAME.revealed(guildhall, built)  # the card left a hidden hand
