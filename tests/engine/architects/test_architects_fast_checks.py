"""The fast yes/no checks the placement moves ask (`can_hire_at_workshop`, `can_use_guildhall`) agree with
the move lists they stand for, for every seat of every state of a few random games."""

from __future__ import annotations

import pytest

from engine import get_game
from engine.architects.apprentices import can_hire_at_workshop, workshop_hires
from engine.architects.buildings import can_use_guildhall, guildhall_moves


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
    checked = hires = builds = 0
    while not game.is_over(state):
        for seat in range(players):
            for reach in range(1, 5):
                can = can_hire_at_workshop(state, seat, reach)
                assert can == bool(workshop_hires(state, seat, reach)), (seat, reach)
                hires += can
            can = can_use_guildhall(state, seat)
            assert can == bool(guildhall_moves(state, seat)), seat
            builds += can
            checked += 1
        state = game.apply(state, bot.choose(game, state))
    assert checked > 300 and hires and builds  # both answers seen
