"""Intrigue cards: what playing one does, and their follow-up choices (which can be played now: `legality`)."""

from __future__ import annotations

from engine.core.moves import Move
from engine.waterdeep.actions import CHOOSE_SPACE
from engine.waterdeep.content import CUBES, QUEST_TYPES, Intrigue, load
from engine.waterdeep.legality import discardable, own_agent_spaces, playable
from engine.waterdeep.moves import (
    Answer,
    ChooseBuilding,
    ChooseOpponent,
    ChooseOption,
    ChooseSpace,
    DiscardQuest,
    PickCube,
    PlayIntrigue,
    Steal,
    TakeQuest,
)
from engine.waterdeep.quests import TAKE_QUEST
from engine.waterdeep.resources import SEATS, without
from engine.waterdeep.state import Task
from engine.waterdeep.work import Work

# moves made once (they are immutable values)
_PLAY = {c: PlayIntrigue(c) for c in load().intrigue}
_PICK = {k: PickCube(k) for k in "cfrwg"}
_OPPONENT = tuple(ChooseOpponent(s) for s in SEATS)
_YES, _NO = Answer(True), Answer(False)
_STEAL = {(o, k): Steal(o, k) for o in SEATS for k in CUBES}
_QUEST_TYPE = tuple(ChooseOption(t) for t in QUEST_TYPES)
_OPTIONS = tuple(ChooseOption(str(i)) for i in range(max(len(c.options) for c in load().intrigue.values())))


def _pick(k: str) -> Move:
    return _PICK.get(k) or PickCube(k)


def card(card_id: str) -> Intrigue:
    return load().intrigue[card_id]


# -- playing ------------------------------------------------------------------------------------


def legal_play(w: Work, task: Task) -> list[Move]:
    seat = task.seat
    out: list[Move] = [_PLAY[c] for c in sorted(set(w.player(seat).intrigue)) if playable(w, seat, c)]
    if task.a == "free":
        out.append(_NO)
    return out


def handle_play(w: Work, task: Task, move: Move) -> None:
    if isinstance(move, Answer):
        return
    assert isinstance(move, PlayIntrigue)
    if task.a == "free":
        # played outside an action (a quest reward): the card itself is the action for plots
        w.acting, w.act_gain = task.seat, ""
        w.push(Task("after_action", task.seat))
    play(w, task.seat, move.card)


def play(w: Work, seat: int, card_id: str) -> None:
    c = card(card_id)
    pw = w.p(seat)
    pw.intrigue = without(pw.intrigue, card_id)
    w.draws += 1  # a hidden card is shown
    w.event("play_intrigue", seat, card_id)
    if w.has_plot(seat, "sleeper"):
        w.score(seat, 2)
    if c.effect != "mandatory":
        w.edit("intrigue_discard").append(card_id)
    effect = c.effect
    if effect == "attack_return":
        for opp in w.opponents(seat):
            if w.amount(opp, c.cube) > 0:
                w.pay(opp, c.cube, 1)
            else:
                f = c.fallback
                w.gain_res(seat, f.gain)
                w.draw_intrigue(seat, f.intrigue)
                w.score(seat, f.vp)
    elif effect == "steal_cube":
        w.push(Task("steal", seat))
    elif effect == "bribe":
        w.pay(seat, "g", c.amount)
        w.push(Task("copy", seat, "bribe"))
    elif effect == "accelerate":
        w.push(Task("recall", seat, "accelerate"), Task("place", seat, "extra"), Task("place", seat, "extra"))
    elif effect == "bidding_war":
        drawn = [q for q in (w.draw_quest() for _ in range(w.n)) if q is not None]
        if drawn:
            w.push(Task("bid", seat, "", 0, tuple(drawn)))
    elif effect == "call_adventurers":
        w.push(
            Task("pick", seat, "gain", c.amount, tuple(CUBES)),
            *(Task("pick", opp, "gift", c.other, tuple(CUBES)) for opp in w.opponents(seat)),
        )
    elif effect == "favor":
        w.push(Task("favor", seat, card_id))
    elif effect == "change_plans":
        w.push(
            Task("change", seat, card_id, 0),
            *(Task("change", opp, card_id, 1) for opp in w.opponents(seat)),
        )
    elif effect == "gift":
        w.gain(seat, c.cube, c.amount)
        w.push(Task("opponent", seat, card_id))
    elif effect == "real_estate":
        w.push(Task("discard_building", seat), Task("buy", seat, "free"))
    elif effect == "recall":
        w.push(Task("recall", seat, "recall"))
    elif effect == "offer":
        w.gain(seat, c.cube, c.amount)
        w.push(*(Task("offer", opp, card_id, seat) for opp in w.opponents(seat)))
    elif effect == "sample_wares":
        w.push(Task("place", seat, "sample"))
    elif effect == "special_assignment":
        w.push(Task("quest_type", seat))
    elif effect == "mandatory":
        w.push(Task("opponent", seat, card_id))


