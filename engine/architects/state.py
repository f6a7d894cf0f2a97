"""Frozen state of an Architects game, and small pure helpers to change it.

The state classes keep their fields in `__dict__` (no slots) so that `replace` can copy them fast
(`engine.core.frozen`); the rules make their copies with `build` and `replace` from here (see `Blank`). The
hottest copies of a `State` or a `PlayerState` (a placement, a reclaim, `with_player`) copy its fields with
`__dict__.copy()`, not `dict(...)`: both make a combined dict of a combined one, and the states the rules
meet hold combined dicts (`combined`)."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any, TypeVar

from engine.core import frozen
from engine.core.events import Event

T = TypeVar("T")


class _Blank:
    """A plain object laid out as the state classes are (fields in `__dict__`, no slots): the cheapest start
    of a copy in CPython 3.11. A state holding `fields` (a new, combined dict: `engine.core.frozen`) is

        new: State = Blank()
        new.__dict__ = fields
        new.__class__ = State

    which costs ~1,000 instructions fewer than `frozen.build`'s `object.__new__(State)` and
    `object.__setattr__(new, "__dict__", fields)`: those are two calls through C wrappers that each build an
    argument tuple and check their target, where `Blank()` is a plain type call and the two stores are
    ordinary attribute stores (a frozen dataclass refuses them; `Blank` does not). The result is the same:
    an instance of exactly `State`, holding `fields` as its `__dict__`, no `__init__` run (and the classes
    must keep the same layout: no slots). The hot rules spell it out; the others call `build` or `replace`."""


#: `_Blank`, typed as making anything: `new: State = Blank()` needs no `cast` (a Python call at run time)
Blank: Callable[[], Any] = _Blank


def build(cls: type[T], fields: dict[str, Any]) -> T:
    """`frozen.build`, made the `Blank` way."""
    new: T = Blank()
    new.__dict__ = fields
    new.__class__ = cls
    return new


def replace(obj: T, **changes: Any) -> T:
    """`frozen.replace` (an unknown field name raises TypeError), made the `Blank` way."""
    d = dict(obj.__dict__)
    n = len(d)
    d.update(changes)
    if len(d) != n:
        return frozen.replace(obj, **changes)  # raises, naming the field
    new: T = Blank()
    new.__dict__ = d
    new.__class__ = type(obj)
    return new


#: The "large circle" locations, in board order (index into `State.at`).
LARGE = (
    "quarry",
    "forest",
    "mines",
    "silversmith",
    "storehouse",
    "workshop",
    "town_centre",
    "tax_stand",
    "guardhouse",
)
LOC_INDEX = {name: i for i, name in enumerate(LARGE)}
WORKERS = 20
HAND_LIMIT = 6
VIRTUE_MAX = 14
#: Virtue track position -> end-game VP.
VIRTUE_VP = (-9, -8, -7, -5, -3, -1, 0, 0, 0, 0, 1, 2, 3, 5, 7)
#: Cathedral level (1..5): (cost, spots, VP). "mix" means that many wood/stone in any mix.
CATHEDRAL_COST: tuple[tuple[tuple[str, int], ...], ...] = (
    (),
    (("gold", 1),),
    (("mix", 4),),
    (("marble", 1),),
    (("mix", 8),),
    (("gold", 2), ("marble", 2)),
)
CATHEDRAL_SPOTS = (0, 3, 3, 2, 2, 1)
CATHEDRAL_VP = (0, 2, 4, 7, 12, 20)
OPTIONS = ("promos", "variable_setup", "starting_apprentice")


@dataclasses.dataclass(frozen=True)
class PlayerState:
    """One seat. `captured[c]` = workers of colour c held on this board (own colour always 0)."""

    name: str
    character: int
    silver: int
    clay: int
    wood: int
    stone: int
    gold: int
    marble: int
    virtue: int
    supply: int
    captured: tuple[int, ...]
    prison: int
    guildhall: int
    side: int
    hand: tuple[int, ...]
    built: tuple[int, ...]
    apprentices: tuple[int, ...]
    debts: int
    paid_debts: int
    destroyed_debts: int
    cathedral: int
    rewards: tuple[int, ...]


@dataclasses.dataclass(frozen=True)
class Pending:
    """A decision waiting for `seat`. The meaning of the other fields depends on `kind` ("-": unused):

    | kind | left | used | locs | cards | source |
    |---|---|---|---|---|---|
    | draft, start_apprentice, place, reclaim, hand_limit, guildhall | - | - | - | - | - |
    | storehouse | trades left | - | - | - | - |
    | town | captures left | captures made | locations captured from | - | - |
    | guard | actions left | - | - | - | - |
    | hire | reach (columns within free reach) | - | - | - | "workshop" (paid), "black_market" or "b<building>" (free) |
    | drop_apprentice | the Workshop slot being hired ("hire") | - | - | - | "hire" or "b<building>" |
    | crane, library | - | - | - | - | "b<building>" |
    | free_capture | captures left | - | - | - | "b<building>" |
    | choose | - | - | - | - | the choice: "treasury", "clay_pit", "capture_or_rescue", "church" |
    | keep | - | - | - | the cards drawn | - |

    `Game.decision` is the public description of the pending decision: tables use it, not this.
    """

    kind: str
    seat: int
    left: int = 0
    used: int = 0
    locs: tuple[str, ...] = ()
    cards: tuple[int, ...] = ()
    source: str = ""


@dataclasses.dataclass(frozen=True)
class State:
    players: tuple[PlayerState, ...]
    seed: int
    options: tuple[str, ...]
    rng: int
    first: int
    turn: int
    #: workers per large location (LARGE order) per seat
    at: tuple[tuple[int, ...], ...]
    #: Black Market spots A, B, C: seat there or -1
    market_spots: tuple[int, int, int]
    tax: int
    guildhall: int
    #: Workshop display, row-major 2 x 4 (index row*4+col); -1 = empty space
    display: tuple[int, ...]
    display_silver: tuple[int, ...]
    building_deck: tuple[int, ...]
    apprentice_deck: tuple[int, ...]
    market_pile: tuple[int, ...]
    market_large: int
    market_under: tuple[int, ...]
    reward_pile: tuple[int, ...]
    reward_box: tuple[int, ...]
    draft: tuple[tuple[int, ...], ...]
    #: decision stack; the last entry is the one being decided now
    pending: tuple[Pending, ...]
    reset_due: bool
    final_left: int
    #: turns passed in a row (no worker to place or reclaim); a whole cycle of them ends the game
    idle: int
    over: bool
    #: turn cycles begun: +1 each time the first player's turn starts (0 during the setup draft)
    cycle: int = 0
    #: what the last move did (table in engine.architects.events)
    events: tuple[Event, ...] = ()


def combined(s: State) -> State:
    """`s` with its fields and its players' in new, combined dicts (`engine.core.frozen`). A state made by
    `__init__` (the setup, a saved game read back) holds split ones, which the hot rules' copies
    (`dict.copy()`, ~300 instructions cheaper than `dict(...)`) would keep split for the rest of the game."""
    d = dict(s.__dict__)
    d["players"] = tuple(build(PlayerState, dict(p.__dict__)) for p in s.players)
    return build(State, d)


def with_player(s: State, seat: int, p: PlayerState) -> State:
    ps = list(s.players)
    ps[seat] = p
    d = s.__dict__.copy()  # replace(s, players=...), spelled out: every rule module asks this
    d["players"] = tuple(ps)
    new: State = Blank()
    new.__dict__ = d
    new.__class__ = State
    return new


def gain(p: PlayerState, goods: tuple[tuple[str, int], ...], sign: int = 1) -> PlayerState:
    """Add (or with sign=-1 remove) goods; "virtue" is not handled here."""
    if not goods:
        return p
    kw = {k: getattr(p, k) + sign * v for k, v in goods}
    return replace(p, **kw)


def has(p: PlayerState, goods: tuple[tuple[str, int], ...]) -> bool:
    # a plain loop, not all() over a generator: payments ask this at many decisions (1.3% of a game's instructions)
    for k, v in goods:  # noqa: SIM110
        if getattr(p, k) < v:
            return False
    return True


def push(s: State, *items: Pending) -> State:
    return _with_pending(s, s.pending + items)


def pop(s: State) -> State:
    return _with_pending(s, s.pending[:-1])


def _with_pending(s: State, pending: tuple[Pending, ...]) -> State:
    """`replace(s, pending=pending)` spelled out (the stack changes at most moves)."""
    d = s.__dict__.copy()
    d["pending"] = pending
    new: State = Blank()
    new.__dict__ = d
    new.__class__ = State
    return new


def top(s: State) -> Pending | None:
    return s.pending[-1] if s.pending else None


def replace_top(s: State, p: Pending) -> State:
    return replace(s, pending=(*s.pending[:-1], p))


def guildhall_size(n: int) -> int:
    return 4 * (n + 1)


def reset_spaces(n: int) -> tuple[int, int]:
    """1-based Guildhall spaces whose filling triggers a Black Market reset."""
    return (2 * n + 3, 3 * n + 4)


def refresh_spaces(n: int) -> tuple[int, int, int]:
    """1-based Guildhall spaces whose filling refreshes the Workshop apprentices."""
    return (3, n + 4, 2 * n + 5)


def count_workers(s: State, seat: int) -> int:
    """Every worker of one colour, wherever it is (should always be 20)."""
    p = s.players[seat]
    total = p.supply + p.prison + p.guildhall + p.side
    total += sum(row[seat] for row in s.at)
    total += sum(q.captured[seat] for i, q in enumerate(s.players) if i != seat)
    total += sum(1 for x in s.market_spots if x == seat)
    return total
