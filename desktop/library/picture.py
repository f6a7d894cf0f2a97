"""The picture of a saved game: its board as everybody at the table sees it, stored beside the record
(desktop.saves.picture_path) when the game is saved, and shown in the list of saved games.

It is drawn from the state's public projection only: the table's board layer in a scene of its own,
synced with no seat (nobody's meeples may be dragged), with no hand, chips, highlights, hint or curtain;
the window is never grabbed. The board shows no private card (the hands, a lord, the cards in hand are in
panels the picture does not have), so a state whose hands differ gives the same picture (a test checks).

Rendering costs some tens of milliseconds (measured by `python -m tools.bench`, `picture_ms`), so it is kept
off the drop's path: `Pictures` renders after the change has been drawn and saved, when the turn or round
changed (at most every MIN_GAP_S seconds) or when the last picture is MAX_AGE_S old, never while a mouse
button is down (a drag), and once more when the game is put away.
"""

from __future__ import annotations

import contextlib
import os
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject, QRectF, Qt, QTimer
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtWidgets import QGraphicsItem

from desktop import saves
from desktop.board.scene import BoardScene
from desktop.saves import PICTURE, picture_path
from desktop.tables import check_record, table_for
from desktop.text import seat_colours
from engine import RecordError
from engine.core import record as records

if TYPE_CHECKING:
    from desktop.session import GameSession
    from desktop.tables.base import Table

# the board is drawn at this share of its size (its texts stay legible), then smoothed down to WIDTH
SCALE = 0.5
WIDTH = 360
# after a change, the picture waits this long (the drop's own drawing and the autosave come first)
DEFER_MS = 400
MIN_GAP_S = 2.0
MAX_AGE_S = 30.0
# a mouse button is down (a drag may be under way): try again this much later
BUSY_RETRY_MS = 500


class _OffscreenScene(BoardScene):
    """A board scene painted once per picture and never on screen: its items keep no device pixmaps."""

    def addItem(self, item: QGraphicsItem) -> None:
        super().addItem(item)
        for each in (item, *item.childItems()):
            each.setCacheMode(QGraphicsItem.CacheMode.NoCache)


class BoardPicture:
    """One game's board drawn off screen (made once, synced for each picture)."""

    def __init__(self, table: Table, colours: Sequence[str]) -> None:
        self.scene = _OffscreenScene()
        self.scene.animate = False
        self.board: Any = table.create_board(self.scene, list(colours))

    def image(self, state: Any) -> QImage:
        """The public board of `state`, WIDTH pixels wide."""
        self.board.sync(state, None)
        rect = self.scene.sceneRect()
        big = QImage(round(rect.width() * SCALE), round(rect.height() * SCALE), QImage.Format.Format_RGB32)
        big.fill(self.scene.backgroundBrush().color())
        painter = QPainter(big)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        self.scene.render(painter, QRectF(big.rect()), rect)
        painter.end()
        return big.scaledToWidth(WIDTH, Qt.TransformationMode.SmoothTransformation)


def save_image(image: QImage, path: Path) -> None:
    """Write `image` as a PNG at `path` atomically (a temp file beside it, then replace). OSError on failure."""
    fd, tmp = tempfile.mkstemp(prefix=records.TEMP_PREFIX, suffix=PICTURE, dir=path.parent)
    os.close(fd)
    try:
        if not image.save(tmp):  # the format from the suffix
            raise OSError(f"cannot write the picture of {path.name}")
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def picture_record(path: Path) -> bool:
    """Give the game saved in `path` (an imported one) the picture of its last valid state, in the seats'
    colours it was played with (the palette's when none are kept); False when the record or the picture
    cannot be read or written (the list then shows the game's placeholder)."""
    try:
        loaded = check_record(records.load(path), None)
        colours = seat_colours(saves.colours_of(path) or ())
        save_image(BoardPicture(table_for(loaded.game.id), colours).image(loaded.states[-1]), picture_path(path))
    except (RecordError, OSError):
        return False
    return True


class Pictures(QObject):
    """Keeps the picture of `session`'s saved game (its `autosave_path`) up to date, as the module says.
    `last_ms`: what the last picture cost to render and write."""

    def __init__(self, session: GameSession, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.last_ms = 0.0
        self._board: BoardPicture | None = None
        self._key: tuple[object, ...] | None = None  # turn and round of the last picture
        self._last = -3600.0  # when it was made (time.monotonic; long ago: none yet)
        self._dirty = False
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._due)
        session.stateChanged.connect(self._changed)
        app = QCoreApplication.instance()
        if app is not None:  # the app quits with the game on the table: its last change is pictured
            app.aboutToQuit.connect(self.close)
        path = session.autosave_path
        if path is not None and path.exists() and not picture_path(path).exists():
            self._changed()  # a game saved before pictures were made

    def _turn(self) -> tuple[object, ...]:
        game, state = self.session.game, self.session.state
        return (game.current_player(state), game.round(state), game.is_over(state))

    def _changed(self) -> None:
        self._dirty = True
        gap = MIN_GAP_S if self._turn() != self._key else MAX_AGE_S
        wait = max(DEFER_MS, round((self._last + gap - time.monotonic()) * 1000))
        if not self._timer.isActive() or self._timer.remainingTime() > wait:
            self._timer.start(wait)

    def _due(self) -> None:
        if QGuiApplication.mouseButtons() != Qt.MouseButton.NoButton:
            self._timer.start(BUSY_RETRY_MS)
            return
        self.render_now()

    def render_now(self) -> None:
        """The picture of the state now, if the game has been saved (a game with no move has no file)."""
        s = self.session
        path = s.autosave_path
        if path is None:
            return
        if not path.exists():  # the autosave of the first move has not run yet: after it, unless it fails
            if not s.autosave_error:
                self._timer.start(DEFER_MS)
            return
        t0 = time.perf_counter()
        if self._board is None:
            self._board = BoardPicture(s.table, s.colours)
        with contextlib.suppress(OSError):  # a picture that cannot be written: the list shows a placeholder
            save_image(self._board.image(s.state), picture_path(path))
        self.last_ms = (time.perf_counter() - t0) * 1000
        self._key, self._last, self._dirty = self._turn(), time.monotonic(), False

    def close(self) -> None:
        """The game is put away: a change not yet pictured is pictured now, and no more."""
        self._timer.stop()
        if self._dirty:
            self.render_now()
        with contextlib.suppress(RuntimeError, TypeError):
            self.session.stateChanged.disconnect(self._changed)
