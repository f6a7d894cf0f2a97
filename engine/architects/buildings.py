"""The Guildhall: constructing buildings (with their immediate effects) and the Cathedral."""

from __future__ import annotations

from engine.architects.apprentices import skill_set
from engine.architects.content import BUILDINGS, CHARACTER, C
from engine.architects.economy import (
    ability_goods,
    add_goods,
    change_virtue,
    character,
    draw_buildings,
    gain_goods,
    gain_into,
    remove_card,
    shift_virtue,
    take_debts,
    to_bottom,
)
from engine.architects.events import Emit
from engine.architects.locations import capture_targets, rescue_all
from engine.architects.moves import DONE, Build, Cathedral, Choose, Discard, Move
from engine.architects.state import (
    CATHEDRAL_COST,
    CATHEDRAL_SPOTS,
    Pending,
    PlayerState,
    State,
    build,
    has,
    push,
    replace,
    with_player,
)

CATHEDRAL_VIRTUE_MIN = 4
#: virtue for a Cathedral advance when no Reward card is left
NO_REWARD_VIRTUE = 1
#: No building costs fewer than this many goods (Lothaire pays less).
MIN_BUILDING_COST = min(sum(v for _, v in b.cost) for b in BUILDINGS.values()) - CHARACTER["lothaire"]["n"]
#: the numbers of the immediate building effects (`Building.now`), named once: `immediate`,
#: `resolve_choice` and `library_discard` apply them, the card texts print them. Effects without a
#: number ("gain" has its goods on the card) are not listed.
NOW: dict[str, dict[str, int]] = {
    "treasury": {"gold": 1, "silver": 3},  # one or the other
    "clay_pit": {"gold": 1, "marble": 1},  # one or the other
    "watchtower": {"prison": 3, "virtue": 1},  # everyone with that many in the Prison loses that virtue
    "capture_1": {"n": 1},  # free captures
    "capture_2": {"n": 2},
    "capture_or_rescue": {"n": 1},
    "take_debt": {"n": 1},
    "destroy_debt": {"n": 1},  # may destroy (the Church: a choice)
    "draw_2": {"n": 2},
    "library": {"n": 1, "gold": 2},  # may discard n cards (one Discard move) for the gold
    "monument": {"virtue": 1},  # every player, the builder too
    "palace": {"gold": 1, "per": 4},  # gold per so much virtue
    "graveyard": {"n": 1},  # apprentices discarded (one DropApprentice move)
}

Goods = tuple[tuple[str, int], ...]


def payment(p: PlayerState, cost: Goods) -> Goods | None:
    """The exact goods `p` pays for `cost`, or None if unaffordable.

    Lothaire pays 1 wood or 1 stone less (`CHARACTER`; automatically the scarcer of the two for him);
    Therese may use gold and marble for each other (each first from its own kind).
    """
    ch = character(p)
    if ch not in ("lothaire", "therese"):
        return cost if has(p, cost) else None
    need = dict(cost)
    if ch == "lothaire":
        w, st = need.get("wood", 0), need.get("stone", 0)
        less = CHARACTER["lothaire"]["n"]
        if st and (not w or st - p.stone > w - p.wood):
            need["stone"] = st - less
        elif w:
            need["wood"] = w - less
    else:
        g, m = need.get("gold", 0), need.get("marble", 0)
        if p.gold + p.marble < g + m:
            return None
        pay_g, pay_m = min(g, p.gold), min(m, p.marble)
        rest = g + m - pay_g - pay_m
        extra = min(rest, p.gold - pay_g)
        need["gold"], need["marble"] = pay_g + extra, pay_m + rest - extra
    goods = tuple((k, v) for k, v in need.items() if v)
    return goods if has(p, goods) else None


#: the moves naming a building card, one per card, made at import (a frozen dataclass costs ~0.5 µs to make)
BUILDS = {c: Build(c) for c in BUILDINGS}
DISCARDS = {c: Discard(c) for c in BUILDINGS}

_NEED = {c: frozenset(b.skills) for c, b in BUILDINGS.items()}
_COST = {
    c: tuple(dict(b.cost).get(k, 0) for k in ("clay", "wood", "stone", "gold", "marble")) for c, b in BUILDINGS.items()
}


