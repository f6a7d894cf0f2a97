"""The 25 distinct intrigue cards and the 6 mandatory quests, played through Waterdeep Harbor."""

from __future__ import annotations

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
    intrigue_where,
    legal,
    occupy,
    pending,
    play,
    put_building,
    res,
    set_hall,
    set_intrigue,
    set_quests,
    solo,
    with_player,
    with_state,
)

from engine.waterdeep.moves import (
    Answer,
    ChooseBuilding,
    ChooseOpponent,
    ChooseOption,
    ChooseSpace,
    CompleteQuest,
    DiscardQuest,
    EndTurn,
    PickCube,
    Place,
    PlayIntrigue,
    Steal,
    TakeQuest,
)
from engine.waterdeep.state import Lot, Occ

HELMSTAR = building_where(action__gain=res(r=2, g=2))
CARDS = {
    "ambush": intrigue_where(effect="attack_return", cube="f"),
    "mishap": intrigue_where(effect="attack_return", cube="w"),
    "assassination": intrigue_where(effect="attack_return", cube="r"),
    "lack_of_faith": intrigue_where(effect="attack_return", cube="c"),
    "free_drinks": intrigue_where(effect="steal_cube"),
    "bribe": intrigue_where(effect="bribe"),
    "accelerate": intrigue_where(effect="accelerate"),
    "bidding_war": intrigue_where(effect="bidding_war"),
    "call_adventurers": intrigue_where(effect="call_adventurers"),
    "favor": intrigue_where(effect="favor"),
    "change_plans": intrigue_where(effect="change_plans"),
    "conscription": intrigue_where(effect="gift", cube="f"),
    "crime_wave": intrigue_where(effect="gift", cube="r"),
    "good_faith": intrigue_where(effect="gift", cube="c"),
    "graduation": intrigue_where(effect="gift", cube="w"),
    "spread_wealth": intrigue_where(effect="gift", cube="g"),
    "real_estate": intrigue_where(effect="real_estate"),
    "recall": intrigue_where(effect="recall"),
    "recruit_spies": intrigue_where(effect="offer", cube="r"),
    "request_assistance": intrigue_where(effect="offer", cube="f"),
    "research_agreement": intrigue_where(effect="offer", cube="w"),
    "summon_faithful": intrigue_where(effect="offer", cube="c"),
    "tax_collection": intrigue_where(effect="offer", cube="g"),
    "sample_wares": intrigue_where(effect="sample_wares"),
    "special_assignment": intrigue_where(effect="special_assignment"),
}


def test_25_distinct_intrigue_cards_and_6_mandatory():
    assert len(set(CARDS.values())) == 25
    assert sum(1 for c in C.intrigue.values() if c.kind == "mandatory") == 6
    assert len(C.intrigue) == 31


def _harbor(card, seat=0, **kw):
    s = clean(seat=seat, **kw)
    return set_intrigue(s, seat, card)


# -- attack cards ------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("name", "cube", "gain", "vp", "ic"),
    [
        ("ambush", "f", res(f=1), 0, 0),
        ("mishap", "w", res(), 0, 1),
        ("assassination", "r", res(g=2), 0, 0),
        ("lack_of_faith", "c", res(), 2, 0),
    ],
)
def test_attack_every_opponent_returns_one_or_you_gain(name, cube, gain, vp, ic):
    """Ambush / Arcane Mishap / Assassination / Lack of Faith analogues: every opponent returns 1 cube; for
    each opponent who can't, you gain 1 F / draw 1 IC / gain 2 G / score 2 VP."""
    s = _harbor(CARDS[name])
    s = with_player(s, 1, res=res(**{cube: 2}))
    s = play(s, Place("harbor1"))
    assert s.players[1].res == res(**{cube: 1})
    assert s.players[2].res == res()
    assert s.players[0].res == gain
    assert s.players[0].vp == vp
    assert len(s.players[0].intrigue) == ic
    assert s.intrigue_discard[-1] == CARDS[name]


def test_attack_all_opponents_unable_pays_per_opponent():
    """for each opponent who can't, you gain ..."""
    s = play(_harbor(CARDS["assassination"]), Place("harbor1"))
    assert s.players[0].res == res(g=4)


