"""Each Lords of Waterdeep player's tableau, from the public view: their Tavern (gold and adventurers),
their completed quests by type, the plot quests in force and the buildings they own (the board marks them
too, in the owner's colour); the lord and the intrigue cards are hidden and never shown. Also the Tavern
row of a player's area on the board."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from desktop.board.iconrow import Icon, Row
from desktop.tableau import Entry, Section
from desktop.tables.waterdeep.cardnames import card_title
from desktop.tables.waterdeep.cardtext import building_tooltip, quest_tooltip
from engine.waterdeep.content import load

translate = QCoreApplication.translate
# a quest type's colour (the band of a quest card)
TYPE_COLOURS = {
    "arcana": "#4a6fd1",
    "commerce": "#d9b430",
    "piety": "#a8b0b8",
    "skullduggery": "#3f8f4f",
    "warfare": "#c0392b",
    "mandatory": "#e07b24",
}
# the Tavern's contents in the order the Players table shows them: gold, then the adventurers
TAVERN = (("g", "gold"), ("c", "cleric"), ("f", "fighter"), ("r", "rogue"), ("w", "wizard"))


def tavern_row(p: dict[str, Any]) -> Row:
    """'3[gold] 2[cleric] 0[fighter] …': every count, so a column reads the same in every area."""
    return tuple(token for key, icon in TAVERN for token in (str(p["res"][key]), Icon(icon)))


def _by_type(quests: list[str]) -> list[str]:
    content = load()
    return sorted(quests, key=lambda q: (content.quests[q].type, card_title(q)))


def _quest(q: str) -> Entry:
    return Entry(card_title(q), (), quest_tooltip(q), TYPE_COLOURS.get(load().quests[q].type, ""))


def tableau(view: dict[str, Any], seat: int) -> list[Section]:
    """`seat`'s Tavern, completed quests (by type), plot quests in force and buildings, as the public
    `view` shows them."""
    p = view["players"][seat]
    owned = [lot["building"] for lot in view["lots"] if lot["owner"] == seat]
    return [
        Section(translate("tableau", "Tavern"), (Entry("", (tavern_row(p), (str(p["vp"]), Icon("vp")))),)),
        Section(translate("tableau", "Completed quests"), tuple(_quest(q) for q in _by_type(p["completed"]))),
        Section(translate("tableau", "Plot quests in force"), tuple(_quest(q) for q in _by_type(p["plots"]))),
        Section(translate("tableau", "Buildings"), tuple(Entry(card_title(b), (), building_tooltip(b)) for b in owned)),
    ]
