"""Spaces and their actions: where an agent may go, and what the action does.

An action resolves in the order of the `Action` fields; parts that need a choice become tasks
pushed at the front of the queue, followed by the owner benefit and the plot triggers.
"""

from __future__ import annotations

from collections.abc import Iterator

from engine.waterdeep import intrigue as intrigue_rules
from engine.waterdeep.board import BASIC, HARBOR, LOTS, MARKERS
from engine.waterdeep.content import CUBES, Action, load
from engine.waterdeep.state import NO_SEAT, HallTile, Lot, Occ, Task
from engine.waterdeep.work import Work

COPY = "copy_occupied"
#: basic spaces whose action has no precondition
FREE_BASIC = frozenset(s for s in BASIC if s not in HARBOR and s != "builders")


def action_of(space: str) -> Action:
    basic = BASIC.get(space)
    if basic is not None:
        return basic.action
    return load().buildings[space].action


def spaces(w: Work) -> list[str]:
    """Every action space in play: the 13 basic ones, then the buildings on lots."""
    return [*BASIC, *(lot.building for lot in w.lots)]


def can_buy(w: Work, seat: int) -> bool:
    if len(w.lots) >= LOTS or w.buildings_of(seat) >= MARKERS:
        return False
    gold = w.amount(seat, "g")
    buildings = load().buildings
    return any(buildings[t.building].cost <= gold for t in w.hall)


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
    act = load().buildings[space].action
    pw = w.p(seat)
    if act.pay_gold and pw.res["g"] - gold_offset < act.pay_gold:
        return False
    if act.pay_any and sum(pw.res[c] for c in CUBES) < act.pay_any:
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
        is_copier = o.space not in BASIC and load().buildings[o.space].action.special == COPY
        if not is_copier and action_legal(w, seat, o.space, gold_offset, copying=True):
            out.append(o.space)
    return out


def can_place(w: Work, seat: int, space: str, mode: str) -> bool:
    return space in _placeable(w, seat, mode, only=space)


def _placeable(w: Work, seat: int, mode: str, only: str = "") -> Iterator[str]:
    """Spaces `seat` may take now, lazily, in board order (occupancy and harbor checked once)."""
    occupied: dict[str, bool] = {}  # space -> holds an opponent's agent
    for o in w.occ:
        occupied[o.space] = occupied.get(o.space, False) or is_opponent_agent(o, seat)
    orb = w.has_plot(seat, "orb") and not w.p(seat).orb_used
    harbor_ok: bool | None = None
    candidates = [only] if only else spaces(w)
    if orb and not only:
        # the orb may follow an opponent onto a Builder's Hall tile used through an intrigue card
        candidates += [t.building for t in w.hall if occupied.get(t.building)]
    for space in candidates:
        if space in occupied and not (orb and occupied[space]):
            continue
        if space in HARBOR:
            if mode in ("reassign", "now"):
                continue
            if harbor_ok is None:
                harbor_ok = intrigue_rules.has_playable(w, seat, "ambassador" if mode == "amb" else "agent")
            if harbor_ok:
                yield space
        elif space in FREE_BASIC or action_legal(w, seat, space):
            yield space


def placements(w: Work, seat: int, mode: str) -> list[str]:
    if mode == "sample":
        taken = {o.space for o in w.occ}
        return [t.building for t in w.hall if t.building not in taken and sample_legal(w, seat, t.building)]
    return list(_placeable(w, seat, mode))


def sample_legal(w: Work, seat: int, building: str) -> bool:
    act = load().buildings[building].action
    pw = w.p(seat)
    if act.pay_gold and pw.res["g"] < act.pay_gold:
        return False
    if act.pay_any and sum(pw.res[c] for c in CUBES) < act.pay_any:
        return False
    return not (act.special == COPY and not copy_targets(w, seat))


def has_placement(w: Work, seat: int, mode: str) -> bool:
    return next(_placeable(w, seat, mode), None) is not None


# -- resolving ----------------------------------------------------------------------------------


def place(w: Work, seat: int, space: str, piece: str, mode: str) -> None:
    """Put the agent on the space and resolve its action (sample = on a Builder's Hall tile)."""
    pw = w.p(seat)
    if any(o.space == space for o in w.occ):
        pw.orb_used = True
        w.event("orb", seat, space)
    w.occ.append(Occ(space, seat, piece))
    w.event("place", seat, space)
    w.acting, w.act_gain = seat, ""
    if mode == "sample" or in_hall(w, space):
        tasks = resolve(w, seat, space)
        tasks.append(Task("after_action", seat))
    else:
        tasks = resolve(w, seat, space)
        tasks += owner_tasks(w, seat, space)
        tasks.append(Task("after_action", seat))
    w.push(*tasks)


def owner_tasks(w: Work, visitor: int, space: str) -> list[Task]:
    owner = w.owner_of(space)
    if owner in (NO_SEAT, visitor):
        return []
    return [Task("owner", owner, space)]


def in_hall(w: Work, space: str) -> bool:
    """A building still in Builder's Hall, used as if owned (nobody gets an owner benefit)."""
    return any(t.building == space for t in w.hall)


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
        w.quest_discard.extend(w.inn)
        w.inn.clear()
        w.refill_inn()
        w.event("reset_inn", seat)
    for _ in range(act.quest):
        tasks.append(Task("inn_quest", seat))
    if special == "first_player":
        w.first = seat
        w.event("first_player", seat)
    elif special == "buy":
        tasks.append(Task("buy", seat, "buy"))
    elif special == "harbor":
        tasks.append(Task("intrigue", seat, "harbor"))
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
            w.occ[i] = Occ(o.space, o.seat, o.piece, harbor_space)
            if w.phase == "harbor":
                from engine.waterdeep import flow

                flow.queue_reassign(w, w.occ[i])
            return


def _take_stock(w: Work, seat: int, space: str) -> None:
    i = w.lot_of(space)
    if i < 0:
        # On a Builder's Hall tile nothing is stocked; only VP tokens lie there (rules §8).
        if load().buildings[space].stock_vp:
            for k, t in enumerate(w.hall):
                if t.building == space and t.vp:
                    w.score(seat, t.vp)
                    w.hall[k] = HallTile(t.building, 0)
        return
    lot = w.lots[i]
    w.gain_res(seat, lot.stock)
    if lot.vp:
        w.score(seat, lot.vp)
    w.lots[i] = Lot(lot.building, lot.owner)


def _palace(w: Work, seat: int) -> None:
    """Take the Ambassador; from its space if placed, nothing if someone holds it (rules §11.3)."""
    if w.amb_holder != NO_SEAT:
        w.event("ambassador_held", seat)
        return
    for i, o in enumerate(w.occ):
        if o.piece == "ambassador":
            w.occ.pop(i)
            break
    w.amb_holder = seat
    w.event("ambassador", seat)


def palace_in_play(w: Work) -> bool:
    return any(load().buildings[lot.building].action.special == "palace" for lot in w.lots)
