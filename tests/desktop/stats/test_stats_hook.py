"""A game of the library that ends on the table is recorded in the statistics, once: undone and ended again
with the same moves it is the same game, with other moves another. A failing database never stops the game:
the status bar says why, and the statistics say they are unavailable."""

from __future__ import annotations

import random
import sqlite3

import pytest

from desktop import saves
from desktop.stats import store
from desktop.stats.recorder import Recorder
from desktop.stats.store import Statistics
from engine import get_game
from tools.driver import late_session

NAMES = ["Ann", "Bob", "Cy"]


@pytest.fixture
def stats(tmp_path):
    with Statistics(tmp_path / "s.sqlite3") as s:
        yield s


def test_the_end_is_recorded_once_and_another_end_is_another_game(qapp, stats, game_id):
    session, last = late_session(get_game(game_id), NAMES, 5, left=4)
    recorder = Recorder(session, lambda: stats)
    told: list[str] = []
    recorder.recorded.connect(told.append)
    for move in last:
        session.apply(move)
    assert session.is_over() and len(told) == 1
    game = stats.queries().game(told[0])
    assert game is not None and game.moves == session.index and game.source == "played"
    assert game.started is None and game.ended is not None  # its first move was not made on this table
    session.stack.undo()
    session.stack.redo()
    session.stack.undo()
    session.apply(last[-1])  # the same end again
    assert len(told) == 1 and stats.queries().count() == 1
    rng = random.Random(1)
    for _ in range(20):  # back before the end, and on with other moves to another end
        session.stack.setIndex(session.index - len(last))
        while not session.is_over():
            session.apply(rng.choice(session.legal_moves()))
        if session.moves[-len(last) :] != list(last):
            break
    assert len(told) == 2 and stats.queries().count() == 2


def test_a_game_played_from_its_first_move_knows_its_duration(qapp, stats):
    game = get_game("waterdeep")
    whole, last = late_session(game, NAMES, 2, left=1)
    moves = [*whole.moves, *last]
    session = type(whole).new(game, NAMES, 2)
    recorder = Recorder(session, lambda: stats)
    for move in moves:
        session.apply(move)
    (result,) = stats.queries().recent()
    assert recorder.session is session
    assert result.started is not None and result.ended is not None and 0 <= result.duration < 60


def _window(qtbot):
    from desktop.window import MainWindow

    w = MainWindow(autosave=True)
    qtbot.addWidget(w)
    w.scene.animate = False
    return w


def test_a_game_of_the_library_ending_on_the_table_is_counted(qtbot, user_home, game_id):
    w = _window(qtbot)
    session, last = late_session(get_game(game_id), NAMES, 5, left=3, computers=[None, "easy", None])
    w.set_session(session, None, saves.new_path())
    assert w.game is not None and w.game.recorder is not None
    for move in last:
        session.apply(move)
    rows = store.shared().queries().per_player()
    assert sorted((r.player.name, r.player.computer, r.games) for r in rows) == [
        ("Ann", None, 1),
        ("Bob", "easy", 1),
        ("Cy", None, 1),
    ]
    assert store.shared().path == user_home / "stats.sqlite3"


def test_a_game_not_saved_is_not_counted(window, user_home):
    session, last = late_session(get_game("waterdeep"), NAMES, 5, left=2)
    window.set_session(session, None)
    assert window.game.recorder is None  # the window of a screenshot or a test keeps the user's files as they are
    for move in last:
        session.apply(move)
    assert session.is_over() and not (user_home / "stats.sqlite3").exists()


def test_a_locked_database_never_stops_the_game(qtbot, user_home):
    w = _window(qtbot)
    path = user_home / "stats.sqlite3"
    Statistics(path).connection().close()
    other = sqlite3.connect(path, isolation_level=None)
    other.execute("BEGIN IMMEDIATE")  # another program writes
    store.shared().timeout = 0.05
    session, last = late_session(get_game("waterdeep"), NAMES, 5, left=2)
    w.set_session(session, None, saves.new_path())
    for move in last:
        session.apply(move)
    assert session.is_over() and w.current_screen().over and w.menus.scores.isEnabled()
    message = w.statusBar().currentMessage()
    assert "not in the statistics" in message and "locked" in message
    assert "locked" in store.shared().unavailable
    other.execute("ROLLBACK")
    other.close()
    session.stack.undo()
    session.stack.redo()  # the end again: now it goes in
    assert store.shared().unavailable == "" and store.shared().queries().count() == 1


def test_a_database_of_a_newer_version_never_stops_the_game(qtbot, user_home):
    path = user_home / "stats.sqlite3"  # there before the app starts (the start screen's list opens it)
    Statistics(path).connection().close()
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("PRAGMA user_version = 50")
    conn.close()
    w = _window(qtbot)
    session, last = late_session(get_game("architects"), NAMES, 5, left=2)
    w.set_session(session, None, saves.new_path())
    for move in last:
        session.apply(move)
    assert session.is_over()
    assert "newer version" in w.statusBar().currentMessage()
    assert not store.shared().available and "newer version" in store.shared().unavailable
