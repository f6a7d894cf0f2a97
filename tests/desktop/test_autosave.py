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


def _window(qtbot, **kwargs):
    from desktop.window import MainWindow

    w = MainWindow(autosave=True, **kwargs)
    qtbot.addWidget(w)
    w.scene.animate = False
    return w


def _play(w, moves: int, seed: int = 1) -> None:
    rng = random.Random(seed)
    for _ in range(moves):
        w.controller.step_random(rng)


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
    """A game of Ann and Bob autosaved after three moves, as an earlier run leaves it."""
    w = _window(qtbot)
    w.start_game("waterdeep", ["Ann", "Bob"], None, 9)
    _play(w, 3)
    autosave = user_home / "autosave.json"
    qtbot.waitUntil(lambda: autosave.exists() and len(records.load(autosave).moves) == 3, timeout=2000)
    w.close()
    return autosave


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


def test_a_new_game_that_cannot_be_saved_does_not_resume_the_old_one(qtbot, user_home, monkeypatch) -> None:
    autosave = _old_game(qtbot, user_home)
    w = _window(qtbot)
    _full_disk(monkeypatch)
    w.start_game("waterdeep", ["Cy", "Dee", "Eve"], None, 5)
    with qtbot.waitSignal(w.session.autosaveFailed, timeout=2000):
        _play(w, 2)
    assert not autosave.exists()
    w.show_start()
    assert not w.start.continue_button.isVisibleTo(w)
    w2 = _window(qtbot)  # the next start
    assert not w2.start.continue_button.isVisibleTo(w2)


def test_a_read_only_folder_does_not_resume_the_old_game(qtbot, user_home, monkeypatch) -> None:
    autosave = _old_game(qtbot, user_home)
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
    assert autosave.exists()  # nothing can remove it, but this run never offers it as this game
    w.show_start()
    assert not w.start.continue_button.isVisibleTo(w)


def test_stray_temporary_files_are_removed_at_start(qtbot, user_home) -> None:
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
    autosave = _old_game(qtbot, user_home)
    w = _window(qtbot)
    w.continue_game()
    assert w.session.index == 3
    _full_disk(monkeypatch)
    with qtbot.waitSignal(w.session.autosaveFailed, timeout=2000):
        _play(w, 1)
    assert autosave.exists() and len(records.load(autosave).moves) == 3  # the same game, one move behind
    w.show_start()
    assert w.start.continue_button.isVisibleTo(w)
