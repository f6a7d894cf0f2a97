"""Autosave that cannot write says so once and never leaves another game to be resumed as this one;
no temporary file survives a kill."""

from __future__ import annotations

import errno
import os
import random
import time
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox

from engine.core import record as records
from tools.driver import step_random


def _window(qtbot, **kwargs):
    from desktop.window import MainWindow

    w = MainWindow(autosave=True, **kwargs)
    qtbot.addWidget(w)
    w.scene.animate = False
    return w


def _play(w, moves: int, seed: int = 1) -> None:
    rng = random.Random(seed)
    for _ in range(moves):
        step_random(w.controller, rng)


def _warnings(w) -> list[QMessageBox]:
    return [b for b in w.findChildren(QMessageBox) if b.isVisible() and b.icon() == QMessageBox.Icon.Warning]


def _full_disk(monkeypatch) -> list[int]:
    calls: list[int] = []

    def save(record, path):
        calls.append(len(record["moves"]))
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(records, "save", save)
    return calls


def _old_game(qtbot, user_home: Path) -> Path:
    """A game of Ann and Bob autosaved after three moves, as an earlier run leaves it: its file."""
    w = _window(qtbot)
    w.start_game("waterdeep", ["Ann", "Bob"], None, 9)
    _play(w, 3)
    path = w.session.autosave_path
    assert path is not None and path.parent == user_home / "games"
    qtbot.waitUntil(lambda: path.exists() and len(records.load(path).moves) == 3, timeout=2000)
    w.close()
    return path


def _continues(w) -> str:
    """What the start screen's Continue offers ('' when it is hidden)."""
    w.show_start()
    button = w.start.continue_button
    return w.start.continue_what.text() if button.isVisibleTo(w) else ""


def test_a_failing_autosave_is_reported_once(qtbot, user_home, monkeypatch) -> None:
    w = _window(qtbot)
    w.show()
    calls = _full_disk(monkeypatch)
    w.start_game("waterdeep", ["Ann", "Bob", "Cy"], None, 4)
    with qtbot.waitSignal(w.session.autosaveFailed, timeout=2000) as blocker:
        _play(w, 1)
    assert "No space left on device" in blocker.args[0]
    qtbot.waitUntil(lambda: len(_warnings(w)) == 1, timeout=2000)
    assert "No space left on device" in _warnings(w)[0].text()
    emitted: list[str] = []
    w.session.autosaveFailed.connect(emitted.append)
    for _ in range(6):  # every move tries again, but says nothing new
        _play(w, 1, seed=len(calls))
        qtbot.wait(5)
    assert len(calls) >= 5 and emitted == []
    assert len(_warnings(w)) == 1


def test_a_new_game_that_cannot_be_saved_leaves_the_old_one_to_resume_as_itself(qtbot, user_home, monkeypatch) -> None:
    old = _old_game(qtbot, user_home)
    w = _window(qtbot)
    _full_disk(monkeypatch)
    w.start_game("waterdeep", ["Cy", "Dee", "Eve"], None, 5)
    with qtbot.waitSignal(w.session.autosaveFailed, timeout=2000):
        _play(w, 2)
    assert len(records.load(old).moves) == 3
    assert "Ann and Bob" in _continues(w) and "Cy" not in _continues(w)
    w2 = _window(qtbot)  # the next start
    w2.continue_game()
    assert w2.session.index == 3 and w2.session.game.players(w2.session.state) == ("Ann", "Bob")


def test_a_read_only_folder_leaves_the_old_game_as_it_was(qtbot, user_home, monkeypatch) -> None:
    old = _old_game(qtbot, user_home)
    before = old.read_bytes()
    w = _window(qtbot)

    def refuse(*args, **kwargs):
        raise PermissionError(errno.EROFS, os.strerror(errno.EROFS))

    monkeypatch.setattr(records.tempfile, "mkstemp", refuse)
    monkeypatch.setattr(Path, "unlink", refuse)
    monkeypatch.setattr(os, "unlink", refuse)
    monkeypatch.setattr(os, "remove", refuse)
    monkeypatch.setattr(os, "replace", refuse)
    w.start_game("waterdeep", ["Cy", "Dee", "Eve"], None, 5)
    with qtbot.waitSignal(w.session.autosaveFailed, timeout=2000) as blocker:
        _play(w, 2)
    assert "Read-only file system" in blocker.args[0]
    assert old.read_bytes() == before
    assert "Ann and Bob" in _continues(w) and "Cy" not in _continues(w)


