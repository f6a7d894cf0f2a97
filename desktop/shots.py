"""README screenshots: `python -m desktop.shots` writes assets/screenshots/waterdeep-{midgame,review,handoff}.png.

A seeded 4-player game is played with random choices to round 4, rendered offscreen at 1600x1000.
"""

from __future__ import annotations

import os
import random
import sys
import tempfile
from pathlib import Path


def main() -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ["MEEPLE_TABLE_HOME"] = tempfile.mkdtemp(prefix="meeple-shots-")  # default layout
    from PySide6.QtWidgets import QApplication

    from desktop.window import MainWindow
    from engine.waterdeep import moves as mv

    app = QApplication.instance() or QApplication([])
    out = Path(__file__).resolve().parent.parent / "assets" / "screenshots"
    out.mkdir(parents=True, exist_ok=True)
    window = MainWindow(autosave=False, remember=False)
    window.resize(1600, 1000)
    window.start_game("waterdeep", ["Ann", "Bob", "Cy", "Dee"], None, 3)
    window.scene.animate = False
    c = window.controller
    assert c is not None
    rng = random.Random(5)
    while not (
        c.state.round >= 4
        and len(c.state.occ) >= 5
        and c.state.tasks[0].kind == "place"
        and c.state.tasks[0].a == "turn"
    ):
        c.step_random(rng)
    c.hand_over()
    window.show()
    window.view.fit()
    app.processEvents()
    # show a drag in progress: the legal spaces highlighted
    places = {m.space for m in c.legal() if isinstance(m, mv.Place)}
    window.scene.show_targets(places)
    app.processEvents()
    window.grab().save(str(out / "waterdeep-midgame.png"))
    move = next(m for m in c.legal() if isinstance(m, mv.Place))
    c.choose(move)
    while not c.review:
        c.step_random(rng)
    window.banner.arm_delay_ms = 0  # the Done button as a player sees it a moment later
    window.banner.set_banner("", "white", "black")
    window.sync()
    app.processEvents()
    window.grab().save(str(out / "waterdeep-review.png"))
    window.curtain.arm_delay_ms = 0
    c.finish_turn()
    app.processEvents()
    window.grab().save(str(out / "waterdeep-handoff.png"))
    window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
