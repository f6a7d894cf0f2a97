"""Seed bullets on hand-built states: assigning agents, quests, the basic buildings, rounds, scoring."""

from __future__ import annotations

import dataclasses

import pytest
from waterdeep_invariants import check
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
    solo,
    start,
    with_completed,
    with_player,
    with_state,
)

from engine.core.errors import IllegalMove
from engine.waterdeep.moves import (
    ChooseBuilding,
    CompleteQuest,
    EndTurn,
    Place,
    TakeQuest,
)
from engine.waterdeep.state import HallTile, Lot, Occ

HELMSTAR = building_where(cost=3, action__gain=res(r=2, g=2))  # 2 R + 2 G, owner 1 R
SKIRMISH = intrigue_where(effect="attack_return", cube="f")
BASIC_NON_HARBOR = ("shop", "tower", "plinth", "tavern", "field", "castle", "builders", "inn1", "inn2", "inn3")


# -- Assign Agent --------------------------------------------------------------------------------


def test_assign_agent_takes_space_action_once():
    """Place 1 of your available Agents ... Immediately take the action shown on that space (just once)."""
    s = solo()
    s = play(s, Place("shop"))
    p = s.players[0]
    assert p.res == res(g=4)
    assert p.pool == 2
    assert Occ("shop", 0, "agent") in s.occ
    assert s.occ.count(Occ("shop", 0, "agent")) == 1


def test_owner_gains_owner_benefit_when_another_player_visits():
    """If the space is on a Building owned by another player, that owner gains the benefit stated in the
    tile's Owner line."""
    s = put_building(clean(), HELMSTAR, owner=1)
    s = play(s, Place(HELMSTAR))
    assert s.players[0].res == res(r=2, g=2)
    assert s.players[1].res == res(r=1)


def test_no_owner_benefit_on_own_building():
    """You do NOT gain the Owner benefit when you yourself use your own Building."""
    s = put_building(clean(), HELMSTAR, owner=0)
    s = play(s, Place(HELMSTAR))
    assert s.players[0].res == res(r=2, g=2)
    assert [p.res for p in s.players[1:]] == [res(), res()]


@pytest.mark.parametrize("occupant", [0, 1])
def test_cannot_place_on_occupied_space(occupant):
    """You cannot place an Agent on an action space that already contains another Agent (yours or another
    player's)."""
    s = occupy(clean(), "shop", occupant)
    assert Place("shop") not in legal(s)
    with pytest.raises(IllegalMove):
        G.apply(s, Place("shop"))


def test_cannot_pass_when_an_agent_can_be_assigned():
    """You cannot choose to pass. If you have Agents available, you must assign 1."""
    s = clean()
    moves = G.legal_moves(s)
    assert moves and all(isinstance(m, Place) for m in moves)
    with pytest.raises(IllegalMove):
        G.apply(s, EndTurn())


def test_must_pass_when_no_space_is_legal():
    """In the unlikely event that you cannot take any action, you must pass (default 12: a full pass round
    finding nobody able to place ends the main phase)."""
    s = clean()
    s = agents(s, 1, 9)
    for space in BASIC_NON_HARBOR:
        if space != "shop":
            s = occupy(s, space, 1)
    s = idle(s, 2)
    s = play(s, Place("shop"), EndTurn())
    # seat 0 still has 2 agents but no legal space (no intrigue card for the Harbor): the round ends
    assert s.round == 2
    assert s.players[0].pool == s.players[0].agents == 3
    assert s.occ == ()


def test_player_without_agents_is_skipped():
    """If you have no Agents left to assign, you cannot take a turn. Play proceeds to the next player with
    available Agents."""
    s = clean()
    s = agents(s, 1, 0)
    s = play(s, Place("shop"), EndTurn())
    assert G.current_player(s) == 2
    assert pending(s) == ("place", 2, "turn")


# -- Complete a Quest ------------------------------------------------------------------------------


def _plain_quest():
    q = cheap_quest(type="warfare")
    return q, C.quests[q]


