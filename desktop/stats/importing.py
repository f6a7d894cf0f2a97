"""Records brought in from files: each becomes a saved game (`desktop.saves.import_record`) and, when finished,
a game of the statistics. One path for Game → Saved Games → Import and for `meeple-table --import`."""

from __future__ import annotations

import dataclasses
import os
from collections.abc import Sequence
from pathlib import Path

from desktop import saves
from desktop.errortext import record_error_reason
from desktop.stats.errors import StatsError
from desktop.stats.results import result_of
from desktop.stats.store import Statistics
from desktop.tables import table_for
from engine import RecordError


@dataclasses.dataclass(frozen=True)
class Imported:
    """What became of one file: `error` why it was refused ('' if it is in the library now); `saved` its saved
    game; `new` whether that was made now; `finished` whether the game is over; `counted` whether it was counted
    in the statistics now (False for a game counted before); `not_counted` why a finished game could not be."""

    path: Path
    error: str = ""
    saved: Path | None = None
    new: bool = False
    finished: bool = False
    counted: bool = False
    not_counted: str = ""
    record_error: RecordError | None = None


def import_files(paths: Sequence[str | os.PathLike[str]], stats: Statistics) -> list[Imported]:
    """Each file into the library and, when its game is over, into `stats`; a bad file never stops the others."""
    known = saves.identities()
    out = []
    for name in paths:
        path = Path(name)
        try:
            saved, new, loaded = saves.import_record(path, known)
        except RecordError as exc:
            out.append(Imported(path, record_error_reason(exc), record_error=exc))
            continue
        except OSError as exc:
            out.append(Imported(path, str(exc.strerror or exc)))
            continue
        final = loaded.states[-1]
        if not loaded.game.is_over(final):
            out.append(Imported(path, saved=saved, new=new))
            continue
        facts = table_for(loaded.game.id).stats_facts(final)
        played = os.stat(path).st_mtime
        result = result_of(loaded.record, loaded.moves, final, facts, played=played, source="imported")
        try:
            counted = stats.record(result)
        except StatsError as exc:
            out.append(Imported(path, saved=saved, new=new, finished=True, not_counted=str(exc)))
            continue
        out.append(Imported(path, saved=saved, new=new, finished=True, counted=counted))
    return out
