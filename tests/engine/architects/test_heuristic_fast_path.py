"""The bots' fast paths give what the plain computations give, bit for bit (issue 24: Hard runs more simulations,
Medium and the heuristic stay the same):

- `evaluation.heuristics` (per-player-state caches, `_own` and `_threat` looked up by what they read) equals
  `evaluation.heuristic` seat by seat (`==` on floats), on the positions of random and Medium games of 2 and 4
  players and on every position one move after them (the children share player states with their parent, as in
  Medium's look), also when the caches are cleared after every few entries;
- `scoring.running` (cached by player state) equals the sum of `scoring.breakdown`;
- `bots.standing` of one seat equals `bots.standings(...)[seat]`, by the margin over the best and over the mean;
- the level bots' look with transpositions (`OnePlyBot.start_look`: a position reached by the same moves in
  another order judged once) gives every move the value it gets without them, and Medium the same choices;
- what `ArchitectsAI.same_position` ignores, the last move's events, is read by neither the rules nor the heuristic;
  `ArchitectsAI.same_judgement` compares what the heuristic reads (`evaluation.READS`) and nothing else matters to it.
"""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Iterator

import pytest

from engine.architects import evaluation, scoring
from engine.architects.state import State
from engine.core.bots import MediumBot, OnePlyBot, RandomBot, margins, mean_margins, standing, standings
from engine.core.registry import get_game

GAME = get_game("architects")


def _states(players: int, seed: int, medium: bool, every: int) -> Iterator[State]:
    """Every `every`-th position of a game of random or Medium (no time limit) bots, and its last."""
    state = GAME.new_game([f"P{i + 1}" for i in range(players)], seed)
    bots = [MediumBot(seed + i, seconds=math.inf) if medium else RandomBot(seed + i) for i in range(players)]
    k = 0
    while not GAME.is_over(state):
        if k % every == 0:
            yield state
        seat = GAME.current_player(state)
        assert seat is not None
        state = GAME.apply(state, bots[seat].choose(GAME, state))
        k += 1
    yield state


def _with_children(states: Iterator[State]) -> Iterator[State]:
    for state in states:
        yield state
        if not GAME.is_over(state):
            moves = GAME.legal_moves(state)
            for move in moves:
                GAME.remember_legal_moves(state, moves)
                yield GAME.apply(state, move)


def _plain(state: State) -> list[float]:
    return [evaluation.heuristic(state, seat) for seat in range(len(state.players))]


@pytest.mark.parametrize(("players", "medium"), [(2, False), (4, False), (2, True), (4, True)])
def test_heuristics_equal_the_plain_heuristic(players: int, medium: bool) -> None:
    count = 0
    for state in _with_children(_states(players, 40 + players, medium, 3)):
        assert evaluation.heuristics(state) == _plain(state)
        assert scoring.running(state) == tuple(
            sum(v for _, v in scoring.breakdown(state, seat)) for seat in range(players)
        )
        count += 1
    assert count > 300


def test_heuristics_equal_the_plain_heuristic_with_small_caches(monkeypatch: pytest.MonkeyPatch) -> None:
    """The caches are cleared when full: with room for three entries they are cleared all the time."""
    monkeypatch.setattr(evaluation, "_CACHE_LIMIT", 3)
    monkeypatch.setattr(scoring, "_SCORES_LIMIT", 3)
    for table in (evaluation._SEATS, evaluation._OWNS, evaluation._THREATS, evaluation._TIMING, scoring._SCORES):
        table.clear()
    for state in _with_children(_states(3, 7, False, 7)):
        assert evaluation.heuristics(state) == _plain(state)
        assert len(evaluation._SEATS) <= 3 and len(evaluation._OWNS) <= 3


def test_standing_of_one_seat_equals_the_standings() -> None:
    for players in (2, 3, 4):
        for state in _states(players, 60 + players, False, 4):
            for against in (margins, mean_margins, lambda values: [v * 2 for v in values]):
                every = standings(GAME, state, players, against)
                assert [standing(GAME, state, seat, players, against) for seat in range(players)] == every


