"""The Architects of the West Kingdom table: everything the shell needs to show and play this game."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from desktop.board.scene import BoardScene
from desktop.tables.architects import choicetext, gestures, logtext, panels, rules, summary
from desktop.tables.architects.board import ArchitectsBoard
from desktop.tables.base import Table, TableParts
from desktop.text import TrContext
from engine.architects.state import State

translate = QCoreApplication.translate
architects = TrContext("architects")


class ArchitectsTable(Table):
    def __init__(self) -> None:
        super().__init__("architects", TableParts(choicetext, logtext, summary, gestures, panels, rules))

    # -- words -------------------------------------------------------------------------------------
    def title(self) -> str:
        return translate("tables", "Architects of the West Kingdom")

    def options(self) -> list[tuple[str, str, str]]:
        return [
            (
                "promos",
                translate("architects", "Promo cards"),
                translate("architects", "Shuffle the promo buildings and apprentices into their decks."),
            ),
            (
                "variable_setup",
                translate("architects", "Characters (variable setup)"),
                translate(
                    "architects",
                    "Each player plays a character with their own starting goods, silver, virtue and ability "
                    "(side 2 of the player boards).",
                ),
            ),
        ]

    def banner_text(self, state: State, prompt: str | None = None) -> str:
        """'Round 4 — Ann: place a worker', with what the last move set off and the final round."""
        parts = [super().banner_text(state, prompt)]
        if state.final_left > 0:
            parts.insert(
                0,
                architects.tr("Final round (%n turn(s) left)", "", state.final_left),
            )
        kinds = {e.kind for e in state.events}
        if "market_reset" in kinds:
            parts.append(translate("architects", "The Black Market was reset."))
        if "refresh" in kinds:
            parts.append(translate("architects", "New apprentices in the Workshop."))
        return " · ".join(parts)

    def curtain_reason(self, state: State) -> str:
        decision = self.game.decision(state)
        if decision is None:
            return ""
        if decision.kind == "draft":
            name = state.players[decision.seat].name
            return translate("architects", "{name} picks a building card from the draft.").format(name=name)
        return super().curtain_reason(state)

    # -- board -------------------------------------------------------------------------------------
    def create_board(self, scene: BoardScene, colours: list[str]) -> ArchitectsBoard:
        return ArchitectsBoard(scene, colours)


TABLE = ArchitectsTable()
