"""Game → Statistics after three games played to their end on the table: the players' table (sortable), the
filters, one player's page with its charts, each game's lords and buildings, head to head; and a database that
cannot be read is said so."""

from __future__ import annotations

import sqlite3

import pytest
from architects_ui import double_click
from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QApplication, QLabel, QStyle

from desktop import saves, theme
from desktop.stats import store
from desktop.widgets.statistics import StatisticsWindow
from engine import get_game
from tools.driver import late_session

#: (game, players, seed) of the three games
GAMES = (("waterdeep", ["Ann", "Bob", "Cy"], 5), ("waterdeep", ["Ann", "Bob"], 6), ("architects", ["Ann", "Dee"], 7))


@pytest.fixture
def window(qtbot, user_home):
    from desktop.window import MainWindow

    w = MainWindow(autosave=True)
    qtbot.addWidget(w)
    w.scene.animate = False
    for game_id, names, seed in GAMES:
        session, last = late_session(get_game(game_id), names, seed, left=4)
        w.set_session(session, None, saves.new_path())
        c = w.controller
        for move in last:
            c.hand_over()
            assert not c.choose(move)
        assert c.session.is_over()
    return w


def _open(w) -> StatisticsWindow:
    w.menus.statistics.trigger()
    stats = w.findChild(StatisticsWindow)
    assert stats is not None and stats.isVisible()
    return stats


def _column(stats: StatisticsWindow, view, header: str) -> list[str]:
    model = view.model()
    col = next(c for c in range(model.columnCount()) if model.headerData(c, Qt.Orientation.Horizontal) == header)
    return [model.index(r, col).data() for r in range(model.rowCount())]


def test_the_players_table_after_three_games(window) -> None:
    stats = _open(window)
    assert stats.count.text() == "3 games" and not stats.problem.isVisible()
    expected = {(r.player.name, r.game): r for r in store.shared().queries().per_player(split_games=True)}
    assert len(expected) == 5  # Ann in both games, Bob, Cy, Dee
    rows = {
        (name, game): games
        for name, game, games in zip(
            _column(stats, stats.table, "Player"),
            _column(stats, stats.table, "Game"),
            _column(stats, stats.table, "Games"),
            strict=True,
        )
    }
    assert rows[("Ann", "Lords of Waterdeep")] == "2" and rows[("Ann", "Architects of the West Kingdom")] == "1"
    # a click on a header sorts by that column, numbers as numbers
    header = stats.table.horizontalHeader()
    games = _column(stats, stats.table, "Player").index
    col = next(
        c for c in range(header.count()) if stats.table.model().headerData(c, Qt.Orientation.Horizontal) == "Games"
    )
    stats.table.sortByColumn(col, Qt.SortOrder.DescendingOrder)
    assert _column(stats, stats.table, "Games")[0] == "2"
    assert games  # the column lookup works on the sorted view too


def test_filters_change_every_tab(window) -> None:
    stats = _open(window)
    stats.game.setCurrentIndex(stats.game.findData("waterdeep"))
    assert stats.count.text() == "2 games"
    assert "Game" not in [stats.table.model().headerData(c, Qt.Orientation.Horizontal) for c in range(6)]
    assert sorted(_column(stats, stats.table, "Player")) == ["Ann", "Bob", "Cy"]
    assert set(_column(stats, stats.facts, "What")) == {"Lord"}
    lords = _column(stats, stats.facts, "Which")
    assert lords and not any(name.startswith("lord.") for name in lords)  # named, not ids
    stats.players.setCurrentIndex(stats.players.findData(2))
    assert stats.count.text() == "1 game" and sorted(_column(stats, stats.table, "Player")) == ["Ann", "Bob"]
    stats.seats.setCurrentIndex(stats.seats.findData(True))
    assert stats.count.text() == "0 games" and _column(stats, stats.table, "Player") == []


def test_a_double_click_shows_the_players_page(window, qtbot) -> None:
    window.show()
    stats = _open(window)
    qtbot.waitExposed(stats)
    stats.game.setCurrentIndex(stats.game.findData("architects"))
    names = _column(stats, stats.table, "Player")
    row = names.index("Dee")
    rect = stats.table.visualRect(stats.table.model().index(row, 0))
    double_click(stats.table.viewport(), rect.center())
    assert stats.tabs.currentIndex() == 1 and stats.player.currentText() == "Dee"
    categories = _column(stats, stats.categories, "Category")
    assert categories and all(c and not c.islower() for c in categories)  # the game's own words
    built = _column(stats, stats.facts, "Which")
    assert built and not any(name.startswith("b") and name[1:].isdigit() for name in built)


def test_head_to_head(window) -> None:
    stats = _open(window)
    stats.tabs.setCurrentIndex(3)
    ann, bob = stats.a.findText("Ann"), stats.b.findText("Bob")
    stats.a.setCurrentIndex(ann)
    stats.b.setCurrentIndex(bob)
    assert stats.together.text().startswith("Games played together: 2;")  # the two Waterdeep games
    model = stats.h2h.model()
    assert [model.headerData(c, Qt.Orientation.Horizontal) for c in range(3)] == ["", "Ann", "Bob"]
    h = store.shared().queries().head_to_head(stats._names[ann], stats._names[bob])
    assert [model.index(0, c).data() for c in range(3)] == ["Wins", str(h.a_wins), str(h.b_wins)]
    assert [model.index(1, c).data() for c in (1, 2)] == [str(h.a_ahead), str(h.b_ahead)]


