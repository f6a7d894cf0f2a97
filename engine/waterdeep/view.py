"""What one seat may see of a Lords of Waterdeep game (`Game.view`), as JSON-able data.

Hidden from everyone but the owner: each player's lord (until the game is over: then every lord is
shown, as the final scoring reveals them) and intrigue hand. Hidden from all: the order of the
quest, intrigue and building decks, and the random generator. Everything else is public: active
quests, discard piles (every card in them was shown), the board, the events of the last move.

Keys (`seat` None: what everybody may see):

| key | what |
|---|---|
| game, seat | "waterdeep"; the seat the view is for (None: public) |
| round, phase, first, turn | the round (1-8), "main"/"harbor"/"over", first player, whose turn |
| decision | `Game.decision` as a dict (kind, seat, subject, on_turn_of), None when over |
| pending | the pending task: kind, seat, mode (+ "offer": auctioned quests; + "legal": the seat's own moves) |
| players | per seat: seat, name, lord (own, or all once over; else None), intrigue (own, else None), more below |
| occupied | agents on the board: space, seat, piece, reassign |
| lots | buildings in play: building, owner, stock, vp |
| hall, inn | Builder's Hall tiles (building, vp); the quests at Cliffwatch Inn |
| ambassador_holder | who holds the Ambassador to place it next round (-1: nobody) |
| quest_done | whether the player on turn completed a quest this turn |
| decks | how many cards: quest, quest_discard, intrigue, intrigue_discard, buildings, building_discard |
| discards | the discard piles: quest, intrigue, building (lists of ids) |
| round_vp_tokens | the VP tokens still waiting on the round track |
| events | the last move's events as dicts (kind, seat, a, n; table in engine.waterdeep.state) |

Each player also has: intrigue_count, res (c, f, r, w, g), vp, vp_quests, quests, mandatory,
completed, plots, agents, pool, lieutenant, lt_pool, orb_used, miracle_used, buildings (owned).
"""

from __future__ import annotations

from typing import Any

from engine.core.decision import Decision
from engine.core.serial import to_data
from engine.waterdeep.state import State


def view(s: State, seat: int | None, legal: list[dict[str, Any]] | None, decision: Decision | None) -> dict[str, Any]:
    over = s.phase == "over"
    players = []
    for i, p in enumerate(s.players):
        mine = seat == i
        players.append(
            {
                "seat": i,
                "name": p.name,
                "lord": p.lord if mine or over else None,
                "intrigue": list(p.intrigue) if mine else None,
                "intrigue_count": len(p.intrigue),
                "res": to_data(p.res),
                "vp": p.vp,
                "vp_quests": p.vp_quests,
                "quests": list(p.quests),
                "mandatory": list(p.mandatory),
                "completed": list(p.completed),
                "plots": list(p.plots),
                "agents": p.agents,
                "pool": p.pool,
                "lieutenant": p.lieutenant,
                "lt_pool": p.lt_pool,
                "orb_used": p.orb_used,
                "miracle_used": p.miracle_used,
                "buildings": [lot.building for lot in s.lots if lot.owner == i],
            }
        )
    task = s.tasks[0] if s.tasks else None
    pending = None
    if task is not None:
        pending = {"kind": task.kind, "seat": task.seat, "mode": task.a}
        if task.kind == "bid":
            pending["offer"] = list(task.opts)  # auctioned quests are shown face up
        if legal is not None and seat == task.seat:
            pending["legal"] = legal
    return {
        "game": "waterdeep",
        "seat": seat,
        "round": s.round,
        "phase": s.phase,
        "first": s.first,
        "turn": s.turn,
        "decision": decision.to_dict() if decision is not None else None,
        "players": players,
        "occupied": [to_data(o) for o in s.occ],
        "lots": [to_data(lot) for lot in s.lots],
        "hall": [to_data(t) for t in s.hall],
        "inn": list(s.inn),
        "ambassador_holder": s.amb_holder,
        "quest_done": s.quest_done,
        "decks": {
            "quest": len(s.quest_deck),
            "quest_discard": len(s.quest_discard),
            "intrigue": len(s.intrigue_deck),
            "intrigue_discard": len(s.intrigue_discard),
            "buildings": len(s.building_stack),
            "building_discard": len(s.building_discard),
        },
        "discards": {
            "quest": list(s.quest_discard),
            "intrigue": list(s.intrigue_discard),
            "building": list(s.building_discard),
        },
        "round_vp_tokens": [3 if r > s.round else 0 for r in range(1, 9)],
        "pending": pending,
        "events": to_data(s.events),
    }
