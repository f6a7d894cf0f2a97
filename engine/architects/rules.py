"""Decisions and turn flow: `legal_moves` and `step` (one validated move, then forced steps)."""

from __future__ import annotations

from engine.architects import apprentices as appr
from engine.architects import buildings as bld
from engine.architects import locations as loc
from engine.architects import market as mkt
from engine.architects import setup
from engine.architects.content import BUILDINGS
from engine.architects.economy import ability_goods, change_virtue, remove_card, shift_virtue
from engine.architects.events import Emit
from engine.architects.moves import (
    DONE,
    Build,
    Capture,
    Cathedral,
    Choose,
    Discard,
    Done,
    Draft,
    DropApprentice,
    Guard,
    Hire,
    Keep,
    Move,
    Place,
    Reclaim,
    Trade,
)
from engine.architects.placing import can_reclaim, place_moves, reclaim_moves, take_back
from engine.architects.scoring import end_effects
from engine.architects.state import (
    HAND_LIMIT,
    LOC_INDEX,
    WORKERS,
    Blank,
    Pending,
    PlayerState,
    State,
    build,
    guildhall_size,
    pop,
    refresh_spaces,
    replace,
    replace_top,
    reset_spaces,
)
from engine.core.errors import IllegalMove

#: the locations paying goods at once (`loc.simple_goods`)
PAYOUT_LOCS = frozenset(("quarry", "forest", "mines", "silversmith"))


# -- legal moves ---------------------------------------------------------------------------------
def legal_moves(s: State) -> tuple[Move, ...]:
    if s.over:
        return ()
    pend = s.pending[-1]
    kind, seat = pend.kind, pend.seat
    if kind == "place":
        return place_moves(s, seat)
    if kind == "reclaim":  # second: a quarter of the decisions
        return reclaim_moves(s, seat)
    if kind == "storehouse":
        return loc.trade_moves(s, seat)
    if kind == "town":
        return loc.town_moves(s, pend)
    if kind == "guard":
        return loc.guard_moves(s, seat)
    if kind == "hire":
        if pend.source == "workshop":
            return appr.workshop_hires(s, seat, pend.left)
        return appr.free_hires(s)
    if kind == "drop_apprentice":
        return appr.drop_moves(s, seat)
    if kind == "guildhall":
        return tuple(bld.guildhall_moves(s, seat))
    if kind == "crane":
        return (*bld.guildhall_moves(s, seat), DONE)
    if kind == "free_capture":
        return loc.free_capture_moves(s)
    if kind == "choose":
        return bld.choose_moves(s, pend)
    if kind == "library":
        return bld.library_moves(s, seat)
    if kind == "keep":
        return tuple(map(_KEEP.__getitem__, dict.fromkeys(pend.cards)))
    if kind == "hand_limit":
        return tuple(map(bld.DISCARDS.__getitem__, dict.fromkeys(s.players[seat].hand)))
    if kind == "draft":
        return tuple(map(_DRAFT.__getitem__, dict.fromkeys(s.draft[seat])))
    if kind == "start_apprentice":
        return appr.free_hires(s)
    raise AssertionError(f"unknown decision {kind!r}")


#: a Black Market card kept and a card drafted, one move per building card, made at import
_KEEP = {c: Keep(c) for c in BUILDINGS}
_DRAFT = {c: Draft(c) for c in BUILDINGS}


# -- turn flow -----------------------------------------------------------------------------------
def finish_game(s: State, why: str, emit: Emit) -> State:
    """End the game ("guildhall": the final round is over; "deadlock": nobody could act for a cycle)."""
    s = end_effects(s, emit)
    emit(("game_over", -1, why, 0))
    return replace(s, over=True, pending=())


#: each seat's turn as a pending stack of one: the turn's first decision (shared by every state)
_PLACE = tuple((Pending("place", seat),) for seat in range(5))
_RECLAIM_STEP = tuple((Pending("reclaim", seat),) for seat in range(5))
_GUILDHALL_STEP = tuple(Pending("guildhall", seat) for seat in range(5))
_HAND_LIMIT_STEP = tuple(Pending("hand_limit", seat) for seat in range(5))


def start_turn(s: State, seat: int, emit: Emit) -> State:
    """Give `seat` its turn: place a worker, or with none in supply take one back (`reclaim_moves`).

    With neither (every worker in the Guildhall or at the Black Market), the turn is passed. `idle`
    counts passes in a row and a whole cycle of them ends the game (default 9): nobody could do
    anything, so nothing can change any more. Any turn taken, a reclaim too, starts the count again.

    `s` is a state the move being applied made (nobody holds it yet): the turn is set in it in place,
    saving a copy of the whole state on every turn (the end of `step`); so are `next_turn`'s changes."""
    d = s.__dict__
    d["turn"] = seat
    if seat == s.first:
        d["cycle"] = s.cycle + 1
    if s.players[seat].supply > 0:
        d["idle"] = 0
        d["pending"] = s.pending + _PLACE[seat] if s.pending else _PLACE[seat]
        return s
    if can_reclaim(s, seat):
        d["idle"] = 0
        d["pending"] = s.pending + _RECLAIM_STEP[seat] if s.pending else _RECLAIM_STEP[seat]
        return s
    emit(("pass", seat, "", 0))
    d["idle"] = s.idle + 1
    return next_turn(s, emit)


