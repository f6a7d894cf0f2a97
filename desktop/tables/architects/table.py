"""The Architects of the West Kingdom table: everything the shell needs to show and play this game."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from desktop.board.scene import BoardScene
from desktop.tableau import Section
from desktop.tables.architects import choicetext, gestures, logtext, panels, rules, summary, tableau
from desktop.tables.architects.board import ArchitectsBoard
from desktop.tables.architects.cardnames import building_name, character_name
from desktop.tables.base import Table, TableParts
from desktop.text import TrContext
from engine.architects.state import State, guildhall_size

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
        """'Turn 4 · Guildhall 9 of 12 — Ann: place a worker', with what the last move set off and the turns
        left at the end. Architects has turn cycles, not rounds: the banner never says "round"."""
        prompt = self.decision_text(state) if prompt is None else prompt
        where = translate("architects", "Turn {n} · Guildhall {filled} of {size}").format(
            n=self.game.round(state), filled=state.guildhall, size=guildhall_size(len(state.players))
        )
        parts = [f"{where} — {prompt}"]
        if state.final_left > 0:
            parts.insert(0, architects.tr("Last turns: %n left", "", state.final_left))
        kinds = {e.kind for e in state.events}
        if "market_reset" in kinds:
            parts.append(translate("architects", "The Black Market was reset."))
        if "refresh" in kinds:
            parts.append(translate("architects", "New apprentices in the Workshop."))
        return " · ".join(parts)

    def round_label(self, number: int) -> str:
        return translate("architects", "Turn {n}").format(n=number)

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

    def tableau(self, state: State) -> list[list[Section]]:
        view = self.game.view(state, None)  # what every player may see
        return [tableau.tableau(view, seat) for seat in range(len(view["players"]))]

    # -- statistics --------------------------------------------------------------------------------
    def stats_facts(self, final_state: State) -> list[dict[str, str | list[str]]]:
        """Each player's buildings built ("b<id>", as the view names cards) and, with the variable setup, their
        character (its id): both public all game long."""
        out: list[dict[str, str | list[str]]] = []
        for p in self.game.view(final_state, None)["players"]:
            facts: dict[str, str | list[str]] = {"built": [str(card) for card in p["built"]]}
            if p["character"] >= 0:
                facts["character"] = str(p["character"])
            out.append(facts)
        return out

    def stats_kinds(self) -> list[tuple[str, str]]:
        return [("character", translate("stats", "Character")), ("built", translate("stats", "Building built"))]

    def stats_fact_name(self, kind: str, value: str) -> str:
        try:
            if kind == "character":
                return character_name(int(value)) or value
            if kind == "built" and value.startswith("b"):
                return building_name(int(value[1:]))
        except ValueError:
            pass
        return value


TABLE = ArchitectsTable()
