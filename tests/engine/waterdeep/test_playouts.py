"""Random playouts over 2-5 players: invariants, round-trips, replay equality and hidden information
at every step (issue #2, §5)."""

from __future__ import annotations

import dataclasses
import json

import pytest
from waterdeep_invariants import check

from engine import get_game
from engine.core import record as records
from engine.core.bots import RandomBot
from engine.waterdeep.content import load

GAME = get_game("waterdeep")


def _play(seed: int, players: int, deep: bool) -> None:
    names = [f"P{i}" for i in range(players)]
    first = state = GAME.new_game(names, seed)
    bot = RandomBot(seed)
    moves = []
    check(state)
    while not GAME.is_over(state):
        move = bot.choose(GAME, state)
        assert GAME.move_from_dict(json.loads(json.dumps(move.to_dict()))) == move
        state = GAME.apply(state, move)
        moves.append(move)
        check(state)
        if deep:
            assert GAME.state_from_dict(json.loads(json.dumps(GAME.state_to_dict(state)))) == state
            _check_hidden(state)
    assert GAME.legal_moves(state) == ()
    assert GAME.current_player(state) is None
    replayed = records.replay(json.loads(json.dumps(records.make_record(GAME, first, moves))))
    assert replayed[-1] == state
    # the bots' fast playout loop (one working copy, no frozen states between moves) ends the same
    assert GAME.ai.playout(first, seed) == (state, len(moves))
    scores = GAME.scores(state)
    for p in scores.players:
        assert p.total == sum(v for _, v in p.breakdown)


def _check_hidden(state) -> None:
    """Non-interference: changing another seat's lord (until the game is over) and intrigue hand, or
    any deck order, never changes what `view(state, seat)` shows."""
    lords = sorted(load().lords)
    for seat in range(len(state.players)):
        seen = GAME.view(state, seat)
        for other, p in enumerate(state.players):
            if other == seat:
                continue
            lord = p.lord if GAME.is_over(state) else next(x for x in lords if x != p.lord)  # shown at the end
            fake = tuple(reversed(p.intrigue)) if len(set(p.intrigue)) > 1 else ("intrigue.x",) * len(p.intrigue)
            players = list(state.players)
            players[other] = dataclasses.replace(p, lord=lord, intrigue=fake)
            changed = dataclasses.replace(state, players=tuple(players))
            assert GAME.view(changed, seat) == seen, (seat, other)
        shuffled = dataclasses.replace(
            state,
            quest_deck=tuple(reversed(state.quest_deck)),
            intrigue_deck=tuple(reversed(state.intrigue_deck)),
            building_stack=tuple(reversed(state.building_stack)),
        )
        assert GAME.view(shuffled, seat) == seen
    public = json.dumps(GAME.view(state, None))
    for p in state.players:
        assert (p.lord in public) == GAME.is_over(state)  # the final scoring reveals the lords


@pytest.mark.parametrize("seed", range(80))
def test_random_playout(seed: int) -> None:
    """80 seeded games over 2-5 players; every 19th (seeds 0, 19, 38, 57, 76: each player count) also
    round-trips every state and checks views. Seeds 80-199, once here too, are in the soak."""
    _play(seed, 2 + seed % 4, deep=seed % 19 == 0)


@pytest.mark.slow
@pytest.mark.parametrize("seed", [*range(80, 200), *range(1000, 4000)])
def test_random_playout_soak(seed: int) -> None:
    _play(seed, 2 + seed % 4, deep=seed % 19 == 0 if seed < 200 else seed % 5 == 0)


def _game_states(seed: int, players: int) -> tuple[list, list]:
    state = GAME.new_game([f"P{i}" for i in range(players)], seed)
    bot, states, moves = RandomBot(seed), [state], []
    while not GAME.is_over(state):
        moves.append(bot.choose(GAME, state))
        state = GAME.apply(state, moves[-1])
        states.append(state)
    return states, moves


@pytest.mark.parametrize("seed", range(3))
def test_apply_is_pure_whichever_state_it_continues_from(seed: int) -> None:
    """`apply` reuses the working copy of the previous move when the next move is made from the
    state it returned: inputs never change, and any earlier state, in any order, gives the same result."""
    states, moves = _game_states(seed, 3 + seed % 3)
    snapshots = [GAME.state_to_dict(s) for s in states]
    for i in reversed(range(len(moves))):  # never the state the last copy froze into
        assert GAME.apply(states[i], moves[i]) == states[i + 1]
    for i in range(0, len(moves) - 1, 7):  # a reused copy, from an earlier point of the game
        assert GAME.apply(GAME.apply(states[i], moves[i]), moves[i + 1]) == states[i + 2]
    assert [GAME.state_to_dict(s) for s in states] == snapshots


def test_apply_from_threads_plays_the_same_games() -> None:
    """Games stepped in several threads at once end as they do one after another (the reused
    working copy is never shared between two moves)."""
    import threading

    expected = {seed: _game_states(seed, 4)[0][-1] for seed in range(4)}
    results: dict[int, object] = {}
    threads = [
        threading.Thread(target=lambda s=seed: results.update({s: _game_states(s, 4)[0][-1]})) for seed in expected
    ]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert results == expected


@pytest.mark.parametrize(("players", "seed"), [(2, 3), (4, 8), (5, 1)])
def test_playout_and_simulation_draws_made_ahead_pick_as_their_picks(players: int, seed: int) -> None:
    """The loop's draws from values made ahead (ai._uniform's and ai._completing's, inlined) choose what the
    pick functions themselves choose from the generator one draw at a time: the same states and counts,
    to the end, part way and aligned to a seat's turn."""
    from engine.waterdeep import ai

    state = GAME.new_game([f"P{i}" for i in range(players)], seed)
    for pick in (ai._uniform, ai._completing):

        def itself(kind: str, n: int, g: int, pick: ai.Pick = pick) -> tuple[int, int]:
            return pick(kind, n, g)  # (not the very function: the loop calls it for every draw)

        for max_moves, seat in ((1 << 30, None), (45, None), (20, 1)):
            fast = GAME.ai._run(state, seed, max_moves, pick, seat)
            assert fast == GAME.ai._run(state, seed, max_moves, itself, seat)
