"""The Lords of Waterdeep table: everything the shell needs to show and play this game."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication

from desktop.board.scene import BoardScene
from desktop.tables.base import ChipGroup, ModuleTable
from desktop.tables.waterdeep import gestures
from desktop.tables.waterdeep.board import WaterdeepBoard
from engine import Move
from engine.waterdeep.state import State

translate = QCoreApplication.translate


class WaterdeepTable(ModuleTable):
    def __init__(self) -> None:
        super().__init__("waterdeep")

    # -- words -------------------------------------------------------------------------------------
    def title(self) -> str:
        return translate("tables", "Lords of Waterdeep")

    # -- board -------------------------------------------------------------------------------------
    def create_board(self, scene: BoardScene, colours: list[str]) -> WaterdeepBoard:
        return WaterdeepBoard(scene, colours)

    def chip_groups(self, state: State, legal: Sequence[Move]) -> list[ChipGroup]:
        return gestures.chip_groups(state, legal)


TABLE: Any = WaterdeepTable()
