"""Lords of Waterdeep card data: counts and numbers from the rules sheet, ids, names, and load errors.

The published card names live in this file only (as the forbidden list); the product uses our own names.
"""

from __future__ import annotations

import copy
import itertools
import re
import zlib
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from engine.core.errors import ContentError
from engine.waterdeep import content
from engine.waterdeep.content import QUEST_TYPES, load

REPO = Path(__file__).resolve().parents[3]
PRODUCT_DIRS = ("engine", "desktop", "translations", "assets")


@pytest.fixture(scope="module")
def data() -> content.Content:
    return load()


# -- counts ------------------------------------------------------------------------------------


def test_counts(data: content.Content) -> None:
    assert len(data.buildings) == 24
    assert len(data.quests) == 60
    assert len(data.intrigue_deck) == 50
    assert len(data.lords) == 11


def test_distinct_intrigue_entries(data: content.Content) -> None:
    kinds = Counter(i.kind for i in data.intrigue.values())
    # 6 attack + 19 utility titles, plus the 6 mandatory quests
    assert kinds == {"attack": 6, "utility": 19, "mandatory": 6}
    assert len(data.intrigue) == 31


def test_intrigue_totals_by_kind(data: content.Content) -> None:
    per_kind = Counter(data.intrigue[i].kind for i in data.intrigue_deck)
    assert per_kind == {"attack": 12, "utility": 32, "mandatory": 6}
    for card in data.intrigue.values():
        if card.kind == "mandatory":
            assert card.copies == 1
            assert card.effect == "mandatory"
            assert card.id.startswith("intrigue.mandatory.")
        else:
            assert card.effect != "mandatory"


def test_quests_per_type(data: content.Content) -> None:
    assert Counter(q.type for q in data.quests.values()) == dict.fromkeys(QUEST_TYPES, 12)
    assert Counter(q.type for q in data.quests.values() if q.is_plot) == dict.fromkeys(QUEST_TYPES, 3)
    # the five "+2 VP per later quest of its type" plots: one per type
    bonus = Counter(q.type for q in data.quests.values() if q.plot == "type_bonus")
    assert bonus == dict.fromkeys(QUEST_TYPES, 1)
    others = [q.plot for q in data.quests.values() if q.is_plot and q.plot != "type_bonus"]
    assert sorted(others) == sorted(content.PLOTS - {"", "type_bonus"})


VP_PER_TYPE = {
    "arcana": [4, 6, 6, 6, 7, 8, 8, 9, 11, 13, 20, 25],
    "commerce": [4, 4, 6, 6, 7, 8, 9, 10, 10, 15, 18, 25],
    "piety": [0, 5, 6, 8, 8, 10, 10, 10, 11, 12, 20, 25],
    "skullduggery": [0, 4, 6, 8, 8, 8, 10, 10, 10, 14, 20, 25],
    "warfare": [0, 4, 6, 8, 8, 8, 9, 11, 11, 15, 20, 25],
}


@pytest.mark.parametrize("quest_type", QUEST_TYPES)
def test_vp_per_type(data: content.Content, quest_type: str) -> None:
    vps = sorted(q.reward.vp for q in data.quests.values() if q.type == quest_type)
    assert vps == VP_PER_TYPE[quest_type]


def test_quest_totals(data: content.Content) -> None:
    """Sums over the §6.2 tables, a cheap guard against a slipped digit."""
    quests = data.quests.values()
    cost = {k: sum(q.cost.get(k) for q in quests) for k in "cfrwg"}
    assert cost == {"c": 48, "f": 95, "r": 94, "w": 47, "g": 124}
    assert sum(q.reward.vp for q in quests) == 618
    gain = {k: sum(q.reward.gain.get(k) for q in quests) for k in "cfrwg"}
    assert gain == {"c": 10, "f": 13, "r": 8, "w": 7, "g": 44}
    assert sum(q.reward.intrigue for q in quests) == 10
    assert sum(q.reward.quest for q in quests) == 3
    specials = sorted(q.reward.special for q in quests if q.reward.special)
    assert specials == sorted(content.QUEST_SPECIALS - {""})
    amounts = {q.reward.special: q.amount for q in quests if q.amount}
    assert amounts == {"opponent_gold": 4, "vp_per_building": 2}
    assert all(q.reward.vp == 0 for q in quests if q.plot in ("sleeper", "round_adventurer", "lieutenant"))


