"""Panels keep their content visible at every window size, and a saved layout never hides one."""

from __future__ import annotations

from itertools import pairwise

import pytest
from PySide6.QtCore import Qt

from desktop.docks import MIN_PANEL_HEIGHT, MIN_PANEL_WIDTH
from desktop.tables import TABLES
from desktop.window import MainWindow


def _window(qtbot, size=None, remember=True, game_id=TABLES[0]) -> MainWindow:
    w = MainWindow(autosave=False, remember=remember)
    qtbot.addWidget(w)
    if size:
        w.resize(*size)
    w.show()
    qtbot.waitExposed(w)
    w.start_game(game_id, ["Ann", "Bob", "Cy", "Dee"], None, 5)
    return w


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (2560, 1440)])
def test_right_panels_keep_their_size_as_the_window_grows(qtbot, size, game_id):
    w = _window(qtbot, game_id=game_id)
    w.resize(*size)
    qtbot.wait(10)
    for dock in (w.hand_dock, w.choices_dock):
        assert dock.width() >= MIN_PANEL_WIDTH - 20, dock.objectName()
        assert dock.height() >= MIN_PANEL_HEIGHT * 2 // 3, dock.objectName()
    if size[0] >= 1920:  # the panels grow with the window, not only the board
        assert w.hand_dock.width() >= size[0] * 0.2
    assert w.dock_layout.problems() == []


def test_a_saved_layout_that_hides_a_panel_is_not_restored(qtbot):
    w = _window(qtbot, (1500, 950))
    w.resizeDocks([w.hand_dock], [4], Qt.Orientation.Horizontal)  # dragged to a sliver
    w.resizeDocks([w.choices_dock], [4], Qt.Orientation.Vertical)
    w.close()
    again = _window(qtbot)
    assert again.dock_layout.problems() == []
    assert again.hand_dock.width() >= MIN_PANEL_WIDTH - 20
    assert again.choices_dock.height() >= MIN_PANEL_HEIGHT * 2 // 3


def test_a_panel_floating_off_every_screen_comes_back(qtbot):
    w = _window(qtbot, (1500, 950))
    w.hand_dock.setFloating(True)
    w.hand_dock.move(-20000, -20000)  # on a screen that is gone
    assert w.dock_layout.problems()
    w.dock_layout.ensure()
    assert w.dock_layout.problems() == [] and not w.hand_dock.isFloating()


def test_list_rows_never_overlap_after_the_window_narrows(qtbot, window, game_id) -> None:
    """Rows of several wrapped lines (Actions, Your cards) are placed again when the list gets narrower:
    each row starts below the one before (a narrower list keeps row positions otherwise)."""
    window.start_game(game_id, ["Ann", "Bob", "Cy"], None, 3)
    window.controller.confirm_handoff()
    qtbot.wait(200)
    window.resize(1150, window.height())  # narrower only: a list re-lays out on its own after a change of height
    qtbot.wait(300)  # the lists' delayed re-layout (100 ms)
    for view in (window.choices.list, window.hand_view):
        rects = [view.visualRect(view.model().index(r, 0)) for r in range(view.model().rowCount())]
        assert len(rects) >= 2
        for above, below in pairwise(rects):
            assert above.bottom() < below.top(), (above, below)


def test_the_players_panel_is_as_wide_as_its_table_and_widens_when_it_grows(qtbot, game_id):
    """The default layout's bottom row: the Players panel takes what its table needs (not a fixed share of the
    row, the rest of it empty), and makes room when goods pile up later, so the names stay whole."""
    from engine import get_game
    from tools.driver import late_session

    w = _window(qtbot, (1920, 1080), remember=False, game_id=game_id)
    qtbot.wait(20)
    view, panel = w.players_view, w.players_dock
    chrome = panel.width() - view.width()
    assert view.full_width() + chrome - 2 <= panel.width() <= view.full_width() + chrome + 2
    assert panel.width() < 1920 * 0.4 and w.log_dock.width() > panel.width()
    session, _ = late_session(get_game(game_id), ["Annabelle", "Bob", "Cy", "Dee"], 11, 12)
    before = view.full_width()
    w.set_session(session, None)
    qtbot.waitUntil(lambda: panel.width() >= view.full_width() + chrome - 2, timeout=20_000)  # (slow under load)
    assert view.full_width() > before  # the late game's table is wider
    assert view.columnWidth(0) == view.wanted_width(0)  # the names whole
    assert not view.horizontalScrollBar().isVisible()


@pytest.mark.parametrize(
    ("screen", "expected"),
    [
        ((0, 0, 1920, 1080), (210, 65, 1500, 950)),  # room for the usual size: it, centred
        ((0, 0, 1366, 728), (20, 40, 1326, 648)),  # a small laptop's free area: all of it but the frame's room
        ((1920, 30, 1280, 690), (1940, 70, 1240, 610)),  # a second screen, right of the first, below a panel
    ],
)
def test_the_first_window_fits_its_screen(screen, expected) -> None:
    """At the first start (nothing kept) the window is never larger than the screen it opens on."""
    from PySide6.QtCore import QRect

    from desktop.layout import first_geometry

    got = first_geometry(QRect(*screen))
    assert (got.x(), got.y(), got.width(), got.height()) == expected


def test_the_first_start_opens_the_window_at_the_fitted_size(qtbot) -> None:
    from desktop.layout import first_geometry

    w = MainWindow(autosave=False, remember=True)
    qtbot.addWidget(w)
    assert w.geometry() == first_geometry(w.screen().availableGeometry())
    assert w.size().width() == 1500 and w.size().height() == 950  # the test screen is 1920x1080
