"""The numbers the card texts state for effects the engine applies inline (cardtext NOW, END, ABILITY,
CHARACTER, RULES) are the engine's: each is checked by running the engine's own rule on a built state."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest
from architects_scenarios import after_draft, set_player

from desktop.tables.architects.cardtext import ABILITY, CHARACTER, END, NOW, RULES, plans_cards
from engine.architects import apprentices as appr
from engine.architects import buildings as bld
from engine.architects import events, rules, scoring
from engine.architects import locations as locs
from engine.architects import market as mkt
from engine.architects.content import APPRENTICES, BUILDINGS, C
from engine.architects.economy import take_debts, tax_due
from engine.architects.state import LOC_INDEX, Pending, State

COUNTS = ("silver", "clay", "wood", "stone", "gold", "marble", "virtue", "debts", "paid_debts", "prison", "supply")
#: buildings without an end effect, to fill a player's row of built cards
PLAIN = [b.id for b in BUILDINGS.values() if not b.end][:6]


def quiet(fn, *args: Any) -> Any:
    """Run an engine rule outside `apply`: hold the event lock and drop what it emitted."""
    with events.LOCK:
        try:
            return fn(*args)
        finally:
            events.LOG.clear()


def delta(before: State, after: State, seat: int) -> dict[str, int]:
    p, q = before.players[seat], after.players[seat]
    out = {k: getattr(q, k) - getattr(p, k) for k in COUNTS}
    out["cards"] = len(q.hand) - len(p.hand)
    return {k: v for k, v in out.items() if v}


def extra(fn, s: State, changes: dict[str, Any], **fields: Any) -> dict[str, int]:
    """What seat 0 gets from `fn(state)` with `changes` to its player, more than without them."""
    base = set_player(s, 0, **fields)
    with_it = set_player(base, 0, **changes)
    d1, d0 = delta(with_it, quiet(fn, with_it), 0), delta(base, quiet(fn, base), 0)
    return {k: d1.get(k, 0) - d0.get(k, 0) for k in d1.keys() | d0.keys() if d1.get(k, 0) != d0.get(k, 0)}


@pytest.fixture(scope="module")
def s() -> State:
    """Three players after the draft, nobody with an apprentice; seat 0 at virtue 7 with 10 silver."""
    state = after_draft(3, seed=4)
    return set_player(state, 0, silver=10, virtue=7, apprentices=(), debts=0)


def _building(now: str = "", end: str = "") -> int:
    return next(b.id for b in BUILDINGS.values() if (now and b.now == now) or (end and b.end == end))


def _apprentice(ability: str) -> int:
    return next(a.id for a in APPRENTICES.values() if a.ability == ability)


def _character(ability: str) -> int:
    return next(c.id for c in C.characters.values() if c.ability == ability)


# -- immediate building effects -------------------------------------------------------------------


def test_choice_effects(s):
    for source in ("treasury", "clay_pit"):
        for option, n in NOW[source].items():
            after = quiet(bld.resolve_choice, s, Pending("choose", 0, source=source), option)
            assert delta(s, after, 0) == {option: n}, source


def test_immediate_effects(s):
    def now(effect: str, state: State) -> State:
        return quiet(bld.immediate, state, 0, _building(now=effect))

    assert delta(s, now("take_debt", s), 0) == {"debts": NOW["take_debt"]["n"]}
    assert delta(s, now("draw_2", s), 0) == {"cards": NOW["draw_2"]["n"]}
    for effect in ("capture_1", "capture_2"):
        pend = now(effect, s).pending[-1]
        assert (pend.kind, pend.left) == ("free_capture", NOW[effect]["n"])
    chosen = quiet(bld.resolve_choice, s, Pending("choose", 0, source="capture_or_rescue"), "capture")
    assert chosen.pending[-1].left == NOW["capture_or_rescue"]["n"]
    indebted = set_player(s, 0, debts=2)
    church = quiet(bld.resolve_choice, now("destroy_debt", indebted), Pending("choose", 0, source="church"), "destroy")
    assert delta(indebted, church, 0) == {"debts": -NOW["destroy_debt"]["n"]}
    monument = now("monument", s)
    assert all(delta(s, monument, i) == {"virtue": NOW["monument"]["virtue"]} for i in range(3))
    rich = set_player(s, 0, virtue=9)
    x = NOW["palace"]
    assert delta(rich, now("palace", rich), 0) == {"gold": 9 // x["per"] * x["gold"]}
    x = NOW["watchtower"]
    jailed = set_player(set_player(s, 1, prison=x["prison"]), 2, prison=x["prison"] - 1)
    tower = now("watchtower", jailed)
    assert delta(jailed, tower, 1) == {"virtue": -x["virtue"]} and not delta(jailed, tower, 2)
    staff = set_player(s, 0, apprentices=(1, 2))
    assert now("graveyard", staff).pending[-1].kind == "drop_apprentice"
    dropped = quiet(appr.resolve_drop, now("graveyard", staff), Pending("drop_apprentice", 0, source="b42"), 1)
    assert len(staff.players[0].apprentices) - len(dropped.players[0].apprentices) == NOW["graveyard"]["n"]


def test_library(s):
    card = s.players[0].hand[0]
    x = NOW["library"]
    assert delta(s, quiet(bld.library_discard, s, 0, card), 0) == {"gold": x["gold"], "cards": -x["n"]}


# -- end-of-game building effects -----------------------------------------------------------------


def _end_state(s: State, effect: str, **fields: Any) -> State:
    return set_player(s, 0, built=(_building(end=effect), *fields.pop("built", ())), **fields)


#: effect -> (seat 0's fields, how many times the effect's number counts)
VP_CASES: dict[str, tuple[dict[str, Any], int]] = {
    "steeple": ({"cathedral": 2}, 1),
    "most_stone": ({"stone": 9}, 1),
    "most_wood": ({"wood": 9}, 1),
    "most_clay": ({"clay": 9}, 1),
    "most_silver": ({"silver": 90}, 1),
    "per_tiling": ({"apprentices": (2, 11, 13, 1)}, 3),
    "per_carpentry": ({"apprentices": (1, 4, 13, 2)}, 3),
    "per_masonry": ({"apprentices": (3, 7, 13, 1)}, 3),
    "no_debt": ({"debts": 0}, 1),
    "per_building": ({"built": tuple(PLAIN[:4])}, 5),
    "per_3_captured": ({"captured": (0, 4, 3)}, 7 // 3),
    "per_4_virtue": ({"virtue": 9}, 9 // 4),
    "per_paid_debt": ({"paid_debts": 3}, 3),
}
VIRTUE_CASES: dict[str, tuple[dict[str, Any], int]] = {
    "virtue_per_4_basic": ({"clay": 5, "wood": 6, "stone": 7}, 18 // 4),
    "virtue_per_2_gold": ({"gold": 5}, 5 // 2),
    "chapel": ({"cathedral": 2}, 1),
    "dungeon": ({}, -1),
    "virtue_per_2_marble": ({"marble": 5}, 5 // 2),
    "virtue_per_2_paid": ({"paid_debts": 5}, 5 // 2),
    "virtue_per_2_buildings": ({"built": tuple(PLAIN[:4])}, 5 // 2),
}


def test_end_effects_cover_the_table():
    assert VP_CASES.keys() | VIRTUE_CASES.keys() | {"fountain", "gamblers_den"} == END.keys()


@pytest.mark.parametrize("effect", sorted(VP_CASES))
def test_end_vp(s, effect):
    fields, times = VP_CASES[effect]
    if "per_4" in effect or "per_3" in effect:
        assert END[effect]["per"] == int(effect.split("_")[1])
    state = _end_state(s, effect, **fields)
    card = BUILDINGS[_building(end=effect)]
    printed = sum(BUILDINGS[c].vp for c in state.players[0].built)
    assert scoring.building_vp(state, 0) - printed == END[effect]["vp"] * times, card.name


@pytest.mark.parametrize("effect", sorted(VIRTUE_CASES))
def test_end_virtue(s, effect):
    fields, times = VIRTUE_CASES[effect]
    x = END[effect]
    state = _end_state(s, effect, **fields)
    if "per" in x:
        assert x["per"] == int(effect.split("_")[2])
    after = quiet(scoring.end_effects, state)
    assert after.players[0].virtue - state.players[0].virtue == x["virtue"] * times


def test_debt_effects(s):
    plain = set_player(s, 0, debts=3).players[0]
    usual = END["fountain"]["usual"]
    assert scoring.debt_vp(plain) == -usual * 3
    fountain = dataclasses.replace(plain, built=(_building(end="fountain"),))
    assert scoring.debt_vp(fountain) == -(usual - END["fountain"]["vp"]) * 3
    den = dataclasses.replace(plain, built=(_building(end="gamblers_den"),))
    assert scoring.debt_vp(den) == -(usual + END["gamblers_den"]["vp"]) * 3


# -- apprentice abilities -------------------------------------------------------------------------


def _goods(p, loc: str, mode: str = "") -> dict[str, int]:
    return dict(locs.simple_goods(p, loc, 2, mode))


def test_place_abilities(s):
    p = s.players[0]
    for ability, loc, mode in (
        ("jeweller", "silversmith", ""),
        ("miner", "mines", "clay"),
        ("miner", "mines", "gold"),
        ("stonecutter", "quarry", ""),
        ("woodcutter", "forest", ""),
    ):
        good, n = ABILITY[ability]
        q = dataclasses.replace(p, apprentices=(_apprentice(ability),))
        assert _goods(q, loc, mode)[good] - _goods(p, loc, mode).get(good, 0) == n, ability
    over = dataclasses.replace(p, apprentices=(_apprentice("overseer"),))
    assert locs.storehouse_actions(over, 2) - locs.storehouse_actions(p, 2) == ABILITY["overseer"][1]
    plot = dataclasses.replace(p, apprentices=(_apprentice("conspirator"),))
    assert locs.capture_cost(p, 1)[0] - locs.capture_cost(plot, 1)[0] == ABILITY["conspirator"][1]
    trick = set_player(s, 0, apprentices=(_apprentice("trickster"),))
    assert mkt.spot_cost(s, 0, 2) - mkt.spot_cost(trick, 0, 2) == ABILITY["trickster"][1]


def _apprentice_gain(ability: str, fn, s: State, **fields: Any) -> None:
    good, n = ABILITY[ability]
    key = {"worker": "supply"}.get(good, good)
    got = extra(fn, s, {"apprentices": (_apprentice(ability),)}, **fields)
    assert got.get(key) == n, (ability, got)


def test_abilities_on_actions(s):
    card = s.players[0].hand[0]
    cathedral = {"gold": 1, "hand": (card,)}
    for ability in ("acolyte_card", "acolyte_clay", "acolyte_silver"):
        _apprentice_gain(ability, lambda st: bld.advance_cathedral(st, 0, 0, card), s, **cathedral)
    for ability in ("collector_clay", "collector_stone", "collector_wood"):
        _apprentice_gain(ability, lambda st: locs.guard_action(st, 0, "pay_debt"), s, debts=1)
    _apprentice_gain("enforcer", lambda st: locs.guard_action(st, 0, "imprison"), s, captured=(0, 2, 0))
    for ability in ("swindler_clay", "swindler_stone", "swindler_wood"):
        _apprentice_gain(ability, lambda st: mkt.place_market(st, 0, "a"), s)
    taxed = dataclasses.replace(s, tax=5)
    _apprentice_gain("pickpocket", lambda st: locs.tax_stand(st, 0), taxed)
    _apprentice_gain("thief", lambda st: locs.tax_stand(st, 0), taxed)
    illusion = extra(lambda st: mkt.place_market(st, 0, "a"), s, {"apprentices": (_apprentice("illusionist"),)})
    assert illusion["virtue"] == RULES["market_virtue"]


def test_abilities_at_a_reset(s):
    _apprentice_gain("gatekeeper", mkt.reset, s, prison=3, supply=17)
    for ability in ("squire_gold", "squire_marble", "squire_virtue", "peddler"):
        _apprentice_gain(ability, mkt.reset, s)


# -- characters -----------------------------------------------------------------------------------


def test_characters(s):
    p = s.players[0]

    def who(ability: str) -> dict[str, Any]:
        return {"character": _character(ability)}

    loth = dataclasses.replace(p, character=_character("lothaire"), wood=5, stone=5)
    paid = bld.payment(loth, (("wood", 3), ("stone", 1)))
    assert paid is not None and sum(v for _, v in paid) == 4 - CHARACTER["lothaire"]["n"]
    hugo = dataclasses.replace(p, character=_character("hugo"))
    assert p.silver - quiet(take_debts, hugo, 1, 0).silver == CHARACTER["hugo"]["silver"]
    ada = dataclasses.replace(p, character=_character("ada"))
    assert tax_due(p, 2) - tax_due(ada, 2) == CHARACTER["ada"]["tax"]
    rudolf = dataclasses.replace(p, character=_character("rudolf"))
    assert appr.hire_cost(p) - appr.hire_cost(rudolf) == CHARACTER["rudolf"]["silver"]
    assert appr.apprentice_limit(rudolf) == CHARACTER["rudolf"]["limit"]
    assert extra(lambda st: mkt.place_market(st, 0, "a"), s, who("caroline")) == {"cards": 1}
    assert CHARACTER["caroline"]["cards"] == 1
    card = _building(now="gain")
    build = extra(lambda st: bld.construct(st, 0, card), s, who("clovis"), hand=(card,), clay=9, wood=9, stone=9)
    assert build == {"cards": CHARACTER["clovis"]["cards"]}
    fara = extra(mkt.reset, s, who("fara"), prison=2, supply=18)
    assert fara["supply"] == CHARACTER["fara"]["n"]
    bertha = extra(lambda st: locs.guard_action(st, 0, "imprison"), s, who("bertha"), captured=(0, 2, 0))
    assert bertha == {"silver": CHARACTER["bertha"]["silver"]}


# -- places and upkeep ----------------------------------------------------------------------------


def test_rules(s):
    plans = rules.PLACES["workshop:plans"]
    for before in range(5):
        at = list(s.at)
        at[LOC_INDEX["workshop"]] = (before, 0, 0)
        state = dataclasses.replace(s, at=tuple(at))
        got = delta(state, quiet(rules.place, state, 0, plans), 0)
        assert got["cards"] == plans_cards(before + 1)
    taxed = dataclasses.replace(s, tax=5)
    assert delta(taxed, quiet(locs.tax_stand, taxed, 0), 0) == {"silver": 5, "virtue": -RULES["tax_stand_virtue"]}
    market = delta(s, quiet(mkt.place_market, s, 0, "b_hire"), 0)
    assert market["virtue"] == -RULES["market_virtue"]
    held = set_player(s, 0, captured=(0, 3, 0))
    assert delta(held, quiet(locs.guard_action, held, 0, "imprison"), 0) == {"silver": 3 * RULES["imprison_silver"]}
    caught = set_player(set_player(s, 1, captured=(2, 0, 0)), 0, supply=18)
    rescue = delta(caught, quiet(locs.guard_action, caught, 0, "rescue_debt"), 0)
    assert rescue == {"debts": RULES["rescue_debts"], "virtue": -RULES["rescue_virtue"], "supply": 2}
    owing = set_player(s, 0, debts=1)
    paid = delta(owing, quiet(locs.guard_action, owing, 0, "pay_debt"), 0)
    assert paid["virtue"] == RULES["pay_debt_virtue"]
    assert paid["silver"] == -(locs.DEBT_SILVER + tax_due(owing.players[0], locs.DEBT_TAX))


def test_reset_and_end_rules(s):
    jailed = set_player(set_player(s, 0, prison=RULES["reset_prison"], supply=17), 1, prison=2, supply=18)
    after = quiet(mkt.reset, jailed)
    assert delta(jailed, after, 0) == {"virtue": -RULES["reset_virtue"], "debts": RULES["reset_debts"]}
    assert not delta(jailed, after, 1)
    card = s.players[0].hand[0]
    empty = set_player(dataclasses.replace(s, reward_pile=()), 0, gold=1)
    assert delta(empty, quiet(bld.advance_cathedral, empty, 0, 0, card), 0) == {
        "gold": -1,
        "cards": -1,
        "virtue": RULES["cathedral_virtue"],
    }
    prisoners = set_player(s, 0, prison=5)
    prison = dict(scoring.breakdown(prisoners, 0))["prison"]
    assert prison == -(5 // RULES["prison_per"]) * RULES["prison_vp"]
    rich = set_player(s, 0, silver=37)
    assert dict(scoring.breakdown(rich, 0))["silver"] == 37 // RULES["silver_per"] * RULES["silver_vp"]
