"""Start screen: Continue, New game (game, its player count with names and distinct colours, who plays each
seat, its options, the undo policy, seed), Open.

The screen remembers what it last started (desktop.settings `last_setup`): the game, every player row (name,
colour, person or computer level), the player count and the options come back the next time it opens, in
this run or the next; the seed field starts empty. The undo policy shown is the window's (`set_policy`)."""

from __future__ import annotations

import re
import unicodedata

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor, QPixmap, QResizeEvent
from PySide6.QtWidgets import (
    QBoxLayout,
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from desktop import settings as app_settings
from desktop.saves import SavedGame, newest_in_progress
from desktop.session import UndoPolicy
from desktop.tables import TABLES, table_for
from desktop.text import COLOURS, colour_name
from desktop.widgets.saved import SavedGamesPanel, describe
from engine.core.game import MAX_NAME

DEFAULT_NAMES = ("Ann", "Bob", "Cy", "Dee", "Eve")
# narrower than this, the saved games go above the new game form (side by side they need about 900 px)
NARROW = 1000
NARROW_MIN = 480
LEVELS = (None, "easy", "medium", "hard")  # who plays a seat: a person, or a computer of a level
# the largest seed the start screen takes (newGame carries it as a Qt int)
MAX_SEED = 2**31 - 1


def swatch(hex_colour: str) -> QPixmap:
    pix = QPixmap(14, 14)
    pix.fill(QColor(hex_colour))
    return pix


class StartScreen(QWidget):
    """Emits `newGame(game_id, names, colour hexes, seed or -1, options, computers)` (computers: each
    seat's computer level, or None for a person), `openRequested()`, `continueRequested()` and
    `resumeRequested(path)` (a game of the saved games list)."""

    newGame = Signal(str, list, list, int, dict, list)
    openRequested = Signal()
    continueRequested = Signal()
    resumeRequested = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        page = QVBoxLayout(self)
        page.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title = title = QLabel()
        title.setStyleSheet("font-size: 28px; font-weight: bold;")
        title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        page.addWidget(title)
        # the saved games on the left of a new game; above it in a narrow window (`resizeEvent`)
        self.columns = columns = QBoxLayout(QBoxLayout.Direction.LeftToRight)
        page.addLayout(columns, 1)
        # the narrow layout's width: side by side the columns would ask for more, and the window (which
        # takes the largest page's minimum) could not be made narrower while a game is on the table
        self.setMinimumWidth(NARROW_MIN)
        left = QVBoxLayout()
        columns.addLayout(left, 1)
        self.continue_button = QPushButton()
        self.continue_button.clicked.connect(self.continueRequested)
        left.addWidget(self.continue_button)
        self.continue_what = QLabel()  # which game Continue resumes (wrapped: names can be long)
        self.continue_what.setWordWrap(True)
        self.continue_what.setAlignment(Qt.AlignmentFlag.AlignCenter)
        left.addWidget(self.continue_what)
        self.saved = SavedGamesPanel()
        self.saved.resumeRequested.connect(self.resumeRequested)
        left.addWidget(self.saved, 1)
        outer = QVBoxLayout()
        columns.addLayout(outer, 1)
        self.box = box = QGroupBox()
        form = QFormLayout(box)
        self.game = QComboBox()
        for game_id in TABLES:  # the games the app has a table for (desktop.tables is the one list)
            self.game.addItem("", game_id)
        form.addRow(QLabel(), self.game)
        self.count = QSpinBox()
        self.count.setRange(2, 5)
        self.count.setValue(3)
        self.count.valueChanged.connect(self._show_rows)
        form.addRow(QLabel(), self.count)
        self.options_box = QWidget()  # the chosen game's options (Table.options), one check box each
        self.options_layout = QVBoxLayout(self.options_box)
        self.options_layout.setContentsMargins(0, 0, 0, 0)
        self.option_boxes: dict[str, QCheckBox] = {}
        form.addRow(QLabel(), self.options_box)
        self.game.currentIndexChanged.connect(self._game_changed)
        self.names: list[QLineEdit] = []
        self.colours: list[QComboBox] = []
        self.kinds: list[QComboBox] = []  # person, or a computer of a level
        self.rows: list[QWidget] = []
        for i in range(5):
            row = QWidget()
            lay = QHBoxLayout(row)
            lay.setContentsMargins(0, 0, 0, 0)
            name = QLineEdit(DEFAULT_NAMES[i])
            name.setMaxLength(MAX_NAME)  # the engine's limit (engine.core.game.check_player_names)
            colour = QComboBox()
            for _, hex_colour in COLOURS:
                colour.addItem(swatch(hex_colour), "", hex_colour)
            colour.setCurrentIndex(i)
            colour.currentIndexChanged.connect(self._validate)
            name.textChanged.connect(self._validate)
            kind = QComboBox()
            for level in LEVELS:
                kind.addItem("", level)
            lay.addWidget(name, 2)
            lay.addWidget(colour, 1)
            lay.addWidget(kind, 1)
            form.addRow(QLabel(), row)
            self.names.append(name)
            self.colours.append(colour)
            self.kinds.append(kind)
            self.rows.append(row)
        self.policy_box = QWidget()  # the undo policy, each with a line of what it means
        policy_lay = QVBoxLayout(self.policy_box)
        policy_lay.setContentsMargins(0, 0, 0, 0)
        policy_lay.setSpacing(2)
        self.casual, self.table_rules = QRadioButton(), QRadioButton()
        self.policy_notes: list[QLabel] = []
        for button in (self.casual, self.table_rules):
            note = QLabel()
            note.setWordWrap(True)
            note.setContentsMargins(22, 0, 0, 4)  # under the button's text
            policy_lay.addWidget(button)
            policy_lay.addWidget(note)
            self.policy_notes.append(note)
        form.addRow(QLabel(), self.policy_box)
        self.casual.setChecked(True)  # the window shows its policy (`set_policy`) when the screen opens
        self.seed = QLineEdit()
        self.seed.textChanged.connect(self._validate)
        self.seed_error = QLabel()  # right under the field: what is wrong with the seed typed
        self.seed_error.setStyleSheet("color: #b00020;")
        self.seed_error.setWordWrap(True)
        self.seed_error.hide()
        seed_box = QWidget()
        seed_lay = QVBoxLayout(seed_box)
        seed_lay.setContentsMargins(0, 0, 0, 0)
        seed_lay.addWidget(self.seed)
        seed_lay.addWidget(self.seed_error)
        self.seed_box = seed_box
        form.addRow(QLabel(), seed_box)
        self.error = QLabel()
        self.error.setStyleSheet("color: #b00020;")
        form.addRow(self.error)
        self.start_button = QPushButton()
        self.start_button.setDefault(True)
        self.start_button.clicked.connect(self._start)
        form.addRow(self.start_button)
        box.setMaximumWidth(640)
        outer.addWidget(box)
        self.open_button = open_button = QPushButton()
        open_button.clicked.connect(self.openRequested)
        open_button.setMaximumWidth(640)
        self.continue_button.setMaximumWidth(640)
        self.saved.setMaximumWidth(640)
        left.addWidget(open_button)
        outer.addStretch(1)
        self._form = form
        self._game_changed()
        self._restore()
        self.retranslate()

    def retranslate(self) -> None:
        """Every text of the screen in the language now in use (what was typed and chosen stays)."""
        form = self._form
        self.title.setText(self.tr("Meeple Table"))
        self._name_continue()
        self.saved.retranslate()
        self.box.setTitle(self.tr("New game"))
        for k in range(self.game.count()):
            self.game.setItemText(k, table_for(str(self.game.itemData(k))).title())
        labels = [(self.game, self.tr("Game")), (self.count, self.tr("Players"))]
        labels.append((self.options_box, self.tr("Options")))
        labels += [(row, self.tr("Player {n}").format(n=i + 1)) for i, row in enumerate(self.rows)]
        labels.append((self.policy_box, self.tr("Undo")))
        labels.append((self.seed_box, self.tr("Seed (optional)")))
        for field, text in labels:
            label = form.labelForField(field)
            if isinstance(label, QLabel):
                label.setText(text)
        kinds = (self.tr("Person"), self.tr("Computer: easy"), self.tr("Computer: medium"), self.tr("Computer: hard"))
        for i, (name, colour, kind) in enumerate(zip(self.names, self.colours, self.kinds, strict=True)):
            name.setAccessibleName(self.tr("Player {n} name").format(n=i + 1))
            colour.setAccessibleName(self.tr("Player {n} colour").format(n=i + 1))
            kind.setAccessibleName(self.tr("Player {n} is played by").format(n=i + 1))
            for k, (cid, _) in enumerate(COLOURS):
                colour.setItemText(k, colour_name(cid))
            for k, text in enumerate(kinds):
                kind.setItemText(k, text)
        self.casual.setText(self.tr("Casual"))
        self.table_rules.setText(self.tr("Table rules"))
        notes = (
            self.tr("Undo anything, at any time."),
            self.tr("Undo only your own moves during your own turn, never past a card draw; Done commits your turn."),
        )
        for button, note, text in zip((self.casual, self.table_rules), self.policy_notes, notes, strict=True):
            note.setText(text)
            button.setAccessibleDescription(text)
        self.seed.setPlaceholderText(self.tr("random"))
        self.seed.setAccessibleName(self.tr("Seed"))
        self.start_button.setText(self.tr("Start game"))
        self.open_button.setText(self.tr("Open a saved game…"))
        labels_of = {key: (label, tip) for key, label, tip in table_for(str(self.game.currentData())).options()}
        for key, box in self.option_boxes.items():
            box.setText(labels_of[key][0])
            box.setToolTip(labels_of[key][1])
        self._validate()

    def show_saved(self, games: list[SavedGame]) -> None:
        """The saved games (newest first): Continue names the newest in progress; the list shows them all."""
        self.saved.show_games(games)
        self._name_continue()

    def _name_continue(self) -> None:
        newest = newest_in_progress(self.saved.games)
        self.continue_button.setVisible(newest is not None)
        self.continue_what.setVisible(newest is not None)
        if newest is not None:
            what = describe(newest)
            self.continue_button.setText(self.tr("Continue the last game"))
            self.continue_what.setText(what.replace("\n", " · "))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        wide = event.size().width() >= NARROW
        self.columns.setDirection(QBoxLayout.Direction.LeftToRight if wide else QBoxLayout.Direction.TopToBottom)

    def _game_changed(self) -> None:
        """The chosen game's player count range and options."""
        table = table_for(str(self.game.currentData()))
        self.count.setRange(table.game.min_players, table.game.max_players)
        for box in self.option_boxes.values():
            self.options_layout.removeWidget(box)
            box.deleteLater()
        self.option_boxes = {}
        for key, label, tooltip in table.options():
            box = QCheckBox(label)
            box.setToolTip(tooltip)
            self.options_layout.addWidget(box)
            self.option_boxes[key] = box
        self._form.setRowVisible(self.options_box, bool(self.option_boxes))
        self._show_rows()

    def _show_rows(self) -> None:
        n = self.count.value()
        for i, row in enumerate(self.rows):
            self._form.setRowVisible(row, i < n)
        self._validate()

    def problem(self) -> str:
        n = self.count.value()
        names = [e.text().strip() for e in self.names[:n]]
        if any(not x for x in names):
            return self.tr("Every player needs a name.")
        if len({x.casefold() for x in names}) < n:  # the engine's rule: 'Ann' and 'ann' are the same
            return self.tr("Two players have the same name.")
        if any(unicodedata.category(c).startswith("C") for x in names for c in x):
            return self.tr("A name cannot hold control characters.")
        colours = [c.currentData() for c in self.colours[:n]]
        if len(set(colours)) < n:
            return self.tr("Each player needs a different colour.")
        return self.seed_problem()

    def seed_problem(self) -> str:
        """What is wrong with the seed typed ('' when it is empty or a whole number 0..MAX_SEED)."""
        seed = self.seed.text().strip()
        digits = re.fullmatch("[0-9]+", seed) and len(seed) <= len(str(MAX_SEED))  # no 5000-digit int()
        if seed and not (digits and int(seed) <= MAX_SEED):
            return self.tr("The seed must be a whole number from 0 to {max}, or empty for a random game.").format(
                max=MAX_SEED
            )
        return ""

    def _validate(self) -> None:
        problem = self.problem()
        seed_problem = self.seed_problem()
        self.seed_error.setText(seed_problem)
        self.seed_error.setVisible(bool(seed_problem))
        self.error.setText("" if problem == seed_problem else problem)
        self.start_button.setEnabled(not problem)

    def policy(self) -> str:
        """The undo policy chosen (an `UndoPolicy` value)."""
        return (UndoPolicy.TABLE if self.table_rules.isChecked() else UndoPolicy.CASUAL).value

    def set_policy(self, policy: object) -> None:
        """Show `policy` (anything `UndoPolicy.parse` reads) as the one chosen."""
        (self.table_rules if UndoPolicy.parse(policy) == UndoPolicy.TABLE else self.casual).setChecked(True)

    def _restore(self) -> None:
        """What the screen last started (`_remember`), as far as it still fits: a game the app no longer has,
        a colour or level it does not know, is left as it was."""
        last = app_settings.last_setup()
        index = self.game.findData(last.get("game"))
        if index >= 0:
            self.game.setCurrentIndex(index)
        rows = last.get("rows")
        rows = rows[: len(self.names)] if isinstance(rows, list) else []
        for row, name, colour, kind in zip(rows, self.names, self.colours, self.kinds, strict=False):
            if not isinstance(row, dict):
                continue
            if isinstance(row.get("name"), str):
                name.setText(row["name"][:MAX_NAME])
            if colour.findData(row.get("colour")) >= 0:
                colour.setCurrentIndex(colour.findData(row.get("colour")))
            if row.get("computer") in LEVELS:
                kind.setCurrentIndex(LEVELS.index(row.get("computer")))
        if isinstance(last.get("players"), int):
            self.count.setValue(last["players"])  # within the game's range (the spin box keeps it there)
        options = last.get("options")
        for key, box in self.option_boxes.items():
            box.setChecked(isinstance(options, list) and key in options)

    def _remember(self) -> None:
        app_settings.remember_setup(
            {
                "game": str(self.game.currentData()),
                "players": self.count.value(),
                "rows": [
                    {"name": e.text(), "colour": c.currentData(), "computer": k.currentData()}
                    for e, c, k in zip(self.names, self.colours, self.kinds, strict=True)
                ],
                "options": [key for key, box in self.option_boxes.items() if box.isChecked()],
            }
        )

    def _start(self) -> None:
        if self.problem():
            return
        self._remember()
        n = self.count.value()
        seed = self.seed.text().strip()
        self.newGame.emit(
            str(self.game.currentData()),
            [e.text().strip() for e in self.names[:n]],
            [c.currentData() for c in self.colours[:n]],
            int(seed) if seed else -1,
            {key: True for key, box in self.option_boxes.items() if box.isChecked()},
            [k.currentData() for k in self.kinds[:n]],
        )
