"""The saved games as a Qt table model: one row per game (`desktop.saves.SavedGame`), a column each for its
picture, the game, its players, how far it got and when it was last played; a proxy sorts and filters it.

The texts are worded here, in the language in use (`retranslate` words them again); the picture column has
no text (desktop.library.delegates draws it) but names the picture for assistive technology.
"""

from __future__ import annotations

import enum
from collections.abc import Sequence

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QDate,
    QDateTime,
    QLocale,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
    QTime,
)
from PySide6.QtGui import QColor, QFontMetrics

from desktop import i18n, saves
from desktop.saves import SavedGame
from desktop.tables import TABLES, table_for
from desktop.text import TrContext, join_and

saved = TrContext("saved")
translate = QCoreApplication.translate
Index = QModelIndex | QPersistentModelIndex
Role = Qt.ItemDataRole
# the SavedGame of a row (any column)
GameRole = Role.UserRole + 1
# what a column sorts by
SortRole = Role.UserRole + 2
# the two lines of the start screen's list (`describe`)
SummaryRole = Role.UserRole + 3


class Column(enum.IntEnum):
    PICTURE = 0
    GAME = 1
    PLAYERS = 2
    PROGRESS = 3
    PLAYED = 4


class Show(enum.Enum):
    """Which games the list shows (the window's filter)."""

    ALL = "all"
    IN_PROGRESS = "in_progress"
    FINISHED = "finished"


def game_title(game: SavedGame) -> str:
    """The game's name as the app calls it (its id for a game without a table)."""
    return table_for(game.game).title() if game.game in TABLES else game.game


def name(game: SavedGame) -> str:
    """What the player calls this saved game: their own title, else the game's name (the file's for a
    file that cannot be opened)."""
    if game.title:
        return game.title
    return game.path.name if game.problem else game_title(game)


def level_name(level: str) -> str:
    names = {
        "easy": translate("saved", "easy"),
        "medium": translate("saved", "medium"),
        "hard": translate("saved", "hard"),
    }
    return names.get(level.partition(":")[0], level)


def players_text(game: SavedGame) -> str:
    """'Ann, Bob (computer: hard) and Cy'."""
    names = [
        who
        if level is None
        else translate("saved", "{name} (computer: {level})").format(name=who, level=level_name(level))
        for who, level in zip(game.players, game.computers, strict=True)
    ]
    return join_and(names)


def when_text(game: SavedGame) -> str:
    return QLocale(i18n.language()).toString(
        QDateTime.fromSecsSinceEpoch(int(game.modified)), QLocale.FormatType.ShortFormat
    )


def widest_date(metrics: QFontMetrics) -> int:
    """The width of the widest date `when_text` shows in the language in use (two-digit months, days and hours,
    morning and evening), so that its column fits any date and keeps its width from one day to the next."""
    locale = QLocale(i18n.language())
    samples = (QDateTime(QDate(2026, m, d), QTime(h, 58)) for m in (9, 12) for d in (8, 28) for h in (10, 22))
    return max(metrics.horizontalAdvance(locale.toString(s, QLocale.FormatType.ShortFormat)) for s in samples)


def progress_text(game: SavedGame) -> str:
    """How far the game got: in progress at move and round (or turn cycle), finished, damaged (with why), or why it
    cannot be opened."""
    if game.problem:
        return translate("saved", "Cannot be opened: {why}").format(why=game.problem)
    if game.over:
        text = saved.tr("Finished after %n move(s)", "", game.moves)
    else:
        text = saved.tr("In progress: %n move(s) played", "", game.moves)
        text += " · " + table_for(game.game).round_label(game.round)  # "Round 3", or "Turn 18" in Architects
    if game.damaged:
        text += "\n" + translate("saved", "Damaged: opens at its last valid move ({why})").format(why=game.damage)
    return text


def describe(game: SavedGame) -> str:
    """Two lines: the game and its players; how far it got and when it was played last."""
    if game.problem:
        return translate("saved", "{file}\ncannot be opened: {why}").format(file=game.path.name, why=game.problem)
    first = translate("saved", "{game}: {players}").format(game=name(game), players=players_text(game))
    when = when_text(game)
    if game.over:
        second = saved.tr("finished after %n move(s) · {when}", "", game.moves).format(when=when)
    else:
        second = saved.tr("%n move(s) played · {when}", "", game.moves).format(when=when)
    if game.damaged:
        second += " · " + translate("saved", "damaged: opens at its last valid move")
    return f"{first}\n{second}"


def _status(game: SavedGame) -> int:
    """Sorting by progress: the games in progress, then the finished ones, then the files that cannot open."""
    return 2 if game.problem else 1 if game.over else 0


