"""Application entry point: `meeple-table`."""

from __future__ import annotations

import sys

from PySide6.QtWidgets import QApplication, QLabel, QListWidget, QVBoxLayout, QWidget

from engine import available_games


def build_window() -> QWidget:
    window = QWidget()
    window.setWindowTitle(QApplication.translate("app", "Meeple Table"))
    layout = QVBoxLayout(window)
    layout.addWidget(QLabel(QApplication.translate("app", "Games on this table:")))
    games = QListWidget()
    for game in available_games():
        games.addItem(f"{game.title} ({game.min_players}–{game.max_players})")
    layout.addWidget(games)
    window.resize(360, 200)
    return window


def main(argv: list[str] | None = None) -> int:
    app = QApplication(sys.argv if argv is None else argv)
    window = build_window()
    window.show()
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
