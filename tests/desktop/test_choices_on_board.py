"""Adventurer choices appear on the board where the action happened, and a click on a chip makes them."""

from __future__ import annotations

from engine.waterdeep import moves as mv


def _pick_pending(state) -> bool:
    task = state.tasks[0] if state.tasks else None
    return task is not None and task.kind == "pick" and task.a in ("gain", "owner")


def test_adventurer_chips_next_to_the_space_and_click_chooses(game, driver, advance) -> None:
    window = game
    advance(window, _pick_pending, seed=4)
    c = window.controller
    if c.curtain:
        c.confirm_handoff()
    picks = [m for m in c.legal() if isinstance(m, mv.PickCube)]
    cubes, anchor = c.chip_choices()
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
    window.controller.curtain = True
    window.sync()
    assert window.scene.chips == []
