"""The game API every game module implements, and the final-score shape they share."""

from __future__ import annotations

import dataclasses
import unicodedata
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any, Generic, TypeVar

from engine.core.decision import Decision
from engine.core.moves import Move, MoveCodec

if TYPE_CHECKING:
    from engine.core.ai import GameAI

S = TypeVar("S")

#: the longest player name (it has to fit a pool on the board and the hand-off curtain)
MAX_NAME = 24


def check_player_names(names: Sequence[object], min_players: int, max_players: int, title: str) -> list[str]:
    """The one rule for player names, used by every game's `new_game` (so by records too) and the
    command lines: `min_players`..`max_players` strings, each with a visible character, at most
    MAX_NAME characters, no control or format characters (Unicode category C*), no two the same
    (ignoring case and surrounding spaces). Returns the names; raises ValueError with one short line."""
    if not min_players <= len(names) <= max_players:
        raise ValueError(f"{title} takes {min_players} to {max_players} players, not {len(names)}")
    seen: dict[str, int] = {}
    for seat, name in enumerate(names, 1):
        if not isinstance(name, str):
            raise ValueError(f"player {seat}'s name must be a string, not {type(name).__name__}")
        if not name.strip():
            raise ValueError(f"player {seat} has no name")
        if len(name) > MAX_NAME:
            raise ValueError(f"player {seat}'s name is longer than {MAX_NAME} characters")
        if any(unicodedata.category(c).startswith("C") for c in name):
            raise ValueError(f"player {seat}'s name contains a control character")
        key = name.strip().casefold()
        if key in seen:
            raise ValueError(f"players {seen[key]} and {seat} have the same name")
        seen[key] = seat
    return [str(n) for n in names]


@dataclasses.dataclass(frozen=True, slots=True)
class Refusal:
    """Why a move is not legal now (`Game.why_not_detail`): `reason` a stable id ("" = legal), `n`
    and `subject` the number and the thing a message names ("needs 2 gold": n=2, subject the space)."""

    reason: str
    n: int = 0
    subject: str = ""

    def __bool__(self) -> bool:
        """True when the move is refused."""
        return bool(self.reason)


NO_REFUSAL = Refusal("")


@dataclasses.dataclass(frozen=True, slots=True)
class PlayerScore:
    seat: int
    name: str
    total: int
    #: (category id, points) in display order; sums to `total`.
    breakdown: tuple[tuple[str, int], ...]
    #: values used to break ties, in order (e.g. (("gold", 7),)).
    tiebreak: tuple[tuple[str, int], ...]


@dataclasses.dataclass(frozen=True, slots=True)
class Scores:
    players: tuple[PlayerScore, ...]
    #: seats that share the win (more than one only when every tie-break is equal).
    winners: tuple[int, ...]
    #: the tie-break category that decided the winner, "" if the totals alone did, "shared" if tied.
    decided_by: str

    def to_dict(self) -> dict[str, Any]:
        return {
            "players": [
                {
                    "seat": p.seat,
                    "name": p.name,
                    "total": p.total,
                    "breakdown": dict(p.breakdown),
                    "tiebreak": dict(p.tiebreak),
                }
                for p in self.players
            ],
            "winners": list(self.winners),
            "decided_by": self.decided_by,
        }


def rank(players: Sequence[PlayerScore]) -> Scores:
    """Winners by total, then each tie-break value in order; equal on all => shared."""
    best = max(p.total for p in players)
    tied = [p for p in players if p.total == best]
    decided_by = ""
    if len(tied) > 1:
        keys = [k for k, _ in tied[0].tiebreak]
        for i, key in enumerate(keys):
            top = max(p.tiebreak[i][1] for p in tied)
            narrowed = [p for p in tied if p.tiebreak[i][1] == top]
            if len(narrowed) < len(tied):
                decided_by = key
            tied = narrowed
            if len(tied) == 1:
                break
        if len(tied) > 1:
            decided_by = "shared"
    return Scores(tuple(players), tuple(p.seat for p in tied), decided_by)


