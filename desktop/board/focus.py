"""Keyboard focus on the board: a ring around one target, moved by Tab and the arrow keys.

Tab and Shift+Tab go round the targets a player may choose now (the highlighted ones and, while a
meeple is to be placed, the spaces it may go to: outlined while the ring is on the board), in reading
order; the arrow keys go to the nearest stop in that direction, chosen or not, to explore the board (a
location and the one space inside it are one stop).
Enter or Space does what a click on the target does (`BoardScene.target_clicked`: the same path as the
mouse). The ring is drawn in two tones outside the target's highlight and hint frames, so it is seen on
every colour and in both themes.

Qt does not expose graphics items to assistive technology: `spoken()` gives the focused target's name
and description (its tooltip, who stands there, whether it can be chosen), which the view announces.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from desktop.board import layers
from desktop.board.items import MeepleItem, Target
from desktop.plain import text as plain
from desktop.text import join_clauses
from desktop.theme import colour

if TYPE_CHECKING:
    from desktop.board.scene import BoardScene

translate = QCoreApplication.translate
MARGIN = 16.0  # the ring lies this far outside the target (its frames end within 11)
ROW = 40.0  # targets whose centres are within a row of this height are read left to right


class FocusRing(QGraphicsItem):
    """The keyboard focus: a thick dark ring with a bright core, around the focused target."""

    def __init__(self) -> None:
        super().__init__()
        self.rect = QRectF()
        self.radius = 12.0
        self.setZValue(layers.FOCUS_RING)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def follow(self, target: Target) -> None:
        rect = target.mapRectToScene(target.rect).adjusted(-MARGIN, -MARGIN, MARGIN, MARGIN)
        if rect != self.rect:
            self.prepareGeometryChange()
            self.rect = rect
        self.radius = target.highlight_radius + MARGIN / 2
        self.update()
        self.show()

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-8, -8, 8, 8)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setBrush(Qt.BrushStyle.NoBrush)
        for role, width in (("focus", 12.0), ("focus_inner", 6.0)):
            p.setPen(QPen(colour(role), width))
            p.drawRoundedRect(self.rect, self.radius, self.radius)


class BoardFocus:
    """Which target has the keyboard focus (`target_id`, None: none) and the ring that shows it."""

    def __init__(self, scene: BoardScene) -> None:
        self.scene = scene
        self.target_id: str | None = None
        self._ring: FocusRing | None = None

    def reset(self) -> None:
        """The scene was cleared (its ring with it)."""
        self.target_id, self._ring = None, None

    @property
    def ring(self) -> FocusRing:
        if self._ring is None:
            self._ring = FocusRing()
            self.scene.addItem(self._ring)
        return self._ring

    def target(self) -> Target | None:
        return self.scene.targets.get(self.target_id) if self.target_id is not None else None

    def set(self, target_id: str | None) -> None:
        self.target_id = target_id
        self.refresh()

    def refresh(self) -> None:
        """After a change of the board: the ring follows its target; a target that is gone loses it.
        While the ring is on the board every legal target is outlined, as while a meeple is held."""
        item = self.target()
        if item is None or not item.isVisible():
            self.target_id = None
            if self._ring is not None:
                self._ring.hide()
            return
        self.ring.follow(item)
        self.scene.show_targets(self.scene.keyboard_targets())

    def clear(self) -> None:
        """No target focused: the outlines are the choices' again."""
        had = self.target_id is not None
        self.set(None)
        if had:
            self.scene.show_targets(self.scene.click_targets)

    # -- moving ---------------------------------------------------------------------------------------
    def step(self, forward: bool = True) -> bool:
        """Tab: the next legal target in reading order after the focused one (round the end); False when
        nothing can be chosen on the board now."""
        legal = sorted(self.scene.keyboard_targets(), key=self._reading_key)
        if not legal:
            return False
        here = self.target()
        if here is None:
            self.set(legal[0] if forward else legal[-1])
            return True
        key = self._reading_key(here.target_id)
        after = [t for t in legal if (self._reading_key(t) > key) == forward and t != here.target_id]
        if not forward:
            after.reverse()
        self.set(after[0] if after else (legal[0] if forward else legal[-1]))
        return True

    def go(self, dx: int, dy: int) -> bool:
        """An arrow key: the nearest stop in direction (dx, dy) from the focused one, legal or not. A location
        and the one space inside it are one stop (`stops`)."""
        here = self.target()
        if here is None:
            return self.step()
        stops = self.stops()
        at = next((stop for stop, members in stops.items() if here.target_id in members), here.target_id)
        origin = self._centre(self.scene.targets[at])
        best: tuple[float, str] | None = None
        for stop in stops:
            if stop == at:
                continue
            d = self._centre(self.scene.targets[stop]) - origin
            along = d.x() * dx + d.y() * dy
            if along <= 1:
                continue
            across = abs(d.x() * dy) + abs(d.y() * dx)
            score = along + 2 * across  # straight ahead first
            if best is None or score < best[0]:
                best = (score, stop)
        if best is None:
            return False
        self.set(self._face(stops[best[1]]))
        return True

    def stops(self) -> dict[str, tuple[str, ...]]:
        """Where the arrow keys stop: stop (the outer target) -> the targets it stands for. A target with one
        target inside it (an Architects location and its space) is one stop; one with several inside (the
        Mines' two spaces, the Workshop's cards) gives way to them, each a stop of its own."""
        rects = {tid: item.mapRectToScene(item.rect) for tid, item in self.scene.targets.items() if item.isVisible()}
        inside: dict[str, list[str]] = {tid: [] for tid in rects}
        for outer, box in rects.items():
            for tid, rect in rects.items():
                if tid != outer and box.contains(rect.center()) and not rect.contains(box.center()):
                    inside[outer].append(tid)
        merged = {tid for members in inside.values() if len(members) == 1 for tid in members}
        out: dict[str, tuple[str, ...]] = {}
        for tid in rects:
            if tid in merged or len(inside[tid]) > 1:
                continue
            out[tid] = (tid, *inside[tid])
        return out

    def _face(self, members: tuple[str, ...]) -> str:
        """Which target of a stop takes the focus: one that can be chosen now (the space before its location),
        else the space inside, else the stop itself."""
        legal = self.scene.keyboard_targets()
        for tid in (*members[1:], members[0]):
            if tid in legal:
                return tid
        return members[-1]

    def activate(self) -> bool:
        """Enter or Space: what a click on the focused target does."""
        if self.target() is None:
            return False
        self.scene.target_clicked(self.target_id or "")
        return True

    def _centre(self, item: Target) -> QPointF:
        return item.mapToScene(item.rect.center())

    def _reading_key(self, target_id: str) -> tuple[int, float, str]:
        item = self.scene.targets[target_id]
        c = self._centre(item)
        return int(c.y() // ROW), c.x(), target_id

    # -- speech ---------------------------------------------------------------------------------------
    def spoken(self) -> tuple[str, str]:
        """(name, description) of the focused target for assistive technology ("" when none)."""
        item = self.target()
        if item is None:
            return "", ""
        lines = [line for line in plain(item.toolTip()).split("\n") if line.strip()]
        name = item.spoken_name() or (lines[0] if lines else "")
        rest = [line for line in lines if line != name]
        here = self._meeples_on(item)
        if here:
            rest.append(translate("board", "Here: {meeples}.").format(meeples=join_clauses(here)))
        if item.target_id in self.scene.keyboard_targets():
            rest.append(translate("board", "You can choose this now: press Enter."))
        if item.hinted:
            rest.append(translate("board", "The hint suggests this."))
        return name, "\n".join(rest)

    def _meeples_on(self, item: Target) -> list[str]:
        """What the meeples standing on `item` say of themselves (their tooltips), with their numbers."""
        area = item.mapRectToScene(item.rect)
        out = []
        for meeple in self.scene.meeples.values():
            # where it stands once any slide has ended
            if area.contains(meeple.home + QPointF(MeepleItem.W / 2, MeepleItem.H / 2) * meeple.scale()):
                what = plain(meeple.toolTip())
                out.append(f"{what} ({meeple.count})" if meeple.count > 1 else what)
        return sorted(out)
