"""A double-click (or Enter) on a card of Your cards that is no choice now says why in the status bar."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from desktop.models.hand import MoveRole
from engine import get_game


def _row(window, kind: str) -> int:
    rows = [r for r, (k, _card) in enumerate(window.hand_model.cards()) if k == kind]
    assert rows, window.hand_model.cards()
    row = rows[0]
    assert window.hand_model.index(row, 0).data(MoveRole) is None  # no choice now
    return row


def _double_click(window, row: int) -> str:
    view = window.hand_view
    window.statusBar().clearMessage()
    index = window.hand_model.index(row, 0)
    view.scrollTo(index)
    centre = view.visualRect(index).center()
    # a mouse's double-click: a click, then the second press (an item view ignores a double-click it saw no press of)
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, centre)
    QTest.mouseDClick(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, centre)
    return window.statusBar().currentMessage()


def _enter(window, row: int) -> str:
    view = window.hand_view
    window.statusBar().clearMessage()
    view.setCurrentIndex(window.hand_model.index(row, 0))
    view.setFocus()
    QTest.keyClick(view, Qt.Key.Key_Return)
    return window.statusBar().currentMessage()


def _placing(state, game_id: str) -> bool:
    d = get_game(game_id).decision(state)
    return d is not None and d.kind == "place"


def test_waterdeep_cards_that_wait_for_the_harbor_or_an_action(window):
    window.start_game("waterdeep", ["Ann", "Bob", "Cy"], None, 3)
    window.controller.confirm_handoff()
    assert _placing(window.controller.state, "waterdeep")
    index_before = window.controller.session.index
    intrigue = _row(window, "intrigue")
    assert "Waterdeep Harbor" in _double_click(window, intrigue)
    assert "Waterdeep Harbor" in _enter(window, intrigue)
    assert "after the action" in _double_click(window, _row(window, "quest"))
    assert "end of the game" in _double_click(window, _row(window, "lord"))
    assert window.controller.session.index == index_before  # nothing was played


def test_architects_building_during_a_placement(window, advance):
    window.start_game("architects", ["Ann", "Bob", "Cy"], None, 3)
    c = window.controller

    def ready(s) -> bool:  # a placement by a player holding a building card and an apprentice
        if not _placing(s, "architects"):
            return False
        p = s.players[get_game("architects").decision(s).seat]
        return bool(p.hand and p.apprentices)

    advance(window, ready)
    c.hand_over()
    assert "Guildhall" in _double_click(window, _row(window, "building"))
    assert "Guildhall" in _enter(window, _row(window, "building"))
    assert "apprentice" in _double_click(window, _row(window, "apprentice"))


def test_german_reason(window, german):
    window.start_game("waterdeep", ["Ann", "Bob", "Cy"], None, 3)
    window.controller.confirm_handoff()
    text = _double_click(window, _row(window, "intrigue"))
    assert "Hafen" in text and "assign" not in text


def test_architects_building_that_cannot_be_constructed_now_says_what_it_lacks(window, advance):
    """At the Guildhall, a card that is no Build choice: the skills none of the apprentices has, or its cost."""
    from engine.architects import moves as amv
    from engine.architects.decisions import describe

    def stuck(s) -> bool:  # constructing, with a card in hand that cannot be built
        d = describe(s)
        if d is None or d.kind != "build_or_advance":
            return False
        built = {m.card for m in get_game("architects").legal_moves(s) if isinstance(m, amv.Build)}
        return any(card not in built for card in s.players[d.seat].hand)

    window.start_game("architects", ["Ann", "Bob", "Cy"], None, 3)
    advance(window, stuck)
    c = window.controller
    c.hand_over()
    built = {m.card for m in c.legal() if isinstance(m, amv.Build)}
    rows = [r for r, (kind, card) in enumerate(window.hand_model.cards()) if kind == "building"]
    stuck_rows = [r for r in rows if int(window.hand_model.cards()[r][1][1:]) not in built]
    assert stuck_rows
    text = _double_click(window, stuck_rows[0])
    assert "which none of your apprentices has" in text or "You cannot pay for" in text, text
