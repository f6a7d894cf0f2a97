"""The 11 lords in final scoring (defaults 21, 26)."""

from __future__ import annotations

import pytest
from waterdeep_scenarios import C, G, building_where, clean, put_building, res, with_completed, with_player, with_state

from engine.waterdeep.content import QUEST_TYPES

PAIRS = {
    ("arcana", "skullduggery"),
    ("skullduggery", "warfare"),
    ("commerce", "warfare"),
    ("arcana", "warfare"),
    ("arcana", "piety"),
    ("commerce", "piety"),
    ("piety", "skullduggery"),
    ("commerce", "skullduggery"),
    ("piety", "warfare"),
    ("arcana", "commerce"),
}

# completed quests: arcana x1, commerce x2, piety x3, skullduggery x4 (one a plot), warfare x0
COUNTS = {"arcana": 1, "commerce": 2, "piety": 3, "skullduggery": 4, "warfare": 0}


def _completed():
    out = []
    for qtype, n in COUNTS.items():
        plain = sorted(q.id for q in C.quests.values() if q.type == qtype and not q.plot)
        plot = sorted(q.id for q in C.quests.values() if q.type == qtype and q.plot)
        picks = ([*plot[:1], *plain] if qtype == "skullduggery" else plain)[:n]
        out += picks
    return out


def test_lords_cover_every_pair_once_plus_building_lord():
    """The 10 type-pair Lords cover all pairs of quest types exactly once; plus the building lord (default 26)."""
    pairs = {tuple(sorted(lord.types)) for lord in C.lords.values() if lord.types}
    assert pairs == {tuple(sorted(p)) for p in PAIRS}
    assert len(C.lords) == 11
    assert [lord.per_building for lord in C.lords.values() if not lord.types] == [6]


@pytest.mark.parametrize("lord", sorted(C.lords))
def test_lord_bonus_in_final_scoring(lord):
    """Lord card: 4 VP for each completed quest of each of its 2 types (plot quests included, default 21);
    the building lord gives 6 VP per building the player controls (default 26)."""
    s = clean()
    s = with_completed(s, 0, *_completed())
    s = put_building(s, building_where(stock=res(f=2)), 0)
    s = put_building(s, building_where(stock=res(g=4)), 0)
    s = put_building(s, building_where(stock=res(r=2)), 1)
    s = with_player(s, 0, lord=lord, res=res(c=1, g=3))
    s = with_state(s, phase="over", tasks=())
    types = C.lords[lord].types
    expected = 4 * sum(COUNTS[t] for t in types) if types else 12
    p0 = G.scores(s).players[0]
    assert dict(p0.breakdown)["lord"] == expected
    assert p0.total == expected + 1 + 1
    assert set(types) <= set(QUEST_TYPES)
