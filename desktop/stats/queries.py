"""The questions the Statistics window (and `meeple-table --stats`) asks of the database.

Every query takes `Filters` (a game, a player count, people only or games with computers). A player is a
name (matched as the engine matches names: case and surrounding spaces ignored) and who played it: a
person, or a computer of a level; the rows show each name as it was spelt in its latest game. Results are
plain frozen values; the window's item models wrap them. Fact kinds and values are a table's ids
(`Table.stats_facts`); the table words them (`Table.stats_fact_name`).
"""

from __future__ import annotations

import dataclasses
import sqlite3
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from desktop.stats.errors import StatsError, reason
from desktop.stats.results import GameResult, SeatResult
from desktop.stats.schema import name_key


@dataclasses.dataclass(frozen=True)
class Filters:
    game: str | None = None  # a game id; None: every game
    players: int | None = None  # games of this many players; None: any
    computers: bool | None = None  # False: people only; True: only games with a computer; None: every game

    def where(self) -> tuple[str, list[Any]]:
        """SQL conditions on the games table `g` (starting with AND) and their parameters."""
        sql, params = "", list[Any]()
        if self.game is not None:
            sql += " AND g.game = ?"
            params.append(self.game)
        if self.players is not None:
            sql += " AND g.player_count = ?"
            params.append(self.players)
        if self.computers is not None:
            sql += " AND g.computers > 0" if self.computers else " AND g.computers = 0"
        return sql, params


ALL = Filters()


@dataclasses.dataclass(frozen=True)
class Player:
    name: str
    computer: str | None = None  # the computer level, None for a person

    def where(self, seats: str = "s") -> tuple[str, list[Any]]:
        """SQL conditions on the seats table named `seats` (starting with AND)."""
        if self.computer is None:
            return f" AND {seats}.name_key = ? AND {seats}.computer IS NULL", [name_key(self.name)]
        return f" AND {seats}.name_key = ? AND {seats}.computer = ?", [name_key(self.name), self.computer]


@dataclasses.dataclass(frozen=True)
class PlayerRow:
    player: Player
    game: str | None  # None: the row counts every game the filters let through
    games: int
    wins: int  # a shared win counts for each winner
    mean_score: float
    best_score: int

    @property
    def win_rate(self) -> float:
        return self.wins / self.games if self.games else 0.0


@dataclasses.dataclass(frozen=True)
class CategoryRow:
    player: Player
    game: str
    category: str
    mean: float


@dataclasses.dataclass(frozen=True)
class FactRow:
    game: str
    kind: str
    value: str
    seats: int  # seats that had it (a seat that built a building twice counts once)
    times: int  # how often in all (twice for that seat)
    wins: int
    mean_score: float

    @property
    def win_rate(self) -> float:
        return self.wins / self.seats if self.seats else 0.0


@dataclasses.dataclass(frozen=True)
class HeadToHead:
    a: Player
    b: Player
    games: int  # games both played
    a_wins: int
    b_wins: int
    a_ahead: int  # games where a finished above b
    b_ahead: int
    level: int  # ... where they shared a place


@dataclasses.dataclass(frozen=True)
class SeriesPoint:
    played_on: str
    game: str
    score: int
    place: int
    winner: bool


def _where(filters: Filters, player: Player | None) -> tuple[str, list[Any]]:
    """The conditions of `filters` and of `player` (on seats `s`) if one is given."""
    where, params = filters.where()
    if player is None:
        return where, params
    extra, more = player.where()
    return where + extra, params + more


