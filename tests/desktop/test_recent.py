"""Since your last turn: when the laptop reaches a person, the moves the others made since that person last
decided are listed (public words only) and the board targets they used are marked, until the person's first
action, a press on the board, the close button or the time running out; Settings turns it off. Played with real
input (the curtain's button, drags and clicks on the board) for every table."""

from __future__ import annotations

import random

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from desktop import presenter as p
from desktop.presenter import Handoff, Phase
from desktop.recent import SHOWN, since_last_turn
from tools.driver import UiDriver


def _to_curtain(c, rng: random.Random) -> None:
    """Random choices by whoever is at the screen, Done pressed, until the laptop is in transit."""
    while not c.curtain:
        assert not c.session.is_over()
        if c.review:
            c.finish_turn()
        else:
            assert not c.choose(rng.choice(c.legal()))


def _start(window, game_id: str, seed: int = 3):
    window.start_game(game_id, ["Ann", "Bob", "Cy"], None, seed)
    return window.controller, UiDriver(window)


def test_the_list_and_the_marks_come_when_the_curtain_lifts_and_go_at_the_first_action(window, game_id, qtbot) -> None:
    c, driver = _start(window, game_id)
    rng = random.Random(5)
    panel, scene = window.mirror.recent, window.scene
    driver.confirm_curtain()
    first = c.at_screen
    assert not panel.isVisible() and not scene.recent_marks()  # nothing happened before the first player
    done: list[tuple[int, str]] = []
    for _ in range(12):  # rounds of the table through the UI, until the others have used the board
        while True:
            while not c.handoff_pending:
                before, move = c.state, rng.choice(c.legal())
                done.append((c.session.game.decision(before).seat, c.table.public_move_text(before, move)))
                driver.play(move)
            if c.review:
                driver.press_done()
            assert c.curtain and not panel.isVisible()  # nothing of it behind the curtain
            assert not panel.lines.text() and not panel.accessibleDescription()  # nor in the hidden panel
            if c.session.current_player() == first:
                break
            driver.confirm_curtain()
        driver.confirm_curtain()
        assert c.at_screen == first
        recent = window.current_screen().recent
        assert recent is not None and panel.isVisible()
        last_own = max(k for k, (seat, _) in enumerate(done) if seat == first)
        theirs = [text for _, text in done[last_own + 1 :]]
        assert list(recent.lines) == theirs[-SHOWN:] and recent.more == max(0, len(theirs) - SHOWN)
        assert all(line in panel.lines.text() for line in recent.lines)
        assert scene.recent_marks() == {t for t in recent.targets if t in scene.targets}
        if scene.recent_marks():
            break
    assert scene.recent_marks()  # (the Architects draft uses no board space: a round later they do)
    for size in ((1280, 720), (1920, 1080)):  # whole, inside the board, in a corner, at any window size
        window.resize(*size)
        qtbot.waitUntil(lambda: window.view.viewport().geometry().contains(panel.geometry()), timeout=2000)
        assert panel.lines.height() >= panel.lines.heightForWidth(panel.lines.width())  # every wrapped line whole
    # the first action ends it, and the hidden panel keeps none of its lines (an undo may take a card they named
    # back into a hand, a new game may deal it: a widget behind the curtain holds no such text, shown or not)
    driver.play(rng.choice(c.legal()))
    assert not panel.isVisible() and not scene.recent_marks()
    assert not panel.lines.text() and not panel.accessibleDescription()


def test_the_close_button_the_timer_and_a_press_on_the_board_dismiss_it_for_good(window) -> None:
    c, driver = _start(window, "waterdeep")
    rng = random.Random(2)
    panel, scene = window.mirror.recent, window.scene
    driver.confirm_curtain()
    for dismiss in ("button", "timer", "press"):
        _to_curtain(c, rng)
        driver.confirm_curtain()
        assert window.current_screen().recent is not None
        assert panel.isVisible() and scene.recent_marks()
        if dismiss == "button":
            QTest.mouseClick(panel.close_button, Qt.MouseButton.LeftButton)
        elif dismiss == "timer":
            panel.timer.timeout.emit()
        else:
            corner = QPoint(2, 2)  # the board's empty corner: the press reaches the board, nothing is chosen
            QTest.mousePress(window.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, corner)
            QTest.mouseRelease(
                window.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, corner
            )
        assert not panel.isVisible() and not scene.recent_marks(), dismiss
        assert not panel.lines.text() and not panel.accessibleDescription(), dismiss
        window.sync()  # drawn again (a language switch, a hint): it stays away
        assert not panel.isVisible() and not scene.recent_marks(), dismiss


