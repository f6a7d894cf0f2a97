"""The Lords of Waterdeep table: everything the shell needs to show and play this game."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from desktop.board.scene import BoardScene
from desktop.tables.base import Table, TableParts
from desktop.tables.waterdeep import choicetext, gestures, logtext, panels, rules, summary
from desktop.tables.waterdeep.board import WaterdeepBoard

translate = QCoreApplication.translate


class WaterdeepTable(Table):
    def __init__(self) -> None:
        super().__init__("waterdeep", TableParts(choicetext, logtext, summary, gestures, panels, rules))

    def title(self) -> str:
        return translate("tables", "Lords of Waterdeep")

    def create_board(self, scene: BoardScene, colours: list[str]) -> WaterdeepBoard:
        return WaterdeepBoard(scene, colours)


TABLE = WaterdeepTable()
