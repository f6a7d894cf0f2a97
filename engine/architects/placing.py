"""Where a seat's worker may go and where it may come back from: the placement moves (`place_moves`), the
reclaim moves (`reclaim_moves`, `can_reclaim`) and a worker taken back (`take_back`), read from tables of
moves made at import (moves are immutable values; a frozen dataclass costs ~0.4 µs to make)."""

from __future__ import annotations

from engine.architects import apprentices as appr
from engine.architects import buildings as bld
from engine.architects import market as mkt
from engine.architects.economy import ability_bonus
from engine.architects.moves import Move, Place, Reclaim
from engine.architects.state import LARGE, LOC_INDEX, Blank, PlayerState, State, replace

#: every placement by "location" or "location:mode", made once (moves are immutable values)
PLACES = {
    key: Place(*key.split(":"))
    for key in [
        "quarry",
        "forest",
        "mines:clay",
        "mines:gold",
        "silversmith",
        "storehouse",
        "workshop:hire",
        "workshop:plans",
        "town_centre",
        "tax_stand",
        "guardhouse",
        "guildhall",
        "black_market:a",
        "black_market:b_hire",
        "black_market:b_draw",
        "black_market:c",
    ]
}


def _place_table() -> tuple[tuple[Move, ...], ...]:
    """Every placement-move list, by a mask of the placements that may be closed (`place_moves`): the
    mines' gold, the Workshop hire, the Tax Stand, the four Black Market modes, the Guildhall (bit 0 up)."""
    order = ["quarry", "forest", "mines:clay", "mines:gold", "silversmith", "storehouse", "workshop:hire"]
    order += ["workshop:plans", "town_centre", "tax_stand", "guardhouse"]
    order += ["black_market:" + mode for mode in mkt.SPOTS] + ["guildhall"]
    optional = ["mines:gold", "workshop:hire", "tax_stand"] + ["black_market:" + m for m in mkt.SPOTS] + ["guildhall"]
    table = []
    for mask in range(1 << len(optional)):
        shut = {key for bit, key in enumerate(optional) if not mask >> bit & 1}
        table.append(tuple(PLACES[key] for key in order if key not in shut))
    return tuple(table)


#: the placement moves by the mask of open optional placements, made at import
_PLACE_MOVES = _place_table()


def place_moves(s: State, seat: int) -> tuple[Move, ...]:
    """The placements open to `seat`, looked up by a mask of the ones that may be closed.

    Half the decisions of a game are placements: for a seat without a character (the usual game) the
    Workshop and Black Market checks (`appr.can_hire_at_workshop`, `mkt.market_mask`) are spelled out
    here, a Python call fewer each (tests/engine/architects/test_architects_fast_checks.py compares them)."""
    p = s.players[seat]
    at = s.at
    mask = 1 if at[2][seat] else 0
    if p.character >= 0:
        if appr.can_hire_at_workshop(s, seat, min(at[5][seat] + 1, 4)):
            mask |= 2
        mask |= mkt.market_mask(s, seat) << 3
    else:
        silver = p.silver
        display = s.display
        # appr.can_hire_at_workshop: the first k of each row within reach of `silver`
        k = silver - _PLAIN_HIRE[p.virtue]
        if k >= 0:
            k = min(COLUMNS, k + min(at[5][seat] + 1, 4))
            if max(display[:k]) >= 0 or max(display[COLUMNS : COLUMNS + k]) >= 0:
                mask |= 2
        # mkt.market_mask: closed at virtue 10+; the Trickster's bonus read only for a seat with apprentices
        if p.virtue < _VIRTUE_CLOSED:
            if p.apprentices:
                silver += ability_bonus(p, "trickster")
            spots = s.market_spots
            if spots[0] < 0 and silver >= _SPOT_SILVER[0]:
                mask |= 8
            if spots[1] < 0 and silver >= _SPOT_SILVER[1]:
                if max(display) >= 0:
                    mask |= 16
                if s.building_deck:
                    mask |= 32
            if spots[2] < 0 and silver >= _SPOT_SILVER[2]:
                mask |= 64
    if s.tax > 0:
        mask |= 4
    if bld.can_use_guildhall(s, seat):
        mask |= 128
    return _PLACE_MOVES[mask]


_PLAIN_HIRE, COLUMNS, _SPOT_SILVER, _VIRTUE_CLOSED = appr.PLAIN_HIRE, appr.COLUMNS, mkt.SPOT_SILVER, mkt.VIRTUE_CLOSED


def reclaim_moves(s: State, seat: int) -> tuple[Reclaim, ...]:
    """Where a seat with an empty supply may take a worker back (default 9, after the BGA code's
    `argnoworker`): a large location; with none there, the Prison or another player's board. Never the
    Black Market (seed: its workers "are only removed during a Black Market Reset") nor the Guildhall."""
    mask, bit = 0, 1
    for row in s.at:
        if row[seat]:
            mask |= bit
        bit <<= 1
    if mask:
        return _RECLAIMS[mask]
    out = [_RECLAIM_PRISON] if s.players[seat].prison else []
    out += (_RECLAIM_BOARD[i] for i, q in enumerate(s.players) if i != seat and q.captured[seat])
    return tuple(out)


# the reclaims, made once (moves are immutable values; a frozen dataclass costs ~0.4 µs to make)
_RECLAIM = tuple(Reclaim(name) for name in LARGE)
#: the reclaims from large locations by a mask of where the seat has workers (bit i: LARGE[i]), made at import
_RECLAIMS = tuple(tuple(r for i, r in enumerate(_RECLAIM) if mask >> i & 1) for mask in range(1 << len(LARGE)))
_RECLAIM_PRISON = Reclaim("prison")
_RECLAIM_BOARD = tuple(Reclaim(f"board_{i}") for i in range(5))


#: a reclaim's location -> the large location's index, -1 for the Prison, -2 - k for seat k's board
_RECLAIM_FROM = {**LOC_INDEX, "prison": -1, **{f"board_{k}": -2 - k for k in range(5)}}


def take_back(s: State, seat: int, move: Reclaim) -> State:
    """Move one of `seat`'s workers from where `move` names to its supply, and end the reclaim decision
    (one copy of the state and one of the player for all of it: a reclaim is a quarter of the decisions)."""
    players = list(s.players)
    p = players[seat]
    d = s.__dict__.copy()  # replace(s, ...), spelled out (engine.core.frozen)
    pd = p.__dict__.copy()
    pd["supply"] += 1
    i = _RECLAIM_FROM[move.location]
    if i >= 0:
        at = list(s.at)
        row = list(at[i])
        row[seat] -= 1
        at[i] = tuple(row)
        d["at"] = tuple(at)
    elif i == -1:
        pd["prison"] -= 1
    else:  # a worker captured by the player at seat k
        k = -2 - i
        captured = list(players[k].captured)
        captured[seat] -= 1
        players[k] = replace(players[k], captured=tuple(captured))
    q: PlayerState = Blank()  # build, inlined (no Python call per copy: see Blank)
    q.__dict__ = pd
    q.__class__ = PlayerState
    players[seat] = q
    d["players"] = tuple(players)
    d["pending"] = s.pending[:-1]
    new: State = Blank()
    new.__dict__ = d
    new.__class__ = State
    return new


def can_reclaim(s: State, seat: int) -> bool:
    """`bool(reclaim_moves(s, seat))` without making the moves."""
    for row in s.at:
        if row[seat]:
            return True
    if s.players[seat].prison:
        return True
    return any(q.captured[seat] for i, q in enumerate(s.players) if i != seat)
