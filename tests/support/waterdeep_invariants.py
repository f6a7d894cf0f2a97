"""Invariants every reachable Waterdeep state must satisfy (used by playout and fuzz tests)."""

from __future__ import annotations

from collections import Counter

from engine.waterdeep.board import CUBE_SUPPLY, LOTS, MARKERS
from engine.waterdeep.content import load
from engine.waterdeep.state import State


def check(s: State) -> None:
    content = load()
    held_pieces: Counter[tuple[int, str]] = Counter()
    if s.tasks and s.tasks[0].kind == "place" and s.tasks[0].a == "reassign":
        held_pieces[(s.tasks[0].seat, s.tasks[0].opts[0])] += 1
    for seat, p in enumerate(s.players):
        for k in "cfrwg":
            assert p.res.get(k) >= 0, (seat, k)
        assert p.pool >= 0
        placed = sum(1 for o in s.occ if o.seat == seat and o.piece == "agent")
        assert p.pool + placed + held_pieces[(seat, "agent")] == p.agents, (seat, p.pool, placed, p.agents)
        lt_placed = sum(1 for o in s.occ if o.seat == seat and o.piece == "lieutenant")
        if p.lieutenant:
            assert int(p.lt_pool) + lt_placed + held_pieces[(seat, "lieutenant")] == 1
        else:
            assert not p.lt_pool and lt_placed == 0
        assert set(p.plots) <= set(p.completed)
        assert sum(1 for lot in s.lots if lot.owner == seat) <= MARKERS
    for k in "cfrw":
        assert sum(p.res.get(k) for p in s.players) <= CUBE_SUPPLY
    assert len(s.lots) <= LOTS
    # at most one agent per space, two with the orb plot
    per_space = Counter(o.space for o in s.occ)
    assert all(v <= 1 + sum(1 for _ in s.players) for v in per_space.values())
    amb = [o for o in s.occ if o.piece == "ambassador"]
    assert len(amb) <= 1 and not (amb and s.amb_holder != -1)
    # card conservation
    offered = [q for t in s.tasks if t.kind == "bid" for q in t.opts]
    quests = (
        list(s.quest_deck)
        + list(s.quest_discard)
        + list(s.inn)
        + offered
        + [q for p in s.players for q in (*p.quests, *p.completed)]
    )
    assert Counter(quests) == Counter({q: 1 for q in content.quests}), "quest cards not conserved"
    in_flight = [
        t.a
        for t in s.tasks
        if t.kind == "opponent"
        and content.intrigue.get(t.a, None) is not None
        and content.intrigue[t.a].effect == "mandatory"
    ]
    intrigue = (
        in_flight
        + list(s.intrigue_deck)
        + list(s.intrigue_discard)
        + [c for p in s.players for c in (*p.intrigue, *p.mandatory)]
    )
    assert Counter(intrigue) == Counter(content.intrigue_deck), "intrigue cards not conserved"
    buildings = (
        list(s.building_stack)
        + list(s.building_discard)
        + [t.building for t in s.hall]
        + [lot.building for lot in s.lots]
    )
    assert sorted(buildings) == sorted(content.buildings), "buildings not conserved"
    assert len(s.hall) <= 3 and len(s.inn) <= 4
