"""The copy trick (engine.core.frozen), and the Waterdeep working copy kept in step with its State."""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

import pytest

from engine import get_game
from engine.core.frozen import build, fields_of, replace
from engine.waterdeep.state import State as WaterdeepState
from engine.waterdeep.work import Work


@dataclasses.dataclass(frozen=True)
class Point:
    x: int
    y: int = 0


def test_replace_copies_and_changes_fields_without_touching_the_original() -> None:
    p = Point(1, 2)
    q = replace(p, y=5)
    assert (p, q) == (Point(1, 2), Point(1, 5)) and type(q) is Point
    with pytest.raises(dataclasses.FrozenInstanceError):
        q.x = 3  # type: ignore[misc]


def test_replace_refuses_an_unknown_field() -> None:
    with pytest.raises(TypeError, match="'z'"):
        replace(Point(1), z=2)


def test_build_holds_exactly_the_given_fields() -> None:
    fields = fields_of(Point(1, 2))
    fields["x"] = 7
    p = build(Point, fields)
    assert p == Point(7, 2) and fields_of(p) == {"x": 7, "y": 2}
    assert fields_of(p) is not p.__dict__  # a copy: editing it never changes `p`


def test_waterdeep_work_slots_mirror_the_state_fields() -> None:
    """Every State field but `seed` and `players` has a working-copy slot of its name, and every slot
    but the copy's own bookkeeping is a State field: adding one without the other fails here."""
    state_fields = {f.name for f in dataclasses.fields(WaterdeepState)}
    mirrored = set(Work.__slots__) - set(Work.OWN)
    assert state_fields - {"seed", "players"} == mirrored
    assert not set(Work.OWN) & state_fields


def test_waterdeep_work_freezes_every_mirrored_field() -> None:
    """Each mirrored slot goes back into the frozen state (a field left out of `freeze` fails)."""
    state = get_game("waterdeep").new_game(["Ann", "Bob"], 1)
    w = Work(state)
    expected = {}
    for name in set(Work.__slots__) - set(Work.OWN):
        value = getattr(w, name)
        if isinstance(value, Sequence) and not isinstance(value, str):
            if isinstance(value, tuple):
                value = w.edit(name)
            value.append(f"marker-{name}")
            expected[name] = tuple(value)
        else:
            marker = object()
            setattr(w, name, marker)
            expected[name] = marker
    frozen = w.freeze()
    for name, value in expected.items():
        got = getattr(frozen, name)
        assert got == value if isinstance(value, tuple) else got is value, name
    assert frozen.seed == state.seed and frozen.players == state.players
