"""The 24 advanced buildings: visitor action and owner benefit, accumulation, the copy building, the
Palace and its Ambassador, the quest garden and the building-counting house."""

from __future__ import annotations

import dataclasses

import pytest
from waterdeep_scenarios import (
    C,
    G,
    agents,
    building_where,
    cheap_quest,
    clean,
    complete_step,
    find_moves,
    idle,
    intrigue_where,
    legal,
    occupy,
    pending,
    play,
    put_building,
    res,
    set_hall,
    set_inn,
    set_intrigue,
    set_quests,
    with_player,
    with_state,
)

from engine.waterdeep.moves import (
    Answer,
    ChooseBuilding,
    ChooseSpace,
    CompleteQuest,
    EndTurn,
    PickCube,
    Place,
    TakeQuest,
)
from engine.waterdeep.state import Lot, Occ

B = {
    "caravan": building_where(stock=res(f=2)),
    "dragon": building_where(action__gain=res(w=1), action__intrigue=1),
    "fetlock": building_where(action__gain=res(f=2, w=1)),
    "horn": building_where(stock=res(g=4)),
    "helmstar": building_where(action__gain=res(r=2, g=2)),
    "garden": building_where(action__special="garden_quest"),
    "spirits": building_where(action__gain=res(f=1), action__pick="cfrw"),
    "heroes": building_where(action__gain=res(c=1, f=2)),
    "moon": building_where(action__gain=res(c=1), action__quest=1),
    "wonder": building_where(action__pay_gold=2, action__pick="cw"),
    "jesters": building_where(stock=res(r=2)),
    "olamn": building_where(action__gain=res(r=2, w=1)),
    "northgate": building_where(action__gain=res(g=2), action__pick="cfrw"),
    "palace": building_where(action__special="palace"),
    "skulkway": building_where(action__gain=res(f=1, r=1, g=2)),
    "smuggler": building_where(action__pay_gold=2, action__pick="fr"),
    "spires": building_where(stock=res(c=1)),
    "stone": building_where(action__special="count_buildings"),
    "pearls": building_where(action__pay_any=2),
    "luck": building_where(action__gain=res(c=1, r=2)),
    "order": building_where(stock=res(w=1)),
    "waymoot": building_where(stock_vp=3),
    "portal": building_where(action__pick="cfrw", action__pick_n=2),
    "zoarstar": building_where(action__special="copy_occupied"),
}


def test_all_24_buildings_found():
    assert len(set(B.values())) == 24 == len(C.buildings)


# (building, visitor's starting res, moves after Place, visitor's res, owner's res, owner's VP, owner IC)
SIMPLE = [
    ("caravan", res(), [], res(f=2), res(f=1), 0, 0),
    ("dragon", res(), [], res(w=1), res(), 0, 1),
    ("fetlock", res(), [PickCube("w")], res(f=2, w=1), res(w=1), 0, 0),
    ("fetlock", res(), [PickCube("f")], res(f=2, w=1), res(f=1), 0, 0),
    ("horn", res(), [], res(g=4), res(g=2), 0, 0),
    ("helmstar", res(), [], res(r=2, g=2), res(r=1), 0, 0),
    ("spirits", res(), [PickCube("w"), PickCube("c")][:1], res(f=1, w=1), res(f=1), 0, 0),
    ("heroes", res(), [PickCube("c")], res(c=1, f=2), res(c=1), 0, 0),
    ("heroes", res(), [PickCube("f")], res(c=1, f=2), res(f=1), 0, 0),
    ("wonder", res(g=3), [PickCube("c"), PickCube("w")], res(c=1, w=1, g=1), res(g=2), 0, 0),
    ("wonder", res(g=2), [PickCube("w"), PickCube("w")], res(w=2), res(g=2), 0, 0),
    ("jesters", res(), [], res(r=2), res(r=1), 0, 0),
    ("olamn", res(), [PickCube("r")], res(r=2, w=1), res(r=1), 0, 0),
    ("olamn", res(), [PickCube("w")], res(r=2, w=1), res(w=1), 0, 0),
    ("northgate", res(), [PickCube("r")], res(r=1, g=2), res(), 2, 0),
    ("skulkway", res(), [PickCube("r")], res(f=1, r=1, g=2), res(r=1), 0, 0),
    ("skulkway", res(), [PickCube("f")], res(f=1, r=1, g=2), res(f=1), 0, 0),
    (
        "smuggler",
        res(g=2),
        [PickCube("f"), PickCube("r"), PickCube("r"), PickCube("r")],
        res(f=1, r=3),
        res(g=2),
        0,
        0,
    ),
    ("spires", res(), [], res(c=1), res(), 2, 0),
    (
        "pearls",
        res(c=2, f=2),
        [PickCube("c"), PickCube("f"), PickCube("w"), PickCube("w"), PickCube("r")],
        res(c=1, f=1, r=1, w=2),
        res(g=2),
        0,
        0,
    ),
    ("luck", res(), [PickCube("c")], res(c=1, r=2), res(c=1), 0, 0),
    ("luck", res(), [PickCube("r")], res(c=1, r=2), res(r=1), 0, 0),
    ("order", res(), [], res(w=1), res(), 0, 1),
    ("portal", res(), [PickCube("c"), PickCube("w"), PickCube("f")], res(c=1, w=1), res(f=1), 0, 0),
]


