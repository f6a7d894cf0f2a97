"""Virtue, debts, tax and card draws: the bookkeeping every rule shares."""

from __future__ import annotations

from typing import Any

from engine.architects.content import ABILITY, APPRENTICES, CHARACTER, C
from engine.architects.events import Emit
from engine.architects.state import VIRTUE_MAX, PlayerState, State, build, replace

Goods = tuple[tuple[str, int], ...]


#: apprentice -> its ability
_ABILITY_OF = {a: card.ability for a, card in APPRENTICES.items()}
#: the abilities of each group of apprentices seen so far, counted (few recur: the rules ask on most moves;
#: bounded, so it cannot grow without end)
_COUNTS: dict[tuple[int, ...], dict[str, int]] = {}


def counts_of(apprentices: tuple[int, ...]) -> dict[str, int]:
    """How many of `apprentices` have each ability (abilities none has: absent), looked up."""
    found = _COUNTS.get(apprentices)
    if found is None:
        found = {}
        for a in apprentices:
            ability = _ABILITY_OF[a]
            found[ability] = found.get(ability, 0) + 1
        if len(_COUNTS) < 10_000:
            _COUNTS[apprentices] = found
    return found


def ability_count(p: PlayerState, ability: str) -> int:
    """How many of `p`'s apprentices have `ability`."""
    return counts_of(p.apprentices).get(ability, 0) if p.apprentices else 0


def ability_bonus(p: PlayerState, ability: str) -> int:
    """How much `ability` adds for `p`: its number (`ABILITY`) per apprentice of `p`'s with it."""
    if not p.apprentices:
        return 0
    counts = _COUNTS.get(p.apprentices) or counts_of(p.apprentices)  # counts_of's lookup first: no call
    return ABILITY[ability][1] * counts.get(ability, 0)


def ability_goods(p: PlayerState, abilities: tuple[str, ...]) -> Goods:
    """The goods `abilities` give `p` (`ABILITY`: its good, its number per apprentice with it), in the
    order given; none for an ability `p` has no apprentice with."""
    if not p.apprentices:
        return ()
    counts = counts_of(p.apprentices)
    out = []
    for ability in abilities:
        k = counts.get(ability, 0)
        if k:
            good, n = ABILITY[ability]
            out.append((good, n * k))
    return tuple(out)


def character(p: PlayerState) -> str:
    return C.characters[p.character].ability if p.character >= 0 else ""


