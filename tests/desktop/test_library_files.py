"""The library's files (desktop.saves): titles, the trash, importing records; a damaged file is listed with
its reason and kept; two games in progress never write each other's file."""

from __future__ import annotations

import json
import os
import random
import sqlite3
import time

import pytest
from library_games import saved_game, write_record

from desktop import saves
from desktop.stats.importing import import_files
from desktop.stats.store import Statistics
from engine.core import record as records
from tools.driver import step_random


def test_the_list_has_round_players_computers_and_the_newest_first(user_home, monkeypatch) -> None:
    old = saved_game("waterdeep", names=["Ann", "Bob"], moves=12, when=time.time() - 3600)
    new = saved_game("architects", names=["Cy", "Dee", "Eve"], moves=30, computers=[None, "hard", "easy"])
    listed = saves.saved_games()
    assert [g.path for g in listed] == [new, old]
    first = listed[0]
    assert first.game == "architects" and first.players == ("Cy", "Dee", "Eve")
    assert first.computers == (None, "hard", "easy") and first.moves == 30 and first.round >= 1
    assert first.fingerprint and first.fingerprint != listed[1].fingerprint
    with Statistics() as stats:  # the index is in the statistics database: no replay next time
        index = stats.saved_index("games")
    assert json.loads(index[new.name][1])["round"] == first.round
    assert index[new.name][0] == f"{new.stat().st_size}:{new.stat().st_mtime_ns}"
    writes = []
    real = Statistics.write_saved_index
    monkeypatch.setattr(Statistics, "write_saved_index", lambda *a: (writes.append(a[1]), real(*a))[1])
    monkeypatch.setattr(saves, "_summary", lambda *a: pytest.fail("an unchanged file was replayed"))
    assert saves.saved_games() == listed
    assert writes == []  # nothing changed: the index is not written again


def test_the_list_reads_the_files_while_the_database_is_unavailable_and_drops_an_old_index_file(user_home) -> None:
    game = saved_game("waterdeep", names=["Ann", "Bob"], moves=7)
    old_index = saves.games_dir() / saves.INDEX
    old_index.write_text(json.dumps({game.name: {"key": "0:0", "facts": {}}}), encoding="utf-8")
    stats_file = user_home / "stats.sqlite3"
    with sqlite3.connect(stats_file) as conn:  # a database of a newer version: left as it is, unavailable
        conn.execute("PRAGMA user_version = 99")
    (listed,) = saves.saved_games()
    assert listed.path == game and listed.moves == 7 and listed.players == ("Ann", "Bob")
    assert not old_index.exists()  # an earlier version's index beside the records goes; the records stay
    with sqlite3.connect(stats_file) as conn:
        assert conn.execute("PRAGMA user_version").fetchone()[0] == 99
        assert conn.execute("SELECT name FROM sqlite_master").fetchall() == []


def test_a_title_is_kept_beside_the_record_and_the_file_keeps_its_name(user_home) -> None:
    path = saved_game()
    saves.set_title(path, "  Tuesday\tclub\n")
    (game,) = saves.saved_games()
    assert game.title == "Tuesday club" and game.path == path and path.exists()
    saves.set_title(path, "x" * 500)
    assert saves.saved_games()[0].title == "x" * saves.MAX_TITLE
    saves.set_title(path, "")
    assert saves.saved_games()[0].title == "" and not path.with_suffix(saves.TITLE).exists()


def test_delete_moves_the_game_and_its_companions_to_the_trash_and_restore_brings_them_back(user_home) -> None:
    path = saved_game()
    saves.set_title(path, "Keep me")
    saves.picture_path(path).write_bytes(b"png")
    saves.remember_colours(path, ["#CC79A7", "#56B4E9"])
    original = path.read_bytes()
    trashed = saves.delete(path)
    assert not path.exists() and not saves.picture_path(path).exists()
    assert saves.saved_games() == [] and [g.title for g in saves.trashed_games()] == ["Keep me"]
    assert saves.colours_of(path) == ["#CC79A7", "#56B4E9"]  # a deleted game keeps its colours till it goes
    back = saves.restore(trashed)
    assert back == path and path.read_bytes() == original and saves.picture_path(path).read_bytes() == b"png"
    assert saves.saved_games()[0].title == "Keep me" and saves.trashed_games() == []


def test_a_picture_left_half_written_by_a_killed_process_is_removed(user_home) -> None:
    path = saved_game()
    stray, fresh = (saves.games_dir() / f"{records.TEMP_PREFIX}{tag}.png" for tag in ("old", "new"))
    for tmp in (stray, fresh):
        tmp.write_bytes(b"half a png")
    os.utime(stray, (time.time() - 3600,) * 2)
    assert [g.path for g in saves.saved_games()] == [path]
    assert not stray.exists() and fresh.exists()  # one being written now is left alone


