"""Edge cases of the rules sheet and its decided defaults (11, 12, 14, 15, 16, 23, 24)."""

from __future__ import annotations

import dataclasses

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
    quest_where,
    res,
    set_hall,
    set_intrigue,
    set_quests,
    solo,
    turn_of,
    with_player,
    with_plot,
    with_state,
)

from engine.waterdeep.board import LOTS
from engine.waterdeep.moves import (
    ChooseBuilding,
    ChooseSpace,
    CompleteQuest,
    EndTurn,
    Place,
    PlayIntrigue,
    TakeQuest,
)
from engine.waterdeep.state import Occ

HELMSTAR = building_where(action__gain=res(r=2, g=2))
DRAGON = building_where(action__gain=res(w=1), action__intrigue=1)
FETLOCK = building_where(action__gain=res(f=2, w=1))
CARAVAN = building_where(stock=res(f=2))
HORN = building_where(stock=res(g=4))
WAYMOOT = building_where(stock_vp=3)
ZOAR = building_where(action__special="copy_occupied")
PALACE = building_where(action__special="palace")
SAMPLE = intrigue_where(effect="sample_wares")
ACCEL = intrigue_where(effect="accelerate")
RECALL = intrigue_where(effect="recall")
BRIBE = intrigue_where(effect="bribe")
SKIRMISH = intrigue_where(effect="attack_return", cube="f")
BASIC_NON_HARBOR = ("shop", "tower", "plinth", "tavern", "field", "castle", "builders", "inn1", "inn2", "inn3")


# -- default 12: turn order checked turn by turn --------------------------------------------------------------


def test_player_who_could_not_place_gets_a_turn_when_a_space_reopens():
    """Default 12: whoever has an agent in the pool takes the next turn in clockwise order; a player with agents
    but no legal placement passes (rules §11.2: spaces can reopen, e.g. Recall Agent)."""
    s = clean(seat=1)
    s = agents(s, 2, 10)
    for space in BASIC_NON_HARBOR:
        if space != "shop":
            s = occupy(s, space, 2)
    s = agents(s, 2, 0)
    s = agents(s, 0, 1)
    s = agents(s, 1, 2)
    s = set_intrigue(s, 1, RECALL)
    s = play(s, Place("shop"), EndTurn())
    # seat 2 has no agent, seat 0 has one but no space: seat 1 (intrigue card) plays again
    assert pending(s) == ("place", 1, "turn")
    assert {m.space for m in find_moves(s, Place)} == {"harbor1", "harbor2", "harbor3"}
    s = play(s, Place("harbor2"), ChooseSpace("shop"), EndTurn())
    # the shop is free again: seat 0, who passed, now places there
    assert pending(s) == ("place", 0, "turn")
    assert Place("shop") in legal(s)


# -- default 24: Cliffwatch reset with a short deck ------------------------------------------------------


def test_cliffwatch_reset_with_short_deck_reshuffles_just_discarded_quests():
    """Default 24: Cliffwatch reset: discard the 4 face-up quests first, then deal 4 (reshuffling the quest
    discard, the just-discarded cards included, if needed)."""
    s = clean()
    old = s.inn
    deck = s.quest_deck
    s = with_state(s, quest_deck=deck[:2])
    s = with_player(s, 1, completed=deck[2:])
    s = play(s, Place("inn3"))
    assert set(s.inn[:2]) == set(deck[:2])
    assert set(s.inn[2:]) <= set(old) and len(s.inn) == 4
    s = play(s, TakeQuest(s.inn[0]))
    assert len(s.inn) == 4  # a third old card came back from the reshuffled discard
    assert len(set(s.inn) & set(old)) == 3


# -- default 11: Builder's Hall needs a free lot and a free marker ------------------------------------


