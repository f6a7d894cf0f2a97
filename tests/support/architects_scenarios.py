"""Shared helpers for the Architects tests: hand-built states, playouts and invariants."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from typing import Any

from engine.architects.content import APPRENTICES, BUILDINGS, C
from engine.architects.events import Raw
from engine.architects.moves import Build, Draft, Place
from engine.architects.state import WORKERS, PlayerState, State, count_workers, guildhall_size
from engine.core.levels import make_bot
from engine.core.moves import Move
from engine.core.registry import get_game

GAME = get_game("architects")


def ignore(event: Raw) -> None:
    """The `emit` of a rule called directly, outside `apply`: its events are dropped."""


def names(n: int) -> list[str]:
    return [f"P{i + 1}" for i in range(n)]


def after_draft(n: int = 3, seed: int = 1, **options: bool) -> State:
    """A new game with the draft played (everyone keeps the first card offered)."""
    s = GAME.new_game(names(n), seed, options)
    while s.pending and s.pending[-1].kind == "draft":
        s = GAME.apply(s, Draft(s.draft[s.pending[-1].seat][0]))
    return s


def set_player(s: State, seat: int, **changes: Any) -> State:
    ps = list(s.players)
    ps[seat] = dataclasses.replace(ps[seat], **changes)
    return dataclasses.replace(s, players=tuple(ps))


def me(s: State) -> int:
    seat = GAME.current_player(s)
    assert seat is not None
    return seat


def player(s: State, seat: int | None = None) -> PlayerState:
    return s.players[me(s) if seat is None else seat]


def play(s: State, *moves: Move) -> State:
    for m in moves:
        s = GAME.apply(s, m)
    return s


def playout(
    n: int, seed: int, options: dict[str, bool] | None = None, bot: str = "playout"
) -> Iterator[tuple[State, Move | None]]:
    """Every state of one bot game with the move that led to it; the bots are seeded as in
    `python -m engine play` ("playout" is the game's playout bot, else a name from `engine.core.levels`)."""
    s = GAME.new_game(names(n), seed, options or {})
    bots = [GAME.ai.playout_bot(seed * 31 + i) if bot == "playout" else make_bot(bot, seed * 31 + i) for i in range(n)]
    yield s, None
    steps = 0
    while not GAME.is_over(s):
        seat = me(s)
        m = bots[seat].choose(GAME, s)
        s = GAME.apply(s, m)
        steps += 1
        assert steps < 5000, "game does not end"
        yield s, m


def end_cause(s: State) -> str:
    """Why a finished game ended: "guildhall" (the last space filled, then the final round) or
    "deadlock" (a whole cycle of players who could neither place nor reclaim a worker)."""
    assert s.over
    if s.guildhall == guildhall_size(len(s.players)) and s.final_left == 0:
        return "guildhall"
    assert s.idle >= len(s.players), "the game ended for no documented reason"
    for seat, p in enumerate(s.players):
        assert p.supply == 0 and not any(row[seat] for row in s.at), f"seat {seat} could still take a turn"
    return "deadlock"


def total_cards(s: State) -> dict[str, int]:
    b = len(s.building_deck) + sum(len(p.hand) + len(p.built) for p in s.players)
    b += sum(len(h) for h in s.draft)
    for pend in s.pending:
        if pend.kind == "keep":
            b += len(pend.cards)
    a = len(s.apprentice_deck) + sum(1 for x in s.display if x >= 0)
    a += sum(len(p.apprentices) for p in s.players)
    m = len(s.market_pile) + len(s.market_under) + (1 if s.market_large >= 0 else 0)
    r = len(s.reward_pile) + len(s.reward_box) + sum(len(p.rewards) for p in s.players)
    return {"buildings": b, "apprentices": a, "market": m, "rewards": r}


def check_invariants(s: State, cards: bool = True) -> None:
    """Every-step invariants; `cards=False` for hand-built states that invent cards."""
    promos = "promos" in s.options
    for seat, p in enumerate(s.players):
        assert count_workers(s, seat) == WORKERS, (seat, p)
        for field in ("silver", "clay", "wood", "stone", "gold", "marble", "supply", "prison", "debts"):
            assert getattr(p, field) >= 0, (field, p)
        assert 0 <= p.virtue <= 14
        assert p.captured[seat] == 0
        assert 0 <= p.cathedral <= 5
    assert s.tax >= 0
    assert all(x >= 0 for row in s.at for x in row)
    assert all(x >= 0 for x in s.display_silver)
    if not cards:
        return
    counts = total_cards(s)
    want_b = len([b for b in BUILDINGS.values() if promos or not b.promo])
    want_a = len([a for a in APPRENTICES.values() if promos or not a.promo])
    assert counts == {"buildings": want_b, "apprentices": want_a, "market": len(C.market), "rewards": 11}, counts
    if not s.over:
        assert GAME.legal_moves(s), "no legal move"


RICH = {"silver": 30, "clay": 20, "wood": 20, "stone": 20, "gold": 20, "marble": 20}


def turn_of(n: int = 3, seed: int = 1, **changes: Any) -> tuple[State, int]:
    """A state at the first player's placement decision, with `changes` applied to that player."""
    s = after_draft(n, seed)
    seat = me(s)
    return set_player(s, seat, **changes), seat


def built(card: int) -> State:
    """The first player of `turn_of` constructs `card` at the Guildhall, keeping a second card in hand and a
    second apprentice (so that what the building asks next has a choice); a rival has a worker in the Quarry."""
    s, seat = turn_of(3, 1)
    s = set_player(set_at(s, "quarry", (seat + 1) % 3, 1), seat, hand=(card, 1), **RICH, apprentices=(13, 1))
    return play(s, Place("guildhall"), Build(card))


def set_at(s: State, loc: str, seat: int, k: int) -> State:
    """Put k workers of `seat` at a large location (taken from the supply)."""
    from engine.architects.state import LOC_INDEX

    i = LOC_INDEX[loc]
    old = s.at[i][seat]
    row = list(s.at[i])
    row[seat] = k
    at = list(s.at)
    at[i] = tuple(row)
    s = dataclasses.replace(s, at=tuple(at))
    return set_player(s, seat, supply=s.players[seat].supply - (k - old))


def legal(s: State) -> tuple[Move, ...]:
    return GAME.legal_moves(s)


def kind(s: State) -> str:
    return s.pending[-1].kind if s.pending else "over"