def test_settings_turns_it_off_and_on_and_remembers(window) -> None:
    from desktop.preferences import Preferences

    c, driver = _start(window, "waterdeep")
    window.menus.recent.trigger()  # off
    assert not Preferences.load().recent
    rng = random.Random(4)
    driver.confirm_curtain()
    _to_curtain(c, rng)
    _to_curtain(c, rng) if c.session.index < 3 else None
    driver.confirm_curtain()
    assert window.current_screen().recent is not None and not window.mirror.recent.isVisible()
    assert not window.scene.recent_marks()
    window.menus.recent.trigger()  # on again: shown now
    assert Preferences.load().recent and window.mirror.recent.isVisible()


def test_one_person_among_computers_sees_what_the_computers_did(qapp) -> None:
    from desktop.session import GameSession
    from engine import get_game

    s = GameSession.new(get_game("architects"), ["Ann", "Bob", "Cy"], 3, computers=[None, "easy", "easy"])
    h = Handoff(at_screen=0, phase=Phase.PLAY)
    rng = random.Random(1)
    while s.current_player() == 0:
        s.apply(rng.choice(s.legal_moves()))
    assert since_last_turn(s, h) is None  # a computer decides
    computers = []
    while s.current_player() != 0:
        before, move = s.state, rng.choice(s.legal_moves())
        computers.append(s.table.public_move_text(before, move))
        s.apply(move)
    recent = p.present(s, h, ("", "")).recent
    assert recent is not None and list(recent.lines) == computers[-SHOWN:] and recent.seat == 0
    s.close()


def test_never_while_looking_back_in_review_behind_the_curtain_or_for_a_computer(qapp) -> None:
    from desktop.session import GameSession
    from engine import get_game

    s = GameSession.new(get_game("waterdeep"), ["Ann", "Bob", "Cy"], 3)
    rng = random.Random(3)
    while s.index < 12 or s.game.decision(s.states[-2]).seat == s.current_player():
        s.apply(rng.choice(s.legal_moves()))
    seat = s.current_player()
    playing = Handoff(at_screen=seat, phase=Phase.PLAY)
    assert since_last_turn(s, playing) is not None
    for h in (
        Handoff(at_screen=None, phase=Phase.CURTAIN),
        Handoff(at_screen=seat, phase=Phase.REVIEW),
        Handoff(at_screen=seat, phase=Phase.PLAY, preview=4),
        Handoff(at_screen=(seat + 1) % 3, phase=Phase.PLAY),
    ):
        assert since_last_turn(s, h) is None, h
    s.computers[seat] = "easy"
    assert since_last_turn(s, playing) is None
    s.close()


def test_a_mark_goes_with_its_target_when_the_board_removes_it(window) -> None:
    """A building leaves the Waterdeep board (a cut, an undo): its mark was a child of it and is never touched
    again (once crashed the app: a deleted item was asked for its scene)."""
    import gc

    from PySide6.QtCore import QRectF

    from desktop.board.items import PanelTarget

    window.start_game("waterdeep", ["Ann", "Bob"], None, 3)
    scene = window.scene
    for k in range(3):
        item = PanelTarget(f"test.{k}", QRectF(10, 10 + 40 * k, 30, 30), "t")
        scene.add_target(item)
    scene.mark_recent(["test.0", "test.1", "test.2"])
    assert scene.recent_marks() == {"test.0", "test.1", "test.2"}
    scene.remove_target(scene.targets["test.0"])
    replaced = PanelTarget("test.1", QRectF(0, 0, 5, 5), "t")  # another item under the same id
    old = scene.targets["test.1"]
    scene.removeItem(old)
    scene.add_target(replaced)
    del item, old
    gc.collect()
    scene.mark_recent([])
    assert scene.recent_marks() == set()
    scene.mark_recent(["test.1"])
    assert scene.recent_marks() == {"test.1"} and scene._recent["test.1"].target is replaced
