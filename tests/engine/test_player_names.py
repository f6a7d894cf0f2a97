"""One rule for player names (engine/core/game.py `check_player_names`): every game's `new_game`, records and
the command lines use it."""

from __future__ import annotations

from typing import Any

import pytest

from engine import get_game
from engine.core.game import MAX_NAME, check_player_names

BAD = [
    (["Ann"], "2 to 5 players"),
    (["A", "B", "C", "D", "E", "F"], "2 to 5 players"),
    (["Ann", 7], "player 2's name must be a string"),
    (["Ann", None], "must be a string"),
    (["", "Bob"], "player 1 has no name"),
    (["Ann", " \t "], "player 2 has no name"),
    (["A" * (MAX_NAME + 1), "Bob"], f"longer than {MAX_NAME} characters"),
    (["Ann\n", "Bob"], "control character"),
    (["Ann", "B\x7fob"], "control character"),
    (["Ann", "Bo\u200bb"], "control character"),  # zero-width space (Cf)
    (["Ann", "\ud800"], "control character"),  # a lone surrogate (Cs)
    (["Ann", "Bob", "Ann"], "players 1 and 3 have the same name"),
    (["Ann", " ANN"], "same name"),
]


@pytest.mark.parametrize(("names", "needle"), BAD)
def test_bad_names_are_refused(names: list[Any], needle: str) -> None:
    with pytest.raises(ValueError, match=needle) as info:
        check_player_names(names, 2, 5, "This game")
    assert "\n" not in str(info.value) and len(str(info.value)) <= 120


@pytest.mark.parametrize("game_id", ["waterdeep", "architects"])
@pytest.mark.parametrize(("names", "needle"), BAD)
def test_every_game_refuses_bad_names(game_id: str, names: list[Any], needle: str) -> None:
    with pytest.raises(ValueError, match=needle):
        get_game(game_id).new_game(names, 1)


@pytest.mark.parametrize("game_id", ["waterdeep", "architects"])
def test_good_names(game_id: str) -> None:
    names = ["Zoë", "A" * MAX_NAME, "Mary Ann", "李小龍", "O'Neil"]
    assert check_player_names(names, 2, 5, "x") == names
    assert list(get_game(game_id).players(get_game(game_id).new_game(names, 1))) == names
