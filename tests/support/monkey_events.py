"""What the monkey (tests/support/monkey.py) does next: random events at random positions of the main window, and
now and then what a player who knows the game does (pass the laptop, press Done, make a legal move by its gesture).
Every event is a plain tuple of strings and ints, in window coordinates."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QAbstractItemView, QApplication, QWidget

Event = tuple[Any, ...]

K = Qt.Key
CTRL, SHIFT = Qt.KeyboardModifier.ControlModifier, Qt.KeyboardModifier.ShiftModifier
#: the keys an impatient group presses: (key, modifiers)
KEYS: tuple[tuple[int, int], ...] = tuple(
    (int(k.value), int(m.value))
    for k, m in (
        (K.Key_Z, CTRL), (K.Key_Z, CTRL | SHIFT), (K.Key_Return, Qt.KeyboardModifier.NoModifier),
        (K.Key_Escape, Qt.KeyboardModifier.NoModifier), (K.Key_Tab, Qt.KeyboardModifier.NoModifier),
        (K.Key_Backtab, SHIFT), (K.Key_Left, Qt.KeyboardModifier.NoModifier),
        (K.Key_Right, Qt.KeyboardModifier.NoModifier), (K.Key_Up, Qt.KeyboardModifier.NoModifier),
        (K.Key_Down, Qt.KeyboardModifier.NoModifier), (K.Key_F6, Qt.KeyboardModifier.NoModifier),
        (K.Key_H, Qt.KeyboardModifier.NoModifier), (K.Key_P, Qt.KeyboardModifier.NoModifier),
        (K.Key_Space, Qt.KeyboardModifier.NoModifier),
    )
)  # fmt: skip
SKIPPED_ACTIONS = ("quit",)  # the window stays open for the next event


def menu_actions(window: Any) -> dict[str, QAction]:
    """The menus' actions by their name on `window.menus` ("undo", "themes.contrast", "panels.0")."""
    out: dict[str, QAction] = {}
    for name, value in vars(window.menus).items():
        items = value.items() if isinstance(value, dict) else enumerate(value) if isinstance(value, list) else ()
        if isinstance(value, QAction):
            out[name] = value
        for key, action in items:
            if isinstance(action, QAction):
                out[f"{name}.{key}"] = action
    return {k: a for k, a in out.items() if k not in SKIPPED_ACTIONS}


