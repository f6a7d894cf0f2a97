"""Constructing a building: a worker dragged onto the Guildhall, then the card activated in Your cards
(Enter or a double-click) is built; it leaves the hand and shows in the player's buildings."""

from __future__ import annotations

import pytest
from architects_scenarios import set_player, turn_of
from architects_ui import counts, double_click, load
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from desktop.models.hand import MoveRole
from desktop.tables.architects.cardnames import building_name
from engine.architects import moves as mv

STEEPLE, AQUEDUCT, UNIVERSITY = 2, 13, 9  # two with no skill needed; one needing CTM


def _row(window, card: int):
    model = window.hand_model
    rows = [model.index(r, 0) for r in range(model.rowCount())]
    return next((i for i in rows if i.data().startswith(building_name(card))), None)


def _buildings(window, seat: int) -> tuple[str, str]:
    pm = window.players_model
    col = pm.columns.index("buildings")
    index = pm.index(seat, col)
    return index.data(), index.data(Qt.ItemDataRole.ToolTipRole) or ""


@pytest.mark.parametrize("how", ["enter", "double-click"])
def test_guildhall_then_the_card_in_the_hand_constructs_it(window, driver, how) -> None:
    state, seat = turn_of(3, 1, wood=4, gold=2, clay=2)
    state = set_player(state, seat, hand=(STEEPLE, AQUEDUCT, UNIVERSITY))
    c = load(window, state)
    assert _buildings(window, seat) == ("0", "")
    assert "guildhall" in window.scene.highlighted()  # a space the worker may go to (no card to click yet)
    driver.drag(driver.meeple_for("worker"), driver.target_centre("guildhall"))
    assert c.session.moves == [mv.Place("guildhall")]
    assert counts(window)[seat, "guildhall"] == ("guildhall", 1)
    # the cards that can be built now are marked and carry their move; University needs skills
    assert set(c.legal()) >= {mv.Build(STEEPLE), mv.Build(AQUEDUCT)} and mv.Build(UNIVERSITY) not in c.legal()
    steeple, university = _row(window, STEEPLE), _row(window, UNIVERSITY)
    assert steeple.data(MoveRole) == mv.Build(STEEPLE) and "[construct]" in steeple.data()
    assert university.data(MoveRole) is None and "[construct]" not in university.data()

    view = window.hand_view
    if how == "enter":
        view.setCurrentIndex(steeple)
        view.setFocus()
        QTest.keyClick(view, Qt.Key.Key_Return)
    else:
        view.scrollTo(steeple)
        double_click(view.viewport(), view.visualRect(steeple).center())
    assert c.session.moves[-1] == mv.Build(STEEPLE)
    assert c.state.players[seat].built == (STEEPLE,)
    assert _row(window, STEEPLE) is None and _row(window, AQUEDUCT) is not None
    cell, tip = _buildings(window, seat)
    assert cell == "1" and building_name(STEEPLE) in tip and building_name(AQUEDUCT) not in tip


def test_one_click_on_a_card_is_the_action_do_it_plays(window, driver) -> None:
    """The playtest: one click on a card in Your cards, then "Do it", played another card (whatever the
    Actions list had highlighted). The click highlights that card's action; choosing in the list marks
    the card; "Do it" plays what is highlighted."""
    state, seat = turn_of(3, 1, wood=4, gold=2, clay=2)
    state = set_player(state, seat, hand=(STEEPLE, AQUEDUCT, UNIVERSITY))
    c = load(window, state)
    driver.drag(driver.meeple_for("worker"), driver.target_centre("guildhall"))
    choices, view = window.choices, window.hand_view
    first = choices.selected()
    aqueduct = _row(window, AQUEDUCT)
    assert first != mv.Build(AQUEDUCT) and aqueduct.data(MoveRole) == mv.Build(AQUEDUCT)
    view.scrollTo(aqueduct)
    QTest.mouseClick(
        view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, view.visualRect(aqueduct).center()
    )
    assert choices.selected() == mv.Build(AQUEDUCT)
    assert choices.list.currentItem().isSelected()
    row = choices.moves.index(mv.Build(STEEPLE))  # the other way: the list's choice marks its card
    QTest.mouseClick(
        choices.list.viewport(),
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
        choices.list.visualItemRect(choices.list.item(row)).center(),
    )
    assert view.currentIndex().row() == _row(window, STEEPLE).row() and view.selectionModel().isSelected(
        view.currentIndex()
    )
    QTest.mouseClick(
        view.viewport(),
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
        view.visualRect(_row(window, AQUEDUCT)).center(),
    )
    QTest.mouseClick(choices.play_button, Qt.MouseButton.LeftButton)
    assert c.session.moves[-1] == mv.Build(AQUEDUCT)
    assert c.state.players[seat].built == (AQUEDUCT,)
