"""Invariants of a loaded state: `state_from_dict` raises ValueError naming the first broken one."""

from __future__ import annotations

from engine.architects.content import APPRENTICES, BUILDINGS, C
from engine.architects.state import LARGE, OPTIONS, VIRTUE_MAX, WORKERS, State, count_workers

KINDS = frozenset(
    {
        "draft",
        "start_apprentice",
        "place",
        "storehouse",
        "town",
        "guard",
        "hire",
        "drop_apprentice",
        "guildhall",
        "crane",
        "free_capture",
        "choose",
        "library",
        "keep",
        "hand_limit",
        "reclaim",
    }
)
_COUNTS = ("silver", "clay", "wood", "stone", "gold", "marble", "supply", "prison", "debts", "paid_debts")


def check_state(s: State) -> None:
    """Raise ValueError if `s` could not arise in a game."""
    n = len(s.players)
    if not 2 <= n <= 5:
        raise ValueError(f"players: expected 2 to 5, got {n}")
    if any(o not in OPTIONS for o in s.options):
        raise ValueError(f"options: unknown option in {s.options}")
    if len(s.at) != len(LARGE) or any(len(row) != n for row in s.at):
        raise ValueError("at: wrong shape")
    if len(s.display) != 8 or len(s.display_silver) != 8 or len(s.draft) != n:
        raise ValueError("display/draft: wrong shape")
    if not 0 <= s.first < n or not 0 <= s.turn < n:
        raise ValueError("first/turn: seat out of range")
    for seat, p in enumerate(s.players):
        for name in _COUNTS:
            if getattr(p, name) < 0:
                raise ValueError(f"players[{seat}].{name}: negative")
        if not 0 <= p.virtue <= VIRTUE_MAX or not 0 <= p.cathedral <= 5:
            raise ValueError(f"players[{seat}]: virtue or cathedral out of range")
        if len(p.captured) != n or p.captured[seat] != 0:
            raise ValueError(f"players[{seat}].captured: wrong shape")
        if any(c not in BUILDINGS for c in (*p.hand, *p.built)):
            raise ValueError(f"players[{seat}]: unknown building card")
        if any(a not in APPRENTICES for a in p.apprentices):
            raise ValueError(f"players[{seat}]: unknown apprentice")
        if p.character >= 0 and p.character not in C.characters:
            raise ValueError(f"players[{seat}].character: unknown")
        if count_workers(s, seat) != WORKERS:
            raise ValueError(f"players[{seat}]: workers do not add up to {WORKERS}")
    if s.cycle < 0 or s.idle < 0 or s.final_left < 0:
        raise ValueError("cycle/idle/final_left: negative")
    if any(x < 0 for row in s.at for x in row) or s.tax < 0:
        raise ValueError("board: negative count")
    if any(x < -1 or x >= n for x in s.market_spots):
        raise ValueError("market_spots: seat out of range")
    for pend in s.pending:
        if pend.kind not in KINDS or not 0 <= pend.seat < n:
            raise ValueError(f"pending: bad decision {pend.kind!r} for seat {pend.seat}")
    if not s.over and not s.pending:
        raise ValueError("pending: a running game needs a decision")