@pytest.mark.parametrize("folder", [".", "games"])
def test_stray_temporary_files_are_removed_at_start(qtbot, user_home, folder) -> None:
    user_home = user_home / folder
    user_home.mkdir(parents=True, exist_ok=True)
    stray = user_home / ".tmp-k1ll3d.json"  # left by a process killed in the middle of a save
    stray.write_text('{"format": "meeple-t', encoding="utf-8")
    hour_ago = time.time() - 3600
    os.utime(stray, (hour_ago, hour_ago))
    busy = user_home / ".tmp-b0sy.json"  # being written right now by another running copy
    busy.write_text("{", encoding="utf-8")
    other = user_home / "notes.json"
    other.write_text("{}", encoding="utf-8")
    os.utime(other, (hour_ago, hour_ago))
    _window(qtbot)
    assert not stray.exists() and busy.exists() and other.exists()


def test_records_save_leaves_no_temporary_file_when_writing_fails(tmp_path, monkeypatch) -> None:
    def fail(fd):
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(records.os, "fsync", fail)
    with pytest.raises(OSError):
        records.save({"moves": []}, tmp_path / "g.json")
    assert list(tmp_path.iterdir()) == []


def test_a_continued_game_keeps_its_autosave_when_saving_fails(qtbot, user_home, monkeypatch) -> None:
    old = _old_game(qtbot, user_home)
    w = _window(qtbot)
    w.continue_game()
    assert w.session.index == 3 and w.session.autosave_path == old
    _full_disk(monkeypatch)
    with qtbot.waitSignal(w.session.autosaveFailed, timeout=2000):
        _play(w, 1)
    assert len(records.load(old).moves) == 3  # the same game, one move behind
    assert "Ann and Bob" in _continues(w)


def _record_elsewhere(tmp_path: Path, moves: int, cut: bool = False) -> Path:
    """A record of Gus and Hal with `moves` moves, in a folder of the user's (not the library)."""
    from engine import get_game

    game = get_game("waterdeep")
    first = state = game.new_game(["Gus", "Hal"], 3)
    played = []
    rng = random.Random(3)
    for _ in range(moves):
        move = rng.choice(game.legal_moves(state))
        state = game.apply(state, move)
        played.append(move)
    path = tmp_path / "elsewhere" / "gus-and-hal.json"
    records.save(records.make_record(game, first, played), path)
    if cut:
        path.write_bytes(path.read_bytes()[:-40])
    return path


@pytest.mark.parametrize("damaged", [False, True])
def test_playing_on_from_an_opened_record_saves_a_new_game_and_keeps_the_one_in_progress(
    qtbot, user_home, tmp_path, damaged
) -> None:
    """The playtest's loss: a 44-move game in progress was replaced by an opened 19-move record as soon
    as one move was made in it. Now the game in progress keeps its file, the opened file is untouched, and
    the record played on from is a new saved game."""
    in_progress = _old_game(qtbot, user_home)
    opened = _record_elsewhere(tmp_path, 19, cut=damaged)
    original = opened.read_bytes()
    w = _window(qtbot)
    w.open_path(opened)
    start = w.session.index
    assert w.session.warning if damaged else not w.session.warning
    _play(w, 1)
    new = w.session.autosave_path
    assert new is not None and new != in_progress and new.parent == user_home / "games"
    qtbot.waitUntil(lambda: new.exists() and len(records.load(new).moves) == start + 1, timeout=2000)
    assert opened.read_bytes() == original
    assert len(records.load(in_progress).moves) == 3
    w.show_start()
    listed = {g.path: g.moves for g in w.start.saved.games}
    assert listed == {new: start + 1, in_progress: 3}
    assert "Gus and Hal" in _continues(w)  # Continue: the newest
    w.resume(str(in_progress))  # the other one is still there to go on with
    assert w.session.index == 3 and w.session.autosave_path == in_progress


def test_only_looking_at_an_opened_record_saves_nothing(qtbot, user_home, tmp_path) -> None:
    _old_game(qtbot, user_home)
    w = _window(qtbot)
    w.open_path(_record_elsewhere(tmp_path, 12), at=5)
    w.controller.show_move(12)
    qtbot.wait(20)
    assert len(list((user_home / "games").glob("2*.json"))) == 1


