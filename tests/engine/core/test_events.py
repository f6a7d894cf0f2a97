"""The one Event type both games use (engine.core.events), and its round trip through records of states."""

from __future__ import annotations

import pytest

from engine.core.events import MADE, NO_SEAT, Event, event_of, events_of
from engine.core.serial import from_data, to_data


def test_an_event_is_kind_seat_a_n_with_defaults() -> None:
    e = Event("round")
    assert (e.kind, e.seat, e.a, e.n) == ("round", NO_SEAT, "", 0)
    assert Event("gain", 1, "g", 2) == Event(kind="gain", seat=1, a="g", n=2)


def test_events_are_made_once_and_shared() -> None:
    a = event_of(("gain", 3, "silver", 7))
    assert a == Event("gain", 3, "silver", 7) and event_of(("gain", 3, "silver", 7)) is a
    assert MADE[("gain", 3, "silver", 7)] is a
    fresh = ("test-only", 0, "", 12345)
    assert events_of([("gain", 3, "silver", 7), fresh]) == (a, Event(*fresh))  # one never made before


def test_events_round_trip_as_objects() -> None:
    events = (Event("gain", 1, "g", 2), Event("round", n=3))
    data = to_data(events)
    assert data == [{"kind": "gain", "seat": 1, "a": "g", "n": 2}, {"kind": "round", "seat": -1, "a": "", "n": 3}]
    assert from_data(tuple[Event, ...], data) == events


def test_a_bad_event_is_named_with_its_path() -> None:
    with pytest.raises(ValueError, match=r"\$\[0\]\.seat"):
        from_data(tuple[Event, ...], [{"kind": "gain", "seat": "one", "a": "", "n": 0}])
    with pytest.raises(ValueError, match="unknown field 'x'"):
        from_data(tuple[Event, ...], [{"kind": "gain", "seat": 1, "a": "", "n": 0, "x": 1}])
