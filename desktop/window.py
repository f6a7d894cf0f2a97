"""The main window: start screen, board, docks (players, your cards, choices, log) and menus.

It builds the views and wires them: gestures go to the game's `GameController`, and after every change
the window draws the `Screen` that `desktop.presenter.present` makes of the session (`sync`). The panel
layout, the preferences, the win-chance analysis and the dialogs live in modules of their own.
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QCloseEvent, QIcon, QKeySequence, QResizeEvent, QShortcut
from PySide6.QtWidgets import QApplication, QMainWindow, QMessageBox, QStackedWidget, QVBoxLayout, QWidget

from desktop import dialogs, games, presenter, saves
from desktop import settings as app_settings
from desktop.appearance import Appearance
from desktop.board.scene import BoardScene
from desktop.board.view import BoardView
from desktop.computers import ComputerPlayers, Hinter
from desktop.controller import GameController
from desktop.docks import Docks
from desktop.errortext import record_error_text
from desktop.games import GameOnTable
from desktop.gestures import Gestures
from desktop.layout import DockLayout
from desktop.menus import Menus
from desktop.mirror import Mirror
from desktop.preferences import Preferences
from desktop.session import GameSession, UndoPolicy
from desktop.widgets.curtain import Curtain
from desktop.widgets.score import FinalScores, ScoreDialog
from desktop.widgets.start import StartScreen
from desktop.widgets.turnbar import TurnBar
from desktop.winchances import WinChances
from engine import RecordError
from engine.core import record as records


class MainWindow(QMainWindow):
    def __init__(self, autosave: bool = True, remember: bool = True) -> None:
        """`autosave`: save every move; `remember`: store the layout on close."""
        super().__init__()
        self.remember = remember
        self.setWindowTitle(self.tr("Meeple Table"))
        self.setObjectName("MainWindow")
        icon = dialogs.window_icon()
        if icon is not None:
            self.setWindowIcon(QIcon(str(icon)))
        self.autosave = autosave
        if autosave:
            saves.migrate_legacy()
            for folder in (app_settings.data_dir(), saves.games_dir()):  # saves a killed process left half-written
                records.remove_stray_temp_files(folder)
        self.prefs = Preferences.load()
        self.game: GameOnTable | None = None  # the game on the table
        self.scores = FinalScores(self, lambda: self.session)
        self.scene = BoardScene(self)
        self.board: Any = None  # the game table's board layer in the scene
        self.view = BoardView(self.scene)
        self.banner = TurnBar()
        self.banner.scoresRequested.connect(self.scores.show)
        game_page = QWidget()
        lay = QVBoxLayout(game_page)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(0)
        lay.addWidget(self.banner)
        lay.addWidget(self.view, 1)
        self.start = StartScreen()
        self.start.newGame.connect(self._new_from_start)
        self.start.openRequested.connect(self.open_dialog)
        self.start.continueRequested.connect(self.continue_game)
        self.start.resumeRequested.connect(self.resume)
        self.stack = QStackedWidget()
        self.stack.addWidget(self.start)
        self.stack.addWidget(game_page)
        self.setCentralWidget(self.stack)
        self._build_docks()
        QWidget.setTabOrder(self.banner.button, self.view)
        QWidget.setTabOrder(self.view, self.choices.list)
        d = self.docks
        panels = {"log": d.log_dock, "timeline": d.timeline_dock, "players": d.players_dock}
        self.menus = Menus(self.menuBar(), {**panels, "choices": d.choices_dock, "hand": d.hand_dock}, self)
        self.curtain = Curtain(self)
        self.done_keys = []
        for key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            shortcut = QShortcut(QKeySequence(key), self)
            shortcut.setEnabled(False)  # only while a finished turn is on screen
            shortcut.activated.connect(self.banner.press)
            self.done_keys.append(shortcut)
        status = self.statusBar().showMessage
        self.mirror = Mirror(self.scene, self.view, d, self.banner, self.curtain, self.menus, self.done_keys, status)
        self.winchances = WinChances(
            lambda: self.session, self.timeline, self.timeline_dock, self.menus.analyse, status, self
        )
        self.dock_layout = DockLayout(self, d)
        self.scene.statusMessage.connect(status)
        g = self.gestures = Gestures(lambda: self.controller, lambda: self.hinter, self.scene, status, self)
        self.banner.doneRequested.connect(g.finish_turn)
        self.curtain.confirmed.connect(g.confirm)
        self.curtain.passing = [self.menus.undo.shortcut(), self.menus.redo.shortcut()]  # README: Ctrl+Z there
        g.editAnswered.connect(self.curtain.show_note)
        self.hand_view.activated.connect(g.hand_activated)
        self.choices.chosen.connect(g.choose)
        self.timeline.previewRequested.connect(g.preview)
        self.timeline.playOnRequested.connect(g.play_on)
        self._connect_menus()
        # one choice highlighted in both: a card clicked in Your cards is the action "Do it" plays, and
        # an action chosen in the list marks its card (or no card)
        self.choices.list.currentRowChanged.connect(self.mirror.choice_selected)
        self.hand_view.clicked.connect(self.mirror.hand_selected)
        self.hand_view.selectionModel().currentChanged.connect(self.mirror.hand_selected)
        self.appearance = Appearance(self.prefs, self.menus, self.scene, self.timeline, self.mirror.recent, self)
        self.appearance.changed.connect(self.sync)
        self.appearance.retranslate.connect(self.retranslate)
        self.appearance.speedChanged.connect(self._speed_changed)
        self.dock_layout.restore()
        self.appearance.apply_all()
        self.show_start()

    def _build_docks(self) -> None:
        d = self.docks = Docks(self)
        # the views the window mirrors the session into
        self.players_model, self.players_view, self.players_dock = d.players_model, d.players_view, d.players_dock
        self.hand_model, self.hand_title, self.hand_view = d.hand_model, d.hand_title, d.hand_view
        self.hand_dock = d.hand_dock
        self.choices, self.choices_dock = d.choices, d.choices_dock
        self.log_model, self.log_view, self.log_dock = d.log_model, d.log_view, d.log_dock
        self.timeline, self.timeline_dock = d.timeline, d.timeline_dock
        self.timeline.analyseRequested.connect(self.analyse)
        self.timeline.cancelAnalysisRequested.connect(self.cancel_analysis)

    def _connect_menus(self) -> None:
        m = self.menus
        for action, slot in (
            (m.new, self.show_start), (m.open, self.open_dialog), (m.save_as, self.save_dialog),
            (m.saved_games, self.start.saved.open_library),
            (m.scores, self.scores.show), (m.analyse, self.analyse), (m.hint, self.gestures.hint), (m.quit, self.close),
            (m.undo, self.gestures.undo), (m.redo, self.gestures.redo), (m.zoom_in, lambda: self.view.zoom(1.2)),
            (m.zoom_out, lambda: self.view.zoom(1 / 1.2)), (m.fit, lambda: self.view.fit()),
            (m.focus_actions, self.focus_actions), (m.rules, self.show_rules),
            (m.about, lambda: dialogs.show_about(self)), (m.statistics, self.show_statistics),
        ):  # fmt: skip
            action.triggered.connect(slot)
        m.undo_refused.activated.connect(self.gestures.undo)  # Ctrl+Z while Undo is disabled: the reason
        m.redo_refused.activated.connect(self.gestures.redo)
        m.pause.toggled.connect(self.set_computers_paused)

    # bound methods (dialogs.f(window, text)), not lambdas: a lambda holding the window in a connection of an object
    # the window holds is a cycle the collector cannot see (the connection lives in C++): the window never went
    _computer_failed, _autosave_failed = dialogs.computer_failed, dialogs.autosave_failed

    @property
    def policy(self) -> UndoPolicy:
        return self.prefs.policy

    # -- preferences ---------------------------------------------------------------------------------------
    def set_policy(self, policy: UndoPolicy | str) -> None:
        self.appearance.set_policy(policy)

    def set_language(self, code: str) -> None:
        self.appearance.set_language(code)

    def set_theme(self, name: str, remember: bool = True) -> None:
        self.appearance.set_theme(name, remember)

    def retranslate(self) -> None:
        """Every text of the window in the language now in use, as a window opened in it would show:
        the menus and panels set their own texts, and the board and lists are made again from the
        session (they mirror it, so nothing of the game changes)."""
        self.setWindowTitle(self.tr("Meeple Table"))
        self.docks.retranslate()  # before the menus: a panel's title renames its View menu entry
        self.menus.retranslate()
        self.start.retranslate()
        self.log_model.clear()
        self.players_model.clear()
        self.statusBar().clearMessage()
        self.mirror.forget()
        if self.session is not None and self.stack.currentIndex() == 1:
            self.scene.reset()
            self.board = self.mirror.board = self.session.table.create_board(self.scene, list(self.session.colours))
        if self.score_dialog is not None and self.score_dialog.isVisible():
            self.scores.close()
            self.scores.show()
        self.sync()

    def closeEvent(self, event: QCloseEvent) -> None:
        for runner in (self.computers, self.hinter):
            if runner is not None:
                runner.close()
        self.cancel_analysis(wait=True)
        if self.remember:
            self.dock_layout.save(in_game=self.stack.currentIndex() == 1)
        super().closeEvent(event)

    # -- games ---------------------------------------------------------------------------------------------
    def show_start(self) -> None:
        self.start.show_saved(saves.saved_games() if self.autosave else [])
        self.start.set_policy(self.policy)  # the undo policy as the Settings menu has it now
        if self.stack.currentIndex() == 1:
            self.dock_layout.remember_shown()
        self.stack.setCurrentIndex(0)
        self.dock_layout.hide_all()
        self.curtain.hide()
        self.sync()

    def _new_from_start(
        self,
        game_id: str,
        names: list[str],
        colours: list[str],
        seed: int,
        options: dict[str, Any],
        computers: list[str | None],
    ) -> None:
        seed = seed if seed >= 0 else random.randrange(1_000_000)
        self.set_policy(self.start.policy())  # the screen's policy is the game's (the menu follows)
        try:
            self.start_game(game_id, names, colours, seed, options, computers)
        except ValueError as exc:  # e.g. a name the engine refuses (engine.core.game.check_player_names)
            QMessageBox.warning(
                self, self.tr("New game"), self.tr("This game cannot start: {reason}").format(reason=exc)
            )

    def start_game(
        self, game: str, names: list[str], colours: list[str] | None, seed: int, options: dict[str, Any] | None = None,
        computers: list[str | None] | None = None,
    ) -> None:  # fmt: skip
        """A new game; `computers` gives each seat's computer level, or None where a person plays."""
        session, save_path = games.new_game(game, names, seed, options, computers)
        self.set_session(session, colours, save_path)

    def open_path(self, path: str | Path, at: int | None = None) -> None:
        """Open a record; raises RecordError for a bad file (a damaged tail opens with a warning). A game
        of the library goes on in its own file; any other record, once played on, is a new saved game."""
        self.open_record(path, games.load(path, at), at)

    def open_record(self, path: str | Path, loaded: records.Loaded, at: int | None = None) -> None:
        """The record read from `path`, shown at move `at` if given: "--at N" shows move N read-only (the
        public board, no curtain needed); Return to now or Play on from here goes on with the game."""
        session, colours, save_path = games.opened(path, loaded)
        self.set_session(session, colours, save_path, at)

    def continue_game(self) -> None:
        """Continue: the game in progress played last."""
        newest = saves.newest_in_progress(saves.saved_games())
        if newest is not None:
            self.resume(str(newest.path))

    def resume(self, path: str) -> None:
        """A game of the library goes on where it was left, saved in its own file."""
        try:
            self.open_record(path, games.load(path))
        except RecordError as exc:
            QMessageBox.warning(self, self.tr("Continue"), record_error_text(exc))

    def set_session(
        self, session: GameSession, colours: list[str] | None, save_path: Path | None = None, at: int | None = None
    ) -> None:
        """Put `session` on the table, showing move `at` read-only if given (the first screen is that move:
        no final scores of a finished game in front of it); with autosave on, every change is saved to
        `save_path`."""
        if self.game is not None:
            self.game.close()
        self.cancel_analysis(wait=True)
        self.scores.forget()
        paused = self.menus.pause.isChecked()
        game = self.game = GameOnTable(session, colours, self.prefs, save_path if self.autosave else None, paused, self)
        if at is not None:
            game.controller.show_move(at)
        game.controller.updated.connect(self.sync)
        game.controller.message.connect(self.statusBar().showMessage)
        game.computers.thinkingChanged.connect(self._update_edit_actions)
        game.computers.pausedChanged.connect(self._computers_paused)
        game.computers.failed.connect(self._computer_failed)
        game.hinter.ready.connect(self._hint_ready)
        session.historyChanged.connect(self._update_edit_actions)
        session.autosaveFailed.connect(self._autosave_failed)
        self.mirror.forget()
        self.mirror.hint = None
        self.scene.reset()
        self.board = self.mirror.board = session.table.create_board(self.scene, list(session.colours))
        self.stack.setCurrentIndex(1)
        self.dock_layout.show_game()
        self.sync()
        if session.warning:
            self.statusBar().showMessage(session.warning)
        self.view.fit()

    @property
    def session(self) -> GameSession | None:
        return self.game.session if self.game is not None else None

    @property
    def controller(self) -> GameController | None:
        return self.game.controller if self.game is not None else None

    @property
    def computers(self) -> ComputerPlayers | None:
        return self.game.computers if self.game is not None else None

    @property
    def hinter(self) -> Hinter | None:
        return self.game.hinter if self.game is not None else None

    # -- mirroring ---------------------------------------------------------------------------------------------
    def _at_table(self) -> GameController | None:
        """The controller of the game the window shows (None: the start screen is up)."""
        c = self.controller
        return None if c is None or self.stack.currentIndex() == 0 else c

    def current_screen(self) -> presenter.Screen:
        """What the window shows now (`desktop.presenter`)."""
        c = self._at_table()
        if c is None:
            return presenter.start_screen()
        paused = self.computers is not None and self.computers.paused
        refusals = (c.undo_refusal(), c.redo_refusal())
        return presenter.present(c.session, c.handoff, refusals, paused)

    def sync(self) -> None:
        """Make every view match the session (called after each move, undo, redo, hand-off)."""
        screen = self.current_screen()
        self.menus.save_as.setEnabled(self.session is not None)  # nothing to save before a game is on the table
        if screen.mode is presenter.Mode.START or self.session is None:
            self.mirror.draw_start(screen)
            return
        self.mirror.draw(screen, self.session)
        self.menus.analyse.setEnabled(self.winchances.can_start())
        if screen.show_scores:  # the scores come when the move shown is the end
            self.scores.reached()
        else:
            self.scores.close()

    def _update_edit_actions(self, *_args: object) -> None:
        """Edit → Undo and Redo after the history changed (only they: the screen follows with `sync`)."""
        c = self._at_table()
        if c is None:
            start = presenter.start_screen()
            self.mirror.draw_edit_actions(start.undo, start.redo)
        else:
            self.mirror.draw_edit_actions(*presenter.edit_actions(c.session, c.undo_refusal(), c.redo_refusal()))

    # -- computer players, hints, win chances -------------------------------------------------------------
    def set_computers_paused(self, paused: bool) -> None:
        """Game → Pause Computer Players: the computers wait (a move being thought about is not played)."""
        if self.computers is not None:
            self.computers.set_paused(paused)

    def _speed_changed(self, speed: str) -> None:
        if self.computers is not None:
            self.computers.set_speed(speed)

    def _computers_paused(self, paused: bool) -> None:
        self.menus.pause.setChecked(paused)
        self.sync()

    def analyse(self) -> None:
        """Game → Analyse Win Chances (after the game): a background pass over every move."""
        self.winchances.start()

    def cancel_analysis(self, wait: bool = False) -> None:
        self.winchances.cancel(wait)

    def _hint_ready(self, state: Any, move: Any) -> None:
        c = self.controller
        if c is None or state is not c.state:
            return
        self.mirror.hint = (state, move)
        self.mirror.show_hint(self.current_screen(), c.session)
        text = c.table.choice_text(state, move).replace("\n", " — ")
        self.statusBar().showMessage(self.tr("Hint: {move}").format(move=text))

    # -- the final scores ----------------------------------------------------------------------------------
    @property
    def score_dialog(self) -> ScoreDialog | None:
        return self.scores.dialog

    # -- gestures -----------------------------------------------------------------------------------------
    def focus_actions(self) -> None:
        """Keyboard play: F6 jumps to the list of legal actions (arrows, then Enter)."""
        self.choices_dock.show()
        self.choices.list.setFocus()

    def focusNextPrevChild(self, next: bool) -> bool:
        """Tab in a panel: arriving on the board, the keyboard's ring goes on what may be chosen (Qt moves
        the focus this way too when the focused widget is hidden: that is no key press)."""
        before = QApplication.focusWidget()
        pressed = before is not None and before.isVisible()
        moved = super().focusNextPrevChild(next)
        if moved and pressed and QApplication.focusWidget() is self.view:
            self.view.tabbed_in(next)
        return moved

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.curtain.cover()
        self.dock_layout.rescale(in_game=self.stack.currentIndex() == 1)

    # -- dialogs -----------------------------------------------------------------------------------------------
    def open_dialog(self) -> None:
        dialogs.open_record(self, self.open_path)

    def save_dialog(self) -> None:
        if self.session is not None:
            dialogs.save_record(self, self.session)

    def show_statistics(self) -> None:
        dialogs.show_statistics(self)

    def show_rules(self) -> None:
        dialogs.show_rules(self, self.session.game.id if self.session is not None else None)