def test_the_saved_games_list_resumes_by_double_click(qtbot, user_home) -> None:
    from architects_ui import double_click

    from desktop.library.model import SummaryRole

    old = _old_game(qtbot, user_home)
    w = _window(qtbot)
    w.show()
    w.show_start()
    view = w.start.saved.list
    first = view.model().index(0, 0)
    text = first.data(SummaryRole)
    assert view.model().rowCount() == 1 and "Ann and Bob" in text and "3 moves played" in text
    qtbot.waitExposed(w)
    rect = view.visualRect(first)
    assert view.viewport().rect().contains(rect.center()), rect
    double_click(view.viewport(), rect.center())
    assert w.session is not None and w.session.index == 3 and w.session.autosave_path == old


def test_a_damaged_file_in_the_library_is_listed_with_its_reason_and_kept(qtbot, user_home) -> None:
    _old_game(qtbot, user_home)
    junk = user_home / "games" / "20200101-000000-abcdef.json"
    junk.write_text('{"format": "meeple-table/1", "game": "chess"}', encoding="utf-8")
    w = _window(qtbot)
    w.show_start()
    games = w.start.saved.games
    assert [g.problem != "" for g in games] == [False, True] or [g.problem != "" for g in games] == [True, False]
    bad = next(g for g in games if g.problem)
    assert "unknown game 'chess'" in bad.problem
    assert "Ann and Bob" in _continues(w)
    (user_home / "games" / "index.json").write_text("{not json", encoding="utf-8")  # the cache: rebuilt
    w.show_start()
    assert len(w.start.saved.games) == 2 and junk.exists()


def test_the_save_of_an_earlier_version_becomes_a_saved_game(qtbot, user_home, tmp_path) -> None:
    legacy = user_home / "autosave.json"
    legacy.parent.mkdir(parents=True)
    legacy.write_bytes(_record_elsewhere(tmp_path, 7).read_bytes())
    w = _window(qtbot)
    assert not legacy.exists()
    w.continue_game()
    assert w.session.index == 7 and w.session.autosave_path.parent == user_home / "games"


def test_save_and_open_dialogs_start_in_the_documents_folder_then_the_last_one_used(
    qtbot, user_home, tmp_path, monkeypatch
) -> None:
    import platformdirs
    from PySide6.QtWidgets import QFileDialog

    documents = tmp_path / "Documents"
    documents.mkdir()
    monkeypatch.setattr(platformdirs, "user_documents_dir", lambda: str(documents))
    monkeypatch.chdir(tmp_path)
    asked: list[str] = []
    answer = {"path": ""}

    def dialog(parent, title, start, filters):
        asked.append(start)
        return answer["path"], filters

    monkeypatch.setattr(QFileDialog, "getSaveFileName", dialog)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", dialog)
    w = _window(qtbot)
    w.open_dialog()
    assert asked[-1] == str(documents)
    w.start_game("waterdeep", ["Ann", "Bob"], None, 9)
    elsewhere = tmp_path / "club" / "tuesday.json"
    elsewhere.parent.mkdir()
    answer["path"] = str(elsewhere)
    w.save_dialog()
    assert asked[-1].startswith(str(documents) + "/waterdeep-") and asked[-1].endswith(".json")
    assert elsewhere.exists()
    w.open_dialog()  # the folder used last
    assert asked[-1] == str(elsewhere.parent)
    w2 = _window(qtbot)  # remembered for the next start
    answer["path"] = ""
    w2.open_dialog()
    assert asked[-1] == str(elsewhere.parent)


def test_a_resumed_game_keeps_its_colours_and_gone_games_leave_none_behind(qtbot, user_home, tmp_path) -> None:
    from desktop import settings

    w = _window(qtbot)
    w.start_game("waterdeep", ["Ann", "Bob"], ["#CC79A7", "#56B4E9"], 9)
    _play(w, 2)
    kept = w.session.autosave_path
    qtbot.waitUntil(kept.exists, timeout=2000)
    w.open_path(_record_elsewhere(tmp_path, 4))  # looked at, never played on: no file, no colours kept
    w.show_start()
    store = settings.settings()
    store.beginGroup("game_colours")
    assert store.childKeys() == [kept.stem]
    w2 = _window(qtbot)
    w2.continue_game()
    assert w2.session.colours[:2] == ("#CC79A7", "#56B4E9")
