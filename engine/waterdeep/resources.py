"""The working copy's players and resources: the mutable player (`PW`), the shared resource values
by (c, f, r, w, g), and the gain and pay events made once (engine.waterdeep.work uses them on every
move); and the other values the rules share, made once at import (recurring tasks, Builder's Hall
tiles, each quest's plot). All are values, made once and shared, never changed.
"""

from __future__ import annotations

from engine.core.events import event_of
from engine.waterdeep.board import AGENTS_BY_PLAYERS
from engine.waterdeep.content import Action, Res, load
from engine.waterdeep.state import NO_SEAT, HallTile, Task

RES_KEYS = "cfrwg"
SEATS = range(max(AGENTS_BY_PLAYERS))


class PW:
    """Mutable player: its instance dict is a copy of the frozen player's field dict, with `res` as
    one int (`pack`). Card lists stay tuples (replaced, not edited: see `without`), so they are shared
    with the frozen player for free."""

    name: str
    lord: str
    res: int
    vp: int
    vp_quests: int
    quests: tuple[str, ...]
    mandatory: tuple[str, ...]
    completed: tuple[str, ...]
    plots: tuple[str, ...]
    intrigue: tuple[str, ...]
    agents: int
    pool: int
    lieutenant: bool
    lt_pool: bool
    orb_used: bool
    miracle_used: bool


#: A working copy's resources (`PW.res`) packed in one int: 6 bits for each adventurer type, w lowest,
#: then r, f and c, and the gold above them in as many bits as it takes. Adventurers of a type are at
#: most the supply (25, checked in `pack`), so bit 5 of each adventurer field is clear: a guard set there
#: lets `quests.legal_complete` compare the four types at once. A change of resources is one add to the
#: int, and the frozen value is found by it (`RES`) with no tuple to build and hash.
SHIFT = {"c": 18, "f": 12, "r": 6, "w": 0, "g": 24}
#: the bits of each resource once shifted down (gold: all of them)
MASK = {"c": 63, "f": 63, "r": 63, "w": 63, "g": -1}
#: bit 5 of each adventurer field (see SHIFT)
GUARD = sum(1 << (SHIFT[k] + 5) for k in "cfrw")


def pack(c: int, f: int, r: int, w: int, g: int) -> int:
    """(c, f, r, w, g) packed as SHIFT lays them out (ValueError: more than 31 adventurers of a type)."""
    if (c | f | r | w) >> 5:
        raise ValueError(f"too many adventurers to pack: {(c, f, r, w)}")
    return g << 24 | c << 18 | f << 12 | r << 6 | w


#: the gain and pay events of up to 15 of a resource, by seat and resource, made once (more than a
#: third of a game's events; the others are found in engine.core.events.MADE by a key tuple)
GAIN_EVENTS, PAY_EVENTS = (
    tuple({k: tuple(event_of((kind, s, k, n)) for n in range(16)) for k in RES_KEYS} for s in SEATS)
    for kind in ("gain", "pay")
)


#: the VP events of up to 39 VP and the event of drawing an intrigue card, by seat, made once
VP_EVENTS = tuple(tuple(event_of(("vp", s, "", n)) for n in range(40)) for s in SEATS)
DRAW_INTRIGUE_EVENTS = tuple(event_of(("draw_intrigue", s, "", 1)) for s in SEATS)


#: resource values seen so far, by their packed form (`pack`): most combinations recur, and a lookup is
#: cheaper than building the frozen dataclass (bounded, so a long run cannot grow it without end)
RES: dict[int, Res] = {}


class _PlainRes:
    """A plain object laid out as `Res` is (the same slots, in the same order): `res_of` stores the five
    amounts on one (plain slot stores) and then makes it a `Res` by its `__class__`: no `__init__` run,
    no call through the frozen class's setters."""

    __slots__ = ("c", "f", "r", "w", "g")  # noqa: RUF023 (Res's order: the store to __class__ needs it)
    c: int
    f: int
    r: int
    w: int
    g: int


assert _PlainRes.__slots__ == Res.__slots__


def res_of(key: int) -> Res:
    """The resources packed in `key` (`pack`), made once and shared."""
    found = RES.get(key)
    return found if found is not None else new_res(key)


def new_res(key: int) -> Res:
    """`res_of(key)` for a key not in RES (a third of a game's values are new): made without the
    dataclass's `__init__`, whose stores go through the frozen class's setters, and kept in RES."""
    plain = _PlainRes()
    plain.c, plain.f, plain.r, plain.w, plain.g = key >> 18 & 63, key >> 12 & 63, key >> 6 & 63, key & 63, key >> 24
    plain.__class__ = Res  # type: ignore[assignment]
    res: Res = plain  # type: ignore[assignment]
    if len(RES) < 50_000:
        RES[key] = res
    return res


# -- values the rules share, made once at import ---------------------------------------------------

#: quest id -> its plot kind ("" for an ordinary quest); content is fixed, so computed once
PLOT_OF: dict[str, str] = {q.id: q.plot for q in load().quests.values()}

# Tasks that recur every turn, made once per possible seat (tasks are immutable values).
COMPLETE = tuple(Task("complete", s) for s in SEATS)
END_TURN = tuple(Task("end_turn", s) for s in SEATS)
NEXT_TURN = tuple(Task("next_turn", NO_SEAT, "", s) for s in SEATS)
AFTER_ACTION = tuple(Task("after_action", s) for s in SEATS)
INN_QUEST = tuple(Task("inn_quest", s) for s in SEATS)
ROUND_START, ROUND_END = Task("round_start"), Task("round_end")


#: Builder's Hall tiles by building and VP tokens on them, made once (they are immutable values)
_HALL_TILES = {b: tuple(HallTile(b, vp) for vp in range(12)) for b in load().buildings}


def hall_tile(building: str, vp: int) -> HallTile:
    """`HallTile(building, vp)`, shared (a tile gains a VP token a round)."""
    tiles = _HALL_TILES.get(building)
    return tiles[vp] if tiles is not None and vp < len(tiles) else HallTile(building, vp)


def pick_tasks(mode: str, act: Action) -> tuple[Task, ...]:
    """Per seat, the pick task of an action's adventurers: to pay back ("return") or to take."""
    if mode == "return":
        return tuple(Task("pick", s, mode, act.pay_any) for s in SEATS)
    return tuple(Task("pick", s, mode, act.pick_n, tuple(act.pick)) for s in SEATS)


def without(items: tuple[str, ...], item: str) -> tuple[str, ...]:
    """`items` less the first `item` (what list.remove does); ValueError when missing."""
    i = items.index(item)
    return items[:i] + items[i + 1 :]
