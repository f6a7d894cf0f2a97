"""A mutable working copy of a `State`, used only inside `apply` and frozen again at the end.

Card effects read much more simply as small mutations; the copy keeps `apply` pure from the
outside (the input state is never touched) and `freeze` shares every part that did not change.
Players are copied only when written (`p`); reads go through `player`, `amount` and friends, which
look at the frozen player when there is no copy. `apply` runs hundreds of times a game, so the hot
paths here are written as plain loops.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from operator import attrgetter, countOf
from typing import Any, Literal, overload

from engine.core.events import MADE, event_of
from engine.core.frozen import NEW
from engine.waterdeep.board import CUBE_SUPPLY
from engine.waterdeep.content import CUBES, Res, load
from engine.waterdeep.decks import CardList, Decks
from engine.waterdeep.resources import (
    GAIN_EVENTS,
    MASK,
    PAY_EVENTS,
    PLOT_OF,
    PW,
    RES,
    RES_KEYS,
    SHIFT,
    VP_EVENTS,
    new_res,
    pack,
)
from engine.waterdeep.state import NO_SEAT, Event, HallTile, Lot, Occ, Player, State, Task

_OWNER = attrgetter("owner")
_AMOUNT = {k: attrgetter(f"res.{k}") for k in RES_KEYS}  # frozen player -> amount of k


class _Plain:
    """A plain object laid out as State and Player are (fields in `__dict__`, no slots). `freeze` starts
    each new state or player as one, sets its `__dict__` (a new combined dict: `engine.core.frozen`) and
    then its `__class__`: an instance of exactly that class holding those fields, no `__init__` run, for
    ~1,000 instructions fewer than `object.__new__` and `object.__setattr__` (two calls through C wrappers
    that build an argument tuple and check their target; the frozen dataclass refuses a plain store). The
    classes must keep that layout (the Architects engine's `Blank` measured and does the same)."""


#: `_Plain`, typed as making anything (`Player`'s and `State`'s attributes are stored on it)
_Blank: Callable[[], Any] = _Plain


class Work(Decks):
    """Mutable mirror of State; see module docstring.

    Slots, not an instance dict: attribute reads here are the hottest thing `apply` does, and CPython
    specialises slot reads; a dict that is materialised (e.g. by reading `__dict__`) stops that. The
    card and board lists hold the state's tuples until `edit` copies them, so untouched ones are
    shared with the next state."""

    #: slots that are the copy's own bookkeeping, not State fields. Every other slot mirrors the State
    #: field of its name, except `seed` (never changes) and `players` (`frozen` and `copies`); a test
    #: ties the two lists together, so a new State field needs its slot, `__init__` and `freeze` line.
    OWN = (
        *("_dirty", "_edited", "_made", "_res_changed", "_used", "copies", "depth", "frozen", "n", "src", "src_fields"),
        *("pw_fields", "taken", "taken_of"),
    )
    __slots__ = (
        *OWN,
        "act_gain",
        "acting",
        "amb_holder",
        "building_discard",
        "building_stack",
        "draws",
        "events",
        "first",
        "hall",
        "inn",
        "intrigue_deck",
        "intrigue_discard",
        "lots",
        "occ",
        "phase",
        "quest_deck",
        "quest_discard",
        "quest_done",
        "rng",
        "round",
        "tasks",
        "turn",
    )
    occ: Sequence[Occ]
    lots: Sequence[Lot]
    hall: Sequence[HallTile]
    building_stack: Sequence[str]
    building_discard: Sequence[str]
    inn: Sequence[str]
    quest_deck: Sequence[str]
    quest_discard: Sequence[str]
    intrigue_deck: Sequence[str]
    intrigue_discard: Sequence[str]

    def __init__(self, s: State) -> None:
        self.src = s
        # `src`'s fields when they are a combined dict (engine.core.frozen), else None: a state `freeze` made
        # holds one (and it is kept here, no `__dict__` to look up), one made by `__init__` (a new game, a saved
        # one read back, dataclasses.replace) may not
        self.src_fields: dict[str, Any] | None = None
        self.tasks: list[Task] = list(s.tasks)  # always edited
        self.rng = s.rng
        self.frozen = s.players
        self._made: list[Player] = list(s.players)  # `frozen` as a list, for `freeze` to change and copy
        self.n = len(s.players)
        # working copies of players by seat (None: not made yet), each equal to the frozen player unless
        # its seat is in `_dirty` (changed since the last freeze, in the order first changed); reads
        # use a copy when there is one, clean or not (a list, not a dict: an index costs less than .get).
        # Outside this class `copies` and `frozen` are read only, where `player(seat)` is spelled out
        # as `w.copies[seat] or w.frozen[seat]` (the hottest reads: a call costs more than the read).
        self.copies: list[PW | None] = [None] * self.n
        # by seat: the instance dict of the working copy (what `freeze` copies: no `__dict__` to look up)
        self.pw_fields: list[dict[str, Any]] = [{}] * self.n
        self._dirty: list[int] = []
        self._used: dict[str, int] | None = None  # adventurers held by the players, by type (see `supply`)
        # by seat: whether gain or pay changed its resources since the last freeze (a list: an index
        # store costs less than set.add)
        self._res_changed: list[bool] = [False] * self.n
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
        self.depth = 0  # nesting of legality checks that look at other actions
        # the spaces taken, as a mask of legality.BIT, and the occupancy tuple it was counted from
        self.taken_of: Sequence[Occ] | None = None
        self.taken = 0
        self._edited: list[str] = []  # list fields copied by `edit`
        self.occ = s.occ
        self.lots = s.lots
        self.hall = s.hall
        self.building_stack = s.building_stack
        self.building_discard = s.building_discard
        self.inn = s.inn
        self.quest_deck = s.quest_deck
        self.quest_discard = s.quest_discard
        self.intrigue_deck = s.intrigue_deck
        self.intrigue_discard = s.intrigue_discard

    @overload
    def edit(self, name: Literal["lots"]) -> list[Lot]: ...
    @overload
    def edit(self, name: Literal["hall"]) -> list[HallTile]: ...
    @overload
    def edit(self, name: CardList) -> list[str]: ...

    def edit(self, name: Literal["lots", "hall"] | CardList) -> list[Any]:
        """The list field `name`, ready to change: copied from the state's tuple on the first edit."""
        value = getattr(self, name)
        if value.__class__ is tuple:  # the state's tuple: not edited yet
            copy: list[Any] = list(value)
            setattr(self, name, copy)
            self._edited.append(name)
            return copy
        edited: list[Any] = value  # the list of an earlier edit
        return edited

    def edit_occ(self) -> list[Occ]:
        """The occupancy, ready to change (as `edit`); the kept mask of taken spaces
        (`legality.taken_mask`) is dropped, to be counted again when next asked."""
        self.taken_of = None
        occ = self.occ
        if occ.__class__ is tuple:
            copy = self.occ = list(occ)  # (`freeze` finds it changed: no entry in `_edited`)
            return copy
        edited: list[Occ] = occ  # type: ignore[assignment]  # (a list: an earlier edit's)
        return edited

    def edited(self, name: Literal["lots", "hall"] | CardList) -> None:
        """Mark the list field `name` as replaced by a new tuple (freeze takes it as it is)."""
        self._edited.append(name)

    def freeze(self) -> State:
        """The state this copy now stands for, frozen; the copy then goes on from it, as `Work(new)` would
        but cheaper (`flow.apply` keeps it for the next move, which is nearly always made from that state):
        the scalars already agree, player copies are kept (as clean), edited lists become the new state's
        tuples until edited again, and the events start empty."""
        src = self.src
        # the copy trick (engine.core.frozen), spelled out: a copy of a combined dict is one too, and
        # `.copy()` costs ~300 instructions less than `dict(...)`, which also combines a split one
        own = self.src_fields
        fields = own.copy() if own is not None else dict(src.__dict__)
        dirty = self._dirty
        if dirty:
            players = self.frozen
            made = self._made  # (a list kept equal to `frozen`: none made and freed a freeze)
            changed = self._res_changed
            pw_fields = self.pw_fields
            for i in dirty:  # (a seat is dirty only through `p`, which makes its copy)
                # _freeze(the copy), inlined: this runs for nearly every move
                copied = pw_fields[i].copy()  # its __dict__, the copy trick (engine.core.frozen); `p` made it combined
                if changed[i]:
                    changed[i] = False
                    key = copied["res"]  # (the copy's, packed: resources.pack)
                    res = RES.get(key)  # (not `or`: Res.__bool__ is a Python call; an empty Res is false)
                    copied["res"] = res if res is not None else new_res(key)
                else:  # half the players frozen kept their resources: no lookup in the (large) table
                    copied["res"] = players[i].res
                player = made[i] = _Blank()  # (a Player made the `_Blank` way)
                player.__dict__ = copied
                player.__class__ = Player
            fields["players"] = self.frozen = tuple(made)
            dirty.clear()  # the copies are clean now: equal to the players frozen
        # Most moves change few of the scalars: one is written only when it is not the very object the
        # previous state holds (an identity test costs half a dict store; an equal value that is a
        # different object is written, which changes nothing).
        if self.rng is not src.rng:
            fields["rng"] = self.rng
        if self.round is not src.round:
            fields["round"] = self.round
        if self.phase is not src.phase:
            fields["phase"] = self.phase
        if self.first is not src.first:
            fields["first"] = self.first
        if self.turn is not src.turn:
            fields["turn"] = self.turn
        if self.amb_holder is not src.amb_holder:
            fields["amb_holder"] = self.amb_holder
        if self.quest_done is not src.quest_done:
            fields["quest_done"] = self.quest_done
        if self.acting is not src.acting:
            fields["acting"] = self.acting
        if self.act_gain is not src.act_gain:
            fields["act_gain"] = self.act_gain
        if self.draws is not src.draws:
            fields["draws"] = self.draws
        events = self.events
        fields["events"] = tuple(events)
        fields["tasks"] = tuple(self.tasks)
        occ = self.occ  # (changed by most moves, as a new tuple or an edited list: no entry in `_edited`)
        if occ is not src.occ:
            if occ.__class__ is not tuple:
                kept = self.taken_of is occ  # the mask counted from the list holds for its tuple
                occ = self.occ = tuple(occ)  # the tuple, until edited again
                if kept:
                    self.taken_of = occ
            fields["occ"] = occ
        edited = self._edited
        if edited:
            for name in edited:
                fields[name] = value = tuple(getattr(self, name))  # (a tuple set by `edited` is kept: no copy)
                setattr(self, name, value)  # the tuple, until edited again
            edited.clear()
        new: State = _Blank()  # (a State made the `_Blank` way)
        new.__dict__ = fields
        new.__class__ = State
        self.src = new
        self.src_fields = fields
        events.clear()  # (the same list goes on: none made and freed a move)
        return new

    # -- players ---------------------------------------------------------------------------------
    def p(self, seat: int) -> PW:
        """The seat's working copy, to change (it goes into the next frozen state)."""
        pw = self.copies[seat]
        if pw is None:
            # _thaw, inlined
            p = self.frozen[seat]
            fields = dict(p.__dict__)  # (engine.core.frozen, spelled out)
            r = p.res
            fields["res"] = pack(r.c, r.f, r.r, r.w, r.g)
            pw = self.copies[seat] = NEW(PW)
            pw.__dict__ = self.pw_fields[seat] = fields
        if seat not in self._dirty:
            self._dirty.append(seat)
        return pw

    def player(self, seat: int) -> PW | Player:
        """For reading only: the working copy if there is one, else the frozen player."""
        pw = self.copies[seat]
        return pw if pw is not None else self.frozen[seat]

    def amount(self, seat: int, key: str) -> int:
        """Read one resource without taking a mutable copy of the player."""
        pw = self.copies[seat]
        if pw is not None:
            return pw.res >> SHIFT[key] & MASK[key]
        amount: int = getattr(self.frozen[seat].res, key)
        return amount

    def resources(self, seat: int) -> tuple[int, int, int, int, int]:
        """(c, f, r, w, g) of the seat."""
        pw = self.copies[seat]
        if pw is not None:
            r = pw.res
            return r >> 18 & 63, r >> 12 & 63, r >> 6 & 63, r & 63, r >> 24  # (resources.SHIFT)
        res = self.frozen[seat].res
        return res.c, res.f, res.r, res.w, res.g

    def cubes(self, seat: int) -> int:
        pw = self.copies[seat]
        if pw is not None:
            r = pw.res
            return (r >> 18 & 63) + (r >> 12 & 63) + (r >> 6 & 63) + (r & 63)  # (resources.SHIFT)
        return self.frozen[seat].res.cubes

    def in_pool(self, seat: int) -> int:
        p = self.copies[seat] or self.frozen[seat]  # self.player(seat), inlined (a copy is truthy)
        return p.pool + (1 if p.lt_pool else 0)

    def has_plot(self, seat: int, plot: str) -> bool:
        for q in (self.copies[seat] or self.frozen[seat]).plots:  # noqa: SIM110 (self.player(seat), inlined)
            if PLOT_OF[q] == plot:  # (a loop, not any() over a generator: most players hold 0-2 plots)
                return True
        return False

    def opponents(self, seat: int) -> list[int]:
        """Clockwise from the seat after `seat`."""
        return [(seat + k) % self.n for k in range(1, self.n)]

    def event(self, kind: str, seat: int = NO_SEAT, a: str = "", n: int = 0) -> None:
        key = (kind, seat, a, n)
        self.events.append(MADE.get(key) or event_of(key))  # event_of, inlined: a lookup is cheaper

    # -- resources ---------------------------------------------------------------------------------
    def supply(self, cube: str) -> int:
        used = self._used
        if used is None:
            used = self._used = self._count_used()
        return CUBE_SUPPLY - used[cube]

    def _count_used(self) -> dict[str, int]:
        """The adventurers the players hold, by type: counted once, then kept up to date by `gain` and
        `pay` (the only writers of adventurers; `freeze` keeps it: the next state holds the same)."""
        players = self.frozen
        used = {}
        for cube in CUBES:
            held: int = sum(map(_AMOUNT[cube], players))  # as frozen, then the working copies
            for i in self._dirty:  # (a clean copy holds what its frozen player holds)
                pw = self.copies[i]
                assert pw is not None
                held += (pw.res >> SHIFT[cube] & 63) - getattr(players[i].res, cube)
            used[cube] = held
        return used

    def gain(self, seat: int, key: str, n: int, trigger: bool = True) -> int:
        """Give `n` of a cube or gold; cubes are capped by the supply. Returns what was given.

        `trigger`: whether this counts as "an action gives you X" for plot quests.
        """
        if n <= 0:
            return 0
        if key in CUBES:
            used = self._used
            if used is None:
                used = self._used = self._count_used()
            left = CUBE_SUPPLY - used[key]  # the supply (not min(): a call)
            if n > left:
                n = left
                if n <= 0:
                    return 0
            used[key] += n
        pw = self.copies[seat]
        if pw is None:
            pw = self.p(seat)
        elif seat not in self._dirty:  # (a clean copy: `p`'s other case, inlined)
            self._dirty.append(seat)
        pw.res += n << SHIFT[key]  # (cubes stay below 32: at most the supply)
        self._res_changed[seat] = True
        if trigger and seat == self.acting and key not in self.act_gain:
            self.act_gain += key
        try:  # self.event("gain", seat, key, n), from the table (no key tuple to build, hash and compare)
            self.events.append(GAIN_EVENTS[seat][key][n])
        except IndexError:
            self.events.append(event_of(("gain", seat, key, n)))
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
        pw = self.copies[seat]
        if pw is None:
            pw = self.p(seat)
        elif seat not in self._dirty:  # (a clean copy: `p`'s other case, inlined)
            self._dirty.append(seat)
        if pw.res >> SHIFT[key] & MASK[key] < n:
            raise AssertionError(f"seat {seat} cannot pay {n} {key}")
        pw.res -= n << SHIFT[key]
        if n:
            self._res_changed[seat] = True
            used = self._used
            if used is not None and key in used:
                used[key] -= n
            try:  # self.event("pay", seat, key, n), from the table
                self.events.append(PAY_EVENTS[seat][key][n])
            except IndexError:
                self.event("pay", seat, key, n)

    def score(self, seat: int, vp: int, quest: bool = False) -> None:
        if vp:
            pw = self.copies[seat]
            if pw is None:
                pw = self.p(seat)
            elif seat not in self._dirty:  # (a clean copy: `p`'s other case, inlined)
                self._dirty.append(seat)
            pw.vp += vp
            if quest:
                pw.vp_quests += vp
            if 0 < vp < 40:  # self.event("vp", seat, "", vp), from the table
                self.events.append(VP_EVENTS[seat][vp])
            else:
                self.event("vp", seat, "", vp)

    # -- board -------------------------------------------------------------------------------------
    def lot_of(self, building: str) -> int:
        for i, lot in enumerate(self.lots):
            if lot.building == building:
                return i
        return -1

    def owner_of(self, space: str) -> int:
        i = self.lot_of(space)
        return self.lots[i].owner if i >= 0 else NO_SEAT

    def buildings_of(self, seat: int) -> int:
        return countOf(map(_OWNER, self.lots), seat)  # (in C)

    def put_in_play(self, seat: int, building: str, vp_tokens: int) -> None:
        """A building enters play on a free lot under `seat`, scoring its VP tokens and stocking it."""
        b = load().buildings[building]
        self.edit("lots").append(Lot(building, seat, b.stock, b.stock_vp))
        self.score(seat, vp_tokens)
        self.event("building", seat, building)

    def return_agent(self, index: int) -> None:
        """Take the agent at occ[index] back to its owner's pool."""
        o: Occ = self.edit_occ().pop(index)
        pw = self.p(o.seat)
        if o.piece == "lieutenant":
            pw.lt_pool = True
        elif o.piece == "agent":
            pw.pool += 1
        self.event("return", o.seat, o.space)

    # -- the task queue ----------------------------------------------------------------------------
    def push(self, *tasks: Task) -> None:
        """Put tasks at the front of the queue, in the given order."""
        self.tasks[0:0] = tasks

    def returned_agent(self, seat: int) -> None:
        """During the Harbor phase an agent back in the pool is placed at once, within the same turn
        (default 12): before its quest step if that is still to come, else right before the turn ends.
        One quest per turn still holds, however many agents the turn places."""
        if self.phase != "harbor":
            return
        tasks = self.tasks
        for i, t in enumerate(tasks):
            if t.kind in ("complete", "end_turn"):
                tasks.insert(i, Task("now", seat))
                return
        tasks.append(Task("now", seat))

    def queue_reassign(self, occ: Occ) -> None:
        """An agent that copied a Harbor space during the Harbor phase is reassigned right after the
        agents of that space (rules §4.1)."""
        harbor = occ.reassign
        tasks = self.tasks
        at = None
        for i, t in enumerate(tasks):
            if t.kind == "reassign" and t.a == harbor:
                at = i + 1
            elif t.kind == "round_end" or (t.kind == "reassign" and t.a > harbor):
                if at is None:
                    at = i
                break
        tasks.insert(len(tasks) if at is None else at, Task("reassign", occ.seat, harbor, 0, (occ.piece, occ.space)))
