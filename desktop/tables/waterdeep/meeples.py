"""Where every meeple of a Lords of Waterdeep state stands (the scene keeps item identities stable)."""

from __future__ import annotations

from PySide6.QtCore import QPointF

from desktop.board.scene import GroupKey, Spot
from desktop.tables.waterdeep import geometry as geo
from engine import get_game
from engine.core.decision import Decision
from engine.waterdeep.moves import Place
from engine.waterdeep.state import NO_SEAT, State


def wanted_spots(
    state: State, space_pos: dict[str, QPointF], palace_pos: QPointF | None, reassigning: Decision | None
) -> list[Spot]:
    """Every meeple of the state: agents, Lieutenants and the Ambassador (`reassigning`: the pending
    decision; a Harbor agent being reassigned waits in its owner's pool)."""
    n = len(state.players)
    spots: list[Spot] = []
    offset = QPointF((geo.SPACE - 44) / 2, (geo.SPACE - 54) / 2)
    stacked: dict[str, int] = {}
    for o in state.occ:
        base = space_pos.get(o.space)
        if base is None:
            continue
        k = stacked.get(o.space, 0)
        stacked[o.space] = k + 1
        spots.append(Spot(o.seat, o.piece, o.space, base + offset + QPointF(10 * k, -8 * k)))
    for seat, p in enumerate(state.players):
        k = 0
        for _ in range(p.pool):
            spots.append(Spot(seat, "agent", "pool", geo.pool_slot(seat, n, k), ready=True))
            k += 1
        if p.lt_pool:
            spots.append(Spot(seat, "lieutenant", "pool", geo.pool_slot(seat, n, k), ready=True))
            k += 1
        if state.amb_holder == seat:
            spots.append(Spot(seat, "ambassador", "pool", geo.pool_slot(seat, n, k), ready=True))
            k += 1
        if reassigning is not None and reassigning.kind == "place_reassign" and reassigning.seat == seat:
            # the Harbor agent being reassigned waits in its owner's pool
            piece = next(m.piece for m in get_game("waterdeep").legal_moves(state) if isinstance(m, Place))
            spots.append(Spot(seat, piece, "pool", geo.pool_slot(seat, n, k), ready=True))
    placed_amb = any(o.piece == "ambassador" for o in state.occ)
    if state.amb_holder == NO_SEAT and not placed_amb and palace_pos is not None:
        spots.append(Spot(NO_SEAT, "ambassador", "palace", palace_pos + offset))
    return spots


def item_key(spot: Spot) -> GroupKey:
    """Items are grouped by seat and piece; the Ambassador is one neutral item, whoever holds it."""
    return (-1, "ambassador", "") if spot.piece == "ambassador" else (spot.seat, spot.piece, "")
