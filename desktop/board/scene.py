"""BoardScene: the board as a projection of a state. `sync(state)` creates, moves and removes items by id.

Dragging is done with scene mouse events: press on a meeple of the deciding player highlights the legal
targets, release resolves the target with `items(pos)` and asks `on_drop` (the controller) to play it;
a refused drop slides the meeple back and reports the reason. Escape (`cancel`) aborts.
"""

from __future__ import annotations

from collections.abc import Callable

import shiboken6
from PySide6.QtCore import (
    QAbstractAnimation,
    QCoreApplication,
    QEasingCurve,
    QPointF,
    QPropertyAnimation,
    QRectF,
    Qt,
    Signal,
)
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import QGraphicsScene, QGraphicsSceneMouseEvent

from desktop.board.items import TYPE_COLOURS, CardItem, Label, MeepleItem, Panel, SpaceItem, Target
from desktop.plain import tip as plain_tip
from desktop.tables.waterdeep import geometry as geo
from desktop.tables.waterdeep.cardnames import card_title
from desktop.tables.waterdeep.cardtext import (
    action_text,
    building_action,
    building_tooltip,
    owner_text,
    quest_lines,
    quest_tooltip,
    res_text,
    space_tooltip,
)
from desktop.tables.waterdeep.meeples import item_key, wanted_spots
from desktop.tables.waterdeep.pools import PoolPanel, PoolTarget
from desktop.tables.waterdeep.rounds import FirstPlayerMarker, RoundsTrack
from desktop.tables.waterdeep.text import basic_building_name, quest_type_name
from engine.waterdeep.board import BASIC
from engine.waterdeep.content import load
from engine.waterdeep.state import Lot, State

translate = QCoreApplication.translate
AMBASSADOR_COLOUR = "#f2efe6"


