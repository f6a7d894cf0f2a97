"""Screenshots of the Saved Games window: `python -m tools.library_shots` writes
build/screenshots/library-{en,de}-{1280x720,1920x1080}.png to look at (also made by `python -m tools.shots`,
which copies the README's one into assets/screenshots/).

The library is filled with a few seeded games of both tables, with their pictures: games in progress
(one with computers, one with a title of its own), a finished one, and a damaged file.
"""

from __future__ import annotations

import os
import random
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

SIZES = ((1280, 720), (1920, 1080))
LANGUAGES = ("en", "de")


def fill_library() -> None:
    """Seeded sample games in the library of MEEPLE_TABLE_HOME, each with its picture."""
    from desktop import saves
    from desktop.library.picture import picture_record
    from engine import get_game
    from engine.core import record as records

    now = time.time()
    samples = [
        ("waterdeep", ["Ann", "Bob", "Cy", "Dee"], 60, None, "Tuesday club"),
        ("architects", ["Ann", "Bob", "Cy"], 90, [None, "hard", "medium"], ""),
        ("waterdeep", ["Eve", "Fay"], 10_000, None, ""),  # played to the end
        ("architects", ["Gus", "Hal", "Ivy", "Jo", "Kim"], 30, None, "Family night"),
        ("waterdeep", ["Ann", "Bob", "Cy"], 25, [None, None, "easy"], ""),
    ]
    for k, (game_id, names, moves, computers, title) in enumerate(samples):
        game = get_game(game_id)
        first = state = game.new_game(names, 20 + k)
        rng = random.Random(k)
        played: list[Any] = []
        while len(played) < moves and not game.is_over(state):
            played.append(rng.choice(game.legal_moves(state)))
            state = game.apply(state, played[-1])
        path = saves.new_path(now - 5400 * k - 600)
        records.save(records.make_record(game, first, played, computers or ()), path)
        os.utime(path, (now - 5400 * k - 600,) * 2)
        if title:
            saves.set_title(path, title)
        picture_record(path)
    damaged = saves.new_path(now - 90 * 86400)
    damaged.write_text('{"format": "meeple-table/1", "game": "chess"}', encoding="utf-8")
    os.utime(damaged, (now - 90 * 86400,) * 2)


def library_window(size: tuple[int, int]):
    """The Saved Games window over the library, at `size`, shown and laid out."""
    from PySide6.QtWidgets import QApplication

    from desktop.library.delegates import Thumbnails
    from desktop.library.dialog import LibraryWindow
    from desktop.library.model import LibraryModel

    app = QApplication.instance() or QApplication([])
    window = LibraryWindow(LibraryModel(), Thumbnails(), lambda: None, None)
    window.open_library()
    window.resize(*size)
    app.processEvents()
    return window


def shoot(out: Path) -> list[Path]:
    from PySide6.QtWidgets import QApplication

    from desktop import i18n

    app = QApplication.instance() or QApplication([])
    made = []
    for language in LANGUAGES:
        i18n.use(app, language)
        for width, height in SIZES:
            made.append(grab(library_window((width, height)), out / f"library-{language}-{width}x{height}.png"))
    i18n.use(app, "en")
    return made


def grab(window: Any, path: Path) -> Path:
    """Save the shown window's picture to path and close it."""
    window.grab().save(str(path))
    window.close()
    window.deleteLater()
    return path


def run(prefix: str, fill: Callable[[], object], shoot: Callable[[Path], list[Path]]) -> int:
    """A tool's main: fill a temporary home, then shoot into build/screenshots/ and print the paths."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([])  # the pictures are painted: before any of them
    out = Path(__file__).resolve().parent.parent / "build" / "screenshots"  # every size and language, to look at
    out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix=prefix) as home:
        os.environ["MEEPLE_TABLE_HOME"] = home
        fill()
        for path in shoot(out):
            print(path)
    app.processEvents()
    return 0


if __name__ == "__main__":
    sys.exit(run("meeple-library-shots-", fill_library, shoot))
