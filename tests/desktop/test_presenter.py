"""The hand-off and privacy rules of `desktop.presenter`, without a window: every transition, a table of
modes × events (undo, redo, timeline, load, a computer's move), and the `Screen` each mode shows."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from desktop import presenter as p
from desktop.presenter import Handoff, Mode, Phase, Seating

ANN, BOB, CY = 0, 1, 2
#: Ann and Bob are people, Cy a computer; ten moves made
SEATS = (False, False, True)
PLAY, REVIEW, CURTAIN = Phase.PLAY, Phase.REVIEW, Phase.CURTAIN


def seats(decider: int | None, computers: tuple[bool, ...] = SEATS, index: int = 10) -> Seating:
    return Seating(decider, computers, index)


# -- single transitions --------------------------------------------------------------------------------
def test_a_new_game_of_two_people_starts_behind_the_curtain() -> None:
    h = p.state_changed(Handoff(), seats(ANN, index=0), playing=False)
    assert h == Handoff(None, CURTAIN, 0, None)
    assert h.private_seat(over=False) is None


def test_confirming_the_curtain_puts_its_player_at_the_screen() -> None:
    h = p.confirm(Handoff(None, CURTAIN), seats(BOB, index=7))
    assert h == Handoff(BOB, PLAY, 7, None) and h.private_seat(over=False) == BOB


def test_a_move_that_hands_the_decision_on_shows_the_turn_until_done() -> None:
    h = p.state_changed(Handoff(ANN, PLAY, 4), seats(BOB), playing=True)
    assert h == Handoff(ANN, REVIEW, 4) and h.private_seat(over=False) == ANN  # Ann still sees her turn
    assert p.confirm(h, seats(BOB)) == h  # the second click of a double-click never lifts anything
    passed = p.finish_turn(h, seats(BOB))
    assert passed == Handoff(None, CURTAIN, 4) and passed.private_seat(over=False) is None


def test_done_does_nothing_outside_a_review() -> None:
    for h in (Handoff(ANN, PLAY), Handoff(None, CURTAIN)):
        assert p.finish_turn(h, seats(BOB)) == h


def test_a_move_that_keeps_the_decision_keeps_the_player_at_the_screen() -> None:
    assert p.state_changed(Handoff(ANN, PLAY, 3), seats(ANN), playing=True) == Handoff(ANN, PLAY, 3)


def test_the_next_players_undo_raises_the_curtain_for_the_previous_player() -> None:
    """Bob at the screen undoes Ann's move: the decision is Ann's again, so the laptop goes back to her."""
    h = p.state_changed(Handoff(BOB, PLAY, 5), seats(ANN), playing=False)
    assert h == Handoff(None, CURTAIN, 5) and h.private_seat(over=False) is None


def test_an_undo_during_the_review_goes_back_to_playing() -> None:
    assert p.state_changed(Handoff(ANN, REVIEW, 2), seats(ANN), playing=False) == Handoff(ANN, PLAY, 2)


def test_a_redo_by_the_player_shows_their_finished_turn_again() -> None:
    assert p.state_changed(Handoff(ANN, PLAY, 2), seats(BOB), playing=True) == Handoff(ANN, REVIEW, 2)


def test_a_computer_needs_no_laptop() -> None:
    """Whoever sits at the screen stays (seeing only their own cards) while a computer plays."""
    h = p.state_changed(Handoff(ANN, PLAY, 2), seats(CY), playing=False)
    assert h == Handoff(ANN, PLAY, 2) and h.private_seat(over=False) == ANN


def test_a_turn_that_hands_the_game_to_a_computer_is_reviewed_then_played_in_public() -> None:
    """Bob's last choice hands the game to Cy (a computer): his turn stays on screen until Done; then Cy plays
    with nobody at the screen (nothing private shown), and the curtain comes for Ann."""
    h = p.state_changed(Handoff(BOB, PLAY, 2), seats(CY, index=3), playing=True)
    assert h == Handoff(BOB, REVIEW, 2) and h.private_seat(over=False) == BOB
    assert p.state_changed(h, seats(BOB, index=2), playing=False) == Handoff(BOB, PLAY, 2)  # he may undo
    h = p.finish_turn(h, seats(CY, index=3))
    assert h == Handoff(None, PLAY, 2) and h.private_seat(over=False) is None
    h = p.state_changed(h, seats(CY, index=4), playing=False)  # Cy plays on
    assert h == Handoff(None, PLAY, 2)
    h = p.state_changed(h, seats(ANN, index=5), playing=False)
    assert h == Handoff(None, CURTAIN, 2) and h.private_seat(over=False) is None
    assert p.confirm(h, seats(ANN, index=5)) == Handoff(ANN, PLAY, 5)


def test_a_computer_answering_on_your_turn_keeps_you_at_the_screen() -> None:
    """Ann's intrigue card offers Cy (a computer) a choice on her turn: no review, Ann stays and plays on."""
    h = p.state_changed(Handoff(ANN, PLAY, 2), Seating(CY, SEATS, 3, turn_of=ANN), playing=True)
    assert h == Handoff(ANN, PLAY, 2)
    assert p.state_changed(h, seats(ANN, index=4), playing=False) == Handoff(ANN, PLAY, 2)


