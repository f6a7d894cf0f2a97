"""Items of the Architects board that change with the state: the virtue track, the Guildhall grid, the
Cathedral, the Black Market's spots and the Workshop's apprentice cards."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from desktop.board import layers
from desktop.board.iconrow import Icon, Row, draw_rows, fit, fits_legibly, line_step, line_width
from desktop.board.items import CardItem, PanelTarget, Target, draw_glyph, paint_key, paint_panel
from desktop.board.legible import base_min_px, draw_text, fits_in, font, legible, on_screen_px
from desktop.plain import tip as plain_tip
from desktop.tables.architects import geometry as geo
from desktop.tables.architects.boardrows import cathedral_row, market_cost, market_rows, signed
from desktop.tables.architects.names import amount, goods_text
from desktop.theme import colour, ink, outline
from engine.architects.buildings import CATHEDRAL_VIRTUE_MIN as CATHEDRAL_VIRTUE
from engine.architects.market import DRAW_CARDS, MARKET_VIRTUE, SPOT_SILVER, VIRTUE_CLOSED
from engine.architects.state import (
    CATHEDRAL_SPOTS,
    VIRTUE_MAX,
    VIRTUE_VP,
    guildhall_size,
    refresh_spaces,
    reset_spaces,
)

translate = QCoreApplication.translate
CENTRE = Qt.AlignmentFlag.AlignHCenter
VP_BOXES = range(VIRTUE_MAX + 1)


def _marker(p: QPainter, c: QPointF, r: float, colour: str, seat: int) -> None:
    """A player's marker: a disc in their colour with their shape."""
    p.setPen(outline(1.2))
    p.setBrush(QColor(colour))
    p.drawEllipse(c, r, r)
    draw_glyph(p, c, r * 0.5, seat)


def _markers_tip(title: str, names: list[str], values: list[int]) -> str:
    return plain_tip("\n".join([title, *(f"{n}: {v}" for n, v in zip(names, values, strict=True))]))


class VirtueTrack(QGraphicsItem):
    """The virtue track 0..14: each box's end-game VP and every player's marker."""

    def __init__(self) -> None:
        super().__init__()
        self.values: list[int] = []
        self.colours: list[str] = []
        self._rect = geo.virtue_box(0).united(geo.virtue_box(VIRTUE_MAX))

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-3, -3, 3, 3)

    def set_markers(self, values: list[int], colours: list[str], names: list[str]) -> None:
        if (values, colours) != (self.values, self.colours):
            self.values, self.colours = list(values), list(colours)
            self.update()
        head = translate(
            "architects",
            "Virtue track (end-game VP under each number). Below {cathedral} you cannot work on the Cathedral "
            "and pay less tax; from {closed} the Black Market is closed to you.",
        ).format(cathedral=CATHEDRAL_VIRTUE, closed=VIRTUE_CLOSED)
        self.setToolTip(_markers_tip(head, names, values))

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        # one size for every box: the number left, its end-game VP right, on one line above the markers
        size = min(
            fit(p, [(*self.vp_row(v)[0], *self.vp_row(v)[1])], self._line(v), 9)[0].pointSizeF() for v in VP_BOXES
        )
        for v in range(VIRTUE_MAX + 1):
            box = geo.virtue_box(v)
            fill = QColor("#f0c9b8") if v < CATHEDRAL_VIRTUE else QColor("#c9d9ef") if v >= VIRTUE_CLOSED else None
            p.setPen(outline(1.2))
            p.setBrush(fill or colour("panel"))
            p.drawRoundedRect(box, 6, 6)
            p.setPen(ink())
            inner = self._line(v)
            number, vp = self.vp_row(v)
            draw_rows(p, inner, [number], size, owner=self, exact=True)
            draw_rows(p, inner, [vp], size, Qt.AlignmentFlag.AlignRight, owner=self, exact=True)
        here: dict[int, int] = {}
        for seat, v in enumerate(self.values):
            k = here.get(v, 0)
            here[v] = k + 1
            box = geo.virtue_box(v)
            row, col = divmod(k, 3)
            c = QPointF(box.left() + 14 + col * 22 + (11 if row else 0), box.bottom() - 25 + row * 17)
            _marker(p, c, 8, self.colours[seat], seat)

    @staticmethod
    def _line(v: int) -> QRectF:
        """Where box `v`'s number and VP go: its top, above the markers."""
        box = geo.virtue_box(v)
        return QRectF(box.left() + 1.5, box.top() + 2, box.width() - 3, geo.VIRTUE_H - 36)

    @staticmethod
    def vp_row(v: int) -> tuple[Row, Row]:
        """Box `v`'s number and its end-game VP ('+3[VP]')."""
        return (str(v),), (signed(VIRTUE_VP[v]), Icon("vp"))