def test_complete_quest_pays_costs_and_takes_reward():
    """Remove the required Adventurer cubes and Gold ... Collect the reward ... Place the completed Quest
    face-down on the Completed Quests area."""
    q, quest = _plain_quest()
    cost = quest.cost
    s = set_quests(clean(), 0, q)
    s = with_player(s, 0, res=dataclasses.replace(cost, g=cost.g + 1, c=cost.c + 2))
    s = play(s, Place("tower"))
    assert CompleteQuest(q) in legal(s)
    s = play(s, CompleteQuest(q))
    p = s.players[0]
    r = quest.reward.gain
    assert p.res == res(c=2 + r.c, f=r.f, r=r.r, w=1 + r.w, g=1 + r.g)
    assert p.vp == quest.reward.vp == p.vp_quests
    assert p.completed == (q,)
    assert p.quests == ()
    assert p.plots == ()


def test_cannot_complete_quest_without_the_adventurers():
    """You may complete 1 Quest if you have the required Adventurers and Gold."""
    q, quest = _plain_quest()
    s = set_quests(clean(), 0, q)
    s = with_player(s, 0, res=dataclasses.replace(quest.cost, g=max(quest.cost.g - 1, 0), f=quest.cost.f - 1))
    s = play(s, Place("shop"))  # +4 gold, still short of a fighter
    assert CompleteQuest(q) not in legal(s)


def test_plot_quest_kept_face_up():
    """If it is a Plot Quest, place it face-up near your player mat as a reminder of its ongoing effect."""
    q = "quest.arcana.study-the-moonstone-arch"  # +2 VP per later Arcana quest
    assert C.quests[q].plot == "type_bonus"
    s = set_quests(clean(), 0, q)
    s = with_player(s, 0, res=res(c=1, w=2))
    s = play(s, Place("shop"), CompleteQuest(q))
    p = s.players[0]
    assert p.plots == (q,) and p.completed == (q,)
    assert p.vp == 8
    assert p.res == res(g=4)


def test_only_one_quest_per_turn_even_with_two_assignments():
    """You may complete only 1 Quest per turn, regardless of how many Agents you assign or reassign."""
    hasten = intrigue_where(effect="accelerate")
    q1 = cheap_quest(type="warfare")
    q2 = cheap_quest(type="arcana")
    s = set_quests(solo(), 0, q1, q2)
    s = set_intrigue(s, 0, hasten)
    s = with_player(s, 0, res=res(c=9, f=9, r=9, w=9, g=20))
    s = play(s, Place("harbor1"))  # the only card plays itself; the Harbor agent returns; 2 placements follow
    assert pending(s) == ("place", 0, "extra")
    s = play(s, Place("shop"), Place("tower"))
    assert {CompleteQuest(q1), CompleteQuest(q2)} <= legal(s)
    s = play(s, CompleteQuest(q1))
    assert s.players[0].completed == (q1,)
    # the turn is over: the next decision is a new turn's placement, q2 is still active
    assert pending(s) == ("place", 0, "turn")
    assert s.players[0].quests == (q2,)


def test_quest_done_blocks_second_completion():
    """You may complete only 1 Quest per turn."""
    q = cheap_quest(type="warfare")
    s = set_quests(clean(), 0, q)
    s = with_player(s, 0, res=res(c=9, f=9, r=9, w=9, g=20))
    s = with_state(complete_step(s, 0), quest_done=True)
    assert legal(s) == {EndTurn()}


def test_quest_obtained_this_turn_can_be_completed():
    """You can complete a Quest you just obtained this turn."""
    q = cheap_quest(type="piety")
    s = clean()
    s = set_inn(s, q, *s.inn[1:])
    s = with_player(s, 0, res=dataclasses.replace(C.quests[q].cost, g=C.quests[q].cost.g))
    s = play(s, Place("inn1"), TakeQuest(q))
    assert CompleteQuest(q) in legal(s)
    s = play(s, CompleteQuest(q))
    assert s.players[0].completed == (q,)


