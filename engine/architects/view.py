"""What one seat may see: other seats' building hands as counts only, no deck orders, no RNG."""

from __future__ import annotations

from typing import Any

from engine.architects.market import large_goods
from engine.architects.state import LARGE, State


def _b(card: int) -> str:
    return f"b{card}"


def _a(card: int) -> str:
    return f"a{card}"


def view(s: State, seat: int | None) -> dict[str, Any]:
    players = []
    for i, p in enumerate(s.players):
        mine = seat == i
        players.append(
            {
                "seat": i,
                "name": p.name,
                "character": p.character,
                "silver": p.silver,
                "clay": p.clay,
                "wood": p.wood,
                "stone": p.stone,
                "gold": p.gold,
                "marble": p.marble,
                "virtue": p.virtue,
                "supply": p.supply,
                "captured": list(p.captured),
                "prison": p.prison,
                "guildhall": p.guildhall,
                "side": p.side,
                "hand": [_b(c) for c in p.hand] if mine else None,
                "hand_count": len(p.hand),
                "draft_hand": [_b(c) for c in s.draft[i]] if mine else None,
                "draft_count": len(s.draft[i]),
                "built": [_b(c) for c in p.built],
                "apprentices": [_a(c) for c in p.apprentices],
                "debts": p.debts,
                "paid_debts": p.paid_debts,
                "cathedral": p.cathedral,
                "rewards": list(p.rewards),
            }
        )
    pending = None
    if s.pending:
        top = s.pending[-1]
        pending = {"kind": top.kind, "seat": top.seat, "left": top.left, "source": top.source}
        if seat == top.seat and top.kind == "keep":
            pending["cards"] = [_b(c) for c in top.cards]
    return {
        "seat": seat,
        "first": s.first,
        "turn": s.turn,
        "over": s.over,
        "options": list(s.options),
        "players": players,
        "locations": {name: list(s.at[i]) for i, name in enumerate(LARGE)},
        "black_market": list(s.market_spots),
        "market_small_top": s.market_pile[0] if s.market_pile else None,
        "market_large": s.market_large,
        "market_large_goods": dict(large_goods(s)),
        "market_pile_count": len(s.market_pile),
        "tax": s.tax,
        "guildhall": s.guildhall,
        "display": [_a(c) if c >= 0 else None for c in s.display],
        "display_silver": list(s.display_silver),
        "building_deck_count": len(s.building_deck),
        "apprentice_deck_count": len(s.apprentice_deck),
        "reward_pile_count": len(s.reward_pile),
        "final_round": s.final_left > 0,
        "pending": pending,
    }
