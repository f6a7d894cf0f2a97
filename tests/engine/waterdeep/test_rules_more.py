"""More rule checks: spaces that give nothing stay legal (default 11), the orb in the Harbor, recalled Harbor
agents (default 23), setup counts, and the purity of `apply`."""

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
    idle,
    intrigue_where,
    legal,
    occupy,
    pending,
    play,
    put_building,
    quest_where,
    res,
    set_intrigue,
    set_quests,
    solo,
    start,
    with_player,
    with_plot,
    with_state,
)

from engine.core.errors import IllegalMove
from engine.waterdeep.moves import ChooseSpace, CompleteQuest, EndTurn, Place, TakeQuest
from engine.waterdeep.state import Occ

CARAVAN = building_where(stock=res(f=2))
WONDER = building_where(action__pay_gold=2, action__pick="cw")
ZOAR = building_where(action__special="copy_occupied")
SKIRMISH = intrigue_where(effect="attack_return", cube="f")
RECALL = intrigue_where(effect="recall")
BRIBE = intrigue_where(effect="bribe")


def test_emptied_accumulating_building_stays_legal():
    """Default 11: only explicit preconditions make a placement illegal; a space that merely gives nothing stays
    legal."""
    s = put_building(clean(), CARAVAN, 1, stock=res())
    assert Place(CARAVAN) in legal(s)
    s = play(s, Place(CARAVAN))
    assert s.players[0].res == res()
    assert s.players[1].res == res(f=1)


def test_cliffwatch_with_no_quest_left_still_pays():
    """Default 11 / default 12: a deck and discard both empty draw nothing; the space stays legal."""
    s = clean()
    s = with_player(s, 2, completed=(*s.quest_deck, *s.inn))
    s = with_state(s, quest_deck=(), inn=())
    assert Place("inn1") in legal(s)
    s = play(s, Place("inn1"))
    assert s.players[0].res == res(g=2)
    assert s.players[0].quests == ()


def test_castle_with_empty_intrigue_deck_and_discard():
    """Default 12: a deck and discard both empty draw nothing."""
    s = clean()
    s = with_player(s, 2, intrigue=s.intrigue_deck)
    s = with_state(s, intrigue_deck=())
    s = play(s, Place("castle"))
    assert s.first == 0 and s.players[0].intrigue == ()


def test_orb_second_agent_in_harbor_reassigned_after_the_first():
    """Rules §4.1: if an extra agent shares a Harbor space with an opponent's agent (through the orb), it is
    reassigned right after the opponent's agent on that same space."""
    s = clean()
    s = with_plot(s, 0, "orb")
    s = set_intrigue(s, 0, SKIRMISH)
    s = occupy(s, "harbor1", 1)
    s = occupy(s, "harbor2", 2)
    s = agents(s, 1, 0)
    s = agents(s, 2, 0)
    s = agents(s, 0, 1)
    assert Place("harbor1") in legal(s)
    s = play(s, Place("harbor1"), EndTurn())
    assert pending(s) == ("place", 1, "reassign")
    s = play(s, Place("shop"), EndTurn())
    assert pending(s) == ("place", 0, "reassign")
    s = play(s, Place("tower"), EndTurn())
    assert pending(s) == ("place", 2, "reassign")


def test_recalled_harbor_agent_is_not_reassigned():
    """Default 23: agent-returning effects may return any of your placed agents (a Harbor agent then loses its
    reassignment); its space is free at once."""
    s = clean()
    s = set_intrigue(s, 0, RECALL)
    s = occupy(s, "harbor1", 0)
    s = agents(s, 0, 1)
    s = idle(s, 1, 2)
    s = play(s, Place("harbor3"))
    assert {m.space for m in find_moves(s, ChooseSpace)} == {"harbor1", "harbor3"}
    s = play(s, ChooseSpace("harbor1"), EndTurn())
    assert pending(s) == ("place", 0, "turn")
    assert Place("harbor1") not in legal(s)  # no intrigue card left, but the space itself is free
    assert all(o.space != "harbor1" for o in s.occ)
    s = play(s, Place("shop"), EndTurn())
    assert pending(s) == ("place", 0, "reassign")
    s = play(s, Place("field"), EndTurn())
    assert s.round == 2
    assert s.players[0].res == res(g=4, f=2)


def test_copy_needs_a_playable_card_to_copy_a_harbor_space():
    """Default 11: Zoarstar needs a space holding an opponent's agent whose action would be legal for you
    (Harbor: at least 1 playable intrigue card)."""
    s = put_building(clean(), ZOAR, 1)
    s = occupy(s, "harbor1", 2)
    assert Place(ZOAR) not in legal(s)
    s = set_intrigue(s, 0, SKIRMISH)
    assert Place(ZOAR) in legal(s)


def test_bribe_target_must_be_affordable_after_paying():
    """Default 4 and 11: the bribe costs 2 G, and the copied action must still be legal for you (House of
    Wonder needs 2 G more)."""
    s = put_building(clean(), WONDER, 1)
    s = occupy(s, WONDER, 2)
    s = set_intrigue(s, 0, BRIBE)
    s = with_player(s, 0, res=res(g=3))
    assert Place("harbor1") not in legal(s)
    s = with_player(s, 0, res=res(g=4))
    assert Place("harbor1") in legal(s)