def test_mandatory_quest_must_be_completed_first_and_goes_to_intrigue_discard():
    """Mandatory Quests must be completed before any other Quests. When a Mandatory Quest is completed, place
    the card in the Intrigue discard pile (not your completed Quests)."""
    m = "intrigue.mandatory.root-out-the-doomsayers"  # 1C 1F 1R, 2 VP
    q = cheap_quest(type="warfare")
    s = set_quests(clean(), 0, q)
    s = set_intrigue(s, 0, mandatory=[m])
    s = with_player(s, 0, res=res(c=9, f=9, r=9, w=9, g=20))
    s = play(s, Place("plinth"))
    assert set(find_moves(s, CompleteQuest)) == {CompleteQuest(m)}
    s = play(s, CompleteQuest(m))
    p = s.players[0]
    assert p.mandatory == () and p.completed == ()
    assert s.intrigue_discard[-1] == m
    assert p.vp == 2
    assert p.res == res(c=9, f=8, r=8, w=9, g=20)


def test_completing_a_quest_is_optional():
    """Completing a Quest is optional -- you do not have to complete one."""
    q = cheap_quest(type="warfare")
    s = set_quests(solo(), 0, q)
    s = with_player(s, 0, res=res(c=9, f=9, r=9, w=9, g=20))
    s = play(s, Place("shop"))
    assert EndTurn() in legal(s)
    s = play(s, EndTurn())
    assert s.players[0].quests == (q,)
    assert s.players[0].res.g == 24


# -- Cliffwatch Inn ------------------------------------------------------------------------------


def test_cliffwatch_space_1_quest_and_two_gold_refilled_at_once():
    """Space 1: Take 1 face-up Quest card from Cliffwatch Inn and take 2 Gold. Whenever you take a face-up
    Quest card, immediately replace it with a new card from the Quest deck."""
    s = clean()
    q = s.inn[2]
    top = s.quest_deck[0]
    s = play(s, Place("inn1"))
    assert set(find_moves(s, TakeQuest)) == {TakeQuest(x) for x in s.inn}
    s = play(s, TakeQuest(q))
    assert s.players[0].quests == (q,)
    assert s.players[0].res == res(g=2)
    assert len(s.inn) == 4 and q not in s.inn and top in s.inn


def test_cliffwatch_space_2_quest_and_intrigue():
    """Space 2: Take 1 face-up Quest card from Cliffwatch Inn and draw 1 Intrigue card."""
    s = clean()
    q = s.inn[0]
    card = s.intrigue_deck[0]
    s = play(s, Place("inn2"), TakeQuest(q))
    assert s.players[0].quests == (q,)
    assert s.players[0].intrigue == (card,)
    assert s.players[0].res == res()


def test_cliffwatch_space_3_resets_the_inn():
    """Space 3: Discard all face-up Quest cards from Cliffwatch Inn. Draw and place 4 new Quest cards from
    the Quest deck, then take 1 of the new face-up Quest cards (default 24: discard first, then deal)."""
    s = clean()
    old = s.inn
    new = s.quest_deck[:4]
    s = play(s, Place("inn3"))
    assert s.quest_discard == old
    assert s.inn == new
    assert set(find_moves(s, TakeQuest)) == {TakeQuest(q) for q in new}
    s = play(s, TakeQuest(new[1]))
    assert s.players[0].quests == (new[1],)
    assert len(s.inn) == 4 and new[1] not in s.inn


def test_several_agents_at_cliffwatch_across_turns():
    """You can assign multiple Agents here on different turns as long as open spaces remain (still only 1
    Agent per turn)."""
    s = solo()
    s = play(s, Place("inn1"), TakeQuest(s.inn[0]), EndTurn())
    assert pending(s) == ("place", 0, "turn")
    assert {Place("inn2"), Place("inn3")} <= legal(s)
    assert Place("inn1") not in legal(s)
    s = play(s, Place("inn2"), TakeQuest(s.inn[0]))
    assert len(s.players[0].quests) == 2


# -- the single-resource buildings -----------------------------------------------------------------


