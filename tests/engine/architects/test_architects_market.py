"""Seed 'Black Market' and 'Black Market Reset', plus the virtue track limits."""

from __future__ import annotations

import dataclasses

import pytest
from architects_scenarios import GAME, check_invariants, ignore, kind, legal, play, set_player, turn_of

from engine.architects.content import C
from engine.architects.economy import change_virtue, tax_due
from engine.architects.market import reset
from engine.architects.moves import Hire, Keep, Place


def test_black_market_closed_at_virtue_10_or_more() -> None:
    """You cannot visit the Black Market if you have 10 or more Virtue."""
    s, _ = turn_of(virtue=10, silver=10)
    assert not any(isinstance(m, Place) and m.location == "black_market" for m in legal(s))
    s, _ = turn_of(virtue=9, silver=10)
    modes = {m.mode for m in legal(s) if isinstance(m, Place) and m.location == "black_market"}
    assert modes == {"a", "b_hire", "b_draw", "c"}


def test_black_market_spot_a_small_side_goods_for_1_silver_and_1_virtue() -> None:
    s, seat = turn_of(virtue=8, silver=5)
    goods = dict(C.market[s.market_pile[0]].small)
    s = GAME.apply(s, Place("black_market", "a"))
    p = s.players[seat]
    assert p.silver == 4 and p.virtue == 7
    for k, v in goods.items():
        assert getattr(p, k) == v
    assert s.market_spots[0] == seat


def test_black_market_spot_c_large_side_printed_until_first_reset() -> None:
    s, seat = turn_of(virtue=8, silver=5)
    s = GAME.apply(s, Place("black_market", "c"))
    p = s.players[seat]
    assert (p.silver, p.marble, p.stone, p.wood, p.virtue) == (2, 2, 1, 1, 7)


def test_black_market_spot_b_hire_any_apprentice_free() -> None:
    s, seat = turn_of(virtue=8, silver=5)
    card = s.display[7]
    s = play(s, Place("black_market", "b_hire"), Hire(7))
    assert s.players[seat].silver == 3 and card in s.players[seat].apprentices


def test_black_market_spot_b_draw_5_keep_1_rest_to_bottom() -> None:
    s, seat = turn_of(virtue=8, silver=5)
    top5 = s.building_deck[:5]
    s = GAME.apply(s, Place("black_market", "b_draw"))
    assert kind(s) == "keep" and s.pending[-1].cards == top5
    s = GAME.apply(s, Keep(top5[2]))
    assert top5[2] in s.players[seat].hand
    assert s.building_deck[-4:] == tuple(c for c in top5 if c != top5[2])


def test_black_market_one_worker_per_spot() -> None:
    s, _seat = turn_of(virtue=8, silver=5)
    s = GAME.apply(s, Place("black_market", "a"))
    nxt = GAME.current_player(s)
    assert nxt is not None
    s = set_player(s, nxt, virtue=5, silver=9)
    assert Place("black_market", "a") not in legal(s)


def test_black_market_reset_when_all_three_spots_filled() -> None:
    """Reset step 1: workers to Prison; step 2: the top Small card goes onto the Large space."""
    s, _seat = turn_of(virtue=8, silver=9)
    top = s.market_pile[0]
    s = GAME.apply(s, Place("black_market", "a"))
    for _ in range(2):
        nxt = GAME.current_player(s)
        assert nxt is not None
        s = set_player(s, nxt, virtue=8, silver=9)
        mode = "b_draw" if s.market_spots[1] < 0 else "c"
        s = GAME.apply(s, Place("black_market", mode))
        if kind(s) == "keep":
            s = GAME.apply(s, Keep(s.pending[-1].cards[0]))
    assert s.market_spots == (-1, -1, -1)
    assert sum(p.prison for p in s.players) == 3
    assert s.market_large == top and len(s.market_pile) == 9
    check_invariants(s)


def _prisoners(s, counts):  # type: ignore[no-untyped-def]
    for seat, k in enumerate(counts):
        s = set_player(s, seat, prison=k, supply=20 - k)
    return s


