"""The Lords of Waterdeep board: the basic buildings and their spaces, Cliffwatch Inn's quests, Builder's
Hall, the buildings in play, the rounds track and the players' pools, drawn into the shell's scene."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF
from PySide6.QtGui import QColor

from desktop.board.items import CardItem, Label, Panel, SpaceItem
from desktop.board.pools import FirstPlayerMarker, PoolPanel, PoolTarget
from desktop.board.scene import BoardScene
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
from desktop.tables.waterdeep.rounds import RoundsTrack
from desktop.tables.waterdeep.tableau import TYPE_COLOURS, tavern_row
from desktop.tables.waterdeep.text import basic_building_name, quest_type_name
from engine import get_game
from engine.core.decision import Decision
from engine.waterdeep.board import BASIC
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
        self.scene.addItem(Label(QRectF(24, 14, 500, 60), translate("board", "Waterdeep"), 26))
        self.rounds = RoundsTrack()
        self.scene.addItem(self.rounds)
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
            self.scene.addItem(panel)
            for sid in spaces:
                label = {
                    "inn1": translate("board", "+2 gold"),
                    "inn2": translate("board", "+1 intrigue"),
                    "inn3": translate("board", "new quests first"),
                }.get(sid, sid[-1] if sid[-1].isdigit() else "")
                item = SpaceItem(sid, geo.SPACES[sid], label)
                item.setToolTip(space_tooltip(sid))
                self.scene.add_target(item)
                self._spaces[sid] = item
        self.scene.addItem(Label(QRectF(935, 70, 640, 28), translate("board", "Buildings in play"), 12))
        for i in range(10):
            frame = Panel(geo.lot(i), "", fill="lot")
            frame.frame_width = 1.0
            self.scene.addItem(frame)
        self.first_marker = FirstPlayerMarker(
            translate("board", "First-player marker: this player starts the next round.")
        )
        self.scene.addItem(self.first_marker)

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
