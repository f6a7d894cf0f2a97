"""The statistics database's schema and its migrations.

Every change of the schema is a new migration appended to MIGRATIONS (never an edit of an old one): a file
of any earlier version is brought up to date by the migrations it has not had, each in its own transaction,
and `schema_migrations` lists the ones applied (`PRAGMA user_version` mirrors the highest). A file whose
version is higher than len(MIGRATIONS) was written by a newer app: it is refused and left untouched.

Version 1 is the first release's layout; version 2 adds the case-folded name the queries group players by
(filled in by Python: SQLite's lower() folds ASCII only) and the indexes of the Statistics window's queries;
version 3 the saved games' index (desktop.saves): what the library lists of each record file, kept under the
file's size and modification time so that a file is replayed again only after it changed.
"""

from __future__ import annotations

import dataclasses
import sqlite3
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager

#: the table that lists the migrations applied
APPLIED = "schema_migrations"

V1 = (
    f"""CREATE TABLE {APPLIED} (
        version INTEGER PRIMARY KEY,
        name TEXT NOT NULL,
        applied TEXT NOT NULL
    )""",
    # one finished game; `identity` is the hash of its setup and moves (desktop.stats.results.identity)
    """CREATE TABLE games (
        id INTEGER PRIMARY KEY,
        identity TEXT NOT NULL UNIQUE,
        game TEXT NOT NULL,
        played_on TEXT NOT NULL,
        rules TEXT NOT NULL,
        content TEXT NOT NULL,
        app TEXT NOT NULL,
        seed INTEGER NOT NULL,
        options TEXT NOT NULL,
        player_count INTEGER NOT NULL,
        computers INTEGER NOT NULL,
        moves INTEGER NOT NULL,
        started REAL,
        ended REAL,
        source TEXT NOT NULL,
        recorded TEXT NOT NULL
    )""",
    """CREATE TABLE seats (
        game INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        seat INTEGER NOT NULL,
        name TEXT NOT NULL,
        computer TEXT,
        score INTEGER NOT NULL,
        place INTEGER NOT NULL,
        winner INTEGER NOT NULL,
        PRIMARY KEY (game, seat)
    ) WITHOUT ROWID""",
    """CREATE TABLE categories (
        game INTEGER NOT NULL,
        seat INTEGER NOT NULL,
        position INTEGER NOT NULL,
        category TEXT NOT NULL,
        points INTEGER NOT NULL,
        PRIMARY KEY (game, seat, category),
        FOREIGN KEY (game, seat) REFERENCES seats(game, seat) ON DELETE CASCADE
    ) WITHOUT ROWID""",
    # what a table says of a seat at the end (desktop.tables.base.Table.stats_facts): kind, value, how often
    """CREATE TABLE facts (
        game INTEGER NOT NULL,
        seat INTEGER NOT NULL,
        kind TEXT NOT NULL,
        value TEXT NOT NULL,
        n INTEGER NOT NULL,
        PRIMARY KEY (game, seat, kind, value),
        FOREIGN KEY (game, seat) REFERENCES seats(game, seat) ON DELETE CASCADE
    ) WITHOUT ROWID""",
)


def name_key(name: str) -> str:
    """How a player name is matched across games: as the engine tells names apart (case and surrounding
    spaces ignored)."""
    return name.strip().casefold()


def _v2(conn: sqlite3.Connection) -> None:
    conn.execute("ALTER TABLE seats ADD COLUMN name_key TEXT NOT NULL DEFAULT ''")
    rows = conn.execute("SELECT game, seat, name FROM seats").fetchall()
    conn.executemany(
        "UPDATE seats SET name_key = ? WHERE game = ? AND seat = ?", [(name_key(n), g, s) for g, s, n in rows]
    )
    for sql in (
        "CREATE INDEX seats_by_name ON seats(name_key, computer)",
        "CREATE INDEX games_by_kind ON games(game, player_count, computers)",
        "CREATE INDEX games_by_date ON games(played_on)",
        "CREATE INDEX facts_by_kind ON facts(kind, value)",
    ):
        conn.execute(sql)


#: the saved games' index: `folder` is the library's folder relative to the data folder ("games", "games/trash"),
#: `file` a record's file name, `key` its size and modification time, `facts` what the list shows (JSON)
V3 = (
    """CREATE TABLE saved_games (
        folder TEXT NOT NULL,
        file TEXT NOT NULL,
        key TEXT NOT NULL,
        facts TEXT NOT NULL,
        PRIMARY KEY (folder, file)
    ) WITHOUT ROWID""",
)


@dataclasses.dataclass(frozen=True)
class Migration:
    name: str
    #: SQL statements run in order, or a function given the connection (inside the migration's transaction)
    steps: tuple[str, ...] | Callable[[sqlite3.Connection], None]


MIGRATIONS: tuple[Migration, ...] = (
    Migration("games, seats, score categories and facts", V1),
    Migration("player name keys and the query indexes", _v2),
    Migration("the saved games' index", V3),
)
VERSION = len(MIGRATIONS)


@contextmanager
def transaction(conn: sqlite3.Connection) -> Iterator[sqlite3.Connection]:
    """BEGIN IMMEDIATE ... COMMIT, or ROLLBACK on any exception (the connection is in autocommit mode, so
    nothing is written outside such a block)."""
    conn.execute("BEGIN IMMEDIATE")
    try:
        yield conn
    except BaseException:
        conn.execute("ROLLBACK")
        raise
    conn.execute("COMMIT")


def version(conn: sqlite3.Connection) -> int:
    """The highest migration applied to the file (0 for a new, empty file). Reads only."""
    has_table = conn.execute("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?", (APPLIED,)).fetchone()
    user_version = int(conn.execute("PRAGMA user_version").fetchone()[0])
    if not has_table:
        return user_version
    applied = conn.execute(f"SELECT MAX(version) FROM {APPLIED}").fetchone()[0]
    return max(user_version, int(applied or 0))


def is_foreign(conn: sqlite3.Connection) -> bool:
    """Whether the file holds tables but no migration list: an SQLite file that is not ours."""
    names = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    return bool(names) and APPLIED not in names


def migrate(conn: sqlite3.Connection, target: int | None = None) -> list[int]:
    """Apply the migrations after the file's version up to `target` (default: the last), each in its own
    transaction (a migration interrupted leaves the file at the version before it). Returns the versions
    applied."""
    done = []
    for number in range(version(conn) + 1, (len(MIGRATIONS) if target is None else target) + 1):
        migration = MIGRATIONS[number - 1]
        with transaction(conn):
            if version(conn) >= number:  # another process applied it meanwhile
                continue
            if callable(migration.steps):
                migration.steps(conn)
            else:
                for sql in migration.steps:
                    conn.execute(sql)
            stamp = time.strftime("%Y-%m-%dT%H:%M:%S")
            conn.execute(
                f"INSERT INTO {APPLIED} (version, name, applied) VALUES (?, ?, ?)", (number, migration.name, stamp)
            )
            conn.execute(f"PRAGMA user_version = {number}")
        done.append(number)
    return done
