"""What one seat may see: other players' lords and intrigue hands are hidden, deck orders too."""

from __future__ import annotations

from typing import Any

from engine.core.serial import to_data
from engine.waterdeep.state import State


def view(s: State, seat: int | None, legal: list[dict[str, Any]] | None) -> dict[str, Any]:
    players = []
    for i, p in enumerate(s.players):
        mine = seat == i
        players.append(
            {
                "seat": i,
                "name": p.name,
                "lord": p.lord if mine else None,
                "intrigue": list(p.intrigue) if mine else None,
                "intrigue_count": len(p.intrigue),
                "res": to_data(p.res),
                "vp": p.vp,
                "quests": list(p.quests),
                "mandatory": list(p.mandatory),
                "completed": list(p.completed),
                "plots": list(p.plots),
                "agents": p.agents,
                "pool": p.pool,
                "lieutenant": p.lieutenant,
                "lt_pool": p.lt_pool,
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
        "players": players,
        "occupied": [to_data(o) for o in s.occ],
        "lots": [to_data(lot) for lot in s.lots],
        "hall": [to_data(t) for t in s.hall],
        "inn": list(s.inn),
        "ambassador_holder": s.amb_holder,
        "decks": {
            "quest": len(s.quest_deck),
            "quest_discard": len(s.quest_discard),
            "intrigue": len(s.intrigue_deck),
            "intrigue_discard": len(s.intrigue_discard),
            "buildings": len(s.building_stack),
            "building_discard": len(s.building_discard),
        },
        "round_vp_tokens": [3 if r > s.round else 0 for r in range(1, 9)],
        "pending": pending,
    }
