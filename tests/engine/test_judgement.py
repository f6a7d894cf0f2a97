"""Architects Hard's judgement (`engine.architects.judgement`): Medium's heuristic corrected by a linear fit to
Medium's games, and the tool that fits it (`tools/fit_judgement.py`)."""

from __future__ import annotations

import ast
import json
import math
from pathlib import Path

import pytest

from engine import get_game
from engine.architects import judgement
from engine.architects.evaluation import heuristics, time_left
from engine.core.bots import MediumBot
from engine.core.mcts import HardBot
from tools import fit_judgement


def _positions(players: int, seed: int = 3, every: int = 25) -> list:
    game = get_game("architects")
    state = game.new_game([f"P{i}" for i in range(players)], seed)
    bots = [MediumBot(seed + i, seconds=math.inf) for i in range(players)]
    out, k = [], 0
    while not game.is_over(state):
        if k % every == 0:
            out.append(state)
        k += 1
        state = game.apply(state, bots[game.current_player(state)].choose(game, state))
    return [*out, state]


def test_weights_for_every_player_count() -> None:
    for players in range(2, 6):
        now, later = judgement.WEIGHTS[players]
        assert len(now) == len(later) == len(judgement.FEATURES)
        assert all(math.isfinite(w) for w in now + later)


@pytest.mark.parametrize("players", [2, 4])
def test_judge_is_the_weighted_sum_of_the_features(players: int) -> None:
    now, later = judgement.WEIGHTS[players]
    positions = _positions(players)
    for state in positions[:-1]:
        rows = judgement.features(state)
        assert len(rows) == players and all(len(r) == len(judgement.FEATURES) for r in rows)
        assert [r[0] for r in rows] == heuristics(state)  # Medium's heuristic is the first feature
        left = judgement.guildhall_left(state)
        expected = [sum((a + left * b) * f for a, b, f in zip(now, later, r, strict=True)) for r in rows]
        assert judgement.judge(state) == pytest.approx(expected)
    end = positions[-1]
    assert end.over
    assert judgement.judge(end) == heuristics(end)  # a finished game: its scores


STALLED = Path(__file__).resolve().parent / "architects" / "data" / "stalled-2p.json"


def _stalled() -> tuple:
    data = json.loads(STALLED.read_text(encoding="utf-8"))
    game = get_game("architects")
    state = game.new_game([f"P{i + 1}" for i in range(data["players"])], data["seed"])
    for move in data["moves"]:
        state = game.apply(state, game.move_from_dict(move))
    return game, state


def test_the_judgement_weighs_the_game_left_by_the_guildhall() -> None:
    """In a game at the usual pace the Guildhall's empty share is the heuristic's `time_left`; in a stalled one
    `time_left` grows back to 1 (the heuristic values what pays later again), which the judgement's weights were
    never fitted for: the judgement keeps to the Guildhall."""
    usual = [s for s in _positions(2)[:-1] if s.cycle <= 3 * s.guildhall + 10]
    assert usual and all(judgement.guildhall_left(s) == time_left(s) for s in usual)
    _, state = _stalled()
    assert state.guildhall == 10 and time_left(state) == 1.0
    assert judgement.guildhall_left(state) == pytest.approx(2 / 12)


def test_hard_ends_a_stalled_game() -> None:
    """From the stalled position Hard (60 simulations a decision) and Medium end the game; when the judgement
    weighed it as an opening (`time_left` at 1), Hard valued each gold above a Guildhall worker and the game had
    not ended after 800 more moves."""
    game, state = _stalled()
    bots = [MediumBot(0, seconds=math.inf), HardBot(1, iterations=60)]
    for _ in range(300):
        if game.is_over(state):
            break
        state = game.apply(state, bots[game.current_player(state)].choose(game, state))
    assert game.is_over(state)


def test_no_weights_means_medium_heuristic(monkeypatch: pytest.MonkeyPatch) -> None:
    state = _positions(3)[2]
    monkeypatch.setattr(judgement, "WEIGHTS", {})
    assert judgement.judge(state) == heuristics(state)


def test_the_architects_ai_lets_hard_judge_by_it() -> None:
    game = get_game("architects")
    assert game.ai.hard_judge
    state = _positions(2)[3]
    assert game.ai.judge(state) == judgement.judge(state)
    waterdeep = get_game("waterdeep")
    assert not waterdeep.ai.hard_judge


def test_fit_tool_prints_a_weights_entry(capsys: pytest.CaptureFixture[str]) -> None:
    assert fit_judgement.main(["2", "5", "6000"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("    # `python -m tools.fit_judgement 2 5 6000`")
    entry = ast.literal_eval("{" + out + "}")  # comments, then `WEIGHTS`' entry as the module holds it
    now, later = entry[2]
    assert len(now) == len(later) == len(judgement.FEATURES)


@pytest.mark.parametrize("argv", [[], ["1", "10", "0"], ["2", "x", "0"], ["2", "3", "0"], ["6", "10", "0"]])
def test_fit_tool_refuses_bad_arguments(argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    assert fit_judgement.main(argv) == 2
    assert "usage" in capsys.readouterr().err
