"""Seed 'Guildhall': all 43 buildings (40 base + 3 promo), their immediate and end-game effects."""

from __future__ import annotations

import pytest
from architects_scenarios import GAME, RICH, check_invariants, ignore, kind, legal, play, set_at, set_player, turn_of

from engine.architects.content import BUILDINGS
from engine.architects.moves import Build, Capture, Choose, Discard, Done, DropApprentice, Hire, Place
from engine.architects.scoring import building_vp, end_effects
from engine.architects.state import State

LABOURER = 13


def build(card: int, n: int = 3, **changes: object) -> tuple[State, int]:
    fields = {**RICH, "hand": (card,), "apprentices": (LABOURER,), "virtue": 7, **changes}
    s, seat = turn_of(n=n, **fields)
    s = GAME.apply(s, Place("guildhall"))
    assert kind(s) == "guildhall"
    s = GAME.apply(s, Build(card))
    return s, seat


@pytest.mark.parametrize("card", sorted(BUILDINGS))
def test_every_building_pays_cost_needs_skills_shows_vp_and_changes_virtue(card: int) -> None:
    b = BUILDINGS[card]
    s, seat = build(card)
    p = s.players[seat]
    assert card in p.built and card not in p.hand
    cost = dict(b.cost)
    gains = dict(b.gain)
    for res in ("clay", "wood", "stone", "gold", "marble"):
        if b.now == "gain" or res not in gains:
            assert getattr(p, res) == RICH[res] - cost.get(res, 0) + gains.get(res, 0) or b.now != "gain"
    expected_virtue = 7 + b.virtue + (1 if b.now == "monument" else 0)
    assert p.virtue == expected_virtue
    assert building_vp(s, seat) >= b.vp or b.end in ("most_stone", "most_wood", "most_clay", "most_silver")
    check_invariants(s, cards=False)


@pytest.mark.parametrize("card", [c for c in sorted(BUILDINGS) if BUILDINGS[c].skills])
def test_building_needs_apprentice_skills(card: int) -> None:
    s, _ = turn_of(**RICH, hand=(card,), apprentices=(), virtue=2)
    assert Place("guildhall") not in legal(s)
    assert not any(isinstance(m, Build) for m in legal(s))


def test_skills_may_come_from_several_apprentices() -> None:
    # University needs C+T+M: Acolytes 1 (C), 2 (T), 3 (M)
    s, seat = turn_of(**RICH, hand=(9,), apprentices=(1, 2, 3), virtue=2)
    s = play(s, Place("guildhall"))
    assert 9 in s.players[seat].built


def test_cannot_build_without_resources() -> None:
    s, _ = turn_of(hand=(1,), clay=3, wood=2, virtue=2)
    assert Place("guildhall") not in legal(s)


@pytest.mark.parametrize(("card", "res", "amount"), [(1, "stone", 4), (11, "clay", 4), (33, "wood", 4)])
def test_resource_buildings(card: int, res: str, amount: int) -> None:
    s, seat = build(card, **{res: 10})
    cost = dict(BUILDINGS[card].cost).get(res, 0)
    assert getattr(s.players[seat], res) == 10 - cost + amount


def test_thieves_den_4_silver_factory_2_marble() -> None:
    s, seat = build(5)
    assert s.players[seat].silver == 34 and s.players[seat].virtue == 5
    s, seat = build(25)
    assert s.players[seat].marble == 22


def test_tavern_hires_any_apprentice_free() -> None:
    s, seat = build(4)
    assert kind(s) == "hire" and GAME.current_player(s) == seat
    card = s.display[7]
    s = GAME.apply(s, Hire(7))
    assert card in s.players[seat].apprentices and s.players[seat].silver == 30


@pytest.mark.parametrize(
    ("card", "option", "res", "delta"),
    [
        (8, "gold", "gold", 1),
        (8, "silver", "silver", 3),
        (22, "gold", "gold", 1),
        (22, "marble", "marble", 1),
    ],
)
def test_treasury_and_clay_pit_choices(card: int, option: str, res: str, delta: int) -> None:
    s, seat = build(card)
    before = getattr(s.players[seat], res)
    s = GAME.apply(s, Choose(option))
    assert getattr(s.players[seat], res) == before + delta


