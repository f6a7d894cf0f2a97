"""A seeded monkey for the main window: random real input (QTest mouse and key events at positions of the window,
drags from meeples to spaces, the menus' actions), checked as it goes.

After every event: no Python exception was raised in a slot (an excepthook) and Qt reported nothing critical
(a message handler); the event loop answers a posted probe within `limit_s`; and while the curtain is up no text
of the window (labels, tooltips, item models, accessible names, scene items, the tooltip on screen) names a card
that the engine's `view` shows to a seat but never showed to everybody.

Every event is a plain tuple of strings and ints, in window coordinates, written to the log file as it is made, so
a failure replays: `replay(window, events)` makes the same events with the same checks. Modal dialogs are closed by a
timer; a file dialog never opens (its static methods answer "").
"""

from __future__ import annotations

import contextlib
import json
import re
import sys
import time
import traceback
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from monkey_events import Event, EventMaker, menu_actions
from PySide6.QtCore import QEventLoop, QPoint, Qt, QTimer, QtMsgType, qInstallMessageHandler
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog, QFileDialog, QToolTip, QWidget
from window_views import _model_texts, visible_texts

NAMES = ("Ann", "Bob", "Cy", "Dee", "Eve")
LEVELS = ("easy", "medium:0.02s")  # the fast computers: the run is not spent thinking
QT_NOISE = ("This plugin does not support",)  # the offscreen platform: no raise(), grabs, size hints


class MonkeyFailure(AssertionError):
    """A check failed: the message names the seed, the log file and the last events (replay them)."""


@dataclass
class Tally:
    events: int = 0
    games_started: int = 0
    games_finished: int = 0
    curtain_checks: int = 0
    dialogs_closed: list[str] = field(default_factory=list)
    slowest_s: float = 0.0


# -- what is private: the engine's views -------------------------------------------------------------------------
def _leaves(value: Any) -> Iterator[Any]:
    if isinstance(value, dict):
        for v in value.values():
            yield from _leaves(v)
    elif isinstance(value, list | tuple):
        for v in value:
            yield from _leaves(v)
    elif isinstance(value, str):
        yield value


def card_namer(game_id: str) -> Any:
    """id -> the card's name as the window shows it (None: no card of a hand)."""
    if game_id == "waterdeep":
        from desktop.tables.waterdeep.text import card_name

        kinds = ("lord", "intrigue", "quest", "building")
        return lambda leaf: card_name(leaf) if leaf.split(".", 1)[0] in kinds and "." in leaf else None
    from desktop.tables.architects.cardnames import building_name

    return lambda leaf: building_name(int(leaf[1:])) if re.fullmatch(r"b\d+", leaf) else None


def not_card_phrases(game_id: str) -> list[str]:
    """Public phrases in which a card's name stands as a plain word: "Keep your debts" names no Keep."""
    from PySide6.QtCore import QCoreApplication

    return [QCoreApplication.translate("architects", "Keep your debts")] if game_id == "architects" else []


class Secrets:
    """The names of the cards some seat's view shows and no public view of the game so far has shown."""

    def __init__(self) -> None:
        self._public: dict[int, tuple[Any, frozenset[str]]] = {}  # id(state) -> (state, its public card ids)

    def names(self, session: Any) -> set[str]:
        game = session.game
        public: set[str] = set()
        for state in session.states:
            kept = self._public.get(id(state))
            if kept is None or kept[0] is not state:
                kept = self._public[id(state)] = (state, frozenset(_leaves(game.view(state, None))))
            public |= kept[1]
        state = session.state
        private = {leaf for seat in range(len(state.players)) for leaf in _leaves(game.view(state, seat))} - public
        namer = card_namer(game.id)
        shown = {namer(leaf) for leaf in public}
        return {n for n in (namer(leaf) for leaf in private) if n} - shown


# -- the guard: exceptions, Qt messages, modal dialogs --------------------------------------------------------------
@contextlib.contextmanager
def guarded(tally: Tally) -> Iterator[list[str]]:
    """Collect exceptions and Qt's critical messages (the list yielded); close every modal dialog and popup a
    moment after it opens; file dialogs answer "" at once."""
    problems: list[str] = []
    hook = sys.excepthook

    def excepthook(kind: Any, value: Any, tb: Any) -> None:
        problems.append("".join(traceback.format_exception(kind, value, tb)))

    def on_message(kind: QtMsgType, _context: Any, text: str) -> None:
        if kind in (QtMsgType.QtCriticalMsg, QtMsgType.QtFatalMsg) or (
            kind == QtMsgType.QtWarningMsg and not any(n in text for n in QT_NOISE)
        ):
            problems.append(f"Qt {kind.name}: {text}")

    def close_modal() -> None:
        w = QApplication.activeModalWidget() or QApplication.activePopupWidget()
        if w is not None:
            tally.dialogs_closed.append(f"{type(w).__name__}: {w.windowTitle()}")
            w.reject() if isinstance(w, QDialog) else w.close()

    statics = {n: getattr(QFileDialog, n) for n in ("getOpenFileName", "getSaveFileName", "getOpenFileNames")}
    for name in statics:
        answer = ([], "") if name.endswith("Names") else ("", "")
        setattr(QFileDialog, name, staticmethod(lambda *_a, _answer=answer, **_k: _answer))
    timer = QTimer()
    timer.setInterval(30)
    timer.timeout.connect(close_modal)
    timer.start()
    sys.excepthook = excepthook
    previous = qInstallMessageHandler(on_message)
    try:
        yield problems
    finally:
        timer.stop()
        sys.excepthook = hook
        qInstallMessageHandler(previous)
        for name, method in statics.items():
            setattr(QFileDialog, name, method)


