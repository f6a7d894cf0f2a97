"""Architects of the West Kingdom: engine ids -> translated names (locations, goods, skills, colours of
the board). Card names are in `cardnames`, card and effect texts in `cardtext`.

The English of a table of names is listed with QT_TRANSLATE_NOOP (so lupdate finds it) and translated
by `pick` only for the entry asked for; a table of counted phrases holds functions of n (`pick_counted`).
The other modules of this table use them too."""

from __future__ import annotations

from collections.abc import Callable, Mapping

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from desktop.text import TrContext, join_and
from engine.architects.moves import Reclaim
from engine.architects.state import State

translate = QCoreApplication.translate
architects = TrContext("architects")

# every place a worker can stand or be held, in board order
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


def pick(table: Mapping[str, object], key: str) -> str:
    """`table[key]` translated (context "architects"), or `key` itself for a key the table lacks. The
    tables list their English with QT_TRANSLATE_NOOP, so only the text asked for is translated."""
    source = table.get(key)
    return key if source is None else translate("architects", str(source))


def pick_counted(table: Mapping[str, Callable[[int], str]], key: str, n: int, **fields: object) -> str:
    """The phrase for `n` of `table[key]` (a function of n that translates its %n phrase), filled in ('' for
    a key the table lacks)."""
    phrase = table.get(key)
    return "" if phrase is None else phrase(n).format(**fields)


# location id -> name
_LOCATION_NAMES = {
    "quarry": QT_TRANSLATE_NOOP("architects", "Quarry"),
    "forest": QT_TRANSLATE_NOOP("architects", "Forest"),
    "mines": QT_TRANSLATE_NOOP("architects", "Mines"),
    "silversmith": QT_TRANSLATE_NOOP("architects", "Silversmith"),
    "storehouse": QT_TRANSLATE_NOOP("architects", "King's Storehouse"),
    "workshop": QT_TRANSLATE_NOOP("architects", "Workshop"),
    "town_centre": QT_TRANSLATE_NOOP("architects", "Town Centre"),
    "tax_stand": QT_TRANSLATE_NOOP("architects", "Tax Stand"),
    "guardhouse": QT_TRANSLATE_NOOP("architects", "Guardhouse"),
    "black_market": QT_TRANSLATE_NOOP("architects", "Black Market"),
    "guildhall": QT_TRANSLATE_NOOP("architects", "Guildhall"),
    "cathedral": QT_TRANSLATE_NOOP("architects", "Cathedral"),
    "prison": QT_TRANSLATE_NOOP("architects", "Prison"),
}


def location_name(loc: str) -> str:
    """A location id as its name on the board."""
    return pick(_LOCATION_NAMES, loc)


# good (or thing counted) -> its phrase for n
_PHRASES: dict[str, Callable[[int], str]] = {
    "clay": lambda n: architects.tr("%n clay", "", n),
    "wood": lambda n: architects.tr("%n wood", "", n),
    "stone": lambda n: architects.tr("%n stone", "", n),
    "gold": lambda n: architects.tr("%n gold", "", n),
    "marble": lambda n: architects.tr("%n marble", "", n),
    "silver": lambda n: architects.tr("%n silver", "", n),
    "virtue": lambda n: architects.tr("%n virtue", "", n),
    "cards": lambda n: architects.tr("%n building card(s)", "", n),
    "debt": lambda n: architects.tr("%n debt(s)", "", n),
    "worker": lambda n: architects.tr("%n worker(s)", "", n),
    "vp": lambda n: architects.tr("%n VP", "", n),
    "tax": lambda n: architects.tr("%n tax", "", n),
}


def amount(good: str, n: int) -> str:
    """'3 wood', '1 building card', '2 debts'."""
    return pick_counted(_PHRASES, good, n) or f"{n} {good}"


def goods_text(goods: dict[str, int] | tuple[tuple[str, int], ...]) -> str:
    """'2 clay, 1 wood and 1 gold' (nothing: '—')."""
    items = goods.items() if isinstance(goods, dict) else goods
    parts = [amount(k, v) for k, v in items if v]
    return join_and(parts) if parts else "—"


# good -> its name as a heading
_GOOD_NAMES = {
    "clay": QT_TRANSLATE_NOOP("architects", "Clay"),
    "wood": QT_TRANSLATE_NOOP("architects", "Wood"),
    "stone": QT_TRANSLATE_NOOP("architects", "Stone"),
    "gold": QT_TRANSLATE_NOOP("architects", "Gold"),
    "marble": QT_TRANSLATE_NOOP("architects", "Marble"),
    "silver": QT_TRANSLATE_NOOP("architects", "Silver"),
    "virtue": QT_TRANSLATE_NOOP("architects", "Virtue"),
}


def good_name(good: str) -> str:
    """A good as a heading: 'Clay'."""
    return pick(_GOOD_NAMES, good)


# good -> its word in running text
_GOOD_WORDS = {
    "clay": QT_TRANSLATE_NOOP("architects", "clay"),
    "wood": QT_TRANSLATE_NOOP("architects", "wood"),
    "stone": QT_TRANSLATE_NOOP("architects", "stone"),
    "gold": QT_TRANSLATE_NOOP("architects", "gold"),
    "marble": QT_TRANSLATE_NOOP("architects", "marble"),
    "silver": QT_TRANSLATE_NOOP("architects", "silver"),
}


def good_word(good: str) -> str:
    """A good as a word in running text: 'clay' (German: 'Lehm')."""
    return pick(_GOOD_WORDS, good)


