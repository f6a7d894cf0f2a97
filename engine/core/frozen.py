"""Fast copies of frozen dataclass states ("the copy trick" both engines use).

Every `apply` builds a new frozen state, and most of its parts are copies of the previous state's
with a few fields changed. Going through `__init__` (or `dataclasses.replace`) costs one frozen
`__setattr__` per field; instead the state classes keep their fields in the instance `__dict__`
(no `__slots__`), and a copy is made by copying that dict in C and setting it on a bare instance:

    fields = fields_of(old)        # a new dict of every field
    fields["round"] = 3            # the changes
    new = build(State, fields)     # a frozen State holding exactly `fields`; no __init__ runs

`replace(obj, **changes)` does the three steps for one call site.

Why `dict(...)` and never `obj.__dict__.copy()`: an instance built by `__init__` holds a *split*
dict (its keys shared with the class), a `.copy()` of a split dict stays split, and CPython 3.11
cannot specialise attribute reads on an object whose dict is a materialised split dict: every
read of such a copy takes the slow generic path (3-4 times slower). `dict(...)` makes a
*combined* dict, and setting it as a whole keeps it combined. Combined dicts cost some memory
(README, Performance).

The classes used this way must be plain frozen dataclasses without slots whose `__init__` only
stores the fields (no `__post_init__`, no defaults computed on the way in): `build` skips it.
"""

from __future__ import annotations

from typing import Any, TypeVar

T = TypeVar("T")

#: `build` spelled out, for the few hot loops where a Python call per copy shows in the benchmarks:
#: `new = NEW(cls)`, then `SET(new, "__dict__", fields)` (two C calls)
NEW = object.__new__
SET = object.__setattr__


def fields_of(obj: Any) -> dict[str, Any]:
    """A new, combined dict of `obj`'s fields (edit it, then `build`)."""
    return dict(obj.__dict__)


def build(cls: type[T], fields: dict[str, Any]) -> T:
    """An instance of `cls` holding `fields` (every field, a combined dict: see `fields_of`)."""
    new: T = NEW(cls)
    SET(new, "__dict__", fields)
    return new


def replace(obj: T, **changes: Any) -> T:
    """`dataclasses.replace` for the state classes, many times faster.

    An unknown field name raises TypeError, so a typo cannot pass silently."""
    d = dict(obj.__dict__)  # fields_of, inlined: this runs thousands of times a game
    n = len(d)
    d.update(changes)
    if len(d) != n:  # a key that was not a field (cheaper than a subset test before the update)
        unknown = sorted(changes.keys() - obj.__dict__.keys())
        raise TypeError(f"{type(obj).__name__} has no field {unknown[0]!r}")
    new = NEW(type(obj))
    SET(new, "__dict__", d)
    return new
