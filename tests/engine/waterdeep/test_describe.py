"""`decisions.describe(state)`: the pending decision with the terms its texts state (who played the card
an offer answers, what changes hands, the VP at stake), for every kind of decision."""

from __future__ import annotations

import random
import re

import waterdeep_scenarios as ws
import waterdeep_terms as wt
from describe_checks import checked, documented_uses

from engine.waterdeep import decisions
from engine.waterdeep.decisions import Described, describe
from engine.waterdeep.state import State

G = ws.G
#: the decision kinds of the table in the module docstring
KINDS = set(re.findall(r"^\| ([a-z_]+) \|", (decisions.__doc__ or "").split("## Refusals")[0], re.M)) - {"kind"}
#: the kinds that state terms, and the fields each fills (see `Described`)
USES = {
    "offer": {"played_by", "resource", "amount", "vp"},
    "choose_opponent": {"resource", "amount", "mandatory"},
    "discard_quest": {"vp"},
    "discard_quest_optional": {"vp"},
    "complete_now": {"vp"},
}


def _checked(s: State) -> Described:
    d: Described = checked(G, describe, s, USES)
    return d


def test_the_fields_each_kind_fills_are_documented() -> None:
    assert documented_uses(Described) == USES


# -- the terms ------------------------------------------------------------------------------------


def test_an_offer_states_who_played_it_what_it_asks_and_what_it_scores() -> None:
    d = _checked(wt.offer())
    assert d == Described("offer", 1, "intrigue.hire-informants", 0, played_by=0, resource="r", amount=1, vp=3)


def test_choosing_an_opponent_states_what_they_take() -> None:
    gift = _checked(wt.gift("intrigue.press-gangs"))
    assert (gift.kind, gift.subject, gift.resource, gift.amount, gift.mandatory) == (
        "choose_opponent",
        "intrigue.press-gangs",
        "f",
        1,
        False,
    )
    burden = _checked(wt.gift("intrigue.mandatory.calm-the-bread-riot"))
    assert (burden.kind, burden.resource, burden.amount, burden.mandatory) == ("choose_opponent", "", 0, True)
    gold = _checked(wt.quest_gold())
    assert (gold.kind, gold.subject, gold.resource, gold.amount) == (
        "choose_opponent",
        "quest.commerce.send-aid-to-the-silent-watch",
        "g",
        4,
    )


def test_discarding_a_quest_states_what_it_scores() -> None:
    s = wt.change()
    mine = _checked(s)
    assert (mine.kind, mine.seat, mine.subject, mine.vp) == ("discard_quest", 0, "intrigue.abandon-the-venture", 6)
    theirs = _checked(wt.change_declinable())
    assert (theirs.kind, theirs.seat, theirs.subject, theirs.vp) == (
        "discard_quest_optional",
        1,
        "intrigue.abandon-the-venture",
        3,
    )


def test_completing_a_quest_at_once_states_the_extra_vp() -> None:
    d = _checked(wt.garden())
    assert (d.kind, d.seat, d.vp) == ("complete_now", 0, 4)


def test_no_description_when_the_game_is_over() -> None:
    over, _ = G.ai.playout(G.new_game(["Ann", "Bob"], 3), 3)
    assert describe(over) is None


def test_every_kind_of_decision_is_described() -> None:
    """Random games and the states above reach every kind of the decision table."""
    seen = {_checked(s).kind for s in (wt.offer(), wt.change(), wt.quest_gold(), wt.garden(), wt.hasten())}
    seen.add(_checked(wt.change_declinable()).kind)
    for seed in range(20):
        s = G.new_game([f"P{i}" for i in range(2 + seed % 4)], seed)
        rng = random.Random(seed)
        while not G.is_over(s):
            seen.add(_checked(s).kind)
            s = G.apply(s, rng.choice(G.legal_moves(s)))
    assert len(KINDS) == 33
    assert seen == KINDS, sorted(KINDS - seen)
