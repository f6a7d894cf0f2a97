"""The Workshop display: hiring (Workshop, Black Market, Tavern), the apprentice limit and refreshes."""

from __future__ import annotations

from typing import Any

from engine.architects.content import APPRENTICES, CHARACTER
from engine.architects.economy import change_virtue, character, shift_virtue, tax_due, virtue_waiver
from engine.architects.events import Emit
from engine.architects.moves import DropApprentice, Hire
from engine.architects.state import VIRTUE_MAX, Pending, PlayerState, State, build, pop, replace, with_player

COLUMNS = 4
HIRE_SILVER = 2
HIRE_TAX = 2
APPRENTICE_LIMIT = 5
#: a hire of each Workshop space (2 rows of COLUMNS), made once: moves are immutable values
HIRES = tuple(Hire(i) for i in range(2 * COLUMNS))
Row = tuple[int, ...]


def apprentice_limit(p: PlayerState) -> int:
    return CHARACTER["rudolf"]["limit"] if character(p) == "rudolf" else APPRENTICE_LIMIT


def hire_cost(p: PlayerState) -> int:
    """Plain silver part of a Workshop hire (Rudolf pays less)."""
    return HIRE_SILVER - CHARACTER["rudolf"]["silver"] if character(p) == "rudolf" else HIRE_SILVER


def extra_silver(slot: int, reach: int) -> int:
    """Extra plain silver to hire beyond the reach of your Workshop workers (default 18)."""
    return max(0, slot % COLUMNS + 1 - reach)


def workshop_hires(s: State, seat: int, reach: int) -> tuple[Hire, ...]:
    p = s.players[seat]
    base = hire_cost(p) + tax_due(p, HIRE_TAX)
    return tuple(HIRES[i] for i, a in enumerate(s.display) if a >= 0 and p.silver >= base + extra_silver(i, reach))


#: a Workshop hire's silver and tax within reach, by virtue, for a player without a character
PLAIN_HIRE = tuple(HIRE_SILVER + max(0, HIRE_TAX - virtue_waiver(v)) for v in range(VIRTUE_MAX + 1))


def can_hire_at_workshop(s: State, seat: int, reach: int) -> bool:
    """Whether any face-up apprentice is affordable (a fast form of `bool(workshop_hires(...))`)."""
    p = s.players[seat]
    base = PLAIN_HIRE[p.virtue] if p.character < 0 else hire_cost(p) + tax_due(p, HIRE_TAX)
    if p.silver < base:
        return False
    # extra_silver(i, reach) <= spare  <=>  the column of i is below spare + reach: the first k of each row
    k = min(COLUMNS, p.silver - base + reach)
    if k <= 0:
        return False
    d = s.display  # -1: an empty space
    return max(d[:k]) >= 0 or max(d[COLUMNS : COLUMNS + k]) >= 0


def free_hires(s: State) -> tuple[Hire, ...]:
    return tuple(HIRES[i] for i, a in enumerate(s.display) if a >= 0)


def _slide(display: Row, coins: Row, deck: Row, slot: int) -> tuple[Row, Row, Row]:
    """Remove the card in `slot`; cards to its right slide left; a new card fills the right end: the new
    display, silver on it and apprentice deck."""
    row = slot // COLUMNS * COLUMNS
    new_display = list(display)
    new_coins = list(coins)
    cards = new_display[row : row + COLUMNS]
    silver = new_coins[row : row + COLUMNS]
    k = slot - row
    del cards[k], silver[k]
    if deck:
        cards.append(deck[0])
        deck = deck[1:]
    else:
        cards.append(-1)
    silver.append(0)
    new_display[row : row + COLUMNS] = cards
    new_coins[row : row + COLUMNS] = silver
    return tuple(new_display), tuple(new_coins), deck


def take_apprentice(s: State, seat: int, slot: int, emit: Emit) -> State:
    """The seat gains the apprentice in `slot` (and the silver on it); the row shifts."""
    return _take_into(s, seat, slot, dict(s.players[seat].__dict__), dict(s.__dict__), emit)


def _take_into(s: State, seat: int, slot: int, pd: dict[str, Any], d: dict[str, Any], emit: Emit) -> State:
    """`take_apprentice` into copies being made of the fields of the player at `seat` (`pd`) and of `s`
    (`d`, whose display silver may have changed already); returns the state they make."""
    card = s.display[slot]
    coins = d["display_silver"]
    silver = coins[slot]
    emit(("hire", seat, f"a{card}", silver))
    pd["apprentices"] = (*pd["apprentices"], card)
    if silver:  # add_goods
        emit(("gain", seat, "silver", silver))
        pd["silver"] += silver
    virtue = APPRENTICES[card].virtue
    if not shift_virtue(pd, virtue, seat, emit):
        pd = dict(change_virtue(build(PlayerState, pd), virtue, seat, emit).__dict__)
    d["display"], d["display_silver"], d["apprentice_deck"] = _slide(s.display, coins, s.apprentice_deck, slot)
    ps = list(s.players)
    ps[seat] = build(PlayerState, pd)
    d["players"] = tuple(ps)
    return build(State, d)


