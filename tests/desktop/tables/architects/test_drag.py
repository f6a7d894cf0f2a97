"""Placing a worker with real mouse drags: from the supply stack onto a space or a location's panel;
a refused drop slides the worker home with the engine's reason; the legal targets light up."""

from __future__ import annotations

import dataclasses

import pytest
from architects_scenarios import RICH, set_at, turn_of
from architects_ui import GAME, counts, legal_targets, load, panel_point, stacks, stand_in
from PySide6.QtCore import QPoint, QPointF, QRectF, QSizeF, Qt
from PySide6.QtTest import QTest

from desktop.tables.architects import geometry as geo
from engine.architects import moves as mv
from engine.architects.state import State

LEFT = Qt.MouseButton.LeftButton
NO_MOD = Qt.KeyboardModifier.NoModifier


def test_drag_from_the_supply_onto_a_space_places_a_worker(window, driver) -> None:
    state, seat = turn_of(3, 1)
    c = load(window, state)
    supply = driver.meeple_for("worker")
    assert (supply.seat, supply.location, supply.count) == (seat, "supply", 20)
    driver.drag(supply, driver.target_centre("quarry"))
    assert c.session.moves == [mv.Place("quarry")]
    assert c.state.players[seat].stone == 1
    assert counts(window)[seat, "supply"] == ("supply", 19)
    assert counts(window)[seat, "quarry"] == ("quarry", 1)
    # the supply stack went back to its place; the new stack stands in the Quarry's stack area
    assert supply.pos() == geo.supply_pos(seat, 3)
    assert stand_in(stacks(window)[seat, "quarry"], geo.stack_area("quarry"))
    assert c.review  # the turn passed: the player presses Done


def test_second_worker_joins_the_stack(window, driver) -> None:
    state, seat = turn_of(3, 1)
    c = load(window, set_at(state, "forest", seat, 2))
    driver.drag(driver.meeple_for("worker"), driver.target_centre("forest"))
    assert c.state.players[seat].wood == 3
    assert counts(window)[seat, "forest"] == ("forest", 3)
    assert counts(window)[seat, "supply"] == ("supply", 17)


@pytest.mark.parametrize(
    ("loc", "move"),
    [("quarry", mv.Place("quarry")), ("mines", mv.Place("mines", "clay"))],
    ids=["one space", "gold not open yet"],
)
def test_drop_on_a_location_with_one_way_to_use_it(window, driver, loc, move) -> None:
    state, seat = turn_of(3, 1)
    c = load(window, state)
    assert move in c.legal() and mv.Place("mines", "gold") not in c.legal()
    driver.drag(driver.meeple_for("worker"), panel_point(loc))
    assert c.session.moves == [move]
    assert counts(window)[seat, loc] == (loc, 1)


def test_drop_on_a_workshop_card_is_a_drop_on_the_workshop(window, driver) -> None:
    """The apprentice cards cover most of the Workshop's panel: a worker dropped on one goes to the
    Workshop when there is one way to use it (no silver to hire: the plans)."""
    state, seat = turn_of(3, 1, silver=0)
    c = load(window, state)
    assert [m for m in c.legal() if m.location == "workshop"] == [mv.Place("workshop", "plans")]
    driver.drag(driver.meeple_for("worker"), driver.target_centre("appr:5"))
    assert c.session.moves == [mv.Place("workshop", "plans")]
    assert counts(window)[seat, "workshop"] == ("workshop", 1)


def _refused(window, driver, state: State, where: str | QPointF, reason: str) -> None:
    """Dropping the worker on `where` (a target's centre, or a point) changes nothing, slides it home
    and shows `reason`."""
    c = load(window, state)
    target = driver.target_centre(where) if isinstance(where, str) else where
    supply = driver.meeple_for("worker")
    home = QPointF(supply.home)
    before = counts(window)
    driver.drag(supply, target)
    assert c.state is state and c.session.index == 0
    assert supply.pos() == home and supply.location == "supply"
    assert counts(window) == before
    assert window.statusBar().currentMessage() == reason
    assert not c.review and c.legal()  # the player may try again


def test_empty_tax_stand_refuses_with_the_reason(window, driver) -> None:
    state, _ = turn_of(3, 1)
    state = dataclasses.replace(state, tax=0)
    assert GAME.why_not(state, mv.Place("tax_stand")) == "tax_stand_empty"
    for where in ("tax_stand", panel_point("tax_stand")):
        _refused(window, driver, state, where, "There is no silver on the Tax Stand.")


def test_black_market_closed_at_virtue_ten(window, driver) -> None:
    state, _ = turn_of(3, 1, virtue=10, silver=9)
    assert GAME.why_not(state, mv.Place("black_market", "c")) == "virtue_too_high"
    reason = "The Black Market is closed to you at virtue 10 or more."
    for where in ("black_market:c", panel_point("black_market")):
        _refused(window, driver, state, where, reason)


