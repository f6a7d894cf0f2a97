"""Nothing piles up over a long session: each meeple reuses one slide animation (no animations waiting
for deletion pile up, even with no event loop running), and starting or opening another game releases
the previous game's controller and session."""

from __future__ import annotations

import gc
import random
import weakref

import shiboken6
from PySide6.QtCore import QCoreApplication, QEvent, QPropertyAnimation

from desktop.controller import GameController
from tools.driver import step_random


def _flush(qtbot, ms: int = 0) -> None:
    """Let animations run for `ms`, then carry out every deferred delete and collect garbage."""
    if ms:
        qtbot.wait(ms)
    for _ in range(3):
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        QCoreApplication.processEvents()
        gc.collect()


def _animations(window) -> list[QPropertyAnimation]:
    return [a for m in window.scene.meeples.values() for a in m.findChildren(QPropertyAnimation)]


def test_slide_animations_are_reused(game, qtbot) -> None:
    window = game
    window.scene.animate = True
    rng = random.Random(5)
    for i in range(50):
        step_random(window.controller, rng)
        if i % 10 == 0:
            qtbot.wait(5)  # some slides are cut short by the next move, some run to the end
    _flush(qtbot, 400)
    assert len(_animations(window)) <= len(window.scene.meeples)  # at most one per meeple
    assert window.scene.sliding() == []
    assert all(item.pos() == item.home for item in window.scene.meeples.values())


def test_many_moves_without_an_event_loop_leave_one_animation_per_meeple(game) -> None:
    """A bot or a benchmark steps without returning to the event loop: nothing waits for deletion."""
    window = game
    window.scene.animate = True
    rng = random.Random(4)
    others = len(window.findChildren(QPropertyAnimation))  # the window's own (curtain, panels)
    for _ in range(60):
        step_random(window.controller, rng)
    assert len(_animations(window)) <= len(window.scene.meeples)
    assert len(window.findChildren(QPropertyAnimation)) == others


def test_finish_and_restart_slides_after_they_were_deleted(game, qtbot) -> None:
    window = game
    scene = window.scene
    scene.animate = True
    rng = random.Random(2)
    step_random(window.controller, rng)
    scene.finish_animations()  # stops (and so deletes) the running slides
    _flush(qtbot)
    step_random(window.controller, rng)
    _flush(qtbot, 400)  # these ran to the end
    item = next(iter(scene.meeples.values()))
    home = item.home
    scene._slide(item, home + home)  # a slide of an item whose last animation is gone
    scene._slide(item, home)  # and one that stops a running slide
    scene.finish_animations()
    assert scene.sliding() == []
    scene.reset()
    _flush(qtbot, 300)
    assert len(_animations(window)) == 0 and scene.meeples == {}


def test_three_games_in_a_row_leave_one_controller_and_one_session(window, qtbot, tmp_path, game_id) -> None:
    controllers: list[weakref.ref] = []
    sessions: list[weakref.ref] = []
    rng = random.Random(1)
    for seed in (1, 2, 3):
        window.start_game(game_id, ["Ann", "Bob", "Cy"], None, seed)
        for _ in range(5):
            step_random(window.controller, rng)
        controllers.append(weakref.ref(window.controller))
        sessions.append(weakref.ref(window.session))
    path = tmp_path / "g.json"
    window.session.save(path)
    window.open_path(path)  # opening a record replaces the game too
    controllers.append(weakref.ref(window.controller))
    sessions.append(weakref.ref(window.session))
    _flush(qtbot)
    alive_c = [r() for r in controllers if r() is not None]
    alive_s = [r() for r in sessions if r() is not None]
    assert alive_c == [window.controller] and alive_s == [window.session]
    assert shiboken6.isValid(window.controller) and shiboken6.isValid(window.session)
    assert len(window.findChildren(GameController)) == 1
    # the window still plays the game it shows
    step_random(window.controller, rng)
    assert window.session.index == 6


def test_a_closed_window_is_released_with_its_game(qtbot, game_id) -> None:
    """A window that played a game and was closed and deleted leaves no Python object behind (a lambda holding
    the window in a connection of the session it holds once kept every window, its scene and its charts alive)."""
    from desktop.window import MainWindow

    w = MainWindow(autosave=False, remember=False)
    w.start_game(game_id, ["Ann", "Bob"], None, 3)
    step_random(w.controller, random.Random(3))
    ref = weakref.ref(w)
    w.close()
    w.deleteLater()
    del w
    _flush(qtbot)
    assert ref() is None
