"""Lords of Waterdeep moves: one small frozen class per kind of decision."""

from __future__ import annotations

import dataclasses

from engine.core.moves import Move, MoveCodec


@dataclasses.dataclass(frozen=True, slots=True)
class Place(Move):
    """Assign (or reassign) an agent to a space."""

    TYPE = "place"
    space: str
    piece: str = "agent"


@dataclasses.dataclass(frozen=True, slots=True)
class TakeQuest(Move):
    """Take a quest from the choices offered (Cliffwatch Inn, an auction card)."""

    TYPE = "take_quest"
    quest: str


@dataclasses.dataclass(frozen=True, slots=True)
class ChooseBuilding(Move):
    """Buy, take for free, or discard a building."""

    TYPE = "building"
    building: str


@dataclasses.dataclass(frozen=True, slots=True)
class PlayIntrigue(Move):
    TYPE = "play_intrigue"
    card: str


@dataclasses.dataclass(frozen=True, slots=True)
class PickCube(Move):
    """Choose an adventurer type: c, f, r or w (or a gold option where offered)."""

    TYPE = "pick"
    cube: str


@dataclasses.dataclass(frozen=True, slots=True)
class ChooseOpponent(Move):
    TYPE = "opponent"
    seat: int


@dataclasses.dataclass(frozen=True, slots=True)
class Steal(Move):
    """Take one adventurer of `cube` from `seat`."""

    TYPE = "steal"
    seat: int
    cube: str


@dataclasses.dataclass(frozen=True, slots=True)
class ChooseSpace(Move):
    """A space to copy (the copying building, the bribe card) or whose agent of yours returns to the pool."""

    TYPE = "space"
    space: str


@dataclasses.dataclass(frozen=True, slots=True)
class ChooseOption(Move):
    """One of a card's options: an index for a favor, a quest type for sealed orders."""

    TYPE = "option"
    option: str


@dataclasses.dataclass(frozen=True, slots=True)
class CompleteQuest(Move):
    TYPE = "complete"
    quest: str


@dataclasses.dataclass(frozen=True, slots=True)
class DiscardQuest(Move):
    TYPE = "discard_quest"
    quest: str


@dataclasses.dataclass(frozen=True, slots=True)
class Answer(Move):
    """Yes or no to an offer (give a cube for VP, complete the garden quest now, ...)."""

    TYPE = "answer"
    yes: bool


@dataclasses.dataclass(frozen=True, slots=True)
class EndTurn(Move):
    TYPE = "end_turn"


CODEC = MoveCodec(
    [
        Place,
        TakeQuest,
        ChooseBuilding,
        PlayIntrigue,
        PickCube,
        ChooseOpponent,
        Steal,
        ChooseSpace,
        ChooseOption,
        CompleteQuest,
        DiscardQuest,
        Answer,
        EndTurn,
    ]
)
