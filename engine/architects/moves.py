"""Move classes of Architects: one per kind of decision."""

from __future__ import annotations

import dataclasses

from engine.core.moves import Move as Move  # re-exported: the rule modules import it with the moves
from engine.core.moves import MoveCodec


@dataclasses.dataclass(frozen=True, slots=True)
class Draft(Move):
    """Keep one building card from the draft hand (the rest pass on)."""

    TYPE = "draft"
    card: int


@dataclasses.dataclass(frozen=True, slots=True)
class Place(Move):
    """Place a worker. `location` is a large location, "black_market" or "guildhall";
    `mode` folds in the choice made on placing (Mines clay/gold, Workshop hire/plans, Black Market spot)."""

    TYPE = "place"
    location: str
    mode: str = ""


@dataclasses.dataclass(frozen=True, slots=True)
class Trade(Move):
    """One King's Storehouse trade (a base trade id or "a<apprentice id>")."""

    TYPE = "trade"
    trade: str


@dataclasses.dataclass(frozen=True, slots=True)
class Hire(Move):
    """Hire the apprentice in Workshop space `slot` (row * 4 + column)."""

    TYPE = "hire"
    slot: int


@dataclasses.dataclass(frozen=True, slots=True)
class Capture(Move):
    """Capture every worker of colour `seat` at large location `location`."""

    TYPE = "capture"
    location: str
    seat: int


@dataclasses.dataclass(frozen=True, slots=True)
class Guard(Move):
    """One Guardhouse action: imprison, release, rescue_silver, rescue_debt, pay_debt."""

    TYPE = "guard"
    action: str


@dataclasses.dataclass(frozen=True, slots=True)
class Build(Move):
    """Construct building `card` from hand."""

    TYPE = "build"
    card: int


@dataclasses.dataclass(frozen=True, slots=True)
class Cathedral(Move):
    """Advance on the Cathedral: `wood` of a wood/stone mix cost, building `discard` (-1: none)."""

    TYPE = "cathedral"
    wood: int
    discard: int


@dataclasses.dataclass(frozen=True, slots=True)
class Choose(Move):
    """Pick one named option of a building effect."""

    TYPE = "choose"
    option: str


@dataclasses.dataclass(frozen=True, slots=True)
class Discard(Move):
    """Discard building `card` from hand (hand limit, Library)."""

    TYPE = "discard"
    card: int


@dataclasses.dataclass(frozen=True, slots=True)
class DropApprentice(Move):
    """Discard one of your apprentices (apprentice limit, Graveyard)."""

    TYPE = "drop_apprentice"
    card: int


@dataclasses.dataclass(frozen=True, slots=True)
class Keep(Move):
    """Keep one of the building cards drawn at the Black Market (may end the action with a reset)."""

    TYPE = "keep"
    card: int


@dataclasses.dataclass(frozen=True, slots=True)
class Reclaim(Move):
    """No workers left: take one worker back. `location` is a large location, else "prison" or
    "board_<seat>" (a worker captured by that player)."""

    TYPE = "reclaim"
    location: str

    def source(self) -> tuple[str, int]:
        """The location parsed: ("board", the captor's seat), ("prison", -1) or (a large location, -1)."""
        where = self.location
        if where.startswith("board_"):
            return "board", int(where[6:])
        return where, -1


@dataclasses.dataclass(frozen=True, slots=True)
class Done(Move):
    """Stop taking the optional actions of the current step."""

    TYPE = "done"


MOVE_CLASSES: tuple[type[Move], ...] = (
    Draft,
    Place,
    Trade,
    Hire,
    Capture,
    Guard,
    Build,
    Cathedral,
    Choose,
    Discard,
    DropApprentice,
    Keep,
    Reclaim,
    Done,
)
CODEC = MoveCodec(MOVE_CLASSES)
DONE = Done()