def test_free_drinks_takes_one_cube_from_one_opponent():
    """Free Drinks! analogue: take 1 adventurer of your choice from one opponent's Tavern into yours."""
    s = _harbor(CARDS["free_drinks"])
    s = with_player(s, 1, res=res(c=1, r=1))
    s = with_player(s, 2, res=res(f=1, g=5))
    s = play(s, Place("harbor1"))
    assert set(find_moves(s, Steal)) == {Steal(1, "c"), Steal(1, "r"), Steal(2, "f")}
    s = play(s, Steal(2, "f"))
    assert s.players[0].res == res(f=1)
    assert s.players[2].res == res(g=5)


def test_unplayable_card_cannot_be_chosen():
    """Default 11: Harbor needs at least 1 playable intrigue card in hand (unplayable cards cannot be
    chosen)."""
    s = _harbor(CARDS["free_drinks"])  # nobody has a cube to take
    assert Place("harbor1") not in legal(s)
    s = set_intrigue(s, 0, CARDS["free_drinks"], CARDS["ambush"], CARDS["favor"])
    s = play(s, Place("harbor1"))
    assert set(find_moves(s, PlayIntrigue)) == {PlayIntrigue(CARDS["ambush"]), PlayIntrigue(CARDS["favor"])}


# -- Bribe Agent (defaults 4, 8) ---------------------------------------------------------------------


def test_bribe_costs_two_gold_and_copies_with_owner_benefit():
    """Bribe Agent analogue: pay 2 G (default 4); pick a space holding an opponent's agent and take its action
    as if you had placed there; its owner gets the owner benefit (default 8)."""
    s = put_building(_harbor(CARDS["bribe"]), HELMSTAR, owner=2)
    s = occupy(s, HELMSTAR, 1)
    s = occupy(s, "shop", 2)
    s = occupy(s, "tower", 0)
    s = with_player(s, 0, res=res(g=3))
    s = play(s, Place("harbor1"))
    assert set(find_moves(s, ChooseSpace)) == {ChooseSpace(HELMSTAR), ChooseSpace("shop")}
    s = play(s, ChooseSpace(HELMSTAR))
    assert s.players[0].res == res(r=2, g=3)
    assert s.players[2].res == res(r=1)


def test_bribe_unplayable_without_two_gold_or_target():
    """Default 11: Bribe Agent needs a space holding an opponent's agent whose action would be legal."""
    s = _harbor(CARDS["bribe"])
    s = occupy(s, "shop", 1)
    s = with_player(s, 0, res=res(g=1))
    assert Place("harbor1") not in legal(s)
    s = with_player(s, 0, res=res(g=2))
    assert Place("harbor1") in legal(s)
    s2 = with_player(_harbor(CARDS["bribe"]), 0, res=res(g=5))
    assert Place("harbor1") not in legal(s2)


# -- Accelerate Plans -----------------------------------------------------------------------------------


def test_accelerate_plans_returns_harbor_agent_and_places_two():
    """Accelerate Plans analogue: return one of your Harbor agents to your pool, then place 2 agents one after
    another (it gives up that agent's reassignment)."""
    s = _harbor(CARDS["accelerate"])
    s = play(s, Place("harbor2"))
    assert pending(s) == ("place", 0, "extra")
    assert s.players[0].pool == 3
    assert Place("harbor2") not in legal(s)  # no intrigue card left
    s = play(s, Place("shop"), Place("field"))
    assert s.players[0].res == res(g=4, f=2)
    assert s.players[0].pool == 1
    assert {o.space for o in s.occ if o.seat == 0} == {"shop", "field"}


def test_accelerate_plans_needs_a_pool_agent_before_the_return():
    """Default 23: Accelerate Plans checks the pool before the return."""
    s = agents(_harbor(CARDS["accelerate"]), 0, 1)
    assert Place("harbor1") not in legal(s)


# -- Bidding War ----------------------------------------------------------------------------------------


def test_bidding_war_each_player_keeps_one_quest_passing_left():
    """Bidding War analogue: draw as many quests as there are players; keep 1 and pass the rest to your left;
    each player in turn keeps 1."""
    s = _harbor(CARDS["bidding_war"], seat=1)
    drawn = s.quest_deck[:3]
    s = play(s, Place("harbor1"))
    assert pending(s) == ("bid", 1, "")
    assert set(find_moves(s, TakeQuest)) == {TakeQuest(q) for q in drawn}
    s = play(s, TakeQuest(drawn[1]))
    assert pending(s)[1] == 2
    s = play(s, TakeQuest(drawn[2]))
    assert s.players[1].quests == (drawn[1],)
    assert s.players[2].quests == (drawn[2],)
    assert s.players[0].quests == (drawn[0],)