def test_reset_step_4_three_or_more_in_prison_lose_1_virtue_step_5_most_take_debt() -> None:
    s, _ = turn_of(n=3)
    s = _prisoners(s, [3, 1, 3])
    s = reset(s, ignore)
    assert [p.virtue for p in s.players] == [6, 7, 6]
    assert [p.debts for p in s.players] == [1, 0, 1]


def test_reset_nobody_in_prison_no_debt() -> None:
    s, _ = turn_of(n=3)
    s = reset(s, ignore)
    assert [p.debts for p in s.players] == [0, 0, 0]


def test_reset_rulebook_example_gatekeeper_frees_2_before_penalties() -> None:
    """Blue's Gatekeeper frees 2 of 3; nobody has 3; Yellow and Red tie for most and take a debt."""
    s, _ = turn_of(n=3)
    s = _prisoners(s, [3, 2, 2])
    s = set_player(s, 0, apprentices=(9,))
    s = reset(s, ignore)
    assert [p.prison for p in s.players] == [1, 2, 2]
    assert [p.virtue for p in s.players] == [7, 7, 7]
    assert [p.debts for p in s.players] == [0, 1, 1]


def test_reset_squire_and_peddler() -> None:
    s, _ = turn_of(n=3)
    s = _prisoners(s, [0, 1, 0])
    s = set_player(s, 0, apprentices=(26, 27, 28, 43))
    s = set_player(s, 1, apprentices=(26,))
    s = reset(s, ignore)
    p = s.players[0]
    assert (p.gold, p.marble, p.virtue) == (1, 1, 9)
    assert p.silver == s.players[0].silver and s.players[1].gold == 0
    base = GAME.new_game(["a", "b", "c"], 1, {}).players[0].silver
    assert p.silver == base + 2


def test_reset_pile_empty_reshuffles_cards_under_large() -> None:
    """Default 4: when the Small pile runs out, the cards under the new Large card form a new pile."""
    s, _ = turn_of(n=3)
    for _ in range(10):
        s = reset(s, ignore)
    assert len(s.market_pile) == 9 and s.market_under == ()
    assert sorted((*s.market_pile, s.market_large)) == sorted(C.market)


def test_virtue_below_0_takes_a_debt_per_point() -> None:
    s, seat = turn_of(virtue=1)
    p = change_virtue(s.players[seat], -3, seat, ignore)
    assert (p.virtue, p.debts) == (0, 2)


def test_virtue_above_14_destroys_unpaid_debts() -> None:
    s, seat = turn_of(virtue=13, debts=3)
    p = change_virtue(s.players[seat], 3, seat, ignore)
    assert (p.virtue, p.debts, p.paid_debts, p.destroyed_debts) == (14, 1, 0, 2)


@pytest.mark.parametrize(("virtue", "due"), [(0, 0), (1, 0), (2, 1), (3, 1), (4, 2), (14, 2)])
def test_tax_waiver_at_3_or_less(virtue: int, due: int) -> None:
    """At 3 or less virtue you ignore tax: 1 at 2-3, 2 at 0-1."""
    s, seat = turn_of(virtue=virtue)
    assert tax_due(s.players[seat], 2) == due
    assert tax_due(s.players[seat], 3) == due + 1


def test_low_virtue_hire_pays_less_tax() -> None:
    s, seat = turn_of(virtue=1, silver=2)
    tax = s.tax
    s = play(s, Place("workshop", "hire"), Hire(0))
    assert s.players[seat].silver == 0 and s.tax == tax


def test_black_market_silver_is_plain_not_tax() -> None:
    s, seat = turn_of(virtue=1, silver=3)
    tax = s.tax
    s = GAME.apply(s, Place("black_market", "c"))
    assert s.players[seat].silver == 0 and s.tax == tax


def test_state_round_trip_after_reset() -> None:
    s, _ = turn_of()
    s = reset(dataclasses.replace(s), ignore)
    assert GAME.state_from_dict(GAME.state_to_dict(s)) == s
