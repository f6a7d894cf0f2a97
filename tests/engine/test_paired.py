"""Architects' Hard: its best moves by Medium's look compared on the same sampled worlds, Medium's choice kept
unless another move is clearly better (`engine.core.paired`)."""

from __future__ import annotations

import math

from engine import get_game
from engine.core import paired
from engine.core.bots import MediumBot, margins, mean_margins
from engine.core.mcts import HardBot
from engine.core.paired import PairedSearch


def _position(players: int = 2, seed: int = 6):
    game = get_game("architects")
    state = game.new_game([f"P{i}" for i in range(players)], seed)
    bot = game.ai.playout_bot(seed)
    for _ in range(40):
        state = game.apply(state, bot.choose(game, state))
    while len(game.legal_moves(state)) < 4:
        state = game.apply(state, bot.choose(game, state))
    return game, state


def _search(results: list[list[float]]) -> PairedSearch:
    game, state = _position()
    search = PairedSearch(game, state, game.current_player(state), game.legal_moves(state), 1)
    search.results = [list(r) for r in results]
    return search


def test_candidates_are_the_best_by_medium_look_with_medium_choice_first() -> None:
    game, state = _position()
    seat = game.current_player(state)
    search = PairedSearch(game, state, seat, game.legal_moves(state), 1)
    assert len(search.candidates) == game.ai.hard_width == 3
    # Medium's look, judged as Hard judges (`GameAI.judge`)
    medium = MediumBot(1, seconds=math.inf)
    medium.judge = game.ai.judge
    assert search.candidates[0] == medium.choose(game, state)


def test_medium_choice_is_kept_without_clear_evidence() -> None:
    rounds = paired.GUARD_ROUNDS
    # a better mean but too few rounds
    few = _search([[0.5] * (rounds - 1), [0.6] * (rounds - 1), [0.4] * (rounds - 1)])
    assert few.choice() == few.candidates[0]
    # enough rounds, a small gain lost in the noise of the paired differences
    noisy = [0.5] * 8, [0.5 + (0.2 if k % 2 else -0.18) for k in range(8)], [0.4] * 8
    search = _search([list(r) for r in noisy])
    assert search.choice() == search.candidates[0]
    # a worse candidate never replaces it
    worse = _search([[0.5] * 8, [0.45] * 8, [0.3] * 8])
    assert worse.choice() == worse.candidates[0]


def test_a_clearly_better_move_replaces_medium_choice() -> None:
    steady = [0.5 + 0.01 * (k % 3) for k in range(10)]
    search = _search([steady, [v + 0.05 for v in steady], [v + 0.08 + 0.001 * (k % 2) for k, v in enumerate(steady)]])
    assert search.choice() == search.candidates[2]  # the clearly best gain of the two
    search = _search([steady, [v + 0.05 for v in steady], [v - 0.2 for v in steady]])
    assert search.choice() == search.candidates[1]


def test_every_round_plays_each_candidate_in_the_same_world() -> None:
    game, state = _position()
    bot = HardBot(3, iterations=7)  # two full rounds of three, one simulation of a third
    bot.choose(game, state)
    search = bot._paired
    assert search is not None and bot.iterations_done == 7
    assert [len(r) for r in search.results] == [2, 2, 2] and len(search._round) == 1
    # deterministic with an iteration budget
    assert HardBot(3, iterations=20).choose(game, state) == HardBot(3, iterations=20).choose(game, state)


def test_waterdeep_hard_keeps_its_tree_search() -> None:
    game = get_game("waterdeep")
    state = game.new_game(["A", "B"], 3)
    bot = HardBot(1, iterations=10)
    while len(game.legal_moves(state)) < 2:
        state = game.apply(state, game.legal_moves(state)[0])
    bot.choose(game, state)
    assert bot._paired is None and bot.iterations_done == 10


def test_mean_margins_against_the_others_mean() -> None:
    assert mean_margins([10.0, 4.0, 1.0, 1.0]) == [8.0, 0.0, -4.0, -4.0]
    assert margins([10.0, 4.0, 1.0, 1.0]) == [6.0, -6.0, -9.0, -9.0]
    # two players: the same values, bit for bit (so Hard's 2-player play is unchanged)
    for pair in ([0.1, 0.2], [31.7, -4.3], [5.0, 5.0]):
        assert mean_margins(pair) == margins(pair)


def test_hard_judges_against_the_others_mean_in_three_or_four_players() -> None:
    assert get_game("architects").ai.hard_against_mean
    for players, expected in ((2, margins), (3, mean_margins), (4, mean_margins)):
        game, state = _position(players)
        search = PairedSearch(game, state, game.current_player(state), game.legal_moves(state), 1)
        assert search.against is expected
        # the first candidate is Medium's choice judged the same way
        medium = MediumBot(1, seconds=math.inf)
        medium.against, medium.judge = expected, game.ai.judge
        assert search.candidates[0] == medium.choose(game, state)


def test_hard_judges_by_the_games_judgement_and_its_rivals_reply_by_the_cheap_policy(monkeypatch) -> None:
    from engine.architects.ai import SimulationBot

    game, state = _position()
    seat = game.current_player(state)
    search = PairedSearch(game, state, seat, game.legal_moves(state), 1)
    assert game.ai.hard_judge and search.judge == game.ai.judge
    # in the simulations the Hard seat's own moves are Medium's, judged by its judgement; the others answer by
    # the cheap simulation policy (`ArchitectsAI.reply_bot`)
    seen: list[tuple[str, bool, bool]] = []
    medium, cheap = MediumBot.choose, SimulationBot.choose

    def medium_spy(self, g, world):
        seen.append(("medium", g.current_player(world) == seat, self.judge is not None))
        return medium(self, g, world)

    def cheap_spy(self, g, world):
        seen.append(("cheap", g.current_player(world) == seat, False))
        return cheap(self, g, world)

    monkeypatch.setattr(MediumBot, "choose", medium_spy)
    monkeypatch.setattr(SimulationBot, "choose", cheap_spy)
    HardBot(3, iterations=6).choose(game, state)
    assert {(bot, own) for bot, own, _ in seen} == {("medium", True), ("cheap", False)}
    assert all(judged for bot, _, judged in seen if bot == "medium")
    # a game without its own judgement keeps the heuristics
    assert not get_game("waterdeep").ai.hard_judge