class Queries:
    """The queries over an open connection (`desktop.stats.store.Statistics.queries`); a failing query
    raises StatsError."""

    def __init__(self, conn: sqlite3.Connection, path: Path) -> None:
        self.conn = conn
        self.path = path

    def _rows(self, sql: str, params: Sequence[Any] = ()) -> list[Any]:
        try:
            return self.conn.execute(sql, params).fetchall()
        except sqlite3.Error as exc:
            raise StatsError(reason(exc, self.path)) from None

    def _names(self) -> dict[tuple[str, str | None], str]:
        """Each player's name as spelt in their latest game."""
        # SQLite takes a bare column (s.name) from the row of the group's one MAX()
        rows = self._rows(
            "SELECT s.name_key, s.computer, s.name, MAX(g.played_on) "
            "FROM seats s JOIN games g ON g.id = s.game GROUP BY s.name_key, s.computer"
        )
        return {(key, computer): name for key, computer, name, _ in rows}

    def count(self, filters: Filters = ALL) -> int:
        where, params = filters.where()
        return int(self._rows(f"SELECT COUNT(*) FROM games g WHERE 1{where}", params)[0][0])

    def game_ids(self) -> list[str]:
        """The games recorded, most games first."""
        return [r[0] for r in self._rows("SELECT game FROM games GROUP BY game ORDER BY COUNT(*) DESC, game")]

    def per_player(self, filters: Filters = ALL, split_games: bool = False) -> list[PlayerRow]:
        """Games, wins, mean and best score per player (and per game with `split_games`), most wins first."""
        where, params = filters.where()
        game = "g.game" if split_games else "NULL"
        rows = self._rows(
            f"SELECT s.name_key, s.computer, {game}, COUNT(*), SUM(s.winner), AVG(s.score), MAX(s.score) "
            f"FROM seats s JOIN games g ON g.id = s.game WHERE 1{where} "
            f"GROUP BY s.name_key, s.computer, {game}",
            params,
        )
        names = self._names()
        out = [
            PlayerRow(Player(names[(key, computer)], computer), game_id, n, wins, mean, best)
            for key, computer, game_id, n, wins, mean, best in rows
        ]
        out.sort(key=lambda r: (-r.wins, -r.win_rate, -r.mean_score, r.player.name.casefold(), r.game or ""))
        return out

    def category_means(self, filters: Filters = ALL, player: Player | None = None) -> list[CategoryRow]:
        """Mean points per score category, per player and game, in the game's order of categories."""
        where, params = _where(filters, player)
        rows = self._rows(
            "SELECT s.name_key, s.computer, g.game, c.category, AVG(c.points), MIN(c.position) "
            "FROM categories c JOIN seats s ON s.game = c.game AND s.seat = c.seat JOIN games g ON g.id = c.game "
            f"WHERE 1{where} GROUP BY s.name_key, s.computer, g.game, c.category "
            "ORDER BY s.name_key, s.computer, g.game, MIN(c.position)",
            params,
        )
        names = self._names()
        return [CategoryRow(Player(names[(k, c)], c), game, cat, mean) for k, c, game, cat, mean, _ in rows]

    def by_fact(self, kind: str, filters: Filters = ALL, player: Player | None = None) -> list[FactRow]:
        """Per value of a fact (each lord, each character, each building built): how often, wins, mean score."""
        where, params = _where(filters, player)
        rows = self._rows(
            "SELECT g.game, f.value, COUNT(*), SUM(f.n), SUM(s.winner), AVG(s.score) "
            "FROM facts f JOIN seats s ON s.game = f.game AND s.seat = f.seat JOIN games g ON g.id = f.game "
            f"WHERE f.kind = ?{where} GROUP BY g.game, f.value",
            [kind, *params],
        )
        out = [FactRow(game, kind, value, n, times, wins, mean) for game, value, n, times, wins, mean in rows]
        out.sort(key=lambda r: (r.game, -r.seats, -r.win_rate, r.value))
        return out

    def head_to_head(self, a: Player, b: Player, filters: Filters = ALL) -> HeadToHead:
        """The games both `a` and `b` played: who won, who finished above the other."""
        where, params = filters.where()
        wa, pa = a.where("sa")
        wb, pb = b.where("sb")
        row = self._rows(
            "SELECT COUNT(*), COALESCE(SUM(sa.winner), 0), COALESCE(SUM(sb.winner), 0), "
            "COALESCE(SUM(sa.place < sb.place), 0), COALESCE(SUM(sb.place < sa.place), 0), "
            "COALESCE(SUM(sa.place = sb.place), 0) FROM games g "
            "JOIN seats sa ON sa.game = g.id JOIN seats sb ON sb.game = g.id "
            f"WHERE sa.seat != sb.seat{wa}{wb}{where}",
            [*pa, *pb, *params],
        )[0]
        return HeadToHead(a, b, *(int(v) for v in row))

    def score_series(self, player: Player, filters: Filters = ALL, last: int = 20) -> list[SeriesPoint]:
        """The player's scores in their `last` games, oldest first (the chart of recent form)."""
        where, params = _where(filters, player)
        rows = self._rows(
            "SELECT g.played_on, g.game, s.score, s.place, s.winner FROM seats s JOIN games g ON g.id = s.game "
            f"WHERE 1{where} ORDER BY g.played_on DESC, g.id DESC LIMIT ?",
            [*params, last],
        )
        return [SeriesPoint(d, game, score, place, bool(w)) for d, game, score, place, w in reversed(rows)]

    def score_distribution(self, filters: Filters = ALL, player: Player | None = None) -> list[tuple[int, int]]:
        """(final score, how many seats scored it), lowest score first."""
        where, params = _where(filters, player)
        rows = self._rows(
            f"SELECT s.score, COUNT(*) FROM seats s JOIN games g ON g.id = s.game WHERE 1{where} "
            "GROUP BY s.score ORDER BY s.score",
            params,
        )
        return [(int(score), int(n)) for score, n in rows]

    def recent(self, filters: Filters = ALL, limit: int = 50) -> list[GameResult]:
        """The latest games recorded (whole), newest first."""
        where, params = filters.where()
        ids = self._rows(
            f"SELECT g.identity FROM games g WHERE 1{where} ORDER BY g.played_on DESC, g.id DESC LIMIT ?",
            [*params, limit],
        )
        return [r for r in (self.game(i) for (i,) in ids) if r is not None]

    def game(self, identity: str) -> GameResult | None:
        """One recorded game, read back whole (None: not recorded)."""
        head = self._rows(
            "SELECT id, identity, game, played_on, rules, content, app, seed, options, moves, started, ended, source "
            "FROM games WHERE identity = ?",
            [identity],
        )
        if not head:
            return None
        gid, *fields = head[0]
        seats = self._rows(
            "SELECT seat, name, computer, score, place, winner FROM seats WHERE game = ? ORDER BY seat", [gid]
        )
        cats = self._rows("SELECT seat, category, points FROM categories WHERE game = ? ORDER BY seat, position", [gid])
        facts = self._rows("SELECT seat, kind, value, n FROM facts WHERE game = ? ORDER BY seat, kind, value", [gid])
        result = [
            SeatResult(
                seat,
                name,
                computer,
                score,
                place,
                bool(winner),
                tuple((c, p) for s, c, p in cats if s == seat),
                tuple((k, v, n) for s, k, v, n in facts if s == seat),
            )
            for seat, name, computer, score, place, winner in seats
        ]
        ident, game, played_on, rules, content, app, seed, options, moves, started, ended, source = fields
        return GameResult(
            ident, game, played_on, rules, content, app, seed, options, moves, tuple(result), started, ended, source
        )
