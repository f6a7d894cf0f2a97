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


class RecordError(EngineError):
    """A bad save file. `index` is the move index (or None); `line` the text line (or None); `file` the
    file it came from (or None). The text is one line of at most MESSAGE_LIMIT characters."""

    def __init__(
        self, message: str, *, index: int | None = None, line: int | None = None, file: str | None = None
    ) -> None:
        where = ""
        if index is not None:
            where = f"move {index}: "
        elif line is not None:
            where = f"line {line}: "
        if file is not None:
            where = one_line(file, 70, keep_end=True) + ": " + where
        super().__init__(where + one_line(message, MESSAGE_LIMIT - len(where)))
        self.message = one_line(message, MESSAGE_LIMIT)
        self.index = index
        self.line = line
        self.file = file

    def in_file(self, file: str) -> RecordError:
        """The same error, naming the file it came from."""
        return RecordError(self.message, index=self.index, line=self.line, file=file)


class ContentError(EngineError):
    """Bad card data: names the file, the card and the field."""

    def __init__(self, file: str, card: str, field: str, problem: str) -> None:
        super().__init__(f"{file}: card {card!r}, field {field!r}: {problem}")
        self.file = file
        self.card = card
        self.field = field
        self.problem = problem
