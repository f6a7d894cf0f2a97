"""Invariants every reachable Waterdeep state must satisfy: the engine's own check (used by playout
and scenario tests on every state; `state_from_dict` runs it on every loaded state)."""

from __future__ import annotations

from engine.waterdeep.invariants import check_state as check

__all__ = ["check"]
