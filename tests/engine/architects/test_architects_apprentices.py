"""All 43 apprentices (40 base + 3 promo): skills, hire virtue and abilities."""

from __future__ import annotations

import dataclasses

import pytest
from architects_scenarios import GAME, RICH, ignore, kind, legal, play, set_at, set_player, turn_of

from engine.architects.content import APPRENTICES
from engine.architects.market import reset
from engine.architects.moves import Capture, Cathedral, Guard, Hire, Place, Trade


@pytest.mark.parametrize("card", sorted(APPRENTICES))
def test_every_apprentice_hire_changes_virtue_once_and_gives_its_skills(card: int) -> None:
    s, seat = turn_of(silver=10, virtue=7)
    display = list(s.display)
    display[0] = card
    s = dataclasses.replace(s, display=tuple(display))
    s = play(s, Place("workshop", "hire"), Hire(0))
    p = s.players[seat]
    assert card in p.apprentices
    assert p.virtue == 7 + APPRENTICES[card].virtue
    assert APPRENTICES[card].skills and set(APPRENTICES[card].skills) <= set("CTM")


def test_discarding_an_apprentice_does_not_undo_its_virtue() -> None:
    s, seat = turn_of(silver=10, virtue=8, apprentices=(1, 2, 3, 4, 5))
    s = play(s, Place("workshop", "hire"), Hire(0))
    from engine.architects.moves import DropApprentice

    s = GAME.apply(s, DropApprentice(1))
    assert 1 not in s.players[seat].apprentices
    assert s.players[seat].virtue >= 7


def _cathedral_turn(apps: tuple[int, ...]):  # type: ignore[no-untyped-def]
    s, seat = turn_of(gold=1, virtue=7, apprentices=apps)
    hand = s.players[seat].hand
    s = play(s, Place("guildhall"))
    if kind(s) == "guildhall":
        s = GAME.apply(s, Cathedral(0, hand[0]))
    return s, seat, hand


def test_acolytes_on_cathedral_advance() -> None:
    s, seat, hand = _cathedral_turn((1, 2, 3))
    p = s.players[seat]
    assert p.cathedral == 1
    assert p.clay >= 2 and p.silver >= 2
    assert len(p.hand) >= len(hand)  # 1 discarded, 1 from Acolyte (+1 if the reward is a card)


def test_conspirator_extra_captures_cost_1_less_never_the_tax() -> None:
    s, seat = turn_of(n=4, silver=1, apprentices=(4,))
    o = (seat + 1) % 4
    s = set_at(s, "quarry", o, 1)
    s = set_at(s, "quarry", (seat + 2) % 4, 1)
    s = set_at(s, "town_centre", seat, 1)
    s = play(s, Place("town_centre"), Capture("quarry", o))
    assert s.players[seat].silver == 0
    assert Capture("quarry", (seat + 2) % 4) in legal(s)


@pytest.mark.parametrize(("card", "res"), [(6, "clay"), (7, "stone"), (8, "wood")])
def test_debt_collectors_on_paying_off_a_debt(card: int, res: str) -> None:
    s, seat = turn_of(silver=6, debts=1, apprentices=(card,))
    s = play(s, Place("guardhouse"))
    if kind(s) == "guard":
        s = GAME.apply(s, Guard("pay_debt"))
    assert getattr(s.players[seat], res) == 2


def test_illusionist_no_virtue_loss_at_black_market() -> None:
    s, seat = turn_of(silver=5, virtue=8, apprentices=(10,))
    assert GAME.apply(s, Place("black_market", "a")).players[seat].virtue == 8