@pytest.mark.parametrize(
    ("space", "gain"),
    [
        ("shop", res(g=4)),
        ("tower", res(w=1)),
        ("plinth", res(c=1)),
        ("tavern", res(r=2)),
        ("field", res(f=2)),
    ],
)
def test_basic_resource_buildings(space, gain):
    """Aurora's Realms Shop: 4 Gold. Blackstaff Tower: 1 Wizard. The Plinth: 1 Cleric. The Grinning Lion
    Tavern: 2 Rogues. Field of Triumph: 2 Fighters."""
    s = play(clean(), Place(space))
    assert s.players[0].res == gain
    assert [p.res for p in s.players[1:]] == [res(), res()]


def test_cube_supply_is_limited():
    """Adventurer supply is limited (sheet §1): a short supply gives what is left (default 19)."""
    s = with_player(clean(), 1, res=res(f=24))
    s = play(s, Place("field"))
    assert s.players[0].res == res(f=1)


# -- Castle Waterdeep -------------------------------------------------------------------------------


def test_castle_waterdeep_first_player_next_round_and_intrigue():
    """Take the First Player marker (you will go first next round). Draw 1 Intrigue card (default 25)."""
    s = clean(seat=1)
    assert s.first == 0
    for space in ("tower", "plinth", "tavern"):
        s = occupy(s, space, 0)
    for space in ("field", "inn1", "inn2"):
        s = occupy(s, space, 2)
    s = agents(s, 1, 2)
    card = s.intrigue_deck[0]
    s = play(s, Place("castle"))
    assert s.first == 1
    assert s.players[1].intrigue == (card,)
    s = play(s, EndTurn())
    # the current round keeps its order: seat 1 plays on (the others have nothing left)
    assert pending(s) == ("place", 1, "turn")
    s = play(s, Place("shop"), EndTurn())
    assert s.round == 2
    assert pending(s) == ("place", 1, "turn")


def test_castle_does_not_change_this_rounds_order():
    """Take the First Player marker (you will go first next round)."""
    s = clean()
    s = play(s, Place("castle"), EndTurn())
    assert s.first == 0
    assert pending(s) == ("place", 1, "turn")
    s2 = play(clean(seat=1), Place("castle"), EndTurn())
    assert s2.first == 1
    assert pending(s2) == ("place", 2, "turn")


# -- Builder's Hall -------------------------------------------------------------------------------


def test_builders_hall_buys_scores_tokens_places_and_refills():
    """Choose 1 of the face-up Building tiles. Pay its Gold cost. Immediately score any VP shown on the
    Building tile. Place the tile on an open Building space, with your control marker. Draw the top tile of
    the Building stack and place it face-up in the vacated space."""
    dragon = building_where(action__gain=res(w=1), action__intrigue=1)  # cost 3
    fetlock = building_where(action__gain=res(f=2, w=1))  # cost 8
    north = building_where(action__gain=res(g=2), action__pick="cfrw")  # cost 3
    s = set_hall(clean(), (dragon, 2), (fetlock, 1), (north, 5))
    s = with_player(s, 0, res=res(g=5))
    top = s.building_stack[0]
    s = play(s, Place("builders"))
    assert set(find_moves(s, ChooseBuilding)) == {ChooseBuilding(dragon), ChooseBuilding(north)}
    s = play(s, ChooseBuilding(dragon))
    p = s.players[0]
    assert p.res == res(g=2)
    assert p.vp == 2
    assert s.lots == (Lot(dragon, 0),)
    assert [t.building for t in s.hall] == [fetlock, north, top]
    assert s.hall[2] == HallTile(top, 0)
    assert s.building_stack[0] != top


def test_builders_hall_needs_an_affordable_tile():
    """Pay its Gold cost (default 11: Builder's Hall needs an affordable face-up tile)."""
    fetlock = building_where(action__gain=res(f=2, w=1))
    hof = building_where(action__gain=res(c=1, f=2))
    luck = building_where(action__gain=res(c=1, r=2))
    s = set_hall(clean(), fetlock, hof, luck)
    s = with_player(s, 0, res=res(g=7))
    assert Place("builders") not in legal(s)
    s = with_player(s, 0, res=res(g=8))
    assert Place("builders") in legal(s)


