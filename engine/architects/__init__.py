"""Architects of the West Kingdom: content data, state, rules and scoring (no Qt)."""

from __future__ import annotations

from engine.architects.game import ArchitectsGame
from engine.core.registry import register

GAME = register(ArchitectsGame())

__all__ = ["GAME", "ArchitectsGame"]
