"""The picture of a saved game: drawn from the public board only (a state whose hands, lords or drafts
differ gives the same picture), stored beside the record after the game is saved, never on the drop's
path, never while a mouse button is down, and once more when the game is put away."""

from __future__ import annotations

import dataclasses
import random

from library_games import played, saved_game
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication, QImage

from desktop import saves
from desktop.library import picture
from desktop.library.picture import BoardPicture
from desktop.tables import table_for
from desktop.text import seat_colours
from engine import get_game
from tools.driver import step_random


def _state(game_id: str, moves: int):
    game = get_game(game_id)
    first, done = played(game_id, ["Ann", "Bob", "Cy"], moves, seed=11)
    state = first
    for move in done:
        state = game.apply(state, move)
    assert not game.is_over(state)
    return state


def _secrets_swapped(game_id: str, state):
    """`state` with every player's private cards replaced by others (as many): lords and intrigue cards in
    Lords of Waterdeep, the building hand and draft hand in Architects."""
    if game_id == "waterdeep":
        from engine.waterdeep.content import load

        unused_lords = [lord for lord in load().lords if lord not in {p.lord for p in state.players}]
        deck = list(state.intrigue_deck)
        players = []
        for k, p in enumerate(state.players):
            players.append(dataclasses.replace(p, lord=unused_lords[k], intrigue=_trade(p.intrigue, deck)))
        assert any(p.intrigue for p in state.players), "the test needs an intrigue card in a hand"
        return dataclasses.replace(state, players=tuple(players), intrigue_deck=tuple(deck))
    deck = list(state.building_deck)
    players = [dataclasses.replace(p, hand=_trade(p.hand, deck)) for p in state.players]
    draft = tuple(_trade(cards, deck) for cards in state.draft)
    assert any(p.hand for p in state.players), "the test needs a card in a hand"
    return dataclasses.replace(state, players=tuple(players), draft=draft, building_deck=tuple(deck))


def _trade(hand: tuple, deck: list) -> tuple:
    """As many cards from the top of `deck` as `hand` holds; the hand's cards go under the deck instead."""
    new = tuple(deck.pop(0) for _ in hand)
    deck.extend(hand)
    return new


def test_the_picture_shows_no_private_card(qapp, game_id, monkeypatch) -> None:
    game, table = get_game(game_id), table_for(game_id)
    state = _state(game_id, 40)
    swapped = _secrets_swapped(game_id, state)
    assert swapped != state
    assert game.view(swapped, None) == game.view(state, None)  # only what nobody else may see differs
    for seat in range(3):
        assert game.view(swapped, seat) != game.view(state, seat) or not state.players[seat]

    def no_hand(*_args):
        raise AssertionError("the picture asked for a hand")

    for name in ("hand_rows", "hand_title"):  # the cards in hand are never even looked at
        monkeypatch.setattr(type(table), name, no_hand)
    colours = seat_colours()
    image = BoardPicture(table, colours).image(state)
    assert image.width() == picture.WIDTH
    assert BoardPicture(table, colours).image(swapped) == image
    later = game.apply(state, game.legal_moves(state)[0])
    assert BoardPicture(table, colours).image(later) != image  # the comparison sees a public change


def _window(qtbot):
    from desktop.window import MainWindow

    w = MainWindow(autosave=True, remember=False)
    qtbot.addWidget(w)
    w.scene.animate = False
    return w


def _stored(path) -> QImage:
    return QImage(str(saves.picture_path(path))).convertToFormat(QImage.Format.Format_RGB32)


def test_the_stored_picture_is_the_public_board_rendered_after_the_save(qtbot, game_id, monkeypatch) -> None:
    monkeypatch.setattr(picture, "DEFER_MS", 50)
    w = _window(qtbot)
    w.start_game(game_id, ["Ann", "Bob", "Cy"], None, 4)
    rng = random.Random(4)
    for _ in range(6):
        step_random(w.controller, rng)
    path = w.session.autosave_path
    assert not saves.picture_path(path).exists()  # not on the path of the move: after it was drawn and saved
    qtbot.waitUntil(lambda: saves.picture_path(path).exists(), timeout=3000)
    pictures = w.game.pictures
    assert pictures.last_ms > 0
    expected = BoardPicture(w.session.table, w.session.colours).image(w.session.state)
    assert _stored(path) == expected.convertToFormat(QImage.Format.Format_RGB32)


def test_pictures_wait_for_the_mouse_and_come_once_for_many_moves(qtbot, monkeypatch) -> None:
    monkeypatch.setattr(picture, "DEFER_MS", 50)
    monkeypatch.setattr(picture, "BUSY_RETRY_MS", 50)
    made: list[str] = []
    real = picture.save_image
    monkeypatch.setattr(picture, "save_image", lambda image, path: (made.append(path.name), real(image, path)))
    held = {"buttons": Qt.MouseButton.LeftButton}
    monkeypatch.setattr(QGuiApplication, "mouseButtons", staticmethod(lambda: held["buttons"]))
    w = _window(qtbot)
    w.start_game("waterdeep", ["Ann", "Bob"], None, 4)
    rng = random.Random(4)
    for _ in range(5):  # five moves in a row: one picture
        step_random(w.controller, rng)
    qtbot.wait(300)
    assert made == []  # a drag may be under way
    held["buttons"] = Qt.MouseButton.NoButton
    qtbot.waitUntil(lambda: len(made) == 1, timeout=3000)
    qtbot.wait(300)
    assert len(made) == 1


def test_a_game_put_away_gets_the_picture_of_its_last_move(qtbot, monkeypatch) -> None:
    monkeypatch.setattr(picture, "DEFER_MS", 60_000)  # no picture on its own while the test runs
    w = _window(qtbot)
    w.start_game("waterdeep", ["Ann", "Bob"], None, 4)
    step_random(w.controller, random.Random(1))
    path = w.session.autosave_path
    qtbot.waitUntil(path.exists, timeout=3000)
    state, table, colours = w.session.state, w.session.table, w.session.colours
    w.show_start()
    w.start_game("architects", ["Ann", "Bob"], None, 4)  # the Waterdeep game is put away
    assert _stored(path) == BoardPicture(table, colours).image(state).convertToFormat(QImage.Format.Format_RGB32)


def test_a_game_saved_without_a_picture_gets_one_when_resumed(qtbot, game_id, monkeypatch) -> None:
    monkeypatch.setattr(picture, "DEFER_MS", 50)
    path = saved_game(game_id, moves=8)
    w = _window(qtbot)
    w.resume(str(path))
    qtbot.waitUntil(lambda: saves.picture_path(path).exists(), timeout=3000)
