"""The playout bot used by random playouts and `python -m engine bench`, and the Hard bot's simulation policy."""

from __future__ import annotations

from engine.architects.moves import Build, Capture, Cathedral, Done, Move, Place
from engine.architects.state import LOC_INDEX, State
from engine.core import rng
from engine.core.game import Game

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

    def choose(self, game: Game[State], state: State) -> Move:
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


#: Chance (out of 100) of the simulation policy taking the biggest capture of another colour when it may capture.
CAPTURE_BIAS = 75
#: Chance (out of 100) of going to the Town Centre when a rival's stack there for the taking is this big or bigger.
TOWN_BIAS = 50
BIG_STACK = 5
TOWN = Place("town_centre")


class SimulationBot(ProgressBot):
    """The cheap simulation policy (`ArchitectsGame.simulate`: the win-chance analysis, the plain search bot;
    Hard simulates Medium's replies instead, `Game.hard_replies`): the `ProgressBot`, and when it may capture
    (Town Centre, a building's free capture) it takes the biggest group of another colour 75% of the time;
    when a rival has BIG_STACK or more workers at one large location it goes to the Town Centre half the
    time. So a simulated game punishes a big stack as a real opponent would (random moves never do)."""

    name = "simulation"

    def choose(self, game: Game[State], state: State) -> Move:
        moves = game.legal_moves(state)
        first = moves[0]
        if isinstance(first, Capture) or (isinstance(first, Place) and TOWN in moves):
            roll, self._rng = rng.below(self._rng, 100)
            seat = state.pending[-1].seat
            if isinstance(first, Capture):
                if roll < CAPTURE_BIAS:
                    best = max(
                        (m for m in moves if isinstance(m, Capture) and m.seat != seat),
                        key=lambda m: state.at[LOC_INDEX[m.location]][m.seat],
                        default=None,
                    )
                    if best is not None:
                        return best
            elif roll < TOWN_BIAS and any(k >= BIG_STACK for row in state.at for c, k in enumerate(row) if c != seat):
                return TOWN
        return super().choose(game, state)
