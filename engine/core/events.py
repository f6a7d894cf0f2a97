"""Events: what a move did, as data (ids and numbers, never sentences).

Every game keeps the events of the last move in `state.events` (the state `apply` returned holds
what that move did, forced steps and automatic upkeep included). Each game documents its event
kinds in a table (`engine.waterdeep.state`, `engine.architects.events`); a table turns them into
words and animations. Events are public: they never name a card another seat may not see.
"""

from __future__ import annotations

import dataclasses

NO_SEAT = -1


@dataclasses.dataclass(frozen=True, slots=True)
class Event:
    """One thing that happened: `kind` (an id of the game's event table), the `seat` it happened
    to (NO_SEAT for the table as a whole), `a` (an id: a space, a card, a resource...) and `n` (a
    number: how many, how much)."""

    kind: str
    seat: int = NO_SEAT
    a: str = ""
    n: int = 0


#: events made so far, reused: building a frozen dataclass is costly next to a dict lookup, and the
#: same events recur all game (bounded, so a long run cannot grow it without end)
_MADE: dict[tuple[str, int, str, int], Event] = {}
_LIMIT = 100_000


def event(kind: str, seat: int = NO_SEAT, a: str = "", n: int = 0) -> Event:
    """The event (kind, seat, a, n): equal to `Event(kind, seat, a, n)`, made once and shared."""
    key = (kind, seat, a, n)
    e = _MADE.get(key)
    if e is None:
        e = Event(kind, seat, a, n)
        if len(_MADE) < _LIMIT:
            _MADE[key] = e
    return e
