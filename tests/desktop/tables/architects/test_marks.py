"""The short marks of goods (the Goods column of the players table) and of skills (the circles on an
apprentice card) are all different in every language, and each tooltip names what its mark stands for."""

from __future__ import annotations

import pytest
from architects_scenarios import set_player

from desktop import i18n
from desktop.tables.architects import cardtext, panels
from desktop.tables.architects.names import amount, good_letter, good_word, skill_letter, skill_name
from engine.architects.content import APPRENTICES, GOODS

from .conftest import GAME


@pytest.mark.parametrize("lang", ["en", "de", "fr"])
def test_goods_and_skill_marks_are_unique_and_named(qapp, lang) -> None:
    assert i18n.use(qapp, lang) == lang
    try:
        goods = {g: good_letter(g) for g in GOODS}
        skills = {k: skill_letter(k) for k in "CTM"}
        marks = [*goods.values(), *skills.values()]
        assert len(set(marks)) == len(marks), marks  # clay and Carpentry were both C, marble and Masonry M
        assert all(1 <= len(m) <= 2 for m in marks)  # they fit the narrow cells
        state = set_player(GAME.new_game(["Ann", "Bob"], 1, {}), 0, clay=2, wood=1, stone=3, gold=1, marble=4)
        cell = panels.player_cell(state, 0, "resources")
        assert cell.split() == [f"{goods[g]}{n}" for g, n in zip(GOODS, (2, 1, 3, 1, 4), strict=True)]
        tip = panels.player_tooltip(state, 0, "resources")
        assert tip is not None
        for (good, mark), line in zip(goods.items(), tip.split("\n"), strict=True):
            assert mark in line and good_word(good) in line and amount(good, getattr(state.players[0], good)) in line
        for skill, mark in skills.items():  # every skill's mark is named in the tooltip of a card showing it
            card = next(a for a, apprentice in APPRENTICES.items() if apprentice.skills == skill)
            assert f"{skill_name(skill)} ({mark})" in cardtext.apprentice_tooltip(card)
    finally:
        i18n.use(qapp, "en")
