"""Nobody sees another player's building cards: not behind the curtain, not during the opening draft
(each pick hands the laptop over), not after the next player presses Ctrl+Z at the curtain. Every text
of the window is searched for the names of the cards in other players' hands."""

from __future__ import annotations

import random
import re

import pytest
from architects_scenarios import after_draft
from architects_ui import GAME, load
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from window_views import visible_texts

from desktop.tables.architects.cardnames import building_name
from engine.architects import moves as mv
from engine.architects.state import State

CTRL = Qt.KeyboardModifier.ControlModifier


def _cards(state: State, seat: int) -> set[int]:
    """The building cards only `seat` may know: its hand, its draft hand, the cards it drew to keep one."""
    cards = set(state.players[seat].hand) | set(state.draft[seat])
    for pend in state.pending:
        if pend.kind == "keep" and pend.seat == seat:
            cards |= set(pend.cards)
    return cards


def secrets(state: State, seat: int | None) -> set[str]:
    """Names of the cards hidden from `seat` (None: from everybody) that nobody has built (names are
    unique, so a built card's name is public)."""
    hidden = set().union(*(_cards(state, i) for i in range(len(state.players)) if i != seat))
    built = {b for p in state.players for b in p.built}
    return {building_name(b) for b in hidden - built}


def _without_keep_verb(text: str, own: set[str]) -> str:
    """'Keep Fortress' (a choice of the seat's own card) does not name the Keep building."""
    words = "|".join(re.escape(n) for n in (*own, "your debts"))
    return re.sub(rf"\bKeep (?=({words})\b)", "", text) if words else text


def assert_no_secrets(window) -> int:
    """No text of the window names a card hidden from the seat at the screen (everybody's, behind the
    curtain). Returns the number of texts searched."""
    c = window.controller
    seat = c.private_seat()
    state = c.state
    own = {building_name(b) for b in _cards(state, seat)} if seat is not None else set()
    texts = [_without_keep_verb(t, own) for t in visible_texts(window) if t]
    for name in secrets(state, seat):
        pattern = re.compile(rf"\b{re.escape(name)}\b")
        leaks = [t for t in texts if pattern.search(t)]
        assert not leaks, f"{name!r} shown to seat {seat} (curtain {c.curtain}): {leaks[:3]}"
    if c.curtain:
        assert window.curtain.isVisible() and seat is None
        assert window.hand_model.rowCount() == 0 and window.choices.list.count() == 0
        assert window.scene.chips == [] and not window.scene.highlighted()
    return len(texts)


def _shows_own_cards(window, seat: int) -> None:
    names = " ".join(window.hand_model.index(r, 0).data() for r in range(window.hand_model.rowCount()))
    for card in _cards(window.controller.state, seat):
        assert building_name(card) in names


def test_every_draft_pick_hands_the_laptop_over_behind_the_curtain(game, driver) -> None:
    c = game.controller
    names = c.session.game.players(c.state)
    picks = 0
    while c.state.pending and c.state.pending[-1].kind == "draft":
        seat = c.at_screen
        assert seat == c.decider() and not c.curtain
        _shows_own_cards(game, seat)
        assert_no_secrets(game)
        move = c.legal()[picks % len(c.legal())]
        assert isinstance(move, mv.Draft) and driver.play(move) == "hand"
        picks += 1
        if c.state.pending[-1].kind != "draft":
            break
        # the picker's turn stays on screen until Done, showing only their own cards
        assert c.review and c.at_screen == seat
        assert_no_secrets(game)
        driver.press_done()
        assert c.curtain and game.curtain.title.text() == f"Pass the laptop to {names[c.decider()]}"
        assert_no_secrets(game)
        driver.confirm_curtain()
    assert picks == 9  # three players keep three cards each


@pytest.mark.parametrize("when", ["draft", "placement"])
def test_ctrl_z_at_the_curtain_never_shows_the_previous_players_cards(window, driver, when) -> None:
    c = load(window, GAME.new_game(["Ann", "Bob", "Cy"], 3) if when == "draft" else after_draft(3, 1))
    first = c.at_screen
    names = GAME.players(c.state)
    move = c.legal()[0]
    driver.play(move)  # a draft pick, or a worker on the Quarry
    driver.press_done()
    second = c.decider()
    assert c.curtain and second != first
    assert window.curtain.title.text() == f"Pass the laptop to {names[second]}"
    # the next player holds the laptop and presses Ctrl+Z before taking it: the move is undone, and
    # the previous player's cards stay hidden until they have the laptop back
    QTest.keyClick(window, Qt.Key.Key_Z, CTRL)
    assert c.session.index == 0
    assert c.curtain and window.curtain.title.text() == f"Pass the laptop to {names[first]}"
    assert_no_secrets(window)
    driver.confirm_curtain()
    _shows_own_cards(window, first)
    # the same once the next player took the laptop: their Ctrl+Z brings the curtain up again
    driver.play(move)
    driver.hand_over()
    assert c.at_screen == second
    _shows_own_cards(window, second)
    QTest.keyClick(window, Qt.Key.Key_Z, CTRL)
    assert c.session.index == 0
    assert c.curtain and window.curtain.title.text() == f"Pass the laptop to {names[first]}"
    assert_no_secrets(window)


def test_no_secret_anywhere_through_a_game(game, driver) -> None:
    c = game.controller
    rng = random.Random(5)
    kinds = {"curtain": 0, "review": 0, "at screen": 0}
    decided: set[str] = set()
    for _ in range(110):
        assert_no_secrets(game)
        if c.curtain:
            kinds["curtain"] += 1
            driver.confirm_curtain()
        elif c.review:
            kinds["review"] += 1
            driver.press_done()
        else:
            kinds["at screen"] += 1
            decided.add(c.state.pending[-1].kind)
            driver.play(rng.choice(c.legal()))
    assert min(kinds.values()) >= 20, kinds
    assert {"draft", "keep"} <= decided  # the draft hands and the cards drawn at the Black Market
    assert c.state.cycle >= 3  # well past the draft
