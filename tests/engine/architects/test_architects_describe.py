"""`decisions.describe(state)`: the pending decision with the numbers its texts state (cards to choose
from, workers in the supply, steps left, a hire's or a capture's price), for every kind of decision."""

from __future__ import annotations

import re

import pytest
from architects_scenarios import GAME, RICH, built, play, playout, set_at, set_player, turn_of
from describe_checks import checked, documented_uses

from engine.architects import decisions
from engine.architects.decisions import Described, describe
from engine.architects.market import DRAW_CARDS
from engine.architects.moves import Capture, Place
from engine.architects.state import HAND_LIMIT, State

#: the decision kinds of the table in the module docstring
KINDS = set(re.findall(r"^\| ([a-z_]+) \|", (decisions.__doc__ or "").split("## Refusals")[0], re.M)) - {"kind"}
#: the kinds that state numbers, and the fields each fills (see `Described`)
USES = {
    "draft": {"cards"},
    "keep_card": {"cards"},
    "hand_limit": {"cards", "limit"},
    "place": {"workers"},
    "storehouse_trade": {"left"},
    "guardhouse": {"left"},
    "free_capture": {"left"},
    "town_capture": {"left", "silver", "tax"},
    "hire": {"reach", "silver", "tax"},
    "choose_option": {"choice"},
}


def _checked(s: State) -> Described:
    d: Described = checked(GAME, describe, s, USES)
    return d


def _town(**changes: int) -> tuple[State, int]:
    """The first player sends a second worker to the Town Centre; a rival has two in the Quarry."""
    s, seat = turn_of(3, 1, **RICH)
    s = set_at(set_at(s, "quarry", (seat + 1) % 3, 2), "town_centre", seat, 1)
    return play(set_player(s, seat, **changes), Place("town_centre")), seat


def test_the_fields_each_kind_fills_are_documented() -> None:
    assert documented_uses(Described) == USES


# -- the numbers ------------------------------------------------------------------------------------


def test_the_draft_counts_the_cards_to_choose_from() -> None:
    s = GAME.new_game(["A", "B", "C"], 1)
    d = _checked(s)
    assert d.kind == "draft" and d.cards == len(s.draft[d.seat]) == 4


def test_a_placement_counts_the_workers_in_the_supply() -> None:
    s, seat = turn_of(3, 1, supply=7)
    assert _checked(s) == Described("place", seat, "", seat, workers=7)


def test_the_black_market_counts_the_cards_drawn_without_naming_them() -> None:
    s, seat = turn_of(3, 1, **RICH)
    s = play(s, Place("black_market", "b_draw"))
    assert _checked(s) == Described("keep_card", seat, "black_market", seat, cards=DRAW_CARDS)
    assert len(s.pending[-1].cards) == DRAW_CARDS


def test_the_hand_limit_counts_the_hand() -> None:
    s, seat = turn_of(3, 1)
    s = play(set_player(s, seat, hand=tuple(range(1, 9))), Place("quarry"))
    assert _checked(s) == Described("hand_limit", seat, "", seat, cards=8, limit=HAND_LIMIT)


def test_location_steps_count_what_is_left() -> None:
    s, seat = turn_of(3, 1, **RICH)
    s = set_at(s, "storehouse", seat, 1)
    assert _checked(play(s, Place("storehouse"))).left == 2
    jailed = set_player(s, seat, prison=2, supply=s.players[seat].supply - 2)
    assert _checked(play(jailed, Place("guardhouse"))).left == 1
    assert _checked(built(14)) == Described("free_capture", seat, "b14", seat, left=1)


def test_the_town_centre_states_the_next_capture_and_its_price() -> None:
    s, seat = _town()
    assert _checked(s) == Described("town_capture", seat, "town_centre", seat, left=2, silver=0, tax=1)
    after = play(s, Capture("quarry", (seat + 1) % 3))
    assert _checked(after) == Described("town_capture", seat, "town_centre", seat, left=1, silver=1, tax=0)
    low, _ = _town(virtue=1)  # the tax is waived at low virtue
    assert (_checked(low).silver, _checked(low).tax) == (0, 0)


@pytest.mark.parametrize(("virtue", "tax"), [(7, 2), (3, 1)])
def test_a_workshop_hire_states_its_reach_and_price(virtue: int, tax: int) -> None:
    s, seat = turn_of(3, 1, **RICH, virtue=virtue)
    s = play(set_at(s, "workshop", seat, 1), Place("workshop", "hire"))
    assert _checked(s) == Described("hire", seat, "workshop", seat, reach=2, silver=2, tax=tax)


def test_a_buildings_choice_names_it() -> None:
    d = _checked(built(8))
    assert (d.kind, d.subject, d.choice) == ("choose_option", "b8", "treasury")


def test_no_description_when_the_game_is_over() -> None:
    *_, (last, _) = playout(2, 5)
    assert describe(last) is None


def test_every_kind_of_decision_is_described() -> None:
    """Random games and the states above reach every kind of the decision table."""
    seen = {_checked(built(card)).kind for card in (4, 8, 14, 31, 41, 42)}
    for n, seed, options in [(2, 1, {"starting_apprentice": True}), (3, 2, {"promos": True}), (4, 3, {})]:
        seen |= {_checked(s).kind for s, _ in playout(n, seed, options) if not GAME.is_over(s)}
    assert len(KINDS) == 18
    assert seen == KINDS, sorted(KINDS - seen)
