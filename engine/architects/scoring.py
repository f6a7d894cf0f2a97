"""End-of-game building effects and the final score breakdown."""

from __future__ import annotations

from engine.architects.content import APPRENTICES, BUILDINGS
from engine.architects.economy import change_virtue, character
from engine.architects.events import Emit
from engine.architects.state import CATHEDRAL_VP, VIRTUE_VP, PlayerState, State, replace
from engine.core.game import PlayerScore, Scores, rank

CATEGORIES = ("buildings", "cathedral", "virtue", "debts", "gold_marble", "silver", "prison")
#: VP lost per unpaid debt (the Fountain and the Gambler's Den change it)
DEBT_VP = 2
#: SILVER_VP per SILVER_PER silver; -PRISON_VP per PRISON_PER of a seat's workers in the Prison
SILVER_VP, SILVER_PER = 1, 10
PRISON_VP, PRISON_PER = 1, 2
#: the numbers of the end-of-game building effects (`Building.end`), named once: `building_vp`,
#: `end_effects` and `debt_vp` apply them, the card texts print them. "vp" or "virtue" (gained; the
#: Dungeon's lost), "per" so many of a thing.
END: dict[str, dict[str, int]] = {
    "steeple": {"vp": 2},  # strictly furthest on the Cathedral
    "most_stone": {"vp": 2},  # strictly the most
    "most_wood": {"vp": 2},
    "most_clay": {"vp": 2},
    "most_silver": {"vp": 2},
    "per_tiling": {"vp": 1},  # per apprentice with the skill
    "per_carpentry": {"vp": 1},
    "per_masonry": {"vp": 1},
    "virtue_per_4_basic": {"virtue": 1, "per": 4},  # clay, wood and stone together
    "no_debt": {"vp": 2},
    "per_building": {"vp": 1},
    "virtue_per_2_gold": {"virtue": 1, "per": 2},
    "chapel": {"virtue": 2},  # strictly furthest on the Cathedral
    "dungeon": {"virtue": 2},  # lost
    "fountain": {"vp": 1},  # less per unpaid debt
    "gamblers_den": {"vp": 1},  # more per unpaid debt
    "per_3_captured": {"vp": 1, "per": 3},
    "per_4_virtue": {"vp": 1, "per": 4},
    "per_paid_debt": {"vp": 1},
    "virtue_per_2_marble": {"virtue": 1, "per": 2},
    "virtue_per_2_paid": {"virtue": 1, "per": 2},
    "virtue_per_2_buildings": {"virtue": 1, "per": 2},
}
#: the skill each "per_<skill>" effect counts
_SKILL = {"per_tiling": "T", "per_carpentry": "C", "per_masonry": "M"}


def _strictly_most(s: State, seat: int, attr: str) -> bool:
    mine = getattr(s.players[seat], attr)
    return all(mine > getattr(q, attr) for i, q in enumerate(s.players) if i != seat)