@pytest.mark.parametrize(
    ("name", "start", "moves", "visitor", "owner", "owner_vp", "owner_ic"),
    SIMPLE,
    ids=[f"{row[0]}-{i}" for i, row in enumerate(SIMPLE)],
)
def test_building_action_and_owner_benefit(name, start, moves, visitor, owner, owner_vp, owner_ic):
    """Advanced buildings (sheet §5): the visitor takes the action, then (default 19) the owner gains the
    owner benefit and chooses any "or"."""
    b = B[name]
    s = put_building(clean(), b, owner=1)
    s = with_player(s, 0, res=start)
    s = play(s, Place(b), *moves)
    assert s.players[0].res == visitor
    assert s.players[1].res == owner
    assert s.players[1].vp == owner_vp
    assert len(s.players[1].intrigue) == owner_ic
    assert s.players[0].vp == 0
    assert len(s.players[0].intrigue) == (1 if name in ("dragon",) else 0)


def test_house_of_good_spirits_any_cube():
    """House of Good Spirits analogue: 1 F + 1 adventurer of any type."""
    b = B["spirits"]
    s = put_building(clean(), b, owner=1)
    s = play(s, Place(b))
    assert set(find_moves(s, PickCube)) == {PickCube(k) for k in "cfrw"}
    s = play(s, PickCube("c"))
    assert s.players[0].res == res(f=1, c=1)


def test_house_of_the_moon_cleric_and_face_up_quest():
    """House of the Moon analogue: 1 C + take 1 face-up quest; owner 2 G."""
    b = B["moon"]
    s = put_building(clean(), b, owner=1)
    q = s.inn[3]
    s = play(s, Place(b), TakeQuest(q))
    assert s.players[0].res == res(c=1)
    assert s.players[0].quests == (q,)
    assert len(s.inn) == 4
    assert s.players[1].res == res(g=2)


@pytest.mark.parametrize("name", ["caravan", "horn", "jesters", "spires", "order"])
def test_accumulating_building_takes_all_stock(name):
    """'When Purchased and at Start of Round' buildings: take all that is on the space; it is then empty."""
    b = B[name]
    stock = C.buildings[b].stock
    big = dataclasses.replace(stock, **{k: 3 * stock.get(k) for k in "cfrwg"})
    s = put_building(clean(), b, owner=0, stock=big)
    s = play(s, Place(b))
    assert s.players[0].res == big
    assert s.lots[0] == Lot(b, 0, res(), 0)


def test_waymoot_takes_vp_tokens_and_a_quest():
    """The Waymoot analogue: take and score all VP tokens on the space and take 1 face-up quest; +3 VP tokens
    when purchased and at the start of each round; owner 2 VP."""
    b = B["waymoot"]
    s = put_building(clean(), b, owner=1, vp=6)
    q = s.inn[0]
    s = play(s, Place(b), TakeQuest(q))
    assert s.players[0].vp == 6
    assert s.players[0].quests == (q,)
    assert s.players[1].vp == 2
    assert s.lots[0].vp == 0


def test_waymoot_stocked_with_three_vp_when_bought_and_each_round():
    """+3 VP tokens when purchased and at the start of each round."""
    b = B["waymoot"]
    s = set_hall(clean(), b, B["dragon"], B["helmstar"])
    s = idle(s, 1, 2)
    s = agents(s, 0, 2)
    s = with_player(s, 0, res=res(g=4))
    s = play(s, Place("builders"), ChooseBuilding(b))
    assert s.lots == (Lot(b, 0, res(), 3),)
    s = play(s, EndTurn(), Place("shop"), EndTurn())
    assert s.round == 2
    assert s.lots == (Lot(b, 0, res(), 6),)


