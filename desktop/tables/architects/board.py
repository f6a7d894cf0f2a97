"""The Architects of the West Kingdom board: the locations and their spaces, the Workshop's apprentices,
the Black Market, the Guildhall, the Cathedral, the virtue track, the Prison and the players' boards,
drawn into the shell's scene from the public view of a state (`Game.view(state, None)`)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from desktop.board.items import Panel, PanelTarget, SpaceItem
from desktop.board.pools import FirstPlayerMarker, PoolPanel, PoolTarget
from desktop.board.scene import BoardScene, Spot
from desktop.plain import tip as plain_tip
from desktop.tables.architects import geometry as geo
from desktop.tables.architects.boarditems import (
    ApprenticeCard,
    CathedralItem,
    GuildhallGrid,
    MarketColumn,
    VirtueTrack,
)
from desktop.tables.architects.boardrows import hire_row, location_rows, space_row, workshop_face
from desktop.tables.architects.cardnames import apprentice_name
from desktop.tables.architects.cardtext import ability_text, apprentice_tooltip, location_tooltip
from desktop.tables.architects.names import amount, location_name
from desktop.tables.architects.tableau import area_row
from desktop.text import sentence
from engine import get_game
from engine.architects.content import APPRENTICES
from engine.architects.locations import TAX_STAND_VIRTUE
from engine.architects.market import MARKET_VIRTUE, VIRTUE_CLOSED
from engine.architects.scoring import PRISON_PER, PRISON_VP
from engine.architects.state import LARGE, State

translate = QCoreApplication.translate


def space_label(sid: str) -> str:
    return {
        "mines:clay": translate("architects", "Clay"),
        "mines:gold": translate("architects", "Gold"),
        "workshop:hire": translate("architects", "Hire"),
        "workshop:plans": translate("architects", "Plans"),
        "black_market:a": "A",
        "black_market:b_hire": translate("architects", "B: hire"),
        "black_market:b_draw": translate("architects", "B: draw"),
        "black_market:c": "C",
    }.get(sid, "")


def _subtitles() -> dict[str, str]:
    return {
        "quarry": translate("architects", "Gain 1 stone for each of your workers here."),
        "forest": translate("architects", "Gain 1 wood for each of your workers here."),
        "mines": translate("architects", "Clay: 1 + 1 per worker here. Gold: 1 per 2 workers here."),
        "silversmith": translate("architects", "Gain 1 silver + 1 per worker here."),
        "storehouse": translate("architects", "One trade for each of your workers here."),
        "workshop": translate("architects", "Hire an apprentice or draw plans."),
        "town_centre": translate("architects", "Pay silver to capture workers: one colour at one location each."),
        "guardhouse": translate("architects", "One action for each of your workers here."),
        "black_market": translate("architects", "Closed at virtue {closed} or more. Costs {n} virtue.").format(
            closed=VIRTUE_CLOSED, n=MARKET_VIRTUE
        ),
        "prison": translate("architects", "Only the Guardhouse and Black Market resets send workers here."),
    }


def _with_sentence(tooltip: str, sentence: str) -> str:
    """A location's tooltip with the sentence its icon rows say, under its name."""
    if not sentence:
        return tooltip
    head, _, rest = tooltip.partition("\n")
    return "\n".join(part for part in (head, sentence, rest) if part)


def fill_apprentice(item: ApprenticeCard, cid: int, silver: int) -> None:
    """An apprentice card's face: its name, its ability in icons with the place it is used beside them, its
    skills and virtue along the foot (icons), the silver left on it; its tooltip says it all in words."""
    item.silver = silver
    item.set_skills(APPRENTICES[cid].skills, hire_row(cid))
    rows, place = workshop_face(cid)
    # words only where icons cannot say the ability; an apprentice without one says so in its tooltip only
    lines = [] if rows or not APPRENTICES[cid].ability else [sentence(ability_text(cid))]
    item.rows, item.beside = rows, place
    item.set_content(apprentice_name(cid), lines, "#6d8f5e", apprentice_tooltip(cid))


