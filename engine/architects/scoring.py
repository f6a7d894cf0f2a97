"""End-of-game building effects and the final score breakdown."""

from __future__ import annotations

from engine.architects.content import APPRENTICES, BUILDINGS
from engine.architects.economy import change_virtue, character
from engine.architects.state import CATHEDRAL_VP, VIRTUE_VP, PlayerState, State, replace
from engine.core.game import PlayerScore, Scores, rank

CATEGORIES = ("buildings", "cathedral", "virtue", "debts", "gold_marble", "silver", "prison")


def _strictly_most(s: State, seat: int, attr: str) -> bool:
    mine = getattr(s.players[seat], attr)
    return all(mine > getattr(q, attr) for i, q in enumerate(s.players) if i != seat)


def _end_virtue(s: State, seat: int, p: PlayerState, end: str) -> int:
    if end == "virtue_per_4_basic":
        return (p.clay + p.wood + p.stone) // 4
    if end in ("virtue_per_2_gold", "virtue_per_2_marble") and character(p) == "therese":
        return (p.gold + p.marble) // 2  # she counts gold and marble as one resource (rules sheet 2.2)
    if end == "virtue_per_2_gold":
        return p.gold // 2
    if end == "chapel":
        return 2 if _strictly_most(s, seat, "cathedral") else 0
    if end == "dungeon":
        return -2
    if end == "virtue_per_2_marble":
        return p.marble // 2
    if end == "virtue_per_2_paid":
        return p.paid_debts // 2
    if end == "virtue_per_2_buildings":
        return len(p.built) // 2
    return 0


def end_effects(s: State) -> State:
    """Default 13: players in turn order, virtue effects in building-number order."""
    n = len(s.players)
    for k in range(n):
        seat = (s.first + k) % n
        for card in sorted(s.players[seat].built):
            p = s.players[seat]
            delta = _end_virtue(s, seat, p, BUILDINGS[card].end)
            if delta:
                ps = list(s.players)
                ps[seat] = change_virtue(p, delta, seat)
                s = replace(s, players=tuple(ps))
    return s


def _skill_count(p: PlayerState, skill: str) -> int:
    return sum(1 for a in p.apprentices if skill in APPRENTICES[a].skills)


def building_vp(s: State, seat: int) -> int:
    p = s.players[seat]
    total = 0
    for card in p.built:
        b = BUILDINGS[card]
        total += b.vp
        end = b.end
        if (end == "steeple" and _strictly_most(s, seat, "cathedral")) or (
            end.startswith("most_") and _strictly_most(s, seat, end[5:])
        ):
            total += 2
        elif end == "per_tiling":
            total += _skill_count(p, "T")
        elif end == "per_carpentry":
            total += _skill_count(p, "C")
        elif end == "per_masonry":
            total += _skill_count(p, "M")
        elif end == "no_debt" and p.debts == 0:
            total += 2
        elif end == "per_building":
            total += len(p.built)
        elif end == "per_3_captured":
            total += sum(p.captured) // 3
        elif end == "per_4_virtue":
            total += p.virtue // 4
        elif end == "per_paid_debt":
            total += p.paid_debts
    return total


def debt_vp(p: PlayerState) -> int:
    each = 2
    ends = {BUILDINGS[c].end for c in p.built}
    if "fountain" in ends:
        each -= 1
    if "gamblers_den" in ends:
        each += 1
    return -each * p.debts


def breakdown(s: State, seat: int) -> tuple[tuple[str, int], ...]:
    p = s.players[seat]
    return (
        ("buildings", building_vp(s, seat)),
        ("cathedral", CATHEDRAL_VP[p.cathedral]),
        ("virtue", VIRTUE_VP[p.virtue]),
        ("debts", debt_vp(p)),
        ("gold_marble", p.gold + p.marble),
        ("silver", p.silver // 10),
        ("prison", -(p.prison // 2)),
    )


def scores(s: State) -> Scores:
    out = []
    for seat, p in enumerate(s.players):
        parts = breakdown(s, seat)
        out.append(
            PlayerScore(seat, p.name, sum(v for _, v in parts), parts, (("virtue", p.virtue), ("silver", p.silver)))
        )
    return rank(out)


def running(s: State) -> tuple[int, ...]:
    return tuple(sum(v for _, v in breakdown(s, seat)) for seat in range(len(s.players)))
