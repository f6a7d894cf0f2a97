"""The basic buildings' names are drawn whole at 1280x720 with 5 players also with the Timeline open (it takes
the bottom row, so the board is drawn smaller than in the default layout), in English, German and French."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QGraphicsItem

from desktop import i18n
from desktop.board import legible
from desktop.tables.waterdeep import geometry as geo
from desktop.tables.waterdeep.text import basic_building_name


def _cuts(window) -> list[tuple[str, str]]:
    """The texts the board cuts (whole, shown), every item painted afresh through the view."""
    items = window.scene.items()
    modes = [item.cacheMode() for item in items]
    legible.RECORD, legible.CUT = [], []
    try:
        for item in items:
            item.setCacheMode(QGraphicsItem.CacheMode.NoCache)
        window.view.viewport().grab()
        return list(legible.CUT)
    finally:
        legible.RECORD = legible.CUT = None
        for item, mode in zip(items, modes, strict=True):
            item.setCacheMode(mode)


@pytest.mark.parametrize("lang", ["en", "de", "fr"])
def test_basic_building_names_whole_with_the_timeline_open(window, qapp, qtbot, lang):
    assert i18n.use(qapp, lang) == lang
    try:
        window.resize(1280, 720)
        window.start_game("waterdeep", ["Ann", "Bob", "Cy", "Dee", "Eve"], None, 11)
        window.controller.hand_over()
        window.timeline_dock.show()
        window.timeline_dock.raise_()
        qtbot.wait(1)
        window.view.fit()
        names = {basic_building_name(b) for b in geo.BUILDINGS}
        cut = [(whole, shown) for whole, shown in _cuts(window) if whole in names]
        assert not cut, cut
    finally:
        i18n.use(qapp, "en")
