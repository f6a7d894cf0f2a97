"""Waterdeep's adventurer picks anchored on the chooser's pool (one taken at the start of a round with a plot quest,
one an opponent's card gives) at 1280x720 with 5 players: the chips' bubble hides no pool's name and Tavern row
(drawn above its meeples) and no meeple, and stays next to the chooser's pool."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QApplication

from desktop.board.items import MeepleItem
from desktop.session import GameSession
from engine import get_game

NAMES = ["Ann", "Bob", "Cy", "Dee", "Eve"]


@pytest.mark.parametrize(("seed", "moves", "kind"), [(17, 149, "pick_round_start"), (5, 172, "pick_gift")])
def test_a_pick_on_the_pool_hides_no_pool_and_no_meeple(window, seed, moves, kind) -> None:
    game = get_game("waterdeep")
    session, rng = GameSession.new(game, NAMES, seed), random.Random(seed)
    for _ in range(moves):  # a random game (seeded) up to the pick
        session.apply(rng.choice(game.legal_moves(session.state)))
    decision = game.decision(session.state)
    assert decision is not None and decision.kind == kind and not decision.subject
    window.resize(1280, 720)
    window.set_session(session, None)
    window.controller.hand_over()
    window.view.fit()
    QApplication.processEvents()
    scene = window.scene
    (bubble,) = scene.chip_layer.bubbles
    assert {chip.target_id for chip in scene.chip_layer.chips} >= {"cube:c", "cube:w"}
    pool = scene._rect(f"pool:{decision.seat}")
    meeples = [m.mapRectToScene(m.boundingRect()) for m in scene.items() if isinstance(m, MeepleItem)]
    assert meeples and not [m for m in meeples if m.intersects(bubble.rect)]
    for seat in range(len(NAMES)):
        area = scene._rect(f"pool:{seat}")
        top = min(m.top() for m in meeples if area.intersects(m))  # every pool has meeples at a round's start
        assert not bubble.rect.intersects(QRectF(area.left(), area.top(), area.width(), top - area.top())), seat
    near = pool.adjusted(-30, -30, 30, 30)  # chips.NEAR: beside the pool it is about
    assert near.intersects(bubble.rect)