def test_the_end_of_the_game_shows_nothing_private() -> None:
    h = p.state_changed(Handoff(ANN, REVIEW, 2), seats(None), playing=True)
    assert h.phase is PLAY and h.private_seat(over=True) is None


def test_one_person_among_computers_never_waits_behind_a_curtain() -> None:
    alone = (False, True, True)
    h = p.state_changed(Handoff(), seats(ANN, alone, index=0), playing=False)
    assert h == Handoff(ANN, PLAY, 0)
    h = p.state_changed(Handoff(ANN, PLAY, 0), seats(BOB, alone, index=1), playing=True)
    assert h == Handoff(ANN, PLAY, 0)  # no review: nobody to pass the laptop to
    assert p.state_changed(h, seats(ANN, alone, index=3), playing=False) == Handoff(ANN, PLAY, 0)
    h = p.state_changed(Handoff(None, CURTAIN, 0), seats(ANN, alone, index=6), playing=False)
    assert h == Handoff(ANN, PLAY, 6)


def test_looking_back_is_read_only_and_hides_every_hand() -> None:
    h = p.look_back(Handoff(ANN, PLAY, 3), 2, seats(ANN))
    assert h == Handoff(ANN, PLAY, 3, preview=2) and h.private_seat(over=False) is None


def test_looking_back_past_the_history_returns_to_now() -> None:
    assert p.look_back(Handoff(ANN, PLAY, 3, preview=2), 10, seats(ANN)).preview is None
    assert p.look_back(Handoff(ANN, PLAY, 3, preview=2), -1, seats(ANN)).preview is None


def test_the_timeline_is_shut_behind_the_curtain() -> None:
    h = Handoff(None, CURTAIN, 3)
    assert p.look_back(h, 2, seats(ANN)) == h


def test_back_to_now_the_decider_must_have_the_laptop() -> None:
    """Ann looked back, then cut... the decision is Bob's now: the curtain comes before anything is shown."""
    assert p.look_back(Handoff(ANN, PLAY, 3, preview=2), None, seats(BOB)) == Handoff(None, CURTAIN, 3)
    assert p.look_back(Handoff(ANN, PLAY, 3, preview=2), None, seats(ANN)) == Handoff(ANN, PLAY, 3)
    assert p.look_back(Handoff(ANN, PLAY, 3, preview=2), None, seats(CY)) == Handoff(ANN, PLAY, 3)
    # during a review the finished turn stays on screen until Done
    assert p.look_back(Handoff(ANN, REVIEW, 3, preview=2), None, seats(BOB)) == Handoff(ANN, REVIEW, 3)


