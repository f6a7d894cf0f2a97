"""Spaces and their actions: where an agent may go, what the action does, and buying a building.

An action resolves in the order of the `Action` fields; parts that need a choice become tasks
pushed at the front of the queue, followed by the owner benefit and the plot triggers.
"""

from __future__ import annotations

from collections.abc import Sequence
from operator import attrgetter

from engine.core.moves import Move
from engine.waterdeep import intrigue as intrigue_rules
from engine.waterdeep.board import BASIC, HARBOR, LOTS, MARKERS
from engine.waterdeep.content import Action, load
from engine.waterdeep.moves import ChooseBuilding
from engine.waterdeep.quests import BUY_BONUS
from engine.waterdeep.state import NO_SEAT, HallTile, Lot, Occ, Task
from engine.waterdeep.work import AFTER_ACTION, INN_QUEST, SEATS, Work

COPY = "copy_occupied"
#: basic spaces whose action has no precondition
FREE_BASIC = frozenset(s for s in BASIC if s not in HARBOR and s != "builders")
_N_FREE = len(FREE_BASIC)
BUILDINGS = load().buildings
_BUILDING = attrgetter("building")
_SPACE = attrgetter("space")
# the basic spaces in board order, around Builder's Hall and the Harbor (see _placeable)
_BEFORE_BUILDERS = ("shop", "tower", "plinth", "tavern", "field", "castle")
_INNS = ("inn1", "inn2", "inn3")
assert (*_BEFORE_BUILDERS, "builders", *_INNS, *HARBOR) == tuple(BASIC)
COST = {b.id: b.cost for b in BUILDINGS.values()}
#: Builder's Hall and the buildings whose action has a precondition (a price, something to copy);
#: other non-Harbor spaces are always legal
CHECKED = frozenset(
    ["builders"]
    + [b.id for b in BUILDINGS.values() if b.action.pay_gold or b.action.pay_any or b.action.special == COPY]
)
# Values made once per seat (they are immutable): the Harbor's intrigue step, an agent on each space.
_HARBOR_PLAY = tuple(Task("intrigue", s, "harbor") for s in SEATS)
_AGENT_ON = tuple({space: Occ(space, s, "agent") for space in [*BASIC, *BUILDINGS]} for s in SEATS)
_BUY = {b: ChooseBuilding(b) for b in BUILDINGS}


def action_of(space: str) -> Action:
    basic = BASIC.get(space)
    if basic is not None:
        return basic.action
    return BUILDINGS[space].action


def spaces(w: Work) -> list[str]:
    """Every action space in play: the 13 basic ones, then the buildings on lots."""
    return [*BASIC, *(lot.building for lot in w.lots)]


def can_buy(w: Work, seat: int) -> bool:
    gold = w.amount(seat, "g")
    for t in w.hall:
        if COST[t.building] <= gold:
            return len(w.lots) < LOTS and w.buildings_of(seat) < MARKERS
    return False


def is_opponent_agent(o: Occ, seat: int) -> bool:
    """The Ambassador counts as an opponent's agent for everyone (targeting only)."""
    return o.seat != seat or o.piece == "ambassador"


def action_legal(w: Work, seat: int, space: str, gold_offset: int = 0, copying: bool = False) -> bool:
    """Only explicit preconditions make an action illegal (default 11)."""
    if space in HARBOR:
        return intrigue_rules.has_playable(w, seat)
    if space == "builders":
        if gold_offset:
            w.p(seat).res["g"] -= gold_offset
            ok = can_buy(w, seat)
            w.p(seat).res["g"] += gold_offset
            return ok
        return can_buy(w, seat)
    if space in BASIC:
        return True
    act = BUILDINGS[space].action
    if act.pay_gold and w.amount(seat, "g") - gold_offset < act.pay_gold:
        return False
    if act.pay_any and w.cubes(seat) < act.pay_any:
        return False
    if act.special == COPY:
        return not copying and bool(copy_targets(w, seat, gold_offset))
    return True


def copy_targets(w: Work, seat: int, gold_offset: int = 0) -> list[str]:
    """Spaces holding an opponent's agent whose action would be legal for `seat` (copy building, bribe)."""
    out: list[str] = []
    for o in w.occ:
        if o.space in out or not is_opponent_agent(o, seat):
            continue
        is_copier = o.space not in BASIC and BUILDINGS[o.space].action.special == COPY
        if not is_copier and action_legal(w, seat, o.space, gold_offset, copying=True):
            out.append(o.space)
    return out


