"""README screenshots: `python -m tools.shots` writes assets/screenshots/<game>-{midgame,review,handoff,late}.png
and the Saved Games and Statistics windows' (tools.library_shots, tools.statistics_shots).

A seeded 4-player game is played with random choices to a well-filled board a third of the way in
(midgame, then the end of that turn and the hand-off); a 5-player game is played to 70% of the game
(late). Rendered offscreen at 1600x1000.
"""

from __future__ import annotations

import os
import random
import sys
import tempfile
from pathlib import Path

from desktop.tables import TABLES
from tools import library_shots, statistics_shots
from tools.driver import step_random


def main() -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    with tempfile.TemporaryDirectory(prefix="meeple-shots-") as home:
        os.environ["MEEPLE_TABLE_HOME"] = home  # the default layout, and the user's files left alone
        for game_id in TABLES:
            shoot(game_id)
            shoot_late(game_id)
        library_shots.fill_library()  # the Saved Games and Statistics windows: every size and language to look at
        LOOK.mkdir(parents=True, exist_ok=True)
        made = library_shots.shoot(LOOK) + statistics_shots.shoot(LOOK)
        for path in made:  # in build/screenshots/; the README's into assets/screenshots/
            if path.name in README:
                (_out() / path.name).write_bytes(path.read_bytes())
    return 0


def _window(game_id: str, players: int):
    from PySide6.QtWidgets import QApplication

    from desktop.window import MainWindow

    app = QApplication.instance() or QApplication([])
    window = MainWindow(autosave=False, remember=False)
    window.resize(1600, 1000)
    window.start_game(game_id, ["Ann", "Bob", "Cy", "Dee", "Eve"][:players], None, 3)
    window.scene.animate = False
    return app, window


def _play_to(window, progress: float, rng: random.Random) -> None:
    """Random moves until a showcase state (a meeple to place) at `progress` of the game or later."""
    c = window.controller
    game = c.session.game
    while not (c.table.showcase(c.state) and game.progress(c.state) >= progress):
        step_random(c, rng)
    c.hand_over()


#: the windows' screenshots the README shows (the others stay in LOOK, out of the sources and the sdist)
README = ("library-en-1280x720.png", "statistics-player-en-1280x720.png")
LOOK = Path(__file__).resolve().parent.parent / "build" / "screenshots"


def _out() -> Path:
    out = Path(__file__).resolve().parent.parent / "assets" / "screenshots"
    out.mkdir(parents=True, exist_ok=True)
    return out


def _show_drag_targets(window, app) -> None:
    """As in a drag in progress: the legal spaces highlighted (the player has read "since your last turn": the
    whole board shows)."""
    c = window.controller
    window.mirror.recent.dismiss()
    window.show()
    window.view.fit()
    app.processEvents()
    drags = [g for g in (c.table.gesture(c.state, m) for m in c.legal()) if g.way == "drag"]
    window.scene.show_targets({g.target for g in drags})
    app.processEvents()


def shoot_late(game_id: str) -> None:
    app, window = _window(game_id, 5)
    _play_to(window, 0.7, random.Random(7))
    _show_drag_targets(window, app)
    window.grab().save(str(_out() / f"{game_id}-late.png"))
    window.close()


def shoot(game_id: str) -> None:
    app, window = _window(game_id, 4)
    out = _out()
    c = window.controller
    assert c is not None
    rng = random.Random(5)
    _play_to(window, 0.3, rng)
    _show_drag_targets(window, app)
    window.grab().save(str(out / f"{game_id}-midgame.png"))
    move = next(m for m in c.legal() if c.table.gesture(c.state, m).way == "drag")
    c.choose(move)
    while not c.review:
        step_random(c, rng)
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
