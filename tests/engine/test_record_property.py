"""A record brings back the very game it holds, whatever was played (a property test, with hypothesis).

For either game, any player count, seed and table options, and any sequence of legal choices (a drawn prefix
of move indices, then a seeded tail long enough to reach the end of many games): the record's text loads back
to the same moves and the same states, every move survives to_dict -> JSON -> move_from_dict, the same choices
made again give the same states, and states survive state_to_dict -> JSON -> state_from_dict (which checks
the state's invariants). MAX_EXAMPLES keeps it to a few seconds in `make test`; hypothesis shrinks a failure
to a short game and prints it.
"""

from __future__ import annotations

import json
import random
from typing import Any

from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from engine import game_ids, get_game
from engine.architects.state import OPTIONS as ARCHITECTS_OPTIONS
from engine.core import record as records
from engine.core.moves import Move

MAX_EXAMPLES = 30
OPTIONS: dict[str, tuple[str, ...]] = {"waterdeep": (), "architects": ARCHITECTS_OPTIONS}
NAMES = ("Ann", "Bob", "Cy", "Dee", "Eve")


@st.composite
def setups(draw: st.DrawFn) -> tuple[Any, list[str], int, dict[str, bool]]:
    game = get_game(draw(st.sampled_from(sorted(game_ids()))))
    players = list(NAMES[: draw(st.integers(game.min_players, game.max_players))])
    seed = draw(st.integers(-(2**70), 2**70))  # any int: a record keeps the seed as given
    options = draw(st.fixed_dictionaries({}, optional={key: st.booleans() for key in OPTIONS[game.id]}))
    return game, players, seed, options


def _play(game: Any, state: Any, prefix: list[int], tail: int, tail_seed: int) -> tuple[list[Any], list[Move]]:
    """The states and moves of the game that takes legal move `i % len(legal)` for each `i` of `prefix`,
    then `tail` more random legal moves (fewer when the game ends first)."""
    rng = random.Random(tail_seed)
    states, moves = [state], []
    for i in [*prefix, *(rng.randrange(2**16) for _ in range(tail))]:
        if game.is_over(state):
            break
        legal = game.legal_moves(state)
        move = legal[i % len(legal)]
        state = game.apply(state, move)
        states.append(state)
        moves.append(move)
    return states, moves


def test_the_games_have_their_options_listed():
    assert set(OPTIONS) == set(game_ids())


@settings(max_examples=MAX_EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    setup=setups(),
    prefix=st.lists(st.integers(0, 2**16), max_size=40),
    tail=st.integers(0, 1000),
    tail_seed=st.integers(0, 2**32 - 1),
    picks=st.lists(st.integers(0, 2**16), max_size=3),
)
def test_a_record_brings_back_the_game_it_holds(setup, prefix, tail, tail_seed, picks):
    game, players, seed, options = setup
    first = game.new_game(players, seed, options)
    states, moves = _play(game, first, prefix, tail, tail_seed)
    event(f"{game.id}: {'finished' if game.is_over(states[-1]) else 'unfinished'}")  # --hypothesis-show-statistics
    for move in moves:
        assert game.move_from_dict(json.loads(json.dumps(move.to_dict()))) == move

    record = records.make_record(game, first, moves)
    text = records.dumps(record)
    assert json.loads(text) == record
    loaded = records.load_text(text)
    assert loaded.error is None and loaded.game is game
    assert loaded.moves == moves and loaded.states == states
    assert game.options_of(loaded.states[0]) == {k: True for k, on in options.items() if on}

    again, _ = _play(game, game.new_game(players, seed, options), prefix, tail, tail_seed)
    assert again == states

    for k in sorted({len(states) - 1, *(p % len(states) for p in picks)}):
        data = json.loads(json.dumps(game.state_to_dict(states[k])))
        assert game.state_from_dict(data) == states[k], k
