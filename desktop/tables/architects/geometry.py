"""Board geometry (scene units) of Architects of the West Kingdom: where every location, space, card,
stack of workers, the Guildhall grid, the Cathedral, the virtue track and the players' boards sit.

The board is 1920 x 1000 units (the view scales it to the window). The board area of a window is about
2:1 beside the docks at 1280x720 (2.04) and 1920x1080 (1.92), so the board is as wide as that and its
height sets the zoom there: the Workshop's apprentice cards (a name, an ability, the place it is used),
the Black Market and the virtue track get the room and nothing is smaller (at 1600x1000, 1.75:1, the
board is 8% smaller than a 1760-unit one would be). Each colour has a fixed cell in every location, so a
colour's stack is always in the same place and stacks never overlap.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF

WIDTH, HEIGHT = 1920.0, 1000.0
RIGHT = WIDTH - 20  # the right edge of the panels
SPACE = 62.0
STACK_W, STACK_H = 43.0, 48.0  # one colour's cell in a location's stack area
STACK_SCALE = 0.72
VIRTUE_TOP, VIRTUE_H = 10.0, 70.0
VIRTUE_LEFT = 20.0  # the whole width: each box has room for its number and its VP side by side
VIRTUE_BOX = (RIGHT - VIRTUE_LEFT) / 15  # virtue 0..14

_ROW_A, _ROW_B, _ROW_C = (88.0, 200.0), (298.0, 210.0), (518.0, 310.0)


def _row(top_h: tuple[float, float], left: float, right: float, n: int) -> list[QRectF]:
    top, h = top_h
    w = (right - left - (n - 1) * 10) / n
    return [QRectF(left + i * (w + 10), top, w, h) for i in range(n)]


_a = _row(_ROW_A, 20, RIGHT, 5)
WORKSHOP_W = 1100.0  # the Workshop: its title and spaces, then four apprentice cards in two rows
_b = _row(_ROW_B, 30 + WORKSHOP_W, RIGHT, 3)
PANELS: dict[str, QRectF] = {
    "quarry": _a[0],
    "forest": _a[1],
    "mines": _a[2],
    "silversmith": _a[3],
    "storehouse": _a[4],
    "workshop": QRectF(20, _ROW_B[0], WORKSHOP_W, _ROW_B[1]),
    "town_centre": _b[0],
    "tax_stand": _b[1],
    "guardhouse": _b[2],
    "black_market": QRectF(20, _ROW_C[0], 600, _ROW_C[1]),
    "guildhall": QRectF(630, _ROW_C[0], 430, _ROW_C[1]),
    "cathedral": QRectF(1070, _ROW_C[0], 440, _ROW_C[1]),
    "prison": QRectF(1520, _ROW_C[0], RIGHT - 1520, 150),
    "piles": QRectF(1520, _ROW_C[0] + 158, RIGHT - 1520, _ROW_C[1] - 158),  # four counts, each on a line
}


# placement target id -> the location it belongs to
SPACE_LOCATION = {
    "quarry": "quarry",
    "forest": "forest",
    "mines:clay": "mines",
    "mines:gold": "mines",
    "silversmith": "silversmith",
    "storehouse": "storehouse",
    "workshop:hire": "workshop",
    "workshop:plans": "workshop",
    "town_centre": "town_centre",
    "tax_stand": "tax_stand",
    "guardhouse": "guardhouse",
    "black_market:a": "black_market",
    "black_market:b_hire": "black_market",
    "black_market:b_draw": "black_market",
    "black_market:c": "black_market",
}


def _spaces() -> dict[str, QPointF]:
    """Top-left corner of every placement space."""
    out: dict[str, QPointF] = {}
    for sid, loc in SPACE_LOCATION.items():
        if loc in ("workshop", "black_market"):
            continue
        r = PANELS[loc]
        k = 1 if sid == "mines:gold" else 0
        out[sid] = QPointF(r.left() + 10 + k * (SPACE + 8), r.bottom() - SPACE - 10)
    w = PANELS["workshop"]
    out["workshop:hire"] = QPointF(w.left() + 10, w.top() + 62)
    out["workshop:plans"] = QPointF(w.left() + 20 + SPACE, w.top() + 62)
    for sid, (col, k) in {"black_market:a": (0, 0), "black_market:b_hire": (1, 0)}.items():
        out[sid] = market_space(col, k)
    out["black_market:b_draw"] = market_space(1, 1)
    out["black_market:c"] = market_space(2, 0)
    return out


def market_column(col: int) -> QRectF:
    """Black Market spot A, B or C (0..2): a column of the Black Market panel."""
    r = PANELS["black_market"]
    w = (r.width() - 20 - 2 * 8) / 3
    return QRectF(r.left() + 10 + col * (w + 8), r.top() + 54, w, r.height() - 64)


def market_worker(spot: int) -> QPointF:
    """Where the worker on Black Market spot A, B or C (0..2) stands: on its space; on spot B, whose two spaces
    are its two ways to use it (hire, draw) and the state does not say which was taken, above both, between them."""
    if spot == 1:
        hire, draw = SPACES["black_market:b_hire"], SPACES["black_market:b_draw"]
        return QPointF((hire.x() + draw.x()) / 2 + 9, hire.y() - SPACE + 4)
    return SPACES["black_market:a" if spot == 0 else "black_market:c"] + QPointF(9, 4)


def market_space(col: int, k: int) -> QPointF:
    c = market_column(col)
    if col == 1:  # spot B: two ways to use it, side by side
        return QPointF(c.left() + 6 + k * (SPACE + 6), c.bottom() - SPACE - 8)
    return QPointF(c.center().x() - SPACE / 2, c.bottom() - SPACE - 8)


SPACES = _spaces()


def stack_area(loc: str) -> QRectF:
    """Where the colours' stacks stand in a location."""
    r = PANELS[loc]
    if loc == "workshop":
        return QRectF(r.left() + 8, r.top() + 130, 180, r.height() - 134)
    if loc == "guildhall":
        return QRectF(r.left() + 10, r.bottom() - STACK_H - 8, r.width() - 20, STACK_H)
    if loc == "prison":
        return QRectF(r.left() + 10, r.bottom() - STACK_H - 10, r.width() - 20, STACK_H)
    spaces = 2 if loc == "mines" else 1
    left = r.left() + 10 + spaces * (SPACE + 8)
    return QRectF(left, r.bottom() - 2 * STACK_H - 10, r.right() - 6 - left, 2 * STACK_H)


