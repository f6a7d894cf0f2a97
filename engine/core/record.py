"""Records: a whole game as data, replayed by folding `apply` over the moves.

Format (design.md §2): {"format": "meeple-table/1", "app", "game", "rules", "content",
"setup": {"players", "seed", "options"}, "moves": [...]}. Written with one move per line so a
hand edit is easy to find. Loading stops at the first bad move and keeps the valid prefix.
"""

from __future__ import annotations

import contextlib
import dataclasses
import hashlib
import json
import os
import re
import stat
import tempfile
import time
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from engine.core.errors import EngineError, IllegalMove, RecordError, brief, one_line
from engine.core.game import Game
from engine.core.moves import Move
from engine.core.registry import game_ids, get_game

FORMAT_VERSION = 1
FORMAT = f"meeple-table/{FORMAT_VERSION}"
_VERSION = re.compile(r"meeple-table/([0-9]{1,6})")


def app_version() -> str:
    from engine import __version__

    return __version__


def make_record(
    game: Game[Any], first_state: Any, moves: Sequence[Move], computers: Sequence[str | None] = ()
) -> dict[str, Any]:
    """The record of a game. `computers` names the bot playing each seat (None: a person); it is kept in
    the setup only when a computer plays."""
    record: dict[str, Any] = {
        "format": FORMAT,
        "app": app_version(),
        "game": game.id,
        "rules": game.rules_version,
        "content": game.content_version,
        "setup": {
            "players": list(game.players(first_state)),
            "seed": game.seed_of(first_state),
            "options": game.options_of(first_state),
        },
        "moves": [m.to_dict() for m in moves],
    }
    if any(computers):
        record["setup"]["computers"] = list(computers)
    return record


def computers_of(record: dict[str, Any]) -> list[str | None]:
    """Who plays each seat of a parsed record: a bot name, or None for a person."""
    setup = record["setup"]
    return list(setup.get("computers") or [None] * len(setup["players"]))


def dumps(record: dict[str, Any]) -> str:
    """JSON with one move per line."""
    head = {k: v for k, v in record.items() if k != "moves"}
    lines = json.dumps(head, indent=1, sort_keys=False)[:-2]
    moves = record.get("moves", [])
    body = ",\n".join("  " + json.dumps(m, separators=(",", ":")) for m in moves)
    return f'{lines},\n "moves": [\n{body}\n ]\n}}\n' if moves else f'{lines},\n "moves": []\n}}\n'


#: `save` writes `.tmp-*.json` beside the target first; a process killed meanwhile leaves one behind
TEMP_PREFIX, TEMP_SUFFIX = ".tmp-", ".json"


def save(record: dict[str, Any], path: str | os.PathLike[str]) -> None:
    """Atomic write of a record (`write_atomic`)."""
    write_atomic(path, dumps(record))


def write_atomic(path: str | os.PathLike[str], text: str) -> None:
    """Temp file in the same folder, flushed to the disk, then replace: `path` holds the old text or the
    new one, never a part."""
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=TEMP_PREFIX, suffix=TEMP_SUFFIX, dir=target.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, target)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def remove_stray_temp_files(folder: str | os.PathLike[str], older_than: float = 60.0) -> int:
    """Delete the temp files of `save`s that never finished (older than `older_than` seconds, so a save
    running in another process right now is left alone). Returns how many went; errors are ignored."""
    removed = 0
    now = time.time()
    with contextlib.suppress(OSError):
        for tmp in Path(folder).glob(f"{TEMP_PREFIX}*{TEMP_SUFFIX}"):
            with contextlib.suppress(OSError):
                if tmp.is_file() and now - tmp.stat().st_mtime > older_than:
                    tmp.unlink()
                    removed += 1
    return removed


@dataclasses.dataclass
class Loaded:
    """A record read from disk: the game, the states of its valid prefix, and the first error."""

    record: dict[str, Any]
    game: Game[Any]
    states: list[Any]
    moves: list[Move]
    error: RecordError | None

    @property
    def ok(self) -> bool:
        return self.error is None


#: the largest record file read (a whole game is tens of kilobytes)
MAX_BYTES = 8 * 1024 * 1024
#: the deepest nesting of lists and objects (a record has four levels)
MAX_DEPTH = 32
_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"', re.DOTALL)
_BRACKET = re.compile(r"[\[\]{}]")


def _too_deep(text: str) -> bool:
    """Whether lists and objects nest deeper than MAX_DEPTH (checked before `json.loads` recurses)."""
    depth = 0
    for match in _BRACKET.finditer(_STRING.sub("", text)):
        depth += 1 if match.group() in "[{" else -1
        if depth > MAX_DEPTH:
            return True
    return False


class _Literal(Exception):
    """NaN, Infinity or -Infinity: Python's json reads them, a record may not hold them."""


def _no_constant(name: str) -> Any:
    raise _Literal(name)


