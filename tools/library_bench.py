"""The saved games' figures for `python -m tools.bench`:

- library_open_ms: opening the Saved Games window on a library of 200 saved games with their pictures,
  until it is painted (the rows in view with their pictures). `cold_ms` is the first opening with the
  index emptied (every record replayed, as after an update); `median_ms`/`max_ms` the openings after it.
- picture_ms: what the picture of a game costs when it is saved (the board synced and rendered, scaled,
  encoded and written), on a 4-player game a third of the way in, per table (median of renders).
"""

from __future__ import annotations

import json
import os
import random
import shutil
import statistics
import time
from pathlib import Path
from typing import Any

from tools.library_shots import fill_library

#: distinct records in the benchmark's library (copied under other names up to the count)
DISTINCT = 20


def _games(count: int) -> None:
    """`count` saved games with pictures: the sample games, and copies of them under new names."""
    from desktop import saves
    from engine.core import record as records

    fill_library()
    samples = [g for g in saves.saved_games() if not g.problem]
    now = time.time()
    for k in range(count - len(samples) - 1):
        source = samples[k % len(samples)]
        target = saves.new_path(now - 3600 * (k + 10))
        shutil.copyfile(source.path, target)
        if k < DISTINCT:  # some records of their own (other names), so the index holds different facts
            record = json.loads(source.path.read_text(encoding="utf-8"))
            record["setup"]["players"][0] += str(k)
            records.save(record, target)
        shutil.copyfile(source.picture, saves.picture_path(target))
        os.utime(target, (now - 3600 * (k + 10),) * 2)


def _open_once(app) -> float:
    from desktop.library.delegates import Thumbnails
    from desktop.library.dialog import LibraryWindow
    from desktop.library.model import LibraryModel

    t0 = time.perf_counter()
    window = LibraryWindow(LibraryModel(), Thumbnails(), lambda: None, None)
    window.resize(1280, 720)
    window.open_library()
    window.repaint()
    app.processEvents()
    elapsed = (time.perf_counter() - t0) * 1000
    assert window.table.model().rowCount() > 0
    window.close()
    window.deleteLater()
    app.processEvents()
    return elapsed


def library_open(count: int = 200, runs: int = 5) -> dict[str, float]:
    """Open the Saved Games window on `count` saved games (MEEPLE_TABLE_HOME must be a scratch folder)."""
    from PySide6.QtWidgets import QApplication

    from desktop import saves
    from desktop.stats.store import shared

    app = QApplication.instance() or QApplication([])
    _games(count)
    listed = len(saves.saved_games())
    shared().write_saved_index("games", {})  # the index emptied: every record replayed, as after an update
    cold = _open_once(app)
    warm = [_open_once(app) for _ in range(runs)]
    return {
        "games": listed,
        "cold_ms": round(cold, 1),
        "median_ms": round(statistics.median(warm), 1),
        "max_ms": round(max(warm), 1),
    }


def picture_costs(renders: int = 10) -> dict[str, float]:
    """Milliseconds per picture of a saved game, per table (a 4-player game a third of the way in)."""
    from PySide6.QtWidgets import QApplication

    from desktop.library.picture import BoardPicture, save_image
    from desktop.tables import TABLES, table_for
    from desktop.text import seat_colours
    from engine import get_game

    QApplication.instance() or QApplication([])
    folder = Path(os.environ["MEEPLE_TABLE_HOME"])
    out: dict[str, float] = {}
    for game_id in TABLES:
        game = get_game(game_id)
        state = game.new_game(["Ann", "Bob", "Cy", "Dee"], 3)
        rng = random.Random(3)
        states: list[Any] = []
        while game.progress(state) < 0.33 or len(states) < renders:
            state = game.apply(state, rng.choice(game.legal_moves(state)))
            states.append(state)
        board = BoardPicture(table_for(game_id), seat_colours())
        times = []
        for k, each in enumerate(states[-renders:]):
            t0 = time.perf_counter()
            save_image(board.image(each), folder / f"bench-{game_id}-{k}.png")
            times.append((time.perf_counter() - t0) * 1000)
        out[game_id] = round(statistics.median(times), 1)
    return out