def test_quest_costs(data: content.Content) -> None:
    for q in data.quests.values():
        assert 2 <= q.cost.cubes <= 11, q.id
        assert 0 <= q.cost.g <= 8, q.id
        assert not q.reward.pick and not q.reward.pay_gold and not q.reward.pay_any, q.id


# -- buildings ---------------------------------------------------------------------------------


def test_building_costs(data: content.Content) -> None:
    assert Counter(b.cost for b in data.buildings.values()) == {3: 5, 4: 14, 8: 5}


def test_accumulating_buildings(data: content.Content) -> None:
    stocked = [b for b in data.buildings.values() if b.stock or b.stock_vp]
    assert len(stocked) == 6
    assert sorted((b.stock.c, b.stock.f, b.stock.r, b.stock.w, b.stock.g, b.stock_vp) for b in stocked) == [
        (0, 0, 0, 0, 0, 3),
        (0, 0, 0, 0, 4, 0),
        (0, 0, 0, 1, 0, 0),
        (0, 0, 2, 0, 0, 0),
        (0, 2, 0, 0, 0, 0),
        (1, 0, 0, 0, 0, 0),
    ]
    for b in stocked:
        assert b.action.special == "take_stock", b.id
        assert b.cost == 4, b.id
    takers = [b.id for b in data.buildings.values() if b.action.special == "take_stock"]
    assert sorted(takers) == sorted(b.id for b in stocked)


def test_building_specials(data: content.Content) -> None:
    specials = Counter(b.action.special for b in data.buildings.values())
    assert specials == {
        "": 14,
        "take_stock": 6,
        "palace": 1,
        "count_buildings": 1,
        "copy_occupied": 1,
        "garden_quest": 1,
    }
    assert all(not b.owner.special for b in data.buildings.values())
    owner_vp = [b for b in data.buildings.values() if b.owner.vp]
    assert len(owner_vp) == 6
    assert all(b.owner.vp == 2 for b in owner_vp)
    paying = sorted(
        (b.action.pay_gold, b.action.pay_any, b.action.pick, b.action.pick_n)
        for b in data.buildings.values()
        if b.action.pay_gold or b.action.pay_any
    )
    assert paying == [(0, 2, "cfrw", 3), (2, 0, "cw", 2), (2, 0, "fr", 4)]


# -- intrigue and lords ------------------------------------------------------------------------


def test_intrigue_parameters(data: content.Content) -> None:
    cards = list(data.intrigue.values())
    attacks = sorted(c.cube for c in cards if c.effect == "attack_return")
    assert attacks == ["c", "f", "r", "w"]
    gifts = sorted((c.cube, c.amount, c.other) for c in cards if c.effect == "gift")
    assert gifts == [("c", 2, 1), ("f", 2, 1), ("g", 4, 2), ("r", 2, 1), ("w", 2, 1)]
    offers = sorted((c.cube, c.amount, c.give, c.vp) for c in cards if c.effect == "offer")
    assert offers == [("c", 1, 1, 5), ("f", 2, 1, 3), ("g", 4, 4, 4), ("r", 2, 1, 3), ("w", 1, 1, 5)]
    (bribe,) = [c for c in cards if c.effect == "bribe"]
    assert bribe.amount == 2
    (favor,) = [c for c in cards if c.effect == "favor"]
    assert [o.gain for o in favor.options] == [
        content.Res(g=4),
        content.Res(f=2),
        content.Res(r=2),
        content.Res(w=1),
        content.Res(c=1),
    ]
    mandatory = sorted(
        (c.cost.c, c.cost.f, c.cost.r, c.cost.w, c.cost.g, c.reward_vp) for c in cards if c.kind == "mandatory"
    )
    assert mandatory == [
        (0, 1, 1, 1, 0, 2),
        (0, 2, 0, 1, 0, 2),
        (1, 0, 2, 0, 0, 2),
        (1, 1, 0, 1, 0, 4),
        (1, 1, 1, 0, 0, 2),
        (2, 1, 0, 0, 0, 4),
    ]