class Monkey:
    """`run(n)` makes n random events from `seed`; `do(event)` makes one (replays use it) and checks."""

    def __init__(
        self,
        window: Any,
        seed: int,
        log: Path | None = None,
        games: Sequence[str] = ("waterdeep", "architects"),
        limit_s: float = 1.0,
    ) -> None:
        self.window, self.seed, self.games, self.limit_s = window, seed, tuple(games), limit_s
        self.maker = EventMaker(window, seed, games)
        self.events: list[Event] = []
        self.tally = Tally()
        self.log = log
        self.secrets = Secrets()
        self._problems: list[str] = []
        self._sessions: set[int] = set()
        self._over: set[int] = set()
        self._idle = 0  # events since the game ended or the start screen came
        if log is not None:
            log.parent.mkdir(parents=True, exist_ok=True)
            log.write_text(f"# monkey seed {seed}\n", encoding="utf-8")

    # -- running -------------------------------------------------------------------------------------------------
    def run(self, count: int) -> Tally:
        with guarded(self.tally) as self._problems:
            for _ in range(count):
                self.do(self.maker.next_event(self._idle))
        return self.tally

    def replay(self, events: Sequence[Event]) -> Tally:
        with guarded(self.tally) as self._problems:
            for event in events:
                self.do(tuple(event))
        return self.tally

    def do(self, event: Event) -> None:
        self.events.append(event)
        if self.log is not None:
            with self.log.open("a", encoding="utf-8") as fh:
                fh.write(json.dumps(event) + "\n")
        t0 = time.perf_counter()
        getattr(self, "_" + event[0])(*event[1:])
        handled = time.perf_counter() - t0
        answered = self._probe()
        self.tally.events += 1
        self.tally.slowest_s = max(self.tally.slowest_s, handled, answered)
        if self._problems:
            self._fail("an exception or a Qt error:\n" + "\n".join(self._problems))
        if max(handled, answered) > self.limit_s:
            self._fail(f"the event loop did not answer for {max(handled, answered):.2f} s")
        self._watch_game()

    def _probe(self) -> float:
        """Seconds until a timer posted now fires: an event loop runs what is due meanwhile (as the app's loop
        does, with the widgets put away by deleteLater deleted)."""
        done: list[float] = []
        loop = QEventLoop()
        t0 = time.perf_counter()
        QTimer.singleShot(0, lambda: (done.append(time.perf_counter()), loop.quit()))
        loop.exec()
        return done[0] - t0

    def _fail(self, what: str) -> None:
        last = "\n".join(json.dumps(e) for e in self.events[-25:])
        raise MonkeyFailure(f"monkey seed {self.seed}, event {len(self.events)} (log {self.log}): {what}\n{last}")

    def _watch_game(self) -> None:
        w = self.window
        session = w.session
        if session is None or w.stack.currentIndex() == 0:
            self._idle += 1
            return
        if id(session) not in self._sessions:
            self._sessions.add(id(session))
            self.tally.games_started += 1
        if session.is_over():
            self._idle += 1
            if id(session) not in self._over:
                self._over.add(id(session))
                self.tally.games_finished += 1
        else:
            self._idle = 0
        c = w.controller
        if c.curtain and w.curtain.isVisible():
            self._check_curtain(session)

    def _check_curtain(self, session: Any) -> None:
        self.tally.curtain_checks += 1
        texts = [t for t in visible_texts(self.window) if t]
        if QToolTip.isVisible():
            texts.append(QToolTip.text())
        for phrase in not_card_phrases(session.game.id):
            texts = [t.replace(phrase, "") for t in texts]
        for name in self.secrets.names(session):
            pattern = re.compile(rf"\b{re.escape(name)}\b")
            leaks = [t for t in texts if pattern.search(t)]
            if leaks:
                self._fail(f"{name!r} shown behind the curtain: {leaks[:3]} in {self._holders(pattern)}")

    def _holders(self, pattern: re.Pattern[str]) -> list[str]:
        """Which widgets, models and scene items hold a text that `pattern` finds (a failure's diagnosis)."""
        out = []
        for w in self.window.findChildren(QWidget):
            texts = [w.toolTip(), w.windowTitle(), w.accessibleName(), w.accessibleDescription()]
            texts += [getattr(w, "text", lambda: "")() if hasattr(w, "setText") else ""]
            model = getattr(w, "model", lambda: None)() if hasattr(w, "setModel") else None
            if model is not None:
                texts += list(_model_texts(model))
            if any(isinstance(t, str) and pattern.search(t) for t in texts):
                out.append(f"{type(w).__name__}({w.objectName() or w.accessibleName()}) visible={w.isVisible()}")
        for item in self.window.scene.items():
            if pattern.search(item.toolTip()) or pattern.search(str(getattr(item, "title", ""))):
                out.append(f"scene {type(item).__name__}")
        if QToolTip.isVisible() and pattern.search(QToolTip.text()):
            out.append("the tooltip on screen")
        return out

    # -- the events ----------------------------------------------------------------------------------------------
    def _at(self, x: int, y: int) -> tuple[QWidget, QPoint]:
        """The widget under window point (x, y) and the point in its coordinates (a popup, if open, first)."""
        w = self.window
        pos = QPoint(x, y)
        target = w.childAt(pos) or w
        return target, target.mapFrom(w, pos) if target is not w else pos

    def _close_popup(self) -> None:
        popup = QApplication.activePopupWidget()
        if popup is not None:  # a click elsewhere closes an open menu
            popup.close()

    def _click(self, x: int, y: int, button: int) -> None:
        self._close_popup()
        target, pos = self._at(x, y)
        QTest.mouseClick(target, Qt.MouseButton(button), Qt.KeyboardModifier.NoModifier, pos)

    def _dclick(self, x: int, y: int) -> None:
        """A double-click as a mouse makes it: a click, then a second press that Qt reports as a double-click."""
        self._close_popup()
        target, pos = self._at(x, y)
        QTest.mouseClick(target, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, pos)
        QTest.mouseDClick(target, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, pos)

    def _press(self, x: int, y: int) -> None:
        self._close_popup()
        target, pos = self._at(x, y)
        QTest.mousePress(target, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, pos)

    def _release(self, x: int, y: int) -> None:
        target, pos = self._at(x, y)
        grabber = QWidget.mouseGrabber()
        if grabber is not None:
            target, pos = grabber, grabber.mapFrom(self.window, QPoint(x, y))
        QTest.mouseRelease(target, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, pos)

    def _move(self, x: int, y: int) -> None:
        target, pos = self._at(x, y)
        QTest.mouseMove(target, pos)

    def _drag(self, x0: int, y0: int, x1: int, y1: int) -> None:
        """Press at (x0, y0), move by way of the middle, release at (x1, y1): all to the widget pressed on."""
        self._close_popup()
        target, start = self._at(x0, y0)
        end = target.mapFrom(self.window, QPoint(x1, y1)) if target is not self.window else QPoint(x1, y1)
        QTest.mousePress(target, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
        mid = QPoint((start.x() + end.x()) // 2, (start.y() + end.y()) // 2)
        for p in (start + QPoint(8, 8), mid, end):
            QTest.mouseMove(target, p)
        QTest.mouseRelease(target, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)

    def _key(self, key: int, modifiers: int) -> None:
        target = QApplication.activePopupWidget() or QApplication.focusWidget() or self.window
        QTest.keyClick(target, Qt.Key(key), Qt.KeyboardModifier(modifiers))

    def _action(self, name: str) -> None:
        self._close_popup()
        action = menu_actions(self.window).get(name)
        if action is not None and action.isEnabled():
            action.trigger()

    def _wait(self, ms: int) -> None:
        QTest.qWait(ms)

    def _close_windows(self) -> None:
        popup = QApplication.activePopupWidget()
        for w in QApplication.topLevelWidgets():
            if w is not self.window and w is not popup and w.isVisible():
                w.close()

    def _new_game(self, game_id: str, players: int, computers: str, seed: int) -> None:
        """A new game as the start screen makes one; `computers`: one letter a seat (p person, e easy, m medium)."""
        levels = {"p": None, "e": LEVELS[0], "m": LEVELS[1]}
        self.window.start_game(game_id, list(NAMES[:players]), None, seed, None, [levels[c] for c in computers])


def replay(window: Any, events: Sequence[Event], log: Path | None = None) -> Tally:
    """Make `events` (a monkey's log) on `window` again, with the same checks."""
    return Monkey(window, seed=-1, log=log).replay(events)


def read_log(path: Path) -> list[Event]:
    return [tuple(json.loads(line)) for line in path.read_text(encoding="utf-8").splitlines() if line[:1] != "#"]
