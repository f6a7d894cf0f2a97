"""Generic user-visible text helpers shared by every table: player colours, counted phrases, lists.

Every string goes through `translate(context, literal)` so `pyside6-lupdate` finds it (a phrase that
counts with `TrContext.tr`, %n in the text); other placeholders are filled with `str.format` after
translation. Each game's own texts live in its table
(`desktop.tables.<game>`).
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from desktop import i18n

translate = QCoreApplication.translate

# colour-blind-friendly player colours (Okabe-Ito) as (id, hex).
COLOURS: tuple[tuple[str, str], ...] = (
    ("blue", "#0072B2"),
    ("orange", "#E69F00"),
    ("green", "#009E73"),
    ("red", "#D55E00"),
    ("purple", "#CC79A7"),
    ("sky", "#56B4E9"),
    ("yellow", "#F0E442"),
)


def seat_colours(chosen: Sequence[str] = ()) -> tuple[str, ...]:
    """Each seat's colour: the `chosen` ones first, then the palette's others in order."""
    return (*chosen, *(hex_colour for _, hex_colour in COLOURS if hex_colour not in chosen))


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


class TrContext:
    """One translation context for the phrases that count something: `cardtext = TrContext("cardtext")`,
    then `cardtext.tr("%n intrigue card(s)", "", n)` is `translate("cardtext", "%n intrigue card(s)", "", n)`,
    a numerus message each language words in its own singular and plural forms (English too, in
    translations/meeple_en.ts). PySide6's lupdate reads a 4th argument of `translate` that is a name as
    an encoding, not a count, so counted phrases take this form: lupdate takes the context from the
    name before `.tr`, so the variable is named like its context (a test checks)."""

    def __init__(self, context: str) -> None:
        self.context = context

    def tr(self, source: str, disambiguation: str | None, n: int) -> str:
        return translate(self.context, source, disambiguation, n)


def join_and(parts: Sequence[str]) -> str:
    """'a', 'a and b', 'a, b and c', as the interface language words a list (QLocale.createSeparatedList)."""
    return i18n.locale().createSeparatedList(list(parts))


def join_clauses(parts: Sequence[str]) -> str:
    """'a; b; c': clauses of one line, with the semicolon spaced as the interface language writes it (French
    puts a no-break space before it)."""
    return translate("text", "; ", "between the clauses of one line").join(parts)


def join_or(parts: list[str]) -> str:
    """'a', 'a or b', 'a, b or c' (Qt words lists with "and" only)."""
    if len(parts) <= 1:
        return "".join(parts)
    return translate("text", "{first} or {last}").format(first=", ".join(parts[:-1]), last=parts[-1])


def sentence(text: str) -> str:
    """`text` with a capital first letter (a card phrase as a label of its own)."""
    return text[:1].upper() + text[1:]
