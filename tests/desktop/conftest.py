"""Shared fixtures for the desktop tests: a main window in a temporary user folder."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from desktop.tables import TABLES


@pytest.fixture(autouse=True)
def user_home(tmp_path, monkeypatch):
    monkeypatch.setenv("MEEPLE_TABLE_HOME", str(tmp_path / "home"))
    return tmp_path / "home"


@pytest.fixture(autouse=True, scope="session")
def english(qapp):
    """English as the app speaks it: translations/meeple_en.qm (the singular and plural of its %n phrases)
    installed as desktop.app.install_translator does; a test's German goes on top of it."""
    from desktop import i18n

    assert i18n.qm_file("en") is not None, "make test builds translations/*.qm from the .ts sources"
    assert i18n.use(qapp, "en") == "en"
    yield


@pytest.fixture
def german(qapp):
    """German for the test, switched to as the app does (desktop.i18n.use: the built translations/meeple_de.qm,
    Qt's own texts, the locale that words lists); English again after it."""
    from desktop import i18n

    assert i18n.qm_file("de") is not None, "make test builds translations/*.qm from the .ts sources"
    assert i18n.use(qapp, "de") == "de"
    yield
    i18n.use(qapp, "en")


@pytest.fixture(params=["en", "de"])
def language(request, qapp):
    """Run the test in English (meeple_en.qm, always installed), then in German: the built
    translations/meeple_de.qm switched to as the app does (desktop.i18n.use), English again after it."""
    from desktop import i18n

    if request.param == "de":
        assert i18n.qm_file("de") is not None, "make test builds translations/*.qm from the .ts sources"
        assert i18n.use(qapp, "de") == "de"
    yield request.param
    i18n.use(qapp, "en")


@pytest.fixture
def window(qtbot):
    from desktop.window import MainWindow

    w = MainWindow(autosave=False)
    qtbot.addWidget(w)
    w.resize(1500, 950)
    w.show()
    qtbot.waitExposed(w)
    w.scene.animate = False
    w.curtain.button.delay_ms = 0  # the double-click guard has tests of its own
    w.banner.button.delay_ms = 0
    return w


def pytest_generate_tests(metafunc):
    """`game_id`: a test under tests/desktop/tables/<game>/ plays that game; any other desktop test is
    generic and runs once for every game that has a table."""
    if "game_id" in metafunc.fixturenames:
        parts = Path(str(metafunc.definition.path)).parts
        own = parts[parts.index("tables") + 1] if "tables" in parts else None
        metafunc.parametrize("game_id", [own] if own else list(TABLES))


@pytest.fixture
def game(window, game_id):
    """A 3-player game with the first player at the screen."""
    window.start_game(game_id, ["Ann", "Bob", "Cy"], None, 3)
    window.controller.confirm_handoff()
    return window


@pytest.fixture
def driver(window):
    from tools.driver import UiDriver

    return UiDriver(window)


def advance_until(window, predicate, seed=1, limit=2000):
    """Play random moves (via the controller) until `predicate(state)` holds at a decision."""
    from tools.driver import step_random

    rng = random.Random(seed)
    c = window.controller
    for _ in range(limit):
        c.hand_over()
        if predicate(c.state):
            return c.state
        if c.session.is_over():
            break
        step_random(c, rng)
    raise AssertionError("state not reached")


@pytest.fixture
def advance():
    return advance_until