def test_house_of_wonder_needs_two_gold():
    """Default 11: House of Wonder and Smuggler's Dock need 2 Gold."""
    s = put_building(clean(), B["wonder"], owner=1)
    s = put_building(s, B["smuggler"], owner=1)
    s = with_player(s, 0, res=res(g=1, c=5))
    assert not {Place(B["wonder"]), Place(B["smuggler"])} & legal(s)
    s = with_player(s, 0, res=res(g=2))
    assert {Place(B["wonder"]), Place(B["smuggler"])} <= legal(s)


def test_three_pearls_needs_two_adventurers():
    """Default 11: Three Pearls needs 2 adventurers."""
    s = put_building(clean(), B["pearls"], owner=1)
    s = with_player(s, 0, res=res(c=1, g=9))
    assert Place(B["pearls"]) not in legal(s)
    s = with_player(s, 0, res=res(c=1, r=1))
    assert Place(B["pearls"]) in legal(s)


# -- the Stone House analogue (default 9) ----------------------------------------------------------------


def test_stone_house_one_gold_per_advanced_building_on_a_lot():
    """Default 9: 1 Gold per advanced building tile on a lot, whoever owns it and however it entered play
    (itself included; basic buildings and Builder's Hall tiles do not count)."""
    s = put_building(clean(), B["stone"], owner=1)
    s = put_building(s, B["helmstar"], owner=0)
    s = put_building(s, B["dragon"], owner=2)
    s = put_building(s, B["caravan"], owner=1)
    s = play(s, Place(B["stone"]))
    assert s.players[0].res == res(g=4)
    assert s.players[1].res == res(g=2)


# -- Heroes' Garden analogue (default 7) ---------------------------------------------------------------


def _garden_state(extra_quests=()):
    q = cheap_quest(type="warfare")
    s = put_building(clean(), B["garden"], owner=1)
    s = set_inn(s, q, *[x for x in s.inn if x != q][:3])
    s = set_quests(s, 0, *extra_quests)
    s = with_player(s, 0, res=res(c=9, f=9, r=9, w=9, g=20))
    return s, q


def test_garden_completes_taken_quest_for_four_more_vp_and_uses_the_turns_quest():
    """Heroes' Garden analogue: take 1 face-up quest; you may complete it immediately for its reward +4 VP.
    Default 7: this counts as the turn's one quest completion."""
    other = cheap_quest(type="arcana")
    s, q = _garden_state([other])
    s = play(s, Place(B["garden"]), TakeQuest(q))
    assert pending(s)[0] == "heroes"
    s = play(s, Answer(True))
    p = s.players[0]
    assert p.completed == (q,)
    assert p.vp == C.quests[q].reward.vp + 4
    assert s.players[1].vp == 2
    assert not find_moves(s, CompleteQuest)
    assert p.quests == (other,)


def test_garden_declined_quest_completes_later_without_bonus():
    """(no bonus if completed later)"""
    s, q = _garden_state()
    s = play(s, Place(B["garden"]), TakeQuest(q), Answer(False))
    assert CompleteQuest(q) in legal(s)
    s = play(s, CompleteQuest(q))
    assert s.players[0].vp == C.quests[q].reward.vp


def test_garden_blocked_by_mandatory_quest():
    """With an uncompleted mandatory quest, you cannot complete the quest picked at Heroes' Garden."""
    s, q = _garden_state()
    s = set_intrigue(s, 0, mandatory=["intrigue.mandatory.calm-the-bread-riot"])
    s = with_player(s, 0, res=res(f=9, w=9, g=20))  # cannot pay the mandatory quest (no cleric)
    s = play(s, Place(B["garden"]), TakeQuest(q))
    assert pending(s)[0] != "heroes"
    assert s.players[0].quests == (q,)
    assert s.players[0].completed == ()


# -- The Zoarstar analogue (default 8) -------------------------------------------------------------------


def _zoar():
    s = clean()
    s = put_building(s, B["zoarstar"], owner=1)
    s = put_building(s, B["helmstar"], owner=2)
    return s


