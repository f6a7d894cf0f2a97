"""The `Table` interface: what the generic shell asks of a game's table.

A table adapts one game to the shell (in the spirit of Orange's widget descriptions or napari's
layer-to-adapter map): its board layer, the gestures that become moves, the texts, the player-panel
columns, the hand rows and the score-dialog extras. The shell never imports a game's engine and never
asks which game it is; it only calls these methods. States and moves pass through it opaquely.
"""

from __future__ import annotations

import dataclasses
import importlib
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication

from engine import Game, Move, Scores, get_game

if TYPE_CHECKING:
    from desktop.board.scene import BoardScene

translate = QCoreApplication.translate


@dataclasses.dataclass(frozen=True)
class HandRow:
    """One private card of the player at the screen: `text` (title line, then detail lines)."""

    kind: str  # a table's own id, e.g. "lord", "intrigue", "quest"
    card: str
    text: str
    tooltip: str
    move: Move | None = None  # the legal move activating the row makes, if any


@dataclasses.dataclass(frozen=True)
class Gesture:
    """How a player makes a move in the UI: `way` is "drag" (a `piece` onto `target`), "click" (board
    item `target`), "hand" (activate the card's row) or "list" (the Actions list); `path` names it."""

    way: str
    target: str = ""
    path: str = "list"
    piece: str = ""


@dataclasses.dataclass(frozen=True)
class ChipGroup:
    """Choices shown as chips on the board next to `anchor` (a target id): (chip id, label, colour, tooltip)."""

    anchor: str
    chips: tuple[tuple[str, str, str, str], ...]
    caption: str = ""