def next_turn(s: State, emit: Emit) -> State:
    """The next seat's turn, or the end of the game; `s` is changed in place (see `start_turn`)."""
    n = len(s.players)
    if s.idle >= n:
        return finish_game(s, "deadlock", emit)
    if s.final_left > 0:
        s.__dict__["final_left"] = s.final_left - 1
        if s.final_left == 0:
            return finish_game(s, "guildhall", emit)
    return start_turn(s, (s.turn + 1) % n, emit)


def enter_guildhall(s: State, seat: int, emit: Emit, pending: tuple[Pending, ...] | None = None) -> State:
    """Lay a worker on the next Guildhall space (refresh/reset/end trigger) or to the side when full;
    `pending`: the decision stack to set in the same copy of the state."""
    n = len(s.players)
    ps = list(s.players)
    p = ps[seat]
    size = guildhall_size(n)
    d = s.__dict__.copy()  # one copy of the state for the worker, the space and `pending` (replace spelled out)
    if pending is not None:
        d["pending"] = pending
    if s.guildhall >= size:
        emit(("place", seat, "guildhall", 0))
        ps[seat] = replace(p, supply=p.supply - 1, side=p.side + 1)
        d["players"] = tuple(ps)
        return build(State, d)
    k = s.guildhall + 1
    emit(("place", seat, "guildhall", k))
    ps[seat] = replace(p, supply=p.supply - 1, guildhall=p.guildhall + 1)
    d["players"] = tuple(ps)
    d["guildhall"] = k
    if k in reset_spaces(n):
        d["reset_due"] = True
    if k == size:
        d["final_left"] = n + 1
    s = build(State, d)
    if k in refresh_spaces(n):
        s = appr.refresh(s, emit)
    if k == size:
        emit(("final_round", seat, "", n + 1))
    return s


def _new_follow(kind: str, seat: int, left: int) -> Pending:
    """The step a placement at a large location starts: `kind` for `seat` with `left` actions."""
    return Pending(kind, seat, left=left, source="workshop" if kind == "hire" else "")


#: the usual `_new_follow` steps, made at import (a frozen dataclass's __init__ costs ~1 µs)
_FOLLOW = {
    (kind, seat, left): _new_follow(kind, seat, left)
    for kind in ("storehouse", "hire", "town", "guard")
    for seat in range(5)
    for left in range(WORKERS + 1)
}


def _follow(kind: str, seat: int, left: int) -> Pending:
    return _FOLLOW.get((kind, seat, left)) or _new_follow(kind, seat, left)


def place(s: State, seat: int, move: Place, emit: Emit) -> State:
    where = move.location
    rest = s.pending[:-1]
    if where == "black_market":
        return mkt.place_market(s, seat, move.mode, emit)
    if where == "guildhall":
        return enter_guildhall(s, seat, emit, (*rest, _GUILDHALL_STEP[seat]))
    i = LOC_INDEX[where]
    at = list(s.at)
    row = list(at[i])
    row[seat] += 1
    n = row[seat]
    emit(("place", seat, where, n))
    at[i] = tuple(row)
    p = s.players[seat]
    # the player and the state copied once each for the whole placement, its payout or next step with it
    # (replace spelled out: engine.core.frozen)
    pd = p.__dict__.copy()
    pd["supply"] -= 1
    follow: Pending | None = None
    if where in PAYOUT_LOCS:  # the payout reads the apprentices, not the supply
        for k, v in loc.simple_goods(p, where, n, move.mode):
            if v:
                emit(("gain", seat, k, v))
                pd[k] += v
    elif where == "storehouse":
        follow = _follow("storehouse", seat, loc.storehouse_actions(p, n))
    elif where == "workshop" and move.mode == "hire":
        follow = _follow("hire", seat, min(n, 4))
    elif where == "town_centre":
        follow = _follow("town", seat, n)
    elif where == "guardhouse":
        follow = _follow("guard", seat, n)
    d = s.__dict__.copy()
    if where == "workshop" and move.mode != "hire":  # draw_buildings, in the same copies
        deck = s.building_deck
        if deck:
            cards = loc.plans_cards(n)
            emit(("draw", seat, "", len(deck[:cards])))
            pd["hand"] += deck[:cards]
            d["building_deck"] = deck[cards:]
    elif where == "tax_stand":  # loc.tax_stand, in the same copies but for a virtue off the track's end
        emit(("tax_taken", seat, "", s.tax))
        pd["silver"] += s.tax
        d["tax"] = 0
        if p.apprentices:
            for k, v in ability_goods(p, ("pickpocket",)):
                if v:
                    emit(("gain", seat, k, v))
                    pd[k] += v
        loss = loc.tax_stand_loss(p)
        if not shift_virtue(pd, -loss, seat, emit):
            pd = dict(change_virtue(build(PlayerState, pd), -loss, seat, emit).__dict__)
    ps = list(s.players)
    q: PlayerState = Blank()  # build, inlined (no Python call per copy: see Blank)
    q.__dict__ = pd
    q.__class__ = PlayerState
    ps[seat] = q
    d["at"] = tuple(at)
    d["players"] = tuple(ps)
    d["pending"] = rest if follow is None else (*rest, follow)
    new: State = Blank()
    new.__dict__ = d
    new.__class__ = State
    return new


