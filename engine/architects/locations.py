"""Resource locations, King's Storehouse, Town Centre, Tax Stand and Guardhouse."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from itertools import chain, combinations_with_replacement, compress
from typing import Any

from engine.architects.content import APPRENTICES, CHARACTER
from engine.architects.economy import (
    ability_bonus,
    ability_goods,
    add_goods,
    can_pay,
    change_virtue,
    character,
    gain_goods,
    gain_into,
    pay,
    take_debts,
    tax_due,
)
from engine.architects.events import Emit
from engine.architects.moves import DONE, Capture, Guard, Move, Trade
from engine.architects.state import (
    LARGE,
    LOC_INDEX,
    Pending,
    PlayerState,
    State,
    build,
    has,
    replace,
    with_player,
)

Goods = tuple[tuple[str, int], ...]
Row = tuple[int, ...]


def _mix(*names: str) -> Goods:
    out: dict[str, int] = {}
    for n in names:
        out[n] = out.get(n, 0) + 1
    return tuple(out.items())


#: Base Storehouse trades (default 19: mixes allowed): id -> (give, get).
BASE_TRADES: dict[str, tuple[Goods, Goods]] = {}
for _pair in combinations_with_replacement(("clay", "wood", "stone"), 2):
    BASE_TRADES["virtue:" + "+".join(_pair)] = (_mix(*_pair), (("virtue", 1),))
for _triple in combinations_with_replacement(("wood", "stone"), 3):
    BASE_TRADES["marble:" + "+".join(_triple)] = (_mix(*_triple), (("marble", 1),))


def simple_goods(p: PlayerState, loc: str, n: int, mode: str) -> Goods:
    """Quarry, Forest, Mines and Silversmith payouts for `p` with `n` workers there (the new one counted)."""
    if loc == "quarry":
        goods: Goods = (("stone", n + ability_bonus(p, "stonecutter")),)
    elif loc == "forest":
        goods = (("wood", n + ability_bonus(p, "woodcutter")),)
    elif loc == "silversmith":
        goods = (("silver", 1 + n + ability_bonus(p, "jeweller")),)
    elif mode == "gold":
        goods = (("gold", n // 2), ("clay", ability_bonus(p, "miner")))
    else:
        goods = (("clay", 1 + n + ability_bonus(p, "miner")),)
    return goods


#: Workshop plans: PLANS_BASE building cards, and 1 more per PLANS_PER workers there
PLANS_BASE, PLANS_PER = 1, 2


def plans_cards(n: int) -> int:
    """Building cards drawn at the Workshop with `n` workers there (the new one counted)."""
    return PLANS_BASE + n // PLANS_PER


# -- King's Storehouse ---------------------------------------------------------------------------
def storehouse_actions(p: PlayerState, n: int) -> int:
    """Trades for `p` with `n` workers at the King's Storehouse (the new one counted)."""
    return n + ability_bonus(p, "overseer")


def trade_terms(trade: str) -> tuple[Goods, Goods]:
    if trade.startswith("a"):
        a = APPRENTICES[int(trade[1:])]
        return a.give, a.get
    return BASE_TRADES[trade]


# the moves these steps offer, made once (moves are immutable values; a frozen dataclass is slow to make)
_TRADE = {t: Trade(t) for t in BASE_TRADES}


def _trade_needs(trade: str) -> tuple[Trade, int, int, int]:
    """A base trade's move and the clay, wood and stone it gives (a base trade gives nothing else)."""
    give = dict(BASE_TRADES[trade][0])
    assert give.keys() <= {"clay", "wood", "stone"}
    return _TRADE[trade], give.get("clay", 0), give.get("wood", 0), give.get("stone", 0)


#: every base trade's `_trade_needs`, made at import: the Storehouse's moves compare three numbers a trade
_TRADE_NEEDS = tuple(map(_trade_needs, BASE_TRADES))
_CAPTURE = {(loc, c): Capture(loc, c) for loc in LARGE for c in range(5)}
_GUARD = {a: Guard(a) for a in ("imprison", "release", "rescue_silver", "rescue_debt", "pay_debt")}


def trade_moves(s: State, seat: int) -> tuple[Move, ...]:
    p = s.players[seat]
    clay, wood, stone = p.clay, p.wood, p.stone
    out: list[Move] = [m for m, c, w, st in _TRADE_NEEDS if clay >= c and wood >= w and stone >= st]
    seen = set()
    for a in p.apprentices:
        app = APPRENTICES[a]
        if app.ability == "trade" and a not in seen and has(p, app.give):
            seen.add(a)
            out.append(Trade(f"a{a}"))
    out.append(DONE)
    return tuple(out)


