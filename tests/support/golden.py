"""Golden playthroughs: a seeded random game written as one text line per move.

Any change in rules, content or randomness shows up as a diff against the stored trace.
Regenerate deliberately with `python tests/support/golden.py GAME` after checking the change.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
SEEDS = {"waterdeep": ((3, 3), (4, 11), (5, 29)), "architects": ((2, 11), (3, 7), (5, 3))}  # (players, seed)


def trace(game_id: str, players: int, seed: int) -> str:
    from engine import get_game

    game = get_game(game_id)
    state = game.new_game([f"P{i + 1}" for i in range(players)], seed)
    bot = game.ai.playout_bot(seed)
    lines = [f"# {game.id} players={players} seed={seed} rules={game.rules_version}"]
    index = 0
    while not game.is_over(state):
        seat = game.current_player(state)
        move = bot.choose(game, state)
        state = game.apply(state, move)
        lines.append(f"{index:4d} s{seat} {move.text()} | {_summary(game, state)}")
        index += 1
    lines.append("scores " + " ".join(f"{p.name}={p.total}" for p in game.scores(state).players))
    return "\n".join(lines) + "\n"


def _summary(game: Any, state: Any) -> str:
    return str(game.summary(state))


def path_for(game_id: str, players: int, seed: int) -> Path:
    return ROOT / "tests" / "engine" / game_id / "golden" / f"{game_id}-{players}p-seed{seed}.txt"


def regenerate(game_id: str) -> None:
    for players, seed in SEEDS[game_id]:
        out = path_for(game_id, players, seed)
        out.parent.mkdir(parents=True, exist_ok=True)
        out.write_text(trace(game_id, players, seed), encoding="utf-8")
        print("wrote", out.relative_to(ROOT))


if __name__ == "__main__":
    sys.path.insert(0, str(ROOT))
    regenerate(sys.argv[1] if len(sys.argv) > 1 else "waterdeep")
