"""The Black Market: its three spots, the card piles and the five-step reset."""

from __future__ import annotations

from typing import Any

from engine.architects.content import CHARACTER, C
from engine.architects.economy import (
    ability_bonus,
    ability_count,
    ability_goods,
    add_goods,
    change_virtue,
    character,
    draw_buildings,
    gain_goods,
    gain_into,
    shift_virtue,
    take_debts,
)
from engine.architects.events import Emit
from engine.architects.state import Pending, PlayerState, State, build, replace, with_player
from engine.core import rng

SPOTS = {"a": 0, "b_hire": 1, "b_draw": 1, "c": 2}
SPOT_SILVER = (1, 2, 3)
#: virtue lost at each visit (the Illusionist loses none)
MARKET_VIRTUE = 1
VIRTUE_CLOSED = 10
DRAW_CARDS = 5
#: at a reset: RESET_PRISON or more workers in the Prison lose RESET_VIRTUE; the most there take RESET_DEBTS
RESET_PRISON, RESET_VIRTUE, RESET_DEBTS = 3, 1, 1

Goods = tuple[tuple[str, int], ...]


def small_goods(s: State) -> Goods:
    return C.market[s.market_pile[0]].small if s.market_pile else C.printed_small


def large_goods(s: State) -> Goods:
    return C.market[s.market_large].large if s.market_large >= 0 else C.printed_large


def spot_cost(s: State, seat: int, spot: int) -> int:
    return max(0, SPOT_SILVER[spot] - ability_bonus(s.players[seat], "trickster"))


def market_mask(s: State, seat: int) -> int:
    """The Black Market placements open to `seat` now (closed at virtue 10+), a bit per mode in `SPOTS`
    order (bit 0: "a")."""
    p = s.players[seat]
    if p.virtue >= VIRTUE_CLOSED:
        return 0
    spots = s.market_spots
    if min(spots) >= 0:  # all three taken (-1: a free spot)
        return 0
    silver = p.silver + ability_bonus(p, "trickster") if p.apprentices else p.silver  # spot_cost, bonus read once
    mask = 0
    if spots[0] < 0 and silver >= SPOT_SILVER[0]:
        mask = 1
    if spots[1] < 0 and silver >= SPOT_SILVER[1]:
        if max(s.display) >= 0:
            mask |= 2
        if s.building_deck:
            mask |= 4
    if spots[2] < 0 and silver >= SPOT_SILVER[2]:
        mask |= 8
    return mask


def place_market(s: State, seat: int, mode: str, emit: Emit) -> State:
    """Occupy a spot, pay silver (plain, default 15) and virtue, gain the spot's goods or start its choice.
    The placement decision on top of the stack ends here (in the same copy of the state)."""
    spot = SPOTS[mode]
    spots = list(s.market_spots)
    spots[spot] = seat
    new_spots = (spots[0], spots[1], spots[2])
    p = s.players[seat]
    cost = spot_cost(s, seat, spot)
    emit(("place", seat, "black_market", spot + 1))
    if cost:
        emit(("pay", seat, "silver", cost))
    pd = dict(p.__dict__)  # one copy of the player and one of the state for the spot, the payment, the
    pd["silver"] -= cost  # virtue, the step popped, a reset due when all three spots are taken and the goods
    pd["supply"] -= 1
    if not (p.apprentices and ability_count(p, "illusionist")) and not shift_virtue(pd, -MARKET_VIRTUE, seat, emit):
        pd = dict(change_virtue(build(PlayerState, pd), -MARKET_VIRTUE, seat, emit).__dict__)
    swindle = ability_goods(p, ("swindler_clay", "swindler_stone", "swindler_wood"))
    d = dict(s.__dict__)
    d["market_spots"] = new_spots
    d["reset_due"] = s.reset_due or min(new_spots) >= 0
    d["pending"] = s.pending[:-1]
    caroline = character(p) == "caroline"
    if not caroline:  # the spot's goods or its next step in the same copies
        if mode == "a" or mode == "c":  # the swindle's goods have no cards: drawn at the end
            return gain_into(s, seat, pd, d, swindle + (small_goods(s) if mode == "a" else large_goods(s)), emit)
        if not swindle:  # no gain: the next step's events come next
            return gain_into(s, seat, pd, _b_step(s, seat, mode, d, emit), (), emit)
    s = gain_into(s, seat, pd, d, swindle, emit)
    if caroline:
        s = draw_buildings(s, seat, CHARACTER["caroline"]["cards"], emit)
    if mode == "a":
        return gain_goods(s, seat, small_goods(s), emit)
    if mode == "c":
        return gain_goods(s, seat, large_goods(s), emit)
    d = dict(s.__dict__)
    return build(State, _b_step(s, seat, mode, d, emit))