def test_a_record_opened_at_a_move_needs_no_curtain() -> None:
    h = p.open_at(Handoff(None, CURTAIN), 4, seats(BOB))
    assert h == Handoff(None, PLAY, 0, preview=4) and h.private_seat(over=False) is None
    assert p.open_at(Handoff(None, CURTAIN), 10, seats(BOB)) == Handoff(None, CURTAIN)  # out of range


# -- modes × events -------------------------------------------------------------------------------------
#: each mode as (hand-off, who decides in it)
MODES = {
    "play": (Handoff(ANN, PLAY, 4), ANN),
    "review": (Handoff(ANN, REVIEW, 4), BOB),
    "curtain": (Handoff(None, CURTAIN, 4), BOB),
    "preview": (Handoff(ANN, PLAY, 4, preview=3), ANN),
    "computer": (Handoff(ANN, PLAY, 4), CY),
    "over": (Handoff(ANN, PLAY, 4), None),
}
#: each event as a function of the hand-off (the decider after it is in the name)
EVENTS = {
    "undo to Ann": lambda h: p.state_changed(h, seats(ANN), playing=False),
    "undo to Bob": lambda h: p.state_changed(h, seats(BOB), playing=False),
    "redo by the player, Bob next": lambda h: p.state_changed(h, seats(BOB), playing=True),
    "computer moves, Ann next": lambda h: p.state_changed(h, seats(ANN), playing=False),
    "computer moves, Bob next": lambda h: p.state_changed(h, seats(BOB), playing=False),
    "computer moves, Cy again": lambda h: p.state_changed(h, seats(CY), playing=False),
    "timeline back to move 2": lambda h: p.look_back(h, 2, seats(ANN)),
    "timeline to now, Ann decides": lambda h: p.look_back(h, None, seats(ANN)),
    "timeline to now, Bob decides": lambda h: p.look_back(h, None, seats(BOB)),
    "load at move 2": lambda h: p.open_at(h, 2, seats(BOB)),
}
#: the hand-offs the events lead to: Ann at the screen playing (P) or reviewing (R) her turn, the curtain (C),
#: nobody at the screen and no curtain (N); with a 2, looking back at move 2
OUTCOMES = {
    "P": Handoff(ANN, PLAY, 4),
    "P2": Handoff(ANN, PLAY, 4, 2),
    "R": Handoff(ANN, REVIEW, 4),
    "R2": Handoff(ANN, REVIEW, 4, 2),
    "C": Handoff(None, CURTAIN, 4),
    "N": Handoff(None, PLAY, 4),
    "N2": Handoff(None, PLAY, 4, 2),
}
#: the expected hand-off after each event (in the order of EVENTS) in each mode
EXPECTED = {
    "play": ["P", "C", "R", "P", "C", "P", "P2", "P", "C", "P2"],
    "review": ["P", "C", "R", "P", "C", "P", "R2", "R", "R", "R2"],
    "curtain": ["C", "C", "C", "C", "C", "N", "C", "C", "C", "N2"],
}
EXPECTED["preview"] = EXPECTED["computer"] = EXPECTED["over"] = EXPECTED["play"]


@pytest.mark.parametrize("mode", list(MODES))
@pytest.mark.parametrize("event", list(EVENTS))
def test_every_mode_and_event(mode: str, event: str) -> None:
    before, _decider = MODES[mode]
    after = EVENTS[event](before)
    assert after == OUTCOMES[EXPECTED[mode][list(EVENTS).index(event)]]
    # privacy: nobody's cards but those of the seat confirmed at the screen, none while looking back
    assert after.private_seat(over=False) in (None, before.at_screen)
    if after.preview is not None:
        assert after.private_seat(over=False) is None


