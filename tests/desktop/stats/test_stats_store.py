"""The statistics database: a finished game recorded once and read back whole, its identity, the schema's
safety settings and migrations (a version-1 file is upgraded; a failed migration leaves nothing half done)."""

from __future__ import annotations

import json
import sqlite3
import time

import pytest
from stats_games import finished

from desktop.stats import schema, store
from desktop.stats.queries import Player
from desktop.stats.results import result_of
from desktop.stats.store import Statistics
from desktop.tables import table_for
from engine.core.record import identity


def _result(game_id="waterdeep", **kwargs):
    record, moves, final = finished(game_id, **kwargs)
    return result_of(record, moves, final, table_for(game_id).stats_facts(final), played=time.time())


def test_a_finished_game_is_recorded_once_and_read_back_whole(tmp_path, game_id):
    result = _result(game_id, computers=(None, "hard", None))
    with Statistics(tmp_path / "s.sqlite3") as stats:
        assert stats.record(result) is True
        assert stats.record(result) is False  # the same game again
        q = stats.queries()
        assert q.count() == 1
        assert q.game(result.identity) == result
    record, moves, final = finished(game_id, computers=(None, "hard", None))
    scores = table_for(game_id).game.scores(final)
    assert [s.score for s in result.seats] == [p.total for p in scores.players]
    assert [s.seat for s in result.seats if s.winner] == list(scores.winners)
    assert [s.computer for s in result.seats] == [None, "hard", None]
    assert result.moves == len(moves) and result.seed == record["setup"]["seed"]
    assert all(sum(p for _, p in s.categories) == s.score for s in result.seats)
    assert all(s.place == 1 for s in result.seats if s.winner)


def test_the_identity_is_the_setup_and_the_moves():
    record, moves, _ = finished("waterdeep")
    key = identity(record, moves)
    assert identity(record) == key  # from the record's move dicts or from the moves read
    assert identity(json.loads(json.dumps(record))) == key
    plain = json.loads(json.dumps(record))
    del plain["setup"]["options"]  # absent options are no options
    plain["setup"]["computers"] = [None, None, None]  # ... and a list of people no computers
    plain["app"] = "9.9"  # the app that wrote it does not matter
    plain["moves"] = [dict(reversed(m.items())) for m in plain["moves"]]  # nor the order of a move's keys
    assert identity(plain) == key
    assert identity(record, moves[:-1]) != key
    assert identity({**record, "setup": {**record["setup"], "seed": 2}}) != key
    assert identity({**record, "setup": {**record["setup"], "computers": [None, "easy", None]}}) != key
    assert identity({**record, "rules": "0"}) != key


def test_the_file_uses_wal_foreign_keys_and_lists_its_migrations(tmp_path):
    with Statistics(tmp_path / "s.sqlite3") as stats:
        conn = stats.connection()
        assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
        assert conn.execute("PRAGMA foreign_keys").fetchone()[0] == 1
        applied = conn.execute("SELECT version, name FROM schema_migrations ORDER BY version").fetchall()
        assert [v for v, _ in applied] == list(range(1, schema.VERSION + 1))
        assert [n for _, n in applied] == [m.name for m in schema.MIGRATIONS]
        assert conn.execute("PRAGMA user_version").fetchone()[0] == schema.VERSION
        stats.record(_result())
        game = conn.execute("SELECT id FROM games").fetchone()[0]
        with pytest.raises(sqlite3.IntegrityError):  # a seat of a game that is not there
            conn.execute("INSERT INTO seats (game, seat, name, score, place, winner) VALUES (999, 0, 'X', 0, 1, 0)")
        conn.execute("DELETE FROM games WHERE id = ?", (game,))  # the seats, categories and facts go with it
        assert [conn.execute(f"SELECT COUNT(*) FROM {t}").fetchone()[0] for t in ("seats", "categories", "facts")] == [
            0,
            0,
            0,
        ]


def test_a_version_1_file_is_upgraded_and_keeps_its_games(tmp_path):
    path = tmp_path / "s.sqlite3"
    conn = sqlite3.connect(path, isolation_level=None)
    assert schema.migrate(conn, target=1) == [1]
    columns = {r[1] for r in conn.execute("PRAGMA table_info(seats)")}
    assert "name_key" not in columns  # the first release's layout
    conn.execute(
        "INSERT INTO games (identity, game, played_on, rules, content, app, seed, options, player_count, computers, "
        "moves, source, recorded) VALUES ('x', 'waterdeep', '2026-01-01T20:00:00', '1', '1', '0.1.0', 3, '{}', 2, 0, "
        "100, 'played', '2026-01-01T20:00:00')"
    )
    conn.execute("INSERT INTO seats VALUES (1, 0, ' ÄNNE ', NULL, 80, 1, 1), (1, 1, 'Bob', NULL, 70, 2, 0)")
    conn.execute("INSERT INTO categories VALUES (1, 0, 0, 'quests', 80), (1, 1, 0, 'quests', 70)")
    conn.close()
    with Statistics(path) as stats:
        q = stats.queries()
        conn = stats.connection()
        assert conn.execute("SELECT version FROM schema_migrations ORDER BY version").fetchall() == [(1,), (2,), (3,)]
        assert stats.saved_index("games") == {}  # version 3: the saved games' index, empty
        assert conn.execute("SELECT name_key FROM seats ORDER BY seat").fetchall() == [("änne",), ("bob",)]
        rows = q.per_player()
        assert [(r.player.name, r.games, r.wins) for r in rows] == [(" ÄNNE ", 1, 1), ("Bob", 1, 0)]
        assert q.head_to_head(Player("änne"), Player("BOB")).a_ahead == 1
        assert stats.record(_result()) is True  # and it records new games


def test_a_failed_migration_leaves_the_file_at_the_version_before(tmp_path, monkeypatch):
    def broken(conn):
        conn.execute("CREATE TABLE half (x)")
        raise RuntimeError("migration bug")

    path = tmp_path / "s.sqlite3"
    monkeypatch.setattr(schema, "MIGRATIONS", (*schema.MIGRATIONS, schema.Migration("broken", broken)))
    monkeypatch.setattr(schema, "VERSION", len(schema.MIGRATIONS))
    conn = sqlite3.connect(path, isolation_level=None)
    with pytest.raises(RuntimeError, match="migration bug"):
        schema.migrate(conn)
    assert schema.version(conn) == len(schema.MIGRATIONS) - 1
    assert not conn.execute("SELECT 1 FROM sqlite_master WHERE name = 'half'").fetchone()


def test_a_game_that_fails_halfway_leaves_nothing(tmp_path, monkeypatch):
    result = _result()
    with Statistics(tmp_path / "s.sqlite3") as stats:
        stats.record(_result("architects"))
        real = store._insert

        def fails_after_the_seats(conn, r):
            real(conn, r)
            conn.execute("INSERT INTO facts VALUES (999, 0, 'x', 'y', 1)")  # no such seat: refused

        monkeypatch.setattr(store, "_insert", fails_after_the_seats)
        with pytest.raises(store.StatsError):
            stats.record(result)
        monkeypatch.setattr(store, "_insert", real)
        q = stats.queries()
        assert q.count() == 1 and q.game(result.identity) is None
        assert stats.record(result) is True and q.count() == 2


def test_the_shared_statistics_follow_the_data_folder(user_home, tmp_path, monkeypatch):
    first = store.shared()
    assert first.path == user_home / "stats.sqlite3" and store.shared() is first
    monkeypatch.setenv("MEEPLE_TABLE_HOME", str(tmp_path / "other"))
    assert store.shared().path == tmp_path / "other" / "stats.sqlite3"