def test_builders_hall_needs_free_lot_and_free_control_marker():
    """Default 11: Builder's Hall needs an affordable face-up tile, a free lot and a free control marker (9 per
    player)."""
    s = clean()
    s = with_player(s, 0, res=res(g=20))
    stack = list(s.building_stack)
    for b in stack[:9]:
        s = put_building(s, b, 0)
    assert Place("builders") not in legal(s)  # 9 markers used
    t = clean()
    t = with_player(t, 0, res=res(g=20))
    for i, b in enumerate(list(t.building_stack)[:LOTS]):
        t = put_building(t, b, 1 + i % 2)
    assert Place("builders") not in legal(t)  # no free lot
    u = clean()
    u = with_player(u, 0, res=res(g=20))
    for b in list(u.building_stack)[:8]:
        u = put_building(u, b, 0)
    assert Place("builders") in legal(u)


# -- Sample Wares and Builder's Hall spaces (rules §8) --------------------------------------------------


def test_sample_wares_on_accumulating_hall_tile_gives_nothing():
    """Rules §8: on an accumulating building, Sample Wares gives nothing, because nothing is stocked there while
    it is unbought."""
    s = set_hall(clean(), CARAVAN, DRAGON, HELMSTAR)
    s = put_building(s, HORN, 1)
    s = set_intrigue(s, 0, SAMPLE)
    s = play(s, Place("harbor1"), Place(CARAVAN))
    assert s.players[0].res == res()
    assert s.lots[-1].stock == res(g=4)


def test_sample_wares_on_accumulating_hall_tile_leaves_its_vp_tokens():
    """Rules §8: on an accumulating building, Sample Wares gives nothing. Exception: The Waymoot gives whatever VP
    tokens have built up on it in Builder's Hall (the other tiles keep theirs for the buyer)."""
    s = set_hall(clean(), (CARAVAN, 3), DRAGON, HELMSTAR)
    s = set_intrigue(s, 0, SAMPLE)
    s = play(s, Place("harbor1"), Place(CARAVAN))
    assert s.players[0].vp == 0
    assert [t.vp for t in s.hall if t.building == CARAVAN] == [3]


def test_bought_building_with_sample_wares_agent_stays_occupied():
    """Rules §8: if someone buys a building that has a Sample Wares agent on it, its space stays occupied until
    that agent leaves."""
    s = set_hall(clean(), HELMSTAR, DRAGON, FETLOCK)
    s = set_intrigue(s, 0, SAMPLE)
    s = play(s, Place("harbor1"), Place(HELMSTAR), EndTurn())
    s = with_player(s, 1, res=res(g=3))
    s = play(s, Place("builders"), ChooseBuilding(HELMSTAR), EndTurn())
    assert any(lot.building == HELMSTAR for lot in s.lots)
    assert pending(s)[1] == 2
    assert Place(HELMSTAR) not in legal(s)


def test_copy_of_sample_wares_space_on_accumulating_tile_takes_nothing():
    """Rules §5/§8: nothing is stocked on a tile still in Builder's Hall, so copying such a space (Zoarstar)
    gives nothing; the stock of buildings in play is untouched."""
    s = set_hall(clean(seat=1), CARAVAN, DRAGON, FETLOCK)
    s = put_building(s, ZOAR, 2)
    s = put_building(s, HORN, 2)
    s = set_intrigue(s, 1, SAMPLE)
    s = play(s, Place("harbor1"), Place(CARAVAN), EndTurn())
    assert pending(s) == ("place", 2, "turn")
    s = turn_of(s, 0)
    if Place(ZOAR) not in legal(s):
        return  # the Hall tile is no target at all: nothing can be taken from it
    s = play(s, Place(ZOAR))
    if pending(s)[0] == "copy":
        s = play(s, ChooseSpace(CARAVAN))
    assert s.players[0].res == res()
    assert [lot.stock for lot in s.lots if lot.building == HORN] == [res(g=4)]


