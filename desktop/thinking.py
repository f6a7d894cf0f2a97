"""The computers' thinking, as jobs of plain data: what runs in the worker process (`desktop.worker`).

Nothing here imports Qt: the worker process imports only this module and the engine. A job is a kind and a
JSON-able payload; its answer is JSON-able too (a state crosses as `game.state_to_dict`, a move as its dict,
a finished game as its record), so nothing but plain data ever goes through the pipe.

- "choose": the move bot `level` (seeded `seed`) makes in `state`; answers the move, the seconds it took and
  the search iterations it ran (0 for a bot that does not search).
- "chances": the win chances at some positions of a record (`desktop.chances.chances_at`), with progress.
- "ping": the worker's pid and whether Qt is loaded in it (tests).
"""

from __future__ import annotations

import json
import os
import sys
import time
from collections.abc import Callable
from typing import Any

from desktop.chances import chances_at
from engine import game_ids, get_game
from engine.core import record as records
from engine.core.levels import make_bot

#: how a job reports progress (a JSON-able value)
Progress = Callable[[Any], None]


def choose(payload: dict[str, Any], _progress: Progress) -> dict[str, Any]:
    game = get_game(payload["game"])
    state = game.state_from_dict(payload["state"])
    bot = make_bot(payload["level"], int(payload["seed"]))
    iterations = _count_iterations(bot)
    t0 = time.perf_counter()
    move = bot.choose(game, state)
    seconds = time.perf_counter() - t0
    return {"move": move.to_dict(), "seconds": seconds, "iterations": iterations[0]}


def _count_iterations(bot: Any) -> list[int]:
    """A counter of the search's iterations (a searching bot's `_iterate` calls), read after `choose`."""
    count = [0]
    iterate = getattr(bot, "_iterate", None)
    if iterate is not None:

        def counted(*args: Any) -> None:
            count[0] += 1
            iterate(*args)

        bot._iterate = counted
    return count


def chances(payload: dict[str, Any], progress: Progress) -> dict[str, list[float]]:
    """{position: each seat's chance} for the positions asked (JSON keys: strings)."""
    game = get_game(payload["record"]["game"])
    states = records.replay(payload["record"])
    seed, playouts = int(payload["seed"]), int(payload["playouts"])
    measured: dict[str, list[float]] = {}
    for k in payload["positions"]:
        measured[str(k)] = chances_at(game, states[k], playouts, seed + k)
        progress(1)
    return measured


def ping(_payload: Any, _progress: Progress) -> dict[str, Any]:
    return {"pid": os.getpid(), "qt": any(name.split(".")[0] == "PySide6" for name in sys.modules)}


JOBS: dict[str, Callable[[Any, Progress], Any]] = {"choose": choose, "chances": chances, "ping": ping}


def run(kind: str, payload: Any, progress: Progress) -> Any:
    return JOBS[kind](payload, progress)


def warm() -> None:
    """Import every game and its AI now, so the first job does not wait for them."""
    for game_id in game_ids():
        game = get_game(game_id)
        _ = game.ai


def serve(conn: Any) -> None:
    """The worker process's loop: jobs `[id, kind, payload]` in, `["progress"|"done"|"error", id, value]`
    out, as JSON. Ends when the pipe closes (the app quit or dropped this worker)."""

    def send(message: list[Any]) -> None:
        conn.send_bytes(json.dumps(message).encode())

    warm()
    send(["ready", 0, os.getpid()])
    while True:
        try:
            job_id, kind, payload = json.loads(conn.recv_bytes())
        except (EOFError, OSError):
            return

        def progress(value: Any, job: Any = job_id) -> None:
            send(["progress", job, value])

        try:
            result = run(kind, payload, progress)
        except Exception as exc:  # a bug in a job is told to the app, never lost; the worker goes on
            send(["error", job_id, f"{type(exc).__name__}: {exc}"])
            continue
        send(["done", job_id, result])