def test_lords(data: content.Content) -> None:
    pairs = [frozenset(lord.types) for lord in data.lords.values() if lord.types]
    assert len(pairs) == 10
    assert all(len(p) == 2 for p in pairs)
    assert set(pairs) == {frozenset(p) for p in itertools.combinations(QUEST_TYPES, 2)}
    assert all(lord.per_building == 0 for lord in data.lords.values() if lord.types)
    (builder,) = [lord for lord in data.lords.values() if not lord.types]
    assert builder.per_building == 6


# -- ids and names -----------------------------------------------------------------------------

SLUG = r"[a-z0-9]+(?:-[a-z0-9]+)*"
ID_FORMS = {
    "buildings": re.compile(rf"building\.{SLUG}"),
    "quests": re.compile(rf"quest\.(?:{'|'.join(QUEST_TYPES)})\.{SLUG}"),
    "intrigue": re.compile(rf"intrigue\.(?:mandatory\.)?{SLUG}"),
    "lords": re.compile(rf"lord\.{SLUG}"),
}


def test_ids_unique_and_well_formed(data: content.Content) -> None:
    every: list[str] = []
    names: list[str] = []
    for group, form in ID_FORMS.items():
        for key, card in getattr(data, group).items():
            assert key == card.id
            assert form.fullmatch(card.id), card.id
            assert card.name.strip() == card.name and card.name, card.id
            every.append(card.id)
            names.append(card.name.casefold())
    assert len(every) == len(set(every)) == 24 + 60 + 31 + 11
    assert len(names) == len(set(names))
    for q in data.quests.values():
        assert q.id.split(".")[1] == q.type
    for i in data.intrigue.values():
        assert i.id.startswith("intrigue.mandatory.") == (i.kind == "mandatory")


