"""Every text a board draws, recorded (desktop.board.legible.RECORD) with the items' caches set aside."""

from __future__ import annotations

from PySide6.QtWidgets import QGraphicsItem

from desktop.board import legible


def render_texts(window) -> list[tuple[float, str]]:
    """Every text the board draws (its items' cached pictures are set aside so each item paints)."""
    items = window.scene.items()
    modes = [item.cacheMode() for item in items]
    legible.RECORD = []
    try:
        for item in items:
            item.setCacheMode(QGraphicsItem.CacheMode.NoCache)
        window.view.viewport().grab()  # paints every visible item through the view's transform
        return list(legible.RECORD)
    finally:
        legible.RECORD = None
        for item, mode in zip(items, modes, strict=True):
            item.setCacheMode(mode)
