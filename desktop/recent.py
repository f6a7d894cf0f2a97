"""What the others did since your last turn: the moves made since the seat now at the screen last decided.

When the laptop comes back to a person (the curtain lifted, or the computers have played), `since_last_turn`
lists those moves in public words (`Table.public_move_text`: never a hidden card) and names the board targets
they used, so the window can mark them for a few seconds and show the short list (desktop.widgets.recent).
It is shown until the person's first action; Settings can turn it off. No widgets here.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from desktop.presenter import Handoff
    from desktop.session import GameSession
    from engine import Game

#: the most moves the list names (the older ones are counted in `Recent.more`)
SHOWN = 8
#: how far back the last decision of the seat is looked for (a seat that never decided: the game's start)
REACH = 200


@dataclass(frozen=True)
class Recent:
    """The moves since `seat` last decided: `lines` (oldest first, at most SHOWN), `more` older moves not
    named, `targets` the board targets those moves used, `since` the index of the first of them (with `seat`
    and the current index it tells one showing from another)."""

    seat: int
    since: int
    index: int
    lines: tuple[str, ...]
    more: int
    targets: frozenset[str]


def since_last_turn(session: GameSession, h: Handoff) -> Recent | None:
    """The moves the person at the screen has not seen played, while they are about to make their first choice
    of this turn; None at any other time (during a hand-off, looking back, at the end, while a computer decides,
    after their first action, or when nothing happened)."""
    seat = h.at_screen
    index = session.index
    if seat is None or h.handing_over or h.preview is not None or index == 0 or session.is_over():
        return None
    game, states = session.game, session.states
    if session.current_player() != seat or session.is_computer(seat):
        return None
    if _decider(game, states[index - 1]) == seat:  # they have acted already
        return None
    since = index - 1
    while since > 0 and index - since < REACH and _decider(game, states[since - 1]) != seat:
        since -= 1
    table = session.table
    lines, targets = [], set()
    for k in range(since, index):
        before, move = states[k], session.moves[k]
        lines.append(table.public_move_text(before, move))
        gesture = table.gesture(before, move)
        if gesture.way in ("drag", "click") and gesture.target:
            targets.add(gesture.target)
    shown = tuple(lines[-SHOWN:])
    return Recent(seat, since, index, shown, len(lines) - len(shown), frozenset(targets))


def _decider(game: Game[Any], state: Any) -> int | None:
    decision = game.decision(state)
    return None if decision is None else decision.seat
