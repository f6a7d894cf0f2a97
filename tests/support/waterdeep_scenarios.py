"""Hand-built Lords of Waterdeep states for rule-by-rule scenario tests.

Every helper keeps the state consistent enough for `waterdeep_invariants.check` (cards are moved,
never created; agents on the board are taken from the pool).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable
from typing import Any

from waterdeep_invariants import check

from engine import get_game
from engine.core.moves import Move
from engine.waterdeep import flow
from engine.waterdeep.content import Res, load
from engine.waterdeep.moves import EndTurn
from engine.waterdeep.state import HallTile, Lot, Occ, State, Task

G = get_game("waterdeep")
C = load()
NAMES = ("Ann", "Bob", "Cy", "Dee", "Eve")


def start(players: int = 3, seed: int = 1) -> State:
    return G.new_game(list(NAMES[:players]), seed)


def res(**kw: int) -> Res:
    return Res(**kw)


def with_state(s: State, **changes: Any) -> State:
    return dataclasses.replace(s, **changes)


def with_player(s: State, seat: int, **changes: Any) -> State:
    if isinstance(changes.get("res"), dict):
        changes["res"] = Res(**changes["res"])
    p = dataclasses.replace(s.players[seat], **changes)
    players = list(s.players)
    players[seat] = p
    return dataclasses.replace(s, players=tuple(players))


def turn_of(s: State, seat: int) -> State:
    """Make it `seat`'s main-phase turn (the rest of the round follows as usual)."""
    return dataclasses.replace(
        s,
        tasks=(Task("place", seat, "turn"), Task("complete", seat), Task("end_turn", seat)),
        turn=seat,
        quest_done=False,
        phase="main",
    )


def complete_step(s: State, seat: int) -> State:
    """Make the pending decision `seat`'s optional quest completion (after an assignment)."""
    return dataclasses.replace(
        s, tasks=(Task("complete", seat), Task("end_turn", seat)), turn=seat, quest_done=False, phase="main"
    )


def idle(s: State, *seats: int) -> State:
    """Seats that own no agents at all (so turns skip them)."""
    for seat in seats:
        s = with_player(s, seat, agents=0, pool=0)
    return s


def agents(s: State, seat: int, n: int) -> State:
    placed = sum(1 for o in s.occ if o.seat == seat and o.piece == "agent")
    return with_player(s, seat, agents=n + placed, pool=n)


# -- buildings ---------------------------------------------------------------------------------


def _remove_building(s: State, b: str) -> State:
    hall = tuple(t for t in s.hall if t.building != b)
    stack = tuple(x for x in s.building_stack if x != b)
    discard = tuple(x for x in s.building_discard if x != b)
    if len(hall) < len(s.hall) and stack:  # keep three tiles in the Hall
        hall = (*hall, HallTile(stack[0], 0))
        stack = stack[1:]
    return dataclasses.replace(s, hall=hall, building_stack=stack, building_discard=discard)


def put_building(s: State, building: str, owner: int, stock: Res | None = None, vp: int | None = None) -> State:
    """Put an advanced building on a lot (default stock: what it gets when it enters play)."""
    b = C.buildings[building]
    s = _remove_building(s, building)
    lot = Lot(building, owner, b.stock if stock is None else stock, b.stock_vp if vp is None else vp)
    return dataclasses.replace(s, lots=(*s.lots, lot))


def set_hall(s: State, *tiles: str | tuple[str, int]) -> State:
    """Builder's Hall shows exactly these tiles (id or (id, vp tokens)); the old ones go to the stack."""
    ids = [t if isinstance(t, str) else t[0] for t in tiles]
    for b in ids:
        assert all(lot.building != b for lot in s.lots), b
    old = [t.building for t in s.hall if t.building not in ids]
    stack = [x for x in (*old, *s.building_stack) if x not in ids]
    discard = tuple(x for x in s.building_discard if x not in ids)
    hall = tuple(HallTile(t, 0) if isinstance(t, str) else HallTile(t[0], t[1]) for t in tiles)
    return dataclasses.replace(s, hall=hall, building_stack=tuple(stack), building_discard=discard)


def occupy(s: State, space: str, seat: int, piece: str = "agent") -> State:
    """Put a piece of `seat` on a space without resolving it (taken from the pool)."""
    s = dataclasses.replace(s, occ=(*s.occ, Occ(space, seat, piece)))
    p = s.players[seat]
    if piece == "agent":
        assert p.pool > 0, f"seat {seat} has no agent in the pool"
        s = with_player(s, seat, pool=p.pool - 1)
    elif piece == "lieutenant":
        s = with_player(s, seat, lt_pool=False, lieutenant=True)
    return s


# -- cards -------------------------------------------------------------------------------------


def _take(seq: list[str], card: str) -> bool:
    if card in seq:
        seq.remove(card)
        return True
    return False


def set_intrigue(s: State, seat: int, *cards: str, mandatory: Iterable[str] = ()) -> State:
    """`seat`'s intrigue hand (and active mandatory quests) become exactly these cards."""
    deck = list(s.intrigue_deck) + list(s.players[seat].intrigue) + list(s.players[seat].mandatory)
    discard = list(s.intrigue_discard)
    hands = {i: list(p.intrigue) for i, p in enumerate(s.players) if i != seat}
    for c in [*cards, *mandatory]:
        if _take(deck, c) or _take(discard, c):
            continue
        for h in hands.values():
            if _take(h, c):
                h.append(deck.pop(next(k for k, d in enumerate(deck) if d not in cards)))
                break
        else:
            raise AssertionError(f"no copy of {c} left")
    s = dataclasses.replace(s, intrigue_deck=tuple(deck), intrigue_discard=tuple(discard))
    for i, h in hands.items():
        s = with_player(s, i, intrigue=tuple(h))
    return with_player(s, seat, intrigue=tuple(cards), mandatory=tuple(mandatory))


