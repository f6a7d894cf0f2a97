"""The 15 plot quests (defaults 3, 6, 17, 21), the Lieutenant, the orb, the miracle, and the special quest
rewards."""

from __future__ import annotations

import pytest
from waterdeep_scenarios import (
    C,
    G,
    agents,
    building_where,
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
    with_completed,
    with_player,
    with_plot,
    with_state,
)

from engine.waterdeep.board import LOTS
from engine.waterdeep.moves import (
    Answer,
    ChooseBuilding,
    ChooseOpponent,
    ChooseSpace,
    CompleteQuest,
    EndTurn,
    PickCube,
    Place,
    PlayIntrigue,
    TakeQuest,
)
from engine.waterdeep.state import Lot, Occ

HELMSTAR = building_where(action__gain=res(r=2, g=2))
FETLOCK = building_where(action__gain=res(f=2, w=1))
DRAGON = building_where(action__gain=res(w=1), action__intrigue=1)
RICH = res(c=20, f=20, r=20, w=20, g=40)


def test_15_plot_quests():
    assert sum(1 for q in C.quests.values() if q.plot) == 15


def _complete(s, seat, q, have=RICH):
    """`seat` completes quest q right after an assignment."""
    s = set_quests(s, seat, q, *[x for x in s.players[seat].quests if x != q])
    s = with_player(s, seat, res=have)
    return play(complete_step(s, seat), CompleteQuest(q))


# -- +2 VP per later quest of the same type (default 21) ------------------------------------------------------


@pytest.mark.parametrize("qtype", ["arcana", "commerce", "piety", "skullduggery", "warfare"])
def test_type_bonus_plot_two_vp_per_later_quest_of_type(qtype):
    """Study the Illusk Arch (and its 4 siblings) analogue: +2 VP each time you later complete a quest of this
    type."""
    plot = quest_where(plot="type_bonus", type=qtype)
    later = next(q.id for q in C.quests.values() if q.type == qtype and not q.plot and not q.reward.special)
    other = next(q.id for q in C.quests.values() if q.type != qtype and not q.plot and not q.reward.special)
    s = _complete(clean(), 0, plot)
    assert s.players[0].vp == C.quests[plot].reward.vp  # not for itself
    s = _complete(s, 0, later)
    assert s.players[0].vp == C.quests[plot].reward.vp + C.quests[later].reward.vp + 2
    vp = s.players[0].vp
    s = _complete(s, 0, other)
    assert s.players[0].vp == vp + C.quests[other].reward.vp


def test_later_plot_quest_counts_for_type_bonus():
    """Default 21: completed plot quests count as completed quests of their type everywhere ("+2 VP per later
    quest")."""
    plot = quest_where(plot="type_bonus", type="arcana")
    later_plot = quest_where(plot="orb")  # an arcana plot quest
    s = with_completed(clean(), 0, plot)
    s = _complete(s, 0, later_plot)
    assert s.players[0].vp == C.quests[later_plot].reward.vp + 2


def test_plot_quests_count_for_lord():
    """Default 21: completed plot quests count as completed quests of their type (lord bonus)."""
    s = with_completed(clean(), 0, quest_where(plot="orb"), quest_where(plot="gain_w_intrigue"))
    s = with_player(s, 0, lord="lord.seraphine-aldane")  # arcana + piety
    s = with_state(s, phase="over", tasks=())
    assert dict(G.scores(s).players[0].breakdown)["lord"] == 8


# -- resource-trigger plots (defaults 6, 17) ------------------------------------------------------------------


