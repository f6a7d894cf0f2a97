"""Seed 'Board Locations and Actions': payouts count your own workers there after placing."""

from __future__ import annotations

import pytest
from architects_scenarios import GAME, check_invariants, kind, legal, play, set_at, set_player, turn_of

from engine.architects.moves import Capture, Discard, Done, DropApprentice, Guard, Hire, Place, Trade
from engine.architects.state import LOC_INDEX
from engine.core.errors import IllegalMove


@pytest.mark.parametrize(("loc", "res"), [("quarry", "stone"), ("forest", "wood")])
def test_quarry_and_forest_gain_one_per_own_worker_after_placing(loc: str, res: str) -> None:
    s, seat = turn_of()
    s1 = GAME.apply(s, Place(loc))
    assert getattr(s1.players[seat], res) == 1
    s = set_at(s, loc, seat, 2)
    s2 = GAME.apply(s, Place(loc))
    assert getattr(s2.players[seat], res) == 3
    assert s2.at[LOC_INDEX[loc]][seat] == 3


def test_other_players_workers_do_not_count() -> None:
    s, seat = turn_of()
    s = set_at(s, "quarry", (seat + 1) % 3, 4)
    assert GAME.apply(s, Place("quarry")).players[seat].stone == 1


def test_mines_clay_1_plus_n_or_gold_n_over_2_first_worker_only_clay() -> None:
    s, seat = turn_of()
    assert Place("mines", "gold") not in legal(s)
    assert GAME.apply(s, Place("mines", "clay")).players[seat].clay == 2
    s = set_at(s, "mines", seat, 3)
    assert GAME.apply(s, Place("mines", "clay")).players[seat].clay == 5
    assert GAME.apply(s, Place("mines", "gold")).players[seat].gold == 2
    s = set_at(s, "mines", seat, 1)
    g = GAME.apply(s, Place("mines", "gold")).players[seat]
    assert (g.gold, g.clay) == (1, 0)


def test_silversmith_1_plus_n() -> None:
    s, seat = turn_of()
    before = s.players[seat].silver
    assert GAME.apply(s, Place("silversmith")).players[seat].silver == before + 2
    s = set_at(s, "silversmith", seat, 2)
    assert GAME.apply(s, Place("silversmith")).players[seat].silver == before + 4


def test_workers_stay_where_placed() -> None:
    s, seat = turn_of()
    s = GAME.apply(s, Place("forest"))
    assert s.at[LOC_INDEX["forest"]][seat] == 1
    assert s.players[seat].supply == 19


def test_storehouse_n_trades_2_basic_for_virtue_3_wood_stone_for_marble_mixed() -> None:
    """King's Storehouse: 1 action per worker; 2 clay/wood/stone -> 1 virtue; 3 wood/stone -> 1 marble."""
    s, seat = turn_of(clay=1, wood=2, stone=4, virtue=7)
    s = set_at(s, "storehouse", seat, 2)
    s = GAME.apply(s, Place("storehouse"))
    assert kind(s) == "storehouse" and s.pending[-1].left == 3
    moves = legal(s)
    assert Trade("virtue:clay+wood") in moves and Trade("marble:wood+stone+stone") in moves
    assert Trade("virtue:clay+clay") not in moves
    s = GAME.apply(s, Trade("virtue:clay+wood"))
    assert s.players[seat].virtue == 8 and s.players[seat].clay == 0 and s.players[seat].wood == 1
    s = GAME.apply(s, Trade("marble:wood+stone+stone"))
    assert s.players[seat].marble == 1
    s = GAME.apply(s, Trade("virtue:stone+stone"))
    # three trades used: the turn is over
    assert GAME.current_player(s) != seat
    assert s.players[seat].virtue == 9 and s.players[seat].stone == 0


def test_storehouse_done_ends_early() -> None:
    s, seat = turn_of(wood=6)
    s = set_at(s, "storehouse", seat, 3)
    s = play(s, Place("storehouse"), Trade("marble:wood+wood+wood"), Done())
    assert s.players[seat].marble == 1 and s.players[seat].wood == 3
    assert GAME.current_player(s) != seat


def test_workshop_hire_pays_2_silver_and_2_tax_reach_by_workers() -> None:
    s, seat = turn_of(silver=10)
    s = GAME.apply(s, Place("workshop", "hire"))
    assert kind(s) == "hire"
    # reach 1: column 1 free, column 2 one extra silver, column 4 three extra
    assert {m.slot for m in legal(s)} == set(range(8))  # type: ignore[attr-defined]
    card = s.display[0]
    tax = s.tax
    s1 = GAME.apply(s, Hire(0))
    assert s1.players[seat].silver == 6
    assert s1.tax == tax + 2
    assert s1.players[seat].apprentices == (card,)
    # the row slides left and a new card fills the right end
    assert s1.display[0:3] == s.display[1:4]
    assert s1.display[3] == s.apprentice_deck[0]


