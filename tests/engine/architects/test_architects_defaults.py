"""The sheet's 'Engine defaults (decided; implement these)' 1-21, the card lists, and the characters."""

from __future__ import annotations

import dataclasses

import pytest
from architects_scenarios import GAME, RICH, ignore, kind, legal, play, set_at, set_player, turn_of

from engine.architects.apprentices import refresh
from engine.architects.content import C
from engine.architects.economy import gain_goods, take_debts, tax_due
from engine.architects.market import reset
from engine.architects.moves import Build, Capture, Cathedral, Guard, Hire, Place
from engine.architects.rules import enter_guildhall
from engine.architects.scoring import end_effects


def test_default_1_cathedral_virtue_4_may_3_may_not() -> None:
    s, _ = turn_of(gold=1, virtue=4)
    assert any(isinstance(m, Place) and m.location == "guildhall" for m in legal(s))
    s, _ = turn_of(gold=1, virtue=3)
    assert not any(isinstance(m, Place) and m.location == "guildhall" for m in legal(s))


def test_default_2_tax_stand_starts_with_4_and_needs_1() -> None:
    s, _ = turn_of()
    assert s.tax == 4
    s = dataclasses.replace(s, tax=0)
    assert Place("tax_stand") not in legal(s)


def test_default_7_silver_on_refreshed_apprentices_goes_to_supply() -> None:
    s, _ = turn_of()
    s = dataclasses.replace(s, display_silver=(2, 1, 0, 0, 3, 0, 0, 0))
    s = refresh(s, ignore)
    assert s.display_silver == (1, 0, 0, 0, 0, 0, 0, 0)


def test_default_8_black_market_reset_still_happens_in_final_round() -> None:
    s, seat = turn_of(virtue=8, silver=9)
    s = dataclasses.replace(s, final_left=3, market_spots=((seat + 1) % 3, (seat + 2) % 3, -1))
    for o in ((seat + 1) % 3, (seat + 2) % 3):
        s = set_player(s, o, supply=19)
    s = GAME.apply(s, Place("black_market", "c"))
    assert s.market_spots == (-1, -1, -1)


def test_default_12_free_captures_ignore_the_location_limit() -> None:
    s, seat = turn_of(n=5, **RICH, hand=(26,), apprentices=(13,), virtue=7)
    o = (seat + 1) % 5
    s = set_at(s, "forest", o, 1)
    s = set_at(s, "quarry", o, 1)
    s = play(s, Place("guildhall"), Build(26), Capture("forest", o))
    assert Capture("quarry", o) in legal(s)


def test_default_14_final_round_guildhall_workers_to_the_side_no_reset_or_refresh() -> None:
    s, seat = turn_of(n=2)
    s = dataclasses.replace(s, guildhall=12)
    display = s.display
    s2 = enter_guildhall(s, seat, ignore)
    assert s2.players[seat].side == 1 and s2.guildhall == 12
    assert s2.display == display and not s2.reset_due


def test_default_16_tax_waiver_applies_to_each_guardhouse_sub_action() -> None:
    s, seat = turn_of(virtue=2, debts=2, silver=10)
    s = set_at(s, "guardhouse", seat, 1)
    tax = s.tax
    s = play(s, Place("guardhouse"), Guard("pay_debt"), Guard("pay_debt"))
    # virtue 2 -> 1 waived on the first payment; virtue 3 after it -> 1 waived again
    assert s.players[seat].silver == 10 - 5 - 5
    assert s.tax == tax + 4


def test_default_17_gatekeeper_frees_before_squire_check() -> None:
    s, seat = turn_of(prison=2, supply=18, apprentices=(9, 26))
    s = reset(s, ignore)
    assert s.players[seat].prison == 0 and s.players[seat].gold == 1


def test_default_21_empty_building_deck_draws_nothing() -> None:
    s, seat = turn_of()
    s = dataclasses.replace(s, building_deck=())
    hand = s.players[seat].hand
    s = GAME.apply(s, Place("workshop", "plans"))
    assert s.players[seat].hand == hand


def test_default_21_empty_apprentice_deck_leaves_spaces_empty() -> None:
    s, _ = turn_of(silver=10)
    s = dataclasses.replace(s, apprentice_deck=())
    s = play(s, Place("workshop", "hire"), Hire(0))
    assert s.display[3] == -1


def test_black_market_cards_match_the_sheet() -> None:
    assert len(C.market) == 10
    assert dict(C.market[2].small) == {"gold": 2}
    assert dict(C.market[2].large) == {"marble": 1, "gold": 1, "stone": 1, "wood": 1}
    assert dict(C.printed_large) == {"marble": 2, "stone": 1, "wood": 1}