def _looks(state: State, bot: OnePlyBot, memo: bool) -> list[float]:
    """`bot`'s value of every move of `state` for its seat, in the position itself (no determinizing)."""
    seat = GAME.current_player(state)
    assert seat is not None
    n = len(state.players)
    moves = GAME.legal_moves(state)
    if memo:
        bot.start_look(GAME)
    else:
        bot._memo = None
    values = []
    for move in moves:
        GAME.remember_legal_moves(state, moves)
        values.append(bot._value(GAME, GAME.apply(state, move), seat, n, bot.follow, (move,)))
    return values


def test_the_look_with_transpositions_gives_the_same_values(monkeypatch: pytest.MonkeyPatch) -> None:
    assert GAME.ai.transpositions
    same = GAME.ai.same_position
    met = []

    def counted(a: State, b: State) -> bool:
        found = same(a, b)
        met.append(found)
        return found

    monkeypatch.setattr(GAME.ai, "same_position", counted)
    judged = GAME.ai.same_judgement

    def counted_judgement(a: State, b: State) -> bool:
        found = judged(a, b)
        met.append(found)
        return found

    monkeypatch.setattr(GAME.ai, "same_judgement", counted_judgement)
    for players in (2, 4):
        for state in _states(players, 80 + players, True, 3):
            if GAME.is_over(state) or len(GAME.legal_moves(state)) < 2:
                continue
            bot = OnePlyBot(1)
            with_memo = _looks(state, bot, True)
            bot.against = mean_margins
            assert _looks(state, bot, False) == _looks(state, bot, True)
            bot.against = margins
            assert _looks(state, bot, False) == with_memo
    assert sum(met) > 100  # positions reached in another order, judged through the table


def test_medium_chooses_the_same_with_and_without_transpositions(monkeypatch: pytest.MonkeyPatch) -> None:
    states = [s for s in _states(2, 91, True, 2) if not GAME.is_over(s)]
    with_memo = [MediumBot(5, seconds=math.inf).choose(GAME, s) for s in states]
    monkeypatch.setattr(GAME.ai, "transpositions", False)
    assert [MediumBot(5, seconds=math.inf).choose(GAME, s) for s in states] == with_memo


def test_positions_but_for_their_events_play_and_judge_alike() -> None:
    """`same_position` ignores the events: the same legal moves, results and heuristic without them."""
    checked = 0
    for state in _states(3, 12, False, 6):
        if GAME.is_over(state) or not state.events:
            continue
        bare = dataclasses.replace(state, events=())
        assert GAME.ai.same_position(state, bare) and bare != state
        assert GAME.compute_legal_moves(bare) == GAME.compute_legal_moves(state)
        assert evaluation.heuristics(bare) == evaluation.heuristics(state) == _plain(bare)
        for move in GAME.compute_legal_moves(state):
            assert GAME.ai.same_position(GAME.apply(bare, move), GAME.apply(state, move))
        checked += 1
    assert checked > 20
    first = next(_states(2, 3, False, 1))
    assert not GAME.ai.same_position(first, dataclasses.replace(first, tax=first.tax + 1))


def test_the_heuristic_reads_only_what_same_judgement_compares() -> None:
    """Every field but `evaluation.READS` changed (the piles reversed, another decision pending, another generator
    state...): the same heuristic, progress and standing; and `same_judgement` tells a change of those apart."""
    other = GAME.new_game(["A", "B", "C"], 99)
    checked = 0
    for state in _states(3, 21, False, 4):
        changed = {
            name: getattr(other, name) if getattr(other, name) != getattr(state, name) else ()
            for name in state.__dict__
            if name not in evaluation.READS
        }
        moved = dataclasses.replace(state, **changed)
        assert GAME.ai.same_judgement(state, moved)
        assert evaluation.heuristics(moved) == evaluation.heuristics(state) == _plain(moved)
        assert GAME.progress(moved) == GAME.progress(state)
        for name in ("guildhall", "cycle"):
            assert not GAME.ai.same_judgement(state, dataclasses.replace(state, **{name: getattr(state, name) + 1}))
        checked += 1
    assert checked > 20
    first = next(_states(3, 21, False, 1))
    seat = first.players[0]
    assert not GAME.ai.same_judgement(
        first, dataclasses.replace(first, players=(dataclasses.replace(seat, clay=9), *first.players[1:]))
    )
