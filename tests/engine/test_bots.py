"""Bots: legal choices, determinism, and determinized worlds that keep what the bot's seat knows."""

from __future__ import annotations

import pytest

from engine import get_game
from engine.core.bots import GreedyBot, RandomBot
from engine.core.levels import make_bot
from engine.core.mcts import MctsBot


def _midgame(seed: int = 4, moves: int = 40):
    game = get_game("waterdeep")
    state = game.new_game(["A", "B", "C"], seed)
    bot = RandomBot(seed)
    for _ in range(moves):
        state = game.apply(state, bot.choose(game, state))
    return game, state


def test_every_bot_returns_a_legal_move() -> None:
    game, state = _midgame()
    for bot in (RandomBot(1), GreedyBot(1), MctsBot(1, iterations=8)):
        assert bot.choose(game, state) in game.legal_moves(state)


def test_make_bot_names() -> None:
    assert isinstance(make_bot("mcts", 1), MctsBot)
    try:
        make_bot("clever", 1)
    except ValueError as exc:
        assert "unknown bot" in str(exc)
    else:
        raise AssertionError("unknown bot accepted")


def test_mcts_is_deterministic_for_a_seed() -> None:
    game, state = _midgame(seed=9)
    assert MctsBot(5, iterations=10).choose(game, state) == MctsBot(5, iterations=10).choose(game, state)


def test_determinize_keeps_the_seats_knowledge() -> None:
    game, state = _midgame()
    seat = game.current_player(state)
    world = game.ai.determinize(state, seat, 123)
    assert game.view(world, seat) == game.view(state, seat)
    # hidden parts may change, their sizes may not
    for a, b in zip(state.players, world.players, strict=True):
        assert len(a.intrigue) == len(b.intrigue)
    assert sorted(state.quest_deck) == sorted(world.quest_deck)


def test_architects_determinize_keeps_the_seats_knowledge() -> None:
    game = get_game("architects")
    state = game.new_game(["A", "B", "C"], 3)
    bot = game.ai.playout_bot(3)
    for _ in range(30):
        state = game.apply(state, bot.choose(game, state))
    seat = game.current_player(state)
    world = game.ai.determinize(state, seat, 99)
    assert game.view(world, seat) == game.view(state, seat)
    assert sorted(world.building_deck + sum((p.hand for p in world.players), ())) == sorted(
        state.building_deck + sum((p.hand for p in state.players), ())
    )
    assert MctsBot(2, iterations=4).choose(game, state) in game.legal_moves(state)


def test_fast_playout_equals_stepping_with_apply() -> None:
    """Waterdeep's own playout loop (one working copy) must end exactly where `apply` does."""
    from engine.core.ai import GameAI

    game = get_game("waterdeep")
    for players in (2, 3, 4, 5):
        for seed in range(6):
            state = game.new_game([f"P{i}" for i in range(players)], seed)
            warmup = RandomBot(seed + 100)
            for _ in range(seed * 17):  # from the start and from mid-game states
                state = game.apply(state, warmup.choose(game, state))
            fast, fast_moves = game.ai.playout(state, seed)
            slow, slow_moves = GameAI.playout(game.ai, state, seed)
            assert fast == slow and fast_moves == slow_moves > 0
            assert game.is_over(fast) and fast.events == slow.events
    over = fast
    assert game.ai.playout(over, 1) == (over, 0) and GameAI.playout(game.ai, over, 1) == (over, 0)


def test_architects_playout_uses_its_playout_bot() -> None:
    game = get_game("architects")
    state = game.new_game(["A", "B"], 3)
    final, moves = game.ai.playout(state, 3)
    assert game.is_over(final) and moves > 0
    assert game.ai.playout(state, 3) == (final, moves)  # deterministic


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_greedy_architects_games_end_by_the_guildhall_rule(players):
    """One-ply greed on the score so far loops for ever on the Mines (forced reclaim, Mines again); on
    Architects' `evaluate` (the level bots' look), with no random moves, every game ends by the Guildhall."""
    from engine import get_game
    from engine.core.bots import GreedyBot

    game = get_game("architects")
    state = game.new_game([f"P{i}" for i in range(players)], players)
    bots = [GreedyBot(seat) for seat in range(players)]
    for _ in range(6000):
        if game.is_over(state):
            break
        state = game.apply(state, bots[game.current_player(state)].choose(game, state))
    assert game.is_over(state)
    assert any(e[0] == "game_over" and e[2] == "guildhall" for e in state.events)
