"""An undo policy in the settings that the app does not know falls back to the default the menu shows."""

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
