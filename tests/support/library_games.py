"""Saved games for the library tests: records played with random legal moves, written into the library
(desktop.saves) or anywhere else, without a window."""

from __future__ import annotations

import os
import random
from pathlib import Path

from engine import get_game
from engine.core import record as records


def played(game_id: str, names: list[str], moves: int, seed: int = 3) -> tuple[object, list]:
    """The first state and `moves` random legal moves of a game (fewer if it ends)."""
    game = get_game(game_id)
    first = state = game.new_game(names, seed)
    rng = random.Random(seed)
    out = []
    for _ in range(moves):
        if game.is_over(state):
            break
        move = rng.choice(game.legal_moves(state))
        state = game.apply(state, move)
        out.append(move)
    return first, out


def write_record(
    path: Path,
    game_id: str = "waterdeep",
    names: list[str] | None = None,
    moves: int = 5,
    seed: int = 3,
    computers: list[str | None] | None = None,
    when: float | None = None,
) -> Path:
    """A record at `path` (its modification time `when` if given)."""
    game = get_game(game_id)
    first, done = played(game_id, names or ["Ann", "Bob"], moves, seed)
    records.save(records.make_record(game, first, done, computers or ()), path)
    if when is not None:
        os.utime(path, (when, when))
    return path


def saved_game(game_id: str = "waterdeep", **kwargs) -> Path:
    """A record written into the library as a new saved game."""
    from desktop import saves

    path = saves.new_path(kwargs.get("when"))
    path.parent.mkdir(parents=True, exist_ok=True)
    return write_record(path, game_id, **kwargs)