def test_watchtower_everyone_with_3_in_prison_loses_1_virtue_builder_included() -> None:
    s, seat = turn_of(**RICH, hand=(10,), apprentices=(LABOURER,), virtue=7, prison=3, supply=17)
    o = (seat + 1) % 3
    s = set_player(s, o, prison=4, supply=16)
    s = play(s, Place("guildhall"), Build(10))
    assert s.players[seat].virtue == 5 and s.players[o].virtue == 6
    assert s.players[(seat + 2) % 3].virtue == 7


def test_armoury_one_free_capture_any_large_location_ignoring_limits() -> None:
    s, seat = turn_of(n=4, **RICH, hand=(14,), apprentices=(LABOURER,), virtue=7)
    o = (seat + 1) % 4
    s = set_at(s, "forest", o, 2)
    s = play(s, Place("guildhall"), Build(14))
    assert kind(s) == "free_capture"
    silver = s.players[seat].silver
    s = GAME.apply(s, Capture("forest", o))
    assert s.players[seat].captured[o] == 2 and s.players[seat].silver == silver
    check_invariants(s, cards=False)


def test_fortress_two_free_captures() -> None:
    s, seat = turn_of(n=4, **RICH, hand=(26,), apprentices=(LABOURER,), virtue=7)
    o = (seat + 1) % 4
    s = set_at(s, "forest", o, 2)
    s = set_at(s, "quarry", o, 1)
    s = play(s, Place("guildhall"), Build(26), Capture("forest", o), Capture("quarry", o))
    assert s.players[seat].captured[o] == 3 and s.players[seat].virtue == 5


def test_barracks_capture_or_free_own_workers_from_other_boards() -> None:
    s, seat = turn_of(**RICH, hand=(15,), apprentices=(LABOURER,), virtue=7, supply=17)
    o = (seat + 1) % 3
    cap = [0, 0, 0]
    cap[seat] = 3
    s = set_player(s, o, captured=tuple(cap))
    s = set_at(s, "forest", o, 1)
    s = play(s, Place("guildhall"), Build(15))
    assert set(legal(s)) == {Choose("capture"), Choose("rescue")}
    s2 = GAME.apply(s, Choose("rescue"))
    assert s2.players[o].captured[seat] == 0
    s3 = play(s, Choose("capture"), Capture("forest", o))
    assert s3.players[seat].captured[o] == 1


def test_betting_house_takes_a_debt() -> None:
    s, seat = build(16)
    assert s.players[seat].debts == 1 and s.players[seat].virtue == 6


def test_church_may_destroy_one_unpaid_debt() -> None:
    s, seat = build(20, debts=2)
    assert set(legal(s)) == {Choose("destroy"), Choose("keep")}
    s1 = GAME.apply(s, Choose("destroy"))
    assert s1.players[seat].debts == 1 and s1.players[seat].paid_debts == 0
    s2 = GAME.apply(s, Choose("keep"))
    assert s2.players[seat].debts == 2


def test_drafting_room_draws_2() -> None:
    s, seat = build(23)
    assert len(s.players[seat].hand) == 2


def test_hideout_frees_own_workers_from_prison() -> None:
    s, seat = build(29, prison=4, supply=16)
    assert s.players[seat].prison == 0 and s.players[seat].supply == 19


def test_library_may_discard_a_card_for_2_gold() -> None:
    s, seat = turn_of(**RICH, hand=(31, 1), apprentices=(LABOURER,), virtue=7)
    s = play(s, Place("guildhall"), Build(31))
    assert kind(s) == "library"
    s1 = GAME.apply(s, Discard(1))
    assert s1.players[seat].gold == 22 and s1.players[seat].hand == ()
    s2 = GAME.apply(s, Done())
    assert s2.players[seat].gold == 20 and s2.players[seat].hand == (1,)


def test_monument_builder_plus_2_everyone_else_plus_1() -> None:
    s, seat = build(36)
    assert [p.virtue for i, p in enumerate(s.players) if i != seat] == [8, 8]
    assert s.players[seat].virtue == 9


def test_palace_gold_per_4_virtue() -> None:
    s, seat = build(38, virtue=9)
    assert s.players[seat].gold == 20 - 0 + 2


