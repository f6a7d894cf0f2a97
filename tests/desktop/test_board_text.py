"""Board text stays readable: at fit-to-window zoom no text is smaller on screen than the menu font."""

from __future__ import annotations

import random

import pytest
from board_texts import render_texts
from PySide6.QtWidgets import QGraphicsSimpleTextItem

from desktop.board import iconrow, legible
from tools.driver import step_random


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_board_text_at_fit_zoom_is_at_least_the_menu_font(language, window, size, qtbot, game_id):
    window.resize(*size)
    window.start_game(game_id, ["Ann", "Bob", "Cy", "Dee"], None, 5)
    c = window.controller
    rng = random.Random(5)
    while not c.table.showcase(c.state):
        step_random(c, rng)
    c.hand_over()
    qtbot.wait(1)
    window.view.fit()
    texts = render_texts(window)
    assert len(texts) > 40
    smallest = min(px for px, _ in texts)
    assert smallest >= legible.min_px() - 0.5, [t for t in texts if t[0] < legible.min_px() - 0.5][:5]
    assert not [i for i in window.scene.items() if isinstance(i, QGraphicsSimpleTextItem)]
    # zoomed in, cards show their whole text again (where none is cut at fit zoom, none is zoomed in)
    window.view.zoom(2.5)
    zoomed = render_texts(window)
    cut = sum(1 for _, t in texts if t.endswith(legible.ELLIPSIS))
    assert sum(1 for _, t in zoomed if t.endswith(legible.ELLIPSIS)) < cut or cut == 0 == len(
        [t for _, t in zoomed if t.endswith(legible.ELLIPSIS)]
    )


def test_board_text_size_setting_enlarges_every_board_text(window, game_id) -> None:
    window.resize(1280, 720)
    window.start_game(game_id, ["Ann", "Bob", "Cy"], None, 5)
    window.controller.hand_over()
    window.view.fit()
    base = legible.min_px()
    normal = min(px for px, _ in render_texts(window))
    window.menus.text_sizes["larger"].trigger()
    try:
        assert legible.min_px() == base * 1.5
        iconrow.RECORD = []
        try:
            texts = render_texts(window)
            rows = {d.text for d in iconrow.RECORD}
        finally:
            iconrow.RECORD = None
        # a stack's badge grows only so far, and an icon row only while it fits its box (test_icon_rows.py
        # checks that every row is still drawn whole)
        counts = [px for px, text in texts if text.isdigit() or text in rows]
        words = [px for px, text in texts if not text.isdigit() and text not in rows]
        assert min(words) >= base * 1.5 - 0.5 and min(words) > normal
        assert not counts or min(counts) >= base - 0.5
    finally:
        window.menus.text_sizes["normal"].trigger()
    assert legible.min_px() == base
