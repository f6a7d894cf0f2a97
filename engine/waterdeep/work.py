"""A mutable working copy of a `State`, used only inside `apply` and frozen again at the end.

Card effects read much more simply as small mutations; the copy keeps `apply` pure from the
outside (the input state is never touched) and `freeze` shares every part that did not change.
"""

from __future__ import annotations

from typing import Any

from engine.core import rng
from engine.waterdeep.board import CUBE_SUPPLY
from engine.waterdeep.content import CUBES, Res, load
from engine.waterdeep.state import NO_SEAT, Event, HallTile, Lot, Occ, Player, State, Task

RES_KEYS = "cfrwg"


class PW:
    """Mutable player."""

    __slots__ = (
        "agents",
        "completed",
        "intrigue",
        "lieutenant",
        "lord",
        "lt_pool",
        "mandatory",
        "miracle_used",
        "name",
        "orb_used",
        "plots",
        "pool",
        "quests",
        "res",
        "vp",
        "vp_quests",
    )

    def __init__(self, p: Player) -> None:
        self.name = p.name
        self.lord = p.lord
        r = p.res
        self.res = {"c": r.c, "f": r.f, "r": r.r, "w": r.w, "g": r.g}
        self.vp = p.vp
        self.vp_quests = p.vp_quests
        self.quests = list(p.quests)
        self.mandatory = list(p.mandatory)
        self.completed = list(p.completed)
        self.plots = list(p.plots)
        self.intrigue = list(p.intrigue)
        self.agents = p.agents
        self.pool = p.pool
        self.lieutenant = p.lieutenant
        self.lt_pool = p.lt_pool
        self.orb_used = p.orb_used
        self.miracle_used = p.miracle_used

    def freeze(self) -> Player:
        return Player(
            name=self.name,
            lord=self.lord,
            res=Res(**self.res),
            vp=self.vp,
            vp_quests=self.vp_quests,
            quests=tuple(self.quests),
            mandatory=tuple(self.mandatory),
            completed=tuple(self.completed),
            plots=tuple(self.plots),
            intrigue=tuple(self.intrigue),
            agents=self.agents,
            pool=self.pool,
            lieutenant=self.lieutenant,
            lt_pool=self.lt_pool,
            orb_used=self.orb_used,
            miracle_used=self.miracle_used,
        )

    @property
    def in_pool(self) -> int:
        return self.pool + (1 if self.lt_pool else 0)

    def has_plot(self, plot: str) -> bool:
        if not self.plots:
            return False
        quests = load().quests
        return any(quests[q].plot == plot for q in self.plots)


class _LazyList:
    """A State tuple field copied into a list on first use; untouched fields are shared on freeze."""

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name

    def __get__(self, w: Work, owner: type) -> list[Any]:
        value = list(getattr(w.src, self.name))
        w.__dict__[self.name] = value  # later reads skip the descriptor
        return value


_LISTS = (
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
        self.seed = s.seed
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
        players = tuple(self._pw[i].freeze() if i in self._pw else p for i, p in enumerate(self._players))
        src, touched = self.src, self.__dict__
        lists = {name: tuple(touched[name]) if name in touched else getattr(src, name) for name in _LISTS}
        return State(
            seed=self.seed,
            rng=self.rng,
            players=players,
            round=self.round,
            phase=self.phase,
            first=self.first,
            turn=self.turn,
            amb_holder=self.amb_holder,
            quest_done=self.quest_done,
            acting=self.acting,
            act_gain=self.act_gain,
            draws=self.draws,
            events=tuple(self.events),
            **lists,
        )

    # -- players ---------------------------------------------------------------------------------
    def p(self, seat: int) -> PW:
        pw = self._pw.get(seat)
        if pw is None:
            pw = self._pw[seat] = PW(self._players[seat])
        return pw

    def amount(self, seat: int, key: str) -> int:
        """Read one resource without taking a mutable copy of the player."""
        pw = self._pw.get(seat)
        return pw.res[key] if pw is not None else self._players[seat].res.get(key)

    def in_pool(self, seat: int) -> int:
        pw = self._pw.get(seat)
        if pw is not None:
            return pw.in_pool
        p = self._players[seat]
        return p.pool + (1 if p.lt_pool else 0)

    def has_plot(self, seat: int, plot: str) -> bool:
        pw = self._pw.get(seat)
        plots = pw.plots if pw is not None else self._players[seat].plots
        if not plots:
            return False
        quests = load().quests
        return any(quests[q].plot == plot for q in plots)

    def opponents(self, seat: int) -> list[int]:
        """Clockwise from the seat after `seat`."""
        return [(seat + k) % self.n for k in range(1, self.n)]

    def event(self, kind: str, seat: int = NO_SEAT, a: str = "", n: int = 0) -> None:
        self.events.append(Event(kind, seat, a, n))

    # -- resources ---------------------------------------------------------------------------------
    def supply(self, cube: str) -> int:
        return CUBE_SUPPLY - sum(self.amount(i, cube) for i in range(self.n))

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
        for key in RES_KEYS:
            v = res.get(key)
            if v:
                self.gain(seat, key, v, trigger)

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
        return self._draw(self.quest_deck, self.quest_discard)

    def draw_intrigue(self, seat: int, n: int = 1) -> None:
        for _ in range(n):
            card = self._draw(self.intrigue_deck, self.intrigue_discard)
            if card is None:
                return
            self.p(seat).intrigue.append(card)
            self.event("draw_intrigue", seat, "", 1)

    def draw_building(self) -> str | None:
        return self._draw(self.building_stack, self.building_discard)

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
    def occupants(self, space: str) -> list[Occ]:
        return [o for o in self.occ if o.space == space]

    def lot_of(self, building: str) -> int:
        for i, lot in enumerate(self.lots):
            if lot.building == building:
                return i
        return -1

    def owner_of(self, space: str) -> int:
        i = self.lot_of(space)
        return self.lots[i].owner if i >= 0 else NO_SEAT

    def buildings_of(self, seat: int) -> int:
        return sum(1 for lot in self.lots if lot.owner == seat)

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
