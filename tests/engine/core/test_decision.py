"""`remember_last`: a game's `describe` is computed once for the state asked last."""

from __future__ import annotations

from engine.core.decision import remember_last


def test_remember_last_computes_once_per_state_by_identity() -> None:
    asked: list[object] = []

    @remember_last
    def describe(state: object) -> tuple[object, int]:
        asked.append(state)
        return (state, len(asked))

    a, b = ["a"], ["a"]  # equal, but two states
    assert describe(a) == (a, 1) and describe(a) == (a, 1)
    assert describe(b) == (b, 2) and describe(a) == (a, 3)
    assert asked == [a, b, a] and describe.__name__ == "describe"