# Published names: identification only, never in the product.
PUBLISHED_BUILDINGS = [
    "Caravan Court",
    "Dragon Tower",
    "Fetlock Court",
    "The Golden Horn",
    "Helmstar Warehouse",
    "Heroes' Garden",
    "House of Good Spirits",
    "House of Heroes",
    "House of the Moon",
    "House of Wonder",
    "Jesters' Court",
    "New Olamn",
    "Northgate",
    "The Palace of Waterdeep",
    "The Skulkway",
    "Smuggler's Dock",
    "Spires of the Morning",
    "The Stone House",
    "The Three Pearls",
    "The Tower of Luck",
    "Tower of the Order",
    "The Waymoot",
    "The Yawning Portal",
    "The Zoarstar",
]
PUBLISHED_QUESTS = [
    # Arcana
    "Domesticate Owlbears",
    "Explore Ahghairon's Tower",
    "Expose Red Wizards' Spies",
    "Host Festival for Sune",
    "Infiltrate Halaster's Circle",
    "Investigate Aberrant Infestation",
    "Recover the Magister's Orb",
    "Recruit for Blackstaff Academy",
    "Research Chronomancy",
    "Retrieve Ancient Artifacts",
    "Steal Spellbook from Silverhand",
    "Study the Illusk Arch",
    # Commerce
    "Ally with House Thann",
    "Bribe the Shipwrights",
    "Establish New Merchant Guild",
    "Impersonate Adarbrent Noble",
    "Infiltrate Builder's Hall",
    "Loot the Crypt of Chauntea",
    "Lure Artisans of Mirabar",
    "Placate the Walking Statue",
    "Safeguard Eltorchul Mage",
    "Send Aid to the Harpers",
    "Spy on the House of Light",
    "Thin the City Watch",
    # Piety
    "Convert a Noble to Lathander",
    "Create a Shrine to Oghma",
    "Defend the Tower of Luck",
    "Discover Hidden Temple of Lolth",
    "Eliminate Vampire Coven",
    "Form an Alliance with the Rashemi",
    "Heal Fallen Gray Hand Soldiers",
    "Perform the Penance of Duty",
    "Produce a Miracle for the Masses",
    "Protect the House of Wonder",
    "Recruit Paladins for Tyr",
    "Seal Gate to Cyric's Realm",
    # Skullduggery
    "Build a Reputation in Skullport",
    "Establish Harpers Safe House",
    "Establish Shadow Thieves' Guild",
    "Expose Cult Corruption",
    "Fence Goods for Duke of Darkness",
    "Install a Spy in Castle Waterdeep",
    "Place a Sleeper Agent in Skullport",
    "Prison Break",
    "Procure Stolen Goods",
    "Raid on Undermountain",
    "Steal from House Adarbrent",
    "Take Over Rival Organization",
    # Warfare
    "Ambush Artor Morlin",
    "Bolster City Guard",
    "Bolster Griffon Cavalry",
    "Confront the Xanathar",
    "Defeat Uprising from Undermountain",
    "Deliver an Ultimatum",
    "Deliver Weapons to Selûne's Temple",
    "Quell Mercenary Uprising",
    "Raid Orc Stronghold",
    "Recruit Lieutenant",
    "Repel Seawraiths",
    "Train Bladesingers",
]
PUBLISHED_INTRIGUE = [
    "Ambush",
    "Arcane Mishap",
    "Assassination",
    "Lack of Faith",
    "Free Drinks!",
    "Bribe Agent",
    "Accelerate Plans",
    "Bidding War",
    "Call for Adventurers",
    "Call in a Favor",
    "Change of Plans",
    "Conscription",
    "Crime Wave",
    "Good Faith",
    "Graduation Day",
    "Spread the Wealth",
    "Real Estate Deal",
    "Recall Agent",
    "Recruit Spies",
    "Request Assistance",
    "Research Agreement",
    "Summon the Faithful",
    "Tax Collection",
    "Sample Wares",
    "Special Assignment",
    "Fend Off Bandits",
    "Foil the Zhentarim",
    "Placate Angry Merchants",
    "Quell Riots",
    "Repel Drow Invaders",
    "Stamp Out Cultists",
]
PUBLISHED_LORDS = [
    "Brianne Byndraeth",
    "Caladorn Cassalanter",
    "Durnan the Wanderer",
    "Khelben Arunsun, the Blackstaff",
    "Kyriani Agrivar",
    "Mirt the Moneylender",
    "Nindil Jalbuck",
    "Nymara Scheiron",
    "Piergeiron the Paladinson",
    "Sammereza Sulphontis",
    "Larissa Neathal",
]
# Distinctive words of those names (setting proper nouns and coined words), forbidden on their own.
# "Blackstaff" and "Waterdeep" alone are allowed: the basic buildings use them.
DISTINCTIVE_WORDS = [
    "Zhentarim",
    "Xanathar",
    "Halaster",
    "Khelben",
    "Piergeiron",
    "Mirt",
    "Durnan",
    "Larissa",
    "Zoarstar",
    "Waymoot",
    "Skulkway",
    "Helmstar",
    "Olamn",
    "Fetlock",
    "Lathander",
    "Oghma",
    "Lolth",
    "Cyric",
    "Tyr",
    "Selûne",
    "Selune",
    "Sune",
    "Chauntea",
    "Rashemi",
    "Harpers",
    "Mirabar",
    "Skullport",
    "Undermountain",
    "Thann",
    "Adarbrent",
    "Eltorchul",
    "Ahghairon",
    "Magister",
    "Illusk",
    "Chronomancy",
    "Artor",
    "Morlin",
    "Bladesingers",
    "Bladesinger",
    "Seawraiths",
    "Drow",
    "Gray Hand",
    "Silverhand",
    "Red Wizards",
    "Owlbear",
    "Brianne",
    "Caladorn",
    "Cassalanter",
    "Byndraeth",
    "Kyriani",
    "Agrivar",
    "Nindil",
    "Jalbuck",
    "Nymara",
    "Scheiron",
    "Sammereza",
    "Sulphontis",
    "Neathal",
    "Arunsun",
    "Paladinson",
    "Shadow Thieves",
    "Duke of Darkness",
    "Blackstaff Academy",
]
FORBIDDEN = PUBLISHED_BUILDINGS + PUBLISHED_QUESTS + PUBLISHED_INTRIGUE + PUBLISHED_LORDS + DISTINCTIVE_WORDS