class Table:
    """Subclasses fill in every method; `game` is the engine game this table shows."""

    game_id: str = ""
    game: Game[Any]

    # -- words -------------------------------------------------------------------------------------
    def title(self) -> str:
        raise NotImplementedError

    def options(self) -> list[tuple[str, str, str]]:
        """The game's new-game options: (key for `Game.new_game`, check box label, tooltip)."""
        return []

    def rules_sections(self) -> list[tuple[str, list[str]]]:
        """Help → Rules: the game's rules in our own words, as (heading, paragraphs)."""
        raise NotImplementedError

    def player_names(self, state: Any) -> list[str]:
        return list(self.game.players(state))

    def banner_text(self, state: Any, prompt: str | None = None) -> str:
        """The banner while a player decides ('Round 4 — Ann: assign an agent'); `prompt` in place of the
        decision's text (a computer deciding: 'Cy (computer) is thinking…')."""
        raise NotImplementedError

    def decision_text(self, state: Any) -> str:
        raise NotImplementedError

    def choice_text(self, state: Any, move: Move) -> str:
        raise NotImplementedError

    def choice_tooltip(self, state: Any, move: Move) -> str:
        return self.choice_text(state, move)

    def public_move_text(self, before: Any, move: Move) -> str:
        """What everyone may read about a move (undo entries, the timeline): never a hidden card."""
        raise NotImplementedError

    def log_lines(self, state: Any) -> list[str]:
        """The public log lines of what the move into `state` did."""
        raise NotImplementedError

    def turn_summary(self, states: Sequence[Any], seat: int) -> list[str]:
        """What a finished turn brought `seat` (public lines and what only `seat` may see)."""
        raise NotImplementedError

    def curtain_reason(self, state: Any) -> str:
        """Why the laptop goes to the decider ('It is Bob's turn.')."""
        raise NotImplementedError

    def round_of(self, state: Any) -> int:
        """The round (or turn cycle) a state belongs to, for the timeline's grouping."""
        raise NotImplementedError

    def round_label(self, number: int) -> str:
        raise NotImplementedError

    # -- board -------------------------------------------------------------------------------------
    def create_board(self, scene: BoardScene, colours: list[str]) -> Any:
        """Build the game's static board into `scene`; returns the layer whose `sync` mirrors a state."""
        raise NotImplementedError

    # -- gestures (legal moves -> what the board highlights, board input -> moves) -------------------
    def place_targets(self, legal: Sequence[Move], piece: str) -> set[str]:
        raise NotImplementedError

    def placing(self, legal: Sequence[Move]) -> bool:
        """Whether the pending decision is placing a meeple (the decider's meeples may be dragged)."""
        raise NotImplementedError

    def click_targets(self, state: Any, legal: Sequence[Move]) -> set[str]:
        raise NotImplementedError

    def chip_groups(self, state: Any, legal: Sequence[Move]) -> list[ChipGroup]:
        return []

    def drop_move(self, legal: Sequence[Move], piece: str, target: str) -> Move | None:
        raise NotImplementedError

    def click_move(self, legal: Sequence[Move], target: str) -> Move | None:
        raise NotImplementedError

    def gesture(self, state: Any, move: Move) -> Gesture:
        """How a player makes `move` in the UI (scripted play: tests, the benchmark, screenshots)."""
        return Gesture("list")

    def showcase(self, state: Any) -> bool:
        """A mid-game state worth showing or measuring: a meeple to place, the board well filled."""
        raise NotImplementedError

    def refusal(self, state: Any, legal: Sequence[Move], piece: str, target: str) -> str:
        """Why a meeple may not go to `target` (the status-bar text of a refused drop)."""
        raise NotImplementedError

    def click_refusal(self, state: Any, legal: Sequence[Move], target: str) -> str:
        """What to do instead, when a click on `target` answers nothing while no meeple is to be placed
        ("" says nothing)."""
        return ""

    # -- panels ------------------------------------------------------------------------------------
    def hand_title(self, state: Any, seat: int) -> str:
        raise NotImplementedError

    def hand_rows(self, state: Any, seat: int, legal: Sequence[Move]) -> list[HandRow]:
        raise NotImplementedError

    def player_columns(self) -> list[str]:
        """Column ids after the name column."""
        raise NotImplementedError

    def player_header(self, column: str) -> str:
        raise NotImplementedError

    def player_cell(self, state: Any, seat: int, column: str) -> str:
        raise NotImplementedError

    def player_tooltip(self, state: Any, seat: int, column: str) -> str | None:
        return None

    def player_marks(self, state: Any, seat: int) -> tuple[str, str]:
        """(text after the name, tooltip) for markers such as the first player."""
        return "", ""

    def score_columns(self, state: Any, scores: Scores) -> tuple[list[str], list[list[str]]]:
        """Extra columns of the final score table after the player's name: headers and one row per player."""
        return [], [[] for _ in scores.players]

    def score_category(self, category: str) -> str:
        return category

    def tiebreak_text(self, key: str) -> str:
        """A tie-break as the winner line names it."""
        return key

    def tiebreak_header(self, key: str) -> str:
        return key


