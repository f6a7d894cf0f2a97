"""The statistics file: opened safely whatever state it is in, and games written to it whole.

The database is `stats.sqlite3` in the user data folder (`desktop.settings.data_dir`). It is opened in WAL
mode with foreign keys on, brought to the current schema (`desktop.stats.schema`), and every write is one
transaction: a process killed while recording leaves the game either whole or absent.

What can go wrong is told, never raised into the game (`unavailable`, `warning`):
- locked by another program: unavailable until a later attempt succeeds (`timeout` seconds of waiting each);
- read-only (no write permission, or SQLite refuses to write): the statistics read, finished games are not
  recorded;
- damaged (not a database, failing SQLite's quick check, or an SQLite file that is not ours): moved aside
  as `stats.sqlite3.damaged-<time>` (with its -wal and -shm files) and a new file started; the old one stays;
- written by a newer version of the app (a higher schema version): refused and left untouched.
"""

from __future__ import annotations

import os
import sqlite3
import time
from pathlib import Path

from PySide6.QtCore import QCoreApplication

from desktop.settings import data_dir
from desktop.stats import schema
from desktop.stats.errors import StatsError, is_corrupt, reason
from desktop.stats.queries import Queries
from desktop.stats.results import GameResult

translate = QCoreApplication.translate
FILE = "stats.sqlite3"
#: the first bytes of every SQLite database file (an empty file is a new database too)
SQLITE_HEADER = b"SQLite format 3\x00"


def default_path() -> Path:
    return data_dir() / FILE


