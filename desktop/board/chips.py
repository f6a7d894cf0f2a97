"""Choice chips: a pending choice's options drawn on the board next to where it happens, as a pop-up
bubble of clickable chips. The scene owns this layer; a table says what the chips are (`ChipGroup`).

Chips and captions are sized for the zoom the board is shown at (`scale`: screen pixels per scene unit), so
their labels are drawn whole at the legible size (desktop.board.legible), never cut. A bubble goes where it
covers least of the rest of the board: inside its own location when it fits under the title, else beside it;
what it must not cover (other locations' titles, cards, spaces, other bubbles) is `obstacles`. A choice anchored on
a player's pool (an adventurer taken at the start of a round, a gift) is about what the pools show: its bubble
hides no pool's name and Tavern row and no meeple (it may sit in its pool beside the meeples)."""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QStyleOptionGraphicsItem, QWidget

from desktop.board import iconrow, layers
from desktop.board.iconrow import Row
from desktop.board.items import MeepleItem, Target
from desktop.board.legible import draw_text, font, min_px, wrap
from desktop.board.pools import PoolTarget
from desktop.theme import colour, ink, outline


@dataclasses.dataclass(frozen=True)
class ChipGroup:
    """Choices shown as chips on the board next to `anchor` (a target id): (chip id, label, colour, tooltip);
    `rows`, when given, one icon row per chip (None: its label) drawn in place of the label's words."""

    anchor: str
    chips: tuple[tuple[str, str, str, str], ...]
    caption: str = ""
    rows: tuple[Row | None, ...] = ()

    def row(self, k: int) -> Row | None:
        return self.rows[k] if k < len(self.rows) else None


SIZE = 34.0
GAP = 8.0
PAD = 8.0
CAPTION = 14.0
# a bubble wraps its chips into rows no wider than this
ROW_WIDTH = 560.0
#: the row widths a bubble tries: the usual widest first (the narrower ones where the wide one covers something),
#: then wider ones, a flat bubble for a crowded group (the King's Storehouse's 10 to 16 trades) that finds no free place
ROW_LIMITS = (ROW_WIDTH, 240.0, 120.0, 720.0, 880.0, 1100.0)
#: the point sizes of a chip's label (short: a letter or a number; long: a trade, an action) and a caption
SHORT_PT, LONG_PT, CAPTION_PT = 12.0, 9.0, 8.0
#: the title strip of a location (scene units from its top) that a bubble must leave free
TITLE = 30.0
#: the steps (scene units) in which a bubble looks for a free place when none is right beside its anchor
STEP = 24.0
#: a bubble always touches its anchor or stands within this many scene units of it
NEAR = 30.0


def row_font(scale: float) -> QFont:
    """The font an icon row on a chip is drawn at, at `scale` (as `iconrow.draw_rows` chooses it first)."""
    return font(max(LONG_PT, min_px() / (96 / 72 * max(scale, 1e-6))), iconrow.BOLD)


def label_font(text: str, scale: float, size: float | None = None) -> QFont:
    """The font `draw_text` draws `text` in at `scale` (screen px per scene unit): never below the legible size."""
    points = size if size is not None else (SHORT_PT if len(text) <= 2 else LONG_PT)
    return font(max(points, min_px() / (96 / 72 * max(scale, 1e-6))), True)


def chip_size(label: str, scale: float = 1.0, row: Row | None = None) -> tuple[float, float]:
    """A square chip for a letter or a number; a longer label (a trade, an action) as wide as its text (or its
    icon row), wrapped when very long, so that it is drawn whole at `scale`."""
    if row is not None:
        fm = QFontMetricsF(row_font(scale))
        lines = iconrow.layout(fm, [row], ROW_WIDTH - 16) or [iconrow.units(row)]
        widest = max(iconrow.line_width(fm, line) for line in lines)
        return max(SIZE, widest + 16), max(SIZE, iconrow.line_step(fm) * len(lines) + 10)
    fm = QFontMetricsF(label_font(label, scale))
    text = fm.horizontalAdvance(label)
    if text + 12 <= max(SIZE, ROW_WIDTH):
        return max(SIZE, text + 12), max(SIZE, fm.height() + 8)
    wrapped = wrap(fm, label, ROW_WIDTH - 12)
    widest_line = max(fm.horizontalAdvance(line) for line in wrapped)
    return widest_line + 12, max(SIZE, fm.lineSpacing() * len(wrapped) + 8)