# -- Call for Adventurers (default 19) -------------------------------------------------------------------


def test_call_for_adventurers_you_take_two_then_each_opponent_one():
    """Call for Adventurers analogue: take 2 adventurers of any types; each opponent takes 1 of their choice
    (default 19: acting player first, then opponents clockwise)."""
    s = play(_harbor(CARDS["call_adventurers"], seat=1), Place("harbor1"))
    assert pending(s) == ("pick", 1, "gain")
    s = play(s, PickCube("w"), PickCube("c"))
    assert pending(s) == ("pick", 2, "gift")
    s = play(s, PickCube("f"))
    assert pending(s) == ("pick", 0, "gift")
    s = play(s, PickCube("r"))
    assert [p.res for p in s.players] == [res(r=1), res(c=1, w=1), res(f=1)]


def test_call_for_adventurers_short_supply():
    """Default 19: a short supply gives what is left."""
    s = _harbor(CARDS["call_adventurers"])
    s = with_player(s, 2, res=res(c=25, f=25, r=25, w=24))
    s = play(s, Place("harbor1"))
    # only one wizard is left in the supply: it is the only choice, and then nothing is left
    assert s.players[0].res == res(w=1)
    assert s.players[1].res == res()


# -- Call in a Favor --------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("option", "gain"), [("0", res(g=4)), ("1", res(f=2)), ("2", res(r=2)), ("3", res(w=1)), ("4", res(c=1))]
)
def test_call_in_a_favor_options(option, gain):
    """Call in a Favor analogue: take one of 4 G, or 2 F, or 2 R, or 1 W, or 1 C."""
    s = play(_harbor(CARDS["favor"]), Place("harbor1"))
    assert len(find_moves(s, ChooseOption)) == 5
    s = play(s, ChooseOption(option))
    assert s.players[0].res == gain


# -- Change of Plans (default 22) -------------------------------------------------------------------------


def test_change_of_plans_six_vp_and_opponents_may_discard_for_three():
    """Change of Plans analogue: discard one of your own uncompleted quests (a Mandatory one is allowed) and
    score 6 VP; each opponent may discard one of their own for 3 VP. Default 22: a discarded mandatory quest
    goes to the intrigue discard pile."""
    q0 = cheap_quest(type="arcana")
    q0b = cheap_quest(type="commerce")
    q1 = cheap_quest(type="piety")
    q2 = cheap_quest(type="warfare")
    m = "intrigue.mandatory.calm-the-bread-riot"
    s = _harbor(CARDS["change_plans"])
    s = set_quests(s, 0, q0, q0b)
    s = set_quests(s, 1, q1)
    s = set_intrigue(s, 1, mandatory=[m])
    s = set_quests(s, 2, q2)
    s = play(s, Place("harbor1"))
    assert pending(s) == ("change", 0, CARDS["change_plans"])
    assert Answer(False) not in legal(s)
    s = play(s, DiscardQuest(q0))
    assert s.players[0].vp == 6
    assert s.quest_discard[-1] == q0
    assert s.players[0].quests == (q0b,)
    assert legal(s) == {DiscardQuest(q1), DiscardQuest(m), Answer(False)}
    s = play(s, DiscardQuest(m))
    assert s.players[1].vp == 3
    assert s.players[1].mandatory == ()
    assert s.intrigue_discard[-1] == m
    s = play(s, Answer(False))
    assert s.players[2].quests == (q2,) and s.players[2].vp == 0


# -- the gift cards ---------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("name", "mine", "theirs"),
    [
        ("conscription", res(f=2), res(f=1)),
        ("crime_wave", res(r=2), res(r=1)),
        ("good_faith", res(c=2), res(c=1)),
        ("graduation", res(w=2), res(w=1)),
        ("spread_wealth", res(g=4), res(g=2)),
    ],
)
def test_gift_cards_you_take_and_chosen_opponent_takes(name, mine, theirs):
    """Conscription / Crime Wave / Good Faith / Graduation Day / Spread the Wealth analogues: take 2 (4 G);
    one opponent you choose takes 1 (2 G)."""
    s = play(_harbor(CARDS[name]), Place("harbor1"))
    assert set(find_moves(s, ChooseOpponent)) == {ChooseOpponent(1), ChooseOpponent(2)}
    s = play(s, ChooseOpponent(2))
    assert [p.res for p in s.players] == [mine, res(), theirs]


