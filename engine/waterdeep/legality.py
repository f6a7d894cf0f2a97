"""What may be done now: where an agent may go, and which intrigue cards can be played.

The two questions share a module because each asks the other: a Harbor space takes an agent only
with an intrigue card to play there, and two cards are playable only with an action to take (an
opponent's space to copy, a Builder's Hall tile to use). The rule modules (actions, intrigue, quests)
and the dispatcher (flow) ask here; nothing here asks them.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from functools import reduce
from operator import attrgetter, or_
from typing import Generic, TypeVar

from engine.waterdeep.board import BASIC, HARBOR, LOTS, MARKERS
from engine.waterdeep.content import CUBES, load
from engine.waterdeep.resources import PLOT_OF, without
from engine.waterdeep.state import Occ
from engine.waterdeep.work import Work

COPY = "copy_occupied"
T = TypeVar("T")
#: basic spaces whose action has no precondition
FREE_BASIC = frozenset(s for s in BASIC if s not in HARBOR and s != "builders")
N_FREE = len(FREE_BASIC)
BUILDINGS = load().buildings
_BUILDING = attrgetter("building")
_SPACE = attrgetter("space")
# the basic spaces in board order, around Builder's Hall and the Harbor (see placeable)
_BEFORE_BUILDERS = ("shop", "tower", "plinth", "tavern", "field", "castle")
_INNS = ("inn1", "inn2", "inn3")
assert (*_BEFORE_BUILDERS, "builders", *_INNS, *HARBOR) == tuple(BASIC)
#: a bit for every space, the basic ones first in board order (`placeable` takes the spaces taken as a mask)
BIT = {space: 1 << i for i, space in enumerate([*BASIC, *BUILDINGS])}
_BEFORE_MASK = (1 << len(_BEFORE_BUILDERS)) - 1
_BUILDERS_BIT = BIT["builders"]
_FREE_MASK = reduce(or_, map(BIT.__getitem__, FREE_BASIC))
_INNS_SHIFT, _HARBOR_SHIFT = len(_BEFORE_BUILDERS) + 1, len(_BEFORE_BUILDERS) + 1 + len(_INNS)


def _open_by_mask(group: Sequence[str]) -> tuple[tuple[str, ...], ...]:
    """For each mask of a group's taken spaces (bit k: the group's k-th space), its open spaces in order."""
    return tuple(tuple(s for k, s in enumerate(group) if not m >> k & 1) for m in range(1 << len(group)))


class Spaces(Generic[T]):
    """What `placeable` lists for each space: the space's id (`NAMES`), or a move that places there made
    once (`actions` lists its agents' Place moves so, with no second pass over the ids); with, for
    each group of basic spaces and each mask of its taken spaces, what it lists of the group's open
    ones, in order; and for each building what `placeable` asks of it on a lot, in one lookup: its bit,
    whether its action has a precondition (CHECKED), and what is listed."""

    __slots__ = ("before", "builders", "harbor", "inns", "lot", "of")

    def __init__(self, of: Mapping[str, T]) -> None:
        self.of = of
        self.before, self.inns, self.harbor = (
            tuple(tuple(of[s] for s in spaces) for spaces in _open_by_mask(group))
            for group in (_BEFORE_BUILDERS, _INNS, HARBOR)
        )
        self.builders = of["builders"]
        self.lot = {b: (BIT[b], b in CHECKED, of[b]) for b in BUILDINGS}


COST = {b.id: b.cost for b in BUILDINGS.values()}
#: the plot quests that let an agent join an occupied space (`Work.has_plot`'s "orb")
_ORB = frozenset(q for q, plot in PLOT_OF.items() if plot == "orb")
_CHEAPEST = min(COST.values())
#: Builder's Hall and the buildings whose action has a precondition (a price, something to copy);
#: other non-Harbor spaces are always legal
CHECKED = frozenset(
    ["builders"]
    + [b.id for b in BUILDINGS.values() if b.action.pay_gold or b.action.pay_any or b.action.special == COPY]
)
#: `placeable`'s spaces by their ids
NAMES = Spaces({space: space for space in BIT})


def can_buy(w: Work, seat: int) -> bool:
    copy = w.copies[seat]
    gold = copy.res >> 24 if copy is not None else w.frozen[seat].res.g  # w.amount(seat, "g"), inlined
    if gold < _CHEAPEST:
        return False
    for t in w.hall:
        if COST[t.building] <= gold:
            return len(w.lots) < LOTS and w.buildings_of(seat) < MARKERS
    return False


def is_opponent_agent(o: Occ, seat: int) -> bool:
    """The Ambassador counts as an opponent's agent for everyone (targeting only)."""
    return o.seat != seat or o.piece == "ambassador"


def action_legal(w: Work, seat: int, space: str, gold_offset: int = 0, copying: bool = False) -> bool:
    """Only explicit preconditions make an action illegal (default 11)."""
    if space in HARBOR:
        return has_playable(w, seat)
    if space == "builders":
        if gold_offset:
            w.p(seat).res -= gold_offset << 24  # (resources.SHIFT; put back below: the resources do not change)
            ok = can_buy(w, seat)
            w.p(seat).res += gold_offset << 24
            return ok
        return can_buy(w, seat)
    if space in BASIC:
        return True
    act = BUILDINGS[space].action
    if act.pay_gold and w.amount(seat, "g") - gold_offset < act.pay_gold:
        return False
    if act.pay_any and w.cubes(seat) < act.pay_any:
        return False
    if act.special == COPY:
        return not copying and bool(copy_targets(w, seat, gold_offset))
    return True


def copy_targets(w: Work, seat: int, gold_offset: int = 0) -> list[str]:
    """Spaces holding an opponent's agent whose action would be legal for `seat` (copy building, bribe)."""
    out: list[str] = []
    for o in w.occ:
        if o.space in out or not is_opponent_agent(o, seat):
            continue
        is_copier = o.space not in BASIC and BUILDINGS[o.space].action.special == COPY
        if not is_copier and action_legal(w, seat, o.space, gold_offset, copying=True):
            out.append(o.space)
    return out


def placeable(w: Work, seat: int, mode: str, first: bool = False, spaces: Spaces[T] = NAMES) -> list[T]:  # type: ignore[assignment]  # (by default T is str)
    """Spaces `seat` may take now, in board order: the basic spaces, the buildings on lots, and (orb)
    Builder's Hall tiles holding an opponent's agent; listed as `spaces` lists them (by default their ids).

    The checks run in that order, each at most once, and with `first` stop as soon as one space is
    found: a check can have side effects (see `playable`, bribe)."""
    occ = w.occ
    taken = w.taken if occ is w.taken_of else taken_mask(w)  # (taken_mask's own test, inlined)
    extra: list[str] = []
    p = w.copies[seat] or w.frozen[seat]  # w.player(seat), inlined
    if taken and p.plots and not p.orb_used and not _ORB.isdisjoint(p.plots):  # (w.has_plot(seat, "orb"), in C)
        # the orb may join an opponent's agent (is_opponent_agent), even on a Builder's Hall tile
        # used through an intrigue card
        opponents = {o.space for o in occ if o.seat != seat or o.piece == "ambassador"}
        for space in opponents:
            taken &= ~BIT[space]
        extra = [t.building for t in w.hall if t.building in opponents]
    out = list(spaces.before[taken & _BEFORE_MASK])
    if first and out:
        return out
    if not taken & _BUILDERS_BIT and can_buy(w, seat):
        out.append(spaces.builders)
    out += spaces.inns[taken >> _INNS_SHIFT & 7]
    if first and out:
        return out
    if mode != "reassign" and mode != "now":
        harbor = spaces.harbor[taken >> _HARBOR_SHIFT & 7]
        hand = p.intrigue  # has_playable's first checks, inlined: most hands hold a card always playable
        if (
            harbor
            and hand
            and (
                not ALWAYS_PLAYABLE.isdisjoint(hand)
                or has_playable(w, seat, "ambassador" if mode == "amb" else "agent")
            )
        ):
            out += harbor
    lots, of = w.lots, spaces.of
    if first:
        for space in [*map(_BUILDING, lots), *extra]:
            if out:
                return out
            if not taken & BIT[space] and (space not in CHECKED or action_legal(w, seat, space)):
                out.append(of[space])
        return out
    on_lot = spaces.lot
    for lot in lots:
        bit, checked, listed = on_lot[lot.building]
        if not taken & bit and (not checked or action_legal(w, seat, lot.building)):
            out.append(listed)
    for space in extra:
        if not taken & BIT[space] and (space not in CHECKED or action_legal(w, seat, space)):
            out.append(of[space])
    return out


def taken_mask(w: Work) -> int:
    """The spaces holding a piece, as a mask of their BIT: kept in the working copy until its occupancy
    changes (`actions.handle_place` keeps it up to date; `Work.edit_occ` drops it), else counted (in C)."""
    occ = w.occ
    if occ is w.taken_of:
        return w.taken
    taken: int = reduce(or_, map(BIT.__getitem__, map(_SPACE, occ)), 0)
    w.taken_of, w.taken = occ, taken
    return taken


def placements(w: Work, seat: int, mode: str) -> list[str]:
    if mode == "sample":
        taken = {o.space for o in w.occ}
        return [t.building for t in w.hall if t.building not in taken and sample_legal(w, seat, t.building)]
    return placeable(w, seat, mode)


def sample_legal(w: Work, seat: int, building: str) -> bool:
    act = BUILDINGS[building].action
    if act.pay_gold and w.amount(seat, "g") < act.pay_gold:
        return False
    if act.pay_any and w.cubes(seat) < act.pay_any:
        return False
    return not (act.special == COPY and not copy_targets(w, seat))


def has_placement(w: Work, seat: int, mode: str) -> bool:
    occ = w.occ
    # a free space always open (found before any check with side effects); fewer agents than
    # free spaces leave one open
    if len(occ) < N_FREE or (w.taken if occ is w.taken_of else taken_mask(w)) & _FREE_MASK != _FREE_MASK:
        return True
    return bool(placeable(w, seat, mode, first=True))


# -- intrigue cards -------------------------------------------------------------------------------


def own_agent_spaces(w: Work, seat: int, harbor_only: bool = False) -> list[str]:
    out = []
    for o in w.occ:
        mine = o.seat == seat and o.piece != "ambassador"
        if mine and (not harbor_only or o.space in HARBOR) and o.space not in out:
            out.append(o.space)
    return out


def playable(w: Work, seat: int, card_id: str, placing: str = "") -> bool:
    """Whether `seat` could play the card now.

    `placing` is the piece about to go to the Harbor ("agent" from the pool, or "ambassador"), when the
    check is made before the placement; "" when the card is played from where things stand."""
    c = load().intrigue[card_id]
    pw = w.player(seat)
    agent = placing == "agent"
    pool = w.in_pool(seat) - (1 if agent else 0)
    effect = c.effect
    if effect == "steal_cube":  # (loops, not any() over a generator: one left unfinished is closed by an exception)
        for o in w.opponents(seat):
            for k in CUBES:
                if w.amount(o, k):
                    return True
        return False
    if effect == "bribe":
        if w.amount(seat, "g") < c.amount:
            return False
        if w.depth > 0:
            return True
        # the bribe card leaves the hand when played: it cannot pay for copying a Harbor space itself
        mutable = w.p(seat)
        hand = mutable.intrigue
        mutable.intrigue = without(hand, card_id)
        try:
            return bool(_nested(w, lambda: copy_targets(w, seat, gold_offset=c.amount)))
        finally:
            mutable.intrigue = hand  # exactly as it was: a check never changes the state
    if effect == "accelerate":
        return pool >= 1 and (agent or bool(own_agent_spaces(w, seat, harbor_only=True)))
    if effect == "change_plans":
        return bool(pw.quests or pw.mandatory)
    if effect == "real_estate":
        return bool(w.hall) and bool(discardable(w, seat))
    if effect == "recall":
        return agent or bool(own_agent_spaces(w, seat))
    if effect == "sample_wares":
        if pool < 1:
            return False
        if w.depth > 0:
            return bool(w.hall)
        return bool(_nested(w, lambda: placements(w, seat, "sample")))
    return True


def _nested(w: Work, check: Callable[[], list[str]]) -> list[str]:
    """Run a check that may look at other actions; one level deep only (no endless recursion)."""
    w.depth += 1
    try:
        return check()
    finally:
        w.depth -= 1


#: cards whose effect can always be played (see `playable`)
ALWAYS_PLAYABLE = frozenset(
    c.id
    for c in load().intrigue.values()
    if c.effect not in ("steal_cube", "bribe", "accelerate", "change_plans", "real_estate", "recall", "sample_wares")
)


def has_playable(w: Work, seat: int, placing: str = "") -> bool:
    hand = (w.copies[seat] or w.frozen[seat]).intrigue  # (w.player(seat), inlined)
    if not hand:
        return False
    if not ALWAYS_PLAYABLE.isdisjoint(hand):
        return True
    # in card order, stopping at the first playable one (a loop: see steal_cube in `playable`)
    for c in sorted(set(hand)):  # noqa: SIM110
        if playable(w, seat, c, placing):
            return True
    return False


def discardable(w: Work, seat: int) -> list[str]:
    taken = {o.space for o in w.occ}
    return [lot.building for lot in w.lots if lot.owner == seat and lot.building not in taken]
