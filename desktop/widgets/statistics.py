"""Game → Statistics: who wins, by how much, with what, over every finished game of this laptop.

Filters (game, player count, people only or with computers) apply to every tab: the players' table, one
player's scores by category with the charts of their last games and of their scores, each game's lords,
characters and buildings, and head to head between two players. Every table sorts by any column (Qt item
models behind a sort proxy). The numbers come from `desktop.stats` (the database); a game's own words
(categories, lords, buildings) from its table. When the database cannot be read the window says why.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QModelIndex, QSortFilterProxyModel, Qt, QTimer
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QSplitter,
    QTableView,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from desktop import i18n, theme
from desktop.models.rows import ROW_ROLE, SORT_ROLE, Cell, RowsModel
from desktop.stats.errors import StatsError
from desktop.stats.queries import Filters, Player, Queries
from desktop.stats.store import Statistics, shared
from desktop.tables import TABLES, table_for
from desktop.text import TrContext

translate = QCoreApplication.translate
statistics = TrContext("statistics")
# how many of a player's games the chart of recent form shows
RECENT = 30


def player_label(player: Player) -> str:
    """A person by name; a computer seat by its name and level ("Cy (Hard)")."""
    if player.computer is None:
        return player.name
    level = {
        "easy": translate("statistics", "Easy"),
        "medium": translate("statistics", "Medium"),
        "hard": translate("statistics", "Hard"),
    }.get(player.computer, player.computer)
    return translate("statistics", "{name} ({level})").format(name=player.name, level=level)


def _percent(rate: float) -> Cell:
    return Cell(i18n.locale().toString(100 * rate, "f", 0) + "%", rate, numeric=True)


def _number(value: float, digits: int = 1) -> Cell:
    """`value` as the interface language writes it ("44.5", "44,5")."""
    return Cell(i18n.locale().toString(value, "f", digits), value, numeric=True)


def _count(n: int) -> Cell:
    return Cell(str(n), n, numeric=True)


def _game_title(game_id: str) -> str:
    return table_for(game_id).title() if game_id in TABLES else game_id


class _Table(QTableView):
    """A sortable, read-only view of a `RowsModel`."""

    def __init__(self, name: str, sortable: bool = True) -> None:
        super().__init__()
        self.model_ = RowsModel(self)
        self.proxy = QSortFilterProxyModel(self)
        self.proxy.setSourceModel(self.model_)
        self.proxy.setSortRole(SORT_ROLE)
        self.setModel(self.proxy)
        if sortable:  # a click on a header sorts; until then the rows keep the order they came in
            self.setSortingEnabled(True)
            self.horizontalHeader().setSortIndicator(-1, Qt.SortOrder.AscendingOrder)
            self.proxy.sort(-1)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setAlternatingRowColors(True)
        self.verticalHeader().hide()
        rows = self.verticalHeader()
        rows.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)  # wrapped words whole
        rows.setMinimumSectionSize(rows.defaultSectionSize())  # a row of one line as tall as before
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.horizontalHeader().setStretchLastSection(False)
        self.setAccessibleName(name)

    def show_rows(
        self, headers: Sequence[tuple[str, str]], rows: Sequence[Sequence[Cell]], objects: Sequence[object] = ()
    ) -> None:
        column, order = self.horizontalHeader().sortIndicatorSection(), self.horizontalHeader().sortIndicatorOrder()
        self.model_.set_rows(headers, rows, objects)
        header = self.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        words = [c for c in range(len(headers)) if not rows or not rows[0][c].numeric]
        for c in words:  # the columns of words share the room left over and wrap; numbers are as wide as they need
            header.setSectionResizeMode(c, QHeaderView.ResizeMode.Stretch)
        if self.isSortingEnabled() and 0 <= column < len(headers):
            self.sortByColumn(column, order)


def bands(spread: Sequence[tuple[int, int]], most: int = 12) -> tuple[list[float], list[int], int]:
    """(score, games) grouped into at most `most` bands of equal whole width: the bands' centres, their counts
    and the width (a spread of scores 31, 32, 47... is read as a shape, not as a comb of thin bars)."""
    if not spread:
        return [], [], 1
    low, high = spread[0][0], spread[-1][0]
    width = max(1, -(-(high - low + 1) // most))
    counts: dict[int, int] = {}
    for score, n in spread:
        band = (score - low) // width
        counts[band] = counts.get(band, 0) + n
    bands_ = sorted(counts)
    return [low + b * width + (width - 1) / 2 for b in bands_], [counts[b] for b in bands_], width


class _Charts:
    """A player's scores in their last games (points, winners marked) and the spread of their scores (bars)."""

    def __init__(self) -> None:
        import pyqtgraph as pg  # type: ignore[import-untyped]

        self._pg = pg
        self.recent = pg.PlotWidget()
        self.spread = pg.PlotWidget()
        for widget in (self.recent, self.spread):
            widget.setMinimumSize(220, 160)
            widget.getPlotItem().showGrid(x=True, y=True, alpha=0.25)
        self.retranslate()
        self.restyle()

    def retranslate(self) -> None:
        """The axes' words in the language now in use."""
        for widget, (x, y) in (
            (self.recent, (translate("statistics", "game"), translate("statistics", "score"))),
            (self.spread, (translate("statistics", "score"), translate("statistics", "games"))),
        ):
            plot = widget.getPlotItem()
            plot.setLabel("bottom", x)
            plot.setLabel("left", y)

    def restyle(self) -> None:
        ink = theme.ink()
        for widget in (self.recent, self.spread):
            widget.setBackground(theme.colour("paper"))
            for side in ("left", "bottom"):
                axis = widget.getPlotItem().getAxis(side)
                axis.setPen(ink)
                axis.setTextPen(ink)

    def show(self, scores: Sequence[tuple[int, bool]], spread: Sequence[tuple[int, int]]) -> None:
        """`scores`: (score, won) of the last games, oldest first; `spread`: (score, how many games)."""
        pg = self._pg
        plot = self.recent.getPlotItem()
        plot.clear()
        if scores:
            xs = list(range(1, len(scores) + 1))
            ys = [s for s, _ in scores]
            plot.plot(xs, ys, pen=pg.mkPen(theme.ink(), width=2))
            brushes = [pg.mkBrush("#2e7d32" if won else "#9e9e9e") for _, won in scores]
            symbols = ["star" if won else "o" for _, won in scores]  # a shape as well as a colour
            sizes = [16 if won else 10 for _, won in scores]
            plot.plot(xs, ys, pen=None, symbol=symbols, symbolBrush=brushes, symbolSize=sizes)
            step = max(1, -(-len(scores) // 8))  # games are counted: whole numbers on the axis, at most ~8 of them
            plot.getAxis("bottom").setTickSpacing(step, step)
        bars = self.spread.getPlotItem()
        bars.clear()
        centres, counts, width = bands(spread)
        if centres:
            bars.addItem(pg.BarGraphItem(x=centres, height=counts, width=width * 0.9, brush="#5b7db1"))
            bars.getAxis("left").setTickSpacing(max(1, -(-max(counts) // 5)), 1)


class StatisticsWindow(QDialog):
    """The statistics of `stats` (the app's shared database by default), refreshed on every filter change."""

    def __init__(self, parent: QWidget | None = None, stats: Statistics | None = None) -> None:
        super().__init__(parent)
        self._pending: set[QEvent.Type] = set()  # language or theme switched, the window not caught up yet
        self.setObjectName("statistics")
        self.stats = stats if stats is not None else shared()
        self.resize(980, 640)
        lay = QVBoxLayout(self)
        filters = QHBoxLayout()
        self.game = QComboBox()
        self.players = QComboBox()
        self.seats = QComboBox()
        self.count = QLabel()
        self.labels = [QLabel(), QLabel(), QLabel()]
        for label, box in zip(self.labels, (self.game, self.players, self.seats), strict=True):
            label.setBuddy(box)
            filters.addWidget(label)
            filters.addWidget(box)
        filters.addStretch(1)
        filters.addWidget(self.count)
        lay.addLayout(filters)
        self.problem = QLabel()
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet("color: #b00020;")
        lay.addWidget(self.problem)
        self.tabs = QTabWidget()
        lay.addWidget(self.tabs, 1)
        self.table = _Table("players")
        self.table.doubleClicked.connect(self._player_chosen)
        self.player = QComboBox()
        self.categories = _Table("categories")
        self.charts = _Charts()
        player_page = QWidget()
        pl = QVBoxLayout(player_page)
        pick = QHBoxLayout()
        self.player_label = QLabel()
        self.player_label.setBuddy(self.player)
        pick.addWidget(self.player_label)
        pick.addWidget(self.player, 1)
        pl.addLayout(pick)
        split = QSplitter(Qt.Orientation.Horizontal)
        split.addWidget(self.categories)
        self.chart_titles = [QLabel(), QLabel()]
        charts = QWidget()
        cl = QVBoxLayout(charts)
        for title, chart in zip(self.chart_titles, (self.charts.recent, self.charts.spread), strict=True):
            cl.addWidget(title)
            cl.addWidget(chart, 1)
        split.addWidget(charts)
        split.setSizes([480, 520])
        pl.addWidget(split, 1)
        self.facts = _Table("facts")
        h2h_page = QWidget()
        hl = QVBoxLayout(h2h_page)
        pair = QHBoxLayout()
        self.a, self.b, self.versus = QComboBox(), QComboBox(), QLabel()
        pair.addWidget(self.a, 1)
        pair.addWidget(self.versus)
        pair.addWidget(self.b, 1)
        hl.addLayout(pair)
        self.together = QLabel()
        hl.addWidget(self.together)
        self.h2h = _Table("head to head", sortable=False)
        hl.addWidget(self.h2h, 1)
        self.pages = [self.table, player_page, self.facts, h2h_page]
        for page in self.pages:
            self.tabs.addTab(page, "")
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)
        self._names: list[Player] = []
        self.retranslate()
        for box in (self.game, self.players, self.seats):
            box.currentIndexChanged.connect(self.refresh)
        self.player.currentIndexChanged.connect(self._show_player)
        for box in (self.a, self.b):
            box.currentIndexChanged.connect(self._show_head_to_head)
        self.refresh()

    # -- words ----------------------------------------------------------------------------------------------
    def changeEvent(self, event: QEvent) -> None:
        """Settings → Language or Theme: the window is kept (open or not), so it words itself and colours its
        charts anew, once, after the switch is done (Qt sends a LanguageChange for each translator while the
        language is half switched)."""
        kind = event.type()
        if kind in (QEvent.Type.LanguageChange, QEvent.Type.PaletteChange):
            if not self._pending:
                QTimer.singleShot(0, self, self._catch_up)  # not after the window is gone
            self._pending.add(kind)
        super().changeEvent(event)

    def _catch_up(self) -> None:
        pending, self._pending = self._pending, set()
        if QEvent.Type.PaletteChange in pending:
            self.charts.restyle()
        if QEvent.Type.LanguageChange in pending:
            self.retranslate()
            self.refresh()  # the tables' words and the charts, drawn in the theme's ink
        elif QEvent.Type.PaletteChange in pending:
            self._show_player()  # the charts drawn in the theme's ink

    def retranslate(self) -> None:
        self.setWindowTitle(translate("statistics", "Statistics"))
        self.charts.retranslate()
        for label, text in zip(
            self.labels,
            (
                translate("statistics", "&Game:"),
                translate("statistics", "&Players:"),
                translate("statistics", "&Seats:"),
            ),
            strict=True,
        ):
            label.setText(text)
        self._fill(self.game, [(translate("statistics", "All games"), None)] + [(_game_title(g), g) for g in TABLES])
        self._fill(self.players, [(translate("statistics", "Any number"), None)] + [(str(n), n) for n in range(2, 6)])
        self._fill(
            self.seats,
            [
                (translate("statistics", "All games"), None),
                (translate("statistics", "People only"), False),
                (translate("statistics", "With computers"), True),
            ],
        )
        for page, text in zip(
            self.pages,
            (
                translate("statistics", "Players"),
                translate("statistics", "One player"),
                translate("statistics", "Lords, characters, buildings"),
                translate("statistics", "Head to head"),
            ),
            strict=True,
        ):
            self.tabs.setTabText(self.tabs.indexOf(page), text)
        self.player_label.setText(translate("statistics", "P&layer:"))
        self.versus.setText(translate("statistics", "against"))
        self.chart_titles[0].setText(translate("statistics", "Score in the last games (a star: a win)"))
        self.chart_titles[1].setText(translate("statistics", "How the scores spread (games in each band of points)"))

    @staticmethod
    def _fill(box: QComboBox, items: Sequence[tuple[str, object]]) -> None:
        """The items (text, data), keeping the one chosen."""
        chosen = box.currentData() if box.count() else None
        box.blockSignals(True)
        box.clear()
        for text, data in items:
            box.addItem(text, data)
        index = box.findData(chosen)
        box.setCurrentIndex(max(0, index))
        box.blockSignals(False)

    # -- reading ----------------------------------------------------------------------------------------------
    def filters(self) -> Filters:
        return Filters(self.game.currentData(), self.players.currentData(), self.seats.currentData())

    def _queries(self) -> Queries | None:
        try:
            queries = self.stats.queries()
        except StatsError as exc:
            self.problem.setText(str(exc))
            self.problem.show()
            return None
        self.problem.setText(self.stats.warning)
        self.problem.setVisible(bool(self.stats.warning))
        return queries

    def refresh(self) -> None:
        """Every tab for the filters chosen now."""
        q = self._queries()
        if q is None:
            for table in (self.table, self.categories, self.facts, self.h2h):
                table.show_rows([], [])
            self.count.setText("")
            return
        f = self.filters()
        try:
            self.count.setText(statistics.tr("%n game(s)", "", q.count(f)))
            self._show_players(q, f)
            self._show_facts(q, f)
        except StatsError as exc:
            self.problem.setText(str(exc))
            self.problem.show()
            return
        self._show_player()
        self._show_head_to_head()

    def _show_players(self, q: Queries, f: Filters) -> None:
        split = f.game is None
        rows = q.per_player(f, split_games=split)
        headers = [(translate("statistics", "Player"), "")]
        if split:
            headers.append((translate("statistics", "Game"), ""))
        headers += [
            (translate("statistics", "Games"), translate("statistics", "Finished games played")),
            (translate("statistics", "Wins"), translate("statistics", "A shared win counts for each winner")),
            (translate("statistics", "Win rate"), ""),
            (translate("statistics", "Mean score"), ""),
            (translate("statistics", "Best score"), ""),
        ]
        cells = [
            [
                Cell(player_label(r.player)),
                *([Cell(_game_title(r.game or ""))] if split else []),
                _count(r.games),
                _count(r.wins),
                _percent(r.win_rate),
                _number(r.mean_score),
                _count(r.best_score),
            ]
            for r in rows
        ]
        self.table.show_rows(headers, cells, [r.player for r in rows])
        players: dict[tuple[str, str | None], Player] = {}
        for r in rows:
            players.setdefault((r.player.name, r.player.computer), r.player)
        self._names = sorted(players.values(), key=lambda p: (p.computer is not None, p.name.casefold()))
        items = [(player_label(p), i) for i, p in enumerate(self._names)]
        self._fill(self.player, items)
        self._fill(self.a, items)
        self._fill(self.b, items)
        if len(items) > 1 and self.b.currentIndex() == self.a.currentIndex():
            self.b.setCurrentIndex(1)

    def _show_facts(self, q: Queries, f: Filters) -> None:
        games = [f.game] if f.game is not None else list(TABLES)
        headers = [
            (translate("statistics", "Game"), ""),
            (translate("statistics", "What"), ""),
            (translate("statistics", "Which"), ""),
            (translate("statistics", "Seats"), translate("statistics", "Players who had it")),
            (translate("statistics", "Wins"), ""),
            (translate("statistics", "Win rate"), ""),
            (translate("statistics", "Mean score"), ""),
        ]
        cells: list[list[Cell]] = []
        for game_id in games:
            table = table_for(game_id)
            for kind, heading in table.stats_kinds():
                for r in q.by_fact(kind, Filters(game_id, f.players, f.computers)):
                    cells.append(
                        [
                            Cell(table.title()),
                            Cell(heading),
                            Cell(table.stats_fact_name(kind, r.value)),
                            _count(r.seats),
                            _count(r.wins),
                            _percent(r.win_rate),
                            _number(r.mean_score),
                        ]
                    )
        self.facts.show_rows(headers, cells)

    def _chosen(self, box: QComboBox) -> Player | None:
        index = box.currentData()
        return self._names[index] if isinstance(index, int) and 0 <= index < len(self._names) else None

    def _show_player(self, _index: int = -1) -> None:
        player, q = self._chosen(self.player), self._queries()
        if player is None or q is None:
            self.categories.show_rows([], [])
            self.charts.show([], [])
            return
        f = self.filters()
        rows = [r for r in q.category_means(f, player) if r.game in TABLES]
        every = f.game is None  # the game's column only when the rows come from both games
        headers = [(translate("statistics", "Game"), "")] if every else []
        headers += [(translate("statistics", "Category"), ""), (translate("statistics", "Mean points"), "")]
        cells = []
        for r in rows:
            category = Cell(table_for(r.game).score_category(r.category))
            cells.append([*([Cell(_game_title(r.game))] if every else []), category, _number(r.mean)])
        self.categories.show_rows(headers, cells)
        series = q.score_series(player, f, RECENT)
        self.charts.show([(p.score, p.winner) for p in series], q.score_distribution(f, player))

    def _show_head_to_head(self, _index: int = -1) -> None:
        a, b, q = self._chosen(self.a), self._chosen(self.b), self._queries()
        if a is None or b is None or q is None or a == b:
            self.h2h.show_rows([], [])
            self.together.setText("")
            return
        h = q.head_to_head(a, b, self.filters())
        headers = [("", ""), (player_label(a), ""), (player_label(b), "")]
        cells = [
            [Cell(translate("statistics", "Wins")), _count(h.a_wins), _count(h.b_wins)],
            [Cell(translate("statistics", "Finished above the other")), _count(h.a_ahead), _count(h.b_ahead)],
        ]
        self.h2h.show_rows(headers, cells)
        self.together.setText(
            translate("statistics", "Games played together: {games}; at the same place in {level}.").format(
                games=h.games, level=h.level
            )
        )

    def _player_chosen(self, index: QModelIndex) -> None:
        """A double-click on a player of the table shows that player's page."""
        player: Any = index.data(ROW_ROLE)
        if isinstance(player, Player) and player in self._names:
            self.player.setCurrentIndex(self._names.index(player))
            self.tabs.setCurrentIndex(1)
