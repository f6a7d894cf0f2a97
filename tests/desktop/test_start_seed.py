"""A seed the start screen cannot use is named right under the field, and Start does nothing."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from desktop.widgets.start import MAX_SEED, StartScreen

BAD_SEEDS = ["abc", "-5", "1e9999", "1" * 30, "12 34", "3.5", "²", "9" * 5000, str(MAX_SEED + 1)]


@pytest.fixture
def start(qtbot):
    screen = StartScreen()
    qtbot.addWidget(screen)
    screen.show()
    qtbot.waitExposed(screen)
    started: list[int] = []
    screen.newGame.connect(lambda game, names, colours, seed, options, computers: started.append(seed))
    return screen, started


def _type(qtbot, screen: StartScreen, text: str) -> None:
    screen.seed.clear()
    if len(text) < 100:
        qtbot.keyClicks(screen.seed, text)
    else:  # pasted
        screen.seed.setText(text)


@pytest.mark.parametrize("seed", BAD_SEEDS)
def test_a_bad_seed_is_named_next_to_the_field_and_start_does_nothing(qtbot, start, seed):
    screen, started = start
    _type(qtbot, screen, seed)
    assert screen.seed_error.isVisible()
    assert "whole number from 0 to 2147483647" in screen.seed_error.text()
    assert not screen.start_button.isEnabled()
    qtbot.mouseClick(screen.start_button, Qt.MouseButton.LeftButton)
    screen._start()  # even if it were clicked
    assert started == []


@pytest.mark.parametrize(
    ("seed", "expected"), [("", -1), ("42", 42), (" 7 ", 7), ("007", 7), (str(MAX_SEED), MAX_SEED)]
)
def test_a_good_seed_starts_the_game(qtbot, start, seed, expected):
    screen, started = start
    _type(qtbot, screen, "abc")
    _type(qtbot, screen, seed)
    assert not screen.seed_error.isVisible() and screen.start_button.isEnabled()
    qtbot.mouseClick(screen.start_button, Qt.MouseButton.LeftButton)
    assert started == [expected]


def test_the_seed_message_is_german_too(qtbot, start, language):
    screen, _ = start
    _type(qtbot, screen, "abc")
    message = {"en": "The seed must be", "de": "Der Startwert muss"}[language]
    assert screen.seed_error.text().startswith(message)


def test_a_name_problem_and_a_seed_problem_both_show(qtbot, start):
    screen, _ = start
    screen.names[1].setText(screen.names[0].text())
    _type(qtbot, screen, "x")
    assert screen.error.text() == "Two players have the same name."
    assert screen.seed_error.isVisible()


def test_the_start_screen_refuses_the_names_the_engine_refuses(start, language):
    """What engine.core.game.check_player_names refuses never reaches it (its reason is English)."""
    from engine.core.game import MAX_NAME

    screen, _ = start
    assert all(e.maxLength() == MAX_NAME for e in screen.names)
    screen.names[0].setText("Ann")
    screen.names[1].setText("ann")
    same = {"en": "Two players have the same name.", "de": "Zwei Spieler haben denselben Namen."}[language]
    assert screen.error.text() == same and not screen.start_button.isEnabled()
    screen.names[1].setText("Bo\x07b")
    control = {"en": "A name cannot hold control characters.", "de": "Ein Name darf keine Steuerzeichen enthalten."}
    assert screen.error.text() == control[language] and not screen.start_button.isEnabled()
