"""The review of a finished turn ("Your turn is over. This turn:") lists that turn only, also when the player
stayed at the screen while computers played (the laptop was taken before their last turn)."""

from __future__ import annotations

from desktop.tables.waterdeep.logtext import event_text
from desktop.tables.waterdeep.summary import turn_summary
from engine import get_game
from engine.core.bots import RandomBot
from engine.waterdeep.state import State

GAME = get_game("waterdeep")


def _states(seed: int, players: int) -> list[State]:
    state = GAME.new_game([f"P{i}" for i in range(players)], seed)
    bot, states = RandomBot(seed), [state]
    while not GAME.is_over(state):
        state = GAME.apply(state, bot.choose(GAME, state))
        states.append(state)
    return states


def _turns(states: list[State]) -> list[tuple[int, int, int]]:
    """(seat, first, last): the states from where a turn begins to where it hands on."""
    out: list[tuple[int, int, int]] = []
    for k, state in enumerate(states[:-1]):
        seat = GAME.decision(state).on_turn_of
        if out and out[-1][0] == seat and out[-1][2] == k:
            out[-1] = (seat, out[-1][1], k + 1)
        else:
            out.append((seat, k, k + 1))
    return out


def _public(states: list[State]) -> list[str]:
    return [t for s in states[1:] for t in (event_text(s, e) for e in s.events) if t]


def test_a_review_lists_the_turn_that_ends_and_the_intrigue_cards_drawn_in_it():
    """From where the turn began (`desktop.presenter.stretch` finds it: tests/desktop/test_presenter.py) to
    where it hands on: its public log lines, in order, then a line for each intrigue card the seat drew."""
    checked = drew = 0
    for seed in range(3):
        states = _states(seed, 3)
        for seat, first, last in _turns(states):
            lines = turn_summary(states[first : last + 1], seat)
            public = _public(states[first : last + 1])
            assert lines[: len(public)] == public
            draws = [e for s in states[first + 1 : last + 1] for e in s.events if e.kind == "draw_intrigue"]
            assert len(lines) - len(public) == sum(e.seat == seat for e in draws)
            drew += len(lines) > len(public)
            checked += 1
    assert checked > 100 and drew > 5


def test_a_review_after_an_answer_on_another_players_turn_lists_what_the_answer_did():
    """An opponent who answered an offer (give 4 gold to score 4 VP?) reviews what the answer did."""
    answered = 0
    for seed in range(12):
        states = _states(seed, 3)
        for k, state in enumerate(states[:-1]):
            decision = GAME.decision(state)
            if decision.kind != "offer" or decision.seat == decision.on_turn_of:
                continue
            lines = turn_summary(states[k : k + 2], decision.seat)
            assert lines == _public(states[k : k + 2]), (seed, k, lines)
            answered += bool(lines)
    assert answered