def test_wizard_plot_draws_intrigue_once_per_action():
    """Explore Ahghairon's Tower analogue: each action that gives you any W also draws you 1 IC (rules §6.3:
    once per action, however many units)."""
    s = with_plot(clean(), 0, "gain_w_intrigue")
    s = play(s, Place("tower"))
    assert s.players[0].res == res(w=1)
    assert len(s.players[0].intrigue) == 1
    grad = intrigue_where(effect="gift", cube="w")
    s = set_intrigue(with_plot(clean(), 0, "gain_w_intrigue"), 0, grad)
    s = play(s, Place("harbor1"), ChooseOpponent(1))
    assert s.players[0].res == res(w=2)
    assert len(s.players[0].intrigue) == 1


def test_gold_plot_gives_a_rogue():
    """Bribe the Shipwrights analogue: each action that gives you any G also gives you 1 R."""
    s = with_plot(clean(), 0, "gain_g_rogue")
    s = play(s, Place("shop"))
    assert s.players[0].res == res(g=4, r=1)
    s = with_plot(clean(), 0, "gain_g_rogue")
    s = play(s, Place("inn1"), TakeQuest(s.inn[0]))
    assert s.players[0].res == res(g=2, r=1)


def test_rogue_plot_gives_two_gold():
    """Fence Goods for Duke of Darkness analogue: each action that gives you any R also gives you 2 G."""
    s = with_plot(clean(), 0, "gain_r_gold")
    s = play(s, Place("tavern"))
    assert s.players[0].res == res(r=2, g=2)


def test_fighter_plot_gives_one_more_fighter():
    """Bolster Griffon Cavalry analogue: each action that gives you any F also gives you 1 extra F."""
    s = with_plot(clean(), 0, "gain_f_fighter")
    s = play(s, Place("field"))
    assert s.players[0].res == res(f=3)


def test_plot_bonus_does_not_trigger_other_plots():
    """Default 17: resources from plot bonuses never trigger plots."""
    s = with_plot(with_plot(clean(), 0, "gain_r_gold"), 0, "gain_g_rogue")
    s = play(s, Place("tavern"))
    assert s.players[0].res == res(r=2, g=2)  # the 2 G from the rogue plot give no extra R
    s = with_plot(with_plot(clean(), 0, "gain_r_gold"), 0, "gain_g_rogue")
    s = play(s, Place("shop"))
    assert s.players[0].res == res(g=4, r=1)


def test_plot_triggers_on_both_resources_of_one_action():
    """Default 17: each plot fires at most once per action; an action giving R and G fires both plots."""
    s = put_building(clean(), HELMSTAR, owner=1)
    s = with_plot(with_plot(s, 0, "gain_r_gold"), 0, "gain_g_rogue")
    s = play(s, Place(HELMSTAR))
    assert s.players[0].res == res(r=3, g=4)


def test_owner_benefit_does_not_trigger_plot():
    """Default 6: quest rewards and owner benefits do not trigger them."""
    s = put_building(clean(), FETLOCK, owner=1)
    s = with_plot(s, 1, "gain_w_intrigue")
    s = play(s, Place(FETLOCK), PickCube("w"))
    assert s.players[1].res == res(w=1)
    assert len(s.players[1].intrigue) == 0


def test_quest_reward_does_not_trigger_plot():
    """Default 6: quest rewards do not trigger them."""
    q = "quest.warfare.storm-the-goblin-warren"  # 4F 2R -> 8 VP + 4 G
    s = with_plot(clean(), 0, "gain_g_rogue")
    s = _complete(s, 0, q, have=res(f=4, r=2))
    assert s.players[0].res == res(g=4)


def test_chosen_cube_triggers_plot():
    """Default 17: only resources printed on the space or intrigue card (including cubes picked for "any")
    count as "the action gives you X"."""
    portal = building_where(action__pick="cfrw", action__pick_n=2)
    s = put_building(clean(), portal, owner=0)
    s = with_plot(s, 0, "gain_f_fighter")
    s = play(s, Place(portal), PickCube("f"), PickCube("c"))
    assert s.players[0].res == res(f=2, c=1)