class ChipItem(Target):
    """One clickable chip: a coloured token with a short label (colour is never the only cue)."""

    highlight_radius = 8.0

    def __init__(
        self,
        target_id: str,
        label: str,
        colour: str,
        tooltip: str,
        top_left: QPointF,
        size: tuple[float, float],
        row: Row | None = None,
    ) -> None:
        super().__init__(target_id, QRectF(top_left.x(), top_left.y(), *size))
        self.label, self.colour, self.row = label, QColor(colour), row
        self.setZValue(layers.CHIP)
        self.setToolTip(tooltip)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(outline(1.5))
        p.setBrush(self.colour)
        p.drawRoundedRect(self.rect, 6, 6)
        p.setPen(QColor("#ffffff") if self.colour.lightness() < 140 else ink())
        if self.row is not None:  # numbers and icons: the words are the tooltip
            box = self.rect.adjusted(8, 5, -8, -5)
            iconrow.draw_rows(
                p, box, [self.row], LONG_PT, Qt.AlignmentFlag.AlignHCenter, owner=self, valign_centre=True
            )
            return
        size = SHORT_PT if len(self.label) <= 2 else LONG_PT
        draw_text(p, self.rect.adjusted(4, 0, -4, 0), self.label, size, True, Qt.AlignmentFlag.AlignHCenter, 0, True)


class ChipBubble(QGraphicsItem):
    """The opaque bubble the chips sit on, with a short caption, so it reads as a pop-up choice."""

    def __init__(self, rect: QRectF, caption: str, caption_height: float = CAPTION) -> None:
        super().__init__()
        self.rect, self.caption, self.caption_height = rect, caption, caption_height
        self.setZValue(layers.CHIP_BUBBLE)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-3, -3, 3, 3)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(outline(1.5))
        p.setBrush(colour("bubble"))
        p.drawRoundedRect(self.rect, 10, 10)
        box = QRectF(self.rect.left() + 8, self.rect.top() + 4, self.rect.width() - 16, self.caption_height)
        draw_text(p, box, self.caption, CAPTION_PT, True, Qt.AlignmentFlag.AlignHCenter, 1)