def test_bought_building_is_usable_by_anyone_with_owner_benefit():
    """Buildings in play are available for anyone to assign an Agent to ... When another player assigns an
    Agent to your Building, you gain the Owner benefit."""
    s = set_hall(clean(), HELMSTAR, *[t.building for t in clean().hall if t.building != HELMSTAR][:2])
    s = with_player(s, 0, res=res(g=3))
    s = play(s, Place("builders"), ChooseBuilding(HELMSTAR), EndTurn())
    assert pending(s) == ("place", 1, "turn")
    assert Place(HELMSTAR) in legal(s)
    s = play(s, Place(HELMSTAR))
    assert s.players[1].res == res(r=2, g=2)
    assert s.players[0].res == res(r=1)


def test_accumulating_building_is_stocked_when_purchased():
    """Some Buildings have 'When Purchased and at Start of Round' effects that place resources on the
    tile."""
    drovers = building_where(stock=res(f=2))
    s = set_hall(clean(), drovers, HELMSTAR, building_where(action__gain=res(w=1), action__intrigue=1))
    s = with_player(s, 0, res=res(g=4))
    s = play(s, Place("builders"), ChooseBuilding(drovers))
    assert s.lots == (Lot(drovers, 0, res(f=2)),)


# -- Waterdeep Harbor -----------------------------------------------------------------------------


def test_harbor_needs_an_intrigue_card():
    """If you have no Intrigue cards in hand, you cannot assign an Agent to Waterdeep Harbor."""
    s = clean()
    assert not {Place("harbor1"), Place("harbor2"), Place("harbor3")} & legal(s)
    s = set_intrigue(s, 0, SKIRMISH)
    assert {Place("harbor1"), Place("harbor2"), Place("harbor3")} <= legal(s)


def test_harbor_plays_an_intrigue_card():
    """Play 1 Intrigue card from your hand and follow its instructions immediately."""
    s = set_intrigue(clean(), 0, SKIRMISH)
    s = with_player(s, 1, res=res(f=2))
    s = play(s, Place("harbor2"))
    assert s.players[0].intrigue == ()
    assert s.intrigue_discard[-1] == SKIRMISH
    assert s.players[1].res == res(f=1)
    assert s.players[0].res == res(f=1)  # seat 2 had no fighter


def test_harbor_reassignment_in_space_order_then_optional_quest():
    """After ALL other Agents have been assigned for the round, Agents at Waterdeep Harbor are reassigned in
    order (space 1, then 2, then 3). Each reassigned Agent is moved to any other unoccupied action space (not
    Waterdeep Harbor) and the player takes that action. After reassigning, you may complete 1 Quest."""
    q = cheap_quest(type="warfare")
    s = clean(seat=1)
    s = occupy(s, "harbor3", 0)
    s = occupy(s, "harbor1", 2)
    s = occupy(s, "tower", 2)
    s = agents(s, 0, 0)
    s = agents(s, 2, 0)
    s = agents(s, 1, 1)
    s = set_quests(s, 2, q)
    s = with_player(s, 2, res=dataclasses.replace(C.quests[q].cost, g=C.quests[q].cost.g))
    s = play(s, Place("shop"), EndTurn())
    assert s.phase == "harbor"
    assert pending(s) == ("place", 2, "reassign")
    spaces = {m.space for m in find_moves(s, Place)}
    assert not spaces & {"harbor1", "harbor2", "harbor3", "shop", "tower"}
    assert {"field", "plinth", "inn1"} <= spaces
    s = play(s, Place("field"))
    assert s.players[2].res.f == C.quests[q].cost.f + 2
    assert CompleteQuest(q) in legal(s)
    s = play(s, CompleteQuest(q))
    assert pending(s) == ("place", 0, "reassign")
    s = play(s, Place("plinth"), EndTurn())
    assert s.players[0].res == res(c=1)
    assert s.round == 2


def test_harbor_any_free_space():
    """Default 5: a player may take any free Harbor space."""
    s = set_intrigue(clean(), 0, SKIRMISH)
    s = occupy(s, "harbor1", 1)
    assert {Place("harbor2"), Place("harbor3")} <= legal(s)
    s = play(s, Place("harbor3"))
    assert Occ("harbor3", 0, "agent") in s.occ


