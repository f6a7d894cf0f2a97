"""Adventurer choices appear on the board where the action happened, and a click on a chip makes them."""

from __future__ import annotations

from desktop.presenter import Handoff, Phase
from engine.waterdeep import moves as mv


def _pick_pending(state) -> bool:
    task = state.tasks[0] if state.tasks else None
    return task is not None and task.kind == "pick" and task.a in ("gain", "owner")


def test_adventurer_chips_next_to_the_space_and_click_chooses(game, driver, advance) -> None:
    window = game
    advance(window, _pick_pending, seed=4)
    c = window.controller
    c.hand_over()
    picks = [m for m in c.legal() if isinstance(m, mv.PickCube)]
    [group] = c.chip_groups()
    anchor = group.anchor
    cubes = [chip_id.split(":")[1] for chip_id, *_ in group.chips]
    assert sorted(cubes) == sorted(m.cube for m in picks) and anchor
    chips = {chip.target_id: chip for chip in window.scene.chips}
    assert set(chips) == {f"cube:{k}" for k in cubes}
    # the chips stand next to the space (or building) the choice belongs to
    anchor_rect = window.scene.targets[anchor].sceneBoundingRect()
    first = next(iter(chips.values())).sceneBoundingRect()
    assert abs(first.center().y() - anchor_rect.center().y()) < anchor_rect.height() + 120
    before = c.session.index
    choice = picks[0]
    assert driver.play(choice) == "click_cube"
    assert c.session.index == before + 1
    assert c.session.moves[-1] == choice


def test_no_chips_behind_the_curtain(game, advance) -> None:
    window = game
    advance(window, _pick_pending, seed=4)
    window.controller.handoff = Handoff(phase=Phase.CURTAIN)
    window.sync()
    assert window.scene.chips == []


def test_taking_an_adventurer_from_an_opponent_is_chosen_on_their_pool(window, driver) -> None:
    from waterdeep_scenarios import clean, intrigue_where, res, set_intrigue, with_player

    from desktop.session import GameSession
    from engine import get_game

    game = get_game("waterdeep")
    state = set_intrigue(clean(seat=0), 0, intrigue_where(effect="steal_cube"))
    state = with_player(state, 1, res=res(c=1, r=1))
    state = with_player(state, 2, res=res(f=1))
    window.set_session(GameSession(game, state), None)
    c = window.controller
    c.confirm_handoff()
    assert driver.play(mv.Place("harbor1")) == "drag"
    c.hand_over()
    steals = [m for m in c.legal() if isinstance(m, mv.Steal)]
    assert set(steals) == {mv.Steal(1, "c"), mv.Steal(1, "r"), mv.Steal(2, "f")}
    groups = {g.anchor: g.chips for g in c.chip_groups()}
    assert set(groups) == {"pool:1", "pool:2"}
    assert {chip.target_id for chip in window.scene.chips} == {"steal:1:c", "steal:1:r", "steal:2:f"}
    assert driver.play(mv.Steal(2, "f")) == "click_steal"
    assert c.session.moves[-1] == mv.Steal(2, "f")
    assert c.state.players[0].res.f == 1 and c.state.players[2].res.f == 0


def test_do_it_is_disabled_when_there_is_nothing_to_choose(qtbot):
    """A window opened on a past move starts with no choices: the button must not look playable."""
    from desktop.widgets.choices import ChoicePanel

    panel = ChoicePanel()
    qtbot.addWidget(panel)
    panel.set_choices(None, None, "Looking back", ())
    assert not panel.play_button.isEnabled() and panel.list.count() == 0