def test_emptying_the_trash_removes_only_the_deleted_games(user_home) -> None:
    kept, gone = saved_game(), saved_game(moves=7)
    saves.picture_path(gone).write_bytes(b"png")
    trashed = saves.delete(gone)
    saves.empty_trash()
    assert not trashed.exists() and not saves.picture_path(trashed).exists()
    assert [g.path for g in saves.saved_games()] == [kept]


def test_import_adds_good_records_refuses_bad_ones_with_a_reason_and_never_doubles_a_game(user_home, tmp_path) -> None:
    week = time.time() - 7 * 86400
    good = write_record(tmp_path / "good.json", names=["Gus", "Hal"], moves=9, when=week)
    other = write_record(tmp_path / "other.json", "architects", names=["Ivy", "Jo"], moves=4)
    junk = tmp_path / "junk.json"
    junk.write_text('{"format": "meeple-table/1", "game": "chess"}', encoding="utf-8")
    cut = write_record(tmp_path / "cut.json", moves=12)
    cut.write_bytes(cut.read_bytes()[:-40])
    missing = tmp_path / "missing.json"
    with Statistics() as stats:
        done = import_files([good, junk, other, cut, missing, good], stats)
    assert [d.path for d in done] == [good, junk, other, cut, missing, good]
    assert [d.new for d in done] == [True, False, True, False, False, False]  # the same game is not added twice
    reasons = {d.path: d.error for d in done}
    assert reasons[good] == "" and reasons[other] == ""
    assert "unknown game 'chess'" in reasons[junk] and "\n" not in reasons[junk]
    assert reasons[cut] and reasons[missing] == "no such file"
    listed = saves.saved_games()
    assert sorted(g.players for g in listed) == [("Gus", "Hal"), ("Ivy", "Jo")]  # good once, though given twice
    gus = next(g for g in listed if g.players == ("Gus", "Hal"))
    assert gus.moves == 9 and abs(gus.modified - week) < 2  # dated when it was played, not today
    assert records.load(gus.path).record["moves"] == records.load(good).record["moves"]
    with Statistics() as stats:
        [again] = import_files([good], stats)
    assert again.error == "" and not again.new and again.saved == gus.path and len(saves.saved_games()) == 2
    assert good.exists() and junk.exists()  # the files imported stay where they were


def test_a_damaged_file_is_listed_with_its_reason_and_never_removed(user_home) -> None:
    fine = saved_game(moves=4)
    broken = saves.games_dir() / "20200101-000000-abcdef.json"
    broken.write_text('{"format": "meeple-table/1", "game": "chess"}', encoding="utf-8")
    cut = saved_game(moves=12, when=time.time() - 60)
    cut.write_bytes(cut.read_bytes()[:-40])
    for _ in range(2):  # and again from the index
        games = {g.path: g for g in saves.saved_games()}
        assert set(games) == {fine, broken, cut}
        assert "unknown game 'chess'" in games[broken].problem and not games[broken].in_progress
        assert games[cut].damaged and games[cut].damage and not games[cut].problem and games[cut].moves < 12
        assert not games[fine].damaged and not games[fine].problem
    assert broken.exists() and cut.exists()


def test_two_games_in_progress_never_overwrite_each_other(qtbot, user_home) -> None:
    from desktop.window import MainWindow

    w = MainWindow(autosave=True, remember=False)
    qtbot.addWidget(w)
    w.scene.animate = False
    rng = random.Random(2)
    w.start_game("waterdeep", ["Ann", "Bob"], None, 1)
    for _ in range(4):
        step_random(w.controller, rng)
    first = w.session.autosave_path
    qtbot.waitUntil(lambda: first.exists() and len(records.load(first).moves) == 4, timeout=3000)
    w.start_game("architects", ["Cy", "Dee"], None, 2)
    for _ in range(6):
        step_random(w.controller, rng)
    second = w.session.autosave_path
    assert first != second
    qtbot.waitUntil(lambda: second.exists() and len(records.load(second).moves) == 6, timeout=3000)
    w.resume(str(first))
    assert w.session.index == 4
    for _ in range(3):
        step_random(w.controller, rng)
    qtbot.waitUntil(lambda: len(records.load(first).moves) == 7, timeout=3000)
    assert len(records.load(second).moves) == 6 and records.load(second).game.id == "architects"
    assert {g.path: g.moves for g in saves.saved_games()} == {first: 7, second: 6}
