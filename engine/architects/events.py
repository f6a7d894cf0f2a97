"""Architects events: what the last move did, in `State.events` (engine.core.events.Event).

The rules `emit` events while a move is applied; `ArchitectsGame.apply` collects them (forced
steps and automatic upkeep included) into the state it returns. They are public: a card drawn,
kept, drafted or discarded from a hidden hand is counted, never named.

| kind | seat | a | n |
|---|---|---|---|
| place | the worker's owner | a large location, "black_market" or "guildhall" | see below |
| gain | who gains | the good: silver, clay, wood, stone, gold or marble | how many |
| pay | who pays | the good | how many (to the supply; silver also onto Workshop cards) |
| tax_paid | who pays | "" | silver put on the Tax Stand |
| tax_taken | who takes it | "" | silver taken from the Tax Stand |
| virtue | whose | "" | the change on the track (+ or -, within 0..14) |
| debt | who takes them | "" | unpaid debts taken |
| debt_paid | who pays it | "" | debts paid off |
| debt_destroyed | whose | "" | unpaid debts destroyed |
| trade | who trades | the trade: a King's Storehouse trade id or "a<apprentice>" | 1 |
| capture | who captures | "<location>:<colour seat>" | workers captured (own colour: back to the supply) |
| imprison | who sends them (Guardhouse) | the colour seat, as text | workers of that colour sent to the Prison |
| to_prison | the workers' owner | "black_market" (a reset) | workers sent to the Prison |
| release | whose workers | why: "guardhouse", "reset" (Gatekeeper, Fara), "b<building>" | workers freed |
| rescue | whose workers | "" | workers brought back from other players' boards |
| hire | who hires | "a<apprentice>" | silver lying on the card (taken: a gain event follows) |
| drop_apprentice | whose | "a<apprentice>" | 0 |
| refresh | -1 | "" | apprentices dealt into the Workshop by a Guildhall refresh |
| draw | who draws | "" | building cards drawn into the hand |
| black_market_draw | who draws | "" | building cards drawn to keep one (Black Market) |
| keep | who keeps | "" | 1 (the others go to the bottom of the deck) |
| discard | whose | "" | building cards from the hand to the bottom of the deck |
| draft | who drafts | "" | 1 (a card kept from the draft hand) |
| build | the builder | "b<building>" | 0 |
| cathedral | who advances | "" | the level reached |
| reward | who takes it | the Reward card id, as text | 0 |
| market_reset | -1 | the Black Market card now on the Large space, as text | 0 |
| reclaim | whose worker | where it came from (a `Reclaim.location`) | 1 |
| pass | whose turn | "" | 0 (every worker in the Guildhall: none to place or take back) |
| final_round | who filled the last Guildhall space | "" | turns left in the game |
| game_over | -1 | why: "guildhall" (the final round ended) or "deadlock" | 0 |

`place` counts: at a large location the seat's workers there now (the new one included); at the
Black Market the spot taken (1-3); in the Guildhall the space filled (0: to the side, final round).

The rules record what happens by calling `emit((kind, seat, a, n))` (one tuple, every field given):
`emit` is a parameter of every rule that records events, the `append` of a list the move being
applied owns (`ArchitectsGame._advance` makes it and turns it into the new state's events). Nothing
is shared between moves, so any number of threads may apply moves at once. A bound `append` is the
cheapest call there is, as events are made on the hot path of every move.
"""

from __future__ import annotations

from collections.abc import Callable

from engine.architects.content import APPRENTICES, BUILDINGS, C
from engine.architects.state import LARGE, VIRTUE_MAX, WORKERS
from engine.core.events import event_of

Raw = tuple[str, int, str, int]
#: how a rule records an event: emit((kind, seat, a, n)), see the table
Emit = Callable[[Raw], None]


def common_events() -> list[Raw]:
    """The events most moves make (placements, payouts, payments, reclaims, virtue, tax, draws, Cathedral,
    builds...) for every seat and the numbers a game reaches: `engine.core.events.event_of` makes each
    once at import, so a move's events are looked up from the first game on instead of made (a key seen for
    the first time sends `ArchitectsGame.apply` down a slower path; a game's first moves meet many)."""
    out: list[Raw] = []
    goods = ("silver", "clay", "wood", "stone", "gold", "marble")
    reclaims = (*LARGE, "prison", *(f"board_{k}" for k in range(5)))
    for seat in range(5):
        out += [("place", seat, where, n) for where in LARGE for n in range(1, WORKERS + 1)]
        out += [("place", seat, "black_market", n) for n in (1, 2, 3)]
        out += [("place", seat, "guildhall", n) for n in range(4 * 6 + 1)]
        out += [(kind, seat, good, n) for kind in ("gain", "pay") for good in goods for n in range(0, 21)]
        out += [("reclaim", seat, where, 1) for where in reclaims]
        out += [("virtue", seat, "", n) for n in range(-VIRTUE_MAX, VIRTUE_MAX + 1) if n]
        out += [(kind, seat, "", n) for kind in ("tax_paid", "tax_taken") for n in range(0, 21)]
        out += [(kind, seat, "", n) for kind in ("draw", "discard", "debt", "keep", "draft") for n in range(1, 6)]
        out += [("to_prison", seat, "black_market", 1), ("pass", seat, "", 0)]
        out += [("build", seat, f"b{card}", 0) for card in BUILDINGS]
        out += [("cathedral", seat, "", n) for n in range(1, 6)]
        out += _rarer(seat)
    out += [("market_reset", -1, str(m), 0) for m in C.market] + [("market_reset", -1, "", 0)]
    out += [("game_over", -1, why, 0) for why in ("guildhall", "deadlock")]
    out += [("refresh", -1, "", n) for n in range(1, 9)]
    return out


def _rarer(seat: int) -> list[Raw]:
    """The events of the less usual steps (captures, hires, the Guardhouse, trades with an apprentice, rewards)
    for `seat`, up to the numbers random games reach: the first few games met some hundreds of them (a third
    of an event lookup a decision went down the slower path in a process's second to fourth games)."""
    out: list[Raw] = []
    out += [("capture", seat, f"{where}:{c}", n) for where in LARGE for c in range(5) for n in range(1, 13)]
    out += [("imprison", seat, str(c), n) for c in range(5) if c != seat for n in range(1, 13)]
    out += [(kind, seat, why, n) for kind, why in _FREED for n in range(1, 16)]
    for a, card in APPRENTICES.items():
        out += [("hire", seat, f"a{a}", n) for n in range(4)]
        out.append(("drop_apprentice", seat, f"a{a}", 0))
        if card.ability == "trade":
            out.append(("trade", seat, f"a{a}", 1))
    out += [("reward", seat, str(r), 0) for r in C.rewards]
    out += [(kind, seat, "", n) for kind in ("black_market_draw", "debt_destroyed") for n in range(1, 6)]
    out += [("final_round", seat, "", n) for n in range(3, 7)] + [("debt_paid", seat, "", 1)]
    return out


#: workers brought back: (kind, a) of `rescue` and `release` (Guardhouse, a reset, a building freeing the Prison)
_FREED = (
    ("rescue", ""),
    ("release", "guardhouse"),
    ("release", "reset"),
    *(("release", f"b{b}") for b, card in BUILDINGS.items() if card.now == "free_prison"),
)


for _key in common_events():
    event_of(_key)
