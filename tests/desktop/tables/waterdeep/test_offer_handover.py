"""An intrigue card that offers the others a choice on its player's turn ("Levy the Gate Toll"): the hand-over
says what happens (the turn goes on after the answer; an answer hands the laptop back), and the review at the
end of the turn lists the whole turn, also the part before the answer."""

from __future__ import annotations

import random

from tests.desktop.tables.waterdeep.test_privacy import assert_nothing_hidden_shown

ANN, BOB, CY = 0, 1, 2


def _until_an_offer(game, driver):
    """Seed 2, all seats people: random moves (seeded as the engine search that found it) until Ann's
    intrigue card asks Bob, then Cy, to answer on Ann's turn (she can complete a quest after)."""
    c = game.controller
    rng = random.Random(2)
    for _ in range(60):
        decision = c.session.game.decision(c.state)
        if decision.kind == "offer":
            return decision
        driver.hand_over()
        driver.play(rng.choice(c.legal()))
    raise AssertionError("no offer reached")


def test_an_offer_on_bobs_turn_is_handed_over_and_back_in_words_that_match(window, driver) -> None:
    window.start_game("waterdeep", ["Ann", "Bob", "Cy"], None, 2)
    c = window.controller
    decision = _until_an_offer(window, driver)
    assert (decision.kind, decision.seat, decision.on_turn_of) == ("offer", BOB, ANN)
    # Ann's turn is not over: Bob answers on it
    assert c.review and c.at_screen == ANN
    assert window.banner.text() == "Ann, Bob has a choice to make on your turn: press Done to pass the laptop"
    assert window.choices.prompt.text() == "Bob answers now, on your turn. So far this turn:"
    so_far = window.choices.texts()
    assert any("Levy the Gate Toll" in line for line in so_far), so_far
    driver.press_done()
    assert_nothing_hidden_shown(window)
    assert "Bob has a choice to make on another player's turn." in window.curtain.detail.text()
    answerers = []
    while c.decider() != ANN:  # Bob, then Cy, answer (each behind the curtain)
        driver.confirm_curtain()
        seat = c.at_screen
        assert seat in (BOB, CY) and seat not in answerers and c.legal()
        answerers.append(seat)
        while c.decider() == seat:
            driver.play(c.legal()[0])
        name = ("Ann", "Bob", "Cy")[seat]
        assert c.review and c.at_screen == seat
        if c.decider() == ANN:
            assert window.banner.text() == f"{name}, you have answered: press Done to hand the laptop back to Ann"
        else:
            assert window.banner.text() == f"{name}, you have answered: press Done to pass the laptop"
        assert window.choices.prompt.text() == "Your answer on Ann's turn:"
        answer = window.choices.texts()
        assert not any("Levy the Gate Toll" in line for line in answer)  # Ann's card is not their answer
        driver.press_done()
        assert_nothing_hidden_shown(window)
    assert answerers == [BOB, CY]
    assert "Ann" in window.curtain.title.text()
    driver.confirm_curtain()
    assert c.at_screen == ANN and not c.review
    assert c.session.game.decision(c.state).kind == "complete_quest"
    rng = random.Random(2)
    while not c.review:  # Ann plays the rest of her turn
        driver.play(rng.choice(c.legal()))
    assert c.at_screen == ANN and c.session.game.decision(c.state).on_turn_of != ANN
    assert window.banner.text() == "Ann, your turn is over: press Done to pass the laptop"
    assert window.choices.prompt.text() == "Your turn is over. This turn:"
    whole = window.choices.texts()
    assert all(line in whole for line in so_far), (so_far, whole)  # the turn from its start, not the curtain


def test_an_answer_on_a_computers_turn_is_not_handed_back_to_it(qapp) -> None:
    """Ann is a computer here: after Cy, the last to answer, the laptop goes on (Ann plays with nobody at
    the screen), never "back to Ann"."""
    from desktop import presenter as p
    from desktop.session import GameSession
    from engine import get_game

    game = get_game("waterdeep")
    session = GameSession.new(game, ["Ann", "Bob", "Cy"], 2, computers=["easy", None, None])
    rng = random.Random(2)
    while game.decision(session.state).kind != "offer":
        session.apply(rng.choice(session.legal_moves()))
    while game.decision(session.state).seat != ANN:  # Bob, then Cy, answer
        session.apply(session.legal_moves()[0])
    screen = p.present(session, p.Handoff(CY, p.Phase.REVIEW, 0), ("", ""))
    assert screen.banner.text == "Cy, you have answered: press Done to pass the laptop"
    assert screen.actions.prompt == "Your answer on Ann's turn:"
    session.close()


def test_a_no_to_an_offer_is_in_the_game_log(window, driver) -> None:
    """Found by play-testing: Bob's "No: give nothing" made no event, so the game log showed nothing of it,
    while a "Yes" showed the goods given. The log names the answer either way."""
    from engine.waterdeep.moves import Answer

    window.start_game("waterdeep", ["Ann", "Bob", "Cy"], None, 2)
    c = window.controller
    _until_an_offer(window, driver)
    driver.hand_over()
    before = window.log_model.lines()
    assert Answer(False) in c.legal()
    driver.play(Answer(False))
    added = window.log_model.lines()[len(before) :]
    assert added == ["Bob: No: give nothing and score nothing"], added