def can_build(p: PlayerState, card: int, skills: frozenset[str] | None = None) -> bool:
    """Whether `p` has the skills (`skill_set(p)`, when the caller has it) and the goods for `card`."""
    if not _NEED[card] <= (skill_set(p) if skills is None else skills):
        return False
    if p.character < 0:
        c = _COST[card]
        return p.clay >= c[0] and p.wood >= c[1] and p.stone >= c[2] and p.gold >= c[3] and p.marble >= c[4]
    return payment(p, BUILDINGS[card].cost) is not None


def build_moves(s: State, seat: int) -> list[Move]:
    p = s.players[seat]
    sk = skill_set(p)
    return [BUILDS[c] for c in dict.fromkeys(p.hand) if can_build(p, c, sk)]


def cathedral_open(s: State, seat: int) -> bool:
    """Virtue 4+, a next level exists with a free spot, and a card to discard (Frederick excepted)."""
    p = s.players[seat]
    level = p.cathedral + 1
    if p.virtue < CATHEDRAL_VIRTUE_MIN or level > 5:
        return False
    if not p.hand and character(p) != "frederick":
        return False
    taken = 0  # players on that level (a plain loop: asked at most placements)
    for q in s.players:
        if q.cathedral == level:
            taken += 1
    return taken < CATHEDRAL_SPOTS[level]


def _mix_total(p: PlayerState, cost: Goods) -> int:
    """Wood and stone in any mix that a "mix" Cathedral level costs `p` (Lothaire pays less)."""
    return cost[0][1] - (CHARACTER["lothaire"]["n"] if character(p) == "lothaire" else 0)


def cathedral_payments(p: PlayerState) -> list[tuple[int, Goods]]:
    """(wood used, exact goods) for each way to pay the next level."""
    cost = CATHEDRAL_COST[p.cathedral + 1]
    if cost[0][0] != "mix":
        pay = payment(p, cost)
        return [(0, pay)] if pay is not None else []
    total = _mix_total(p, cost)
    out = []
    for wood in range(total + 1):
        if wood <= p.wood and total - wood <= p.stone:
            out.append((wood, tuple(g for g in (("wood", wood), ("stone", total - wood)) if g[1])))
    return out


def can_pay_cathedral(p: PlayerState) -> bool:
    """`bool(cathedral_payments(p))` without making them: a mix is paid when wood and stone together do."""
    cost = CATHEDRAL_COST[p.cathedral + 1]
    if cost[0][0] != "mix":
        return payment(p, cost) is not None
    return p.wood + p.stone >= _mix_total(p, cost)


def cathedral_moves(s: State, seat: int) -> list[Move]:
    if not cathedral_open(s, seat):
        return []
    p = s.players[seat]
    discards = (-1,) if character(p) == "frederick" else tuple(dict.fromkeys(p.hand))
    return [Cathedral(w, d) for w, _ in cathedral_payments(p) for d in discards]


def guildhall_moves(s: State, seat: int) -> list[Move]:
    return build_moves(s, seat) + cathedral_moves(s, seat)


def _plain_cathedral(cost: Goods) -> tuple[int, int, int]:
    """A Cathedral level's cost to a seat without a character: wood and stone in any mix, gold, marble."""
    need = dict(cost)
    assert need.keys() <= {"mix", "gold", "marble"}
    return need.get("mix", 0), need.get("gold", 0), need.get("marble", 0)


#: `_plain_cathedral` of each level (index: the level), made at import
_PLAIN_CATHEDRAL = tuple(map(_plain_cathedral, CATHEDRAL_COST))