def test_harbor_several_agents_across_turns():
    """You may assign more than 1 of your Agents to Waterdeep Harbor across different turns if spaces
    remain (still 1 per turn)."""
    s = set_intrigue(solo(), 0, SKIRMISH, SKIRMISH)
    s = play(s, Place("harbor1"), EndTurn(), Place("harbor2"), EndTurn())
    assert sum(1 for o in s.occ if o.space.startswith("harbor")) == 2


def test_reassigned_agent_may_take_the_last_free_space():
    """Each reassigned Agent is moved to any other unoccupied action space (not Waterdeep Harbor)."""
    s = clean()
    s = agents(s, 1, 9)
    for space in BASIC_NON_HARBOR:
        if space != "shop":
            s = occupy(s, space, 1)
    s = idle(s, 2)
    s = agents(s, 0, 1)
    s = set_intrigue(s, 0, SKIRMISH)
    s = play(s, Place("harbor1"), EndTurn())
    assert pending(s) == ("place", 0, "reassign")
    assert {m.space for m in find_moves(s, Place)} == {"shop"}


def test_reassigned_agent_with_every_space_full_goes_home():
    """Default 18: a reassigned Harbor agent with no legal space returns to the pool with no action and no
    quest."""
    s = clean()
    s = agents(s, 1, 10)
    for space in BASIC_NON_HARBOR:
        s = occupy(s, space, 1)
    s = idle(s, 2)
    s = agents(s, 0, 1)
    s = set_intrigue(s, 0, SKIRMISH)
    s = play(s, Place("harbor1"))
    before = s.players[0]
    s = play(s, EndTurn())
    assert s.round == 2
    assert s.players[0].res == before.res == res(f=2)  # the card's fallback only; no reassigned action
    assert s.players[0].vp == before.vp
    assert s.players[0].pool == s.players[0].agents


# -- start and end of round --------------------------------------------------------------------------


def _finish_round(s):
    """Seat 0 alone with one agent in the pool: place it on the shop and end the round."""
    return play(s, Place("shop"), EndTurn())


def test_round_start_vp_tokens_on_hall_tiles_accumulate():
    """Place 1 of those VP tokens on each face-up Building tile in Builder's Hall. (VP tokens accumulate on
    tiles over multiple rounds.)"""
    s = agents(solo(), 0, 1)
    assert [t.vp for t in s.hall] == [1, 1, 1]
    s = with_state(s, hall=(s.hall[0], HallTile(s.hall[1].building, 4), s.hall[2]))
    s = _finish_round(s)
    assert s.round == 2
    assert [t.vp for t in s.hall] == [2, 5, 2]


def test_round_start_vp_tokens_with_short_hall():
    """Default 24: at a round start with fewer than 3 tiles in Builder's Hall, put 1 VP token on each tile
    present."""
    s = agents(solo(), 0, 1)
    s = with_state(s, building_stack=(*s.building_stack, s.hall[2].building), hall=s.hall[:2])
    s = _finish_round(s)
    assert [t.vp for t in s.hall] == [2, 2]


def test_round_start_stocks_accumulating_buildings_in_play():
    """Resolve any 'Start of Round' effects on advanced Buildings currently in play."""
    drovers = building_where(stock=res(f=2))
    chalice = building_where(stock=res(g=4))
    s = agents(solo(), 0, 1)
    s = put_building(s, drovers, owner=1)
    s = put_building(s, chalice, owner=0, stock=res())
    s = _finish_round(s)
    assert s.lots == (Lot(drovers, 1, res(f=4)), Lot(chalice, 0, res(g=4)))


def test_round_5_extra_agent():
    """At the start of Round 5 only: each player takes the extra Agent of their color ... available for the
    rest of the game."""
    s = clean()
    for seat in (1, 2):
        s = agents(s, seat, 0)
        s = with_player(s, seat, agents=3)
    s = agents(s, 0, 1)
    s = with_player(s, 0, agents=3)
    s = with_state(s, round=4)
    s = play(s, Place("shop"), EndTurn())
    assert s.round == 5
    assert [(p.agents, p.pool) for p in s.players] == [(4, 4)] * 3
    # a later round start does not add another
    t = clean()
    t = agents(t, 0, 1)
    t = with_player(t, 0, agents=4)
    t = agents(t, 1, 0)
    t = with_player(t, 1, agents=4)
    t = agents(t, 2, 0)
    t = with_player(t, 2, agents=4)
    t = with_state(t, round=5)
    t = play(t, Place("shop"), EndTurn())
    assert t.round == 6
    assert [p.agents for p in t.players] == [4, 4, 4]


