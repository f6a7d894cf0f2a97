"""`engine.core.draws`: the generator's outputs made many at a time are `rng`'s, one at a time, across
batch edges; the bots that draw from them (`RandomBot`, Architects' `ProgressBot` and `SimulationBot`)
choose what they chose drawing `rng.below` one call at a time (issue 25)."""

from __future__ import annotations

import hashlib
from itertools import islice
from typing import Any

import pytest

from engine import get_game
from engine.architects.ai import ProgressBot, SimulationBot
from engine.core import rng
from engine.core.bots import RandomBot, random_bot_rng
from engine.core.draws import LANES, mixed_ahead, outputs, shuffled
from engine.core.game import Game
from engine.core.moves import Move


@pytest.mark.parametrize("seed", [0, 5, 2**63 + 11])
def test_outputs_made_ahead_are_the_generators(seed: int) -> None:
    """Values made many at a time (`mixed_ahead`, lanes of one big int) are the outputs `rng.next_u64`
    gives one at a time, batch after batch, and the state after a batch is the state after as many single
    steps; so every `rng.below` they stand for is the same (the generator's whole range is crossed: a
    lane's sum passes 2^64)."""
    g = ahead_g = rng.seed_state(seed)
    for n in (LANES, LANES, 1, 7, LANES):
        ahead, ahead_g = mixed_ahead(ahead_g, n)
        assert len(ahead) == n
        for value in ahead:
            expected, g = rng.next_u64(g)
            assert value == expected
            assert (value * 7) >> 64 == rng.below(g - 0x9E3779B97F4A7C15 & (2**64 - 1), 7)[0]
        assert ahead_g == g


@pytest.mark.parametrize("seed", [0, 1, 2**64 - 1])
def test_the_stream_of_outputs_draws_as_below_one_at_a_time(seed: int) -> None:
    """`outputs(g)` scaled by the draw's range is `rng.below(g, n)` call after call, past several batch
    edges (4 batches and a bit), whatever the range."""
    g = rng.seed_state(seed)
    stream = outputs(g)
    for k in range(4 * LANES + 5):
        n = 1 + (k * 37) % 1000
        expected, g = rng.below(g, n)
        assert (next(stream) * n) >> 64 == expected, k
    # a stream is its state's alone: two made from one state give the same values
    assert list(islice(outputs(rng.seed_state(seed)), 40)) == list(islice(outputs(rng.seed_state(seed)), 40))


@pytest.mark.parametrize("size", [0, 1, 2, 3, 31, 32, 33, 34, 64, 65, 100])
def test_shuffles_from_outputs_made_ahead_are_the_generators(size: int) -> None:
    """`draws.shuffled` (new games, reshuffled decks, determinized worlds) gives `rng.shuffled`'s order and
    state for every size around a batch of outputs made ahead."""
    for seed in range(4):
        state = rng.seed_state(seed * 1000 + size)
        items = [f"card{i}" for i in range(size)]
        assert shuffled(state, items) == rng.shuffled(state, items)


class _OneAtATime:
    """The random bot as it was: one `rng.below` call a move."""

    def __init__(self, seed: int) -> None:
        self._rng = random_bot_rng(seed)

    def choose(self, game: Game[Any], state: Any) -> Move:
        moves = game.legal_moves(state)
        i, self._rng = rng.below(self._rng, len(moves))
        return moves[i]


def _game(game_id: str, players: int, seed: int, bot: Any) -> tuple[int, str]:
    """A whole game, each seat played by `bot(seed + seat)`: its number of moves and a digest of them."""
    game = get_game(game_id)
    state = game.new_game([f"P{i}" for i in range(players)], seed)
    bots = [bot(seed + i) for i in range(players)]
    digest, n = hashlib.sha256(), 0
    while not game.is_over(state):
        move = bots[game.current_player(state)].choose(game, state)
        digest.update(repr(move).encode())
        state = game.apply(state, move)
        n += 1
    return n, digest.hexdigest()[:16]


@pytest.mark.parametrize(
    ("game_id", "players", "seed"), [("waterdeep", 3, 7), ("waterdeep", 5, 2), ("architects", 2, 4)]
)
def test_the_random_bot_chooses_as_with_one_draw_at_a_time(game_id: str, players: int, seed: int) -> None:
    assert _game(game_id, players, seed, RandomBot) == _game(game_id, players, seed, _OneAtATime)


@pytest.mark.parametrize(
    ("game_id", "players", "seed", "bot", "expected"),
    [
        ("waterdeep", 3, 7, RandomBot, (186, "653f1a327bb1a05e")),
        ("architects", 3, 7, RandomBot, (772, "11064131421cdf73")),
        ("architects", 3, 7, ProgressBot, (346, "1856c83dd04986c1")),
        ("architects", 4, 2, SimulationBot, (381, "259815193e1ca103")),
    ],
)
def test_bots_drawing_from_outputs_made_ahead_choose_as_before(
    game_id: str, players: int, seed: int, bot: Any, expected: tuple[int, str]
) -> None:
    """Pinned: the moves these bots chose at 3b5a822, drawing one `rng.below` call at a time."""
    assert _game(game_id, players, seed, bot) == expected
