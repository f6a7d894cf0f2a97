"""Board geometry (scene units): where every building, space, card slot, lot and pool sits.

The board is 1920 x 1000 units, about as wide for its height as the board's part of the window at
1280x720 and 1920x1080 (the view scales it to the window): as large on screen there as a narrower board,
with room for the quests' and buildings' names (up to three lines) above their icon rows.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF

WIDTH, HEIGHT = 1920.0, 1000.0
SPACE = 62.0  # an action space (a meeple stands on it)
INN_ROW_H = 28.0  # the icon row above a space of Cliffwatch Inn
LEFT_W = 1195.0  # the basic buildings' part of the board; the lots are right of it
INN_CARD_W = (LEFT_W - 240 - 3 * 10) / 4  # a face-up quest (four in a row at Cliffwatch Inn)
HALL_TILE_W = (LEFT_W - 240 - 2 * 10) / 3  # a building tile in Builder's Hall (three in a row)
BASIC_W = (LEFT_W - 4 * 10) / 5  # a basic building of the first row


def _first_row(i: int) -> QRectF:
    return QRectF(20 + i * (BASIC_W + 10), 78, BASIC_W, 172)


# basic building -> (rect, its space ids)
BUILDINGS: dict[str, tuple[QRectF, tuple[str, ...]]] = {
    "auroras_realms_shop": (_first_row(0), ("shop",)),
    "blackstaff_tower": (_first_row(1), ("tower",)),
    "the_plinth": (_first_row(2), ("plinth",)),
    "grinning_lion_tavern": (_first_row(3), ("tavern",)),
    "field_of_triumph": (_first_row(4), ("field",)),
    "castle_waterdeep": (QRectF(20, 262, 260, 150), ("castle",)),
    "waterdeep_harbor": (QRectF(290, 262, LEFT_W - 270, 150), ("harbor1", "harbor2", "harbor3")),
    "cliffwatch_inn": (QRectF(20, 424, LEFT_W, 205), ("inn1", "inn2", "inn3")),
    "builders_hall": (QRectF(20, 641, LEFT_W, 180), ("builders",)),
}


def _space_positions() -> dict[str, QPointF]:
    """Top-left corner of every basic space: bottom left in a building of one space (its icon row beside
    it), in a row at the Harbor and Cliffwatch Inn."""
    out: dict[str, QPointF] = {}
    for rect, spaces in BUILDINGS.values():
        if len(spaces) == 1:
            out[spaces[0]] = QPointF(rect.left() + 12, rect.bottom() - SPACE - 8)
    harbor = BUILDINGS["waterdeep_harbor"][0]
    for i, sid in enumerate(("harbor1", "harbor2", "harbor3")):
        out[sid] = QPointF(harbor.left() + 60 + i * 260, harbor.bottom() - SPACE - 12)
    inn = BUILDINGS["cliffwatch_inn"][0]
    for i, sid in enumerate(("inn1", "inn2", "inn3")):
        out[sid] = QPointF(inn.left() + 12 + i * (SPACE + 10), inn.bottom() - SPACE - 6)
    return out


SPACES = _space_positions()


def inn_card(slot: int) -> QRectF:
    """Face-up quest slot 0..3 at Cliffwatch Inn."""
    inn = BUILDINGS["cliffwatch_inn"][0]
    return QRectF(inn.left() + 240 + slot * (INN_CARD_W + 10), inn.top() + 8, INN_CARD_W, inn.height() - 16)


def hall_tile(slot: int) -> QRectF:
    """Building tile slot 0..2 in Builder's Hall."""
    hall = BUILDINGS["builders_hall"][0]
    return QRectF(hall.left() + 240 + slot * (HALL_TILE_W + 10), hall.top() + 12, HALL_TILE_W, hall.height() - 24)


LOTS_LEFT = LEFT_W + 30
LOT_W, LOT_H = (WIDTH - 20 - LOTS_LEFT - 10) / 2, 138.0


def lot(index: int) -> QRectF:
    """One of the 10 building lots, two columns on the right."""
    col, row = index % 2, index // 2
    return QRectF(LOTS_LEFT + col * (LOT_W + 10), 100 + row * (LOT_H + 9), LOT_W, LOT_H)


def round_box(n: int) -> QRectF:
    """Round n (1..8) on the rounds track."""
    return QRectF(380 + (n - 1) * 106, 8, 100, 62)


def card_space(card: QRectF) -> QRectF:
    """The action space drawn on a building card (a meeple stands there), bottom right."""
    return QRectF(card.right() - SPACE - 16, card.bottom() - SPACE - 4, SPACE, SPACE)


POOL_TOP = 835.0


def pool(seat: int, players: int) -> QRectF:
    """A player's pool along the bottom edge."""
    width = (WIDTH - 40 - (players - 1) * 10) / players
    return QRectF(20 + seat * (width + 10), POOL_TOP, width, HEIGHT - POOL_TOP - 15)


def pool_slot(seat: int, players: int, k: int) -> QPointF:
    r = pool(seat, players)
    step = min(SPACE + 4, (r.width() - 20) / 6)
    return QPointF(r.left() + 10 + k * step, r.bottom() - SPACE - 8)
