"""Clicks on the board: a location (its panel, its space or the player's stack there) takes a worker back when the
supply is empty, an apprentice card hires it, a Cathedral chip pays for the next level."""

from __future__ import annotations

import dataclasses

import pytest
from architects_scenarios import ignore, set_at, set_player, turn_of
from architects_ui import chip_beside, counts, load, panel_point, stacks
from PySide6.QtCore import QPointF

from engine.architects import moves as mv
from engine.architects.rules import start_turn


@pytest.mark.parametrize("where", ["panel", "stack", "space"])
def test_click_on_a_location_reclaims_a_worker(window, driver, where) -> None:
    state, seat = turn_of(3, 1)
    state = set_at(set_at(state, "quarry", seat, 12), "forest", seat, 8)
    state = start_turn(dataclasses.replace(state, pending=()), seat, ignore)  # no worker in the supply: take one back
    c = load(window, state)
    assert window.scene.highlighted() == {"loc:quarry", "loc:forest"}
    assert (seat, "supply") not in counts(window)
    if where == "panel":
        driver.click_scene(panel_point("forest"))
    elif where == "space":
        driver.click_scene(driver.target_centre("forest"))
    else:
        driver.click_meeple(stacks(window)[seat, "forest"])
    assert c.session.moves == [mv.Reclaim("forest")]
    assert counts(window)[seat, "forest"] == ("forest", 7)
    assert counts(window)[seat, "supply"] == ("supply", 1)


@pytest.mark.parametrize("where", ["prison", "board"])
def test_a_stranded_player_clicks_the_prison_or_a_rivals_board(window, driver, where) -> None:
    """No worker in the supply or on a large location: the Prison and the board of the player holding some
    captured are lit, and a click there takes that worker back; the Black Market space holding one is not
    lit (seed: its workers are only removed by a Black Market Reset)."""
    state, seat = turn_of(3, 1, supply=0, prison=2, side=15)
    rival = (seat + 1) % 3
    state = set_player(state, rival, captured=tuple(2 if i == seat else 0 for i in range(3)))
    state = start_turn(dataclasses.replace(state, market_spots=(seat, -1, -1), pending=()), seat, ignore)
    c = load(window, state)
    assert window.scene.highlighted() == {"loc:prison", f"pool:{rival}"}
    target = {"prison": "loc:prison", "board": f"pool:{rival}"}[where]
    driver.click_scene(driver.target_centre(target))
    move = {"prison": "prison", "board": f"board_{rival}"}[where]
    assert c.session.moves == [mv.Reclaim(move)]
    assert counts(window)[seat, "supply"] == ("supply", 1)
    after = c.state
    left = {"prison": after.players[seat].prison, "board": after.players[rival].captured[seat]}
    assert left[where] == 1
    assert after.market_spots.count(seat) == 1


def test_click_on_an_apprentice_hires_it_and_leaves_silver_on_the_skipped_cards(window, driver) -> None:
    state, seat = turn_of(3, 1, silver=9)
    c = load(window, state)
    driver.drag(driver.meeple_for("worker"), driver.target_centre("workshop:hire"))
    hires = {f"appr:{m.slot}" for m in c.legal() if isinstance(m, mv.Hire)}
    assert hires and window.scene.highlighted() == hires
    cards = window.board.cards
    wanted = cards[2].title
    driver.click_scene(driver.target_centre("appr:2"))
    assert c.session.moves[-1] == mv.Hire(2)
    assert c.state.players[seat].silver == 3  # 4 silver and 2 tax; 2 of it on the skipped cards
    assert [cards[k].silver for k in (0, 1)] == [1, 1]  # the row moved up: the skipped cards keep it
    assert wanted not in {card.title for slot, card in cards.items() if slot < 2}
    assert window.players_model.index(seat, window.players_model.columns.index("apprentices")).data() == "1"


def test_cathedral_payments_are_chips_on_the_cathedral(window, driver) -> None:
    state, seat = turn_of(3, 1, wood=3, stone=3)
    state = set_player(state, seat, cathedral=1, hand=(9, 10))  # two cards to discard, three mixes
    c = load(window, state)
    driver.drag(driver.meeple_for("worker"), driver.target_centre("guildhall"))
    pays = [m for m in c.legal() if isinstance(m, mv.Cathedral)]
    chips = {chip.target_id: chip for chip in window.scene.chips}
    assert set(chips) == {f"cathedral:{m.wood}:{m.discard}" for m in pays} and len(pays) == 6
    cathedral = window.scene.targets["cathedral"].sceneBoundingRect()
    assert all(chip_beside(window, chip.sceneBoundingRect(), cathedral) for chip in chips.values())
    driver.click_scene(driver.target_centre("cathedral:2:10"))
    assert c.session.moves[-1] == mv.Cathedral(2, 10)
    p = c.state.players[seat]
    assert (p.cathedral, p.wood, p.stone, p.hand) == (2, 1, 1, (9,))
    assert window.board.cathedral.levels[seat] == 2


def test_a_click_on_the_cathedral_with_several_payments_points_to_its_chips(window, driver) -> None:
    state, seat = turn_of(3, 1, wood=3, stone=3)
    state = set_player(state, seat, cathedral=1, hand=(9, 10))
    c = load(window, state)
    driver.drag(driver.meeple_for("worker"), driver.target_centre("guildhall"))
    before = len(c.session.moves)
    cathedral = window.scene.targets["cathedral"]
    title = cathedral.mapToScene(QPointF(cathedral.rect.center().x(), cathedral.rect.top() + 12))
    assert not any(b.rect.contains(title) for b in window.scene.chip_layer.bubbles)  # the chips leave it free
    driver.click_scene(title)  # the Cathedral itself, not one of its chips (they may sit on it)
    assert len(c.session.moves) == before
    assert window.statusBar().currentMessage() == "Choose how to pay: click one of the chips by the Cathedral."
