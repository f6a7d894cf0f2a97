"""What one seat may see of an Architects game (`Game.view`), as JSON-able data.

Hidden from everyone but the owner: each player's building hand, draft hand (during the setup
draft) and the cards drawn at the Black Market to keep one. Hidden from all: the order of the
building, apprentice, reward and Black Market piles (only counts and the visible top card), the
Reward cards returned to the box, and the random generator. Everything else is public.

Keys (`seat` None: what everybody may see). Cards are "b<id>" (buildings), "a<id>" (apprentices):

| key | what |
|---|---|
| seat, first, turn, over, options | the seat viewing (None: public); first player; whose turn; over?; options |
| round | `Game.round`: the turn cycle |
| decision | `Game.decision` as a dict (kind, seat, subject, on_turn_of), None when over |
| pending | the pending step: kind, seat, left, source (+ "cards" drawn to keep, for their owner only) |
| players | per seat (below) |
| locations | large location -> workers of each seat there |
| black_market | the seat on each of the spots A, B, C (-1: free) |
| market_small_top, market_small_goods | the top Black Market card (Small side: spot A) and its goods |
| market_large, market_large_goods | the card on the Large space (spot C; -1: the printed goods) and its goods |
| market_pile_count, market_under_count | cards left in the Small pile; cards under the Large card |
| tax, guildhall | silver on the Tax Stand; Guildhall spaces filled |
| display, display_silver | the Workshop apprentices (row-major 2 x 4; None: empty) and the silver on each |
| building_deck_count, apprentice_deck_count, reward_pile_count | cards left in each pile |
| final_round, final_turns_left | whether the final round is on; turns left in the game (0 before it) |
| events | the last move's events as dicts (kind, seat, a, n; table in engine.architects.events) |

Each player: seat, name, character (-1: standard side), silver, clay, wood, stone, gold, marble,
virtue, supply, captured (workers of each colour held), prison, guildhall, side, hand (own, else
None), hand_count, draft_hand (own, else None), draft_count, built, apprentices, debts,
paid_debts, destroyed_debts, cathedral, rewards.
"""

from __future__ import annotations

from typing import Any

from engine.architects.market import large_goods, small_goods
from engine.architects.state import LARGE, State
from engine.core.decision import Decision
from engine.core.serial import to_data


def _b(card: int) -> str:
    return f"b{card}"


def _a(card: int) -> str:
    return f"a{card}"


def view(s: State, seat: int | None, decision: Decision | None, round_: int) -> dict[str, Any]:
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
                "destroyed_debts": p.destroyed_debts,
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
        "round": round_,
        "decision": decision.to_dict() if decision is not None else None,
        "players": players,
        "locations": {name: list(s.at[i]) for i, name in enumerate(LARGE)},
        "black_market": list(s.market_spots),
        "market_small_top": s.market_pile[0] if s.market_pile else None,
        "market_small_goods": dict(small_goods(s)),
        "market_large": s.market_large,
        "market_large_goods": dict(large_goods(s)),
        "market_pile_count": len(s.market_pile),
        "market_under_count": len(s.market_under),
        "tax": s.tax,
        "guildhall": s.guildhall,
        "display": [_a(c) if c >= 0 else None for c in s.display],
        "display_silver": list(s.display_silver),
        "building_deck_count": len(s.building_deck),
        "apprentice_deck_count": len(s.apprentice_deck),
        "reward_pile_count": len(s.reward_pile),
        "final_round": s.final_left > 0,
        "final_turns_left": s.final_left,
        "pending": pending,
        "events": to_data(s.events),
    }
