"""The main window: start screen, board, docks (players, your cards, choices, log) and menus."""

from __future__ import annotations

import random
import time
from functools import partial
from pathlib import Path
from typing import Any

from PySide6.QtCore import QByteArray, Qt
from PySide6.QtGui import QCloseEvent, QGuiApplication, QIcon, QKeySequence, QResizeEvent, QShortcut
from PySide6.QtWidgets import (
    QApplication,
    QDockWidget,
    QFileDialog,
    QMainWindow,
    QMessageBox,
    QStackedWidget,
    QToolTip,
    QVBoxLayout,
    QWidget,
)

from desktop import i18n, saves, theme
from desktop import settings as app_settings
from desktop.analysis import WinChanceAnalysis
from desktop.board import legible
from desktop.board.scene import BoardScene
from desktop.board.view import BoardView
from desktop.computers import PACE_MS, SLIDE_MS, ComputerPlayers, Hinter
from desktop.controller import GameController
from desktop.docks import MIN_PANEL_HEIGHT, MIN_PANEL_WIDTH, Docks
from desktop.errortext import record_error_text
from desktop.menus import Menus
from desktop.models.hand import MoveRole
from desktop.session import GameSession, UndoPolicy
from desktop.tables import check_record
from desktop.text import COLOURS
from desktop.widgets.curtain import Curtain
from desktop.widgets.score import ScoreDialog
from desktop.widgets.start import StartScreen
from desktop.widgets.turnbar import DONE, NONE, SCORES, TurnBar
from engine import RecordError, get_game
from engine.core import record as records

DEFAULT_COLOURS = [hex_colour for _, hex_colour in COLOURS[:5]]


