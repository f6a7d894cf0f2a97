"""The saved games: every game is its own record file in the user data folder's `games/`, autosaved after
every move, so nothing ever overwrites another game (design.md §4). Continue resumes the newest game in
progress; the start screen and the Saved Games window list them all.

What the list shows of a file (game, players, moves, round, finished) needs a replay of its record; those
facts are kept in the statistics database (`saved_games`, desktop.stats.schema) under the file's size and
modification time, so a file is replayed again only after it changed. The index is a cache: while the database
is unavailable (locked, read-only, from a newer version) every file is read again, and a damaged record file
is listed with its reason, never deleted.

Beside a record `<name>.json` live its companions, moved with it: `<name>.png`, a picture of its public
board (desktop.library.picture), and `<name>.title`, the title the player gave it. Deleting a game moves the
three into `games/trash/`, from where it can be restored; only emptying the trash removes files.
"""

from __future__ import annotations

import contextlib
import dataclasses
import json
import os
import secrets
import time
from collections.abc import Iterable
from pathlib import Path

from desktop.errortext import record_error_reason
from desktop.settings import data_dir, settings
from desktop.stats.errors import StatsError
from desktop.stats.store import shared
from desktop.tables import check_record
from engine import RecordError
from engine.core import record as records

#: the index file of the versions that kept it beside the records (removed: the index is in the database)
INDEX = "index.json"
#: the length of a game's identity (`engine.core.record.identity`: a SHA-256 in hex)
IDENTITY_LENGTH = 64
#: the settings group of each game's player colours (the record keeps names only), by file name
COLOURS = "game_colours"
#: the one save file of the versions before the library: moved into games/ at the first start
LEGACY = "autosave.json"
#: the deleted games' folder inside games/ (restorable until the trash is emptied)
TRASH = "trash"
#: a record's companion files (same name, these suffixes), moved and deleted with it
PICTURE, TITLE = ".png", ".title"
#: the longest title a player may give a game
MAX_TITLE = 80


def games_dir() -> Path:
    return data_dir() / "games"


def trash_dir() -> Path:
    return games_dir() / TRASH


def new_path(when: float | None = None, folder: Path | None = None) -> Path:
    """A file name no other game has: the time it was started (`when`, default now) and a random tag."""
    folder = games_dir() if folder is None else folder
    stamp = time.strftime("%Y%m%d-%H%M%S", time.localtime(when))
    while True:
        path = folder / f"{stamp}-{secrets.token_hex(3)}.json"
        if not path.exists():
            return path


def picture_path(path: Path) -> Path:
    """Where the picture of the game saved in `path` is kept (it may not exist)."""
    return path.with_suffix(PICTURE)


def _companions(path: Path) -> list[Path]:
    return [path, path.with_suffix(PICTURE), path.with_suffix(TITLE)]


def is_saved_game(path: str | os.PathLike[str]) -> bool:
    """Whether `path` is one of the library's own files (opening it resumes that game)."""
    try:
        return Path(path).resolve().parent == games_dir().resolve()
    except OSError:
        return False


@dataclasses.dataclass(frozen=True)
class SavedGame:
    """One file of the library as the list shows it. `problem` is why it cannot be opened ('' if it
    can), in the language in use; `damaged`: it opens only up to move `moves`, and `damage` says why.
    `round` is the round of its last state; `title` the player's own ('' if none); `fingerprint` tells
    the same game (setup and moves) in another file."""

    path: Path
    modified: float
    game: str = ""
    players: tuple[str, ...] = ()
    computers: tuple[str | None, ...] = ()
    moves: int = 0
    over: bool = False
    damaged: bool = False
    problem: str = ""
    round: int = 0
    title: str = ""
    fingerprint: str = ""
    damage: str = ""

    @property
    def in_progress(self) -> bool:
        return not self.problem and not self.over

    @property
    def picture(self) -> Path:
        return picture_path(self.path)