def take_debts(p: PlayerState, k: int, seat: int, emit: Emit) -> PlayerState:
    """Seat `seat` (player `p`) takes k unpaid debts (Hugo pays silver instead of each one when he can)."""
    if k <= 0:
        return p
    if character(p) == "hugo":
        price = CHARACTER["hugo"]["silver"]
        avoid = min(k, p.silver // price)
        if avoid:
            p = replace(p, silver=p.silver - price * avoid)
            emit(("pay", seat, "silver", price * avoid))
        k -= avoid
    if not k:
        return p
    emit(("debt", seat, "", k))
    return replace(p, debts=p.debts + k)


def change_virtue(p: PlayerState, delta: int, seat: int, emit: Emit) -> PlayerState:
    """Move seat `seat` (player `p`) on the 0-14 track: below 0 take a debt per missing point; above
    14 destroy unpaid debts. No change: `p` itself (a Black Market reset asks every player)."""
    if not delta:
        return p
    v = p.virtue + delta
    if v < 0:
        if p.virtue:
            emit(("virtue", seat, "", -p.virtue))
        return take_debts(replace(p, virtue=0), -v, seat, emit)
    if v > VIRTUE_MAX:
        destroy = min(v - VIRTUE_MAX, p.debts)
        if p.virtue != VIRTUE_MAX:
            emit(("virtue", seat, "", VIRTUE_MAX - p.virtue))
        if destroy:
            emit(("debt_destroyed", seat, "", destroy))
        return replace(p, virtue=VIRTUE_MAX, debts=p.debts - destroy, destroyed_debts=p.destroyed_debts + destroy)
    if delta:
        emit(("virtue", seat, "", delta))
    return replace(p, virtue=v)


def virtue_waiver(virtue: int) -> int:
    """How much less tax a player at `virtue` pays on each cost."""
    return 2 if virtue <= 1 else 1 if virtue <= 3 else 0


def tax_due(p: PlayerState, tax: int) -> int:
    """The tax part of one cost after the low-virtue waiver (and Ada's extra waiver)."""
    waiver = virtue_waiver(p.virtue)
    if character(p) == "ada":
        waiver += CHARACTER["ada"]["tax"]
    return max(0, tax - waiver)


def can_pay(p: PlayerState, silver: int, tax: int) -> bool:
    return p.silver >= silver + tax_due(p, tax)


def pay(s: State, seat: int, silver: int, tax: int, emit: Emit) -> State:
    """Pay plain silver to the supply and the (waived) tax onto the Tax Stand."""
    p = s.players[seat]
    t = tax_due(p, tax)
    ps = list(s.players)
    ps[seat] = replace(p, silver=p.silver - silver - t)
    if silver:
        emit(("pay", seat, "silver", silver))
    if t:
        emit(("tax_paid", seat, "", t))
    return replace(s, players=tuple(ps), tax=s.tax + t)  # the player and the tax: one copy of the state


def draw_buildings(s: State, seat: int, k: int, emit: Emit) -> State:
    """Draw up to k building cards from the top of the deck into a hand."""
    if k <= 0 or not s.building_deck:
        return s
    drawn, rest = s.building_deck[:k], s.building_deck[k:]
    emit(("draw", seat, "", len(drawn)))
    ps = list(s.players)
    ps[seat] = replace(ps[seat], hand=ps[seat].hand + drawn)
    return replace(s, building_deck=rest, players=tuple(ps))  # the deck and the hand: one copy of the state


def to_bottom(s: State, cards: tuple[int, ...]) -> State:
    return replace(s, building_deck=s.building_deck + cards)


def remove_card(hand: tuple[int, ...], card: int) -> tuple[int, ...]:
    i = hand.index(card)
    return hand[:i] + hand[i + 1 :]


def gain_goods(s: State, seat: int, goods: tuple[tuple[str, int], ...], emit: Emit) -> State:
    """Gain goods that may include "virtue" and "cards" (drawn last), in one copy of the player and of the
    state (`gain_into`)."""
    if not goods:
        return s
    return gain_into(s, seat, dict(s.players[seat].__dict__), dict(s.__dict__), goods, emit)


def gain_into(
    s: State, seat: int, pd: dict[str, Any], d: dict[str, Any], goods: tuple[tuple[str, int], ...], emit: Emit
) -> State:
    """`gain_goods` into copies being made (`engine.core.frozen.fields_of`): `pd` of the player at `seat`,
    `d` of `s`, both possibly changed already; returns the new state they make. The player and the state are
    copied once each for all of it (a copy is much of what a move costs), the virtue track's change in the
    same copy unless it runs off an end (`change_virtue`)."""
    cards = 0
    for k, v in goods:
        if k == "virtue":
            if not shift_virtue(pd, v, seat, emit):
                pd = dict(change_virtue(build(PlayerState, pd), v, seat, emit).__dict__)
        elif k == "cards":
            cards += v
        else:
            pd[k] += v
            emit(("gain", seat, k, v))
    deck = d["building_deck"]
    if cards > 0 and deck:  # draw_buildings, in the same copies
        drawn = deck[:cards]
        emit(("draw", seat, "", len(drawn)))
        pd["hand"] += drawn
        d["building_deck"] = deck[cards:]
    ps = list(s.players)
    ps[seat] = build(PlayerState, pd)
    d["players"] = tuple(ps)
    return build(State, d)


def shift_virtue(pd: dict[str, Any], delta: int, seat: int, emit: Emit) -> bool:
    """`change_virtue` on the fields of a player being copied (`engine.core.frozen.fields_of`) when the
    track does not run off an end; False (and nothing done) when it would: then `change_virtue` it is."""
    v = pd["virtue"] + delta
    if v < 0 or v > VIRTUE_MAX:
        return False
    if delta:
        emit(("virtue", seat, "", delta))
    pd["virtue"] = v
    return True


def pay_goods(p: PlayerState, goods: tuple[tuple[str, int], ...], seat: int, emit: Emit) -> PlayerState:
    """Seat `seat` (player `p`) pays `goods` (no tax) to the supply."""
    for k, v in goods:
        emit(("pay", seat, k, v))
    return replace(p, **{k: getattr(p, k) - v for k, v in goods})


def add_goods(p: PlayerState, goods: tuple[tuple[str, int], ...], seat: int, emit: Emit, **also: int) -> PlayerState:
    """Seat `seat` (player `p`) gains plain goods (no virtue, no cards; zero amounts skipped); `also`: other
    fields of `p` set in the same copy (one copy of the player for all: a copy is much of what a move costs)."""
    changes = also
    for k, v in goods:
        if v:
            emit(("gain", seat, k, v))
            changes[k] = (changes[k] if k in changes else getattr(p, k)) + v
    return replace(p, **changes) if changes else p