# skill letter of the data -> the skill
_SKILL_NAMES = {
    "C": QT_TRANSLATE_NOOP("architects", "Carpentry"),
    "T": QT_TRANSLATE_NOOP("architects", "Tiling"),
    "M": QT_TRANSLATE_NOOP("architects", "Masonry"),
}


def skill_name(skill: str) -> str:
    """A skill letter of the data: C, T, M."""
    return pick(_SKILL_NAMES, skill)


def skill_letter(skill: str) -> str:
    """The one-letter mark of a skill on a card (German: Z, D, M). No good's mark (`good_letter`) is a
    single letter, so the two never read alike."""
    names = {
        "C": translate("architects", "C", "Carpentry skill mark"),
        "T": translate("architects", "T", "Tiling skill mark"),
        "M": translate("architects", "M", "Masonry skill mark"),
    }
    return names.get(skill, skill)


def good_letter(good: str) -> str:
    """The two-letter mark of a good in a narrow cell: Cl, Wd, St, Gd, Mb (German: Le, Ho, St, Go, Ma);
    two letters, so that none is a skill's mark (clay and Carpentry were both C)."""
    names = {
        "clay": translate("architects", "Cl", "clay mark"),
        "wood": translate("architects", "Wd", "wood mark"),
        "stone": translate("architects", "St", "stone mark"),
        "gold": translate("architects", "Gd", "gold mark"),
        "marble": translate("architects", "Mb", "marble mark"),
    }
    return names.get(good, good)


def marked(name: str, mark: str) -> str:
    """A name with the mark that stands for it: 'Carpentry (C)', '2 clay (Cl)'."""
    return translate("architects", "{name} ({mark})").format(name=name, mark=mark)


def skills_text(skills: str, marks: bool = False) -> str:
    """'Carpentry, Tiling and Masonry' for the skill letters of the data ('' for none); with `marks`:
    'Carpentry (C), Tiling (T) and Masonry (M)'."""
    return join_and([marked(skill_name(k), skill_letter(k)) if marks else skill_name(k) for k in skills])


# location -> where a worker stands there
_AT = {
    "quarry": QT_TRANSLATE_NOOP("architects", "at the Quarry"),
    "forest": QT_TRANSLATE_NOOP("architects", "in the Forest"),
    "mines": QT_TRANSLATE_NOOP("architects", "at the Mines"),
    "silversmith": QT_TRANSLATE_NOOP("architects", "at the Silversmith"),
    "storehouse": QT_TRANSLATE_NOOP("architects", "at the King's Storehouse"),
    "workshop": QT_TRANSLATE_NOOP("architects", "at the Workshop"),
    "town_centre": QT_TRANSLATE_NOOP("architects", "in the Town Centre"),
    "tax_stand": QT_TRANSLATE_NOOP("architects", "at the Tax Stand"),
    "guardhouse": QT_TRANSLATE_NOOP("architects", "at the Guardhouse"),
    "black_market": QT_TRANSLATE_NOOP("architects", "at the Black Market"),
    "guildhall": QT_TRANSLATE_NOOP("architects", "in the Guildhall"),
    "cathedral": QT_TRANSLATE_NOOP("architects", "at the Cathedral"),
    "prison": QT_TRANSLATE_NOOP("architects", "in the Prison"),
}


def location_at(loc: str) -> str:
    """Where a worker stands, as a phrase: 'at the Forest' (German: 'im Wald')."""
    return pick(_AT, loc)


# large location -> where a worker comes back from
_FROM = {
    "quarry": QT_TRANSLATE_NOOP("architects", "from the Quarry"),
    "forest": QT_TRANSLATE_NOOP("architects", "from the Forest"),
    "mines": QT_TRANSLATE_NOOP("architects", "from the Mines"),
    "silversmith": QT_TRANSLATE_NOOP("architects", "from the Silversmith"),
    "storehouse": QT_TRANSLATE_NOOP("architects", "from the King's Storehouse"),
    "workshop": QT_TRANSLATE_NOOP("architects", "from the Workshop"),
    "town_centre": QT_TRANSLATE_NOOP("architects", "from the Town Centre"),
    "tax_stand": QT_TRANSLATE_NOOP("architects", "from the Tax Stand"),
    "guardhouse": QT_TRANSLATE_NOOP("architects", "from the Guardhouse"),
}


def location_from(loc: str) -> str:
    """Where a worker comes back from: 'from the Forest' (German: 'aus dem Wald'); large locations."""
    return pick(_FROM, loc)


def spot_letter(spot: int) -> str:
    """A Black Market spot (0-2) as its letter on the board."""
    return "ABC"[spot] if 0 <= spot <= 2 else "?"


def reclaim_from(state: State, move: Reclaim) -> str:
    """Where a worker is taken back from: 'from the Forest', 'from the Prison', "from Bob's board"."""
    where, k = move.source()
    if where == "prison":
        return translate("architects", "from the Prison")
    if where == "board":
        return translate("architects", "from {name}'s board").format(name=player_name(state, k))
    return location_from(where)


def virtue_change(n: int) -> str:
    """'gain 1 virtue', 'lose 2 virtue' (as the verb phrase of an effect)."""
    if n >= 0:
        return translate("architects", "gain {what}").format(what=amount("virtue", n))
    return translate("architects", "lose {what}").format(what=amount("virtue", -n))


def player_name(state: State, seat: int) -> str:
    """The name of the player at `seat` ('?' for no seat)."""
    return state.players[seat].name if 0 <= seat < len(state.players) else "?"
