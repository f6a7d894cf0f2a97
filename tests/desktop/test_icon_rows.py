"""Costs, rewards and effects are icon rows, drawn whole at fit zoom: at 1280x720 with 5 players and at
1920x1080 with 4, in English, German and French, at the start and late in a game, and so is every name (a
card's, a location's, a space's, the place an apprentice's ability is used): only a sentence its tooltip says
whole may be cut; and Board Text Size Large and Larger never drop a row (the virtue track's VP row included)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QGraphicsItem

from desktop import i18n, icons
from desktop.board import iconrow, legible
from desktop.board.items import CardItem, Label, Panel, PanelTarget, SpaceItem
from engine import get_game
from tools.driver import late_session

NAMES = ["Ann", "Bob", "Cy", "Dee", "Eve"]


def render_rows(
    window, cut: list[tuple[str, str]] | None = None
) -> tuple[list[iconrow.Drawn], list[tuple[float, str]]]:
    """Every icon row and text the board draws at the current zoom (no item's cached picture); `cut` gets
    every text drawn cut (whole text, what was drawn)."""
    items = window.scene.items()
    modes = [item.cacheMode() for item in items]
    iconrow.RECORD, legible.RECORD, legible.CUT = [], [], []
    try:
        for item in items:
            item.setCacheMode(QGraphicsItem.CacheMode.NoCache)
        window.view.viewport().grab()
        if cut is not None:
            cut += legible.CUT
        return list(iconrow.RECORD), list(legible.RECORD)
    finally:
        iconrow.RECORD = legible.RECORD = legible.CUT = None
        for item, mode in zip(items, modes, strict=True):
            item.setCacheMode(mode)


def with_rows(window) -> list[QGraphicsItem]:
    """The board's items that have icon rows to draw."""
    return [i for i in window.scene.items() if i.isVisible() and (getattr(i, "rows", None) or _is_track(i))]


def _is_track(item: QGraphicsItem) -> bool:
    return type(item).__name__ == "VirtueTrack"


def on_view(window, item: QGraphicsItem) -> QRectF:
    """The item's own rect (or bounding rect) in the view's pixels."""
    rect = getattr(item, "rect", None)
    rect = rect if isinstance(rect, QRectF) else item.boundingRect()
    return window.view.mapFromScene(item.mapToScene(rect)).boundingRect().toRectF()


def assert_rows_whole(window, drawn: list[iconrow.Drawn], floor: float) -> None:
    """Every row was drawn whole, inside its box and its item, no smaller than `floor` pixels; every item
    with rows drew them."""
    assert drawn
    cut = [d.text for d in drawn if not d.whole]
    assert not cut, cut[:5]
    small = [(d.text, round(d.px, 1), d.box) for d in drawn if d.px < floor - 0.5]
    assert not small, small[:5]
    for d in drawn:
        assert d.box.adjusted(-1.5, -1.5, 1.5, 1.5).contains(d.used), (d.text, d.box, d.used)
        if d.owner is not None:
            assert on_view(window, d.owner).adjusted(-2, -2, 2, 2).contains(d.used), (d.text, d.used)
    owners = {id(d.owner) for d in drawn}
    missing = [type(i).__name__ + ":" + str(getattr(i, "title", "")) for i in with_rows(window) if id(i) not in owners]
    assert not missing, missing


def names_and_sentences(window) -> tuple[set[str], set[str]]:
    """The names the board draws (cards', locations', spaces', labels', the places on cards) and the sentences
    (a card's lines, a location's subtitle: each said whole in its item's tooltip)."""
    names: set[str] = set()
    sentences: set[str] = set()
    for item in window.scene.items():
        if not item.isVisible():
            continue
        if isinstance(item, CardItem):
            names.update(t for t in (item.title, item.beside) if t)
            sentences.update(item.lines)
        elif isinstance(item, (Panel, PanelTarget)):
            names.add(item.title)
            sentences.add(item.subtitle)
        elif isinstance(item, SpaceItem):
            names.add(item.label)
        elif isinstance(item, Label):
            names.add(item.text)
    return names - {""}, sentences - {""}


def _open(window, game_id: str, size: tuple[int, int], players: int, late: bool) -> None:
    window.resize(*size)
    session, _ = late_session(get_game(game_id), NAMES[:players], 11, 12 if late else 0)
    if not late:
        window.start_game(game_id, NAMES[:players], None, 11)
    else:
        window.set_session(session, None)
    window.controller.hand_over()
    window.view.fit()


@pytest.mark.parametrize("lang", ["en", "de", "fr"])
@pytest.mark.parametrize(("size", "players"), [((1280, 720), 5), ((1920, 1080), 4)])
@pytest.mark.parametrize("late", [False, True], ids=["start", "late"])
def test_every_icon_row_is_drawn_whole_and_legible_at_fit_zoom(window, game_id, qapp, lang, size, players, late):
    assert i18n.use(qapp, lang) == lang
    try:
        _open(window, game_id, size, players, late)
        cut: list[tuple[str, str]] = []
        drawn, texts = render_rows(window, cut)
        names, sentences = names_and_sentences(window)
    finally:
        i18n.use(qapp, "en")
    assert_rows_whole(window, drawn, legible.min_px())
    # no name is cut ("Stonecut…", "King's…"); what is cut at all is a sentence its item's tooltip says whole
    assert names and not [shown for whole, shown in cut if whole in names]
    assert not [(whole, shown) for whole, shown in cut if whole not in sentences]
    # no number anywhere on the board is cut (a stack's count may be smaller to fit its badge, never cut)
    assert not [t for _, t in texts if t.endswith(legible.ELLIPSIS) and any(c.isdigit() for c in t)]
    loads = icons.LOADS[0]
    render_rows(window)  # painting again renders no icon again
    assert icons.LOADS[0] == loads


@pytest.mark.parametrize("text_size", ["large", "larger"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_board_text_size_never_drops_an_icon_row(window, game_id, text_size, size):
    _open(window, game_id, size, 5, True)
    window.menus.text_sizes[text_size].trigger()
    try:
        drawn, _ = render_rows(window)
        assert_rows_whole(window, drawn, legible.base_min_px())
        if game_id == "architects":  # the virtue track's 15 numbers and 15 VP values, all drawn
            track = [d for d in drawn if _is_track(d.owner)]
            assert len(track) == 30 and all(d.whole for d in track)
    finally:
        window.menus.text_sizes["normal"].trigger()
