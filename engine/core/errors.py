"""The only exceptions that escape the engine for bad input."""

from __future__ import annotations


class EngineError(Exception):
    """Base of every engine error meant for the user."""


class IllegalMove(EngineError):
    """A move that the rules do not allow now. `reason` is a stable machine id."""

    def __init__(self, reason: str, message: str = "") -> None:
        super().__init__(message or reason)
        self.reason = reason
        self.message = message or reason


class RecordError(EngineError):
    """A bad save file. `index` is the move index (or None); `line` the text line (or None)."""

    def __init__(self, message: str, *, index: int | None = None, line: int | None = None) -> None:
        where = ""
        if index is not None:
            where = f"move {index}: "
        elif line is not None:
            where = f"line {line}: "
        super().__init__(where + message)
        self.message = message
        self.index = index
        self.line = line


class ContentError(EngineError):
    """Bad card data: names the file, the card and the field."""

    def __init__(self, file: str, card: str, field: str, problem: str) -> None:
        super().__init__(f"{file}: card {card!r}, field {field!r}: {problem}")
        self.file = file
        self.card = card
        self.field = field
        self.problem = problem
