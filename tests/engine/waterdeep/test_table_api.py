"""The API tables use (engine.core.game): revealed, decision, round, why_not, events, view."""

from __future__ import annotations

from waterdeep_scenarios import G, clean, intrigue_where, play, set_intrigue, solo

from engine.waterdeep.moves import Place, PlayIntrigue


def test_revealed_when_a_card_is_drawn_or_shown() -> None:
    s = solo()
    assert not G.revealed(s, play(s, Place("shop")))
    assert G.revealed(s, play(s, Place("castle")))  # draws an intrigue card
    card = intrigue_where(effect="call_adventurers")
    s = set_intrigue(clean(), 0, card, intrigue_where(effect="bidding_war"))  # two: a real choice
    harbor = play(s, Place("harbor1"))
    assert G.revealed(harbor, play(harbor, PlayIntrigue(card)))  # a hidden card is shown
