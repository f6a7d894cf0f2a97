"""A mutable working copy of a `State`, used only inside `apply` and frozen again at the end.

Card effects read much more simply as small mutations; the copy keeps `apply` pure from the
outside (the input state is never touched) and `freeze` shares every part that did not change.
Players are copied only when written (`p`); reads go through `player`, `amount` and friends, which
look at the frozen player when there is no copy. `apply` runs hundreds of times a game, so the hot
paths here are written as plain loops.
"""

from __future__ import annotations

from collections.abc import Sequence
from operator import attrgetter
from typing import Any

from engine.core import rng
from engine.waterdeep.board import AGENTS_BY_PLAYERS, BASIC, CUBE_SUPPLY
from engine.waterdeep.content import CUBES, Res, load
from engine.waterdeep.state import NO_SEAT, Event, HallTile, Lot, Occ, Player, State, Task, derive

RES_KEYS = "cfrwg"
_AMOUNT = {k: attrgetter(f"res.{k}") for k in RES_KEYS}  # frozen player -> amount of k
#: quest id -> its plot kind ("" for an ordinary quest); content is fixed, so computed once
PLOT_OF: dict[str, str] = {q.id: q.plot for q in load().quests.values()}

# Tasks that recur every turn, made once per possible seat (tasks are immutable values).
SEATS = range(max(AGENTS_BY_PLAYERS))
COMPLETE = tuple(Task("complete", s) for s in SEATS)
END_TURN = tuple(Task("end_turn", s) for s in SEATS)
NEXT_TURN = tuple(Task("next_turn", NO_SEAT, "", s) for s in SEATS)
AFTER_ACTION = tuple(Task("after_action", s) for s in SEATS)
INN_QUEST = tuple(Task("inn_quest", s) for s in SEATS)

#: the most frequent events, made once: building a frozen dataclass is costly next to a dict lookup
EVENTS: dict[tuple[str, int, str, int], Event] = {
    (e.kind, e.seat, e.a, e.n): e
    for e in [
        *(Event("place", s, space) for s in SEATS for space in [*BASIC, *load().buildings]),
        *(Event(kind, s, key, n) for kind in ("gain", "pay") for s in SEATS for key in RES_KEYS for n in range(1, 9)),
        *(Event("vp", s, "", n) for s in SEATS for n in range(1, 11)),
        *(Event("draw_intrigue", s, "", 1) for s in SEATS),
    ]
}


def without(items: tuple[str, ...], item: str) -> tuple[str, ...]:
    """`items` less the first `item` (what list.remove does); ValueError when missing."""
    i = items.index(item)
    return items[:i] + items[i + 1 :]


class _LazyList:
    """A State tuple field copied into a list on first use; untouched fields are shared on freeze."""

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name

    def __get__(self, w: Work, owner: type) -> list[Any]:
        value = list(getattr(w.src, self.name))
        w.__dict__[self.name] = value  # later reads skip the descriptor
        return value


class PW:
    """Mutable player."""

    __slots__ = (
        "agents",
        "completed",
        "intrigue",
        "lieutenant",
        "lt_pool",
        "mandatory",
        "miracle_used",
        "orb_used",
        "plots",
        "pool",
        "quests",
        "res",
        "src",
        "vp",
        "vp_quests",
    )

    def __init__(self, p: Player) -> None:
        self.src = p
        r = p.res
        self.res = {"c": r.c, "f": r.f, "r": r.r, "w": r.w, "g": r.g}
        self.vp = p.vp
        self.vp_quests = p.vp_quests
        # card lists stay tuples (replaced, not edited: see `add` and `without`), so they are shared
        # with the frozen player for free
        self.quests: tuple[str, ...] = p.quests
        self.mandatory: tuple[str, ...] = p.mandatory
        self.completed: tuple[str, ...] = p.completed
        self.plots: tuple[str, ...] = p.plots
        self.intrigue: tuple[str, ...] = p.intrigue
        self.agents = p.agents
        self.pool = p.pool
        self.lieutenant = p.lieutenant
        self.lt_pool = p.lt_pool
        self.orb_used = p.orb_used
        self.miracle_used = p.miracle_used

    def freeze(self) -> Player:
        p = self.src
        r = self.res
        res = p.res  # shared when unchanged
        if r["c"] != res.c or r["f"] != res.f or r["r"] != res.r or r["w"] != res.w or r["g"] != res.g:
            res = Res(r["c"], r["f"], r["r"], r["w"], r["g"])
        return derive(
            p,
            {
                "res": res,
                "vp": self.vp,
                "vp_quests": self.vp_quests,
                "quests": self.quests,
                "mandatory": self.mandatory,
                "completed": self.completed,
                "plots": self.plots,
                "intrigue": self.intrigue,
                "agents": self.agents,
                "pool": self.pool,
                "lieutenant": self.lieutenant,
                "lt_pool": self.lt_pool,
                "orb_used": self.orb_used,
                "miracle_used": self.miracle_used,
            },
        )


