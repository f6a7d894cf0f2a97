"""The bots' choices, pinned: every bot (random, greedy, mcts, Easy, Medium, Hard with an iteration budget) from
mid-game positions of both games, and each game's AI parts (heuristic, evaluate, determinize, playout,
simulate), against a stored trace (golden/bots.txt). A restructuring of the bots must leave it byte-identical;
a deliberate change of a bot regenerates it: `python tests/engine/test_bot_choices.py`."""

from __future__ import annotations

import hashlib
import json
import math
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
GOLDEN = Path(__file__).resolve().parent / "golden" / "bots.txt"
#: (game, players, seed): the position is the one after MIDGAME moves of the game's playout bot
POSITIONS = (("waterdeep", 3, 4), ("waterdeep", 2, 9), ("architects", 2, 6), ("architects", 3, 11))
MIDGAME = 40
#: decisions each bot makes from the position (for every seat in turn)
DECISIONS = 6
SPECS = ("random", "greedy", "mcts:8", "easy", "medium", "hard:6")


def _digest(game: Any, state: Any) -> str:
    data = json.dumps(game.state_to_dict(state), sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(data.encode()).hexdigest()[:12]


def _bot(spec: str, seed: int) -> Any:
    """The bot named `spec`, without a time limit (Easy and Medium skip moves when their time runs out)."""
    from engine.core.bots import EasyBot, MediumBot
    from engine.core.levels import make_bot

    if spec == "easy":
        return EasyBot(seed, seconds=math.inf)
    if spec == "medium":
        return MediumBot(seed, seconds=math.inf)
    return make_bot(spec, seed)


def trace() -> str:
    from engine import get_game

    lines = []
    for game_id, players, seed in POSITIONS:
        game = get_game(game_id)
        ai = game.ai
        state = game.new_game([f"P{i + 1}" for i in range(players)], seed)
        walker = ai.playout_bot(seed)
        for _ in range(MIDGAME):
            state = game.apply(state, walker.choose(game, state))
        lines.append(f"# {game_id} players={players} seed={seed} position={_digest(game, state)}")
        for spec in SPECS:
            bot, after, moves = _bot(spec, seed), state, []
            for _ in range(DECISIONS):
                move = bot.choose(game, after)
                moves.append(move.text())
                after = game.apply(after, move)
            lines.append(f"{spec}: {' | '.join(moves)} -> {_digest(game, after)}")
        for seat in range(players):
            world = ai.determinize(state, seat, seed + seat)
            lines.append(
                f"seat {seat}: heuristic {ai.heuristic(state, seat):.6f} evaluate {ai.evaluate(state, seat):.6f}"
                f" world {_digest(game, world)} heuristic {ai.heuristic(world, seat):.6f}"
                f" turn_start {ai.turn_start(state, seat)}"
            )
        for k in range(2):
            parts = []
            for label, (end, made) in (
                ("playout", ai.playout(state, k)),
                ("simulate", ai.simulate(state, k, 30)),
                ("aligned", ai.simulate(state, k, 9, k % players)),
                ("to the end", ai.simulate(state, k, 1 << 30)),
            ):
                parts.append(f"{label} {made} {_digest(game, end)}")
            lines.append(f"seed {k}: " + ", ".join(parts))
    return "\n".join(lines) + "\n"


def test_bot_choices_are_the_stored_ones() -> None:
    assert trace() == GOLDEN.read_text(encoding="utf-8")


if __name__ == "__main__":
    sys.path.insert(0, str(ROOT))
    GOLDEN.write_text(trace(), encoding="utf-8")
    print("wrote", GOLDEN.relative_to(ROOT))