# -- Real Estate Deal -------------------------------------------------------------------------------------


def test_real_estate_deal_swaps_a_building_for_a_hall_building_with_tokens():
    """Real Estate Deal analogue: discard a building you control that has no agent on it; then put any
    Builder's Hall building into play under your control for free and refill Builder's Hall (default 16: its
    VP tokens go to the new owner; default 12: the discarded tile goes to the building discard pile)."""
    dragon = building_where(action__gain=res(w=1), action__intrigue=1)
    caravan = building_where(stock=res(f=2))
    fetlock = building_where(action__gain=res(f=2, w=1))
    spires = building_where(stock=res(c=1))
    stone = building_where(action__special="count_buildings")
    s = _harbor(CARDS["real_estate"])
    s = set_hall(s, (fetlock, 3), (caravan, 1), (stone, 1))
    s = put_building(s, HELMSTAR, 0)
    s = put_building(s, dragon, 0)
    s = put_building(s, spires, 0)
    s = occupy(s, dragon, 1)
    top = s.building_stack[0]
    s = play(s, Place("harbor1"))
    assert set(find_moves(s, ChooseBuilding)) == {ChooseBuilding(HELMSTAR), ChooseBuilding(spires)}
    s = play(s, ChooseBuilding(HELMSTAR))
    assert s.building_discard == (HELMSTAR,)
    s = play(s, ChooseBuilding(fetlock))
    assert s.players[0].vp == 3
    assert s.players[0].res == res()
    assert Lot(fetlock, 0) in s.lots and all(lot.building != HELMSTAR for lot in s.lots)
    assert [t.building for t in s.hall] == [caravan, stone, top]


def test_building_stack_reshuffles_building_discard():
    """Default 12: tiles discarded by Real Estate Deal form a building discard pile that is reshuffled when a
    tile must be drawn from an empty stack."""
    s = _harbor(CARDS["real_estate"])
    hall = [t.building for t in s.hall]
    s = put_building(s, HELMSTAR, 0)
    rest = s.building_stack
    s = with_state(s, building_stack=(), building_discard=rest)
    s = play(s, Place("harbor1"), ChooseBuilding(hall[0]))
    assert len(s.hall) == 3
    assert len(s.building_stack) == len(rest)  # the old discard plus the Helmstar tile, less one drawn


# -- Recall Agent (default 23) ----------------------------------------------------------------------------


def test_recall_agent_returns_agent_and_frees_space_at_once():
    """Recall Agent analogue: return 1 of your placed agents to your pool (default 23: its space is free at
    once)."""
    s = _harbor(CARDS["recall"])
    s = occupy(s, "shop", 0)
    s = play(s, Place("harbor1"))
    assert set(find_moves(s, ChooseSpace)) == {ChooseSpace("shop"), ChooseSpace("harbor1")}
    s = play(s, ChooseSpace("shop"), EndTurn())
    assert s.players[0].pool == 2
    assert all(o.space != "shop" for o in s.occ)
    s = play(s, Place("shop"))
    assert s.players[1].res == res(g=4)


def test_recalled_harbor_agent_loses_its_reassignment():
    """Default 23: a Harbor agent then loses its reassignment."""
    s = agents(solo(), 0, 1)
    s = set_intrigue(s, 0, CARDS["recall"])
    s = play(s, Place("harbor1"))  # the only placed agent is this one: it comes back at once
    assert s.players[0].pool == 1
    assert s.occ == ()
    s = play(s, Place("shop"), EndTurn())
    assert s.round == 2
    assert s.players[0].res == res(g=4)