# -- follow-up decisions --------------------------------------------------------------------------


def legal_steal(w: Work, task: Task) -> list[Move]:
    return [_STEAL[o, k] for o in w.opponents(task.seat) for k in CUBES if w.amount(o, k) > 0]


def handle_steal(w: Work, task: Task, move: Move) -> None:
    assert isinstance(move, Steal)
    w.pay(move.seat, move.cube, 1)
    w.gain(task.seat, move.cube, 1)


def legal_bid(w: Work, task: Task) -> list[Move]:
    return [TAKE_QUEST[q] for q in dict.fromkeys(task.opts)]


def handle_bid(w: Work, task: Task, move: Move) -> None:
    assert isinstance(move, TakeQuest)
    w.p(task.seat).quests += (move.quest,)
    w.event("quest", task.seat, move.quest)
    rest = list(task.opts)
    rest.remove(move.quest)
    if rest:
        w.push(Task("bid", (task.seat + 1) % w.n, "", 0, tuple(rest)))


def legal_favor(w: Work, task: Task) -> list[Move]:
    return list(_OPTIONS[: len(card(task.a).options)])


def handle_favor(w: Work, task: Task, move: Move) -> None:
    assert isinstance(move, ChooseOption)
    opt = card(task.a).options[int(move.option)]
    w.gain_res(task.seat, opt.gain)


def legal_change(w: Work, task: Task) -> list[Move]:
    pw = w.player(task.seat)
    out: list[Move] = [DiscardQuest(q) for q in dict.fromkeys([*pw.quests, *pw.mandatory])]
    if task.n:  # an opponent may decline
        out.append(Answer(False))
    return out


def handle_change(w: Work, task: Task, move: Move) -> None:
    if isinstance(move, Answer):
        return
    assert isinstance(move, DiscardQuest)
    pw = w.p(task.seat)
    if move.quest in pw.mandatory:
        pw.mandatory = without(pw.mandatory, move.quest)
        w.edit("intrigue_discard").append(move.quest)  # default 22
    else:
        pw.quests = without(pw.quests, move.quest)
        w.edit("quest_discard").append(move.quest)
    w.event("discard_quest", task.seat, move.quest)
    c = card(task.a)
    w.score(task.seat, c.other if task.n else c.vp)


def legal_opponent(w: Work, task: Task) -> list[Move]:
    return [_OPPONENT[o] for o in w.opponents(task.seat)]


def handle_opponent(w: Work, task: Task, move: Move) -> None:
    assert isinstance(move, ChooseOpponent)
    c = card(task.a) if task.a in load().intrigue else None
    if c is not None and c.effect == "gift":
        w.gain(move.seat, c.cube, c.other, trigger=False)
    elif c is not None and c.effect == "mandatory":
        w.p(move.seat).mandatory += (task.a,)
        w.event("mandatory", move.seat, task.a)
    else:  # a quest reward: "a chosen opponent gains gold"
        w.gain(move.seat, "g", task.n, trigger=False)


