"""Game → Save As… is offered only when there is a game to save (on the first start screen it did nothing)."""

from __future__ import annotations


def test_save_as_is_off_until_a_game_is_on_the_table(window, game_id) -> None:
    window.show_start()
    assert window.session is None
    assert not window.menus.save_as.isEnabled()
    window.start_game(game_id, ["Ann", "Bob"], None, 3)
    assert window.menus.save_as.isEnabled()
    window.show_start()  # the game is still there to save from the start screen
    assert window.menus.save_as.isEnabled()
