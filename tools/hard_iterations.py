"""`PYTHONPATH=TREE python -m tools.hard_iterations PLAYERS STATES`: the Architects Hard bot's simulations a
decision, counted for any commit's engine (TREE: a `git worktree` of it), so that today's Hard can be set beside
an older one on the same kind of positions.

`python -m engine bench --hard-iterations` does this for this tree; older commits have neither that option nor
`MctsBot.iterations_done`, so this counts the calls of `MctsBot._iterate` (one simulation each, in the tree search
and in the paired comparison alike). The positions are spread over Medium's games from seed 1 as `hard_bench`
spreads them (Medium without a time limit; an older Medium may play other games), and the wall clock the older
bots read is made the process's CPU time, so the budgets are alike whatever the machine's load."""

from __future__ import annotations

import json
import math
import statistics
import sys
import time
from typing import Any


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 2 or not all(a.isdigit() for a in args) or not 2 <= int(args[0]) <= 5 or int(args[1]) < 1:
        print("usage: PYTHONPATH=TREE python -m tools.hard_iterations PLAYERS(2-5) STATES(1+)", file=sys.stderr)
        return 2
    players, count = int(args[0]), int(args[1])
    from engine.core import mcts

    wall, iterate = time.perf_counter, mcts.MctsBot._iterate
    time.perf_counter = time.process_time  # an older bot's deadline: CPU time too
    try:
        print(json.dumps(_measure(players, count)))
    finally:  # as they were (a caller in the same process, a test)
        time.perf_counter, mcts.MctsBot._iterate = wall, iterate  # type: ignore[method-assign]
    return 0


def _measure(players: int, count: int) -> dict[str, Any]:
    from engine.core import mcts
    from engine.core.bots import MediumBot
    from engine.core.registry import get_game

    calls = [0]
    iterate = mcts.MctsBot._iterate

    def counted(self: Any, *rest: Any) -> Any:
        calls[0] += 1
        return iterate(self, *rest)

    mcts.MctsBot._iterate = counted  # type: ignore[method-assign,assignment]
    game = get_game("architects")
    names = [f"P{i + 1}" for i in range(players)]
    found: list[Any] = []
    per_game = max(1, -(-count // 3))
    for k in range(20):
        if len(found) >= count:
            break
        state = game.new_game(names, 1 + k)
        bots = [MediumBot(31 + k * 7 + i, seconds=math.inf) for i in range(players)]
        decisions = []
        while not game.is_over(state):
            if len(game.legal_moves(state)) > 1:
                decisions.append(state)
            seat = game.current_player(state)
            assert seat is not None  # a game not over has a seat to move
            state = game.apply(state, bots[seat].choose(game, state))
        take = min(per_game, count - len(found), len(decisions))
        found += [decisions[(2 * j + 1) * len(decisions) // (2 * take)] for j in range(take)]
    simulations, seconds = [], []
    for k, state in enumerate(found):
        calls[0] = 0
        cpu = time.process_time()
        mcts.HardBot(1 + k).choose(game, state)
        seconds.append(time.process_time() - cpu)
        simulations.append(calls[0])
    return {
        "players": players,
        "states": len(found),
        "simulations": {
            "median": statistics.median(simulations),
            "min": min(simulations),
            "max": max(simulations),
            "mean": round(statistics.fmean(simulations), 1),
        },
        "cpu_seconds_median": round(statistics.median(seconds), 3),
    }


if __name__ == "__main__":
    sys.exit(main())
