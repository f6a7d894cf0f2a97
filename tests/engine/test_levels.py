"""Bot levels: Easy, Medium, Hard; budgets; rewards for the search; Hard never reads hidden cards."""

from __future__ import annotations

import dataclasses

import pytest

from engine import get_game
from engine.core.bots import EasyBot, MediumBot, RandomBot
from engine.core.game import PlayerScore, rank
from engine.core.levels import BOTS, make_bot, parse_bot
from engine.core.mcts import GAME_WIDTH, HARD, PLAIN, HardBot, MctsBot, final_rewards


def _scores(*totals: int):
    return rank([PlayerScore(i, f"P{i}", t, (("x", t),), (("gold", 0),)) for i, t in enumerate(totals)])


def test_reward_is_right_for_negative_scores() -> None:
    """A bigger loss never earns more, whatever the sign of the scores (the old reward divided by the best
    total: with the best at -3, -20 earned more than -5)."""
    close, far = final_rewards(_scores(-5, -3)), final_rewards(_scores(-20, -3))
    assert far[0] < close[0] < close[1]
    assert final_rewards(_scores(-3, -5))[0] > final_rewards(_scores(-5, -3))[0]
    # and the same for positive scores; a shared win sits between a win and a loss
    assert final_rewards(_scores(10, 30))[0] < final_rewards(_scores(25, 30))[0] < final_rewards(_scores(31, 30))[0]
    shared = final_rewards(_scores(7, 7))
    assert shared[0] == shared[1] and final_rewards(_scores(6, 7))[0] < shared[0] < final_rewards(_scores(8, 7))[0]
    for totals in ((-9, 4, 0), (0, 0, 0), (3, -1, 12)):
        assert all(0.0 <= r <= 1.0 for r in final_rewards(_scores(*totals)))


def test_parse_bot_budgets() -> None:
    assert parse_bot("hard") == ("hard", None, None)
    assert parse_bot("hard:0.5s") == ("hard", None, 0.5)
    assert parse_bot("hard:2000") == ("hard", 2000, None)
    assert parse_bot(" hard:300:1.5s ") == ("hard", 300, 1.5)
    for bad in ("hard:x", "hard:0", "hard:-1s", "clever", "hard:1e9999s"):
        with pytest.raises(ValueError):
            parse_bot(bad)
    hard = make_bot("hard:0.3s", 1)
    assert isinstance(hard, HardBot) and hard.seconds == 0.3 and hard.iterations is None
    assert make_bot("hard", 1).seconds == 0.8
    assert make_bot("hard:50", 1).iterations == 50 and make_bot("hard:50", 1).seconds is None
    assert isinstance(make_bot("easy", 1), EasyBot) and isinstance(make_bot("medium:0.1s", 1), MediumBot)
    assert make_bot("medium:0.1s", 1).seconds == 0.1
    assert make_bot("hard:50", 1).settings == HARD and make_bot("mcts:9", 1).settings == PLAIN
    assert HARD.prior and HARD.replies and HARD.width == GAME_WIDTH and not PLAIN.prior and PLAIN.depth is None
    assert {"random", "greedy", "mcts", "easy", "medium", "hard"} <= set(BOTS)


def _midgame(game_id: str, players: int = 3, seed: int = 4, moves: int = 60):
    game = get_game(game_id)
    state = game.new_game([f"P{i}" for i in range(players)], seed)
    bot = game.ai.playout_bot(seed)
    for _ in range(moves):
        state = game.apply(state, bot.choose(game, state))
    while len(game.legal_moves(state)) < 2:
        state = game.apply(state, bot.choose(game, state))
    return game, state


@pytest.mark.parametrize("game_id", ["waterdeep", "architects"])
def test_every_level_makes_a_legal_move(game_id: str) -> None:
    game, state = _midgame(game_id)
    for spec in ("easy", "medium", "hard:20", "mcts:10"):
        assert make_bot(spec, 3).choose(game, state) in game.legal_moves(state)


def _poisoned_waterdeep(state, seat):
    """Every secret `seat` cannot see changed: other hands and the deck dealt again from the same unseen
    cards, deck orders reversed, other lords replaced by a lord id that does not exist (reading it fails)."""
    others = [i for i in range(len(state.players)) if i != seat]
    pool = list(reversed([*state.intrigue_deck, *(c for i in others for c in state.players[i].intrigue)]))
    players = list(state.players)
    for i in others:
        p = players[i]
        players[i] = dataclasses.replace(p, intrigue=tuple(pool[: len(p.intrigue)]), lord="POISON")
        del pool[: len(p.intrigue)]
    return dataclasses.replace(
        state,
        players=tuple(players),
        intrigue_deck=tuple(pool),
        quest_deck=state.quest_deck[::-1],
        building_stack=state.building_stack[::-1],
        rng=state.rng ^ 0xBAD,
    )


