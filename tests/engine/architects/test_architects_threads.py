"""Applying moves is pure: the events of a move live in a list that move owns (engine.architects.events),
so two threads may apply moves at once, and the engine keeps no mutable state between moves."""

from __future__ import annotations

import sys
import threading
from types import ModuleType

import pytest
from architects_scenarios import GAME, names

import engine.architects
from engine.architects import (
    apprentices,
    buildings,
    economy,
    events,
    game,
    locations,
    market,
    rules,
    scoring,
    setup,
    state,
)
from engine.architects.moves import Move
from engine.architects.state import State

#: two different games: (players, seed, options)
GAMES = ((3, 5, {}), (4, 9, {"promos": True, "variable_setup": True}))


def _moves(n: int, seed: int, options: dict[str, bool]) -> tuple[State, list[Move]]:
    """A whole game of the playout bots: its first state and its moves."""
    s = first = GAME.new_game(names(n), seed, options)
    bots = [GAME.ai.playout_bot(seed * 31 + i) for i in range(n)]
    moves = []
    while not GAME.is_over(s):
        seat = GAME.current_player(s)
        assert seat is not None
        moves.append(bots[seat].choose(GAME, s))
        s = GAME.apply(s, moves[-1])
    return first, moves


def _play(first: State, moves: list[Move], out: list[State], start: threading.Barrier | None = None) -> None:
    if start is not None:
        start.wait()
    s = first
    for m in moves:
        s = GAME.apply(s, m)
        out.append(s)


def test_two_threads_apply_moves_at_once_as_one_after_the_other() -> None:
    games = [_moves(*g) for g in GAMES]
    alone: list[list[State]] = [[], []]
    for (first, moves), out in zip(games, alone, strict=True):
        _play(first, moves, out)
    together: list[list[State]] = [[], []]
    start = threading.Barrier(2)
    interval = sys.getswitchinterval()
    sys.setswitchinterval(1e-6)  # switch threads as often as the interpreter lets: the moves interleave
    try:
        threads = [
            threading.Thread(target=_play, args=(first, moves, out, start))
            for (first, moves), out in zip(games, together, strict=True)
        ]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
    finally:
        sys.setswitchinterval(interval)
    for one, other in zip(alone, together, strict=True):
        assert len(one) == len(other) > 100
        assert [s.events for s in one] == [s.events for s in other]
        assert one == other  # every field, the events too
        assert sum(len(s.events) for s in other) > len(other)  # events to compare: more than one a move


RULE_MODULES = (apprentices, buildings, economy, events, game, locations, market, rules, scoring, setup, state)


@pytest.mark.parametrize("module", RULE_MODULES, ids=lambda m: m.__name__)
def test_no_mutable_state_between_moves(module: ModuleType) -> None:
    """No rule module holds a list, a set or a lock (its tables are dicts filled once, at import)."""
    assert module.__name__.startswith(engine.architects.__name__)
    held = {
        name: type(value).__name__
        for name, value in vars(module).items()
        if isinstance(value, list | set | bytearray) or type(value).__name__ in ("lock", "RLock")
    }
    assert not held