def _placeable(w: Work, seat: int, mode: str, first: bool = False) -> list[str]:
    """Spaces `seat` may take now, in board order: the basic spaces, the buildings on lots, and (orb)
    Builder's Hall tiles holding an opponent's agent.

    The checks run in that order, each at most once, and with `first` stop as soon as one space is
    found: a check can have side effects (see `intrigue.playable`, bribe)."""
    occ = w.occ
    blocked = {o.space for o in occ}
    extra: list[str] = []
    p = w.player(seat)
    if blocked and p.plots and not p.orb_used and w.has_plot(seat, "orb"):
        # the orb may join an opponent's agent (is_opponent_agent), even on a Builder's Hall tile
        # used through an intrigue card
        opponents = {o.space for o in occ if o.seat != seat or o.piece == "ambassador"}
        blocked -= opponents
        extra = [t.building for t in w.hall if t.building in opponents]
    # (isdisjoint first: most groups are all open, and a comprehension is a function call in 3.11)
    out = list(_BEFORE_BUILDERS) if blocked.isdisjoint(_BEFORE_BUILDERS) else _open(_BEFORE_BUILDERS, blocked)
    if first and out:
        return out
    if "builders" not in blocked and can_buy(w, seat):
        out.append("builders")
    out += _INNS if blocked.isdisjoint(_INNS) else _open(_INNS, blocked)
    if first and out:
        return out
    if mode != "reassign" and mode != "now":
        harbor = HARBOR if blocked.isdisjoint(HARBOR) else _open(HARBOR, blocked)
        if harbor and intrigue_rules.has_playable(w, seat, "ambassador" if mode == "amb" else "agent"):
            out += harbor
    for space in [*map(_BUILDING, w.lots), *extra] if extra else map(_BUILDING, w.lots):
        if first and out:
            return out
        if space not in blocked and (space not in CHECKED or action_legal(w, seat, space)):
            out.append(space)
    return out


def _open(spaces: Sequence[str], blocked: set[str]) -> list[str]:
    return [s for s in spaces if s not in blocked]


def placements(w: Work, seat: int, mode: str) -> list[str]:
    if mode == "sample":
        taken = {o.space for o in w.occ}
        return [t.building for t in w.hall if t.building not in taken and sample_legal(w, seat, t.building)]
    return _placeable(w, seat, mode)


def sample_legal(w: Work, seat: int, building: str) -> bool:
    act = BUILDINGS[building].action
    if act.pay_gold and w.amount(seat, "g") < act.pay_gold:
        return False
    if act.pay_any and w.cubes(seat) < act.pay_any:
        return False
    return not (act.special == COPY and not copy_targets(w, seat))


def has_placement(w: Work, seat: int, mode: str) -> bool:
    occ = w.occ
    # a free space always open (found before any check with side effects); fewer agents than
    # free spaces leave one open
    if len(occ) < _N_FREE or not {o.space for o in occ}.issuperset(FREE_BASIC):
        return True
    return bool(_placeable(w, seat, mode, first=True))


# -- resolving ----------------------------------------------------------------------------------


def place(w: Work, seat: int, space: str, piece: str, mode: str) -> None:
    """Put the agent on the space and resolve its action (sample = on a Builder's Hall tile)."""
    occ = w.edit("occ")
    if space in map(_SPACE, occ):
        w.p(seat).orb_used = True
        w.event("orb", seat, space)
    occ.append(_AGENT_ON[seat][space] if piece == "agent" else Occ(space, seat, piece))
    w.event("place", seat, space)
    w.acting, w.act_gain = seat, ""
    tasks = resolve(w, seat, space)
    # basic spaces have no owner; neither has a building still in Builder's Hall
    if mode != "sample" and space not in BASIC and not in_hall(w, space):
        tasks += owner_tasks(w, seat, space)
    tasks.append(AFTER_ACTION[seat])
    w.push(*tasks)


def owner_tasks(w: Work, visitor: int, space: str) -> list[Task]:
    owner = w.owner_of(space)
    if owner in (NO_SEAT, visitor):
        return []
    return [Task("owner", owner, space)]


def in_hall(w: Work, space: str) -> bool:
    """A building still in Builder's Hall, used as if owned (nobody gets an owner benefit)."""
    return space in map(_BUILDING, w.hall)


