"""Frozen state of a Lords of Waterdeep game.

Cards are referenced by content id. A turn is a queue of `Task`s (their fields: see `Task`): the
first task that needs a decision is the pending decision; automatic tasks (round upkeep, owner
benefits, plot triggers) run inside `apply`. Everything here round-trips through `engine.core.serial`.

`State.events` holds what the last move did (engine.core.events.Event; seat -1: nobody's):

| kind | seat | a | n |
|---|---|---|---|
| round | -1 | "" | the round beginning |
| place | the piece's owner | the space it is assigned to | the piece: 0 agent, 1 Lieutenant, 2 Ambassador |
| orb | who | the occupied space joined through the plot quest | 0 |
| copy | who | the space whose action is taken (copying building, bribe card) | 0 |
| owner | the building's owner | the building whose owner benefit follows | 0 |
| gain | who | "c", "f", "r", "w" (adventurers) or "g" (gold) | how many |
| pay | who | "c", "f", "r", "w" or "g" | how many |
| vp | who | "" | VP scored |
| draw_intrigue | who | "" (the card is secret) | 1 |
| play_intrigue | who | the intrigue card | 0 |
| quest | who | the quest taken | 0 |
| complete | who | the quest (or mandatory quest) completed | 0 |
| discard_quest | who | the quest | 0 |
| mandatory | who must complete it | the mandatory quest card | 0 |
| building | the new owner | the building put into play | 0 |
| discard_building | who | the building | 0 |
| return | the agent's owner | the space it leaves for the pool | 0 |
| reset_inn | who | "" (the quests at Cliffwatch Inn are replaced) | 0 |
| first_player | who takes the first-player marker | "" | 0 |
| ambassador | who takes the Ambassador (to place it next round) | "" | 0 |
| ambassador_held | who visited the palace while someone holds the Ambassador (nothing) | "" | 0 |
| lieutenant | who gains the Lieutenant | "" | 0 |
| harbor | -1 | "" (the Harbor agents are reassigned now) | 0 |
| no_space | whose Harbor agent finds no space and goes back to the pool | "" | 0 |
| reshuffle | -1 | "" (a discard pile becomes its deck) | 0 |
| round_end | -1 | "" | the round ending |
| game_over | -1 | "" (the last round ended) | 0 |
"""

from __future__ import annotations

import dataclasses
from typing import Any

from engine.core.events import NO_SEAT, Event
from engine.waterdeep.content import Res

#: `Lot`'s default stock (nothing)
_NO_RES = Res()

__all__ = ["NO_SEAT", "PIECE_CODES", "Event", "HallTile", "Lot", "Occ", "Player", "State", "Task"]

#: a place event's `n`: which piece was placed (the state after the move may not show it: a move that ends the
#: round sends every piece home)
PIECE_CODES = {"agent": 0, "lieutenant": 1, "ambassador": 2}


# Player and State keep their fields in __dict__ (no slots) so that `work.py` can build the next
# state by copying the previous one's field dict in C (engine.core.frozen: the copy trick).
@dataclasses.dataclass(frozen=True)
class Player:
    name: str
    lord: str
    res: Res
    vp: int = 0
    vp_quests: int = 0  # part of vp earned by completing quests (for the score breakdown)
    quests: tuple[str, ...] = ()  # active quests
    mandatory: tuple[str, ...] = ()  # active mandatory quests (intrigue card ids)
    completed: tuple[str, ...] = ()  # completed quests, plots included
    plots: tuple[str, ...] = ()  # completed plot quests
    intrigue: tuple[str, ...] = ()
    agents: int = 0  # colour agents owned
    pool: int = 0  # colour agents in the pool
    lieutenant: bool = False  # owns the Lieutenant
    lt_pool: bool = False  # the Lieutenant is in the pool
    orb_used: bool = False  # once-per-round plot abilities
    miracle_used: bool = False


@dataclasses.dataclass(frozen=True, slots=True)
class Occ:
    """An agent on a space. `reassign` marks an agent on the copying building copying a Harbor space."""

    space: str
    seat: int
    piece: str  # "agent" | "lieutenant" | "ambassador"
    reassign: str = ""


@dataclasses.dataclass(frozen=True, slots=True, init=False)
class Lot:
    """A building in play: its owner, what it has accumulated (`stock`) and its VP tokens. Made by `__new__` (see
    `Task`)."""

    building: str
    owner: int
    stock: Res
    vp: int  # accumulated VP tokens

    def __new__(cls, building: str, owner: int, stock: Res = _NO_RES, vp: int = 0) -> Lot:
        lot: Any = _PlainLot()
        lot.building, lot.owner, lot.stock, lot.vp = building, owner, stock, vp
        lot.__class__ = Lot
        made: Lot = lot
        return made

    def __getnewargs__(self) -> tuple[str, int, Res, int]:
        """What `copy` passes to `__new__` (which needs the fields)."""
        return self.building, self.owner, self.stock, self.vp


@dataclasses.dataclass(frozen=True, slots=True)
class HallTile:
    building: str
    vp: int = 0


