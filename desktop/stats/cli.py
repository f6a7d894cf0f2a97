"""The library's command lines: `meeple-table --import FILE...`, `--stats [--game G]` and `--library`.

They print plain text and exit without a window. `--stats` and `--library` load no Qt widgets (QtCore only,
for the settings and the translated reasons); `--import` asks each finished game's table for its facts, and
a table module brings the board's widget classes along (no window is made).
"""

from __future__ import annotations

import json
import os
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any, TextIO

from desktop import saves
from desktop.stats.errors import StatsError
from desktop.stats.queries import Filters, PlayerRow
from desktop.stats.results import identity, result_of
from desktop.stats.store import Statistics
from engine import RecordError, get_game
from engine.core import record as records

PREFIX = "meeple-table: error: "


def _title(game_id: str) -> str:
    try:
        return get_game(game_id).title
    except KeyError:
        return game_id


# -- --import ----------------------------------------------------------------------------------------------
def _library_identities() -> dict[str, Path]:
    """The identity of each game already in the library (files that do not read as records are skipped)."""
    found: dict[str, Path] = {}
    for path in sorted(saves.games_dir().glob("*.json")):
        if path.name == saves.INDEX or path.name.startswith(records.TEMP_PREFIX):
            continue
        try:
            record = json.loads(path.read_text(encoding="utf-8-sig"))
            found.setdefault(identity(record), path)
        except (OSError, ValueError, KeyError, TypeError, AttributeError):
            continue
    return found


def _copy_in(source: str, text: str) -> Path:
    """A copy of the record in the library as a new saved game, with the file's time (its last move)."""
    target = saves.new_path()
    records.write_atomic(target, text)
    mtime = os.stat(source).st_mtime
    os.utime(target, (mtime, mtime))
    return target


def _named(name: str, exc: RecordError) -> str:
    """The error after the whole file name (the engine's own text shortens a long one)."""
    where = f"move {exc.index}: " if exc.index is not None else f"line {exc.line}: " if exc.line is not None else ""
    return f"{name}: {where}{exc.message}"


def _import_one(name: str, stats: Statistics, library: dict[str, Path], out: TextIO) -> str:
    """Import one file; '' when it went in whole, else the one-line reason (naming the file)."""
    from desktop.tables import check_record, table_for

    try:
        loaded = records.load(name)
        check_record(loaded, None)
    except RecordError as exc:
        return _named(name, exc)
    if loaded.error is not None:
        return _named(name, loaded.error)
    key = identity(loaded.record, loaded.moves)
    try:
        if key in library:
            where = f"already in the library as {library[key].name}"
        else:
            text = Path(name).read_bytes().decode("utf-8-sig")
            library[key] = _copy_in(name, text)
            where = f"added to the library as {library[key].name}"
    except (OSError, UnicodeDecodeError) as exc:
        return f"{name}: cannot copy it into the library ({getattr(exc, 'strerror', None) or exc})"
    final = loaded.states[-1]
    if not loaded.game.is_over(final):
        print(f"{name}: {where} (in progress)", file=out)
        return ""
    facts = table_for(loaded.game.id).stats_facts(final)
    result = result_of(loaded.record, loaded.moves, final, facts, played=os.stat(name).st_mtime, source="imported")
    try:
        new = stats.record(result)
    except StatsError as exc:
        return f"{name}: {where}, but not counted in the statistics: {exc}"
    counted = "counted in the statistics" if new else "already counted in the statistics"
    print(f"{name}: {where} (finished, {counted})", file=out)
    return ""


def import_files(names: Sequence[str], out: TextIO | None = None, err: TextIO | None = None) -> int:
    """`--import`: each record into the library, each finished one into the statistics (once per game).
    A bad file is refused with one line naming it; the others still go in. 0 when all went in, else 2.
    (`out`, `err`: sys.stdout and sys.stderr unless given.)"""
    out, err = out or sys.stdout, err or sys.stderr
    library = _library_identities()
    failed = 0
    with Statistics() as stats:
        for name in names:
            why = _import_one(name, stats, library, out)
            if why:
                failed += 1
                print(PREFIX + why.replace("\n", " "), file=err)
        if stats.warning and stats.moved_aside is not None:
            print(stats.warning, file=err)
    return 2 if failed else 0


# -- --stats -----------------------------------------------------------------------------------------------
HEADERS = ("player", "games", "wins", "win rate", "mean score")


def _label(row: PlayerRow) -> str:
    who = row.player
    return f"{who.name} (computer: {who.computer})" if who.computer else who.name


def stats_table(rows: Sequence[PlayerRow]) -> list[str]:
    """The per-player table as aligned lines: the player on the left, the numbers on the right."""
    cells = [(_label(r), str(r.games), str(r.wins), f"{100 * r.win_rate:.1f}%", f"{r.mean_score:.1f}") for r in rows]
    widths = [max(len(line[i]) for line in [HEADERS, *cells]) for i in range(len(HEADERS))]

    def line(values: Sequence[str]) -> str:
        first = values[0].ljust(widths[0])
        return "  ".join([first, *(v.rjust(w) for v, w in zip(values[1:], widths[1:], strict=True))]).rstrip()

    return [line(HEADERS), *(line(c) for c in cells)]


def print_stats(game: str | None, out: TextIO | None = None, err: TextIO | None = None) -> int:
    """`--stats`: the per-player table of every game recorded (or of `game`). 2 when the statistics cannot
    be read."""
    out, err = out or sys.stdout, err or sys.stderr
    with Statistics() as stats:
        if not stats.exists():
            print("No finished games recorded yet.", file=out)
            return 0
        try:
            queries = stats.queries()
            filters = Filters(game=game)
            count = queries.count(filters)
            rows = queries.per_player(filters)
        except StatsError as exc:
            print(PREFIX + str(exc), file=err)
            return 2
        if stats.warning:
            print(stats.warning, file=err)
    scope = _title(game) if game else "All games"
    print(f"{scope}: {count} game{'' if count == 1 else 's'} recorded", file=out)
    if rows:
        print("\n".join(stats_table(rows)), file=out)
    return 0


# -- --library ---------------------------------------------------------------------------------------------
def _players(game: saves.SavedGame) -> str:
    return ", ".join(
        f"{name} (computer: {who})" if who else name for name, who in zip(game.players, game.computers, strict=True)
    )


def library_line(game: saves.SavedGame) -> str:
    """One saved game: file, game, players (computers marked), moves, finished or in progress, last played."""
    played = time.strftime("%Y-%m-%d %H:%M", time.localtime(game.modified))
    if game.problem:
        return f"{game.path.name}  damaged: {game.problem}  last changed {played}"
    status = "finished" if game.over else "in progress"
    if game.damaged:
        status += f" (damaged: opens up to move {game.moves})"
    parts: list[Any] = [game.path.name, _title(game.game), _players(game), f"{game.moves} moves", status]
    return "  ".join([*map(str, parts), f"last played {played}"])


def print_library(out: TextIO | None = None) -> int:
    """`--library`: the saved games, newest first, one line each."""
    out = out or sys.stdout
    games = saves.saved_games()
    if not games:
        print(f"No saved games in {saves.games_dir()}.", file=out)
    for game in games:
        print(library_line(game).replace("\n", " "), file=out)
    return 0
