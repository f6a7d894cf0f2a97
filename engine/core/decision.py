"""The public description of a pending decision, for tables (`Game.decision`).

A table asks `game.decision(state)` instead of reading a game's internal turn queue: who decides,
what kind of decision it is (a stable id from the game's decision table: `engine.waterdeep.decisions`,
`engine.architects.decisions`), what it is about, and whose turn it is. `legal_moves` still lists
the options; this says where they belong. A game's decisions module adds `describe(state)`: the
decision with the terms its prompts state, as a subclass of `Decision` with fields of its own.
"""

from __future__ import annotations

import dataclasses
import functools
from collections.abc import Callable
from typing import Any, TypeVar

S = TypeVar("S")
T = TypeVar("T")


@dataclasses.dataclass(frozen=True, slots=True)
class Decision:
    #: a stable id from the game's decision table (e.g. "place", "pick_gain", "hire")
    kind: str
    #: the seat that decides
    seat: int
    #: what the decision is about, for a table to anchor the choices next to it: a space, location,
    #: building or card id of the game's tables, or "" (the options themselves are the things to show)
    subject: str
    #: whose turn it is: the seat, or the player on whose turn `seat` decides (an opponent answering
    #: an offer on Ann's turn has `seat` Bob and `on_turn_of` Ann)
    on_turn_of: int

    def to_dict(self) -> dict[str, Any]:
        """The fields by name (a game's subclass adds its own: `engine.waterdeep.decisions.Described`)."""
        return {f.name: getattr(self, f.name) for f in dataclasses.fields(self)}


def remember_last(describe: Callable[[S], T]) -> Callable[[S], T]:
    """`describe(state)` computed once for the state asked last (by identity): a table labels each
    choice of the same state in turn, asking for the same description every time."""
    last: tuple[Any, Any] = (None, None)

    @functools.wraps(describe)
    def remembered(state: S) -> T:
        nonlocal last
        seen, value = last  # one read: another thread may replace `last` meanwhile
        if seen is not state:
            value = describe(state)
            last = (state, value)
        result: T = value
        return result

    return remembered