def _words(stats: StatisticsWindow) -> dict[str, list[str]]:
    """Every text of the window a person reads: title, labels, tabs, filters, table headings, chart axes."""
    tables = (stats.table, stats.categories, stats.facts, stats.h2h)
    axes = [
        chart.getPlotItem().getAxis(side)
        for chart in (stats.charts.recent, stats.charts.spread)
        for side in ("bottom", "left")
    ]
    return {
        "title": [stats.windowTitle()],
        "labels": [label.text() for label in stats.findChildren(QLabel)],
        "tabs": [stats.tabs.tabText(k) for k in range(stats.tabs.count())],
        "filters": [box.itemText(k) for box in (stats.game, stats.players, stats.seats) for k in range(box.count())],
        "headings": [
            str(t.model().headerData(c, Qt.Orientation.Horizontal))
            for t in tables
            for c in range(t.model().columnCount())
        ],
        "axes": [axis.labelText for axis in axes],
    }


def test_a_language_switch_words_the_statistics_window_anew(window, qtbot) -> None:
    """Settings → Language while the window is open (it is kept, not made again): every word of it as a window
    opened in that language has, and back; before, only the tables' headings changed."""
    stats = _open(window)
    stats.tabs.setCurrentIndex(1)
    before = _words(stats)
    window.menus.languages["de"].trigger()  # Settings → Language → Deutsch
    try:
        fresh = StatisticsWindow(window)
        fresh.tabs.setCurrentIndex(1)
        german = _words(fresh)
        fresh.deleteLater()
        assert german["tabs"] != before["tabs"] and german["axes"] != before["axes"]
        qtbot.waitUntil(lambda: _words(stats) == german, timeout=2000)  # once the switch is done
    finally:
        window.menus.languages["en"].trigger()
    qtbot.waitUntil(lambda: _words(stats) == before, timeout=2000)


def _colours(stats: StatisticsWindow) -> list[str]:
    """The charts' paper and the ink of their axes."""
    charts = (stats.charts.recent, stats.charts.spread)
    return [c.backgroundBrush().color().name() for c in charts] + [
        c.getPlotItem().getAxis(side).pen().color().name() for c in charts for side in ("bottom", "left")
    ]


def test_a_theme_switch_colours_the_statistics_charts_anew(window, qtbot) -> None:
    """Settings → Theme → High contrast with the window kept: its charts take the theme's paper and ink."""
    stats = _open(window)
    standard = _colours(stats)
    assert standard[0] == theme.colour("paper").name()
    window.menus.themes["contrast"].trigger()
    try:
        contrast = [theme.colour("paper").name()] * 2 + [theme.ink().name()] * 4
        assert contrast != standard
        qtbot.waitUntil(lambda: _colours(stats) == contrast, timeout=2000)
    finally:
        window.menus.themes["standard"].trigger()
    qtbot.waitUntil(lambda: _colours(stats) == standard, timeout=2000)


def _cut(view) -> list[str]:
    """The cells of `view` whose text, wrapped at its column's width, does not fit its cell."""
    model, metrics = view.model(), view.fontMetrics()
    margin = view.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, view) + 1  # Qt's text margin
    cut = []
    for r in range(model.rowCount()):
        for c in range(model.columnCount()):
            rect, text = view.visualRect(model.index(r, c)), str(model.index(r, c).data())
            room = QRect(0, 0, rect.width() - 2 * margin, 100_000)
            need = metrics.boundingRect(room, int(Qt.TextFlag.TextWordWrap), text)
            if need.height() > rect.height() or need.width() > room.width():
                cut.append(text)
    return cut


@pytest.mark.parametrize("code", ["de", "fr"])
def test_every_word_of_the_players_page_fits_in_german_and_french(window, qtbot, qapp, code) -> None:
    """One player's page at the window's own size, with both games' categories: before, the game's column
    took the room and 'Gebäude (mit Boni bei Spielende)', 'Cathédrale' were cut short."""
    from desktop import i18n

    window.show()
    i18n.use(qapp, code)
    try:
        stats = StatisticsWindow(window)
        stats.show()
        qtbot.waitExposed(stats)
        stats.player.setCurrentIndex(stats.player.findText("Ann"))  # Ann played both games
        assert stats.categories.model().rowCount() > 8
        for page, view in enumerate((stats.table, stats.categories, stats.facts)):
            stats.tabs.setCurrentIndex(page)
            QApplication.processEvents()
            assert _cut(view) == [], view.accessibleName()
    finally:
        i18n.use(qapp, "en")


def test_a_database_that_cannot_be_read_is_said_so(qtbot, user_home) -> None:
    path = store.default_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA user_version = 99")
    conn.close()
    stats = StatisticsWindow(stats=store.Statistics(path))
    qtbot.addWidget(stats)
    stats.show()
    assert stats.problem.isVisible() and "newer version" in stats.problem.text()
    assert stats.table.model().rowCount() == 0


@pytest.mark.parametrize("games", [3, 4, 30])
def test_the_last_games_chart_counts_games_in_whole_numbers(qtbot, games) -> None:
    """Its x axis is the game's number: no tick at 1.5 or 2.5, and not more than about eight of them."""
    from desktop.widgets.statistics import _Charts

    charts = _Charts()
    qtbot.addWidget(charts.recent)
    charts.show([(10 + k, k % 3 == 0) for k in range(games)], [(10, 1)])
    axis = charts.recent.getPlotItem().getAxis("bottom")
    ticks = [v for _, values in axis.tickValues(0.5, games + 0.5, 400) for v in values]
    assert ticks and all(float(v).is_integer() for v in ticks), ticks
    assert len({v for v in ticks if 1 <= v <= games}) <= 9
