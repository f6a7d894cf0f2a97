"""Guildhall layout, Cathedral, the end trigger and final round, no-workers rule, final scoring and ties."""

from __future__ import annotations

import dataclasses

import pytest
from architects_scenarios import (
    GAME,
    RICH,
    check_invariants,
    end_cause,
    ignore,
    kind,
    legal,
    play,
    set_at,
    set_player,
    turn_of,
)

from engine.architects.moves import Build, Cathedral, Place, Reclaim
from engine.architects.rules import start_turn
from engine.architects.scoring import breakdown, end_effects, scores
from engine.architects.state import VIRTUE_VP, State, guildhall_size, refresh_spaces, reset_spaces
from engine.core.errors import IllegalMove


@pytest.mark.parametrize(
    ("n", "size", "resets", "refresh"),
    [
        (2, 12, (7, 10), (3, 6, 9)),
        (3, 16, (9, 13), (3, 7, 11)),
        (4, 20, (11, 16), (3, 8, 13)),
        (5, 24, (13, 19), (3, 9, 15)),
    ],
)
def test_guildhall_rows_and_columns_by_player_count(
    n: int, size: int, resets: tuple[int, int], refresh: tuple[int, int, int]
) -> None:
    """4 rows x (players + 1) columns; resets at the left-most spaces of the bottom 2 rows."""
    assert guildhall_size(n) == size
    assert reset_spaces(n) == resets
    assert refresh_spaces(n) == refresh


def _guild_turn(filled: int, n: int = 3, **changes: object):  # type: ignore[no-untyped-def]
    fields = {**RICH, "hand": (1, 11), "virtue": 7, **changes}
    s, seat = turn_of(n=n, **fields)
    s = dataclasses.replace(s, guildhall=filled)
    return s, seat


def test_guildhall_apprentice_refresh_space() -> None:
    s, _seat = _guild_turn(2)
    display = s.display
    s = play(s, Place("guildhall"), Build(1))
    assert s.display[0:3] == display[1:4] and s.display[4:7] == display[5:8]
    assert s.apprentice_deck[-2:] == (display[0], display[4])


def test_guildhall_reset_space_triggers_black_market_reset_after_the_action() -> None:
    s, seat = _guild_turn(8)
    s = dataclasses.replace(s, market_spots=(seat, -1, -1))
    s = set_player(s, seat, supply=s.players[seat].supply - 1)
    s = play(s, Place("guildhall"), Build(1))
    assert s.market_spots == (-1, -1, -1) and s.players[seat].prison == 1
    assert s.players[seat].debts == 1  # the most in Prison takes a debt
    check_invariants(s, cards=False)


def test_workers_in_guildhall_stay_and_cannot_be_captured() -> None:
    s, seat = _guild_turn(0)
    s = play(s, Place("guildhall"), Build(1))
    assert s.players[seat].guildhall == 1 and s.guildhall == 1


def test_cathedral_below_4_virtue_cannot() -> None:
    """Below 4 Virtue, you cannot work on the Cathedral (engine default 1)."""
    s, _ = turn_of(gold=1, virtue=3)
    assert Place("guildhall") not in legal(s)
    s, _ = turn_of(gold=1, virtue=4)
    assert Place("guildhall") in legal(s)


def test_cathedral_next_level_cost_discard_a_card_reward() -> None:
    s, seat = turn_of(gold=1, virtue=7)
    hand = s.players[seat].hand
    deck_len = len(s.building_deck)
    s = play(s, Place("guildhall"), Cathedral(0, hand[1]))
    p = s.players[seat]
    assert p.cathedral == 1 and p.gold in (0, 1) and hand[1] not in p.hand
    assert s.building_deck[-1] == hand[1] or len(s.building_deck) == deck_len


def test_cathedral_mixed_wood_stone_level_and_spots() -> None:
    s, seat = turn_of(wood=3, stone=3, virtue=7, cathedral=1)
    s = play(s, Place("guildhall"))
    options = {m.wood for m in legal(s) if isinstance(m, Cathedral)}  # type: ignore[attr-defined]
    assert options == {1, 2, 3}
    # level 5 has one spot: taken by another player -> cannot advance
    s, seat = turn_of(gold=5, marble=5, virtue=7, cathedral=4)
    s = set_player(s, (seat + 1) % 3, cathedral=5)
    assert Place("guildhall") not in legal(s)