def _json(text: str) -> Any:
    if _too_deep(text):
        raise RecordError("too_deep", limit=MAX_DEPTH)
    try:
        return json.loads(text, parse_constant=_no_constant)
    except json.JSONDecodeError as exc:
        raise RecordError("not_json", line=exc.lineno, detail=exc.msg) from None
    except _Literal as exc:
        raise RecordError("constant", name=str(exc)) from None
    except RecursionError:
        raise RecordError("too_deep_to_read") from None
    except ValueError:  # the only other one: an integer longer than Python converts (4300 digits)
        raise RecordError("number_too_long") from None


def _format(value: Any) -> None:
    """Refuse anything but FORMAT, telling a newer record apart from something else."""
    if value == FORMAT:
        return
    newer = _VERSION.fullmatch(value) if isinstance(value, str) else None
    if newer is not None and int(newer.group(1)) > FORMAT_VERSION:
        raise RecordError("newer_format", value=brief(value))
    if value is None:
        raise RecordError("no_format")
    raise RecordError("unknown_format", value=brief(value), expected=repr(FORMAT))


_TOKEN = re.compile(r'"(?:[^"\\]|\\.)*"|[\[\]{}:,]')


def salvage(text: str) -> dict[str, Any] | None:
    """The record of a text that breaks off (or is damaged) inside its moves: the JSON up to the last
    whole move before the break, with the list and the object closed. None when the break comes before
    the moves."""
    try:
        json.loads(text)
        return None
    except json.JSONDecodeError as exc:
        text = text[: exc.pos]
    except (ValueError, RecursionError):
        return None
    stack: list[str] = []
    key = ""
    in_moves = False
    cut = -1
    for match in _TOKEN.finditer(text):
        token = match.group()
        if token[0] == '"':
            if len(stack) == 1:
                key = token
        elif token in "[{":
            if len(stack) == 1 and token == "[" and key == '"moves"':
                in_moves, cut = True, match.end()
            stack.append(token)
        elif token in "]}":
            if not stack or stack.pop() != ("[" if token == "]" else "{"):
                break
            if in_moves and len(stack) == 2 and token == "}":
                cut = match.end()
            if len(stack) < 2:
                in_moves = False
    if cut < 0:
        return None
    try:
        record = json.loads(text[:cut] + "]}", parse_constant=_no_constant)
    except (ValueError, _Literal, RecursionError):
        return None
    return record if isinstance(record, dict) and isinstance(record.get("moves"), list) else None


def parse(text: str) -> tuple[dict[str, Any], Game[Any], Any]:
    """Check the header and build the first state. Raises RecordError."""
    return parse_record(_json(text))


def parse_record(record: Any) -> tuple[dict[str, Any], Game[Any], Any]:
    """`parse` of JSON already read."""
    if not isinstance(record, dict):
        raise RecordError("not_an_object", value=brief(record))
    _format(record.get("format"))
    for key in ("app", "rules", "content"):
        if key in record and not isinstance(record[key], str):
            raise RecordError("not_a_string", key=repr(key), value=brief(record[key]))
    game_id = record.get("game")
    if not isinstance(game_id, str):
        raise RecordError("bad_game", value=brief(game_id))
    try:
        game = get_game(game_id)
    except KeyError:
        raise RecordError("unknown_game", value=brief(game_id), games=", ".join(game_ids())) from None
    _check_versions(record, game)
    setup = record.get("setup")
    if not isinstance(setup, dict):
        raise RecordError("no_setup")
    players, seed, options = setup.get("players"), setup.get("seed"), setup.get("options", {})
    if not isinstance(players, list):
        raise RecordError("bad_players", value=brief(players))
    if type(seed) is not int:
        raise RecordError("bad_seed", value=brief(seed))
    if not isinstance(options, dict):
        raise RecordError("bad_options", value=brief(options))
    _check_computers(setup.get("computers"), players)
    if not isinstance(record.get("moves"), list):
        raise RecordError("no_moves")
    try:
        first = game.new_game(players, seed, options)
    except (EngineError, ValueError) as exc:
        raise RecordError("bad_setup", detail=str(exc)) from None
    return record, game, first


def _check_versions(record: dict[str, Any], game: Game[Any]) -> None:
    """The rules and content versions, when given, must be ones this engine knows: "1" up to the game's own (a
    record saved by any earlier version still opens). A newer one (or any other text) is refused: its moves may
    mean another game here, and a replay that happens to stay legal would show and count that other game."""
    for key, current in (("rules", game.rules_version), ("content", game.content_version)):
        value = record.get(key)
        if value is not None and value not in {str(v) for v in range(1, int(current) + 1)}:
            raise RecordError("unknown_version", key=repr(key), value=brief(value), game=game.id, known=current)


def _check_computers(computers: Any, players: list[Any]) -> None:
    """setup.computers, when present: one entry per player, a bot's name or null (a person)."""
    if computers is None:
        return
    from engine.core.levels import BOTS

    if not isinstance(computers, list) or len(computers) != len(players):
        raise RecordError("bad_computers", value=brief(computers))
    for who in computers:
        if who is not None and (not isinstance(who, str) or who.partition(":")[0] not in BOTS):
            raise RecordError("unknown_computer", value=brief(who), bots=", ".join(BOTS))