def _poisoned_architects(state, seat):
    from engine.architects.state import replace

    others = [i for i in range(len(state.players)) if i != seat]
    pool = list(state.building_deck)
    for i in others:
        pool += state.players[i].hand + state.draft[i]
    pool.reverse()
    players, draft = list(state.players), list(state.draft)
    deck = tuple(pool[: len(state.building_deck)])
    del pool[: len(deck)]
    for i in others:
        players[i] = replace(players[i], hand=tuple(pool[: len(players[i].hand)]))
        del pool[: len(players[i].hand)]
        draft[i] = tuple(pool[: len(draft[i])])
        del pool[: len(draft[i])]
    return replace(
        state,
        players=tuple(players),
        draft=tuple(draft),
        building_deck=deck,
        apprentice_deck=state.apprentice_deck[::-1],
        reward_pile=state.reward_pile[::-1],
        market_pile=state.market_pile[:1] + state.market_pile[:0:-1],
        rng=state.rng ^ 0xBAD,
    )


@pytest.mark.parametrize(
    ("game_id", "poison"), [("waterdeep", _poisoned_waterdeep), ("architects", _poisoned_architects)]
)
def test_hard_never_reads_hidden_cards(game_id: str, poison) -> None:
    """A state whose hidden parts (other hands, deck orders, the generator, Waterdeep's other lords) are
    poisoned looks the same to the deciding seat: its view is unchanged, every determinized world is the
    same as from the true state, and Hard and Medium choose the same moves (a poisoned lord id would crash
    any read of it)."""
    for seed in (4, 11, 23):
        game, state = _midgame(game_id, seed=seed)
        seat = game.current_player(state)
        bad = poison(state, seat)
        assert bad != state
        assert game.view(bad, seat) == game.view(state, seat)
        for k in range(3):
            assert game.ai.determinize(bad, seat, k) == game.ai.determinize(state, seat, k)
        for spec in ("hard:40", "medium", "easy"):
            assert make_bot(spec, seed).choose(game, bad) == make_bot(spec, seed).choose(game, state)
    with pytest.raises(KeyError):  # the poison is live: reading an opponent's lord fails
        game = get_game("waterdeep")
        _, state = _midgame("waterdeep")
        seat = game.current_player(state)
        game.ai.heuristic(_poisoned_waterdeep(state, seat), (seat + 1) % 3)


def test_hard_is_deterministic_with_an_iteration_budget() -> None:
    game, state = _midgame("waterdeep", seed=9)
    assert HardBot(5, iterations=30).choose(game, state) == HardBot(5, iterations=30).choose(game, state)


def test_hard_keeps_to_its_time_budget() -> None:
    import time

    game, state = _midgame("waterdeep", seed=2)
    start = time.perf_counter()
    HardBot(1, seconds=0.1).choose(game, state)
    assert time.perf_counter() - start < 1.0


@pytest.mark.parametrize("game_id", ["waterdeep", "architects"])
def test_heuristic_is_the_final_score_when_over(game_id: str) -> None:
    game = get_game(game_id)
    state = game.ai.playout(game.new_game(["A", "B", "C"], 5), 5)[0]
    assert [game.ai.heuristic(state, i) for i in range(3)] == [float(p.total) for p in game.scores(state).players]


def test_waterdeep_heuristic_counts_quests_in_hand() -> None:
    """Holding the cubes a quest needs is worth more than the cubes alone; completing it is worth more still."""
    from engine.waterdeep.content import Res, load

    game = get_game("waterdeep")
    state = game.new_game(["A", "B"], 1)
    quest = next(q for q in load().quests.values() if not q.plot and q.cost.g == 0)
    p = state.players[0]
    cost = quest.cost
    holding = dataclasses.replace(p, res=Res(cost.c, cost.f, cost.r, cost.w, p.res.g))
    with_quest = dataclasses.replace(holding, quests=(quest.id,))
    values = [
        game.ai.heuristic(dataclasses.replace(state, players=(q, state.players[1])), 0) for q in (holding, with_quest)
    ]
    assert values[1] > values[0]


def test_simulate_makes_legal_moves_and_stops() -> None:
    for game_id in ("waterdeep", "architects"):
        game = get_game(game_id)
        state = game.new_game(["A", "B"], 3)
        part, made = game.ai.simulate(state, 7, 15)
        assert made == 15 and not game.is_over(part)
        end, made = game.ai.simulate(state, 7, 1 << 30)
        assert game.is_over(end) and made > 15


@pytest.mark.parametrize("game_id", ["waterdeep", "architects"])
def test_an_aligned_simulation_ends_where_the_seat_begins_a_turn(game_id: str) -> None:
    """With a seat, a simulation goes on past its length to that seat's next turn (at most 3 times as long)."""
    from engine.core.ai import ALIGN

    game = get_game(game_id)
    state = game.new_game(["A", "B", "C"], 3)
    state = game.ai.simulate(state, 1, 40)[0]
    for seed in range(8):
        for seat in range(3):
            part, made = game.ai.simulate(state, seed, 7, seat)
            assert 7 <= made <= 7 * ALIGN
            if made < 7 * ALIGN and not game.is_over(part):
                assert game.ai.turn_start(part, seat) and game.current_player(part) == seat
            plain, plain_made = game.ai.simulate(state, seed, 7)
            assert plain_made == 7 and (made > 7 or plain == part)


