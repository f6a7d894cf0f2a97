"""Choices where they happen: every chip group of both games, on 5-player boards at 1280x720 and 4-player ones at
1920x1080, in English and German, sits next to its own location: no bubble covers another location's title (a
Waterdeep building's too), a heading of the board or a card, no two bubbles overlap, and every chip's label and
every caption is drawn whole (never cut with "…"). A bubble covers no card but its own location's: no card
item, no Black Market spot and no Cathedral level of another location.
The crowded groups too (the King's Storehouse's 10 trades on a 5-player board at 1280x720), and Waterdeep's
buildings in play hemmed in by built lots (5 players at 1280x720, games 2 and 5: a bubble of a lot in the right
column covered the card below it)."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import QApplication

from desktop import i18n
from desktop.board import iconrow, legible
from desktop.board.chips import CAPTION_PT, LONG_PT, SHORT_PT, TITLE, label_font, row_font
from desktop.board.items import CardItem, Label, Panel, PanelTarget
from desktop.tables.architects import geometry as architects_geometry
from desktop.tables.architects.boarditems import CathedralItem, MarketColumn
from tools.driver import step_random

CASES = [(5, (1280, 720)), (4, (1920, 1080))]


def _covered(bubble: QRectF, other: QRectF) -> float:
    cut = bubble.intersected(other)
    return cut.width() * cut.height()


def _whole(text: str, box: QRectF, points: float, scale: float, max_lines: int = 0) -> None:
    f = legible.font(max(points, legible.min_px() / (96 / 72 * scale)), True)
    fm = QFontMetricsF(f)
    lines = legible.wrap(fm, text, box.width())
    assert all(fm.horizontalAdvance(line) <= box.width() + 0.5 for line in lines), (text, box.width())
    assert len(lines) * fm.lineSpacing() <= box.height() + fm.lineSpacing() * 0.4, (text, lines, box.height())
    assert not max_lines or len(lines) <= max_lines, (text, lines)


def _drawn_cards(scene) -> list[QRectF]:
    """The cards a location draws on itself, no targets of their own: Architects' Black Market spots and Cathedral
    levels (scene rects)."""
    out = []
    for item in scene.items():
        if isinstance(item, MarketColumn):
            out.append(item.mapRectToScene(item.rect))
        elif isinstance(item, CathedralItem):
            out += [item.mapRectToScene(architects_geometry.cathedral_level(level)) for level in range(1, 6)]
    return out


def _check(window, seen: set[str]) -> int:
    scene = window.scene
    layer = scene.chip_layer
    if not layer.chips:
        return 0
    anchors = {group.anchor for group in scene._chip_groups}
    anchor_rects = [scene._rect(a) for a in anchors if a in scene.targets]
    # each bubble's own anchor (a bubble for each group with its anchor on the board, in their order)
    own_anchors = [scene._rect(g.anchor) for g in scene._chip_groups if g.anchor in scene.targets]
    scale = window.view.transform().m11()
    for bubble, own_anchor in zip(layer.bubbles, own_anchors, strict=True):
        for item in scene.targets.values():
            if not item.isVisible() or item in layer.chips:
                continue
            rect = item.mapRectToScene(item.rect)
            own = any(a.contains(rect) or a == rect for a in anchor_rects if a.intersects(bubble.rect))
            if isinstance(item, PanelTarget) and not own:
                title = QRectF(rect.left(), rect.top(), rect.width(), TITLE)
                assert _covered(bubble.rect, title) == 0, (bubble.caption, item.target_id)
            if isinstance(item, CardItem) and not (own_anchor.contains(rect) or own_anchor == rect):
                assert _covered(bubble.rect, rect) == 0, (bubble.caption, item.target_id)
        for rect in _drawn_cards(scene):
            assert own_anchor.contains(rect) or _covered(bubble.rect, rect) == 0, (bubble.caption, rect)
        for item in scene.items():  # the titled areas and headings that are no targets (Waterdeep's buildings)
            if isinstance(item, Label) or (isinstance(item, Panel) and item.title):
                rect = item.mapRectToScene(item.rect)
                if isinstance(item, Label):  # its words as drawn
                    words = QFontMetricsF(label_font(item.text, scale, item.size)).horizontalAdvance(item.text)
                    title, name = QRectF(rect.left(), rect.top(), min(rect.width(), words), rect.height()), item.text
                else:
                    title, name = QRectF(rect.left(), rect.top(), rect.width(), TITLE), item.title
                assert rect.contains(own_anchor) or _covered(bubble.rect, title) == 0, (bubble.caption, name)
        for other in layer.bubbles:
            assert other is bubble or not bubble.rect.intersects(other.rect)
    for chip in layer.chips:  # each label wrapped at the legible size as draw_text wraps it: whole in its chip
        if chip.row is not None:  # an icon row: its units laid out at the size drawn first, within the chip
            fm = QFontMetricsF(row_font(scale))
            lines = iconrow.layout(fm, [chip.row], chip.rect.width() - 16)
            assert lines is not None and len(lines) * iconrow.line_step(fm) <= chip.rect.height() - 10 + 0.5
            continue
        _whole(chip.label, chip.rect.adjusted(4, 0, -4, 0), SHORT_PT if len(chip.label) <= 2 else LONG_PT, scale)
    for bubble in layer.bubbles:
        if bubble.caption:
            box = QRectF(0, 0, bubble.rect.width() - 16, bubble.caption_height)
            _whole(bubble.caption, box, CAPTION_PT, scale, max_lines=1)
    seen.update(group.anchor for group in scene._chip_groups)
    return len(layer.chips)


def _sweep(
    window, qapp, game_id: str, players: int, size: tuple[int, int], lang: str, steps: int, seed: int = 7
) -> None:
    i18n.use(qapp, lang)
    try:
        window.resize(*size)
        window.start_game(game_id, ["Ann", "Bob", "Cy", "Dee", "Eve"][:players], None, seed)
        c = window.controller
        rng = random.Random(3)
        seen: set[str] = set()
        chips = 0
        for _ in range(steps):
            if c.session.is_over():
                break
            c.hand_over()  # the window draws every change it makes (its Screen); chips are shown then
            if window.scene.chip_layer.chips:
                QApplication.processEvents()
                chips += _check(window, seen)
            step_random(c, rng)
        assert chips and seen  # chip groups were met and checked
    finally:
        i18n.use(qapp, "en")


def test_chip_groups_sit_by_their_location_whole_at_1280x720(window, game_id, qapp):
    """The short slice: 5 players at 1280x720 in German (the longer words), the first 160 moves."""
    _sweep(window, qapp, game_id, 5, (1280, 720), "de", 160)


@pytest.mark.slow
@pytest.mark.parametrize(("players", "size"), CASES, ids=["5p-1280x720", "4p-1920x1080"])
@pytest.mark.parametrize("lang", ["en", "de"])
def test_every_chip_group_sits_by_its_location_whole(window, game_id, players, size, lang, qapp):
    _sweep(window, qapp, game_id, players, size, lang, 600)


def test_waterdeep_buildings_hemmed_in_keep_their_chips_off_their_neighbours(window, qapp):
    """Game 5 at 1280x720 with 5 players: in round 6 Tidecutter Quay (right column, row 2) is between built lots
    and asks for an adventurer; its bubble sits on its own card, not on Wyvern Tower's below it."""
    _sweep(window, qapp, "waterdeep", 5, (1280, 720), "en", 240, seed=5)


@pytest.mark.slow
@pytest.mark.parametrize("seed", [2, 5])
@pytest.mark.parametrize("lang", ["en", "de"])
def test_waterdeep_games_2_and_5_keep_chips_by_their_location(window, seed, lang, qapp):
    _sweep(window, qapp, "waterdeep", 5, (1280, 720), lang, 600, seed)
