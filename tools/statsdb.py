"""Statistics databases of many games, for the benchmark and the tests (not shipped: the wheel holds no tools/).

`fake_result(i)` is game number i of a made-up history: the same i gives the same game on every run (a test
that kills a writer checks each game it finds against it). Its categories and facts are those of one real
finished game per table, its scores and winners are drawn. `build(path, n)` writes n of them as the app
does (one transaction per game); `measure(path)` times what the Statistics window asks of the database.
"""

from __future__ import annotations

import functools
import hashlib
import random
import time
from pathlib import Path
from typing import Any

from desktop.stats.queries import Filters, Player
from desktop.stats.results import GameResult, SeatResult, result_of
from desktop.stats.store import Statistics
from desktop.tables import TABLES, table_for
from engine import get_game
from engine.core import record as records

NAMES = ("Ann", "Bob", "Cy", "Dee", "Eve", "Finn", "Gus", "Hal", "Ida", "Jo", "Kim", "Lou")
LEVELS = (None, None, None, "easy", "medium", "hard")


@functools.cache
def template(game_id: str) -> GameResult:
    """A real finished 5-player game of `game_id` (random moves, seed 1; Architects with characters)."""
    game = get_game(game_id)
    options = {key: True for key, _, _ in table_for(game_id).options() if key == "variable_setup"}
    state = first = game.new_game(list(NAMES[:5]), 1, options)
    rng = random.Random(1)
    moves = []
    while not game.is_over(state):
        moves.append(rng.choice(game.legal_moves(state)))
        state = game.apply(state, moves[-1])
    record = records.make_record(game, first, moves)
    return result_of(record, moves, state, table_for(game_id).stats_facts(state), played=0.0)


def fake_result(i: int) -> GameResult:
    """Game number `i` of the made-up history (deterministic)."""
    rng = random.Random(i)
    game_id = TABLES[i % len(TABLES)]
    base = template(game_id)
    count = rng.randint(2, 5)
    names = rng.sample(NAMES, count)
    pool: dict[str, list[str]] = {}
    for template_seat in base.seats:
        for kind, value, _ in template_seat.facts:
            pool.setdefault(kind, []).append(value)
    rows = []
    for seat in range(count):
        points = [(c, max(0, p + rng.randint(-8, 8))) for c, p in base.seats[seat].categories]
        facts = sorted({(kind, rng.choice(values), 1) for kind, values in pool.items() for _ in range(2)})
        rows.append((seat, names[seat], rng.choice(LEVELS), points, tuple(facts)))
    totals = [sum(p for _, p in points) for _, _, _, points, _ in rows]
    best = max(totals)
    seats = tuple(
        SeatResult(
            seat,
            name,
            level,
            totals[seat],
            1 + sum(t > totals[seat] for t in totals),
            totals[seat] == best,
            tuple(points),
            facts,
        )
        for seat, name, level, points, facts in rows
    )
    ended = 1.7e9 + i * 3600.0
    return GameResult(
        identity=hashlib.sha256(f"fake game {i}".encode()).hexdigest(),
        game=game_id,
        played_on=time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime(ended)),
        rules=base.rules,
        content=base.content,
        app=base.app,
        seed=i,
        options=base.options,
        moves=base.moves,
        seats=seats,
        started=ended - rng.randint(1800, 7200),
        ended=ended,
        source="played",
    )


def build(path: Path, n: int) -> None:
    """A statistics file of games 0..n-1, each written as the app writes a game."""
    with Statistics(path) as stats:
        for i in range(n):
            stats.record(fake_result(i))


def measure(path: Path) -> dict[str, Any]:
    """Milliseconds to open the file and list and filter it as the Statistics window does: the per-player
    table (all games, per game, each game, each player count, people only, with computers), the means by
    category, each fact kind, a head to head, a score series and a distribution."""
    t0 = time.perf_counter()
    with Statistics(path) as stats:
        q = stats.queries()
        opened = time.perf_counter()
        games = q.count()
        q.per_player()
        q.per_player(split_games=True)
        filters = [Filters(game=g) for g in TABLES] + [Filters(players=n) for n in range(2, 6)]
        filters += [Filters(computers=False), Filters(computers=True), Filters(game=TABLES[0], players=3)]
        for f in filters:
            q.per_player(f)
        listed = time.perf_counter()
        for game_id in TABLES:
            q.category_means(Filters(game=game_id))
            for kind, _ in table_for(game_id).stats_kinds():
                q.by_fact(kind, Filters(game=game_id))
        q.head_to_head(Player(NAMES[0]), Player(NAMES[1]))
        q.score_series(Player(NAMES[0]), last=30)
        q.score_distribution(Filters(game=TABLES[0]))
        q.recent(limit=50)
        done = time.perf_counter()
    return {
        "games": games,
        "open_ms": round((opened - t0) * 1000, 1),
        "list_and_filter_ms": round((listed - opened) * 1000, 1),
        "details_ms": round((done - listed) * 1000, 1),
        "total_ms": round((done - t0) * 1000, 1),
    }