def _summary(path: Path, modified: float) -> SavedGame:
    try:
        loaded = records.load(path)
    except RecordError as exc:
        return SavedGame(path, modified, problem=record_error_reason(exc))
    setup = loaded.record["setup"]
    last = loaded.states[-1]
    return SavedGame(
        path,
        modified,
        loaded.game.id,
        tuple(str(name) for name in setup["players"]),
        tuple(records.computers_of(loaded.record)),
        len(loaded.moves),
        bool(loaded.game.is_over(last)),
        loaded.error is not None,
        round=int(loaded.game.round(last)),
        fingerprint=records.identity(loaded.record, loaded.moves),
        damage="" if loaded.error is None else record_error_reason(loaded.error),
    )


def _folder_key(folder: Path) -> str:
    """How the index names a folder: relative to the data folder ("games", "games/trash")."""
    try:
        return folder.relative_to(data_dir()).as_posix()
    except ValueError:
        return folder.as_posix()


def _read_index(folder: Path) -> dict[str, tuple[str, str]] | None:
    """The index of `folder` (file name -> (key, facts as JSON)); None while the database is unavailable."""
    with contextlib.suppress(OSError):
        (folder / INDEX).unlink(missing_ok=True)  # an earlier version's index beside the records
    try:
        return shared().saved_index(_folder_key(folder))
    except StatsError:
        return None


def _from_index(facts: str, path: Path, modified: float) -> SavedGame | None:
    """The cached facts of `path`, or None when they do not read as facts."""
    try:
        entry = json.loads(facts)
        game = SavedGame(
            path,
            modified,
            str(entry["game"]),
            tuple(str(n) for n in entry["players"]),
            tuple(None if c is None else str(c) for c in entry["computers"]),
            int(entry["moves"]),
            bool(entry["over"]),
            bool(entry["damaged"]),
            round=int(entry["round"]),
            fingerprint=str(entry["fingerprint"]),
        )
    except (KeyError, TypeError, ValueError, IndexError):
        return None
    # an identity of another form (a cache written before identities were engine.core.record's) is read again
    whole = len(game.computers) == len(game.players) and len(game.fingerprint) == IDENTITY_LENGTH
    return game if whole else None


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
        target = new_path(old.stat().st_mtime)
        target.parent.mkdir(parents=True, exist_ok=True)
        os.replace(old, target)


def _record_files(folder: Path) -> list[Path]:
    try:
        return [p for p in folder.glob("*.json") if p.name != INDEX and not p.name.startswith(records.TEMP_PREFIX)]
    except OSError:
        return []


def _facts(game: SavedGame) -> str:
    """What the index keeps of a game, as JSON (the same facts give the same text: an unchanged index is not
    written again)."""
    facts = {
        "game": game.game,
        "players": list(game.players),
        "computers": list(game.computers),
        "moves": game.moves,
        "over": game.over,
        "damaged": game.damaged,
        "round": game.round,
        "fingerprint": game.fingerprint,
    }
    return json.dumps(facts, separators=(",", ":"))


def _listing(folder: Path) -> list[SavedGame]:
    """The games of `folder` (the library or its trash), the most recently played first."""
    files = _record_files(folder)
    index = _read_index(folder)
    fresh: dict[str, tuple[str, str]] = {}
    out = []
    for path in files:
        try:
            info = path.stat()
        except OSError:
            continue
        key = f"{info.st_size}:{info.st_mtime_ns}"
        key_and_facts = (index or {}).get(path.name)
        game = None
        if key_and_facts is not None and key_and_facts[0] == key:
            game = _from_index(key_and_facts[1], path, info.st_mtime)
        if game is None:
            game = _summary(path, info.st_mtime)
        if not game.problem and not game.damaged:  # a bad file is read again (its reason worded) each time
            fresh[path.name] = (key, _facts(game))
        out.append(dataclasses.replace(game, title=title_of(path)))
    if index is not None and fresh != index:
        with contextlib.suppress(StatsError):  # a cache: the list is right without it
            shared().write_saved_index(_folder_key(folder), fresh)
    out.sort(key=lambda g: g.modified, reverse=True)
    return out


