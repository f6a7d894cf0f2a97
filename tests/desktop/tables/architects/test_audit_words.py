"""Words a player reads in the chips and the Actions list, in every language: found by playing the game."""

from __future__ import annotations

import dataclasses

import pytest
from architects_scenarios import play, set_at, set_player, turn_of
from architects_ui import load

from desktop import i18n
from desktop.tables.architects import cardtext, choicetext, gestures
from desktop.tables.architects.cardnames import apprentice_name
from engine.architects import locations as locs
from engine.architects import moves as mv

from .conftest import GAME

COLOURS = ("#1f77b4", "#ff7f0e", "#2ca02c")


@pytest.mark.parametrize(("lang", "word"), [("en", "Done"), ("de", "Fertig"), ("fr", "Terminé")])
def test_the_done_chip_says_finished(qapp, lang, word) -> None:
    """The chip that ends a step (no more trades) said "Erfüllt" in German: "fulfilled", the Waterdeep word
    for a completed quest, not "I am finished"."""
    state, _seat = turn_of(3, 1, wood=2, stone=2)
    state = play(state, mv.Place("storehouse"))
    assert GAME.decision(state).kind == "storehouse_trade"
    assert i18n.use(qapp, lang) == lang
    try:
        chips = {
            chip[0]: chip[1] for g in gestures.chip_groups(state, GAME.legal_moves(state), COLOURS) for chip in g.chips
        }
        assert chips["done"] == word
    finally:
        i18n.use(qapp, "en")


def test_a_first_town_centre_worker_prices_its_one_capture_alone() -> None:
    """A first worker at the Town Centre captures once: its terms said "make up to 1 capture (from up to 2
    locations); the first costs 1 tax, each further one 1 silver", a second location and a further capture
    it cannot have. They say the one capture and its price; a second worker brings the full terms back."""
    state, seat = turn_of(3, 1, silver=5)
    one = cardtext.place_terms(state, seat, "town_centre")
    assert one == "make up to 1 capture (cost: 1 tax)"
    two = cardtext.place_terms(set_at(state, "town_centre", seat, 1), seat, "town_centre")
    assert two == "make up to 2 captures (from up to 2 locations); the first costs 1 tax, each further one 1 silver"


def test_a_first_workshop_worker_reaches_column_1_not_columns_1_to_1() -> None:
    """The hire's prompt and terms with one column within reach said "columns 1–1"."""
    state, seat = turn_of(3, 1, silver=5)
    assert "column 1 for 2 silver + 2 tax" in cardtext.place_terms(state, seat, "workshop", "hire")
    hiring = play(state, mv.Place("workshop", "hire"))
    assert GAME.decision(hiring).kind == "hire"
    assert choicetext.decision_text(hiring).endswith("hire an apprentice at the Workshop (column 1 within reach)")
    again = play(set_at(state, "workshop", seat, 1), mv.Place("workshop", "hire"))
    assert choicetext.decision_text(again).endswith("(columns 1–2 within reach)")
    for text in (cardtext.place_terms(state, seat, "workshop", "hire"), choicetext.decision_text(hiring)):
        assert "1–1" not in text


def test_a_forced_construction_is_named_in_the_public_words_of_its_move() -> None:
    """With one building to construct and no Cathedral level to pay, a Guildhall placement constructs it in the
    same move (`Game.apply` plays a step with one way): the timeline, the undo entry and "Since your last turn"
    said only "Guildhall — construct a building or work on the Cathedral", never which building."""
    state, seat = turn_of(3, 1, hand=(1,), clay=4, wood=2, gold=0, marble=0)  # 1: Smithy, 4 clay and 2 wood
    after = play(state, mv.Place("guildhall"))
    assert after.players[seat].built == (1,)  # constructed in the placement's move
    text = choicetext.public_move_text(state, mv.Place("guildhall"))
    assert text.endswith(f"; then {state.players[seat].name} constructs Smithy"), text


def test_a_forced_reclaim_of_the_next_player_is_named_too() -> None:
    """The next player with no worker in the supply and one worker out takes it back in the same move: that
    reclaim was in no public words at all."""
    state, seat = turn_of(3, 1)
    nxt = (seat + 1) % 3
    state = set_player(set_at(state, "quarry", nxt, 1), nxt, supply=0)
    after = play(state, mv.Place("forest"))
    assert after.players[nxt].supply == 1 and GAME.current_player(after) != nxt
    text = choicetext.public_move_text(state, mv.Place("forest"))
    assert text.endswith(f"; then {state.players[nxt].name} takes a worker back from the Quarry"), text


def test_a_capture_that_costs_nothing_says_free() -> None:
    """At virtue 0 the first capture's tax is waived: the choice read "(nothing)"."""
    state, seat = turn_of(3, 1, virtue=0)
    state = set_at(state, "quarry", (seat + 1) % 3, 2)
    capturing = play(state, mv.Place("town_centre"))
    capture = mv.Capture("quarry", (seat + 1) % 3)
    assert capture in GAME.legal_moves(capturing)
    assert choicetext.move_text(capturing, capture).endswith("at the Quarry (free)")


