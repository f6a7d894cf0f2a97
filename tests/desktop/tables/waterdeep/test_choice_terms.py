"""Choices state their terms: what an opponent is offered (what each side gives and gets), whom a
card's gift or burden goes to, and the needs and reward of every quest a choice offers."""

from __future__ import annotations

import random
import re

import pytest
import waterdeep_terms as wt
from waterdeep_terms import GRIFFONS

from desktop.tables.waterdeep import cardtext
from desktop.tables.waterdeep.choicetext import choice_text, choice_tooltip, decision_text, move_text
from engine import get_game
from engine.waterdeep import moves as mv


def test_an_offer_says_what_each_side_gives_and_gets(language):
    s = wt.offer()  # Ann played it; Bob decides
    prompt = decision_text(s)
    yes, no = move_text(s, mv.Answer(True)), move_text(s, mv.Answer(False))
    if language == "en":
        assert prompt == "Bob: Ann played Hire Informants: give Ann 1 rogue to score 3 VP?"
        assert yes == "Yes: give Ann 1 rogue and score 3 VP"
        assert no == "No: give nothing and score nothing"
    else:
        assert prompt == "Bob: Ann hat „Spitzel anheuern“ gespielt: Ann 1 Schurken geben und dafür 3 SP erhalten?"
        assert yes == "Ja: Ann 1 Schurken geben und 3 SP erhalten"
        assert no == "Nein: nichts geben, nichts erhalten"


def test_choosing_an_opponent_says_what_they_get(language):
    gift = wt.gift("intrigue.press-gangs")
    burden = wt.gift("intrigue.mandatory.calm-the-bread-riot")
    gold = wt.quest_gold()
    texts = [decision_text(gift), move_text(gift, mv.ChooseOpponent(1)), move_text(burden, mv.ChooseOpponent(2))]
    texts.append(move_text(gold, mv.ChooseOpponent(1)))
    expected = {
        "en": [
            "Ann: choose the opponent who takes 1 fighter",
            "Bob takes 1 fighter",
            "Cy must complete Calm the Bread Riot before any other quest",
            "Bob takes 4 gold",
        ],
        "de": [
            "Ann: Wähle den Gegner, der 1 Kämpfer erhält",
            "Bob erhält 1 Kämpfer",
            "Cy muss „Den Brotaufstand schlichten“ vor allen anderen Aufträgen erfüllen",
            "Bob erhält 4 Gold",
        ],
    }[language]
    assert texts == expected
    # the card behind the choice is in the tooltip, with its numbers
    assert "2" in choice_tooltip(burden, mv.ChooseOpponent(2))


def test_discarding_a_quest_says_what_it_scores(language):
    mine = wt.change()
    theirs = wt.change_declinable()
    assert "6" in decision_text(mine) and "6" in move_text(mine, mv.DiscardQuest(GRIFFONS))
    bobs = mv.DiscardQuest(theirs.players[1].quests[0])
    assert "3" in decision_text(theirs) and "3" in move_text(theirs, bobs)
    assert (
        move_text(theirs, mv.Answer(False))
        == {"en": "No: keep your quests", "de": "Nein: deine Aufträge behalten"}[language]
    )


def test_picks_say_what_happens_to_the_adventurer(language):
    swap, back, take = wt.pick("miracle"), wt.pick("return"), wt.pick("gain")
    texts = [move_text(swap, mv.PickCube("f")), move_text(back, mv.PickCube("r")), move_text(take, mv.PickCube("w"))]
    expected = {
        "en": ["Swap 1 fighter for 1 cleric", "Return 1 rogue", "Take 1 wizard"],
        "de": ["1 Kämpfer gegen 1 Kleriker tauschen", "1 Schurken abgeben", "1 Magier nehmen"],
    }[language]
    assert texts == expected


@pytest.mark.parametrize("kind", ["inn_quest", "bid"])
def test_offered_quests_show_needs_and_reward(language, kind):
    s = wt.quests_on_offer(kind)
    move = mv.TakeQuest(GRIFFONS)
    text = choice_text(s, move)
    assert cardtext.quest_terms(GRIFFONS) in text
    needs_reward = {
        "en": ("needs 1 cleric and 2 wizards", "reward 8 VP, 1 fighter and 2 gold"),
        "de": ("braucht 1 Kleriker und 2 Magier", "Belohnung: 8 SP, 1 Kämpfer und 2 Gold"),
    }[language]
    assert all(part in text for part in needs_reward), text
    assert choice_tooltip(s, move) == cardtext.quest_tooltip(GRIFFONS)


def test_the_garden_asks_with_its_bonus(language):
    s = wt.garden(GRIFFONS)
    assert "4" in decision_text(s) and "4" in move_text(s, mv.Answer(True))
    assert cardtext.card_title(GRIFFONS) in move_text(s, mv.Answer(False))


def test_the_actions_list_shows_the_terms_of_inn_quests(game, advance):
    from engine.waterdeep.state import State

    def taking_a_quest(state: State) -> bool:
        return bool(state.tasks) and state.tasks[0].kind == "inn_quest"

    state = advance(game, taking_a_quest, seed=4)
    game.controller.updated.emit()
    quests = [m for m in game.controller.legal() if isinstance(m, mv.TakeQuest)]
    panel = game.choices
    assert quests and len(panel.moves) == len(quests)
    for i, move in enumerate(panel.moves):
        item = panel.list.item(i)
        assert cardtext.quest_terms(move.quest) in item.text()
        assert item.toolTip() == cardtext.quest_tooltip(move.quest)
        assert panel.list.visualItemRect(item).height() >= 2 * panel.list.fontMetrics().lineSpacing()
    assert state is game.controller.state


BAD = (r"\{", r"\}", r"\bNone\b", r"\(s\)", r"\bgolds\b", r"(?<!\d)1 (clerics|fighters|rogues|wizards|agents)\b")
BAD_DE = (r"\b(take|takes|and|the|your|choose|give)\b", r"\bVP\b", r"\beinen Schurke\b")


@pytest.mark.parametrize("seed", [1, 2])
def test_every_prompt_and_choice_of_a_game_reads_well(language, seed):
    game = get_game("waterdeep")
    state = game.new_game(["Ann", "Bob", "Cy", "Dee"], seed)
    rng = random.Random(seed)
    patterns = BAD + (BAD_DE if language == "de" else ())
    seen = 0
    while not game.is_over(state):
        moves = game.legal_moves(state)
        texts = [decision_text(state)]
        texts += [t for m in moves for t in (choice_text(state, m), choice_tooltip(state, m))]
        for text in texts:
            for p in patterns:
                assert not re.search(p, text), f"{p!r} in {text!r}"
        seen += len(texts)
        state = game.apply(state, rng.choice(moves))
    assert seen > 500
