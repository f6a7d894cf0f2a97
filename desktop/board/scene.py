"""BoardScene: the board as a projection of a state, for every game (its table adds the game's items).

The scene owns the mechanics every table shares: click targets and their highlights, meeples that
slide to where the state puts them, dragging, and the chip layer of choices. A table's board layer
(`Table.create_board`) builds the game's static items and, on `sync`, tells the scene where every
meeple stands (`place_meeples`).

Input is signalled, never handled here: a drop of a meeple on a target emits `dropRequested(piece,
target)` and a click on a target `targetClicked(target)`. The controller answers a drop by playing the
move (the next sync moves the meeple) or with `refuse_drop(reason)`, which slides it back. Escape
(`cancel`) aborts a drag.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterable, Sequence

from PySide6.QtCore import (
    QAbstractAnimation,
    QCoreApplication,
    QEasingCurve,
    QObject,
    QPointF,
    QPropertyAnimation,
    QRectF,
    Qt,
    Signal,
)
from PySide6.QtGui import QBrush, QFontMetricsF, QPixmapCache
from PySide6.QtWidgets import QApplication, QGraphicsItem, QGraphicsScene, QGraphicsSceneMouseEvent

from desktop.board import layers
from desktop.board.chips import ChipGroup, ChipItem, ChipLayer, label_font
from desktop.board.focus import BoardFocus
from desktop.board.items import CardItem, Label, MeepleItem, Panel, PanelTarget, Target
from desktop.board.marks import RecentMark
from desktop.plain import tip as plain_tip
from desktop.theme import colour

translate = QCoreApplication.translate


@dataclasses.dataclass(frozen=True)
class Spot:
    """One meeple's wanted place: a location id (a space, a player's pool...) and its scene position.

    `ready`: the meeple waits in its owner's supply to be placed, so it may be dragged while its seat
    decides. `stack`: which of its seat's stacks of this piece it is (a game that piles meeples per place
    names each pile: one item each). A stack of `count` meeples is one item with a count badge (crowded
    boards); `scale` shrinks the figure where space is short."""

    seat: int
    piece: str
    location: str
    pos: QPointF
    count: int = 1
    scale: float = 1.0
    ready: bool = False
    stack: str = ""


# (seat, piece, stack) -> (colour, tooltip) of the meeples of that group
MeepleLook = Callable[[int, str, str], tuple[str, str]]
# the group a spot's meeple belongs to (items of a group keep their identities: `BoardScene.place_meeples`)
GroupKey = tuple[int, str, str]


def by_seat_piece_stack(spot: Spot) -> GroupKey:
    return (spot.seat, spot.piece, spot.stack)


#: a target this small (scene units squared, with its highlight margin) is a space, not a card
SPACE_AREA = 80.0 * 80.0


class BoardScene(QGraphicsScene):
    statusMessage = Signal(str)
    dropRequested = Signal(str, str)  # piece, target id
    targetClicked = Signal(str)  # target id

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        # the items' cached pictures (see addItem) live in QPixmapCache, 10 MB by default: a whole board
        # at 1600x1000 needs more, and an evicted picture is painted again; room for a 4K board
        QPixmapCache.setCacheLimit(max(QPixmapCache.cacheLimit(), 128 * 1024))  # in KB
        self.setBackgroundBrush(QBrush(colour("board")))
        self.animate = True
        self.covered = False  # the hand-off curtain is over the board: meeples jump, nothing slides behind it
        self.slide_ms = 160  # how long a meeple slides (Settings: speed of play)
        self.targets: dict[str, Target] = {}
        self.meeples: dict[str, MeepleItem] = {}
        self.layer: object | None = None  # the table's board layer
        self.chip_layer = ChipLayer(self)
        self.focus = BoardFocus(self)  # the keyboard's target (the view moves it)
        self._click_targets: set[str] = set()
        self._place_targets: dict[str, set[str]] = {}
        self._drag: MeepleItem | None = None
        self._drag_offset = QPointF()
        self._drag_origin = QPointF()
        self._moved = False
        self.selected: MeepleItem | None = None
        self._hint: MeepleItem | None = None
        self._recent: dict[str, RecentMark] = {}  # target id -> its mark (desktop.recent)
        self._chip_groups: list[ChipGroup] = []  # shown now (shown again when the zoom changes)
        self._chip_scale = 0.0  # the zoom they were laid out for
        self._landing: QPointF | None = None  # where the hint was let go (a new stack starts there)

    # -- items the tables add -----------------------------------------------------------------------
    def add_target(self, item: Target) -> None:
        self.targets[item.target_id] = item
        self.addItem(item)

    def remove_target(self, item: Target) -> None:
        if self.targets.get(item.target_id) is item:
            del self.targets[item.target_id]
        mark = self._recent.get(item.target_id)
        if mark is not None and mark.target is item:
            del self._recent[item.target_id]  # its mark goes with it (a child item: never touched again)
        self.removeItem(item)

    @property
    def chips(self) -> list[ChipItem]:
        return self.chip_layer.chips

    def show_chips(self, groups: Sequence[ChipGroup]) -> None:
        """Chips next to their anchors (targets), sized for the zoom the board is shown at and placed where they
        cover least of the other locations' titles, the cards and spaces; each chip is a click target."""
        views = self.views()
        scale = views[0].transform().m11() if views else 1.0
        if list(groups) == self._chip_groups and scale == self._chip_scale and self.chip_layer.chips:
            for chip in self.chip_layer.chips:  # the same chips at the same zoom: laid out already; still choices
                chip.set_highlight(True)
            return
        self._chip_groups, self._chip_scale = list(groups), scale
        for target_id in self.chip_layer.clear():
            self.targets.pop(target_id, None)
        anchored = [(self._rect(g.anchor), g) for g in groups if g.anchor in self.targets]
        for chip in self.chip_layer.show(anchored, self._chip_obstacles(scale), scale):
            self.targets[chip.target_id] = chip

    def _rect(self, target_id: str) -> QRectF:
        item = self.targets[target_id]
        return item.mapRectToScene(item.rect)

    def relayout_chips(self) -> None:
        """The zoom changed: the chips shown again at their size for it."""
        if self._chip_groups:
            self.show_chips(list(self._chip_groups))

    def _chip_obstacles(self, scale: float) -> list[tuple[QRectF, str]]:
        """The board's targets as a bubble sees them: (scene rect, "location" | "card" | "space"), and the titled
        areas and headings that are no targets ("panel"; "label": the heading's words as drawn at `scale`)."""
        out = []
        for other in self.items():
            if isinstance(other, Panel) and other.title and other.isVisible():
                out.append((other.mapRectToScene(other.rect), "panel"))
            elif isinstance(other, Label) and other.isVisible():
                rect = other.mapRectToScene(other.rect)
                width = QFontMetricsF(label_font(other.text, scale, other.size)).horizontalAdvance(other.text)
                out.append((QRectF(rect.left(), rect.top(), min(rect.width(), width + 8), rect.height()), "label"))
        for item in self.targets.values():
            if not item.isVisible():
                continue
            rect = item.mapRectToScene(item.rect)  # the item itself, not the room its frames take around it
            if isinstance(item, CardItem):
                out.append((rect, "card"))
            elif isinstance(item, PanelTarget) or (rect.height() > 80 and rect.width() > 120):
                out.append((rect, "location"))
            else:
                out.append((rect, "space" if rect.width() * rect.height() <= SPACE_AREA else "card"))
        return out

    def set_choices(self, click_targets: set[str], place_targets: dict[str, set[str]]) -> None:
        """Highlight `click_targets` and every space a meeple may go to; while a meeple of piece p is dragged,
        only `place_targets[p]`."""
        self._click_targets = click_targets.union(*place_targets.values())
        self._place_targets = place_targets
        self._clear_drag_state()
        self.show_targets(self._click_targets)

    @property
    def click_targets(self) -> set[str]:
        """The targets the pending decision outlines: a click on one answers it (on a space: the first meeple that
        may go there is placed, the table's `click_move`); while placing, these include every space a meeple may
        go to, lit before one is picked up."""
        return self._click_targets

    def draggable_pieces(self) -> set[str]:
        return {m.piece for m in self.meeples.values() if m.draggable}

    # -- meeples --------------------------------------------------------------------------------------
    def place_meeples(
        self,
        spots: Sequence[Spot],
        active_seat: int | None,
        look: MeepleLook,
        key: Callable[[Spot], GroupKey] = by_seat_piece_stack,
    ) -> None:
        """Make the meeples match `spots` (grouped by `key(spot)`); the ready meeples of `active_seat` may
        be dragged."""
        groups: dict[GroupKey, list[Spot]] = {}
        for spot in spots:
            groups.setdefault(key(spot), []).append(spot)
        seen: set[str] = set()
        for (seat, piece, stack), group in groups.items():
            items = [self._meeple(seat, piece, stack, k, look) for k in range(len(group))]
            self._assign(items, group, seen, active_seat, look)
        for item_id in list(self.meeples):
            if item_id not in seen:
                item = self.meeples.pop(item_id)
                self._stop_slide(item)
                self.removeItem(item)

    def _meeple(self, seat: int, piece: str, stack: str, k: int, look: MeepleLook) -> MeepleItem:
        item_id = f"{seat}:{piece}:{stack}:{k}" if stack else f"{seat}:{piece}:{k}"
        item = self.meeples.get(item_id)
        if item is None:
            item = MeepleItem(item_id, seat, piece, look(seat, piece, stack)[0], seat)
            item.stack = stack
            self.meeples[item_id] = item
            self.addItem(item)
            hint = self._hint
            if hint is not None and self._landing is not None and hint.seat == seat:
                item.setPos(self._landing)  # a new stack grows where the player let the meeple go
        return item

    def _assign(
        self, items: list[MeepleItem], spots: list[Spot], seen: set[str], active_seat: int | None, look: MeepleLook
    ) -> None:
        """Item k of a group stands on spot k (a function of the state, so undo restores it exactly).

        A dropped meeple swaps identity with the item that is due on its new space, so the meeple the
        player let go of is the one that slides into place.
        """
        hint = self._hint
        if hint in items:
            k = items.index(hint)
            if spots[k].ready:
                for j, spot in enumerate(spots):
                    other = items[j]
                    if not spot.ready and other.ready and other is not hint:
                        self.meeples[hint.item_id], self.meeples[other.item_id] = other, hint
                        hint.item_id, other.item_id = other.item_id, hint.item_id
                        items[k], items[j] = other, hint
                        break
        if hint in items and spots[items.index(hint)].ready and hint.count > 1:
            # the dropped meeple came off a stack that stays in the pool: the stack stands still
            self._stop_slide(hint)
            hint.setPos(spots[items.index(hint)].pos)
        for item, spot in zip(items, spots, strict=True):
            self._put(item, spot)
        for item in items:
            seen.add(item.item_id)
            draggable = item.ready and item.seat == active_seat
            if draggable != item.draggable or not item.toolTip():
                item.draggable = draggable
                item.setToolTip(plain_tip(look(item.seat, item.piece, item.stack)[1]))
                item.setCursor(Qt.CursorShape.OpenHandCursor if draggable else Qt.CursorShape.ArrowCursor)
                item.update()

    def _put(self, item: MeepleItem, spot: Spot) -> None:
        item.location, item.ready = spot.location, spot.ready
        item.set_stack(spot.count, spot.scale)
        if item.home == spot.pos and item.pos() == spot.pos:
            return
        item.home = spot.pos
        item.seat = spot.seat if spot.seat >= 0 else item.seat
        self._slide(item, spot.pos)

    def _slide(self, item: MeepleItem, to: QPointF) -> None:
        """Slide `item` to `to` with its own animation (one per meeple, reused: a long game without an
        event loop, like a benchmark or a bot, must not pile up animations waiting for deletion)."""
        anim = item.slide
        if anim is not None:
            anim.stop()
        if not self.animate or self.covered or item.pos() == to:
            item.setPos(to)
            return
        if anim is None:
            anim = QPropertyAnimation(item, b"pos", item)  # owned by the meeple: deleted with it
            anim.setEasingCurve(QEasingCurve.Type.OutCubic)
            anim.finished.connect(item.go_home)
            item.slide = anim
        anim.setDuration(self.slide_ms)
        anim.setStartValue(item.pos())
        anim.setEndValue(to)
        anim.start()

    def _stop_slide(self, item: MeepleItem) -> None:
        if item.slide is not None:
            item.slide.stop()

    def sliding(self) -> list[MeepleItem]:
        """The meeples whose slide is running."""
        running = QAbstractAnimation.State.Running
        return [m for m in self.meeples.values() if m.slide is not None and m.slide.state() == running]

    def finish_animations(self) -> None:
        """Jump every sliding meeple to where it is going."""
        for item in self.meeples.values():
            self._stop_slide(item)
            item.setPos(item.home)

    def addItem(self, item: QGraphicsItem) -> None:
        """Every board item keeps a device pixmap of itself: a move repaints the items it changed and
        copies the rest (a drop dirties most of the board: highlights, counts, the meeple's path)."""
        item.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        for child in item.childItems():
            child.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        super().addItem(item)

    def reset(self) -> None:
        """Forget the dynamic items (a new game may be another game, with other players and colours)."""
        self.finish_animations()
        self.show_chips([])
        self.clear()  # the previous table's items, its layer's included
        self.targets, self.meeples, self.layer = {}, {}, None
        self._recent = {}  # their marks went with them
        self.chip_layer = ChipLayer(self)
        self.focus.reset()
        self._clear_drag_state()

    # -- highlights -------------------------------------------------------------------------------------
    def show_targets(self, ids: set[str]) -> None:
        for tid, item in self.targets.items():
            item.set_highlight(tid in ids)

    def show_hint(self, target_id: str | None) -> None:
        """Mark the target of a suggested move (None: no hint)."""
        for tid, item in self.targets.items():
            item.set_hinted(tid == target_id)
        for chip in self.chips:
            chip.set_hinted(chip.target_id == target_id)

    def mark_recent(self, ids: Iterable[str]) -> None:
        """Mark the targets used since the person at the screen last decided (desktop.recent); [] clears."""
        wanted = {tid for tid in ids if tid in self.targets}
        for tid, mark in list(self._recent.items()):
            if self.targets.get(tid) is not mark.target:  # its target was replaced: the mark went with it
                del self._recent[tid]
            elif tid not in wanted:
                del self._recent[tid]
                self.removeItem(mark)  # (and from its target)
        for tid in wanted - self._recent.keys():
            self._recent[tid] = RecentMark(self.targets[tid])

    def recent_marks(self) -> set[str]:
        return set(self._recent)

    def in_play(self) -> list[QRectF]:
        """Where the player may act now (scene rects): what can be chosen, and the meeples that may be dragged."""
        ids = self.keyboard_targets()
        rects = [self.targets[tid].sceneBoundingRect() for tid in ids]
        return rects + [m.sceneBoundingRect() for m in self.meeples.values() if m.draggable]

    def hinted(self) -> str | None:
        marked = [item for item in [*self.targets.values(), *self.chips] if item.hinted]
        return marked[0].target_id if marked else None

    def highlighted(self) -> set[str]:
        return {tid for tid, item in self.targets.items() if item.highlight}

    def keyboard_targets(self) -> set[str]:
        """What a player may choose on the board now: the highlighted targets and, while a meeple is to be
        placed, the spaces it may go to (the selected meeple's, else any draggable one's)."""
        ids = self.highlighted()
        pieces = {self.selected.piece} if self.selected is not None else self.draggable_pieces()
        for piece in pieces:
            ids |= self._place_targets.get(piece, set())
        return {tid for tid in ids if tid in self.targets}

    # -- dragging and clicking ------------------------------------------------------------------------------
    def _meeple_at(self, pos: QPointF) -> MeepleItem | None:
        for item in self.items(pos):
            if isinstance(item, MeepleItem) and item.draggable:
                return item
        return None

    def _target_at(self, pos: QPointF) -> str:
        for item in self.items(pos):
            if isinstance(item, Target):
                return item.target_id
        return ""

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            item = self._meeple_at(event.scenePos())
            if item is not None:
                self._drag = item
                self._drag_origin = item.home
                self._drag_offset = event.scenePos() - item.pos()
                self._moved = False
                item.setZValue(layers.DRAGGED)
                self.show_targets(self._place_targets.get(item.piece, set()))
                event.accept()
                return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._drag is not None:
            delta = event.screenPos() - event.buttonDownScreenPos(Qt.MouseButton.LeftButton)
            if delta.manhattanLength() >= QApplication.startDragDistance():  # in pixels, whatever the zoom
                self._moved = True
            if self._moved:
                self._drag.setPos(event.scenePos() - self._drag_offset)
            event.accept()
            return
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        item = self._drag
        if item is None:
            super().mouseReleaseEvent(event)
            return
        self._drag = None
        item.setZValue(layers.MEEPLE)
        event.accept()
        if not self._moved:  # a click: select the meeple, then click a space
            self.selected = item
            self.statusMessage.emit(translate("board", "Now click a highlighted space (Escape cancels)."))
            return
        self._drop(item, self._target_at(event.scenePos()))

    def _drop(self, item: MeepleItem, target: str) -> None:
        self.selected = None
        if not target:
            self._hint = item
            self.refuse_drop(translate("board", "Drop the meeple on a highlighted space."))
            return
        self._hint = item  # during the emit: a sync moves this very meeple onto the space
        self._landing = item.pos()
        try:
            self.dropRequested.emit(item.piece, target)
        finally:
            self._hint = None
            self._landing = None

    def refuse_drop(self, reason: str) -> None:
        """The drop just requested is not played: the meeple slides home, the reason is shown."""
        item = self._hint
        self.statusMessage.emit(reason)
        if item is not None:
            self._slide(item, item.home)
        self.show_targets(self._click_targets)

    def target_clicked(self, target: str) -> None:
        """A target item was clicked: complete a click-then-click placement, or signal it."""
        if self.selected is not None:
            self._drop(self.selected, target)
        else:
            self.targetClicked.emit(target)

    def cancel(self) -> bool:
        """Escape: put a dragged or selected meeple back (False: there was none)."""
        item = self._drag or self.selected
        if item is not None:
            self._slide(item, item.home)
            item.setZValue(layers.MEEPLE)
            self.statusMessage.emit(translate("board", "Cancelled."))
        self._clear_drag_state()
        self.show_targets(self._click_targets)
        return item is not None

    def _clear_drag_state(self) -> None:
        self._drag = None
        self.selected = None