class LibraryModel(QAbstractTableModel):
    """The games of the library (or, `trash`, the deleted ones), the most recently played first."""

    def __init__(self, trash: bool = False, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.trash = trash
        self.games: list[SavedGame] = []
        self._worded: dict[tuple[int, int, int], object] = {}  # (row, column, role) -> its text or sort key

    def reload(self) -> None:
        """Read the folder again (desktop.saves never raises for a bad file)."""
        self.set_games(saves.trashed_games() if self.trash else saves.saved_games())

    def set_games(self, games: Sequence[SavedGame]) -> None:
        self.beginResetModel()
        self.games = list(games)
        self._worded.clear()
        self.endResetModel()

    def retranslate(self) -> None:
        """The texts in the language now in use. The rows stay the same games, so a layout change (not a
        reset) words them anew: every view keeps the game chosen in it, and a sorted view sorts again."""
        self.layoutAboutToBeChanged.emit()
        self._worded.clear()
        self.layoutChanged.emit()
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, len(Column) - 1)

    def row_of(self, path: object) -> int:
        """The row of the game saved in `path` (-1: none)."""
        return next((k for k, g in enumerate(self.games) if g.path == path), -1)

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 (Qt's default argument)
        return 0 if parent.isValid() else len(self.games)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(Column)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Role.DisplayRole) -> object:
        if orientation != Qt.Orientation.Horizontal or role != Role.DisplayRole or not 0 <= section < len(Column):
            return None
        return {
            Column.PICTURE: translate("saved", "Board"),
            Column.GAME: translate("saved", "Game"),
            Column.PLAYERS: translate("saved", "Players"),
            Column.PROGRESS: translate("saved", "Progress"),
            Column.PLAYED: translate("saved", "Last played"),
        }[Column(section)]

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable

    def data(self, index: Index, role: int = Role.DisplayRole) -> object:
        if not index.isValid() or not 0 <= index.row() < len(self.games):
            return None
        game = self.games[index.row()]
        if role == GameRole:
            return game
        if role == Role.ForegroundRole:
            return QColor("#b00020") if game.problem else None
        if role not in (SummaryRole, Role.DisplayRole, Role.ToolTipRole, Role.AccessibleTextRole, SortRole):
            return None
        key = (index.row(), index.column(), int(role))
        if key not in self._worded:  # worded once per reading of the folder (sorting asks again and again)
            self._worded[key] = self._word(game, Column(index.column()), role)
        return self._worded[key]

    def _word(self, game: SavedGame, column: Column, role: int) -> object:
        if role in (SummaryRole, Role.ToolTipRole):
            return describe(game)
        if role == Role.DisplayRole:
            return self._text(game, column)
        if role == Role.AccessibleTextRole:
            return self._text(game, column) or translate("saved", "Picture of the board of {game}").format(
                game=name(game)
            )
        return self._sort_key(game, column)

    def _text(self, game: SavedGame, column: Column) -> str:
        if column == Column.GAME:
            if game.problem:
                return game.path.name
            return f"{game.title}\n{game_title(game)}" if game.title else game_title(game)
        if column == Column.PLAYERS:
            return players_text(game)
        if column == Column.PROGRESS:
            return progress_text(game)
        if column == Column.PLAYED:
            return when_text(game)
        return ""

    @staticmethod
    def _sort_key(game: SavedGame, column: Column) -> object:
        if column == Column.GAME:
            return name(game).casefold()
        if column == Column.PLAYERS:
            return players_text(game).casefold()
        if column == Column.PROGRESS:
            return _status(game) * 1_000_000 + game.moves
        return game.modified


class LibraryFilter(QSortFilterProxyModel):
    """Sorts by a column's SortRole; shows the games whose name, game or players hold the text typed, of
    the game chosen ('' every game) and of the kind chosen (`Show`)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.setSortRole(SortRole)
        self.text = ""
        self.game = ""
        self.show = Show.ALL

    def set_filter(self, text: str | None = None, game: str | None = None, show: Show | None = None) -> None:
        modern = hasattr(self, "beginFilterChange")  # Qt 6.9; before it, invalidateRowsFilter
        if modern:
            self.beginFilterChange()
        if text is not None:
            self.text = text.strip().casefold()
        if game is not None:
            self.game = game
        if show is not None:
            self.show = show
        if modern:
            self.endFilterChange(QSortFilterProxyModel.Direction.Rows)
        else:
            self.invalidateRowsFilter()

    def filterAcceptsRow(self, source_row: int, source_parent: Index) -> bool:
        model = self.sourceModel()
        game = model.index(source_row, 0, source_parent).data(GameRole)
        if not isinstance(game, SavedGame):
            return False
        if self.game and game.game != self.game:
            return False
        if self.show == Show.IN_PROGRESS and not game.in_progress:
            return False
        if self.show == Show.FINISHED and not (game.over and not game.problem):
            return False
        if not self.text:
            return True
        words = " ".join((name(game), game_title(game), *game.players, game.path.name)).casefold()
        return all(part in words for part in self.text.split())
