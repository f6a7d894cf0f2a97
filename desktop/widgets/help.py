"""Help > Rules: a short summary of how to play at this table."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

translate = QCoreApplication.translate


def rules_text() -> str:
    lines = [
        translate("help", "Lords of Waterdeep, 8 rounds. On your turn assign one agent to a free action space."),
        translate(
            "help",
            "Drag a meeple from your pool onto a highlighted space, or click it and then a space, "
            "or pick an action from the Actions list and press Enter.",
        ),
        translate("help", "After assigning you may complete one quest whose adventurers and gold you have."),
        translate(
            "help",
            "Waterdeep Harbor lets you play an intrigue card; those agents are reassigned at the end of the round.",
        ),
        translate(
            "help", "At the end: 1 VP per adventurer, 1 VP per 2 gold, and your lord's bonus. Ties go to the most gold."
        ),
        translate("help", "Pass the laptop when the curtain asks; never look at another player's cards."),
        translate("help", "Ctrl+Z undoes, Ctrl+Shift+Z redoes; Ctrl+wheel or +/- zooms, Ctrl+0 fits the board."),
    ]
    return "\n\n".join(lines)
