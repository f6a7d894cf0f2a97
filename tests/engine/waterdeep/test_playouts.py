"""Random playouts over 2-5 players: invariants, round-trips, replay equality and hidden information
at every step (issue #2, §5)."""

from __future__ import annotations

import dataclasses
import json

import pytest
from waterdeep_invariants import check

from engine import get_game
from engine.core import record as records
from engine.core.bots import RandomBot
from engine.waterdeep.content import load

GAME = get_game("waterdeep")


def _play(seed: int, players: int, deep: bool) -> None:
    names = [f"P{i}" for i in range(players)]
    first = state = GAME.new_game(names, seed)
    bot = RandomBot(seed)
    moves = []
    check(state)
    while not GAME.is_over(state):
        move = bot.choose(GAME, state)
        assert GAME.move_from_dict(json.loads(json.dumps(move.to_dict()))) == move
        state = GAME.apply(state, move)
        moves.append(move)
        check(state)
        if deep:
            assert GAME.state_from_dict(json.loads(json.dumps(GAME.state_to_dict(state)))) == state
            _check_hidden(state)
    assert GAME.legal_moves(state) == ()
    assert GAME.current_player(state) is None
    replayed = records.replay(json.loads(json.dumps(records.make_record(GAME, first, moves))))
    assert replayed[-1] == state
    # the bots' fast playout loop (one working copy, no frozen states between moves) ends the same
    assert GAME.playout(first, seed) == (state, len(moves))
    scores = GAME.scores(state)
    for p in scores.players:
        assert p.total == sum(v for _, v in p.breakdown)


def _check_hidden(state) -> None:
    """Non-interference: changing another seat's lord and intrigue hand, or any deck order, never
    changes what `view(state, seat)` shows."""
    lords = sorted(load().lords)
    for seat in range(len(state.players)):
        seen = GAME.view(state, seat)
        for other, p in enumerate(state.players):
            if other == seat:
                continue
            lord = next(x for x in lords if x != p.lord)
            fake = tuple(reversed(p.intrigue)) if len(set(p.intrigue)) > 1 else ("intrigue.x",) * len(p.intrigue)
            players = list(state.players)
            players[other] = dataclasses.replace(p, lord=lord, intrigue=fake)
            changed = dataclasses.replace(state, players=tuple(players))
            assert GAME.view(changed, seat) == seen, (seat, other)
        shuffled = dataclasses.replace(
            state,
            quest_deck=tuple(reversed(state.quest_deck)),
            intrigue_deck=tuple(reversed(state.intrigue_deck)),
            building_stack=tuple(reversed(state.building_stack)),
        )
        assert GAME.view(shuffled, seat) == seen
    public = json.dumps(GAME.view(state, None))
    for p in state.players:
        assert p.lord not in public


@pytest.mark.parametrize("seed", range(200))
def test_random_playout(seed: int) -> None:
    """200 seeded games over 2-5 players; every tenth also round-trips every state and checks views."""
    _play(seed, 2 + seed % 4, deep=seed % 10 == 0)


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(1000, 4000))
def test_random_playout_soak(seed: int) -> None:
    _play(seed, 2 + seed % 4, deep=seed % 5 == 0)
