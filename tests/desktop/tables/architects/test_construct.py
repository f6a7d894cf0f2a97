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
    assert "guildhall" not in window.scene.highlighted()
    driver.drag(driver.meeple_for("worker"), driver.target_centre("guildhall"))
    assert c.session.moves == [mv.Place("guildhall")]
    assert counts(window)[seat, "worker@guildhall"] == ("guildhall", 1)
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
