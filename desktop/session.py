"""GameSession: the one owner of the record, the list of states and the undo stack.

Views subscribe to `stateChanged` / `historyChanged`; they never call `engine.apply`. Every change of
the current state (a move, undo, redo, load) goes through the undo stack's commands.
"""

from __future__ import annotations

import enum
from pathlib import Path
from typing import Any, Protocol

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal
from PySide6.QtGui import QUndoStack

from desktop.commands import ApplyMoveCommand, CutHistoryCommand
from desktop.errortext import record_error_reason
from desktop.tables import table_for
from desktop.text import seat_colours
from engine import Game, Move, RecordError
from engine.core import record as records
from engine.core.record import Loaded

translate = QCoreApplication.translate


class UndoPolicy(enum.StrEnum):
    """Who may undo what (Settings → Undo policy; stored in the settings by value)."""

    CASUAL = "casual"  # anything, by anyone
    TABLE = "table"  # only your own moves in your own turn, never past a move that revealed something

    @classmethod
    def parse(cls, value: object) -> UndoPolicy:
        """A stored value; anything unknown is the default (casual), as the menu then shows."""
        try:
            return cls(str(value))
        except ValueError:
            return cls.CASUAL


CASUAL, TABLE = UndoPolicy.CASUAL, UndoPolicy.TABLE


class TableRules(Protocol):
    """Where a session reads the undo policy (the window's `desktop.preferences.Preferences`)."""

    policy: UndoPolicy


class _Casual:
    """The rules of a session nobody gave any (scripts, tests): undo anything."""

    policy = CASUAL


