"""Moves: small frozen dataclasses, one class per kind, with a "type" tag.

A game lists its move classes in a `MoveCodec`, which turns dicts from a record back into moves
and names what is wrong with a bad one. A field with a default may be left out of a move's dict (a hand-edited
record: `{"type": "place", "location": "forest"}` is `Place("forest")`); `to_dict` always writes every field.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable
from typing import Any, ClassVar

from engine.core.serial import from_data, to_data


@dataclasses.dataclass(frozen=True, slots=True)
class Move:
    """Base of every move. Subclasses set TYPE.

    Whether applying a move showed hidden information is a property of the step, not of the move:
    `Game.revealed(before, after)` tells it."""

    TYPE: ClassVar[str] = "move"

    def to_dict(self) -> dict[str, Any]:
        data = to_data(self)
        return {"type": self.TYPE, **data}

    def text(self) -> str:
        """Stable short text for logs and golden files."""
        parts = [str(to_data(getattr(self, f.name))) for f in dataclasses.fields(self)]
        return f"{self.TYPE}({', '.join(parts)})" if parts else self.TYPE

    def __str__(self) -> str:
        return self.text()


class MoveCodec:
    """Maps "type" tags to move classes for one game."""

    def __init__(self, classes: Iterable[type[Move]]) -> None:
        self._by_type: dict[str, type[Move]] = {}
        for cls in classes:
            if cls.TYPE in self._by_type:
                raise ValueError(f"duplicate move type {cls.TYPE!r}")
            self._by_type[cls.TYPE] = cls

    @property
    def types(self) -> tuple[str, ...]:
        return tuple(self._by_type)

    def from_dict(self, data: Any) -> Move:
        """Raise ValueError with a readable reason for anything that is not a valid move."""
        if not isinstance(data, dict):
            raise ValueError(f"a move must be an object, got {type(data).__name__}")
        tag = data.get("type")
        cls = self._by_type.get(tag) if isinstance(tag, str) else None
        if cls is None:
            raise ValueError(f"unknown move type {tag!r}")
        body = {k: v for k, v in data.items() if k != "type"}
        return from_data(cls, body, path=str(tag), defaults=True)
