"""The hand-off as people do it: double-clicks, the next player's Ctrl+Z, reopening, names that look like HTML."""

from __future__ import annotations

import json

from PySide6.QtCore import Qt
from PySide6.QtGui import Qt as QtGuiNs
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLabel

from desktop.widgets.guarded import ARM_DELAY_MS
from engine.waterdeep import moves as mv
from tests.desktop.tables.waterdeep.test_privacy import assert_nothing_hidden_shown

LEFT = Qt.MouseButton.LeftButton
NO_MOD = Qt.KeyboardModifier.NoModifier


def _guarded(window) -> None:
    window.curtain.button.delay_ms = ARM_DELAY_MS
    window.banner.button.delay_ms = ARM_DELAY_MS


def test_finished_turn_waits_for_done(game, driver):
    c = game.controller
    ann = c.at_screen
    driver.play(mv.Place("castle", "agent"))  # draws an intrigue card
    assert c.review and not c.curtain and c.at_screen == ann
    # Ann still sees her cards, including the one she drew, and what the turn brought
    drawn = [card for kind, card in game.hand_model.cards() if kind == "intrigue"]
    assert len(drawn) == 3
    summary = game.choices.texts()
    assert any("You drew the intrigue card" in line for line in summary)
    assert "Done" in game.banner.button.text() and game.banner.button.isVisible()
    assert c.legal() == ()  # nobody can play for the next player
    driver.press_done()
    assert c.curtain and c.at_screen is None
    assert_nothing_hidden_shown(game)


def test_enter_presses_done(game, driver, qtbot):
    c = game.controller
    driver.play(mv.Place("shop", "agent"))
    assert c.review
    QTest.keyClick(game, Qt.Key.Key_Return)
    assert c.curtain


def test_double_click_that_ends_a_turn_never_lifts_the_curtain(game, driver, qtbot):
    """The second click of a double-click, or a hasty click on the curtain, shows nobody's cards."""
    _guarded(game)
    c = game.controller
    driver.play(mv.Place("inn1", "agent"))  # Cliffwatch Inn: choose a face-up quest
    quest = next(m for m in c.legal() if isinstance(m, mv.TakeQuest))
    while c.legal() and not c.review:  # the quest is the last choice of the turn (skip completing)
        pos = driver.point(driver.target_centre(quest.quest)) if quest in c.legal() else None
        if pos is None:
            driver.choose_in_list(c.legal()[-1])
            continue
        QTest.mouseDClick(driver.viewport, LEFT, NO_MOD, pos)
        QTest.mouseClick(driver.viewport, LEFT, NO_MOD, pos)
    assert c.review
    assert not game.banner.button.isEnabled()  # the tail of the double-click cannot press Done
    QTest.mouseClick(game.banner.button, LEFT)
    QTest.keyClick(game, Qt.Key.Key_Return)
    assert c.review
    qtbot.waitUntil(game.banner.button.isEnabled, timeout=8 * ARM_DELAY_MS)
    driver.press_done()
    assert c.curtain
    # clicks and double-clicks on the curtain or its button, and Enter, right after it appears
    QTest.mouseDClick(game.curtain, LEFT, NO_MOD, game.curtain.rect().center())
    QTest.mouseClick(game.curtain, LEFT)
    QTest.mouseClick(game.curtain.button, LEFT)
    QTest.mouseDClick(game.curtain.button, LEFT)
    QTest.keyClick(game.curtain, Qt.Key.Key_Return)
    QTest.keyClick(game.curtain, Qt.Key.Key_Space)
    assert c.curtain
    assert_nothing_hidden_shown(game)
    qtbot.wait(ARM_DELAY_MS + 50)
    QTest.mouseClick(game.curtain, LEFT)  # the curtain itself never confirms
    assert c.curtain
    key_repeat = QTest.keyPress
    key_repeat(game.curtain, Qt.Key.Key_Return, NO_MOD, -1)
    assert not c.curtain  # a deliberate Enter once it is armed


def test_curtain_button_after_the_guard(game, driver, qtbot):
    _guarded(game)
    c = game.controller
    driver.play(mv.Place("shop", "agent"))
    qtbot.waitUntil(game.banner.button.isEnabled, timeout=8 * ARM_DELAY_MS)
    driver.press_done()
    qtbot.waitUntil(game.curtain.button.isEnabled, timeout=8 * ARM_DELAY_MS)
    driver.confirm_curtain()
    assert not c.curtain and c.at_screen == c.decider()