def legal_offer(w: Work, task: Task) -> list[Move]:
    c = card(task.a)
    out: list[Move] = [_NO]
    if w.amount(task.seat, c.cube) >= c.give:
        out.insert(0, _YES)
    return out


def handle_offer(w: Work, task: Task, move: Move) -> None:
    assert isinstance(move, Answer)
    if move.yes:
        c = card(task.a)
        w.pay(task.seat, c.cube, c.give)
        w.gain(task.n, c.cube, c.give, trigger=False)
        w.score(task.seat, c.vp)


def legal_quest_type(w: Work, task: Task) -> list[Move]:
    return list(_QUEST_TYPE)


def handle_quest_type(w: Work, task: Task, move: Move) -> None:
    assert isinstance(move, ChooseOption)
    quests = load().quests
    budget = len(w.quest_deck) + len(w.quest_discard)
    revealed: list[str] = []
    found = None
    for _ in range(budget):
        q = w.draw_quest()  # revealed cards are held aside, so a reshuffle never brings them back
        if q is None:
            break
        if quests[q].type == move.option:
            found = q
            break
        revealed.append(q)
    w.edit("quest_discard").extend(revealed)
    if found is not None:
        w.p(task.seat).quests += (found,)
        w.event("quest", task.seat, found)


def legal_discard_building(w: Work, task: Task) -> list[Move]:
    return [ChooseBuilding(b) for b in discardable(w, task.seat)]


def handle_discard_building(w: Work, task: Task, move: Move) -> None:
    assert isinstance(move, ChooseBuilding)
    i = w.lot_of(move.building)
    w.edit("lots").pop(i)
    w.edit("building_discard").append(move.building)
    w.event("discard_building", task.seat, move.building)
    if load().buildings[move.building].action.special == "palace":
        # the Ambassador leaves play with the Palace
        w.amb_holder = -1
        w.edit_occ()[:] = [o for o in w.occ if o.piece != "ambassador"]


def legal_recall(w: Work, task: Task) -> list[Move]:
    return [CHOOSE_SPACE[s] for s in own_agent_spaces(w, task.seat, harbor_only=task.a == "accelerate")]


def handle_recall(w: Work, task: Task, move: Move) -> None:
    assert isinstance(move, ChooseSpace)
    for i in range(len(w.occ) - 1, -1, -1):
        o = w.occ[i]
        if o.seat == task.seat and o.space == move.space and o.piece != "ambassador":
            w.return_agent(i)
            break
    if task.a != "accelerate":
        w.returned_agent(task.seat)


def legal_pick(w: Work, task: Task) -> list[Move]:
    seat = task.seat
    if task.a == "return":
        return [_PICK[k] for k in CUBES if w.amount(seat, k) > 0]
    if task.a == "miracle":
        out: list[Move] = [_PICK[k] for k in "frw" if w.amount(seat, k) > 0] if w.supply("c") else []
        return [*out, _NO]
    return [_pick(k) for k in task.opts if w.supply(k) > 0]


def handle_pick(w: Work, task: Task, move: Move) -> None:
    if isinstance(move, Answer):
        return
    assert isinstance(move, PickCube)
    seat = task.seat
    if task.a == "return":
        w.pay(seat, move.cube, 1)
    elif task.a == "miracle":
        w.pay(seat, move.cube, 1)
        w.gain(seat, "c", 1, trigger=False)
        w.p(seat).miracle_used = True
    else:
        # "gain" (the acting seat's action), "gift"/"owner"/"luck" (no plot triggers)
        w.gain(seat, move.cube, 1, trigger=task.a == "gain")
    if task.n > 1:
        w.push(Task(task.kind, seat, task.a, task.n - 1, task.opts))
