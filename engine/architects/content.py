"""Card data for Architects of the West Kingdom: loaded from `data/*.json` and validated once.

Buildings, apprentices, Black Market cards, rewards and the variable-setup characters are
referenced from the state by their integer id. Bad data raises `ContentError` naming the file,
the card and the field.
"""

from __future__ import annotations

import dataclasses
import json
from functools import cache
from pathlib import Path
from typing import Any

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


class _Reader:
    """Typed field access that reports problems as ContentError."""

    def __init__(self, file: str) -> None:
        self.file = file

    def load(self) -> dict[str, Any]:
        try:
            data = json.loads((DATA_DIR / self.file).read_text(encoding="utf-8"))
        except (OSError, json.JSONDecodeError) as exc:
            raise ContentError(self.file, "-", "-", f"cannot read: {exc}") from None
        if not isinstance(data, dict):
            raise ContentError(self.file, "-", "-", "top level must be an object")
        return data

    def items(self, data: dict[str, Any], key: str) -> list[dict[str, Any]]:
        items = data.get(key)
        if not isinstance(items, list) or not all(isinstance(x, dict) for x in items):
            raise ContentError(self.file, "-", key, "must be a list of objects")
        return items

    def int_(self, item: dict[str, Any], field: str, lo: int, hi: int) -> int:
        value = item.get(field)
        if type(value) is not int or not lo <= value <= hi:
            raise ContentError(self.file, str(item.get("id", "?")), field, f"must be an integer {lo}..{hi}")
        return value

    def str_(self, item: dict[str, Any], field: str, allowed: frozenset[str] | None = None) -> str:
        value = item.get(field)
        if not isinstance(value, str) or (allowed is not None and value not in allowed):
            raise ContentError(self.file, str(item.get("id", "?")), field, f"bad value {value!r}")
        return value

    def goods(self, item: dict[str, Any], field: str, keys: tuple[str, ...], optional: bool = False) -> Goods:
        value = item.get(field)
        if value is None and optional:
            return ()
        card = str(item.get("id", "?"))
        if not isinstance(value, dict):
            raise ContentError(self.file, card, field, "must be an object of amounts")
        out = []
        for k, v in value.items():
            if k not in keys:
                raise ContentError(self.file, card, field, f"unknown resource {k!r}")
            if type(v) is not int or v <= 0:
                raise ContentError(self.file, card, field, f"amount of {k} must be a positive integer")
            out.append((k, v))
        return tuple(out)

    def skills(self, item: dict[str, Any]) -> str:
        value = self.str_(item, "skills")
        if any(c not in SKILLS for c in value) or len(set(value)) != len(value):
            raise ContentError(self.file, str(item.get("id")), "skills", f"bad skills {value!r}")
        return value

    def unique(self, ids: list[int], expected: int) -> None:
        if len(set(ids)) != len(ids):
            raise ContentError(self.file, "-", "id", "duplicate ids")
        if sorted(ids) != list(range(1, expected + 1)) and sorted(ids) != list(range(expected)):
            raise ContentError(self.file, "-", "id", f"ids must be 1..{expected}")


def _buildings() -> dict[int, Building]:
    r = _Reader("buildings.json")
    out = {}
    for item in r.items(r.load(), "buildings"):
        bid = r.int_(item, "id", 1, 43)
        now = r.str_(item, "now", BUILDING_NOW)
        gain = r.goods(item, "gain", PAYABLE, optional=now != "gain")
        out[bid] = Building(
            bid,
            r.str_(item, "name"),
            r.int_(item, "vp", 0, 30),
            r.goods(item, "cost", GOODS),
            r.skills(item),
            r.int_(item, "virtue", -3, 3),
            now,
            r.str_(item, "end", BUILDING_END),
            gain,
            bool(item.get("promo", False)),
        )
    r.unique(list(out), 43)
    return out


def _apprentices() -> dict[int, Apprentice]:
    r = _Reader("apprentices.json")
    out = {}
    for item in r.items(r.load(), "apprentices"):
        aid = r.int_(item, "id", 1, 43)
        ability = r.str_(item, "ability", ABILITIES)
        give: Goods = ()
        get: Goods = ()
        if ability == "trade":
            trade = item.get("trade")
            if not isinstance(trade, dict):
                raise ContentError(r.file, str(aid), "trade", "a trading apprentice needs a trade object")
            give = r.goods(trade, "give", PAYABLE)
            get = r.goods(trade, "get", (*PAYABLE, "virtue"))
        out[aid] = Apprentice(
            aid,
            r.str_(item, "name"),
            r.skills(item),
            r.int_(item, "virtue", -1, 1),
            ability,
            give,
            get,
            bool(item.get("promo", False)),
        )
    r.unique(list(out), 43)
    return out


def _market() -> tuple[dict[int, MarketCard], Goods, Goods]:
    r = _Reader("black_market.json")
    data = r.load()
    out = {}
    for item in r.items(data, "black_market"):
        mid = r.int_(item, "id", 1, 10)
        out[mid] = MarketCard(mid, r.goods(item, "small", GOODS), r.goods(item, "large", GOODS))
    r.unique(list(out), 10)
    small = r.goods({"id": "printed", **data}, "printed_small", GOODS)
    large = r.goods({"id": "printed", **data}, "printed_large", GOODS)
    return out, small, large


def _rewards() -> dict[int, Reward]:
    r = _Reader("rewards.json")
    out = {}
    for item in r.items(r.load(), "rewards"):
        rid = r.int_(item, "id", 1, 11)
        out[rid] = Reward(rid, r.goods(item, "gain", (*PAYABLE, "virtue", "cards")))
    r.unique(list(out), 11)
    return out


def _characters() -> dict[int, Character]:
    r = _Reader("characters.json")
    out = {}
    for item in r.items(r.load(), "characters"):
        cid = r.int_(item, "id", 0, 9)
        out[cid] = Character(
            cid,
            r.str_(item, "name"),
            r.int_(item, "prison", 0, 20),
            r.int_(item, "silver", 0, 30),
            r.int_(item, "virtue", 0, 14),
            r.goods(item, "goods", GOODS, optional=True),
            r.int_(item, "cards", 0, 3),
            r.int_(item, "debts", 0, 3),
            r.str_(item, "ability", CHARACTER_ABILITIES),
        )
    r.unique(list(out), 10)
    return out


@cache
def content() -> Content:
    """All card data, loaded and validated on first use."""
    market, small, large = _market()
    return Content(_buildings(), _apprentices(), market, small, large, _rewards(), _characters())


C = content()
BUILDINGS = C.buildings
APPRENTICES = C.apprentices