def test_copy_building_takes_opponents_space_action_with_owner_cascade():
    """The Zoarstar analogue: pick a space that holds an opponent's agent and take that space's action.
    Default 8: the owner of the copied building gets the owner benefit unless the copier owns it."""
    s = occupy(_zoar(), B["helmstar"], 1)
    s = occupy(s, "shop", 2)
    s = occupy(s, "tower", 0)
    s = play(s, Place(B["zoarstar"]))
    assert set(find_moves(s, ChooseSpace)) == {ChooseSpace(B["helmstar"]), ChooseSpace("shop")}
    s = play(s, ChooseSpace(B["helmstar"]))
    assert s.players[0].res == res(r=2, g=2)
    assert s.players[2].res == res(r=1)  # owner of the copied building
    assert s.players[1].vp == 2  # owner of the copy building
    assert s.players[1].res == res()


def test_copy_building_no_owner_benefit_when_copier_owns_copied_building():
    """Default 8: ... unless the copier owns it."""
    s = clean()
    s = put_building(s, B["zoarstar"], owner=1)
    s = put_building(s, B["helmstar"], owner=0)
    s = occupy(s, B["helmstar"], 2)
    s = play(s, Place(B["zoarstar"]))  # the only target is chosen for us
    assert s.players[0].res == res(r=2, g=2)
    assert s.players[1].vp == 2
    assert s.players[2].res == res()
    assert s.players[0].vp == 0


def test_copy_building_needs_a_legal_target():
    """Default 11: Zoarstar needs a space holding an opponent's agent whose action would be legal for you."""
    s = _zoar()
    s = occupy(s, "shop", 0)
    assert Place(B["zoarstar"]) not in legal(s)  # only your own agent
    s = put_building(s, B["wonder"], owner=2)
    s = occupy(s, B["wonder"], 1)
    assert Place(B["zoarstar"]) not in legal(s)  # seat 0 cannot pay 2 G
    s = with_player(s, 0, res=res(g=2))
    assert Place(B["zoarstar"]) in legal(s)


def test_copy_building_copies_a_harbor_space_and_is_reassigned_after_it():
    """Rules §4.1: an agent on The Zoarstar copying a Harbor space is reassigned right after the opponent's
    agent on that same space."""
    skirmish = intrigue_where(effect="attack_return", cube="f")
    s = clean()
    s = put_building(s, B["zoarstar"], owner=0)
    s = occupy(s, "harbor2", 1)
    s = occupy(s, "harbor1", 2)
    s = agents(s, 1, 0)
    s = agents(s, 2, 0)
    s = agents(s, 0, 1)
    s = set_intrigue(s, 0, skirmish)
    s = play(s, Place(B["zoarstar"]), ChooseSpace("harbor2"))
    assert s.players[0].intrigue == ()
    assert s.players[0].res == res(f=2)
    s = play(s, EndTurn())
    assert pending(s) == ("place", 2, "reassign")
    s = play(s, Place("tower"), EndTurn())
    assert pending(s) == ("place", 1, "reassign")
    s = play(s, Place("plinth"), EndTurn())
    assert pending(s) == ("place", 0, "reassign")
    s = play(s, Place("shop"), EndTurn())
    assert s.players[0].res == res(f=2, g=4)
    assert s.round == 2


# -- the Palace of Waterdeep and the Ambassador (defaults 14, 15) --------------------------------------------


def _palace(first=1):
    s = clean()
    s = put_building(s, B["palace"], owner=1)
    s = put_building(s, B["helmstar"], owner=2)
    s = with_state(s, first=first)
    return s


def _end_round(s, seat=0):
    """Every agent still in a pool is put on a free space (no action); `seat` ends its turn; the round ends."""
    spaces = ["tavern", "field", "plinth", "inn1", "inn2", "inn3", "castle", "builders", "tower"]
    spaces += [lot.building for lot in s.lots]
    free = [x for x in spaces if all(o.space != x for o in s.occ)]
    for i in range(len(s.players)):
        for _ in range(s.players[i].pool):
            s = occupy(s, free.pop(0), i)
    return play(complete_step(s, seat), EndTurn())


def test_palace_gives_the_ambassador_and_owner_two_vp():
    """The Palace of Waterdeep analogue: take the Ambassador; owner 2 VP (default 15: held, unusable that
    round)."""
    s = play(_palace(), Place(B["palace"]))
    assert s.amb_holder == 0
    assert s.players[1].vp == 2
    assert not [m for m in G.legal_moves(s) if getattr(m, "piece", "") == "ambassador"]


