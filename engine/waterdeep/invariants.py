"""Invariants every reachable Lords of Waterdeep state satisfies.

`check_state` runs on every state `Game.state_from_dict` loads (and in the playout tests on every
state a game passes through); the first broken invariant raises ValueError naming it, e.g.
"agents add up: players[1] has 2 in the pool, 1 placed, 0 on the move, owns 4".
"""

from __future__ import annotations

from collections import Counter

from engine.waterdeep.board import BASIC, CUBE_SUPPLY, HALL_SIZE, INN_SIZE, LOTS, MARKERS, ROUNDS
from engine.waterdeep.content import load
from engine.waterdeep.flow import AUTOMATIC, DECISIONS
from engine.waterdeep.state import NO_SEAT, State

PHASES = ("main", "harbor", "over")
PIECES = ("agent", "lieutenant", "ambassador")


def _require(ok: bool, invariant: str, detail: str = "") -> None:
    if not ok:
        raise ValueError(f"{invariant}: {detail}" if detail else invariant)


def check_state(s: State) -> None:
    """Raise ValueError naming the first invariant `s` breaks."""
    _check_shape(s)
    _check_players(s)
    _check_board(s)
    _check_cards(s)


def _check_shape(s: State) -> None:
    n = len(s.players)
    _require(2 <= n <= 5, "2 to 5 players", f"found {n}")
    seats = range(n)
    _require(1 <= s.round <= ROUNDS, f"round 1 to {ROUNDS}", f"round {s.round}")
    _require(s.phase in PHASES, "phase is main, harbor or over", repr(s.phase))
    _require(s.first in seats, "first player is a seat", str(s.first))
    for name in ("turn", "amb_holder", "acting"):
        value = getattr(s, name)
        _require(value == NO_SEAT or value in seats, f"{name} is a seat or none", str(value))
    for i, t in enumerate(s.tasks):
        _require(t.kind in DECISIONS or t.kind in AUTOMATIC, "tasks are known steps", f"tasks[{i}] {t.kind!r}")
        _require(t.seat == NO_SEAT or t.seat in seats, "tasks belong to seats", f"tasks[{i}] seat {t.seat}")
    over = s.phase == "over"
    _require(over == (not s.tasks), "a running game has a decision, a finished one none", f"phase {s.phase}")
    _require(s.draws >= 0, "the draw counter is not negative", str(s.draws))


def _check_players(s: State) -> None:
    content = load()
    held: Counter[tuple[int, str]] = Counter()  # a Harbor agent being reassigned is off the board
    if s.tasks and s.tasks[0].kind == "place" and s.tasks[0].a == "reassign":
        held[(s.tasks[0].seat, s.tasks[0].opts[0])] += 1
    for seat, p in enumerate(s.players):
        who = f"players[{seat}]"
        _require(p.lord in content.lords, "lords are known cards", f"{who} {p.lord!r}")
        for k in "cfrwg":
            _require(p.res.get(k) >= 0, "resources are not negative", f"{who} has {p.res.get(k)} {k}")
        _require(p.vp >= 0 and 0 <= p.vp_quests <= p.vp, "VP are not negative", who)
        _require(p.pool >= 0, "the pool is not negative", f"{who} pool {p.pool}")
        placed = sum(1 for o in s.occ if o.seat == seat and o.piece == "agent")
        moving = held[(seat, "agent")]
        _require(
            p.pool + placed + moving == p.agents,
            "agents add up",
            f"{who} has {p.pool} in the pool, {placed} placed, {moving} on the move, owns {p.agents}",
        )
        lt_placed = sum(1 for o in s.occ if o.seat == seat and o.piece == "lieutenant")
        if p.lieutenant:
            lt = int(p.lt_pool) + lt_placed + held[(seat, "lieutenant")]
            _require(lt == 1, "the Lieutenant is in one place", f"{who}: {lt} places")
        else:
            _require(not p.lt_pool and lt_placed == 0, "no Lieutenant without the plot", who)
        _require(set(p.plots) <= set(p.completed), "plots are completed quests", who)
        built = sum(1 for lot in s.lots if lot.owner == seat)
        _require(built <= MARKERS, f"at most {MARKERS} buildings each", f"{who} owns {built}")
    for k in "cfrw":
        total = sum(p.res.get(k) for p in s.players)
        _require(total <= CUBE_SUPPLY, f"at most {CUBE_SUPPLY} adventurers of a kind", f"{total} {k}")


def _check_board(s: State) -> None:
    buildings = load().buildings
    seats = range(len(s.players))
    _require(len(s.lots) <= LOTS, f"at most {LOTS} lots", str(len(s.lots)))
    _require(len(s.hall) <= HALL_SIZE, f"at most {HALL_SIZE} tiles in Builder's Hall", str(len(s.hall)))
    _require(len(s.inn) <= INN_SIZE, f"at most {INN_SIZE} quests in Cliffwatch Inn", str(len(s.inn)))
    for lot in s.lots:
        _require(lot.owner in seats, "lots belong to seats", f"{lot.building} owner {lot.owner}")
    for o in s.occ:
        _require(o.space in BASIC or o.space in buildings, "agents stand on spaces", repr(o.space))
        _require(o.seat in seats and o.piece in PIECES, "agents are pieces of seats", f"{o.piece} of {o.seat}")
    # at most one agent per space; more only through the orb plot (one per seat)
    per_space = Counter(o.space for o in s.occ)
    _require(all(v <= 1 + len(s.players) for v in per_space.values()), "one agent per space", str(per_space))
    amb = [o for o in s.occ if o.piece == "ambassador"]
    _require(len(amb) <= 1 and not (amb and s.amb_holder != NO_SEAT), "one Ambassador", f"{len(amb)} placed")


def _check_cards(s: State) -> None:
    content = load()
    offered = [q for t in s.tasks if t.kind == "bid" for q in t.opts]
    quests = [
        *s.quest_deck,
        *s.quest_discard,
        *s.inn,
        *offered,
        *(q for p in s.players for q in (*p.quests, *p.completed)),
    ]
    _require(Counter(quests) == Counter(content.quests.keys()), "quest cards are conserved")
    in_flight = [  # a mandatory quest card on its way to an opponent
        t.a
        for t in s.tasks
        if t.kind == "opponent" and t.a in content.intrigue and content.intrigue[t.a].effect == "mandatory"
    ]
    intrigue = [
        *in_flight,
        *s.intrigue_deck,
        *s.intrigue_discard,
        *(c for p in s.players for c in (*p.intrigue, *p.mandatory)),
    ]
    _require(Counter(intrigue) == Counter(content.intrigue_deck), "intrigue cards are conserved")
    buildings = [*s.building_stack, *s.building_discard, *(t.building for t in s.hall), *(x.building for x in s.lots)]
    _require(Counter(buildings) == Counter(content.buildings.keys()), "buildings are conserved")