class ArchitectsBoard:
    """The game's items in `scene`; `sync(state, active_seat)` mirrors a state."""

    def __init__(self, scene: BoardScene, colours: list[str]) -> None:
        self.scene = scene
        self.game = get_game("architects")
        self.colours = colours
        scene.setSceneRect(0, 0, geo.WIDTH, geo.HEIGHT)
        self.panels: dict[str, PanelTarget] = {}
        self.pools: list[PoolPanel] = []
        self.cards: dict[int, ApprenticeCard] = {}
        self.names: list[str] = []
        self._tips: dict[str, str] = {}  # the locations' tooltips the spaces carry
        self.players = 0
        self._build_static()

    # -- static items ----------------------------------------------------------------------------
    def _build_static(self) -> None:
        scene = self.scene
        self.virtue = VirtueTrack()  # the whole top edge (the window's title names the game)
        scene.addItem(self.virtue)
        subtitles = _subtitles()
        for loc in (*LARGE, "black_market"):
            rect = geo.PANELS[loc]
            text_width = 180 if loc == "workshop" else 0
            rows = location_rows(loc)
            # what the icons say is not said again in words (the tooltip keeps the sentence); the Black
            # Market's costs are on its spots, the Workshop's spaces say hire or plans
            subtitle = "" if rows or loc in ("black_market", "workshop") else subtitles.get(loc, "")
            panel = PanelTarget(f"loc:{loc}", rect, location_name(loc), subtitle, text_width)
            panel.rows = rows
            scene.add_target(panel)
            self.panels[loc] = panel
        for sid, pos in geo.SPACES.items():
            scene.add_target(SpaceItem(sid, pos, space_label(sid), space_row(sid)))
        self.market = [MarketColumn(col) for col in range(3)]
        for column in self.market:
            scene.addItem(column)
        gh = geo.PANELS["guildhall"]
        self.guildhall_panel = Panel(gh, location_name("guildhall"))
        scene.addItem(self.guildhall_panel)
        self.grid = GuildhallGrid()
        scene.add_target(self.grid)
        self.cathedral = CathedralItem(geo.PANELS["cathedral"], location_name("cathedral"))
        scene.add_target(self.cathedral)
        # a target: a player with no worker anywhere else takes one back from here
        self.prison = PanelTarget("loc:prison", geo.PANELS["prison"], location_name("prison"), subtitles["prison"])
        self.prison.rows = location_rows("prison")
        scene.add_target(self.prison)
        self.piles = Panel(geo.PANELS["piles"], "", fill="lot")  # its four counts say what it is
        self.piles.setToolTip(translate("architects", "Piles"))
        scene.addItem(self.piles)
        self.first_marker = FirstPlayerMarker(translate("architects", "First player"))
        scene.addItem(self.first_marker)

    # -- sync ------------------------------------------------------------------------------------
    def sync(self, state: State, active_seat: int | None) -> None:
        """Make the items match `state`; `active_seat` may drag the workers in its supply."""
        view = self.game.view(state, None)  # the board shows only what everybody may see
        n = len(view["players"])
        self.names = [p["name"] for p in view["players"]]
        if n != self.players:
            self.players = n
            self._fit_texts(n)
        decision = view["decision"]
        self._sync_pools(view, decision["seat"] if decision else None)
        self.virtue.set_markers([p["virtue"] for p in view["players"]], self.colours, self.names)
        self.cathedral.set_markers([p["cathedral"] for p in view["players"]], self.colours, self.names)
        self.grid.set_state(n, view["guildhall"], view["final_round"])
        self._sync_texts(state, view, active_seat)
        self._sync_cards(view)
        for col, column in enumerate(self.market):
            column.set_state(col, view)
        self.scene.place_meeples(self._spots(view), active_seat, self._look)

    def _fit_texts(self, n: int) -> None:
        """Each location's text ends above its spaces and above the rows of stacks `n` colours need."""
        for loc, panel in self.panels.items():
            spaces = [p.y() for s, p in geo.SPACES.items() if geo.SPACE_LOCATION[s] == loc]
            bottom = min(spaces) - 4
            if loc != "workshop" and loc != "black_market":
                bottom = min(bottom, geo.stacks_top(geo.stack_area(loc), n) - 2)
            if loc == "black_market":
                bottom = geo.market_column(0).top() - 2
            panel.text_bottom = bottom
            panel.update()
        self.prison.text_bottom = geo.stacks_top(geo.stack_area("prison"), n) - 2
        self.prison.update()

    def _sync_pools(self, view: dict[str, Any], current: int | None) -> None:
        players = view["players"]
        n = len(players)
        if len(self.pools) != n:
            for panel in self.pools:
                self.scene.removeItem(panel)
            self.pools = []
            for seat, p in enumerate(players):
                panel = PoolPanel(geo.pool(seat, n), p["name"], self.colours[seat])
                self.scene.addItem(panel)
                self.pools.append(panel)
                self.scene.add_target(PoolTarget(seat, geo.pool(seat, n)))
        for seat, panel in enumerate(self.pools):
            panel.set_active(seat == current)
            panel.text_bottom = geo.supply_pos(seat, n).y() - 2  # the row stays above the workers
            panel.set_rows([area_row(view, seat)])
            p = players[seat]
            tip = translate("architects", "{name}'s board: {supply} in the supply, {captured} of others captured")
            tip = plain_tip(
                tip.format(
                    name=p["name"], supply=amount("worker", p["supply"]), captured=amount("worker", sum(p["captured"]))
                )
            )
            panel.setToolTip(tip)
            self.scene.targets[f"pool:{seat}"].setToolTip(tip)
        r = geo.pool(view["first"], n)
        self.first_marker.setPos(r.right() - 68, r.top() + 6)

    def _sync_texts(self, state: State, view: dict[str, Any], active_seat: int | None) -> None:
        seat = active_seat if active_seat is not None else (view["decision"] or {}).get("seat")
        tax = view["tax"]
        sentences = _subtitles()
        sentences["tax_stand"] = translate("architects", "Take the silver here ({silver}), lose {n} virtue.").format(
            silver=amount("silver", tax), n=TAX_STAND_VIRTUE
        )
        tips = {
            loc: _with_sentence(location_tooltip(state, loc, seat), "" if panel.subtitle else sentences.get(loc, ""))
            if seat is not None
            else ""
            for loc, panel in self.panels.items()
        }
        for loc, panel in self.panels.items():
            panel.setToolTip(tips[loc])
        if tips != self._tips:  # a space says what its location does (and is spoken so)
            self._tips = tips
            for sid, loc in geo.SPACE_LOCATION.items():
                if sid in self.scene.targets:
                    self.scene.targets[sid].setToolTip(tips[loc])
        self.panels["tax_stand"].set_rows(location_rows("tax_stand", tax))
        piles = [
            translate("architects", "Building cards: {n}").format(n=view["building_deck_count"]),
            translate("architects", "Apprentices: {n}").format(n=view["apprentice_deck_count"]),
            translate("architects", "Reward cards: {n}").format(n=view["reward_pile_count"]),
            translate("architects", "Black Market cards: {n}").format(n=view["market_pile_count"]),
        ]
        # one row (never cut, wrapped between words): the four counts fill the lines
        self.piles.rows = [tuple(token for pile in piles for token in (pile, "·"))[:-1]]
        self.piles.update()
        prisoners = [f"{p['name']}: {p['prison']}" for p in view["players"] if p["prison"]]
        end = translate("architects", "End of game: −{vp} per {n} of your workers here").format(
            vp=amount("vp", PRISON_VP), n=PRISON_PER
        )
        # the sentence drawn under its name too, where it is cut
        self.prison.setToolTip(plain_tip("\n".join([self.prison.subtitle, *prisoners, end])))

    def _sync_cards(self, view: dict[str, Any]) -> None:
        for slot, card in enumerate(view["display"]):
            item = self.cards.get(slot)
            if card is None:
                if item is not None:
                    self.scene.remove_target(self.cards.pop(slot))
                continue
            if item is None:
                item = self.cards[slot] = ApprenticeCard(slot, geo.workshop_card(slot))
                self.scene.add_target(item)
            cid = int(card[1:])
            silver = view["display_silver"][slot]
            if item.signature != (cid, silver):
                item.signature = (cid, silver)
                fill_apprentice(item, cid, silver)

    # -- workers ---------------------------------------------------------------------------------
    def _spots(self, view: dict[str, Any]) -> list[Spot]:
        players = view["players"]
        n = len(players)
        spots: list[Spot] = []
        scale = geo.STACK_SCALE
        for seat, p in enumerate(players):
            if p["supply"]:
                spots.append(
                    Spot(seat, "worker", "supply", geo.supply_pos(seat, n), p["supply"], ready=True, stack="supply")
                )
            for loc, counts in view["locations"].items():
                if counts[seat]:
                    pos = geo.stack_pos(geo.stack_area(loc), seat, n)
                    spots.append(Spot(seat, "worker", loc, pos, counts[seat], scale, stack=loc))
            for holder, q in enumerate(players):
                if q["captured"][seat]:
                    pos = geo.stack_pos(geo.captured_area(holder, n), seat, n)
                    where = f"captured:{holder}"
                    spots.append(Spot(seat, "worker", where, pos, q["captured"][seat], scale, stack=where))
            if p["prison"]:
                pos = geo.stack_pos(geo.stack_area("prison"), seat, n)
                spots.append(Spot(seat, "worker", "prison", pos, p["prison"], scale, stack="prison"))
            if p["guildhall"] + p["side"]:
                pos = geo.stack_pos(geo.stack_area("guildhall"), seat, n)
                count = p["guildhall"] + p["side"]
                spots.append(Spot(seat, "worker", "guildhall", pos, count, scale, stack="guildhall"))
        for spot, seat in enumerate(view["black_market"]):
            if seat >= 0:
                pos = geo.market_worker(spot)
                spots.append(Spot(seat, "worker", "black_market", pos, 1, 0.9, stack=f"market:{spot}"))
        return spots

    def _look(self, seat: int, piece: str, where: str) -> tuple[str, str]:
        """The colour and tooltip of a stack of workers (`where`: the stack, `Spot.stack`)."""
        name = self.names[seat] if 0 <= seat < len(self.names) else ""
        holder = int(where[9:]) if where.startswith("captured:") else -1
        if where == "supply":
            text = translate("architects", "{name}'s workers in the supply (drag one onto a location)")
        elif holder >= 0:
            text = translate("architects", "{name}'s workers captured by {holder}")
        elif where.startswith("market"):
            text = translate("architects", "{name}'s worker at the Black Market")
        else:
            text = translate("architects", "{name}'s workers: {place}")
        # one format for every field: a name holding braces is never read as a placeholder
        holder_name = self.names[holder] if 0 <= holder < len(self.names) else ""
        return self.colours[seat], text.format(name=name, holder=holder_name, place=location_name(where))
