"""The `Table` interface: what the generic shell asks of a game's table.

A table adapts one game to the shell (in the spirit of Orange's widget descriptions or napari's
layer-to-adapter map): its board layer, the gestures that become moves, the texts, the player-panel
columns, the hand rows and the score-dialog extras. The shell never imports a game's engine and never
asks which game it is; it only calls these methods. States and moves pass through it opaquely.
"""

from __future__ import annotations

import abc
import dataclasses
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QCoreApplication

from desktop.board.chips import ChipGroup
from desktop.tableau import Section
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


class ChoiceTexts(Protocol):
    """A table's `choicetext` module: the pending decision and each choice in words."""

    def decision_text(self, state: Any) -> str: ...
    def choice_text(self, state: Any, move: Move) -> str: ...
    def choice_tooltip(self, state: Any, move: Move) -> str: ...
    def public_move_text(self, before: Any, move: Move) -> str: ...


class LogTexts(Protocol):
    """A table's `logtext` module: one engine event as a public log line ('' or None for none), and the line of
    a move whose events say nothing (None: the move is not worth one)."""

    def event_text(self, state: Any, event: Any, /) -> str | None: ...
    def quiet_move_text(self, before: Any, move: Move, /) -> str | None: ...


class Summaries(Protocol):
    """A table's `summary` module: what a finished turn brought a seat."""

    def turn_summary(self, states: Sequence[Any], seat: int) -> list[str]: ...


class GestureRules(Protocol):
    """A table's `gestures` module: legal moves to what the board highlights, board input to moves."""

    def place_targets(self, legal: Sequence[Move], piece: str) -> set[str]: ...
    def placing(self, legal: Sequence[Move]) -> bool: ...
    def click_targets(self, state: Any, legal: Sequence[Move]) -> set[str]: ...
    def chip_groups(self, state: Any, legal: Sequence[Move], colours: Sequence[str]) -> list[ChipGroup]: ...
    def drop_move(self, legal: Sequence[Move], piece: str, target: str) -> Move | None: ...
    def click_move(self, legal: Sequence[Move], target: str) -> Move | None: ...
    def gesture(self, state: Any, move: Move) -> Gesture: ...
    def showcase(self, state: Any) -> bool: ...
    def refusal(self, state: Any, legal: Sequence[Move], piece: str, target: str) -> str: ...
    def click_refusal(self, state: Any, legal: Sequence[Move], target: str) -> str: ...


class Panels(Protocol):
    """A table's `panels` module: the Players panel's columns, the hand rows, the score dialog's extras."""

    @property
    def COLUMNS(self) -> Sequence[str]: ...
    @property
    def HEADER_ICONS(self) -> Mapping[str, str]: ...
    def hand_title(self, state: Any, seat: int) -> str: ...
    def hand_rows(self, state: Any, seat: int, legal: Sequence[Move]) -> list[HandRow]: ...
    def player_header(self, column: str) -> str: ...
    def player_cell(self, state: Any, seat: int, column: str) -> str: ...
    def player_tooltip(self, state: Any, seat: int, column: str) -> str | None: ...
    def player_marks(self, state: Any, seat: int) -> tuple[str, str]: ...
    def score_columns(self, state: Any, scores: Scores) -> tuple[list[str], list[list[str]]]: ...
    def score_category(self, category: str) -> str: ...
    def tiebreak_text(self, key: str) -> str: ...
    def tiebreak_header(self, key: str) -> str: ...


class RulesText(Protocol):
    """A table's `rules` module: Help → Rules in our own words, as (heading, paragraphs)."""

    def sections(self) -> list[tuple[str, list[str]]]: ...


@dataclasses.dataclass(frozen=True)
class TableParts:
    """The modules of a table's package that hold its parts (each typed by the protocol it meets)."""

    choicetext: ChoiceTexts
    logtext: LogTexts
    summary: Summaries
    gestures: GestureRules
    panels: Panels
    rules: RulesText


