"""Quest cards show what they need and what they give, on the board (in icons, the sentences in the
tooltip) and in "Your cards" (with the player's progress), and every card's rows and text fit its card on
the board, in English and in German."""

from __future__ import annotations

import dataclasses

import pytest
from PySide6.QtCore import QCoreApplication, QModelIndex, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QStyleOptionGraphicsItem

from desktop.board import iconrow, legible
from desktop.board.iconrow import Icon
from desktop.board.items import CardItem
from desktop.tables.waterdeep import boardrows, cardtext
from desktop.tables.waterdeep import geometry as geo
from engine.waterdeep.content import Res, load
from engine.waterdeep.state import Lot

GRIFFONS = "quest.arcana.tame-the-hill-griffons"  # needs 1 cleric, 2 wizards; 8 VP, 1 fighter, 2 gold


@pytest.fixture
def scene(qapp):
    from desktop.board.scene import BoardScene
    from desktop.tables.waterdeep.board import WaterdeepBoard

    return WaterdeepBoard(BoardScene(), ["#0072B2", "#E69F00", "#009E73", "#D55E00", "#CC79A7"])


def _assert_fits(item: CardItem) -> None:
    """Painted at the board's own size: every icon row whole, inside the card, above its VP tokens and
    clear of its meeple space; the name and the words under the rows never cut."""
    image = QImage(int(item.rect.right()) + 10, int(item.rect.bottom()) + 10, QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    iconrow.RECORD, legible.RECORD = [], []
    try:
        item.paint(painter, QStyleOptionGraphicsItem())
        drawn, texts = iconrow.RECORD, legible.RECORD
    finally:
        iconrow.RECORD = legible.RECORD = None
        painter.end()
    assert drawn and all(d.whole for d in drawn), f"{item.title!r}: {[d.text for d in drawn]}"
    for d in drawn:
        assert item.rect.contains(d.used), f"{d.text!r} leaves the card {item.title!r}"
        assert d.used.bottom() <= item.text_bottom() + 0.5, f"{d.text!r} runs into the VP tokens"
        if item.space_rect is not None:
            assert not d.used.intersects(item.space_rect), f"{d.text!r} runs under the meeple space"
    assert not [t for _, t in texts if t.endswith(legible.ELLIPSIS)], (item.title, texts)


def test_face_up_quests_show_needs_and_reward_and_fit(scene, language):
    """The needs and the reward in icons, from the card's data; the sentences in the tooltip."""
    for qid, q in load().quests.items():
        item = CardItem(qid, geo.inn_card(0))
        scene._fill_card(item, "inn:" + qid, qid, None)
        row = item.rows[0]
        arrow = row.index(boardrows.ARROW)
        assert row[:arrow] == boardrows.res_row(q.cost)
        if q.reward.vp:
            assert row[arrow + 1 : arrow + 3] == (f"+{q.reward.vp}", Icon("vp"))
        assert cardtext.needs_text(qid) in item.toolTip()
        assert cardtext.reward_line(qid) in item.toolTip()
        _assert_fits(item)
    item = CardItem(GRIFFONS, geo.inn_card(0))
    scene._fill_card(item, "inn:" + GRIFFONS, GRIFFONS, None)
    assert iconrow.text_of(item.rows) == "1 cleric 2 wizard → +8 vp +1 fighter +2 gold"
    text = item.toolTip()
    if language == "en":
        assert "Needs: 1 cleric and 2 wizards" in text and "Reward: 8 VP, 1 fighter and 2 gold" in text
    else:
        assert "Braucht: 1 Kleriker und 2 Magier" in text and "Belohnung: 8 SP, 1 Kämpfer und 2 Gold" in text


def test_buildings_fit_in_builders_hall_and_on_a_lot(scene, language):
    """Cost and the buyer's VP (in Builder's Hall), what a visitor takes and what the owner gets, in
    icons; the sentences in the tooltip."""
    owner = QCoreApplication.translate("icons", "Owner")
    for bid, b in load().buildings.items():
        tile = CardItem(bid, geo.hall_tile(0))
        scene._fill_card(tile, "hall:" + bid, bid, 3)
        assert tile.rows[0] == (
            QCoreApplication.translate("icons", "Cost"),
            str(b.cost),
            Icon("gold"),
            "→",
            "+3",
            Icon("vp"),
        )
        assert tile.rows[-1] == (owner, *boardrows.things_row(b.owner)) and len(tile.rows[-1]) > 1
        assert cardtext.owner_text(bid) in tile.toolTip()
        _assert_fits(tile)
        lot = CardItem(bid, geo.lot(0))
        lot.space_rect = geo.card_space(geo.lot(0))  # as the scene draws it
        stock = Res(*(9 * b.stock.get(k) for k in "cfrwg"))  # a pile from many rounds
        scene._fill_card(lot, "lot:" + bid, bid, Lot(bid, 1, stock, 9 if b.stock_vp else 0))
        piled = [str(stock.get(k)) for k in "cfrwg" if stock.get(k)] + (["9"] if b.stock_vp else [])
        assert all(any(n in row for row in lot.rows) for n in piled), (bid, lot.rows)  # what lies on it now
        assert lot.rows[-1] == tile.rows[-1]
        _assert_fits(lot)


def _label(model, kind: str, card: str) -> str:
    for r in range(model.rowCount()):
        if model.cards()[r] == (kind, card):
            return str(model.index(r, 0).data())
    raise AssertionError(f"{card} not in the hand")


def test_your_cards_show_needs_reward_and_progress(game, language):
    state = game.controller.state
    seat = game.controller.at_screen
    p = state.players[seat]
    poor = dataclasses.replace(p, quests=(GRIFFONS,), res=Res(c=0, w=1, g=3))
    rich = dataclasses.replace(p, quests=(GRIFFONS,), res=Res(c=1, w=2))
    model = game.hand_model
    players = list(state.players)
    players[seat] = poor
    table = game.controller.table
    model.set_rows(table.hand_rows(dataclasses.replace(state, players=tuple(players)), seat, ()))
    label = _label(model, "quest", GRIFFONS)
    assert cardtext.needs_text(GRIFFONS) in label and cardtext.reward_line(GRIFFONS) in label
    still = {"en": "still need 1 cleric and 1 wizard", "de": "du brauchst noch 1 Kleriker und 1 Magier"}
    assert still[language] in label
    players[seat] = rich
    model.set_rows(table.hand_rows(dataclasses.replace(state, players=tuple(players)), seat, ()))
    ready = {"en": "ready to complete", "de": "bereit zum Erfüllen"}
    assert ready[language] in _label(model, "quest", GRIFFONS)


def test_hand_rows_are_as_high_as_their_lines(game):
    view = game.hand_view
    model = game.hand_model
    assert model.rowCount() > 0
    metrics = view.fontMetrics()
    for r in range(model.rowCount()):
        index = model.index(r, 0, QModelIndex())
        lines = str(index.data(Qt.ItemDataRole.DisplayRole)).count("\n") + 1
        assert view.visualRect(index).height() >= lines * metrics.lineSpacing(), index.data()