def test_orb_may_follow_onto_a_sample_wares_hall_space():
    """Rules §8: an opponent with Magister's Orb may follow onto that Builder's Hall space (default 16)."""
    s = set_hall(clean(seat=1), HELMSTAR, DRAGON, FETLOCK)
    s = set_intrigue(s, 1, SAMPLE)
    s = play(s, Place("harbor1"), Place(HELMSTAR), EndTurn())
    s = with_plot(turn_of(s, 0), 0, "orb")
    assert Place(HELMSTAR) in legal(s)
    s = play(s, Place(HELMSTAR))
    assert s.players[0].res == res(r=2, g=2)


def test_zoarstar_after_waymoot_emptied_gives_only_the_quest():
    """Rules §5: a Zoarstar copy of an accumulating space an opponent has just emptied gets nothing, except that
    the Waymoot still gives its face-up quest."""
    s = put_building(clean(), ZOAR, 2)
    s = put_building(s, WAYMOOT, 2, vp=0)
    s = occupy(s, WAYMOOT, 1)
    q = s.inn[1]
    s = play(s, Place(ZOAR), TakeQuest(q))
    assert s.players[0].quests == (q,)
    assert s.players[0].vp == 0
    assert s.players[2].vp == 2 + 2  # both owner benefits: the copy building and the Waymoot


# -- the Ambassador (defaults 14, 15, 23) --------------------------------------------------------------------


def _amb_round_start(cards=(), first=1):
    """Seat 0 holds the Ambassador at the start of round 2."""
    s = clean()
    s = put_building(s, PALACE, 1)
    s = with_state(s, amb_holder=0, first=first, round=1)
    s = set_intrigue(s, 0, *cards)
    for seat in range(3):
        for space in (("tavern", "field", "plinth"), ("inn1", "inn2", "inn3"), ("castle", "tower", "builders"))[seat]:
            s = occupy(s, space, seat)
    return play(complete_step(s, 0), EndTurn())


def test_ambassador_may_complete_a_quest_after_its_placement():
    """Default 15: its controller places it, resolves the action, then may complete 1 quest."""
    q = cheap_quest(type="warfare")
    s = clean()
    s = put_building(s, PALACE, 1)
    s = set_quests(s, 0, q)
    s = with_player(s, 0, res=dataclasses.replace(C.quests[q].cost, g=C.quests[q].cost.g))
    s = with_state(s, amb_holder=0, first=1)
    for seat in range(3):
        for space in (("tavern", "plinth", "castle"), ("inn1", "inn2", "inn3"), ("tower", "builders", "field"))[seat]:
            s = occupy(s, space, seat)
    s = play(complete_step(s, 0), EndTurn())
    assert s.round == 2 and pending(s) == ("place", 0, "amb")
    s = play(s, Place("shop", "ambassador"))
    assert CompleteQuest(q) in legal(s)
    s = play(s, CompleteQuest(q))
    assert s.players[0].completed == (q,)
    assert pending(s) == ("place", 1, "turn")


def test_ambassador_in_harbor_cannot_play_accelerate_plans():
    """Default 11: unplayable cards cannot be chosen. Accelerate Plans needs one of your agents in the Harbor;
    the Ambassador is not one of your agents (default 23: agent-returning effects return your placed agents)."""
    s = _amb_round_start(cards=(ACCEL,))
    assert s.round == 2
    assert pending(s) == ("place", 0, "amb")
    assert Place("harbor1", "ambassador") not in legal(s)


def test_ambassador_in_harbor_cannot_play_recall_with_no_agent_placed():
    """Default 11: unplayable cards cannot be chosen (Recall Agent needs one of your placed agents; at the
    round start none is placed and the Ambassador is not yours to recall)."""
    s = _amb_round_start(cards=(RECALL,))
    assert pending(s) == ("place", 0, "amb")
    assert Place("harbor1", "ambassador") not in legal(s)


