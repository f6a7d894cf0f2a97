"""Help → Rules: each game's rules in our own words (from its table), and how to play at this table."""

from __future__ import annotations

import html

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTabWidget, QTextBrowser, QVBoxLayout, QWidget

from desktop.tables import TABLES, table_for

translate = QCoreApplication.translate


def table_controls() -> list[tuple[str, list[str]]]:
    """How to play at this table, whatever the game."""
    return [
        (
            translate("help", "Playing"),
            [
                translate(
                    "help",
                    "Drag a meeple from your pool onto a highlighted space, or click it and then a space, "
                    "or pick an action from the Actions list (F6) and press Enter.",
                ),
                translate(
                    "help",
                    "Choices that follow are made where they happen: on the chips beside a space, on a card, "
                    "in your cards. Every choice is also in the Actions list.",
                ),
            ],
        ),
        (
            translate("help", "Passing the laptop"),
            [
                translate("help", "Pass the laptop when the curtain asks; never look at another player's cards."),
                translate(
                    "help",
                    "Computer players need no curtain: one person among computers never sees it. Game → Hint "
                    "(H) lets the strongest computer suggest a move; P pauses the computers.",
                ),
            ],
        ),
        (
            translate("help", "Keys"),
            [
                translate(
                    "help", "Ctrl+Z undoes, Ctrl+Shift+Z redoes; Ctrl+wheel or +/- zooms, Ctrl+0 fits the board."
                ),
                translate("help", "Ctrl+T shows the timeline: step back through the game, read-only."),
                translate(
                    "help",
                    "On the board, Tab and Shift+Tab go through what you can choose now and the arrow keys through "
                    "every space; Enter or Space chooses, Escape leaves the board. Settings → Theme → High contrast "
                    "draws black on white with thick outlines.",
                ),
            ],
        ),
    ]


def sections_html(sections: list[tuple[str, list[str]]]) -> str:
    """Headings and paragraphs as rich text (the texts are plain: escaped)."""
    parts = []
    for heading, paragraphs in sections:
        parts.append(f"<h3>{html.escape(heading)}</h3>")
        parts.extend(f"<p>{html.escape(p)}</p>" for p in paragraphs)
    return "".join(parts)


def rules_text() -> str:
    """Every game's rules and the table's controls as plain text (headings on their own lines)."""
    blocks = []
    for game_id in TABLES:
        table = table_for(game_id)
        blocks.append(table.title())
        for heading, paragraphs in table.rules_sections():
            blocks.append(heading + "\n" + "\n".join(paragraphs))
    for heading, paragraphs in table_controls():
        blocks.append(heading + "\n" + "\n".join(paragraphs))
    return "\n\n".join(blocks)


class RulesDialog(QDialog):
    """A tab per game (the one being played first), and one for the table's controls."""

    def __init__(self, current: str | None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Rules"))
        self.resize(640, 560)
        lay = QVBoxLayout(self)
        self.tabs = QTabWidget()
        order = sorted(TABLES, key=lambda g: g != current)
        for game_id in order:
            table = table_for(game_id)
            self.tabs.addTab(self._page(table.rules_sections()), table.title())
        self.tabs.addTab(self._page(table_controls()), self.tr("At this table"))
        lay.addWidget(self.tabs)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)

    @staticmethod
    def _page(sections: list[tuple[str, list[str]]]) -> QTextBrowser:
        page = QTextBrowser()
        page.setOpenLinks(False)
        page.setHtml(sections_html(sections))
        return page
