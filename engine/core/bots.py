"""Bots generic over the game API."""

from __future__ import annotations

from typing import Any

from engine.core import rng
from engine.core.game import Game
from engine.core.moves import Move


def random_bot_rng(seed: int) -> int:
    """The generator state a `RandomBot(seed)` starts from (for games' fast playout loops)."""
    return rng.seed_state(seed ^ 0x5EED)


class RandomBot:
    """Uniform over the legal moves; seeded, with its own generator (never the game's)."""

    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self._rng = random_bot_rng(seed)

    def choose(self, game: Game[Any], state: Any) -> Move:
        moves = game.legal_moves(state)
        i, self._rng = rng.below(self._rng, len(moves))
        return moves[i]


class GreedyBot:
    """One-ply lookahead on the game's running score for the bot's seat; ties broken at random."""

    name = "greedy"

    def __init__(self, seed: int = 0) -> None:
        self._rng = rng.seed_state(seed ^ 0x6EED)

    def choose(self, game: Game[Any], state: Any) -> Move:
        seat = game.current_player(state)
        moves = game.legal_moves(state)
        if len(moves) == 1 or seat is None:
            return moves[0]
        if game.greedy_explore:  # a game where one-ply greed can loop forever mixes in random moves
            roll, self._rng = rng.below(self._rng, 1000)
            if roll < game.greedy_explore * 1000:
                i, self._rng = rng.below(self._rng, len(moves))
                return moves[i]
        best: list[Move] = []
        best_value = None
        for move in moves:
            value = game.evaluate(game.apply(state, move), seat)
            if best_value is None or value > best_value:
                best, best_value = [move], value
            elif value == best_value:
                best.append(move)
        i, self._rng = rng.below(self._rng, len(best))
        return best[i]


def _mcts(seed: int) -> Any:
    from engine.core.mcts import MctsBot

    return MctsBot(seed)


BOTS: dict[str, Any] = {"random": RandomBot, "greedy": GreedyBot, "mcts": _mcts}


def make_bot(kind: str, seed: int) -> Any:
    """A bot by name: random, greedy or mcts."""
    if kind not in BOTS:
        raise ValueError(f"unknown bot {kind!r}; choose one of {', '.join(BOTS)}")
    return BOTS[kind](seed)