class BoardScene(QGraphicsScene):
    statusMessage = Signal(str)

    def __init__(self, colours: list[str], parent=None) -> None:
        super().__init__(parent)
        self.setSceneRect(0, 0, geo.WIDTH, geo.HEIGHT)
        self.setBackgroundBrush(QBrush(QColor("#d9c7a0")))
        self.colours = colours
        self.animate = True
        #: controller hooks: drop(piece, target) -> refusal reason ('' = played); click(target)
        self.on_drop: Callable[[str, str], str] | None = None
        self.on_click: Callable[[str], None] | None = None
        self.place_targets: Callable[[str], set[str]] = lambda piece: set()
        self.targets: dict[str, Target] = {}
        self.meeples: dict[str, MeepleItem] = {}
        self.pools: list[PoolPanel] = []
        self._cards: dict[str, CardItem] = {}
        self._spaces: dict[str, SpaceItem] = {}
        self._click_targets: set[str] = set()
        self._drag: MeepleItem | None = None
        self._drag_offset = QPointF()
        self._drag_origin = QPointF()
        self._moved = False
        self.selected: MeepleItem | None = None
        self._hint: MeepleItem | None = None
        self._anims: dict[str, QPropertyAnimation] = {}
        self.draggable_seat: int | None = None
        self._lot_spaces: dict[str, QPointF] = {}
        self._build_static()

    # -- static board --------------------------------------------------------------------------------
    def _build_static(self) -> None:
        self.addItem(Label(QRectF(24, 14, 500, 60), translate("board", "Waterdeep"), 26))
        self.rounds = RoundsTrack()
        self.addItem(self.rounds)
        for building, (rect, spaces) in geo.BUILDINGS.items():
            basic = BASIC[spaces[0]]
            subtitle = action_text(basic.action) if len(spaces) == 1 or building == "waterdeep_harbor" else ""
            if building == "cliffwatch_inn":
                subtitle = translate("board", "Take a face-up quest, and:")
            # beside the cards at Cliffwatch Inn and Builder's Hall, the text keeps left of them
            beside = geo.inn_card(0).left() - rect.left() - 20 if building in ("cliffwatch_inn", "builders_hall") else 0
            panel = Panel(rect, basic_building_name(building), subtitle=subtitle, text_width=beside)
            panel.text_bottom = min(geo.SPACES[sid].y() for sid in spaces) - 4  # the text stays above the spaces
            panel.setToolTip("\n\n".join(space_tooltip(sid) for sid in spaces))
            self.addItem(panel)
            for sid in spaces:
                label = {
                    "inn1": translate("board", "+2 gold"),
                    "inn2": translate("board", "+1 intrigue"),
                    "inn3": translate("board", "new quests first"),
                }.get(sid, sid[-1] if sid[-1].isdigit() else "")
                item = SpaceItem(sid, geo.SPACES[sid], label)
                item.setToolTip(space_tooltip(sid))
                self._add_target(item)
                self._spaces[sid] = item
        self.addItem(Label(QRectF(935, 70, 640, 28), translate("board", "Buildings in play"), 12))
        for i in range(10):
            frame = Panel(geo.lot(i), "", fill="#e6d5ad")
            frame.frame_width = 1.0
            self.addItem(frame)
        self.first_marker = FirstPlayerMarker()
        self.addItem(self.first_marker)

    def _add_target(self, item: Target) -> None:
        item.on_click = self._target_clicked
        self.targets[item.target_id] = item
        self.addItem(item)

    # -- sync ---------------------------------------------------------------------------------------
    def sync(self, state: State, click_targets: set[str], active_seat: int | None) -> None:
        """Make the items match `state`; highlight `click_targets`; let `active_seat` drag meeples."""
        self.rounds.set_round(state.round, state.phase == "over")
        self._sync_pools(state, active_seat)
        self._sync_cards(state)
        self._sync_meeples(state, active_seat)
        self.draggable_seat = active_seat
        self._click_targets = click_targets
        self._clear_drag_state()
        self.show_targets(click_targets)

    def _sync_pools(self, state: State, active_seat: int | None) -> None:
        n = len(state.players)
        if len(self.pools) != n:
            for panel in self.pools:
                self.removeItem(panel)
            self.pools = []
            for seat, p in enumerate(state.players):
                panel = PoolPanel(geo.pool(seat, n), p.name, self.colours[seat])
                self.addItem(panel)
                self.pools.append(panel)
                self._add_target(PoolTarget(seat, geo.pool(seat, n)))
        current = state.tasks[0].seat if state.tasks else None
        for seat, panel in enumerate(self.pools):
            panel.set_active(seat == current)
            tip = plain_tip(translate("board", "{name}'s pool of agents").format(name=state.players[seat].name))
            panel.setToolTip(tip)
            self.targets[f"pool:{seat}"].setToolTip(tip)
        r = geo.pool(state.first, n)
        self.first_marker.setPos(r.right() - 68, r.top() + 6)

    def _sync_cards(self, state: State) -> None:
        wanted: dict[str, tuple[QRectF, str, object]] = {}
        for i, quest in enumerate(state.inn):
            wanted["inn:" + quest] = (geo.inn_card(i), quest, None)
        for i, tile in enumerate(state.hall):
            wanted["hall:" + tile.building] = (geo.hall_tile(i), tile.building, tile.vp)
        for i, lot in enumerate(state.lots):
            wanted["lot:" + lot.building] = (geo.lot(i), lot.building, lot)
        for key in list(self._cards):
            if key not in wanted:
                old = self._cards.pop(key)
                self.targets.pop(old.target_id, None)
                self.removeItem(old)
        self._lot_spaces = {}
        for key, (rect, cid, extra) in wanted.items():
            item = self._cards.get(key)
            if item is None or item.rect != rect:
                if item is not None:
                    self.removeItem(item)
                item = CardItem(cid, rect)
                self._cards[key] = item
                self._add_target(item)
            self.targets[cid] = item
            if key.startswith("lot:"):
                item.space_rect = geo.card_space(rect)
                self._lot_spaces[cid] = item.space_rect.topLeft()
            signature = (key, extra, tuple(self.colours))
            if getattr(item, "signature", None) != signature:
                item.signature = signature  # type: ignore[attr-defined]
                self._fill_card(item, key, cid, extra)

    def _fill_card(self, item: CardItem, key: str, cid: str, extra: object) -> None:
        content = load()
        if key.startswith("inn:"):
            q = content.quests[cid]
            lines = [quest_type_name(q.type), *quest_lines(cid)]
            item.set_content(card_title(cid), lines, TYPE_COLOURS.get(q.type, "#bfa67a"), quest_tooltip(cid))
            item.lod_skip = 1  # zoomed out, the band's colour says the type: room for needs and reward
            return
        b = content.buildings[cid]
        lines = [translate("board", "Cost {n} gold").format(n=b.cost), building_action(cid), owner_text(cid)]
        item.set_content(card_title(cid), lines, "#8c6d46", building_tooltip(cid))
        if isinstance(extra, int):  # a Builder's Hall tile: its VP tokens
            item.vp_tokens = extra
        elif isinstance(extra, Lot):
            item.owner_colour = QColor(self.colours[extra.owner])
            item.owner_glyph = extra.owner
            item.vp_tokens = extra.vp
            item.lines = [building_action(cid), owner_text(cid)]
            if extra.stock:
                item.lines.append(translate("board", "On the tile: {what}").format(what=res_text(extra.stock)))
        item.update()

    def _sync_meeples(self, state: State, active_seat: int | None) -> None:
        space_pos = dict(geo.SPACES)
        space_pos.update(self._lot_spaces)
        for i, t in enumerate(state.hall):  # "sample" placements stand on a hall tile
            r = geo.hall_tile(i)
            space_pos[t.building] = QPointF(r.right() - geo.SPACE - 40, r.bottom() - geo.SPACE - 4)
        palace = next((b for b in self._lot_spaces if load().buildings[b].action.special == "palace"), None)
        spots = wanted_spots(state, space_pos, self._lot_spaces.get(palace) if palace else None)
        groups: dict[tuple[int, str], list] = {}
        for spot in spots:
            groups.setdefault(item_key(spot), []).append(spot)
        seen: set[str] = set()
        for (seat, piece), group in groups.items():
            items = [self._meeple(seat, piece, k) for k in range(len(group))]
            self._assign(items, group, seen, active_seat)
        for item_id in list(self.meeples):
            if item_id not in seen:
                self._stop_slide(item_id)
                self.removeItem(self.meeples.pop(item_id))

    def _meeple(self, seat: int, piece: str, k: int) -> MeepleItem:
        item_id = f"{seat}:{piece}:{k}"
        item = self.meeples.get(item_id)
        if item is None:
            colour = AMBASSADOR_COLOUR if piece == "ambassador" else self.colours[seat]
            item = MeepleItem(item_id, seat, piece, colour, seat)
            self.meeples[item_id] = item
            self.addItem(item)
        return item

    def _assign(self, items: list[MeepleItem], spots: list, seen: set[str], active_seat: int | None) -> None:
        """Item k of a group stands on spot k (a function of the state, so undo restores it exactly).

        A dropped meeple swaps identity with the item that is due on its new space, so the meeple the
        player let go of is the one that slides into place.
        """
        hint = self._hint
        if hint in items:
            k = items.index(hint)
            if spots[k].location == "pool":
                for j, spot in enumerate(spots):
                    other = items[j]
                    if spot.location != "pool" and other.location == "pool" and other is not hint:
                        self.meeples[hint.item_id], self.meeples[other.item_id] = other, hint
                        hint.item_id, other.item_id = other.item_id, hint.item_id
                        items[k], items[j] = other, hint
                        break
        for item, spot in zip(items, spots, strict=True):
            self._put(item, spot)
        for item in items:
            seen.add(item.item_id)
            draggable = item.location == "pool" and item.seat == active_seat
            if draggable != item.draggable or not item.toolTip():
                item.draggable = draggable
                item.setToolTip(plain_tip(self._meeple_tip(item)))
                item.setCursor(Qt.CursorShape.OpenHandCursor if draggable else Qt.CursorShape.ArrowCursor)
                item.update()

    def _meeple_tip(self, item: MeepleItem) -> str:
        if item.piece == "ambassador":
            return translate("board", "The Ambassador")
        name = self.pools[item.seat].title if 0 <= item.seat < len(self.pools) else ""
        if item.piece == "lieutenant":
            return translate("board", "{name}'s Lieutenant").format(name=name)
        return translate("board", "{name}'s agent").format(name=name)

    def _put(self, item: MeepleItem, spot) -> None:
        item.location = spot.location
        if item.home == spot.pos and item.pos() == spot.pos:
            return
        item.home = spot.pos
        item.seat = spot.seat if spot.seat >= 0 else item.seat
        self._slide(item, spot.pos)

    def _slide(self, item: MeepleItem, to: QPointF) -> None:
        self._stop_slide(item.item_id)
        if not self.animate or item.pos() == to:
            item.setPos(to)
            return
        anim = QPropertyAnimation(item, b"pos", self)
        anim.setDuration(160)
        anim.setStartValue(item.pos())
        anim.setEndValue(to)
        anim.setEasingCurve(QEasingCurve.Type.OutCubic)
        anim.finished.connect(lambda: self._slid(item, anim))
        self._anims[item.item_id] = anim
        anim.start(QAbstractAnimation.DeletionPolicy.DeleteWhenStopped)  # Qt deletes it when it stops

    def _slid(self, item: MeepleItem, anim: QPropertyAnimation) -> None:
        """A slide ran to its end: the meeple stands at home and the (now deleted) animation is forgotten."""
        item.setPos(item.home)
        if self._anims.get(item.item_id) is anim:
            del self._anims[item.item_id]

    def _stop_slide(self, item_id: str) -> None:
        anim = self._anims.pop(item_id, None)
        if anim is not None and shiboken6.isValid(anim):
            anim.stop()  # deletes it (DeleteWhenStopped)

    def reset(self) -> None:
        """Forget the dynamic items (a new game may have other players and colours)."""
        self.finish_animations()
        pool_targets = [t for k, t in self.targets.items() if k.startswith("pool:")]
        for item in [*self.pools, *self.meeples.values(), *self._cards.values(), *pool_targets]:
            self.removeItem(item)
        for item in [*self._cards.values(), *pool_targets]:
            self.targets.pop(item.target_id, None)
        self.pools, self.meeples, self._cards = [], {}, {}
        self._clear_drag_state()

    def finish_animations(self) -> None:
        """Jump every sliding meeple to where it is going."""
        for item_id in list(self._anims):
            self._stop_slide(item_id)
        for item in self.meeples.values():
            item.setPos(item.home)

    # -- highlights -------------------------------------------------------------------------------------
    def show_targets(self, ids: set[str]) -> None:
        for tid, item in self.targets.items():
            item.set_highlight(tid in ids)

    def highlighted(self) -> set[str]:
        return {tid for tid, item in self.targets.items() if item.highlight}

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
                item.setZValue(20)
                self.show_targets(self.place_targets(item.piece))
                event.accept()
                return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._drag is not None:
            delta = event.scenePos() - event.buttonDownScenePos(Qt.MouseButton.LeftButton)
            if delta.manhattanLength() > 6:
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
        item.setZValue(10)
        event.accept()
        if not self._moved:  # a click: select the meeple, then click a space
            self.selected = item
            self.statusMessage.emit(translate("board", "Now click a highlighted space (Escape cancels)."))
            return
        self._drop(item, self._target_at(event.scenePos()))

    def _drop(self, item: MeepleItem, target: str) -> None:
        self.selected = None
        reason = translate("board", "Drop the meeple on a highlighted space.")
        if target and self.on_drop is not None:
            self._hint = item
            try:
                reason = self.on_drop(item.piece, target)
            finally:
                self._hint = None
        if reason:
            self.statusMessage.emit(reason)
            self._slide(item, item.home)
            self.show_targets(self._click_targets)

    def _target_clicked(self, target: str) -> None:
        if self.selected is not None:
            self._drop(self.selected, target)
        elif self.on_click is not None:
            self.on_click(target)

    def cancel(self) -> None:
        """Escape: put a dragged or selected meeple back."""
        item = self._drag or self.selected
        if item is not None:
            self._slide(item, item.home)
            item.setZValue(10)
            self.statusMessage.emit(translate("board", "Cancelled."))
        self._clear_drag_state()
        self.show_targets(self._click_targets)

    def _clear_drag_state(self) -> None:
        self._drag = None
        self.selected = None


__all__ = ["BoardScene", "QFont"]