def test_random_walks_never_show_a_hand_to_anybody_but_its_player() -> None:
    """Seeded random sequences of every event: whenever a seat's cards are shown, that seat is the one that
    confirmed the curtain (or the lone person), and a person other than the one at the screen never
    decides in front of it without a curtain or a review in between."""
    rng = random.Random(5)
    for computers in (SEATS, (False, True, True), (False, False, False)):
        people = [s for s, c in enumerate(computers) if not c]
        h = p.state_changed(Handoff(), Seating(people[0], computers, 0), playing=False)
        confirmed: set[int] = {h.at_screen} if h.at_screen is not None else set()
        decider, index = people[0], 0
        for _ in range(2000):
            kind = rng.randrange(6)
            if kind == 0:  # a move by whoever decides (a person at the screen plays it)
                decider, index = rng.randrange(len(computers)), index + 1
                playing = not computers[h.at_screen if h.at_screen is not None else 0]
                h = p.state_changed(h, Seating(decider, computers, index), playing=playing and not h.handing_over)
            elif kind == 1:  # an undo, redo or load
                decider, index = rng.randrange(len(computers)), max(0, index - 1)
                h = p.state_changed(h, Seating(decider, computers, index), playing=False)
            elif kind == 2:
                h = p.finish_turn(h, Seating(decider, computers, index))
            elif kind == 3:
                h = p.confirm(h, Seating(decider, computers, index))
                if h.at_screen is not None:
                    confirmed.add(h.at_screen)
            elif kind == 4:
                h = p.look_back(h, rng.choice([None, rng.randrange(index + 2)]), Seating(decider, computers, index))
            else:
                h = p.open_at(h, rng.randrange(index + 2), Seating(decider, computers, index))
            if len(people) == 1 and h.at_screen is not None:
                confirmed.add(h.at_screen)  # the lone person needs no curtain
            shown = h.private_seat(over=False)
            assert shown is None or (shown in confirmed and not computers[shown])
            if h.phase is PLAY and h.preview is None and not computers[decider]:
                assert h.at_screen in (decider, None) or len(people) == 1


# -- the screen -----------------------------------------------------------------------------------------
COLOURS = ("#0072B2", "#E69F00", "#009E73")


@pytest.fixture
def session(qapp):
    """Ann, Bob and Cy (a computer), played on until a person decides after a person (seed 3)."""
    from desktop.session import GameSession
    from engine import get_game

    s = GameSession.new(get_game("waterdeep"), ["Ann", "Bob", "Cy"], 3, computers=[None, None, "easy"])
    s.set_colours(list(COLOURS))
    while s.current_player() == CY:
        s.apply(s.legal_moves()[0])
    yield s
    s.close()


def screen(session, h: Handoff, paused: bool = False) -> p.Screen:
    return p.present(session, h, ("", ""), paused)


def names(session) -> list[str]:
    return session.table.player_names(session.state)


def test_the_screen_of_the_player_at_it(session) -> None:
    me = session.current_player()
    s = screen(session, Handoff(me, PLAY, 0))
    assert s.mode is Mode.PLAY and s.private == me and s.hand_rows and s.legal
    assert s.banner.background == COLOURS[me] and names(session)[me] in s.banner.text
    assert s.banner.button == p.BUTTON_NONE and s.curtain is None and not s.covered
    assert s.timeline_enabled and not s.done_key and s.actions.moves == s.legal and s.actions.summary is None


def test_behind_the_curtain_nothing_private_nor_playable(session) -> None:
    me = session.current_player()
    s = screen(session, Handoff(None, CURTAIN, 0))
    assert s.mode is Mode.CURTAIN and s.private is None and s.hand_rows == () and s.covered
    assert s.curtain is not None and s.curtain.name == names(session)[me] and s.curtain.colour == COLOURS[me]
    assert not s.legal and not s.click_targets and not s.chips and not s.timeline_enabled
    assert s.hand_title == "Private cards are hidden."


def _after_one_move(session) -> int:
    me = session.current_player()
    session.apply(session.legal_moves()[0])  # an agent placed: the decision passes on
    assert session.current_player() != me
    return me


def test_the_review_of_a_finished_turn(session) -> None:
    me = _after_one_move(session)
    s = screen(session, Handoff(me, REVIEW, session.index - 1))
    assert s.mode is Mode.REVIEW and s.private == me and s.done_key and s.hand_rows
    assert s.banner.button == p.BUTTON_DONE and s.banner.background == COLOURS[me]
    assert names(session)[me] in s.banner.text and s.actions.summary and s.actions.moves == ()


