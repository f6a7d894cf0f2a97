"""Spaces' actions: placing an agent (the decision and what it does), and buying a building.

An action resolves in the order of the `Action` fields; parts that need a choice become tasks
pushed at the front of the queue, followed by the owner benefit and the plot triggers. Where an
agent may go is `legality`'s question.
"""

from __future__ import annotations

from collections.abc import Sequence
from operator import attrgetter

from engine.core.events import event_of
from engine.core.moves import Move
from engine.waterdeep.board import BASIC, LOTS, MARKERS
from engine.waterdeep.content import Action, load
from engine.waterdeep.legality import BIT, COPY, Spaces, copy_targets, placeable, placements, taken_mask
from engine.waterdeep.moves import ChooseBuilding, ChooseSpace, Place
from engine.waterdeep.quests import BUY_BONUS
from engine.waterdeep.resources import AFTER_ACTION, INN_QUEST, PLOT_OF, RES_KEYS, SEATS, hall_tile, pick_tasks
from engine.waterdeep.state import NO_SEAT, PIECE_CODES, HallTile, Lot, Occ, Task
from engine.waterdeep.work import Work

BUILDINGS = load().buildings
_BUILDING = attrgetter("building")
# Values made once per seat (they are immutable): the Harbor's intrigue step.
_HARBOR_PLAY = tuple(Task("intrigue", s, "harbor") for s in SEATS)
_BUY = {b: ChooseBuilding(b) for b in BUILDINGS}
CHOOSE_SPACE = {s: ChooseSpace(s) for s in [*BASIC, *BUILDINGS]}
# Tasks made once per seat at import (a frozen dataclass's __init__ costs more than a lookup): a
# visitor's owner benefit, buying at Builder's Hall, and the adventurers an action asks to choose.
_OWNER = {b: tuple(Task("owner", s, b) for s in SEATS) for b in BUILDINGS}
_BUY_TASK = tuple(Task("buy", s, "buy") for s in SEATS)
_MIRACLE = tuple(Task("pick", s, "miracle", 1) for s in SEATS)
# (by space, not by action: an Action's hash is a Python call)
_SPACE_ACTIONS = {**{s.id: s.action for s in BASIC.values()}, **{b.id: b.action for b in BUILDINGS.values()}}
_PICK_RETURN = {space: pick_tasks("return", act) for space, act in _SPACE_ACTIONS.items() if act.pay_any}
_PICK_GAIN = {space: pick_tasks("gain", act) for space, act in _SPACE_ACTIONS.items() if act.pick_n}
#: what each space's action gives, as (resource, amount) pairs in RES_KEYS order (the nonzero ones)
_GAINS = {
    space: tuple((k, act.gain.get(k)) for k in RES_KEYS if act.gain.get(k)) for space, act in _SPACE_ACTIONS.items()
}


#: the spaces whose action only gives resources (no price, VP, card, choice or special): their gains
_ONLY_GAINS = {space: _GAINS[space] for space, act in _SPACE_ACTIONS.items() if act == Action(gain=act.gain)}
#: what `handle_place` looks up of a space, by seat and space, in one lookup (made once: values): the space's
#: bit (legality.BIT), an agent of the seat on it (alone in a tuple: the occupancy's tuple grows by
#: concatenation, with no list made as `(*occ, agent)` makes one), the event of placing it, whether the space
#: is a building (basic spaces have no owner), and the gains of an action that only gives resources (or None)
_PLACING = tuple(
    {
        space: (BIT[space], (Occ(space, s, "agent"),), event_of(("place", s, space, 0)), space not in BASIC, gains)
        for space in [*BASIC, *BUILDINGS]
        for gains in [_ONLY_GAINS.get(space)]
    }
    for s in SEATS
)


def action_of(space: str) -> Action:
    return _SPACE_ACTIONS[space]


# -- resolving ----------------------------------------------------------------------------------


