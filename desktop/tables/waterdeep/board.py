"""The Lords of Waterdeep board: the basic buildings and their spaces, Cliffwatch Inn's quests, Builder's
Hall, the buildings in play, the rounds track and the players' pools, drawn into the shell's scene."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor

from desktop.board.items import CardItem, IconRows, Label, Panel, SpaceItem
from desktop.board.pools import FirstPlayerMarker, PoolPanel, PoolTarget
from desktop.board.scene import BoardScene
from desktop.plain import tip as plain_tip
from desktop.tables.waterdeep import geometry as geo
from desktop.tables.waterdeep.boardrows import building_rows, inn_rows, quest_rows, space_rows
from desktop.tables.waterdeep.cardnames import card_title
from desktop.tables.waterdeep.cardtext import building_action, building_tooltip, plot_line, quest_tooltip, space_tooltip
from desktop.tables.waterdeep.meeples import item_key, wanted_spots
from desktop.tables.waterdeep.rounds import RoundsTrack
from desktop.tables.waterdeep.tableau import TYPE_COLOURS, tavern_row
from desktop.tables.waterdeep.text import basic_building_name, quest_type_name
from engine import get_game
from engine.core.decision import Decision
from engine.waterdeep.content import load
from engine.waterdeep.state import Lot, State

translate = QCoreApplication.translate
AMBASSADOR_COLOUR = "#f2efe6"


class WaterdeepBoard:
    """The game's items in `scene`; `sync(state, active_seat)` mirrors a state."""

    def __init__(self, scene: BoardScene, colours: list[str]) -> None:
        self.scene = scene
        self.game = get_game("waterdeep")
        self.colours = colours
        scene.setSceneRect(0, 0, geo.WIDTH, geo.HEIGHT)
        self.pools: list[PoolPanel] = []
        self._cards: dict[str, CardItem] = {}
        self._spaces: dict[str, SpaceItem] = {}
        self._lot_spaces: dict[str, QPointF] = {}
        self._build_static()

    def sync(self, state: State, active_seat: int | None) -> None:
        """Make the items match `state`; `active_seat` may drag the meeples in their pool."""
        game = self.game
        decision = game.decision(state)  # asked once: the pools and the meeples both need it
        self.rounds.set_round(game.round(state), game.is_over(state))
        self._sync_pools(state, decision)
        self._sync_cards(state)
        self._sync_meeples(state, active_seat, decision)

    def _build_static(self) -> None:
        self.scene.addItem(Label(QRectF(24, 14, 340, 60), translate("board", "Waterdeep"), 26))
        self.rounds = RoundsTrack()
        self.scene.addItem(self.rounds)
        for building, (rect, spaces) in geo.BUILDINGS.items():
            harbor = building == "waterdeep_harbor"
            # what the spaces do is drawn in icons (the sentences are in the tooltips): the Harbor's under its
            # name, Cliffwatch Inn's quest under its name and each space's own above it, the others beside
            # their space
            subtitle = translate("board", "Each agent here is assigned again at the end of the round.")
            # beside the cards at Cliffwatch Inn and Builder's Hall, the text keeps left of them
            beside = geo.inn_card(0).left() - rect.left() - 20 if building in ("cliffwatch_inn", "builders_hall") else 0
            panel = Panel(rect, basic_building_name(building), subtitle=subtitle if harbor else "", text_width=beside)
            panel.rows = space_rows(spaces[0]) if harbor else inn_rows() if building == "cliffwatch_inn" else []
            panel.rows_beside = harbor  # the sentence under them needs the room
            panel.text_bottom = min(geo.SPACES[sid].y() for sid in spaces) - 4  # the text stays above the spaces
            tip = "\n\n".join(space_tooltip(sid) for sid in spaces)
            panel.setToolTip(tip)
            self.scene.addItem(panel)
            for sid in spaces:
                self._add_space(sid, rect, tip)
            if building == "cliffwatch_inn":
                panel.text_bottom -= geo.INN_ROW_H
        self.scene.addItem(Label(QRectF(geo.LOTS_LEFT, 70, 640, 28), translate("board", "Buildings in play"), 12))
        for i in range(10):
            frame = Panel(geo.lot(i), "", fill="lot")
            frame.frame_width = 1.0
            self.scene.addItem(frame)
        self.first_marker = FirstPlayerMarker(
            translate("board", "First-player marker: this player starts the next round.")
        )
        self.scene.addItem(self.first_marker)

    def _add_space(self, sid: str, building: QRectF, building_tip: str) -> None:
        """A basic space and, but at the Harbor, its icon row: above it at Cliffwatch Inn, beside it elsewhere."""
        pos = geo.SPACES[sid]
        item = SpaceItem(sid, pos, sid[-1] if sid.startswith("harbor") else "")
        item.setToolTip(space_tooltip(sid))
        self.scene.add_target(item)
        self._spaces[sid] = item
        if sid.startswith("harbor"):
            return
        if sid.startswith("inn"):
            box = QRectF(pos.x() - 4, pos.y() - geo.INN_ROW_H - 2, geo.SPACE + 8, geo.INN_ROW_H)
            rows = IconRows(box, space_rows(sid), align=Qt.AlignmentFlag.AlignHCenter)
        else:
            left = pos.x() + geo.SPACE + 8
            rows = IconRows(QRectF(left, pos.y(), building.right() - 10 - left, geo.SPACE), space_rows(sid))
        rows.setToolTip(item.toolTip() if sid.startswith("inn") else building_tip)
        self.scene.addItem(rows)

    def _sync_pools(self, state: State, decision: Decision | None) -> None:
        n = len(state.players)
        if len(self.pools) != n:
            for panel in self.pools:
                self.scene.removeItem(panel)
            self.pools = []
            for seat, p in enumerate(state.players):
                panel = PoolPanel(geo.pool(seat, n), p.name, self.colours[seat])
                self.scene.addItem(panel)
                self.pools.append(panel)
                self.scene.add_target(PoolTarget(seat, geo.pool(seat, n)))
        current = decision.seat if decision is not None else None
        players = self.game.view(state, None)["players"]  # an area shows only what everybody may see
        for seat, panel in enumerate(self.pools):
            panel.set_active(seat == current)
            panel.text_bottom = geo.pool_slot(seat, n, 0).y() - 2  # the rows stay above the agents
            panel.set_rows([tavern_row(players[seat])])  # quests: the Player Boards
            tip = plain_tip(translate("board", "{name}'s pool of agents").format(name=state.players[seat].name))
            panel.setToolTip(tip)
            self.scene.targets[f"pool:{seat}"].setToolTip(tip)
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
                self.scene.targets.pop(old.target_id, None)
                self.scene.remove_target(old)
        self._lot_spaces = {}
        for key, (rect, cid, extra) in wanted.items():
            item = self._cards.get(key)
            if item is None or item.rect != rect:
                if item is not None:
                    self.scene.remove_target(item)
                item = CardItem(cid, rect)
                self._cards[key] = item
                self.scene.add_target(item)
            self.scene.targets[cid] = item
            if key.startswith("lot:"):
                item.space_rect = geo.card_space(rect)
                self._lot_spaces[cid] = item.space_rect.topLeft()
            signature = (key, extra, tuple(self.colours))
            if getattr(item, "signature", None) != signature:
                item.signature = signature  # type: ignore[attr-defined]
                self._fill_card(item, key, cid, extra)

    def _fill_card(self, item: CardItem, key: str, cid: str, extra: object) -> None:
        """A card's name, its icon rows and the words no icon says (the whole sentences in its tooltip)."""
        content = load()
        if key.startswith("inn:"):
            q = content.quests[cid]
            item.rows = quest_rows(cid)
            plot = "" if len(item.rows) > 1 else plot_line(cid)  # an effect no icon says
            lines = [quest_type_name(q.type), *([plot] if plot else [])]
            item.title_margin = 8  # no owner mark on a quest
            item.set_content(card_title(cid), lines, TYPE_COLOURS.get(q.type, "#bfa67a"), quest_tooltip(cid))
            return
        b = content.buildings[cid]
        words = building_action(cid) if b.action.special in ("palace", "copy_occupied") else ""
        if isinstance(extra, int):  # a Builder's Hall tile: its cost and the VP its buyer scores
            item.rows = building_rows(cid, hall_vp=extra)
            item.title_margin = 8  # nobody owns it yet
        elif isinstance(extra, Lot):
            item.owner_colour = QColor(self.colours[extra.owner])
            item.owner_glyph = extra.owner
            item.rows = building_rows(cid, stock=extra.stock, vp=extra.vp)
        item.set_content(card_title(cid), [words] if words else [], "#8c6d46", building_tooltip(cid))

    def _sync_meeples(self, state: State, active_seat: int | None, decision: Decision | None) -> None:
        """Every agent, Lieutenant and the Ambassador where the state puts them."""
        space_pos = dict(geo.SPACES)
        space_pos.update(self._lot_spaces)
        for i, t in enumerate(state.hall):  # "sample" placements stand on a hall tile
            r = geo.hall_tile(i)
            space_pos[t.building] = QPointF(r.right() - geo.SPACE - 40, r.bottom() - geo.SPACE - 4)
        palace = next((b for b in self._lot_spaces if load().buildings[b].action.special == "palace"), None)
        spots = wanted_spots(state, space_pos, self._lot_spaces.get(palace) if palace else None, decision)
        self.scene.place_meeples(spots, active_seat, self._look, item_key)

    def _look(self, seat: int, piece: str, _stack: str = "") -> tuple[str, str]:
        """The colour and tooltip of a meeple."""
        if piece == "ambassador":
            return AMBASSADOR_COLOUR, translate("board", "The Ambassador")
        name = self.pools[seat].title if 0 <= seat < len(self.pools) else ""
        if piece == "lieutenant":
            return self.colours[seat], translate("board", "{name}'s Lieutenant").format(name=name)
        return self.colours[seat], translate("board", "{name}'s agent").format(name=name)
