"""Records: a whole game as data, replayed by folding `apply` over the moves.

Format (design.md §2): {"format": "meeple-table/1", "app", "game", "rules", "content",
"setup": {"players", "seed", "options"}, "moves": [...]}. Written with one move per line so a
hand edit is easy to find. Loading stops at the first bad move and keeps the valid prefix.
"""

from __future__ import annotations

import dataclasses
import json
import os
import tempfile
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from engine.core.errors import EngineError, IllegalMove, RecordError
from engine.core.game import Game
from engine.core.moves import Move
from engine.core.registry import get_game

FORMAT = "meeple-table/1"


def app_version() -> str:
    from engine import __version__

    return __version__


def make_record(game: Game[Any], first_state: Any, moves: Sequence[Move]) -> dict[str, Any]:
    return {
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


def dumps(record: dict[str, Any]) -> str:
    """JSON with one move per line."""
    head = {k: v for k, v in record.items() if k != "moves"}
    lines = json.dumps(head, indent=1, sort_keys=False)[:-2]
    moves = record.get("moves", [])
    body = ",\n".join("  " + json.dumps(m, separators=(",", ":")) for m in moves)
    return f'{lines},\n "moves": [\n{body}\n ]\n}}\n' if moves else f'{lines},\n "moves": []\n}}\n'


def save(record: dict[str, Any], path: str | os.PathLike[str]) -> None:
    """Atomic write: temp file in the same folder, then replace."""
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=".tmp-", suffix=".json", dir=target.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(dumps(record))
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, target)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


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


def parse(text: str) -> tuple[dict[str, Any], Game[Any], Any]:
    """Check the header and build the first state. Raises RecordError."""
    try:
        record = json.loads(text)
    except json.JSONDecodeError as exc:
        raise RecordError(f"not valid JSON ({exc.msg})", line=exc.lineno) from None
    if not isinstance(record, dict):
        raise RecordError("a record must be a JSON object")
    if record.get("format") != FORMAT:
        raise RecordError(f"unknown format {record.get('format')!r} (expected {FORMAT!r})")
    try:
        game = get_game(str(record.get("game")))
    except KeyError as exc:
        raise RecordError(str(exc.args[0])) from None
    setup = record.get("setup")
    if not isinstance(setup, dict):
        raise RecordError("missing 'setup' object")
    players, seed, options = setup.get("players"), setup.get("seed"), setup.get("options", {})
    if not isinstance(players, list) or not all(isinstance(p, str) for p in players):
        raise RecordError("setup.players must be a list of names")
    if type(seed) is not int:
        raise RecordError("setup.seed must be an integer")
    if not isinstance(options, dict):
        raise RecordError("setup.options must be an object")
    if not isinstance(record.get("moves"), list):
        raise RecordError("missing 'moves' list")
    try:
        first = game.new_game(players, seed, options)
    except (EngineError, ValueError) as exc:
        raise RecordError(f"bad setup: {exc}") from None
    return record, game, first


def load_text(text: str) -> Loaded:
    """Replay as far as the moves are valid. Raises RecordError only if the header is bad."""
    record, game, state = parse(text)
    states: list[Any] = [state]
    moves: list[Move] = []
    for index, data in enumerate(record["moves"]):
        try:
            move = game.move_from_dict(data)
            state = game.apply(state, move)
        except ValueError as exc:
            return Loaded(record, game, states, moves, RecordError(str(exc), index=index))
        except IllegalMove as exc:
            err = RecordError(f"illegal move {json.dumps(data)}: {exc.message}", index=index)
            return Loaded(record, game, states, moves, err)
        states.append(state)
        moves.append(move)
    return Loaded(record, game, states, moves, None)


def load(path: str | os.PathLike[str]) -> Loaded:
    try:
        text = Path(path).read_text(encoding="utf-8")
    except FileNotFoundError:
        raise RecordError(f"no such file: {path}") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise RecordError(f"cannot read {path}: {exc}") from None
    return load_text(text)


def replay(record: dict[str, Any]) -> list[Any]:
    """All states of a record; raises RecordError at the first bad move."""
    loaded = load_text(json.dumps(record))
    if loaded.error is not None:
        raise loaded.error
    return loaded.states