def _remove_stray_pictures(folder: Path, older_than: float = 60.0) -> None:
    """The temp files of pictures whose writing never finished (a process killed meanwhile)."""
    now = time.time()
    with contextlib.suppress(OSError):
        for tmp in folder.glob(f"{records.TEMP_PREFIX}*{PICTURE}"):
            with contextlib.suppress(OSError):
                if now - tmp.stat().st_mtime > older_than:
                    tmp.unlink()


def saved_games() -> list[SavedGame]:
    """Every game of the library, the most recently played first. Never raises for a bad file."""
    _remove_stray_pictures(games_dir())
    games = _listing(games_dir())
    _forget_colours({g.path.stem for g in games} | {p.stem for p in _record_files(trash_dir())})
    return games


def trashed_games() -> list[SavedGame]:
    """The deleted games that can still be restored, the most recently played first."""
    return _listing(trash_dir())


def newest_in_progress(games: list[SavedGame]) -> SavedGame | None:
    return next((g for g in games if g.in_progress), None)


# -- titles --------------------------------------------------------------------------------------------------
def title_of(path: Path) -> str:
    """The title the player gave the game in `path` ('' if none)."""
    try:
        text = path.with_suffix(TITLE).read_text(encoding="utf-8")
    except (OSError, ValueError):
        return ""
    return clean_title(text)


def clean_title(text: str) -> str:
    """One line of printable text, at most MAX_TITLE characters."""
    return " ".join("".join(c if c.isprintable() else " " for c in text).split())[:MAX_TITLE]


def set_title(path: Path, title: str) -> None:
    """Give the game in `path` a title of the player's own ('': its own title again). OSError if it
    cannot be written."""
    title = clean_title(title)
    target = path.with_suffix(TITLE)
    if title:
        records.write_atomic(target, title + "\n")
    else:
        target.unlink(missing_ok=True)


# -- deleting, restoring, importing ---------------------------------------------------------------------
def _move(path: Path, folder: Path) -> Path:
    """Move `path` and its companions into `folder` under the same name (a new one if it is taken)."""
    target = folder / path.name
    if target.exists():
        target = new_path(path.stat().st_mtime, folder)
    folder.mkdir(parents=True, exist_ok=True)
    for old, new in zip(_companions(path), _companions(target), strict=True):
        if old.exists() or old == path:
            os.replace(old, new)
    colours = colours_of(path)
    if target.stem != path.stem and colours is not None:
        remember_colours(target, colours)
    return target


def delete(path: Path) -> Path:
    """Move the game in `path` (and its picture and title) to the trash; returns where it went, for
    `restore`. OSError if it cannot be moved."""
    return _move(path, trash_dir())


def restore(trashed: Path) -> Path:
    """Bring a deleted game back into the library; returns its file there."""
    return _move(trashed, games_dir())


def empty_trash(paths: Iterable[Path] | None = None) -> None:
    """Remove deleted games for good (all of them, or `paths`): only after the player confirmed it."""
    for path in _record_files(trash_dir()) if paths is None else paths:
        for file in _companions(path):
            with contextlib.suppress(OSError):
                file.unlink(missing_ok=True)


def identities() -> dict[str, Path]:
    """Each game of the library by its identity (`engine.core.record.identity`)."""
    return {g.fingerprint: g.path for g in saved_games() if g.fingerprint}


def import_record(
    path: str | os.PathLike[str], known: dict[str, Path] | None = None
) -> tuple[Path, bool, records.Loaded]:
    """Add the record in `path` to the library as a new saved game (dated when the file was last changed):
    its saved game, whether it is new (False: the same game, setup and moves, was in the library already, as
    that file) and the record as read. RecordError for a bad file (a damaged one too), OSError when it cannot be
    copied. `known`: the library's games by identity (read from the library when not given; the new one is
    added)."""
    loaded = check_record(records.load(path), None)
    if loaded.error is not None:
        raise loaded.error
    key = records.identity(loaded.record, loaded.moves)
    known = identities() if known is None else known
    if key in known:
        return known[key], False, loaded
    when = os.stat(path).st_mtime
    target = new_path(when)
    records.write_atomic(target, Path(path).read_bytes().decode("utf-8-sig"))  # the file as it was
    os.utime(target, (when, when))
    known[key] = target
    return target, True, loaded
