"""`python -m tools.medium_versus PLAYERS GAMES FIRST_SEED TREE`: one Architects Medium bot of this tree against
Mediums that judge positions by another commit's heuristic (TREE: a `git worktree` of it, whose
`engine/architects/evaluation.py` is loaded beside this tree's), seats rotated, no time limit (the same games on
any machine). Prints one JSON line per game and the share this tree's Medium won, with its Wilson interval: a
change of the heuristic set beside the one before it (one seat of PLAYERS wins 1/PLAYERS of the games when
nothing changed). Only for a TREE whose heuristic reads the state as this tree's does."""

from __future__ import annotations

import importlib.util
import json
import math
import os
import sys
from typing import Any

USAGE = "usage: python -m tools.medium_versus PLAYERS(2-5) GAMES(1+) FIRST_SEED TREE"


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 4 or not all(a.isdigit() for a in args[:3]) or not 2 <= int(args[0]) <= 5 or int(args[1]) < 1:
        print(USAGE, file=sys.stderr)
        return 2
    path = os.path.join(os.path.abspath(args[3]), "engine", "architects", "evaluation.py")
    if not os.path.isfile(path):
        print(f"{args[3]} is not a tree of this project (no engine/architects/evaluation.py there)", file=sys.stderr)
        return 2
    spec = importlib.util.spec_from_file_location("medium_versus_evaluation", path)
    assert spec is not None and spec.loader is not None
    other = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(other)
    players, games, first = int(args[0]), int(args[1]), int(args[2])
    wins = 0.0
    for g in range(games):
        line = play(players, first + g, g % players, other.heuristics)
        wins += line["win"]
        print(json.dumps(line), flush=True)
    from engine.core.tournament import wilson

    low, high = wilson(wins, games)
    print(json.dumps({"games": games, "win_rate": round(wins / games, 3), "wilson95": [round(low, 3), round(high, 3)]}))
    return 0


def play(players: int, seed: int, seat: int, judge: Any) -> dict[str, Any]:
    """Game `seed` with this tree's Medium at `seat` and Mediums judging by `judge` elsewhere."""
    from engine.core.bots import MediumBot
    from engine.core.registry import get_game

    game = get_game("architects")
    state = game.new_game([f"P{i + 1}" for i in range(players)], seed)
    bots = []
    for i in range(players):
        bot = MediumBot(seed * 7 + i, seconds=math.inf)
        if i != seat:
            bot.judge = judge
        bots.append(bot)
    moves = 0
    while not game.is_over(state):
        mover = game.current_player(state)
        assert mover is not None  # a game not over has a seat to move
        state = game.apply(state, bots[mover].choose(game, state))
        moves += 1
    scores = game.scores(state)
    win = 1.0 / len(scores.winners) if seat in scores.winners else 0.0
    return {"seed": seed, "seat": seat, "win": win, "moves": moves, "scores": [p.total for p in scores.players]}


if __name__ == "__main__":
    sys.exit(main())