@pytest.mark.parametrize("reward", sorted(C.rewards))
def test_every_reward_card(reward: int) -> None:
    s, seat = turn_of(virtue=7)
    before = s.players[seat]
    s = gain_goods(s, seat, C.rewards[reward].gain, ignore)
    p = s.players[seat]
    gains = dict(C.rewards[reward].gain)
    assert p.virtue == 7 + gains.get("virtue", 0)
    assert p.silver == before.silver + gains.get("silver", 0)
    assert len(p.hand) == len(before.hand) + gains.get("cards", 0)
    assert p.gold == gains.get("gold", 0)


def test_reward_card_list() -> None:
    gains = sorted(tuple(sorted(r.gain)) for r in C.rewards.values())
    assert len(gains) == 11
    assert gains.count((("silver", 3), ("virtue", 1))) == 2
    assert gains.count((("virtue", 2),)) == 2
    assert gains.count((("gold", 1), ("virtue", 1))) == 1


# -- variable setup characters --------------------------------------------------------------------
def test_lothaire_pays_1_wood_or_stone_less() -> None:
    s, seat = turn_of(character=0, hand=(11,), wood=2, stone=1, virtue=2)
    s = play(s, Place("guildhall"))
    assert 11 in s.players[seat].built
    s, seat = turn_of(character=0, wood=2, stone=1, virtue=7, cathedral=1)
    s = GAME.apply(s, Place("guildhall"))
    assert {m.wood for m in legal(s) if isinstance(m, Cathedral)} == {2}  # type: ignore[attr-defined]


def test_therese_gold_and_marble_interchangeable() -> None:
    s, seat = turn_of(character=1, hand=(2,), wood=2, marble=2, virtue=2)
    s = play(s, Place("guildhall"))
    assert 2 in s.players[seat].built and s.players[seat].marble == 0


@pytest.mark.parametrize(("card", "character", "expected"), [(18, 1, 3), (37, 1, 3), (18, 6, 1), (37, 6, 2)])
def test_therese_counts_gold_and_marble_as_one_for_the_castle_and_the_observatory(card, character, expected) -> None:
    """Castle (+1 virtue per 2 gold) and Observatory (per 2 marble): for Therese 3 gold + 4 marble are 7 of
    one resource, 3 virtue; for anyone else 3 gold give 1, 4 marble 2."""
    s, seat = turn_of(character=character, built=(card,), gold=3, marble=4, virtue=7)
    assert end_effects(s, ignore).players[seat].virtue == 7 + expected


def test_hugo_pays_2_silver_instead_of_a_debt() -> None:
    s, seat = turn_of(character=2, silver=3)
    p = take_debts(s.players[seat], 2, seat, ignore)
    assert (p.debts, p.silver) == (1, 1)


def test_caroline_card_at_black_market() -> None:
    s, seat = turn_of(character=3, silver=5, virtue=5)
    hand = len(s.players[seat].hand)
    assert len(GAME.apply(s, Place("black_market", "a")).players[seat].hand) == hand + 1


def test_ada_ignores_1_tax() -> None:
    s, seat = turn_of(character=4, virtue=11)
    assert tax_due(s.players[seat], 2) == 1


def test_clovis_card_when_constructing() -> None:
    s, seat = turn_of(character=5, hand=(11,), wood=2, stone=2, virtue=2)
    s = play(s, Place("guildhall"))
    assert len(s.players[seat].hand) == 1


def test_frederick_does_not_discard_for_cathedral() -> None:
    s, seat = turn_of(character=6, gold=1, virtue=7, hand=())
    s = play(s, Place("guildhall"))
    assert s.players[seat].cathedral == 1


def test_fara_frees_1_at_reset() -> None:
    s, seat = turn_of(character=7, prison=2, supply=18)
    assert reset(s, ignore).players[seat].prison == 1


def test_rudolf_hires_for_1_less_and_keeps_6() -> None:
    s, seat = turn_of(character=8, silver=3, apprentices=(1, 2, 3, 4, 5))
    s = play(s, Place("workshop", "hire"), Hire(0))
    assert len(s.players[seat].apprentices) == 6 and s.players[seat].silver == 0
    assert kind(s) != "drop_apprentice"


def test_bertha_2_silver_when_imprisoning() -> None:
    s, seat = turn_of(character=9, silver=0)
    o = (seat + 1) % 3
    cap = [0, 0, 0]
    cap[o] = 1
    s = set_player(s, seat, captured=tuple(cap))
    s = set_player(s, o, supply=19)
    s = play(s, Place("guardhouse"), Guard("imprison"))
    assert s.players[seat].silver == 3
