"""The preferences: an undo policy the app does not know falls back to the default the menu shows; the policy
has one owner; Animate Meeples is kept."""

from __future__ import annotations

import pytest

from desktop import settings as app_settings


def _window(qtbot):
    from desktop.window import MainWindow

    w = MainWindow(autosave=False, remember=False)
    qtbot.addWidget(w)
    return w


@pytest.mark.parametrize("stored", ["bogus", "", "TABLE", "1"])
def test_an_unknown_undo_policy_falls_back_to_the_default(qtbot, user_home, stored) -> None:
    from desktop.session import CASUAL

    s = app_settings.settings()
    s.setValue("undo/policy", stored)
    s.sync()
    w = _window(qtbot)
    assert w.policy == CASUAL
    assert w.menus.casual.isChecked() and not w.menus.table.isChecked()
    w.start_game("waterdeep", ["Ann", "Bob"], None, 1)
    assert w.session.policy == CASUAL


def test_the_table_policy_is_restored(qtbot, user_home) -> None:
    from desktop.session import TABLE

    app_settings.settings().setValue("undo/policy", TABLE)
    w = _window(qtbot)
    w.start_game("waterdeep", ["Ann", "Bob"], None, 1)
    assert w.policy == w.session.policy == TABLE and w.menus.table.isChecked()


def test_the_policy_has_one_owner_that_every_game_reads(qtbot, user_home) -> None:
    """Settings → Undo Policy during a game changes the game's policy at once, is kept at once (no need to
    close the window), and the next game reads the same."""
    from desktop.session import CASUAL, TABLE

    w = _window(qtbot)
    w.start_game("waterdeep", ["Ann", "Bob"], None, 1)
    w.menus.table.trigger()
    assert w.session.policy == TABLE and w.session.rules is w.prefs
    assert app_settings.settings().value("undo/policy") == TABLE
    w.start_game("architects", ["Ann", "Bob"], None, 2)
    assert w.session.policy == TABLE
    w.menus.casual.trigger()
    assert w.session.policy == CASUAL and _window(qtbot).policy == CASUAL


def test_animate_meeples_is_remembered(qtbot, user_home) -> None:
    w = _window(qtbot)
    assert w.menus.animate.isChecked() and w.scene.animate
    w.menus.animate.trigger()
    assert not w.scene.animate
    again = _window(qtbot)
    assert not again.menus.animate.isChecked() and not again.scene.animate