def load_text(text: str) -> Loaded:
    """Replay as far as the moves are valid. Raises RecordError only if the header is bad; a text that
    breaks off inside its moves opens at its last whole move (`salvage`), with a "cut" error."""
    cut: RecordError | None = None
    try:
        record, game, state = parse(text)
    except RecordError as exc:
        kept = salvage(text) if exc.code == "not_json" else None
        if kept is None:
            raise
        record, game, state = parse_record(kept)
        cut = RecordError("cut", index=len(kept["moves"]), at_line=exc.line)
    states: list[Any] = [state]
    moves: list[Move] = []
    for index, data in enumerate(record["moves"]):
        try:
            move = game.move_from_dict(data)
            state = game.apply(state, move)
        except ValueError as exc:
            err = RecordError("bad_move", index=index, move=one_line(json.dumps(data), 80), detail=str(exc))
            return Loaded(record, game, states, moves, err)
        except EngineError as exc:
            reason = exc.reason if isinstance(exc, IllegalMove) else ""
            err = RecordError(
                "illegal_move", index=index, move=one_line(json.dumps(data), 80), detail=str(exc), reason=reason
            )
            return Loaded(record, game, states, moves, err)
        states.append(state)
        moves.append(move)
    return Loaded(record, game, states, moves, cut)


def _read(path: str | os.PathLike[str]) -> str:
    """The text of a record file; RecordError (without the file name) when it cannot be one."""
    try:
        info = os.stat(path)
    except FileNotFoundError:
        raise RecordError("no_file") from None
    except (OSError, ValueError) as exc:
        raise RecordError("unreadable", detail=str(getattr(exc, "strerror", None) or exc)) from None
    if stat.S_ISDIR(info.st_mode):
        raise RecordError("folder")
    if not stat.S_ISREG(info.st_mode):
        raise RecordError("not_regular_file")
    if info.st_size > MAX_BYTES:
        raise RecordError("too_large", size=info.st_size // 2**20, limit=MAX_BYTES // 2**20)
    try:
        with open(path, "rb") as fh:
            data = fh.read(MAX_BYTES + 1)
    except OSError as exc:
        raise RecordError("unreadable", detail=str(exc.strerror or exc)) from None
    if len(data) > MAX_BYTES:
        raise RecordError("too_large_read", limit=MAX_BYTES // 2**20)
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise RecordError("not_utf8", byte=data[exc.start], offset=exc.start) from None


def load(path: str | os.PathLike[str]) -> Loaded:
    """Read and replay a record file. Raises RecordError (naming the file) and nothing else."""
    name = os.fsdecode(path)
    try:
        loaded = load_text(_read(path))
    except RecordError as exc:
        raise exc.in_file(name) from None
    if loaded.error is not None:
        loaded.error = loaded.error.in_file(name)
    return loaded


def replay(record: dict[str, Any]) -> list[Any]:
    """All states of a record; raises RecordError at the first bad move."""
    loaded = load_text(json.dumps(record))
    if loaded.error is not None:
        raise loaded.error
    return loaded.states


# -- a game's identity ---------------------------------------------------------------------------------
def canonical(data: Any) -> str:
    return json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def normal_setup(record: Mapping[str, Any]) -> dict[str, Any]:
    """The setup as `make_record` writes it: options {} when absent, computers only when one plays."""
    setup = record["setup"]
    out = {"players": list(setup["players"]), "seed": setup["seed"], "options": setup.get("options") or {}}
    computers = setup.get("computers")
    if computers and any(c is not None for c in computers):
        out["computers"] = list(computers)
    return out


def normal_moves(game: Game[Any], move_dicts: Sequence[Any]) -> list[Any]:
    """The moves as the engine writes them (a hand-written record may order or space them otherwise);
    a move that cannot be read stays as it is."""
    out = []
    for data in move_dicts:
        try:
            out.append(game.move_from_dict(data).to_dict())
        except (ValueError, TypeError, KeyError, AttributeError):
            out.append(data)
    return out


def identity(record: Mapping[str, Any], moves: Sequence[Move] | None = None) -> str:
    """What identifies the game of `record` (its `moves` when already read, else the record's), whatever file
    holds it: the SHA-256 of the canonical JSON (sorted keys, no spaces) of the game id, the rules and content
    versions, the setup (players, seed, options, and the computers when one plays) and the moves as the engine
    writes them."""
    game = get_game(str(record["game"]))
    move_dicts = [m.to_dict() for m in moves] if moves is not None else normal_moves(game, record["moves"])
    key = {
        "game": game.id,
        "rules": record.get("rules", game.rules_version),
        "content": record.get("content", game.content_version),
        "setup": normal_setup(record),
        "moves": move_dicts,
    }
    return hashlib.sha256(canonical(key).encode("utf-8")).hexdigest()
