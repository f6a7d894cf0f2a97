"""The win-chance analysis at 1280x720 with 5 players: it takes no height from the board (the score chart and
the win chances share one plot area, a chooser beside the slider switches them), and its y axis title and tick
labels read whole in every language."""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QApplication

from engine import get_game
from tools.driver import late_session

NAMES = ["Annabelle", "Bob", "Cyrill", "Dee", "Eve"]


@pytest.fixture(autouse=True)
def quick(monkeypatch):
    """Fewer positions and simulations: the same pass, in test time."""
    import desktop.analysis as analysis

    monkeypatch.setattr(analysis, "POSITIONS", 30)
    monkeypatch.setattr(analysis, "PLAYOUTS", 2)


@pytest.fixture(params=["en", "de", "fr"])
def lang(request, qapp):
    from desktop import i18n

    assert i18n.use(qapp, request.param) == request.param
    yield request.param
    i18n.use(qapp, "en")


def _finished_five(window, game_id: str) -> None:
    """A 5-player game played out at random, shown at its end (the score screen closed)."""
    session, last = late_session(get_game(game_id), NAMES, 3, 1)
    session.apply(last[0])
    window.set_session(session, None)
    window.score_dialog.close()


def _settle(qtbot) -> None:
    QApplication.processEvents()
    qtbot.wait(50)


def test_the_win_chances_leave_the_board_its_height_and_read_whole(window, qtbot, game_id, lang) -> None:
    window.retranslate()
    _finished_five(window, game_id)
    window.resize(1280, 720)
    window.timeline_dock.show()
    window.timeline_dock.raise_()
    _settle(qtbot)
    tl = window.timeline
    board, dock = window.view.height(), window.timeline_dock.height()
    assert tl.chart is not None
    window.analyse()
    qtbot.waitUntil(lambda: window.winchances.analysis is None, timeout=120_000)
    _settle(qtbot)
    chart = tl.win_chart
    assert chart is not None and chart.widget.isVisible()
    assert (window.view.height(), window.timeline_dock.height()) == (board, dock)
    assert not tl.chart.widget.isVisible() and tl.chart_choice.isVisible()  # in the score chart's place
    # the y axis title: every line inside the axis's height, no word wider than its line
    axis = chart.plot.getAxis("left")
    title = axis.label
    assert title.isVisible() and title.toPlainText().startswith(axis.labelText)
    lines = title.sceneBoundingRect()  # rotated: the lines' length is its height
    span = axis.sceneBoundingRect()
    assert span.top() <= lines.top() and lines.bottom() <= span.bottom(), (lines, span)
    assert title.document().idealWidth() <= title.boundingRect().width() + 0.5
    margin = title.document().documentMargin()  # the text's bounding rect has this margin around the text
    assert lines.left() + margin >= 0 and lines.right() - margin <= span.right()
    # the tick labels: inside the axis, none over another
    image = QImage(10, 10, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    try:
        specs = axis.generateDrawSpecs(painter)
    finally:
        painter.end()
    texts = [rect for rect, _flags, text in specs[2] if text]
    assert len(texts) >= 2
    assert not [(a, b) for a, b in itertools.combinations(texts, 2) if a.intersects(b)]
    assert all(axis.boundingRect().contains(rect) for rect in texts)
    # the chooser brings back the score chart, in the same place
    tl.chart_choice.setCurrentIndex(0)
    _settle(qtbot)
    assert tl.chart.widget.isVisible() and not chart.widget.isVisible()
    assert (window.view.height(), window.timeline_dock.height()) == (board, dock)
