"""Exact, typed round-trips between frozen dataclasses and JSON-able data.

States hold only ints, strs, bools, None, tuples and nested frozen dataclasses (or named tuples,
like events), so one generic codec serves every game. `from_data` checks every type and raises
`ValueError` naming the path; with `defaults`, a field that has a default may be left out (a hand-written move).
"""

from __future__ import annotations

import dataclasses
import types
import typing
from functools import cache
from typing import Any, TypeVar

T = TypeVar("T")


def to_data(obj: Any) -> Any:
    """Dataclass or named tuple -> dict, tuple -> list, scalars as they are."""
    if dataclasses.is_dataclass(obj) and not isinstance(obj, type):
        return {f.name: to_data(getattr(obj, f.name)) for f in dataclasses.fields(obj)}
    if isinstance(obj, tuple):
        if _is_record(type(obj)):
            return {name: to_data(value) for name, value in zip(obj._fields, obj, strict=True)}  # type: ignore[attr-defined]
        return [to_data(x) for x in obj]
    return obj


def _is_record(tp: Any) -> bool:
    """A dataclass or a typing.NamedTuple class: a fixed set of named, typed fields."""
    if not isinstance(tp, type):
        return False
    return dataclasses.is_dataclass(tp) or (issubclass(tp, tuple) and hasattr(tp, "_fields"))


@cache
def _with_default(cls: type) -> frozenset[str]:
    """The fields of a dataclass or named tuple that have a default."""
    if not dataclasses.is_dataclass(cls):
        return frozenset(getattr(cls, "_field_defaults", {}))
    missing = dataclasses.MISSING
    return frozenset(
        f.name for f in dataclasses.fields(cls) if f.default is not missing or f.default_factory is not missing
    )


@cache
def _hints(cls: type) -> tuple[tuple[str, Any], ...]:
    hints = typing.get_type_hints(cls)
    if not dataclasses.is_dataclass(cls):  # a named tuple
        return tuple((name, hints[name]) for name in cls._fields)  # type: ignore[attr-defined]
    return tuple((f.name, hints[f.name]) for f in dataclasses.fields(cls) if f.init)


def from_data(cls: type[T], data: Any, path: str = "$", defaults: bool = False) -> T:
    """Rebuild `cls` from `to_data` output, checking every type on the way; with `defaults`, a field of `cls`
    (not of what it holds) that has a default may be missing from `data` and takes its default."""
    record_type: type = cls
    result: T = _convert(cls, data, path, _with_default(record_type) if defaults else frozenset())
    return result


def _convert(tp: Any, data: Any, path: str, optional: frozenset[str] = frozenset()) -> Any:
    origin = typing.get_origin(tp)
    if tp is Any:
        return data
    if tp is int:
        if type(data) is not int:
            raise ValueError(f"{path}: expected an integer, got {data!r}")
        return data
    if tp is bool:
        if type(data) is not bool:
            raise ValueError(f"{path}: expected true/false, got {data!r}")
        return data
    if tp is str:
        if not isinstance(data, str):
            raise ValueError(f"{path}: expected a string, got {data!r}")
        return data
    if tp is type(None):
        if data is not None:
            raise ValueError(f"{path}: expected null, got {data!r}")
        return None
    if origin in (typing.Union, types.UnionType):
        args = typing.get_args(tp)
        if data is None and type(None) in args:
            return None
        errors = []
        for arg in args:
            if arg is type(None):
                continue
            try:
                return _convert(arg, data, path)
            except ValueError as exc:
                errors.append(str(exc))
        raise ValueError(errors[0] if errors else f"{path}: bad value {data!r}")
    if origin is tuple:
        if not isinstance(data, list | tuple):
            raise ValueError(f"{path}: expected a list, got {type(data).__name__}")
        args = typing.get_args(tp)
        if len(args) == 2 and args[1] is Ellipsis:
            return tuple(_convert(args[0], x, f"{path}[{i}]") for i, x in enumerate(data))
        if len(args) != len(data):
            raise ValueError(f"{path}: expected {len(args)} items, got {len(data)}")
        return tuple(_convert(a, x, f"{path}[{i}]") for i, (a, x) in enumerate(zip(args, data, strict=True)))
    if _is_record(tp):
        if not isinstance(data, dict):
            raise ValueError(f"{path}: expected an object, got {type(data).__name__}")
        hints = _hints(tp)
        names = {n for n, _ in hints}
        extra = set(data) - names
        if extra:
            raise ValueError(f"{path}: unknown field {sorted(extra)[0]!r}")
        kwargs = {}
        for name, ftp in hints:
            if name not in data:
                if name in optional:
                    continue  # the class's default
                raise ValueError(f"{path}: missing field {name!r}")
            kwargs[name] = _convert(ftp, data[name], f"{path}.{name}")
        return tp(**kwargs)
    raise TypeError(f"{path}: unsupported type {tp!r}")