def can_use_guildhall(s: State, seat: int) -> bool:
    """Whether a Guildhall placement has something to do: a building or a Cathedral level `p` can pay.

    Asked for every placement decision: the checks are `can_build` and `cathedral_open`, spelled out
    with the cheapest first (a plain loop; no generator, no call per card)."""
    p = s.players[seat]
    if p.virtue >= CATHEDRAL_VIRTUE_MIN and p.cathedral < 5:
        if p.character >= 0:
            if cathedral_open(s, seat) and can_pay_cathedral(p):
                return True
        elif p.hand:  # `cathedral_open` and `can_pay_cathedral` for a seat without a character, spelled out
            level = p.cathedral + 1
            mix, gold, marble = _PLAIN_CATHEDRAL[level]
            if p.wood + p.stone >= mix and p.gold >= gold and p.marble >= marble:
                taken = 0
                for q in s.players:
                    if q.cathedral == level:
                        taken += 1
                if taken < CATHEDRAL_SPOTS[level]:
                    return True
    hand = p.hand
    if not hand or p.clay + p.wood + p.stone + p.gold + p.marble < MIN_BUILDING_COST:
        return False
    sk = None  # the skills (skill_set), asked only for a card whose goods `p` has
    if p.character < 0:
        clay, wood, stone, gold, marble = p.clay, p.wood, p.stone, p.gold, p.marble
        for c in hand:
            cc, cw, cs, cg, cm = _COST[c]
            if clay >= cc and wood >= cw and stone >= cs and gold >= cg and marble >= cm:
                if sk is None:
                    sk = skill_set(p)
                if _NEED[c] <= sk:
                    return True
        return False
    for c in hand:
        if payment(p, BUILDINGS[c].cost) is not None:
            if sk is None:
                sk = skill_set(p)
            if _NEED[c] <= sk:
                return True
    return False


def advance_cathedral(
    s: State, seat: int, wood: int, discard: int, emit: Emit, pending: tuple[Pending, ...] | None = None
) -> State:
    """Pay for the next Cathedral level, discard, take its Reward card (or virtue) and the Acolytes' goods;
    `pending`: the decision stack to set in the same copy of the state (one of the player and one of the
    state for it all but the Acolytes' goods)."""
    p = s.players[seat]
    pd = dict(p.__dict__)
    for k, v in dict(cathedral_payments(p))[wood]:  # pay_goods, into the copy
        emit(("pay", seat, k, v))
        pd[k] -= v
    d = dict(s.__dict__)
    if pending is not None:
        d["pending"] = pending
    if discard >= 0:
        emit(("discard", seat, "", 1))
        pd["hand"] = remove_card(p.hand, discard)
        d["building_deck"] = (*s.building_deck, discard)  # to_bottom
    emit(("cathedral", seat, "", p.cathedral + 1))
    pd["cathedral"] = p.cathedral + 1
    gain: Goods = (("virtue", NO_REWARD_VIRTUE),)
    if s.reward_pile:
        reward = s.reward_pile[0]
        emit(("reward", seat, str(reward), 0))
        pd["rewards"] = (*p.rewards, reward)
        d["reward_pile"] = s.reward_pile[1:]
        gain = C.rewards[reward].gain
    s = gain_into(s, seat, pd, d, gain, emit)
    return gain_goods(s, seat, ability_goods(p, ("acolyte_card", "acolyte_clay", "acolyte_silver")), emit)


def construct(s: State, seat: int, card: int, emit: Emit, pending: tuple[Pending, ...] | None = None) -> State:
    """Pay, show the card, apply its virtue, then its immediate effect (may push a decision); `pending`: the
    decision stack to set in the same copy of the state. The player and the state are copied once each
    for all of it when the effect is a plain gain and the builder no Clovis."""
    b = BUILDINGS[card]
    p = s.players[seat]
    pay = payment(p, b.cost)
    assert pay is not None
    pd = dict(p.__dict__)
    for k, v in pay:  # pay_goods, into the copy
        emit(("pay", seat, k, v))
        pd[k] -= v
    emit(("build", seat, f"b{card}", 0))
    pd["hand"] = remove_card(p.hand, card)
    pd["built"] = (*p.built, card)
    d = dict(s.__dict__)
    if pending is not None:
        d["pending"] = pending
    clovis = character(p) == "clovis"
    if b.now == "gain" and not clovis:
        return gain_into(s, seat, pd, d, (("virtue", b.virtue), *b.gain), emit)
    if not shift_virtue(pd, b.virtue, seat, emit):
        pd = dict(change_virtue(build(PlayerState, pd), b.virtue, seat, emit).__dict__)
    ps = list(s.players)
    ps[seat] = build(PlayerState, pd)
    d["players"] = tuple(ps)
    s = build(State, d)
    if clovis:
        s = draw_buildings(s, seat, CHARACTER["clovis"]["cards"], emit)
    return immediate(s, seat, card, emit)