def test_intrigue_card_giving_resource_triggers_plot():
    """Default 6: ... or played intrigue card that gives X to the acting player."""
    s = set_intrigue(with_plot(clean(), 0, "gain_r_gold"), 0, intrigue_where(effect="gift", cube="r"))
    s = play(s, Place("harbor1"), ChooseOpponent(2))
    assert s.players[0].res == res(r=2, g=2)
    assert s.players[2].res == res(r=1)


def test_gift_to_opponent_does_not_trigger_their_plot():
    """Default 6: the plot fires for the acting player only."""
    s = set_intrigue(with_plot(clean(seat=1), 0, "gain_r_gold"), 1, intrigue_where(effect="gift", cube="r"))
    s = play(s, Place("harbor1"), ChooseOpponent(0))
    assert s.players[0].res == res(r=1)
    assert s.players[1].res == res(r=2)


def test_each_accelerated_placement_triggers_plots():
    """Default 6: plot triggers fire once per assignment action (Accelerate Plans makes two)."""
    skulk = building_where(action__gain=res(f=1, r=1, g=2))
    s = put_building(clean(), skulk, 0)
    s = with_plot(s, 0, "gain_f_fighter")
    s = set_intrigue(s, 0, intrigue_where(effect="accelerate"))
    s = play(s, Place("harbor1"), Place("field"), Place(skulk))
    assert s.players[0].res == res(f=5, r=1, g=2)


def test_reassignment_triggers_plot_and_owner_benefit():
    """Default 6: plot triggers fire once per reassignment action; rules §11.8: a reassigned agent on another
    player's building triggers the owner benefit."""
    s = put_building(clean(), HELMSTAR, 2)
    s = with_plot(s, 0, "gain_r_gold")
    s = set_intrigue(s, 0, intrigue_where(effect="attack_return", cube="f"))
    s = agents(s, 0, 1)
    s = idle(s, 1, 2)
    s = play(s, Place("harbor1"), EndTurn(), Place(HELMSTAR))
    assert s.players[0].res == res(f=2, r=2, g=4)
    assert s.players[2].res == res(r=1)


# -- Recover the Magister's Orb analogue (default 16) --------------------------------------------------------


def test_orb_once_per_round_onto_opponents_space():
    """Recover the Magister's Orb analogue: once per round you may place an agent on a space that already holds
    an opponent's agent."""
    s = with_plot(solo(), 0, "orb")
    s = with_state(s, occ=(Occ("shop", 1, "agent"), Occ("tower", 0, "agent")))
    s = with_player(s, 0, pool=2)
    s = with_player(s, 1, agents=1)
    assert Place("shop") in legal(s)
    assert Place("tower") not in legal(s)  # only your own agent there
    s = play(s, Place("shop"))
    assert s.players[0].res == res(g=4)
    assert s.players[0].orb_used
    s = play(s, EndTurn())
    s = with_state(s, occ=(*s.occ, Occ("field", 1, "agent")))
    s = with_player(s, 1, agents=2)
    assert Place("field") not in legal(s)


def test_orb_resets_next_round():
    """once per round."""
    s = with_plot(agents(solo(), 0, 1), 0, "orb")
    s = with_player(s, 0, orb_used=True)
    s = play(s, Place("shop"), EndTurn())
    assert s.round == 2
    assert not s.players[0].orb_used


def test_orb_reassignment_onto_occupied_space():
    """Default 16: a Harbor reassignment onto an occupied space uses it."""
    skirmish = intrigue_where(effect="attack_return", cube="f")
    s = with_plot(clean(), 0, "orb")
    s = set_intrigue(s, 0, skirmish)
    s = agents(s, 0, 1)
    s = occupy(s, "shop", 1)
    s = agents(s, 1, 0)
    s = idle(s, 2)
    s = play(s, Place("harbor1"), EndTurn())
    assert pending(s) == ("place", 0, "reassign")
    assert Place("shop") in legal(s)
    s = play(s, Place("shop"))
    assert s.players[0].res == res(f=2, g=4)
    assert s.round == 2