# -- the offer cards (defaults 1, 20) ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("name", "cube", "amount", "give", "vp"),
    [
        ("recruit_spies", "r", 2, 1, 3),
        ("request_assistance", "f", 2, 1, 3),
        ("research_agreement", "w", 1, 1, 5),
        ("summon_faithful", "c", 1, 1, 5),
        ("tax_collection", "g", 4, 4, 4),
    ],
)
def test_offer_cards_opponents_may_give_to_score(name, cube, amount, give, vp):
    """Recruit Spies / Request Assistance / Research Agreement / Summon the Faithful / Tax Collection analogues:
    take X; each opponent may give you Y to score N VP (default 1: 1 W / 1 C; default 20: opponents decide one
    at a time clockwise, the giver scores, what is given goes to the card's player)."""
    s = _harbor(CARDS[name], seat=1)
    s = with_player(s, 2, res=res(**{cube: give + 1}))
    s = with_player(s, 0, res=res(**{cube: give}))
    s = play(s, Place("harbor1"))
    assert s.players[1].res == res(**{cube: amount})
    assert pending(s) == ("offer", 2, CARDS[name])
    assert legal(s) == {Answer(True), Answer(False)}
    s = play(s, Answer(True))
    assert pending(s) == ("offer", 0, CARDS[name])
    s = play(s, Answer(False))
    assert s.players[1].res == res(**{cube: amount + give})
    assert s.players[2].res == res(**{cube: 1})
    assert s.players[2].vp == vp
    assert s.players[0].vp == 0 and s.players[0].res == res(**{cube: give})
    assert s.players[1].vp == 0


def test_offer_cannot_give_what_you_lack():
    """each opponent may give you 1 R ..."""
    s = with_player(_harbor(CARDS["recruit_spies"]), 2, res=res(r=1))
    s = play(s, Place("harbor1"))
    # seat 1 has no rogue: its only option is "no", taken for it
    assert pending(s) == ("offer", 2, CARDS["recruit_spies"])


# -- Sample Wares (default 16) -----------------------------------------------------------------------------


def test_sample_wares_uses_a_hall_building_with_no_owner_benefit():
    """Sample Wares analogue: place one of your unused agents on a building in Builder's Hall and use its action
    as if you owned it. Nobody gets an owner benefit."""
    skulk = building_where(action__gain=res(f=1, r=1, g=2))
    dragon = building_where(action__gain=res(w=1), action__intrigue=1)
    waymoot = building_where(stock_vp=3)
    s = set_hall(_harbor(CARDS["sample_wares"]), skulk, dragon, (waymoot, 5))
    s = play(s, Place("harbor1"))
    assert pending(s) == ("place", 0, "sample")
    assert {m.space for m in find_moves(s, Place)} == {skulk, dragon, waymoot}
    s = play(s, Place(skulk))
    assert s.players[0].res == res(f=1, r=1, g=2)
    assert s.players[0].pool == 1
    assert Occ(skulk, 0, "agent") in s.occ
    assert all(p.res == res() for p in s.players[1:])


def test_sample_wares_on_waymoot_scores_its_tokens():
    """Default 16: Sample Wares ... VP tokens of a Waymoot analogue included."""
    waymoot = building_where(stock_vp=3)
    dragon = building_where(action__gain=res(w=1), action__intrigue=1)
    s = set_hall(_harbor(CARDS["sample_wares"]), (waymoot, 5), dragon)
    q = s.inn[0]
    s = play(s, Place("harbor1"), Place(waymoot), TakeQuest(q))
    assert s.players[0].vp == 5
    assert s.players[0].quests == (q,)
    assert [t.vp for t in s.hall if t.building == waymoot] == [0]


def test_sample_wares_needs_an_unused_agent():
    """Place one of your unused agents (from your pool)."""
    s = agents(_harbor(CARDS["sample_wares"]), 0, 1)
    assert Place("harbor1") not in legal(s)


# -- Special Assignment ------------------------------------------------------------------------------------


def test_special_assignment_reveals_until_type_and_discards_the_rest():
    """Special Assignment analogue: name a quest type; reveal quests from the deck until one of that type
    appears; keep it and discard the rest."""
    s = _harbor(CARDS["special_assignment"])
    deck = s.quest_deck
    want = C.quests[deck[0]].type
    k = next(i for i, q in enumerate(deck) if C.quests[q].type != want)
    other = C.quests[deck[k]].type
    j = next(i for i, q in enumerate(deck) if C.quests[q].type == other)
    s = play(s, Place("harbor1"))
    assert len(find_moves(s, ChooseOption)) == 5
    s = play(s, ChooseOption(other))
    assert s.players[0].quests == (deck[j],)
    assert s.quest_discard == deck[:j]
    assert s.quest_deck == deck[j + 1 :]


