"""Architects of the West Kingdom: engine ids -> translated names (locations, goods, skills, colours of
the board). Card names are in `cardnames`, card and effect texts in `cardtext`."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from desktop.text import join_and, plural

translate = QCoreApplication.translate

#: every place a worker can stand or be held, in board order
LOCATIONS = (
    "quarry",
    "forest",
    "mines",
    "silversmith",
    "storehouse",
    "workshop",
    "town_centre",
    "tax_stand",
    "guardhouse",
    "black_market",
    "guildhall",
    "cathedral",
    "prison",
)

GOODS_COLOURS = {
    "clay": "#b5562b",
    "wood": "#7a5230",
    "stone": "#8d9197",
    "gold": "#e3b23c",
    "marble": "#eeeae0",
    "silver": "#c0c6cc",
    "virtue": "#4d8fd1",
}


def location_name(loc: str) -> str:
    names = {
        "quarry": translate("architects", "Quarry"),
        "forest": translate("architects", "Forest"),
        "mines": translate("architects", "Mines"),
        "silversmith": translate("architects", "Silversmith"),
        "storehouse": translate("architects", "King's Storehouse"),
        "workshop": translate("architects", "Workshop"),
        "town_centre": translate("architects", "Town Centre"),
        "tax_stand": translate("architects", "Tax Stand"),
        "guardhouse": translate("architects", "Guardhouse"),
        "black_market": translate("architects", "Black Market"),
        "guildhall": translate("architects", "Guildhall"),
        "cathedral": translate("architects", "Cathedral"),
        "prison": translate("architects", "Prison"),
    }
    return names.get(loc, loc)


def _goods_phrases(good: str) -> tuple[str, str]:
    """'1 clay', '{n} clay' (one and many, whole phrases so each language words them its own way)."""
    if good == "clay":
        return translate("architects", "1 clay"), translate("architects", "{n} clay")
    if good == "wood":
        return translate("architects", "1 wood"), translate("architects", "{n} wood")
    if good == "stone":
        return translate("architects", "1 stone"), translate("architects", "{n} stone")
    if good == "gold":
        return translate("architects", "1 gold"), translate("architects", "{n} gold")
    if good == "marble":
        return translate("architects", "1 marble"), translate("architects", "{n} marble")
    if good == "silver":
        return translate("architects", "1 silver"), translate("architects", "{n} silver")
    if good == "virtue":
        return translate("architects", "1 virtue"), translate("architects", "{n} virtue")
    if good == "cards":
        return translate("architects", "1 building card"), translate("architects", "{n} building cards")
    if good == "debt":
        return translate("architects", "1 debt"), translate("architects", "{n} debts")
    if good == "worker":
        return translate("architects", "1 worker"), translate("architects", "{n} workers")
    return f"1 {good}", "{n} " + good


def amount(good: str, n: int) -> str:
    """'3 wood', '1 building card', '2 debts'."""
    one, many = _goods_phrases(good)
    return plural(n, one, many)


def goods_text(goods: dict[str, int] | tuple[tuple[str, int], ...]) -> str:
    """'2 clay, 1 wood and 1 gold' (nothing: '—')."""
    items = goods.items() if isinstance(goods, dict) else goods
    parts = [amount(k, v) for k, v in items if v]
    return join_and(parts) if parts else "—"


def good_name(good: str) -> str:
    names = {
        "clay": translate("architects", "Clay"),
        "wood": translate("architects", "Wood"),
        "stone": translate("architects", "Stone"),
        "gold": translate("architects", "Gold"),
        "marble": translate("architects", "Marble"),
        "silver": translate("architects", "Silver"),
        "virtue": translate("architects", "Virtue"),
    }
    return names.get(good, good)


def skill_name(skill: str) -> str:
    """A skill letter of the data: C, T, M."""
    names = {
        "C": translate("architects", "Carpentry"),
        "T": translate("architects", "Tiling"),
        "M": translate("architects", "Masonry"),
    }
    return names.get(skill, skill)


def skill_letter(skill: str) -> str:
    """The one-letter mark of a skill on a card (German: Z, D, M)."""
    names = {
        "C": translate("architects", "C", "Carpentry skill mark"),
        "T": translate("architects", "T", "Tiling skill mark"),
        "M": translate("architects", "M", "Masonry skill mark"),
    }
    return names.get(skill, skill)
