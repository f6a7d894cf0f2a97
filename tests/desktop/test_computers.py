"""Computer players: they think in a worker process (the window keeps answering), play at the table's
pace, stop for a pause, give way to a person's undo, need no curtain, and are kept in records."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMessageBox

from desktop.computers import LEVELS
from engine import get_game
from engine.core import record as records
from engine.core.errors import RecordError
from tools.driver import late_session, step_random

NAMES = ["Ann", "Bob", "Cy"]


def _start(window, game_id: str, computers: list, seed: int = 4):
    window.start_game(game_id, NAMES[: len(computers)], None, seed, None, computers)
    window.computers.set_speed("fast")
    window.computers._timer.setInterval(0)  # no pause between computer moves in tests
    return window.controller


def _wait_for_person(window, qtbot, timeout: int = 20_000) -> None:
    """Let the computers play until a person decides (or the game ends)."""
    c = window.controller
    qtbot.waitUntil(lambda: c.session.is_over() or not c.session.is_computer(c.decider()), timeout=timeout)


def test_levels_are_engine_bots() -> None:
    from engine.core.levels import BOTS

    assert set(LEVELS) <= set(BOTS)


def test_one_person_and_two_computers_play_to_the_end_with_the_window_answering(window, qtbot, game_id) -> None:
    """The last rounds of a game (its first moves made on the engine alone): the computers think on their
    thread while the window runs its timers, nobody is asked to pass the laptop, the score screen comes."""
    session, _ = late_session(get_game(game_id), NAMES, 4, 60, [None, "easy", "easy"])
    window.set_session(session, None)
    window.computers.set_speed("fast")
    window.computers._timer.setInterval(0)  # no pause between computer moves in tests
    c = window.controller
    start = c.session.index
    ticks = []
    heartbeat = QTimer(window)
    heartbeat.setInterval(5)
    heartbeat.timeout.connect(lambda: ticks.append(window.computers.thinking))
    heartbeat.start()
    rng = random.Random(3)
    curtains = 0
    while not c.session.is_over():
        _wait_for_person(window, qtbot, timeout=60_000)
        curtains += window.curtain.isVisible() or c.curtain or c.review
        if c.session.is_over():
            break
        assert c.at_screen == 0 and c.legal()
        c.choose(rng.choice(c.legal()))
    heartbeat.stop()
    assert curtains == 0  # one person among computers: never a curtain, never "pass the laptop"
    assert any(ticks), "the GUI thread ran timers while a computer was thinking"
    assert window.score_dialog is not None and window.score_dialog.isVisible()
    movers = {cmd.actor for cmd in (c.session.stack.command(i) for i in range(start, c.session.stack.count()))}
    assert {1, 2} <= movers


def test_a_person_does_not_play_for_a_computer(window, qtbot, game_id) -> None:
    c = _start(window, game_id, ["easy", None])
    window.computers.set_paused(True)
    assert c.session.is_computer(c.decider())
    assert c.legal() == () and window.choices.list.count() == 0
    assert "Ann (computer) is paused: press P to let it play." in window.banner.text()
    QTest.qWait(100)
    assert c.session.index == 0  # paused: the computer waits
    window.computers.set_paused(False)
    _wait_for_person(window, qtbot)
    assert c.session.index >= 1 and c.legal()


def test_undo_while_a_computer_thinks_goes_back_to_the_persons_decision(window, qtbot, game_id) -> None:
    c = _start(window, game_id, [None, "hard"])
    _wait_for_person(window, qtbot)
    rng = random.Random(1)
    before = c.state
    while c.state is before or not c.session.is_computer(c.decider()):
        c.choose(rng.choice(c.legal()))  # the person's turn, until the computer decides
    qtbot.waitUntil(lambda: window.computers.thinking, timeout=5_000)
    window.menus.undo.trigger()
    assert not c.session.is_computer(c.decider()) and c.legal()
    state = c.state
    qtbot.waitUntil(lambda: not window.computers.thinking, timeout=10_000)
    QTest.qWait(50)
    assert c.state is state  # the answer for the undone position was dropped
    assert c.session.stack.canRedo()


def test_curtain_only_between_two_people(window, qtbot, game_id) -> None:
    """Ann (person), Bob (computer), Cy (person): Ann's turn passes to Bob without a curtain; when the
    decision comes to Cy, the laptop changes hands behind the curtain."""
    c = _start(window, game_id, [None, "easy", None])
    rng = random.Random(2)
    seen: set[int] = set()
    for _ in range(400):
        if c.session.is_over():
            break
        if c.curtain:
            assert c.decider() not in (None, 1) and c.at_screen is None
            seen.add(c.decider())
            c.confirm_handoff()
        elif c.review:
            c.finish_turn()
        elif c.session.is_computer(c.decider()):
            assert not window.curtain.isVisible()
            _wait_for_person(window, qtbot)
        else:
            c.choose(rng.choice(c.legal()))
        if len(seen) == 2:
            break
    assert seen == {0, 2}


def test_records_keep_who_is_a_computer(window, tmp_path, qtbot, game_id) -> None:
    c = _start(window, game_id, [None, "medium", "hard"])
    window.computers.set_paused(True)
    path = tmp_path / "g.json"
    c.session.save(path)
    assert records.load(path).record["setup"]["computers"] == [None, "medium", "hard"]
    window.open_path(path)
    assert window.session.computers == [None, "medium", "hard"]


def test_a_record_with_a_bad_computer_entry_is_refused_with_the_reason(tmp_path, game_id) -> None:
    from engine import get_game

    game = get_game(game_id)
    record = records.make_record(game, game.new_game(NAMES, 1, {}), [], [None, "easy", None])
    record["setup"]["computers"] = [None, "grandmaster", None]
    path = tmp_path / "bad.json"
    records.save(record, path)
    with pytest.raises(RecordError, match="grandmaster"):
        records.load(path)
    record["setup"]["computers"] = [None]
    records.save(record, path)
    with pytest.raises(RecordError, match="one entry per player"):
        records.load(path)


def test_closing_the_window_while_a_computer_thinks_is_clean(window, qtbot, game_id) -> None:
    c = _start(window, game_id, ["hard", None])
    qtbot.waitUntil(lambda: window.computers.thinking, timeout=5_000)
    computers = window.computers
    window.close()
    assert computers.job is None and not computers._workers.busy()  # the search was stopped, nothing queued
    QTest.qWait(300)
    assert c.session.index == 0  # no answer came after the close, none was played


def test_a_failing_bot_pauses_the_computers_and_says_so(window, qtbot, game_id, monkeypatch) -> None:
    """The bot raises in the worker process (a budget it refuses): the error comes back and is said."""
    from desktop.controller import GameController

    monkeypatch.setattr(
        GameController, "computer_to_move", lambda self: "easy:no-idea" if self.decider() == 0 else None
    )
    c = _start(window, game_id, ["easy", None])
    qtbot.waitUntil(lambda: window.computers.paused, timeout=15_000)
    assert c.session.index == 0 and window.menus.pause.isChecked()
    boxes = [w for w in window.findChildren(QMessageBox) if w.isVisible()]
    assert boxes and "ValueError: bad budget 'no-idea'" in boxes[0].text()


@pytest.mark.parametrize(
    ("computers", "needle"),
    [("person,hard", "names 2 seats for 3 players"), ("person,genius,easy", "'genius' is not person")],
)
def test_bad_computers_argument_exits_2(computers: str, needle: str, capsys, qapp) -> None:
    from desktop.app import main

    assert main(["--new", "waterdeep", "--players", "Ann,Bob,Cy", "--computers", computers]) == 2
    assert needle in capsys.readouterr().err


def test_computers_argument_needs_a_new_game(capsys, qapp) -> None:
    from desktop.app import main

    assert main(["--computers", "easy,easy"]) == 2
    assert "need --new GAME" in capsys.readouterr().err


def test_computers_argument_seats_the_computers() -> None:
    from desktop.app import parse_args

    args = parse_args(["--new", "architects", "--players", "Ann,Bob,Cy", "--computers", "person, Hard,easy"])
    assert args.computer_seats == [None, "hard", "easy"]


def test_hint_marks_a_legal_move_on_the_board_and_in_the_list(window, qtbot, game_id) -> None:
    c = _start(window, game_id, [None, None])
    c.hand_over()
    rng = random.Random(6)
    while not c.table.showcase(c.state):  # a board decision with several places to go
        step_random(c, rng)
    c.hand_over()
    window.menus.hint.trigger()
    qtbot.waitUntil(lambda: window.mirror.hint is not None, timeout=15_000)
    state, move = window.mirror.hint
    assert state is c.state and move in c.legal()
    gesture = c.table.gesture(state, move)
    assert gesture.way in ("drag", "click")
    assert window.scene.hinted() == gesture.target
    assert window.choices.moves[window.choices.list.currentRow()] == move
    assert window.statusBar().currentMessage().startswith("Hint: ")
    c.choose(move)  # played: the mark goes
    assert window.scene.hinted() is None


def test_no_hint_behind_the_curtain(window, game_id) -> None:
    c = _start(window, game_id, [None, None])
    assert c.curtain
    window.menus.hint.trigger()
    assert window.mirror.hint is None and "No hint now" in window.statusBar().currentMessage()


def test_speed_setting_paces_computers_and_slides(window) -> None:
    window.menus.speeds["slow"].trigger()
    assert window.scene.slide_ms == 320
    window.start_game("waterdeep", NAMES, None, 1, None, [None, "easy", "easy"])
    assert window.computers._timer.interval() == 1200
    window.menus.speeds["fast"].trigger()
    assert window.computers._timer.interval() == 60 and window.scene.slide_ms == 90


def test_the_banner_and_the_actions_panel_say_a_computer_decides(window, game_id) -> None:
    """Both name the computer and say what it does (never a person's "drag a meeple"), in the same words."""
    _start(window, game_id, ["easy", None])
    window.computers.set_paused(True)
    paused = "Ann (computer) is paused: press P to let it play."
    assert window.choices.prompt.text() == paused
    assert window.banner.text().endswith(paused) or f"{paused} · " in window.banner.text()
    window.computers.set_paused(False)
    thinking = "Ann (computer) is thinking…"
    assert window.choices.prompt.text() == thinking
    banner = window.banner.text()
    assert thinking in banner and "drag" not in banner.lower() and "place" not in banner.lower(), banner
