"""While the curtain is up nothing on screen names another player's lord or intrigue cards."""

from __future__ import annotations

import random

from window_views import visible_texts

from desktop.tables.waterdeep.text import card_name
from engine import get_game
from engine.waterdeep.state import State


def hidden_names(state: State, seat: int | None) -> set[str]:
    """Names and ids of the lords and intrigue cards the engine's view hides from `seat` (all for None)."""
    seen = get_game("waterdeep").view(state, seat)["players"]
    out: set[str] = set()
    for p, shown in zip(state.players, seen, strict=True):
        visible = {shown["lord"], *(shown["intrigue"] or ())}
        for card in (p.lord, *p.intrigue):
            if card not in visible:
                out.update({card, card_name(card)})
    return out


def public_cards(session):
    """Intrigue card names that were shown to everyone (played, or mandatory quests in front of a player)."""
    out = set()
    for state in session.states:
        for e in state.events:
            if e.kind in ("play_intrigue", "mandatory", "complete"):
                out.add(card_name(e.a))
    return out


def assert_nothing_hidden_shown(window):
    c = window.controller
    assert c.curtain and window.curtain.isVisible()
    hidden = hidden_names(c.state, None) - public_cards(c.session)
    texts = [t for t in visible_texts(window) if t]
    for secret in hidden:
        leaks = [t for t in texts if secret in t]
        assert not leaks, f"{secret!r} visible behind the curtain: {leaks[:3]}"
    assert window.hand_model.rowCount() == 0
    assert window.choices.list.count() == 0


def test_curtain_hides_every_secret_through_a_game(game, driver):
    c = game.controller
    rng = random.Random(11)
    checked = reviewed = 0
    for _ in range(90):
        if c.session.is_over():
            break
        if c.review:
            # the player who just finished still sees their own cards, and nothing can be played
            seat = c.at_screen
            names = [card_name(card) for _, card in game.hand_model.cards()]
            assert card_name(c.state.players[seat].lord) in names
            assert c.legal() == () and game.banner.button.isVisible()
            reviewed += 1
            driver.press_done()
        if c.curtain:
            assert_nothing_hidden_shown(game)
            checked += 1
            driver.confirm_curtain()
            # the player at the screen sees their own lord and cards
            seat = c.at_screen
            names = [card_name(card) for _, card in game.hand_model.cards()]
            assert card_name(c.state.players[seat].lord) in names
        driver.step_random(rng)
    assert checked >= 8 and reviewed >= 8


def test_new_game_starts_behind_the_curtain(window):
    window.start_game("waterdeep", ["Ann", "Bob", "Cy", "Dee"], None, 5)
    assert window.controller.curtain
    assert_nothing_hidden_shown(window)
    assert "Pass the laptop to" in window.curtain.title.text()


def test_opponent_choice_hands_the_screen_over_and_back(game, driver):
    c = game.controller
    rng = random.Random(3)
    for _ in range(3000):
        s = c.state
        if s.tasks and s.tasks[0].seat != s.turn and c.review and c.at_screen == s.turn:
            break
        driver.step_random(rng) if not c.handoff_pending else c.hand_over()
    else:
        raise AssertionError("no opponent decision came up")
    turn, opponent = c.state.turn, c.state.tasks[0].seat
    driver.press_done()
    assert c.curtain
    assert_nothing_hidden_shown(game)
    assert "another player's turn" in game.curtain.detail.text()
    driver.confirm_curtain()
    assert c.at_screen == opponent
    driver.play(rng.choice(c.legal()))
    if c.decider() == turn:
        assert c.review and c.at_screen == opponent
        driver.press_done()
        assert c.curtain and c.state.players[turn].name in game.curtain.title.text()