# -- Produce a Miracle analogue ---------------------------------------------------------------------------


def test_miracle_swaps_a_cube_for_a_cleric_once_per_round():
    """Produce a Miracle for the Masses analogue: once per round, when an action gives you any C, you may also
    swap 1 F/R/W in your Tavern for a C."""
    s = with_plot(solo(), 0, "miracle")
    s = with_player(s, 0, res=res(f=1, r=1))
    s = play(s, Place("plinth"))
    assert pending(s) == ("pick", 0, "miracle")
    assert legal(s) == {PickCube("f"), PickCube("r"), Answer(False)}
    s = play(s, PickCube("r"))
    assert s.players[0].res == res(c=2, f=1)
    assert s.players[0].miracle_used
    hof = building_where(action__gain=res(c=1, f=2))
    s = put_building(s, hof, owner=0)
    s = play(s, EndTurn(), Place(hof))
    assert s.players[0].res == res(c=3, f=3)
    assert pending(s)[0] != "pick"


def test_miracle_may_be_declined():
    """you may also swap."""
    s = with_plot(clean(), 0, "miracle")
    s = with_player(s, 0, res=res(f=1))
    s = play(s, Place("plinth"), Answer(False))
    assert s.players[0].res == res(c=1, f=1)
    assert not s.players[0].miracle_used


# -- other plots ------------------------------------------------------------------------------------------


def test_buy_bonus_four_vp_per_building_bought():
    """Infiltrate Builder's Hall analogue: +4 VP each time you buy a building (rules §6.3: a free building is
    not "bought")."""
    s = with_plot(clean(), 0, "buy_bonus")
    s = set_hall(s, (DRAGON, 1), (HELMSTAR, 2), FETLOCK)
    s = with_player(s, 0, res=res(g=3))
    s = play(s, Place("builders"), ChooseBuilding(DRAGON))
    assert s.players[0].vp == 1 + 4
    lure = quest_where(reward__special="free_hall_building")
    s = _complete(s, 0, lure, have=C.quests[lure].cost)
    s = play(s, ChooseBuilding(HELMSTAR))
    assert s.players[0].vp == 5 + C.quests[lure].reward.vp + 2


def test_sleeper_two_vp_per_intrigue_card_played():
    """Place a Sleeper Agent in Skullport analogue: +2 VP each time you play an IC (rules §6.3: including
    Mandatory Quest cards played on opponents)."""
    wealth = intrigue_where(effect="gift", cube="g")
    riot = "intrigue.mandatory.calm-the-bread-riot"
    s = with_plot(solo(), 0, "sleeper")
    s = set_intrigue(s, 0, wealth, riot)
    s = play(s, Place("harbor1"), PlayIntrigue(riot), ChooseOpponent(1))
    assert s.players[0].vp == 2
    s = play(s, EndTurn(), Place("harbor2"), ChooseOpponent(2))
    assert s.players[0].vp == 4
    assert s.players[0].res == res(g=4)


def test_round_adventurer_plot_at_each_round_start_only():
    """Defend the Tower of Luck analogue: take 1 adventurer of your choice at the start of each round (default
    3: none at completion)."""
    q = quest_where(plot="round_adventurer")
    s = agents(solo(), 0, 1)
    s = _complete(s, 0, q, have=C.quests[q].cost)
    assert s.players[0].res == res()
    s = play(s, EndTurn())
    s = play(s, Place("shop")) if pending(s)[0] == "place" else s
    assert s.round == 2
    assert pending(s) == ("pick", 0, "luck")
    assert set(find_moves(s, PickCube)) == {PickCube(k) for k in "cfrw"}
    s = play(s, PickCube("w"))
    assert s.players[0].res.w == 1


