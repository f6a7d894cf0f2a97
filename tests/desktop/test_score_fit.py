"""The final-scores dialog of a 5-player game fits a 1280-px screen in every language, Architects' variable setup
(a Character column) too: the category titles wrap onto lines above their numbers, each title whole."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QApplication, QStyle

from desktop.tables import table_for
from desktop.widgets.score import ScoreDialog
from engine import get_game

NAMES = ["Annabelle-Marie", "Bob", "Cyrill", "Dee", "Eve"]
LINES = 3  # a title wraps onto at most this many lines
WRAP = Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap
GAMES = [("waterdeep", {}), ("architects", {}), ("architects", {"variable_setup": True})]


@pytest.fixture(params=["en", "de", "fr"])
def lang(request, qapp):
    from desktop import i18n

    assert i18n.use(qapp, request.param) == request.param
    yield request.param
    i18n.use(qapp, "en")


@pytest.mark.parametrize(("gid", "options"), GAMES, ids=["waterdeep", "architects", "architects-variable"])
@pytest.mark.parametrize("seed", [3, 8])
def test_the_final_scores_fit_1280_px_with_every_title_whole(qtbot, lang, gid, options, seed) -> None:
    game, rng = get_game(gid), random.Random(seed)
    state = game.new_game(NAMES, seed, options)
    while not game.is_over(state):
        state = game.apply(state, rng.choice(game.legal_moves(state)))
    dialog = ScoreDialog(table_for(gid), state, game.scores(state))
    qtbot.addWidget(dialog)
    dialog.show()
    QApplication.processEvents()
    table, header = dialog.table, dialog.table.horizontalHeader()
    assert dialog.width() <= 1280 and header.length() <= table.viewport().width()
    assert not table.horizontalScrollBar().isVisible()
    fm = header.fontMetrics()
    margins = 2 * header.style().pixelMetric(QStyle.PixelMetric.PM_HeaderMargin, None, header)
    for col in range(table.columnCount()):
        title = table.horizontalHeaderItem(col).text()
        width = header.sectionSize(col)
        assert all(fm.horizontalAdvance(word) < width for word in title.split()), (title, width)
        lines = fm.boundingRect(QRect(0, 0, width - margins, 10_000), WRAP, title).height() // fm.lineSpacing()
        assert lines <= LINES, (title, width)
        assert header.height() >= lines * fm.lineSpacing(), title  # every line of it shown
        assert table.sizeHintForColumn(col) <= width  # the numbers and names whole
