"""The working copy behind `apply` (engine.waterdeep.work): what it keeps between moves stays true."""

from __future__ import annotations

import copy
import dataclasses
from collections.abc import Iterator, Sequence

import pytest

from engine import get_game
from engine.core import rng
from engine.core.bots import RandomBot
from engine.core.serial import from_data, to_data
from engine.waterdeep import flow, quests
from engine.waterdeep.board import CUBE_SUPPLY
from engine.waterdeep.content import CUBES, Res, load
from engine.waterdeep.legality import BIT, taken_mask
from engine.waterdeep.moves import CompleteQuest, EndTurn
from engine.waterdeep.resources import MASK, SHIFT, pack, res_of
from engine.waterdeep.state import Lot, Occ, State, Task
from engine.waterdeep.work import Work

GAME = get_game("waterdeep")


def _recount(state: State) -> dict[str, int]:
    return {k: CUBE_SUPPLY - sum(getattr(p.res, k) for p in state.players) for k in CUBES}


def _kept_copies(players: int, seed: int) -> Iterator[tuple[State, Work]]:
    """Each state of a random game, with the working copy `apply` keeps for the next move (flow._SPARE)."""
    state = GAME.new_game([f"P{i}" for i in range(players)], seed)
    bot = RandomBot(seed)
    while not GAME.is_over(state):
        state = GAME.apply(state, bot.choose(GAME, state))
        w = flow._SPARE[-1]
        assert w.src is state
        yield state, w


@pytest.mark.parametrize(("players", "seed"), [(2, 3), (4, 11), (5, 29)])
def test_supply_kept_by_gain_and_pay_equals_a_recount(players: int, seed: int) -> None:
    """The adventurers the players hold are counted once per working copy and then kept by gain and
    pay; after every move of a random game the copy `apply` keeps for the next move (flow._SPARE)
    still agrees with a count from the state it froze into, and so does a fresh copy."""
    kept = 0
    for state, w in _kept_copies(players, seed):
        expected = _recount(state)
        if w._used is not None:
            kept += 1
            assert {k: CUBE_SUPPLY - w._used[k] for k in CUBES} == expected
        assert {k: Work(state).supply(k) for k in CUBES} == expected
    assert kept > 0  # the kept count was exercised, not only fresh copies


@pytest.mark.parametrize(("players", "seed"), [(3, 5), (4, 17)])
def test_frozen_resources_are_the_working_copies(players: int, seed: int) -> None:
    """A frozen player takes its resources from its working copy when gain or pay changed them, else
    keeps the previous state's: after every move each working copy kept for the next move (clean,
    equal to the state it froze into) holds the frozen player's resources, and so does the history
    replayed from the first state by fresh copies (`apply` on a state it did not just make)."""
    first = state = GAME.new_game([f"P{i}" for i in range(players)], seed)
    bot = RandomBot(seed)
    moves = []
    while not GAME.is_over(state):
        move = bot.choose(GAME, state)
        moves.append(move)
        state = GAME.apply(state, move)
        w = flow._SPARE[-1]
        for i, pw in enumerate(w.copies):  # (those changed by the move included: freeze marks them clean)
            if pw is not None:
                r = state.players[i].res
                assert pw.res == pack(r.c, r.f, r.r, r.w, r.g)
                assert {**pw.__dict__, "res": r} == state.players[i].__dict__
    replayed = first
    for move in moves:
        flow._SPARE.clear()  # a fresh working copy every move
        replayed = GAME.apply(replayed, move)
    assert replayed == state


def _recounted_mask(w: Work, occ: Sequence[Occ]) -> tuple[int, bool]:
    """The mask of the spaces `occ` takes, counted; and whether `w` keeps one for `occ` (then equal)."""
    recount = 0
    for o in occ:
        recount |= BIT[o.space]
    kept = w.taken_of is occ
    if kept:
        assert w.taken == recount
    return recount, kept


@pytest.mark.parametrize(("players", "seed"), [(2, 7), (5, 13)])
def test_kept_taken_mask_equals_a_recount(players: int, seed: int) -> None:
    """The mask of taken spaces the working copy keeps (legality.taken_mask, kept up to date by
    actions.handle_place) equals one counted from the occupancy, after every move of a random game."""
    kept = 0
    for state, w in _kept_copies(players, seed):
        recount, was_kept = _recounted_mask(w, state.occ)
        kept += was_kept
        assert taken_mask(Work(state)) == recount
    assert kept > 0  # the kept mask was exercised