def test_real_estate_deal_on_palace_removes_ambassador():
    """Rules §11.3: if the Palace leaves play, the Ambassador leaves play too, which can free a space."""
    s = clean()
    s = put_building(s, PALACE, 0)
    s = with_state(s, occ=(Occ("shop", 2, "ambassador"),))
    s = set_intrigue(s, 0, intrigue_where(effect="real_estate"))
    s = play(s, Place("harbor1"), ChooseBuilding(s.hall[0].building))
    assert not any(lot.building == PALACE for lot in s.lots)
    assert not [o for o in s.occ if o.piece == "ambassador"]
    assert s.amb_holder == -1
    s = play(s, EndTurn())
    assert Place("shop") in legal(s)


def test_orb_onto_ambassador_space():
    """Default 14: "counts as an opponent's agent" applies to targeting (Magister's Orb), for every player."""
    s = with_plot(clean(), 0, "orb")
    s = with_state(s, occ=(Occ("shop", 0, "ambassador"),))
    assert Place("shop") in legal(s)
    s = play(s, Place("shop"))
    assert s.players[0].res == res(g=4)


def test_bribe_copies_ambassador_space():
    """Default 14: targeting (Bribe Agent) treats the Ambassador as an opponent's agent."""
    s = set_intrigue(clean(), 0, BRIBE)
    s = with_player(s, 0, res=res(g=2))
    s = with_state(s, occ=(Occ("field", 0, "ambassador"),))
    s = play(s, Place("harbor1"))
    assert s.players[0].res == res(f=2)


# -- agent returns in the Harbor phase (default 12, rules §11.7) -------------------------------------------


def test_agent_returned_during_harbor_phase_is_placed_at_once():
    """Rules §4.1 / default 12: if Research Chronomancy returns an agent to your pool during the reassignment
    phase, you place that agent immediately, and not in the Harbor."""
    q = quest_where(reward__special="return_agent")
    s = agents(solo(), 0, 1)
    s = set_quests(s, 0, q)
    s = set_intrigue(s, 0, SKIRMISH, SKIRMISH)
    s = with_player(s, 0, res=C.quests[q].cost)
    s = play(s, Place("harbor1"), EndTurn())
    assert pending(s) == ("place", 0, "reassign")
    s = play(s, Place("tower"), CompleteQuest(q))
    if pending(s)[0] == "recall":
        s = play(s, ChooseSpace("tower"))
    assert pending(s) == ("place", 0, "now")
    assert not any(m.space.startswith("harbor") for m in find_moves(s, Place))
    s = play(s, Place("shop"), EndTurn())
    assert s.round == 2
    assert s.players[0].res == res(f=2, w=2, g=4)


# -- Castle Waterdeep (rules §11.9) ---------------------------------------------------------------------


def test_castle_taken_by_holder_only_draws():
    """If the same player takes it again, there is no further effect beyond the IC draw."""
    s = play(clean(), Place("castle"))
    assert s.first == 0 and len(s.players[0].intrigue) == 1
    assert pending(s) == ("place", 1, "turn")


# -- offers that cannot be met ------------------------------------------------------------------------------


def test_tax_collection_opponent_short_of_gold_cannot_pay():
    """Tax Collection analogue: each opponent may pay you 4 G to score 4 VP."""
    tax = intrigue_where(effect="offer", cube="g")
    s = set_intrigue(clean(), 0, tax)
    s = with_player(s, 1, res=res(g=3))
    s = with_player(s, 2, res=res(g=3))
    s = play(s, Place("harbor1"))
    assert s.players[0].res == res(g=4)
    assert [p.vp for p in s.players] == [0, 0, 0]


def test_bidding_war_with_short_deck():
    """Rules §11.1: if both deck and discard are empty, the draw simply fails."""
    s = clean()
    deck = s.quest_deck
    s = with_state(s, quest_deck=deck[:2])
    s = with_player(s, 2, completed=deck[2:])
    s = set_intrigue(s, 0, intrigue_where(effect="bidding_war"))
    s = play(s, Place("harbor1"), TakeQuest(deck[1]))
    assert s.players[0].quests == (deck[1],)
    assert s.players[1].quests == (deck[0],)
    assert s.players[2].quests == ()


