"""Game → Saved Games: the window lists the library (the start screen's list is the same model), resumes
a game by double-click, Enter or Resume, renames, deletes with Undo and Restore (files removed only after
asking), exports and imports records; the list sorts and filters."""

from __future__ import annotations

import time

import stats_games
from architects_ui import double_click
from library_games import saved_game, write_record
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QFileDialog, QInputDialog, QMessageBox

from desktop import saves
from desktop.library import picture
from desktop.library.model import Column, GameRole, Show, SummaryRole
from desktop.stats.store import Statistics


def _window(qtbot):
    from desktop.window import MainWindow

    w = MainWindow(autosave=True, remember=False)
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    qtbot.waitExposed(w)
    w.scene.animate = False
    return w


def _library(w, qtbot):
    """Game → Saved Games."""
    w.menus.saved_games.trigger()
    lib = w.start.saved.library
    assert lib is not None and lib.isVisible()
    qtbot.waitExposed(lib)
    return lib


def _rows(lib) -> list[str]:
    """The games listed, top to bottom, by their players."""
    model = lib.table.model()
    return [" ".join(model.index(r, 0).data(GameRole).players) for r in range(model.rowCount())]


def _choose(lib, players: str) -> None:
    row = _rows(lib).index(players)
    lib.table.setCurrentIndex(lib.table.model().index(row, Column.GAME))


def _three_games():
    hour = 3600
    now = time.time()
    a = saved_game("waterdeep", names=["Ann", "Bob"], moves=10, when=now - 3 * hour)
    b = saved_game("architects", names=["Cy", "Dee"], moves=20, computers=[None, "hard"], when=now - hour)
    c = saved_game("waterdeep", names=["Eve", "Fay"], moves=4, when=now - 2 * hour)
    return a, b, c


def test_the_menu_entry_opens_the_list_newest_first_with_what_each_game_is(qtbot) -> None:
    a, b, c = _three_games()
    picture.picture_record(b)
    w = _window(qtbot)
    assert w.menus.saved_games.shortcut() == QKeySequence("Ctrl+Shift+O")
    assert w.menus.saved_games in w.menus.game_menu.actions()
    lib = _library(w, qtbot)
    assert _rows(lib) == ["Cy Dee", "Eve Fay", "Ann Bob"]
    model = lib.table.model()
    texts = [model.index(0, col).data() for col in Column]
    assert texts[Column.GAME] == "Architects of the West Kingdom"
    assert texts[Column.PLAYERS] == "Cy and Dee (computer: hard)"
    assert texts[Column.PROGRESS].startswith("In progress: 20 moves played · Turn ")  # Architects: turn cycles
    assert texts[Column.PLAYED]
    assert lib.pictures.get(model.index(0, 0).data(GameRole), picture_size()) is not None  # its picture
    assert lib.pictures.get(model.index(1, 0).data(GameRole), picture_size()) is None  # a placeholder
    assert [g.path for g in w.start.saved.games] == [b, c, a]  # the start screen lists the same


def picture_size():
    from desktop.library.delegates import TABLE_PICTURE

    return TABLE_PICTURE


def test_resume_by_double_click_enter_and_the_button(qtbot) -> None:
    a, b, c = _three_games()
    w = _window(qtbot)
    lib = _library(w, qtbot)
    _choose(lib, "Eve Fay")
    rect = lib.table.visualRect(lib.table.currentIndex())
    double_click(lib.table.viewport(), rect.center())
    assert w.session.autosave_path == c and w.session.index == 4 and not lib.isVisible()
    lib = _library(w, qtbot)
    _choose(lib, "Ann Bob")
    lib.table.setFocus()
    QTest.keyClick(lib.table, Qt.Key.Key_Return)
    assert w.session.autosave_path == a and w.session.index == 10
    lib = _library(w, qtbot)
    _choose(lib, "Cy Dee")
    lib.resume_button.click()
    assert w.session.autosave_path == b and w.session.computers == [None, "hard"]


def test_rename_gives_a_title_of_ones_own(qtbot, monkeypatch) -> None:
    a, _, _ = _three_games()
    w = _window(qtbot)
    lib = _library(w, qtbot)
    _choose(lib, "Ann Bob")
    monkeypatch.setattr(QInputDialog, "getText", lambda *args: ("Tuesday club", True))
    lib.rename_button.click()
    game = lib.chosen()
    assert game.path == a and game.title == "Tuesday club" and a.exists()
    assert lib.table.model().index(lib.table.currentIndex().row(), Column.GAME).data().startswith("Tuesday club\n")
    assert "Tuesday club: Ann and Bob" in w.start.saved.model.index(2, 0).data(Qt.ItemDataRole.ToolTipRole)
    lib.search.setText("tuesday")
    assert _rows(lib) == ["Ann Bob"]