def test_cathedral_needs_a_card_to_discard_and_empty_reward_pile_gives_virtue() -> None:
    s, seat = turn_of(gold=1, virtue=7, hand=())
    assert Place("guildhall") not in legal(s)
    s, seat = turn_of(gold=1, virtue=7)
    s = dataclasses.replace(s, reward_pile=(), reward_box=s.reward_box + s.reward_pile)
    s = play(s, Place("guildhall"), Cathedral(0, s.players[seat].hand[0]))
    assert s.players[seat].virtue == 8


def test_end_trigger_finish_turn_then_one_final_turn_each_guildhall_to_the_side() -> None:
    """The last Guildhall worker ends the game after everyone (trigger player too) takes 1 final turn."""
    s, seat = _guild_turn(15)
    for o in range(3):
        s = set_player(s, o, **RICH, virtue=7, hand=(11, 1), apprentices=())
    s = play(s, Place("guildhall"), Build(1))
    assert s.guildhall == 16 and not GAME.is_over(s)
    order = []
    for _ in range(3):
        who = GAME.current_player(s)
        assert who is not None
        order.append(who)
        s = play(s, Place("guildhall"), Build(11))
        assert s.players[who].side == 1
    assert order == [(seat + 1) % 3, (seat + 2) % 3, seat]
    assert GAME.is_over(s) and s.guildhall == 16
    check_invariants(s, cards=False)


def test_no_workers_left_reclaim_one_from_a_large_location() -> None:
    s, seat = turn_of(supply=2, prison=18)
    s = dataclasses.replace(s, pending=())
    s = set_at(s, "forest", seat, 1)
    s = set_at(s, "quarry", seat, 1)
    s = start_turn(s, seat, ignore)
    assert kind(s) == "reclaim"
    assert set(legal(s)) == {Reclaim("forest"), Reclaim("quarry")}
    s = GAME.apply(s, Reclaim("forest"))
    assert s.players[seat].supply == 1 and GAME.current_player(s) != seat
    check_invariants(s, cards=True)


def _out_of_workers(n: int, on_board: tuple[int, ...]) -> State:
    """No worker in anyone's supply; the seats in `on_board` have one worker each in the Forest and
    the Quarry (two reclaim options, so nothing is played automatically), the rest are all in the
    Guildhall (placed to the side: nothing left to take back)."""
    s, _ = turn_of(n=n)
    for seat in range(n):
        if seat in on_board:
            s = set_player(s, seat, supply=2, side=18)
            s = set_at(set_at(s, "forest", seat, 1), "quarry", seat, 1)
        else:
            s = set_player(s, seat, supply=0, side=20)
    return dataclasses.replace(s, pending=())


@pytest.mark.parametrize("n", [2, 3, 5])
def test_everyone_reclaiming_in_a_row_is_not_a_deadlock(n: int) -> None:
    """A reclaim is the player's turn, not a pass: a whole cycle of reclaims goes on to placements."""
    s = start_turn(_out_of_workers(n, tuple(range(n))), 0, ignore)
    for seat in range(n):
        assert kind(s) == "reclaim" and GAME.current_player(s) == seat
        s = GAME.apply(s, Reclaim("forest"))
    assert not GAME.is_over(s)
    assert kind(s) == "place" and GAME.current_player(s) == 0
    check_invariants(s)


def test_passes_between_reclaims_do_not_add_up_to_a_deadlock() -> None:
    """Only passes in a row count: seat 0 cannot do anything, seat 1 still takes its turns."""
    s = start_turn(_out_of_workers(2, (1,)), 0, ignore)  # seat 0 passes
    assert kind(s) == "reclaim" and GAME.current_player(s) == 1
    s = GAME.apply(s, Reclaim("forest"))  # seat 0 passes again, seat 1 has a worker to place
    assert not GAME.is_over(s)
    assert kind(s) == "place" and GAME.current_player(s) == 1
    s = GAME.apply(s, Place("forest"))  # seat 0 passes, seat 1 reclaims
    assert kind(s) == "reclaim" and GAME.current_player(s) == 1
    check_invariants(s)


def test_every_worker_in_the_guildhall_passes_full_cycle_ends_game() -> None:
    """The deadlock rule (default 9): a whole cycle of players who can neither place nor take back."""
    s = start_turn(_out_of_workers(3, ()), 0, ignore)
    assert s.over and end_cause(s) == "deadlock"
    assert GAME.scores(s).players


def _stranded(n: int = 3) -> tuple[State, int]:
    """The seat to move has no worker in its supply nor on a large location: 1 at Black Market spot C,
    2 in Prison, 3 on the next seat's board, the rest in the Guildhall (to the side)."""
    s, seat = turn_of(n=n, supply=0, prison=2, side=14)
    other = (seat + 1) % n
    captured = [0] * n
    captured[seat] = 3
    s = set_player(s, other, captured=tuple(captured))
    s = start_turn(dataclasses.replace(s, market_spots=(-1, -1, seat), pending=()), seat, ignore)
    check_invariants(s)
    return s, seat