class Table(abc.ABC):
    """What the shell asks of a game's table. A table subclasses it with its `TableParts` (the modules of its
    package, imported by name in its `table.py`) and fills in the abstract methods (`title`, `create_board`);
    the rest asks its parts, and a table may override any of it."""

    def __init__(self, game_id: str, parts: TableParts) -> None:
        self.game_id = game_id
        self.game: Game[Any] = get_game(game_id)
        self.parts = parts

    # -- words -------------------------------------------------------------------------------------
    @abc.abstractmethod
    def title(self) -> str: ...

    def options(self) -> list[tuple[str, str, str]]:
        """The game's new-game options: (key for `Game.new_game`, check box label, tooltip)."""
        return []

    def rules_sections(self) -> list[tuple[str, list[str]]]:
        """Help → Rules: the game's rules in our own words, as (heading, paragraphs)."""
        return self.parts.rules.sections()

    def player_names(self, state: Any) -> list[str]:
        return list(self.game.players(state))

    def banner_text(self, state: Any, prompt: str | None = None) -> str:
        """The banner while a player decides ('Round 4 — Ann: assign an agent'); `prompt` in place of the
        decision's text (a computer deciding: 'Cy (computer) is thinking…')."""
        prompt = self.decision_text(state) if prompt is None else prompt
        return translate("MainWindow", "Round {n} — {prompt}").format(n=self.game.round(state), prompt=prompt)

    def decision_text(self, state: Any) -> str:
        return self.parts.choicetext.decision_text(state)

    def choice_text(self, state: Any, move: Move) -> str:
        return self.parts.choicetext.choice_text(state, move)

    def choice_tooltip(self, state: Any, move: Move) -> str:
        return self.parts.choicetext.choice_tooltip(state, move)

    def public_move_text(self, before: Any, move: Move) -> str:
        """What everyone may read about a move (undo entries, the timeline): never a hidden card."""
        return self.parts.choicetext.public_move_text(before, move)

    def log_lines(self, state: Any, before: Any = None, move: Move | None = None) -> list[str]:
        """The public log lines of what the move into `state` did: its events' lines; with the state `before` it
        and the `move`, the move's own line where its events give none (a "No" to an offer changes nothing,
        and is still a decision the others should read)."""
        logtext = self.parts.logtext
        event_text = logtext.event_text
        lines = [t for t in (event_text(state, e) for e in state.events) if t]
        if not lines and before is not None and move is not None:
            quiet = logtext.quiet_move_text(before, move)
            if quiet:
                lines.append(quiet)
        return lines

    def turn_summary(self, states: Sequence[Any], seat: int) -> list[str]:
        """What a finished turn brought `seat` (public lines and what only `seat` may see)."""
        return self.parts.summary.turn_summary(states, seat)

    def curtain_reason(self, state: Any) -> str:
        """Why the laptop goes to the decider ('It is Bob's turn.')."""
        decision = self.game.decision(state)
        if decision is None:
            return ""
        name = self.game.players(state)[decision.seat]
        if decision.seat != decision.on_turn_of:
            return translate("MainWindow", "{name} has a choice to make on another player's turn.").format(name=name)
        return translate("MainWindow", "It is {name}'s turn.").format(name=name)

    def round_of(self, state: Any) -> int:
        """The round (or turn cycle) a state belongs to, for the timeline's grouping."""
        return self.game.round(state)

    def round_label(self, number: int) -> str:
        return translate("timeline", "Round {n}").format(n=number)

    # -- board -------------------------------------------------------------------------------------
    @abc.abstractmethod
    def create_board(self, scene: BoardScene, colours: list[str]) -> Any:
        """Build the game's static board into `scene`; returns the layer whose `sync` mirrors a state."""

    # -- gestures (legal moves -> what the board highlights, board input -> moves) -------------------
    def place_targets(self, legal: Sequence[Move], piece: str) -> set[str]:
        return self.parts.gestures.place_targets(legal, piece)

    def placing(self, legal: Sequence[Move]) -> bool:
        """Whether the pending decision is placing a meeple (the decider's meeples may be dragged)."""
        return self.parts.gestures.placing(legal)

    def click_targets(self, state: Any, legal: Sequence[Move]) -> set[str]:
        return self.parts.gestures.click_targets(state, legal)

    def chip_groups(self, state: Any, legal: Sequence[Move], colours: Sequence[str]) -> list[ChipGroup]:
        """Choices shown as chips on the board, next to what they belong to (`colours`: the seats')."""
        return self.parts.gestures.chip_groups(state, legal, colours)

    def drop_move(self, legal: Sequence[Move], piece: str, target: str) -> Move | None:
        return self.parts.gestures.drop_move(legal, piece, target)

    def click_move(self, legal: Sequence[Move], target: str) -> Move | None:
        return self.parts.gestures.click_move(legal, target)

    def gesture(self, state: Any, move: Move) -> Gesture:
        """How a player makes `move` in the UI (scripted play: tests, the benchmark, screenshots)."""
        return self.parts.gestures.gesture(state, move)

    def showcase(self, state: Any) -> bool:
        """A mid-game state worth showing or measuring: a meeple to place, the board well filled."""
        return self.parts.gestures.showcase(state)

    def refusal(self, state: Any, legal: Sequence[Move], piece: str, target: str) -> str:
        """Why a meeple may not go to `target` (the status-bar text of a refused drop)."""
        return self.parts.gestures.refusal(state, legal, piece, target)

    def click_refusal(self, state: Any, legal: Sequence[Move], target: str) -> str:
        """What to do instead, when a click on `target` answers nothing while no meeple is to be placed
        ("" says nothing)."""
        return self.parts.gestures.click_refusal(state, legal, target)

    # -- panels ------------------------------------------------------------------------------------
    def hand_title(self, state: Any, seat: int) -> str:
        return self.parts.panels.hand_title(state, seat)

    def hand_rows(self, state: Any, seat: int, legal: Sequence[Move]) -> list[HandRow]:
        return self.parts.panels.hand_rows(state, seat, legal)

    def player_columns(self) -> list[str]:
        """Column ids after the name column."""
        return list(self.parts.panels.COLUMNS)

    def player_header(self, column: str) -> str:
        return self.parts.panels.player_header(column)

    def player_header_icon(self, column: str) -> str | None:
        """The icon (`desktop.icons.names`) the Players header shows for `column` instead of its words."""
        return self.parts.panels.HEADER_ICONS.get(column)

    def player_cell(self, state: Any, seat: int, column: str) -> str:
        return self.parts.panels.player_cell(state, seat, column)

    def player_tooltip(self, state: Any, seat: int, column: str) -> str | None:
        return self.parts.panels.player_tooltip(state, seat, column)

    def tableau(self, state: Any) -> list[list[Section]]:
        """Every seat's tableau (`desktop.tableau`), from the public view only. None by default."""
        return [[] for _ in self.game.players(state)]

    def player_marks(self, state: Any, seat: int) -> tuple[str, str]:
        """(text after the name, tooltip) for markers such as the first player."""
        return self.parts.panels.player_marks(state, seat)

    def score_columns(self, state: Any, scores: Scores) -> tuple[list[str], list[list[str]]]:
        """Extra columns of the final score table after the player's name: headers and one row per player."""
        return self.parts.panels.score_columns(state, scores)

    def score_category(self, category: str) -> str:
        return self.parts.panels.score_category(category)

    def tiebreak_text(self, key: str) -> str:
        """A tie-break as the winner line names it."""
        return self.parts.panels.tiebreak_text(key)

    def tiebreak_header(self, key: str) -> str:
        return self.parts.panels.tiebreak_header(key)

    # -- statistics --------------------------------------------------------------------------------
    def stats_facts(self, final_state: Any) -> list[dict[str, str | list[str]]]:
        """What the statistics keep of each seat of a finished game besides its scores, as ids: kind -> one
        id or a list of ids (e.g. {"lord": "..."}). Only what the final public view shows. None by default."""
        return [{} for _ in self.game.players(final_state)]

    def stats_kinds(self) -> list[tuple[str, str]]:
        """The kinds of `stats_facts` with their headings, in the order the statistics show them."""
        return []

    def stats_fact_name(self, kind: str, value: str) -> str:
        """A value of `stats_facts` in words (the id itself for one the table does not know)."""
        return value
