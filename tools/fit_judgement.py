"""`python -m tools.fit_judgement PLAYERS GAMES FIRST_SEED`: fits the Architects Hard bot's judgement
(`engine.architects.judgement.WEIGHTS`) to Medium's own games and prints the weights as a line of Python.

GAMES games of Medium against itself (no time limit, so the same games on any machine), from FIRST_SEED on; every
sixth position is a sample, each seat's final margin over the others' mean its target. Games in which a score passed
RUNAWAY VP are left out (Medium farmed the Mines for hundreds of cycles in a few games until the heuristic shared
capture threats out; such games would be most of a least-squares fit). Ridge least squares (RIDGE) on the seats'
margins in each feature and in each feature times the share of the game left; fitted on the first 80% of the games,
it prints R² on the rest beside Medium's heuristic alone (its best scale), then fits again on all of them. numpy
comes with pyqtgraph."""

from __future__ import annotations

import math
import sys
import time
from typing import Any

from engine.core.bots import mean_margins

RUNAWAY = 100
RIDGE = 1.0
EVERY = 6


def samples(players: int, games: int, first: int) -> tuple[list[list[list[float]]], list[list[float]], int]:
    """Per kept game: its sampled rows (features of every seat, margins over the others' mean, then times the
    share of the game left, `judgement.guildhall_left`) and its seats' final margins; and how many games were left
    out."""
    from engine.architects.judgement import features, guildhall_left
    from engine.core.bots import MediumBot
    from engine.core.registry import get_game

    game = get_game("architects")
    xs, ys, dropped = [], [], 0
    for g in range(games):
        state = game.new_game([f"P{i + 1}" for i in range(players)], first + g)
        bots = [MediumBot(first * 3 + g * 7 + i, seconds=math.inf) for i in range(players)]
        rows: list[list[float]] = []
        k = 0
        while not game.is_over(state):
            if k % EVERY == 0:
                rows += _rows(features(state), guildhall_left(state))
            k += 1
            seat = game.current_player(state)
            assert seat is not None  # a game not over has a seat to move
            state = game.apply(state, bots[seat].choose(game, state))
        totals = [float(p.total) for p in game.scores(state).players]
        if max(totals) > RUNAWAY:
            dropped += 1
            continue
        xs.append(rows)
        ys.append(mean_margins(totals) * (len(rows) // players))
    return xs, ys, dropped


def _rows(seats: list[tuple[float, ...]], left: float) -> list[list[float]]:
    columns = [mean_margins(c) for c in zip(*seats, strict=True)]
    return [[c[s] for c in columns] + [c[s] * left for c in columns] for s in range(len(seats))]


def fit(xs: list[list[list[float]]], ys: list[list[float]]) -> dict[str, Any]:
    import numpy as np

    def stack(part: slice) -> tuple[Any, Any]:
        return np.array([r for g in xs[part] for r in g]), np.array([v for g in ys[part] for v in g])

    def ridge(x: Any, y: Any) -> Any:
        return np.linalg.solve(x.T @ x + RIDGE * np.eye(x.shape[1]), x.T @ y)

    def r2(pred: Any, y: Any) -> float:
        return float(1 - ((y - pred) ** 2).mean() / ((y - y.mean()) ** 2).mean())

    cut = len(xs) * 4 // 5
    x_fit, y_fit = stack(slice(0, cut))
    x_test, y_test = stack(slice(cut, None))
    scale = float(np.linalg.lstsq(x_fit[:, :1], y_fit, rcond=None)[0][0])
    w = ridge(x_fit, y_fit)
    x_all, y_all = stack(slice(None))
    return {
        "r2_heuristic": round(r2(x_test[:, 0] * scale, y_test), 3),
        "r2_fit": round(r2(x_test @ w, y_test), 3),
        "weights": [round(float(v), 4) for v in ridge(x_all, y_all)],
        "rows": len(y_all),
    }


def weights_block(players: int, weights: list[float]) -> str:
    """`WEIGHTS`' entry for `players` as ruff formats it: two tuples, nine weights a line."""
    half = len(weights) // 2
    lines = [f"    {players}: ("]
    for part in (weights[:half], weights[half:]):
        lines.append("        (")
        lines += ["            " + " ".join(f"{w!r}," for w in part[i : i + 9]) for i in range(0, half, 9)]
        lines.append("        ),")
    lines.append("    ),")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 3 or not all(a.isdigit() for a in args) or not 2 <= int(args[0]) <= 5 or int(args[1]) < 5:
        print("usage: python -m tools.fit_judgement PLAYERS(2-5) GAMES(5+) FIRST_SEED", file=sys.stderr)
        return 2
    players, games, first = (int(a) for a in args)
    cpu = time.process_time()
    xs, ys, dropped = samples(players, games, first)
    result = fit(xs, ys)
    print(
        f"    # `python -m tools.fit_judgement {players} {games} {first}`: {result['rows']} rows of {len(xs)} games"
        f" ({dropped} runaway\n    # left out); R² {result['r2_fit']} on the last fifth (the heuristic alone"
        f" {result['r2_heuristic']}); {time.process_time() - cpu:.0f} s"
    )
    print(weights_block(players, result["weights"]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
