"""The saved games: every game is its own record file in the user data folder's `games/`, autosaved after
every move, so nothing ever overwrites another game (design.md §4). Continue resumes the newest game in
progress; the start screen lists them all.

What the list shows of a file (game, players, moves, finished) needs a replay of its record; those facts are
kept in `games/index.json` under the file's size and modification time, so a file is replayed again only
after it changed. The index is a cache: a damaged or missing one is rebuilt, and a damaged record file is
listed with its reason, never deleted.
"""

from __future__ import annotations

import contextlib
import dataclasses
import json
import os
import secrets
import time
from pathlib import Path
from typing import Any

from desktop.errortext import record_error_reason
from desktop.settings import data_dir, settings
from engine import RecordError
from engine.core import record as records

INDEX = "index.json"
#: the settings group of each game's player colours (the record keeps names only), by file name
COLOURS = "game_colours"
#: the one save file of the versions before the library: moved into games/ at the first start
LEGACY = "autosave.json"


def games_dir() -> Path:
    return data_dir() / "games"


def new_path() -> Path:
    """A file name no other game has: the time it was started and a random tag."""
    folder = games_dir()
    while True:
        path = folder / f"{time.strftime('%Y%m%d-%H%M%S')}-{secrets.token_hex(3)}.json"
        if not path.exists():
            return path


def is_saved_game(path: str | os.PathLike[str]) -> bool:
    """Whether `path` is one of the library's own files (opening it resumes that game)."""
    try:
        return Path(path).resolve().parent == games_dir().resolve()
    except OSError:
        return False


@dataclasses.dataclass(frozen=True)
class SavedGame:
    """One file of the library as the list shows it. `problem` is why it cannot be opened ('' if it
    can), in the language in use; `damaged`: it opens only up to move `moves`."""

    path: Path
    modified: float
    game: str = ""
    players: tuple[str, ...] = ()
    computers: tuple[str | None, ...] = ()
    moves: int = 0
    over: bool = False
    damaged: bool = False
    problem: str = ""

    @property
    def in_progress(self) -> bool:
        return not self.problem and not self.over


def _summary(path: Path, modified: float) -> SavedGame:
    try:
        loaded = records.load(path)
    except RecordError as exc:
        return SavedGame(path, modified, problem=record_error_reason(exc))
    setup = loaded.record["setup"]
    return SavedGame(
        path,
        modified,
        loaded.game.id,
        tuple(str(name) for name in setup["players"]),
        tuple(records.computers_of(loaded.record)),
        len(loaded.moves),
        bool(loaded.game.is_over(loaded.states[-1])),
        loaded.error is not None,
    )


def _read_index(folder: Path) -> dict[str, Any]:
    try:
        data = json.loads((folder / INDEX).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


def _from_index(entry: Any, path: Path, modified: float) -> SavedGame | None:
    """The cached facts of `path`, or None when they are missing or do not read as facts."""
    try:
        game = SavedGame(
            path,
            modified,
            str(entry["game"]),
            tuple(str(n) for n in entry["players"]),
            tuple(None if c is None else str(c) for c in entry["computers"]),
            int(entry["moves"]),
            bool(entry["over"]),
            bool(entry["damaged"]),
        )
    except (KeyError, TypeError, ValueError):
        return None
    return game if len(game.computers) == len(game.players) else None


def colours_of(path: Path) -> list[str] | None:
    """The player colours the game in `path` is played with (None: not kept)."""
    value = settings().value(f"{COLOURS}/{path.stem}")
    return [str(c) for c in value] if isinstance(value, list) else None


def remember_colours(path: Path, colours: list[str]) -> None:
    settings().setValue(f"{COLOURS}/{path.stem}", list(colours))


def _forget_colours(kept: set[str]) -> None:
    """The colours of games whose file is gone (deleted, or an opened record never played on)."""
    store = settings()
    store.beginGroup(COLOURS)
    for stem in store.childKeys():
        if stem not in kept:
            store.remove(stem)
    store.endGroup()


def migrate_legacy() -> None:
    """An `autosave.json` of an earlier version becomes a game of the library (its time kept)."""
    old = data_dir() / LEGACY
    if not old.is_file():
        return
    with contextlib.suppress(OSError):
        stamp = time.strftime("%Y%m%d-%H%M%S", time.localtime(old.stat().st_mtime))
        target = games_dir() / f"{stamp}-{secrets.token_hex(3)}.json"
        target.parent.mkdir(parents=True, exist_ok=True)
        os.replace(old, target)


def saved_games() -> list[SavedGame]:
    """Every game of the library, the most recently played first. Never raises for a bad file."""
    folder = games_dir()
    try:
        files = [p for p in folder.glob("*.json") if p.name != INDEX and not p.name.startswith(records.TEMP_PREFIX)]
    except OSError:
        return []
    index = _read_index(folder)
    fresh: dict[str, Any] = {}
    out = []
    for path in files:
        try:
            info = path.stat()
        except OSError:
            continue
        key = f"{info.st_size}:{info.st_mtime_ns}"
        entry = index.get(path.name)
        game = _from_index(entry.get("facts"), path, info.st_mtime) if isinstance(entry, dict) else None
        if game is None or entry.get("key") != key:  # type: ignore[union-attr]
            game = _summary(path, info.st_mtime)
        if not game.problem:  # a file that cannot be opened is read again (and its reason worded) each time
            facts = dataclasses.asdict(game)
            del facts["path"], facts["modified"], facts["problem"]
            fresh[path.name] = {"key": key, "facts": facts}
        out.append(game)
    _forget_colours({p.stem for p in files})
    if fresh != index:
        with contextlib.suppress(OSError):
            records.write_atomic(folder / INDEX, json.dumps(fresh, indent=0))
    out.sort(key=lambda g: g.modified, reverse=True)
    return out


def newest_in_progress(games: list[SavedGame]) -> SavedGame | None:
    return next((g for g in games if g.in_progress), None)
