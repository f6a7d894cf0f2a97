"""What every game's `decisions.describe(state)` keeps to (tests/engine/*/test_*describe.py)."""

from __future__ import annotations

import dataclasses
import json
import re
from collections.abc import Callable, Mapping, Set
from typing import Any

from engine.core.decision import Decision
from engine.core.game import Game


def checked(game: Game[Any], describe: Callable[[Any], Any], state: Any, uses: Mapping[str, Set[str]]) -> Any:
    """`describe(state)`, checked against `game.decision(state)`: the same decision, its terms after the
    decision's fields in `to_dict`, JSON-able, and every term the kind does not use (`uses`) at its default."""
    d, base = describe(state), game.decision(state)
    assert d is not None and base is not None
    assert isinstance(d, Decision) and Decision(d.kind, d.seat, d.subject, d.on_turn_of) == base
    terms = [f.name for f in dataclasses.fields(d)][len(dataclasses.fields(base)) :]
    data = d.to_dict()
    assert json.loads(json.dumps(data)) == data and list(data) == [*base.to_dict(), *terms]
    plain = type(d)(d.kind, d.seat, d.subject, d.on_turn_of)
    assert all(getattr(d, f) == getattr(plain, f) for f in terms if f not in uses.get(d.kind, ())), d
    return d


def documented_uses(described: type) -> dict[str, set[str]]:
    """The fields each kind fills, from the table in the docstring of a game's `Described`
    ("| kind, kind | field, field: what; field: what |")."""
    uses: dict[str, set[str]] = {}
    for kinds, fields in re.findall(r"^\s*\| ([a-z_, ]+) \| (.+) \|$", described.__doc__ or "", re.M):
        names = {name.strip() for part in fields.split("; ") for name in part.split(":")[0].split(",")}
        uses.update({kind.strip(): names for kind in kinds.split(",") if kind.strip() != "kind"})
    return uses