def _rows(area: QRectF, players: int) -> tuple[int, int]:
    """(stacks per row, rows) for `players` colours in `area`."""
    per_row = max(1, min(players, int(area.width() // STACK_W)))
    return per_row, -(-players // per_row)


def stacks_top(area: QRectF, players: int) -> float:
    """The top of the rows of stacks (they stand on the area's bottom): texts end above it."""
    return area.bottom() - _rows(area, players)[1] * STACK_H


def stack_pos(area: QRectF, seat: int, players: int) -> QPointF:
    """Top-left of colour `seat`'s stack in `area` (one row if it fits, else rows, bottom-aligned)."""
    per_row, rows = _rows(area, players)
    row, col = divmod(seat, per_row)
    top = area.bottom() - rows * STACK_H + row * STACK_H
    return QPointF(area.left() + col * STACK_W, top + 4)


def workshop_card(slot: int) -> QRectF:
    """Workshop display space `slot` (row * 4 + column)."""
    r = PANELS["workshop"]
    row, col = divmod(slot, 4)
    w, h = (r.width() - 196 - 8 - 3 * 6) / 4, 97.0
    return QRectF(r.left() + 196 + col * (w + 6), r.top() + 7 + row * (h + 5), w, h)


def guildhall_cell(space: int, players: int) -> QRectF:
    """Guildhall space `space` (0-based): rows of players + 1, four rows, left to right, top down."""
    r = PANELS["guildhall"]
    cols = players + 1
    row, col = divmod(space, cols)
    w = min(56.0, (r.width() - 20 - (cols - 1) * 4) / cols)
    return QRectF(r.left() + 10 + col * (w + 4), r.top() + 40 + row * 44, w, 40)


def guildhall_grid(players: int) -> QRectF:
    return guildhall_cell(0, players).united(guildhall_cell(4 * (players + 1) - 1, players))


def cathedral_level(level: int) -> QRectF:
    """Cathedral level 1..5, level 5 at the top."""
    r = PANELS["cathedral"]
    return QRectF(r.left() + 10, r.top() + 36 + (5 - level) * 54, r.width() - 20, 50)


def virtue_box(v: int) -> QRectF:
    return QRectF(VIRTUE_LEFT + v * VIRTUE_BOX, VIRTUE_TOP, VIRTUE_BOX - 1, VIRTUE_H)


POOL_TOP = 838.0


def pool(seat: int, players: int) -> QRectF:
    """A player's board along the bottom edge."""
    width = (WIDTH - 40 - (players - 1) * 10) / players
    return QRectF(20 + seat * (width + 10), POOL_TOP, width, HEIGHT - POOL_TOP - 12)


def supply_pos(seat: int, players: int) -> QPointF:
    r = pool(seat, players)
    return QPointF(r.left() + 12, r.bottom() - 54 - 12)


def captured_area(seat: int, players: int) -> QRectF:
    r = pool(seat, players)
    return QRectF(r.left() + 76, r.bottom() - STACK_H - 10, r.width() - 84, STACK_H)
