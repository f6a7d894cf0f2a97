"""The order of play: setup, rounds, turns, the Harbor phase, and the task loop inside `apply`."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from engine.core import rng
from engine.core.draws import shuffled
from engine.core.errors import IllegalMove
from engine.core.frozen import replace
from engine.core.game import Game
from engine.core.moves import Move
from engine.waterdeep import actions, intrigue, legality, quests
from engine.waterdeep.board import AGENTS_BY_PLAYERS, EXTRA_AGENT_ROUND, HARBOR, ROUNDS, START_GOLD
from engine.waterdeep.content import CUBES, Res, load
from engine.waterdeep.resources import (
    COMPLETE,
    END_TURN,
    NEXT_TURN,
    ROUND_END,
    ROUND_START,
    SEATS,
    hall_tile,
    pack,
    pick_tasks,
    res_of,
)
from engine.waterdeep.state import NO_SEAT, Lot, Player, State, Task
from engine.waterdeep.work import Work

# -- setup -------------------------------------------------------------------------------------


#: the cards a game deals from, each in sorted order (the order its shuffle starts from)
_LORDS, _QUESTS, _INTRIGUE, _BUILDINGS = (
    tuple(sorted(cards)) for cards in (load().lords, load().quests, load().intrigue_deck, load().buildings)
)


#: a player and a state with every field at its default, which `new_state` copies with the new game's values
_BLANK_PLAYER = Player(name="", lord="", res=Res())
_BLANK_STATE = State(seed=0, rng=0, players=())


def new_state(names: Sequence[str], seed: int) -> State:
    n = len(names)
    g = rng.seed_state(seed)
    first, g = rng.below(g, n)
    lords, g = shuffled(g, _LORDS)  # (draws.shuffled: rng.shuffled, many values mixed at a time)
    quest_deck, g = shuffled(g, _QUESTS)
    intrigue_deck, g = shuffled(g, _INTRIGUE)
    stack, g = shuffled(g, _BUILDINGS)
    qd, idk = list(quest_deck), list(intrigue_deck)
    players = []
    for seat in range(n):
        gold = START_GOLD[(seat - first) % n]
        players.append(
            replace(  # (frozen.replace of a blank player: one dict copy, not a frozen __setattr__ a field)
                _BLANK_PLAYER,
                name=names[seat],
                lord=lords[seat],
                res=res_of(pack(0, 0, 0, 0, gold)),
                quests=(qd.pop(0), qd.pop(0)),
                intrigue=(idk.pop(0), idk.pop(0)),
                agents=AGENTS_BY_PLAYERS[n],
                pool=AGENTS_BY_PLAYERS[n],
            )
        )
    inn = tuple(qd[:4])
    del qd[:4]
    hall = tuple(hall_tile(b, 0) for b in stack[:3])
    state = replace(
        _BLANK_STATE,
        seed=seed,
        rng=g,
        players=tuple(players),
        first=first,
        inn=inn,
        quest_deck=tuple(qd),
        intrigue_deck=tuple(idk),
        hall=hall,
        building_stack=tuple(stack[3:]),
        tasks=(Task("round_start"),),
    )
    w = Work(state)
    run(w)
    return w.freeze()


# -- rounds and turns ------------------------------------------------------------------------------


#: the buildings that accumulate something each round (a set: a Res's truth is a Python call)
_STOCKED = frozenset(b.id for b in load().buildings.values() if b.stock or b.stock_vp)


def _round_start(w: Work, task: Task) -> None:
    w.event("round", NO_SEAT, "", w.round)
    # 1-2: the round's 3 VP tokens go onto the Builder's Hall tiles (1 each, rule 24)
    w.edit("hall")[:] = [hall_tile(t.building, t.vp + 1) for t in w.hall]
    # 3: accumulating buildings in play
    buildings = load().buildings
    lots = []
    for lot in w.lots:
        if lot.building in _STOCKED:
            b = buildings[lot.building]
            s = lot.stock
            lot = Lot(
                lot.building,
                lot.owner,
                res_of(pack(s.c + b.stock.c, s.f + b.stock.f, s.r + b.stock.r, s.w + b.stock.w, s.g + b.stock.g)),
                lot.vp + b.stock_vp,
            )
        lots.append(lot)
    w.edit("lots")[:] = lots
    # 4: the extra agent of round 5
    if w.round == EXTRA_AGENT_ROUND:
        for seat in range(w.n):
            pw = w.p(seat)
            pw.agents += 1
            pw.pool += 1
    tasks = [
        Task("pick", seat, "luck", 1, tuple(CUBES))
        for seat in _seats_from(w, w.first)
        if w.has_plot(seat, "round_adventurer")
    ]
    # 5: the Ambassador is placed before anyone takes a turn (default 15)
    holder = w.amb_holder
    if holder != NO_SEAT and legality.placements(w, holder, "amb"):
        tasks += [Task("place", holder, "amb"), Task("complete", holder), Task("end_turn", holder, "amb")]
    tasks.append(NEXT_TURN[w.first])
    w.push(*tasks)


def _seats_from(w: Work, start: int) -> list[int]:
    return [(start + k) % w.n for k in range(w.n)]


#: a turn's tasks per seat: place an agent, then the quest step, then the end of the turn
_TURN = tuple((Task("place", s, "turn"), COMPLETE[s], END_TURN[s]) for s in SEATS)
_PLACE_REASSIGN = {
    piece: tuple(Task("place", s, "reassign", 0, (piece,)) for s in SEATS) for piece in ("agent", "lieutenant")
}


#: by number of players and seat to start from (up to the number of players: a seat past the last),
#: every seat clockwise from it
_CLOCKWISE = {n: tuple(tuple((k + j) % n for j in range(n)) for k in range(n + 1)) for n in range(1, len(SEATS) + 1)}
_N_FREE, _has_placement = legality.N_FREE, legality.has_placement


def _next_turn(w: Work, task: Task) -> None:
    """The next_turn task (the round's first turn) and the end_turn task (which looks from the next seat)."""
    if task.kind == "end_turn":
        w.quest_done = False
        w.acting = NO_SEAT
        if w.phase != "main" or task.a == "amb":
            return
        start = task.seat + 1
    else:
        start = task.n
    # Whoever has an agent and a legal space plays next, clockwise from `start` (default 12).
    for seat in _CLOCKWISE[w.n][start]:
        p = w.copies[seat] or w.frozen[seat]  # w.player(seat), inlined
        # (w.in_pool, inlined; fewer agents than free spaces leave one open: has_placement's first test)
        if (p.pool or p.lt_pool) and (len(w.occ) < _N_FREE or _has_placement(w, seat, "turn")):
            w.turn, w.quest_done = seat, False
            w.tasks[0:0] = _TURN[seat]  # w.push, inlined
            return
    _harbor_start(w)


def _harbor_start(w: Work) -> None:
    w.phase = "harbor"
    w.event("harbor")
    tasks = []
    occ = [o for o in w.occ if o.space in HARBOR or o.reassign]  # the agents concerned, in order
    for space in HARBOR:
        for o in occ:
            if o.space == space and o.piece != "ambassador":
                tasks.append(_reassign_task(o.seat, space, o.piece, o.space))
        for o in occ:
            if o.reassign == space:
                tasks.append(_reassign_task(o.seat, space, o.piece, o.space))
    tasks.append(ROUND_END)
    w.push(*tasks)


#: the reassignment tasks of Harbor agents (and of the copying building's agents copying a Harbor
#: space), made once at import: (seat, Harbor space, piece, the space it stands on) -> task
_REASSIGN = {
    (s, harbor, piece, origin): Task("reassign", s, harbor, 0, (piece, origin))
    for s in SEATS
    for harbor in HARBOR
    for piece in ("agent", "lieutenant")
    for origin in [harbor, *(b.id for b in load().buildings.values() if b.action.special == legality.COPY)]
}


def _reassign_task(seat: int, harbor: str, piece: str, origin: str) -> Task:
    return _REASSIGN.get((seat, harbor, piece, origin)) or Task("reassign", seat, harbor, 0, (piece, origin))


def _reassign(w: Work, task: Task) -> None:
    piece, origin = task.opts
    for i, o in enumerate(w.occ):
        if (
            o.seat == task.seat
            and o.piece == piece
            and o.space == origin
            and (origin in HARBOR or o.reassign == task.a)
        ):
            w.edit_occ().pop(i)
            break
    else:
        return  # recalled earlier: nothing to reassign
    w.turn, w.quest_done = task.seat, False
    if legality.has_placement(w, task.seat, "reassign"):
        w.push(
            _PLACE_REASSIGN[piece][task.seat]
            if piece in _PLACE_REASSIGN
            else Task("place", task.seat, "reassign", 0, (piece,)),
            COMPLETE[task.seat],
            END_TURN[task.seat],
        )
    else:  # default 18: back to the pool, no action, no quest
        _to_pool(w, task.seat, piece)
        w.event("no_space", task.seat)


def _to_pool(w: Work, seat: int, piece: str) -> None:
    pw = w.p(seat)
    if piece == "lieutenant":
        pw.lt_pool = True
    else:
        pw.pool += 1


def _now(w: Work, task: Task) -> None:
    if w.in_pool(task.seat) and legality.has_placement(w, task.seat, "now"):
        w.push(Task("place", task.seat, "now"))


def _round_end(w: Work, task: Task) -> None:
    for seat in range(w.n):
        pw = w.p(seat)
        pw.pool = pw.agents
        pw.lt_pool = pw.lieutenant
        pw.orb_used = pw.miracle_used = False
    w.edit_occ().clear()  # a placed Ambassador goes back to the Palace; a held one stays held
    w.event("round_end", NO_SEAT, "", w.round)
    if w.round >= ROUNDS:
        w.event("game_over")
        w.phase = "over"
        w.turn = NO_SEAT
        w.tasks.clear()
        return
    w.round += 1
    w.phase = "main"
    w.push(ROUND_START)


#: the adventurers an owner benefit asks its owner to choose, per building and seat
_PICK_OWNER = {b.id: pick_tasks("owner", b.owner) for b in load().buildings.values() if b.owner.pick_n}


def _owner(w: Work, task: Task) -> None:
    act = load().buildings[task.a].owner
    seat = task.seat
    w.event("owner", seat, task.a)
    w.gain_res(seat, act.gain, trigger=False)
    w.score(seat, act.vp)
    w.draw_intrigue(seat, act.intrigue)
    if act.pick_n:
        w.push(_PICK_OWNER[task.a][seat])


def _after_action(w: Work, task: Task) -> None:
    actions.after_action(w, task.seat)


AUTOMATIC: dict[str, Callable[[Work, Task], None]] = {
    "round_start": _round_start,
    "next_turn": _next_turn,
    "end_turn": _next_turn,
    "reassign": _reassign,
    "now": _now,
    "round_end": _round_end,
    "owner": _owner,
    "after_action": _after_action,
}

Legal = Callable[[Work, Task], Sequence[Move]]
Handle = Callable[[Work, Task, Move], None]
DECISIONS: dict[str, tuple[Legal, Handle]] = {
    "place": (actions.legal_place, actions.handle_place),
    "copy": (actions.legal_copy, actions.handle_copy),
    "complete": (quests.legal_complete, quests.handle_complete),
    "inn_quest": (quests.legal_inn_quest, quests.handle_inn_quest),
    "heroes": (quests.legal_heroes, quests.handle_heroes),
    "buy": (actions.legal_buy, actions.handle_buy),
    "intrigue": (intrigue.legal_play, intrigue.handle_play),
    "pick": (intrigue.legal_pick, intrigue.handle_pick),
    "steal": (intrigue.legal_steal, intrigue.handle_steal),
    "bid": (intrigue.legal_bid, intrigue.handle_bid),
    "favor": (intrigue.legal_favor, intrigue.handle_favor),
    "change": (intrigue.legal_change, intrigue.handle_change),
    "opponent": (intrigue.legal_opponent, intrigue.handle_opponent),
    "offer": (intrigue.legal_offer, intrigue.handle_offer),
    "quest_type": (intrigue.legal_quest_type, intrigue.handle_quest_type),
    "discard_building": (intrigue.legal_discard_building, intrigue.handle_discard_building),
    "recall": (intrigue.legal_recall, intrigue.handle_recall),
}
#: each decision's handler
HANDLERS: dict[str, Handle] = {kind: handle for kind, (_, handle) in DECISIONS.items()}
#: decisions a player always makes by hand, even with one option
MANUAL = frozenset({"place"})


def _no_moves(w: Work, task: Task) -> list[Move]:
    raise AssertionError(f"{task.kind} is an automatic step, not a decision")


def _no_handler(w: Work, task: Task, move: Move) -> None:
    raise AssertionError(f"{task.kind} is an automatic step, not a decision")


#: every task kind in one lookup: (its automatic step, stubs) or (None, its decision's legal moves and handler)
STEPS: dict[str, tuple[Callable[[Work, Task], None] | None, Legal, Handle]] = {
    **{kind: (None, legal, handle) for kind, (legal, handle) in DECISIONS.items()},
    **{kind: (auto, _no_moves, _no_handler) for kind, auto in AUTOMATIC.items()},
}


_END_TURN_ONLY, _END_TURN_MOVE = quests.END_TURN_ONLY, quests.END_TURN_MOVE


def run(w: Work) -> Sequence[Move]:
    """Run automatic tasks (and forced one-option decisions) until a real decision or the end.

    Returns the legal moves of the decision it stopped at (so `apply` need not compute them again; the
    hot decisions give a tuple, which `apply` keeps without a copy)."""
    tasks = w.tasks  # the same list throughout (handlers edit it in place)
    while tasks:
        task = tasks[0]
        auto, legal, handle = STEPS[task.kind]
        if auto is not None:
            del tasks[0]
            auto(w, task)
            continue
        moves = legal(w, task)
        if moves is _END_TURN_ONLY:  # (the quest step with nothing to complete: ending the turn does nothing)
            del tasks[0]
            continue
        if not moves:
            del tasks[0]  # nothing to choose: the step gives nothing
            continue
        if len(moves) == 1 and task.kind not in MANUAL:
            del tasks[0]
            if moves[0] is not _END_TURN_MOVE:  # (ending the turn does nothing at this step)
                handle(w, task, moves[0])
            continue
        return moves
    return ()


def legal_moves(s: State) -> tuple[Move, ...]:
    if not s.tasks:
        return ()
    task = s.tasks[0]
    return tuple(DECISIONS[task.kind][0](Work(s), task))


def apply(game: Game[State], state: State, move: Move) -> State:
    """`Waterdeep.apply` (the class takes this function as its method: one call less a move). The next
    state's legal moves go into the game's cache (`Game.legal_moves`): they are known here."""
    cached, legal = game._legal_cache  # game.legal_moves(state), inlined: this runs for every move
    if cached is not state:
        legal = game.legal_moves(state)
    # the move is usually one of these very objects: look for it by identity before using __eq__
    for offered in legal:
        if offered is move:
            break
    else:  # (a game over has no legal move: it is told apart here, off the path every legal move takes)
        if not state.tasks:
            raise IllegalMove("game_over", "the game is over")
        if move not in legal:
            if not isinstance(move, Move):  # checked here, off the path every legal move takes
                raise IllegalMove("not_a_move", f"{move!r} is not a move")
            task = state.tasks[0]
            raise IllegalMove("not_legal", f"{move.text()} is not a legal choice now (expected: {task.kind})")
    try:
        w = _SPARE.pop()  # pop: two threads never get the same copy
        if w.src is not state:  # (the copy that froze into `state` goes on from it: see Work.freeze)
            w = Work(state)
    except IndexError:
        w = Work(state)
    task = w.tasks.pop(0)
    HANDLERS[task.kind](w, task, move)
    moves = run(w)
    after = w.freeze()
    _SPARE.append(w)  # not after an exception: a half-applied copy is dropped
    game._legal_cache = (after, tuple(moves))  # game.remember_legal_moves, inlined
    return after


#: the working copy of the last `apply` (its `src` is the state it froze into): the next move is nearly
#: always made from that state, and then the copy is reused (saves building one per move)
_SPARE: list[Work] = []