def test_crane_promo_builds_again_with_another_worker() -> None:
    s, seat = turn_of(**RICH, hand=(41, 1), apprentices=(LABOURER,), virtue=7)
    s = play(s, Place("guildhall"), Build(41))
    assert kind(s) == "crane"
    s = GAME.apply(s, Build(1))
    p = s.players[seat]
    assert set(p.built) == {41, 1} and p.guildhall == 2 and s.guildhall == 2
    check_invariants(s, cards=False)


def test_graveyard_promo_discards_an_apprentice() -> None:
    s, seat = build(42, apprentices=(LABOURER, 11))
    assert kind(s) == "drop_apprentice"
    s = GAME.apply(s, DropApprentice(11))
    assert s.players[seat].apprentices == (LABOURER,)


def _end(card: int, **changes: object) -> tuple[State, int]:
    s, seat = turn_of(built=(card,), **changes)
    return s, seat


@pytest.mark.parametrize(("card", "attr"), [(3, "stone"), (12, "wood"), (21, "clay"), (40, "silver")])
def test_markets_plus_2_vp_if_strictly_most(card: int, attr: str) -> None:
    s, seat = _end(card, **{attr: 50})
    assert building_vp(s, seat) == BUILDINGS[card].vp + 2
    s = set_player(s, (seat + 1) % 3, **{attr: 50})
    assert building_vp(s, seat) == BUILDINGS[card].vp


def test_steeple_and_chapel_strictly_furthest_on_cathedral() -> None:
    s, seat = _end(2, cathedral=2)
    assert building_vp(s, seat) == 6
    s, seat = _end(19, cathedral=2, virtue=7)
    assert end_effects(s, ignore).players[seat].virtue == 9
    s = set_player(s, (seat + 1) % 3, cathedral=2)
    assert end_effects(s, ignore).players[seat].virtue == 7


@pytest.mark.parametrize(("card", "apps", "extra"), [(6, (2, 11, 13), 3), (17, (1, 4, 14), 2), (34, (3, 7, 14), 2)])
def test_huts_plus_1_per_apprentice_with_skill(card: int, apps: tuple[int, ...], extra: int) -> None:
    s, seat = _end(card, apprentices=apps)
    assert building_vp(s, seat) == BUILDINGS[card].vp + extra


def test_university_plus_2_without_unpaid_debt() -> None:
    s, seat = _end(9)
    assert building_vp(s, seat) == 13
    s = set_player(s, seat, debts=1)
    assert building_vp(s, seat) == 11


def test_aqueduct_per_building_including_itself() -> None:
    s, seat = turn_of(built=(13, 1, 11))
    assert building_vp(s, seat) == 3 + 3 + 3 + 3


def test_keep_per_3_captured_lighthouse_per_4_virtue_moneylender_per_paid_debt() -> None:
    s, seat = _end(30, captured=(0, 0, 0))
    o = (seat + 1) % 3
    cap = [0, 0, 0]
    cap[o] = 7
    s = set_player(s, seat, captured=tuple(cap))
    assert building_vp(s, seat) == 12 + 2
    s, seat = _end(32, virtue=9)
    assert building_vp(s, seat) == 6 + 2
    s, seat = _end(35, paid_debts=3)
    assert building_vp(s, seat) == 5 + 3


@pytest.mark.parametrize(
    ("card", "changes", "virtue"),
    [
        (7, {"clay": 3, "wood": 3, "stone": 3}, 9),
        (18, {"gold": 5}, 9),
        (24, {}, 5),
        (37, {"marble": 4}, 9),
        (39, {"paid_debts": 5}, 9),
        (43, {}, 7),
    ],
)
def test_end_game_virtue_buildings(card: int, changes: dict[str, int], virtue: int) -> None:
    s, seat = _end(card, **changes)
    assert end_effects(s, ignore).players[seat].virtue == virtue


def test_museum_virtue_per_2_buildings() -> None:
    s, seat = turn_of(built=(43, 1, 11, 33))
    assert end_effects(s, ignore).players[seat].virtue == 9


def test_fountain_and_gamblers_den_change_debt_penalty() -> None:
    from engine.architects.scoring import breakdown

    s, seat = turn_of(built=(27,), debts=3)
    assert dict(breakdown(s, seat))["debts"] == -3
    s, seat = turn_of(built=(28,), debts=3)
    assert dict(breakdown(s, seat))["debts"] == -9
    s, seat = turn_of(built=(27, 28), debts=3)
    assert dict(breakdown(s, seat))["debts"] == -6