def start_hire(s: State, seat: int, slot: int, source: str, reach: int, emit: Emit) -> State:
    """End the hire decision on top of the stack, pay for the hire, and hire; if at the apprentice limit, ask
    for a discard first (default: discard before hire). The player and the state are copied once each."""
    p = s.players[seat]
    pd = dict(p.__dict__)
    d = dict(s.__dict__)
    d["pending"] = s.pending[:-1]
    if source == "workshop":
        silver, t = hire_cost(p), tax_due(p, HIRE_TAX)  # pay, into the copies
        pd["silver"] -= silver + t
        if silver:
            emit(("pay", seat, "silver", silver))
        if t:
            emit(("tax_paid", seat, "", t))
        d["tax"] = s.tax + t
        extra = extra_silver(slot, reach)
        if extra:
            emit(("pay", seat, "silver", extra))
            pd["silver"] -= extra
            row = slot // COLUMNS * COLUMNS
            coins = list(s.display_silver)
            for col in range(extra):
                if s.display[row + col] >= 0:
                    coins[row + col] += 1
            d["display_silver"] = tuple(coins)
    if len(p.apprentices) >= apprentice_limit(p):
        d["pending"] += (Pending("drop_apprentice", seat, left=slot, source="hire"),)
        ps = list(s.players)
        ps[seat] = build(PlayerState, pd)
        d["players"] = tuple(ps)
        return build(State, d)
    return _take_into(s, seat, slot, pd, d, emit)


def drop_moves(s: State, seat: int) -> tuple[DropApprentice, ...]:
    return tuple(DropApprentice(a) for a in dict.fromkeys(s.players[seat].apprentices))


def drop_apprentice(s: State, seat: int, card: int, emit: Emit) -> State:
    """Discard an apprentice to the bottom of the deck (its hire virtue stays)."""
    emit(("drop_apprentice", seat, f"a{card}", 0))
    p = s.players[seat]
    i = p.apprentices.index(card)
    p = replace(p, apprentices=p.apprentices[:i] + p.apprentices[i + 1 :])
    s = with_player(s, seat, p)
    return replace(s, apprentice_deck=(*s.apprentice_deck, card))


def resolve_drop(s: State, pend: Pending, card: int, emit: Emit) -> State:
    s = drop_apprentice(pop(s), pend.seat, card, emit)
    if pend.source == "hire":
        s = take_apprentice(s, pend.seat, pend.left, emit)
    return s


def refresh(s: State, emit: Emit) -> State:
    """Guildhall refresh: discard column 1 to the deck bottom, slide left, deal 2 into column 4."""
    display = list(s.display)
    silver = list(s.display_silver)
    deck = list(s.apprentice_deck)
    for row in (0, COLUMNS):
        if display[row] >= 0:
            deck.append(display[row])
    dealt = 0
    for row in (0, COLUMNS):
        cards = display[row + 1 : row + COLUMNS]
        coins = silver[row + 1 : row + COLUMNS]
        if deck:
            cards.append(deck.pop(0))
            dealt += 1
        else:
            cards.append(-1)
        coins.append(0)
        display[row : row + COLUMNS] = cards
        silver[row : row + COLUMNS] = coins
    emit(("refresh", -1, "", dealt))
    return replace(s, display=tuple(display), display_silver=tuple(silver), apprentice_deck=tuple(deck))


def refill_all(s: State) -> State:
    """After the optional free starting hires: close the gaps in each row and fill from the deck."""
    display = list(s.display)
    silver = list(s.display_silver)
    deck = list(s.apprentice_deck)
    for row in (0, COLUMNS):
        cards = [c for c in display[row : row + COLUMNS] if c >= 0]
        while len(cards) < COLUMNS:
            cards.append(deck.pop(0) if deck else -1)
        display[row : row + COLUMNS] = cards
        silver[row : row + COLUMNS] = [0] * COLUMNS
    return replace(s, display=tuple(display), display_silver=tuple(silver), apprentice_deck=tuple(deck))


def start_hire_free_nofill(s: State, seat: int, slot: int, emit: Emit) -> State:
    """Optional starting apprentice: take a card for free; the space stays empty until everyone chose."""
    card = s.display[slot]
    emit(("hire", seat, f"a{card}", 0))
    p = s.players[seat]
    p = change_virtue(replace(p, apprentices=(*p.apprentices, card)), APPRENTICES[card].virtue, seat, emit)
    s = with_player(s, seat, p)
    display = list(s.display)
    display[slot] = -1
    return replace(s, display=tuple(display))


def skills_of(p: PlayerState) -> str:
    """Every skill icon among the player's apprentices."""
    return "".join({c for a in p.apprentices for c in APPRENTICES[a].skills})


#: the skill set of each group of apprentices seen so far (few recur; bounded, so it cannot grow without end)
_SKILL_SETS: dict[tuple[int, ...], frozenset[str]] = {}


def skill_set(p: PlayerState) -> frozenset[str]:
    """`skills_of` as a set, looked up: the Guildhall's legality asks it on every placement."""
    found = _SKILL_SETS.get(p.apprentices)
    if found is None:
        found = frozenset(skills_of(p))
        if len(_SKILL_SETS) < 10_000:
            _SKILL_SETS[p.apprentices] = found
    return found