def test_ambassador_placed_first_next_round_with_owner_benefit():
    """Default 15: as the last start-of-round step of the next round its controller places it (not a turn:
    the first player still begins the round), resolves the action, then may complete 1 quest. Default 14:
    on a building someone else owns, that owner gets the owner benefit."""
    s = play(_palace(first=1), Place(B["palace"]))
    s = _end_round(s)
    assert s.round == 2
    assert pending(s) == ("place", 0, "amb")
    assert all(m.piece == "ambassador" for m in find_moves(s, Place))
    s = play(s, Place(B["helmstar"], "ambassador"))
    assert s.amb_holder == -1
    assert Occ(B["helmstar"], 0, "ambassador") in s.occ
    assert s.players[0].res == res(r=2, g=2)
    assert s.players[2].res == res(r=1)
    s = play(s, EndTurn())
    assert pending(s) == ("place", 1, "turn")
    assert Place(B["helmstar"]) not in legal(s)


def test_ambassador_on_own_building_gives_nobody_owner_benefit():
    """Default 14: on the controller's own building nobody gets the owner benefit."""
    s = _palace(first=1)
    s = put_building(s, B["dragon"], owner=0)
    s = play(s, Place(B["palace"]))
    s = _end_round(s)
    s = play(s, Place(B["dragon"], "ambassador"))
    assert s.players[0].res == res(w=1)
    assert len(s.players[0].intrigue) == 1
    assert all(len(p.intrigue) == 0 for p in s.players[1:])


def test_ambassador_returns_at_end_of_round():
    """The Ambassador (if in play) also returns -- it is available again at the Palace of Waterdeep next
    round."""
    s = play(_palace(first=1), Place(B["palace"]))
    s = _end_round(s)
    s = play(s, Place("shop", "ambassador"), EndTurn())
    assert s.players[0].res == res(g=4)
    s = _end_round(s, seat=1)
    assert s.round == 3
    assert not [o for o in s.occ if o.piece == "ambassador"]
    assert s.amb_holder == -1
    assert pending(s)[2] != "amb"


def test_palace_takes_a_placed_ambassador_from_its_space():
    """Rules §11.3: if the Ambassador is already on a space when someone else uses the Palace, they take it
    from that space, and the space becomes free."""
    s = _palace(first=1)
    s = with_state(s, occ=(*s.occ, Occ("shop", 2, "ambassador")))
    s = play(s, Place(B["palace"]))
    assert s.amb_holder == 0
    assert not [o for o in s.occ if o.piece == "ambassador"]
    s = play(s, EndTurn())
    assert Place("shop") in legal(s)


def test_palace_while_ambassador_is_held_gives_nothing_but_stays_legal():
    """Default 11: a space that merely gives nothing (the Palace while someone else holds the Ambassador)
    stays legal; the owner still scores 2 VP (rules §11.3)."""
    s = with_state(_palace(), amb_holder=2)
    assert Place(B["palace"]) in legal(s)
    s = play(s, Place(B["palace"]))
    assert s.amb_holder == 2
    assert s.players[1].vp == 2


def test_ambassador_in_harbor_plays_intrigue_and_is_not_reassigned():
    """Default 15: in the Harbor it plays an intrigue card and is not reassigned."""
    skirmish = intrigue_where(effect="attack_return", cube="f")
    s = play(_palace(first=1), Place(B["palace"]))
    s = set_intrigue(s, 0, skirmish)
    s = _end_round(s)
    s = play(s, Place("harbor1", "ambassador"), EndTurn())
    assert s.players[0].res == res(f=2)
    assert s.players[0].intrigue == ()
    assert Occ("harbor1", 0, "ambassador") in s.occ
    # every other agent is placed: the Harbor phase has nothing to reassign and the round ends
    s = _end_round(s, seat=1)
    assert s.round == 3
    assert s.players[0].res == res(f=2)


def test_ambassador_counts_as_opponent_agent_for_copy_building():
    """Default 14: "counts as an opponent's agent" applies to targeting (Zoarstar)."""
    s = clean()
    s = put_building(s, B["zoarstar"], owner=1)
    s = with_state(s, occ=(Occ("tower", 0, "ambassador"),))
    s = play(s, Place(B["zoarstar"]))
    assert s.players[0].res == res(w=1)


def test_ambassador_holder_who_is_first_player_then_takes_first_turn():
    """Rules §3.1: if the Ambassador's controller also holds the First Player marker, they assign the Ambassador
    and then immediately take their normal first turn."""
    s = play(_palace(first=0), Place(B["palace"]))
    s = _end_round(s)
    assert pending(s) == ("place", 0, "amb")
    s = play(s, Place("shop", "ambassador"), EndTurn())
    assert pending(s) == ("place", 0, "turn")
    assert s.players[0].pool == 3