class GuildhallGrid(Target):
    """The Guildhall spaces (rows of players + 1): filled spaces, the Black Market reset spaces and the
    apprentice refresh spaces marked. The spaces do not record whose worker lies there: the colours'
    stacks below count each player's workers in the Guildhall."""

    highlight_radius = 8.0

    def __init__(self) -> None:
        super().__init__("guildhall", geo.guildhall_grid(2))
        self.players = 0
        self.filled = 0
        self.final = False
        self.setZValue(layers.SPACE)

    def set_state(self, players: int, filled: int, final: bool) -> None:
        if (players, filled, final) == (self.players, self.filled, self.final):
            return
        if players != self.players:
            self.prepareGeometryChange()
            self.rect = geo.guildhall_grid(players)
        self.players, self.filled, self.final = players, filled, final
        size = guildhall_size(players)
        tip = translate(
            "architects",
            "Guildhall: construct a building or work on the Cathedral. {filled} of {size} spaces filled. "
            "Filling a space marked R resets the Black Market; one marked A refreshes the apprentices. "
            "When the last space is filled, everyone has one more turn.",
        ).format(filled=filled, size=size)
        if final:
            tip += "\n" + translate("architects", "The last turns have begun.")
        self.setToolTip(tip)
        self.update()

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if not self.players:
            return
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        resets, refreshes = reset_spaces(self.players), refresh_spaces(self.players)
        for k in range(guildhall_size(self.players)):
            cell = geo.guildhall_cell(k, self.players)
            p.setPen(outline(1.2, Qt.PenStyle.SolidLine if k < self.filled else Qt.PenStyle.DashLine))
            p.setBrush(colour("filled" if k < self.filled else "space"))
            p.drawRoundedRect(cell, 5, 5)
            mark = "R" if k + 1 in resets else "A" if k + 1 in refreshes else ""
            if mark:
                p.setPen(colour("space") if k < self.filled else QColor("#8a3b2b"))
                draw_text(p, cell, mark, 8, True, CENTRE, 1, True)


class CathedralItem(PanelTarget):
    """The Cathedral's five levels (cost, spots, VP) with the markers of the players on each level."""

    def __init__(self, rect: QRectF, title: str) -> None:
        super().__init__("cathedral", rect, title)
        self.text_bottom = rect.top() + 34
        self.fill = "cathedral"
        self.levels: list[int] = []
        self.colours: list[str] = []
        self.setZValue(layers.PANEL_TARGET)

    def set_markers(self, levels: list[int], colours: list[str], names: list[str]) -> None:
        if (levels, colours) != (self.levels, self.colours):
            self.levels, self.colours = list(levels), list(colours)
            self.update()
        head = translate(
            "architects",
            "Cathedral: pay the next level's cost and discard a building card to move up (virtue {n} or more); "
            "each level has room for a few players. Then draw a reward.",
        ).format(n=CATHEDRAL_VIRTUE)
        self.setToolTip(_markers_tip(head, names, levels))

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        paint_panel(p, self)
        for level in range(1, 6):
            box = geo.cathedral_level(level)
            p.setPen(outline(1.2))
            p.setBrush(colour("paper"))
            p.drawRoundedRect(box, 6, 6)
            p.setPen(ink())
            spots = CATHEDRAL_SPOTS[level]
            text_w = box.width() - 16 - spots * 24
            row_box = QRectF(box.left() + 8, box.top() + 2, text_w, box.height() - 4)
            draw_rows(p, row_box, [cathedral_row(level)], 8, owner=self, valign_centre=True)
            here = [seat for seat, lv in enumerate(self.levels) if lv == level]
            for k in range(spots):
                c = QPointF(box.right() - 14 - k * 24, box.center().y())
                if k < len(here):
                    _marker(p, c, 10, self.colours[here[k]], here[k])
                else:
                    p.setPen(outline(1, Qt.PenStyle.DashLine))
                    p.setBrush(Qt.BrushStyle.NoBrush)
                    p.drawEllipse(c, 10, 10)