def do_trade(s: State, pend: Pending, trade: str, emit: Emit) -> State:
    """One Storehouse trade, and the step's count of trades left (popped at none) in the same copies of the
    player and the state."""
    seat = pend.seat
    give, get = trade_terms(trade)
    emit(("trade", seat, trade, 1))
    pd = dict(s.players[seat].__dict__)
    for k, v in give:  # pay_goods, into the copy
        emit(("pay", seat, k, v))
        pd[k] -= v
    d = dict(s.__dict__)
    left = pend.left - 1
    d["pending"] = s.pending[:-1] if left <= 0 else (*s.pending[:-1], replace(pend, left=left))
    return gain_into(s, seat, pd, d, get, emit)


# -- captures ------------------------------------------------------------------------------------
def capture_targets(s: State) -> list[tuple[str, int]]:
    return [(LARGE[i], c) for i, row in enumerate(s.at) for c, k in enumerate(row) if k]


def capture_limit(n_players: int) -> int:
    """Locations one Town Centre action may capture from (default 5)."""
    return 2 if n_players <= 3 else 1


#: a Town Centre action's first capture costs CAPTURE_TAX tax, each further one CAPTURE_SILVER silver
CAPTURE_TAX, CAPTURE_SILVER = 1, 1


def capture_cost(p: PlayerState, used: int) -> tuple[int, int]:
    """(plain silver, tax) of the next Town Centre capture (Conspirator: default 6)."""
    if used == 0:
        return 0, CAPTURE_TAX
    return max(0, CAPTURE_SILVER - ability_bonus(p, "conspirator")), 0


#: the captures at each large location (LARGE order), by colour
_CAPTURE_ROWS = tuple(tuple(_CAPTURE[where, c] for c in range(5)) for where in LARGE)


def _captures(at: Sequence[Row]) -> Iterator[Capture]:
    """The capture of every group in `at` (the `capture_targets` order), picked in C: each location's
    captures by its row of workers (`compress` keeps those whose count is not 0)."""
    return chain.from_iterable(map(compress, _CAPTURE_ROWS, at))


def town_moves(s: State, pend: Pending) -> tuple[Move, ...]:
    p = s.players[pend.seat]
    silver, tax = capture_cost(p, pend.used)
    if not can_pay(p, silver, tax):
        return (DONE,)
    locs = pend.locs
    if len(locs) < capture_limit(len(s.players)):
        return (*_captures(s.at), DONE)
    # no new location: only those already captured from by this action (the others' rows as empty)
    return (*_captures([row if where in locs else () for where, row in zip(LARGE, s.at, strict=True)]), DONE)


def free_capture_moves(s: State) -> tuple[Move, ...]:
    return (*_captures(s.at), DONE)


def capture(s: State, seat: int, loc: str, colour: int, emit: Emit) -> State:
    """Take every worker of `colour` at `loc`: own ones back to supply, others onto this board."""
    pd = dict(s.players[seat].__dict__)
    d = dict(s.__dict__)  # the location and the player: one copy of the state
    d["at"] = _take_workers(s, seat, loc, colour, pd, emit)
    ps = list(s.players)
    ps[seat] = build(PlayerState, pd)
    d["players"] = tuple(ps)
    return build(State, d)


def _take_workers(s: State, seat: int, loc: str, colour: int, pd: dict[str, Any], emit: Emit) -> tuple[Row, ...]:
    """`capture` into `pd`, a copy being made of the fields of the player at `seat`; returns the new `s.at`."""
    i = LOC_INDEX[loc]
    at = list(s.at)
    row = list(at[i])
    k = row[colour]
    emit(("capture", seat, f"{loc}:{colour}", k))
    row[colour] = 0
    at[i] = tuple(row)
    if colour == seat:
        pd["supply"] += k
    else:
        cap = list(pd["captured"])
        cap[colour] += k
        pd["captured"] = tuple(cap)
    return tuple(at)