def _end_virtue(s: State, seat: int, p: PlayerState, end: str) -> int:
    x = END.get(end)
    if x is None or "virtue" not in x:
        return 0
    virtue = x["virtue"]
    if end == "chapel":
        return virtue if _strictly_most(s, seat, "cathedral") else 0
    if end == "dungeon":
        return -virtue
    if end == "virtue_per_4_basic":
        have = p.clay + p.wood + p.stone
    elif end in ("virtue_per_2_gold", "virtue_per_2_marble") and character(p) == "therese":
        have = p.gold + p.marble  # she counts gold and marble as one resource (rules sheet 2.2)
    elif end == "virtue_per_2_gold":
        have = p.gold
    elif end == "virtue_per_2_marble":
        have = p.marble
    elif end == "virtue_per_2_paid":
        have = p.paid_debts
    elif end == "virtue_per_2_buildings":
        have = len(p.built)
    else:
        raise AssertionError(f"no rule for the end effect {end!r}")
    return virtue * (have // x["per"])


def end_effects(s: State, emit: Emit) -> State:
    """Default 13: players in turn order, virtue effects in building-number order."""
    n = len(s.players)
    for k in range(n):
        seat = (s.first + k) % n
        for card in sorted(s.players[seat].built):
            p = s.players[seat]
            delta = _end_virtue(s, seat, p, BUILDINGS[card].end)
            if delta:
                ps = list(s.players)
                ps[seat] = change_virtue(p, delta, seat, emit)
                s = replace(s, players=tuple(ps))
    return s


def _skill_count(p: PlayerState, skill: str) -> int:
    return sum(1 for a in p.apprentices if skill in APPRENTICES[a].skills)


def building_vp(s: State, seat: int) -> int:
    fixed, contested = _building_parts(s.players[seat])
    return fixed + contested_vp(s, seat, contested)


def contested_vp(s: State, seat: int, contested: tuple[tuple[str, int], ...]) -> int:
    """The VP of `seat`'s contested end effects (`_building_parts`) in `s`."""
    return sum(vp for attr, vp in contested if _strictly_most(s, seat, attr))


def _building_parts(p: PlayerState) -> tuple[int, tuple[tuple[str, int], ...]]:
    """`p`'s building VP that depend on `p` alone, and the end effects that compare it with the other seats
    (Steeple, "most_"): (the attribute compared, the VP for being strictly the most)."""
    total = 0
    contested = []
    for card in p.built:
        b = BUILDINGS[card]
        total += b.vp
        end = b.end
        if end == "steeple":
            contested.append(("cathedral", END[end]["vp"]))
        elif end.startswith("most_"):
            contested.append((end[5:], END[end]["vp"]))
        elif end in _SKILL:
            total += END[end]["vp"] * _skill_count(p, _SKILL[end])
        elif end == "no_debt" and p.debts == 0:
            total += END[end]["vp"]
        elif end == "per_building":
            total += END[end]["vp"] * len(p.built)
        elif end == "per_3_captured":
            total += END[end]["vp"] * (sum(p.captured) // END[end]["per"])
        elif end == "per_4_virtue":
            total += END[end]["vp"] * (p.virtue // END[end]["per"])
        elif end == "per_paid_debt":
            total += END[end]["vp"] * p.paid_debts
    return total, tuple(contested)


def debt_vp(p: PlayerState) -> int:
    each = DEBT_VP
    ends = {BUILDINGS[c].end for c in p.built}
    if "fountain" in ends:
        each -= END["fountain"]["vp"]
    if "gamblers_den" in ends:
        each += END["gamblers_den"]["vp"]
    return -each * p.debts


def breakdown(s: State, seat: int) -> tuple[tuple[str, int], ...]:
    return (("buildings", building_vp(s, seat)), *zip(CATEGORIES[1:], _own_parts(s.players[seat]), strict=True))


def _own_parts(p: PlayerState) -> tuple[int, ...]:
    """`breakdown` but for the buildings (what depends on `p` alone), in its order (`CATEGORIES`)."""
    return (
        CATHEDRAL_VP[p.cathedral],
        VIRTUE_VP[p.virtue],
        debt_vp(p),
        p.gold + p.marble,
        SILVER_VP * (p.silver // SILVER_PER),
        -PRISON_VP * (p.prison // PRISON_PER),
    )


def scores(s: State) -> Scores:
    out = []
    for seat, p in enumerate(s.players):
        parts = breakdown(s, seat)
        out.append(
            PlayerScore(seat, p.name, sum(v for _, v in parts), parts, (("virtue", p.virtue), ("silver", p.silver)))
        )
    return rank(out)


def fixed_score(p: PlayerState) -> tuple[int, tuple[tuple[str, int], ...]]:
    """`p`'s running score but for its contested end effects, and those (`contested_vp` adds them)."""
    fixed, contested = _building_parts(p)
    return fixed + sum(_own_parts(p)), contested


#: `fixed_score` by `id` of the player state (kept in the entry, so the id is not reused): the other seats'
#: player states stay the same objects from a position to the next. Bounded: cleared when full.
_SCORES: dict[int, tuple[PlayerState, int, tuple[tuple[str, int], ...]]] = {}
_SCORES_LIMIT = 10_000


def running(s: State) -> tuple[int, ...]:
    """Every seat's score as if the game ended now (the sum of its `breakdown`)."""
    out = []
    for seat, p in enumerate(s.players):
        known = _SCORES.get(id(p))
        if known is None or known[0] is not p:
            if len(_SCORES) >= _SCORES_LIMIT:
                _SCORES.clear()
            known = _SCORES[id(p)] = (p, *fixed_score(p))
        out.append(known[1] + contested_vp(s, seat, known[2]) if known[2] else known[1])
    return tuple(out)