class MarketColumn(QGraphicsItem):
    """One Black Market spot (A, B or C): its cost and what it gives (the current Black Market cards)."""

    def __init__(self, col: int) -> None:
        super().__init__()
        self.col = col
        self.rect = geo.market_column(col)
        self.lines: tuple[str, str] = ("", "")
        self.rows: list[Row] = []
        self.taken = False
        self.setZValue(layers.MARKET)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-3, -3, 3, 3)

    def set_state(self, col: int, view: dict[str, Any]) -> None:
        letter = "ABC"[col]
        if col == 0:
            body = goods_text(view["market_small_goods"])
        elif col == 2:
            body = goods_text(view["market_large_goods"])
        else:
            body = translate(
                "architects", "Hire an apprentice for free, or draw {n} building cards and keep 1."
            ).format(n=DRAW_CARDS)
        lines = (letter, body)
        rows = market_rows(col, view["market_small_goods"], view["market_large_goods"])
        taken = view["black_market"][col] >= 0
        if (lines, taken, rows) != (self.lines, self.taken, self.rows):
            self.lines, self.taken, self.rows = lines, taken, rows
            cost = translate("architects", "Black Market spot {spot}: pay {silver} and lose {n} virtue.").format(
                spot=letter, silver=amount("silver", SPOT_SILVER[col]), n=MARKET_VIRTUE
            )
            self.setToolTip(f"{cost}\n{body}")
            self.update()

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(outline(1))
        p.setBrush(colour("market"))
        p.drawRoundedRect(self.rect, 8, 8)
        p.setPen(ink())
        r = self.rect
        # the letter and what the spot costs, then what it gives
        cost = market_cost(self.col)
        top = QRectF(r.left() + 6, r.top() + 4, r.width() - 12, 0)
        top.setBottom(r.bottom() - geo.SPACE - 12)
        used = draw_rows(p, top, [cost], 10, owner=self)
        draw_rows(p, top.adjusted(0, used + 4, 0, 0), self.rows, 9, owner=self)