def _normal(text: str) -> str:
    """Fold case and drop apostrophes (straight or curly) so "Jesters’ Court" matches "jesters court"."""
    return text.casefold().replace("’", "").replace("'", "")


def _pattern(name: str) -> re.Pattern[str]:
    """Whole words (an optional plural s), any whitespace between them; a leading "The" is optional."""
    name = _normal(name).rstrip("!")
    name = name.removeprefix("the ")
    words = r"\s+".join(re.escape(w) for w in name.split())
    return re.compile(rf"(?<![a-z0-9]){words}s?(?![a-z0-9])")


FORBIDDEN_PATTERNS = [(name, _pattern(name)) for name in FORBIDDEN]
#: each name's longest word: a text without it cannot match the name's pattern (a quick test before the regex)
FORBIDDEN_WORDS = [max(_normal(name).rstrip("!").split(), key=len) for name in FORBIDDEN]


def _product_files() -> list[Path]:
    files = []
    for top in PRODUCT_DIRS:
        root = REPO / top
        if not root.is_dir():
            continue
        for path in sorted(root.rglob("*")):
            if path.is_file() and "__pycache__" not in path.parts:
                files.append(path)
    return files


def test_forbidden_list_is_complete() -> None:
    assert len(PUBLISHED_BUILDINGS) == 24
    assert len(PUBLISHED_QUESTS) == 60
    assert len(PUBLISHED_INTRIGUE) == 25 + 6
    assert len(PUBLISHED_LORDS) == 11


def test_basic_building_names_are_allowed() -> None:
    basics = (
        "Cliffwatch Inn, Aurora's Realms Shop, Blackstaff Tower, The Plinth, The Grinning Lion Tavern, "
        "Field of Triumph, Castle Waterdeep, Builder's Hall, Waterdeep Harbor"
    )
    assert [name for name, pat in FORBIDDEN_PATTERNS if pat.search(_normal(basics))] == []


def test_forbidden_patterns_catch_variants() -> None:
    def hits(text: str) -> list[str]:
        return [name for name, pat in FORBIDDEN_PATTERNS if pat.search(_normal(text))]

    assert "Owlbear" in hits("tame the OWLBEARS")
    assert "Jesters' Court" in hits("Jesters’ Court")
    assert "The Yawning Portal" in hits("yawning\n  portal")
    assert "Free Drinks!" in hits("free drinks")
    assert hits("drowned tyrants in mirth") == []


def test_published_names_not_in_data(data: content.Content) -> None:
    cards = [*data.buildings.values(), *data.quests.values(), *data.intrigue.values(), *data.lords.values()]
    for card in cards:
        for text in (card.name, card.id.replace("-", " ")):
            found = [name for name, pat in FORBIDDEN_PATTERNS if pat.search(_normal(text))]
            assert not found, f"{card.id}: {found}"


def _png_text(data: bytes) -> bytes:
    """The text chunks of a PNG (its pixels are compressed bytes, where any three letters turn up)."""
    out, at = [], 8
    while at + 8 <= len(data):
        size = int.from_bytes(data[at : at + 4], "big")
        kind = data[at + 4 : at + 8]
        body = data[at + 8 : at + 8 + size]
        if kind in (b"tEXt", b"iTXt"):
            out.append(body)
        elif kind == b"zTXt":
            out.append(zlib.decompress(body[body.index(b"\0") + 2 :]))
        at += 12 + size
    return b"\n".join(out)


