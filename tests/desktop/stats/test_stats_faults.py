"""A statistics file that is locked, read-only, damaged or from a newer version: told, never fatal; a damaged
file is moved aside (and kept), a newer one left untouched; a writer killed (SIGKILL) never leaves half a game."""

from __future__ import annotations

import hashlib
import os
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

from desktop.stats import schema
from desktop.stats.errors import StatsError
from desktop.stats.store import Statistics
from tools.statsdb import fake_result

ROOT = Path(__file__).resolve().parents[3]


def _made(path: Path, games: int = 1) -> Path:
    with Statistics(path) as stats:
        for i in range(games):
            stats.record(fake_result(i))
    return path


def _digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def test_a_locked_file_is_told_and_the_next_write_goes_through(tmp_path):
    path = _made(tmp_path / "s.sqlite3")
    other = sqlite3.connect(path, isolation_level=None)
    other.execute("BEGIN IMMEDIATE")  # another program holds the write lock
    other.execute("DELETE FROM games WHERE 0")
    stats = Statistics(path, timeout=0.05)
    assert stats.queries().count() == 1  # WAL: reading goes on
    with pytest.raises(StatsError, match="locked by another program"):
        stats.record(fake_result(1))
    assert "locked by another program" in stats.unavailable
    other.execute("ROLLBACK")
    assert stats.record(fake_result(1)) is True
    assert stats.unavailable == "" and stats.queries().count() == 2
    stats.close()
    other.close()


def test_a_file_locked_while_it_is_opened_is_unavailable(tmp_path):
    path = tmp_path / "s.sqlite3"
    other = sqlite3.connect(path, isolation_level=None)  # a new file, not in WAL mode yet
    other.execute("BEGIN EXCLUSIVE")
    other.execute("CREATE TABLE t (x)")
    stats = Statistics(path, timeout=0.05)
    assert not stats.available and "locked" in stats.unavailable
    with pytest.raises(StatsError):
        stats.record(fake_result(0))
    other.execute("ROLLBACK")
    other.close()
    assert stats.available and stats.unavailable == ""
    stats.close()


def test_a_read_only_file_reads_and_records_nothing(tmp_path):
    path = _made(tmp_path / "s.sqlite3", games=2)
    path.chmod(0o444)  # root may write anyway: the file's mode is what says read-only
    before = _digest(path)
    try:
        with Statistics(path) as stats:
            assert stats.queries().count() == 2
            assert stats.read_only and "read-only" in stats.warning and stats.unavailable == ""
            with pytest.raises(StatsError, match="read-only"):
                stats.record(fake_result(5))
            assert stats.queries().count() == 2
    finally:
        path.chmod(0o644)
    assert _digest(path) == before


def test_a_read_only_file_of_an_older_version_is_unavailable(tmp_path):
    path = tmp_path / "s.sqlite3"
    conn = sqlite3.connect(path, isolation_level=None)
    schema.migrate(conn, target=1)
    conn.close()
    path.chmod(0o444)
    try:
        stats = Statistics(path)
        assert not stats.available and "read-only" in stats.unavailable
    finally:
        path.chmod(0o644)
    assert schema.version(sqlite3.connect(path)) == 1


@pytest.mark.parametrize("damage", ["garbage", "torn", "foreign"])
def test_a_damaged_file_is_moved_aside_and_a_new_one_started(tmp_path, damage):
    path = tmp_path / "s.sqlite3"
    if damage == "garbage":
        path.write_bytes(b"this is not a database " * 200)
    elif damage == "torn":  # a real file whose pages were overwritten
        _made(path, games=30)
        data = bytearray(path.read_bytes())
        assert len(data) > 8192
        data[4096:8192] = b"\xa5" * 4096
        path.write_bytes(bytes(data))
    else:  # an SQLite file of another program
        other = sqlite3.connect(path)
        other.execute("CREATE TABLE notes (text)")
        other.commit()
        other.close()
    wal = path.with_name(path.name + "-wal")
    wal.write_bytes(b"left over")
    before = _digest(path)
    with Statistics(path) as stats:
        assert stats.available and stats.queries().count() == 0
        moved = stats.moved_aside
        assert moved is not None and moved.name.startswith("s.sqlite3.damaged-")
        assert str(moved) in stats.warning
        assert stats.record(fake_result(0)) is True
    assert _digest(moved) == before  # kept as it was
    assert moved.with_name(moved.name + "-wal").read_bytes() == b"left over"  # its -wal went with it
    aside = sorted(tmp_path.glob("s.sqlite3.damaged-*"))
    with Statistics(path) as again:  # the new file is fine: nothing more is moved
        assert again.queries().count() == 1 and again.moved_aside is None
    assert sorted(tmp_path.glob("s.sqlite3.damaged-*")) == aside


def test_a_file_of_a_newer_version_is_refused_and_left_untouched(tmp_path):
    path = _made(tmp_path / "s.sqlite3")
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("INSERT INTO schema_migrations VALUES (99, 'from the future', '2030-01-01T00:00:00')")
    conn.execute("PRAGMA user_version = 99")
    conn.close()
    before = _digest(path)
    stats = Statistics(path)
    assert not stats.available
    assert "newer version" in stats.unavailable and "schema 99" in stats.unavailable
    with pytest.raises(StatsError, match="newer version"):
        stats.record(fake_result(1))
    with pytest.raises(StatsError):
        stats.queries()
    stats.close()
    assert _digest(path) == before
    assert not list(tmp_path.glob("*.damaged-*"))


WRITER = """
import sys
from pathlib import Path
from desktop.stats.store import Statistics
from tools.statsdb import fake_result

stats = Statistics(Path(sys.argv[1]))
i = int(sys.argv[2])
while True:
    stats.record(fake_result(i))
    print(i, flush=True)
    i += 1
"""


def test_a_writer_killed_mid_write_leaves_every_game_whole(tmp_path):
    """Three writers in turn, each killed (SIGKILL) while recording game after game: the file opens, passes
    SQLite's integrity check, holds every game a writer said it had committed, and each game it holds is
    whole (the same seats, scores, categories and facts as the game the writer recorded)."""
    path = tmp_path / "s.sqlite3"
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    committed: list[int] = []
    for start, kill_after in ((0, 0.0), (1000, 0.013), (2000, 0.031)):
        proc = subprocess.Popen(
            [sys.executable, "-c", WRITER, str(path), str(start)], stdout=subprocess.PIPE, text=True, env=env, cwd=ROOT
        )
        assert proc.stdout is not None
        for _ in range(15):  # 15 games written, then killed while writing more
            line = proc.stdout.readline()
            assert line, "the writer stopped"
            committed.append(int(line))
        time.sleep(kill_after)
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        committed += [int(line) for line in proc.stdout.read().split()]
        proc.stdout.close()
    expected = {fake_result(i).identity: fake_result(i) for i in range(3000) if i % 1000 < 300}
    with Statistics(path) as stats:
        conn = stats.connection()
        assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        found = [r[0] for r in conn.execute("SELECT identity FROM games")]
        assert {fake_result(i).identity for i in committed} <= set(found)
        q = stats.queries()
        for key in found:
            game, want = q.game(key), expected[key]
            assert game is not None
            assert (game.seats, game.moves, game.played_on) == (want.seats, want.moves, want.played_on)
