"""Each Architects player's tableau, from the public view: the buildings built (VP, the skills they needed,
the virtue they brought) and the apprentices hired (hiring virtue, skills, ability), as icon rows, with the
card's whole text in the tooltip; and the summary row of a player's area on the board."""

from __future__ import annotations

from collections import Counter
from typing import Any

from PySide6.QtCore import QCoreApplication

from desktop.board.iconrow import Icon, Row
from desktop.tableau import Entry, Section
from desktop.tables.architects.boardrows import SKILL_ICONS, apprentice_face, hire_row, signed
from desktop.tables.architects.cardnames import apprentice_name, building_name
from desktop.tables.architects.cardtext import apprentice_tooltip, building_tooltip
from engine.architects.content import APPRENTICES, BUILDINGS

translate = QCoreApplication.translate


def _building(card: str) -> Entry:
    b = BUILDINGS[int(card[1:])]
    row: Row = (str(b.vp), Icon("vp"))
    if b.virtue:
        row += (signed(b.virtue), Icon("virtue"))
    return Entry(building_name(b.id), (row,), building_tooltip(b.id))


def _apprentice(card: str) -> Entry:
    a = int(card[1:])
    rows, _place = apprentice_face(a)
    return Entry(apprentice_name(a), (hire_row(a), *rows), apprentice_tooltip(a))


def tableau(view: dict[str, Any], seat: int) -> list[Section]:
    """`seat`'s buildings and apprentices as the public `view` shows them."""
    p = view["players"][seat]
    return [
        Section(translate("tableau", "Buildings"), tuple(_building(c) for c in p["built"])),
        Section(translate("tableau", "Apprentices"), tuple(_apprentice(a) for a in p["apprentices"])),
    ]


def area_row(view: dict[str, Any], seat: int) -> Row:
    """A player's area on the board: buildings built, then the skills of their apprentices ('4[building]
    2[carpentry] 1[tiling]')."""
    p = view["players"][seat]
    skills = Counter(s for a in p["apprentices"] for s in APPRENTICES[int(a[1:])].skills if s in SKILL_ICONS)
    row: Row = (str(len(p["built"])), Icon("building"))
    for skill, icon in SKILL_ICONS.items():
        if skills[skill]:
            row += (str(skills[skill]), Icon(icon))
    return row
