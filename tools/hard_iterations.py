"""`python -m tools.hard_iterations PLAYERS STATES [TREE]`: the Architects Hard bot's simulations a decision on
the same positions for this tree's engine or for any commit's (TREE: a `git worktree` of it), so that today's
Hard can be set beside an older one.

The positions are spread over Medium's games from seed 1 as `engine.hard_bench` spreads them, played by this
tree's Medium and kept as the moves that lead to them; the engine measured replays those moves (records replay
the same in every version), so both engines are measured on the very same states. With TREE the measuring runs
in a child process whose imports come from TREE first (an older commit has neither `--hard-iterations` nor
`MctsBot.iterations_done`): it counts the calls of `MctsBot._iterate` (one simulation each, in the tree search
and in the paired comparison alike), and the wall clock the older bots read is made the process's CPU time, so
the budgets are alike whatever the machine's load. The line printed names the engine measured (`engine`)."""

from __future__ import annotations

import json
import math
import os
import statistics
import subprocess
import sys
import tempfile
import time
from typing import Any

USAGE = "usage: python -m tools.hard_iterations PLAYERS(2-5) STATES(1+) [TREE]"


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if len(args) not in (2, 3) or not all(a.isdigit() for a in args[:2]) or not 2 <= int(args[0]) <= 5:
        print(USAGE, file=sys.stderr)
        return 2
    players, count = int(args[0]), int(args[1])
    tree = os.path.abspath(args[2]) if len(args) == 3 else None
    if count < 1:
        print(USAGE, file=sys.stderr)
        return 2
    if tree is not None and not os.path.isfile(os.path.join(tree, "engine", "core", "mcts.py")):
        print(f"{tree} is not a tree of this project (no engine/core/mcts.py there)", file=sys.stderr)
        return 2
    found = positions(players, count)
    if tree is None:
        print(json.dumps(measure(found)))
        return 0
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as fh:
        json.dump(found, fh)
    try:
        child = subprocess.run(
            [sys.executable, "-c", _CHILD, tree, os.path.abspath(__file__), fh.name],
            cwd=tree,
            capture_output=True,
            text=True,
            check=False,
        )
    finally:
        os.unlink(fh.name)
    if child.returncode != 0:
        print(f"measuring in {tree} failed:\n{child.stderr.strip()}", file=sys.stderr)
        return 1
    print(child.stdout.strip())
    return 0


#: the child's program: TREE's engine first on the path, this file's `measure` run on the saved positions
_CHILD = """
import json, runpy, sys
sys.path.insert(0, sys.argv[1])
tool = runpy.run_path(sys.argv[2], run_name="hard_iterations_child")
with open(sys.argv[3], encoding="utf-8") as fh:
    print(json.dumps(tool["measure"](json.load(fh))))
"""


def positions(players: int, count: int) -> list[dict[str, Any]]:
    """`count` positions of this tree's Medium games (seeds from 1), each as its seed and the moves to it."""
    from engine.core.bots import MediumBot
    from engine.core.registry import get_game

    game = get_game("architects")
    names = [f"P{i + 1}" for i in range(players)]
    found: list[dict[str, Any]] = []
    per_game = max(1, -(-count // 3))
    for k in range(20):
        if len(found) >= count:
            break
        state = game.new_game(names, 1 + k)
        bots = [MediumBot(31 + k * 7 + i, seconds=math.inf) for i in range(players)]
        moves: list[dict[str, Any]] = []
        decisions: list[int] = []
        while not game.is_over(state):
            if len(game.legal_moves(state)) > 1:
                decisions.append(len(moves))
            seat = game.current_player(state)
            assert seat is not None  # a game not over has a seat to move
            move = bots[seat].choose(game, state)
            moves.append(move.to_dict())
            state = game.apply(state, move)
        take = min(per_game, count - len(found), len(decisions))
        for j in range(take):
            at = decisions[(2 * j + 1) * len(decisions) // (2 * take)]
            found.append({"players": players, "seed": 1 + k, "moves": moves[:at]})
    return found


def measure(found: list[dict[str, Any]]) -> dict[str, Any]:
    """Hard's simulations and CPU seconds a decision on `found` (`positions`), with whatever engine is imported
    (only the API every commit has: `new_game`, `apply`, `move_from_dict`, `HardBot`, `MctsBot._iterate`)."""
    import engine
    from engine.core import mcts
    from engine.core.registry import get_game

    calls = [0]
    wall, iterate = time.perf_counter, mcts.MctsBot._iterate

    def counted(self: Any, *rest: Any) -> Any:
        calls[0] += 1
        return iterate(self, *rest)

    game = get_game("architects")
    states = []
    for pos in found:
        state = game.new_game([f"P{i + 1}" for i in range(pos["players"])], pos["seed"])
        for move in pos["moves"]:
            state = game.apply(state, game.move_from_dict(move))
        states.append(state)
    simulations, seconds = [], []
    time.perf_counter = time.process_time  # an older bot's deadline: CPU time too
    mcts.MctsBot._iterate = counted  # type: ignore[method-assign,assignment]
    try:
        for k, state in enumerate(states):
            calls[0] = 0
            cpu = time.process_time()
            mcts.HardBot(1 + k).choose(game, state)
            seconds.append(time.process_time() - cpu)
            simulations.append(calls[0])
    finally:  # as they were (a caller in the same process, a test)
        time.perf_counter, mcts.MctsBot._iterate = wall, iterate  # type: ignore[method-assign]
    return {
        "engine": os.path.dirname(os.path.dirname(os.path.abspath(engine.__file__))),
        "players": found[0]["players"] if found else 0,
        "states": len(states),
        "simulations": {
            "median": statistics.median(simulations),
            "min": min(simulations),
            "max": max(simulations),
            "mean": round(statistics.fmean(simulations), 1),
            "each": simulations,
        },
        "cpu_seconds_median": round(statistics.median(seconds), 3),
    }


if __name__ == "__main__":
    sys.exit(main())