class Statistics:
    """The statistics database at `path`, opened on first use; `timeout`: how long a write waits for a lock."""

    def __init__(self, path: Path | None = None, timeout: float = 1.0) -> None:
        self.path = default_path() if path is None else Path(path)
        self.timeout = timeout
        #: why the statistics cannot be read or written now ('' when they can); a sentence to show as it is
        self.unavailable = ""
        #: what the player should know while they work (read-only, a damaged file moved aside); '' if nothing
        self.warning = ""
        self.read_only = False
        #: where a damaged file was moved (None: nothing was)
        self.moved_aside: Path | None = None
        self._conn: sqlite3.Connection | None = None

    # -- opening ------------------------------------------------------------------------------------------
    def exists(self) -> bool:
        return self.path.is_file()

    def connection(self) -> sqlite3.Connection:
        """The open, up-to-date database; StatsError (and `unavailable` set) when it cannot be had."""
        if self._conn is None:
            try:
                self._conn = self._open()
            except StatsError as exc:
                self.unavailable = str(exc)
                raise
            self.unavailable = ""
        return self._conn

    @property
    def available(self) -> bool:
        """Whether the statistics can be read (opening the file if it is not open yet)."""
        try:
            self.connection()
        except StatsError:
            return False
        return True

    def _writable(self) -> bool:
        try:
            mode = self.path.stat().st_mode
        except FileNotFoundError:
            return os.access(self.path.parent, os.W_OK)
        except OSError:
            return False
        return bool(mode & 0o222) and os.access(self.path, os.W_OK)

    def _connect(self, read_only: bool) -> sqlite3.Connection:
        try:
            if read_only:  # SQLite neither writes nor checkpoints through it, nor deletes the -wal on close
                uri = f"{self.path.resolve().as_uri()}?mode=ro"
                return sqlite3.connect(uri, uri=True, timeout=self.timeout, isolation_level=None)
            return sqlite3.connect(self.path, timeout=self.timeout, isolation_level=None)
        except sqlite3.Error as exc:
            raise StatsError(reason(exc, self.path)) from None

    def _open(self) -> sqlite3.Connection:
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise StatsError(reason(exc, self.path)) from None
        if self.path.exists() and self._damaged():
            self._move_aside()
        self.read_only = not self._writable()
        if self.read_only and not self.path.is_file():  # a folder we may not write in
            raise StatsError(reason(PermissionError(13, "the folder is read-only"), self.path))
        conn = self._connect(self.read_only)
        try:
            self._prepare(conn)
        except sqlite3.Error as exc:
            conn.close()
            raise StatsError(reason(exc, self.path)) from None
        except BaseException:
            conn.close()
            raise
        return conn

    def _damaged(self) -> bool:
        """Whether the file is damaged or not ours (StatsError for one of a newer version, or locked), looked
        at without changing it: its header first, then through a read-only connection."""
        try:
            with open(self.path, "rb") as fh:
                head = fh.read(len(SQLITE_HEADER))
        except OSError as exc:
            raise StatsError(reason(exc, self.path)) from None
        if head and head != SQLITE_HEADER:
            return True
        conn = self._connect(read_only=True)
        try:
            found = schema.version(conn)
            if found > schema.VERSION:
                raise StatsError(
                    translate(
                        "stats",
                        "The statistics are unavailable: {file} was written by a newer version of Meeple Table "
                        "(schema {found}; this version reads up to {known}). It is left as it is.",
                    ).format(file=str(self.path), found=found, known=schema.VERSION)
                )
            return schema.is_foreign(conn) or conn.execute("PRAGMA quick_check").fetchone()[0] != "ok"
        except sqlite3.DatabaseError as exc:
            if is_corrupt(exc):
                return True
            raise StatsError(reason(exc, self.path)) from None
        finally:
            conn.close()

    def _move_aside(self) -> None:
        stamp = time.strftime("%Y%m%d-%H%M%S")
        target = self.path.with_name(f"{self.path.name}.damaged-{stamp}")
        n = 1
        while target.exists():
            n += 1
            target = self.path.with_name(f"{self.path.name}.damaged-{stamp}-{n}")
        try:
            os.replace(self.path, target)
            for suffix in ("-wal", "-shm"):
                side = self.path.with_name(self.path.name + suffix)
                if side.exists():
                    os.replace(side, target.with_name(target.name + suffix))
        except OSError as exc:
            raise StatsError(
                translate(
                    "stats", "The statistics are unavailable: {file} is damaged and cannot be moved aside ({why})."
                ).format(file=str(self.path), why=exc.strerror or str(exc))
            ) from None
        self.moved_aside = target
        self.warning = translate(
            "stats", "The statistics file was damaged: it was kept as {old} and a new one was started."
        ).format(old=str(target))

    def _prepare(self, conn: sqlite3.Connection) -> None:
        conn.execute("PRAGMA foreign_keys = ON")
        if self.read_only:
            if schema.version(conn) != schema.VERSION:
                raise StatsError(
                    translate(
                        "stats", "The statistics are unavailable: {file} is read-only and needs an update."
                    ).format(file=str(self.path))
                )
            self.warning = translate(
                "stats", "The statistics file {file} is read-only: finished games are not recorded."
            ).format(file=str(self.path))
            return
        conn.execute("PRAGMA journal_mode = WAL")
        # in WAL mode a killed process loses no committed game, a power cut at most the last ones (never half)
        conn.execute("PRAGMA synchronous = NORMAL")
        schema.migrate(conn)

    def close(self) -> None:
        if self._conn is not None:
            self._conn.close()
            self._conn = None

    def _failed(self, exc: sqlite3.Error) -> StatsError:
        """Say why, and start again from the file next time (a damaged one is then moved aside)."""
        self.close()
        error = StatsError(reason(exc, self.path))
        self.unavailable = str(error)
        return error

    # -- writing ------------------------------------------------------------------------------------------
    def record(self, result: GameResult) -> bool:
        """Add a finished game; False when that game (same setup and moves) is already there. StatsError
        when it cannot be written (nothing of it is then written)."""
        conn = self.connection()
        if self.read_only:
            raise StatsError(self.warning)
        try:
            with schema.transaction(conn):
                if conn.execute("SELECT 1 FROM games WHERE identity = ?", (result.identity,)).fetchone():
                    return False
                _insert(conn, result)
        except sqlite3.Error as exc:
            raise self._failed(exc) from None
        self.unavailable = ""
        return True

    # -- the saved games' index (desktop.saves) -------------------------------------------------------------
    def saved_index(self, folder: str) -> dict[str, tuple[str, str]]:
        """file name -> (key, facts as JSON) of the records indexed in `folder`; StatsError when unreadable."""
        try:
            rows = self.connection().execute("SELECT file, key, facts FROM saved_games WHERE folder = ?", (folder,))
            return {str(file): (str(key), str(facts)) for file, key, facts in rows}
        except sqlite3.Error as exc:
            raise self._failed(exc) from None

    def write_saved_index(self, folder: str, rows: dict[str, tuple[str, str]]) -> None:
        """Make `folder`'s index hold exactly `rows` (file name -> (key, facts)), in one transaction; nothing is
        written to a read-only file. StatsError when it cannot be written."""
        conn = self.connection()
        if self.read_only:
            return
        try:
            with schema.transaction(conn):
                old = {
                    f: (k, v)
                    for f, k, v in conn.execute("SELECT file, key, facts FROM saved_games WHERE folder = ?", (folder,))
                }
                conn.executemany(
                    "DELETE FROM saved_games WHERE folder = ? AND file = ?", [(folder, f) for f in old if f not in rows]
                )
                conn.executemany(
                    "INSERT OR REPLACE INTO saved_games (folder, file, key, facts) VALUES (?, ?, ?, ?)",
                    [(folder, f, k, v) for f, (k, v) in rows.items() if old.get(f) != (k, v)],
                )
        except sqlite3.Error as exc:
            raise self._failed(exc) from None

    # -- reading ------------------------------------------------------------------------------------------
    def queries(self) -> Queries:
        """The queries of the Statistics window (StatsError when the file cannot be read)."""
        return Queries(self.connection(), self.path)

    def __enter__(self) -> Statistics:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def _insert(conn: sqlite3.Connection, r: GameResult) -> None:
    stamp = time.strftime("%Y-%m-%dT%H:%M:%S")
    cursor = conn.execute(
        "INSERT INTO games (identity, game, played_on, rules, content, app, seed, options, player_count, "
        "computers, moves, started, ended, source, recorded) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        (
            r.identity,
            r.game,
            r.played_on,
            r.rules,
            r.content,
            r.app,
            r.seed,
            r.options,
            len(r.seats),
            r.computers,
            r.moves,
            r.started,
            r.ended,
            r.source,
            stamp,
        ),
    )
    game = cursor.lastrowid
    conn.executemany(
        "INSERT INTO seats (game, seat, name, name_key, computer, score, place, winner) "
        "VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
        [(game, s.seat, s.name, schema.name_key(s.name), s.computer, s.score, s.place, int(s.winner)) for s in r.seats],
    )
    conn.executemany(
        "INSERT INTO categories (game, seat, position, category, points) VALUES (?, ?, ?, ?, ?)",
        [(game, s.seat, i, c, p) for s in r.seats for i, (c, p) in enumerate(s.categories)],
    )
    conn.executemany(
        "INSERT INTO facts (game, seat, kind, value, n) VALUES (?, ?, ?, ?, ?)",
        [(game, s.seat, k, v, n) for s in r.seats for k, v, n in s.facts],
    )


_shared: Statistics | None = None


def shared() -> Statistics:
    """The app's statistics (the file in the current data folder): what the hook records into and the
    Statistics window reads, `unavailable` and `warning` included."""
    global _shared
    path = default_path()
    if _shared is None or _shared.path != path:
        if _shared is not None:
            _shared.close()
        _shared = Statistics(path)
    return _shared
