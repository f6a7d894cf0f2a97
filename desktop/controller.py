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

from PySide6.QtCore import QCoreApplication, QObject, Signal

from desktop.session import GameSession
from desktop.tables.waterdeep.text import card_name, space_name
from engine import IllegalMove, Move
from engine.waterdeep import moves as mv
from engine.waterdeep.board import BASIC, HARBOR
from engine.waterdeep.content import load
from engine.waterdeep.state import State

translate = QCoreApplication.translate


class GameController(QObject):
    """One per open game. `updated` fires after every change the views must mirror."""

    updated = Signal()
    message = Signal(str)

    def __init__(self, session: GameSession, colours: list[str], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.session = session
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
    def state(self) -> State:
        state: State = self.session.state
        return state

    def decider(self) -> int | None:
        return self.session.current_player()

    def shown_state(self) -> State:
        """The state on screen: the current one, or the one being looked back at."""
        if self.preview is not None:
            shown: State = self.session.states[self.preview]
            return shown
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
        if decider is not None and decider != self.at_screen:
            self.curtain, self.at_screen = True, None

    def show_move(self, move: int) -> None:
        """Open looking at the state after `move`, read-only; nothing private is shown."""
        if 0 <= move < self.session.index:
            self.curtain = False
            self.preview = move
            self.updated.emit()

    def play_on(self, move: int) -> None:
        """Cut the moves after `move` (one undo entry) and play on from there."""
        if self.curtain or self.session.policy != "casual":
            self.message.emit(translate("controller", "Play on from here needs the casual undo policy."))
            return
        self.preview = None
        self.session.cut_to(move)

    def _state_changed(self) -> None:
        decider = self.decider()
        self.preview = None
        if decider is None:  # over: the score screen, nothing private
            self.review = self.curtain = False
        elif decider == self.at_screen and not self.curtain:
            self.review = False
        elif self._playing and self.at_screen is not None and not self.curtain:
            self.review = True  # their turn stays on screen until they press Done
        else:  # undo, redo, a cut or a load changed who decides: the laptop changes hands first
            self.review, self.curtain, self.at_screen = False, True, None
        self.updated.emit()

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
        """The choices the player at the screen may make now (none during a hand-off or looking back)."""
        if self.handoff_pending or self.preview is not None or self.session.is_over():
            return ()
        return self.session.legal_moves()

    # -- gestures ---------------------------------------------------------------------------------------
    def choose(self, move: Move) -> str:
        """Play a move as one undo entry; returns '' or the reason it was refused."""
        if move not in self.legal():
            return translate("controller", "That is not a legal choice now.")
        self._playing = True
        try:
            self.session.apply(move)
        except IllegalMove as exc:
            return str(exc.message)
        finally:
            self._playing = False
        return ""

    def place_targets(self, piece: str) -> set[str]:
        return {m.space for m in self.legal() if isinstance(m, mv.Place) and m.piece == piece}

    def click_targets(self) -> set[str]:
        """Board items that answer the pending decision by a click (quests, buildings, spaces)."""
        out: set[str] = set()
        for m in self.legal():
            if isinstance(m, mv.TakeQuest) and m.quest in self.state.inn:
                out.add(m.quest)
            elif isinstance(m, mv.ChooseBuilding):
                out.add(m.building)
            elif isinstance(m, mv.ChooseSpace):
                out.add(m.space)
            elif isinstance(m, mv.ChooseOpponent):
                out.add(f"pool:{m.seat}")
        return out

    def chip_choices(self) -> list[tuple[str, list[tuple[str, str]]]]:
        """Adventurer choices to show as chips on the board: (anchor target id, [(chip id, cube)]) groups.

        A plain pick sits next to the space (or owner's building, or the chooser's pool) it belongs to;
        taking an adventurer from an opponent puts that opponent's cubes on their pool."""
        legal = self.legal()
        steals: dict[int, list[tuple[str, str]]] = {}
        for m in legal:
            if isinstance(m, mv.Steal):
                steals.setdefault(m.seat, []).append((f"steal:{m.seat}:{m.cube}", m.cube))
        if steals:
            return [(f"pool:{seat}", chips) for seat, chips in steals.items()]
        cubes = [(f"cube:{m.cube}", m.cube) for m in legal if isinstance(m, mv.PickCube)]
        if not cubes:
            return []
        return [(self._pick_anchor(), cubes)]

    def _pick_anchor(self) -> str:
        state = self.state
        task = state.tasks[0]
        if task.a == "owner":
            for e in reversed(state.events):
                if e.kind == "owner" and e.seat == task.seat:
                    return e.a
        if task.a in ("gain", "return"):
            for o in reversed(state.occ):
                if o.seat == task.seat:
                    return o.space
        return f"pool:{task.seat}"

    def drop(self, piece: str, target: str) -> str:
        move = mv.Place(target, piece)
        if move in self.legal():
            return self.choose(move)
        return self.refusal(piece, target)

    def click(self, target: str) -> None:
        """A click on a board item without a selected meeple."""
        legal = self.legal()
        for m in legal:
            if (
                (isinstance(m, mv.TakeQuest) and m.quest == target)
                or (isinstance(m, mv.ChooseBuilding) and m.building == target)
                or (isinstance(m, mv.ChooseSpace) and m.space == target)
                or (isinstance(m, mv.ChooseOpponent) and target == f"pool:{m.seat}")
                or (isinstance(m, mv.PickCube) and target == f"cube:{m.cube}")
                or (isinstance(m, mv.Steal) and target == f"steal:{m.seat}:{m.cube}")
            ):
                self._report(self.choose(m))
                return
        places = [m for m in legal if isinstance(m, mv.Place) and m.space == target]
        if places:  # click a space to assign the first available meeple
            self._report(self.choose(places[0]))
        elif any(isinstance(m, mv.Place) for m in legal):
            self.message.emit(self.refusal("agent", target))

    def _report(self, reason: str) -> None:
        if reason:
            self.message.emit(reason)

    def refusal(self, piece: str, target: str) -> str:
        """Why a meeple may not go to `target` (the status bar text of a refused drop)."""
        s = self.state
        if self.curtain:
            return translate("controller", "Pass the laptop first.")
        if self.review:
            return translate("controller", "Your turn is over: press Done to pass the laptop.")
        if not any(isinstance(m, mv.Place) for m in self.legal()):
            return translate("controller", "This is not the time to assign an agent.")
        name = space_name(target) if (target in BASIC or target in load().buildings) else target
        task = s.tasks[0]
        if task.a == "sample":
            return translate("controller", "Place this agent on a building tile in Builder's Hall.")
        if target not in BASIC and not any(lot.building == target for lot in s.lots):
            return translate("controller", "That is not an action space.")
        if any(o.space == target for o in s.occ):
            return translate("controller", "{space} is already occupied.").format(space=name)
        if target in HARBOR:
            if task.a in ("reassign", "now"):
                return translate("controller", "Agents cannot be reassigned to Waterdeep Harbor.")
            return translate("controller", "Waterdeep Harbor needs an intrigue card you can play.")
        if target == "builders":
            return translate("controller", "You cannot afford a building in Builder's Hall.")
        b = load().buildings.get(target)
        if b is not None and b.action.pay_gold:
            return translate("controller", "{space} needs {n} gold.").format(space=name, n=b.action.pay_gold)
        if b is not None and b.action.pay_any:
            return translate("controller", "{space} needs {n} adventurers to return.").format(
                space=name, n=b.action.pay_any
            )
        return translate("controller", "You cannot use {space} now.").format(space=name)

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
        reason = self.undo_refusal()
        if reason:
            self.message.emit(reason)
        else:
            self.session.undo(self.undoer())

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


def hidden_names(state: State, seat: int | None) -> set[str]:
    """Names and ids of the lords and intrigue cards `seat` may not see (all of them for None)."""
    out: set[str] = set()
    for i, p in enumerate(state.players):
        if i == seat:
            continue
        out.update({p.lord, card_name(p.lord)})
        for c in p.intrigue:
            out.update({c, card_name(c)})
    return out