class EventMaker:
    """`next_event(idle)` draws the next event from `seed`, looking at what the window shows now."""

    def __init__(self, window: Any, seed: int, games: Sequence[str]) -> None:
        self.window, self.games = window, tuple(games)
        self.rng = random.Random(seed)
        self._bots: dict[str, Any] = {}  # by game id: the playout bot of `_knowing_choice`

    def next_event(self, idle: int) -> Event:
        """The next event; `idle`: events since the game on the table ended or the start screen came."""
        rng, w = self.rng, self.window
        if w.session is None or (idle > 10 and rng.random() < 0.3):
            players = rng.randint(2, 5)
            people = set(rng.sample(range(players), rng.randint(2, players)))  # two at least: a curtain between them
            computers = "".join("p" if seat in people else rng.choice("em") for seat in range(players))
            return ("new_game", rng.choice(self.games), players, computers, rng.randrange(1_000_000))
        roll = rng.random()
        if roll < 0.5:
            return self._purposeful() or self._random_click()
        if roll < 0.6:
            return self._random_click()
        if roll < 0.64:
            return ("dclick", *self._random_point())
        if roll < 0.7:
            return (rng.choice(("press", "release", "move")), *self._random_point())
        if roll < 0.75:
            return self._meeple_drag()
        if roll < 0.88:
            return ("key", *rng.choice(KEYS))
        if roll < 0.93:
            name = rng.choice(sorted(menu_actions(w)))
            if name == "new" and not w.session.is_over() and rng.random() < 0.95:
                # a game left for a new one 19 times in 20 less: an Architects game of people needs some 5,000-8,000
                # events, and at one in five a 20,000-event run (seed 2026) left all four it began
                name = "fit"
            return ("action", name)
        if roll < 0.97:
            return ("wait", rng.choice((5, 20, 80, 300)))
        return ("close_windows",)

    def _knowing_choice(self, legal: Sequence[Any]) -> Any:
        """A legal move as the game's playout bot chooses it (`GameAI.playout_bot`: Architects' leans toward
        progress), else a random one: uniform moves alone take an Architects game of people 5,000-8,000 events
        and more (seeds 555 and 8191 finished none in 20,000), so a long run would seldom reach an end."""
        session = self.window.session
        game = session.game
        bot = self._bots.get(game.id)
        if bot is None:
            bot = self._bots[game.id] = game.ai.playout_bot(self.rng.randrange(1 << 30))
        move = bot.choose(game, session.state)
        return move if move in legal else self.rng.choice(legal)

    def _random_point(self) -> tuple[int, int]:
        """Anywhere in the window; or on a row of a list or tree (the Actions, Your cards, the log, the Timeline),
        or anywhere on one of the widgets shown, each as often as the whole window (a row is a small target)."""
        w, rng = self.window, self.rng
        roll = rng.random()
        shown = [c for c in w.findChildren(QWidget) if c.isVisible() and c.window() is w and not c.size().isEmpty()]
        views = [v for v in shown if isinstance(v, QAbstractItemView) and v.model() is not None]
        if roll < 0.3 and views:
            view = rng.choice(views)
            rows = view.model().rowCount()
            if rows:
                rect = view.visualRect(view.model().index(rng.randrange(rows), 0))
                if view.viewport().rect().contains(rect.center()):
                    return self._window_point(view.viewport(), rect.center())
        if roll < 0.6 and shown:
            widget = rng.choice(shown)
            return self._window_point(widget, QPoint(rng.randrange(widget.width()), rng.randrange(widget.height())))
        return rng.randrange(w.width()), rng.randrange(w.height())

    def _random_click(self) -> Event:
        button = Qt.MouseButton.RightButton if self.rng.random() < 0.1 else Qt.MouseButton.LeftButton
        return ("click", *self._random_point(), int(button.value))

    def _window_point(self, widget: QWidget, pos: QPoint | QPointF) -> tuple[int, int]:
        p = widget.mapTo(self.window, QPoint(round(pos.x()), round(pos.y())))
        return p.x(), p.y()

    def _scene_point(self, scene_pos: QPointF) -> tuple[int, int]:
        view = self.window.view
        return self._window_point(view.viewport(), view.mapFromScene(scene_pos))

    def _meeple_drag(self) -> Event:
        """A meeple (any) dragged to a space (any) or to a random point."""
        scene = self.window.scene
        meeples, targets = list(scene.meeples.values()), list(scene.targets.values())
        if not meeples or not targets:
            return ("drag", *self._random_point(), *self._random_point())
        item = self.rng.choice(meeples)
        start = self._scene_point(item.mapToScene(QPointF(item.W / 2, item.H * 0.7)))
        if self.rng.random() < 0.8:
            space = self.rng.choice(targets)
            end = self._scene_point(space.mapToScene(space.rect.center()))
        else:
            end = self._random_point()
        return ("drag", *start, *end)

    def _purposeful(self) -> Event | None:
        """What a player who knows the game does next: pass the laptop, press Done, or make a legal move by the
        gesture its table says (as events of the first step: a drag, a click, a double-click, a key)."""
        w, rng = self.window, self.rng
        c = w.controller
        if c is None or w.stack.currentIndex() == 0:
            return None
        if c.curtain and w.curtain.isVisible():
            return ("click", *self._window_point(w.curtain.button, w.curtain.button.rect().center()), 1)
        if c.review and w.banner.button.isVisible():
            return ("click", *self._window_point(w.banner.button, w.banner.button.rect().center()), 1)
        if c.preview is not None:  # looking back: return to now
            now = w.timeline.now_button
            if now.isVisible() and now.isEnabled():
                return ("click", *self._window_point(now, now.rect().center()), 1)
            return ("action", "timeline")
        if w.menus.pause.isChecked():
            return ("action", "pause")
        if w.mirror.boards.isVisible():  # the Player Boards cover the board: closed to play on
            return ("action", "player_boards")
        if c.computer_to_move() is not None:  # a computer's turn: its pace and its thinking take time
            return ("wait", 100) if w.menus.speeds["fast"].isChecked() else ("action", "speeds.fast")
        legal = c.legal()
        if not legal:
            return None
        move = self._knowing_choice(legal) if rng.random() < 0.75 else rng.choice(legal)
        g = c.table.gesture(c.state, move)
        scene = w.scene
        if g.way in ("drag", "click") and g.target in scene.targets:
            space = scene.targets[g.target]
            rect = space.rect
            at = QPointF(rect.center().x(), rect.top() + 30) if g.target.startswith("pool:") else rect.center()
            end = space.mapToScene(at)
            if not w.view.viewport().rect().contains(w.view.mapFromScene(end)):
                return ("action", "fit")  # zoomed in: the whole board first
            items = [m for m in scene.meeples.values() if m.draggable and m.piece == g.piece]
            if g.way == "click":
                return ("click", *self._scene_point(end), 1)
            if items:
                start = items[0].mapToScene(QPointF(items[0].W / 2, items[0].H * 0.7))
                return ("drag", *self._scene_point(start), *self._scene_point(end))
        panel = w.choices
        if move in panel.moves and rng.random() < 0.5:
            row = panel.moves.index(move)
            rect = panel.list.visualRect(panel.list.model().index(row, 0))
            if panel.list.viewport().rect().contains(rect.center()):
                return ("dclick", *self._window_point(panel.list.viewport(), rect.center()))
        return ("key", int(K.Key_F6.value), 0) if QApplication.focusWidget() is not panel.list else self._list_key()

    def _list_key(self) -> Event:
        """In the Actions list: an arrow, or Enter on the highlighted choice."""
        key = self.rng.choice((K.Key_Down, K.Key_Up, K.Key_Return, K.Key_Return))
        return ("key", int(key.value), 0)
