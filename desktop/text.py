"""Generic user-visible text helpers shared by every table: player colours, plural phrases, lists.

Every string goes through `translate(context, literal)` so `pyside6-lupdate` finds it; placeholders
are filled with `str.format` after translation. Each game's own texts live in its table
(`desktop.tables.<game>`).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

translate = QCoreApplication.translate

#: colour-blind-friendly player colours (Okabe-Ito) as (id, hex).
COLOURS: tuple[tuple[str, str], ...] = (
    ("blue", "#0072B2"),
    ("orange", "#E69F00"),
    ("green", "#009E73"),
    ("red", "#D55E00"),
    ("purple", "#CC79A7"),
    ("sky", "#56B4E9"),
    ("yellow", "#F0E442"),
)


def colour_name(colour_id: str) -> str:
    names = {
        "blue": translate("text", "Blue"),
        "orange": translate("text", "Orange"),
        "green": translate("text", "Green"),
        "red": translate("text", "Red"),
        "purple": translate("text", "Purple"),
        "sky": translate("text", "Sky blue"),
        "yellow": translate("text", "Yellow"),
    }
    return names.get(colour_id, colour_id)


def plural(n: int, one: str, many: str, **fields: object) -> str:
    """`one` (a whole phrase for exactly 1) or `many`, with {n} and `fields` filled in. Both are
    translated whole phrases, so each language words its singular and plural its own way."""
    return (one if n == 1 else many).format(n=n, **fields)


def _join(parts: list[str], last_two: str) -> str:
    if len(parts) <= 1:
        return "".join(parts)
    return last_two.format(first=", ".join(parts[:-1]), last=parts[-1])


def join_and(parts: list[str]) -> str:
    """'a', 'a and b', 'a, b and c'."""
    return _join(parts, translate("text", "{first} and {last}"))


def join_or(parts: list[str]) -> str:
    """'a', 'a or b', 'a, b or c'."""
    return _join(parts, translate("text", "{first} or {last}"))


def sentence(text: str) -> str:
    """`text` with a capital first letter (a card phrase as a label of its own)."""
    return text[:1].upper() + text[1:]
