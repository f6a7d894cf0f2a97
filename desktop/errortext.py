"""Engine errors in the user's language: every RecordError code and IllegalMove reason has its text here.

The engine raises errors with a stable id and named values (engine.core.errors: RECORD_MESSAGES,
ILLEGAL_MOVE_REASONS); its English `message` is for the command line and logs. Whatever shows an engine
error in a dialog or the status line goes through `record_error_text` / `illegal_move_text`. Values quoted
from the file (a bad value, a file name, a move) are shown as they are. An English detail from Python or
the engine (a JSON parser message, a bad setup) is left out: `python -m engine replay FILE` prints it.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from desktop.text import TrContext
from engine import IllegalMove, RecordError
from engine.core.errors import MESSAGE_LIMIT, one_line

translate = QCoreApplication.translate
errors = TrContext("errors")


def illegal_move_texts() -> dict[str, str]:
    """IllegalMove reason -> its text."""
    return {
        "game_over": translate("errors", "the game is over"),
        "not_legal": translate("errors", "that move is not allowed now"),
        "not_a_move": translate("errors", "that is not a move"),
        "unknown_move": translate("errors", "that is not a move of this game"),
    }


def illegal_move_text(reason: str) -> str:
    """An IllegalMove reason as a phrase (a general one for another reason or none)."""
    return illegal_move_texts().get(reason) or translate("errors", "the rules do not allow it")


def record_texts(params: dict[str, object]) -> dict[str, str]:
    """RecordError code -> its text with {named} fields (a number that inflects a word is already in)."""
    moves = params.get("moves")
    return {
        "no_file": translate("errors", "no such file"),
        "unreadable": translate("errors", "cannot read it ({detail})"),
        "folder": translate("errors", "is a folder, not a record"),
        "not_regular_file": translate("errors", "not a regular file"),
        "too_large": translate("errors", "too large for a record ({size} MB; at most {limit} MB)"),
        "too_large_read": translate("errors", "too large for a record (more than {limit} MB)"),
        "not_utf8": translate("errors", "not UTF-8 text (byte 0x{byte:02x} at offset {offset})"),
        "too_deep": translate("errors", "lists or objects nested too deeply (more than {limit} levels)"),
        "too_deep_to_read": translate("errors", "lists or objects nested too deeply"),
        "not_json": translate("errors", "not a valid JSON file"),
        "constant": translate("errors", "{name} is not allowed in a record"),
        "number_too_long": translate("errors", "a number too long to read"),
        "newer_format": translate(
            "errors", "made by a newer version of Meeple Table (format {value}); update to open it"
        ),
        "no_format": translate("errors", 'not a Meeple Table record (no "format" field)'),
        "unknown_format": translate(
            "errors", "not a Meeple Table record (unknown format {value}, expected {expected})"
        ),
        "not_an_object": translate("errors", "not a Meeple Table record (a record is a JSON object, not {value})"),
        "not_a_string": translate("errors", "{key} must be a string, not {value}"),
        "unknown_version": translate(
            "errors",
            "unknown {key} version {value} of {game} (this app knows 1 to {known}); update Meeple Table to open it",
        ),
        "bad_game": translate("errors", "'game' must name a game, not {value}"),
        "unknown_game": translate("errors", "unknown game {value}; choose one of {games}"),
        "no_setup": translate("errors", "missing 'setup' object"),
        "bad_players": translate("errors", "setup.players must be a list of names, not {value}"),
        "bad_seed": translate("errors", "setup.seed must be an integer, not {value}"),
        "bad_options": translate("errors", "setup.options must be an object, not {value}"),
        "bad_computers": translate("errors", "setup.computers must list one entry per player, not {value}"),
        "unknown_computer": translate(
            "errors", "setup.computers: {value} is not a computer player; choose one of {bots}"
        ),
        "no_moves": translate("errors", "missing 'moves' list"),
        "bad_setup": translate("errors", "the players, seed or options of the game are not valid"),
        "bad_move": translate("errors", "a move that cannot be read: {move}"),
        "illegal_move": translate("errors", "illegal move {move}: {reason}"),
        "cut": translate("errors", "the file breaks off at line {at_line}"),
        "no_table": translate(
            "errors",
            "{game} records cannot be opened on the desktop table yet (it plays {playable}); "
            "check the file with: python -m engine replay FILE",
        ),
        "at_out_of_range": errors.tr(
            "--at {at} is out of range (the record has %n valid move(s))", "", moves if isinstance(moves, int) else 0
        ),
    }


def _value_words() -> dict[str, str]:
    """engine.core.errors.brief's words for a value it does not quote (a list or an object in the file)."""
    return {
        "a list": translate("errors", "a list"),
        "an object": translate("errors", "an object"),
        "a huge number": translate("errors", "a huge number"),
    }


def record_error_reason(exc: RecordError) -> str:
    """Why a save file is bad, in the user's language, without the file and the move or line (the engine's
    English for a code this module does not know)."""
    params = dict(exc.params)
    template = record_texts(params).get(exc.code)
    if template is None:
        return exc.message
    if exc.code == "illegal_move":
        params["reason"] = illegal_move_text(str(params.get("reason", "")))
    if isinstance(params.get("value"), str):
        params["value"] = _value_words().get(str(params["value"]), params["value"])
    return one_line(template.format(**params), MESSAGE_LIMIT)


def record_error_text(exc: RecordError) -> str:
    """A bad save file in the user's language: '<file>: move 5: <why>'."""
    text = record_error_reason(exc)
    if exc.index is not None:
        text = translate("errors", "move {index}: {text}").format(index=exc.index, text=text)
    elif exc.line is not None:
        text = translate("errors", "line {line}: {text}").format(line=exc.line, text=text)
    if exc.file is not None:
        text = translate("errors", "{file}: {text}").format(file=one_line(exc.file, 70, keep_end=True), text=text)
    return text


def illegal_move_error_text(exc: IllegalMove) -> str:
    """A refused move for the status line: 'Not played: that move is not allowed now.'"""
    return translate("errors", "Not played: {reason}.").format(reason=illegal_move_text(exc.reason))