def test_delete_and_undo_and_restore_and_emptying_asks(qtbot, monkeypatch) -> None:
    a, b, c = _three_games()
    w = _window(qtbot)
    lib = _library(w, qtbot)
    _choose(lib, "Eve Fay")
    lib.delete_button.click()
    assert _rows(lib) == ["Cy Dee", "Ann Bob"] and not c.exists() and lib.undo_bar.isVisible()
    assert [g.path for g in w.start.saved.games] == [b, a]
    lib.undo_button.click()
    assert _rows(lib) == ["Cy Dee", "Eve Fay", "Ann Bob"] and c.exists() and not lib.undo_bar.isVisible()
    assert lib.chosen().path == c
    lib.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is lib)
    QTest.keyClick(lib.table, Qt.Key.Key_Delete)  # the Delete key too
    assert not c.exists()
    lib.show_deleted.setChecked(True)  # Show deleted games: restore it from there
    assert _rows(lib) == ["Eve Fay"] and lib.restore_button.isVisible() and not lib.delete_button.isVisible()
    lib.restore_button.click()
    assert c.exists() and _rows(lib) == []
    lib.show_deleted.setChecked(False)
    _choose(lib, "Eve Fay")
    lib.delete_button.click()
    lib.show_deleted.setChecked(True)
    answers = []

    def ask(*args):
        answers.append(args[2])
        return answers_given.pop(0)

    answers_given = [QMessageBox.StandardButton.Cancel, QMessageBox.StandardButton.Yes]
    monkeypatch.setattr(QMessageBox, "question", ask)
    lib.empty_button.click()
    assert len(answers) == 1 and "cannot be undone" in answers[0] and saves.trashed_games()
    lib.empty_button.click()
    assert saves.trashed_games() == [] and _rows(lib) == [] and not lib.empty_button.isEnabled()
    assert {g.path for g in saves.saved_games()} == {a, b}


def test_the_game_on_the_table_cannot_be_deleted(qtbot) -> None:
    a, _, _ = _three_games()
    w = _window(qtbot)
    w.resume(str(a))
    lib = _library(w, qtbot)
    _choose(lib, "Ann Bob")
    assert not lib.delete_button.isEnabled() and lib.delete_button.toolTip()
    lib.delete()
    assert a.exists()


def test_export_copies_the_record_to_the_folder_chosen(qtbot, monkeypatch, tmp_path) -> None:
    _, b, _ = _three_games()
    w = _window(qtbot)
    lib = _library(w, qtbot)
    _choose(lib, "Cy Dee")
    target = tmp_path / "club" / "copy.json"
    target.parent.mkdir()
    asked = []
    monkeypatch.setattr(
        QFileDialog,
        "getSaveFileName",
        lambda parent, title, start, filters: (asked.append(start), (str(target), ""))[1],
    )
    lib.export_button.click()
    assert target.read_bytes() == b.read_bytes() and b.exists()
    assert asked[0].endswith(".json") and "architects-" in asked[0]


def test_import_adds_the_good_records_and_lists_the_bad_ones_with_their_reason(qtbot, monkeypatch, tmp_path) -> None:
    _three_games()
    good = write_record(tmp_path / "gus.json", "architects", names=["Gus", "Hal"], moves=6)
    bad = tmp_path / "bad.json"
    bad.write_text("{not json", encoding="utf-8")
    w = _window(qtbot)
    lib = _library(w, qtbot)
    over = stats_games.write(tmp_path / "over.json", stats_games.finished("waterdeep", ("Ivy", "Jo"))[0])
    monkeypatch.setattr(QFileDialog, "getOpenFileNames", lambda *args: ([str(good), str(bad), str(over)], ""))
    lib.import_button.click()
    assert "Gus Hal" in _rows(lib) and "Ivy Jo" in _rows(lib)
    imported = next(g.path for g in saves.saved_games() if g.players == ("Gus", "Hal"))
    assert imported.parent == saves.games_dir() and saves.picture_path(imported).exists()  # its picture drawn
    report = lib.import_report
    assert report is not None and report.isVisible()
    assert "2 of 3 records imported" in report.text() and "bad.json: not a valid JSON file" in report.text()
    report.close()
    with Statistics() as stats:  # the finished one is counted in the statistics, as `--import` counts it
        (counted,) = stats.queries().recent()
    assert [s.name for s in counted.seats] == ["Ivy", "Jo"] and counted.source == "imported"