def test_stranded_seat_takes_back_from_the_prison_or_a_board_never_the_market() -> None:
    """Nothing on a large location: a worker in the Prison or on a rival's board may come back (the BGA
    code's `argnoworker`), so a seat whose workers are all captured or jailed is never locked out; the
    one at the Black Market stays there (seed: "only removed during a Black Market Reset")."""
    s, seat = _stranded()
    other = (seat + 1) % 3
    assert kind(s) == "reclaim" and GAME.current_player(s) == seat
    assert set(legal(s)) == {Reclaim("prison"), Reclaim(f"board_{other}")}
    after = GAME.apply(s, Reclaim(f"board_{other}"))
    assert after.players[other].captured[seat] == 2 and after.players[seat].supply == 1
    check_invariants(after)
    after = GAME.apply(s, Reclaim("prison"))
    assert after.players[seat].prison == 1 and after.players[seat].supply == 1
    check_invariants(after)
    assert [e.a for e in after.events if e.kind == "reclaim"] == ["prison"]
    with pytest.raises(IllegalMove):
        GAME.apply(s, Reclaim("black_market_3"))


def test_a_seat_with_workers_only_at_the_market_and_the_guildhall_passes() -> None:
    """Nothing to take back but the Black Market worker: the turn is passed, the worker stays."""
    s, first = turn_of(n=3)
    seat = (first + 1) % 3
    s = dataclasses.replace(set_player(s, seat, supply=0, side=19), market_spots=(seat, -1, -1))
    check_invariants(s)
    after = GAME.apply(s, Place("forest"))  # `first` places, `seat` has nothing to do and passes
    assert GAME.current_player(after) == (seat + 1) % 3
    assert [e.seat for e in after.events if e.kind == "pass"] == [seat]
    assert after.market_spots == (seat, -1, -1)


def test_a_large_location_comes_first() -> None:
    """With one worker on a large location, that is the only place to take one back from."""
    s, seat = _stranded()
    s = set_at(set_player(s, seat, supply=1, side=13), "mines", seat, 1)
    s = start_turn(dataclasses.replace(s, pending=()), seat, ignore)
    assert set(legal(s)) == {Reclaim("mines")}


def test_virtue_end_vp_table() -> None:
    assert VIRTUE_VP == (-9, -8, -7, -5, -3, -1, 0, 0, 0, 0, 1, 2, 3, 5, 7)


def test_final_scoring_every_category() -> None:
    s, seat = turn_of(built=(1,), cathedral=3, virtue=12, debts=2, gold=3, marble=2, silver=25, prison=5, supply=15)
    parts = dict(breakdown(s, seat))
    assert parts == {
        "buildings": 3,
        "cathedral": 7,
        "virtue": 3,
        "debts": -4,
        "gold_marble": 5,
        "silver": 2,
        "prison": -2,
    }


def test_ties_by_virtue_then_silver_then_shared() -> None:
    s, _ = turn_of(n=2)
    base = {"built": (), "virtue": 7, "silver": 0, "gold": 0, "marble": 0, "prison": 0}
    s = set_player(s, 0, **{**base, "gold": 2})
    s = set_player(s, 1, **{**base, "gold": 1, "marble": 1, "virtue": 8})
    r = scores(s)
    assert r.winners == (1,) and r.decided_by == "virtue"
    s = set_player(s, 1, virtue=7, silver=5)
    r = scores(s)
    assert r.winners == (1,) and r.decided_by == "silver"
    s = set_player(s, 1, silver=0)
    r = scores(s)
    assert r.winners == (0, 1) and r.decided_by == "shared"
    assert r.players[0].tiebreak == (("virtue", 7), ("silver", 0))


def test_end_effects_virtue_first_limits_apply_then_vp() -> None:
    """Default 13: virtue effects in building order, 0/14 limits at once, then VP effects."""
    s, seat = turn_of(built=(32, 24, 18), virtue=13, gold=4, debts=1)
    s = end_effects(s, ignore)
    p = s.players[seat]
    # Dungeon (24) -2 -> 11, Castle (18) applied first: 13 + 2 = 15 -> 14, 1 debt destroyed, then 12
    assert p.virtue == 12 and p.debts == 0
    assert dict(breakdown(s, seat))["buildings"] == 6 + 14 + 10 + 3
