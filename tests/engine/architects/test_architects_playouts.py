"""Random playouts over 2-5 players, checking invariants at every step, and how the games end."""

from __future__ import annotations

import json

import pytest
from architects_scenarios import GAME, check_invariants, end_cause, playout

from engine.architects.moves import Place, Reclaim
from engine.architects.state import State
from engine.core.record import make_record, replay

CASES = [(n, seed) for n in (2, 3, 4, 5) for seed in range(10)]


def _round_trips(s: State) -> bool:
    return bool(GAME.state_from_dict(json.loads(json.dumps(GAME.state_to_dict(s)))) == s)


def _run(n: int, seed: int, options: dict[str, bool] | None = None, every: int = 1) -> str:
    """One checked playout; returns why it ended (see `end_cause`). The JSON round trip takes nine
    tenths of the time: it is checked on every `every`-th state and on the last."""
    states = []
    moves = []
    for i, (s, m) in enumerate(playout(n, seed, options)):
        check_invariants(s)
        if i % every == 0:
            assert _round_trips(s)
        states.append(s)
        if m is not None:
            moves.append(m)
    assert GAME.is_over(states[-1]) and _round_trips(states[-1])
    record = make_record(GAME, states[0], moves)
    replayed = replay(json.loads(json.dumps(record)))
    assert replayed[-1] == states[-1]
    scores = GAME.scores(states[-1])
    for p in scores.players:
        assert sum(v for _, v in p.breakdown) == p.total
        assert [k for k, _ in p.breakdown] == [
            "buildings",
            "cathedral",
            "virtue",
            "debts",
            "gold_marble",
            "silver",
            "prison",
        ]
    return end_cause(states[-1])


@pytest.mark.parametrize(("n", "seed"), CASES)
def test_random_playout_keeps_invariants_and_replays(n: int, seed: int) -> None:
    """Workers = 20 per colour, no negatives, virtue 0-14, cards conserved, round-trip, replay, game ends."""
    _run(n, seed, every=4)


@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_random_playout_with_every_option(n: int) -> None:
    _run(n, 100 + n, {"promos": True, "variable_setup": True, "starting_apprentice": True}, every=4)


@pytest.mark.parametrize("bot", ["playout", "random"])
@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_random_games_end_by_the_guildhall(n: int, bot: str) -> None:
    """The last Guildhall space fills, then the final round: reclaiming is a turn, not a pass."""
    for seed in range(5):
        *_, (last, _) = playout(n, seed, bot=bot)
        assert end_cause(last) == "guildhall", seed


def test_random_two_player_seed_40_reaches_the_guildhall_end() -> None:
    """`python -m engine play --game architects --players 2 --seed 40` once ended with the Guildhall empty."""
    *_, (last, _) = playout(2, 40, bot="random")
    assert end_cause(last) == "guildhall" and last.guildhall == 12


@pytest.mark.slow
@pytest.mark.parametrize("n", [2, 3, 4, 5])
@pytest.mark.parametrize("block", range(10))
def test_many_random_playouts(n: int, block: int) -> None:
    """25 games each; every one ends by the seed's Guildhall rule (a deadlock needs every worker of every
    colour in the Guildhall, which holds far fewer)."""
    causes = []
    for seed in range(1000 + block * 25, 1000 + block * 25 + 25):
        opts = {
            "promos": seed % 2 == 0,
            "variable_setup": seed % 3 == 0,
            "starting_apprentice": seed % 5 == 0,
        }
        causes.append(_run(n, seed, opts))
    assert causes.count("guildhall") == len(causes), causes


@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_playouts_through_the_final_round(n: int) -> None:
    """Random play from a nearly full Guildhall: the end trigger, the final round and scoring."""
    from architects_scenarios import after_draft, set_player

    from engine.architects.state import guildhall_size, replace

    full = 0
    for seed in range(6):
        s = after_draft(n, seed)
        for seat in range(n):
            s = set_player(
                s,
                seat,
                clay=12,
                wood=12,
                stone=12,
                gold=8,
                marble=6,
                supply=19,
                guildhall=1,
            )
        filled = guildhall_size(n) - 3
        s = replace(s, guildhall=filled)
        extra = filled - n
        # the first `extra` Guildhall workers belong to seat 0's supply in this hand-built state
        s = set_player(s, 0, supply=19 - extra, guildhall=1 + extra)
        bots = [GAME.ai.playout_bot(seed + i) for i in range(n)]
        states, moves = [s], []
        while not GAME.is_over(s):
            check_invariants(s)
            seat = GAME.current_player(s)
            assert seat is not None
            m = bots[seat].choose(GAME, s)
            s = GAME.apply(s, m)
            states.append(s)
            moves.append(m)
            assert len(moves) < 2000
        check_invariants(s)
        if s.guildhall == guildhall_size(n):
            full += 1
            trigger = next(i for i, st in enumerate(states) if st.guildhall == guildhall_size(n))
            after = moves[trigger:]
            turns = [m for m in after if isinstance(m, Place | Reclaim)]
            assert len(turns) == n  # one final turn for everyone, the trigger player included
            to_side = sum(1 for m in after if m == Place("guildhall"))
            assert sum(p.side for p in s.players) >= to_side
        GAME.scores(s)
    assert full >= 3
