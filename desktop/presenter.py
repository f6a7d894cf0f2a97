"""Who sits at the screen and what it may show: the hot-seat hand-off and one `Screen` value to draw.

Two pure parts, no widgets:

- `Handoff` is the hand-off's whole state (who is at the screen, review or curtain, since when, which
  past move is being looked at), changed only by the transition functions below. A hand-off has two steps:

  1. *review*: the player at the screen made the choice that hands the decision to another seat. Their
     turn stays on screen (what they drew or scored) until they press "Done — pass the laptop". They
     may still undo here (the commit point of the table-rules undo policy); nobody can play.
  2. *curtain*: the laptop is in transit. Nothing private is shown and nobody is at the screen until the
     player named on the curtain confirms.

  Any other change of the deciding seat (undo, redo, timeline, load) raises the curtain at once, so the
  private cards of one seat never appear in front of whoever happens to hold the laptop. A computer is
  someone else too: a choice that ends your turn and hands the game to a computer is reviewed like any
  other, and after Done the computers play in public (nobody at the screen) until a person decides, who
  gets the curtain. A computer that answers on your own turn (an offer) needs no laptop: you stay. One
  person among computers never waits behind a curtain nor in review (nobody to hide from, nobody to hand to).

- `present` turns the session, the hand-off and the computers' state into one immutable `Screen`: its
  mode, and every text, list and flag the window's views show. The window draws a `Screen` and decides
  nothing; what is private is decided here, once, from the seat `private_seat` names.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication

from desktop.board.chips import ChipGroup
from desktop.recent import Recent, since_last_turn
from desktop.tables.base import HandRow

if TYPE_CHECKING:
    from desktop.session import GameSession

translate = QCoreApplication.translate


class Phase(enum.Enum):
    """The hand-off's step: nobody handing over, a finished turn on screen, or the laptop in transit."""

    PLAY = "play"
    REVIEW = "review"
    CURTAIN = "curtain"


@dataclass(frozen=True)
class Seating:
    """What the hand-off needs to know of the game: who decides (None: over), which seats are computers,
    and how many moves have been made."""

    decider: int | None
    computers: tuple[bool, ...]
    index: int
    #: whose turn the decision is on (`Decision.on_turn_of`; the decider when not known)
    turn_of: int | None = None

    @property
    def on_turn_of(self) -> int | None:
        return self.decider if self.turn_of is None else self.turn_of

    def is_computer(self, seat: int | None) -> bool:
        return seat is not None and self.computers[seat]

    def people(self) -> list[int]:
        return [seat for seat, computer in enumerate(self.computers) if not computer]


@dataclass(frozen=True)
class Handoff:
    """`at_screen`: the seat confirmed at the screen (None: laptop in transit); `turn_start`: the move
    index when they took the laptop (their review lists what happened since); `preview`: the past move
    being looked at, read-only (None: now)."""

    at_screen: int | None = None
    phase: Phase = Phase.PLAY
    turn_start: int = 0
    preview: int | None = None

    @property
    def curtain(self) -> bool:
        return self.phase is Phase.CURTAIN

    @property
    def review(self) -> bool:
        return self.phase is Phase.REVIEW

    @property
    def handing_over(self) -> bool:
        """The laptop must change hands before anybody can play (review or curtain)."""
        return self.phase is not Phase.PLAY

    def private_seat(self, over: bool) -> int | None:
        """The seat whose secrets may be shown: nobody's behind the curtain, when looking back or over."""
        if self.curtain or self.preview is not None or over:
            return None
        return self.at_screen


# -- transitions (each returns the new hand-off; the old one is never changed) --------------------------
def _lone_person(h: Handoff, seats: Seating) -> Handoff:
    """One person among computers never waits behind a curtain nor in review: there is nobody to hide from."""
    decider = seats.decider
    if h.handing_over and seats.people() == [decider]:
        h = replace(h, phase=Phase.PLAY)
        if h.at_screen != decider:
            h = replace(h, at_screen=decider, turn_start=seats.index)
    return h