class ChipLayer:
    """The chips on a scene; `show` replaces them (every chip is a highlighted click target)."""

    def __init__(self, scene: QGraphicsScene) -> None:
        self.scene = scene
        self.chips: list[ChipItem] = []
        self.bubbles: list[ChipBubble] = []

    def clear(self) -> list[str]:
        """Remove the chips; returns their target ids."""
        gone = [chip.target_id for chip in self.chips]
        for item in [*self.chips, *self.bubbles]:
            self.scene.removeItem(item)
        self.chips, self.bubbles = [], []
        return gone

    def show(
        self,
        groups: Sequence[tuple[QRectF, ChipGroup]],
        board: Sequence[tuple[QRectF, str]] = (),
        scale: float = 1.0,
    ) -> list[ChipItem]:
        """Each group's bubble beside its anchor (a scene rect), sized for `scale`, covering as little as it can
        of the other locations' titles, the cards and spaces (`board`: rect and kind) and the bubbles placed
        before it."""
        self.clear()
        area = self.scene.sceneRect()
        bubbles: list[QRectF] = []
        pools: list[tuple[QRectF, float]] = []  # what the pools show, for a bubble anchored on a pool
        for anchor, group in groups:
            taken = _obstacles(anchor, board) + [(b, WEIGHTS["bubble"]) for b in bubbles]
            if group.anchor.startswith("pool:"):  # the chooser needs what the pools show
                pools = pools or [(rect, WEIGHTS["pool"]) for rect in _pool_contents(self.scene)]
                taken += pools
            sizes = [chip_size(label, scale, group.row(k)) for k, (_, label, _, _) in enumerate(group.chips)]
            fm = QFontMetricsF(label_font(group.caption, scale, CAPTION_PT))
            caption_w = fm.horizontalAdvance(group.caption) + 8 + 2 * PAD if group.caption else 0.0
            caption_h = fm.height() + 2 if group.caption else 0.0
            best: tuple[QRectF, list[list[tuple[float, float]]], str, float] | None = None
            best_key = (math.inf, 2, 0)
            # the chips in rows as wide as allowed, then narrower (a column fits where a row does not); each with
            # its caption, then (where that covers less, or sits on its own location) without it
            for order, limit in enumerate(ROW_LIMITS):
                if limit > ROW_WIDTH and best_key[0] == 0:
                    break  # the flat shapes only for a group that found no free place
                rows = _rows(sizes, limit)
                chips_w = max(sum(w for w, _ in row) + (len(row) - 1) * GAP for row in rows) + 2 * PAD
                chips_h = sum(max(h for _, h in row) for row in rows) + (len(rows) - 1) * GAP + 2 * PAD
                shapes = [(max(chips_w, caption_w), chips_h + caption_h, group.caption, caption_h)]
                if group.caption:
                    shapes.append((chips_w, chips_h, "", 0.0))
                for k, (width, height, title, caption) in enumerate(shapes):
                    if best_key[0] == 0 and not _fits_on(anchor, width, height):
                        continue  # a free place is found: only one on its own location could be better
                    rect, cost = _place(QRectF(0, 0, width, height), anchor, area, taken)
                    own = 0 if anchor.contains(rect) else 1  # on its own location (not beside it, on another's)
                    key = (cost, own, 2 * order + k)  # covering least; on its own location; the widest rows first
                    if key < best_key:
                        best, best_key = (rect, rows, title, caption), key
                if best_key[:2] == (0, 0):
                    break  # on its own location, covering nothing: no narrower shape needed
            assert best is not None
            rect, rows, title, caption = best
            bubbles.append(rect)
            bubble = ChipBubble(rect, title, caption)
            bubble.setToolTip(group.caption)
            self.scene.addItem(bubble)
            self.bubbles.append(bubble)
            chips = iter(enumerate(group.chips))
            y = rect.top() + PAD + caption
            for row in rows:
                x = rect.left() + PAD
                for w, h in row:
                    k, (chip_id, label, colour, tooltip) = next(chips)
                    chip = ChipItem(chip_id, label, colour, tooltip, QPointF(x, y), (w, h), group.row(k))
                    x += w + GAP
                    self.scene.addItem(chip)
                    chip.set_highlight(True)
                    self.chips.append(chip)
                y += max(h for _, h in row) + GAP
        return self.chips


#: how much covering a unit of area costs: another location's title or card must stay readable (any place on its own
#: location, even on its own card, is better than a sliver of those); its own cards and a space may be covered a while
#: "pool": a pool's name and Tavern row and every meeple, for a bubble anchored on a pool (`_pool_contents`)
WEIGHTS = {"title": 1000.0, "card": 1000.0, "bubble": 1000.0, "pool": 1000.0, "own": 10.0, "space": 1.0}