def test_workshop_skipping_puts_1_silver_on_each_skipped_card_taken_by_hirer() -> None:
    """You can skip apprentices by placing 1 silver on them (collected by the player who hires them later)."""
    s, seat = turn_of(silver=10)
    s = GAME.apply(s, Place("workshop", "hire"))
    s = GAME.apply(s, Hire(6))  # row 2, column 3: 2 beyond the reach of 1 worker
    assert s.players[seat].silver == 10 - 4 - 2
    assert s.display_silver[4:8] == (1, 1, 0, 0)
    other = GAME.current_player(s)
    assert other is not None
    s = set_player(s, other, silver=10)
    before = s.players[other].silver
    s = play(s, Place("workshop", "hire"), Hire(4))
    assert s.players[other].silver == before - 4 + 1


def test_workshop_reach_grows_with_workers() -> None:
    s, seat = turn_of(silver=4)
    s = set_at(s, "workshop", seat, 3)
    s = GAME.apply(s, Place("workshop", "hire"))
    assert {m.slot for m in legal(s)} == set(range(8))  # type: ignore[attr-defined]
    s2, _seat2 = turn_of(silver=4)
    s2 = GAME.apply(s2, Place("workshop", "hire"))
    assert {m.slot for m in legal(s2)} == {0, 4}  # type: ignore[attr-defined]


def test_workshop_apprentice_limit_5_discard_to_make_room() -> None:
    s, seat = turn_of(silver=10, apprentices=(13, 11, 12, 29, 30))
    s = play(s, Place("workshop", "hire"), Hire(0))
    assert kind(s) == "drop_apprentice"
    card = s.display[0]
    s = GAME.apply(s, DropApprentice(11))
    p = s.players[seat]
    assert len(p.apprentices) == 5 and 11 not in p.apprentices and card in p.apprentices
    assert s.apprentice_deck[-1] == 11


def test_workshop_plans_draw_1_plus_1_per_2_workers() -> None:
    s, seat = turn_of()
    hand = len(s.players[seat].hand)
    assert len(GAME.apply(s, Place("workshop", "plans")).players[seat].hand) == hand + 1
    s = set_at(s, "workshop", seat, 3)
    assert len(GAME.apply(s, Place("workshop", "plans")).players[seat].hand) == hand + 3


def test_hand_limit_6_discard_at_end_of_turn_to_deck_bottom() -> None:
    s, seat = turn_of()
    s = set_at(s, "workshop", seat, 5)  # 6th worker: draw 4 -> 7 cards
    s = GAME.apply(s, Place("workshop", "plans"))
    assert kind(s) == "hand_limit" and GAME.current_player(s) == seat
    card = s.players[seat].hand[0]
    s = GAME.apply(s, Discard(card))
    assert len(s.players[seat].hand) == 6
    assert s.building_deck[-1] == card
    assert GAME.current_player(s) != seat


def test_town_centre_capture_first_silver_is_tax_one_colour_group_per_capture() -> None:
    s, seat = turn_of(n=4, silver=5)
    a, b = (seat + 1) % 4, (seat + 2) % 4
    s = set_at(s, "quarry", a, 3)
    s = set_at(s, "quarry", b, 2)
    s = set_at(s, "forest", a, 1)
    s = set_at(s, "town_centre", seat, 1)
    tax = s.tax
    s = GAME.apply(s, Place("town_centre"))
    assert kind(s) == "town" and s.pending[-1].left == 2
    s = GAME.apply(s, Capture("quarry", a))
    assert s.tax == tax + 1 and s.players[seat].silver == 4
    assert s.players[seat].captured[a] == 3
    # 4-5 players: all captures from the one location
    assert Capture("forest", a) not in legal(s)
    s = GAME.apply(s, Capture("quarry", b))
    assert s.players[seat].silver == 3 and s.tax == tax + 1
    assert s.players[seat].captured[b] == 2
    check_invariants(s)


def test_town_centre_two_locations_in_2_3_player_games() -> None:
    s, seat = turn_of(n=3, silver=5)
    a = (seat + 1) % 3
    s = set_at(s, "quarry", a, 1)
    s = set_at(s, "forest", a, 1)
    s = set_at(s, "mines", a, 1)
    s = set_at(s, "town_centre", seat, 2)
    s = play(s, Place("town_centre"), Capture("quarry", a))
    assert Capture("forest", a) in legal(s)
    s = GAME.apply(s, Capture("forest", a))
    assert Capture("mines", a) not in legal(s)