def state_changed(h: Handoff, seats: Seating, playing: bool) -> Handoff:
    """The game's state changed: by a move of the player at the screen (`playing`), a computer's move, or an
    undo, redo, cut or load. Looking back ends."""
    decider = seats.decider
    h = replace(h, preview=None)
    if decider is None or (decider == h.at_screen and not h.curtain):  # over (nothing private), or theirs still
        h = replace(h, phase=Phase.PLAY)
    elif playing and h.at_screen is not None and not h.curtain:
        if seats.is_computer(decider) and (seats.on_turn_of == h.at_screen or seats.people() == [h.at_screen]):
            # a computer answers on their turn, or plays against one person alone (who sees its moves, and undo
            # takes them back with the person's last decision): they stay at the screen, no Done to press
            h = replace(h, phase=Phase.PLAY)
        else:
            h = replace(h, phase=Phase.REVIEW)  # their turn stays on screen until they press Done
    elif seats.is_computer(decider):
        # a computer needs no laptop: whoever sits at the screen (nobody after Done) stays while it plays
        h = replace(h, phase=Phase.PLAY)
    else:  # undo, redo, a cut or a load changed who decides: the laptop changes hands first
        h = replace(h, phase=Phase.CURTAIN, at_screen=None)
    return _lone_person(h, seats)


def finish_turn(h: Handoff, seats: Seating) -> Handoff:
    """ "Done — pass the laptop": the player at the screen hands it on. The curtain comes up for a person;
    while a computer decides nobody is at the screen (its moves are public) until a person decides, and
    then the curtain comes; one person among computers stays at the screen."""
    if not h.review:
        return h
    if seats.is_computer(seats.decider):
        if seats.people() == [h.at_screen]:
            return replace(h, phase=Phase.PLAY)
        return replace(h, phase=Phase.PLAY, at_screen=None)
    return replace(h, phase=Phase.CURTAIN, at_screen=None)


def confirm(h: Handoff, seats: Seating) -> Handoff:
    """The player named on the curtain has the laptop (nothing happens without a curtain: during a review
    the second click of a double-click that ended the turn never lifts anything)."""
    if not h.curtain:
        return h
    return replace(h, at_screen=seats.decider, phase=Phase.PLAY, turn_start=seats.index)


def look_back(h: Handoff, move: int | None, seats: Seating) -> Handoff:
    """Look at the state after `move` (read-only); None, or a move out of range, returns to now, where whoever
    decides must have the laptop. Nothing changes behind the curtain."""
    if h.curtain:
        return h
    if move is not None and not 0 <= move < seats.index:
        move = None
    h = replace(h, preview=move)
    if move is None and not h.review:
        decider = seats.decider
        if decider is not None and decider != h.at_screen and not seats.is_computer(decider):
            h = _lone_person(replace(h, phase=Phase.CURTAIN, at_screen=None), seats)
    return h


def open_at(h: Handoff, move: int, seats: Seating) -> Handoff:
    """A record opened at `move`: shown read-only, the public board needs no curtain."""
    if not 0 <= move < seats.index:
        return h
    return replace(h, phase=Phase.PLAY if h.curtain else h.phase, preview=move)


def playable(session: GameSession, h: Handoff) -> tuple[Any, ...]:
    """The choices the person at the screen may make now: none during a hand-off, looking back, at the end,
    or while a computer decides."""
    if h.handing_over or h.preview is not None or session.is_over() or session.is_computer(session.current_player()):
        return ()
    return session.legal_moves()


# -- the screen -------------------------------------------------------------------------------------
class Mode(enum.Enum):
    START = "start"
    PLAY = "play"
    REVIEW = "review"
    CURTAIN = "curtain"
    PREVIEW = "preview"
    COMPUTER = "computer"
    OVER = "over"


#: what the banner's button does: nothing (hidden), end the review, or reopen the final scores
BUTTON_NONE, BUTTON_DONE, BUTTON_SCORES = "", "done", "scores"


@dataclass(frozen=True)
class Banner:
    text: str = ""
    background: str = ""
    ink: str = "black"
    button: str = BUTTON_NONE


@dataclass(frozen=True)
class CurtainCard:
    """The curtain's words: who the laptop goes to, in their colour, and why."""

    name: str
    colour: str
    reason: str


@dataclass(frozen=True)
class Actions:
    """The Actions panel: a prompt and the moves to choose from, or (`summary` not None) the review of a
    finished turn."""

    prompt: str = ""
    moves: tuple[Any, ...] = ()
    summary: tuple[str, ...] | None = None


@dataclass(frozen=True)
class EditAction:
    """Undo or redo as the Edit menu shows it."""

    text: str
    enabled: bool
    tooltip: str = ""