def _b_step(s: State, seat: int, mode: str, d: dict[str, Any], emit: Emit) -> dict[str, Any]:
    """Spot B's next step (a hire, or five cards drawn to keep one) set in `d`, a copy being made of the
    fields of `s`; returns `d`."""
    if mode == "b_hire":
        d["pending"] += (Pending("hire", seat, source="black_market"),)
        return d
    drawn = s.building_deck[:DRAW_CARDS]
    if not drawn:  # Caroline's extra card may have emptied the deck
        return d
    emit(("black_market_draw", seat, "", len(drawn)))
    d["building_deck"] = s.building_deck[DRAW_CARDS:]
    d["pending"] += (Pending("keep", seat, cards=drawn),)
    return d


def keep_card(s: State, pend: Pending, card: int, emit: Emit) -> State:
    """Keep one of the drawn cards; the others go to the bottom of the deck in drawn order."""
    rest = list(pend.cards)
    rest.remove(card)
    emit(("keep", pend.seat, "", 1))
    p = s.players[pend.seat]
    s = with_player(s, pend.seat, replace(p, hand=(*p.hand, card)))
    return replace(s, building_deck=s.building_deck + tuple(rest))


def reset(s: State, emit: Emit) -> State:
    """Black Market reset, steps 1-5 in order (defaults 4 and 17)."""
    n = len(s.players)
    ps = list(s.players)
    new_large = s.market_pile[0] if s.market_pile else s.market_large
    emit(("market_reset", -1, str(new_large) if new_large >= 0 else "", 0))
    # 1. Black Market workers go to the Prison.
    for seat in s.market_spots:
        if seat >= 0:
            emit(("to_prison", seat, "black_market", 1))
            ps[seat] = replace(ps[seat], prison=ps[seat].prison + 1)
    # the state's changes, made in one copy at the end
    changes: dict[str, Any] = {"market_spots": (-1, -1, -1), "reset_due": False}
    # 2. The top Small card moves onto the Large space; refill the pile from under it when empty.
    if s.market_pile:
        top, pile = s.market_pile[0], s.market_pile[1:]
        under = s.market_under + ((s.market_large,) if s.market_large >= 0 else ())
        if not pile and under:
            pile, changes["rng"] = rng.shuffled(s.rng, under)
            under = ()
        changes.update(market_pile=pile, market_large=top, market_under=under)
    # 3. Reset abilities, in turn order from the current player.
    for k in range(n):
        seat = (s.turn + k) % n
        p = ps[seat]
        free = ability_bonus(p, "gatekeeper") + (CHARACTER["fara"]["n"] if character(p) == "fara" else 0)
        if free and p.prison:
            m = min(free, p.prison)
            emit(("release", seat, "reset", m))
            p = replace(p, prison=p.prison - m, supply=p.supply + m)
        if p.prison == 0:
            p = add_goods(p, ability_goods(p, ("squire_gold", "squire_marble")), seat, emit)
            p = change_virtue(p, ability_bonus(p, "squire_virtue"), seat, emit)
        ps[seat] = add_goods(p, ability_goods(p, ("peddler",)), seat, emit)
    # 4. Three or more in Prison: lose 1 virtue.
    for seat in range(n):
        if ps[seat].prison >= RESET_PRISON:
            ps[seat] = change_virtue(ps[seat], -RESET_VIRTUE, seat, emit)
    # 5. Most in Prison (if any): take 1 debt each.
    most = max(p.prison for p in ps)
    if most > 0:
        for seat in range(n):
            if ps[seat].prison == most:
                ps[seat] = take_debts(ps[seat], RESET_DEBTS, seat, emit)
    return replace(s, players=tuple(ps), **changes)