def test_next_players_ctrl_z_brings_the_curtain_for_the_previous_player(game, driver):
    c = game.controller
    first = c.state.players[c.decider()].name
    driver.play(mv.Place("castle", "agent"))
    driver.press_done()
    second = c.state.players[c.decider()].name
    assert c.curtain and second in game.curtain.title.text()
    # the next player holds the laptop and presses Ctrl+Z before taking it: the previous move is
    # undone, and the previous player's cards stay hidden until they take the laptop back
    QTest.keyClick(game, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert c.session.index == 0
    assert c.curtain and first in game.curtain.title.text()
    assert_nothing_hidden_shown(game)
    # the same after the next player took the laptop
    driver.confirm_curtain()
    driver.play(mv.Place("shop", "agent"))
    driver.hand_over()
    assert c.state.players[c.at_screen].name == second
    QTest.keyClick(game, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert c.curtain and first in game.curtain.title.text()
    assert_nothing_hidden_shown(game)


def test_timeline_and_return_keep_the_right_seat(game, driver):
    c = game.controller
    driver.play(mv.Place("shop", "agent"))
    driver.hand_over()  # Bob at the screen
    bob_cards = game.hand_model.cards()
    game.controller.set_preview(0)  # looking back: nothing private
    assert game.hand_model.rowCount() == 0
    game.controller.set_preview(None)
    assert not c.curtain and game.hand_model.cards() == bob_cards


def test_opening_a_record_starts_behind_the_curtain(game, driver, tmp_path):
    driver.play(mv.Place("shop", "agent"))
    driver.hand_over()
    path = tmp_path / "g.json"
    game.session.save(path)
    game.open_path(path)
    assert game.controller.curtain
    assert_nothing_hidden_shown(game)


def test_names_are_plain_text_everywhere(window, tmp_path):
    names = ["<b>Ann</b>", "<img src='x.png'>", "<h1>Cy"]
    window.start_game("waterdeep", names, None, 3)
    c = window.controller
    for label in window.findChildren(QLabel):
        if any(n in label.text() for n in names):
            assert label.textFormat() == Qt.TextFormat.PlainText, label.objectName() or label.text()
    assert names[c.decider()] in window.curtain.title.text()
    c.hand_over()
    for label in window.findChildren(QLabel):
        if any(n in label.text() for n in names):
            assert label.textFormat() == Qt.TextFormat.PlainText, label.objectName() or label.text()
    for item in window.scene.items():
        text = item.toolTip()
        if "&lt;" in text or any(n in text for n in names):
            assert not QtGuiNs.mightBeRichText(text) or "&lt;" in text, text
    # a record with such names opens just the same
    path = tmp_path / "names.json"
    window.session.save(path)
    assert json.loads(path.read_text())["setup"]["players"] == names


def test_ctrl_z_from_the_curtain_keeps_one_clean_cover(game, driver, qtbot):
    """The next player's Ctrl+Z on the curtain changes the game underneath: the curtain turns the colour
    of the player it now waits for as a whole (it was a patchwork of the two colours where panels had
    repainted), and the undone meeple does not slide behind it."""
    game.scene.animate = True
    c = game.controller
    driver.play(mv.Place("castle", "agent"))
    driver.press_done()
    qtbot.wait(50)
    before = game.curtain.colour.name()
    QTest.keyClick(game, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert c.curtain and c.session.index == 0
    assert game.scene.sliding() == []
    after = game.curtain.colour.name()
    assert after != before
    qtbot.wait(50)  # the window paints what changed
    shot = game.screen().grabWindow(game.winId()).toImage()  # what is on screen, not a fresh render
    curtain = game.curtain.geometry()
    inner = game.curtain.childrenRect().adjusted(-8, -8, 8, 8)
    ratio = shot.width() / game.width()
    seen = set()
    for fx in range(1, 20):
        for fy in range(1, 20):
            x = curtain.x() + curtain.width() * fx // 20
            y = curtain.y() + curtain.height() * fy // 20
            if not inner.contains(x - curtain.x(), y - curtain.y()):
                seen.add(shot.pixelColor(int(x * ratio), int(y * ratio)).name())
    assert seen == {after}, seen
