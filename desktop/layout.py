"""The main window's panel layout: first-run proportions, a restored layout checked, panels that grow with the
window, and what is kept for the next start."""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QEvent, QObject, QRect, QSize, Qt, QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QDockWidget, QMainWindow

from desktop import settings as app_settings
from desktop.docks import MIN_PANEL_HEIGHT, MIN_PANEL_WIDTH, Docks

PLAYERS_SHARE = 0.45  # of the bottom row's width, in the default layout
BOTTOM = Qt.DockWidgetArea.BottomDockWidgetArea
FIRST_SIZE = QSize(1500, 950)  # the window at the first start, where the screen has room for it
FRAME_ROOM = QSize(40, 80)  # left on a smaller screen for the window frame and title bar


def first_geometry(available: QRect) -> QRect:
    """The window's geometry at the first start on a screen whose free area is `available`: FIRST_SIZE, or
    as much of the free area as leaves room for the frame where that is smaller; centred in it."""
    size = FIRST_SIZE.boundedTo(available.size() - FRAME_ROOM)
    rect = QRect(0, 0, size.width(), size.height())
    rect.moveCenter(available.center())
    return rect


class DockLayout(QObject):
    """Lays out `docks` in `window`. `shown` is which panels the game layout shows (the start screen hides
    them all, and gives them back as they were)."""

    def __init__(self, window: QMainWindow, docks: Docks) -> None:
        super().__init__(window)
        self.window = window
        self.docks = docks
        self.shown: dict[QDockWidget, bool] = {d: True for d in docks.all()}
        self.laid_out_for: tuple[int, int] | None = None  # window size the panels were sized for
        self.split_pending = False  # the default layout's bottom row still to be split (see `split_bottom`)
        self._players_fitted = True  # False: the bottom row was split before a game filled the Players table
        window.installEventFilter(self)
        # a column of the Players table grew (goods pile up): the panel widens to show it whole if the row
        # has room, once the event loop runs (a bot stepping through a game leaves nothing waiting)
        self._widen_later = QTimer(self)
        self._widen_later.setSingleShot(True)
        self._widen_later.setInterval(0)
        self._widen_later.timeout.connect(self._widen_players)
        docks.players_view.outgrown.connect(self._widen_later.start)

    # -- kept between runs -------------------------------------------------------------------------------
    def restore(self) -> None:
        """The window's size, its panels and which of them the game shows, as the last run left them."""
        w, s = self.window, app_settings.settings()
        geometry, state = s.value("window/geometry"), s.value("window/state")
        if isinstance(geometry, QByteArray):
            w.restoreGeometry(geometry)  # (Qt moves it onto a screen if the screens changed)
        else:
            screen = w.screen() or QGuiApplication.primaryScreen()
            w.setGeometry(first_geometry(screen.availableGeometry()))
        if not (isinstance(state, QByteArray) and w.restoreState(state)):
            self.default()
        kept = s.value("window/docks")
        if isinstance(kept, list):  # the game layout (the start screen hides the docks)
            self.shown = {d: d.objectName() in kept for d in self.docks.all()}
        elif isinstance(kept, str):
            self.shown = {d: d.objectName() == kept for d in self.docks.all()}
        else:
            self.remember_shown()

    def save(self, in_game: bool) -> None:
        if in_game:
            self.remember_shown()
        s = app_settings.settings()
        s.setValue("window/docks", [d.objectName() for d, shown in self.shown.items() if shown])
        s.setValue("window/geometry", self.window.saveGeometry())
        s.setValue("window/state", self.window.saveState())

    # -- the start screen and the game ---------------------------------------------------------------------
    def remember_shown(self) -> None:
        self.shown = {d: not d.isHidden() for d in self.docks.all()}

    def hide_all(self) -> None:
        for dock in self.docks.all():
            dock.hide()

    def show_game(self) -> None:
        """The game's panels as they were shown last, laid out whole (`ensure`) for the window's size."""
        for dock in self.docks.all():
            dock.setVisible(self.shown.get(dock, True))
        self.ensure()
        self.split_bottom()
        self.rescale(share_row=False)

    # -- sizes ---------------------------------------------------------------------------------------------
    def default(self) -> None:
        """A big board; the panels in proportion to the window (first run, or a layout that hid a panel)."""
        win, d = self.window, self.docks
        w, h = win.width(), win.height()
        right = max(MIN_PANEL_WIDTH, min(560, int(w * 0.24)))
        bottom = max(150, min(330, int(h * 0.22)))
        for dock in d.all():
            dock.setFloating(False)
        win.resizeDocks([d.hand_dock, d.choices_dock], [right, right], Qt.Orientation.Horizontal)
        win.resizeDocks([d.players_dock], [bottom], Qt.Orientation.Vertical)
        self.split_pending = True
        self.split_bottom()
        column = max(2 * MIN_PANEL_HEIGHT, h - 80)
        win.resizeDocks([d.hand_dock, d.choices_dock], [column * 5 // 9, column * 4 // 9], Qt.Orientation.Vertical)
        self.laid_out_for = (w, h)

    def split_bottom(self) -> None:
        """The default layout's bottom row: the Players table in less than half the width (its minimum width
        is what it needs), the rest for the game log and the timeline, whose move list and chart want room.
        Qt only sizes docks that are laid out on screen: until the window and the panels show, it waits."""
        win = self.window
        if not (self.split_pending and win.isVisible() and self.docks.players_dock.isVisible()):
            return
        layout = win.layout()
        if layout is not None:
            layout.activate()
        other = self._beside_players()
        if other is None:
            return
        self.split_pending = False
        # no game on the table yet: the panel takes its share, fitted to the table when it is filled
        self._players_fitted = bool(self.docks.players_model.columnCount())
        self._give_players(other, self._players_width(int(win.width() * PLAYERS_SHARE)))

    def _give_players(self, other: QDockWidget, width: int) -> None:
        """The bottom row shared: `width` for the Players panel, the rest for `other` beside it."""
        players = self.docks.players_dock
        row = players.width() + other.width()
        if width != players.width():
            self.window.resizeDocks([players, other], [width, row - width], Qt.Orientation.Horizontal)

    def _players_width(self, most: int) -> int:
        """The Players panel as wide as its table (every column whole) but at most `most`, never under its
        minimum: what the table does not need goes to the log and the timeline beside it."""
        d = self.docks
        panel = d.players_dock
        if not d.players_model.columnCount():  # no game yet: nothing to measure
            return most
        full = d.players_view.full_width() + panel.width() - d.players_view.width()
        return max(panel.minimumSizeHint().width(), min(full, most))

    def _widen_players(self) -> None:
        """The Players panel as wide as its grown table if the bottom row has room (up to half of it); never
        narrower than it is (the player may have widened it), but after a split made before any game."""
        players, other = self.docks.players_dock, self._beside_players()
        if other is None or self.split_pending:
            return
        if not self._players_fitted:  # the default layout's first game: as wide as the table, narrower too
            self._players_fitted = True
            self._give_players(other, self._players_width(int(self.window.width() * PLAYERS_SHARE)))
            return
        width = self._players_width((players.width() + other.width()) // 2)
        if width > players.width():
            self._give_players(other, width)

    def _beside_players(self) -> QDockWidget | None:
        """The log or the timeline, whichever tab is in front, if it shares the bottom row with the Players panel."""
        win, d = self.window, self.docks
        players = d.players_dock
        if players.isHidden() or players.isFloating() or win.dockWidgetArea(players) != BOTTOM:
            return None
        for dock in (d.log_dock, d.timeline_dock):  # a tab behind another is moved out of the window
            if dock.isHidden() or dock.isFloating() or not dock.geometry().intersects(win.rect()):
                continue
            if win.dockWidgetArea(dock) == BOTTOM and dock.geometry().top() == players.geometry().top():
                return dock
        return None

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window and event.type() == QEvent.Type.Show and self.split_pending:
            self.split_bottom()
        return False

    def problems(self) -> list[str]:
        """Panels whose content the current layout hides: too small, or floating off every screen."""
        problems = []
        screens = [screen.availableGeometry() for screen in QGuiApplication.screens()]
        for dock in self.docks.all():
            if dock.isHidden():
                continue
            if dock.isFloating():
                if not any(area.intersects(dock.frameGeometry()) for area in screens):
                    problems.append(f"{dock.objectName()}: off screen")
                continue
            if dock.width() < MIN_PANEL_WIDTH * 2 // 3 or dock.height() < MIN_PANEL_HEIGHT * 2 // 3:
                problems.append(f"{dock.objectName()}: {dock.width()}x{dock.height()}")
        return problems

    def ensure(self) -> None:
        """Never keep a restored layout that hides a panel's content: fall back to the default one."""
        layout = self.window.layout()
        if layout is not None:
            layout.activate()
        if self.problems():
            self.default()
            if layout is not None:
                layout.activate()

    def rescale(self, in_game: bool = True, share_row: bool = True) -> None:
        """Panels grow and shrink with the window (Qt alone gives every extra pixel to the board).

        Rescaled against the size the panels were last laid out for, once it differs by a tenth, so
        that dragging the window edge in small steps rescales too. `share_row`: the Players panel's share of
        the bottom row too (not while a game comes to the table: the table still shows the last one's)."""
        win = self.window
        w, h = win.width(), win.height()
        if not in_game:  # the start screen hides the panels: nothing to lay out
            return
        if self.laid_out_for is None:
            self.laid_out_for = (w, h)
            return
        w0, h0 = self.laid_out_for
        if abs(w - w0) < w0 / 10 and abs(h - h0) < h0 / 10:
            return
        self.laid_out_for = (w, h)
        docked = [d for d in self.docks.all() if not d.isHidden() and not d.isFloating()]
        right = [d for d in docked if win.dockWidgetArea(d) == Qt.DockWidgetArea.RightDockWidgetArea]
        bottom = [d for d in docked if win.dockWidgetArea(d) == Qt.DockWidgetArea.BottomDockWidgetArea]
        if right:
            widths = [max(MIN_PANEL_WIDTH, min(w // 3, d.width() * w // w0)) for d in right]
            win.resizeDocks(right, widths, Qt.Orientation.Horizontal)
            win.resizeDocks(right, [d.height() * h // h0 for d in right], Qt.Orientation.Vertical)
        if bottom:  # side by side: one height for the row
            tallest = max(bottom, key=lambda d: d.height())
            height = max(MIN_PANEL_HEIGHT, min(h // 3, tallest.height() * h // h0))
            win.resizeDocks([tallest], [height], Qt.Orientation.Vertical)
            if share_row:
                self._rescale_bottom_row()

    def _rescale_bottom_row(self) -> None:
        """After the window is resized, the Players panel beside the log (or timeline) as wide as its table but
        at most half the row (Qt gives it most of a wider row, and takes a narrower one's width from it first):
        the rest for the move list and the chart. Its minimum width is kept (the table never scrolls)."""
        d = self.docks
        other = self._beside_players()
        if other is None or not d.players_model.columnCount():
            return
        self._give_players(other, self._players_width((d.players_dock.width() + other.width()) // 2))