@pytest.mark.parametrize(("players", "seed"), [(3, 2), (5, 8)])
def test_taken_mask_of_one_working_copy_equals_a_recount(players: int, seed: int) -> None:
    """In the bots' playout loop one working copy plays the whole game, never frozen, its occupancy an
    edited list after the first round: the mask it keeps (dropped by `Work.edit_occ`, kept up to date
    by placements) still equals one counted from the occupancy after every move."""
    w = Work(GAME.new_game([f"P{i}" for i in range(players)], seed))
    g = rng.seed_state(seed)
    moves = flow.legal_moves(w.freeze())
    kept = 0
    while moves:
        task = w.tasks.pop(0)
        i, g = rng.below(g, len(moves))
        flow.HANDLERS[task.kind](w, task, moves[i])
        moves = flow.run(w)
        recount, was_kept = _recounted_mask(w, w.occ)
        kept += was_kept
        assert taken_mask(w) == recount
    assert kept > 0 and w.phase == "over"


def test_quest_step_offers_the_quests_the_resources_cover() -> None:
    """The quest step's packed test (quests.legal_complete) offers exactly the quests whose every cost
    the seat's resources cover, for amounts up to the adventurer supply and gold past the packed field's
    cap, from a working copy of the player and from the frozen player alike."""
    state = GAME.new_game(["A", "B"], 4)
    every = tuple(load().quests)
    g = rng.seed_state(99)
    for _ in range(300):
        amounts = []
        for cap in (CUBE_SUPPLY, CUBE_SUPPLY, CUBE_SUPPLY, CUBE_SUPPLY, 100):
            n, g = rng.below(g, cap + 1)
            small, g = rng.below(g, 4)  # mostly small amounts, where the answers differ
            amounts.append(n if small == 0 else n % 4)
        res = Res(*amounts)
        expected = [q for q in every if all(getattr(res, k) >= load().quests[q].cost.get(k) for k in "cfrwg")]
        player = dataclasses.replace(state.players[0], res=res, quests=every, mandatory=())
        frozen = dataclasses.replace(state, players=(player, *state.players[1:]), quest_done=False)
        copied = Work(frozen)
        copied.p(0)
        for w in (Work(frozen), copied):
            offered = quests.legal_complete(w, Task("complete", 0))
            assert [m.quest for m in offered if isinstance(m, CompleteQuest)] == expected
            assert offered[-1] == EndTurn()
        pw = copied.copies[0]
        assert pw is not None and res_of(pw.res) == res
        assert [q for q in every if quests.affordable(pw, load().quests[q].cost)] == expected


def test_packed_resources_round_trip_and_refuse_what_does_not_fit() -> None:
    """A working copy's resources packed in one int (resources.pack) read back the same, gold unbounded;
    32 adventurers of a type (more than the supply) do not fit and are refused, not mixed up."""
    for amounts in [(0, 0, 0, 0, 0), (25, 0, 3, 31, 7), (1, 2, 3, 4, 500)]:
        key = pack(*amounts)
        assert res_of(key) == Res(*amounts)
        assert all(key >> SHIFT[k] & MASK[k] == n for k, n in zip("cfrwg", amounts, strict=True))
    for k in range(4):
        with pytest.raises(ValueError, match="too many adventurers"):
            pack(*(32 if i == k else 0 for i in range(5)))


def test_tasks_and_lots_made_without_init_are_frozen_values() -> None:
    """`Task` and `Lot` are made by a `__new__` that fills a plain object and gives it the class (no frozen
    `__init__`): they are still instances of their class, frozen, equal and hashed by their fields, with their
    defaults; `dataclasses.replace` and `copy` make equal ones, and the saved form reads them back."""
    t, lot = Task("pick", 2, "gain", 1, ("c", "f")), Lot("b1", 3, Res(c=1), 2)
    assert type(t) is Task and type(lot) is Lot
    assert Task("complete") == Task("complete", -1, "", 0, ()) and Lot("b1", 0) == Lot("b1", 0, Res(), 0)
    assert t == Task(kind="pick", seat=2, a="gain", n=1, opts=("c", "f")) and hash(t) == hash(copy.copy(t))
    assert t != Task("pick", 2, "gain", 2, ("c", "f"))
    with pytest.raises(dataclasses.FrozenInstanceError):
        t.n = 3  # type: ignore[misc]
    assert dataclasses.replace(t, n=2) == Task("pick", 2, "gain", 2, ("c", "f"))
    for value in (t, lot):
        assert copy.copy(value) == value == copy.deepcopy(value)
        assert from_data(type(value), to_data(value)) == value
    with pytest.raises(TypeError):
        Task()  # type: ignore[call-arg]  # (a task needs its kind)
