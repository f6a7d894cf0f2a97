"""The fast yes/no checks the placement moves ask (`can_hire_at_workshop`, `can_use_guildhall`,
`market_mask`) agree with the move lists or rules they stand for, and `place_moves` (which spells some of
them out) with the checks, for every seat of every state of a few random games; so do the capture moves
(picked in C by `compress`) with the groups `capture_targets` lists."""

from __future__ import annotations

import pytest

from engine import get_game
from engine.architects.apprentices import can_hire_at_workshop, workshop_hires
from engine.architects.buildings import can_use_guildhall, guildhall_moves
from engine.architects.economy import can_pay
from engine.architects.locations import capture_cost, capture_limit, capture_targets, free_capture_moves, town_moves
from engine.architects.market import SPOTS, VIRTUE_CLOSED, market_mask, spot_cost
from engine.architects.moves import DONE, Capture, Move
from engine.architects.placing import PLACES, place_moves
from engine.architects.state import LARGE, Pending, State


def open_modes(state: State, seat: int) -> set[str]:
    """The Black Market modes open to `seat`, spot by spot from the rules: a free spot `seat` can pay
    for below virtue 10, an apprentice to hire for "b_hire", a card to draw for "b_draw"."""
    if state.players[seat].virtue >= VIRTUE_CLOSED:
        return set()
    out = set()
    for mode, spot in SPOTS.items():
        free = state.market_spots[spot] < 0 and state.players[seat].silver >= spot_cost(state, seat, spot)
        if mode == "b_hire":
            free = free and any(a >= 0 for a in state.display)
        if mode == "b_draw":
            free = free and bool(state.building_deck)
        if free:
            out.add(mode)
    return out


def placements(state: State, seat: int) -> tuple[Move, ...]:
    """`place_moves` from the checks above (it spells some of them out for a seat without a character)."""
    at = state.at
    keys = ["quarry", "forest", "mines:clay", "mines:gold", "silversmith", "storehouse", "workshop:hire"]
    keys += ["workshop:plans", "town_centre", "tax_stand", "guardhouse"]
    mask = market_mask(state, seat)
    keys += ["black_market:" + mode for bit, mode in enumerate(SPOTS) if mask >> bit & 1] + ["guildhall"]
    shut = set() if at[2][seat] else {"mines:gold"}
    if not can_hire_at_workshop(state, seat, min(at[5][seat] + 1, 4)):
        shut.add("workshop:hire")
    if not state.tax:
        shut.add("tax_stand")
    if not can_use_guildhall(state, seat):
        shut.add("guildhall")
    return tuple(PLACES[key] for key in keys if key not in shut)


@pytest.mark.parametrize(
    ("players", "seed", "options"), [(2, 3, ()), (3, 1, ()), (4, 8, ("promos",)), (5, 2, ("promos",))]
)
@pytest.mark.parametrize("characters", [False, True])
def test_the_fast_checks_agree_with_the_moves(
    players: int, seed: int, options: tuple[str, ...], characters: bool
) -> None:
    """With and without characters (variable setup: their costs go through `payment`)."""
    game = get_game("architects")
    chosen = {k: True for k in (*options, *(("variable_setup",) if characters else ()))}
    state = game.new_game([f"P{i}" for i in range(players)], seed, chosen)
    bot = game.ai.playout_bot(seed)
    checked = hires = builds = markets = 0
    while not game.is_over(state):
        for seat in range(players):
            for reach in range(1, 5):
                can = can_hire_at_workshop(state, seat, reach)
                assert can == bool(workshop_hires(state, seat, reach)), (seat, reach)
                hires += can
            can = can_use_guildhall(state, seat)
            assert can == bool(guildhall_moves(state, seat)), seat
            builds += can
            mask = market_mask(state, seat)
            assert {mode for bit, mode in enumerate(SPOTS) if mask >> bit & 1} == open_modes(state, seat), seat
            markets += mask != 0
            assert place_moves(state, seat) == placements(state, seat), seat
            checked += 1
        state = game.apply(state, bot.choose(game, state))
    assert checked > 300 and hires and builds and markets  # both answers seen


def town_reference(state: State, pend: Pending) -> tuple[Move, ...]:
    """A Town Centre step's moves from the rules: every group of workers in board order, then colour, within
    the locations this action may still capture from, when the seat can pay; and "done"."""
    p = state.players[pend.seat]
    silver, tax = capture_cost(p, pend.used)
    if not can_pay(p, silver, tax):
        return (DONE,)
    limit = capture_limit(len(state.players))
    targets = [(where, c) for where, c in capture_targets(state) if where in pend.locs or len(pend.locs) < limit]
    return (*(Capture(where, c) for where, c in targets), DONE)


@pytest.mark.parametrize(("players", "seed"), [(2, 4), (3, 2), (5, 7)])
def test_the_capture_moves_are_the_groups_in_board_order(players: int, seed: int) -> None:
    game = get_game("architects")
    state = game.new_game([f"P{i}" for i in range(players)], seed)
    bot = game.ai.playout_bot(seed)
    shut = 0
    while not game.is_over(state):
        assert free_capture_moves(state) == (*(Capture(w, c) for w, c in capture_targets(state)), DONE)
        for seat in range(players):
            for used in (0, 1):
                for locs in ((), (LARGE[0],), (LARGE[4], LARGE[1])):
                    pend = Pending("town", seat, left=1, used=used, locs=locs)
                    moves = town_moves(state, pend)
                    assert moves == town_reference(state, pend), (seat, used, locs)
                    shut += len(moves) < len(free_capture_moves(state))
        state = game.apply(state, bot.choose(game, state))
    assert shut  # some locations or captures closed
