"""The sections every game's Help → Rules has (a table's `rules.sections()` builds on them)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

translate = QCoreApplication.translate
Section = tuple[str, list[str]]


def goal(*paragraphs: str) -> Section:
    return translate("rules", "Goal"), list(paragraphs)


def your_turn(*paragraphs: str) -> Section:
    return translate("rules", "Your turn"), list(paragraphs)


def end_of_game(*paragraphs: str) -> Section:
    return translate("rules", "End of the game"), list(paragraphs)