def test_lieutenant_joins_pool_and_is_usable_this_round():
    """Recruit Lieutenant analogue: add the Lieutenant to your agent pool for the rest of the game; it counts as
    one of your agents (rules §6.3: usable the same round)."""
    q = quest_where(plot="lieutenant")
    s = agents(solo(), 0, 1)
    s = set_quests(s, 0, q)
    s = with_player(s, 0, res=C.quests[q].cost)
    s = play(s, Place("shop"), CompleteQuest(q))
    p = s.players[0]
    assert p.lieutenant and p.lt_pool
    assert pending(s) == ("place", 0, "turn")
    assert {m.piece for m in find_moves(s, Place)} == {"lieutenant"}
    s = play(s, Place("tower", "lieutenant"))
    assert [(e.a, e.n) for e in s.events if e.kind == "place"] == [("tower", 1)]  # the piece: `PIECE_CODES`
    s = play(s, EndTurn())
    assert s.round == 2
    assert s.players[0].lt_pool and s.players[0].pool == 1


def test_lieutenant_gained_in_harbor_phase_is_placed_at_once():
    """Default 12: an agent gained during the Harbor phase is placed at once, not in the Harbor."""
    q = quest_where(plot="lieutenant")
    skirmish = intrigue_where(effect="attack_return", cube="f")
    s = agents(solo(), 0, 1)
    s = set_quests(s, 0, q)
    s = set_intrigue(s, 0, skirmish, skirmish)
    cost = C.quests[q].cost
    s = with_player(s, 0, res=res(c=cost.c, f=cost.f - 2, r=cost.r, w=cost.w))
    s = play(s, Place("harbor1"), EndTurn())
    assert pending(s) == ("place", 0, "reassign")
    s = play(s, Place("shop"), CompleteQuest(q))
    assert pending(s) == ("place", 0, "now")
    assert not any(m.space.startswith("harbor") for m in find_moves(s, Place))
    s = play(s, Place("tower", "lieutenant"), EndTurn())
    assert s.round == 2
    assert s.players[0].res.w == 1


# -- special quest rewards -------------------------------------------------------------------------------


def test_return_agent_reward():
    """Research Chronomancy analogue: +1 W, 4 VP, and return 1 of your placed agents to your pool."""
    q = quest_where(reward__special="return_agent")
    s = agents(solo(), 0, 2)
    s = occupy(s, "field", 0)
    s = set_quests(s, 0, q)
    s = with_player(s, 0, res=C.quests[q].cost)
    s = play(s, Place("shop"), CompleteQuest(q))
    assert s.players[0].vp == 4
    assert s.players[0].res == res(w=1, g=4)
    assert {m.space for m in find_moves(s, ChooseSpace)} == {"shop", "field"}
    s = play(s, ChooseSpace("shop"))
    assert s.players[0].pool == 1
    assert pending(s) == ("place", 0, "turn")
    assert Place("shop") in legal(s)


def test_free_hall_building_reward_with_tokens():
    """Lure Artisans of Mirabar analogue: put 1 Builder's Hall building of your choice into play under your
    control for free (default 16: with its VP tokens)."""
    q = quest_where(reward__special="free_hall_building")
    s = set_hall(clean(), (FETLOCK, 2), DRAGON, HELMSTAR)
    s = _complete(s, 0, q, have=C.quests[q].cost)
    assert set(find_moves(s, ChooseBuilding)) == {ChooseBuilding(b) for b in (FETLOCK, DRAGON, HELMSTAR)}
    s = play(s, ChooseBuilding(FETLOCK))
    assert s.players[0].res == res()
    assert s.players[0].vp == C.quests[q].reward.vp + 2
    assert Lot(FETLOCK, 0) in s.lots
    assert len(s.hall) == 3