def town_capture(s: State, pend: Pending, loc: str, colour: int, emit: Emit) -> State:
    """A Town Centre capture: pay for it (`pay`), take the workers (`capture`) and count it in the step
    (popped when no capture is left), in one copy of the state and one of the player."""
    seat = pend.seat
    p = s.players[seat]
    silver, tax = capture_cost(p, pend.used)
    t = tax_due(p, tax)
    if silver:
        emit(("pay", seat, "silver", silver))
    if t:
        emit(("tax_paid", seat, "", t))
    pd = dict(p.__dict__)
    pd["silver"] -= silver + t
    d = dict(s.__dict__)
    d["at"] = _take_workers(s, seat, loc, colour, pd, emit)
    ps = list(s.players)
    ps[seat] = build(PlayerState, pd)
    d["players"] = tuple(ps)
    d["tax"] = s.tax + t
    rest = s.pending[:-1]
    if pend.left <= 1:
        d["pending"] = rest
    else:
        locs = pend.locs if loc in pend.locs else (*pend.locs, loc)
        d["pending"] = (*rest, replace(pend, left=pend.left - 1, used=pend.used + 1, locs=locs))
    return build(State, d)


# -- Tax Stand -----------------------------------------------------------------------------------
TAX_STAND_VIRTUE = 2


def tax_stand_loss(p: PlayerState) -> int:
    """The virtue `p` loses at the Tax Stand (the Thief: less)."""
    return max(0, TAX_STAND_VIRTUE - ability_bonus(p, "thief"))


# -- Guardhouse ----------------------------------------------------------------------------------
#: silver for each captured worker sent to the Prison
IMPRISON_SILVER = 1
#: bring workers back from other boards: pay silver and tax, or take debts and lose virtue
RESCUE_SILVER, RESCUE_TAX = 3, 2
RESCUE_DEBTS, RESCUE_VIRTUE = 1, 1
#: pay off 1 debt: silver and tax, for virtue
DEBT_SILVER, DEBT_TAX = 3, 3
DEBT_VIRTUE = 1


def guard_moves(s: State, seat: int) -> tuple[Move, ...]:
    p = s.players[seat]
    out: list[Move] = []
    if sum(p.captured):
        out.append(_GUARD["imprison"])
    if p.prison:
        out.append(_GUARD["release"])
    if any(q.captured[seat] for q in s.players):
        if can_pay(p, RESCUE_SILVER, RESCUE_TAX):
            out.append(_GUARD["rescue_silver"])
        out.append(_GUARD["rescue_debt"])
    if p.debts and can_pay(p, DEBT_SILVER, DEBT_TAX):
        out.append(_GUARD["pay_debt"])
    out.append(DONE)
    return tuple(out)


def guard_action(s: State, seat: int, action: str, emit: Emit) -> State:
    p = s.players[seat]
    if action == "imprison":
        ps = list(s.players)
        total = 0
        for c, k in enumerate(p.captured):
            if k:
                emit(("imprison", seat, str(c), k))
                ps[c] = replace(ps[c], prison=ps[c].prison + k)
                total += k
        silver = total * IMPRISON_SILVER + (CHARACTER["bertha"]["silver"] if character(p) == "bertha" else 0)
        goods = (("silver", silver), *ability_goods(p, ("enforcer",)))
        ps[seat] = add_goods(replace(p, captured=(0,) * len(ps)), goods, seat, emit)
        return replace(s, players=tuple(ps))
    if action == "release":
        emit(("release", seat, "guardhouse", p.prison))
        return with_player(s, seat, replace(p, supply=p.supply + p.prison, prison=0))
    if action in ("rescue_silver", "rescue_debt"):
        if action == "rescue_silver":
            s = pay(s, seat, RESCUE_SILVER, RESCUE_TAX, emit)
        else:
            s = with_player(s, seat, change_virtue(take_debts(p, RESCUE_DEBTS, seat, emit), -RESCUE_VIRTUE, seat, emit))
        return rescue_all(s, seat, emit)
    # pay_debt
    s = pay(s, seat, DEBT_SILVER, DEBT_TAX, emit)
    emit(("debt_paid", seat, "", 1))
    p = s.players[seat]
    p = replace(p, debts=p.debts - 1, paid_debts=p.paid_debts + 1)
    p = change_virtue(p, DEBT_VIRTUE, seat, emit)
    bonus = ability_goods(p, ("collector_clay", "collector_stone", "collector_wood"))
    return gain_goods(with_player(s, seat, p), seat, bonus, emit)


def rescue_all(s: State, seat: int, emit: Emit) -> State:
    """Bring every worker of `seat` back from other players' boards."""
    ps = list(s.players)
    back = 0
    for i, q in enumerate(ps):
        if i != seat and q.captured[seat]:
            back += q.captured[seat]
            cap = list(q.captured)
            cap[seat] = 0
            ps[i] = replace(q, captured=tuple(cap))
    ps[seat] = replace(ps[seat], supply=ps[seat].supply + back)
    emit(("rescue", seat, "", back))
    return replace(s, players=tuple(ps))