def test_the_list_sorts_and_filters(qtbot) -> None:
    _three_games()
    broken = saves.games_dir() / "20200101-000000-abcdef.json"
    broken.write_text('{"format": "meeple-table/1", "game": "chess"}', encoding="utf-8")
    w = _window(qtbot)
    lib = _library(w, qtbot)
    assert len(_rows(lib)) == 4
    model = lib.table.model()
    problem = next(r for r in range(4) if model.index(r, 0).data(GameRole).problem)
    assert "unknown game 'chess'" in model.index(problem, Column.PROGRESS).data()  # listed with its reason
    _choose(lib, "")
    assert not lib.resume_button.isEnabled() and lib.delete_button.isEnabled()
    lib.table.sortByColumn(Column.PROGRESS, Qt.SortOrder.AscendingOrder)
    assert _rows(lib)[:3] == ["Eve Fay", "Ann Bob", "Cy Dee"]  # in progress by moves; the bad file last
    lib.game_filter.setCurrentIndex(lib.game_filter.findData("waterdeep"))
    assert sorted(_rows(lib)) == ["Ann Bob", "Eve Fay"]
    lib.search.setText("eve")
    assert _rows(lib) == ["Eve Fay"]
    lib.search.clear()
    lib.show_filter.setCurrentIndex(lib.show_filter.findData(Show.FINISHED.value))
    assert _rows(lib) == []
    assert broken.exists()


def test_the_start_screen_opens_the_same_list_and_both_speak_the_language_chosen(qtbot, qapp) -> None:
    from desktop import i18n

    _three_games()
    w = _window(qtbot)
    w.show_start()
    w.start.saved.library_button.click()
    lib = w.start.saved.library
    assert lib.isVisible() and lib.library is w.start.saved.model
    try:
        w.menus.languages["de"].trigger()
        assert lib.windowTitle() == "Gespeicherte Partien" and lib.resume_button.text() == "Fortsetzen"
        header = lib.table.model().headerData(Column.PLAYED, Qt.Orientation.Horizontal)
        assert header == "Zuletzt gespielt" and w.menus.saved_games.text() == "&Gespeicherte Partien…"
        assert "Läuft: 20 Züge gespielt" in lib.table.model().index(0, Column.PROGRESS).data()
        assert "(Computer: schwer)" in w.start.saved.model.index(0, 0).data(SummaryRole)
    finally:
        i18n.use(qapp, "en")


def test_enter_in_the_list_resumes_once_and_presses_no_button(qtbot) -> None:
    a, _, c = _three_games()
    w = _window(qtbot)
    lib = _library(w, qtbot)
    _choose(lib, "Eve Fay")
    lib.delete_button.click()  # Undo is on show now
    _choose(lib, "Ann Bob")
    resumed: list[str] = []
    lib.resumeRequested.connect(resumed.append)
    lib.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is lib)
    lib.table.setFocus()
    QTest.keyClick(lib.table, Qt.Key.Key_Return)
    assert resumed == [str(a)] and not c.exists()  # resumed once; the deleted game stays deleted


# Settings → Language with the Saved Games window opened once: the start screen's list and the window share one
# model, and the switch keeps the game chosen in each, so Resume (and Rename, Delete, Export) still act on it;
# before, the switch emptied the choice behind an enabled Resume that then did nothing.
def _newest_and_older():
    now = time.time()
    saved_game("waterdeep", names=["Ann", "Bob"], moves=10, when=now - 60)
    older = saved_game("architects", names=["Cy", "Dee"], moves=20, when=now - 3600)
    return older


def test_a_language_switch_keeps_the_game_chosen_on_the_start_screen(qtbot, qapp) -> None:
    older = _newest_and_older()
    w = _window(qtbot)
    panel = w.start.saved
    w.menus.saved_games.trigger()  # the Saved Games window, opened once and closed
    assert panel.library is not None
    panel.library.close()
    panel.list.setCurrentIndex(panel.model.index(panel.model.row_of(older), 0))
    try:
        w.menus.languages["de"].trigger()  # Settings → Language → Deutsch
        QApplication.processEvents()
        assert panel.list.currentIndex().data(GameRole).path == older
        assert panel.list.selectionModel().isSelected(panel.list.currentIndex())
        assert panel.resume_button.isEnabled()
        resumed: list[str] = []
        panel.resumeRequested.connect(resumed.append)
        panel.resume_button.click()
        assert resumed == [str(older)]
    finally:
        w.menus.languages["en"].trigger()


def test_a_language_switch_keeps_the_game_chosen_in_the_saved_games_window(qtbot, qapp) -> None:
    older = _newest_and_older()
    w = _window(qtbot)
    w.menus.saved_games.trigger()
    lib = w.start.saved.library
    assert lib is not None
    qtbot.waitExposed(lib)
    model = lib.table.model()
    row = next(r for r in range(model.rowCount()) if model.index(r, 0).data(GameRole).path == older)
    lib.table.setCurrentIndex(model.index(row, Column.GAME))
    try:
        w.menus.languages["de"].trigger()
        QApplication.processEvents()
        assert lib.chosen() is not None and lib.chosen().path == older
        assert lib.rename_button.isEnabled() and lib.delete_button.isEnabled() and lib.resume_button.isEnabled()
        assert model.index(row, Column.GAME).data() == "Architekten des Westfrankenreichs"  # worded anew
    finally:
        w.menus.languages["en"].trigger()
