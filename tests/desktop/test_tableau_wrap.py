"""Player Boards at 1280x720 with 5 players: a long name (a Waterdeep quest's) wraps onto more lines in its
column instead of being cut with "…", and nothing drawn in a column overlaps what is under it."""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QFontMetricsF

from desktop import i18n
from engine import get_game
from tools.driver import late_session

NAMES = ["Annabelle", "Bob", "Cyrill", "Dee", "Eve"]


@pytest.mark.parametrize("lang", ["en", "de", "fr"])
def test_player_boards_show_every_name_whole_at_1280x720(window, game_id, qapp, qtbot, lang):
    assert i18n.use(qapp, lang) == lang
    try:
        window.retranslate()
        window.resize(1280, 720)
        session, _ = late_session(get_game(game_id), NAMES, 11, 2)
        window.set_session(session, None)
        window.controller.hand_over()
        window.menus.player_boards.trigger()
        qtbot.wait(50)
        boards = window.mirror.boards
        assert boards.isVisible()
        columns = boards.columns
        columns.grab()  # paint
        fm = QFontMetricsF(columns.font())
        width = (columns.width() - 10 * (len(NAMES) - 1)) / len(NAMES)  # a column (the gap between: 10 px)
        wrapped = 0
        for seat in range(len(NAMES)):
            rects = sorted((r for s, name, r in columns.drawn if s == seat and name), key=QRectF.top)
            assert all(a.bottom() <= b.top() for a, b in itertools.pairwise(rects)), seat
        for _seat, name, rect in columns.drawn:
            if not name:
                continue
            room = fm.boundingRect(QRectF(0, 0, width - 16, 10_000), Qt.TextFlag.TextWordWrap, name)
            assert rect.height() >= room.height(), (name, rect, room)  # room for all its lines
            wrapped += room.height() > fm.height() * 1.5
        if game_id == "waterdeep":
            assert wrapped, "a 5-player late game has a quest name longer than a column at 1280x720"
        title = boards.title
        assert title.height() >= title.heightForWidth(title.width())  # the heading whole
    finally:
        i18n.use(qapp, "en")
