"""The only exceptions that escape the engine for bad input."""

from __future__ import annotations

import string


class EngineError(Exception):
    """Base of every engine error meant for the user."""


#: every IllegalMove reason -> what it means (the desktop words each one in the user's language)
ILLEGAL_MOVE_REASONS: dict[str, str] = {
    "game_over": "the game is over",
    "not_legal": "the move is not a legal choice now",
    "not_a_move": "not a move",
    "unknown_move": "a move this game does not know",
}


class IllegalMove(EngineError):
    """A move that the rules do not allow now. `reason` is a stable machine id (ILLEGAL_MOVE_REASONS)."""

    def __init__(self, reason: str, message: str = "") -> None:
        if reason not in ILLEGAL_MOVE_REASONS:
            raise KeyError(f"IllegalMove reason {reason!r} is not in ILLEGAL_MOVE_REASONS")
        super().__init__(message or reason)
        self.reason = reason
        self.message = message or reason


#: the longest message a RecordError shows (one line; a huge value in a file is never dumped whole)
MESSAGE_LIMIT = 200


def one_line(text: str, limit: int, *, keep_end: bool = False) -> str:
    """`text` on one printable line of at most `limit` characters ("..." marks a cut)."""
    part = text[-limit * 4 :] if keep_end else text[: limit * 4]  # never escape a huge value whole
    flat = "".join(c if c.isprintable() else " " if c.isspace() else ascii(c)[1:-1] for c in part)
    if len(flat) <= limit and len(part) == len(text):
        return flat
    return "..." + flat[-(limit - 3) :] if keep_end else flat[: limit - 3] + "..."


def brief(value: object, limit: int = 60) -> str:
    """A short description of a value read from a file, for messages."""
    if isinstance(value, str):
        return one_line(repr(value[:limit]), limit)
    if isinstance(value, list):
        return "a list"
    if isinstance(value, dict):
        return "an object"
    try:
        return one_line(repr(value), limit)
    except ValueError:  # an int too long to print
        return "a huge number"


#: every RecordError code -> its English message, filled in with the error's `params` (str.format). The
#: desktop words each code in the user's language (desktop/errortext.py; a test checks it has them all).
RECORD_MESSAGES: dict[str, str] = {
    # reading the file
    "no_file": "no such file",
    "unreadable": "cannot read it ({detail})",
    "folder": "is a folder, not a record",
    "not_regular_file": "not a regular file",
    "too_large": "too large for a record ({size} MB; at most {limit} MB)",
    "too_large_read": "too large for a record (more than {limit} MB)",
    "not_utf8": "not UTF-8 text (byte 0x{byte:02x} at offset {offset})",
    # the JSON
    "too_deep": "lists or objects nested too deeply (more than {limit} levels)",
    "too_deep_to_read": "lists or objects nested too deeply",
    "not_json": "not valid JSON ({detail})",
    "constant": "{name} is not allowed in a record",
    "number_too_long": "a number too long to read",
    # the header
    "newer_format": "made by a newer version of Meeple Table (format {value}); update to open it",
    "no_format": 'not a Meeple Table record (no "format" field)',
    "unknown_format": "not a Meeple Table record (unknown format {value}, expected {expected})",
    "not_an_object": "not a Meeple Table record (a record is a JSON object, not {value})",
    "not_a_string": "{key} must be a string, not {value}",
    "unknown_version": "unknown {key} version {value} of {game} (this app knows 1 to {known}); "
    "update Meeple Table to open it",
    "bad_game": "'game' must name a game, not {value}",
    "unknown_game": "unknown game {value}; choose one of {games}",
    "no_setup": "missing 'setup' object",
    "bad_players": "setup.players must be a list of names, not {value}",
    "bad_seed": "setup.seed must be an integer, not {value}",
    "bad_options": "setup.options must be an object, not {value}",
    "bad_computers": "setup.computers must list one entry per player, not {value}",
    "unknown_computer": "setup.computers: {value} is not a computer player; choose one of {bots}",
    "no_moves": "missing 'moves' list",
    "bad_setup": "bad setup: {detail}",
    # the moves (`index` says which)
    "bad_move": "{detail}",
    "illegal_move": "illegal move {move}: {detail}",
    # the text breaks off (or is damaged) at `line` after `index` whole moves: those are kept
    "cut": "the file breaks off at line {at_line}",
    # what the desktop can open
    "no_table": "{game} records cannot be opened on the desktop table yet (it plays {playable}); "
    "check the file with: python -m engine replay FILE",
    "at_out_of_range": "--at {at} is out of range (the record has {moves} valid moves)",
}

#: the params of a code beyond the fields of its message: the move as in the file, the IllegalMove reason ('')
RECORD_EXTRA_PARAMS: dict[str, tuple[str, ...]] = {"bad_move": ("move",), "illegal_move": ("reason",)}


def record_params(code: str) -> set[str]:
    """The names of the params a RecordError with `code` has."""
    fields = {name for _, name, _, _ in string.Formatter().parse(RECORD_MESSAGES[code]) if name}
    return fields | set(RECORD_EXTRA_PARAMS.get(code, ()))


class RecordError(EngineError):
    """A bad save file. `code` is a stable id (a key of RECORD_MESSAGES) and `params` its named values (a
    value quoted from the file, a number); `message` is the English of them. `index` is the move index (or
    None); `line` the text line (or None); `file` the file it came from (or None). The text is one line of
    at most MESSAGE_LIMIT characters."""

    def __init__(
        self, code: str, *, index: int | None = None, line: int | None = None, file: str | None = None, **params: object
    ) -> None:
        if set(params) != record_params(code):
            raise TypeError(f"RecordError {code!r} takes the params {sorted(record_params(code))}")
        message = RECORD_MESSAGES[code].format(**params)
        where = ""
        if index is not None:
            where = f"move {index}: "
        elif line is not None:
            where = f"line {line}: "
        if file is not None:
            where = one_line(file, 70, keep_end=True) + ": " + where
        super().__init__(where + one_line(message, MESSAGE_LIMIT - len(where)))
        self.code = code
        self.params = params
        self.message = one_line(message, MESSAGE_LIMIT)
        self.index = index
        self.line = line
        self.file = file

    def in_file(self, file: str) -> RecordError:
        """The same error, naming the file it came from."""
        return RecordError(self.code, index=self.index, line=self.line, file=file, **self.params)


class ContentError(EngineError):
    """Bad card data: names the file, the card and the field."""

    def __init__(self, file: str, card: str, field: str, problem: str) -> None:
        super().__init__(f"{file}: card {card!r}, field {field!r}: {problem}")
        self.file = file
        self.card = card
        self.field = field
        self.problem = problem