class ModuleTable(Table):
    """A table whose parts live in modules of its package `desktop.tables.<game id>` with the interface's
    function names: `choicetext` (decision_text, choice_text, choice_tooltip, public_move_text), `logtext`
    (event_text), `summary` (turn_summary), `gestures`, `panels` and `rules` (sections). The forwarding is
    written once, here."""

    PARTS = ("choicetext", "logtext", "summary", "gestures", "panels", "rules")
    choicetext: Any
    rules: Any
    logtext: Any
    summary: Any
    gestures: Any
    panels: Any

    def __init__(self, game_id: str) -> None:
        self.game_id = game_id
        self.game = get_game(game_id)
        for part in self.PARTS:
            setattr(self, part, importlib.import_module(f"desktop.tables.{game_id}.{part}"))

    # -- words -------------------------------------------------------------------------------------
    def rules_sections(self) -> list[tuple[str, list[str]]]:
        return self.rules.sections()

    def banner_text(self, state: Any, prompt: str | None = None) -> str:
        prompt = self.decision_text(state) if prompt is None else prompt
        return translate("MainWindow", "Round {n} — {prompt}").format(n=self.game.round(state), prompt=prompt)

    def decision_text(self, state: Any) -> str:
        return self.choicetext.decision_text(state)

    def choice_text(self, state: Any, move: Move) -> str:
        return self.choicetext.choice_text(state, move)

    def choice_tooltip(self, state: Any, move: Move) -> str:
        return self.choicetext.choice_tooltip(state, move)

    def public_move_text(self, before: Any, move: Move) -> str:
        return self.choicetext.public_move_text(before, move)

    def log_lines(self, state: Any) -> list[str]:
        event_text = self.logtext.event_text
        return [t for t in (event_text(state, e) for e in state.events) if t]

    def turn_summary(self, states: Sequence[Any], seat: int) -> list[str]:
        return self.summary.turn_summary(states, seat)

    def curtain_reason(self, state: Any) -> str:
        decision = self.game.decision(state)
        if decision is None:
            return ""
        name = self.game.players(state)[decision.seat]
        if decision.seat != decision.on_turn_of:
            return translate("MainWindow", "{name} has a choice to make on another player's turn.").format(name=name)
        return translate("MainWindow", "It is {name}'s turn.").format(name=name)

    def round_of(self, state: Any) -> int:
        return self.game.round(state)

    def round_label(self, number: int) -> str:
        return translate("timeline", "Round {n}").format(n=number)

    # -- gestures ----------------------------------------------------------------------------------
    def place_targets(self, legal: Sequence[Move], piece: str) -> set[str]:
        return self.gestures.place_targets(legal, piece)

    def placing(self, legal: Sequence[Move]) -> bool:
        return self.gestures.placing(legal)

    def click_targets(self, state: Any, legal: Sequence[Move]) -> set[str]:
        return self.gestures.click_targets(state, legal)

    def drop_move(self, legal: Sequence[Move], piece: str, target: str) -> Move | None:
        return self.gestures.drop_move(legal, piece, target)

    def click_move(self, legal: Sequence[Move], target: str) -> Move | None:
        return self.gestures.click_move(legal, target)

    def gesture(self, state: Any, move: Move) -> Gesture:
        return self.gestures.gesture(state, move)

    def showcase(self, state: Any) -> bool:
        return self.gestures.showcase(state)

    def refusal(self, state: Any, legal: Sequence[Move], piece: str, target: str) -> str:
        return self.gestures.refusal(state, legal, piece, target)

    def click_refusal(self, state: Any, legal: Sequence[Move], target: str) -> str:
        explain = getattr(self.gestures, "click_refusal", None)
        return explain(state, legal, target) if explain is not None else ""

    # -- panels ------------------------------------------------------------------------------------
    def hand_title(self, state: Any, seat: int) -> str:
        return self.panels.hand_title(state, seat)

    def hand_rows(self, state: Any, seat: int, legal: Sequence[Move]) -> list[HandRow]:
        return self.panels.hand_rows(state, seat, legal)

    def player_columns(self) -> list[str]:
        return list(self.panels.COLUMNS)

    def player_header(self, column: str) -> str:
        return self.panels.player_header(column)

    def player_cell(self, state: Any, seat: int, column: str) -> str:
        return self.panels.player_cell(state, seat, column)

    def player_tooltip(self, state: Any, seat: int, column: str) -> str | None:
        return self.panels.player_tooltip(state, seat, column)

    def player_marks(self, state: Any, seat: int) -> tuple[str, str]:
        return self.panels.player_marks(state, seat)

    def score_columns(self, state: Any, scores: Scores) -> tuple[list[str], list[list[str]]]:
        return self.panels.score_columns(state, scores)

    def score_category(self, category: str) -> str:
        return self.panels.score_category(category)

    def tiebreak_text(self, key: str) -> str:
        return self.panels.tiebreak_text(key)

    def tiebreak_header(self, key: str) -> str:
        return self.panels.tiebreak_header(key)
