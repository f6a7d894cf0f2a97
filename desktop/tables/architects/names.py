"""Architects of the West Kingdom: engine ids -> translated names (locations, goods, skills, colours of
the board). Card names are in `cardnames`, card and effect texts in `cardtext`."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from desktop.text import join_and, plural
from engine.architects.state import State

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
    if good == "vp":
        return translate("architects", "1 VP"), translate("architects", "{n} VP")
    if good == "tax":
        return translate("architects", "1 tax"), translate("architects", "{n} tax")
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


def good_word(good: str) -> str:
    """A good as a word in running text: 'clay' (German: 'Lehm')."""
    names = {
        "clay": translate("architects", "clay"),
        "wood": translate("architects", "wood"),
        "stone": translate("architects", "stone"),
        "gold": translate("architects", "gold"),
        "marble": translate("architects", "marble"),
        "silver": translate("architects", "silver"),
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


def good_letter(good: str) -> str:
    """The short mark of a good in a narrow cell (German: L, H, S, G, M)."""
    names = {
        "clay": translate("architects", "C", "clay mark"),
        "wood": translate("architects", "W", "wood mark"),
        "stone": translate("architects", "S", "stone mark"),
        "gold": translate("architects", "G", "gold mark"),
        "marble": translate("architects", "M", "marble mark"),
    }
    return names.get(good, good)


def skills_text(skills: str) -> str:
    """'Carpentry, Tiling and Masonry' for the skill letters of the data ('' for none)."""
    return join_and([skill_name(k) for k in skills])


def location_at(loc: str) -> str:
    """Where a worker stands, as a phrase: 'at the Forest' (German: 'im Wald')."""
    names = {
        "quarry": translate("architects", "at the Quarry"),
        "forest": translate("architects", "in the Forest"),
        "mines": translate("architects", "at the Mines"),
        "silversmith": translate("architects", "at the Silversmith"),
        "storehouse": translate("architects", "at the King's Storehouse"),
        "workshop": translate("architects", "at the Workshop"),
        "town_centre": translate("architects", "in the Town Centre"),
        "tax_stand": translate("architects", "at the Tax Stand"),
        "guardhouse": translate("architects", "at the Guardhouse"),
        "black_market": translate("architects", "at the Black Market"),
        "guildhall": translate("architects", "in the Guildhall"),
        "cathedral": translate("architects", "at the Cathedral"),
        "prison": translate("architects", "in the Prison"),
    }
    return names.get(loc, loc)


def location_from(loc: str) -> str:
    """Where a worker comes back from: 'from the Forest' (German: 'aus dem Wald'); large locations."""
    names = {
        "quarry": translate("architects", "from the Quarry"),
        "forest": translate("architects", "from the Forest"),
        "mines": translate("architects", "from the Mines"),
        "silversmith": translate("architects", "from the Silversmith"),
        "storehouse": translate("architects", "from the King's Storehouse"),
        "workshop": translate("architects", "from the Workshop"),
        "town_centre": translate("architects", "from the Town Centre"),
        "tax_stand": translate("architects", "from the Tax Stand"),
        "guardhouse": translate("architects", "from the Guardhouse"),
    }
    return names.get(loc, loc)


def virtue_change(n: int) -> str:
    """'gain 1 virtue', 'lose 2 virtue' (as the verb phrase of an effect)."""
    if n >= 0:
        return translate("architects", "gain {what}").format(what=amount("virtue", n))
    return translate("architects", "lose {what}").format(what=amount("virtue", -n))


def player_name(state: State, seat: int) -> str:
    """The name of the player at `seat` ('?' for no seat)."""
    return state.players[seat].name if 0 <= seat < len(state.players) else "?"
