"""Final scoring (rules §3.4): adventurers 1 VP each, 2 gold 1 VP, the lord's bonus; ties by gold."""

from __future__ import annotations

from engine.core.game import PlayerScore, Scores, rank
from engine.waterdeep.content import load
from engine.waterdeep.state import Player, State

CATEGORIES = ("quests", "play", "adventurers", "gold", "lord")
#: a quest-type lord's VP per completed quest of its types
LORD_QUEST_VP = 4


def lord_bonus(p: Player, buildings: int) -> int:
    lord = load().lords[p.lord]
    if lord.per_building:
        return lord.per_building * buildings
    quests = load().quests
    return LORD_QUEST_VP * sum(1 for q in p.completed if quests[q].type in lord.types)


def player_score(s: State, seat: int) -> PlayerScore:
    p = s.players[seat]
    buildings = sum(1 for lot in s.lots if lot.owner == seat)
    r = p.res
    parts = (
        ("quests", p.vp_quests),
        ("play", p.vp - p.vp_quests),
        ("adventurers", r.c + r.f + r.r + r.w),
        ("gold", r.g // 2),
        ("lord", lord_bonus(p, buildings)),
    )
    return PlayerScore(seat, p.name, sum(v for _, v in parts), parts, (("gold", r.g),))


def final_scores(s: State) -> Scores:
    return rank([player_score(s, i) for i in range(len(s.players))])
