"""An apprentice's place word ("Cathedral" on the Acolyte) never reaches its foot row (the virtue and skills
hiring brings), at the small board sizes of 1280x720 with the Timeline open and smaller: it stands beside the
ability's icons, under them where a whole line fits above the foot, or not at all (the tooltip says it)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

import desktop.board.items as items
import desktop.tables.architects.boarditems as boarditems
from desktop.tables.architects.boarditems import ApprenticeCard
from engine.architects.content import APPRENTICES

SEED = 11  # an Acolyte in the first Workshop display of a 5-player game


@pytest.mark.parametrize("size", [(1280, 720), (1280, 650), (1200, 660), (1400, 800)])
def test_the_acolyte_place_word_stays_above_its_foot_row(window, qtbot, monkeypatch, size) -> None:
    window.resize(*size)
    window.start_game("architects", ["Ann", "Bob", "Cy", "Dee", "Eve"], None, SEED)
    window.controller.hand_over()
    window.timeline_dock.show()
    window.timeline_dock.raise_()
    QApplication.processEvents()
    window.view.fit()
    display = window.session.state.display
    slot = next(i for i, c in enumerate(display) if c >= 0 and APPRENTICES[c].ability.startswith("acolyte"))
    card = next(it for it in window.scene.items() if isinstance(it, ApprenticeCard) and it.slot == slot)
    assert card.beside
    words: list[float] = []  # where the place word's lines end (scene units)
    feet: list[float] = []  # where the foot row's drawn lines start

    def draw_text(p, box, text, *args, **kwargs):
        used = real_text(p, box, text, *args, **kwargs)
        if text == card.beside and used:
            words.append(box.top() + used)
        return used

    def draw_rows(p, box, rows, *args, **kwargs):
        used = real_rows(p, box, rows, *args, **kwargs)
        if list(rows) == [card.foot]:
            feet.append(box.top() + max(0.0, (box.height() - used) / 2))  # drawn centred in its box
        return used

    real_text, real_rows = items.draw_text, boarditems.draw_rows
    monkeypatch.setattr(items, "draw_text", draw_text)
    monkeypatch.setattr(boarditems, "draw_rows", draw_rows)
    card.update()
    window.view.viewport().grab()  # paint at the zoom the board is shown at
    assert feet, "the foot row was drawn"
    assert all(bottom <= min(feet) + 0.5 for bottom in words), (words, feet, window.view.transform().m11())