def test_end_of_round_agents_return_and_first_player_begins():
    """All players return all their Agents to their Agent Pools. The player with the First Player marker
    begins the next round."""
    s = clean(seat=2)
    s = occupy(s, "tower", 0)
    s = occupy(s, "field", 1)
    s = agents(s, 0, 0)
    s = agents(s, 1, 0)
    s = agents(s, 2, 1)
    s = with_player(s, 0, agents=3)
    s = with_player(s, 1, agents=3)
    s = with_state(s, first=1)
    s = play(s, Place("shop"), EndTurn())
    assert s.round == 2
    assert s.occ == ()
    assert [p.pool for p in s.players] == [3, 3, 1]
    assert pending(s) == ("place", 1, "turn")


def test_game_lasts_eight_rounds():
    """The game lasts 8 rounds (sheet §3)."""
    s = agents(solo(), 0, 1)
    s = with_state(s, round=7)
    s = _finish_round(s)
    assert s.round == 8 and not G.is_over(s)
    s = _finish_round(s)
    assert G.is_over(s)
    assert G.legal_moves(s) == ()
    assert G.current_player(s) is None


# -- empty decks ----------------------------------------------------------------------------------


def test_empty_intrigue_deck_reshuffles_discard():
    """If you must draw from an empty deck, shuffle the respective discard pile to form a new deck."""
    s = clean()
    s = with_state(s, intrigue_discard=s.intrigue_deck, intrigue_deck=())
    n = len(s.intrigue_discard)
    s = play(s, Place("castle"))
    assert len(s.players[0].intrigue) == 1
    assert len(s.intrigue_deck) == n - 1 and s.intrigue_discard == ()


def test_empty_quest_deck_reshuffles_discard_but_not_completed_quests():
    """Exception: do not shuffle completed Quest cards back into the Quest deck."""
    s = clean()
    done = s.quest_deck[:5]
    s = with_completed(s, 1, *done)
    s = with_state(s, quest_discard=s.quest_deck, quest_deck=())
    s = play(s, Place("inn1"), TakeQuest(s.inn[0]))
    assert len(s.inn) == 4
    assert not set(done) & set(s.quest_deck + s.inn)
    assert s.quest_discard == ()


def test_empty_deck_and_discard_draws_nothing():
    """Default 12: a deck and discard both empty draw nothing (the slot stays empty)."""
    s = clean()
    rest = s.quest_deck
    s = with_state(s, quest_deck=())
    s = with_player(s, 1, completed=rest)
    s = play(s, Place("inn1"), TakeQuest(s.inn[0]))
    assert len(s.inn) == 3


# -- final scoring ---------------------------------------------------------------------------------


def _over(s):
    return with_state(s, phase="over", tasks=(), turn=-1)


def test_final_scoring_adventurers_gold_and_lord():
    """Each adventurer cube 1 VP; every 2 Gold 1 VP; Lord card 4 VP per completed quest of each of its 2
    types."""
    lord = "lord.aldric-venn-the-battlemage"  # arcana + warfare
    arc = cheap_quest(type="arcana")
    war = cheap_quest(type="warfare")
    pie = cheap_quest(type="piety")
    s = clean()
    s = with_completed(s, 0, arc, war, pie)
    s = with_player(s, 0, lord=lord, vp=30, vp_quests=20, res=res(c=1, f=2, r=3, w=4, g=7))
    sc = G.scores(_over(s))
    p0 = sc.players[0]
    assert dict(p0.breakdown) == {"quests": 20, "play": 10, "adventurers": 10, "gold": 3, "lord": 8}
    assert p0.total == 51


