"""The level bots in Architects: they capture big stacks, fear the capture of their own, and end games."""

from __future__ import annotations

import dataclasses

import pytest
from architects_scenarios import GAME, after_draft, me, set_player

from engine.architects import evaluation
from engine.architects.moves import Place
from engine.architects.state import LOC_INDEX, State
from engine.core.bots import MediumBot, make_bot

MINES = LOC_INDEX["mines"]


def _stack(s: State, seat: int, loc: int, k: int) -> State:
    """`k` more workers of `seat` at large location `loc`, taken from its supply."""
    at = [list(row) for row in s.at]
    at[loc][seat] += k
    s = dataclasses.replace(s, at=tuple(tuple(row) for row in at))
    return set_player(s, seat, supply=s.players[seat].supply - k)


def test_medium_goes_to_capture_a_big_stack() -> None:
    s = after_draft(2, seed=3)
    seat = me(s)
    s = _stack(s, 1 - seat, MINES, 9)
    assert MediumBot(1).choose(GAME, s) == Place("town_centre")


def test_a_stack_whose_capture_strands_the_seat_is_feared() -> None:
    """All of a seat's workers outside the Prison in one stack a rival can take: worse than keeping one in
    supply (the seat would spend every other turn taking one back)."""
    s = after_draft(2, seed=3)
    seat = me(s)
    s = set_player(_stack(s, seat, MINES, 10), seat, supply=0, prison=10)
    exposed = evaluation.heuristic(s, seat)
    safe = evaluation.heuristic(set_player(s, seat, supply=1, prison=9), seat)
    assert safe - exposed > evaluation.EXPOSURE * evaluation.STRANDED * 0.9


def test_the_capture_of_a_stack_moves_the_margin_by_what_the_rival_loses() -> None:
    s = after_draft(2, seed=3)
    seat = me(s)
    s = _stack(s, 1 - seat, MINES, 8)
    before = evaluation.heuristic(s, seat) - evaluation.heuristic(s, 1 - seat)
    at = [list(row) for row in s.at]
    at[MINES][1 - seat] = 0
    captured = [0, 0]
    captured[1 - seat] = 8
    after = set_player(dataclasses.replace(s, at=tuple(tuple(r) for r in at)), seat, captured=tuple(captured))
    gain = evaluation.heuristic(after, seat) - evaluation.heuristic(after, 1 - seat) - before
    assert gain > evaluation.WORKER_LOSS * 8


@pytest.mark.slow
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_medium_against_easy_ends_by_the_guildhall(seed: int) -> None:
    """The seed's end: the last Guildhall space filled, then the final round (no run-away farming)."""
    s = GAME.new_game(["A", "B"], seed)
    bots = [make_bot("medium", seed), make_bot("easy", seed + 1)]
    moves = 0
    while not GAME.is_over(s) and moves < 1500:
        s = GAME.apply(s, bots[GAME.current_player(s)].choose(GAME, s))
        moves += 1
    assert GAME.is_over(s) and s.guildhall == 12
    assert any(e[0] == "game_over" and e[2] == "guildhall" for e in s.events)