def _obstacles(anchor: QRectF, board: Sequence[tuple[QRectF, str]]) -> list[tuple[QRectF, float]]:
    """What a bubble of `anchor` should leave free, with the cost of covering it: every other location's title
    strip, the board's headings and every other card (dearly), its own cards and every other space (a little): it
    may cover its own spaces. An anchor that is a card itself (a Waterdeep building in play) keeps its title free."""
    out = []
    for rect, kind in board:
        if kind == "label":  # a heading of the board ("Buildings in play")
            out.append((rect, WEIGHTS["title"]))
            continue
        if kind == "panel":  # a location that is no target (a Waterdeep building): its title, but its own's
            if not rect.contains(anchor):
                out.append((QRectF(rect.left(), rect.top(), rect.width(), TITLE), WEIGHTS["title"]))
            continue
        if rect == anchor and kind == "card":
            out.append((QRectF(rect.left(), rect.top(), rect.width(), TITLE), WEIGHTS["title"]))
            out.append((rect.adjusted(0, TITLE, 0, 0), WEIGHTS["own"]))
            continue
        if anchor.contains(rect):
            if kind == "card":
                out.append((rect, WEIGHTS["own"]))
            continue
        if kind == "location":
            out.append((QRectF(rect.left(), rect.top(), rect.width(), TITLE), WEIGHTS["title"]))
        else:
            out.append((rect, WEIGHTS[kind]))
    return out


def _pool_contents(scene: QGraphicsScene) -> list[QRectF]:
    """What the players' pools show (scene rects): every meeple, and each pool's name and icon rows (Waterdeep's
    Tavern), which are drawn above its meeples (the top half of a pool without meeples)."""
    meeples = [m.mapRectToScene(m.boundingRect()) for m in scene.items() if isinstance(m, MeepleItem) and m.isVisible()]
    out = list(meeples)
    for item in scene.items():
        if isinstance(item, PoolTarget) and item.isVisible():
            pool = item.mapRectToScene(item.rect)
            top = min((m.top() for m in meeples if pool.intersects(m)), default=pool.center().y())
            out.append(QRectF(pool.left(), pool.top(), pool.width(), max(0.0, top - pool.top())))
    return out


def _steps(low: float, high: float) -> list[float]:
    """Offsets from `low` to `high` in STEPs, 0 among them when it lies between."""
    out = [0.0] if low <= 0 <= high else []
    k = 1
    while k * STEP <= max(-low, high):
        out += [v for v in (k * STEP, -k * STEP) if low <= v <= high]
        k += 1
    return out


def _fits_on(anchor: QRectF, width: float, height: float) -> bool:
    """Whether a bubble fits on its anchor, under the anchor's title strip."""
    return width <= anchor.width() - 8 and height <= anchor.height() - TITLE - 4