class GameSession(QObject):
    """States[0..n] of one game, the moves between them, and the QUndoStack over them."""

    stateChanged = Signal()
    historyChanged = Signal()
    # the autosave could not be written (the reason); emitted once per game, not on every move
    autosaveFailed = Signal(str)

    def __init__(self, game: Game[Any], first_state: Any, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.game = game
        self.table = table_for(game.id)  # the game's table: move texts for the undo entries
        self.states: list[Any] = [first_state]
        self.moves: list[Move] = []
        # who plays each seat: a computer level ("easy", "medium", "hard") or None for a person
        self.computers: list[str | None] = [None] * len(game.players(first_state))
        self.stack = QUndoStack(self)
        self.rules: TableRules = _Casual()
        self.colours: tuple[str, ...] = seat_colours()  # each seat's colour (`set_colours`)
        self.autosave_path: Path | None = None
        self.autosave_error = ""  # why the last autosave failed ('' once one succeeds)
        self._failure_told = False
        self.damage: RecordError | None = None  # why an opened record stops early (till a move is made)
        self._save_timer = QTimer(self)
        self._save_timer.setSingleShot(True)
        self._save_timer.setInterval(0)
        self._save_timer.timeout.connect(self.autosave)
        self.stack.indexChanged.connect(self._index_changed)

    @property
    def policy(self) -> UndoPolicy:
        """The undo policy in force: its one owner is `rules` (the player's preferences)."""
        return self.rules.policy

    def set_colours(self, chosen: list[str] | tuple[str, ...] | None) -> None:
        """The seats' colours: `chosen` for the first seats, the palette's others after them."""
        self.colours = seat_colours(chosen or ())

    def _index_changed(self, _index: int) -> None:
        self.historyChanged.emit()

    # -- construction ------------------------------------------------------------------------------
    @classmethod
    def new(
        cls,
        game: Game[Any],
        players: list[str],
        seed: int,
        options: dict[str, Any] | None = None,
        computers: list[str | None] | None = None,
    ) -> GameSession:
        session = cls(game, game.new_game(players, seed, options))
        if computers:
            if len(computers) != len(players):
                raise ValueError(f"{len(computers)} seat kinds for {len(players)} players")
            session.computers = list(computers)
        return session

    @classmethod
    def from_loaded(cls, loaded: Loaded, at: int | None = None) -> GameSession:
        """All valid moves go on the undo stack; `at` (default: the end) is the current move."""
        session = cls(loaded.game, loaded.states[0])
        session.computers = records.computers_of(loaded.record)
        for i, move in enumerate(loaded.moves):
            before, after = loaded.states[i], loaded.states[i + 1]
            session.stack.push(ApplyMoveCommand(session, i, move, before, after))
        if at is not None:
            session.stack.setIndex(at)
        if loaded.error is not None:
            session.damage = loaded.error
        return session

    # -- reading ----------------------------------------------------------------------------------
    @property
    def warning(self) -> str:
        """What the player must know about this game: a record that opened only up to its last valid move."""
        error = self.damage
        if error is None:
            return ""
        return translate(
            "session", "The record is damaged at move {n} ({why}); it opened at its last valid move."
        ).format(n=(error.index or 0) + 1, why=record_error_reason(error))

    @property
    def state(self) -> Any:
        return self.states[-1]

    @property
    def index(self) -> int:
        """Number of moves applied so far."""
        return len(self.moves)

    def current_player(self) -> int | None:
        return self.game.current_player(self.state)

    def legal_moves(self) -> tuple[Move, ...]:
        if self.game.is_over(self.state):
            return ()
        return self.game.legal_moves(self.state)

    def is_over(self) -> bool:
        return bool(self.game.is_over(self.state))

    def record(self) -> dict[str, Any]:
        return records.make_record(self.game, self.states[0], self.moves, self.computers)

    def is_computer(self, seat: int | None) -> bool:
        return seat is not None and self.computers[seat] is not None

    def people(self) -> list[int]:
        """The seats a person plays."""
        return [seat for seat, who in enumerate(self.computers) if who is None]

    # -- changing -----------------------------------------------------------------------------------
    def apply(self, move: Move) -> None:
        """Apply a legal move as one undo entry. Raises IllegalMove and changes nothing if it is not."""
        before = self.state
        after = self.game.apply(before, move)
        self.damage = None
        self.stack.push(ApplyMoveCommand(self, self.index, move, before, after))

    # The undo commands call these three (and only they change the history).
    def step_forward(self, cmd: ApplyMoveCommand) -> None:
        """Redo of an ApplyMoveCommand: its move follows the state at its index."""
        del self.states[cmd.index + 1 :]
        del self.moves[cmd.index :]
        self.states.append(cmd.after)
        self.moves.append(cmd.move)
        self._changed()

    def step_back(self, cmd: ApplyMoveCommand) -> None:
        """Undo of an ApplyMoveCommand: back to the state before its move."""
        del self.states[cmd.index + 1 :]
        del self.moves[cmd.index :]
        self._changed()

    def replace_history(self, states: list[Any], moves: list[Move]) -> None:
        """A CutHistoryCommand: the history becomes `states` and `moves`."""
        self.states[:] = states
        self.moves[:] = moves
        self._changed()

    def cut_to(self, index: int) -> None:
        """Play on from move `index`: the later moves go, as one undo entry."""
        if 0 <= index < self.index:
            self.stack.push(CutHistoryCommand(self, index))

    def _changed(self) -> None:
        self.stateChanged.emit()
        if self.autosave_path is not None:
            self._save_timer.start()

    # -- undo policy -----------------------------------------------------------------------------------
    def _top(self) -> ApplyMoveCommand | CutHistoryCommand | None:
        i = self.stack.index()
        cmd = self.stack.command(i - 1) if i > 0 else None
        return cmd if isinstance(cmd, (ApplyMoveCommand, CutHistoryCommand)) else None

    def _next(self) -> ApplyMoveCommand | CutHistoryCommand | None:
        i = self.stack.index()
        cmd = self.stack.command(i) if i < self.stack.count() else None
        return cmd if isinstance(cmd, (ApplyMoveCommand, CutHistoryCommand)) else None

    def undo_steps_for(self, who: int | None) -> int:
        """How many undo steps take person `who` back to their last decision: the computers' moves made
        since, and then their own move (1 when no computer moved since, or nobody is named)."""
        if who is None or self.is_computer(who):
            return 1
        steps, i = 0, self.stack.index()
        while i > 0:
            cmd = self.stack.command(i - 1)
            steps += 1
            if not (isinstance(cmd, ApplyMoveCommand) and self.is_computer(cmd.actor)):
                break
            i -= 1
        return max(1, steps)

    def undo_refusal(self, who: int | None = None) -> str:
        """Why `who` (default: the deciding seat) may not undo now ('' when they may)."""
        cmd = self._top()
        if cmd is None:
            return translate("session", "Nothing to undo.")
        if self.policy == CASUAL:
            return ""
        who = self.current_player() if who is None else who
        if cmd.actor is not None and who is not None and cmd.actor != who:
            # named, not "you": the curtain shows it to whoever pressed the key, most likely the player whose move
            # it was and whose turn is over
            names = self.table.player_names(self.state)
            t = translate("session", "Table rules: it is {player}'s turn now; {actor}'s move can no longer be undone.")
            return t.format(player=names[who], actor=names[cmd.actor])
        if cmd.actor is None or cmd.actor != who:
            return translate("session", "Table rules: you may only undo your own moves in your own turn.")
        if self.game.revealed(cmd.before, cmd.after):
            return translate("session", "Table rules: that move revealed hidden information.")
        return ""

    def redo_refusal(self, who: int | None = None) -> str:
        cmd = self._next()
        if cmd is None:
            return translate("session", "Nothing to redo.")
        who = self.current_player() if who is None else who
        if self.policy == TABLE and cmd.actor != who:
            return translate("session", "Table rules: only the player who undid a move may redo it.")
        return ""

    def undo_text(self) -> str:
        cmd = self._top()
        return cmd.describe() if cmd is not None else ""

    def redo_text(self) -> str:
        cmd = self._next()
        return cmd.describe() if cmd is not None else ""

    def undo(self, who: int | None = None) -> bool:
        if self.undo_refusal(who):
            return False
        self.stack.undo()
        return True

    def redo(self, who: int | None = None) -> bool:
        if self.redo_refusal(who):
            return False
        self.stack.redo()
        return True

    # -- saving -----------------------------------------------------------------------------------------
    def save(self, path: str | Path) -> None:
        records.save(self.record(), path)

    def autosave(self) -> None:
        """Save to `autosave_path` (this game's own file of the library, desktop.saves); a failure never
        breaks the game, it is told once (`autosaveFailed`)."""
        path = self.autosave_path
        if path is None:
            return
        try:
            self.save(path)
        except OSError as exc:
            self.autosave_error = exc.strerror or str(exc)
            if not self._failure_told:
                self._failure_told = True
                self.autosaveFailed.emit(self.autosave_error)
            return
        self.autosave_error = ""

    def close(self) -> None:
        """The game is put away (another one starts): no more autosaves, and Qt deletes it."""
        self.autosave_path = None
        self._save_timer.stop()
        self.deleteLater()
