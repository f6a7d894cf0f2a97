"""Golden playthroughs of three seeded games (regenerate: python tests/support/golden.py architects)."""

from __future__ import annotations

import difflib

import pytest
from golden import SEEDS, path_for, trace


@pytest.mark.parametrize(("players", "seed"), SEEDS["architects"])
def test_golden_playthrough(players: int, seed: int) -> None:
    expected = path_for("architects", players, seed).read_text(encoding="utf-8")
    actual = trace("architects", players, seed)
    if actual != expected:
        diff = "".join(
            list(difflib.unified_diff(expected.splitlines(True), actual.splitlines(True), "golden", "now"))[:40]
        )
        pytest.fail("playthrough differs from the golden trace:\n" + diff)