@dataclasses.dataclass(frozen=True, slots=True, init=False)
class Task:
    """One step of the turn queue. What `a`, `n` and `opts` hold depends on `kind` ("-": unused).

    Made by `__new__`, not a dataclass `__init__`: a plain object with the same slots given its fields and then
    this class (`_PlainTask`), 2.6 times faster than the frozen `__init__`'s one `object.__setattr__` a field (a
    game makes a few hundred tasks and lots as it goes); still frozen, equal and hashed by its fields, and
    `dataclasses.replace` works (it calls the class).

    Decisions (`flow.DECISIONS`; the first one in the queue is the pending decision of `seat`):

    | kind | a | n | opts |
    |---|---|---|---|
    | place | the mode (below) | - | mode "reassign": (piece,) |
    | copy | "copy_occupied" (the copying building) or "bribe" (the card) | - | - |
    | complete | - | - | - |
    | inn_quest | "", or "heroes": the quest may be completed at once | - | - |
    | heroes | the quest just taken | - | - |
    | buy | "buy" (pay the cost) or "free" | - | - |
    | intrigue | "harbor", or "free": a quest reward, may decline | - | - |
    | pick | the mode (below) | picks left, this one included | cube letters on offer |
    | steal | - | - | - |
    | bid | - | - | the quests still on offer |
    | favor | the intrigue card | - | - |
    | change | the intrigue card | 0: who played it, 1: an opponent (may decline) | - |
    | opponent | the intrigue card (gift, mandatory quest) or the rewarding quest | gold to give | - |
    | offer | the intrigue card | the seat who played it | - |
    | quest_type, discard_building | - | - | - |
    | recall | "accelerate" (a Harbor agent), "recall" or "quest_reward" | - | - |

    Place modes: "turn"; "reassign" (an agent from the Harbor); "amb" (the Ambassador, round start);
    "now" (a returned agent, Harbor phase); "extra" (an accelerating card); "sample" (a Builder's
    Hall tile). Pick modes: "gain" (the acting seat's own action); "return" (adventurers paid for an
    action; opts empty: any the seat has); "owner" (an owner benefit); "gift" (an opponent's card);
    "luck" (the round-start plot); "miracle" (swap for a cleric, may decline; opts empty).

    Automatic steps (`flow.AUTOMATIC`, run inside `apply`):

    | kind | seat | a | n | opts |
    |---|---|---|---|---|
    | round_start, round_end | - | - | - | - |
    | next_turn | - | - | the seat to look from, clockwise | - |
    | end_turn | whose turn ends | "amb": the Ambassador's turn, no next turn follows | - | - |
    | reassign | the agent's owner | the Harbor space it belongs to | - | (piece, space it stands on) |
    | now | whose returned agent is placed at once | - | - | - |
    | owner | the building's owner | the building | - | - |
    | after_action | whose action's plot triggers resolve | - | - | - |

    `Game.decision` is the public description of the pending decision: tables use it, not this.
    """

    kind: str
    seat: int
    a: str
    n: int
    opts: tuple[str, ...]

    def __new__(cls, kind: str, seat: int = NO_SEAT, a: str = "", n: int = 0, opts: tuple[str, ...] = ()) -> Task:
        task: Any = _PlainTask()
        task.kind, task.seat, task.a, task.n, task.opts = kind, seat, a, n, opts
        task.__class__ = Task
        made: Task = task
        return made

    def __getnewargs__(self) -> tuple[str, int, str, int, tuple[str, ...]]:
        """What `copy` passes to `__new__` (which needs the fields)."""
        return self.kind, self.seat, self.a, self.n, self.opts


@dataclasses.dataclass(frozen=True)
class State:
    seed: int
    rng: int
    players: tuple[Player, ...]
    round: int = 1
    phase: str = "main"  # "main" | "harbor" | "over"
    first: int = 0  # holder of the first-player marker
    turn: int = NO_SEAT  # whose turn (or reassignment) it is
    occ: tuple[Occ, ...] = ()
    lots: tuple[Lot, ...] = ()
    hall: tuple[HallTile, ...] = ()
    building_stack: tuple[str, ...] = ()
    building_discard: tuple[str, ...] = ()
    inn: tuple[str, ...] = ()
    quest_deck: tuple[str, ...] = ()
    quest_discard: tuple[str, ...] = ()
    intrigue_deck: tuple[str, ...] = ()
    intrigue_discard: tuple[str, ...] = ()
    amb_holder: int = NO_SEAT  # took the Ambassador and places it next round
    tasks: tuple[Task, ...] = ()
    quest_done: bool = False  # a quest was completed this turn
    acting: int = NO_SEAT  # seat whose action is resolving (plot triggers)
    act_gain: str = ""  # resource letters the current action gave the acting seat
    draws: int = 0  # hidden-information counter: bumps on every draw or reveal
    events: tuple[Event, ...] = ()  # what the last move did


class _PlainTask:
    """Laid out as `Task` (the same slots in the same order): `Task.__new__` fills one, then sets its class."""

    __slots__ = ("kind", "seat", "a", "n", "opts")  # noqa: RUF023 (Task's order: the store to __class__ needs it)


class _PlainLot:
    """Laid out as `Lot` (see `_PlainTask`)."""

    __slots__ = ("building", "owner", "stock", "vp")  # (Lot's order: the store to __class__ needs it)


assert _PlainTask.__slots__ == Task.__slots__ and _PlainLot.__slots__ == Lot.__slots__