def resolve(w: Work, seat: int, space: str, copied_by: str = "") -> list[Task]:
    """Immediate parts happen now; returns the tasks for the parts that need choices."""
    act = action_of(space)
    tasks: list[Task] = []
    if act.pay_gold:
        w.pay(seat, "g", act.pay_gold)
    if act.pay_any:
        tasks.append(Task("pick", seat, "return", act.pay_any))
    w.gain_res(seat, act.gain)
    if act.vp:
        w.score(seat, act.vp)
    if act.intrigue:
        w.draw_intrigue(seat, act.intrigue)
    if act.pick_n:
        tasks.append(Task("pick", seat, "gain", act.pick_n, tuple(act.pick)))
    special = act.special
    if special == "reset_inn":
        w.edit("quest_discard").extend(w.inn)
        w.edit("inn").clear()
        w.refill_inn()
        w.event("reset_inn", seat)
    for _ in range(act.quest):
        tasks.append(INN_QUEST[seat])
    if special == "first_player":
        w.first = seat
        w.event("first_player", seat)
    elif special == "buy":
        tasks.append(Task("buy", seat, "buy"))
    elif special == "harbor":
        tasks.append(_HARBOR_PLAY[seat])
        if copied_by == COPY:
            _mark_reassign(w, seat, space)
    elif special == "take_stock":
        _take_stock(w, seat, space)
    elif special == "palace":
        _palace(w, seat)
    elif special == "count_buildings":
        w.gain(seat, "g", len(w.lots))
    elif special == COPY:
        tasks.append(Task("copy", seat, COPY))
    elif special == "garden_quest":
        tasks.append(Task("inn_quest", seat, "heroes"))
    return tasks


def copy_space(w: Work, seat: int, space: str, how: str) -> None:
    """Take the action of `space` as if placed there (copying building or bribe card)."""
    w.event("copy", seat, space)
    tasks = resolve(w, seat, space, copied_by=how)
    tasks += owner_tasks(w, seat, space)
    w.push(*tasks)


def _mark_reassign(w: Work, seat: int, harbor_space: str) -> None:
    """An agent on the copy building copying a Harbor space is reassigned right after that space's agent."""
    for i in range(len(w.occ) - 1, -1, -1):
        o = w.occ[i]
        if o.seat == seat and load().buildings.get(o.space) and (load().buildings[o.space].action.special == COPY):
            w.edit("occ")[i] = Occ(o.space, o.seat, o.piece, harbor_space)
            if w.phase == "harbor":
                w.queue_reassign(w.occ[i])
            return


def _take_stock(w: Work, seat: int, space: str) -> None:
    i = w.lot_of(space)
    if i < 0:
        # On a Builder's Hall tile nothing is stocked; only VP tokens lie there (rules §8).
        if load().buildings[space].stock_vp:
            for k, t in enumerate(w.hall):
                if t.building == space and t.vp:
                    w.score(seat, t.vp)
                    w.edit("hall")[k] = HallTile(t.building, 0)
        return
    lot = w.lots[i]
    w.gain_res(seat, lot.stock)
    if lot.vp:
        w.score(seat, lot.vp)
    w.edit("lots")[i] = Lot(lot.building, lot.owner)


def _palace(w: Work, seat: int) -> None:
    """Take the Ambassador; from its space if placed, nothing if someone holds it (rules §11.3)."""
    if w.amb_holder != NO_SEAT:
        w.event("ambassador_held", seat)
        return
    for i, o in enumerate(w.occ):
        if o.piece == "ambassador":
            w.edit("occ").pop(i)
            break
    w.amb_holder = seat
    w.event("ambassador", seat)


# -- buying a building (Builder's Hall, and the quest and intrigue rewards of a free one) ---------


def legal_buy(w: Work, task: Task) -> list[Move]:
    seat = task.seat
    if len(w.lots) >= LOTS or w.buildings_of(seat) >= MARKERS:
        return []
    if task.a == "free":
        return [_BUY[t.building] for t in w.hall]
    gold = w.amount(seat, "g")
    buildings = load().buildings
    return [_BUY[t.building] for t in w.hall if buildings[t.building].cost <= gold]


def handle_buy(w: Work, task: Task, move: Move) -> None:
    assert isinstance(move, ChooseBuilding)
    seat = task.seat
    i = next(i for i, t in enumerate(w.hall) if t.building == move.building)
    tile: HallTile = w.edit("hall").pop(i)
    if task.a == "buy":
        w.pay(seat, "g", load().buildings[tile.building].cost)
    w.put_in_play(seat, tile.building, tile.vp)
    if task.a == "buy" and w.has_plot(seat, "buy_bonus"):
        w.score(seat, BUY_BONUS, quest=True)
    w.refill_hall()
