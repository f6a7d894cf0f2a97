"""The working copy's decks (`engine.waterdeep.work.Work`, whose base class this is, kept apart for the
size of that module): drawing a card, reshuffling a discard pile into its deck, refilling Cliffwatch
Inn and Builder's Hall."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Literal

from engine.core.draws import shuffled
from engine.waterdeep.resources import DRAW_INTRIGUE_EVENTS, hall_tile

if TYPE_CHECKING:
    from collections.abc import Sequence

    from engine.waterdeep.resources import PW
    from engine.waterdeep.state import Event, HallTile

#: the State's lists of card ids that `Work.edit` copies (a deck, its discard pile, the Inn)
CardList = Literal[
    "building_stack", "building_discard", "inn", "quest_deck", "quest_discard", "intrigue_deck", "intrigue_discard"
]


class Decks:
    """`Work`'s methods for its decks (they read and write `Work`'s slots)."""

    if not TYPE_CHECKING:  # (to the type checker the attributes below are plain ones, which slots would refuse)
        __slots__ = ()  # (Work's slots hold everything: no instance dict)
    else:  # what these methods use of `Work`
        rng: int
        draws: int
        inn: Sequence[str]
        hall: Sequence[HallTile]
        copies: list[PW | None]
        events: list[Event]
        _dirty: list[int]
        _edited: list[str]

        def edit(self, name: Literal["hall"] | CardList) -> list[Any]:
            raise NotImplementedError

        def event(self, kind: str, seat: int = -1, a: str = "", n: int = 0) -> None:
            raise NotImplementedError

        def p(self, seat: int) -> PW:
            raise NotImplementedError

    def _draw(self, deck_name: CardList, discard_name: CardList) -> str | None:
        """The top card of a deck, reshuffling its discard pile into it when it is empty."""
        deck = getattr(self, deck_name)
        if not deck:
            discard = getattr(self, discard_name)
            if not discard:
                return None
            order, self.rng = shuffled(self.rng, discard)  # (rng.shuffled's order and state)
            deck = self.edit(deck_name)
            deck.extend(order)
            self.edit(discard_name).clear()
            self.event("reshuffle")
        self.draws += 1
        if deck.__class__ is tuple:
            if deck_name not in self._edited:  # the state's: the rest as a new tuple (what freeze would make of a list)
                setattr(self, deck_name, deck[1:])
                self._edited.append(deck_name)
                return deck[0]  # type: ignore[no-any-return]
            # a second draw before a freeze (the playout's copy is never frozen and draws on and on): the
            # rest as a list from now on (popping its first item moves pointers; slicing a tuple counts
            # references)
            deck = list(deck)
            setattr(self, deck_name, deck)
        return deck.pop(0)  # type: ignore[no-any-return]

    def draw_quest(self) -> str | None:
        return self._draw("quest_deck", "quest_discard")

    def draw_intrigue(self, seat: int, n: int = 1) -> None:
        for _ in range(n):
            card = self._draw("intrigue_deck", "intrigue_discard")
            if card is None:
                return
            pw = self.copies[seat]
            if pw is None:
                pw = self.p(seat)
            elif seat not in self._dirty:  # (a clean copy: `p`'s other case, inlined)
                self._dirty.append(seat)
            pw.intrigue += (card,)
            self.events.append(DRAW_INTRIGUE_EVENTS[seat])  # self.event("draw_intrigue", seat, "", 1)

    def draw_building(self) -> str | None:
        return self._draw("building_stack", "building_discard")

    def refill_inn(self) -> None:
        inn = self.inn
        while len(inn) < 4:
            q = self._draw("quest_deck", "quest_discard")  # (self.draw_quest(), one call less)
            if q is None:
                return
            if inn.__class__ is tuple:
                inn = self.edit("inn")
            inn.append(q)  # type: ignore[attr-defined]

    def refill_hall(self) -> None:
        while len(self.hall) < 3:
            b = self.draw_building()
            if b is None:
                return
            self.edit("hall").append(hall_tile(b, 0))
