"""Which games have a table in the app, and the checks on a record before it is opened (no Qt here,
so the command line can refuse a bad file before any window exists)."""

from __future__ import annotations

from engine import RecordError
from engine.core import record as records

#: games the desktop can show; the engine plays more (see `python -m engine`)
TABLES = ("waterdeep",)


def check_record(loaded: records.Loaded, at: int | None) -> records.Loaded:
    """Raise RecordError for a game without a table, or when move `at` is not in the valid part."""
    if loaded.game.id not in TABLES:
        from engine import get_game

        playable = ", ".join(get_game(g).title for g in TABLES)
        raise RecordError(
            f"{loaded.game.title} records cannot be opened on the desktop table yet (it plays {playable}); "
            "check the file with: python -m engine replay FILE"
        )
    if at is not None and not 0 <= at <= len(loaded.moves):
        raise RecordError(f"--at {at} is out of range (the record has {len(loaded.moves)} valid moves)")
    return loaded