@dataclass(frozen=True)
class Screen:
    """Everything the window shows, decided once. `state` is the state on screen (the current one, or the
    one looked back at); `private` the seat whose secrets are shown (None: nobody's); `legal` what the
    person at the screen may choose now; `board_seat` whose meeples may be dragged."""

    mode: Mode
    state: Any = None
    decider: int | None = None
    private: int | None = None
    legal: tuple[Any, ...] = ()
    board_seat: int | None = None
    covered: bool = False
    click_targets: frozenset[str] = frozenset()
    chips: tuple[ChipGroup, ...] = ()
    banner: Banner = field(default_factory=Banner)
    curtain: CurtainCard | None = None
    actions: Actions = field(default_factory=Actions)
    hand_title: str = ""
    hand_rows: tuple[HandRow, ...] = ()
    done_key: bool = False
    undo: EditAction = EditAction("", False)
    redo: EditAction = EditAction("", False)
    preview: int | None = None
    timeline_enabled: bool = True
    over: bool = False
    show_scores: bool = False
    #: what the others did since the person at the screen last decided (until their first action)
    recent: Recent | None = None
    #: the status bar's last refusal stays while this stays the same (same state, same hand-off)
    key: tuple[Any, ...] = ()


def start_screen() -> Screen:
    """No game on the table: the start screen, nothing to undo."""
    undo = EditAction(translate("MainWindow", "&Undo"), False)
    redo = EditAction(translate("MainWindow", "&Redo"), False)
    return Screen(Mode.START, undo=undo, redo=redo)


def computer_text(name: str, paused: bool) -> str:
    """What a computer's turn says, in the banner and the Actions panel alike: who, and thinking or paused."""
    if paused:
        return translate("MainWindow", "{name} (computer) is paused: press P to let it play.").format(name=name)
    return translate("MainWindow", "{name} (computer) is thinking…").format(name=name)


def _mode(h: Handoff, over: bool, computer: bool) -> Mode:
    if h.preview is not None:
        return Mode.PREVIEW
    if h.curtain:
        return Mode.CURTAIN
    if over:
        return Mode.OVER
    if h.review:
        return Mode.REVIEW
    return Mode.COMPUTER if computer else Mode.PLAY


def edit_actions(session: GameSession, undo_refusal: str, redo_refusal: str) -> tuple[EditAction, EditAction]:
    """Edit → Undo and Redo as the screen shows them (also alone: the history changes without a new screen)."""
    undo_text = session.undo_text() if not undo_refusal else ""
    redo_text = session.redo_text() if not redo_refusal else ""
    undo = (
        translate("MainWindow", "&Undo {what}").format(what=undo_text)
        if undo_text
        else translate("MainWindow", "&Undo")
    )
    redo = (
        translate("MainWindow", "&Redo {what}").format(what=redo_text)
        if redo_text
        else translate("MainWindow", "&Redo")
    )
    return EditAction(undo, not undo_refusal, undo_refusal), EditAction(redo, not redo_refusal, redo_refusal)


@dataclass(frozen=True)
class Review:
    """What the review of a finished stretch of play by `seat` says: the banner, the Actions panel's heading, and
    the index of the state where the stretch began (its summary lists the moves from there)."""

    banner: str
    prompt: str
    start: int
    seat: int


def stretch(session: GameSession, seat: int) -> tuple[int, int]:
    """The stretch of play of `seat` that its last move ends: the index of the state where it began, and whose
    turn it is on. On its own turn that is the whole turn (the answers others gave on it too, whoever held the
    laptop, whatever was undone and redone or cut since); on another player's turn, its answers there."""
    game, states = session.game, session.states
    k = len(states) - 2
    last = game.decision(states[k]) if k >= 0 else None
    if last is None or last.seat != seat:  # not a move of theirs: nothing of theirs to list
        return len(states) - 1, seat
    turn = last.on_turn_of
    while k > 0:
        before = game.decision(states[k - 1])
        if before is None or before.on_turn_of != turn or (turn != seat and before.seat != seat):
            break
        k -= 1
    return k, turn


