"""The Lords of Waterdeep table: everything the shell needs to show and play this game."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication

from desktop.board.scene import BoardScene
from desktop.tables.base import ChipGroup, Gesture, HandRow, Table
from desktop.tables.waterdeep import gestures, panels
from desktop.tables.waterdeep.board import WaterdeepBoard
from desktop.tables.waterdeep.choicetext import choice_text, choice_tooltip, decision_text, public_move_text
from desktop.tables.waterdeep.logtext import event_text
from desktop.tables.waterdeep.summary import turn_summary
from engine import Move, Scores, get_game
from engine.waterdeep.state import State

translate = QCoreApplication.translate


class WaterdeepTable(Table):
    game_id = "waterdeep"

    def __init__(self) -> None:
        self.game = get_game("waterdeep")

    # -- words -------------------------------------------------------------------------------------
    def title(self) -> str:
        return translate("tables", "Lords of Waterdeep")

    def banner_text(self, state: State) -> str:
        n = self.game.round(state)
        return translate("MainWindow", "Round {n} — {prompt}").format(n=n, prompt=decision_text(state))

    def decision_text(self, state: State) -> str:
        return decision_text(state)

    def choice_text(self, state: State, move: Move) -> str:
        return choice_text(state, move)

    def choice_tooltip(self, state: State, move: Move) -> str:
        return choice_tooltip(state, move)

    def public_move_text(self, before: State, move: Move) -> str:
        return public_move_text(before, move)

    def log_lines(self, state: State) -> list[str]:
        return [t for t in (event_text(state, e) for e in state.events) if t]

    def turn_summary(self, states: Sequence[State], seat: int) -> list[str]:
        return turn_summary(states, seat)

    def curtain_reason(self, state: State) -> str:
        decision = self.game.decision(state)
        if decision is None:
            return ""
        name = state.players[decision.seat].name
        if decision.seat != decision.on_turn_of:
            return translate("MainWindow", "{name} has a choice to make on another player's turn.").format(name=name)
        return translate("MainWindow", "It is {name}'s turn.").format(name=name)

    def round_of(self, state: State) -> int:
        return self.game.round(state)

    def round_label(self, number: int) -> str:
        return translate("timeline", "Round {n}").format(n=number)

    # -- board -------------------------------------------------------------------------------------
    def create_board(self, scene: BoardScene, colours: list[str]) -> WaterdeepBoard:
        return WaterdeepBoard(scene, colours)

    # -- gestures ----------------------------------------------------------------------------------
    def place_targets(self, legal: Sequence[Move], piece: str) -> set[str]:
        return gestures.place_targets(legal, piece)

    def placing(self, legal: Sequence[Move]) -> bool:
        return gestures.placing(legal)

    def click_targets(self, state: State, legal: Sequence[Move]) -> set[str]:
        return gestures.click_targets(state, legal)

    def chip_groups(self, state: State, legal: Sequence[Move]) -> list[ChipGroup]:
        return gestures.chip_groups(state, legal)

    def drop_move(self, legal: Sequence[Move], piece: str, target: str) -> Move | None:
        return gestures.drop_move(legal, piece, target)

    def click_move(self, legal: Sequence[Move], target: str) -> Move | None:
        return gestures.click_move(legal, target)

    def gesture(self, state: State, move: Move) -> Gesture:
        return gestures.gesture(state, move)

    def showcase(self, state: State) -> bool:
        return gestures.showcase(state)

    def refusal(self, state: State, legal: Sequence[Move], piece: str, target: str) -> str:
        return gestures.refusal(state, legal, piece, target)

    # -- panels ------------------------------------------------------------------------------------
    def hand_title(self, state: State, seat: int) -> str:
        return panels.hand_title(state, seat)

    def hand_rows(self, state: State, seat: int, legal: Sequence[Move]) -> list[HandRow]:
        return panels.hand_rows(state, seat, legal)

    def player_columns(self) -> list[str]:
        return list(panels.COLUMNS)

    def player_header(self, column: str) -> str:
        return panels.player_header(column)

    def player_cell(self, state: State, seat: int, column: str) -> str:
        return panels.player_cell(state, seat, column)

    def player_tooltip(self, state: State, seat: int, column: str) -> str | None:
        return panels.player_tooltip(state, seat, column)

    def player_marks(self, state: State, seat: int) -> tuple[str, str]:
        return panels.player_marks(state, seat)

    def score_columns(self, state: State, scores: Scores) -> tuple[list[str], list[list[str]]]:
        return panels.score_columns(state, scores)

    def score_category(self, category: str) -> str:
        return panels.score_category(category)

    def tiebreak_text(self, key: str) -> str:
        return panels.tiebreak_text(key)

    def tiebreak_header(self, key: str) -> str:
        return panels.tiebreak_header(key)


TABLE: Any = WaterdeepTable()