def test_town_centre_own_workers_return_to_supply() -> None:
    s, seat = turn_of(silver=5)
    s = set_at(s, "forest", seat, 4)
    supply = s.players[seat].supply
    s = play(s, Place("town_centre"), Capture("forest", seat))
    assert s.players[seat].supply == supply - 1 + 4
    check_invariants(s)


def test_town_centre_cannot_capture_black_market_guildhall_or_prison() -> None:
    s, seat = turn_of(silver=5)
    s = set_at(s, "forest", (seat + 1) % 3, 1)
    s = GAME.apply(s, Place("town_centre"))
    assert all(m.location in LOC_INDEX for m in legal(s) if isinstance(m, Capture))


def test_tax_stand_take_all_lose_2_virtue_only_if_not_empty() -> None:
    s, seat = turn_of(silver=3, virtue=7)
    s1 = GAME.apply(s, Place("tax_stand"))
    assert s1.players[seat].silver == 7 and s1.players[seat].virtue == 5 and s1.tax == 0
    s2 = GAME.apply(s1, Place("quarry"))  # next player: the stand is empty now
    assert Place("tax_stand") not in legal(s1)
    assert s2 is not None
    with pytest.raises(IllegalMove):
        GAME.apply(s1, Place("tax_stand"))


def test_guardhouse_imprison_captured_for_1_silver_each() -> None:
    s, seat = turn_of(n=3, silver=0)
    a = (seat + 1) % 3
    cap = [0, 0, 0]
    cap[a] = 3
    s = set_player(s, a, supply=17)
    s = set_player(s, seat, captured=tuple(cap))
    s = GAME.apply(s, Place("guardhouse"))
    s = GAME.apply(s, Guard("imprison"))
    assert s.players[seat].silver == 3 and s.players[a].prison == 3
    check_invariants(s)


def test_guardhouse_release_from_prison_free_and_n_actions() -> None:
    s, seat = turn_of(prison=2, supply=18, debts=1, silver=6, virtue=7)
    s = set_at(s, "guardhouse", seat, 1)
    s = GAME.apply(s, Place("guardhouse"))
    assert s.pending[-1].left == 2
    s = GAME.apply(s, Guard("release"))
    assert s.players[seat].prison == 0 and s.players[seat].supply == 18
    tax = s.tax
    s = GAME.apply(s, Guard("pay_debt"))
    p = s.players[seat]
    assert (p.debts, p.paid_debts, p.virtue, p.silver) == (0, 1, 8, 0)
    assert s.tax == tax + 3


@pytest.mark.parametrize("way", ["rescue_silver", "rescue_debt"])
def test_guardhouse_rescue_from_other_boards_5_silver_2_tax_or_debt_and_virtue(way: str) -> None:
    s, seat = turn_of(n=3, silver=5, virtue=7, supply=16)
    o = (seat + 1) % 3
    cap = [0, 0, 0]
    cap[seat] = 4
    s = set_player(s, o, captured=tuple(cap))
    tax = s.tax
    s = play(s, Place("guardhouse"), Guard(way))
    p = s.players[seat]
    assert p.supply == 19 and s.players[o].captured[seat] == 0
    if way == "rescue_silver":
        assert p.silver == 0 and s.tax == tax + 2
    else:
        assert p.silver == 5 and p.debts == 1 and p.virtue == 6
    check_invariants(s)


def test_prison_is_not_a_placement() -> None:
    s, _ = turn_of()
    assert all(not (isinstance(m, Place) and m.location == "prison") for m in legal(s))


def test_small_circles_black_market_workers_cannot_be_captured_and_stay_until_reset() -> None:
    """Small Open Circles: only 1 worker per space, removed only by a reset, never captured."""
    s, seat = turn_of(n=3, silver=5, virtue=8)
    s = GAME.apply(s, Place("black_market", "a"))
    nxt = GAME.current_player(s)
    assert nxt is not None
    s = set_player(s, nxt, silver=5)
    s = set_at(s, "forest", seat, 1)
    s = GAME.apply(s, Place("town_centre"))
    targets = {(m.location, m.seat) for m in legal(s) if isinstance(m, Capture)}
    assert targets == {("forest", seat), ("town_centre", nxt)}
    assert s.market_spots[0] == seat


def test_worker_outlines_guildhall_workers_stay_and_cannot_be_captured() -> None:
    """Worker Outlines (Guildhall): placed in order, they stay for the rest of the game."""
    s, seat = turn_of(n=3, gold=1, virtue=7)
    s = play(s, Place("guildhall"))
    if kind(s) == "guildhall":
        s = GAME.apply(s, legal(s)[0])
    assert s.guildhall == 1 and s.players[seat].guildhall == 1
    nxt = GAME.current_player(s)
    assert nxt is not None
    s = set_player(s, nxt, silver=5)
    s = GAME.apply(s, Place("town_centre"))
    assert all(m.seat != seat for m in legal(s) if isinstance(m, Capture))
