"""The library's command lines: `meeple-table --import FILE...`, `--stats [--game G]` and `--library`.

They print plain text and exit without a window. `--stats` and `--library` load no Qt widgets (QtCore only,
for the settings and the translated reasons); `--import` asks each finished game's table for its facts, and
a table module brings the board's widget classes along (no window is made).
"""

from __future__ import annotations

import sys
import time
from collections.abc import Sequence
from typing import Any, TextIO

from desktop import saves
from desktop.stats import importing
from desktop.stats.errors import StatsError
from desktop.stats.importing import Imported
from desktop.stats.queries import Filters, PlayerRow
from desktop.stats.store import Statistics
from engine import RecordError, get_game

PREFIX = "meeple-table: error: "


def _title(game_id: str) -> str:
    try:
        return get_game(game_id).title
    except KeyError:
        return game_id


# -- --import ----------------------------------------------------------------------------------------------
def _named(name: str, exc: RecordError) -> str:
    """The error after the whole file name (the engine's own text shortens a long one)."""
    where = f"move {exc.index}: " if exc.index is not None else f"line {exc.line}: " if exc.line is not None else ""
    return f"{name}: {where}{exc.message}"


def _line(done: Imported) -> tuple[str, str]:
    """(what went well, what went wrong) of one file, each '' or a line naming the file."""
    name = str(done.path)
    if done.record_error is not None:
        return "", _named(name, done.record_error)
    if done.error or done.saved is None:
        return "", f"{name}: cannot copy it into the library ({done.error})"
    where = f"{'added to' if done.new else 'already in'} the library as {done.saved.name}"
    if not done.finished:
        return f"{name}: {where} (in progress)", ""
    if done.not_counted:
        return "", f"{name}: {where}, but not counted in the statistics: {done.not_counted}"
    counted = "counted in the statistics" if done.counted else "already counted in the statistics"
    return f"{name}: {where} (finished, {counted})", ""


def import_files(names: Sequence[str], out: TextIO | None = None, err: TextIO | None = None) -> int:
    """`--import`: each record into the library, each finished one into the statistics (once per game;
    `desktop.stats.importing`). A bad file is refused with one line naming it; the others still go in. 0 when
    all went in, else 2. (`out`, `err`: sys.stdout and sys.stderr unless given.)"""
    out, err = out or sys.stdout, err or sys.stderr
    failed = 0
    with Statistics() as stats:
        for done in importing.import_files(names, stats):
            good, bad = _line(done)
            if good:
                print(good, file=out)
            if bad:
                failed += 1
                print(PREFIX + bad.replace("\n", " "), file=err)
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
