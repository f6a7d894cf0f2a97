"""Board geometry (scene units): where every building, space, card slot, lot and pool sits.

The board is 1600 x 1000 units; the view scales it to the window.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF

WIDTH, HEIGHT = 1600.0, 1000.0
SPACE = 62.0  # an action space (a meeple stands on it)
CARD_W, CARD_H = 150.0, 120.0

# basic building -> (rect, its space ids)
BUILDINGS: dict[str, tuple[QRectF, tuple[str, ...]]] = {
    "auroras_realms_shop": (QRectF(20, 100, 170, 160), ("shop",)),
    "blackstaff_tower": (QRectF(200, 100, 170, 160), ("tower",)),
    "the_plinth": (QRectF(380, 100, 170, 160), ("plinth",)),
    "grinning_lion_tavern": (QRectF(560, 100, 170, 160), ("tavern",)),
    "field_of_triumph": (QRectF(740, 100, 170, 160), ("field",)),
    "castle_waterdeep": (QRectF(20, 275, 250, 160), ("castle",)),
    "waterdeep_harbor": (QRectF(280, 275, 630, 160), ("harbor1", "harbor2", "harbor3")),
    "cliffwatch_inn": (QRectF(20, 450, 890, 175), ("inn1", "inn2", "inn3")),
    "builders_hall": (QRectF(20, 640, 890, 175), ("builders",)),
}


def _space_positions() -> dict[str, QPointF]:
    """Top-left corner of every basic space."""
    out: dict[str, QPointF] = {}
    for rect, spaces in BUILDINGS.values():
        if len(spaces) == 1 and rect.width() < 300:
            out[spaces[0]] = QPointF(rect.center().x() - SPACE / 2, rect.bottom() - SPACE - 12)
    harbor = BUILDINGS["waterdeep_harbor"][0]
    for i, sid in enumerate(("harbor1", "harbor2", "harbor3")):
        out[sid] = QPointF(harbor.left() + 60 + i * 200, harbor.bottom() - SPACE - 12)
    inn = BUILDINGS["cliffwatch_inn"][0]
    for i, sid in enumerate(("inn1", "inn2", "inn3")):
        out[sid] = QPointF(inn.left() + 12 + i * (SPACE + 10), inn.bottom() - SPACE - 12)
    hall = BUILDINGS["builders_hall"][0]
    out["builders"] = QPointF(hall.left() + 12, hall.bottom() - SPACE - 12)
    return out


SPACES = _space_positions()


def inn_card(slot: int) -> QRectF:
    """Face-up quest slot 0..3 at Cliffwatch Inn."""
    inn = BUILDINGS["cliffwatch_inn"][0]
    return QRectF(inn.left() + 240 + slot * (CARD_W + 10), inn.top() + 12, CARD_W, 150)


def hall_tile(slot: int) -> QRectF:
    """Building tile slot 0..2 in Builder's Hall."""
    hall = BUILDINGS["builders_hall"][0]
    return QRectF(hall.left() + 240 + slot * (200 + 10), hall.top() + 12, 200, 150)


LOT_W, LOT_H = 315.0, 128.0


def lot(index: int) -> QRectF:
    """One of the 10 building lots, two columns on the right."""
    col, row = index % 2, index // 2
    return QRectF(935 + col * (LOT_W + 10), 100 + row * (LOT_H + 9), LOT_W, LOT_H)


def round_box(n: int) -> QRectF:
    """Round n (1..8) on the rounds track."""
    return QRectF(560 + (n - 1) * 85, 8, 78, 62)


def card_space(card: QRectF) -> QRectF:
    """The action space drawn on a building card (a meeple stands there), bottom right."""
    return QRectF(card.right() - SPACE - 40, card.bottom() - SPACE - 4, SPACE, SPACE)


POOL_TOP = 835.0


def pool(seat: int, players: int) -> QRectF:
    """A player's pool along the bottom edge."""
    width = (WIDTH - 40 - (players - 1) * 10) / players
    return QRectF(20 + seat * (width + 10), POOL_TOP, width, HEIGHT - POOL_TOP - 15)


def pool_slot(seat: int, players: int, k: int) -> QPointF:
    r = pool(seat, players)
    step = min(SPACE + 4, (r.width() - 20) / 6)
    return QPointF(r.left() + 10 + k * step, r.bottom() - SPACE - 8)