def test_free_building_rewards_without_free_lot():
    """Default 24: Lure Artisans / Placate the Walking Statue analogues with no free lot: the quest still pays
    its other rewards; only the building is lost."""
    q = quest_where(reward__special="free_stack_building")
    s = clean()
    for i, b in enumerate(list(s.building_stack)[:LOTS]):
        s = put_building(s, b, 1 + i % 2)
    stack = s.building_stack
    s = _complete(s, 0, q, have=C.quests[q].cost)
    assert s.players[0].vp == C.quests[q].reward.vp
    assert len(s.lots) == LOTS and s.building_stack == stack


def test_free_stack_building_reward():
    """Placate the Walking Statue analogue: put the top building of the stack into play under your control for
    free."""
    q = quest_where(reward__special="free_stack_building")
    s = clean()
    top = s.building_stack[0]
    s = _complete(s, 0, q, have=C.quests[q].cost)
    assert s.lots == (Lot(top, 0, C.buildings[top].stock, C.buildings[top].stock_vp),)
    assert s.players[0].vp == 10 and s.players[0].res == res()


def test_opponent_gains_gold_reward():
    """Send Aid to the Harpers analogue: 15 VP; you choose 1 opponent, who gains 4 G."""
    q = quest_where(reward__special="opponent_gold")
    s = _complete(clean(), 0, q, have=C.quests[q].cost)
    assert set(find_moves(s, ChooseOpponent)) == {ChooseOpponent(1), ChooseOpponent(2)}
    s = play(s, ChooseOpponent(2))
    assert s.players[2].res == res(g=4)
    assert s.players[0].vp == 15


def test_vp_per_building_reward():
    """Establish Harpers Safe House analogue: 8 VP + 2 VP per building you control at the moment of
    completion."""
    q = quest_where(reward__special="vp_per_building")
    s = put_building(clean(), HELMSTAR, 0)
    s = put_building(s, DRAGON, 0)
    s = put_building(s, FETLOCK, 1)
    s = _complete(s, 0, q, have=C.quests[q].cost)
    assert s.players[0].vp == 8 + 4


def test_play_intrigue_reward_now():
    """Prison Break analogue: 14 VP, +2 F, and you may immediately play 1 IC without using an action."""
    q = quest_where(reward__special="play_intrigue")
    favor = intrigue_where(effect="favor")
    grad = intrigue_where(effect="gift", cube="w")
    s = set_intrigue(clean(), 0, favor, grad)
    s = _complete(s, 0, q, have=C.quests[q].cost)
    assert s.players[0].vp == 14
    assert legal(s) == {PlayIntrigue(favor), PlayIntrigue(grad), Answer(False)}
    s = play(s, PlayIntrigue(grad), ChooseOpponent(1))
    assert s.players[0].res == res(f=2, w=2)
    assert s.players[0].intrigue == (favor,)


def test_play_intrigue_reward_may_be_declined():
    """you may immediately play 1 IC."""
    q = quest_where(reward__special="play_intrigue")
    s = set_intrigue(clean(), 0, intrigue_where(effect="favor"))
    s = _complete(s, 0, q, have=C.quests[q].cost)
    s = play(s, Answer(False))
    assert len(s.players[0].intrigue) == 1


def test_deck_quest_reward():
    """Loot the Crypt of Chauntea analogue: 7 VP, +1 IC, and draw 1 quest from the deck."""
    q = quest_where(reward__special="deck_quest")
    s = clean()
    top = s.quest_deck[0]
    s = _complete(s, 0, q, have=C.quests[q].cost)
    assert s.players[0].quests == (top,)
    assert s.players[0].vp == 7
    assert len(s.players[0].intrigue) == 1


def test_face_up_quest_reward():
    """Convert a Noble to Lathander analogue: 8 VP and take 1 face-up quest from Cliffwatch Inn."""
    q = "quest.piety.win-a-noble-to-the-faith"
    s = clean()
    inn = s.inn
    s = _complete(s, 0, q, have=C.quests[q].cost)
    s = play(s, TakeQuest(inn[2]))
    assert s.players[0].quests == (inn[2],)
    assert s.players[0].vp == 8