def after_action(w: Work, seat: int) -> None:
    """Plot triggers of the action that just finished (defaults 6 and 17)."""
    gained = w.act_gain if w.acting == seat else ""
    w.acting, w.act_gain = NO_SEAT, ""
    if not gained or not (w.copies[seat] or w.frozen[seat]).plots:  # (w.player(seat), inlined)
        return
    pw = w.p(seat)
    plots = {PLOT_OF[p] for p in pw.plots}
    if "w" in gained and "gain_w_intrigue" in plots:
        w.draw_intrigue(seat, 1)
    if "g" in gained and "gain_g_rogue" in plots:
        w.gain(seat, "r", 1, trigger=False)
    if "r" in gained and "gain_r_gold" in plots:
        w.gain(seat, "g", 2, trigger=False)
    if "f" in gained and "gain_f_fighter" in plots:
        w.gain(seat, "f", 1, trigger=False)
    if "c" in gained and "miracle" in plots and not pw.miracle_used:
        w.push(_MIRACLE[seat])


def owner_tasks(w: Work, visitor: int, space: str) -> list[Task]:
    owner = w.owner_of(space)
    if owner in (NO_SEAT, visitor):
        return []
    return [_OWNER[space][owner]]


def in_hall(w: Work, space: str) -> bool:
    """A building still in Builder's Hall, used as if owned (nobody gets an owner benefit)."""
    return space in map(_BUILDING, w.hall)


def resolve(w: Work, seat: int, space: str, copied_by: str = "") -> list[Task]:
    """Immediate parts happen now; returns the tasks for the parts that need choices."""
    gains = _ONLY_GAINS.get(space)
    if gains is not None:  # (the common case, five of the basic spaces: none of the checks below)
        for key, n in gains:
            w.gain(seat, key, n)
        return []
    act = _SPACE_ACTIONS[space]  # action_of(space), inlined
    tasks: list[Task] = []
    if act.pay_gold:
        w.pay(seat, "g", act.pay_gold)
    if act.pay_any:
        tasks.append(_PICK_RETURN[space][seat])
    for key, n in _GAINS[space]:  # w.gain_res(seat, act.gain), its parts found at import
        w.gain(seat, key, n)
    if act.vp:
        w.score(seat, act.vp)
    if act.intrigue:
        w.draw_intrigue(seat, act.intrigue)
    if act.pick_n:
        tasks.append(_PICK_GAIN[space][seat])
    special = act.special
    if special == "reset_inn":
        w.edit("quest_discard").extend(w.inn)
        w.edit("inn").clear()
        w.refill_inn()
        w.event("reset_inn", seat)
    if act.quest:
        tasks += [INN_QUEST[seat]] * act.quest
    if not special:  # (most spaces: none of the specials below)
        return tasks
    if special == "first_player":
        w.first = seat
        w.event("first_player", seat)
    elif special == "buy":
        tasks.append(_BUY_TASK[seat])
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
            w.edit_occ()[i] = Occ(o.space, o.seat, o.piece, harbor_space)
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
                    w.edit("hall")[k] = hall_tile(t.building, 0)
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
            w.edit_occ().pop(i)
            break
    w.amb_holder = seat
    w.event("ambassador", seat)


# -- placing an agent: the decisions ------------------------------------------------------------


#: every Place move by piece and space, made once (moves are immutable values)
PLACES = {piece: {s: Place(s, piece) for s in [*BASIC, *BUILDINGS]} for piece in ("agent", "lieutenant", "ambassador")}

#: `placeable` listing an agent's Place moves (the common decision: no pass over the ids to find them)
_AGENT_PLACES: Spaces[Move] = Spaces(PLACES["agent"])


