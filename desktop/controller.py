"""GameController: turns gestures (drops, clicks, list choices) into moves, and runs the hot-seat hand-off.

It tracks who sits at the screen. The hand-off has two steps:

1. *review*: the player at the screen made the choice that hands the decision to another seat. Their
   turn stays on screen (what they drew or scored) until they press "Done — pass the laptop". They
   may still undo here (the commit point of the table-rules undo policy); nobody can play.
2. *curtain*: the laptop is in transit. Nothing private is shown and nobody is at the screen until the
   player named on the curtain confirms.

Any other change of the deciding seat (undo, redo, timeline, load) raises the curtain at once, so the
private cards of one seat never appear in front of whoever happens to hold the laptop.
"""

from __future__ import annotations

import random
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Signal

from desktop.errortext import illegal_move_error_text
from desktop.session import GameSession, UndoPolicy
from desktop.tables.base import ChipGroup
from engine import IllegalMove, Move

translate = QCoreApplication.translate


class GameController(QObject):
    """One per open game. `updated` fires after every change the views must mirror."""

    updated = Signal()
    message = Signal(str)

    def __init__(self, session: GameSession, colours: list[str], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.table = session.table
        self.colours = colours
        self.at_screen: int | None = None  # the seat confirmed at the screen (None: laptop in transit)
        self.curtain = False
        self.review = False  # the player at the screen finished; waiting for "Done — pass the laptop"
        self.turn_start = 0  # history index when the player at the screen took the laptop
        self.preview: int | None = None  # looking back at move k (read-only), None = now
        self._playing = False  # a move by the player at the screen is being applied
        session.stateChanged.connect(self._state_changed)
        self._state_changed()

    # -- who acts -------------------------------------------------------------------------------------
    @property
    def state(self) -> Any:
        return self.session.state

    def decider(self) -> int | None:
        return self.session.current_player()

    def shown_state(self) -> Any:
        """The state on screen: the current one, or the one being looked back at."""
        if self.preview is not None:
            return self.session.states[self.preview]
        return self.state

    def private_seat(self) -> int | None:
        """The seat whose secrets may be shown now (None behind the curtain, when looking back or over)."""
        if self.curtain or self.preview is not None or self.session.is_over():
            return None
        return self.at_screen

    @property
    def handoff_pending(self) -> bool:
        """The laptop must change hands before anybody can play (review or curtain)."""
        return self.review or self.curtain

    def set_preview(self, move: int | None) -> None:
        """Look back at the state after `move` (read-only); None returns to now."""
        if self.curtain:
            return
        if move is not None and not 0 <= move < self.session.index:
            move = None
        self.preview = move
        if move is None and not self.review:  # back to now: whoever decides must have the laptop
            self._raise_curtain_unless_at_screen()
        self.updated.emit()

    def _raise_curtain_unless_at_screen(self) -> None:
        decider = self.decider()
        if decider is not None and decider != self.at_screen and not self.session.is_computer(decider):
            self.curtain, self.at_screen = True, None
            self._skip_curtain_for_a_lone_person()

    def show_move(self, move: int) -> None:
        """Open looking at the state after `move`, read-only; nothing private is shown."""
        if 0 <= move < self.session.index:
            self.curtain = False
            self.preview = move
            self.updated.emit()

    def play_on(self, move: int) -> None:
        """Cut the moves after `move` (one undo entry) and play on from there."""
        if self.curtain or self.session.policy != UndoPolicy.CASUAL:
            self.message.emit(translate("controller", "Play on from here needs the casual undo policy."))
            return
        self.preview = None
        self.session.cut_to(move)

    def _state_changed(self) -> None:
        decider = self.decider()
        self.preview = None
        if decider is None:  # over: the score screen, nothing private
            self.review = self.curtain = False
        elif self.session.is_computer(decider):
            # a computer needs no laptop: whoever sits at the screen stays there (and sees only their own
            # cards) while it plays; the curtain comes only between two different people
            self.review = self.curtain = False
        elif decider == self.at_screen and not self.curtain:
            self.review = False
        elif self._playing and self.at_screen is not None and not self.curtain:
            self.review = True  # their turn stays on screen until they press Done
        else:  # undo, redo, a cut or a load changed who decides: the laptop changes hands first
            self.review, self.curtain, self.at_screen = False, True, None
        self._skip_curtain_for_a_lone_person()
        self.updated.emit()

    def _skip_curtain_for_a_lone_person(self) -> None:
        """One person among computers never waits behind a curtain: there is nobody to hide from."""
        decider = self.decider()
        if (self.curtain or self.review) and self.session.people() == [decider]:
            self.review = self.curtain = False
            if self.at_screen != decider:
                self.at_screen, self.turn_start = decider, self.session.index

    def finish_turn(self) -> None:
        """ "Done — pass the laptop": the player at the screen hands it on; the curtain comes up."""
        if self.review:
            self.review, self.curtain, self.at_screen = False, True, None
            self.updated.emit()

    def confirm_handoff(self) -> None:
        """The player named on the curtain has the laptop."""
        if self.review:
            return
        self.at_screen = self.decider()
        self.curtain = False
        self.turn_start = self.session.index
        self.updated.emit()

    def hand_over(self) -> None:
        """Scripted play: finish the hand-off in progress (Done, then confirm the curtain)."""
        if self.review:
            self.finish_turn()
        if self.curtain:
            self.confirm_handoff()

    def legal(self) -> tuple[Move, ...]:
        """The choices the player at the screen may make now (none during a hand-off, looking back, or
        while a computer decides)."""
        if self.handoff_pending or self.preview is not None or self.session.is_over():
            return ()
        if self.session.is_computer(self.decider()):
            return ()
        return self.session.legal_moves()

    def computer_to_move(self) -> str | None:
        """The level of the computer that decides now, when one does and may (not looking back)."""
        if self.preview is not None or self.session.is_over() or self.handoff_pending:
            return None
        decider = self.decider()
        return self.session.computers[decider] if decider is not None else None

    def play_computer(self, state: Any, move: Move) -> bool:
        """A computer's move for `state`; ignored (False) when the game has moved on meanwhile."""
        if state is not self.state or self.computer_to_move() is None or move not in self.session.legal_moves():
            return False
        self.session.apply(move)
        return True

    # -- gestures ---------------------------------------------------------------------------------------
    def choose(self, move: Move) -> str:
        """Play a move as one undo entry; returns '' or the reason it was refused."""
        if move not in self.legal():
            return translate("controller", "That is not a legal choice now.")
        self._playing = True
        try:
            self.session.apply(move)
        except IllegalMove as exc:
            return illegal_move_error_text(exc)
        finally:
            self._playing = False
        return ""

    def place_targets(self, piece: str) -> set[str]:
        return self.table.place_targets(self.legal(), piece)

    def click_targets(self) -> set[str]:
        """Board items that answer the pending decision by a click."""
        return self.table.click_targets(self.state, self.legal())

    def chip_groups(self) -> list[ChipGroup]:
        """Choices shown as chips on the board, next to what they belong to."""
        return self.table.chip_groups(self.state, self.legal())

    def drop(self, piece: str, target: str) -> str:
        """A meeple dropped on board item `target`: '' when played, else the reason it was not."""
        move = self.table.drop_move(self.legal(), piece, target)
        return self.choose(move) if move is not None else self.refusal(piece, target)

    def click(self, target: str) -> None:
        """A click on a board item without a selected meeple."""
        legal = self.legal()
        move = self.table.click_move(legal, target)
        if move is not None:
            self._report(self.choose(move))
        elif self.table.placing(legal):
            self.message.emit(self.refusal("agent", target))
        elif not self.curtain and not self.review:
            self._report(self.table.click_refusal(self.state, legal, target))

    def _report(self, reason: str) -> None:
        if reason:
            self.message.emit(reason)

    def refusal(self, piece: str, target: str) -> str:
        """Why a meeple may not go to `target` (the status bar text of a refused drop)."""
        if self.curtain:
            return translate("controller", "Pass the laptop first.")
        if self.review:
            return translate("controller", "Your turn is over: press Done to pass the laptop.")
        return self.table.refusal(self.state, self.legal(), piece, target)

    # -- undo --------------------------------------------------------------------------------------------
    def undoer(self) -> int | None:
        """Who asks for an undo: the player at the screen (while the laptop is in transit: its receiver)."""
        return self.at_screen if self.at_screen is not None else self.decider()

    def undo_refusal(self) -> str:
        return self.session.undo_refusal(self.undoer())

    def redo_refusal(self) -> str:
        if self.curtain:
            return translate("controller", "Pass the laptop first.")
        return self.session.redo_refusal(self.undoer())

    def undo(self) -> None:
        """Undo a step; a person among computers goes back to their own last decision in one go."""
        reason = self.undo_refusal()
        if reason:
            self.message.emit(reason)
            return
        who = self.undoer()
        for _ in range(self.session.undo_steps_for(who)):
            if not self.session.undo(who):
                break

    def redo(self) -> None:
        reason = self.redo_refusal()
        if reason:
            self.message.emit(reason)
            return
        self._playing = True  # the player at the screen makes their move again
        try:
            self.session.redo(self.undoer())
        finally:
            self._playing = False

    # -- scripted play (tests, benchmark, screenshots) -----------------------------------------------------------
    def step_random(self, rng: random.Random) -> Move | None:
        """Hand over if needed, then make a random legal choice. Returns the move (None if over)."""
        if self.session.is_over():
            return None
        self.hand_over()
        move = rng.choice(self.legal())
        reason = self.choose(move)
        assert not reason, reason
        return move