def set_quests(s: State, seat: int, *quests: str) -> State:
    """`seat`'s active quests become exactly these (taken from wherever they are; the Inn is refilled)."""
    deck = [*s.quest_deck, *s.players[seat].quests]
    inn = list(s.inn)
    discard = list(s.quest_discard)
    others = {i: list(p.quests) for i, p in enumerate(s.players) if i != seat}
    for q in quests:
        if _take(deck, q) or _take(discard, q):
            continue
        if _take(inn, q):
            continue
        for h in others.values():
            if _take(h, q):
                h.append(next(d for d in deck if d not in quests))
                deck.remove(h[-1])
                break
        else:
            raise AssertionError(f"quest {q} is not available")
    while len(inn) < 4:
        nxt = next(d for d in deck if d not in quests)
        deck.remove(nxt)
        inn.append(nxt)
    s = dataclasses.replace(s, quest_deck=tuple(deck), inn=tuple(inn), quest_discard=tuple(discard))
    for i, h in others.items():
        s = with_player(s, i, quests=tuple(h))
    return with_player(s, seat, quests=tuple(quests))


def set_inn(s: State, *quests: str) -> State:
    """Cliffwatch Inn shows exactly these quests (they must be in the deck or the Inn)."""
    deck = [*s.quest_deck, *s.inn]
    for q in quests:
        assert _take(deck, q), f"quest {q} is not in the deck or the Inn"
    return dataclasses.replace(s, inn=tuple(quests), quest_deck=tuple(deck))


def with_completed(s: State, seat: int, *quests: str) -> State:
    """Quests `seat` has already completed (plots included), taken from the deck."""
    deck = list(s.quest_deck)
    for q in quests:
        if not _take(deck, q):
            s = set_quests(s, seat, q, *s.players[seat].quests)
            s = with_player(s, seat, quests=tuple(x for x in s.players[seat].quests if x != q))
            deck = list(s.quest_deck)
    p = s.players[seat]
    plots = tuple(q for q in quests if C.quests[q].plot)
    s = dataclasses.replace(s, quest_deck=tuple(deck))
    return with_player(s, seat, completed=(*p.completed, *quests), plots=(*p.plots, *plots))


def with_plot(s: State, seat: int, plot: str) -> State:
    return with_completed(s, seat, quest_where(plot=plot))


# -- lookups -----------------------------------------------------------------------------------


def _matches(obj: Any, kw: dict[str, Any]) -> bool:
    for key, want in kw.items():
        value = obj
        for part in key.split("__"):
            value = getattr(value, part)
        if value != want:
            return False
    return True


def _where(items: dict[str, Any], kw: dict[str, Any]) -> str:
    found = [k for k, v in items.items() if _matches(v, kw)]
    assert len(found) == 1, f"{kw} matched {found}"
    return found[0]


def building_where(**kw: Any) -> str:
    """e.g. building_where(action__special="palace") or building_where(stock=Res(f=2))."""
    return _where(C.buildings, kw)


def quest_where(**kw: Any) -> str:
    return _where(C.quests, kw)


def intrigue_where(**kw: Any) -> str:
    return _where(C.intrigue, kw)


def lord_where(**kw: Any) -> str:
    return _where(C.lords, kw)


def cheap_quest(**kw: Any) -> str:
    """Some plain quest (no plot, no special reward) matching kw; the first by id."""
    for q in sorted(C.quests.values(), key=lambda q: q.id):
        if not q.plot and not q.reward.special and not q.reward.quest and _matches(q, kw):
            return q.id
    raise AssertionError(kw)


# -- moves -------------------------------------------------------------------------------------


def legal(s: State) -> set[Move]:
    return set(G.legal_moves(s))


def find_moves(s: State, cls: type) -> list[Move]:
    return [m for m in G.legal_moves(s) if isinstance(m, cls)]


def play(s: State, *moves: Move) -> State:
    """Apply the moves in order, checking the invariants after each.

    An `EndTurn` when no quest-completion step is pending is skipped: the engine may close a turn by
    itself when ending it is the only choice left.
    """
    for m in moves:
        if isinstance(m, EndTurn) and (not s.tasks or s.tasks[0].kind != "complete"):
            continue
        s = G.apply(s, m)
        check(s)
        # the legal moves the engine hands back with the new state match a fresh computation
        assert set(G.legal_moves(s)) == set(flow.legal_moves(s))
    return s


def pending(s: State) -> tuple[str, int, str]:
    t = s.tasks[0]
    return (t.kind, t.seat, t.a)


def rich(**kw: int) -> Res:
    base = {"c": 0, "f": 0, "r": 0, "w": 0, "g": 0}
    base.update(kw)
    return Res(**base)


def clean(players: int = 3, seed: int = 1, seat: int = 0) -> State:
    """A fresh game where nobody holds resources, quests or intrigue cards, and it is `seat`'s turn."""
    s = start(players, seed)
    for i in range(players):
        s = set_intrigue(s, i)
        s = set_quests(s, i)
        s = with_player(s, i, res=Res())
    return turn_of(s, seat)


def solo(players: int = 3, seed: int = 1, seat: int = 0) -> State:
    """`clean`, and only `seat` owns agents (turns come back to it; the others are skipped)."""
    s = clean(players, seed, seat)
    return idle(s, *(i for i in range(players) if i != seat))