def _place(size: QRectF, anchor: QRectF, area: QRectF, taken: Sequence[tuple[QRectF, float]]) -> tuple[QRectF, float]:
    """Where a bubble of `size` goes: inside its anchor under the title strip when it fits there, else below,
    above, right or left of it, whichever covers least of `taken` (kept inside `area`); and how much it covers."""
    w, h = size.width(), size.height()
    reach = anchor.adjusted(-(w + NEAR), -(h + NEAR), w + NEAR, h + NEAR)  # where a bubble beside it can lie
    taken = [(other, weight) for other, weight in taken if other.intersects(reach)]
    xs = (anchor.center().x() - w / 2, anchor.left() + 4, anchor.right() - w - 4)  # centred, at its left, right
    candidates = []
    if _fits_on(anchor, w, h):  # on its own location: at its foot, or just under its title
        candidates += [QRectF(x, anchor.bottom() - h - 4, w, h) for x in xs]
        candidates += [QRectF(x, anchor.top() + TITLE, w, h) for x in xs]
    candidates += [QRectF(x, anchor.bottom() + GAP, w, h) for x in xs]
    candidates += [QRectF(x, anchor.top() - h - GAP, w, h) for x in xs]
    candidates += [QRectF(anchor.right() + GAP, y, w, h) for y in (anchor.top(), anchor.bottom() - h)]
    candidates += [QRectF(anchor.left() - w - GAP, y, w, h) for y in (anchor.top(), anchor.bottom() - h)]

    # the obstacles as edges: the search below measures thousands of places (floats, not QRectF, for speed)
    boxes = [(other.left(), other.top(), other.right(), other.bottom(), weight) for other, weight in taken]
    left_most, right_most = area.left(), area.right() - w
    top_most, bottom_most = area.top(), area.bottom() - h

    def clamp(x: float, y: float) -> tuple[float, float]:
        """The top-left corner of a bubble there, kept inside `area`."""
        return min(max(left_most, x), right_most), min(max(top_most, y), bottom_most)

    def cost_at(x: float, y: float) -> float:
        """How much a bubble with its top-left corner there covers (QRectF.intersected's width times height)."""
        total = 0.0
        right, bottom = x + w, y + h
        for o_left, o_top, o_right, o_bottom, weight in boxes:
            cut_w = min(right, o_right) - max(x, o_left)
            if cut_w > 0:
                cut_h = min(bottom, o_bottom) - max(y, o_top)
                if cut_h > 0:
                    total += cut_w * cut_h * weight
        return total

    def covered(r: QRectF) -> float:
        return cost_at(r.left(), r.top())

    def inside(r: QRectF) -> QRectF:
        return QRectF(*clamp(r.left(), r.top()), w, h)

    placed = [inside(r) for r in candidates]
    best = min(placed, key=covered)  # the first of the least covered: its own location, then below
    cost = covered(best)
    if cost > 0:  # nothing free right beside it: the nearest free place around it (a coarse search, nearest first)
        n_left, n_top, n_right, n_bottom = (
            anchor.left() - NEAR,
            anchor.top() - NEAR,
            anchor.right() + NEAR,
            anchor.bottom() + NEAR,
        )
        over_anchor_ok = _fits_on(anchor, w, h)
        # only offsets that keep the bubble next to its location (it must meet `near`), nearest first
        x_reach = anchor.width() / 2 + w / 2 + NEAR
        low, high = anchor.top() - NEAR - h - anchor.bottom() - GAP, NEAR - GAP
        dys = _steps(low, high)
        offsets = sorted(
            ((dx, dy) for dx in _steps(-x_reach, x_reach) for dy in dys), key=lambda d: abs(d[0]) + abs(d[1])
        )
        x0, y0 = anchor.center().x() - w / 2, anchor.bottom() + GAP
        a_left, a_top, a_right, a_bottom = anchor.left(), anchor.top(), anchor.right(), anchor.bottom()
        for dx, dy in offsets:
            x, y = clamp(x0 + dx, y0 + dy)
            if not (x < n_right and n_left < x + w and y < n_bottom and n_top < y + h):
                continue  # not next to its location
            if not over_anchor_ok and x < a_right and a_left < x + w and y < a_bottom and a_top < y + h:
                continue  # over it where it does not fit
            found = cost_at(x, y)
            if found < cost:
                best, cost = QRectF(x, y, w, h), found
                if cost == 0:
                    break
    if cost > 0:  # a sliver over something: pushed off it, where that covers less and stays beside its location
        near = anchor.adjusted(-NEAR, -NEAR, NEAR, NEAR)
        for other, _ in taken:
            cut = best.intersected(other)
            if cut.isEmpty():
                continue
            for dx, dy in (
                (cut.width() + 0.5, 0),
                (-cut.width() - 0.5, 0),
                (0, cut.height() + 0.5),
                (0, -cut.height() - 0.5),
            ):
                r = inside(best.translated(dx, dy))
                found = covered(r)
                if found < cost and r.intersects(near):
                    best, cost = r, found
    return best, cost


def _rows(sizes: list[tuple[float, float]], limit: float = 560.0) -> list[list[tuple[float, float]]]:
    """Chip sizes wrapped into rows of at most `limit` scene units (a chip wider than that: a row of its own)."""
    rows: list[list[tuple[float, float]]] = [[]]
    for size in sizes:
        row = rows[-1]
        if row and sum(w for w, _ in row) + len(row) * GAP + size[0] > limit:
            rows.append([])
        rows[-1].append(size)
    return rows
