"""The app starts, the start screen makes a game, and the command line keeps its contracts."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QKeySequence

from desktop.app import main, parse_args
from engine import get_game
from engine.core import record as records

ROOT = Path(__file__).resolve().parents[4]


def test_start_screen_lists_games_and_starts_one(window):
    start = window.start
    titles = [start.game.itemText(i) for i in range(start.game.count())]
    assert any("Lords of Waterdeep" in t for t in titles)
    start.count.setValue(4)
    start.names[3].setText("Dee")
    start.seed.setText("11")
    start.colours[1].setCurrentIndex(0)  # same colour as player 1
    assert not start.start_button.isEnabled() and "colour" in start.error.text()
    start.colours[1].setCurrentIndex(1)
    assert start.start_button.isEnabled()
    start.start_button.click()
    assert window.session is not None
    assert [p.name for p in window.session.state.players] == ["Ann", "Bob", "Cy", "Dee"]
    assert window.session.state.seed == 11
    assert window.curtain.isVisible()


def test_menus_have_standard_shortcuts(window):
    m = window.menus
    assert m.undo.shortcut() == QKeySequence(QKeySequence.StandardKey.Undo)
    assert m.redo.shortcut() == QKeySequence("Ctrl+Shift+Z")
    assert m.new.shortcut() == QKeySequence(QKeySequence.StandardKey.New)
    assert m.quit.shortcut() == QKeySequence(QKeySequence.StandardKey.Quit)
    titles = [a.text() for a in window.menuBar().actions()]
    assert titles == ["&Game", "&Edit", "&View", "&Settings", "&Help"]


@pytest.mark.parametrize(
    "argv",
    [
        ["--new", "chess", "--players", "A,B"],
        ["--new", "waterdeep", "--players", "Ann"],
        ["--new", "waterdeep", "--players", "A,B,C,D,E,F"],
        ["--open", "/nonexistent/game.json"],
        ["--at", "3"],
        ["--bogus"],
    ],
)
def test_bad_arguments_exit_2_with_one_line(argv, capsys, qapp):
    assert main(argv) == 2
    err = capsys.readouterr().err.strip()
    assert err.startswith("meeple-table: error:") and "\n" not in err


def _record(tmp_path, moves=12):
    game = get_game("waterdeep")
    state = first = game.new_game(["Ann", "Bob", "Cy"], 3)
    played = []
    for _ in range(moves):
        m = game.legal_moves(state)[0]
        played.append(m)
        state = game.apply(state, m)
    path = tmp_path / "game.json"
    records.save(records.make_record(game, first, played), path)
    return path


def test_open_corrupt_and_out_of_range(tmp_path, capsys, qapp):
    path = _record(tmp_path)
    assert main(["--open", str(path), "--at", "99"]) == 2
    assert "out of range" in capsys.readouterr().err
    bad = tmp_path / "bad.json"
    bad.write_text("{not json", encoding="utf-8")
    assert main(["--open", str(bad)]) == 2
    assert "not valid JSON" in capsys.readouterr().err


def test_open_record_at_move_and_damaged_tail(window, tmp_path):
    path = _record(tmp_path)
    window.open_path(path, 5)
    # the whole record is loaded and move 5 is shown read-only, with nothing private on screen
    assert window.session.index == 12 and window.session.stack.count() == 12
    assert window.controller.preview == 5 and not window.controller.curtain
    assert window.controller.private_seat() is None and window.controller.legal() == ()
    assert window.controller.shown_state() is window.session.states[5]
    # back to now: the player to move must take the laptop first
    window.controller.set_preview(None)
    assert window.controller.curtain
    data = json.loads(path.read_text())
    data["moves"][8] = {"type": "place", "space": "nowhere"}
    path.write_text(json.dumps(data))
    window.open_path(path)
    assert window.session.index == 8
    assert "damaged" in window.statusBar().currentMessage()


def test_parse_args_accepts_contract():
    args = parse_args(["--new", "waterdeep", "--players", "Ann,Bob,Cy", "--seed", "3"])
    assert args.names == ["Ann", "Bob", "Cy"] and args.seed == 3


def test_screenshot_command_renders_offscreen(tmp_path):
    out = tmp_path / "shot.png"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", MEEPLE_TABLE_HOME=str(tmp_path / "home"))
    cmd = [sys.executable, "-m", "desktop.app", "--new", "waterdeep", "--players", "Ann,Bob,Cy", "--seed", "3"]
    result = subprocess.run([*cmd, "--screenshot", str(out)], cwd=ROOT, env=env, capture_output=True, timeout=60)
    assert result.returncode == 0, result.stderr
    assert out.stat().st_size > 10_000
    path = _record(tmp_path)
    out2 = tmp_path / "open.png"
    cmd = [sys.executable, "-m", "desktop.app", "--open", str(path), "--at", "4", "--screenshot", str(out2)]
    result = subprocess.run(cmd, cwd=ROOT, env=env, capture_output=True, timeout=60)
    assert result.returncode == 0, result.stderr
    assert out2.exists()


def test_every_board_item_has_a_tooltip(game):
    from desktop.board.items import CardItem, MeepleItem, SpaceItem

    for item in game.scene.items():
        if isinstance(item, (CardItem, SpaceItem, MeepleItem)):
            assert item.toolTip(), item
    tips = [game.scene.targets[s].toolTip() for s in ("shop", "inn1", "harbor2", "builders")]
    assert "4 gold" in tips[0] and "2 gold" in tips[1] and "intrigue" in tips[2] and "building" in tips[3]


def test_window_layout_is_remembered(qtbot):
    from desktop.window import MainWindow

    w = MainWindow(autosave=False)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    w.start_game("waterdeep", ["Ann", "Bob"], None, 1)
    w.resize(700, 540)
    w.log_dock.hide()
    w.show_start()
    width = w.width()
    w.close()
    w2 = MainWindow(autosave=False)
    qtbot.addWidget(w2)
    assert w2.width() == width
    w2.start_game("waterdeep", ["Ann", "Bob"], None, 1)
    assert w2.log_dock.isHidden() and not w2.players_dock.isHidden()


def test_new_game_colours_reach_board_and_panels(window):
    window.start_game("waterdeep", ["Ann", "Bob"], ["#CC79A7", "#56B4E9"], 1)
    meeple = next(m for m in window.scene.meeples.values() if m.seat == 0 and m.piece == "agent")
    assert meeple.colour.name().lower() == "#cc79a7"
    assert window.players_model.index(1, 0).data(1).name().lower() == "#56b4e9"


def test_record_of_a_game_without_a_table_is_refused(tmp_path, window, capsys, monkeypatch):
    """A record of a game the desktop has no table for (here: Architects with its table taken away)
    is refused with a message, on the command line and in the window; with its table it opens."""
    import desktop.tables
    from engine.__main__ import main as engine_main
    from engine.core.errors import RecordError

    path = tmp_path / "arch.json"
    assert engine_main(["play", "--game", "architects", "--players", "3", "--seed", "2", "--record", str(path)]) == 0
    capsys.readouterr()
    window.open_path(path, at=3)
    assert window.controller is not None and window.controller.table.game_id == "architects"
    monkeypatch.setattr(desktop.tables, "TABLES", ("waterdeep",))
    assert main(["--open", str(path)]) == 2
    assert "cannot be opened on the desktop table" in capsys.readouterr().err
    try:
        window.open_path(path)
    except RecordError as exc:
        assert "Architects" in str(exc)
    else:
        raise AssertionError("an Architects record opened without its table")


def test_open_a_finished_game_at_a_move_in_the_middle_shows_that_move_not_the_scores(window, tmp_path):
    import random

    game = get_game("waterdeep")
    state = first = game.new_game(["Ann", "Bob"], 5)
    played, rng = [], random.Random(5)
    while not game.is_over(state):
        move = rng.choice(game.legal_moves(state))
        played.append(move)
        state = game.apply(state, move)
    path = tmp_path / "finished.json"
    records.save(records.make_record(game, first, played), path)
    window.open_path(path, at=40)
    assert window.controller.preview == 40
    assert window.score_dialog is None or not window.score_dialog.isVisible()
    assert "Viewing move 40" in window.banner.label.text()
    window.controller.set_preview(len(played) - 1)  # the move before the end: still no scores
    assert window.score_dialog is None or not window.score_dialog.isVisible()
    window.controller.set_preview(None)  # the end itself: now they come
    assert window.score_dialog is not None and window.score_dialog.isVisible()
