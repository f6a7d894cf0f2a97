"""Bot tournaments: games with rotating seats, win rates with Wilson intervals, mean scores, move times.

A lineup names one bot per seat (`engine.core.levels.parse_bot` specs). Game k is played from seed
`seed + k // players` with the lineup rotated by `k % players`, so with K a multiple of the player count
every bot sits in every seat of every seed. A shared win counts as a split (1/winners to each).
"""

from __future__ import annotations

import json
import math
import os
import statistics
import time
from collections.abc import Sequence
from typing import Any

from engine.core.game import Game
from engine.core.levels import make_bot


def lineup(specs: Sequence[str], players: int) -> list[str]:
    """One bot per seat: `specs` as given, the last repeated to fill the seats ("medium,easy" in 4
    players: one Medium, three Easy). ValueError for more bots than seats or none."""
    specs = [s.strip() for s in specs if s.strip()]
    if not specs:
        raise ValueError("--bots needs at least one bot name")
    if len(specs) > players:
        raise ValueError(f"--bots lists {len(specs)} bots for {players} players")
    return specs + [specs[-1]] * (players - len(specs))


def play_game(game: Game[Any], specs: Sequence[str], k: int, seed: int) -> dict[str, Any]:
    """Game number `k` of a tournament (see the module docstring): per lineup entry its score, win share
    and the seconds each of its decisions took (by the wall clock, and in CPU time of the thread that thought)."""
    n = len(specs)
    game_seed = seed + k // n
    shift = k % n
    seat_entry = [(seat + shift) % n for seat in range(n)]  # seat -> index in the lineup
    bots = [make_bot(specs[e], game_seed * 31 + seat) for seat, e in enumerate(seat_entry)]
    state = game.new_game([f"P{i + 1}" for i in range(n)], game_seed)
    times: list[list[float]] = [[] for _ in range(n)]
    cpu: list[list[float]] = [[] for _ in range(n)]
    moves = 0
    while not game.is_over(state):
        seat = game.current_player(state)
        assert seat is not None
        start, start_cpu = time.perf_counter(), time.thread_time()
        move = bots[seat].choose(game, state)
        if len(game.legal_moves(state)) > 1:
            times[seat_entry[seat]].append(time.perf_counter() - start)
            cpu[seat_entry[seat]].append(time.thread_time() - start_cpu)
        state = game.apply(state, move)
        moves += 1
    scores = game.scores(state)
    entries: list[dict[str, Any]] = [{} for _ in range(n)]
    for seat, e in enumerate(seat_entry):
        entries[e] = {
            "seat": seat,
            "score": scores.players[seat].total,
            "win": (1.0 / len(scores.winners)) if seat in scores.winners else 0.0,
            "times": [round(t, 5) for t in times[e]],
            "cpu_times": [round(t, 5) for t in cpu[e]],
        }
    return {"seed": game_seed, "moves": moves, "entries": entries}


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval (95% by default) for `wins` successes in `n` trials."""
    if n == 0:
        return (0.0, 1.0)
    p = wins / n
    centre = p + z * z / (2 * n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n))
    denom = 1 + z * z / n
    return (max(0.0, (centre - half) / denom), min(1.0, (centre + half) / denom))


def summarize(specs: Sequence[str], games: Sequence[dict[str, Any]]) -> list[dict[str, Any]]:
    """Per lineup entry: games, wins (splits counted as shares), win rate, its 95% Wilson interval, mean
    score, and the median and longest decision in seconds (wall clock; `_cpu_s`: the thinking thread's CPU time)."""
    out = []
    for e, spec in enumerate(specs):
        rows = [g["entries"][e] for g in games]
        wins = sum(r["win"] for r in rows)
        times = [t for r in rows for t in r["times"]]
        cpu = [t for r in rows for t in r.get("cpu_times", ())]
        low, high = wilson(wins, len(rows))
        out.append(
            {
                "bot": spec,
                "games": len(rows),
                "wins": round(wins, 2),
                "win_rate": round(wins / len(rows), 3) if rows else 0.0,
                "wilson95": [round(low, 3), round(high, 3)],
                "mean_score": round(statistics.fmean(r["score"] for r in rows), 1) if rows else 0.0,
                "median_move_s": round(statistics.median(times), 4) if times else 0.0,
                "max_move_s": round(max(times), 4) if times else 0.0,
                "median_move_cpu_s": round(statistics.median(cpu), 4) if cpu else 0.0,
                "max_move_cpu_s": round(max(cpu), 4) if cpu else 0.0,
            }
        )
    return out


def log_header(game_id: str, players: int, specs: Sequence[str], seed: int, cpu_clock: bool) -> dict[str, Any]:
    """The first line of a tournament's game log (`read_log`): which tournament the games belong to."""
    return {"tournament": game_id, "players": players, "bots": list(specs), "seed": seed, "cpu_clock": cpu_clock}


def read_log(path: str, header: dict[str, Any]) -> list[dict[str, Any]]:
    """The games a log at `path` holds for the tournament `header` names, each with its number `k`; a missing or
    empty file is started with the header. ValueError if the file is another tournament's or broken. A last
    line cut short (the run was stopped while writing it) is dropped from the file: that game is played again."""
    try:
        with open(path, encoding="utf-8") as fh:
            text = fh.read()
    except FileNotFoundError:
        text = ""
    if not text.strip():
        with open(path, "w", encoding="utf-8") as fh:
            fh.write(json.dumps(header) + "\n")
        return []
    lines = text.split("\n")
    if lines[-1]:  # no newline after the last line: cut short
        lines.pop()
        with open(path, "w", encoding="utf-8") as fh:
            fh.write("\n".join(lines) + "\n")
    lines = [line for line in lines if line.strip()]
    try:
        found = json.loads(lines[0])
    except (json.JSONDecodeError, IndexError):
        found = None
    if found != header:
        raise ValueError(f"{path} holds another tournament's games ({lines[0][:120]}); give another --out")
    games: list[dict[str, Any]] = []
    for number, line in enumerate(lines[1:], start=2):
        try:
            game = json.loads(line)
            if not isinstance(game, dict) or not isinstance(game.get("k"), int) or "entries" not in game:
                raise ValueError
        except ValueError:
            raise ValueError(f"{path}: line {number} is not a game of this tournament") from None
        games.append(game)
    return games


def append_game(path: str, game: dict[str, Any]) -> None:
    """One game's line added to the log at once (one write to a file opened for appending: two processes
    playing side by side never mix their lines)."""
    fd = os.open(path, os.O_WRONLY | os.O_APPEND)
    try:
        os.write(fd, (json.dumps(game) + "\n").encode())
    finally:
        os.close(fd)
