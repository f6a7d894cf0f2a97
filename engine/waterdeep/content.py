"""Lords of Waterdeep content: quests, intrigue cards, advanced buildings and lords, loaded from JSON.

The data files in `data/` hold numbers and effect ids; the rules modules give the ids meaning.
Everything is validated once on load: a bad file raises `ContentError` naming file, card and field.
Card names are our own originals (see ../shared/rules/waterdeep.md, "Names: our own").
"""

from __future__ import annotations

import dataclasses
from functools import cache
from typing import Any

from engine.core.content import Fields, cards, data_folder, read_json
from engine.core.errors import ContentError

CUBES = "cfrw"  # cleric, fighter, rogue, wizard
QUEST_TYPES = ("arcana", "commerce", "piety", "skullduggery", "warfare")

#: Specials a building space action may name (besides plain gains). See rules/actions.py.
BUILDING_SPECIALS = frozenset(
    {
        "",
        "take_stock",  # take everything accumulated on the tile (cubes, gold or VP tokens)
        "palace",  # take the Ambassador
        "count_buildings",  # 1 gold per advanced building tile on a lot
        "copy_occupied",  # copy a space holding an opponent's agent
        "garden_quest",  # take a face-up quest, may complete it now for +4 VP
    }
)
#: Extra quest rewards that need rules code.
QUEST_SPECIALS = frozenset(
    {
        "",
        "return_agent",  # return 1 of your placed agents to your pool
        "free_hall_building",  # put 1 Builder's Hall building into play free
        "free_stack_building",  # put the top building of the stack into play free
        "opponent_gold",  # a chosen opponent gains `amount` gold
        "vp_per_building",  # +`amount` VP per building you control
        "play_intrigue",  # you may play 1 intrigue card at once
        "deck_quest",  # draw 1 quest from the quest deck
    }
)
PLOTS = frozenset(
    {
        "",
        "type_bonus",  # +2 VP per later completed quest of this quest's type
        "gain_w_intrigue",  # each action giving you W also draws 1 intrigue card
        "gain_g_rogue",  # each action giving you G also gives 1 R
        "gain_r_gold",  # each action giving you R also gives 2 G
        "gain_f_fighter",  # each action giving you F also gives 1 F
        "orb",  # once per round: place on a space holding an opponent's agent
        "miracle",  # once per round, when an action gives you C, swap 1 F/R/W for a C
        "buy_bonus",  # +4 VP each time you buy a building at Builder's Hall
        "sleeper",  # +2 VP each time you play an intrigue card
        "round_adventurer",  # start of each round: 1 adventurer of your choice
        "lieutenant",  # the Lieutenant joins your pool
    }
)
INTRIGUE_EFFECTS = frozenset(
    {
        "attack_return",  # each opponent returns 1 `cube`; per one who can't: `fallback`
        "steal_cube",  # take 1 adventurer of your choice from one opponent
        "bribe",  # pay 2 G, take the action of a space holding an opponent's agent
        "accelerate",  # return a Harbor agent, then place 2 agents in a row
        "bidding_war",  # draw 1 quest per player; keep 1, pass left; each keeps 1
        "call_adventurers",  # take 2 any; each opponent takes 1 any
        "favor",  # choose one of `options`
        "change_plans",  # discard own quest for 6 VP; each opponent may discard one for 3 VP
        "gift",  # take `amount` of `cube`; one chosen opponent takes `other`
        "real_estate",  # discard own unoccupied building; take a Builder's Hall building free
        "recall",  # return 1 of your placed agents to your pool
        "offer",  # take `amount` `cube`; each opponent may give `give` `cube` to score `vp`
        "sample_wares",  # place a pool agent on a Builder's Hall tile and use it
        "special_assignment",  # name a quest type; reveal quests until one of it
        "mandatory",  # a chosen opponent must complete this quest first
    }
)


