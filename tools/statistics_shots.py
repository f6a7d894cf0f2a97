"""Screenshots of the Statistics window: `python -m tools.statistics_shots` writes
build/screenshots/statistics-{en,de}-1280x720.png (the players' table) and statistics-player-en-1280x720.png
(one player's page with its charts) to look at; `python -m tools.shots` makes them too and copies the README's one
into assets/screenshots/. The statistics are 120 seeded fake games (tools.statsdb)."""

from __future__ import annotations

import sys
from pathlib import Path

from tools import library_shots


def shoot(out: Path) -> list[Path]:
    """The window over the statistics of MEEPLE_TABLE_HOME (filled with 120 games), in English and German."""
    from PySide6.QtWidgets import QApplication

    from desktop import i18n
    from desktop.stats import store
    from desktop.widgets.statistics import StatisticsWindow

    app = QApplication.instance() or QApplication([])
    if not store.default_path().exists():
        fill()
    made = []
    for language, tab, name in (
        ("en", 0, "statistics-en"),
        ("de", 0, "statistics-de"),
        ("en", 1, "statistics-player-en"),
    ):
        i18n.use(app, language)
        window = StatisticsWindow(stats=store.Statistics(store.default_path()))
        window.resize(1280, 720)
        window.show()
        window.tabs.setCurrentIndex(tab)
        app.processEvents()
        made.append(library_shots.grab(window, out / f"{name}-1280x720.png"))
    i18n.use(app, "en")
    return made


def fill() -> None:
    """The statistics of 120 seeded fake games in MEEPLE_TABLE_HOME."""
    from desktop.stats import store
    from tools import statsdb

    statsdb.build(store.default_path(), 120)


if __name__ == "__main__":
    sys.exit(library_shots.run("meeple-statistics-shots-", fill, shoot))