def legal_place(w: Work, task: Task) -> Sequence[Move]:
    seat, mode = task.seat, task.a
    if mode == "reassign":
        pieces = [task.opts[0]]
    elif mode == "amb":
        pieces = ["ambassador"]
    else:
        p = w.copies[seat] or w.frozen[seat]  # w.player(seat), inlined
        if not p.lt_pool:
            if not p.pool:
                return ()
            if mode != "sample":  # (the common case: the moves listed as they are found)
                return placeable(w, seat, mode, False, _AGENT_PLACES)
            return [_AGENT_PLACES.of[s] for s in placements(w, seat, mode)]
        pieces = ["agent", "lieutenant"] if p.pool else ["lieutenant"]
    spaces = placements(w, seat, mode) if mode == "sample" else placeable(w, seat, mode)
    return [PLACES[piece][s] for s in spaces for piece in pieces]


def handle_place(w: Work, task: Task, move: Move) -> None:
    """Put the agent on the space and resolve its action (mode "sample": on a Builder's Hall tile)."""
    assert isinstance(move, Place)
    seat, mode, space, piece = task.seat, task.a, move.space, move.piece
    pw = w.copies[seat]  # w.p(seat), inlined but for making the copy
    if pw is None:
        pw = w.p(seat)
    elif seat not in w._dirty:
        w._dirty.append(seat)
    if mode == "amb":
        w.amb_holder = NO_SEAT
    elif mode != "reassign":
        if piece == "lieutenant":
            pw.lt_pool = False
        else:
            pw.pool -= 1
    occ = w.occ
    taken = w.taken if occ is w.taken_of else taken_mask(w)  # (taken_mask's own test, inlined)
    bit, agents, event, building, gains = _PLACING[seat][space]
    if taken & bit:
        pw.orb_used = True
        w.event("orb", seat, space)
    if piece != "agent":
        agents = (Occ(space, seat, piece),)
        event = event_of(("place", seat, space, PIECE_CODES[piece]))
    if occ.__class__ is tuple:  # not edited yet: a new tuple (what freeze would make of the list)
        w.occ = w.taken_of = occ + agents  # (a tuple, as tested)
    else:  # the list of an earlier edit (its mask is the kept one: counted just above if it was not)
        occ.append(agents[0])  # type: ignore[attr-defined]  # (a list, as tested)
    w.taken = taken | bit
    w.events.append(event)  # = w.event("place", seat, space)
    w.acting, w.act_gain = seat, ""
    if gains is not None and not building:  # (resolve's common case, without the call: a basic space's gains)
        for key, n in gains:
            w.gain(seat, key, n)
        tasks = None
    else:
        tasks = resolve(w, seat, space)
        # basic spaces have no owner; neither has a building still in Builder's Hall
        if mode != "sample" and building and not in_hall(w, space):
            tasks += owner_tasks(w, seat, space)
    if tasks:
        tasks.append(AFTER_ACTION[seat])
        w.tasks[0:0] = tasks  # w.push, inlined
    elif w.act_gain and w.acting == seat and pw.plots:
        after_action(w, seat)  # nothing to choose: the plot triggers at once (what the after_action task does)
    else:  # (after_action with nothing to trigger)
        w.acting, w.act_gain = NO_SEAT, ""


def legal_copy(w: Work, task: Task) -> list[Move]:
    return [CHOOSE_SPACE[s] for s in copy_targets(w, task.seat)]


def handle_copy(w: Work, task: Task, move: Move) -> None:
    assert isinstance(move, ChooseSpace)
    copy_space(w, task.seat, move.space, task.a)


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
    hall = w.edit("hall")
    i = 0  # (a loop, not next() over a generator: one left unfinished is closed by an exception)
    while hall[i].building != move.building:  # (IndexError: not in Builder's Hall; legal moves are)
        i += 1
    tile: HallTile = hall.pop(i)
    if task.a == "buy":
        w.pay(seat, "g", load().buildings[tile.building].cost)
    w.put_in_play(seat, tile.building, tile.vp)
    if task.a == "buy" and w.has_plot(seat, "buy_bonus"):
        w.score(seat, BUY_BONUS, quest=True)
    w.refill_hall()