class Game(Generic[S]):
    """One game's rules: pure functions over frozen states. Subclasses fill in every method."""

    id: str = ""
    title: str = ""
    min_players: int = 2
    max_players: int = 5
    #: bumped when a rule changes the outcome of a recorded game.
    rules_version: str = "1"
    content_version: str = "1"
    codec: MoveCodec
    state_type: type
    #: what the bots need to know of this game (`engine.core.ai`; each game sets its own in `__init__`)
    ai: GameAI[S]

    def new_game(self, players: Sequence[str], seed: int, options: Mapping[str, Any] | None = None) -> S:
        """The first state; ValueError for bad players (see `check_players`), seed or options."""
        raise NotImplementedError

    def check_players(self, players: Sequence[object]) -> list[str]:
        """The player names if this game can seat them (`check_player_names`); ValueError if not."""
        return check_player_names(players, self.min_players, self.max_players, self.title)

    def current_player(self, state: S) -> int | None:
        raise NotImplementedError

    def __init__(self) -> None:
        # one-entry identity cache: a bot asks for the moves of the state it then applies a move to
        self._legal_cache: tuple[S | None, tuple[Move, ...]] = (None, ())

    def legal_moves(self, state: S) -> tuple[Move, ...]:
        cached, moves = self._legal_cache
        if cached is state:
            return moves
        moves = self.compute_legal_moves(state)
        self._legal_cache = (state, moves)
        return moves

    def compute_legal_moves(self, state: S) -> tuple[Move, ...]:
        """The legal moves of `state` (games implement this; `legal_moves` caches it)."""
        raise NotImplementedError

    def remember_legal_moves(self, state: S, moves: tuple[Move, ...]) -> None:
        """Seed the cache when `apply` already knows the next state's moves."""
        self._legal_cache = (state, moves)

    def apply(self, state: S, move: Move) -> S:
        raise NotImplementedError

    def is_over(self, state: S) -> bool:
        raise NotImplementedError

    def scores(self, state: S) -> Scores:
        raise NotImplementedError

    def view(self, state: S, seat: int | None) -> dict[str, Any]:
        """Everything `seat` may see (None: what everybody may see) as JSON-able data; the keys are
        documented in the game's view module."""
        raise NotImplementedError

    # -- for tables: what a desktop (or any front end) needs without reading a game's internals ----
    def decision(self, state: S) -> Decision | None:
        """The pending decision (kind, seat, subject, on whose turn); None when the game is over."""
        raise NotImplementedError

    def round(self, state: S) -> int:
        """The round number as the game counts it (documented per game; 1 at the start)."""
        raise NotImplementedError

    def why_not(self, state: S, move: Move, seat: int | None = None) -> str:
        """'' when `move` is legal now (for `seat`, when given: the seat asking), else a stable reason
        id from the game's table (e.g. "space_taken", "needs_gold", "not_offered")."""
        return self.why_not_detail(state, move, seat).reason

    def why_not_detail(self, state: S, move: Move, seat: int | None = None) -> Refusal:
        """`why_not` with the numbers a message needs (`Refusal.n`, `Refusal.subject`).

        Slower than `legal_moves`: meant for the UI, not for bots."""
        decider = self.current_player(state)
        if decider is None:
            return Refusal("game_over")
        if seat is not None and seat != decider:
            return Refusal("not_your_decision")
        return self.refusal(state, move)

    def refusal(self, state: S, move: Move) -> Refusal:
        """Why the deciding seat may not make `move` in a running game. Games refine it for the moves
        a table offers by gesture (placements); any other illegal move is "not_offered"."""
        return NO_REFUSAL if move in self.legal_moves(state) else Refusal("not_offered")

    def players(self, state: S) -> tuple[str, ...]:
        raise NotImplementedError

    def options_of(self, state: S) -> dict[str, Any]:
        """The options the game was set up with (for records)."""
        return {}

    def seed_of(self, state: S) -> int:
        raise NotImplementedError

    # -- shared helpers -------------------------------------------------------------------------
    def move_from_dict(self, data: Any) -> Move:
        return self.codec.from_dict(data)

    def state_to_dict(self, state: S) -> dict[str, Any]:
        from engine.core.serial import to_data

        data: dict[str, Any] = to_data(state)
        return data

    def state_from_dict(self, data: Any) -> S:
        """Rebuild a state; ValueError names the bad field."""
        from engine.core.serial import from_data

        state: S = from_data(self.state_type, data)
        return state

    def revealed(self, before: S, after: S) -> bool:
        """Whether the step from `before` to `after` drew a card or showed something hidden (the one
        reveal mechanism: the undo policy "table rules" never goes back past such a step)."""
        raise NotImplementedError

    def progress(self, state: S) -> float:
        """0..1, how far the game has gone (for charts and bots)."""
        return 0.0

    def running_scores(self, state: S) -> tuple[int, ...]:
        """Each seat's score as it stands now (VP on the track), for charts."""
        raise NotImplementedError

    def summary(self, state: S) -> str:
        """A one-line public summary of the state (golden playthrough files)."""
        return " ".join(str(v) for v in self.running_scores(state))
