"""Lords of Waterdeep: every rule of the seed and the rules sheet, as pure functions over frozen state."""

from engine.core.registry import register
from engine.waterdeep.game import Waterdeep

GAME = register(Waterdeep())

__all__ = ["GAME", "Waterdeep"]
