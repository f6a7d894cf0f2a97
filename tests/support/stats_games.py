"""Finished games for the statistics tests: a seeded random game played on the engine alone."""

from __future__ import annotations

import functools
import json
import random
from pathlib import Path
from typing import Any

from engine import get_game
from engine.core import record as records


@functools.cache
def finished(
    game_id: str,
    names: tuple[str, ...] = ("Ann", "Bob", "Cy"),
    seed: int = 1,
    options: tuple[str, ...] = (),
    computers: tuple[str | None, ...] = (),
) -> tuple[dict[str, Any], tuple[Any, ...], Any]:
    """(record, moves, final state) of a game of random moves (`random.Random(seed)`)."""
    game = get_game(game_id)
    state = first = game.new_game(list(names), seed, {key: True for key in options})
    rng = random.Random(seed)
    moves = []
    while not game.is_over(state):
        moves.append(rng.choice(game.legal_moves(state)))
        state = game.apply(state, moves[-1])
    return records.make_record(game, first, moves, list(computers)), tuple(moves), state


def write(path: Path, record: dict[str, Any], moves: int | None = None) -> Path:
    """`record` saved at `path` (its first `moves` moves only, when given: a game in progress)."""
    if moves is not None:
        record = {**record, "moves": record["moves"][:moves]}
    path.write_text(records.dumps(json.loads(json.dumps(record))), encoding="utf-8")
    return path
