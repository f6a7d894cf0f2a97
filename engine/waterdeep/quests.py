"""Taking quests, completing them, and their rewards (plot quests included); buying buildings."""

from __future__ import annotations

from engine.core.moves import Move
from engine.waterdeep.board import LOTS, MARKERS
from engine.waterdeep.content import CUBES, Quest, Res, load
from engine.waterdeep.moves import Answer, ChooseBuilding, CompleteQuest, EndTurn, TakeQuest
from engine.waterdeep.state import HallTile, Task
from engine.waterdeep.work import PW, RES_KEYS, Work

HEROES_BONUS = 4
TYPE_BONUS = 2
BUY_BONUS = 4


def affordable(pw: PW, cost: Res) -> bool:
    r = pw.res
    return r["c"] >= cost.c and r["f"] >= cost.f and r["r"] >= cost.r and r["w"] >= cost.w and r["g"] >= cost.g


def completable(w: Work, seat: int) -> list[str]:
    """Quests `seat` may complete now: mandatory ones first (seed), one per turn."""
    if w.quest_done:
        return []
    pw = w.p(seat)
    if pw.mandatory:
        intrigue = load().intrigue
        return [m for m in dict.fromkeys(pw.mandatory) if affordable(pw, intrigue[m].cost)]
    quests = load().quests
    return [q for q in dict.fromkeys(pw.quests) if affordable(pw, quests[q].cost)]


def legal_complete(w: Work, task: Task) -> list[Move]:
    return [*(CompleteQuest(q) for q in completable(w, task.seat)), EndTurn()]


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
        pw.mandatory.remove(quest_id)
        w.intrigue_discard.append(quest_id)
        w.event("complete", seat, quest_id)
        w.score(seat, m.reward_vp, quest=True)
        return
    q = load().quests[quest_id]
    _pay(w, seat, q.cost)
    pw.quests.remove(quest_id)
    bonus += sum(TYPE_BONUS for p in pw.plots if _type_bonus(load().quests[p], q))
    pw.completed.append(quest_id)
    if q.plot:
        pw.plots.append(quest_id)
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
    from engine.waterdeep import flow

    r = q.reward
    w.gain_res(seat, r.gain, trigger=False)
    w.draw_intrigue(seat, r.intrigue)
    tasks: list[Task] = [Task("inn_quest", seat) for _ in range(r.quest)]
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
            pw.quests.append(d)
            w.event("quest", seat, d)
    if q.plot == "lieutenant" and not pw.lieutenant:
        pw.lieutenant = True
        pw.lt_pool = True
        w.event("lieutenant", seat)
        flow.returned_agent(w, seat)
    w.push(*tasks)


# -- taking quests ------------------------------------------------------------------------------


def legal_inn_quest(w: Work, task: Task) -> list[Move]:
    return [TakeQuest(q) for q in dict.fromkeys(w.inn)]


def handle_inn_quest(w: Work, task: Task, move: Move) -> None:
    assert isinstance(move, TakeQuest)
    w.inn.remove(move.quest)
    w.p(task.seat).quests.append(move.quest)
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


# -- buildings ----------------------------------------------------------------------------------


def legal_buy(w: Work, task: Task) -> list[Move]:
    seat = task.seat
    if len(w.lots) >= LOTS or w.buildings_of(seat) >= MARKERS:
        return []
    if task.a == "free":
        return [ChooseBuilding(t.building) for t in w.hall]
    gold = w.amount(seat, "g")
    buildings = load().buildings
    return [ChooseBuilding(t.building) for t in w.hall if buildings[t.building].cost <= gold]


def handle_buy(w: Work, task: Task, move: Move) -> None:
    assert isinstance(move, ChooseBuilding)
    seat = task.seat
    i = next(i for i, t in enumerate(w.hall) if t.building == move.building)
    tile: HallTile = w.hall.pop(i)
    if task.a == "buy":
        w.pay(seat, "g", load().buildings[tile.building].cost)
    w.put_in_play(seat, tile.building, tile.vp)
    if task.a == "buy" and w.p(seat).has_plot("buy_bonus"):
        w.score(seat, BUY_BONUS, quest=True)
    w.refill_hall()


def cube_total(pw: PW) -> int:
    return sum(pw.res[k] for k in CUBES)
