"""The follow-up steps of an action are chips on the board, next to where they happen: Town Centre
captures on the locations holding the colours, King's Storehouse trades and Guardhouse actions on their
location, and Done. A real click on a chip makes the move."""

from __future__ import annotations

import pytest
from architects_scenarios import set_at, set_player, turn_of
from architects_ui import chip_beside, counts, load, stacks, stand_in
from PySide6.QtCore import QRectF

from desktop.tables.architects import geometry as geo
from engine.architects import moves as mv

OTHER, THIRD = 0, 1  # turn_of(3, 1) gives the turn to seat 2


def _near(window, chip_rect: QRectF, loc: str) -> bool:
    return chip_beside(window, chip_rect, geo.PANELS[loc])


def _chips(window) -> dict[str, QRectF]:
    return {chip.target_id: chip.sceneBoundingRect() for chip in window.scene.chips}


def test_town_centre_capture_chips_on_the_locations_then_done(window, driver) -> None:
    state, seat = turn_of(3, 1, silver=5)
    assert seat not in (OTHER, THIRD)
    state = set_at(set_at(state, "quarry", OTHER, 2), "forest", THIRD, 1)
    state = set_at(state, "town_centre", seat, 1)  # the new worker makes two: two captures
    c = load(window, state)
    driver.drag(driver.meeple_for("worker"), driver.target_centre("town_centre"))
    assert c.session.moves == [mv.Place("town_centre")]
    captures = {m for m in c.legal() if isinstance(m, mv.Capture)}
    assert captures == {mv.Capture("quarry", OTHER), mv.Capture("forest", THIRD), mv.Capture("town_centre", seat)}
    chips = _chips(window)
    assert set(chips) == {f"capture:{m.location}:{m.seat}" for m in captures} | {"done"}
    for m in captures:  # each colour's chip beside the location holding it, labelled with its count
        assert _near(window, chips[f"capture:{m.location}:{m.seat}"], m.location)
    labels = {chip.target_id: chip.label for chip in window.scene.chips}
    assert labels["capture:quarry:0"] == "2" and labels["capture:forest:1"] == "1"
    assert window.scene.highlighted() >= set(chips)

    driver.click_scene(driver.target_centre(f"capture:quarry:{OTHER}"))
    assert c.session.moves[-1] == mv.Capture("quarry", OTHER)
    assert c.state.players[seat].captured[OTHER] == 2 and c.state.players[seat].silver == 4
    # the captured stack moved from the Quarry onto the capturer's board
    now = counts(window)
    assert (OTHER, "quarry") not in now
    assert now[OTHER, f"captured:{seat}"] == (f"captured:{seat}", 2)
    captured = stacks(window)[OTHER, f"captured:{seat}"]
    assert stand_in(captured, geo.pool(seat, 3)) and stand_in(captured, geo.captured_area(seat, 3))
    assert now[seat, "town_centre"] == ("town_centre", 2)
    assert now[seat, "supply"] == ("supply", 18)
    assert f"capture:quarry:{OTHER}" not in _chips(window) and "done" in _chips(window)

    driver.click_scene(driver.target_centre("done"))
    assert c.session.moves[-1] == mv.DONE
    assert c.review and window.scene.chips == []
    assert counts(window)[OTHER, f"captured:{seat}"] == (f"captured:{seat}", 2)


@pytest.mark.parametrize("workers", [1, 2], ids=["trades exhausted", "done"])
def test_storehouse_trade_chips(window, driver, workers) -> None:
    state, seat = turn_of(3, 1, clay=2, wood=1, stone=3)
    if workers > 1:
        state = set_at(state, "storehouse", seat, workers - 1)
    c = load(window, state)
    driver.drag(driver.meeple_for("worker"), driver.target_centre("storehouse"))
    trades = [m for m in c.legal() if isinstance(m, mv.Trade)]
    chips = _chips(window)
    assert set(chips) == {f"trade:{m.trade}" for m in trades} | {"done"}
    assert all(_near(window, rect, "storehouse") for rect in chips.values())
    tips = {chip.target_id: chip.toolTip() for chip in window.scene.chips}
    assert all(tips.values())

    driver.click_scene(driver.target_centre("trade:virtue:clay+clay"))
    assert c.session.moves[-1] == mv.Trade("virtue:clay+clay")
    p = c.state.players[seat]
    assert (p.clay, p.virtue) == (0, 8)
    if workers == 1:  # the only trade was made: the turn is over
        assert c.review and window.scene.chips == []
        return
    chips = _chips(window)
    assert "trade:virtue:clay+clay" not in chips and "done" in chips  # no clay left for it
    driver.click_scene(driver.target_centre("done"))
    assert c.session.moves[-1] == mv.DONE and c.review
    assert c.state.players[seat].stone == 3


def test_guardhouse_imprison_chip_sends_the_captured_to_prison(window, driver) -> None:
    state, seat = turn_of(3, 1)
    captured = [0, 0, 0]
    captured[OTHER] = 3
    state = set_player(state, seat, captured=tuple(captured))
    state = set_player(state, OTHER, supply=17)
    c = load(window, state)
    assert counts(window)[OTHER, f"captured:{seat}"] == (f"captured:{seat}", 3)
    driver.drag(driver.meeple_for("worker"), driver.target_centre("guardhouse"))
    assert _near(window, _chips(window)["guard:imprison"], "guardhouse")
    driver.click_scene(driver.target_centre("guard:imprison"))
    assert c.session.moves[-1] == mv.Guard("imprison")
    assert c.state.players[OTHER].prison == 3 and c.state.players[seat].silver == state.players[seat].silver + 3
    now = counts(window)
    assert (OTHER, f"captured:{seat}") not in now
    assert now[OTHER, "prison"] == ("prison", 3)
    assert stand_in(stacks(window)[OTHER, "prison"], geo.PANELS["prison"])
    assert c.review  # one worker there: one action