def test_location_with_two_ways_asks_for_a_space(window, driver) -> None:
    state, seat = turn_of(3, 1, silver=9)
    state = set_at(state, "mines", seat, 1)
    assert {mv.Place("mines", "clay"), mv.Place("mines", "gold")} <= set(GAME.legal_moves(state))
    _refused(window, driver, state, panel_point("mines"), "Drop the worker on one of the spaces of Mines.")


def test_workshop_card_with_hire_and_plans_asks_for_a_space(window, driver) -> None:
    state, _ = turn_of(3, 1, silver=9)
    assert mv.Place("workshop", "hire") in GAME.legal_moves(state)
    _refused(window, driver, state, "appr:5", "Drop the worker on one of the spaces of Workshop.")


def test_drop_beside_the_board_slides_back(window, driver) -> None:
    state, _ = turn_of(3, 1)
    _refused(window, driver, state, QPointF(1590, 830), "Drop the meeple on a highlighted space.")


def _press_and_move(window, driver) -> QPoint:
    supply = driver.meeple_for("worker")
    start = driver.point(supply.mapToScene(QPointF(supply.W / 2, supply.H * 0.7)))
    QTest.mousePress(driver.viewport, LEFT, NO_MOD, start)
    QTest.mouseMove(driver.viewport, start + QPoint(30, -40))
    return start


def _start() -> State:
    return turn_of(3, 1)[0]


def _rich() -> State:
    """Gold at the Mines open, an apprentice and a building affordable, no tax to take."""
    state, seat = turn_of(3, 1, **RICH)
    return dataclasses.replace(set_at(state, "mines", seat, 1), tax=0)


def _virtuous() -> State:
    state, _ = turn_of(3, 1, virtue=10)
    return state


BLACK_MARKET = {"loc:black_market", "black_market:a", "black_market:b_hire", "black_market:b_draw", "black_market:c"}


@pytest.mark.parametrize(
    ("make", "lit", "dark"),
    [
        (_start, BLACK_MARKET | {"tax_stand"}, {"mines:gold", "workshop:hire", "guildhall"}),
        (_rich, {"mines:gold", "workshop:hire", "guildhall"}, {"tax_stand", "loc:tax_stand"}),
        (_virtuous, {"quarry", "loc:quarry"}, BLACK_MARKET),
    ],
    ids=["start", "rich", "virtuous"],
)
def test_exactly_the_legal_targets_light_up(window, driver, make, lit, dark) -> None:
    c = load(window, make())
    want = legal_targets(c.legal())
    assert lit <= want and not dark & want
    assert window.scene.highlighted() == want  # lit before the worker is picked up too
    start = _press_and_move(window, driver)
    assert window.scene.highlighted() == want
    QTest.keyClick(window.view, Qt.Key.Key_Escape)
    assert window.scene.highlighted() == want
    QTest.mouseRelease(driver.viewport, LEFT, NO_MOD, start)
    assert c.session.index == 0


def test_drop_on_the_cathedral_points_to_the_guildhall(window, driver) -> None:
    state, _ = turn_of(3, 1, wood=3, stone=3)
    reason = "The Cathedral is worked on from the Guildhall: place a worker on the Guildhall."
    _refused(window, driver, state, panel_point("cathedral"), reason)


def test_a_click_on_a_lit_space_places_a_worker_there(window, driver) -> None:
    """Without picking a worker up first: the spaces are lit at rest, and a click on one places the worker."""
    state, seat = turn_of(3, 1)
    c = load(window, state)
    assert "quarry" in window.scene.highlighted()
    driver.click_scene(driver.target_centre("quarry"))
    assert c.session.moves == [mv.Place("quarry")]
    assert counts(window)[seat, "quarry"] == ("quarry", 1)


def test_a_click_on_a_location_with_two_ways_asks_for_a_space(window, driver) -> None:
    state, seat = turn_of(3, 1, silver=9)
    state = set_at(state, "mines", seat, 1)
    c = load(window, state)
    driver.click_scene(panel_point("mines"))
    assert c.session.moves == []
    assert window.statusBar().currentMessage() == "Drop the worker on one of the spaces of Mines."


@pytest.mark.parametrize("mode", ["b_hire", "b_draw"])
def test_a_worker_on_black_market_b_stands_on_neither_of_its_two_ways(window, driver, mode) -> None:
    """Spot B has two spaces, one for each way to use it, and the state keeps only who took the spot: its worker
    stands in spot B's column above both spaces, never on "hire" after a "draw" (found playing: it always did)."""
    state, seat = turn_of(3, 1)
    c = load(window, state)
    assert mv.Place("black_market", mode) in c.legal()
    driver.drag(driver.meeple_for("worker"), driver.target_centre(f"black_market:{mode}"))
    assert c.session.moves == [mv.Place("black_market", mode)]
    worker = stacks(window)[seat, "market:1"]
    assert stand_in(worker, geo.market_column(1))
    for way in ("b_hire", "b_draw"):
        space = QRectF(geo.SPACES[f"black_market:{way}"], QSizeF(geo.SPACE, geo.SPACE))
        assert not stand_in(worker, space), way
