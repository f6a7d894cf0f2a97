"""Taking quests, completing them, and their rewards (plot quests included)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from engine.core.moves import Move
from engine.waterdeep.board import CUBE_SUPPLY, LOTS, MARKERS
from engine.waterdeep.content import Intrigue, Quest, Res, load
from engine.waterdeep.moves import Answer, CompleteQuest, EndTurn, TakeQuest
from engine.waterdeep.resources import GUARD, INN_QUEST, PW, RES_KEYS, pack, without
from engine.waterdeep.state import Task
from engine.waterdeep.work import Work

HEROES_BONUS = 4
TYPE_BONUS = 2
#: VP of the buy_bonus plot quest for each building bought (scored by `actions.handle_buy`)
BUY_BONUS = 4


# Costs are compared with resources packed (resources.pack) in one test for all five (a SWAR compare): with
# the guard bit of each adventurer field set in what is held, `have - cost` keeps every guard exactly when
# each type held covers its cost (a field short of its cost borrows its own guard, never the next field's),
# and is not negative exactly when the gold (above them) covers its cost too.
assert CUBE_SUPPLY < 32


def affordable(pw: PW, cost: Res) -> bool:
    left = (pw.res | GUARD) - pack(cost.c, cost.f, cost.r, cost.w, cost.g)
    return left & GUARD == GUARD and left >= 0


def _costs(cards: Iterable[Quest | Intrigue]) -> dict[str, int]:
    return {card.id: pack(card.cost.c, card.cost.f, card.cost.r, card.cost.w, card.cost.g) for card in cards}


#: the cost of every quest and mandatory quest, packed (see _FIELD)
_QUEST_COSTS = _costs(load().quests.values())
_MANDATORY_COSTS = _costs(load().intrigue.values())


#: the moves of the quest step, made once (moves are immutable values)
_COMPLETE_MOVES = {q: CompleteQuest(q) for q in [*load().quests, *load().intrigue]}
END_TURN_MOVE = EndTurn()
TAKE_QUEST = {q: TakeQuest(q) for q in load().quests}


#: the quest step's moves when nothing can be completed (the common case: a forced step), made once
END_TURN_ONLY = (END_TURN_MOVE,)


def legal_complete(w: Work, task: Task) -> Sequence[Move]:
    """The quests the seat may complete now (mandatory ones first, seed; one per turn), then EndTurn."""
    if w.quest_done:
        return END_TURN_ONLY
    seat = task.seat
    copy = w.copies[seat]
    pw = copy or w.frozen[seat]  # w.player(seat), inlined
    hand: Iterable[str]
    if pw.mandatory:
        hand, costs = dict.fromkeys(pw.mandatory), _MANDATORY_COSTS  # (copies of one card: one move)
    else:
        hand, costs = pw.quests, _QUEST_COSTS  # (every quest card is unique)
        if not hand:
            return END_TURN_ONLY  # the common case: nothing to complete (a forced step)
    if copy is not None:  # packed (resources.pack), with the guards (see above)
        have = copy.res | GUARD
    else:
        res = w.frozen[seat].res
        have = res.g << 24 | res.c << 18 | res.f << 12 | res.r << 6 | res.w | GUARD
    out: list[Move] = []
    for q in hand:  # affordable(), inlined: every resource covers its cost
        left = have - costs[q]
        if left & GUARD == GUARD and left >= 0:
            out.append(_COMPLETE_MOVES[q])
    if not out:
        return END_TURN_ONLY
    out.append(END_TURN_MOVE)
    return tuple(out)


def handle_complete(w: Work, task: Task, move: Move) -> None:
    if isinstance(move, CompleteQuest):
        complete(w, task.seat, move.quest)


def complete(w: Work, seat: int, quest_id: str, bonus: int = 0) -> None:
    pw = w.p(seat)
    w.quest_done = True
    w.acting = -1  # quest rewards never trigger plots (default 6)
    if quest_id in pw.mandatory:
        m = load().intrigue[quest_id]
        _pay(w, seat, m.cost)
        pw.mandatory = without(pw.mandatory, quest_id)
        w.edit("intrigue_discard").append(quest_id)
        w.event("complete", seat, quest_id)
        w.score(seat, m.reward_vp, quest=True)
        return
    q = load().quests[quest_id]
    _pay(w, seat, q.cost)
    pw.quests = without(pw.quests, quest_id)
    bonus += sum(TYPE_BONUS for p in pw.plots if _type_bonus(load().quests[p], q))
    pw.completed += (quest_id,)
    if q.plot:
        pw.plots += (quest_id,)
    w.event("complete", seat, quest_id)
    w.score(seat, q.reward.vp + bonus, quest=True)
    _reward(w, seat, q)


def _type_bonus(plot: Quest, q: Quest) -> bool:
    return plot.plot == "type_bonus" and plot.type == q.type


def _pay(w: Work, seat: int, cost: Res) -> None:
    for k in RES_KEYS:
        v = cost.get(k)
        if v:
            w.pay(seat, k, v)


def _reward(w: Work, seat: int, q: Quest) -> None:
    r = q.reward
    w.gain_res(seat, r.gain, trigger=False)
    w.draw_intrigue(seat, r.intrigue)
    tasks: list[Task] = [INN_QUEST[seat]] * r.quest
    special = r.special
    pw = w.p(seat)
    if special == "return_agent":
        tasks.append(Task("recall", seat, "quest_reward"))
    elif special == "free_hall_building":
        tasks.append(Task("buy", seat, "free"))
    elif special == "free_stack_building":
        if len(w.lots) < LOTS and w.buildings_of(seat) < MARKERS:
            b = w.draw_building()
            if b is not None:
                w.put_in_play(seat, b, 0)
    elif special == "opponent_gold":
        tasks.append(Task("opponent", seat, q.id, q.amount))
    elif special == "vp_per_building":
        w.score(seat, q.amount * w.buildings_of(seat), quest=True)
    elif special == "play_intrigue":
        tasks.append(Task("intrigue", seat, "free"))
    elif special == "deck_quest":
        d = w.draw_quest()
        if d is not None:
            pw.quests += (d,)
            w.event("quest", seat, d)
    if q.plot == "lieutenant" and not pw.lieutenant:
        pw.lieutenant = True
        pw.lt_pool = True
        w.event("lieutenant", seat)
        w.returned_agent(seat)
    w.push(*tasks)


# -- taking quests ------------------------------------------------------------------------------


def legal_inn_quest(w: Work, task: Task) -> Sequence[Move]:
    return tuple(map(TAKE_QUEST.__getitem__, dict.fromkeys(w.inn)))


def handle_inn_quest(w: Work, task: Task, move: Move) -> None:
    assert isinstance(move, TakeQuest)
    w.edit("inn").remove(move.quest)
    w.p(task.seat).quests += (move.quest,)
    w.event("quest", task.seat, move.quest)
    w.refill_inn()
    if task.a == "heroes":
        pw = w.p(task.seat)
        q = load().quests[move.quest]
        if not w.quest_done and not pw.mandatory and affordable(pw, q.cost):
            w.push(Task("heroes", task.seat, move.quest))


def legal_heroes(w: Work, task: Task) -> list[Move]:
    return [Answer(True), Answer(False)]


def handle_heroes(w: Work, task: Task, move: Move) -> None:
    assert isinstance(move, Answer)
    if move.yes:
        complete(w, task.seat, task.a, bonus=HEROES_BONUS)
        w.acting = task.seat  # the Garden's own action goes on (plots of the placement)
