"""`python -m engine bench --hard-iterations`: how many iterations the Hard bot runs a decision.

The positions are fixed: games of the Medium bot without a time limit (it plays the same game on any
machine) from seeds `--seed`, `--seed + 1`, ..., and from them `--states` positions spread evenly over
the decisions that offer more than one move. The Hard bot (its default budget, or `--hard BOT` such as
`hard:0.5s`) decides in each, one after the other in this process (one core); the figures are its
iterations a decision (median, min, max) and the seconds a decision took. Under load a time budget buys
fewer iterations: `iterations_idle` scales each decision's iterations by its wall-clock over its CPU time,
what one idle core would have run (a rough correction: the machine's caches are shared all the same).
The same command on two commits compares their Hard bots on the same positions (run them alternately).
"""

from __future__ import annotations

import math
import statistics
import time
from typing import Any

from engine.core.bots import MediumBot
from engine.core.game import Game
from engine.core.levels import make_bot

#: Medium games played at most to find the positions asked for
MAX_GAMES = 20


def positions(game: Game[Any], players: int, seed: int, count: int) -> list[Any]:
    """`count` positions with more than one legal move, spread evenly over Medium's games from `seed` on."""
    names = [f"P{i + 1}" for i in range(players)]
    found: list[Any] = []
    games = 0
    per_game = max(1, -(-count // 3))  # positions from at least three games where possible
    while len(found) < count and games < MAX_GAMES:
        state = game.new_game(names, seed + games)
        bots = [MediumBot(seed * 31 + games * 7 + i, seconds=math.inf) for i in range(players)]
        decisions = []
        while not game.is_over(state):
            seat = game.current_player(state)
            assert seat is not None
            if len(game.legal_moves(state)) > 1:
                decisions.append(state)
            state = game.apply(state, bots[seat].choose(game, state))
        games += 1
        take = min(per_game, count - len(found), len(decisions))
        found += [decisions[(2 * k + 1) * len(decisions) // (2 * take)] for k in range(take)]
    return found


def measure(game: Game[Any], states: list[Any], spec: str, seed: int) -> dict[str, Any]:
    """The bot `spec` deciding in each state: its iterations and seconds a decision (median, min, max)."""
    iterations: list[int] = []
    idle: list[float] = []
    seconds: list[float] = []
    for k, state in enumerate(states):
        bot = make_bot(spec, seed + k)
        start, cpu = time.perf_counter(), time.process_time()
        bot.choose(game, state)
        wall, cpu = time.perf_counter() - start, time.process_time() - cpu
        seconds.append(wall)
        iterations.append(bot.iterations_done)
        idle.append(bot.iterations_done * wall / max(cpu, 1e-6))
    return {
        "bot": spec,
        "states": len(states),
        "iterations": _summary(iterations),
        "iterations_idle": _summary([round(x) for x in idle]),
        "seconds": {"median": round(statistics.median(seconds), 3), "max": round(max(seconds), 3)},
    }


def _summary(values: list[int]) -> dict[str, float]:
    return {
        "median": statistics.median(values),
        "min": min(values),
        "max": max(values),
        "mean": round(statistics.fmean(values), 1),
    }


def main(game: Game[Any], players: int, seed: int, count: int, spec: str) -> dict[str, Any]:
    states = positions(game, players, seed, count)
    return {"game": game.id, "players": players, "seed": seed, **measure(game, states, spec, seed)}
