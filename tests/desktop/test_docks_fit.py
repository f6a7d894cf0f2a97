"""Issue 23: the Timeline is usable at 1920x1080 and 1280x720 while a past move is shown (a slider that never
collapses, move texts whole or in a tooltip, a chart at least 120 px high, the board still big), and the
Players table never scrolls sideways, whatever the window's history and the dock layout.

One window per game for the whole module (made in a temporary user folder): a late 5-player game, stepped
back to a past move, looked at in English and German."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QEvent, QModelIndex, Qt
from PySide6.QtGui import QHelpEvent
from PySide6.QtWidgets import QApplication, QToolTip, QTreeView

from desktop.tables import TABLES
from desktop.timeline.chart import CHART_MIN_HEIGHT
from desktop.timeline.dock import SLIDER_MIN_WIDTH
from desktop.widgets.elided import CutTextTips
from engine import get_game
from tools.driver import late_session

NAMES = ["Annabelle-Marie", "Bob", "Cyrill", "Dee", "Eve"]  # one name long enough to be cut in a narrow panel
BOTTOM, RIGHT = Qt.DockWidgetArea.BottomDockWidgetArea, Qt.DockWidgetArea.RightDockWidgetArea


@pytest.fixture(scope="module", params=TABLES)
def shared(request, qapp, tmp_path_factory) -> Iterator:
    from desktop.window import MainWindow

    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("MEEPLE_TABLE_HOME", str(tmp_path_factory.mktemp("home")))
        w = MainWindow(autosave=False, remember=False)
        w.scene.animate = False
        w.resize(1600, 1000)
        w.show()
        session, _ = late_session(get_game(request.param), NAMES, 11, 12)
        w.set_session(session, None)
        w.controller.hand_over()
        yield w
        w.close()
        w.deleteLater()


def _settle(qtbot) -> None:
    QApplication.processEvents()
    qtbot.wait(20)


def _past_move(w, qtbot, size: tuple[int, int]) -> None:
    """The window (in the language now in use) opened at 1600x1000, the Timeline brought forward at a past
    move, then resized."""
    w.retranslate()  # as Settings -> Language does
    w.resize(1600, 1000)
    _settle(qtbot)
    w.timeline_dock.show()
    w.timeline_dock.raise_()
    w.timeline.slider.setValue(w.timeline.total // 2)
    w.resize(*size)
    _settle(qtbot)
    assert w.timeline.viewing == w.timeline.total // 2 and w.size().toTuple() == size


def _visible_rows(tree: QTreeView) -> list[QModelIndex]:
    rows, index = [], tree.indexAt(tree.viewport().rect().topLeft())
    while index.isValid() and tree.visualRect(index).top() < tree.viewport().height():
        rows.append(index)
        index = tree.indexBelow(index)
    return rows


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
def test_the_timeline_at_a_past_move_keeps_its_slider_chart_and_texts(shared, qtbot, language, size) -> None:
    w = shared
    _past_move(w, qtbot, size)
    tl = w.timeline
    assert tl.slider.isVisible() and tl.slider.width() >= SLIDER_MIN_WIDTH
    assert tl.chart is not None and tl.chart.widget.height() >= CHART_MIN_HEIGHT
    label = tl.label
    assert label.text().startswith("Viewing move" if language == "en" else "Ansicht von Zug")
    fits = label.fontMetrics().horizontalAdvance(label.text()) <= label.contentsRect().width()
    assert fits or label.toolTip() == label.text()
    rows = _visible_rows(tl.tree)
    assert len(rows) >= 4  # the list shows a few moves, not a sliver
    delegate = tl.tree.itemDelegate()
    assert isinstance(delegate, CutTextTips)
    cut = [i for i in rows if delegate.cut_text(tl.tree, i) is not None]
    for index in cut:  # each move's text whole, or whole in its tooltip
        assert delegate.tooltip(tl.tree, index) == index.data()
    if size == (1920, 1080):  # the usual move texts whole, and the "Viewing move" label
        assert fits and len(cut) <= len(rows) // 4, [i.data() for i in cut]
    assert w.view.height() >= size[1] * 0.55  # the board keeps most of the height
    assert not w.players_view.horizontalScrollBar().isVisible()


def _assert_players_fit(w) -> None:
    view, model = w.players_view, w.players_model
    assert not view.horizontalScrollBar().isVisible() and view.horizontalScrollBar().maximum() == 0
    score = model.columns.index("score" if model.table is not None and "score" in model.columns else "vp")
    assert score == 1
    rect = view.visualRect(model.index(0, score))
    assert rect.left() >= 0 and rect.right() < view.viewport().width()
    delegate = view.itemDelegate()
    assert isinstance(delegate, CutTextTips)
    for row in range(model.rowCount()):  # a cut name is whole in its tooltip
        index = model.index(row, 0)
        if delegate.cut_text(view, index) is not None:
            assert (delegate.tooltip(view, index) or "").startswith(model.cell_text(row, 0))


def test_players_table_fits_after_1600x1000_is_resized_to_1280x720_and_the_dock_narrowed(shared, qtbot, language):
    w = shared
    _past_move(w, qtbot, (1280, 720))
    w.resizeDocks([w.players_dock], [1], Qt.Orientation.Horizontal)  # as narrow as it may be
    _settle(qtbot)
    assert w.players_dock.width() <= w.players_dock.minimumSizeHint().width() + 2
    _assert_players_fit(w)
    assert w.timeline.slider.width() >= SLIDER_MIN_WIDTH  # the timeline beside it keeps its slider
    w.log_dock.raise_()
    _settle(qtbot)
    _assert_players_fit(w)


def test_players_table_fits_in_a_narrow_column_of_a_restored_layout(shared, qtbot):
    """A layout the player made: the Players panel in the right column, dragged as narrow as it goes."""
    w = shared
    state = w.saveState()
    try:
        w.resize(1280, 720)
        w.addDockWidget(RIGHT, w.players_dock)
        w.splitDockWidget(w.hand_dock, w.players_dock, Qt.Orientation.Horizontal)
        _settle(qtbot)
        w.resizeDocks([w.players_dock], [1], Qt.Orientation.Horizontal)
        _settle(qtbot)
        assert w.dockWidgetArea(w.players_dock) == RIGHT
        _assert_players_fit(w)
        w.players_dock.setFloating(True)
        w.players_dock.resize(1, 300)
        _settle(qtbot)
        _assert_players_fit(w)
    finally:
        w.players_dock.setFloating(False)
        w.restoreState(state)
        _settle(qtbot)
        assert w.dockWidgetArea(w.players_dock) == BOTTOM


def test_a_cut_name_is_whole_in_its_tooltip(shared, qtbot) -> None:
    w = shared
    view, model = w.players_view, w.players_model
    w.resize(1280, 720)
    w.resizeDocks([w.players_dock], [1], Qt.Orientation.Horizontal)
    _settle(qtbot)
    index = model.index(0, 0)
    assert NAMES[0] in model.cell_text(0, 0)
    assert view.name_min_width() <= view.columnWidth(0) < view.wanted_width(0)  # the panel at its narrowest
    assert view.itemDelegate().cut_text(view, index) == model.cell_text(0, 0)
    assert view.itemDelegate().cut_text(view, model.index(1, 0)) is None  # "Bob" is whole


def _hover(tree: QTreeView, index: QModelIndex) -> str | None:
    """The tooltip a resting mouse gets over `index` (a ToolTip event, as Qt sends it), None if none shows."""
    QToolTip.hideText()
    at = tree.visualRect(index).center()
    QApplication.sendEvent(tree.viewport(), QHelpEvent(QEvent.Type.ToolTip, at, tree.viewport().mapToGlobal(at)))
    return QToolTip.text() if QToolTip.isVisible() else None


def test_hovering_a_cut_move_shows_its_whole_text(shared, qtbot) -> None:
    """The tooltip really shows for a cut move, and not for a whole one."""
    w = shared
    _past_move(w, qtbot, (1920, 1080))
    tree = w.timeline.tree
    delegate = tree.itemDelegate()
    assert isinstance(delegate, CutTextTips)
    whole = [i for i in _visible_rows(tree) if delegate.cut_text(tree, i) is None]
    assert whole and _hover(tree, whole[0]) is None
    sizes = w.timeline.splitter.sizes()
    w.timeline.splitter.setSizes([1, sum(sizes)])  # the list as narrow as it goes: the move texts cut
    _settle(qtbot)
    try:
        cut = [i for i in _visible_rows(tree) if delegate.cut_text(tree, i) is not None]
        assert cut
        for index in (cut[0], cut[-1]):
            assert _hover(tree, index) == index.data()
    finally:
        QToolTip.hideText()
        w.timeline.splitter.setSizes(sizes)
