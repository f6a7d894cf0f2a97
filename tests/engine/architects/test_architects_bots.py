"""The level bots in Architects: they capture big stacks, fear the capture of their own, and end games."""

from __future__ import annotations

import dataclasses
import math

import pytest
from architects_scenarios import GAME, after_draft, me, names, set_player

from engine.architects import evaluation
from engine.architects.moves import Place
from engine.architects.state import LOC_INDEX, State
from engine.core.bots import MediumBot
from engine.core.levels import make_bot

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


def test_a_pile_of_goods_is_worth_what_it_can_still_buy() -> None:
    """Clay, wood and stone beyond the cards' needs and SPARE_GOODS more are worth nothing; gold beyond the
    cards' needs is worth its 1 VP each, and never less."""
    s = after_draft(2, seed=3)
    seat = me(s)
    rich = set_player(s, seat, clay=40, wood=40, stone=40, gold=40)
    richer = set_player(s, seat, clay=400, wood=400, stone=400, gold=40)
    assert evaluation.heuristic(richer, seat) == pytest.approx(evaluation.heuristic(rich, seat))
    golder = set_player(rich, seat, gold=1040)
    assert evaluation.heuristic(golder, seat) - evaluation.heuristic(rich, seat) == pytest.approx(1000)
    assert evaluation.heuristic(set_player(s, seat, clay=3), seat) > evaluation.heuristic(s, seat)


def test_a_stalled_game_is_not_taken_for_one_about_to_end() -> None:
    """`time_left`: the Guildhall's share still empty at the usual pace; a game that has fallen far behind it
    (one space left for dozens of turn cycles) counts as one with everything still to come."""
    s = dataclasses.replace(after_draft(2, seed=3), guildhall=11)
    assert evaluation.time_left(dataclasses.replace(s, cycle=35)) == pytest.approx(1 / 12)
    behind = 58 - 33 - 10  # cycles, the pace's 33 for 11 spaces and the slack
    assert evaluation.time_left(dataclasses.replace(s, cycle=58)) == pytest.approx(behind / evaluation.STALL)
    assert evaluation.time_left(dataclasses.replace(s, cycle=200)) == 1.0
    assert evaluation.time_left(dataclasses.replace(s, guildhall=0, cycle=5)) == 1.0


#: moves after which a game counts as never ending (the longest Medium game seen: 271 moves in 2 players)
MOVE_CAP = 1500


def medium_game(players: int, seed: int) -> tuple[State, int]:
    """Medium against Medium, seats seeded as `python -m engine play` seeds them, without a time limit (so
    the same game whatever the machine's load): the last state and the moves made (MOVE_CAP at most)."""
    s = GAME.new_game(names(players), seed)
    bots = [MediumBot(seed * 31 + seat, seconds=math.inf) for seat in range(players)]
    moves = 0
    while not GAME.is_over(s) and moves < MOVE_CAP * players // 2:
        s = GAME.apply(s, bots[GAME.current_player(s)].choose(GAME, s))
        moves += 1
    return s, moves


def end_reason(s: State) -> str:
    """The last state's `game_over` reason ("guildhall" or "deadlock"), or "none" for a game not over."""
    return next((e[2] for e in s.events if e[0] == "game_over"), "none") if s.over else "none"


def _ends_by_the_guildhall(players: int, seeds: range | tuple[int, ...]) -> None:
    lengths = {}
    for seed in seeds:
        s, moves = medium_game(players, seed)
        assert end_reason(s) == "guildhall", f"seed {seed}: {end_reason(s)} after {moves} moves: {GAME.summary(s)}"
        lengths[seed] = moves
    longest = max(lengths, key=lengths.__getitem__)
    print(f"{players} players, {len(lengths)} games: longest {lengths[longest]} moves (seed {longest})")


def test_medium_games_that_farmed_for_ever_end() -> None:
    """Seeds 8002, 8015, 8024 and 8026 (2 players) never ended once the Medium bot's random moves were
    gone: both seats took a worker back from the Mines and placed it there again for ever, a thousand gold
    and more each, the Guildhall one space short. Now they end, by the Guildhall; so does a 4-player game."""
    _ends_by_the_guildhall(2, (8002, 8015, 8024, 8026))
    _ends_by_the_guildhall(4, (8000,))