def _countdown(s: State, pend: Pending) -> State:
    """One of several actions used: pop the step when none is left."""
    left = pend.left - 1
    return pop(s) if left <= 0 else replace_top(s, replace(pend, left=left))


def step(s: State, move: Move, emit: Emit) -> State:
    """Apply one move that is known to be legal (`s` itself is never changed)."""
    given = s
    pend = s.pending[-1]
    kind, seat = pend.kind, pend.seat
    if kind == "draft":
        assert isinstance(move, Draft)
        emit(("draft", seat, "", 1))
        s, finished = setup.draft_pick(s, seat, move.card, emit)
        if finished:
            s = setup.after_draft(s)
            if not s.pending:
                s = start_turn(s, s.first, emit)
        return s
    if kind == "start_apprentice":
        assert isinstance(move, Hire)
        s = setup.next_starting_pick(appr.start_hire_free_nofill(s, seat, move.slot, emit), seat)
        return s if s.pending else start_turn(s, s.first, emit)
    if isinstance(move, Place):
        s = place(s, seat, move, emit)
    elif isinstance(move, Reclaim):  # second: a quarter of the decisions of a game
        emit(("reclaim", seat, move.location, 1))
        s = take_back(s, seat, move)
    elif isinstance(move, Done):
        s = pop(s)
    elif isinstance(move, Trade):
        s = loc.do_trade(s, pend, move.trade, emit)
    elif isinstance(move, Capture):
        if kind == "town":
            s = loc.town_capture(s, pend, move.location, move.seat, emit)
        else:
            s = _countdown(loc.capture(s, seat, move.location, move.seat, emit), pend)
    elif isinstance(move, Guard):
        s = _countdown(loc.guard_action(s, seat, move.action, emit), pend)
    elif isinstance(move, Hire):
        s = appr.start_hire(s, seat, move.slot, pend.source, pend.left, emit)
    elif isinstance(move, DropApprentice):
        s = appr.resolve_drop(s, pend, move.card, emit)
    elif isinstance(move, Build | Cathedral):
        rest: tuple[Pending, ...] | None = s.pending[:-1]  # the step ends in the copy the move makes
        if kind == "crane":
            s, rest = enter_guildhall(s, seat, emit, rest), None
        if isinstance(move, Build):
            s = bld.construct(s, seat, move.card, emit, rest)
        else:
            s = bld.advance_cathedral(s, seat, move.wood, move.discard, emit, rest)
    elif isinstance(move, Choose):
        s = bld.resolve_choice(pop(s), pend, move.option, emit)
    elif isinstance(move, Discard):
        p = s.players[seat]
        if kind == "library":
            s = bld.library_discard(pop(s), seat, move.card, emit)
        else:  # down to the hand limit: the hand, the deck and the step in one copy of the state
            emit(("discard", seat, "", 1))
            hand = remove_card(p.hand, move.card)
            ps = list(s.players)
            ps[seat] = replace(p, hand=hand)
            d = s.__dict__.copy()
            d["players"] = tuple(ps)
            d["building_deck"] = (*s.building_deck, move.card)
            if len(hand) <= HAND_LIMIT:
                d["pending"] = s.pending[:-1]
            s = build(State, d)
    elif isinstance(move, Keep):
        s = mkt.keep_card(pop(s), pend, move.card, emit)
    else:  # pragma: no cover - legal_moves never offers anything else
        raise IllegalMove("unknown_move", f"cannot apply {move.text()}")
    if s.pending or s.over:
        return s
    # The action is resolved: Black Market reset if due, hand limit, then the next turn, set in place in
    # the state the move made (see `start_turn`); `next_turn` and `start_turn` inlined for the usual case
    # (the next seat has a worker to place): a Python call costs ~370 instructions, a decision ~80k.
    if s is given:
        s = replace(s)
    if s.reset_due:
        s = mkt.reset(s, emit)
    seat = s.turn
    players = s.players
    if len(players[seat].hand) > HAND_LIMIT:
        s.__dict__["pending"] = (_HAND_LIMIT_STEP[seat],)  # push, in place
        return s
    n = len(players)
    if s.idle >= n or s.final_left > 0:
        return next_turn(s, emit)
    seat = (seat + 1) % n
    if players[seat].supply <= 0:
        return start_turn(s, seat, emit)
    d = s.__dict__
    d["turn"] = seat
    if seat == s.first:
        d["cycle"] = s.cycle + 1
    d["idle"] = 0
    d["pending"] = _PLACE[seat]
    return s
