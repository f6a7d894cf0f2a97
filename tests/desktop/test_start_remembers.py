"""The New game screen remembers the game, the players and who plays each seat from one start to the next
(the seed stays empty), and offers the undo policy with what each means: the one chosen there is the game's,
and the Settings menu shows it."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QRadioButton

from desktop.session import CASUAL, TABLE
from desktop.tables import TABLES
from desktop.text import COLOURS
from desktop.widgets.start import StartScreen

FIRST, SECOND = list(TABLES)[:2]  # SECOND: not the game the screen shows first


def _screen(qtbot) -> StartScreen:
    screen = StartScreen()
    qtbot.addWidget(screen)
    screen.show()
    qtbot.waitExposed(screen)
    return screen


def _choose(qtbot, button: QRadioButton) -> None:
    """A click on the button's circle (a radio button takes clicks on its circle and text only)."""
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton, pos=QPoint(8, button.height() // 2))
    assert button.isChecked()


def _fill(qtbot, screen: StartScreen) -> None:
    """Another game, four players of other names and colours, two of them computers, table rules."""
    screen.game.setCurrentIndex(screen.game.findData(SECOND))
    screen.count.setValue(4)
    for i, (name, colour) in enumerate(zip(("Zoe", "Yan", "Xia", "Wim"), (4, 3, 2, 1), strict=True)):
        screen.names[i].setText(name)
        screen.colours[i].setCurrentIndex(colour)
    screen.kinds[1].setCurrentIndex(screen.kinds[1].findData("hard"))
    screen.kinds[3].setCurrentIndex(screen.kinds[3].findData("easy"))
    screen.seed.setText("77")
    _choose(qtbot, screen.table_rules)


def _shows_the_filled_setup(screen: StartScreen) -> None:
    assert screen.game.currentData() == SECOND and screen.count.value() == 4
    assert [e.text() for e in screen.names[:4]] == ["Zoe", "Yan", "Xia", "Wim"]
    assert [c.currentData() for c in screen.colours[:4]] == [COLOURS[i][1] for i in (4, 3, 2, 1)]
    assert [k.currentData() for k in screen.kinds[:4]] == [None, "hard", None, "easy"]
    assert screen.seed.text() == ""  # a new game is a new deal unless a seed is typed


def test_a_new_start_screen_shows_what_the_last_one_started(qtbot) -> None:
    first = _screen(qtbot)
    assert first.game.currentData() == FIRST and first.policy() == CASUAL  # nothing kept yet
    started: list[tuple] = []
    first.newGame.connect(lambda *args: started.append(args))
    _fill(qtbot, first)
    qtbot.mouseClick(first.start_button, Qt.MouseButton.LeftButton)
    assert started and started[0][0] == SECOND and started[0][1] == ["Zoe", "Yan", "Xia", "Wim"]
    assert started[0][3] == 77 and started[0][5] == [None, "hard", None, "easy"]
    _shows_the_filled_setup(_screen(qtbot))


def test_an_unreadable_setup_leaves_the_defaults(qtbot) -> None:
    from desktop import settings as app_settings

    for junk in ("{not json", "[1, 2]", '{"game": "chess", "rows": [3, {"colour": "#123456"}], "players": "x"}'):
        app_settings.settings().setValue("start/last", junk)
        screen = _screen(qtbot)
        assert screen.game.currentData() == FIRST and screen.count.value() == 3
        assert screen.names[0].text() == "Ann" and screen.colours[1].currentIndex() == 1


def test_the_policy_of_the_start_screen_is_the_games_and_the_menus(qtbot, user_home) -> None:
    from desktop.window import MainWindow

    window = MainWindow(autosave=False)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    start = window.start
    assert start.policy() == CASUAL and window.menus.casual.isChecked()
    assert start.casual.text() == "Casual" and "any time" in start.policy_notes[0].text()
    assert "never past a card draw" in start.policy_notes[1].text() and "Done" in start.policy_notes[1].text()
    _fill(qtbot, start)
    qtbot.mouseClick(start.start_button, Qt.MouseButton.LeftButton)
    assert window.session is not None and window.session.policy == window.policy == TABLE
    assert window.menus.table.isChecked() and not window.menus.casual.isChecked()
    window.menus.casual.trigger()  # the menu changes it during the game: the screen shows it when it opens
    window.show_start()
    assert start.policy() == CASUAL
    _choose(qtbot, start.table_rules)
    qtbot.mouseClick(start.start_button, Qt.MouseButton.LeftButton)
    assert window.session.policy == TABLE and window.menus.table.isChecked()
    window.close()  # the next start of the app (the same user folder) shows all of it again
    again = MainWindow(autosave=False)
    qtbot.addWidget(again)
    _shows_the_filled_setup(again.start)
    assert again.start.policy() == TABLE and again.menus.table.isChecked()