def test_lieutenant_reassigned_as_lieutenant():
    """Rules §11.10: the Lieutenant counts as one of your agents (it is reassigned from the Harbor like one)."""
    s = clean()
    s = with_player(s, 0, lieutenant=True, lt_pool=True)
    s = set_intrigue(s, 0, SKIRMISH)
    s = agents(s, 0, 0)
    s = idle(s, 1, 2)
    assert {m.piece for m in find_moves(s, Place)} == {"lieutenant"}
    s = play(s, Place("harbor1", "lieutenant"), EndTurn())
    assert pending(s) == ("place", 0, "reassign")
    assert {m.piece for m in find_moves(s, Place)} == {"lieutenant"}
    s = play(s, Place("shop", "lieutenant"), EndTurn())
    assert s.round == 2 and s.players[0].lt_pool


def test_wrong_piece_is_illegal():
    """Illegal moves raise IllegalMove and leave the state unchanged."""
    s = clean()
    snap = G.state_to_dict(s)
    for bad in (Place("shop", "lieutenant"), Place("shop", "ambassador"), TakeQuest(s.inn[0])):
        with pytest.raises(IllegalMove):
            G.apply(s, bad)
    assert G.state_to_dict(s) == snap


def test_apply_never_changes_its_input():
    """`apply` is pure: branching from the same state twice gives independent results."""
    s = with_player(clean(), 0, res=res(g=9))
    s = set_intrigue(s, 0, SKIRMISH, RECALL)
    snap = G.state_to_dict(s)
    a = play(s, Place("inn1"), TakeQuest(s.inn[0]), EndTurn(), Place("field"))
    a_snap = G.state_to_dict(a)
    b = play(s, Place("harbor1"))
    assert G.state_to_dict(s) == snap
    assert G.state_to_dict(a) == a_snap
    assert a.players[0].res == res(g=11) and b.players[0].res.g == 9


def test_play_continues_to_the_next_player():
    s = play(solo(), Place("shop"), EndTurn())
    assert pending(s) == ("place", 0, "turn")
    assert Occ("shop", 0, "agent") in s.occ


@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_setup_decks(n):
    """Setup: 2 quests and 2 intrigue cards each, 4 quests at the Inn, 3 buildings in the Hall; the rest form the
    decks (60 quests, 50 intrigue cards, 24 buildings)."""
    s = start(n, 3)
    assert len(s.quest_deck) == 60 - 2 * n - 4
    assert len(s.intrigue_deck) == 50 - 2 * n
    assert len(s.building_stack) == 21
    assert [t.vp for t in s.hall] == [1, 1, 1]


def _two_quests():

    return cheap_quest(type="warfare"), cheap_quest(type="arcana")


def test_each_harbor_reassignment_may_complete_a_quest():
    """After reassigning, you may complete 1 Quest as usual (rules §4.1: each reassignment counts as a new turn
    for that player)."""

    q1, q2 = _two_quests()
    s = clean()
    s = set_quests(s, 0, q1, q2)
    s = with_player(s, 0, res=res(c=9, f=9, r=9, w=9, g=20))
    s = occupy(s, "harbor1", 0)
    s = occupy(s, "harbor2", 0)
    s = agents(s, 0, 0)
    s = idle(s, 1, 2)

    s = play(complete_step(s, 0), EndTurn())
    assert pending(s) == ("place", 0, "reassign")
    s = play(s, Place("shop"), CompleteQuest(q1))
    assert pending(s) == ("place", 0, "reassign")
    s = play(s, Place("tower"))
    assert CompleteQuest(q2) in legal(s)
    s = play(s, CompleteQuest(q2))
    assert set(s.players[0].completed) == {q1, q2}


def test_agent_returned_in_harbor_phase_does_not_give_a_second_quest():
    """You may complete only 1 Quest per turn, regardless of how many Agents you assign or reassign (rules §3.2:
    "however many agents you assign or reassign that turn (for example through ... Research Chronomancy)")."""

    chrono = quest_where(reward__special="return_agent")
    other = _two_quests()[0]
    s = clean()
    s = set_quests(s, 0, chrono, other)
    s = set_intrigue(s, 0, SKIRMISH)
    cost = C.quests[chrono].cost
    s = with_player(s, 0, res=res(c=9, f=7, r=9, w=cost.w + 9, g=cost.g + 20))
    s = agents(s, 0, 1)
    s = idle(s, 1, 2)
    s = play(s, Place("harbor1"), EndTurn())
    assert pending(s) == ("place", 0, "reassign")
    s = play(s, Place("tower"), CompleteQuest(chrono))
    if pending(s)[0] == "recall":
        s = play(s, ChooseSpace("tower"))
    assert pending(s) == ("place", 0, "now")
    s = play(s, Place("shop"))
    assert CompleteQuest(other) not in legal(s)


def test_no_move_after_the_game_ends():
    """8 rounds; afterwards every move is illegal and the state is unchanged."""
    s = agents(solo(), 0, 1)
    s = with_state(s, round=8)
    s = play(s, Place("shop"), EndTurn())
    assert G.is_over(s)
    snap = G.state_to_dict(s)
    with pytest.raises(IllegalMove):
        G.apply(s, Place("tower"))
    assert G.state_to_dict(s) == snap
    assert G.scores(s).winners == (0,)
