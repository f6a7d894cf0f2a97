"""Mirror: draws one `Screen` (desktop.presenter) into the window's views, deciding nothing itself.

The board, the panels, the banner, the curtain and the Edit menu show what the screen says; a hint is
marked while the game stands where it was asked for.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QModelIndex, QRect
from PySide6.QtGui import QShortcut
from PySide6.QtWidgets import QToolTip

from desktop.board.scene import BoardScene
from desktop.board.view import BoardView
from desktop.docks import Docks
from desktop.menus import Menus
from desktop.models.hand import MoveRole
from desktop.presenter import BUTTON_DONE, BUTTON_NONE, BUTTON_SCORES, EditAction, Screen
from desktop.widgets.curtain import Curtain
from desktop.widgets.recent import RecentPanel
from desktop.widgets.tableau import PlayerBoards
from desktop.widgets.turnbar import DONE, NONE, SCORES, TurnBar
from engine import Game

if TYPE_CHECKING:
    from desktop.session import GameSession

_BUTTONS = {BUTTON_NONE: NONE, BUTTON_DONE: DONE, BUTTON_SCORES: SCORES}


class Mirror:
    """The views a `Screen` is drawn into (the window builds them; `board` is the game's board layer)."""

    def __init__(
        self,
        scene: BoardScene,
        view: BoardView,
        docks: Docks,
        banner: TurnBar,
        curtain: Curtain,
        menus: Menus,
        done_keys: list[QShortcut],
        status: Callable[[str], None],
    ) -> None:
        self.scene, self.view, self.docks, self.banner, self.curtain = scene, view, docks, banner, curtain
        self.menus, self.done_keys, self.status = menus, done_keys, status
        self.board: Any = None
        self.hint: tuple[Any, Any] | None = None  # (state, move) of the last hint
        self._key: tuple[object, ...] = ()  # the Screen.key drawn last
        self._score_series: list[tuple[object, list[int]]] = []  # (state, running scores) along the history
        # "since your last turn", over the board, in the corner that hides least of what may be chosen
        self.recent = RecentPanel(view, scene.mark_recent, self._in_play)
        # every player's tableau over the board: View -> Player Boards, or a click on an area that chooses nothing
        self.boards = PlayerBoards(view)
        self._tableau: tuple[Any, Any, tuple[str, ...]] | None = None  # (table, state, colours) now shown
        menus.player_boards.triggered.connect(self.toggle_boards)
        scene.targetClicked.connect(self._area_clicked)

    def forget(self) -> None:
        """Another game or language: nothing drawn before is kept for comparison."""
        self._key = ()
        self.recent.retranslate()
        self.boards.retranslate()

    def _in_play(self) -> list[QRect]:
        """What the player may act on now, in the board view's coordinates (its viewport's offset added)."""
        offset = self.view.viewport().pos()
        return [self.view.mapFromScene(r).boundingRect().translated(offset) for r in self.scene.in_play()]

    def draw_start(self, screen: Screen) -> None:
        """The start screen: no cards, nothing to undo, no player boards."""
        self._tableau = None
        self.boards.hide()
        self.docks.hand_model.set_rows([])
        self.draw_edit_actions(screen.undo, screen.redo)
        self.recent.show_recent(None)

    def draw(self, screen: Screen, session: GameSession) -> None:
        """Make every view show `screen` of `session` (after each move, undo, redo, hand-off)."""
        d, scene = self.docks, self.scene
        if screen.key != self._key:  # another turn or state: an old refusal no longer applies
            self._key = screen.key
            self.status("")
        if screen.covered and not scene.covered:
            scene.finish_animations()  # a slide that was running goes on behind no cover
        scene.covered = screen.covered
        self.board.sync(screen.state, screen.board_seat)
        table = session.table
        pieces = scene.draggable_pieces()
        scene.set_choices(set(screen.click_targets), {p: table.place_targets(screen.legal, p) for p in pieces})
        scene.show_chips(screen.chips)
        self.show_hint(screen, session)
        self.view.board_changed(covered=screen.covered)
        d.players_model.set_state(table, screen.state, screen.decider, session.colours)
        states = session.states
        d.log_model.set_states(states if screen.preview is None else states[: screen.preview + 1], table, session.moves)
        d.log_view.scrollToBottom()
        self._timeline(screen, session)
        d.hand_model.set_rows(list(screen.hand_rows))
        for shortcut in self.done_keys:
            shortcut.setEnabled(screen.done_key)
        d.hand_title.setText(screen.hand_title)
        d.hand_view.setAccessibleDescription(screen.hand_title)
        actions = screen.actions
        if actions.summary is not None:
            d.choices.set_summary(actions.prompt, list(actions.summary))
        else:
            d.choices.set_choices(table, screen.state, actions.prompt, actions.moves)
        self.choice_selected()  # Your cards may have been filled again
        b = screen.banner
        self.banner.set_banner(b.text, b.background, b.ink, _BUTTONS[b.button])
        if screen.curtain is not None:
            QToolTip.hideText()
            self.curtain.show_for(screen.curtain.name, screen.curtain.colour, screen.curtain.reason)
        else:
            self.curtain.hide()
        self.draw_edit_actions(screen.undo, screen.redo)
        self.menus.scores.setEnabled(screen.over)
        self.recent.show_recent(screen.recent)
        self._tableau = (table, screen.state, tuple(session.colours))
        if self.boards.isVisible():
            self._fill_boards()

    def toggle_boards(self) -> None:
        """View -> Player Boards: every player's tableau over the board, or closed again."""
        self.boards.toggle()
        if self.boards.isVisible():
            self._fill_boards()

    def _area_clicked(self, target: str) -> None:
        """A click on a player's area that chooses nothing (no choice is a player now) opens the boards."""
        if target.startswith("pool:") and target not in self.scene.click_targets and not self.boards.isVisible():
            self.toggle_boards()

    def _fill_boards(self) -> None:
        if self._tableau is None:
            return
        table, state, colours = self._tableau
        self.boards.set_boards(table.player_names(state), colours, table.tableau(state))

    def draw_edit_actions(self, undo: EditAction, redo: EditAction) -> None:
        for action, shown in ((self.menus.undo, undo), (self.menus.redo, redo)):
            action.setText(shown.text)
            action.setEnabled(shown.enabled)
            action.setToolTip(shown.tooltip)

    def _timeline(self, screen: Screen, session: GameSession) -> None:
        timeline, table = self.docks.timeline, session.table
        names = table.player_names(session.states[0])
        scores = partial(self._running_scores, session.game, session.states)  # asked only when the chart is seen
        timeline.set_history(session.states, session.moves, screen.preview, scores, session.colours, names, table)
        timeline.set_enabled_for_play(screen.timeline_enabled)
        timeline.set_analysable(session.is_over())

    def _running_scores(self, game: Game[Any], states: list[Any]) -> list[list[int]]:
        """The score chart's series: each state's running scores, computed once per state (a timeline
        step or a hand-off re-syncs without recomputing a whole game's worth)."""
        cache = self._score_series
        keep = min(len(cache), len(states))
        while keep and cache[keep - 1][0] is not states[keep - 1]:  # a history changes only at its end
            keep -= 1
        del cache[keep:]
        cache.extend((st, list(game.running_scores(st))) for st in states[keep:])
        return [scores for _, scores in cache]

    # -- hints and the two lists' shared choice -----------------------------------------------------------
    def show_hint(self, screen: Screen, session: GameSession) -> None:
        """Mark the hinted move (on the board where it is made there, and in the Actions list) while the
        game stands where the hint was asked for."""
        hint = self.hint
        if hint is None or hint[0] is not session.state or screen.preview is not None or hint[1] not in screen.legal:
            self.hint = None
            self.scene.show_hint(None)
            return
        state, move = hint
        gesture = session.table.gesture(state, move)
        self.scene.show_hint(gesture.target if gesture.way in ("drag", "click") else None)
        choices = self.docks.choices
        if move in choices.moves:
            choices.list.setCurrentRow(choices.moves.index(move))

    def hand_selected(self, index: QModelIndex) -> None:
        """A card clicked in Your cards: its action is the one highlighted (and "Do it" plays it)."""
        move = index.data(MoveRole) if index.isValid() else None
        if move is not None:
            self.docks.choices.select(move)

    def choice_selected(self, _row: int = -1) -> None:
        """The card of the highlighted action is the one marked in Your cards (none if it has no card)."""
        d = self.docks
        move, model, view = d.choices.selected(), d.hand_model, d.hand_view
        rows = [r for r in range(model.rowCount()) if move is not None and model.index(r, 0).data(MoveRole) == move]
        if rows:
            if view.currentIndex().row() != rows[0]:
                view.setCurrentIndex(model.index(rows[0], 0))
        else:
            view.selectionModel().clearCurrentIndex()
            view.clearSelection()
