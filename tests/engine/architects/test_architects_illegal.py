"""Illegal moves raise IllegalMove with a reason and leave the state unchanged (property test)."""

from __future__ import annotations

import pytest
from architects_scenarios import GAME, names

from engine.architects.moves import (
    Build,
    Capture,
    Cathedral,
    Choose,
    Discard,
    Done,
    Draft,
    DropApprentice,
    Guard,
    Hire,
    Keep,
    Place,
    Reclaim,
    Trade,
)
from engine.architects.state import replace
from engine.core.errors import IllegalMove

PROBES = [
    Place("quarry"),
    Place("mines", "gold"),
    Place("guildhall"),
    Place("black_market", "c"),
    Place("tax_stand"),
    Place("prison"),
    Trade("virtue:clay+clay"),
    Hire(0),
    Hire(9),
    Capture("quarry", 1),
    Guard("pay_debt"),
    Build(1),
    Cathedral(0, -1),
    Choose("gold"),
    Discard(1),
    DropApprentice(1),
    Keep(1),
    Reclaim("forest"),
    Done(),
    Draft(1),
]


@pytest.mark.parametrize(("n", "seed", "steps"), [(2 + i % 4, 7919 * i % 10_000, 13 * i % 140) for i in range(25)])
def test_any_probe_is_either_legal_or_rejected_without_change(n: int, seed: int, steps: int) -> None:
    s = GAME.new_game(names(n), seed, {})
    bot = GAME.ai.playout_bot(seed)
    for _ in range(steps):
        if GAME.is_over(s):
            break
        s = GAME.apply(s, bot.choose(GAME, s))
    before = GAME.state_to_dict(s)
    legal = set(GAME.legal_moves(s))
    for probe in PROBES:
        if probe in legal:
            continue
        with pytest.raises(IllegalMove) as err:
            GAME.apply(s, probe)
        assert err.value.reason in ("not_legal", "game_over")
        assert GAME.state_to_dict(s) == before


def test_non_move_is_rejected() -> None:
    s = GAME.new_game(names(2), 1, {})
    with pytest.raises(IllegalMove):
        GAME.apply(s, "quarry")  # type: ignore[arg-type]


def test_fast_replace_rejects_unknown_fields() -> None:
    s = GAME.new_game(names(2), 1, {})
    with pytest.raises(TypeError):
        replace(s, bogus=1)
    assert replace(s, tax=9).tax == 9 and s.tax == 4
