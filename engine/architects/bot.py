"""The playout bot used by random playouts and `python -m engine bench`."""

from __future__ import annotations

from typing import Any

from engine.architects.moves import Build, Cathedral, Done, Move, Place
from engine.core import rng

#: Chance (out of 100) of taking a progress move when one is legal.
GUILDHALL_BIAS = 60
DONE_BIAS = 30
GUILDHALL = Place("guildhall")


class ProgressBot:
    """A random bot with a light bias toward progress; every move is an ordinary legal move.

    Bias: when a Guildhall placement, a construction or a Cathedral advance is legal, it is taken
    with probability 60% (uniform among those moves); when "done" is legal (Storehouse,
    Town Centre, Guardhouse and other optional steps) it is taken with probability 30% so the
    bot does not linger. Otherwise the move is uniform over the legal moves.
    """

    name = "playout"

    def __init__(self, seed: int = 0) -> None:
        self._rng = rng.seed_state(seed ^ 0xA5C1)

    def choose(self, game: Any, state: Any) -> Move:
        moves = game.legal_moves(state)
        roll, self._rng = rng.below(self._rng, 100)
        if isinstance(moves[0], Build | Cathedral):
            progress: list[Move] | tuple[Move, ...] = [m for m in moves if isinstance(m, Build | Cathedral)]
        elif moves[-1] == GUILDHALL:
            progress = (moves[-1],)
        else:
            progress = ()
        if progress and roll < GUILDHALL_BIAS:
            i, self._rng = rng.below(self._rng, len(progress))
            return progress[i]
        if roll < DONE_BIAS and isinstance(moves[-1], Done):
            return moves[-1]
        i, self._rng = rng.below(self._rng, len(moves))
        return moves[i]
