"""A finished game as the statistics keep it, made from its record and final state, and its identity.

A game is identified by its setup and moves (`engine.core.record.identity`, the key the saved games use
too): recording or importing the same game again finds it there; an undone end played again differently is
a different game.

Game-specific facts (a lord, a character, the buildings built) come from the game's table
(`desktop.tables.base.Table.stats_facts`), passed in here: this package imports no game's engine.
"""

from __future__ import annotations

import dataclasses
import time
from collections.abc import Mapping, Sequence
from typing import Any

from engine import Move, get_game
from engine.core.record import canonical, identity, normal_setup

#: a seat's facts as a table gives them: kind -> one id, or the ids of several things (repeats count)
SeatFacts = Mapping[str, str | Sequence[str]]


@dataclasses.dataclass(frozen=True)
class SeatResult:
    seat: int
    name: str
    computer: str | None  # the computer level playing the seat, None for a person
    score: int
    place: int  # 1 for the winner(s); seats equal on score and every tie-break share a place
    winner: bool
    categories: tuple[tuple[str, int], ...]  # (category id, points) in the game's order
    facts: tuple[tuple[str, str, int], ...]  # (kind, value, how many), sorted


@dataclasses.dataclass(frozen=True)
class GameResult:
    identity: str
    game: str
    played_on: str  # local date and time, ISO 8601 to the second
    rules: str
    content: str
    app: str
    seed: int
    options: str  # canonical JSON
    moves: int
    seats: tuple[SeatResult, ...]
    started: float | None = None  # wall time (Unix) of the first move, when known
    ended: float | None = None  # ... and of the last
    source: str = "played"  # or "imported"

    @property
    def duration(self) -> float | None:
        """Seconds from the first move to the last (None: not known)."""
        if self.started is None or self.ended is None:
            return None
        return self.ended - self.started

    @property
    def computers(self) -> int:
        return sum(s.computer is not None for s in self.seats)


def _places(tiebreak_keys: Sequence[tuple[int, tuple[int, ...]]]) -> list[int]:
    """Competition ranking (1, 2, 2, 4) by total then tie-breaks, highest first."""
    return [1 + sum(other > key for other in tiebreak_keys) for key in tiebreak_keys]


def _facts(facts: SeatFacts) -> tuple[tuple[str, str, int], ...]:
    counts: dict[tuple[str, str], int] = {}
    for kind, value in facts.items():
        for item in [value] if isinstance(value, str) else value:
            counts[(kind, str(item))] = counts.get((kind, str(item)), 0) + 1
    return tuple(sorted((k, v, n) for (k, v), n in counts.items()))


def local_time(seconds: float) -> str:
    return time.strftime("%Y-%m-%dT%H:%M:%S", time.localtime(seconds))


def result_of(
    record: Mapping[str, Any],
    moves: Sequence[Move],
    final_state: Any,
    facts: Sequence[SeatFacts],
    *,
    played: float,
    started: float | None = None,
    ended: float | None = None,
    source: str = "played",
) -> GameResult:
    """The result of the finished game `record` whose `moves` lead to `final_state`; `facts` per seat from the
    game's table; `played`: when it was played (Unix time of its end, or of the file for an import)."""
    game = get_game(str(record["game"]))
    if not game.is_over(final_state):
        raise ValueError("the game is not over")
    scores = game.scores(final_state)
    computers = normal_setup(record).get("computers") or [None] * len(scores.players)
    keys = [(p.total, tuple(v for _, v in p.tiebreak)) for p in scores.players]
    places = _places(keys)
    seats = tuple(
        SeatResult(
            seat=p.seat,
            name=p.name,
            computer=computers[p.seat],
            score=p.total,
            place=places[i],
            winner=p.seat in scores.winners,
            categories=tuple(p.breakdown),
            facts=_facts(facts[p.seat]) if p.seat < len(facts) else (),
        )
        for i, p in enumerate(scores.players)
    )
    return GameResult(
        identity=identity(record, moves),
        game=game.id,
        played_on=local_time(played),
        rules=str(record.get("rules", game.rules_version)),
        content=str(record.get("content", game.content_version)),
        app=str(record.get("app", "")),
        seed=int(record["setup"]["seed"]),
        options=canonical(normal_setup(record)["options"]),
        moves=len(moves),
        seats=seats,
        started=started,
        ended=ended,
        source=source,
    )
