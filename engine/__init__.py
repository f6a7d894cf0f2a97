"""Meeple Table rules engine: pure Python, no Qt. Start with `get_game("waterdeep")`."""

from engine.core.errors import ContentError, EngineError, IllegalMove, RecordError
from engine.core.game import Game, PlayerScore, Scores
from engine.core.moves import Move
from engine.core.registry import available_games, game_ids, get_game

__all__ = [
    "ContentError",
    "EngineError",
    "Game",
    "IllegalMove",
    "Move",
    "PlayerScore",
    "RecordError",
    "Scores",
    "available_games",
    "game_ids",
    "get_game",
]

__version__ = "0.1.0"  # the app's one version: pyproject.toml reads it from here (hatch dynamic version)