def _guildhall_refusal(state) -> str:
    return gestures.refusal(state, GAME.legal_moves(state), "worker", "guildhall")


@pytest.mark.parametrize(
    ("changes", "build", "advance"),
    [
        # nothing in hand: neither use has a card
        ({"hand": ()}, "you hold no building card", "the Cathedral needs a building card to discard"),
        # 1 gold pays Cathedral level 1, but virtue 3 is below the seed's 4
        (
            {"hand": (24,), "gold": 1, "virtue": 3},  # 24: Dungeon, 4 stone, 2 gold and 2 marble
            "you cannot pay for any building in your hand",
            "the Cathedral needs virtue 4 or more (you have 3)",
        ),
        # Hideout's goods are there, its skills are not; level 1 wants 1 gold
        (
            {"hand": (29,), "clay": 1, "wood": 3, "stone": 2, "gold": 0, "apprentices": ()},
            "Hideout needs Carpentry and Masonry, which none of your apprentices has",
            "Cathedral level 1 costs 1 gold",
        ),
        # at the top of the Cathedral
        ({"hand": (24,), "cathedral": 5}, "you cannot pay for any building in your hand", "you have reached the top"),
    ],
)
def test_a_refused_guildhall_says_what_stops_each_use(changes, build, advance) -> None:
    """A worker dropped on the Guildhall with nothing to do there was refused with "You can neither construct a
    building in your hand nor work on the Cathedral.", whatever stood in the way: a player with the gold for the
    Cathedral at virtue 3 was not told that virtue was the reason."""
    state, _seat = turn_of(3, 1, **{"clay": 0, "wood": 0, "stone": 0, "gold": 0, "marble": 0, **changes})
    assert mv.Place("guildhall") not in GAME.legal_moves(state)
    text = _guildhall_refusal(state)
    assert text.startswith("You can neither construct a building in your hand nor work on the Cathedral: ")
    assert build in text and advance in text, text


def test_a_full_cathedral_level_is_named() -> None:
    """Level 1 holds three markers: with three rivals on it, 1 gold no longer opens it."""
    state, seat = turn_of(4, 1, hand=(24,), clay=0, wood=0, stone=0, gold=1, marble=0)
    rivals = [i for i in range(4) if i != seat]
    for i in rivals[:2]:
        state = set_player(state, i, cathedral=1)
    assert mv.Place("guildhall") in GAME.legal_moves(state)  # a third space of level 1 is free
    state = set_player(state, rivals[2], cathedral=1)
    assert mv.Place("guildhall") not in GAME.legal_moves(state)
    assert "every space of Cathedral level 1 is taken" in _guildhall_refusal(state)


def test_the_rules_help_prices_a_hire_as_the_workshop_does() -> None:
    """Help → Rules said a hire leaves "1 silver on each card you skip": the cards within your workers' reach
    are skipped for free, and the coins for the columns further go on the row's first cards."""
    from desktop.tables.architects import rules as help_rules

    workshop = next(p for _, ps in help_rules.sections() for p in ps if p.startswith("Workshop:"))
    assert "each card you skip" not in workshop
    assert "one column per worker" in workshop and "1 card, and 1 more for every 2 of your workers" in workshop
    # what the words say, the engine does: one worker reaches column 1; column 3 costs 2 more, on cards 1 and 2
    state, seat = turn_of(3, 1, silver=10)
    hiring = play(state, mv.Place("workshop", "hire"))
    after = play(hiring, mv.Hire(2))
    assert after.players[seat].silver == 10 - 4 - 2
    assert after.display_silver[:4] == (1, 1, 0, 0)
    assert locs.plans_cards(1) == 1 and locs.plans_cards(2) == 2 and locs.plans_cards(4) == 3


def test_a_click_on_an_apprentice_the_hire_cannot_pay_for_says_its_price(window, driver) -> None:
    """At the Workshop with one worker and 4 silver, a click on a card in column 3 did nothing at all."""
    state, _seat = turn_of(3, 1, silver=4)
    c = load(window, state)
    driver.drag(driver.meeple_for("worker"), driver.target_centre("workshop:hire"))
    assert c.session.moves == [mv.Place("workshop", "hire")]
    assert mv.Hire(2) not in c.legal() and mv.Hire(0) in c.legal()
    said: list[str] = []
    c.message.connect(said.append)
    driver.click_scene(driver.target_centre("appr:2"))
    assert c.session.moves == [mv.Place("workshop", "hire")]  # nothing hired
    name = apprentice_name(c.state.display[2])
    assert said == [f"Hiring {name} costs 4 silver + 2 tax; you have 4 silver."]