def test_looking_back_shows_the_public_board_of_that_move(session) -> None:
    me = _after_one_move(session)
    k = session.index - 1
    s = screen(session, Handoff(me, PLAY, k, preview=k))
    assert s.mode is Mode.PREVIEW and s.state is session.states[k] and s.private is None and not s.hand_rows
    assert s.banner.text.startswith(f"Viewing move {k} of {k + 1}") and not s.show_scores


def test_a_computers_turn_says_who_thinks_or_waits(session) -> None:
    while session.current_player() != CY:
        session.apply(session.legal_moves()[0])
    h = Handoff(BOB, PLAY, 2)
    s = screen(session, h)
    assert s.mode is Mode.COMPUTER and s.private == BOB and s.actions.moves == () and not s.legal
    assert "Cy (computer) is thinking…" in s.banner.text and s.banner.background == COLOURS[CY]
    assert s.actions.prompt == "Cy (computer) is thinking…"
    assert screen(session, h, paused=True).actions.prompt == "Cy (computer) is paused: press P to let it play."


def test_the_end_of_the_game(session) -> None:
    rng = random.Random(1)
    while not session.is_over():
        session.apply(rng.choice(session.legal_moves()))
    s = screen(session, Handoff(ANN, PLAY, 0))
    assert s.mode is Mode.OVER and s.private is None and s.show_scores and s.over
    assert s.banner.text == "Game over" and s.banner.button == p.BUTTON_SCORES and not s.legal
    k = session.index - 5
    assert not screen(session, Handoff(ANN, PLAY, 0, preview=k)).show_scores  # the scores come at the end


def test_the_start_screen_has_nothing_to_undo() -> None:
    s = p.start_screen()
    assert s.mode is Mode.START and not s.undo.enabled and not s.redo.enabled


def test_undo_and_redo_as_the_edit_menu_shows_them(session) -> None:
    me = _after_one_move(session)
    s = p.present(session, Handoff(me, REVIEW, 0), ("", "Nothing to redo."))
    assert s.undo.enabled and s.undo.text.startswith("&Undo ") and s.undo.tooltip == ""
    assert not s.redo.enabled and s.redo.text == "&Redo" and s.redo.tooltip == "Nothing to redo."


def test_the_key_changes_with_the_state_and_the_hand_off(session) -> None:
    me = session.current_player()
    a = screen(session, Handoff(me, PLAY, 0))
    assert screen(session, Handoff(me, PLAY, 0)).key == a.key
    assert screen(session, Handoff(None, CURTAIN, 0)).key != a.key
    assert screen(session, replace(Handoff(me, PLAY, 0), turn_start=3)).key == a.key


def test_the_review_is_the_turn_that_ends_not_the_computers_moves_before_it(qapp, game_id) -> None:
    """Ann stays at the screen while Bob and Cy (computers) play: the review of her turn starts where her turn
    began, not where her earlier turn handed on (what the table's summary lists is from there)."""
    from desktop.session import GameSession
    from engine import get_game
    from engine.core.bots import RandomBot

    game = get_game(game_id)
    checked = 0
    for seed in range(2):
        s = GameSession.new(game, ["Ann", "Bob", "Cy"], seed, computers=[None, "easy", "easy"])
        bot, begun = RandomBot(seed), 0  # begun: the state where the turn now played began
        try:
            while not s.is_over() and checked < 40 * (seed + 1):
                before = game.decision(s.state)
                s.apply(bot.choose(game, s.state))
                after = game.decision(s.state)
                if after is not None and after.on_turn_of == before.on_turn_of:
                    continue
                if before.on_turn_of == ANN and before.seat == ANN:  # Ann's move ended her turn
                    assert p.stretch(s, ANN) == (begun, ANN), (seed, s.index)
                    checked += 1
                begun = s.index
        finally:
            s.close()
    assert checked >= 40
