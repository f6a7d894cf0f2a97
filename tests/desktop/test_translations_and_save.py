"""The German translation loads (tests/desktop/test_translations.py checks the .ts files); autosave writes
after every move and Continue reopens it."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def test_german_translation_loads(german):
    assert QCoreApplication.translate("menus", "&Game") == "&Spiel"
    assert QCoreApplication.translate("text", "End turn") == "Zug beenden"


def test_autosave_and_continue(qtbot, user_home, game_id):
    from desktop.window import MainWindow

    w = MainWindow(autosave=True)
    qtbot.addWidget(w)
    w.start_game(game_id, ["Ann", "Bob"], None, 9)
    c = w.controller
    c.confirm_handoff()
    c.choose(c.legal()[0])
    c.hand_over()
    c.choose(c.legal()[0])
    autosave = w.session.autosave_path
    assert autosave is not None and autosave.parent == user_home / "games"
    qtbot.waitUntil(autosave.exists, timeout=2000)
    w2 = MainWindow(autosave=True)
    qtbot.addWidget(w2)
    assert w2.start.continue_button.isVisibleTo(w2)
    w2.start.continue_button.click()
    assert w2.session is not None and w2.session.index == 2
    assert w2.session.state == c.state
