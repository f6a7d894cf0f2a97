"""Shared data of the Architects words tests: every step of a few seeded random games."""

from __future__ import annotations

import dataclasses
import random

import pytest
from architects_scenarios import ignore, set_player, turn_of

from engine import get_game
from engine.architects.moves import Move
from engine.architects.rules import start_turn
from engine.architects.state import State

GAME = get_game("architects")
NAMES = ("Ann", "Bob", "Cy", "Dee", "Eve")
#: (seed, players, options): every option on in some game, 2 to 5 players
GAMES = (
    (0, 2, {"promos": True, "variable_setup": True, "starting_apprentice": True}),
    (1, 3, {"promos": True}),
    (2, 4, {"promos": True, "variable_setup": True}),
    (3, 5, {"promos": True, "starting_apprentice": True}),
    (4, 2, {"promos": True}),
    (5, 3, {"promos": True, "variable_setup": True}),
)


@dataclasses.dataclass(frozen=True)
class Step:
    """One move of a game: the state it was chosen in, the legal moves there, the move and the result."""

    before: State
    legal: tuple[Move, ...]
    move: Move
    after: State


def play(seed: int, players: int, options: dict[str, bool]) -> list[Step]:
    rng = random.Random(seed)
    state = GAME.new_game(list(NAMES[:players]), seed, options)
    steps = []
    while not GAME.is_over(state):
        legal = GAME.legal_moves(state)
        move = rng.choice(legal)
        after = GAME.apply(state, move)
        steps.append(Step(state, legal, move, after))
        state = after
    return steps


def stranded() -> list[Step]:
    """Rare turns random games seldom reach: a seat with no worker in its supply or on a large location
    takes one back from the Prison or a rival's board (not its Black Market spot), and the next seat,
    every worker in the Guildhall, passes (each a step from the same state)."""
    s, seat = turn_of(n=3, supply=0, prison=2, side=15)
    stuck, rival = (seat + 1) % 3, (seat + 2) % 3
    s = set_player(s, rival, captured=tuple(2 if i == seat else 0 for i in range(3)))
    s = set_player(s, stuck, supply=0, side=20)
    market = tuple(seat if i == 2 else -1 for i in range(3))
    s = start_turn(dataclasses.replace(s, market_spots=market, pending=()), seat, ignore)
    legal = GAME.legal_moves(s)
    return [Step(s, legal, m, GAME.apply(s, m)) for m in legal]


@pytest.fixture(scope="session")
def games() -> list[list[Step]]:
    """The steps of each game of GAMES, played with random legal moves to the end, and `stranded`."""
    return [stranded(), *(play(*g) for g in GAMES)]


@pytest.fixture(scope="session")
def steps(games) -> list[Step]:
    return [step for game in games for step in game]
