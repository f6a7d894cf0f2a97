"""Card data for Architects of the West Kingdom: loaded from `data/*.json` and validated once.

Buildings, apprentices, Black Market cards, rewards and the variable-setup characters are
referenced from the state by their integer id. Bad data raises `ContentError` naming the file,
the card and the field.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from functools import cache
from pathlib import Path

from engine.core.content import Fields, cards, read_json, unique
from engine.core.errors import ContentError

DATA_DIR = Path(__file__).parent / "data"
GOODS = ("clay", "wood", "stone", "gold", "marble")
PAYABLE = (*GOODS, "silver")
SKILLS = "CTM"

BUILDING_NOW = frozenset(
    {
        "",
        "gain",
        "hire_free",
        "treasury",
        "watchtower",
        "capture_1",
        "capture_2",
        "capture_or_rescue",
        "take_debt",
        "destroy_debt",
        "clay_pit",
        "draw_2",
        "free_prison",
        "library",
        "monument",
        "palace",
        "crane",
        "graveyard",
    }
)
BUILDING_END = frozenset(
    {
        "",
        "steeple",
        "most_stone",
        "most_wood",
        "most_clay",
        "most_silver",
        "per_tiling",
        "per_carpentry",
        "per_masonry",
        "virtue_per_4_basic",
        "no_debt",
        "per_building",
        "virtue_per_2_gold",
        "chapel",
        "dungeon",
        "fountain",
        "gamblers_den",
        "per_3_captured",
        "per_4_virtue",
        "per_paid_debt",
        "virtue_per_2_marble",
        "virtue_per_2_paid",
        "virtue_per_2_buildings",
    }
)
ABILITIES = frozenset(
    {
        "",
        "acolyte_card",
        "acolyte_clay",
        "acolyte_silver",
        "conspirator",
        "collector_clay",
        "collector_stone",
        "collector_wood",
        "gatekeeper",
        "illusionist",
        "jeweller",
        "trade",
        "miner",
        "pickpocket",
        "squire_gold",
        "squire_marble",
        "squire_virtue",
        "stonecutter",
        "swindler_clay",
        "swindler_stone",
        "swindler_wood",
        "thief",
        "trickster",
        "woodcutter",
        "enforcer",
        "overseer",
        "peddler",
    }
)
CHARACTER_ABILITIES = frozenset(
    {"lothaire", "therese", "hugo", "caroline", "ada", "clovis", "frederick", "fara", "rudolf", "bertha"}
)

# The numbers of the apprentice and character abilities, named once: the rules read them (through
# `economy.ability_bonus`, `economy.ability_goods` and the character checks) and the card texts print them.
#: apprentice ability -> (what it adds, how much per apprentice with it); "virtue" of the Thief and
#: "silver" of the Conspirator and the Trickster are losses and costs it takes off
ABILITY: dict[str, tuple[str, int]] = {
    "acolyte_card": ("cards", 1),  # on each Cathedral advance
    "acolyte_clay": ("clay", 2),
    "acolyte_silver": ("silver", 2),
    "conspirator": ("silver", 1),  # off each Town Centre capture after the first
    "collector_clay": ("clay", 2),  # on paying off a debt
    "collector_stone": ("stone", 2),
    "collector_wood": ("wood", 2),
    "gatekeeper": ("worker", 2),  # freed from the Prison at a Black Market reset
    "jeweller": ("silver", 1),  # Silversmith
    "miner": ("clay", 1),  # Mines, clay or gold
    "pickpocket": ("gold", 1),  # Tax Stand
    "squire_gold": ("gold", 1),  # at a reset with none in the Prison
    "squire_marble": ("marble", 1),
    "squire_virtue": ("virtue", 2),
    "stonecutter": ("stone", 1),  # Quarry
    "swindler_clay": ("clay", 2),  # each Black Market visit
    "swindler_stone": ("stone", 1),
    "swindler_wood": ("wood", 1),
    "thief": ("virtue", 1),  # off the Tax Stand's virtue loss
    "trickster": ("silver", 1),  # off each Black Market spot
    "woodcutter": ("wood", 1),  # Forest
    "enforcer": ("gold", 1),  # on sending captured workers to the Prison
    "overseer": ("trade", 1),  # King's Storehouse actions
    "peddler": ("silver", 2),  # at each Black Market reset
}
#: character ability (variable setup) -> its numbers
CHARACTER: dict[str, dict[str, int]] = {
    "lothaire": {"n": 1},  # wood or stone less on every building and Cathedral cost
    "hugo": {"silver": 2},  # paid instead of each debt
    "caroline": {"cards": 1},  # drawn at each Black Market visit
    "ada": {"tax": 1},  # ignored of every cost
    "clovis": {"cards": 1},  # drawn with every building constructed
    "fara": {"n": 1},  # workers freed from the Prison at each Black Market reset
    "rudolf": {"silver": 1, "limit": 6},  # less to hire at the Workshop (not tax); apprentices at most
    "bertha": {"silver": 2},  # more when sending captured workers to the Prison
}

Goods = tuple[tuple[str, int], ...]


@dataclasses.dataclass(frozen=True, slots=True)
class Building:
    id: int
    name: str
    vp: int
    cost: Goods
    skills: str
    virtue: int
    now: str
    end: str
    gain: Goods
    promo: bool


@dataclasses.dataclass(frozen=True, slots=True)
class Apprentice:
    id: int
    name: str
    skills: str
    virtue: int
    ability: str
    give: Goods
    get: Goods
    promo: bool


@dataclasses.dataclass(frozen=True, slots=True)
class MarketCard:
    id: int
    small: Goods
    large: Goods


@dataclasses.dataclass(frozen=True, slots=True)
class Reward:
    id: int
    gain: Goods


@dataclasses.dataclass(frozen=True, slots=True)
class Character:
    id: int
    name: str
    prison: int
    silver: int
    virtue: int
    goods: Goods
    cards: int
    debts: int
    ability: str


@dataclasses.dataclass(frozen=True, slots=True)
class Content:
    buildings: dict[int, Building]
    apprentices: dict[int, Apprentice]
    market: dict[int, MarketCard]
    printed_small: Goods
    printed_large: Goods
    rewards: dict[int, Reward]
    characters: dict[int, Character]


class _Card(Fields):
    """A card's fields, with Architects' goods and skills."""

    def goods(self, field: str, keys: tuple[str, ...], optional: bool = False) -> Goods:
        """An object of positive amounts of `keys` (absent: none, when `optional`)."""
        if field not in self.data and optional:
            self.used.add(field)
            return ()
        sub = self.sub(field, Fields)
        out = []
        for k in sub.data:
            if k not in keys:
                raise sub.fail(k, "unknown resource")
            out.append((k, sub.int(k, lo=1)))
        return tuple(out)

    def skills(self) -> str:
        value = self.text("skills")
        if any(c not in SKILLS for c in value) or len(set(value)) != len(value):
            raise self.fail("skills", f"bad skills {value!r}")
        return value


def _file(file: str) -> _Card:
    """The top-level object of a data file (its lists of cards and printed values)."""
    data = read_json(DATA_DIR, file)
    if not isinstance(data, dict):
        raise ContentError(file, "-", "-", "top level must be an object")
    return _Card(file, "-", data)


def _cards(file: str, key: str, top: _Card | None = None) -> Iterator[_Card]:
    return cards(file, (top or _file(file)).data.get(key), _Card, key)


def _ids(file: str, ids: list[int], expected: int) -> None:
    unique(file, ids)
    if sorted(ids) != list(range(1, expected + 1)) and sorted(ids) != list(range(expected)):
        raise ContentError(file, "-", "id", f"ids must be 1..{expected}")


def _buildings() -> dict[int, Building]:
    out = {}
    for r in _cards("buildings.json", "buildings"):
        bid = r.int("id", 1, 43)
        now = r.text("now", BUILDING_NOW)
        gain = r.goods("gain", PAYABLE, optional=now != "gain")
        out[bid] = Building(
            bid,
            r.text("name"),
            r.int("vp", 0, 30),
            r.goods("cost", GOODS),
            r.skills(),
            r.int("virtue", -3, 3),
            now,
            r.text("end", BUILDING_END),
            gain,
            r.flag("promo"),
        )
    _ids("buildings.json", list(out), 43)
    return out


def _apprentices() -> dict[int, Apprentice]:
    out = {}
    for r in _cards("apprentices.json", "apprentices"):
        aid = r.int("id", 1, 43)
        ability = r.text("ability", ABILITIES)
        give: Goods = ()
        get: Goods = ()
        if ability == "trade":
            if not isinstance(r.data.get("trade"), dict):
                raise r.fail("trade", "a trading apprentice needs a trade object")
            trade = r.sub("trade", _Card)
            give = trade.goods("give", PAYABLE)
            get = trade.goods("get", (*PAYABLE, "virtue"))
            trade.done()
        out[aid] = Apprentice(
            aid,
            r.text("name"),
            r.skills(),
            r.int("virtue", -1, 1),
            ability,
            give,
            get,
            r.flag("promo"),
        )
    _ids("apprentices.json", list(out), 43)
    return out


def _market() -> tuple[dict[int, MarketCard], Goods, Goods]:
    file = "black_market.json"
    top = _file(file)
    out = {}
    for r in _cards(file, "black_market", top):
        mid = r.int("id", 1, 10)
        out[mid] = MarketCard(mid, r.goods("small", GOODS), r.goods("large", GOODS))
    _ids(file, list(out), 10)
    return out, top.goods("printed_small", GOODS), top.goods("printed_large", GOODS)


def _rewards() -> dict[int, Reward]:
    out = {}
    for r in _cards("rewards.json", "rewards"):
        rid = r.int("id", 1, 11)
        out[rid] = Reward(rid, r.goods("gain", (*PAYABLE, "virtue", "cards")))
    _ids("rewards.json", list(out), 11)
    return out


def _characters() -> dict[int, Character]:
    out = {}
    for r in _cards("characters.json", "characters"):
        cid = r.int("id", 0, 9)
        out[cid] = Character(
            cid,
            r.text("name"),
            r.int("prison", 0, 20),
            r.int("silver", 0, 30),
            r.int("virtue", 0, 14),
            r.goods("goods", GOODS, optional=True),
            r.int("cards", 0, 3),
            r.int("debts", 0, 3),
            r.text("ability", CHARACTER_ABILITIES),
        )
    _ids("characters.json", list(out), 10)
    return out


@cache
def content() -> Content:
    """All card data, loaded and validated on first use."""
    market, small, large = _market()
    return Content(_buildings(), _apprentices(), market, small, large, _rewards(), _characters())


C = content()
BUILDINGS = C.buildings
APPRENTICES = C.apprentices
