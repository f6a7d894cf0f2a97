"""Why the statistics cannot be read or written, in the user's language."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from PySide6.QtCore import QCoreApplication

translate = QCoreApplication.translate

#: SQLite's primary result codes (the low byte of an extended code) that say the file is damaged
CORRUPT_CODES = frozenset({11, 26})  # SQLITE_CORRUPT, SQLITE_NOTADB
_BUSY_CODES = frozenset({5, 6})  # SQLITE_BUSY, SQLITE_LOCKED
_READONLY, _FULL, _CANTOPEN = 8, 13, 14


class StatsError(Exception):
    """The statistics cannot do what was asked; `str()` is one translated sentence."""


def code(exc: sqlite3.Error) -> int:
    return int(getattr(exc, "sqlite_errorcode", 0) or 0) & 0xFF


def is_corrupt(exc: sqlite3.Error) -> bool:
    return code(exc) in CORRUPT_CODES


def reason(exc: BaseException, path: Path) -> str:
    """A sentence saying why the statistics file at `path` failed with `exc`."""
    name = str(path)
    if isinstance(exc, sqlite3.Error):
        c = code(exc)
        if c in _BUSY_CODES:
            return translate("stats", "The statistics are unavailable: {file} is locked by another program.").format(
                file=name
            )
        if c == _READONLY:
            return translate("stats", "The statistics cannot be written: {file} is read-only.").format(file=name)
        if c == _FULL:
            return translate("stats", "The statistics cannot be written: the disk is full.")
        if c in CORRUPT_CODES:
            return translate("stats", "The statistics are unavailable: {file} is damaged.").format(file=name)
        if c == _CANTOPEN:
            return translate("stats", "The statistics are unavailable: {file} cannot be opened.").format(file=name)
    detail = getattr(exc, "strerror", None) or str(exc)
    return translate("stats", "The statistics are unavailable: {file}: {detail}.").format(file=name, detail=detail)
