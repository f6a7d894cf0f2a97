"""The game on the table: which game a new game, an opened record or Continue puts there, where it saves,
and the objects that live exactly as long as it does (session, controller, computer players, hinter, and
the recorder that puts it in the statistics when it ends, and the picture of its saved game)."""

from __future__ import annotations

import contextlib
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject

from desktop import saves
from desktop.computers import ComputerPlayers, Hinter
from desktop.controller import GameController
from desktop.library.picture import Pictures
from desktop.preferences import Preferences
from desktop.session import GameSession
from desktop.stats.recorder import Recorder
from desktop.tables import check_record
from engine import get_game
from engine.core import record as records


def new_game(
    game_id: str, names: list[str], seed: int, options: dict[str, Any] | None, computers: list[str | None] | None
) -> tuple[GameSession, Path]:
    """A new game and the new file of the library it saves in; ValueError for players the engine refuses."""
    return GameSession.new(get_game(game_id), names, seed, options, computers), saves.new_path()


def load(path: str | Path, at: int | None = None) -> records.Loaded:
    """The record at `path` (RecordError for a bad file; a damaged tail loads up to its last valid move)."""
    return check_record(records.load(path), at)


def opened(path: str | Path, loaded: records.Loaded) -> tuple[GameSession, list[str] | None, Path]:
    """The record read from `path`, with its seat colours and the file it saves in: a game of the library goes
    on in its own file; any other record, once played on, is a new saved game (the file opened stays)."""
    saved = saves.is_saved_game(path)
    colours = saves.colours_of(Path(path)) if saved else None
    if not isinstance(colours, list) or len(colours) < len(loaded.states[0].players):
        colours = None
    return GameSession.from_loaded(loaded), colours, Path(path) if saved else saves.new_path()


class GameOnTable(QObject):
    """One game's session, its controller (gestures and the hand-off), its computer players, its hinter and
    its statistics recorder and (when it is saved) the keeper of its picture, made together and put away together
    (`close`)."""

    def __init__(
        self,
        session: GameSession,
        colours: list[str] | None,
        prefs: Preferences,
        save_path: Path | None,
        paused: bool,
        parent: QObject | None = None,
    ) -> None:
        """`save_path`: the file every change is saved to (None: not saved, and not recorded in the statistics
        either: a screenshot or a test leaves the user's files alone); `paused`: the computers wait."""
        super().__init__(parent)
        session.set_colours(colours)
        session.rules = prefs  # the one undo policy: the player's preferences
        if save_path is not None:
            session.autosave_path = save_path
            saves.remember_colours(save_path, list(session.colours[: len(session.computers)]))
        # the session is Qt's to delete with the game (and the window): left to Python's collector, the cycle
        # session -> undo stack -> commands -> session was freed in an order that crashed in QUndoStack::clear
        session.setParent(self)
        self.session = session
        self.controller = GameController(session, self)
        self.computers = ComputerPlayers(self.controller, prefs.speed, self)
        self.computers.set_paused(paused)
        self.hinter = Hinter(self.controller, self)
        self.recorder: Recorder | None = None
        if save_path is not None:  # a game of the library: counted in the statistics when it ends
            self.recorder = Recorder(session, parent=self)
            self.recorder.message.connect(self.controller.message)  # the window shows it in the status bar
        self.pictures = Pictures(session, self) if save_path is not None else None

    def close(self) -> None:
        """Put the game away: a bot still thinking is stopped (its worker process is replaced); nothing of the
        game reaches the window any more, and Qt deletes it all."""
        for runner in (self.computers, self.hinter):
            runner.close()
        if self.pictures is not None:
            self.pictures.close()  # while the session still knows its file
        signals = (self.controller.updated, self.controller.message, self.session.historyChanged)
        for signal in (*signals, self.session.autosaveFailed):
            with contextlib.suppress(RuntimeError, TypeError):  # nothing connected
                signal.disconnect()
        self.session.close()
        self.deleteLater()
