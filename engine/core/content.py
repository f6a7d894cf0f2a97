"""One validated reader for the card data the games ship as JSON inside their packages.

A game's content loader reads each file once with `read_json`, walks its cards with `cards` and
reads every field through a `Fields` (typed, checked, unknown fields refused by `done`). Any
problem raises `ContentError` naming the file, the card and the field (nested fields as
"cost.w"), so a bad edit to a data file is found on load, never in the middle of a game.
Games subclass `Fields` for their own compound values (Waterdeep's resources and actions,
Architects' goods and skills).
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Iterable, Iterator
from importlib import resources
from importlib.abc import Traversable
from pathlib import Path
from typing import Any, TypeVar

from engine.core.errors import ContentError

F = TypeVar("F", bound="Fields")
_MISSING: Any = dataclasses.MISSING
_KIND_NAMES = {dict: "an object", list: "a list", str: "text", bool: "true or false"}


def data_folder(package: str) -> Traversable:
    """The `data` folder shipped inside `package` (found without the source tree, e.g. in a wheel)."""
    return resources.files(package).joinpath("data")


def read_json(folder: Traversable | Path, file: str) -> Any:
    """The parsed JSON of `folder/file`; ContentError when it is missing or not JSON."""
    try:
        text = folder.joinpath(file).read_text(encoding="utf-8")
    except OSError as exc:
        problem = "file is missing" if isinstance(exc, FileNotFoundError) else f"cannot read: {exc}"
        raise ContentError(file, "-", "-", problem) from None
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise ContentError(file, "-", "-", f"not valid JSON: {exc}") from None


class Fields:
    """Typed access to the fields of one card (or of an object inside it: `sub`)."""

    def __init__(self, file: str, card: str, data: Any, prefix: str = "") -> None:
        if not isinstance(data, dict):
            raise ContentError(file, card, prefix.rstrip(".") or "-", "expected an object")
        self.file, self.card, self.data, self.prefix = file, card, data, prefix
        self.used: set[str] = set()

    def fail(self, field: str, problem: str) -> ContentError:
        return ContentError(self.file, self.card, self.prefix + field, problem)

    def get(self, field: str, kind: type, default: Any = _MISSING) -> Any:
        """The value of `field`, of type `kind` (int: a whole number >= 0); `default` when absent
        (absent without a default: "missing")."""
        if kind is int:
            return self.int(field, default=default)
        self.used.add(field)
        if field not in self.data:
            if default is _MISSING:
                raise self.fail(field, "missing")
            return default
        value = self.data[field]
        if not isinstance(value, kind):
            raise self.fail(field, f"expected {_KIND_NAMES.get(kind, kind.__name__)}, got {value!r}")
        return value

    def int(self, field: str, lo: int = 0, hi: int | None = None, default: Any = _MISSING) -> int:
        """A whole number in lo..hi (no upper bound when `hi` is None); true/false is not a number."""
        self.used.add(field)
        if field not in self.data:
            if default is _MISSING:
                raise self.fail(field, "missing")
            return int(default)
        value = self.data[field]
        if type(value) is not int or value < lo or (hi is not None and value > hi):
            bound = f">= {lo}" if hi is None else f"{lo}..{hi}"
            raise self.fail(field, f"expected a whole number {bound}, got {value!r}")
        return value

    def text(self, field: str, allowed: Iterable[str] | None = None, default: Any = _MISSING) -> str:
        """A string, one of `allowed` when given."""
        value = self.get(field, str, default)
        if allowed is not None and value not in allowed:
            raise self.fail(field, f"{value!r} is not one of {sorted(allowed)}")
        return str(value)

    def flag(self, field: str, default: bool = False) -> bool:
        return bool(self.get(field, bool, default))

    def sub(self, field: str, cls: type[F], default: Any = _MISSING) -> F:
        """The object in `field`, read with `cls` (errors name "field.inner")."""
        raw = self.get(field, dict, default)
        return cls(self.file, self.card, raw, f"{self.prefix}{field}.")

    def done(self) -> None:
        """Refuse fields nobody read (a typo in a field name is an error, not a silent default)."""
        extra = set(self.data) - self.used
        if extra:
            raise self.fail(sorted(extra)[0], "unknown field")


def cards(file: str, items: Any, cls: type[F], what: str = "") -> Iterator[F]:
    """A reader for each card of the list `items` (`what`: the key it came from, for messages),
    named by its "id" ("#n" without one). Each card is checked with `done` once the caller moves on."""
    if not isinstance(items, list):
        raise ContentError(file, "-", what or "-", "expected a list of cards")
    for n, raw in enumerate(items):
        card = raw.get("id", f"#{n}") if isinstance(raw, dict) else f"#{n}"
        reader = cls(file, str(card), raw)
        yield reader
        reader.done()


def unique(file: str, ids: list[Any]) -> None:
    """ContentError naming the first id used twice."""
    seen = set()
    for card in ids:
        if card in seen:
            raise ContentError(file, str(card), "id", "duplicate id")
        seen.add(card)