def test_jeweller_stonecutter_woodcutter_miner() -> None:
    s, seat = turn_of(apprentices=(11, 12, 29, 39, 19))
    silver = s.players[seat].silver
    assert GAME.apply(s, Place("silversmith")).players[seat].silver == silver + 2 + 2
    assert GAME.apply(s, Place("quarry")).players[seat].stone == 2
    assert GAME.apply(s, Place("forest")).players[seat].wood == 2
    assert GAME.apply(s, Place("mines", "clay")).players[seat].clay == 3
    s = set_at(s, "mines", seat, 1)
    p = GAME.apply(s, Place("mines", "gold")).players[seat]
    assert (p.gold, p.clay) == (1, 1)


@pytest.mark.parametrize(
    ("card", "give", "get"),
    [
        (14, {"silver": 1}, {"clay": 3}),
        (15, {"silver": 2}, {"gold": 1}),
        (16, {"silver": 3}, {"marble": 1}),
        (17, {"silver": 1}, {"stone": 2}),
        (18, {"silver": 1}, {"wood": 2}),
        (21, {"clay": 1}, {"virtue": 1}),
        (22, {"silver": 2}, {"virtue": 1}),
        (23, {"stone": 1}, {"virtue": 1}),
        (24, {"wood": 1}, {"virtue": 1}),
        (35, {"clay": 3}, {"marble": 1}),
        (36, {"stone": 2}, {"marble": 1}),
        (37, {"wood": 2}, {"marble": 1}),
    ],
)
def test_merchant_patron_trader_storehouse_trades(card: int, give: dict[str, int], get: dict[str, int]) -> None:
    s, seat = turn_of(silver=5, clay=5, wood=5, stone=5, virtue=7, apprentices=(card,))
    before = s.players[seat]
    s = play(s, Place("storehouse"), Trade(f"a{card}"))
    p = s.players[seat]
    for k, v in give.items():
        assert getattr(p, k) == getattr(before, k) - v
    for k, v in get.items():
        assert getattr(p, k) == getattr(before, k) + v


def test_pickpocket_and_thief_at_tax_stand() -> None:
    s, seat = turn_of(virtue=7, apprentices=(25, 34))
    p = GAME.apply(s, Place("tax_stand")).players[seat]
    assert p.gold == 1 and p.virtue == 6


def test_swindlers_each_black_market_action() -> None:
    s, seat = turn_of(silver=5, virtue=8, apprentices=(31, 32, 33))
    p = GAME.apply(s, Place("black_market", "a")).players[seat]
    assert p.clay == 2 and p.stone >= 1 and p.wood >= 1


def test_trickster_black_market_costs_1_less() -> None:
    s, seat = turn_of(silver=2, virtue=8, apprentices=(38,))
    assert GAME.apply(s, Place("black_market", "c")).players[seat].silver == 0


def test_enforcer_gold_when_imprisoning() -> None:
    s, seat = turn_of(apprentices=(41,))
    o = (seat + 1) % 3
    cap = [0, 0, 0]
    cap[o] = 1
    s = set_player(s, seat, captured=tuple(cap))
    s = set_player(s, o, supply=19)
    s = play(s, Place("guardhouse"), Guard("imprison"))
    assert s.players[seat].gold == 1


def test_overseer_counts_as_an_extra_storehouse_worker() -> None:
    s, _seat = turn_of(wood=9, apprentices=(42,))
    s = GAME.apply(s, Place("storehouse"))
    assert s.pending[-1].left == 2


def test_gatekeeper_frees_2_and_peddler_2_silver_at_reset() -> None:
    s, seat = turn_of(prison=3, supply=17, apprentices=(9, 43))
    silver = s.players[seat].silver
    s = reset(s, ignore)
    assert s.players[seat].prison == 1 and s.players[seat].silver == silver + 2


def test_labourer_has_all_three_skills() -> None:
    assert APPRENTICES[13].skills == "CTM"


def test_cathedral_reward_is_taken() -> None:
    s, seat = turn_of(**RICH, virtue=7)
    top = s.reward_pile[0]
    hand = s.players[seat].hand
    s = play(s, Place("guildhall"), Cathedral(0, hand[0]))
    assert s.players[seat].rewards == (top,)