def test_published_names_not_in_product() -> None:
    files = _product_files()
    assert any(p.name == "quests.json" for p in files)
    leaks = []
    for path in files:
        data = path.read_bytes()
        if path.suffix == ".png":
            data = _png_text(data)
        text = _normal(data.decode("utf-8", errors="ignore"))
        for (name, pat), word in zip(FORBIDDEN_PATTERNS, FORBIDDEN_WORDS, strict=True):
            if word not in text:
                continue
            for m in pat.finditer(text):
                line = text.count("\n", 0, m.start()) + 1
                leaks.append(f"{path.relative_to(REPO)}:{line}: {name}")
    assert not leaks, "published names in the product:\n" + "\n".join(leaks)


# -- load errors -------------------------------------------------------------------------------

_real_load_list = content._load_list


def _corrupt(monkeypatch: pytest.MonkeyPatch, file: str, edit: Callable[[list[Any]], Any]) -> ContentError:
    def fake(name: str) -> list[Any]:
        items = copy.deepcopy(_real_load_list(name))
        if name == file:
            edit(items)
        return items

    monkeypatch.setattr(content, "_load_list", fake)
    with pytest.raises(ContentError) as info:
        load.__wrapped__()
    return info.value


def _set(index: int, path: tuple[str, ...], value: Any) -> Callable[[list[Any]], None]:
    def edit(items: list[Any]) -> None:
        target = items[index]
        for key in path[:-1]:
            target = target.setdefault(key, {})
        target[path[-1]] = value

    return edit


@pytest.mark.parametrize(
    ("file", "index", "path", "value", "field"),
    [
        ("buildings.json", 2, ("cost",), "8", "cost"),
        ("buildings.json", 0, ("action", "special"), "teleport", "action.special"),
        ("buildings.json", 5, ("owner", "pick"), "cx", "owner.pick"),
        ("quests.json", 7, ("type",), "sorcery", "type"),
        ("quests.json", 11, ("plot",), "sometimes", "plot"),
        ("quests.json", 20, ("cost", "w"), -1, "cost.w"),
        ("quests.json", 33, ("description",), "text", "description"),
        ("intrigue.json", 4, ("effect",), "explode", "effect"),
        ("intrigue.json", 9, ("copies",), 1.5, "copies"),
        ("intrigue.json", 28, ("cost", "x"), 1, "cost.x"),
        ("lords.json", 3, ("types",), ["arcana", "gossip"], "types"),
    ],
)
def test_corrupt_data_names_file_card_and_field(
    monkeypatch: pytest.MonkeyPatch, file: str, index: int, path: tuple[str, ...], value: Any, field: str
) -> None:
    card = _real_load_list(file)[index]["id"]
    err = _corrupt(monkeypatch, file, _set(index, path, value))
    assert (err.file, err.card, err.field) == (file, card, field)
    assert file in str(err) and card in str(err) and field in str(err)


def test_missing_field(monkeypatch: pytest.MonkeyPatch) -> None:
    card = _real_load_list("quests.json")[0]["id"]
    err = _corrupt(monkeypatch, "quests.json", lambda items: items[0].pop("name"))
    assert (err.file, err.card, err.field) == ("quests.json", card, "name")


def test_duplicate_id(monkeypatch: pytest.MonkeyPatch) -> None:
    def edit(items: list[Any]) -> None:
        items[1]["id"] = items[0]["id"]

    card = _real_load_list("lords.json")[0]["id"]
    err = _corrupt(monkeypatch, "lords.json", edit)
    assert (err.file, err.card, err.field) == ("lords.json", card, "id")


def test_wrong_deck_size(monkeypatch: pytest.MonkeyPatch) -> None:
    err = _corrupt(monkeypatch, "intrigue.json", _set(7, ("copies",), 4))
    assert (err.file, err.field) == ("intrigue.json", "copies")


def test_special_reward_needs_amount(monkeypatch: pytest.MonkeyPatch) -> None:
    items = _real_load_list("quests.json")
    index = next(n for n, q in enumerate(items) if q.get("amount"))
    err = _corrupt(monkeypatch, "quests.json", lambda qs: qs[index].pop("amount"))
    assert (err.file, err.card, err.field) == ("quests.json", items[index]["id"], "amount")


def test_load_is_cached_and_clean() -> None:
    assert load() is load()
    assert load.__wrapped__() == load()