def test_a_click_on_the_cathedral_out_of_reach_says_why() -> None:
    """At the Guildhall with two buildings to choose from and no gold, a click on the Cathedral did nothing."""
    state, _seat = turn_of(3, 1, hand=(1, 11), clay=4, wood=4, stone=2, gold=0, marble=0)  # Smithy, Well
    at_guildhall = play(state, mv.Place("guildhall"))
    legal = GAME.legal_moves(at_guildhall)
    assert set(legal) == {mv.Build(1), mv.Build(11)}
    assert (
        gestures.click_refusal(at_guildhall, legal, "cathedral")
        == "You cannot work on the Cathedral now: Cathedral level 1 costs 1 gold."
    )
    assert gestures.click_refusal(at_guildhall, (), "cathedral") == ""  # not this seat's choice: nothing said


def test_a_click_on_a_location_the_town_centre_action_may_no_longer_reach_says_why() -> None:
    """With 4 players every capture of one Town Centre action comes from one location: after a capture at the
    Quarry, a click on the Forest's workers did nothing. A click on the Black Market's did nothing either."""
    state, seat = turn_of(4, 1, silver=5)
    rivals = [i for i in range(4) if i != seat]
    state = set_at(set_at(state, "quarry", rivals[0], 2), "forest", rivals[1], 1)
    state = set_at(state, "quarry", rivals[2], 1)  # a second colour at the Quarry: a second capture there
    state = set_at(state, "town_centre", seat, 1)  # the new worker makes two: two captures
    state = dataclasses.replace(state, market_spots=(rivals[2], -1, -1))
    capturing = play(state, mv.Place("town_centre"), mv.Capture("quarry", rivals[0]))
    legal = GAME.legal_moves(capturing)
    assert GAME.decision(capturing).kind == "town_capture" and mv.Capture("forest", rivals[1]) not in legal
    assert gestures.click_refusal(capturing, legal, "loc:forest") == (
        "With 4 players one Town Centre action captures at 1 location at most; this one captures at the Quarry."
    )
    assert gestures.click_refusal(capturing, legal, "loc:quarry") == ""  # a capture is there: its chip
    assert gestures.click_refusal(capturing, legal, "loc:silversmith") == ""  # nobody there
    assert gestures.click_refusal(capturing, legal, "black_market:a") == (
        "Workers at the Black Market cannot be captured."
    )


def test_the_german_words_of_a_forced_step_keep_its_sentence_whole(qapp) -> None:
    """The game log's sentence of a forced step ("Ann baut das Gebäude „Schmiede“") cannot follow "dann"
    (German puts the verb second: "dann baut Ann"): it follows "danach:"."""
    state, seat = turn_of(3, 1, hand=(1,), clay=4, wood=2, gold=0, marble=0)
    assert i18n.use(qapp, "de") == "de"
    try:
        text = choicetext.public_move_text(state, mv.Place("guildhall"))
    finally:
        i18n.use(qapp, "en")
    assert text.endswith(f"; danach: {state.players[seat].name} baut das Gebäude „Schmiede“"), text


def test_a_short_building_deck_draws_what_it_has_and_the_words_say_so() -> None:
    """With 2 building cards left, the Black Market's spot B and the Workshop's plans still promised 5 and 2
    cards: the engine draws what there is (default 21), and so do the words."""
    state, seat = turn_of(3, 1, silver=5, virtue=7)
    state = set_at(state, "workshop", seat, 2)  # a third worker there: 1 + 3 // 2 = 2 plans
    short = dataclasses.replace(state, building_deck=state.building_deck[:1])
    assert cardtext.place_terms(state, seat, "black_market", "b_draw").endswith("draw 5 building cards and keep 1")
    assert cardtext.place_terms(short, seat, "black_market", "b_draw").endswith("draw 1 building card and keep 1")
    assert cardtext.place_terms(state, seat, "workshop", "plans") == "draw 2 building cards"
    assert cardtext.place_terms(short, seat, "workshop", "plans") == "draw 1 building card"
    hand = len(short.players[seat].hand)
    assert len(play(short, mv.Place("workshop", "plans")).players[seat].hand) == hand + 1  # what the engine does


def test_a_virtue_loss_past_0_says_the_debt_it_costs() -> None:
    """At virtue 1 the Tax Stand's 2 virtue cost 1 virtue and 1 debt (seed: "Below 0 Virtue, you take a Debt
    Card"); at 0 the Black Market's 1 virtue is a debt. The terms said only "lose 2 virtue", "lose 1 virtue"."""
    state, seat = turn_of(3, 1, silver=5, virtue=1)
    assert cardtext.place_terms(state, seat, "tax_stand") == (
        f"take {state.tax} silver and lose 2 virtue (below 0: 1 debt instead)"
    )
    after = play(state, mv.Place("tax_stand"))
    assert (after.players[seat].virtue, after.players[seat].debts) == (0, state.players[seat].debts + 1)
    at_zero = set_player(state, seat, virtue=0)
    assert "pay 1 silver and lose 1 virtue (below 0: 1 debt instead): gain" in cardtext.place_terms(
        at_zero, seat, "black_market", "a"
    )
    assert "lose 1 virtue:" in cardtext.place_terms(set_player(state, seat, virtue=5), seat, "black_market", "a")