_LIST_FIELDS = (
    "occ",
    "lots",
    "hall",
    "building_stack",
    "building_discard",
    "inn",
    "quest_deck",
    "quest_discard",
    "intrigue_deck",
    "intrigue_discard",
    "tasks",
)


class Work:
    """Mutable mirror of State; see module docstring."""

    occ: list[Occ] = _LazyList()  # type: ignore[assignment]
    lots: list[Lot] = _LazyList()  # type: ignore[assignment]
    hall: list[HallTile] = _LazyList()  # type: ignore[assignment]
    building_stack: list[str] = _LazyList()  # type: ignore[assignment]
    building_discard: list[str] = _LazyList()  # type: ignore[assignment]
    inn: list[str] = _LazyList()  # type: ignore[assignment]
    quest_deck: list[str] = _LazyList()  # type: ignore[assignment]
    quest_discard: list[str] = _LazyList()  # type: ignore[assignment]
    intrigue_deck: list[str] = _LazyList()  # type: ignore[assignment]
    intrigue_discard: list[str] = _LazyList()  # type: ignore[assignment]
    tasks: list[Task] = _LazyList()  # type: ignore[assignment]

    def __init__(self, s: State) -> None:
        self.src = s
        self.tasks = list(s.tasks)  # always needed
        self.rng = s.rng
        self._players = s.players
        self._pw: dict[int, PW] = {}
        self.round = s.round
        self.phase = s.phase
        self.first = s.first
        self.turn = s.turn
        self.amb_holder = s.amb_holder
        self.quest_done = s.quest_done
        self.acting = s.acting
        self.act_gain = s.act_gain
        self.draws = s.draws
        self.events: list[Event] = []
        self.n = len(s.players)
        self.depth = 0  # nesting of legality checks that look at other actions

    def freeze(self) -> State:
        players = self._players
        if self._pw:
            frozen = list(players)
            for i, pw in self._pw.items():
                frozen[i] = pw.freeze()
            players = tuple(frozen)
        src, t = self.src, self.__dict__  # lists in `t` were touched (see _LazyList)
        values = {
            "rng": self.rng,
            "players": players,
            "round": self.round,
            "phase": self.phase,
            "first": self.first,
            "turn": self.turn,
            "amb_holder": self.amb_holder,
            "quest_done": self.quest_done,
            "acting": self.acting,
            "act_gain": self.act_gain,
            "draws": self.draws,
            "events": tuple(self.events),
        }
        for name in _LIST_FIELDS:
            if name in t:
                values[name] = tuple(t[name])
        return derive(src, values)

    # -- players ---------------------------------------------------------------------------------
    def p(self, seat: int) -> PW:
        pw = self._pw.get(seat)
        if pw is None:
            pw = self._pw[seat] = PW(self._players[seat])
        return pw

    def player(self, seat: int) -> PW | Player:
        """For reading only: the working copy if there is one, else the frozen player."""
        pw = self._pw.get(seat)
        return pw if pw is not None else self._players[seat]

    def amount(self, seat: int, key: str) -> int:
        """Read one resource without taking a mutable copy of the player."""
        pw = self._pw.get(seat)
        return pw.res[key] if pw is not None else int(getattr(self._players[seat].res, key))

    def resources(self, seat: int) -> tuple[int, int, int, int, int]:
        """(c, f, r, w, g) of the seat."""
        pw = self._pw.get(seat)
        if pw is not None:
            r = pw.res
            return r["c"], r["f"], r["r"], r["w"], r["g"]
        res = self._players[seat].res
        return res.c, res.f, res.r, res.w, res.g

    def cubes(self, seat: int) -> int:
        pw = self._pw.get(seat)
        if pw is not None:
            r = pw.res
            return r["c"] + r["f"] + r["r"] + r["w"]
        return self._players[seat].res.cubes

    def in_pool(self, seat: int) -> int:
        p = self.player(seat)
        return p.pool + (1 if p.lt_pool else 0)

    def has_plot(self, seat: int, plot: str) -> bool:
        plots = self.player(seat).plots
        return any(PLOT_OF[q] == plot for q in plots) if plots else False

    def opponents(self, seat: int) -> list[int]:
        """Clockwise from the seat after `seat`."""
        return [(seat + k) % self.n for k in range(1, self.n)]

    def event(self, kind: str, seat: int = NO_SEAT, a: str = "", n: int = 0) -> None:
        e = EVENTS.get((kind, seat, a, n))
        self.events.append(e if e is not None else Event(kind, seat, a, n))

    # -- resources ---------------------------------------------------------------------------------
    def supply(self, cube: str) -> int:
        players = self._players
        left: int = CUBE_SUPPLY - sum(map(_AMOUNT[cube], players))  # as frozen, then the working copies
        for i, pw in self._pw.items():
            left += getattr(players[i].res, cube) - pw.res[cube]
        return left

    def gain(self, seat: int, key: str, n: int, trigger: bool = True) -> int:
        """Give `n` of a cube or gold; cubes are capped by the supply. Returns what was given.

        `trigger`: whether this counts as "an action gives you X" for plot quests.
        """
        if n <= 0:
            return 0
        if key in CUBES:
            n = min(n, self.supply(key))
            if n <= 0:
                return 0
        self.p(seat).res[key] += n
        if trigger and seat == self.acting and key not in self.act_gain:
            self.act_gain += key
        self.event("gain", seat, key, n)
        return n

    def gain_res(self, seat: int, res: Res, trigger: bool = True) -> None:
        # in RES_KEYS order
        if res.c:
            self.gain(seat, "c", res.c, trigger)
        if res.f:
            self.gain(seat, "f", res.f, trigger)
        if res.r:
            self.gain(seat, "r", res.r, trigger)
        if res.w:
            self.gain(seat, "w", res.w, trigger)
        if res.g:
            self.gain(seat, "g", res.g, trigger)

    def pay(self, seat: int, key: str, n: int) -> None:
        pw = self.p(seat)
        if pw.res[key] < n:
            raise AssertionError(f"seat {seat} cannot pay {n} {key}")
        pw.res[key] -= n
        if n:
            self.event("pay", seat, key, n)

    def score(self, seat: int, vp: int, quest: bool = False) -> None:
        if vp:
            pw = self.p(seat)
            pw.vp += vp
            if quest:
                pw.vp_quests += vp
            self.event("vp", seat, "", vp)

    # -- decks -------------------------------------------------------------------------------------
    def _draw(self, deck: list[str], discard: list[str]) -> str | None:
        """Callers look at the discard pile only when the deck is empty (it is seldom needed)."""
        if not deck:
            if not discard:
                return None
            order, self.rng = rng.shuffled(self.rng, discard)
            deck.extend(order)
            discard.clear()
            self.event("reshuffle")
        self.draws += 1
        return deck.pop(0)

    def draw_quest(self) -> str | None:
        deck = self.quest_deck
        return self._draw(deck, self.quest_discard if not deck else [])

    def draw_intrigue(self, seat: int, n: int = 1) -> None:
        for _ in range(n):
            deck = self.intrigue_deck
            card = self._draw(deck, self.intrigue_discard if not deck else [])
            if card is None:
                return
            pw = self.p(seat)
            pw.intrigue += (card,)
            self.event("draw_intrigue", seat, "", 1)

    def draw_building(self) -> str | None:
        deck = self.building_stack
        return self._draw(deck, self.building_discard if not deck else [])

    def refill_inn(self) -> None:
        while len(self.inn) < 4:
            q = self.draw_quest()
            if q is None:
                return
            self.inn.append(q)

    def refill_hall(self) -> None:
        while len(self.hall) < 3:
            b = self.draw_building()
            if b is None:
                return
            self.hall.append(HallTile(b, 0))

    # -- board -------------------------------------------------------------------------------------
    def lots_now(self) -> Sequence[Lot]:
        """`lots` for reading only, without taking the working copy."""
        return self.__dict__.get("lots", self.src.lots)

    def hall_now(self) -> Sequence[HallTile]:
        """`hall` for reading only, without taking the working copy."""
        return self.__dict__.get("hall", self.src.hall)

    def lot_of(self, building: str) -> int:
        for i, lot in enumerate(self.lots_now()):
            if lot.building == building:
                return i
        return -1

    def owner_of(self, space: str) -> int:
        i = self.lot_of(space)
        return self.lots_now()[i].owner if i >= 0 else NO_SEAT

    def buildings_of(self, seat: int) -> int:
        return [lot.owner for lot in self.lots_now()].count(seat)

    def put_in_play(self, seat: int, building: str, vp_tokens: int) -> None:
        """A building enters play on a free lot under `seat`, scoring its VP tokens and stocking it."""
        b = load().buildings[building]
        self.lots.append(Lot(building, seat, b.stock, b.stock_vp))
        self.score(seat, vp_tokens)
        self.event("building", seat, building)

    def return_agent(self, index: int) -> None:
        """Take the agent at occ[index] back to its owner's pool."""
        o = self.occ.pop(index)
        pw = self.p(o.seat)
        if o.piece == "lieutenant":
            pw.lt_pool = True
        elif o.piece == "agent":
            pw.pool += 1
        self.event("return", o.seat, o.space)

    def push(self, *tasks: Task) -> None:
        """Put tasks at the front of the queue, in the given order."""
        self.tasks[0:0] = tasks
