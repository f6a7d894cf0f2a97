"""Events: what a move did, as data (ids and numbers, never sentences).

Every game keeps the events of the last move in `state.events` (the state `apply` returned holds
what that move did, forced steps and automatic upkeep included). Each game documents its event
kinds in a table (`engine.waterdeep.state`, `engine.architects.events`); a table turns them into
words and animations. Events are public: they never name a card another seat may not see.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import NamedTuple

NO_SEAT = -1


class Event(NamedTuple):
    """One thing that happened: `kind` (an id of the game's event table), the `seat` it happened
    to (NO_SEAT for the table as a whole), `a` (an id: a space, a card, a resource...) and `n` (a
    number: how many, how much)."""

    kind: str
    seat: int = NO_SEAT
    a: str = ""
    n: int = 0


Key = tuple[str, int, str, int]
#: every event made so far by its (kind, seat, a, n), shared: the same events recur all game, and a
#: lookup costs less than making one (bounded, so a long run cannot grow it without end)
MADE: dict[Key, Event] = {}
_LIMIT = 100_000


def event_of(key: Key) -> Event:
    """The event (kind, seat, a, n) of `key`, made once and shared."""
    e = MADE.get(key)
    if e is None:
        e = Event(*key)
        if len(MADE) < _LIMIT:
            MADE[key] = e
    return e


def events_of(keys: Iterable[Key]) -> tuple[Event, ...]:
    """The events of (kind, seat, a, n) tuples, in order: in C while every one was made before."""
    try:
        return tuple(map(MADE.__getitem__, keys))
    except KeyError:
        return tuple(map(event_of, keys))
