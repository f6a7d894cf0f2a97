"""The Lords of Waterdeep table: everything the shell needs to show and play this game."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from desktop.board.scene import BoardScene
from desktop.tableau import Section
from desktop.tables.base import Table, TableParts
from desktop.tables.waterdeep import choicetext, gestures, logtext, panels, rules, summary, tableau
from desktop.tables.waterdeep.board import WaterdeepBoard
from desktop.tables.waterdeep.text import card_name
from engine.waterdeep.state import State

translate = QCoreApplication.translate


class WaterdeepTable(Table):
    def __init__(self) -> None:
        super().__init__("waterdeep", TableParts(choicetext, logtext, summary, gestures, panels, rules))

    def title(self) -> str:
        return translate("tables", "Lords of Waterdeep")

    def create_board(self, scene: BoardScene, colours: list[str]) -> WaterdeepBoard:
        return WaterdeepBoard(scene, colours)

    def tableau(self, state: State) -> list[list[Section]]:
        view = self.game.view(state, None)  # what every player may see
        return [tableau.tableau(view, seat) for seat in range(len(view["players"]))]

    # -- statistics --------------------------------------------------------------------------------
    def stats_facts(self, final_state: State) -> list[dict[str, str | list[str]]]:
        """Each player's lord: secret during the game, revealed by the final scoring (the public view of a
        finished game shows it)."""
        players = self.game.view(final_state, None)["players"]
        return [{"lord": str(p["lord"])} if p["lord"] else {} for p in players]

    def stats_kinds(self) -> list[tuple[str, str]]:
        return [("lord", translate("stats", "Lord"))]

    def stats_fact_name(self, kind: str, value: str) -> str:
        return card_name(value) if kind == "lord" else value


TABLE = WaterdeepTable()
