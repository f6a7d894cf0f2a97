"""Registry of games: `get_game("waterdeep")`. Game modules are imported on first use."""

from __future__ import annotations

import importlib
from typing import Any

from engine.core.game import Game

_MODULES = {"waterdeep": "engine.waterdeep", "architects": "engine.architects"}
_GAMES: dict[str, Game[Any]] = {}


def register(game: Game[Any]) -> Game[Any]:
    _GAMES[game.id] = game
    return game


def game_ids() -> tuple[str, ...]:
    return tuple(_MODULES)


def get_game(game_id: str) -> Game[Any]:
    if game_id not in _GAMES:
        module = _MODULES.get(game_id)
        if module is None:
            raise KeyError(f"unknown game {game_id!r}; choose one of {', '.join(_MODULES)}")
        importlib.import_module(module)
    return _GAMES[game_id]


def available_games() -> tuple[Game[Any], ...]:
    """Every game whose module loads."""
    out = []
    for gid in _MODULES:
        try:
            out.append(get_game(gid))
        except (ImportError, KeyError):
            continue
    return tuple(out)