@dataclasses.dataclass(frozen=True, slots=True)
class Res:
    """Cleric, fighter, rogue, wizard cubes and gold."""

    c: int = 0
    f: int = 0
    r: int = 0
    w: int = 0
    g: int = 0

    def get(self, key: str) -> int:
        return int(getattr(self, key))

    @property
    def cubes(self) -> int:
        return self.c + self.f + self.r + self.w

    def __bool__(self) -> bool:
        return bool(self.c or self.f or self.r or self.w or self.g)


@dataclasses.dataclass(frozen=True, slots=True)
class Action:
    """What a space, owner benefit or quest reward gives. Parts resolve in field order."""

    pay_gold: int = 0  # paid first; the action is unavailable without it
    pay_any: int = 0  # return this many adventurers of your choice first
    gain: Res = Res()
    vp: int = 0
    intrigue: int = 0  # intrigue cards drawn
    pick: str = ""  # cube letters to pick from ...
    pick_n: int = 0  # ... this many times (e.g. "cfrw", 1 = one adventurer of any type)
    quest: int = 0  # face-up quests taken from Cliffwatch Inn
    special: str = ""


@dataclasses.dataclass(frozen=True, slots=True)
class Building:
    id: str
    name: str
    cost: int
    action: Action
    owner: Action
    #: placed on the tile when purchased and at every round start while in play
    stock: Res = Res()
    stock_vp: int = 0


@dataclasses.dataclass(frozen=True, slots=True)
class Quest:
    id: str
    name: str
    type: str
    plot: str  # "" for an ordinary quest, else one of PLOTS
    cost: Res
    reward: Action  # reward.special is one of QUEST_SPECIALS
    amount: int = 0  # parameter of the special reward

    @property
    def is_plot(self) -> bool:
        return bool(self.plot)


@dataclasses.dataclass(frozen=True, slots=True)
class Intrigue:
    id: str
    name: str
    kind: str  # "attack" | "utility" | "mandatory"
    copies: int
    effect: str
    cube: str = ""  # "c" | "f" | "r" | "w" | "g" where the effect names one
    amount: int = 0
    other: int = 0  # what the chosen opponent takes ("gift")
    give: int = 0  # what an opponent gives ("offer")
    vp: int = 0
    fallback: Action = Action()  # "attack_return": per opponent who cannot return
    options: tuple[Action, ...] = ()  # "favor"
    cost: Res = Res()  # "mandatory": the quest's cost ...
    reward_vp: int = 0  # ... and its VP


@dataclasses.dataclass(frozen=True, slots=True)
class Lord:
    id: str
    name: str
    types: tuple[str, ...]  # two quest types, or () for the building lord
    per_building: int = 0  # VP per controlled building (the building lord)


@dataclasses.dataclass(frozen=True, slots=True)
class Content:
    buildings: dict[str, Building]
    quests: dict[str, Quest]
    intrigue: dict[str, Intrigue]
    lords: dict[str, Lord]

    @property
    def intrigue_deck(self) -> tuple[str, ...]:
        """Every intrigue card id once per copy, in a fixed order."""
        return tuple(i.id for i in self.intrigue.values() for _ in range(i.copies))


# -- loading -----------------------------------------------------------------------------------


class _Reader(Fields):
    """A card's fields, with Waterdeep's resources and actions."""

    def choice(self, field: str, allowed: frozenset[str] | tuple[str, ...], default: str | None = None) -> str:
        return self.text(field, allowed) if default is None else self.text(field, allowed, default)

    def res(self, field: str) -> Res:
        sub = self.sub(field, _Reader, {})
        out = Res(*(sub.int(k, default=0) for k in "cfrwg"))
        sub.done()
        return out

    def action(self, field: str, specials: frozenset[str]) -> Action:
        sub = self.sub(field, _Reader, {})
        pick = sub.text("pick", default="")
        if any(ch not in CUBES for ch in pick):
            raise sub.fail("pick", f"{pick!r} may only use the letters {CUBES}")
        out = Action(
            pay_gold=sub.int("pay_gold", default=0),
            pay_any=sub.int("pay_any", default=0),
            gain=sub.res("gain"),
            vp=sub.int("vp", default=0),
            intrigue=sub.int("intrigue", default=0),
            pick=pick,
            pick_n=sub.int("pick_n", default=0),
            quest=sub.int("quest", default=0),
            special=sub.choice("special", specials, ""),
        )
        if bool(out.pick) != bool(out.pick_n):
            raise sub.fail("pick_n", "pick and pick_n go together")
        sub.done()
        return out