class MainWindow(QMainWindow):
    def __init__(self, autosave: bool = True, remember: bool = True) -> None:
        """`autosave`: save every move; `remember`: store the layout and settings on close."""
        super().__init__()
        self.remember = remember
        self.setWindowTitle(self.tr("Meeple Table"))
        self.setObjectName("MainWindow")
        icon = Path(__file__).resolve().parent.parent / "assets" / "meeple.svg"
        if not icon.exists():
            icon = Path(__file__).resolve().parent / "assets" / "meeple.svg"
        if icon.exists():
            self.setWindowIcon(QIcon(str(icon)))
        self.autosave = autosave
        if autosave:
            saves.migrate_legacy()
            for folder in (app_settings.data_dir(), saves.games_dir()):  # saves a killed process left half-written
                records.remove_stray_temp_files(folder)
        self.controller: GameController | None = None
        self.session: GameSession | None = None
        self.score_dialog: ScoreDialog | None = None
        self.computers: ComputerPlayers | None = None
        self.hinter: Hinter | None = None
        self._hint: tuple[Any, Any] | None = None  # (state, move) of the last hint
        self.analysis: WinChanceAnalysis | None = None
        self.computer_speed = "normal"
        self.policy = UndoPolicy.CASUAL
        self.colours = list(DEFAULT_COLOURS)
        self.scene = BoardScene(self)
        self.board: Any = None  # the game table's board layer in the scene
        self.view = BoardView(self.scene)
        self.banner = TurnBar()
        self.banner.doneRequested.connect(self.finish_turn)
        self.banner.scoresRequested.connect(lambda: self._show_scores(again=True))
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
        self.menus = Menus(self)
        self.curtain = Curtain(self)
        self.curtain.confirmed.connect(self._confirm)
        self.done_keys = []
        for key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            shortcut = QShortcut(QKeySequence(key), self)
            shortcut.setEnabled(False)  # only while a finished turn is on screen
            shortcut.activated.connect(self.banner.press)
            self.done_keys.append(shortcut)
        self._sync_key: tuple = ()
        self._score_series: list[tuple[object, list[int]]] = []  # (state, running scores) along the history
        self._laid_out_for: tuple[int, int] | None = None  # window size the panels were sized for
        self._scored: object = None  # the final state whose score screen was shown
        self.scene.statusMessage.connect(self.statusBar().showMessage)
        self.scene.dropRequested.connect(self._dropped)
        self.scene.targetClicked.connect(self._clicked)
        self._restore_settings()
        self.show_start()

    def _build_docks(self) -> None:
        d = self.docks = Docks(self, self.colours)
        # the views the window mirrors the session into
        self.players_model, self.players_view, self.players_dock = d.players_model, d.players_view, d.players_dock
        self.hand_model, self.hand_title, self.hand_view, self.hand_dock = (
            d.hand_model,
            d.hand_title,
            d.hand_view,
            d.hand_dock,
        )
        self.choices, self.choices_dock = d.choices, d.choices_dock
        self.log_model, self.log_view, self.log_dock = d.log_model, d.log_view, d.log_dock
        self.timeline, self.timeline_dock = d.timeline, d.timeline_dock
        self.hand_view.activated.connect(self._hand_activated)
        # one choice highlighted in both: a card clicked in Your cards is the action "Do it" plays, and
        # an action chosen in the list marks its card (or no card)
        self.hand_view.clicked.connect(self._hand_selected)
        self.hand_view.selectionModel().currentChanged.connect(self._hand_selected)
        self.choices.list.currentRowChanged.connect(self._choice_selected)
        self.choices.chosen.connect(self._choose)
        self.timeline.previewRequested.connect(self._preview)
        self.timeline.playOnRequested.connect(self._play_on)
        self.timeline.analyseRequested.connect(self.analyse)
        self.timeline.cancelAnalysisRequested.connect(self.cancel_analysis)

    def _docks(self) -> list[QDockWidget]:
        return self.docks.all()

    # -- settings -------------------------------------------------------------------------------------------
    def _restore_settings(self) -> None:
        s = app_settings.settings()
        geometry, state = s.value("window/geometry"), s.value("window/state")
        if isinstance(geometry, QByteArray):
            self.restoreGeometry(geometry)
        else:
            self.resize(1500, 950)
        if not (isinstance(state, QByteArray) and self.restoreState(state)):
            self._default_layout()
        shown = s.value("window/docks")
        if isinstance(shown, list):  # the game layout (the start screen hides the docks)
            self._dock_shown = {d: d.objectName() in shown for d in self._docks()}
        elif isinstance(shown, str):
            self._dock_shown = {d: d.objectName() == shown for d in self._docks()}
        self.policy = UndoPolicy.parse(s.value("undo/policy", UndoPolicy.CASUAL.value))
        text_size = str(s.value("ui/text_size", "normal"))
        text_size = text_size if text_size in legible.TEXT_SIZES else "normal"
        legible.set_text_size(text_size)
        self.menus.text_sizes[text_size].setChecked(True)
        speed = str(s.value("computers/speed", "normal"))
        self.computer_speed = speed if speed in PACE_MS else "normal"
        self.scene.slide_ms = SLIDE_MS[self.computer_speed]
        self.menus.speeds[self.computer_speed].setChecked(True)
        self.set_theme(str(s.value("ui/theme", theme.STANDARD)), remember=False)
        language = str(s.value("ui/language", ""))
        self.menus.languages.get(language, self.menus.languages[""]).setChecked(True)
        (self.menus.table if self.policy == UndoPolicy.TABLE else self.menus.casual).setChecked(True)

    def _default_layout(self) -> None:
        """A big board; the panels in proportion to the window (first run, or a layout that hid a panel)."""
        w, h = self.width(), self.height()
        right = max(MIN_PANEL_WIDTH, min(560, int(w * 0.24)))
        bottom = max(150, min(330, int(h * 0.22)))
        for dock in self._docks():
            dock.setFloating(False)
        self.resizeDocks([self.hand_dock, self.choices_dock], [right, right], Qt.Orientation.Horizontal)
        self.resizeDocks([self.players_dock], [bottom], Qt.Orientation.Vertical)
        column = max(2 * MIN_PANEL_HEIGHT, h - 80)
        self.resizeDocks(
            [self.hand_dock, self.choices_dock], [column * 5 // 9, column * 4 // 9], Qt.Orientation.Vertical
        )
        self._laid_out_for = (w, h)

    def layout_problems(self) -> list[str]:
        """Panels whose content the current layout hides: too small, or floating off every screen."""
        problems = []
        screens = [screen.availableGeometry() for screen in QGuiApplication.screens()]
        for dock in self._docks():
            if dock.isHidden():
                continue
            if dock.isFloating():
                if not any(area.intersects(dock.frameGeometry()) for area in screens):
                    problems.append(f"{dock.objectName()}: off screen")
                continue
            if dock.width() < MIN_PANEL_WIDTH * 2 // 3 or dock.height() < MIN_PANEL_HEIGHT * 2 // 3:
                problems.append(f"{dock.objectName()}: {dock.width()}x{dock.height()}")
        return problems

    def _ensure_layout(self) -> None:
        """Never keep a restored layout that hides a panel's content: fall back to the default one."""
        layout = self.layout()
        if layout is not None:
            layout.activate()
        if self.layout_problems():
            self._default_layout()
            if layout is not None:
                layout.activate()

    def closeEvent(self, event: QCloseEvent) -> None:
        for runner in (self.computers, self.hinter):
            if runner is not None:
                runner.close()
        self.cancel_analysis(wait=True)
        if not self.remember:
            super().closeEvent(event)
            return
        if self.stack.currentIndex() == 1:
            self._dock_shown = {d: not d.isHidden() for d in self._docks()}
        s = app_settings.settings()
        s.setValue("window/docks", [d.objectName() for d, shown in self._dock_shown.items() if shown])
        s.setValue("window/geometry", self.saveGeometry())
        s.setValue("window/state", self.saveState())
        s.setValue("undo/policy", self.policy.value)
        s.sync()
        super().closeEvent(event)

    def set_policy(self, policy: UndoPolicy | str) -> None:
        self.policy = UndoPolicy.parse(policy)
        if self.session is not None:
            self.session.policy = self.policy
        self.sync()

    def set_language(self, code: str) -> None:
        """Settings → Language: the window speaks `code` ('' the system's language) at once, and from
        the next start on."""
        app_settings.settings().setValue("ui/language", code)
        app = QApplication.instance()
        if app is not None:
            i18n.use(app, code)
        self.retranslate()

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
        self._sync_key = ()
        if self.session is not None and self.stack.currentIndex() == 1:
            self.scene.reset()
            self.board = self.session.table.create_board(self.scene, self.colours)
        if self.score_dialog is not None and self.score_dialog.isVisible():
            self._close_scores()
            self._show_scores(again=True)
        self.sync()

    def set_animate(self, on: bool) -> None:
        self.scene.animate = on

    def set_text_size(self, name: str) -> None:
        """Settings → Board Text Size: every board text redrawn at the new least size."""
        legible.set_text_size(name)
        app_settings.settings().setValue("ui/text_size", name)
        self._redraw_board()

    def set_theme(self, name: str, remember: bool = True) -> None:
        """Settings → Theme: the application's palette and every board item, at once; `remember`: kept
        for the next start."""
        app = QApplication.instance()
        if isinstance(app, QApplication):
            theme.apply(app, name)
        else:
            theme.set_theme(name)
        if remember:
            app_settings.settings().setValue("ui/theme", theme.current())
        self.menus.themes[theme.current()].setChecked(True)
        self.scene.setBackgroundBrush(theme.colour("board"))
        self._redraw_board()
        self.timeline.restyle()
        if self.controller is not None:
            self.sync()  # the banner and the curtain take the theme's colours

    def _redraw_board(self) -> None:
        for item in self.scene.items():
            item.update()  # drops the item's cached picture too

    # -- games ---------------------------------------------------------------------------------------------
    def show_start(self) -> None:
        self.start.show_saved(saves.saved_games() if self.autosave else [])
        self.start.set_policy(self.policy)  # the undo policy as the Settings menu has it now
        if self.stack.currentIndex() == 1 or not hasattr(self, "_dock_shown"):
            self._dock_shown = {d: not d.isHidden() for d in self._docks()}
        self.stack.setCurrentIndex(0)
        for dock in self._docks():
            dock.hide()
        self.curtain.hide()
        self.sync()

    def _new_from_start(
        self, game_id: str, names: list, colours: list, seed: int, options: dict, computers: list
    ) -> None:
        seed = seed if seed >= 0 else random.randrange(1_000_000)
        (self.menus.table if self.start.policy() == UndoPolicy.TABLE else self.menus.casual).trigger()  # its policy
        try:
            self.start_game(game_id, names, colours, seed, options, computers)
        except ValueError as exc:  # e.g. a name the engine refuses (engine.core.game.check_player_names)
            QMessageBox.warning(
                self, self.tr("New game"), self.tr("This game cannot start: {reason}").format(reason=exc)
            )

    def start_game(
        self,
        game_id: str,
        names: list[str],
        colours: list[str] | None,
        seed: int,
        options: dict | None = None,
        computers: list[str | None] | None = None,
    ) -> None:
        """A new game; `computers` gives each seat's computer level, or None where a person plays."""
        session = GameSession.new(get_game(game_id), names, seed, options, computers)
        self.set_session(session, colours, saves.new_path())

    def open_path(self, path: str | Path, at: int | None = None) -> None:
        """Open a record; raises RecordError for a bad file (a damaged tail opens with a warning). A game
        of the library goes on in its own file; any other record, once played on, is a new saved game."""
        self.open_record(path, check_record(records.load(path), at), at)

    def open_record(self, path: str | Path, loaded: records.Loaded, at: int | None = None) -> None:
        """The record read from `path`: a game of the library goes on in its file; any other is shown as
        it is, and its first move, undo or cut saves it as a new game (the file opened stays as it was)."""
        if saves.is_saved_game(path):
            self._resume_loaded(Path(path), loaded, at)
        else:
            self._show_loaded(loaded, at, None, saves.new_path())

    def _show_loaded(self, loaded: records.Loaded, at: int | None, colours: Any, save_path: Path) -> None:
        if not isinstance(colours, list) or len(colours) < len(loaded.states[0].players):
            colours = None
        # "--at N" shows move N read-only (the public board, no curtain needed); Return to now or Play on
        # from here goes on with the game
        self.set_session(GameSession.from_loaded(loaded), colours, save_path, at)

    def _resume_loaded(self, path: Path, loaded: records.Loaded, at: int | None = None) -> None:
        self._show_loaded(loaded, at, saves.colours_of(path), path)

    def continue_game(self) -> None:
        """Continue: the game in progress played last."""
        newest = saves.newest_in_progress(saves.saved_games())
        if newest is not None:
            self.resume(str(newest.path))

    def resume(self, path: str) -> None:
        """A game of the library goes on where it was left, saved in its own file."""
        try:
            self._resume_loaded(Path(path), check_record(records.load(path), None))
        except RecordError as exc:
            QMessageBox.warning(self, self.tr("Continue"), record_error_text(exc))

    def set_session(
        self, session: GameSession, colours: list[str] | None, save_path: Path | None = None, at: int | None = None
    ) -> None:
        """Put `session` on the table, showing move `at` read-only if given (the first screen is that move:
        no final scores of a finished game in front of it); with autosave on, every change is saved to
        `save_path`."""
        chosen = list(colours or [])
        self.colours[:] = chosen + [c for _, c in COLOURS if c not in chosen]
        session.policy = self.policy
        if self.autosave and save_path is not None:
            session.autosave_path = save_path
            saves.remember_colours(save_path, self.colours[: len(session.computers)])
        self._release_game()
        self._close_scores()
        self._scored = None
        self.session = session
        self.controller = GameController(session, self.colours, self)
        if at is not None:
            self.controller.show_move(at)
        self.controller.updated.connect(self.sync)
        self.computers = ComputerPlayers(self.controller, self.computer_speed, self)
        self.computers.set_paused(self.menus.pause.isChecked())
        self.computers.thinkingChanged.connect(self._computer_thinking)
        self.computers.pausedChanged.connect(self._computers_paused)
        self.computers.failed.connect(self._computer_failed)
        self.hinter = Hinter(self.controller, self)
        self.hinter.ready.connect(self._hint_ready)
        self._hint = None
        self.controller.message.connect(self.statusBar().showMessage)
        session.historyChanged.connect(self._update_edit_actions)
        session.autosaveFailed.connect(self._autosave_failed)
        self.scene.reset()
        self.board = session.table.create_board(self.scene, self.colours)
        self.stack.setCurrentIndex(1)
        for dock in self._docks():
            dock.setVisible(self._dock_shown.get(dock, True))
        self._ensure_layout()
        self._rescale_docks()
        self.sync()
        if session.warning:
            self.statusBar().showMessage(session.warning)
        self.view.fit()

    def _release_game(self) -> None:
        """Let Qt delete the previous game's controller and session (nothing else refers to them)."""
        old_controller, old_session = self.controller, self.session
        self.controller = self.session = None
        if self.computers is not None:  # a bot still thinking finishes on its thread; its answer is dropped
            self.computers.close()
            self.computers.deleteLater()
            self.computers = None
        if self.hinter is not None:
            self.hinter.close()
            self.hinter.deleteLater()
            self.hinter = None
        self.cancel_analysis(wait=True)
        if old_controller is not None:
            old_controller.updated.disconnect(self.sync)
            old_controller.message.disconnect(self.statusBar().showMessage)
            old_controller.deleteLater()
        if old_session is not None:
            old_session.historyChanged.disconnect(self._update_edit_actions)
            old_session.autosaveFailed.disconnect(self._autosave_failed)
            old_session.close()

    def _autosave_failed(self, reason: str) -> None:
        """Said once per game (the session emits it once); the game goes on."""
        text = self.tr(
            "This game cannot be saved automatically: {reason}.\n\nYou can play on, but Continue cannot bring it "
            "back while saving fails. Use Game → Save As… to keep it in another folder."
        ).format(reason=reason)
        box = QMessageBox(
            QMessageBox.Icon.Warning, self.tr("Autosave failed"), text, QMessageBox.StandardButton.Ok, self
        )
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()

    # -- mirroring ---------------------------------------------------------------------------------------------
    def sync(self) -> None:
        """Make every view match the session (called after each move, undo, redo, hand-off)."""
        c = self.controller
        if c is None or self.stack.currentIndex() == 0:
            self.hand_model.set_rows([])
            self._update_edit_actions()
            return
        state = c.shown_state()
        legal = c.legal()
        decider = c.session.game.current_player(state)
        private = c.private_seat()
        key = (id(state), c.at_screen, c.curtain, c.review, c.preview)
        if key != self._sync_key:  # another turn or state: an old refusal no longer applies
            self._sync_key = key
            self.statusBar().clearMessage()
        table = c.table
        active = private if table.placing(legal) else None
        if c.curtain and not self.scene.covered:
            self.scene.finish_animations()  # a slide that was running goes on behind no cover
        self.scene.covered = c.curtain
        self.board.sync(state, active)
        pieces = self.scene.draggable_pieces()
        self.scene.set_choices(c.click_targets(), {piece: c.place_targets(piece) for piece in pieces})
        self.scene.show_chips(c.chip_groups())
        self._show_hint()
        self.view.board_changed(covered=c.curtain)
        self.players_model.set_state(table, state, decider)
        states = c.session.states
        self.log_model.set_states(states if c.preview is None else states[: c.preview + 1], table)
        self.log_view.scrollToBottom()
        self._update_timeline(c)
        self.hand_model.set_rows(table.hand_rows(state, private, legal) if private is not None else [])
        for shortcut in self.done_keys:
            shortcut.setEnabled(c.review and c.preview is None)
        if private is None:
            self.hand_title.setText(self.tr("Private cards are hidden."))
        else:
            self.hand_title.setText(table.hand_title(state, private))
        self.hand_view.setAccessibleDescription(self.hand_title.text())
        if c.preview is not None:  # the pending decision of a past state is not one anybody can take
            prompt = self.tr("Looking back at move {k}: nothing can be played here. Use Return to now in the Timeline.")
            self.choices.set_choices(table, state, prompt.format(k=c.preview), legal)
        elif c.review and c.at_screen is not None:
            prompt = self.tr("Your turn is over. This turn:")
            lines = table.turn_summary(c.session.states[c.turn_start :], c.at_screen)
            self.choices.set_summary(prompt, lines or [self.tr("(nothing else happened)")])
        elif decider is not None and c.session.is_computer(decider):  # nothing for the person here to choose
            self.choices.set_choices(table, state, self._computer_text(state, decider), ())
        else:
            self.choices.set_choices(table, state, table.decision_text(state), legal)
        self._choice_selected(-1)  # Your cards may have been filled again
        self._update_banner(state, decider)
        self._update_curtain(state, decider)
        self._update_edit_actions()
        self.menus.scores.setEnabled(c.session.is_over())
        if c.session.is_over() and c.preview is None:  # the scores come when the move shown is the end
            self._show_scores()
        else:
            self._close_scores()

    def _update_timeline(self, c: GameController) -> None:
        s = c.session
        names = c.table.player_names(s.states[0])
        scores = partial(self._running_scores, s.game, s.states)  # asked only when the chart is seen
        self.timeline.set_history(s.states, s.moves, c.preview, scores, self.colours, names, c.table)
        self.timeline.set_enabled_for_play(not c.curtain)
        self.timeline.set_analysable(s.is_over())
        self.menus.analyse.setEnabled(s.is_over() and self.analysis is None)

    def _running_scores(self, game, states: list) -> list[list[int]]:
        """The score chart's series: each state's running scores, computed once per state (a timeline
        step or a hand-off re-syncs without recomputing a whole game's worth)."""
        cache = self._score_series
        del cache[len(states) :]
        for i, st in enumerate(states):
            if i == len(cache):
                cache.append((st, list(game.running_scores(st))))
            elif cache[i][0] is not st:
                cache[i] = (st, list(game.running_scores(st)))
        return [scores for _, scores in cache]

    def _preview(self, move: int) -> None:
        if self.controller is not None:
            self.controller.set_preview(None if move < 0 else move)

    def _play_on(self, move: int) -> None:
        if self.controller is not None:
            self.controller.play_on(move)

    def _update_banner(self, state, decider: int | None) -> None:
        c = self.controller
        if c is not None and c.preview is not None:
            text = self.tr("Viewing move {k} of {n} (read-only): Return to now in the Timeline")
            self.banner.set_banner(text.format(k=c.preview, n=c.session.index), "#8a7a62", "white")
            return
        if decider is None:
            self.banner.set_banner(self.tr("Game over"), "#3b2f23", "white", SCORES)
            return
        if c is not None and c.review and c.at_screen is not None:
            text = self.tr("{name}, your turn is over: press Done to pass the laptop").format(
                name=c.table.player_names(state)[c.at_screen]
            )
            self.banner.set_banner(text, self.colours[c.at_screen], "black", DONE)
            return
        if c is None:
            return
        prompt = self._computer_text(state, decider) if c.session.is_computer(decider) else None
        self.banner.set_banner(c.table.banner_text(state, prompt), self.colours[decider], "black", NONE)

    def _computer_text(self, state: Any, seat: int) -> str:
        """What a computer's turn says, in the banner and the Actions panel alike: who, and thinking or paused."""
        assert self.controller is not None
        name = self.controller.table.player_names(state)[seat]
        if self.computers is not None and self.computers.paused:
            return self.tr("{name} (computer) is paused: press P to let it play.").format(name=name)
        return self.tr("{name} (computer) is thinking…").format(name=name)

    # -- computer players ----------------------------------------------------------------------------------
    def set_computers_paused(self, paused: bool) -> None:
        """Game → Pause Computer Players: the computers wait (a move being thought about is not played)."""
        if self.computers is not None:
            self.computers.set_paused(paused)

    def _computers_paused(self, paused: bool) -> None:
        self.menus.pause.setChecked(paused)
        self.sync()

    def set_computer_speed(self, speed: str) -> None:
        """Settings → speed: the computers' pause between moves and how long meeples slide."""
        self.computer_speed = speed
        self.scene.slide_ms = SLIDE_MS.get(speed, SLIDE_MS["normal"])
        app_settings.settings().setValue("computers/speed", speed)
        if self.computers is not None:
            self.computers.set_speed(speed)

    def analyse(self) -> None:
        """Game → Analyse Win Chances (after the game): a background pass over every move."""
        c = self.controller
        if c is None or not c.session.is_over() or self.analysis is not None:
            return
        session = c.session
        seed = session.game.seed_of(session.states[0])
        analysis = WinChanceAnalysis(session.game, session.states, seed, self)
        self.analysis = analysis
        analysis.progress.connect(self.timeline.analysis_progressed)
        analysis.done.connect(lambda series, turning: self._analysed(analysis, series, turning))
        analysis.cancelled.connect(lambda: self._analysis_over(analysis))
        analysis.failed.connect(lambda error: self._analysis_failed(analysis, error))
        self.timeline_dock.show()
        self.timeline_dock.raise_()
        self.timeline.analysis_started()
        self.menus.analyse.setEnabled(False)
        analysis.start()

    def cancel_analysis(self, wait: bool = False) -> None:
        analysis = self.analysis
        if analysis is None:
            return
        analysis.cancel()
        if wait:  # a new game or quitting: nothing is left running
            analysis.wait()
            self._analysis_over(analysis)

    def _analysis_failed(self, analysis: WinChanceAnalysis, error: str) -> None:
        self._analysis_over(analysis)
        self.statusBar().showMessage(self.tr("The analysis stopped on an error ({error}).").format(error=error))

    def _analysis_over(self, analysis: WinChanceAnalysis) -> None:
        if self.analysis is analysis:
            self.analysis = None
            analysis.deleteLater()
            self.timeline.analysis_stopped()
            if self.session is not None:
                self.menus.analyse.setEnabled(self.session.is_over())

    def _analysed(self, analysis: WinChanceAnalysis, series, turning: list[int]) -> None:
        c = self.controller
        if c is None or self.analysis is not analysis:
            return
        states, moves, table = c.session.states, c.session.moves, c.table
        names = table.player_names(states[0])

        def describe(k: int) -> str:
            return self.tr("{k}. {move}").format(k=k, move=table.public_move_text(states[k - 1], moves[k - 1]))

        self.timeline.show_win_chances(series, turning, self.colours, names, describe)
        self.statusBar().showMessage(
            self.tr("Win chances: the moves that changed them most are marked ({moves}).").format(
                moves=", ".join(str(k) for k in turning)
            )
        )
        self._analysis_over(analysis)

    def hint(self) -> None:
        """Game → Hint: the strongest computer suggests a move (thought about on its thread)."""
        if self.hinter is None or not self.hinter.ask():
            if self.hinter is None or not self.hinter.thinking:
                self.statusBar().showMessage(self.tr("No hint now: there is nothing for you to choose."))
            return
        self.statusBar().showMessage(self.tr("Thinking of a hint…"))

    def _hint_ready(self, state: Any, move: Any) -> None:
        c = self.controller
        if c is None or state is not c.state:
            return
        self._hint = (state, move)
        self._show_hint()
        text = c.table.choice_text(state, move).replace("\n", " — ")
        self.statusBar().showMessage(self.tr("Hint: {move}").format(move=text))

    def _show_hint(self) -> None:
        """Mark the hinted move (on the board where it is made there, and in the Actions list) while the
        game stands where the hint was asked for."""
        c = self.controller
        hint = self._hint
        if c is None or hint is None or hint[0] is not c.state or c.preview is not None or hint[1] not in c.legal():
            self._hint = None
            self.scene.show_hint(None)
            return
        state, move = hint
        gesture = c.table.gesture(state, move)
        self.scene.show_hint(gesture.target if gesture.way in ("drag", "click") else None)
        if move in self.choices.moves:
            self.choices.list.setCurrentRow(self.choices.moves.index(move))

    def _computer_thinking(self, _thinking: bool) -> None:
        self._update_edit_actions()

    def _computer_failed(self, error: str) -> None:
        """A bot failed (a bug): the computers pause and the player is told; the game is unharmed."""
        text = self.tr("A computer player could not choose a move ({error}). The computers are paused.")
        box = QMessageBox(
            QMessageBox.Icon.Warning,
            self.tr("Computer player"),
            text.format(error=error),
            QMessageBox.StandardButton.Ok,
            self,
        )
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()

    def _update_curtain(self, state, decider: int | None) -> None:
        c = self.controller
        if c is not None and c.curtain and decider is not None:
            QToolTip.hideText()
            name = c.table.player_names(state)[decider]
            reason = c.table.curtain_reason(state)
            if c.session.warning:
                reason += "\n\n⚠ " + c.session.warning
            self.curtain.show_for(name, self.colours[decider], reason)
        else:
            self.curtain.hide()

    def _update_edit_actions(self) -> None:
        s, c = self.session, self.controller
        menus = self.menus
        if s is None or c is None or self.stack.currentIndex() == 0:
            menus.undo.setText(self.tr("&Undo"))
            menus.redo.setText(self.tr("&Redo"))
            menus.undo.setEnabled(False)
            menus.redo.setEnabled(False)
            return
        undo_refusal, redo_refusal = c.undo_refusal(), c.redo_refusal()
        undo_text = s.undo_text() if not undo_refusal else ""
        redo_text = s.redo_text() if not redo_refusal else ""
        menus.undo.setText(self.tr("&Undo {what}").format(what=undo_text) if undo_text else self.tr("&Undo"))
        menus.redo.setText(self.tr("&Redo {what}").format(what=redo_text) if redo_text else self.tr("&Redo"))
        menus.undo.setEnabled(not undo_refusal)
        menus.redo.setEnabled(not redo_refusal)
        menus.undo.setToolTip(undo_refusal)
        menus.redo.setToolTip(redo_refusal)

    def _show_scores(self, again: bool = False) -> None:
        """The final score screen: once each time the game reaches its end, and again on request."""
        if self.session is None or not self.session.is_over():
            return
        state = self.session.state
        if state is self._scored and not again:
            return
        self._scored = state
        if self.score_dialog is not None and self.score_dialog.state is state:
            self.score_dialog.show()
            self.score_dialog.raise_()
            return
        self._close_scores()
        self.score_dialog = ScoreDialog(self.session.table, state, self.session.game.scores(state), self)
        self.score_dialog.open()

    def _close_scores(self) -> None:
        if self.score_dialog is not None:
            self.score_dialog.close()
            self.score_dialog.deleteLater()
            self.score_dialog = None

    def show_scores(self) -> None:
        """Game → Final Scores."""
        self._show_scores(again=True)

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

    def _confirm(self) -> None:
        if self.controller is not None:
            self.controller.confirm_handoff()

    def _dropped(self, piece: str, target: str) -> None:
        """A meeple was dropped on a board item: play it, or the scene slides it back with the reason."""
        if self.controller is None:
            return
        reason = self.controller.drop(piece, target)
        if reason:
            self.scene.refuse_drop(reason)

    def _clicked(self, target: str) -> None:
        if self.controller is not None:
            self.controller.click(target)

    def finish_turn(self) -> None:
        """Done — pass the laptop."""
        if self.controller is not None:
            self.controller.finish_turn()

    def _choose(self, move) -> None:
        if self.controller is not None:
            reason = self.controller.choose(move)
            if reason:
                self.statusBar().showMessage(reason)

    def _hand_selected(self, index) -> None:
        move = index.data(MoveRole) if index.isValid() else None
        if move is not None:
            self.choices.select(move)

    def _choice_selected(self, _row: int) -> None:
        """The card of the highlighted action is the one marked in Your cards (none if it has no card)."""
        move, model = self.choices.selected(), self.hand_model
        rows = [r for r in range(model.rowCount()) if move is not None and model.index(r, 0).data(MoveRole) == move]
        view = self.hand_view
        if rows:
            if view.currentIndex().row() != rows[0]:
                view.setCurrentIndex(model.index(rows[0], 0))
        else:
            view.selectionModel().clearCurrentIndex()
            view.clearSelection()

    def _hand_activated(self, index) -> None:
        move = index.data(MoveRole)
        if move is not None:
            self._choose(move)

    def undo(self) -> None:
        if self.controller is not None:
            self.controller.undo()

    def redo(self) -> None:
        if self.controller is not None and not self.controller.curtain:
            self.controller.redo()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.curtain.cover()
        self._rescale_docks()

    def _rescale_docks(self) -> None:
        """Panels grow and shrink with the window (Qt alone gives every extra pixel to the board).

        Rescaled against the size the panels were last laid out for, once it differs by a tenth, so
        that dragging the window edge in small steps rescales too."""
        w, h = self.width(), self.height()
        if self.stack.currentIndex() != 1:  # the start screen hides the panels: nothing to lay out
            return
        if self._laid_out_for is None:
            self._laid_out_for = (w, h)
            return
        w0, h0 = self._laid_out_for
        if abs(w - w0) < w0 / 10 and abs(h - h0) < h0 / 10:
            return
        self._laid_out_for = (w, h)
        docked = [d for d in self._docks() if not d.isHidden() and not d.isFloating()]
        right = [d for d in docked if self.dockWidgetArea(d) == Qt.DockWidgetArea.RightDockWidgetArea]
        bottom = [d for d in docked if self.dockWidgetArea(d) == Qt.DockWidgetArea.BottomDockWidgetArea]
        if right:
            widths = [max(MIN_PANEL_WIDTH, min(w // 3, d.width() * w // w0)) for d in right]
            self.resizeDocks(right, widths, Qt.Orientation.Horizontal)
            self.resizeDocks(right, [d.height() * h // h0 for d in right], Qt.Orientation.Vertical)
        if bottom:  # side by side: one height for the row
            tallest = max(bottom, key=lambda d: d.height())
            height = max(MIN_PANEL_HEIGHT, min(h // 3, tallest.height() * h // h0))
            self.resizeDocks([tallest], [height], Qt.Orientation.Vertical)

    # -- dialogs -----------------------------------------------------------------------------------------------
    def open_dialog(self) -> None:
        folder = str(app_settings.records_folder())
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Open a saved game"), folder, self.tr("Records (*.json)"))
        if path:
            app_settings.remember_records_folder(path)
            try:
                self.open_path(path)
            except RecordError as exc:
                QMessageBox.warning(self, self.tr("Open"), record_error_text(exc))

    def save_dialog(self) -> None:
        if self.session is None:
            return
        name = f"{self.session.game.id}-{time.strftime('%Y-%m-%d')}.json"
        suggested = str(app_settings.records_folder() / name)
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Save the game"), suggested, self.tr("Records (*.json)"))
        if path:
            app_settings.remember_records_folder(path)
            try:
                self.session.save(path)
            except OSError as exc:
                QMessageBox.warning(self, self.tr("Save As"), str(exc))

    def show_rules(self) -> None:
        """Help → Rules: a tab per game (the one on the table first) and the table's controls."""
        from desktop.widgets.help import RulesDialog

        dialog = RulesDialog(self.session.game.id if self.session is not None else None, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()

    def show_about(self) -> None:
        from engine import __version__

        QMessageBox.about(
            self,
            self.tr("About Meeple Table"),
            self.tr("Meeple Table {version}").format(version=__version__)
            + "\n\n"
            + self.tr("Pass-and-play board games on one laptop. Unofficial fan work: names and art are our own."),
        )
