"""Game setup (seed steps 1-13), the hidden building draft and the optional starting apprentice."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from engine.architects.apprentices import refill_all
from engine.architects.content import APPRENTICES, BUILDINGS, C
from engine.architects.economy import draw_buildings, to_bottom
from engine.architects.events import Emit
from engine.architects.state import (
    LARGE,
    OPTIONS,
    VIRTUE_MAX,
    WORKERS,
    Pending,
    PlayerState,
    State,
    combined,
    gain,
    replace,
)
from engine.core import rng

TAX_START = 4
DRAFT_DEAL = 4
START_VIRTUE = 7


def check_options(players: Sequence[str], options: Mapping[str, Any] | None) -> tuple[str, ...]:
    if not 2 <= len(players) <= 5:
        raise ValueError(f"Architects needs 2 to 5 players, got {len(players)}")
    if not all(isinstance(p, str) for p in players):
        raise ValueError("player names must be strings")
    options = dict(options or {})
    for key, value in options.items():
        if key not in OPTIONS:
            raise ValueError(f"unknown option {key!r}; known: {', '.join(OPTIONS)}")
        if not isinstance(value, bool):
            raise ValueError(f"option {key!r} must be true or false")
    return tuple(k for k in OPTIONS if options.get(k))


def new_state(players: Sequence[str], seed: int, options: Mapping[str, Any] | None) -> State:
    opts = check_options(players, options)
    if type(seed) is not int:
        raise ValueError("seed must be an integer")
    n = len(players)
    promos = "promos" in opts
    r = rng.seed_state(seed)
    buildings = [b for b in sorted(BUILDINGS) if promos or not BUILDINGS[b].promo]
    apprentices = [a for a in sorted(APPRENTICES) if promos or not APPRENTICES[a].promo]
    bdeck, r = rng.shuffled(r, buildings)
    adeck, r = rng.shuffled(r, apprentices)
    market, r = rng.shuffled(r, sorted(C.market))
    rewards, r = rng.shuffled(r, sorted(C.rewards))
    first, r = rng.below(r, n)
    chars: tuple[int, ...] = (-1,) * n
    if "variable_setup" in opts:
        picked, r = rng.shuffled(r, sorted(C.characters))
        chars = picked[:n]
        first = max(range(n), key=lambda i: C.characters[chars[i]].virtue)
    ps = []
    for seat, name in enumerate(players):
        silver = 3 + (seat - first) % n
        p = PlayerState(
            name=name,
            character=chars[seat],
            silver=silver,
            clay=0,
            wood=0,
            stone=0,
            gold=0,
            marble=0,
            virtue=START_VIRTUE,
            supply=WORKERS,
            captured=(0,) * n,
            prison=0,
            guildhall=0,
            side=0,
            hand=(),
            built=(),
            apprentices=(),
            debts=0,
            paid_debts=0,
            destroyed_debts=0,
            cathedral=0,
            rewards=(),
        )
        if chars[seat] >= 0:
            ch = C.characters[chars[seat]]
            p = replace(
                p,
                silver=ch.silver,
                virtue=min(VIRTUE_MAX, ch.virtue),
                supply=WORKERS - ch.prison,
                prison=ch.prison,
                debts=ch.debts,
            )
            p = gain(p, ch.goods)
        ps.append(p)
    draft = tuple(tuple(bdeck[i * DRAFT_DEAL : (i + 1) * DRAFT_DEAL]) for i in range(n))
    state = State(
        players=tuple(ps),
        seed=seed,
        options=opts,
        rng=r,
        first=first,
        turn=first,
        at=tuple((0,) * n for _ in LARGE),
        market_spots=(-1, -1, -1),
        tax=TAX_START,
        guildhall=0,
        display=tuple(adeck[:8]),
        display_silver=(0,) * 8,
        building_deck=tuple(bdeck[n * DRAFT_DEAL :]),
        apprentice_deck=tuple(adeck[8:]),
        market_pile=market,
        market_large=-1,
        market_under=(),
        reward_pile=rewards[: 2 * n + 1],
        reward_box=rewards[2 * n + 1 :],
        draft=draft,
        pending=(Pending("draft", first),),
        reset_due=False,
        final_left=0,
        idle=0,
        over=False,
    )
    return combined(state)  # made by __init__: its dicts split (see `combined`)


#: each seat's draft pick as a pending stack of one, made at import (shared by every state)
_DRAFT_STEP = tuple((Pending("draft", seat),) for seat in range(5))


def draft_pick(s: State, seat: int, card: int, emit: Emit) -> tuple[State, bool]:
    """Keep `card`; pass hands when everyone has picked. Returns (state, draft finished)."""
    n = len(s.players)
    hand = list(s.draft[seat])
    hand.remove(card)
    draft = list(s.draft)
    draft[seat] = tuple(hand)
    p = s.players[seat]
    ps = list(s.players)
    ps[seat] = replace(p, hand=(*p.hand, card))
    nxt = (seat + 1) % n
    if nxt != s.first:  # the pick, the hand and the next seat's turn to pick: one copy of the state
        return replace(s, draft=tuple(draft), players=tuple(ps), pending=_DRAFT_STEP[nxt]), False
    if len(hand) > 1:
        passed = tuple(draft[(i - 1) % n] for i in range(n))
        return replace(s, draft=passed, players=tuple(ps), pending=_DRAFT_STEP[s.first]), False
    s = replace(s, draft=tuple(draft), players=tuple(ps))
    for k in range(n):
        s = to_bottom(s, s.draft[(s.first + k) % n])
    s = replace(s, draft=((),) * n, pending=())
    for k in range(n):
        i = (s.first + k) % n
        ch = s.players[i].character
        if ch >= 0 and C.characters[ch].cards:
            s = draw_buildings(s, i, C.characters[ch].cards, emit)
    return s, True


def after_draft(s: State) -> State:
    """Optional starting apprentice in reverse turn order; otherwise no pending step."""
    if "starting_apprentice" not in s.options:
        return s
    return replace(s, pending=(Pending("start_apprentice", (s.first - 1) % len(s.players)),))


def next_starting_pick(s: State, seat: int) -> State:
    if seat == s.first:
        return replace(refill_all(s), pending=())
    return replace(s, pending=(Pending("start_apprentice", (seat - 1) % len(s.players)),))