def _load_list(file: str) -> list[Any]:
    data = read_json(data_folder("engine.waterdeep"), file)
    if not isinstance(data, list):
        raise ContentError(file, "-", "-", "expected a list of cards")
    return data


def _index(file: str, items: list[Any], build: Any) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for reader in cards(file, items, _Reader):
        obj = build(reader)
        if obj.id in out:
            raise ContentError(file, obj.id, "id", "duplicate id")
        out[obj.id] = obj
    return out


def _building(r: _Reader) -> Building:
    return Building(
        id=r.get("id", str),
        name=r.get("name", str),
        cost=r.get("cost", int),
        action=r.action("action", BUILDING_SPECIALS),
        owner=r.action("owner", frozenset({""})),
        stock=r.res("stock"),
        stock_vp=r.get("stock_vp", int, 0),
    )


def _quest(r: _Reader) -> Quest:
    return Quest(
        id=r.get("id", str),
        name=r.get("name", str),
        type=r.choice("type", QUEST_TYPES),
        plot=r.choice("plot", PLOTS, ""),
        cost=r.res("cost"),
        reward=r.action("reward", QUEST_SPECIALS),
        amount=r.get("amount", int, 0),
    )


def _intrigue(r: _Reader) -> Intrigue:
    options = r.get("options", list, [])
    return Intrigue(
        id=r.get("id", str),
        name=r.get("name", str),
        kind=r.choice("kind", ("attack", "utility", "mandatory")),
        copies=r.get("copies", int),
        effect=r.choice("effect", INTRIGUE_EFFECTS),
        cube=r.choice("cube", ("", "c", "f", "r", "w", "g"), ""),
        amount=r.get("amount", int, 0),
        other=r.get("other", int, 0),
        give=r.get("give", int, 0),
        vp=r.get("vp", int, 0),
        fallback=r.action("fallback", frozenset({""})),
        options=tuple(
            _Reader(r.file, r.card, {str(i): o}, "options.").action(str(i), frozenset({""}))
            for i, o in enumerate(options)
        ),
        cost=r.res("cost"),
        reward_vp=r.get("reward_vp", int, 0),
    )


def _lord(r: _Reader) -> Lord:
    types = r.get("types", list, [])
    for t in types:
        if t not in QUEST_TYPES:
            raise r.fail("types", f"{t!r} is not a quest type")
    return Lord(
        id=r.get("id", str),
        name=r.get("name", str),
        types=tuple(types),
        per_building=r.get("per_building", int, 0),
    )


def _check(content: Content) -> None:
    """Whole-set checks: counts the rules sheet fixes."""
    if len(content.buildings) != 24:
        raise ContentError("buildings.json", "-", "-", f"expected 24 buildings, found {len(content.buildings)}")
    if len(content.quests) != 60:
        raise ContentError("quests.json", "-", "-", f"expected 60 quests, found {len(content.quests)}")
    if len(content.intrigue_deck) != 50:
        raise ContentError("intrigue.json", "-", "copies", f"expected 50 cards, found {len(content.intrigue_deck)}")
    if len(content.lords) != 11:
        raise ContentError("lords.json", "-", "-", f"expected 11 lords, found {len(content.lords)}")
    for q in content.quests.values():
        if q.reward.special in ("opponent_gold", "vp_per_building") and not q.amount:
            raise ContentError("quests.json", q.id, "amount", "this special reward needs an amount")


@cache
def load() -> Content:
    content = Content(
        buildings=_index("buildings.json", _load_list("buildings.json"), _building),
        quests=_index("quests.json", _load_list("quests.json"), _quest),
        intrigue=_index("intrigue.json", _load_list("intrigue.json"), _intrigue),
        lords=_index("lords.json", _load_list("lords.json"), _lord),
    )
    _check(content)
    return content
