"""The registry of tables (one per game the app can show) and the checks on a record before it opens.

No Qt is imported here, so the command line can refuse a bad file before any window exists: a table's
module is imported the first time `table_for` asks for it (a lazy registry, as Orange's widget
registry or napari's plugin manifests do). Adding a game to the app means adding its module below.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

from engine import RecordError
from engine.core import record as records

if TYPE_CHECKING:
    from desktop.tables.base import Table

# game id -> the module whose `TABLE` is that game's table
_MODULES = {"waterdeep": "desktop.tables.waterdeep.table", "architects": "desktop.tables.architects.table"}
# games the desktop can show; the engine plays more (see `python -m engine`)
TABLES = tuple(_MODULES)
_loaded: dict[str, Table] = {}


def table_for(game_id: str) -> Table:
    """The table of `game_id` (KeyError for a game without one)."""
    table = _loaded.get(game_id)
    if table is None:
        table = _loaded[game_id] = importlib.import_module(_MODULES[game_id]).TABLE
    return table


def check_record(loaded: records.Loaded, at: int | None) -> records.Loaded:
    """Raise RecordError for a game without a table, or when move `at` is not in the valid part."""
    if loaded.game.id not in TABLES:
        from desktop.text import join_and
        from engine import get_game

        playable = join_and([get_game(g).title for g in TABLES])
        raise RecordError("no_table", game=loaded.game.title, playable=playable)
    if at is not None and not 0 <= at <= len(loaded.moves):
        raise RecordError("at_out_of_range", at=at, moves=len(loaded.moves))
    return loaded
