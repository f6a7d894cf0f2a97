"""Every player's tableau (issue 23): the Players table fits 1280x720 with 5 players, the score always seen,
in English, German and French; the Player Boards panel shows every built building, hired apprentice,
completed and plot quest of a late game, and never a hidden card (a hand, intrigue cards, a lord)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from desktop import i18n
from desktop.tables.architects.cardnames import apprentice_name, building_name
from desktop.tables.waterdeep.cardnames import card_title
from engine import get_game
from tools.driver import late_session

NAMES = ["Ann", "Bob", "Cy", "Dee", "Eve"]


def _late(window, game_id: str, size: tuple[int, int] = (1280, 720)):
    window.resize(*size)
    window.show()
    session, _ = late_session(get_game(game_id), NAMES, 11, 12)
    window.set_session(session, None)
    window.controller.hand_over()
    window.view.fit()
    return session


@pytest.mark.parametrize("lang", ["en", "de", "fr"])
def test_players_table_fits_1280x720_without_a_horizontal_scroll_bar(window, game_id, qapp, qtbot, lang):
    assert i18n.use(qapp, lang) == lang
    try:
        _late(window, game_id)
        qtbot.wait(50)
        view = window.players_view
        assert view.horizontalScrollBar().maximum() == 0
        assert not view.horizontalScrollBar().isVisible()
        model = window.players_model
        score = model.columns.index("score" if game_id == "architects" else "vp")
        assert score == 1  # beside the name
        right = view.columnViewportPosition(score) + view.columnWidth(score)
        assert right <= view.viewport().width()
        header = view.horizontalHeader()
        for col in range(model.columnCount()):  # an icon header keeps its words in the tooltip
            words = model.headerData(col, Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole)
            assert words and words == model.headerData(col, Qt.Orientation.Horizontal)
            assert header.sectionSize(col) >= header.sectionSizeFromContents(col).width() - 1
    finally:
        i18n.use(qapp, "en")


def _id(card: int | str) -> int:
    return card if isinstance(card, int) else int(card[1:])


def _hidden_and_public(game_id: str, state) -> tuple[set[str], set[str]]:
    """(names of hidden cards, names of what the tableau must show) from the state itself."""
    hidden: set[str] = set()
    public: set[str] = set()
    for p in state.players:
        if game_id == "architects":
            hidden |= {building_name(_id(c)) for c in p.hand}
            public |= {building_name(_id(c)) for c in p.built}
            public |= {apprentice_name(_id(a)) for a in p.apprentices}
        else:
            hidden |= {card_title(c) for c in (*p.intrigue, p.lord)}
            public |= {card_title(q) for q in (*p.completed, *p.plots)}
    for lot in getattr(state, "lots", ()):
        public.add(card_title(lot.building))
    return hidden - public, public


def test_player_boards_show_every_public_card_and_no_hidden_one(window, game_id, qtbot):
    session = _late(window, game_id)
    boards = window.mirror.boards
    assert not boards.isVisible()
    window.menus.player_boards.trigger()
    qtbot.wait(50)
    assert boards.isVisible()
    window.view.viewport().update()
    boards.columns.grab()  # paint
    state = session.states[-1]
    hidden, public = _hidden_and_public(game_id, state)
    assert hidden and public
    shown = {name for _, name, _ in boards.columns.drawn}
    tips = "\n".join(t for _, t in boards.columns.tips)
    assert public <= shown, public - shown
    assert not hidden & shown
    assert not [h for h in hidden if h in tips]
    for seat, _name, rect in boards.columns.drawn:  # each in its own column
        width = boards.columns.width() / len(NAMES)
        assert seat * width - 1 <= rect.left() < (seat + 1) * width
    window.menus.player_boards.trigger()
    assert not boards.isVisible()


def test_a_click_on_a_player_area_that_chooses_nothing_opens_the_boards(window, game_id, qtbot):
    _late(window, game_id)
    assert "pool:0" not in window.scene.click_targets
    window.scene.target_clicked("pool:0")
    assert window.mirror.boards.isVisible()


@pytest.mark.parametrize("lang", ["de", "fr"])
def test_players_table_fits_when_the_app_starts_in_another_language(qapp, qtbot, game_id, lang):
    """Started in German or French the log's dock takes more of the bottom: the table still fits."""
    from desktop.window import MainWindow

    assert i18n.use(qapp, lang) == lang
    try:
        w = MainWindow(autosave=False, remember=False)
        qtbot.addWidget(w)
        _late(w, game_id)
        qtbot.wait(50)
        assert w.players_view.horizontalScrollBar().maximum() == 0
    finally:
        i18n.use(qapp, "en")


def test_a_section_heading_counts_its_cards_and_says_0_when_it_has_none() -> None:
    """Found by play-testing: a player without apprentices had a bare "Apprentices" heading over nothing, the
    others "Apprentices (1)". Nothing yet reads "(0)"; a row of goods (no names) gets no number."""
    from desktop.tableau import Entry, Section
    from desktop.widgets.tableau import heading

    assert heading(Section("Apprentices", ())) == "Apprentices (0)"
    assert heading(Section("Apprentices", (Entry("Miner"), Entry("Patron")))) == "Apprentices (2)"
    assert heading(Section("Goods", (Entry(""),))) == "Goods"