def immediate(s: State, seat: int, card: int, emit: Emit) -> State:
    b = BUILDINGS[card]
    now = b.now
    p = s.players[seat]
    if now == "gain":
        return gain_goods(s, seat, b.gain, emit)
    here = f"b{card}"  # decisions a building starts name it as their source
    if now == "hire_free":
        return push(s, Pending("hire", seat, source=here)) if any(a >= 0 for a in s.display) else s
    if now in ("treasury", "clay_pit", "capture_or_rescue"):
        return push(s, Pending("choose", seat, source=now))
    if now == "watchtower":
        x = NOW[now]
        ps = tuple(
            change_virtue(q, -x["virtue"], i, emit) if q.prison >= x["prison"] else q for i, q in enumerate(s.players)
        )
        return replace(s, players=ps)
    if now in ("capture_1", "capture_2"):
        return push(s, Pending("free_capture", seat, left=NOW[now]["n"], source=here))
    if now == "take_debt":
        return with_player(s, seat, take_debts(p, NOW[now]["n"], seat, emit))
    if now == "destroy_debt":
        return push(s, Pending("choose", seat, source="church")) if p.debts else s
    if now == "draw_2":
        return draw_buildings(s, seat, NOW[now]["n"], emit)
    if now == "free_prison":
        if p.prison:
            emit(("release", seat, here, p.prison))
        return with_player(s, seat, replace(p, supply=p.supply + p.prison, prison=0))
    if now == "library":
        return push(s, Pending("library", seat, source=here)) if p.hand else s
    if now == "monument":
        virtue = NOW[now]["virtue"]
        return replace(s, players=tuple(change_virtue(q, virtue, i, emit) for i, q in enumerate(s.players)))
    if now == "palace":
        x = NOW[now]
        return with_player(s, seat, add_goods(p, (("gold", x["gold"] * (p.virtue // x["per"])),), seat, emit))
    if now == "crane":
        return push(s, Pending("crane", seat, source=here)) if p.supply and can_use_guildhall(s, seat) else s
    if now == "graveyard":
        return push(s, Pending("drop_apprentice", seat, source=here)) if p.apprentices else s
    return s


CHOICES = {
    "treasury": ("gold", "silver"),
    "clay_pit": ("gold", "marble"),
    "capture_or_rescue": ("capture", "rescue"),
    "church": ("destroy", "keep"),
}
#: the building whose effect each choice is ("b<id>")
CHOICE_BUILDING = {
    ("church" if b.now == "destroy_debt" else b.now): f"b{b.id}"
    for b in BUILDINGS.values()
    if b.now in CHOICES or b.now == "destroy_debt"
}
assert CHOICE_BUILDING.keys() == CHOICES.keys()


def choose_moves(s: State, pend: Pending) -> tuple[Move, ...]:
    opts: tuple[str, ...] = CHOICES[pend.source]
    if pend.source == "capture_or_rescue":
        s.players[pend.seat]
        ok = []
        if capture_targets(s):
            ok.append("capture")
        if any(q.captured[pend.seat] for q in s.players):
            ok.append("rescue")
        opts = tuple(ok) or ("capture",)
    return tuple(Choose(o) for o in opts)


def resolve_choice(s: State, pend: Pending, option: str, emit: Emit) -> State:
    seat = pend.seat
    p = s.players[seat]
    src = pend.source
    if src in ("treasury", "clay_pit"):
        return gain_goods(s, seat, ((option, NOW[src][option]),), emit)
    if src == "capture_or_rescue":
        if option == "rescue":
            return rescue_all(s, seat, emit)
        return push(s, Pending("free_capture", seat, left=NOW[src]["n"], source=CHOICE_BUILDING[src]))
    if option == "destroy":
        k = min(NOW["destroy_debt"]["n"], p.debts)
        emit(("debt_destroyed", seat, "", k))
        p = replace(p, debts=p.debts - k, destroyed_debts=p.destroyed_debts + k)
        return with_player(s, seat, p)
    return s


def library_moves(s: State, seat: int) -> tuple[Move, ...]:
    return (*map(DISCARDS.__getitem__, dict.fromkeys(s.players[seat].hand)), DONE)


def library_discard(s: State, seat: int, card: int, emit: Emit) -> State:
    emit(("discard", seat, "", 1))
    p = s.players[seat]
    p = add_goods(replace(p, hand=remove_card(p.hand, card)), (("gold", NOW["library"]["gold"]),), seat, emit)
    return to_bottom(with_player(s, seat, p), (card,))
