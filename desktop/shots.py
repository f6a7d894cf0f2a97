"""README screenshots: `python -m desktop.shots` writes assets/screenshots/<game>-{midgame,review,handoff}.png.

A seeded 4-player game is played with random choices to round 4, rendered offscreen at 1600x1000.
"""

from __future__ import annotations

import os
import random
import sys
import tempfile
from pathlib import Path

from desktop.tables import TABLES


def main() -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    with tempfile.TemporaryDirectory(prefix="meeple-shots-") as home:
        os.environ["MEEPLE_TABLE_HOME"] = home  # the default layout, and the user's files left alone
        for game_id in TABLES:
            shoot(game_id)
    return 0


def shoot(game_id: str) -> None:
    from PySide6.QtWidgets import QApplication

    from desktop.window import MainWindow

    app = QApplication.instance() or QApplication([])
    out = Path(__file__).resolve().parent.parent / "assets" / "screenshots"
    out.mkdir(parents=True, exist_ok=True)
    window = MainWindow(autosave=False, remember=False)
    window.resize(1600, 1000)
    window.start_game(game_id, ["Ann", "Bob", "Cy", "Dee"], None, 3)
    window.scene.animate = False
    c = window.controller
    assert c is not None
    rng = random.Random(5)
    while not c.table.showcase(c.state):
        c.step_random(rng)
    c.hand_over()
    window.show()
    window.view.fit()
    app.processEvents()
    # show a drag in progress: the legal spaces highlighted
    drags = [g for g in (c.table.gesture(c.state, m) for m in c.legal()) if g.way == "drag"]
    window.scene.show_targets({g.target for g in drags})
    app.processEvents()
    window.grab().save(str(out / f"{game_id}-midgame.png"))
    move = next(m for m in c.legal() if c.table.gesture(c.state, m).way == "drag")
    c.choose(move)
    while not c.review:
        c.step_random(rng)
    window.banner.button.delay_ms = 0  # the Done button as a player sees it a moment later
    window.banner.set_banner("", "white", "black")
    window.sync()
    app.processEvents()
    window.grab().save(str(out / f"{game_id}-review.png"))
    window.curtain.button.delay_ms = 0
    c.finish_turn()
    app.processEvents()
    window.grab().save(str(out / f"{game_id}-handoff.png"))
    window.close()


if __name__ == "__main__":
    sys.exit(main())
