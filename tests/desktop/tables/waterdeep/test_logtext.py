"""Game log lines: a placed Ambassador or Lieutenant is named as such, not as an agent."""

from __future__ import annotations

import dataclasses
from collections import Counter

import pytest

from desktop.tables.waterdeep.logtext import event_text
from engine import get_game
from engine.waterdeep.state import PIECE_CODES, Event, Occ

GAME = get_game("waterdeep")

LINES = {
    "en": {
        "agent": "Ann assigns an agent to The Plinth",
        "lieutenant": "Ann assigns the Lieutenant to The Plinth",
        "ambassador": "Ann assigns the Ambassador to The Plinth",
    },
    "de": {
        "agent": "Ann setzt einen Agenten auf Der Sockel",
        "lieutenant": "Ann setzt den Leutnant auf Der Sockel",
        "ambassador": "Ann setzt den Botschafter auf Der Sockel",
    },
}


@pytest.mark.parametrize("piece", ["agent", "lieutenant", "ambassador"])
def test_the_log_names_the_piece_placed(language, piece):
    state = GAME.new_game(["Ann", "Bob"], 1)
    # Bob's agent on the same space (a plot lets a player join an opponent there): Ann's piece is named
    state = dataclasses.replace(state, occ=(Occ("plinth", 1, "agent"), Occ("plinth", 0, piece)))
    assert event_text(state, Event("place", 0, "plinth", PIECE_CODES[piece])) == LINES[language][piece]


def test_every_piece_placed_is_named_in_the_log():
    """Seeded random games: every agent, Ambassador (at a round start, on the building that gives it too) and
    Lieutenant placed is logged as such, and its place event names it (`PIECE_CODES`)."""
    from engine.core.bots import RandomBot

    words = {"agent": "assigns an agent to", "ambassador": "assigns the Ambassador to"}
    words["lieutenant"] = "assigns the Lieutenant to"
    named: Counter[str] = Counter()
    for seed in range(12):
        state = GAME.new_game(["A", "B", "C", "D"], seed)
        bot = RandomBot(seed)
        while not GAME.is_over(state):
            move = bot.choose(GAME, state)
            state = GAME.apply(state, move)
            piece = getattr(move, "piece", "")
            if not piece:
                continue
            line = next(event_text(state, e) for e in state.events if e.kind == "place")
            assert line is not None and words[piece] in line, (piece, line)
            named[piece] += 1
            assert [e.n for e in state.events if e.kind == "place"] == [PIECE_CODES[piece]]
    assert named["ambassador"] and named["agent"] > 500


def test_a_lieutenant_placed_by_the_move_that_ends_the_round_is_named():
    """The move that places the round's last piece sends every piece home: the state after it shows no piece on
    the space, and the log called that Lieutenant "an agent". The place event names the piece."""
    state = dataclasses.replace(GAME.new_game(["Ann", "Bob"], 1), occ=())
    assert event_text(state, Event("place", 0, "plinth", PIECE_CODES["lieutenant"])) == LINES["en"]["lieutenant"]
    assert event_text(state, Event("place", 0, "plinth", PIECE_CODES["agent"])) == LINES["en"]["agent"]
