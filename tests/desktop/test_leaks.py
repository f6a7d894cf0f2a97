"""Nothing piles up over a long session: slide animations are deleted when they stop, and starting or
opening another game releases the previous game's controller and session."""

from __future__ import annotations

import gc
import random

from PySide6.QtCore import QCoreApplication, QEvent, QPropertyAnimation


def _flush(qtbot, ms: int = 0) -> None:
    """Let animations run for `ms`, then carry out every deferred delete and collect garbage."""
    if ms:
        qtbot.wait(ms)
    for _ in range(3):
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        QCoreApplication.processEvents()
        gc.collect()


def _animations(window) -> list[QPropertyAnimation]:
    return window.scene.findChildren(QPropertyAnimation)


def test_slide_animations_are_deleted_when_they_stop(game, qtbot) -> None:
    window = game
    window.scene.animate = True
    rng = random.Random(5)
    for i in range(50):
        window.controller.step_random(rng)
        if i % 10 == 0:
            qtbot.wait(5)  # some slides are cut short by the next move, some run to the end
    _flush(qtbot, 400)
    assert len(_animations(window)) <= 2
    assert window.scene._anims == {}
    assert all(item.pos() == item.home for item in window.scene.meeples.values())


def test_finish_and_restart_slides_after_they_were_deleted(game, qtbot) -> None:
    window = game
    scene = window.scene
    scene.animate = True
    rng = random.Random(2)
    window.controller.step_random(rng)
    scene.finish_animations()  # stops (and so deletes) the running slides
    _flush(qtbot)
    window.controller.step_random(rng)
    _flush(qtbot, 400)  # these ran to the end
    item = next(iter(scene.meeples.values()))
    home = item.home
    scene._slide(item, home + home)  # a slide of an item whose last animation is gone
    scene._slide(item, home)  # and one that stops a running slide
    scene.finish_animations()
    scene.reset()
    _flush(qtbot, 300)
    assert len(_animations(window)) == 0 and scene._anims == {}
