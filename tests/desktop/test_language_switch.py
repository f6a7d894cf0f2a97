"""Settings → Language retranslates the open window: afterwards it shows exactly what a window opened
in that language shows (menus, panels, lists, the board's pictures and tooltips, the start screen)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QAbstractButton, QApplication, QComboBox, QGroupBox, QLabel, QMenu, QWidget

from desktop import i18n


@pytest.fixture(autouse=True)
def english_afterwards(qapp):
    yield
    i18n.use(qapp, "en")


def _make(qtbot):
    from desktop.window import MainWindow

    w = MainWindow(autosave=False, remember=False)
    qtbot.addWidget(w)
    w.resize(1500, 950)
    w.show()
    qtbot.waitExposed(w)
    w.scene.animate = False
    w.curtain.button.delay_ms = 0
    w.banner.button.delay_ms = 0
    return w


def _play(w, game_id: str, moves: int) -> None:
    """The same few moves in any window: a 2-person game, the first legal choice each time."""
    w.start_game(game_id, ["Ann", "Bob"], None, 5)
    c = w.controller
    c.confirm_handoff()
    for _ in range(moves):
        if c.curtain:
            c.confirm_handoff()
        if c.review:
            c.finish_turn()
            c.confirm_handoff()
        c.choose(c.legal()[0])
    w.timeline_dock.raise_()
    w.sync()


def _menu_texts(menu: QMenu) -> list[str]:
    out = [menu.title()]
    for action in menu.actions():
        out.append(action.text())
        if action.menu() is not None:
            out += _menu_texts(action.menu())
    return out


def _model_texts(model, parent=None) -> list[str]:
    from PySide6.QtCore import QModelIndex

    parent = QModelIndex() if parent is None else parent
    try:
        columns = model.columnCount(parent)
    except TypeError:  # a list model's is private: one column
        columns = 1
    out = []
    for row in range(model.rowCount(parent)):
        for col in range(columns):
            index = model.index(row, col, parent)
            out.append(str(index.data()))
            out.append(str(index.data(Qt.ItemDataRole.ToolTipRole)))
        out += _model_texts(model, model.index(row, 0, parent))
    return out


def _board_picture(w) -> QImage:
    rect = w.scene.itemsBoundingRect()
    image = QImage(int(rect.width() / 2), int(rect.height() / 2), QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    w.scene.render(painter, QRectF(image.rect()), rect)
    painter.end()
    return image


def snapshot(w) -> dict[str, object]:
    """Every text the window shows, and the board as a picture."""
    header = w.players_model
    return {
        "title": w.windowTitle(),
        "menus": [t for a in w.menuBar().actions() for t in _menu_texts(a.menu())],
        "docks": [d.windowTitle() for d in w.docks.all()],
        "actions": [w.choices.prompt.text(), w.choices.play_button.text(), *w.choices.texts()],
        "hand": [w.hand_title.text(), *_model_texts(w.hand_model)],
        "players": [str(header.headerData(c, Qt.Orientation.Horizontal)) for c in range(header.columnCount())]
        + _model_texts(header),
        "log": w.log_model.lines(),
        "timeline": [w.timeline.label.text(), w.timeline.now_button.text(), *_model_texts(w.timeline.model)],
        "banner": [w.banner.label.text(), w.banner.button.text()],
        "tooltips": sorted(item.toolTip() for item in w.scene.items() if item.isVisible()),  # (not a hidden frame)
        "start": [x.text() for kind in (QLabel, QAbstractButton) for x in w.start.findChildren(kind)]
        + [x.title() for x in w.start.findChildren(QGroupBox)]
        + [x.itemText(k) for x in w.start.findChildren(QComboBox) for k in range(x.count())]
        + [x.accessibleName() for x in w.start.findChildren(QWidget)],
        "undo": w.menus.undo.text(),
    }


def test_switching_to_german_shows_what_a_german_window_shows(qtbot, qapp, game_id) -> None:
    english = _make(qtbot)
    _play(english, game_id, 3)
    before = snapshot(english)
    english.menus.languages["de"].trigger()  # Settings → Language → Deutsch
    switched = snapshot(english)
    switched_board = _board_picture(english)

    fresh = _make(qtbot)  # the German translators are installed now: a window opened in German
    _play(fresh, game_id, 3)
    expected = snapshot(fresh)
    for key, value in expected.items():
        assert switched[key] == value, key
    assert switched_board == _board_picture(fresh)
    assert switched["menus"] != before["menus"] and "&Spiel" in switched["menus"]
    assert switched["log"] != before["log"] and switched["undo"] != before["undo"]
    assert english.menus.languages["de"].isChecked()

    english.menus.languages["en"].trigger()  # and back, again without a restart
    assert snapshot(english) == before


def test_the_language_is_kept_for_the_next_start(window) -> None:
    from desktop import settings as app_settings

    window.set_language("de")
    assert app_settings.settings().value("ui/language") == "de"
    assert window.menus.game_menu.title() == "&Spiel"
    window.set_language("fr")
    assert window.menus.game_menu.title() == "&Partie" and window.menus.languages["fr"].text() == "Français"
    window.set_language("")  # the system's language (English on the test machine's C locale)
    assert app_settings.settings().value("ui/language") == ""


def test_the_start_screen_keeps_what_was_typed(window) -> None:
    window.start.names[0].setText("Zoë")
    window.start.count.setValue(4)
    window.set_language("de")
    assert window.start.names[0].text() == "Zoë" and window.start.count.value() == 4
    assert window.start.start_button.text() == QApplication.translate("StartScreen", "Start game") != "Start game"


def test_an_unknown_language_is_refused_on_the_command_line(capsys) -> None:
    from desktop.app import main

    assert main(["--lang", "xx", "--screenshot", "/nonexistent/x.png"]) == 2
    assert "--lang: no translation 'xx'" in capsys.readouterr().err


def test_every_start_screen_field_keeps_its_label(window) -> None:
    start = window.start
    fields = (start.game, start.count, start.options_box, start.seed_box, *start.rows)
    for lang, game in (("en", "Game"), ("de", "Spiel")):
        window.set_language(lang)
        assert start._form.labelForField(start.game).text() == game
        assert all(start._form.labelForField(f) is not None and start._form.labelForField(f).text() for f in fields)


@pytest.mark.parametrize(
    ("code", "three", "two"),
    [
        ("en", "Ann, Bob and Cy", "Ann and Bob"),  # the app's English is British: no comma before "and"
        ("de", "Ann, Bob und Cy", "Ann und Bob"),
        ("fr", "Ann, Bob et Cy", "Ann et Bob"),
    ],
)
def test_lists_are_worded_in_the_interface_language(qapp, code, three, two) -> None:
    """join_and words a list as Qt does for the language in use (QLocale.createSeparatedList), whatever
    the system's locale (the tests run in the C locale, whose lists have no "and")."""
    from desktop.text import join_and, join_or

    assert i18n.use(qapp, code) == code
    assert join_and(["Ann", "Bob", "Cy"]) == three
    assert join_and(["Ann", "Bob"]) == two
    assert join_and(["Ann"]) == "Ann" and join_and([]) == ""
    assert (
        join_or(["Ann", "Bob", "Cy"])
        == {"en": "Ann, Bob or Cy", "de": "Ann, Bob oder Cy", "fr": "Ann, Bob ou Cy"}[code]
    )
