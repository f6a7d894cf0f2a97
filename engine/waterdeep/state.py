"""Frozen state of a Lords of Waterdeep game.

Cards are referenced by content id. A turn is a queue of `Task`s: the first task that needs a
decision is the pending decision; automatic tasks (round upkeep, owner benefits, plot triggers)
run inside `apply`. Everything here round-trips through `engine.core.serial`.
"""

from __future__ import annotations

import dataclasses

from engine.waterdeep.content import Res

NO_SEAT = -1


# Player and State keep their fields in __dict__ (no slots) so that `work.py` can build the next
# state by copying the previous one's field dict in C instead of 24 frozen __setattr__ calls.
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


@dataclasses.dataclass(frozen=True, slots=True)
class Lot:
    building: str
    owner: int
    stock: Res = Res()
    vp: int = 0  # accumulated VP tokens


@dataclasses.dataclass(frozen=True, slots=True)
class HallTile:
    building: str
    vp: int = 0


@dataclasses.dataclass(frozen=True, slots=True)
class Task:
    kind: str
    seat: int = NO_SEAT
    a: str = ""
    n: int = 0
    opts: tuple[str, ...] = ()


@dataclasses.dataclass(frozen=True, slots=True)
class Event:
    """What happened, as data (the desktop turns it into words)."""

    kind: str
    seat: int = NO_SEAT
    a: str = ""
    n: int = 0


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