# -- mandatory quests --------------------------------------------------------------------------------------

MANDATORY = [
    ("intrigue.mandatory.drive-off-the-highwaymen", res(f=2, w=1), 2),
    ("intrigue.mandatory.thwart-the-black-caravan", res(f=1, r=1, w=1), 2),
    ("intrigue.mandatory.soothe-the-guild-masters", res(c=1, f=1, w=1), 4),
    ("intrigue.mandatory.calm-the-bread-riot", res(c=2, f=1), 4),
    ("intrigue.mandatory.hold-back-the-tunnel-raiders", res(c=1, r=2), 2),
    ("intrigue.mandatory.root-out-the-doomsayers", res(c=1, f=1, r=1), 2),
]


@pytest.mark.parametrize(("card", "cost", "vp"), MANDATORY)
def test_mandatory_quest_given_to_chosen_opponent_then_completed(card, cost, vp):
    """Mandatory Quest cards force an opponent to complete a small Quest before any others (defaults 2 and 10:
    Repel Drow Invaders 1C+2R 2 VP; Placate Angry Merchants 4 VP)."""
    assert C.intrigue[card].cost == cost and C.intrigue[card].reward_vp == vp
    q = cheap_quest(type="warfare")
    s = play(_harbor(card), Place("harbor1"))
    assert set(find_moves(s, ChooseOpponent)) == {ChooseOpponent(1), ChooseOpponent(2)}
    s = play(s, ChooseOpponent(2))
    assert s.players[2].mandatory == (card,)
    assert card not in s.intrigue_discard
    s = set_quests(s, 2, q)
    s = with_player(s, 2, res=res(c=5, f=9, r=5, w=5, g=20))
    s = complete_step(s, 2)
    assert set(find_moves(s, CompleteQuest)) == {CompleteQuest(card)}
    s = play(s, CompleteQuest(card))
    p = s.players[2]
    assert p.vp == vp and p.mandatory == () and p.completed == ()
    assert p.res == res(c=5 - cost.c, f=9 - cost.f, r=5 - cost.r, w=5 - cost.w, g=20)
    assert s.intrigue_discard[-1] == card


def test_mandatory_quest_not_counted_by_lord():
    """Mandatory quests have no quest type, so they never count toward a Lord's bonus (sheet §3.4)."""
    card = MANDATORY[0][0]
    s = set_intrigue(clean(), 0, mandatory=[card])
    s = with_player(s, 0, res=res(f=2, w=1))
    s = play(complete_step(s, 0), CompleteQuest(card))
    sc = G.scores(s)
    assert dict(sc.players[0].breakdown)["lord"] == 0


def test_two_mandatory_quests_both_block():
    """A player can hold more than one; each one blocks normal quests until all are done."""
    a, b = MANDATORY[0][0], MANDATORY[3][0]
    q = cheap_quest(type="warfare")
    s = set_intrigue(clean(), 0, mandatory=[a, b])
    s = set_quests(s, 0, q)
    s = with_player(s, 0, res=res(c=9, f=9, r=9, w=9, g=20))
    s = play(complete_step(s, 0), CompleteQuest(a))
    s = complete_step(s, 0)
    assert set(find_moves(s, CompleteQuest)) == {CompleteQuest(b)}


def test_change_plans_needs_a_quest():
    """Default 11: only explicit preconditions (Change of Plans with no quest to discard is unplayable)."""
    s = _harbor(CARDS["change_plans"])
    assert Place("harbor1") not in legal(s)
    s = set_quests(s, 0, cheap_quest(type="warfare"))
    assert Place("harbor1") in legal(s)


def test_end_turn_after_harbor():
    s = play(_harbor(CARDS["ambush"]), Place("harbor1"), EndTurn())
    assert pending(s) == ("place", 1, "turn")


def test_gift_short_supply_acting_player_first():
    """Default 19: when a card gives several players cubes, the acting player takes first, then opponents; a
    short supply gives what is left."""
    s = _harbor(CARDS["conscription"])
    s = with_player(s, 2, res=res(f=24))
    s = play(s, Place("harbor1"))
    s = play(s, ChooseOpponent(1)) if find_moves(s, ChooseOpponent) else s
    assert s.players[0].res == res(f=1)
    assert s.players[1].res == res()