class ApprenticeCard(CardItem):
    """An apprentice in the Workshop display; the silver players left on it when skipping it.

    Its name is drawn whole down to a small screen's fit zoom where the card has room for it (`_plan`): above the
    ability's icon rows where both fit; else beside the foot row (the skills and virtue hiring brings,
    right-aligned, leave its left part empty), narrower where that is needed, the silver then top right; else on
    its own at the top, the ability's rows under it or beside the foot row where they fit there. The icon rows
    are never left out (they say what the apprentice does): where none of these fits, the name gives way to
    them (its tooltip says it)."""

    compact_bottom = 0.0  # the rows never nearer the foot
    FOOT_H = 27.0  # the foot's least height: the foot row's line, grown where a legible row or the name needs more

    def __init__(self, slot: int, rect: QRectF) -> None:
        super().__init__(f"appr:{slot}", rect)
        self.slot = slot
        self.silver = 0
        self.skills = ""
        self.foot: Row = ()
        self.signature: tuple[int, int] | None = None
        self.title_margin = 8.0
        self._foot_h = self.FOOT_H  # the foot's height at the zoom painted last
        # where the name goes at the zoom painted last: "above" the rows, beside the "foot" row, or on its own at
        # the "top" with the rows under it, or with the rows beside the foot row ("top_foot")
        self._mode = "above"
        self._silver_w = 0.0  # room kept right of the rows for the silver (the name beside the foot row)
        self._silver_by_foot = False  # the silver right-aligned with the foot row (the name beside them)
        self._plan_made: tuple[object, tuple[str, float, float, bool]] | None = None  # `_plan`'s last, by its key

    def set_skills(self, skills: str, foot: Row = ()) -> None:
        """The skills (`foot`: the row of them and the virtue hiring brings, drawn along the card's foot)."""
        self.skills, self.foot = skills, foot

    def text_bottom(self) -> float:
        return self.rect.bottom() - 2 - self._foot_h  # above the foot

    def _foot_box(self) -> QRectF:
        return QRectF(self.rect.left() + 8, self.rect.bottom() - 1 - self._foot_h, self.rect.width() - 16, self._foot_h)

    def _row_width(self, p: QPainter, box: QRectF, row: Row) -> float:
        """How wide `row` is drawn in `box` (all of it where it wraps)."""
        if not row:
            return 0.0
        f, lines, _ = fit(p, [row], box, 8)
        return line_width(QFontMetricsF(f, p.device()), lines[0]) if len(lines) == 1 else box.width()

    def _silver_row(self) -> Row:
        return (str(self.silver), Icon("silver")) if self.silver else ()

    def _right_row(self) -> Row:
        """What is drawn right-aligned along the foot: the skills and virtue, after the silver where the name
        (or the rows) have the foot's left part."""
        merged = self._silver_by_foot or self._mode == "top_foot"
        return (*self._silver_row(), *self.foot) if merged else self.foot

    def _text_right(self) -> float:
        """Where the rows end: left of the silver where it stands top right (the name beside the foot row)."""
        return super()._text_right() - self._silver_w

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        self._plan(p)
        super().paint(p, option, widget)
        foot = self._foot_box()
        if self._mode == "foot":  # the name left of the foot row; the silver with it, or top right
            name_w = foot.width() - self._row_width(p, foot, self._right_row()) - _GAP
            draw_text(p, QRectF(foot.left(), foot.top(), name_w, foot.height()), self.title, 9, True, max_lines=1)
            if self.silver and not self._silver_by_foot:  # apart from the rows
                top = self.rect.adjusted(8, 10, -8, 0)
                top.setBottom(self.text_bottom())
                draw_rows(p, top, [self._silver_row()], 8, Qt.AlignmentFlag.AlignRight, owner=self)
        elif self._mode == "top_foot":  # the rows left of the foot row, the name at the top
            draw_rows(p, self._rows_beside_foot(p, foot), self.rows, 8, owner=self, valign_centre=True)
        elif self.silver:  # left by those who skipped it
            draw_rows(p, foot, [self._silver_row()], 8, owner=self, valign_centre=True)
        draw_rows(p, foot, [self._right_row()], 8, Qt.AlignmentFlag.AlignRight, owner=self, valign_centre=True)

    def _plan(self, p: QPainter) -> None:
        """Where the name goes at this zoom (`_mode`), the foot's height and the room kept for the silver; worked
        out once for a zoom and content (see `CardItem._plan_rows`)."""
        key = (paint_key(p), self.title, self.rows, self.foot, self.silver)
        if self._plan_made is not None and self._plan_made[0] == key:
            self._mode, self._silver_w, self._foot_h, self._silver_by_foot = self._plan_made[1]
            return
        self._work_out_plan(p)
        self._plan_made = (key, (self._mode, self._silver_w, self._foot_h, self._silver_by_foot))

    def _work_out_plan(self, p: QPainter) -> None:
        floor = base_min_px() / on_screen_px(p, font(1.0))  # the point size of the least legible row
        row_h = line_step(QFontMetricsF(font(floor, False), p.device()))
        name_h = QFontMetricsF(legible(p, 9, True), p.device()).lineSpacing()
        self._mode, self._silver_w, self._foot_h = "above", 0.0, max(self.FOOT_H, row_h)
        self._silver_by_foot = False
        if not self.rows or self._plan_rows(p):
            return
        # beside the foot row, the rows from the top; the silver with the foot row, else right of the rows
        self._mode, self._foot_h, self._compact = "foot", max(self.FOOT_H, row_h, name_h), False
        foot = self._foot_box()
        for by_foot in (True, False) if self.silver else (False,):
            self._silver_by_foot = by_foot
            self._silver_w = (
                self._row_width(p, foot, self._silver_row()) + _SILVER_GAP if self.silver and not by_foot else 0.0
            )
            room = foot.width() - self._row_width(p, foot, self._right_row()) - _GAP
            rows_fit = fits_legibly(p, self.rows, self._rows_box(self.rect.top() + 10), 8)
            if rows_fit and fits_in(p, room, self.title, 9, True):
                return
        self._mode, self._silver_w, self._foot_h = "above", 0.0, max(self.FOOT_H, row_h)
        self._silver_by_foot = False
        # the name alone on the top line, the rows under it where they fit there, else beside the foot row
        if fits_in(p, self.rect.width() - 2 * _NAME_MARGIN, self.title, 9, True):
            if fits_legibly(p, self.rows, self._rows_box(self.rect.top() + 10 + name_h), 8):
                self._mode = "top"
                return
            self._mode = "top_foot"
            if fits_legibly(p, self.rows, self._rows_beside_foot(p, self._foot_box()), 8):
                return
        self._mode = "above"  # the rows whole, the name gives way to them (its tooltip says it)

    def _rows_beside_foot(self, p: QPainter, foot: QRectF) -> QRectF:
        """Where the ability's rows go left of the foot row (and the silver with it)."""
        return QRectF(
            foot.left(), foot.top(), foot.width() - self._row_width(p, foot, self._right_row()) - _GAP, foot.height()
        )

    def _paint_rows(self, p: QPainter) -> None:
        if self._mode == "foot":  # the rows from the top, the name beside the foot row
            self._paint_body(p, self.rect.adjusted(8, 10, -8, 0), 0)
            return
        if self._mode == "above":
            super()._paint_rows(p)
            return
        # the name on its own at the top (the whole width), the rows under it ("top") or beside the foot row
        box = self.rect.adjusted(_NAME_MARGIN, 10, -_NAME_MARGIN, 0)
        self._paint_body(p, box, 1, rows=self._mode == "top")


_GAP = 6.0  # between the name (or the rows) and the foot row beside it
_SILVER_GAP = 16.0  # between the rows and the silver right of them (apart: it is no part of the ability)
_NAME_MARGIN = 6.0  # left and right of a name that has the card's whole width