def test_sample_wares_second_agent_cannot_use_occupied_hall_tile():
    """Rules §8: a second Sample Wares in the same turn can't target a Builder's Hall building that already holds
    an agent."""
    s = set_hall(clean(), HELMSTAR, DRAGON, FETLOCK)
    s = set_intrigue(s, 0, SAMPLE, SAMPLE)
    s = agents(s, 0, 4)
    s = play(s, Place("harbor1"), Place(HELMSTAR), EndTurn())
    s = turn_of(s, 0)
    s = play(s, Place("harbor2"))
    assert {m.space for m in find_moves(s, Place)} == {DRAGON, FETLOCK}


def test_play_intrigue_reward_triggers_plots_as_card_action():
    """Default 6: a played intrigue card that gives X to the acting player triggers the plot (Prison Break's
    free card is such a card)."""
    q = quest_where(reward__special="play_intrigue")
    grad = intrigue_where(effect="gift", cube="r")
    s = with_plot(clean(), 0, "gain_r_gold")
    s = set_intrigue(s, 0, grad)
    s = set_quests(s, 0, q)
    s = with_player(s, 0, res=C.quests[q].cost)
    s = play(complete_step(s, 0), CompleteQuest(q))
    if PlayIntrigue(grad) in legal(s):
        s = play(s, PlayIntrigue(grad))
    s = play(s, *[m for m in G.legal_moves(s) if getattr(m, "seat", None) == 1][:1])
    assert s.players[0].res == res(f=2, r=2, g=2)


def test_idle_seats_never_play():
    s = idle(clean(), 1, 2)
    s = play(s, Place("shop"), EndTurn())
    assert pending(s) == ("place", 0, "turn")


def test_bribe_cannot_target_a_harbor_space_with_itself_as_the_only_card():
    """Default 11: Bribe Agent needs a space holding an opponent's agent whose action would be legal for you; a
    Harbor space is legal only with a playable intrigue card, and the Bribe card itself will have been played."""
    s = set_intrigue(clean(), 0, BRIBE)
    s = with_player(s, 0, res=res(g=2))
    s = occupy(s, "harbor2", 1)
    assert Place("harbor1") not in legal(s)
    s = set_intrigue(s, 0, BRIBE, SKIRMISH)
    s = play(s, Place("harbor1"), PlayIntrigue(BRIBE))
    assert s.players[0].res == res(f=2)  # the copied Harbor space plays the other card
    assert s.players[0].intrigue == ()


def test_copy_of_harbor_space_during_reassignment_is_reassigned_too():
    """Rules §4.1: an agent on The Zoarstar copying a Harbor space is reassigned right after the opponent's agent
    on that same space (also when the copy is made by a reassigned agent)."""
    s = clean()
    s = put_building(s, ZOAR, 2)
    s = set_intrigue(s, 0, SKIRMISH)
    s = occupy(s, "harbor1", 0)
    s = occupy(s, "harbor3", 1)
    s = agents(s, 0, 0)
    s = agents(s, 1, 0)
    s = idle(s, 2)
    s = play(complete_step(s, 0), EndTurn())
    assert pending(s) == ("place", 0, "reassign")
    s = play(s, Place(ZOAR))
    if pending(s)[0] == "copy":
        s = play(s, ChooseSpace("harbor3"))
    assert s.players[0].res == res(f=2) and s.players[0].intrigue == ()
    s = play(s, EndTurn())
    assert pending(s) == ("place", 1, "reassign")
    s = play(s, Place("shop"), EndTurn())
    assert pending(s) == ("place", 0, "reassign")
    s = play(s, Place("tower"), EndTurn())
    assert s.round == 2
    assert s.players[0].res == res(f=2, w=1)