@pytest.mark.slow
@pytest.mark.parametrize(
    ("players", "first"),
    [(2, first) for first in range(8000, 8100, 25)] + [(4, first) for first in range(8000, 8040, 10)],
)
def test_medium_against_medium_always_ends_by_the_guildhall(players: int, first: int) -> None:
    """100 deterministic 2-player and 40 4-player Medium games (seeds 8000-8099, 8000-8039, in slices):
    each ends by the Guildhall within the move cap (`-s` prints the longest)."""
    _ends_by_the_guildhall(players, range(first, first + (25 if players == 2 else 10)))


def test_medium_is_deterministic_without_a_time_limit() -> None:
    assert medium_game(2, 1) == medium_game(2, 1)


def test_the_playout_bot_finds_the_guildhall_by_identity_in_every_placement_list() -> None:
    """`ProgressBot` looks for the Guildhall placement by identity (`ai.GUILDHALL`): every legal placement list
    that offers it must hold that very object, or the playouts would lose their bias toward it unnoticed."""
    import random

    from engine.architects.ai import GUILDHALL

    offered = 0
    for seed in range(3):
        rng = random.Random(seed)
        state = GAME.new_game(names(3), seed)
        while not GAME.is_over(state):
            moves = GAME.legal_moves(state)
            if GUILDHALL in moves:
                offered += 1
                assert moves[-1] is GUILDHALL
            state = GAME.apply(state, rng.choice(moves))
    assert offered > 20


def _four_stacks(capturer_silver: int, victims: tuple[int, ...]) -> tuple[State, int]:
    """A 4-player position: the seat to move (the capturer) holds `capturer_silver` silver, every other seat
    none, and each seat of `victims` (offsets from the capturer) has 8 workers on the Mines."""
    s = after_draft(4, seed=3)
    seat = me(s)
    for i in range(4):
        s = set_player(s, i, silver=capturer_silver if i == seat else 0)
    for offset in victims:
        s = _stack(s, (seat + offset) % 4, MINES, 8)
    return s, seat


def test_in_four_players_a_capture_threat_counts_a_share_for_each_seat_it_could_hit() -> None:
    """An opponent's Town Centre action takes from one seat: with three seats' stacks within its reach each
    counts a third of what it would count alone (`evaluation._targets`), and the one who could capture counts
    CAPTURE_OPTION of its share as its own."""
    victim = 1
    alone, seat = _four_stacks(1, (victim,))
    three, _ = _four_stacks(1, (1, 2, 3))
    v = (seat + victim) % 4
    full = evaluation.heuristic(_four_stacks(0, (victim,))[0], v) - evaluation.heuristic(alone, v)
    share = evaluation.heuristic(_four_stacks(0, (1, 2, 3))[0], v) - evaluation.heuristic(three, v)
    assert full > 5.0
    assert share == pytest.approx(full / 3)
    option = evaluation.heuristic(three, seat) - evaluation.heuristic(_four_stacks(0, (1, 2, 3))[0], seat)
    assert option >= evaluation.CAPTURE_OPTION / evaluation.EXPOSURE * share


def test_four_mediums_end_the_game_that_once_farmed_the_mines_for_4650_moves() -> None:
    """Seed 5091, four Medium bots: before the capture threats were shared out, every seat kept its stack on
    the Mines and nobody captured (one silver coin among them, worth more kept than spent): 4,650 moves and
    4,537 VP. Now the seed's end: the last Guildhall space filled, then the final round."""
    s = GAME.new_game(names(4), 5091)
    bots = [MediumBot(15637 + i, seconds=math.inf) for i in range(4)]
    moves = 0
    while not GAME.is_over(s) and moves < 1000:
        s = GAME.apply(s, bots[GAME.current_player(s)].choose(GAME, s))
        moves += 1
    assert GAME.is_over(s) and moves < 600
    assert any(e[0] == "game_over" and e[2] == "guildhall" for e in s.events)
    assert max(p.total for p in GAME.scores(s).players) < 100