def _review(session: GameSession, seat: int, names: list[str]) -> Review:
    """The words of the review of `seat`: the end of their turn, their turn handed to someone who answers on
    it (it goes on after), or their answer on another player's turn (the laptop goes back)."""
    start, turn = stretch(session, seat)
    decision = session.game.decision(session.state)
    name = names[seat]
    if turn != seat:
        if decision is not None and decision.seat == turn and not session.is_computer(turn):
            text = translate("MainWindow", "{name}, you have answered: press Done to hand the laptop back to {player}")
        else:
            text = translate("MainWindow", "{name}, you have answered: press Done to pass the laptop")
        prompt = translate("MainWindow", "Your answer on {player}'s turn:")
        return Review(text.format(name=name, player=names[turn]), prompt.format(player=names[turn]), start, seat)
    if decision is not None and decision.on_turn_of == seat:
        text = translate(
            "MainWindow", "{name}, {player} has a choice to make on your turn: press Done to pass the laptop"
        )
        prompt = translate("MainWindow", "{player} answers now, on your turn. So far this turn:")
        player = names[decision.seat]
        return Review(text.format(name=name, player=player), prompt.format(player=player), start, seat)
    text = translate("MainWindow", "{name}, your turn is over: press Done to pass the laptop")
    return Review(text.format(name=name), translate("MainWindow", "Your turn is over. This turn:"), start, seat)


def present(session: GameSession, h: Handoff, undo_refusals: tuple[str, str], paused: bool = False) -> Screen:
    """The screen for `session` with hand-off `h`: `undo_refusals` says why undo and redo are refused now ('' where
    they are not), `paused` whether the computers are paused."""
    table, colours = session.table, session.colours
    state = session.states[h.preview] if h.preview is not None else session.state
    over = session.is_over()
    decider = session.game.current_player(state)
    computer = session.is_computer(decider)
    mode = _mode(h, over, computer)
    private = h.private_seat(over)
    legal = playable(session, h)
    names = table.player_names(state)
    # the words of a finished stretch of play on screen, worked out once for the banner and the Actions panel
    review = (
        _review(session, h.at_screen, names) if h.preview is None and h.review and h.at_screen is not None else None
    )
    if h.preview is not None:
        text = translate("MainWindow", "Viewing move {k} of {n} (read-only): Return to now in the Timeline")
        banner = Banner(text.format(k=h.preview, n=session.index), "#8a7a62", "white")
    elif decider is None:
        banner = Banner(translate("MainWindow", "Game over"), "#3b2f23", "white", BUTTON_SCORES)
    elif review is not None:
        banner = Banner(review.banner, colours[review.seat], "black", BUTTON_DONE)
    else:
        prompt = computer_text(names[decider], paused) if computer else None
        banner = Banner(table.banner_text(state, prompt), colours[decider], "black")
    if h.preview is not None:  # the pending decision of a past state is not one anybody can take
        prompt = translate(
            "MainWindow", "Looking back at move {k}: nothing can be played here. Use Return to now in the Timeline."
        )
        actions = Actions(prompt.format(k=h.preview), legal)
    elif review is not None:
        lines = table.turn_summary(session.states[review.start :], review.seat)
        nothing = translate("MainWindow", "(nothing else happened)")
        actions = Actions(review.prompt, (), tuple(lines or [nothing]))
    elif decider is not None and computer:  # nothing for the person here to choose
        actions = Actions(computer_text(names[decider], paused), ())
    else:
        actions = Actions(table.decision_text(state), legal)
    curtain = None
    if h.curtain and decider is not None:
        reason = table.curtain_reason(state)
        if session.warning:
            reason += "\n\n⚠ " + session.warning
        curtain = CurtainCard(names[decider], colours[decider], reason)
    hand_rows: tuple[HandRow, ...] = ()
    if private is None:
        hand_title = translate("MainWindow", "Private cards are hidden.")
    else:
        hand_title, hand_rows = table.hand_title(state, private), tuple(table.hand_rows(state, private, legal))
    undo, redo = edit_actions(session, *undo_refusals)
    return Screen(
        mode=mode,
        state=state,
        decider=decider,
        private=private,
        legal=legal,
        board_seat=private if table.placing(legal) else None,
        covered=h.curtain,
        click_targets=frozenset(table.click_targets(session.state, legal)),
        chips=tuple(table.chip_groups(session.state, legal, colours)),
        banner=banner,
        curtain=curtain,
        actions=actions,
        hand_title=hand_title,
        hand_rows=hand_rows,
        done_key=h.review and h.preview is None,
        undo=undo,
        redo=redo,
        preview=h.preview,
        timeline_enabled=not h.curtain,
        over=over,
        show_scores=over and h.preview is None,
        recent=since_last_turn(session, h),
        key=(id(state), h.at_screen, h.curtain, h.review, h.preview),
    )
