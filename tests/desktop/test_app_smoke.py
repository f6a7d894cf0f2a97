"""The app window opens headless and lists the games the engine offers."""

from PySide6.QtWidgets import QListWidget

from desktop.app import build_window


def test_window_lists_games(qtbot) -> None:
    window = build_window()
    qtbot.addWidget(window)
    games = window.findChild(QListWidget)
    titles = [games.item(i).text() for i in range(games.count())]
    assert any("Lords of Waterdeep" in t for t in titles)