@pytest.mark.parametrize("game_id", ["waterdeep", "architects"])
def test_relative_rewards_are_even_at_the_searched_position(game_id: str) -> None:
    """Hard judges a position by how each seat's standing changed from the position it searches from: the
    same position rewards every seat 0.5, and a seat far ahead still gains from gaining more."""
    from engine.core.bots import standings
    from engine.core.mcts import rewards

    game, state = _midgame(game_id)
    base = standings(game, state, 3)
    assert rewards(game, state, base) == pytest.approx([0.5, 0.5, 0.5])
    ahead = [b - 200.0 for b in base]  # as if every seat had been 200 VP further behind before
    assert all(r > 0.99 for r in rewards(game, state, ahead))
    assert rewards(game, state) != rewards(game, state, base)


def test_architects_hard_simulates_the_replies_to_its_next_turn() -> None:
    """Architects' Hard plays each simulation on until its seat begins a turn: the rest of its own turn as
    Medium would, the others' answers by the cheap simulation policy (`ArchitectsAI.reply_bot`)."""
    from engine.architects.ai import SimulationBot
    from engine.core.bots import MediumBot

    game, state = _midgame("architects", players=2, seed=6)
    seat = game.current_player(state)
    assert game.ai.hard_replies and not get_game("waterdeep").ai.hard_replies
    assert isinstance(game.ai.reply_bot(1, 0.05), SimulationBot)
    assert isinstance(get_game("waterdeep").ai.reply_bot(1, 0.05), MediumBot)  # the default
    bot = HardBot(2, iterations=5)
    world = game.apply(state, game.legal_moves(state)[0])
    after = bot._replies(game, world, seat, 9)
    assert game.is_over(after) or game.ai.turn_start(after, seat)
    assert after != world
    assert bot._replies(game, after, seat, 9) == after  # already at the seat's turn: nothing played


@pytest.mark.parametrize("spec", ["easy", "medium"])
def test_level_games_reach_the_end(spec: str) -> None:
    game = get_game("waterdeep")
    state = game.new_game(["A", "B", "C"], 2)
    bots = [make_bot(spec, 1), RandomBot(2), MctsBot(3, iterations=5)]
    while not game.is_over(state):
        state = game.apply(state, bots[game.current_player(state)].choose(game, state))
    assert game.round(state) == 8


@pytest.mark.slow
@pytest.mark.parametrize("players", [2, 3, 4])
def test_architects_level_games_reach_the_end(players: int) -> None:
    game = get_game("architects")
    state = game.new_game([f"P{i}" for i in range(players)], players)
    bots = [make_bot(["medium", "easy", "hard:0.05s"][i % 3], i) for i in range(players)]
    for _ in range(20000):
        if game.is_over(state):
            break
        state = game.apply(state, bots[game.current_player(state)].choose(game, state))
    assert game.is_over(state)


def test_tools_hard_iterations_counts_simulations(capsys, tmp_path) -> None:
    """`tools.hard_iterations` (Hard's simulations a decision on the same positions for any commit's engine)
    runs on this tree, in a child process on a tree given (and says which engine it measured), and names a bad
    argument or a folder that is no tree of the project."""
    import json as _json
    import time
    from pathlib import Path

    from tools.hard_iterations import main as hard_iterations

    assert hard_iterations(["9", "1"]) == 2 and "usage" in capsys.readouterr().err
    assert hard_iterations(["2", "0"]) == 2 and "usage" in capsys.readouterr().err
    assert hard_iterations(["2", "1", str(tmp_path)]) == 2 and "not a tree" in capsys.readouterr().err
    from engine.core import mcts

    wall, iterate = time.perf_counter, mcts.MctsBot._iterate
    assert hard_iterations(["2", "1"]) == 0
    assert time.perf_counter is wall and mcts.MctsBot._iterate is iterate  # put back as they were
    here = _json.loads(capsys.readouterr().out)
    root = str(Path(__file__).resolve().parents[2])
    assert here["states"] == 1 and here["simulations"]["median"] >= 1 and here["engine"] == root
    assert hard_iterations(["2", "1", root]) == 0
    there = _json.loads(capsys.readouterr().out)
    assert there["states"] == 1 and there["simulations"]["median"] >= 1 and there["engine"] == root


def test_tools_medium_versus_sets_this_trees_medium_beside_another_trees(capsys, tmp_path) -> None:
    """`tools.medium_versus` plays this tree's Medium against Mediums judging by another tree's heuristic (here
    this tree's own) and names a bad argument or a folder that is no tree of the project."""
    import json as _json
    from pathlib import Path

    from tools.medium_versus import main as medium_versus

    assert medium_versus(["2", "1", "5"]) == 2 and "usage" in capsys.readouterr().err
    assert medium_versus(["2", "1", "5", str(tmp_path)]) == 2 and "not a tree" in capsys.readouterr().err
    assert medium_versus(["2", "1", "5", str(Path(__file__).resolve().parents[2])]) == 0
    lines = [_json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert lines[0]["seed"] == 5 and lines[0]["seat"] == 0 and lines[0]["moves"] > 0
    assert lines[-1]["games"] == 1 and lines[-1]["win_rate"] == lines[0]["win"]
