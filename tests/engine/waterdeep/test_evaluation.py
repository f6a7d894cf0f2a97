"""The heuristic's one-pass form (`evaluation.heuristics`, what the bots call) against a plain transcription of
its module docstring, bit for bit, on positions of random and Medium games of 2-5 players."""

from __future__ import annotations

from engine.core.bots import RandomBot
from engine.core.levels import make_bot
from engine.core.registry import get_game
from engine.waterdeep import evaluation
from engine.waterdeep.board import ROUNDS
from engine.waterdeep.content import CUBES, Quest, load
from engine.waterdeep.scoring import player_score
from engine.waterdeep.state import State

GAME = get_game("waterdeep")


def _reference(state: State, seat: int) -> float:
    """The heuristic as the module docstring lists it, term by term (the form before the one-pass one)."""
    final = player_score(state, seat).total
    if state.phase == "over":
        return float(final)
    content = load()
    p = state.players[seat]
    lord = content.lords[p.lord]
    rounds_left = ROUNDS - state.round
    hope = min(1.0, 0.3 + (rounds_left + 0.5) / 5)
    value = float(final)
    have = {k: p.res.get(k) for k in "cfrwg"}
    quests = content.quests

    def size(q: Quest) -> float:
        return q.cost.cubes + 0.5 * q.cost.g

    def quest_value(q: Quest) -> float:  # (the worth term as first written, independent of the tables)
        r, gain = q.reward, q.reward.gain
        value = r.vp + gain.c + gain.f + gain.r + gain.w + 0.5 * gain.g + 2.0 * r.intrigue + 2.0 * r.quest
        if q.plot:
            value += {"type_bonus": 5, "lieutenant": 6, "round_adventurer": 5}.get(q.plot, 3) * min(
                1.0, rounds_left / 4
            )
        if q.type in lord.types:
            value += 4
        return value

    worth = {q: quest_value(quests[q]) for q in p.quests}
    active = sorted(p.quests, key=lambda q: -worth[q] / max(1.0, size(quests[q])))
    for q in active[:3]:
        quest = quests[q]
        per_unit = 0.8 * worth[q] / max(1.0, size(quest))
        value += 0.1 * worth[q] * hope
        for k in "cfrwg":
            used = min(have[k], quest.cost.get(k))
            have[k] -= used
            unit = 0.5 if k == "g" else 1.0
            value += used * max(0.0, hope * per_unit * unit - unit)
    for _mandatory in p.mandatory:
        value -= 4.0
    time = rounds_left / ROUNDS
    value += time * (0.6 * sum(have[k] for k in CUBES) + 0.3 * have["g"])
    value += sum(1 for lot in state.lots if lot.owner == seat) * 1.0 * rounds_left
    cards = len(p.intrigue)
    value += (2.0 * min(cards, 2) + 0.5 * max(0, cards - 2)) * (1.0 if rounds_left else 0.5)
    value += 2.5 * rounds_left * p.lieutenant
    return value


def _positions() -> list[State]:
    states = []
    for n in (2, 3, 4, 5):
        for seed in range(3):
            medium = seed == 0
            bots = [make_bot("medium", 40 + i) if medium else RandomBot(seed * 7 + i) for i in range(n)]
            s = GAME.new_game([f"P{i + 1}" for i in range(n)], seed, {})
            states.append(s)
            while not GAME.is_over(s):
                s = GAME.apply(s, bots[GAME.current_player(s)].choose(GAME, s))
                states.append(s)
    return states


def test_one_pass_heuristics_equal_the_docstring_term_by_term() -> None:
    states = _positions()
    completed = quests_held = mandatory = 0
    for s in states:
        expected = [_reference(s, i) for i in range(len(s.players))]
        assert evaluation.heuristics(s) == expected
        assert [GAME.ai.heuristic(s, i) for i in range(len(s.players))] == expected
        assert GAME.ai.heuristics(s) == expected
        completed += sum(len(p.completed) for p in s.players)
        quests_held += sum(len(p.quests) > 3 for p in s.players)
        mandatory += sum(len(p.mandatory) for p in s.players)
    # the positions reach what the terms are about: completed quests (lord bonus), more than three quests in hand
    # (only the best three count), mandatory quests, and the end of the game
    assert completed and quests_held and mandatory
    assert sum(s.phase == "over" for s in states) == 12