def test_building_lord_six_vp_per_building():
    """Larissa Neathal analogue: 6 VP per building you control (default 26)."""
    lord = "lord.dame-ottilie-greaves"
    s = clean()
    s = put_building(s, HELMSTAR, 0)
    s = put_building(s, building_where(stock=res(f=2)), 0)
    s = put_building(s, building_where(stock=res(g=4)), 1)
    s = with_player(s, 0, lord=lord)
    assert dict(G.scores(_over(s)).players[0].breakdown)["lord"] == 12


def test_tie_broken_by_gold():
    """Ties by gold (default 13: most Gold)."""
    s = clean()
    s = with_player(s, 0, vp=10, res=res(g=2))  # 11
    s = with_player(s, 1, vp=9, res=res(g=4))  # 11
    s = with_player(s, 2, vp=3)
    for i in range(3):
        s = with_player(s, i, lord="lord.dame-ottilie-greaves")
    sc = G.scores(_over(s))
    assert [p.total for p in sc.players] == [11, 11, 3]
    assert sc.winners == (1,)
    assert sc.decided_by == "gold"


def test_tie_on_gold_is_shared():
    """Default 13: if still tied, the tied players share the win."""
    s = clean()
    for i in range(3):
        s = with_player(s, i, lord="lord.dame-ottilie-greaves")
    s = with_player(s, 0, vp=10, res=res(g=4, c=1))
    s = with_player(s, 2, vp=11, res=res(g=4))
    sc = G.scores(_over(s))
    assert sc.winners == (0, 2)
    assert sc.decided_by == "shared"


# -- setup ----------------------------------------------------------------------------------------


@pytest.mark.parametrize(("n", "agent_count"), [(2, 4), (3, 3), (4, 2), (5, 2)])
@pytest.mark.parametrize("seed", [1, 7])
def test_setup(n, agent_count, seed):
    """Setup: agents 4/3/2/2; gold 4..8 clockwise from the first player; 2 quests and 2 intrigue cards each;
    a lord each; 4 quests at the Inn; 3 buildings in the Hall."""
    s = start(n, seed)
    check(s)
    assert [p.agents for p in s.players] == [agent_count] * n
    assert [p.pool for p in s.players] == [agent_count] * n
    for k in range(n):
        assert s.players[(s.first + k) % n].res == res(g=4 + k)
    assert all(len(p.quests) == 2 and len(p.intrigue) == 2 for p in s.players)
    assert len({p.lord for p in s.players}) == n and all(p.lord in C.lords for p in s.players)
    assert len(s.inn) == 4 and len(s.hall) == 3
    assert s.lots == () and s.round == 1
    assert pending(s) == ("place", s.first, "turn")
    assert all(p.vp == 0 for p in s.players)


# -- illegal moves -----------------------------------------------------------------------------------


def test_illegal_moves_raise_and_leave_state_unchanged():
    """An illegal move raises IllegalMove and the state is unchanged (brief, point 8)."""
    s = occupy(clean(), "shop", 1)
    snapshot = G.state_to_dict(s)
    for bad in (Place("shop"), Place("harbor1"), EndTurn(), CompleteQuest("quest.nope"), TakeQuest("x")):
        with pytest.raises(IllegalMove):
            G.apply(s, bad)
        assert G.state_to_dict(s) == snapshot
    s2 = play(s, Place("inn1"))
    snap2 = G.state_to_dict(s2)
    with pytest.raises(IllegalMove):
        G.apply(s2, TakeQuest(s2.quest_deck[0]))
    assert G.state_to_dict(s2) == snap2


def test_unpaid_mandatory_quest_blocks_every_other_quest():
    """A player with a Mandatory Quest MUST complete it before completing any other Quest."""
    m = "intrigue.mandatory.calm-the-bread-riot"  # 2C 1F
    q = cheap_quest(type="warfare")
    s = set_quests(clean(), 0, q)
    s = set_intrigue(s, 0, mandatory=[m])
    s = with_player(s, 0, res=res(c=1, f=9, r=9, w=9, g=20))
    s = play(s, Place("shop"))
    assert not find_moves(s, CompleteQuest)
    assert s.players[0].quests == (q,)
